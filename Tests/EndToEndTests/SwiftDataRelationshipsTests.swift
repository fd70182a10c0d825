import Testing
import Trellis
import TrellisTestSupport
@testable import TrellisSamples

/// `Samples/SwiftDataRelationships.xml`: `@Attribute(.unique)` and
/// `@Relationship(deleteRule:inverse:)` on SwiftData models, used through the screen's buttons
/// and rows as a user would.
@MainActor
@Suite(.serialized) struct SwiftDataRelationshipsTests {
    /// The rows the screen shows, in order, without their indentation.
    static func texts(_ host: ViewHost) -> [String] {
        host.render().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("Text ") }
    }

    @Test func insertingAFolderOfAKeptUniqueNameReplacesIt() throws {
        let host = ViewHost(app: SnippetsApp())
        try host.tap("Add Tag")
        try host.tap("Add Swift")
        try host.tap("Add to Swift")
        #expect(Self.texts(host).contains(#"Text "Swift: 1 snippets""#), "\(host.render())")
        // A second `Folder(name: "Swift")` takes the kept one's place: one folder, the new one,
        // with no snippets.
        try host.tap("Add Swift")
        try host.tap("Add CSS")
        let texts = Self.texts(host)
        #expect(texts.filter { $0.contains("Swift:") } == [#"Text "Swift: 0 snippets""#], "\(host.render())")
        #expect(texts.contains(#"Text "CSS: 0 snippets""#), "\(host.render())")
        // A unique tag name: the second "favorite" replaces the first too.
        try host.tap("Add Tag")
        #expect(Self.texts(host).filter { $0.hasPrefix(##"Text "#"##) } == [##"Text "#favorite: 0 snippets""##], "\(host.render())")
    }

    @Test func deletingAFolderCascadesToItsSnippets() throws {
        let host = ViewHost(app: SnippetsApp())
        try host.tap("Add Tag")
        try host.tap("Add Swift")
        try host.tap("Add CSS")
        try host.tap("Add to Swift")
        try host.tap("Add to Swift")
        try host.tap("Add to CSS")
        #expect(Self.texts(host).filter { $0.contains(" in ") } == [
            #"Text "Snippet 1 in Swift""#, #"Text "Snippet 2 in Swift""#, #"Text "Snippet 3 in CSS""#,
        ], "\(host.render())")
        try host.delete("Swift: 2 snippets")
        // `.cascade`: the folder's two snippets are deleted with it; the CSS one stays. The tag
        // loses them too (`.nullify` of each snippet's tags).
        let texts = Self.texts(host)
        #expect(texts.filter { $0.contains(" in ") } == [#"Text "Snippet 3 in CSS""#], "\(host.render())")
        #expect(!texts.contains { $0.contains("Swift") }, "\(host.render())")
        #expect(texts.contains(##"Text "#favorite: 1 snippets""##), "\(host.render())")
    }

    @Test func deletingASnippetTakesItOutOfItsTags() throws {
        let host = ViewHost(app: SnippetsApp())
        try host.tap("Add Tag")
        try host.tap("Add CSS")
        try host.tap("Add to CSS")
        try host.tap("Add to CSS")
        #expect(Self.texts(host).contains(##"Text "#favorite: 2 snippets""##), "\(host.render())")
        // `tags` has SwiftData's default rule, `.nullify`, with `inverse: \Tag.snippets`: the tag
        // no longer holds the deleted snippet. And the folder, whose `snippets` name the
        // snippet's `folder` as their inverse, lets it go too.
        try host.delete("Snippet 1 in CSS")
        let texts = Self.texts(host)
        #expect(texts.contains(##"Text "#favorite: 1 snippets""##), "\(host.render())")
        #expect(texts.contains(#"Text "CSS: 1 snippets""#), "\(host.render())")
        #expect(texts.filter { $0.contains(" in ") } == [#"Text "Snippet 2 in CSS""#], "\(host.render())")
    }
}
