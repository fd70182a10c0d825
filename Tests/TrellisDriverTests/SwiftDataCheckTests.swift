import Foundation
import Testing
import TrellisTestSupport

/// SwiftData as a SwiftUI developer writes it, through `trellis check`: the whole program with
/// the Swift pass, so a clean check means the generated Swift compiles.
@Suite struct SwiftDataCheckTests {
    static let model = """
        <model name="Movie" kind="model">
          <var name="title" type="String"/>
          <var name="releaseDate" type="Date"/>
        </model>
        """

    /// The codes of `trellis check`'s errors and warnings for one file, in order.
    static func codes(_ xml: String, fast: Bool = true) throws -> [String] {
        let directory = try TemporaryDirectory()
        let file = try directory.write("Screens.xml", "<trellis>\n\(model)\n\(xml)\n</trellis>\n")
        let result = runTrellis(["check"] + (fast ? ["--fast"] : []) + [file])
        return result.errors.split(separator: "\n").compactMap { line in
            guard line.contains(": error: ") || line.contains(": warning: "), let open = line.lastIndex(of: "[") else { return nil }
            return String(line[line.index(after: open)...].dropLast())
        }
    }

    @Test func anAppWithAContainerAndTheTutorialsSpellingsChecksCleanWithTheSwiftPass() throws {
        let codes = try Self.codes("""
            <app name="MoviesApp">
              <body>
                <WindowGroup>
                  <MovieList titleFilter="tr"/>
                  <modelContainer for="Movie.self"/>
                </WindowGroup>
              </body>
            </app>
            <view name="MovieList">
              <let name="titleFilter" type="String" default="&quot;&quot;"/>
              <query name="movies" type="[Movie]" sort="\\Movie.title"
                     filter="titleFilter.isEmpty || $0.title.localizedStandardContains(titleFilter)"/>
              <environment name="context" key="\\.modelContext"/>
              <state name="newMovie" type="Movie?" initial="nil"/>
              <function name="addMovie">
                let movie = Movie(title: "", releaseDate: .now)
                context.insert(movie)
                newMovie = movie
              </function>
              <body>
                <List>
                  <ForEach items="movies" item="movie">
                    <Text>{movie.title}</Text>
                    <onDelete action="indexes in for index in indexes { context.delete(movies[index]) }"/>
                  </ForEach>
                  <toolbar><Button title="Add" action="addMovie()"/></toolbar>
                  <sheet item="{$newMovie}"><content item="movie"><Text>{movie.title}</Text></content></sheet>
                </List>
              </body>
            </view>
            """, fast: false)
        #expect(codes == [])
    }

    @Test func aFilterIsABoolOfTheModel() throws {
        #expect(try Self.codes("""
            <view name="Movies" root="true" hostProvides="ModelContext">
              <query name="movies" type="[Movie]" filter="$0.title"/>
              <query name="others" type="[Movie]" filter="$0.rating > 3"/>
              <body><Text>{movies.count} {others.count}</Text></body>
            </view>
            """) == ["TRL112", "TRL105"])
    }

    /// `#Predicate<Movie> { … }` as `@Query` takes it: its closure's value is a `Bool` of the
    /// model its parameter names, `$0` or a name.
    @Test func aPredicateFilterIsCheckedAsABoolOfTheModel() throws {
        #expect(try Self.codes("""
            <view name="Movies" root="true" hostProvides="ModelContext">
              <query name="movies" type="[Movie]" filter="#Predicate&lt;Movie&gt; { $0.rating > 3 }"/>
              <query name="titled" type="[Movie]" filter="#Predicate { movie in movie.title }"/>
              <query name="others" type="[Movie]" filter="#Predicate&lt;Movie&gt; { $0.title.isEmpty }"/>
              <body><Text>{movies.count} {titled.count} {others.count}</Text></body>
            </view>
            """) == ["TRL105", "TRL112"])
    }

    @Test func aQueryIsReadOnly() throws {
        #expect(try Self.codes("""
            <view name="Movies" root="true" hostProvides="ModelContext">
              <query name="movies" type="[Movie]"/>
              <body><Button title="Clear" action="movies = []"/></body>
            </view>
            """) == ["TRL151"])
    }

    @Test func aContainerOnTheViewItselfProvidesTheViewsBelowIt() throws {
        #expect(try Self.codes("""
            <view name="Root" root="true">
              <body>
                <MovieCount>
                  <modelContainer for="Movie.self" inMemory="true"/>
                </MovieCount>
              </body>
            </view>
            <view name="MovieCount">
              <query name="movies" type="[Movie]"/>
              <body><Text>{movies.count}</Text></body>
            </view>
            """) == [])
    }

    @Test func aQueryWithNoContainerAboveIsReportedAtTheRoot() throws {
        #expect(try Self.codes("""
            <view name="Root" root="true">
              <body><MovieCount/></body>
            </view>
            <view name="MovieCount">
              <query name="movies" type="[Movie]"/>
              <body><Text>{movies.count}</Text></body>
            </view>
            """) == ["TRL232"])
    }

    /// Organizer's spellings (`Tests/FirstTries/Organizer`): a view's `ViewModel`, an
    /// `@Observable final class` or a struct, nested in it by an `extension` as Swift writes it;
    /// `self.$showsDetails` for `$showsDetails`; `@State private var editing: Movie?` with no
    /// value, which starts as nil; `ForEach(movies, id: \.self)` over a SwiftData model, which is
    /// `Hashable`; and `final="true"`. The generated Swift compiles.
    @Test func organizersSpellingsCheckCleanWithTheSwiftPass() throws {
        let codes = try Self.codes("""
            <model name="Shelf" kind="model" final="true">
              <var name="name" type="String" initial="&quot;&quot;"/>
            </model>
            <app name="MoviesApp">
              <body>
                <WindowGroup>
                  <MovieRows/>
                  <modelContainer for="[Movie.self, Shelf.self]"/>
                </WindowGroup>
              </body>
            </app>
            <view name="MovieRows">
              <query name="movies" type="[Movie]"/>
              <state name="viewModel" type="ViewModel" initial="ViewModel()" private="true"/>
              <let name="formatter" initial="Formatter()" private="true"/>
              <state name="editing" type="Movie?" private="true"/>
              <state name="showsDetails" type="Bool" initial="false" private="true"/>
              <body>
                <List>
                  <Toggle title="Details" isOn="{self.$showsDetails}"/>
                  <ForEach items="{self.movies}" id="\\.self" item="movie">
                    <Button title="{formatter.title(of: movie)}" action="self.editing = movie"/>
                  </ForEach>
                  <Text>{viewModel.count}</Text>
                  <sheet item="{self.$editing}" content="movie">
                    <Text>{movie.title}</Text>
                  </sheet>
                </List>
              </body>
            </view>
            <extension type="MovieRows">
              <model name="ViewModel" kind="observable" final="true">
                <var name="count" type="Int" initial="0"/>
              </model>
              <struct name="Formatter">
                <function name="title" parameters="of movie: Movie" returns="String">
                  movie.title.uppercased()
                </function>
              </struct>
            </extension>
            """, fast: false)
        #expect(codes == [])
    }
}
