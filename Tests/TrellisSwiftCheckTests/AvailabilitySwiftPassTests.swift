import Testing

/// `#available` is written as in Swift and judged by swiftc: Trellis's own rules pass it through,
/// and the Swift pass reports what swiftc refuses at the condition in the XML.
@Suite struct AvailabilitySwiftPassTests {
    static func screen(_ condition: String) -> String {
        """
        <view name="Zoom" root="true">
          <state name="count" type="Int" initial="0"/>
          <body>
            <VStack>
              <if condition="\(condition)">
                <Text>New {count}</Text>
              </if>
            </VStack>
          </body>
        </view>
        """
    }

    @Test(.enabled(if: SwiftPassProgramsTests.toolchain != nil, "needs swiftc and the runtime's module"))
    func aCheckSwiftAcceptsChecksClean() throws {
        #expect(try SwiftPassProgramsTests.check(Self.screen("#available(iOS 17, macOS 14, *), count &gt; 0")) == [])
        #expect(try SwiftPassProgramsTests.check(Self.screen("#unavailable(iOS 18)")) == [])
    }

    @Test(.enabled(if: SwiftPassProgramsTests.toolchain != nil, "needs swiftc and the runtime's module"))
    func aMissingWildcardIsSwiftcsErrorAtTheCondition() throws {
        let found = try SwiftPassProgramsTests.check(Self.screen("#available(iOS 17)"))
        #expect(found == [
            "5:22: TRL300 condition required for target platform `*`",
            "5:37: TRL300 must handle potential future platforms with `*`",
        ], "\(found)")
    }
}
