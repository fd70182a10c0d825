import Foundation

/// `trellis preview --png`: the page, photographed by headless chromium at the phone frame's size.
enum Screenshot {
    /// The page's size: the phone (414 × 868) and the page's margin around it.
    static let windowSize = "462,916"

    static func findChromium(environment: [String: String]) -> String? {
        if let explicit = environment["TRELLIS_CHROMIUM"], !explicit.isEmpty {
            return FileManager.default.isExecutableFile(atPath: explicit) ? explicit : nil
        }
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in (environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
                let candidate = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    static func take(of page: String, with chromium: String, to output: String, in folder: URL) -> Result<Void, PreviewProgram.Failure> {
        let pagePath = folder.appendingPathComponent("page.html")
        let picture = URL(fileURLWithPath: output).standardizedFileURL.path
        do {
            try page.write(to: pagePath, atomically: false, encoding: .utf8)
            // A profile of its own, so that a browser the user has open is neither used nor disturbed.
            let arguments = [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                "--user-data-dir=\(folder.appendingPathComponent("chromium-profile").path)",
                "--window-size=\(windowSize)", "--screenshot=\(picture)", pagePath.absoluteString,
            ]
            let result = try PreviewProgram.run(chromium, arguments, in: folder)
            guard result.status == 0, FileManager.default.fileExists(atPath: picture) else {
                return .failure(.init(message: "chromium could not take the picture (status \(result.status)):\n\(result.errors)"))
            }
            return .success(())
        } catch {
            return .failure(.init(message: "chromium could not run: \(error)"))
        }
    }
}
