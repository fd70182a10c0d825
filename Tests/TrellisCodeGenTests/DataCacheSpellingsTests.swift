import Foundation
import Testing
import TrellisTestSupport

/// What the DataCache first try (`Tests/FirstTries/DataCache`, Apple's SwiftData earthquakes
/// sample) wrote as SwiftUI and SwiftData write it: `Quake.ID` for a selection, a query whose
/// `filter` is a predicate made by the model's static function, `modelContext.delete(model:)`,
/// a struct's `<property>`, `params` for a function's parameter clause, `.init(lineWidth:)` for
/// a `StrokeStyle` and `foregroundStyle style=`. `trellis build`, swiftc with warnings as
/// errors, then the program.
@Suite struct DataCacheSpellingsTests {
    @Test func quakesAreSelectedByIDFilteredByAPredicateAndDeletedByType() throws {
        let program = try GeneratedProgram(["Quakes.xml": #"""
            <trellis>
              <struct name="Place">
                <property name="name" type="String"/>
              </struct>
              <model name="Quake" kind="model">
                <var name="magnitude" type="Double"/>
                <var name="place" type="Place"/>
                <function name="atLeast" static="true" params="minimum: Double" returns="Predicate&lt;Quake&gt;">
                  #Predicate&lt;Quake&gt; { $0.magnitude &gt;= minimum }
                </function>
              </model>
              <view name="Quakes">
                <environment name="context" key="\.modelContext"/>
                <state name="minimum" type="Double" initial="0"/>
                <state name="selectedId" type="Quake.ID?" initial="nil"/>
                <query name="quakes" type="[Quake]" filter="Quake.atLeast(minimum: minimum)" sort="\Quake.magnitude"/>
                <body>
                  <VStack>
                    <ForEach items="quakes" item="quake">
                      <Text>{quake.place.name} {quake.magnitude}
                        <foregroundStyle style="quake.id == selectedId ? Color.red : .primary"/>
                      </Text>
                    </ForEach>
                    <Circle>
                      <stroke content="Color.black" style=".init(lineWidth: 2)"/>
                    </Circle>
                    <Button title="Add" action="context.insert(Quake(magnitude: 2.5, place: Place(name: &quot;Hilo&quot;))); context.insert(Quake(magnitude: 0.5, place: Place(name: &quot;Napa&quot;)))"/>
                    <Button title="Strong" action="minimum = 1"/>
                    <Button title="Select" action="selectedId = quakes.first?.id"/>
                    <Text>selected {quakes.first { $0.id == selectedId }?.place.name ?? "none"}</Text>
                    <Button title="Delete all" action="selectedId = nil; try? context.delete(model: Quake.self)"/>
                  </VStack>
                </body>
              </view>
              <view name="Root" root="true">
                <body>
                  <Quakes/>
                  <modelContainer for="Quake.self"/>
                </body>
              </view>
            </trellis>
            """#])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Root())
            try host.tap("Add")
            print("added", host.render())
            try host.tap("Strong")
            try host.tap("Select")
            print("strong", host.render())
            try host.tap("Delete all")
            print("deleted", host.render())
            """)
        #expect(output.contains("added VStack\n  Text \"Napa 0.5\"\n  Text \"Hilo 2.5\""), "\(output)")
        #expect(output.contains("strong VStack\n  Text \"Hilo 2.5\""), "\(output)")
        #expect(output.contains("Text \"selected Hilo\""), "\(output)")
        #expect(!output.contains("deleted VStack\n  Text \"Hilo"), "\(output)")
        #expect(output.contains("Text \"selected none\""), "\(output)")
    }

    /// The second round: a root the app shows has the app for its host; a query written with
    /// its model alone (`type="Quake"`); `as` for a `ForEach`'s item; `$finder.searchText` on an
    /// `environment` model, which binds through the `@Bindable` Swift needs; a shape stroked then
    /// filled; `fill style=` given a colour; a query's `order` given a `SortOrder` value; MapKit's `Map` with a selection, its `Annotation`s,
    /// `mapStyle` and `annotationTitles`; and `ContentUnavailableView.search`.
    @Test func anAppShowsASearchableMapOfQuakes() throws {
        let program = try GeneratedProgram(["Quakes.xml": #"""
            <trellis>
              <model name="Quake" kind="model">
                <var name="name" type="String"/>
                <var name="magnitude" type="Double"/>
                <computed name="coordinate" type="CLLocationCoordinate2D" value="CLLocationCoordinate2D(latitude: 19.5, longitude: -155.5)"/>
              </model>
              <model name="Finder" kind="observable">
                <var name="searchText" type="String" initial="&quot;&quot;"/>
              </model>
              <app name="QuakesApp">
                <state name="finder" type="Finder" initial="Finder()"/>
                <body>
                  <WindowGroup>
                    <QuakeScreen>
                      <environment value="{finder}"/>
                    </QuakeScreen>
                    <modelContainer for="Quake.self"/>
                  </WindowGroup>
                </body>
              </app>
              <view name="QuakeScreen" root="true">
                <environment name="finder" type="Finder"/>
                <environment name="context" key="\.modelContext"/>
                <let name="sortOrder" type="SortOrder" default=".reverse"/>
                <query name="quakes" type="Quake" sort="\Quake.magnitude" order="sortOrder"/>
                <state name="selectedName" type="String?" initial="nil"/>
                <body>
                  <VStack>
                    <TextField title="Search" text="{$finder.searchText}"/>
                    <Text>searching {finder.searchText}</Text>
                    <Button title="Add" action="context.insert(Quake(name: &quot;Hilo&quot;, magnitude: 2.5)); context.insert(Quake(name: &quot;Napa&quot;, magnitude: 4))"/>
                    <Button title="Select" action="selectedName = quakes.first?.name"/>
                    <ForEach items="{quakes}" as="quake">
                      <Circle>
                        <stroke content="Color.black" style=".init(lineWidth: 2)"/>
                        <fill style="Color.red"/>
                      </Circle>
                    </ForEach>
                    <Map selection="{$selectedName}">
                      <ForEach items="{quakes}" as="quake">
                        <Annotation coordinate="{quake.coordinate}">
                          <RoundedRectangle cornerRadius="4">
                            <fill style=".black"/>
                          </RoundedRectangle>
                          <label>
                            <Text>{quake.name}</Text>
                          </label>
                        </Annotation>
                        <tag value="quake.name"/>
                        <annotationTitles visibility=".hidden"/>
                      </ForEach>
                      <mapStyle style=".standard(elevation: .flat, emphasis: .muted, pointsOfInterest: .excludingAll)"/>
                    </Map>
                    <if condition="quakes.isEmpty">
                      <ContentUnavailableView.search/>
                    </if>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(app: QuakesApp())
            print("empty", host.render())
            try host.type("Hi", into: "Search")
            try host.tap("Add")
            try host.tap("Select")
            print("added", host.render())
            """)
        #expect(output.contains("Text \"searching Hi\""), "\(output)")
        #expect(output.contains("No Results"), "\(output)")
        #expect(output.contains("Circle stroke black lineWidth 2 fill red"), "\(output)")
        // Sorted by magnitude in the order the view holds, decreasing: Napa first.
        #expect(output.contains("Map selection Napa\n"), "\(output)")
        #expect(output.contains("Annotation 19.5, -155.5\n"), "\(output)")
        #expect(output.contains("RoundedRectangle cornerRadius 4 fill black"), "\(output)")
    }
}
