import Testing

/// A closure passed to a parameter whose function type returns a value returns its one
/// expression, as Swift's single-expression closure does: `computeValue="d in d.width"` is no
/// unused value (TRL143), while the same expression as an action's statement still is.
@Suite struct ClosureResultTests {
    @Test("a single expression is the result of a closure that returns a value, named or with $0")
    func singleExpressionIsTheResult() {
        #expect(VocabularyTests.messages("""
                    <Text>a<alignmentGuide value=".leading" computeValue="d in d.width"/></Text>
                    <Text>b<alignmentGuide value=".top" computeValue="$0.height"/></Text>
                    <Text>{count}<sensoryFeedback trigger="count" feedback="old, new in new > old ? .increase : nil"/></Text>
            """) == [])
    }

    @Test("the same expression given to an action is still unused")
    func anActionsExpressionIsUnused() {
        #expect(VocabularyTests.messages("        <Button title=\"a\" action=\"count\"/>") == [
            "TRL143 `count` alone does nothing: its value is unused; assign it or call a method on it",
        ])
    }
}
