import Foundation
import TrellisBenchSupport
import TrellisDriver

/// One size of the screen corpus on disk: the XML, the hand-written Swift and the Swift that
/// `trellis build` generated from the XML, under `root`.
struct BenchCorpus {
    /// Which screens: the rich corpus (every view and modifier of the prelude, in rotation), or
    /// the simple one (a model, a row and a list screen each).
    enum Kind: String {
        case rich, simple
    }

    let root: URL
    var xmlDirectory: URL { root.appendingPathComponent("xml") }
    var handWrittenDirectory: URL { root.appendingPathComponent("hand-written") }
    var generatedDirectory: URL { root.appendingPathComponent("generated") }

    /// Writes `screens` screens in both forms and generates Swift from the XML; also returns
    /// how long `trellis build` took.
    static func prepare(screens: Int, at root: URL, kind: Kind = .rich) throws -> (corpus: BenchCorpus, trellisSeconds: Double) {
        let corpus = BenchCorpus(root: root)
        switch kind {
        case .rich: try ScreenCorpus.write(screens: screens, xmlDirectory: corpus.xmlDirectory, handWrittenDirectory: corpus.handWrittenDirectory)
        case .simple: try SimpleScreenCorpus.write(screens: screens, xmlDirectory: corpus.xmlDirectory, handWrittenDirectory: corpus.handWrittenDirectory)
        }
        try? FileManager.default.removeItem(at: corpus.generatedDirectory)
        return (corpus, corpus.regenerate())
    }

    /// `trellis build` of the XML into the generated directory, in process; its wall time.
    func regenerate() -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        let status = TrellisCommandLine.run(["build", xmlDirectory.path, "--output", generatedDirectory.path])
        guard status == 0 else {
            FileHandle.standardError.write(Data("trellis build failed with status \(status)\n".utf8))
            exit(1)
        }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}
