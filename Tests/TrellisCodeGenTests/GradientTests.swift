import Foundation
import Testing
import TrellisTestSupport

/// SwiftUI's gradients as a SwiftUI developer writes them: as views, as a shape's fill, as a
/// background, through `ShapeStyle`'s static functions and a colour's `gradient`. They check
/// clean, compile, and the runtime records each as the style it is.
@Suite struct GradientTests {
    static let xml = #"""
        <view name="GradientCard" root="true">
          <state name="warm" type="Bool" initial="true"/>
          <body>
            <VStack>
              <LinearGradient colors="[.red, .orange]" startPoint=".top" endPoint=".bottom"/>
              <RoundedRectangle cornerRadius="12">
                <fill content="LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)"/>
              </RoundedRectangle>
              <Circle><fill content=".blue.gradient"/></Circle>
              <Rectangle><fill content=".linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)"/></Rectangle>
              <Text>Sunset
                <background value="RadialGradient(colors: warm ? [.yellow, .red] : [.blue, .black], center: .center, startRadius: 0, endRadius: 80)"/>
              </Text>
              <AngularGradient gradient="Gradient(colors: [.green, .mint])" center=".center"/>
              <Capsule><fill content="LinearGradient(stops: [Gradient.Stop(color: .white, location: 0), Gradient.Stop(color: .gray, location: 1)], startPoint: .top, endPoint: .bottom)"/></Capsule>
              <Toggle title="Warm" isOn="{$warm}"/>
            </VStack>
          </body>
        </view>
        """#

    @Test func gradientsCheckCleanCompileAndAreRecordedAsTheirStyles() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("GradientCard.xml", Self.xml)
        let check = runTrellis(["check", "--fast", path])
        #expect(check.errors.isEmpty, "\(check.errors)")
        let program = try GeneratedProgram(["GradientCard.xml": Self.xml])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(GradientCard())
            print(host.render())
            print(try host.appearance(of: "Sunset").modifiers.joined(separator: "; "))
            try host.toggle("Warm")
            print(try host.appearance(of: "Sunset").modifiers.joined(separator: "; "))
            """)
        #expect(output.contains("RoundedRectangle cornerRadius 12 fill LinearGradient(blue, purple, topLeading→bottomTrailing)"), "\(output)")
        #expect(output.contains("Circle fill blue.gradient"), "\(output)")
        #expect(output.contains("Rectangle fill LinearGradient(red, blue, leading→trailing)"), "\(output)")
        #expect(output.contains("Capsule fill LinearGradient(white, gray, top→bottom)"), "\(output)")
        #expect(output.contains("RadialGradient(yellow, red, center 0→80)"), "\(output)")
        #expect(output.contains("RadialGradient(blue, black, center 0→80)"), "\(output)")
    }

    /// A gradient's inputs are checked as any view's: a misspelt one gets a did-you-mean.
    @Test func aMisspeltGradientInputGetsADidYouMean() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("GradientCard.xml", Self.xml.replacingOccurrences(of: "<AngularGradient gradient=", with: "<AngularGradient gradeint="))
        let check = runTrellis(["check", "--fast", path])
        #expect(check.errors.contains("`AngularGradient` has no input `gradeint`; did you mean `gradient` [TRL111]"), "\(check.errors)")
    }
}
