import Testing
import TrellisDriver
import TrellisGraph
import TrellisTestSupport

/// `--affected-by` and `--who-provides` answers on the samples.
@Suite struct AffectedByTests {
    @Test func displayNameReEvaluatesOnlyTheViewThatReadsIt() throws {
        let graph = try graph(of: [samplePath("ProfileScreen.xml")])
        let answer = try graph.affected(by: "ProfileViewModel.displayName")
        // ProfileScreen owns the object and passes it on, but its body never reads the property.
        #expect(answer.viewNames == ["ProfileDetailView"])
        let path = try #require(answer.path(to: "ProfileDetailView"))
        #expect(path.map(\.kind) == [.reads])
        #expect(path.first?.through == [.declaration("viewModel", in: "ProfileDetailView")])
    }

    @Test func aStateChangeReachesTheChildThroughItsBinding() throws {
        let graph = try graph(of: [samplePath("ProfileScreen.xml")])
        let answer = try graph.affected(by: "ProfileScreen.isEditing")
        #expect(answer.viewNames == ["EditToggleRow"])
        let path = try #require(answer.path(to: "EditToggleRow"))
        #expect(path.map(\.kind) == [.binds, .reads])
        #expect(path.map(\.from) == [.declaration("isEditing", in: "EditToggleRow"), .view("EditToggleRow")])
    }

    @Test func aBindingStandsForItsSourceOfTruth() throws {
        let graph = try graph(of: [samplePath("ProfileScreen.xml")])
        #expect(try graph.affected(by: "EditToggleRow.isEditing").viewNames == ["EditToggleRow"])
    }

    @Test func aPropertyReadThroughAComputedValueReEvaluatesItsReader() throws {
        let graph = try graph(of: [samplePath("ProfileScreen.xml")])
        let answer = try graph.affected(by: "SessionManager.currentUser")
        #expect(answer.viewNames == ["ProfileScreen"])
        let path = try #require(answer.path(to: "ProfileScreen"))
        #expect(path.map(\.from) == [.declaration("displayName", in: "ProfileScreen"), .view("ProfileScreen")])
    }

    @Test func aPublishedPropertyPassedAsAValueReEvaluatesTheParentAndTheChild() throws {
        let graph = try graph(of: [samplePath("RenderCounts.xml")])
        let answer = try graph.affected(by: "RenderCountModel.t1")
        #expect(answer.viewNames == ["RenderCountChild", "RenderCountContentView"])
        guard case .views(_, let views) = answer else { Issue.record("expected views"); return }
        let child = try #require(views.first { $0.view == "RenderCountChild" })
        #expect(child.becauseInputChanged)
        #expect(child.path.map(\.kind) == [.passes])
        #expect(child.path.first?.label == "value")
    }

    @Test func anUnpublishedPropertyReEvaluatesNothing() throws {
        let graph = try graph(of: [samplePath("RenderCounts.xml")])
        let source = try graph.valueNode(named: "RenderCountModel.t2")
        #expect(graph.affected(by: source) == .notObserved(source: source.id))
    }

    @Test func observableModelsAreTrackedPerProperty() throws {
        let graph = try graph(of: [samplePath("ObservableLibrary.xml")])
        #expect(try graph.affected(by: "Library.filter").viewNames == ["LibraryFilterField", "LibraryScreen"])
        #expect(try graph.affected(by: "Library.books").viewNames == ["LibraryScreen"])
        let ignored = try graph.valueNode(named: "Library.cache")
        #expect(graph.affected(by: ignored) == .notObserved(source: ignored.id))
    }

    @Test func rowsReceivingFieldsOfAPublishedArrayAreReEvaluated() throws {
        let graph = try graph(of: [samplePath("TodoList.xml")])
        #expect(try graph.affected(by: "TodoStore.items").viewNames == ["TodoListView", "TodoRow"])
        // The row gets values, not a binding: a state of the list only re-evaluates the list.
        #expect(try graph.affected(by: "TodoListView.showDone").viewNames == ["TodoListView"])
    }

    @Test func aValueGivenToAChildStateOnlySeedsIt() throws {
        let graph = try graph(ofScreen: """
        <trellis>
          <view name="Parent">
            <state name="count" type="Int" initial="0"/>
            <body>
              <VStack>
                <Text>{count}</Text>
                <Counter start="{count}"/>
              </VStack>
            </body>
          </view>
          <view name="Counter">
            <state name="start" type="Int" initial="0"/>
            <body>
              <Text>{start}</Text>
            </body>
          </view>
        </trellis>
        """)
        #expect(try graph.affected(by: "Parent.count").viewNames == ["Parent"])
    }

    @Test func unknownValuesAreRejectedWithASuggestion() throws {
        let graph = try graph(of: [samplePath("ProfileScreen.xml")])
        #expect(throws: GraphQueryError.unknownTarget("ProfileViewModel.displayNam", suggestion: "ProfileViewModel.displayName")) {
            try graph.valueNode(named: "ProfileViewModel.displayNam")
        }
        #expect(throws: GraphQueryError.malformedTarget("displayName")) {
            try graph.valueNode(named: "displayName")
        }
    }
}

@Suite struct WhoProvidesTests {
    @Test func sessionManagerReachesProfileScreenOnEveryPath() throws {
        let (result, graph) = try checkedGraph([samplePath("ProfileScreen.xml")])
        let paths = try GraphBuilder().whoProvides("SessionManager", for: "ProfileScreen", in: result.program)
        #expect(paths.map(\.views) == [["ProfileApp", "ProfileScreen"], ["ProfileScreen"]])
        #expect(paths.map(\.provider) == [
            .provider("SessionManager", in: "ProfileApp", ordinal: 1),
            .hostProvider("SessionManager", above: "ProfileScreen"),
        ])
        for provider in paths.compactMap(\.provider) {
            #expect(graph.node(provider)?.kind == .environmentProvider, "the provider is a node of the graph")
        }
        // The graph's `consumes` edges say the same.
        #expect(graph.edgeSummaries(.consumes).sorted() == [
            "decl:ProfileScreen.session -> provider:ProfileApp.SessionManager#1",
            "decl:ProfileScreen.session -> provider:host.ProfileScreen.SessionManager",
        ])
    }

    @Test func aPathWithoutAProviderIsReported() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("screen.xml", """
        <trellis>
          <model name="Session">
            <published name="user" type="String" initial="&quot;&quot;"/>
          </model>
          <view name="Provided" root="true" hostProvides="Session">
            <body><Shared/></body>
          </view>
          <view name="Bare" root="true">
            <body><Shared/></body>
          </view>
          <view name="Shared">
            <environmentObject name="session" type="Session"/>
            <body><Text>{session.user}</Text></body>
          </view>
        </trellis>
        """)
        let result = try CompilerDriver().check([path])
        #expect(result.diagnostics.map(\.code.rawValue) == ["TRL205"])
        let paths = try GraphBuilder().whoProvides("Session", for: "Shared", in: result.program)
        #expect(paths.map(\.views) == [["Bare", "Shared"], ["Provided", "Shared"]])
        #expect(paths.map(\.provider) == [nil, .hostProvider("Session", above: "Provided")])
        let graph = GraphBuilder().build(result.program)
        #expect(graph.node(.declaration("session", in: "Shared"))?.unprovidedFromRoots == ["Bare"])
    }

    @Test func aNavigationDestinationDoesNotSeeWhatIsInjectedBelowTheStack() throws {
        // The mistake sample for TRL205: the session is injected between the stack and the link.
        let result = try CompilerDriver().check([PackagePaths.mistakeSamples + "/TRL205_missingEnvironmentObject.xml"])
        let paths = try GraphBuilder().whoProvides("Session205", for: "Settings205", in: result.program)
        #expect(paths.map(\.views) == [["SessionRoot205", "Settings205"]])
        #expect(paths.map(\.provider) == [nil])
        // The badge in place is served by that same injection.
        let badge = try GraphBuilder().whoProvides("Session205", for: "SessionBadge205", in: result.program)
        #expect(badge.map(\.provider) == [.provider("Session205", in: "SessionRoot205", ordinal: 1)])
        let graph = GraphBuilder().build(result.program)
        #expect(graph.node(.declaration("session", in: "Settings205"))?.unprovidedFromRoots == ["SessionRoot205"])
        #expect(graph.edgeSummaries(.injects).contains("provider:SessionRoot205.Session205#1 -> view:SessionBadge205"))
        #expect(!graph.edgeSummaries(.injects).contains("provider:SessionRoot205.Session205#1 -> view:Settings205"))
    }

    @Test func unknownNamesAreRejectedWithASuggestion() throws {
        let (result, _) = try checkedGraph([samplePath("ProfileScreen.xml")])
        #expect(throws: WhoProvidesError.unknownType("SessionManagr", suggestion: "SessionManager")) {
            try GraphBuilder().whoProvides("SessionManagr", for: "ProfileScreen", in: result.program)
        }
        #expect(throws: WhoProvidesError.unknownView("ProfileScren", suggestion: "ProfileScreen")) {
            try GraphBuilder().whoProvides("SessionManager", for: "ProfileScren", in: result.program)
        }
    }
}

/// The update plan code generation subscribes with.
@Suite struct BodyReadsTests {
    @Test func eachProfileViewSubscribesToWhatItsBodyReads() throws {
        let graph = try graph(of: [samplePath("ProfileScreen.xml")])
        #expect(graph.bodyReads(of: "ProfileDetailView") == [PropertyReference(model: "ProfileViewModel", property: "displayName")])
        #expect(graph.bodyReads(of: "ProfileScreen") == [PropertyReference(model: "SessionManager", property: "currentUser")])
        #expect(graph.bodyReads(of: "EditToggleRow") == [])
        #expect(graph.bodyReads(of: "ProfileApp") == [])
    }

    @Test func unobservedPropertiesAreNoSubscription() throws {
        let graph = try graph(of: [samplePath("RenderCounts.xml")])
        #expect(graph.bodyReads(of: "RenderCountContentView") == [PropertyReference(model: "RenderCountModel", property: "t1")])
        #expect(graph.bodyReads(of: "RenderCountChild") == [])
    }

    @Test func aChildBoundToAModelPropertySubscribesToIt() throws {
        let graph = try graph(ofScreen: """
        <trellis>
          <model name="Form">
            <published name="name" type="String" initial="&quot;&quot;"/>
            <published name="age" type="Int" initial="0"/>
          </model>
          <view name="FormScreen">
            <stateObject name="form" type="Form" initial="Form()"/>
            <body><NameField name="{$form.name}"/></body>
          </view>
          <view name="NameField">
            <binding name="name" type="String"/>
            <body><TextField title="Name" text="{$name}"/></body>
          </view>
        </trellis>
        """)
        #expect(graph.bodyReads(of: "NameField") == [PropertyReference(model: "Form", property: "name")])
        #expect(graph.bodyReads(of: "FormScreen") == [])
        #expect(graph.edgeSummaries(.binds) == ["decl:NameField.name -> property:Form.name"])
    }
}
