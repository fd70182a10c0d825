import Testing
import TrellisGraph
import TrellisTestSupport

/// Which nodes and edges the graph holds, and where they point in the source.
@Suite struct GraphStructureTests {
    @Test func profileSampleHasTheArticlesOwnershipAndObservation() throws {
        let graph = try graph(of: [samplePath("ProfileScreen.xml")])
        #expect(graph.viewNames == ["EditToggleRow", "ProfileApp", "ProfileDetailView", "ProfileScreen"])
        #expect(graph.node(.declaration("viewModel", in: "ProfileScreen"))?.kind == .stateObject)
        #expect(graph.node(.declaration("viewModel", in: "ProfileDetailView"))?.kind == .observedObject)
        #expect(graph.node(.view("ProfileScreen"))?.isRoot == true)
        #expect(graph.edgeSummaries(.owns) == [
            "decl:ProfileApp.session -> model:SessionManager",
            "decl:ProfileScreen.viewModel -> model:ProfileViewModel",
            "view:ProfileApp -> decl:ProfileApp.session",
            "view:ProfileScreen -> decl:ProfileScreen.isEditing",
            "view:ProfileScreen -> decl:ProfileScreen.viewModel",
        ])
        #expect(graph.edgeSummaries(.passes) == [
            "decl:ProfileScreen.isEditing -> decl:EditToggleRow.isEditing",
            "decl:ProfileScreen.viewModel -> decl:ProfileDetailView.viewModel",
        ])
        #expect(graph.edgeSummaries(.binds) == ["decl:EditToggleRow.isEditing -> decl:ProfileScreen.isEditing"])
        #expect(graph.edgeSummaries(.instantiates) == [
            "view:ProfileApp -> view:ProfileScreen",
            "view:ProfileScreen -> view:EditToggleRow",
            "view:ProfileScreen -> view:ProfileDetailView",
        ])
        #expect(graph.edgeSummaries(.injects) == [
            "provider:ProfileApp.SessionManager#1 -> view:ProfileScreen",
            "provider:host.ProfileScreen.SessionManager -> view:ProfileScreen",
        ])
        // Controls given a `$` binding show and edit the value.
        #expect(graph.edgeSummaries(.writes) == [
            "view:EditToggleRow -> decl:EditToggleRow.isEditing",
            "view:ProfileDetailView -> property:ProfileViewModel.displayName",
        ])
    }

    @Test func actionsWriteModelPropertiesAndConsumersFindTheirInjections() throws {
        let graph = try graph(of: [samplePath("AppView.xml")])
        #expect(graph.edgeSummaries(.writes) == [
            "view:AppContentView -> property:AuthViewModel.isSignedIn",
            "view:AppContentView -> property:NavigationRouter.depth",
        ])
        #expect(graph.edgeSummaries(.consumes) == [
            "decl:AppContentView.auth -> provider:AppView.AuthViewModel#1",
            "decl:AppContentView.router -> provider:AppView.NavigationRouter#1",
        ])
        #expect(graph.edgeSummaries(.injects) == [
            "provider:AppView.AuthViewModel#1 -> view:AppContentView",
            "provider:AppView.NavigationRouter#1 -> view:AppContentView",
        ])
        #expect(graph.bodyReads(of: "AppContentView") == [
            PropertyReference(model: "AuthViewModel", property: "isSignedIn"),
            PropertyReference(model: "NavigationRouter", property: "depth"),
        ])
    }

    @Test func everyNodeAndEdgePointsIntoItsFile() throws {
        let path = samplePath("ProfileScreen.xml")
        let graph = try graph(of: [path])
        for node in graph.nodes {
            #expect(node.location.file == path && node.location.line > 0 && node.location.column > 0, "\(node.id)")
        }
        for edge in graph.edges {
            #expect(edge.location.file == path && edge.location.line > 0 && edge.location.column > 0, "\(edge.kind) \(edge.from)")
        }
        // The edge points into the attribute `text="{$viewModel.displayName}"`.
        let write = try #require(graph.edges.first { $0.kind == .writes && $0.from == .view("ProfileDetailView") })
        let line = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)[write.location.line - 1]
        #expect(line.contains("$viewModel.displayName"))
    }

    @Test func bindingsResolveThroughChainsToTheirSourceOfTruth() throws {
        let graph = try graph(ofScreen: """
        <trellis>
          <view name="Owner">
            <state name="isOn" type="Bool" initial="false"/>
            <body><Middle isOn="{$isOn}"/></body>
          </view>
          <view name="Middle">
            <binding name="isOn" type="Bool"/>
            <body><Leaf flag="{$isOn}"/></body>
          </view>
          <view name="Leaf">
            <binding name="flag" type="Bool"/>
            <body><Button title="Flip" action="flag.toggle()"/></body>
          </view>
        </trellis>
        """)
        let leafBinding = try #require(graph.edges.first { $0.kind == .binds && $0.from == .declaration("flag", in: "Leaf") })
        #expect(leafBinding.to == .declaration("isOn", in: "Owner"))
        #expect(leafBinding.through == [.declaration("isOn", in: "Middle")])
        #expect(graph.edgeSummaries(.writes) == ["view:Leaf -> decl:Leaf.flag"])
        // A button only writes: nobody's body reads the value, so nothing re-evaluates.
        #expect(try graph.affected(by: "Owner.isOn").viewNames == [])
    }

    @Test func instantiationsCarryTheirConditions() throws {
        let graph = try graph(ofScreen: """
        <trellis>
          <struct name="Item" identifiable="true">
            <field name="id" type="Int"/>
          </struct>
          <view name="Home">
            <state name="items" type="[Item]" initial="[]"/>
            <state name="showsDetail" type="Bool" initial="false"/>
            <body>
              <NavigationStack>
                <VStack>
                  <if condition="showsDetail"><Detail/></if>
                  <ForEach items="items" item="item"><Detail/></ForEach>
                  <NavigationLink title="More"><Detail/></NavigationLink>
                </VStack>
              </NavigationStack>
            </body>
          </view>
          <view name="Detail">
            <body><Text>Detail</Text></body>
          </view>
        </trellis>
        """)
        let flags = graph.edges.filter { $0.kind == .instantiates }.map { [$0.isConditional, $0.isInForEach, $0.isNavigationDestination] }
        #expect(flags == [[true, false, false], [false, true, false], [false, false, true]])
    }

    @Test func anInjectionBetweenTheStackAndTheLinkDoesNotReachTheDestination() throws {
        let graph = try graph(ofScreen: """
        <trellis>
          <model name="Router">
            <published name="depth" type="Int" initial="0"/>
          </model>
          <view name="Shell">
            <stateObject name="router" type="Router" initial="Router()"/>
            <body>
              <NavigationStack>
                <VStack>
                  <Banner/>
                  <NavigationLink title="Next"><Banner/></NavigationLink>
                </VStack>
                <environmentObject value="router"/>
              </NavigationStack>
            </body>
          </view>
          <view name="Banner">
            <body><Text>Banner</Text></body>
          </view>
        </trellis>
        """)
        let injects = graph.edges.filter { $0.kind == .injects }
        let instantiations = graph.edges.filter { $0.kind == .instantiates }
        #expect(instantiations.count == 2)
        // One edge: the Banner in place gets the router, the pushed Banner does not.
        #expect(injects.map(\.to) == [.view("Banner")])
        #expect(graph.nodes.filter { $0.kind == .environmentProvider }.map(\.id) == [.provider("Router", in: "Shell", ordinal: 1)])
    }

    @Test func viewFilterKeepsTheViewAndItsNeighbours() throws {
        let graph = try graph(of: [samplePath("ProfileScreen.xml")]).neighbourhood(ofView: "ProfileDetailView")
        #expect(graph.viewNames == ["ProfileDetailView", "ProfileScreen"])
        #expect(Set(graph.nodes.map(\.id)) == [
            .view("ProfileDetailView"), .declaration("viewModel", in: "ProfileDetailView"),
            .view("ProfileScreen"), .declaration("viewModel", in: "ProfileScreen"),
            .model("ProfileViewModel"), .property("displayName", of: "ProfileViewModel"),
        ])
        #expect(graph.edges.allSatisfy { $0.from.rawValue.contains("ProfileDetailView") || $0.to.rawValue.contains("ProfileDetailView") })
    }
}
