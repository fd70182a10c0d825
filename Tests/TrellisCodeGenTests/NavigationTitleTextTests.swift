import Foundation
import Testing
import TrellisTestSupport

/// `navigationTitle(_ title: Text)` written as SwiftUI passes it, the `Text` inside the modifier:
/// `<navigationTitle><Text>…</Text></navigationTitle>`. Declared in the prelude as a slot that
/// passes its one view as a value.
@Suite struct NavigationTitleTextTests {
    static let screen = #"""
        <trellis>
          <view name="Dated" root="true">
            <state name="count" type="Int" initial="1"/>
            <body>
              <NavigationStack>
                <VStack>
                  <Button title="Next" action="count += 1"/>
                  <navigationTitle><Text>Day {count}</Text></navigationTitle>
                </VStack>
              </NavigationStack>
            </body>
          </view>
        </trellis>
        """#

    @Test func aTextInsideNavigationTitleIsTheTitle() throws {
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Dated.xml", Self.screen)])
        #expect(check.status == 0, "\(check.errors)")
        let program = try GeneratedProgram(["Dated.xml": Self.screen])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Dated())
            try host.tap("Next")
            print(host.render())
            """)
        #expect(output.contains("Navigation title \"Day 2\""), "\(output)")
        #expect(!output.contains("outside a NavigationStack"), "\(output)")
    }

    /// Swift's `navigationTitle(Text(day, style: .date))`, with the `Text` written as an element.
    @Test func aDateTextIsTheTitle() throws {
        let program = try GeneratedProgram(["DateTitle.xml": #"""
            <trellis>
              <view name="DateTitle" root="true">
                <state name="day" type="Date" initial="Date(timeIntervalSince1970: 0)"/>
                <body>
                  <NavigationStack>
                    <Text>
                      today
                      <navigationTitle>
                        <Text value="{day}" style=".date"/>
                      </navigationTitle>
                    </Text>
                  </NavigationStack>
                </body>
              </view>
            </trellis>
            """#])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(DateTitle())
            print(host.render())
            """)
        // The title is the date as `Text(_:style: .date)` shows it, in the runtime's fixed
        // `en_US_POSIX` locale and UTC.
        #expect(output.contains("Navigation title \"January 1, 1970\""), "\(output)")
        #expect(!output.contains("outside a NavigationStack"), "\(output)")
    }

    /// `Text("Due \(day, style: .date)")` and `\(count, format: .number)`: SwiftUI's text
    /// interpolation of a date with a style, and of a value with a format, as holes.
    @Test func aHoleShowsADateWithItsStyleAndAValueWithItsFormat() throws {
        let xml = #"""
            <trellis>
              <view name="DueTitle" root="true">
                <state name="day" type="Date" initial="Date(timeIntervalSince1970: 0)"/>
                <state name="count" type="Int" initial="1234"/>
                <body>
                  <NavigationStack>
                    <VStack>
                      <Text>{count, format: .number} items, {day, format: .dateTime.year()}</Text>
                      <navigationTitle><Text>Due {day, style: .date}</Text></navigationTitle>
                    </VStack>
                  </NavigationStack>
                </body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", "--fast", try directory.write("DueTitle.xml", xml)])
        #expect(check.status == 0, "\(check.errors)")
        let program = try GeneratedProgram(["DueTitle.xml": xml])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(DueTitle())
            print(host.render())
            """)
        #expect(output.contains("Navigation title \"Due January 1, 1970\""), "\(output)")
        // Numbers too are shown in the fixed `en_US_POSIX` locale, which groups no digits.
        #expect(output.contains("Text \"1234 items, 1970\""), "\(output)")
    }

    @Test func anotherViewOrSeveralAreReported() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("Titles.xml", #"""
            <trellis>
              <view name="Titles" root="true">
                <body>
                  <NavigationStack>
                    <VStack>
                      <Text>a</Text>
                      <navigationTitle><Image systemName="star"/></navigationTitle>
                    </VStack>
                    <List>
                      <Text>b</Text>
                      <navigationTitle><Text>one</Text><Text>two</Text></navigationTitle>
                    </List>
                    <Form>
                      <Text>c</Text>
                      <navigationTitle><Text>three<bold/></Text></navigationTitle>
                    </Form>
                  </NavigationStack>
                </body>
              </view>
            </trellis>
            """#)
        let result = runTrellis(["check", "--fast", path])
        let headlines = result.errors.split(separator: "\n").filter { $0.hasPrefix(path + ":") }.map { String($0.dropFirst(path.count + 1)) }
        #expect(headlines == [
            "7:28: error: cannot convert a `Image` to `Text` in argument `title` of `navigationTitle` [TRL112]",
            "11:28: error: cannot convert 2 views to `Text` in argument `title` of `navigationTitle`, which takes one `<Text>` [TRL112]",
            "15:39: error: `navigationTitle(Text(…).bold(…))` is not supported yet [TRL025]",
        ], "\(result.errors)")
    }
}
