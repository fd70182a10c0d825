import Testing
import TrellisDiagnostics
@testable import TrellisSyntax

/// Declarations and bodies written as Swift writes them (`Tests/Patterns`): the syntax they
/// become.
@Suite struct SwiftSpellingTests {
    @Test func protocolsAreListedWithCommasAsSwiftListsThem() throws {
        let (file, diagnostics) = parse("""
            <trellis>
              <struct name="Park" protocols="Hashable, Identifiable">
                <field name="id" type="Int"/>
              </struct>
              <enum name="Flavor" rawType="String" protocols="CaseIterable,Identifiable">
                <case name="vanilla"/>
              </enum>
            </trellis>
            """)
        #expect(summary(diagnostics) == [])
        let structure = try #require(file?.structs.first)
        #expect(structure.protocols == ["Hashable", "Identifiable"])
        let enumeration = try #require(file?.enums.first)
        #expect(enumeration.protocols == ["CaseIterable", "Identifiable"])
        // `CaseIterable` among the protocols gives `allCases`, as `caseIterable="true"` does.
        #expect(enumeration.isCaseIterable)
    }

    @Test func conformancesIsReadAsProtocols() throws {
        let (file, diagnostics) = parse("""
            <trellis>
              <struct name="Recipe" conformances="Identifiable">
                <field name="id" type="Int"/>
              </struct>
            </trellis>
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(file?.structs.first?.protocols == ["Identifiable"])
    }

    /// `<switch on="route">`, a first guess at the attribute's name, is read as `value`.
    @Test func switchOnIsReadAsValue() throws {
        let (file, diagnostics) = parse("""
            <view name="Detail">
              <let name="route" type="Int"/>
              <body>
                <switch on="route">
                  <case pattern="1"><Text>One</Text></case>
                  <default><Text>Other</Text></default>
                </switch>
              </body>
            </view>
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        guard case .switchNode(let node)? = file?.views.first?.body.first else {
            Issue.record("no switch in \(String(describing: file?.views.first?.body))")
            return
        }
        #expect(render(node.subject) == "route")
    }

    /// `<observationIgnored>`, Swift's `@ObservationIgnored` written as the property wrappers are:
    /// `<property ignored="true">`.
    @Test func observationIgnoredElementIsAnIgnoredProperty() throws {
        let (file, diagnostics) = parse("""
            <model name="Counter" kind="observable">
              <var name="count" type="Int" initial="0"/>
              <observationIgnored name="history" type="[Int]" initial="[]" private="true"/>
            </model>
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let properties = try #require(file?.models.first?.properties)
        #expect(properties.map(\.name.name) == ["count", "history"])
        #expect(properties.map(\.isObserved) == [true, false])
        #expect(properties.last?.isPrivate == true)
    }

    /// Accessors and associated values written as attributes are not read; the diagnostic shows
    /// Swift's spelling instead of suggesting another attribute.
    @Test func accessorsAndAssociatedValuesAsAttributesShowTheSpelling() {
        let (_, diagnostics) = parse("""
            <trellis>
              <extension name="EnvironmentValues">
                <computed name="accent" type="Color" get="self[AccentKey.self]" set="self[AccentKey.self] = newValue"/>
              </extension>
              <enum name="Route" protocols="Hashable">
                <case name="detail" values="Int"/>
              </enum>
            </trellis>
            """)
        let accessors = "a getter and a setter are code inside the element, as Swift writes them: `get { self[Key.self] }` then `set { self[Key.self] = newValue }`"
        #expect(diagnostics.map(\.message.text) == [
            "attribute `get` is not allowed on `computed`; " + accessors,
            "attribute `set` is not allowed on `computed`; " + accessors,
            "`case` takes no attribute `values`; write each associated value inside the case, `<value type=\"Int\"/>` (with a `label` where Swift has one)",
        ])
    }

    @Test func selfInATypesMembersIsThatType() throws {
        let (file, diagnostics) = parse("""
            <trellis>
              <enum name="Flavor" rawType="String" protocols="CaseIterable, Identifiable">
                <case name="vanilla"/>
                <computed name="id" type="Self" value="self"/>
                <function name="next" returns="Self?">return nil</function>
              </enum>
              <struct name="Node">
                <field name="children" type="[Self]"/>
              </struct>
            </trellis>
            """)
        #expect(summary(diagnostics) == [])
        let enumeration = try #require(file?.enums.first)
        let memberTypes = enumeration.properties.map(\.type.reference.description) + enumeration.code.compactMap { $0.returnType?.reference.description }
        #expect(Set(memberTypes) == ["Flavor", "Flavor?"])
        #expect(file?.structs.first?.fields.first?.type.reference.description == "[Node]")
    }

    @Test func elseIfIsAnIfInsideTheElse() throws {
        let (file, diagnostics) = parse(screen("""
                <VStack>
                  <if condition="count >= 4"><Text>Great</Text></if>
                  <else if="count >= 2"><Text>OK</Text></else>
                  <else if="count >= 1"><Text>Poor</Text></else>
                  <else><Text>None</Text></else>
                  <Text>Tail</Text>
                </VStack>
            """))
        #expect(summary(diagnostics) == [])
        let view = try #require(file?.views.first)
        guard case .element(let stack)? = view.body.first, case .conditional(let first)? = stack.children.first,
              case .conditional(let second)? = first.elseBody?.first,
              case .conditional(let third)? = second.elseBody?.first else {
            Issue.record("expected an if whose else holds an if, twice: \(view.body)"); return
        }
        #expect(stack.children.count == 2)
        #expect(first.elseBody?.count == 1)
        #expect(second.location == at(6, 7))
        #expect(third.thenBody.count == 1)
        #expect(third.elseBody?.count == 1)
    }

    /// `<else-if condition>`, `<elseIf>`, `<elseif>`: one TRL149 each, whose fix-it writes
    /// `<else if="...">` (the tag, `condition` as `if`, the end tag); each is read as that
    /// `else if`, so the `<else>` after it continues the chain.
    @Test func elseIfGuessesAreOneDiagnosticAndReadAsElseIf() throws {
        let (file, diagnostics) = parse(screen("""
                <VStack>
                  <if condition="count >= 4"><Text>Great</Text></if>
                  <else-if condition="count >= 2"><Text>OK</Text></else-if>
                  <elseIf condition="count >= 1">
                    <Text>Poor</Text>
                  </elseIf>
                  <else><Text>None</Text></else>
                  <Text>Tail</Text>
                </VStack>
            """))
        #expect(summary(diagnostics) == ["TRL149@6:7", "TRL149@7:7"])
        let edits = diagnostics.first?.fixIts.first?.edits.map { "\($0.range.start.line):\($0.range.start.column)-\($0.range.end.column) \($0.replacement)" }
        #expect(edits == ["6:8-15 else", "6:16-25 if", "6:56-63 else"])
        let multiline = diagnostics.last?.fixIts.first?.edits.map { "\($0.range.start.line):\($0.range.start.column) \($0.replacement)" }
        #expect(multiline == ["7:8 else", "7:15 if", "9:9 else"])
        let view = try #require(file?.views.first)
        guard case .element(let stack)? = view.body.first, case .conditional(let first)? = stack.children.first,
              case .conditional(let second)? = first.elseBody?.first,
              case .conditional(let third)? = second.elseBody?.first else {
            Issue.record("expected an if whose else holds an if, twice: \(view.body)"); return
        }
        #expect(stack.children.count == 2)
        #expect(third.thenBody.count == 1)
        #expect(third.elseBody?.count == 1)
    }

    @Test func elseIfWithoutAnIfIsTRL012() throws {
        let (_, diagnostics) = parse(screen("""
                <VStack>
                  <Text>Head</Text>
                  <else if="count > 1"><Text>OK</Text></else>
                </VStack>
            """))
        #expect(summary(diagnostics) == ["TRL012@6:7"])
    }

    @Test func aHolesSpecifierIsStringFormat() throws {
        let (file, diagnostics) = parse(screen("""
                <Text>Total: {Double(count) * 1.5, specifier: "%.2f"}</Text>
            """))
        #expect(summary(diagnostics) == [])
        let view = try #require(file?.views.first)
        guard case .element(let text)? = view.body.first, let string = text.text,
              case .expression(let hole) = string.segments.last else {
            Issue.record("expected a Text with a hole: \(view.body)"); return
        }
        #expect(render(hole) == "String(format: \"%.2f\", (Double(count) * 1.5))")
    }

    /// `@ViewBuilder let content: Content` is the slot `content`, placed as `<content/>`; a
    /// `<content>` with attributes or views still fills a called view's slot of that name.
    @Test func aViewBuilderLetIsASlotPlacedByItsName() throws {
        let (file, diagnostics) = parse("""
            <view name="Card">
              <let name="title" type="String"/>
              <let name="content" type="Content" viewBuilder="true"/>
              <body>
                <VStack>
                  <Text>{title}</Text>
                  <content><padding/></content>
                  <sheet item="{$selected}"><content item="value"><Text>{value}</Text></content></sheet>
                </VStack>
              </body>
            </view>
            """)
        #expect(summary(diagnostics) == [])
        let view = try #require(file?.views.first)
        #expect(view.slots.map(\.name.name) == ["content"])
        #expect(view.slots.first?.type == nil)
        #expect(view.properties.map(\.name.name) == ["title"])
        guard case .element(let stack)? = view.body.first, stack.children.count == 2,
              case .element(let group) = stack.children[1], group.name.name == "Group",
              case .slot(let placement)? = group.children.first else {
            Issue.record("expected the slot placed in a Group that takes its modifiers: \(view.body)"); return
        }
        #expect(placement.name?.name == "content")
        #expect(group.modifiers.count == 1)
        #expect(stack.modifiers.count == 1)
    }
}
