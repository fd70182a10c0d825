// Generated from Grammar/trellis.xsd; do not edit. The test `embeddedSchema` fails when they differ.
// Regenerate: see the comment on `EmbeddedSchema`.

/// `Grammar/trellis.xsd`, compiled into the binary so the schema the compiler validates
/// with cannot drift from the repository's. Regenerate after editing the schema with:
/// `F=Sources/TrellisSyntax/Schema/EmbeddedSchema.swift; { sed -n 1,9p $F; cat Grammar/trellis.xsd; printf '"""#\n}\n'; } > /tmp/schema.swift && mv /tmp/schema.swift $F`
enum EmbeddedSchema {
    static var bytes: [UInt8] { Array((text + "\n").utf8) }
    private static let text = #"""
<?xml version="1.0" encoding="UTF-8"?>
<!--
  trellis.xsd: the XML Schema of the Trellis screen language (see LANGUAGE.md).

  No target namespace: Trellis files use no namespace. The compiler embeds this file
  and validates every document with libxml2 before it reads it, so it must stay
  self-contained (no xs:import, no xs:include) and acceptable to libxml2 2.9.

  Design:
  - Allowed roots: `trellis`, `view`, `model`, `struct`, `enum`, `protocol`, `modifier`. (Every global
    element is a possible root to XSD; the compiler rejects other roots.)
  - Views and modifiers are declarations, not schema elements: SwiftUI's are in the
    prelude (Grammar/Prelude), written in the same `<view external="true">` and
    `<modifier>` form a program uses for its own Swift. Body containers accept any
    unqualified element with processContents="lax", and the compiler checks each
    call against its declaration (unknown names get a suggestion). The language's
    own body elements (`if`, `else`, `ForEach`, and the modifiers with meaning to
    the ownership rules: `id`, `onAppear`, `onDisappear`, `onChange`,
    `environmentObject`, `environment`) are global, so the wildcard validates them.
  - Declarations inside `view`, `model` and `struct` are local elements: they are
    not valid in a body. `environmentObject` and `environment` exist twice: as local
    declarations (name, type) and as global modifiers (value).
  - Attribute values that are expressions, statements or types are strings here;
    the compiler parses them (Grammar/expressions.ebnf). Names are strings too, so
    that an invalid name is reported by the compiler (TRL106), not by the schema.
  - Ordering rules the schema cannot express (modifiers after content children,
    `else` directly after `if`) are checked by the compiler.
-->
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" elementFormDefault="unqualified" attributeFormDefault="unqualified">

  <xs:annotation>
    <xs:documentation>Trellis: SwiftUI-like screens written in XML. Roots: trellis, view, model, struct, modifier.</xs:documentation>
  </xs:annotation>

  <!-- ===================================================================== -->
  <!-- Shared simple types                                                    -->
  <!-- ===================================================================== -->

  <xs:simpleType name="Name">
    <xs:annotation><xs:documentation>A Swift identifier: a letter or `_`, then letters, digits or `_`. Checked by the compiler (TRL104, TRL106).</xs:documentation></xs:annotation>
    <xs:restriction base="xs:string"/>
  </xs:simpleType>

  <xs:simpleType name="TypeText">
    <xs:annotation><xs:documentation>A Swift type: `Int`, `T?`, `[T]`, `[K: V]`, `Name&lt;A, B&gt;` (see expressions.ebnf, `type`).</xs:documentation></xs:annotation>
    <xs:restriction base="xs:string"/>
  </xs:simpleType>

  <xs:simpleType name="ExpressionText">
    <xs:annotation><xs:documentation>A Swift expression without braces (see expressions.ebnf, `expression`).</xs:documentation></xs:annotation>
    <xs:restriction base="xs:string"/>
  </xs:simpleType>

  <xs:simpleType name="ActionText">
    <xs:annotation><xs:documentation>Statements separated by `;` (an attribute is one line of Swift): assignments, calls, `let`/`var`, `if`, `guard`, `switch`, `for`, `do`/`catch`, closures (see expressions.ebnf, `action`).</xs:documentation></xs:annotation>
    <xs:restriction base="xs:string"/>
  </xs:simpleType>

  <xs:complexType name="AssociatedValue">
    <xs:annotation><xs:documentation>An associated value of an enum case, `parameter` or, as Swift names it, `value`: its `type`, and its `label` (none when left out or `_`).</xs:documentation></xs:annotation>
    <xs:attribute name="label" type="xs:string"/>
    <xs:attribute name="name" type="xs:string">
      <xs:annotation><xs:documentation>The label, as Swift's `case edit(tagGroup: TagGroup)` names the value; read as `label`.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="type" type="TypeText" use="required"/>
  </xs:complexType>

  <xs:complexType name="CodeModifier">
    <xs:annotation><xs:documentation>A modifier whose closure is code: in the `action` attribute, or as the element's text or CDATA content, where line breaks separate statements as in Swift.</xs:documentation></xs:annotation>
    <xs:simpleContent>
      <xs:extension base="xs:string">
        <xs:attribute name="action" type="ActionText">
          <xs:annotation><xs:documentation>Statements; or write them as the element's content.</xs:documentation></xs:annotation>
        </xs:attribute>
        <xs:attribute name="perform" type="ExpressionText">
          <xs:annotation><xs:documentation>Swift's `perform:`, the name of a function the action calls: `perform="reload"` is `onAppear(perform: reload)`.</xs:documentation></xs:annotation>
        </xs:attribute>
      </xs:extension>
    </xs:simpleContent>
  </xs:complexType>

  <xs:simpleType name="InterpolatedText">
    <xs:annotation><xs:documentation>Literal text with `{expr}` holes; `{{` and `}}` are literal braces. A value that is exactly one `{expr}` has the expression's type (see expressions.ebnf, `interpolated-value`).</xs:documentation></xs:annotation>
    <xs:restriction base="xs:string"/>
  </xs:simpleType>

  <xs:simpleType name="ModelKind">
    <xs:annotation><xs:documentation>`observableObject`: an ObservableObject class with @Published properties (default). `observable`: an @Observable class (Observation framework).</xs:documentation></xs:annotation>
    <xs:restriction base="xs:string">
      <xs:enumeration value="observableObject">
        <xs:annotation><xs:documentation>final class Name: ObservableObject, with @Published properties.</xs:documentation></xs:annotation>
      </xs:enumeration>
      <xs:enumeration value="observable">
        <xs:annotation><xs:documentation>@Observable final class Name; every property is tracked unless ignored="true".</xs:documentation></xs:annotation>
      </xs:enumeration>
      <xs:enumeration value="model">
        <xs:annotation><xs:documentation>SwiftData's @Model final class Name: @Observable and `PersistentModel`, kept by a `ModelContext` and fetched by a `query`.</xs:documentation></xs:annotation>
      </xs:enumeration>
    </xs:restriction>
  </xs:simpleType>

  <xs:attributeGroup name="AllowWarnings">
    <xs:annotation><xs:documentation>The one way to accept a warning: `allow` names the warning codes accepted on this declaration or injection, `reason` says why they do not apply here. Both are needed (TRL228); only warnings can be allowed, never errors.</xs:documentation></xs:annotation>
    <xs:attribute name="allow" type="xs:string">
      <xs:annotation><xs:documentation>Whitespace-separated warning codes, e.g. `TRL204` or `TRL203 TRL204`.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="reason" type="xs:string">
      <xs:annotation><xs:documentation>Why the warnings named in `allow` do not apply here; required with `allow`.</xs:documentation></xs:annotation>
    </xs:attribute>
  </xs:attributeGroup>

  <!-- ===================================================================== -->
  <!-- Content models                                                         -->
  <!-- ===================================================================== -->

  <xs:complexType name="ViewContent" mixed="true">
    <xs:annotation><xs:documentation>Child views (built-ins or call sites of declared views), `if`/`else`, `switch`, `ForEach`, `let` constants (`&lt;let name="total" value="items.count"/&gt;`, seen by the views after them), then modifiers (lowercase elements, applied in document order). Text is a hole alone, `{screen.label}`, a value placed as a view; any other text is reported.</xs:documentation></xs:annotation>
    <xs:sequence>
      <xs:any namespace="##local" processContents="lax" minOccurs="0" maxOccurs="unbounded"/>
    </xs:sequence>
  </xs:complexType>

  <xs:group name="PropertyObservers">
    <xs:annotation><xs:documentation>Swift's property observers of a stored property, `willSet { … }` and `didSet { … }`, in either order.</xs:documentation></xs:annotation>
    <xs:choice>
      <xs:sequence>
        <xs:element name="willSet" type="PropertyObserver"/>
        <xs:element name="didSet" type="PropertyObserver" minOccurs="0"/>
      </xs:sequence>
      <xs:sequence>
        <xs:element name="didSet" type="PropertyObserver"/>
        <xs:element name="willSet" type="PropertyObserver" minOccurs="0"/>
      </xs:sequence>
    </xs:choice>
  </xs:group>

  <xs:complexType name="PropertyObserver" mixed="true">
    <xs:annotation><xs:documentation>The observer's statements, run on each assignment: `willSet` before the value is stored, reading the new one as `newValue`; `didSet` after, reading the one replaced as `oldValue`.</xs:documentation></xs:annotation>
    <xs:attribute name="name" type="Name">
      <xs:annotation><xs:documentation>The observer's own name for the value, Swift's `willSet(newTotal)` or `didSet(previous)`.</xs:documentation></xs:annotation>
    </xs:attribute>
  </xs:complexType>

  <xs:complexType name="TextContent" mixed="true">
    <xs:annotation><xs:documentation>Text with `{expr}` holes, then modifiers.</xs:documentation></xs:annotation>
    <xs:sequence>
      <xs:any namespace="##local" processContents="lax" minOccurs="0" maxOccurs="unbounded"/>
    </xs:sequence>
  </xs:complexType>

  <xs:complexType name="ContainerView">
    <xs:annotation><xs:documentation>A built-in container view: child views, then modifiers. No attributes.</xs:documentation></xs:annotation>
    <xs:complexContent>
      <xs:extension base="ViewContent"/>
    </xs:complexContent>
  </xs:complexType>

  <!-- ===================================================================== -->
  <!-- Roots and declarations                                                 -->
  <!-- ===================================================================== -->

  <xs:element name="trellis">
    <xs:annotation><xs:documentation>A file holding any number of declarations (`view`, `model`, `struct`). Names are global across all files of one invocation.</xs:documentation></xs:annotation>
    <xs:complexType>
      <xs:choice minOccurs="0" maxOccurs="unbounded">
        <xs:element ref="app"/>
        <xs:element ref="view"/>
        <xs:element ref="viewModifier"/>
        <xs:element ref="model"/>
        <!-- Local, not global: a view's `<modifier value="CardStyle()"/>`, SwiftUI's
             `modifier(_:)` validated laxly, is a call, not this declaration. -->
        <xs:element name="modifier" type="ModifierDeclaration">
          <xs:annotation><xs:documentation>A modifier written in Swift, a method on `View` such as `cardStyle()`: its parameters in Swift's order (or one `overload` per overload). Call sites are lowercase child elements of the view they modify.</xs:documentation></xs:annotation>
        </xs:element>
        <xs:element ref="struct"/>
        <xs:element ref="enum"/>
        <xs:element ref="protocol"/>
        <xs:element ref="environmentValue"/>
        <xs:element ref="extension"/>
        <xs:element name="let" type="FileConstant"/>
        <xs:element name="function" type="Method">
          <xs:annotation><xs:documentation>A file-level function of the program's Swift, `func formatDuration(_ seconds: Int) -> String`, declared by its parameters, `returns`, `async` and `throws`: calls are checked, and the build checks the Swift against it.</xs:documentation></xs:annotation>
        </xs:element>
      </xs:choice>
    </xs:complexType>
  </xs:element>

  <xs:complexType name="FileConstant">
    <xs:annotation><xs:documentation>A file-level constant of the program's Swift, `let appName: String`: read by name, never assigned, and checked against the Swift by the build; or, with its `initial`, one Trellis generates, `private let limit: TimeInterval = 8 * 3600`.</xs:documentation></xs:annotation>
    <xs:attribute name="name" type="Name" use="required">
      <xs:annotation><xs:documentation>The constant's name.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="type" type="TypeText" use="required">
      <xs:annotation><xs:documentation>Its type.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="initial" type="ExpressionText">
      <xs:annotation><xs:documentation>Its value: the constant is generated with it, instead of declared as the Swift's.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="private" type="xs:boolean" default="false">
      <xs:annotation><xs:documentation>`true`: `private let`, read in its own file only, which swiftc judges; with `initial` only.</xs:documentation></xs:annotation>
    </xs:attribute>
  </xs:complexType>

  <xs:element name="extension">
    <xs:annotation><xs:documentation>Members the program's Swift adds to a type, SwiftUI's and Foundation's included: `extension Font { static let brandTitle = ... }`. They join the type's members, so their uses are checked, and the build checks the Swift against them.</xs:documentation></xs:annotation>
    <xs:complexType>
      <xs:choice minOccurs="0" maxOccurs="unbounded">
        <xs:element name="let" type="EnumProperty"/>
        <xs:element name="var" type="EnumProperty"/>
        <xs:element name="property" type="EnumProperty"/>
        <xs:element name="method" type="Method"/>
        <xs:element name="init" type="Initializer"/>
        <xs:element name="computed" type="MemberComputed">
          <xs:annotation><xs:documentation>In `extension EnvironmentValues` only: a custom value as Swift writes it before `@Entry`, `var name: Type { get { self[Key.self] } set { self[Key.self] = newValue } }`, with its key a struct conforming to `EnvironmentKey`.</xs:documentation></xs:annotation>
        </xs:element>
        <xs:element name="function" type="MemberFunction">
          <xs:annotation><xs:documentation>A method with its code, `extension String { func isValidURL() -> Bool { … } }`: generated in an extension of the type, for swiftc to judge.</xs:documentation></xs:annotation>
        </xs:element>
        <!-- In an extension of a view declared in the same file: a type nested in it, Swift's `extension ContentRow { @Observable final class ViewModel { … } }`. -->
        <xs:element ref="struct"/>
        <xs:element ref="enum"/>
        <xs:element ref="model"/>
      </xs:choice>
      <xs:attribute name="name" type="xs:string" use="required">
        <xs:annotation><xs:documentation>The extended type, such as `Color`, `Font.Weight` or `CGFloat`.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="where" type="xs:string">
        <xs:annotation><xs:documentation>A constraint, as Swift writes it after `where`: `&lt;extension name="ShapeStyle" where="Self == Color"&gt;` is `extension ShapeStyle where Self == Color`. Its members are the constrained type's, which swiftc judges; editors offer them where the protocol is expected (`.red` for `some ShapeStyle`).</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="protocols" type="xs:string">
        <xs:annotation><xs:documentation>Whitespace-separated conformances the extension adds, `extension Project: CustomStringConvertible`: the type is accepted where the protocol is expected, as if its own declaration listed it, and swiftc judges the members that meet the requirements.</xs:documentation></xs:annotation>
      </xs:attribute>
    </xs:complexType>
  </xs:element>

  <xs:element name="environmentValue">
    <xs:annotation><xs:documentation>A custom environment value: `extension EnvironmentValues { @Entry var name: Type = default }`. Views read it with `environment name key="\.name"` and write it with the `environment key="\.name" value` modifier.</xs:documentation></xs:annotation>
    <xs:complexType>
      <xs:attribute name="name" type="Name" use="required">
        <xs:annotation><xs:documentation>The member of `EnvironmentValues`, global across all files.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="type" type="TypeText" use="required">
        <xs:annotation><xs:documentation>The value's type.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="default" type="ExpressionText" use="required">
        <xs:annotation><xs:documentation>The value where nothing above a view writes it (expression without braces).</xs:documentation></xs:annotation>
      </xs:attribute>
    </xs:complexType>
  </xs:element>

  <xs:element name="view" type="ViewDeclaration">
    <xs:annotation><xs:documentation>A view: `struct Name: View`. Declarations first, then exactly one `body`. A view is a root if no other view instantiates it, or if root="true".</xs:documentation></xs:annotation>
  </xs:element>

  <xs:element name="viewModifier" type="ViewDeclaration">
    <xs:annotation><xs:documentation>A modifier of the program's own: `struct Name: ViewModifier`, declared as a view is. Its `body` is `body(content:)`: `&lt;content/&gt;` places the view it modifies, with modifiers inside applying to it. Applied with `&lt;modifier value="Name()"/&gt;`, or through a function of `&lt;extension type="View"&gt;` that calls `modifier(Name())`; its state is kept per identity of the modified view.</xs:documentation></xs:annotation>
  </xs:element>

  <xs:element name="app" type="ViewDeclaration">
    <xs:annotation><xs:documentation>The program's entry: `struct Name: App`, whose `body` is one `WindowGroup` holding the first screen. Declared as a view is (no inputs); it is the root of every screen: its state objects live as long as the app, and the objects it injects reach every screen.</xs:documentation></xs:annotation>
  </xs:element>

  <xs:complexType name="ViewDeclaration">
    <xs:sequence>
      <xs:choice minOccurs="0" maxOccurs="unbounded">
        <xs:element name="state">
          <xs:annotation><xs:documentation>`@State private var name: Type = initial`: a value this view owns. Must be read somewhere (TRL214). Call sites must not pass it (TRL209).</xs:documentation></xs:annotation>
          <xs:complexType>
            <xs:group ref="PropertyObservers" minOccurs="0"/>
            <xs:attribute name="name" type="Name" use="required">
              <xs:annotation><xs:documentation>The property name.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="type" type="TypeText">
              <xs:annotation><xs:documentation>The value type, e.g. `Bool`, `[String]`, or an @Observable model. Left out, it is the type Swift infers from `initial` when that is a literal or an initializer call (`@State private var isOn = false`, `= Model()`); any other value needs it.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="initial" type="ExpressionText">
              <xs:annotation><xs:documentation>The initial value: an expression without braces, evaluated once per view identity. Required unless the view's `init` gives it (`_name = State(initialValue: ...)`) or `type` is optional, which starts as `nil`.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="private" type="xs:boolean">
              <xs:annotation><xs:documentation>Swift's `private`, as `@State private var` writes it: the property is the view's own, and is generated `private` either way.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attributeGroup ref="AllowWarnings"/>
          </xs:complexType>
        </xs:element>
        <xs:element name="binding">
          <xs:annotation><xs:documentation>`@Binding var name: Type`: an input that reads and writes a source of truth owned elsewhere. Call sites pass a `{$x}` projection.</xs:documentation></xs:annotation>
          <xs:complexType>
            <xs:attribute name="name" type="Name" use="required">
              <xs:annotation><xs:documentation>The input name; the call-site attribute label.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="type" type="TypeText" use="required">
              <xs:annotation><xs:documentation>The bound value type (without `Binding&lt;...&gt;`).</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attributeGroup ref="AllowWarnings"/>
          </xs:complexType>
        </xs:element>
        <xs:element name="stateObject">
          <xs:annotation><xs:documentation>`@StateObject private var name: Type`, created lazily through the autoclosure, once per view identity. Use it in the view that creates the object. A call site may pass an object instead of `initial`; the view keeps the first one per identity (an object the caller holds by name is TRL202, a property of another object pins it: TRL221).</xs:documentation></xs:annotation>
          <xs:complexType>
            <xs:attribute name="name" type="Name" use="required">
              <xs:annotation><xs:documentation>The property name.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="type" type="TypeText">
              <xs:annotation><xs:documentation>An ObservableObject model. Left out, it is the type `initial` creates (`ProfileViewModel()`), as Swift infers it.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="initial" type="ExpressionText">
              <xs:annotation><xs:documentation>The construction expression, e.g. `ProfileViewModel()`; runs once per identity (reading an input here is TRL204). Required unless the view's `init` gives it (`_name = StateObject(wrappedValue: ...)`).</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="perRow" type="xs:boolean" default="false">
              <xs:annotation><xs:documentation>`true`: every ForEach/List row is meant to own its own instance (opts out of TRL203); the older spelling of `allow="TRL203"`.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="private" type="xs:boolean">
              <xs:annotation><xs:documentation>Swift's `private`, as `@State private var` writes it: the property is the view's own, and is generated `private` either way.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attributeGroup ref="AllowWarnings"/>
          </xs:complexType>
        </xs:element>
        <xs:element name="observedObject">
          <xs:annotation><xs:documentation>`@ObservedObject var name: Type`: an object created elsewhere and passed in. Giving it an `initial` parses but is TRL201.</xs:documentation></xs:annotation>
          <xs:complexType>
            <xs:attribute name="name" type="Name" use="required">
              <xs:annotation><xs:documentation>The input name; the call-site attribute label.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="type" type="TypeText" use="required">
              <xs:annotation><xs:documentation>An ObservableObject model.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="initial" type="ExpressionText">
              <xs:annotation><xs:documentation>Accepted only to be diagnosed: an observed object must not create its object (TRL201); use `stateObject`.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attributeGroup ref="AllowWarnings"/>
          </xs:complexType>
        </xs:element>
        <xs:element name="environmentObject">
          <xs:annotation><xs:documentation>`@EnvironmentObject var name: Type`: an object an ancestor injects with the `environmentObject` modifier (TRL205 when none does).</xs:documentation></xs:annotation>
          <xs:complexType>
            <xs:attribute name="name" type="Name" use="required">
              <xs:annotation><xs:documentation>The property name.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="type" type="TypeText" use="required">
              <xs:annotation><xs:documentation>An ObservableObject model; the environment key.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="private" type="xs:boolean">
              <xs:annotation><xs:documentation>Swift's `private`, as `@State private var` writes it: the property is the view's own, and is generated `private` either way.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attributeGroup ref="AllowWarnings"/>
          </xs:complexType>
        </xs:element>
        <xs:element name="environment">
          <xs:annotation><xs:documentation>`@Environment(Type.self) private var name`: an @Observable model an ancestor injects with the `environment` modifier. With `key`, `@Environment(\.key) private var name`: a value of `EnvironmentValues`.</xs:documentation></xs:annotation>
          <xs:complexType>
            <xs:attribute name="name" type="Name" use="required">
              <xs:annotation><xs:documentation>The property name.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="type" type="TypeText">
              <xs:annotation><xs:documentation>An @Observable model (kind="observable"); the environment key. Required without `key`; with `key` it may be left out, and is then the type `EnvironmentValues` declares for the value (TRL191 when it differs).</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="key" type="xs:string">
              <xs:annotation><xs:documentation>A key path into `EnvironmentValues`, such as `\.dismiss`, `\.scenePhase` or an `entry`'s name (TRL190 when it names none).</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="private" type="xs:boolean">
              <xs:annotation><xs:documentation>Swift's `private`, as `@State private var` writes it: the property is the view's own, and is generated `private` either way.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attributeGroup ref="AllowWarnings"/>
          </xs:complexType>
        </xs:element>
        <xs:element name="bindable">
          <xs:annotation><xs:documentation>`@Bindable var name: Type`: an @Observable model passed in, whose properties can be projected with `$name.property`.</xs:documentation></xs:annotation>
          <xs:complexType>
            <xs:attribute name="name" type="Name" use="required">
              <xs:annotation><xs:documentation>The input name; the call-site attribute label.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="type" type="TypeText" use="required">
              <xs:annotation><xs:documentation>An @Observable model (kind="observable").</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attributeGroup ref="AllowWarnings"/>
          </xs:complexType>
        </xs:element>
        <xs:element name="let">
          <xs:annotation><xs:documentation>`let name: Type`: a plain input set by the call site, or, in a view with its own `init`, a stored constant that `init` sets (`self.name = ...`). Not a source of truth: `$name` is TRL206.</xs:documentation></xs:annotation>
          <xs:complexType>
            <xs:attribute name="name" type="Name" use="required">
              <xs:annotation><xs:documentation>The input name; the call-site attribute label.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="type" type="TypeText">
              <xs:annotation><xs:documentation>The input type; required, except on a constant with `initial`, whose value gives it as in Swift (`let captions = ["One", "Two"]`).</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="default" type="ExpressionText">
              <xs:annotation><xs:documentation>A default value (expression without braces); call sites may then omit the input.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="initial" type="ExpressionText">
              <xs:annotation><xs:documentation>The value of the view's own constant, Swift's `private let name = value`: no call site passes it.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="private" type="xs:boolean" default="false">
              <xs:annotation><xs:documentation>`true`: `private let`, the view's own constant; it needs `initial`, unless the view's `init` sets it.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="static" type="xs:boolean" default="false">
              <xs:annotation><xs:documentation>`true`: `static let name = value`, the view type's constant, made once; it needs `initial`, and code reads it as `Self.name` (or `ViewName.name`), as Swift does.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="viewBuilder" type="xs:boolean" default="false">
              <xs:annotation><xs:documentation>`true`: `@ViewBuilder let content: Content`, the views a call site writes inside the call; it is the slot of that name (`slot name`), and `type` names the generic parameter. The body places it as `&lt;content/&gt;` or `&lt;slot name="content"/&gt;`.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attributeGroup ref="AllowWarnings"/>
          </xs:complexType>
        </xs:element>
        <xs:element name="var">
          <xs:annotation><xs:documentation>`var name: Type`: a plain input, as `let` is; a view's body cannot change its own stored `var`, so it is read as `let`.</xs:documentation></xs:annotation>
          <xs:complexType>
            <xs:attribute name="name" type="Name" use="required"/>
            <xs:attribute name="type" type="TypeText" use="required"/>
            <xs:attribute name="default" type="ExpressionText">
              <xs:annotation><xs:documentation>`var name: Type = value`: call sites may omit the input.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="initial" type="ExpressionText">
              <xs:annotation><xs:documentation>The same as `default`, as Swift's `= value` after a `var` is.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attributeGroup ref="AllowWarnings"/>
          </xs:complexType>
        </xs:element>
        <xs:element name="computed">
          <xs:annotation><xs:documentation>`var name: Type { value }`: a computed property, re-evaluated on every body evaluation. With a `type` and statements inside instead of `value`, the statements are its getter: `var name: Type { statements }`. Without `value`, the views inside are a computed view, `@ViewBuilder var name: some View { ... }`, which the body places with `&lt;name/&gt;`.</xs:documentation></xs:annotation>
          <xs:complexType mixed="true">
            <xs:complexContent>
              <xs:extension base="TextContent">
                <xs:attribute name="name" type="Name" use="required">
                  <xs:annotation><xs:documentation>The property name.</xs:documentation></xs:annotation>
                </xs:attribute>
                <xs:attribute name="type" type="TypeText">
                  <xs:annotation><xs:documentation>The result type; required with `value`; `some View` or absent for a computed view.</xs:documentation></xs:annotation>
                </xs:attribute>
                <xs:attribute name="value" type="ExpressionText">
                  <xs:annotation><xs:documentation>The expression (without braces) the property returns; absent for a computed view.</xs:documentation></xs:annotation>
                </xs:attribute>
                <xs:attribute name="private" type="xs:boolean">
                  <xs:annotation><xs:documentation>`true`: `private var`, as Swift writes a view's computed properties and views; the view's members are its own either way.</xs:documentation></xs:annotation>
                </xs:attribute>
                <xs:attribute name="viewBuilder" type="xs:boolean">
                  <xs:annotation><xs:documentation>Swift's `@ViewBuilder`, which a computed view always has.</xs:documentation></xs:annotation>
                </xs:attribute>
                <xs:attributeGroup ref="AllowWarnings"/>
              </xs:extension>
            </xs:complexContent>
          </xs:complexType>
        </xs:element>
        <xs:element name="function">
          <xs:annotation><xs:documentation>A function of the view: `parameter` elements (`name`, `label`, `type`), then either views (a view-building function, `@ViewBuilder func name(label name: Type) -> some View { ... }`, which the body places with `&lt;name parameter="{value}"/&gt;`) or code (a helper, `func name(...) async throws -> Type { ... }`, which actions, other functions and expressions call by name).</xs:documentation></xs:annotation>
          <xs:complexType mixed="true">
            <xs:sequence>
              <xs:any namespace="##local" processContents="lax" minOccurs="0" maxOccurs="unbounded"/>
            </xs:sequence>
            <xs:attribute name="name" type="Name" use="required">
              <xs:annotation><xs:documentation>The function's name.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="returns" type="TypeText">
              <xs:annotation><xs:documentation>A helper's result type; `Void` when absent. A view-building function may say `some View`, as Swift's `-> some View` does.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="viewBuilder" type="xs:boolean">
              <xs:annotation><xs:documentation>Swift's `@ViewBuilder`, which a view-building function always has.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="async" type="xs:boolean">
              <xs:annotation><xs:documentation>`true`: the helper is `async`; a call needs `await` where it can suspend.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="throws" type="xs:boolean">
              <xs:annotation><xs:documentation>`true`: the helper `throws`; a call needs `try` where errors are handled.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="parameters" type="xs:string">
              <xs:annotation><xs:documentation>Swift's parameter clause, without its parentheses, instead of `parameter` elements: `for folder: Folder, count: Int = 0`, `_ item: Item`; a view-building function's too (`for item: Item, onPick: @escaping () -> Void`).</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="private" type="xs:boolean">
              <xs:annotation><xs:documentation>`true`: `private func`, as Swift writes a view's helpers.</xs:documentation></xs:annotation>
            </xs:attribute>
          </xs:complexType>
        </xs:element>
        <xs:element name="parameter" type="InterfaceParameter">
          <xs:annotation><xs:documentation>In an external view: a parameter of its one initializer.</xs:documentation></xs:annotation>
        </xs:element>
        <xs:element name="slot" type="InterfaceSlot">
          <xs:annotation><xs:documentation>Views a call site passes: the first slot takes the children written directly inside the call, another slot a lowercase child named after it. A view declared in XML places each in its body with `&lt;slot/&gt;` or `&lt;slot name="..."/&gt;`.</xs:documentation></xs:annotation>
        </xs:element>
        <xs:element name="overload" type="InterfaceOverload">
          <xs:annotation><xs:documentation>In an external view: one initializer, when it has several.</xs:documentation></xs:annotation>
        </xs:element>
        <xs:element name="appStorage">
          <xs:annotation><xs:documentation>`@AppStorage("key") private var name: Type = initial`: a value kept in the app's store (the host's `storage`) under `key`; a source of truth for bindings, like `state`; a write updates every view that reads the key.</xs:documentation></xs:annotation>
          <xs:complexType>
            <xs:attribute name="name" type="Name" use="required">
              <xs:annotation><xs:documentation>The property name.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="key" type="xs:string" use="required">
              <xs:annotation><xs:documentation>The key the value is stored under.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="type" type="TypeText">
              <xs:annotation><xs:documentation>`Bool`, `Int`, `Double`, `String`, `URL`, `Data` or `Date` (TRL240), or a `RawRepresentable` enum of `Int` or `String`. Left out, it is the type Swift infers from `initial` (`@AppStorage("hour") var hour = 9`).</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="initial" type="ExpressionText">
              <xs:annotation><xs:documentation>The value while the key is absent: an expression without braces.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="store" type="ExpressionText">
              <xs:annotation><xs:documentation>The `UserDefaults` the value is kept in, as `@AppStorage("key", store: suite)`: an expression without braces. Without it, the store of the nearest `defaultAppStorage` above, else the host's `storage`.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="private" type="xs:boolean">
              <xs:annotation><xs:documentation>Swift's `private`, as `@State private var` writes it: the property is the view's own, and is generated `private` either way.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attributeGroup ref="AllowWarnings"/>
          </xs:complexType>
        </xs:element>
        <xs:element name="sceneStorage">
          <xs:annotation><xs:documentation>`@SceneStorage("key") private var name: Type = initial`: like `state`, kept in the scene's store (the host's `sceneStorage`) under `key`, shared by the scene's properties of that key and restored with the scene.</xs:documentation></xs:annotation>
          <xs:complexType>
            <xs:attribute name="name" type="Name" use="required">
              <xs:annotation><xs:documentation>The property name.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="key" type="xs:string" use="required">
              <xs:annotation><xs:documentation>The key the value is stored under.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="type" type="TypeText">
              <xs:annotation><xs:documentation>`Bool`, `Int`, `Double`, `String`, `URL`, `Data` or `Date` (TRL240), or a `RawRepresentable` enum of `Int` or `String`. Left out, it is the type Swift infers from `initial` (`@AppStorage("hour") var hour = 9`).</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="initial" type="ExpressionText">
              <xs:annotation><xs:documentation>The value while the key is absent: an expression without braces.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="private" type="xs:boolean">
              <xs:annotation><xs:documentation>Swift's `private`, as `@State private var` writes it: the property is the view's own, and is generated `private` either way.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attributeGroup ref="AllowWarnings"/>
          </xs:complexType>
        </xs:element>
        <xs:element name="init">
          <xs:annotation><xs:documentation>The view's own `init(...)`: `parameter` elements (`name`, `label`, `type`, `default`), then its code. Call sites pass the parameters, by name, instead of the view's inputs. The code gives each stored declaration its value as Swift does: `self.title = ...` for a `let`, `_isOn = isOn` for a `binding`, `_model = StateObject(wrappedValue: ...)` for a `stateObject` (made once per identity), `_draft = State(initialValue: ...)` for a `state`, `_model = ObservedObject(wrappedValue: ...)` or `self.model = ...` for an `observedObject`. A view may declare several, as Swift overloads `init`: each placement calls the one its attributes choose, by their labels and then by their values' types (TRL195, TRL138, TRL137).</xs:documentation></xs:annotation>
          <xs:complexType mixed="true">
            <xs:sequence>
              <xs:element name="parameter" minOccurs="0" maxOccurs="unbounded">
                <xs:annotation><xs:documentation>A parameter, in order: the call site's attribute is its `name`; its Swift label is `label` (`_` for none), or the name.</xs:documentation></xs:annotation>
                <xs:complexType>
                  <xs:attribute name="name" type="Name" use="required"/>
                  <xs:attribute name="label" type="xs:string"/>
                  <xs:attribute name="type" type="TypeText" use="required"/>
                  <xs:attribute name="default" type="ExpressionText"/>
                  <xs:attribute name="viewBuilder" type="xs:boolean">
                    <xs:annotation><xs:documentation>`true`: `@ViewBuilder content: () -&gt; Content`, the closure that fills the slot `content`. An `init` that only stores its parameters (`self.title = title`, `self.content = content()`) is the one generated for a view with slots; a view with slots cannot declare another yet (TRL019).</xs:documentation></xs:annotation>
                  </xs:attribute>
                </xs:complexType>
              </xs:element>
            </xs:sequence>
            <xs:attribute name="parameters" type="xs:string">
              <xs:annotation><xs:documentation>Swift's parameter clause, without its parentheses, instead of `parameter` elements: `for folder: Folder, count: Int = 0`, `_ item: Item`; a view-building function's too (`for item: Item, onPick: @escaping () -> Void`).</xs:documentation></xs:annotation>
            </xs:attribute>

          </xs:complexType>
        </xs:element>
        <xs:element name="focusState">
          <xs:annotation><xs:documentation>`@FocusState private var name: Type`: which field has focus, `Bool` (initially false) or an optional (initially nil) (TRL242); `focused` takes its `$` projection (TRL241).</xs:documentation></xs:annotation>
          <xs:complexType>
            <xs:attribute name="name" type="Name" use="required">
              <xs:annotation><xs:documentation>The property name.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="type" type="TypeText" use="required">
              <xs:annotation><xs:documentation>`Bool`, or an optional `Hashable` type such as `Field?`.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="private" type="xs:boolean">
              <xs:annotation><xs:documentation>Swift's `private`, as `@State private var` writes it: the property is the view's own, and is generated `private` either way.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="binding" type="xs:boolean">
              <xs:annotation><xs:documentation>`true`: Swift's `@FocusState.Binding var name: Type`, a parent's focus state passed down, read as `focusBinding` is.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attributeGroup ref="AllowWarnings"/>
          </xs:complexType>
        </xs:element>
        <xs:element name="focusBinding">
          <xs:annotation><xs:documentation>`@FocusState.Binding var name: Type`: a parent's `focusState` passed down as `{$focus}`, so that fields in this view can take focus and move it; the call site passes the `$` projection of a `focusState` or `focusBinding` of the same type (TRL292), and `focused` takes `{$name}`.</xs:documentation></xs:annotation>
          <xs:complexType>
            <xs:attribute name="name" type="Name" use="required">
              <xs:annotation><xs:documentation>The property name, the label of the call site's argument.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="type" type="TypeText" use="required">
              <xs:annotation><xs:documentation>The parent's focus state's type: `Bool`, or an optional `Hashable` type such as `Field?`.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attributeGroup ref="AllowWarnings"/>
          </xs:complexType>
        </xs:element>
        <xs:element name="namespace">
          <xs:annotation><xs:documentation>`@Namespace private var name`: an identity of type `Namespace.ID`, kept as long as the view is on screen, which `matchedGeometryEffect(id:in:)` takes as `in="name"`. Headless there is no geometry to share: the runtime records the effect.</xs:documentation></xs:annotation>
          <xs:complexType>
            <xs:attribute name="name" type="Name" use="required">
              <xs:annotation><xs:documentation>The property name.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="private" type="xs:boolean">
              <xs:annotation><xs:documentation>Swift's `private`, as `@Namespace private var` writes it: the namespace is the view's own either way.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attributeGroup ref="AllowWarnings"/>
          </xs:complexType>
        </xs:element>
        <xs:element name="gestureState">
          <xs:annotation><xs:documentation>`@GestureState private var name: Type = initial`: a value only a gesture's `updating($name) { value, state, _ in state = … }` sets, while the gesture lasts; it returns to `initial` when the gesture ends. Read-only to the view's code (TRL151).</xs:documentation></xs:annotation>
          <xs:complexType>
            <xs:attribute name="name" type="Name" use="required">
              <xs:annotation><xs:documentation>The property name.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="type" type="TypeText" use="required">
              <xs:annotation><xs:documentation>The value type, e.g. `CGSize` or `Bool`.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="initial" type="ExpressionText" use="required">
              <xs:annotation><xs:documentation>The value while no gesture is under way, and the one it returns to when the gesture ends.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="private" type="xs:boolean">
              <xs:annotation><xs:documentation>Swift's `private`, as `@GestureState private var` writes it.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attributeGroup ref="AllowWarnings"/>
          </xs:complexType>
        </xs:element>
        <xs:element name="query">
          <xs:annotation><xs:documentation>`@Query(sort: \Item.date, order: .reverse) private var name: [Item]`: the models of a `model kind="model"` type that the nearest `modelContainer`'s context keeps, sorted; read-only (insert and delete through `modelContext`). A view with a query needs a `modelContainer` above it (TRL232); its type is an array of such models (TRL233).</xs:documentation></xs:annotation>
          <xs:complexType>
            <xs:attribute name="name" type="Name" use="required">
              <xs:annotation><xs:documentation>The property name.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="type" type="TypeText" use="required">
              <xs:annotation><xs:documentation>An array of a `model kind="model"` type, `[Item]`.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="filter" type="xs:string">
              <xs:annotation><xs:documentation>A `Bool` of each model, named `$0`, as in SwiftData's `#Predicate { $0.isDone }`: `filter="searchText.isEmpty || $0.title.contains(searchText)"`, or the predicate itself, `filter="#Predicate&amp;lt;Item&amp;gt; { $0.isDone }"`. The models it is false for are left out.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="sort" type="xs:string">
              <xs:annotation><xs:documentation>The key path the models are sorted by, `\Item.timestamp`, or an array of sort descriptors, `[SortDescriptor(\Item.timestamp, order: .reverse)]`; without it, the order they were inserted in.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="animation" type="xs:string">
              <xs:annotation><xs:documentation>SwiftData's `@Query(animation: .default)`: the `Animation` its changes animate with, `.default`, `.easeInOut(duration: 0.3)`. Headless the models change at once, as without one.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="order" type="xs:string">
              <xs:annotation><xs:documentation>`forward` (default) or `reverse`, with or without the dot, or a `SortOrder` value the view holds (`order="sortOrder"`), as Swift's `Query(sort:order:)` takes one.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="private" type="xs:boolean">
              <xs:annotation><xs:documentation>Swift's `private`, as `@State private var` writes it: the property is the view's own, and is generated `private` either way.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attributeGroup ref="AllowWarnings"/>
          </xs:complexType>
        </xs:element>
        <xs:element name="body" type="ViewContent">
          <xs:annotation><xs:documentation>`var body: some View`: the view's content, exactly one, after the stored declarations; functions and computed properties may follow it, as Swift code has them. Required unless external="true".</xs:documentation></xs:annotation>
        </xs:element>
        <!-- A type the view declares for itself, Swift's `struct Routing` inside the view's struct: `CountriesList.Routing`, named `Routing` in the view's declarations; a `model` is its `@Observable final class ViewModel`. -->
        <xs:element ref="struct"/>
        <xs:element ref="enum"/>
        <xs:element ref="model"/>
      </xs:choice>
    </xs:sequence>
    <xs:attribute name="name" type="Name" use="required">
      <xs:annotation><xs:documentation>The view's name, global across all files; call sites use it as the element name.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="root" type="xs:boolean" default="false">
      <xs:annotation><xs:documentation>`true`: the host mounts this view even if another view instantiates it (ownership rules walk from every root).</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="external" type="xs:boolean" default="false">
      <xs:annotation><xs:documentation>`true`: the view is written by hand in Swift; its initializers are declared with `parameter` and `slot` (or one `overload` per initializer), nothing is generated, and every call site is checked against them.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="protocols" type="xs:string">
      <xs:annotation><xs:documentation>Whitespace-separated conformances beyond `View`, such as `Shape`: modifiers declared `on` a protocol apply only to views that conform.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="generics" type="xs:string">
      <xs:annotation><xs:documentation>With external="true": whitespace-separated type parameters, which stand for any type in the parameters' types. On a generated view, as `generic`.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="generic" type="xs:string">
      <xs:annotation><xs:documentation>A generated view's generic parameters, as Swift's `struct Card&lt;Content: View&gt;` writes them: `Content: View`, comma-separated. Each is the type of views a call site writes inside the call: a `let` of that type (`&lt;let name="content" type="Content"/&gt;`) is a slot, placed in the body as `&lt;content/&gt;`. A parameter not constrained to `View` is not supported yet.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="unavailable" type="xs:boolean" default="false">
      <xs:annotation><xs:documentation>With external="true": a view SwiftUI has and the runtime does not provide yet, as Swift's `@available(*, unavailable)`. Its name is known and cannot be called: a call is TRL114, not a misspelling. The prelude's `Unavailable.xml` lists SwiftUI's.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="hostProvides" type="xs:string">
      <xs:annotation><xs:documentation>Whitespace-separated model types the host injects as environment objects above this root, e.g. `SessionManager`.</xs:documentation></xs:annotation>
    </xs:attribute>
  </xs:complexType>

  <xs:element name="model">
    <xs:annotation><xs:documentation>A model class: `final class Name: ObservableObject` (default) or `@Observable final class Name` (kind="observable"). With external="true" it is written by hand in Swift and only its interface is declared.</xs:documentation></xs:annotation>
    <xs:complexType>
      <xs:choice minOccurs="0" maxOccurs="unbounded">
        <xs:element name="published">
          <xs:annotation><xs:documentation>`@Published var name: Type = initial`: changing it re-renders observing views. Only in kind="observableObject" models.</xs:documentation></xs:annotation>
          <xs:complexType>
            <xs:group ref="PropertyObservers" minOccurs="0"/>
            <xs:attribute name="name" type="Name" use="required">
              <xs:annotation><xs:documentation>The property name.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="type" type="TypeText" use="required">
              <xs:annotation><xs:documentation>The property type.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="initial" type="ExpressionText">
              <xs:annotation><xs:documentation>The initial value (expression without braces); omitted in external models.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="setter" type="xs:string">
              <xs:annotation><xs:documentation>`private`: the property is `private(set)`; the XML may read it but neither assign nor bind it.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="private" type="xs:boolean" default="false">
              <xs:annotation><xs:documentation>`true`: `private var`, read and written inside its generated model only.</xs:documentation></xs:annotation>
            </xs:attribute>
          </xs:complexType>
        </xs:element>
        <xs:element name="observationIgnored">
          <xs:annotation><xs:documentation>`@ObservationIgnored var name: Type = initial`, Swift's wrapper written as an element: the same as `&lt;property ignored="true"&gt;`; changing it triggers nothing.</xs:documentation></xs:annotation>
          <xs:complexType>
            <xs:attribute name="name" type="Name" use="required">
              <xs:annotation><xs:documentation>The property name.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="type" type="TypeText">
              <xs:annotation><xs:documentation>The property type; left out where Swift infers it from `initial`.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="initial" type="ExpressionText">
              <xs:annotation><xs:documentation>The initial value (expression without braces).</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="private" type="xs:boolean" default="false">
              <xs:annotation><xs:documentation>`true`: `@ObservationIgnored private var`, read and written inside its generated model only.</xs:documentation></xs:annotation>
            </xs:attribute>
          </xs:complexType>
        </xs:element>
        <xs:element name="property">
          <xs:annotation><xs:documentation>`var name: Type = initial`: in an ObservableObject a plain var (changing it re-renders nothing); in an @Observable model a tracked property unless ignored="true".</xs:documentation></xs:annotation>
          <xs:complexType>
            <xs:group ref="PropertyObservers" minOccurs="0"/>
            <xs:attribute name="name" type="Name" use="required">
              <xs:annotation><xs:documentation>The property name.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="type" type="TypeText" use="required">
              <xs:annotation><xs:documentation>The property type.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="initial" type="ExpressionText">
              <xs:annotation><xs:documentation>The initial value (expression without braces); omitted in external models.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="ignored" type="xs:boolean" default="false">
              <xs:annotation><xs:documentation>`true`: `@ObservationIgnored` in an @Observable model; changing it triggers nothing.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="static" type="xs:boolean" default="false">
              <xs:annotation><xs:documentation>`true`: `static let name: Type = initial`, reached on the type (`Store.shared`); a generated model needs the initial value.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="setter" type="xs:string">
              <xs:annotation><xs:documentation>`private`: the property is `private(set)`; the XML may read it but neither assign nor bind it.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="private" type="xs:boolean" default="false">
              <xs:annotation><xs:documentation>`true`: `private var`, read and written inside its generated model only.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="attribute" type="ExpressionText">
              <xs:annotation><xs:documentation>In a `model kind="model"`: the arguments of SwiftData's `@Attribute(...)`, as Swift writes them (`.unique`, `.externalStorage`, `originalName: "name_"`).</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="unique" type="xs:boolean" default="false">
              <xs:annotation><xs:documentation>In a `model kind="model"`: `true` is `@Attribute(.unique)`; inserting a model with a kept model's value replaces it.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="relationship" type="ExpressionText">
              <xs:annotation><xs:documentation>In a `model kind="model"`: the arguments of SwiftData's `@Relationship(...)` (`deleteRule: .cascade, inverse: \Item.list`).</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="deleteRule" type="ExpressionText">
              <xs:annotation><xs:documentation>In a `model kind="model"`: `@Relationship(deleteRule:)`, `.cascade` or `.nullify` (the default), `.deny`, `.noAction`.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="inverse" type="ExpressionText">
              <xs:annotation><xs:documentation>In a `model kind="model"`: `@Relationship(inverse:)`, the key path of the related model's property that points back (`\Item.list`).</xs:documentation></xs:annotation>
            </xs:attribute>
          </xs:complexType>
        </xs:element>
        <xs:element name="var">
          <xs:annotation><xs:documentation>Swift's `var`, the same as `property`.</xs:documentation></xs:annotation>
          <xs:complexType>
            <xs:group ref="PropertyObservers" minOccurs="0"/>
            <xs:attribute name="name" type="Name" use="required"/>
            <xs:attribute name="type" type="TypeText">
              <xs:annotation><xs:documentation>The property type; in a generated model, left out as Swift leaves it out when `initial` names it (`Theme.shared.tintColor`, `Color.blue`, `Filter()`, a literal): the type is inferred from the declarations.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="initial" type="ExpressionText"/>
            <xs:attribute name="ignored" type="xs:boolean" default="false"/>
            <xs:attribute name="static" type="xs:boolean" default="false"/>
            <xs:attribute name="setter" type="xs:string"/>
            <xs:attribute name="private" type="xs:boolean" default="false"/>
            <xs:attribute name="attribute" type="ExpressionText"/>
            <xs:attribute name="unique" type="xs:boolean" default="false"/>
            <xs:attribute name="relationship" type="ExpressionText"/>
            <xs:attribute name="deleteRule" type="ExpressionText"/>
            <xs:attribute name="inverse" type="ExpressionText"/>
          </xs:complexType>
        </xs:element>
        <xs:element name="let" type="ConstantMember"/>
        <xs:element name="init" type="Initializer"/>
        <xs:element name="method" type="Method"/>
        <xs:element name="function" type="MemberFunction"/>
        <xs:element name="computed" type="MemberComputed"/>
        <xs:element ref="struct"/>
        <xs:element ref="enum"/>
        <xs:element ref="model"/>
      </xs:choice>
      <xs:attribute name="name" type="Name" use="required">
        <xs:annotation><xs:documentation>The class name, global across all files.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="kind" type="ModelKind" default="observableObject">
        <xs:annotation><xs:documentation>`observableObject` (default), `observable` (@Observable) or `model` (SwiftData's @Model).</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="external" type="xs:boolean" default="false">
        <xs:annotation><xs:documentation>`true`: the class is written by hand in Swift; only its interface is declared here, and nothing is generated.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="protocols" type="xs:string">
        <xs:annotation><xs:documentation>Whitespace-separated conformances, such as a `protocol` the program declares: the model must provide its requirements, and is accepted where `any Protocol` is expected.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="identifiable" type="xs:boolean" default="false">
        <xs:annotation><xs:documentation>`true`: `: Identifiable`, as `protocols="Identifiable"` is; its `id` is the model's own `id`, or the object's identity.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="final">
        <xs:annotation><xs:documentation>`true`, Swift's `@Model final class`: a generated model is always final, so this says what it already is.</xs:documentation></xs:annotation>
        <xs:simpleType>
          <xs:restriction base="xs:string">
            <xs:enumeration value="true"/>
          </xs:restriction>
        </xs:simpleType>
      </xs:attribute>
    </xs:complexType>
  </xs:element>

  <xs:element name="protocol">
    <xs:annotation><xs:documentation>A Swift `protocol` with property and method requirements. Generated (`@MainActor protocol Name`) unless external="true". Models and structs conform with `protocols="Name"`; `any Name` is a type whose members are the requirements.</xs:documentation></xs:annotation>
    <xs:complexType>
      <xs:choice minOccurs="0" maxOccurs="unbounded">
        <xs:element name="property">
          <xs:annotation><xs:documentation>`var name: Type { get }`, or `{ get set }` with access="get set".</xs:documentation></xs:annotation>
          <xs:complexType>
            <xs:attribute name="name" type="Name" use="required">
              <xs:annotation><xs:documentation>The property name.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="type" type="TypeText" use="required">
              <xs:annotation><xs:documentation>The property type.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="access" type="xs:string" default="get">
              <xs:annotation><xs:documentation>`get` (default): read-only through the protocol; `get set`: settable, so a conforming type needs a settable property.</xs:documentation></xs:annotation>
            </xs:attribute>
          </xs:complexType>
        </xs:element>
        <xs:element name="method" type="Method"/>
      </xs:choice>
      <xs:attribute name="name" type="Name" use="required">
        <xs:annotation><xs:documentation>The protocol name, global across all files.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="external" type="xs:boolean" default="false">
        <xs:annotation><xs:documentation>`true`: written by hand in Swift; only its interface is declared here, and the witness checks the Swift against it.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="protocols" type="xs:string">
        <xs:annotation><xs:documentation>Whitespace-separated protocols it refines; `AnyObject` makes it class-bound, so only models conform and a write through `any Name` changes the object.</xs:documentation></xs:annotation>
      </xs:attribute>
    </xs:complexType>
  </xs:element>

  <!-- `var name: Type { ... }` of an enum or an extension, or `static let`/`static var` with static="true": written in Swift. -->
  <xs:complexType name="EnumProperty">
    <xs:attribute name="name" type="Name" use="required">
      <xs:annotation><xs:documentation>The property's name.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="type" type="TypeText">
      <xs:annotation><xs:documentation>Its type; required but on a `static` `let` of a generated enum whose `initial` tells it, as Swift infers it: a literal, an initializer call, or a member the declarations type (`Theme.shared.tintColor`); a value that tells none is TRL136.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="static" type="xs:boolean" default="false">
      <xs:annotation><xs:documentation>`true`: reached on the type; one of the enum's own type is also written `.name` where the enum is expected.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="initial" type="ExpressionText">
      <xs:annotation><xs:documentation>The value of a `static` member of an enum Trellis generates: `static let name: Type = initial`.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="private" type="xs:boolean" default="false"/>
  </xs:complexType>

  <!-- `func name(label name: Type = default) -> Type { code }` of a model, struct or enum Trellis generates. -->
  <xs:complexType name="MemberFunction" mixed="true">
    <xs:sequence>
      <xs:element name="parameter" minOccurs="0" maxOccurs="unbounded">
        <xs:annotation><xs:documentation>A parameter, in order: `name` inside the function, `label` for calls (`_` for none; the name when left out), `type`, and a `default` a call may leave out.</xs:documentation></xs:annotation>
        <xs:complexType>
          <xs:attribute name="name" type="Name"/>
          <xs:attribute name="label" type="xs:string"/>
          <xs:attribute name="type" type="TypeText" use="required"/>
          <xs:attribute name="default" type="xs:string"/>
        </xs:complexType>
      </xs:element>
    </xs:sequence>
    <xs:attribute name="parameters" type="xs:string">
      <xs:annotation><xs:documentation>Swift's parameter clause, without its parentheses, instead of `parameter` elements: `name: String = "", snippets: [Snippet] = []`.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="name" type="Name" use="required">
      <xs:annotation><xs:documentation>The method's name.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="returns" type="TypeText">
      <xs:annotation><xs:documentation>The result type; `Void` when absent. Every path returns a value of it (TRL187).</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="async" type="xs:boolean" default="false"/>
    <xs:attribute name="throws" type="xs:boolean" default="false"/>
    <xs:attribute name="static" type="xs:boolean" default="false">
      <xs:annotation><xs:documentation>`true`: `static func`, called on the type.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="mutating" type="xs:boolean" default="false">
      <xs:annotation><xs:documentation>`true`: `mutating func` of a struct or enum, which may change `self`; without it an assignment to a member is TRL223.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="private" type="xs:boolean" default="false">
      <xs:annotation><xs:documentation>`true`: `private func`, called inside its type only.</xs:documentation></xs:annotation>
    </xs:attribute>
  </xs:complexType>

  <!-- `var name: Type { value }` or `var name: Type { statements }` of a model, struct or enum Trellis generates. -->
  <xs:complexType name="MemberComputed" mixed="true">
    <xs:attribute name="name" type="Name" use="required">
      <xs:annotation><xs:documentation>The property's name.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="type" type="TypeText" use="required">
      <xs:annotation><xs:documentation>Its type; `some View` for a computed view, Swift's `@ViewBuilder var label: some View`, whose Swift code inside builds the views.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="value" type="ExpressionText">
      <xs:annotation><xs:documentation>The value (an expression without braces); without it, the statements inside are the getter.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="static" type="xs:boolean" default="false"/>
    <xs:attribute name="private" type="xs:boolean" default="false"/>
    <xs:attribute name="viewBuilder" type="xs:boolean">
      <xs:annotation><xs:documentation>Swift's `@ViewBuilder`, which a computed view (`type="some View"`, its Swift code inside) always has.</xs:documentation></xs:annotation>
    </xs:attribute>
  </xs:complexType>

  <!-- `let name: Type`: a constant of a model or struct, which the XML may read but neither assign nor bind. -->
  <xs:complexType name="ConstantMember">
    <xs:attribute name="name" type="Name" use="required">
      <xs:annotation><xs:documentation>The constant's name.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="type" type="TypeText">
      <xs:annotation><xs:documentation>Its type; in a generated type, left out as Swift leaves it out when `initial` tells it: a literal, an initializer call (`Self(rawValue: "a")`), or a member the declarations type (`Theme.shared.tintColor`, `Color.blue`); a value that tells none (`.blue`, `[]`) is TRL136.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="initial" type="ExpressionText">
      <xs:annotation><xs:documentation>Its value, in a generated type: then every value shares it and no initializer takes it.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="static" type="xs:boolean" default="false">
      <xs:annotation><xs:documentation>`true`: `static let`, reached on the type.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="private" type="xs:boolean" default="false">
      <xs:annotation><xs:documentation>`true`: `private let`, read inside its generated type only.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="attribute" type="ExpressionText">
      <xs:annotation><xs:documentation>In a `model kind="model"`: the arguments of SwiftData's `@Attribute(...)` (`.unique`, `originalName: "id_"`).</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="unique" type="xs:boolean" default="false">
      <xs:annotation><xs:documentation>In a `model kind="model"`: `true` is `@Attribute(.unique)`.</xs:documentation></xs:annotation>
    </xs:attribute>
  </xs:complexType>

  <!-- `init(label: Type, ...)` of a struct or model written in Swift, or with its code after the parameters in a type Trellis generates: once one is declared, a call of the type must fit one of them. -->
  <xs:complexType name="Initializer" mixed="true">
    <xs:sequence>
      <xs:element name="parameter" minOccurs="0" maxOccurs="unbounded">
        <xs:annotation><xs:documentation>A parameter, in order.</xs:documentation></xs:annotation>
        <xs:complexType>
          <xs:attribute name="label" type="xs:string"/>
          <xs:attribute name="name" type="Name"/>
          <xs:attribute name="type" type="TypeText" use="required"/>
          <xs:attribute name="default" type="xs:string"/>
        </xs:complexType>
      </xs:element>
    </xs:sequence>
    <xs:attribute name="parameters" type="xs:string">
      <xs:annotation><xs:documentation>Swift's parameter clause, without its parentheses, instead of `parameter` elements: `name: String = "", snippets: [Snippet] = []`.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="async" type="xs:boolean" default="false">
      <xs:annotation><xs:documentation>`true`: `init(...) async`; a call needs `await`.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="throws" type="xs:boolean" default="false">
      <xs:annotation><xs:documentation>`true`: `init(...) throws`; a call needs `try`.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="private" type="xs:boolean" default="false"/>
  </xs:complexType>

  <!-- A method of a model or a struct, written in Swift: `func name(label: Type, ...) -> returns`, declared so that expressions can call it. -->
  <xs:complexType name="Method">
    <xs:sequence>
      <xs:element name="parameter" minOccurs="0" maxOccurs="unbounded">
        <xs:annotation><xs:documentation>A parameter, in order.</xs:documentation></xs:annotation>
        <xs:complexType>
          <xs:attribute name="label" type="xs:string">
            <xs:annotation><xs:documentation>The argument label; omitted or `_` for an unlabeled argument.</xs:documentation></xs:annotation>
          </xs:attribute>
          <xs:attribute name="name" type="Name">
            <xs:annotation><xs:documentation>The parameter name inside the method, when it differs from the label.</xs:documentation></xs:annotation>
          </xs:attribute>
          <xs:attribute name="type" type="TypeText" use="required">
            <xs:annotation><xs:documentation>The parameter type.</xs:documentation></xs:annotation>
          </xs:attribute>
          <xs:attribute name="default" type="xs:string">
            <xs:annotation><xs:documentation>The Swift default value: a call may leave the argument out.</xs:documentation></xs:annotation>
          </xs:attribute>
        </xs:complexType>
      </xs:element>
    </xs:sequence>
    <xs:attribute name="name" type="Name" use="required">
      <xs:annotation><xs:documentation>The method name.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="returns" type="TypeText">
      <xs:annotation><xs:documentation>The return type; omitted for `Void`.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="async" type="xs:boolean" default="false">
      <xs:annotation><xs:documentation>`true`: the method is `async`; a call needs `await`, inside `Task { }` in an action.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="throws" type="xs:boolean" default="false">
      <xs:annotation><xs:documentation>`true`: the method `throws`; a call needs `try`, inside `do { } catch { }` or with `try?`.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="static" type="xs:boolean" default="false">
      <xs:annotation><xs:documentation>`true`: a static method, called on the type (`Item.make(title: "A")`).</xs:documentation></xs:annotation>
    </xs:attribute>
  </xs:complexType>

  <xs:element name="struct">
    <xs:annotation><xs:documentation>A value type: `struct Name { let field: Type ... }`. With external="true" it is written by hand in Swift.</xs:documentation></xs:annotation>
    <xs:complexType>
      <xs:choice minOccurs="0" maxOccurs="unbounded">
        <xs:element name="method" type="Method"/>
        <xs:element name="function" type="MemberFunction"/>
        <xs:element name="computed" type="MemberComputed"/>
        <xs:element ref="struct"/>
        <xs:element ref="enum"/>
        <xs:element name="let" type="ConstantMember"/>
        <xs:element name="var">
          <xs:annotation><xs:documentation>`var name: Type`, or `var name: Type = initial`, which the memberwise initializer takes with that default.</xs:documentation></xs:annotation>
          <xs:complexType>
            <xs:group ref="PropertyObservers" minOccurs="0"/>
            <xs:attribute name="name" type="Name" use="required"/>
            <xs:attribute name="type" type="TypeText">
              <xs:annotation><xs:documentation>The type; in a generated struct, left out as Swift leaves it out when `initial` tells it (a literal, `Filter()`, `Color.blue`, `Theme.shared.tintColor`): read from the declarations; a value that tells none (`.blue`, `[]`) is TRL136.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="initial" type="ExpressionText"/>
            <xs:attribute name="static" type="xs:boolean" default="false"/>
            <xs:attribute name="private" type="xs:boolean" default="false"/>
          </xs:complexType>
        </xs:element>
        <xs:element name="property">
          <xs:annotation><xs:documentation>The same as `var`, as a model's stored `var` is written.</xs:documentation></xs:annotation>
          <xs:complexType>
            <xs:group ref="PropertyObservers" minOccurs="0"/>
            <xs:attribute name="name" type="Name" use="required"/>
            <xs:attribute name="type" type="TypeText" use="required"/>
            <xs:attribute name="initial" type="ExpressionText"/>
            <xs:attribute name="static" type="xs:boolean" default="false"/>
            <xs:attribute name="private" type="xs:boolean" default="false"/>
          </xs:complexType>
        </xs:element>
        <xs:element name="init" type="Initializer"/>
        <xs:element name="field">
          <xs:annotation><xs:documentation>`var name: Type`, or `let name: Type = initial` with a value (or `static let` with static="true").</xs:documentation></xs:annotation>
          <xs:complexType>
            <xs:attribute name="name" type="Name" use="required">
              <xs:annotation><xs:documentation>The field name.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="type" type="TypeText" use="required">
              <xs:annotation><xs:documentation>The field type.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="initial" type="ExpressionText">
              <xs:annotation><xs:documentation>A default value (expression without braces).</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="static" type="xs:boolean" default="false">
              <xs:annotation><xs:documentation>`true`: a static member, accessed as `Type.name` (e.g. `APIClient.shared`).</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="private" type="xs:boolean" default="false"/>
          </xs:complexType>
        </xs:element>
      </xs:choice>
      <xs:attribute name="name" type="Name" use="required">
        <xs:annotation><xs:documentation>The struct name, global across all files.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="external" type="xs:boolean" default="false">
        <xs:annotation><xs:documentation>`true`: written by hand in Swift; only its interface is declared here.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="protocols" type="xs:string">
        <xs:annotation><xs:documentation>Whitespace-separated conformances, such as `ButtonStyle`: the type is accepted where the protocol is expected.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="identifiable" type="xs:boolean" default="false">
        <xs:annotation><xs:documentation>`true`: conforms to `Identifiable` through its `id` field, so `ForEach` needs no `id` key path.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="codable" type="xs:boolean" default="false">
        <xs:annotation><xs:documentation>`true`: conforms to `Codable`, as `protocols="Codable"` does.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="hashable" type="xs:boolean" default="false">
        <xs:annotation><xs:documentation>`true`: conforms to `Hashable`, as `protocols="Hashable"` does.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="equatable" type="xs:boolean" default="false">
        <xs:annotation><xs:documentation>`true`: conforms to `Equatable`, as `protocols="Equatable"` does.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="rawRepresentable" type="xs:boolean" default="false">
        <xs:annotation><xs:documentation>`true`: conforms to `RawRepresentable`, as `protocols="RawRepresentable"` does, through its own `rawValue` and `init(rawValue:)`.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="generics" type="xs:string">
        <xs:annotation><xs:documentation>Whitespace-separated type parameters (`Element`), which members' types may name; a use such as `[String]` binds them.</xs:documentation></xs:annotation>
      </xs:attribute>
    </xs:complexType>
  </xs:element>

  <xs:element name="enum">
    <xs:annotation><xs:documentation>A Swift `enum`: its cases in order, each with its associated values. Generated unless external="true". Usable as a state's type, in expressions (`.loading`, `Filter.allCases`) and in `switch`.</xs:documentation></xs:annotation>
    <xs:complexType>
      <xs:choice minOccurs="0" maxOccurs="unbounded">
        <xs:element name="case">
          <xs:annotation><xs:documentation>`case name` or `case name(label: Type, ...)` with one `parameter` (or `value`) per associated value.</xs:documentation></xs:annotation>
          <xs:complexType>
            <xs:choice minOccurs="0" maxOccurs="unbounded">
              <xs:element name="parameter" type="AssociatedValue"/>
              <xs:element name="value" type="AssociatedValue"/>
            </xs:choice>
            <xs:attribute name="name" type="Name" use="required">
              <xs:annotation><xs:documentation>The case name, written `.name` where the enum is expected.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="rawValue" type="ExpressionText">
              <xs:annotation><xs:documentation>The raw value (a literal of the raw type) when it is not Swift's default.</xs:documentation></xs:annotation>
            </xs:attribute>
          </xs:complexType>
        </xs:element>
        <xs:element name="property" type="EnumProperty"/>
        <xs:element name="var" type="EnumProperty"/>
        <xs:element name="let" type="EnumProperty"/>
        <xs:element name="method" type="Method"/>
        <xs:element name="function" type="MemberFunction"/>
        <xs:element name="computed" type="MemberComputed"/>
        <xs:element name="init" type="Initializer"/>
        <!-- Swift's namespace enum holding a class, `enum DBModel { @Model final class Country }`: the model is `DBModel.Country`, generated inside the enum. -->
        <xs:element ref="model"/>
      </xs:choice>
      <xs:attribute name="protocols" type="xs:string">
        <xs:annotation><xs:documentation>Whitespace-separated conformances beyond `rawType`, `caseIterable` and `identifiable`, such as `Hashable` or `Comparable`.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="name" type="Name" use="required">
        <xs:annotation><xs:documentation>The enum name, global across all files.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="generics" type="xs:string">
        <xs:annotation><xs:documentation>Whitespace-separated type parameters (`Success Failure`) that associated values' and members' types may name, Swift's `enum Loadable&lt;T&gt;`; a use such as `Result&lt;[Item], Error&gt;` binds them.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="generic" type="xs:string">
        <xs:annotation><xs:documentation>The same as `generics`, as `generic="T"` may first be written.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="external" type="xs:boolean" default="false">
        <xs:annotation><xs:documentation>`true`: written by hand in Swift; only its interface is declared here.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="rawType" type="TypeText">
        <xs:annotation><xs:documentation>The raw type, such as `String` or `Int`: the enum has `rawValue` and `init?(rawValue:)`.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="caseIterable" type="xs:boolean" default="false">
        <xs:annotation><xs:documentation>`true`: conforms to `CaseIterable`, so `Name.allCases` lists every case.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="identifiable" type="xs:boolean" default="false">
        <xs:annotation><xs:documentation>`true`: conforms to `Identifiable`, each case being its own `id` (its raw value when it has one), so `ForEach` over the cases needs no `id`.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="codable" type="xs:boolean" default="false">
        <xs:annotation><xs:documentation>`true`: conforms to `Codable`, as `protocols="Codable"` does.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="hashable" type="xs:boolean" default="false">
        <xs:annotation><xs:documentation>`true`: conforms to `Hashable`, as `protocols="Hashable"` does.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="equatable" type="xs:boolean" default="false">
        <xs:annotation><xs:documentation>`true`: conforms to `Equatable`, as `protocols="Equatable"` does.</xs:documentation></xs:annotation>
      </xs:attribute>
    </xs:complexType>
  </xs:element>

  <!-- ===================================================================== -->
  <!-- Views and modifiers are declared, not listed here: SwiftUI's in the    -->
  <!-- prelude (Grammar/Prelude), the program's own in its files. Elements    -->
  <!-- that name them are validated laxly; the compiler checks every call     -->
  <!-- against its declaration.                                               -->
  <!-- ===================================================================== -->

  <xs:complexType name="ModifierDeclaration">
    <xs:choice minOccurs="0" maxOccurs="unbounded">
      <xs:element name="parameter" type="InterfaceParameter"/>
      <xs:element name="slot" type="InterfaceSlot"/>
      <xs:element name="overload" type="InterfaceOverload"/>
    </xs:choice>
    <xs:attribute name="name" type="Name" use="required">
      <xs:annotation><xs:documentation>The method name; call sites use it as the element name.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="on" type="xs:string">
      <xs:annotation><xs:documentation>The protocol the modified view must conform to, such as `Shape` or `DynamicViewContent`, or whitespace-separated protocols, one of which it must conform to (`Shape ShapeView`); `View` when omitted.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="returns" type="xs:string">
      <xs:annotation><xs:documentation>Whitespace-separated protocols the result conforms to beyond `View`.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="generics" type="xs:string">
      <xs:annotation><xs:documentation>Whitespace-separated type parameters.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="provides" type="xs:string">
      <xs:annotation><xs:documentation>A type the views below this modifier read from the environment, as `modelContainer` provides the `ModelContext` that `query` and `\.modelContext` read; a view reading it with no such modifier above is TRL232.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="unavailable" type="xs:boolean" default="false">
      <xs:annotation><xs:documentation>`true`: a modifier SwiftUI has and the runtime does not provide yet, as Swift's `@available(*, unavailable)`. Its name is known and cannot be called: a call is TRL024, not a misspelling. The prelude's `Unavailable.xml` lists SwiftUI's.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="deprecated" type="xs:string">
      <xs:annotation><xs:documentation>A modifier SwiftUI deprecated and still accepts, as Swift's `@available(*, deprecated, message:)`: the text says what to write instead. A call works and is warned about (TRL224), as swiftc warns.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="renamed" type="Name">
      <xs:annotation><xs:documentation>With `deprecated`: the modifier that replaces it with the same arguments, as Swift's `renamed:`; the warning's fix-it renames the element.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="readByStack" type="xs:boolean" default="false">
      <xs:annotation><xs:documentation>`true`: the navigation stack around the modified view reads what the modifier sets (a title, a toolbar, a destination), so on the stack itself it does nothing. Written inside a `NavigationStack` whose content is one view, after that view, it modifies that view, as Swift's `.navigationTitle` after the content inside the stack's braces does.</xs:documentation></xs:annotation>
    </xs:attribute>
  </xs:complexType>

  <xs:complexType name="InterfaceParameter">
    <xs:annotation><xs:documentation>A parameter of a view's initializer or of a modifier. Its type decides how a call site's attribute is read: `String` is text with `{expr}` holes, `Binding&lt;T&gt;` a `{$binding}`, a function type statements, any other type a Swift expression (braces optional).</xs:documentation></xs:annotation>
    <xs:attribute name="name" type="Name" use="required">
      <xs:annotation><xs:documentation>The attribute name at call sites.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="label" type="xs:string">
      <xs:annotation><xs:documentation>The Swift argument label when it differs from `name`; `_` for an unlabeled argument.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="type" type="TypeText" use="required">
      <xs:annotation><xs:documentation>The Swift type, e.g. `CGFloat?`, `Binding&lt;Bool&gt;`, `() -> Void`.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="default" type="xs:string">
      <xs:annotation><xs:documentation>The Swift default value; a parameter with one may be left out.</xs:documentation></xs:annotation>
    </xs:attribute>
  </xs:complexType>

  <xs:complexType name="InterfaceSlot">
    <xs:annotation><xs:documentation>A `@ViewBuilder` closure parameter. The first slot takes the child views written directly inside the element; each other slot is filled by a lowercase child element named after it.</xs:documentation></xs:annotation>
    <xs:attribute name="name" type="Name" use="required">
      <xs:annotation><xs:documentation>The slot's name: the child element that fills it.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="label" type="xs:string">
      <xs:annotation><xs:documentation>The Swift argument label when it differs from `name`.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="required" type="xs:boolean" default="false">
      <xs:annotation><xs:documentation>`true`: a call site must fill it.</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="takes" type="TypeText">
      <xs:annotation><xs:documentation>The type of the value the slot's closure takes. A call site names it with its `item` attribute, as `ForEach` names its element (`navigationDestination(for:destination:)`'s destination takes the pushed value), or, where the call has a parameter named `item` itself, on the element that fills the slot: `&lt;content item="scrum"&gt;` (`sheet(item:)`'s content takes the item).</xs:documentation></xs:annotation>
    </xs:attribute>
    <xs:attribute name="type" type="TypeText">
      <xs:annotation><xs:documentation>A parameter of a view type written as the slot's one view, passed as that value rather than as a closure: `navigationTitle(_ title: Text)` is `&lt;slot name="title" label="_" type="Text"/&gt;`, and a call site writes `&lt;navigationTitle&gt;&lt;Text&gt;…&lt;/Text&gt;&lt;/navigationTitle&gt;`.</xs:documentation></xs:annotation>
    </xs:attribute>
  </xs:complexType>

  <xs:complexType name="InterfaceOverload">
    <xs:annotation><xs:documentation>One initializer or overload: its parameters and slots in Swift's order.</xs:documentation></xs:annotation>
    <xs:choice minOccurs="0" maxOccurs="unbounded">
      <xs:element name="parameter" type="InterfaceParameter"/>
      <xs:element name="slot" type="InterfaceSlot"/>
    </xs:choice>
    <xs:attribute name="deprecated" type="xs:string">
      <xs:annotation><xs:documentation>In a modifier: an overload SwiftUI deprecated and still accepts while its other overloads stand (`animation(_:)` beside `animation(_:value:)`): the text says what to write instead. A call that takes this overload works and is warned about (TRL224), naming the overload as Swift does.</xs:documentation></xs:annotation>
    </xs:attribute>
  </xs:complexType>

  <xs:element name="slot">
    <xs:annotation><xs:documentation>In a body: where the views a call site passes in this view's slot appear; `name` picks a slot other than the first. Modifiers inside apply to those views, as `content.padding()` does.</xs:documentation></xs:annotation>
    <xs:complexType>
      <xs:sequence>
        <xs:any namespace="##local" processContents="lax" minOccurs="0" maxOccurs="unbounded"/>
      </xs:sequence>
      <xs:attribute name="name" type="Name">
        <xs:annotation><xs:documentation>The slot, as declared with `&lt;slot name&gt;`; the first when omitted.</xs:documentation></xs:annotation>
      </xs:attribute>
    </xs:complexType>
  </xs:element>

  <!-- ===================================================================== -->
  <!-- Control flow                                                           -->
  <!-- ===================================================================== -->

  <xs:element name="if">
    <xs:annotation><xs:documentation>`if condition { ... }`: child views shown while the condition holds. May be followed directly by `else`.</xs:documentation></xs:annotation>
    <xs:complexType>
      <xs:complexContent>
        <xs:extension base="ViewContent">
          <xs:attribute name="condition" type="ExpressionText" use="required">
            <xs:annotation><xs:documentation>What Swift writes between `if` and `{`: a `Bool` expression without braces (`isEditing`), or conditions separated by `,` that may bind optionals (`let user = session.currentUser`, `let selection`, `let user = session.user, user.isAdmin`); the bound names are in scope inside.</xs:documentation></xs:annotation>
          </xs:attribute>
        </xs:extension>
      </xs:complexContent>
    </xs:complexType>
  </xs:element>

  <xs:element name="switch">
    <xs:annotation><xs:documentation>`switch value { case ...: ... default: ... }` in a body: the views of the first case whose pattern matches. Over a declared enum the cases must cover every case of it, or a `default` must (TRL170).</xs:documentation></xs:annotation>
    <xs:complexType>
      <xs:sequence>
        <xs:element name="case" minOccurs="0" maxOccurs="unbounded">
          <xs:annotation><xs:documentation>`case pattern:` and its views; the names a pattern binds (`.loaded(let items)`) are in scope inside.</xs:documentation></xs:annotation>
          <xs:complexType>
            <xs:complexContent>
              <xs:extension base="ViewContent">
                <xs:attribute name="pattern" type="ExpressionText" use="required">
                  <xs:annotation><xs:documentation>What Swift writes between `case` and `:`, e.g. `.loading`, `.loaded(let items)`, `.idle, .empty`, `let n where n > 3`.</xs:documentation></xs:annotation>
                </xs:attribute>
              </xs:extension>
            </xs:complexContent>
          </xs:complexType>
        </xs:element>
        <xs:element name="default" type="ViewContent" minOccurs="0">
          <xs:annotation><xs:documentation>`default:` and its views, last.</xs:documentation></xs:annotation>
        </xs:element>
      </xs:sequence>
      <xs:attribute name="value" type="ExpressionText" use="required">
        <xs:annotation><xs:documentation>The value switched over, an expression without braces, e.g. `loadState`.</xs:documentation></xs:annotation>
      </xs:attribute>
    </xs:complexType>
  </xs:element>

  <xs:element name="else">
    <xs:annotation><xs:documentation>`else { ... }`: must directly follow an `if`, or an `else if` (TRL012).</xs:documentation></xs:annotation>
    <xs:complexType>
      <xs:complexContent>
        <xs:extension base="ViewContent">
          <xs:attribute name="if" type="ExpressionText">
            <xs:annotation><xs:documentation>`else if condition { ... }`: the condition, written as an `if`'s; another `else` may follow.</xs:documentation></xs:annotation>
          </xs:attribute>
        </xs:extension>
      </xs:complexContent>
    </xs:complexType>
  </xs:element>

  <xs:element name="ForEach">
    <xs:annotation><xs:documentation>`ForEach(items, id: keyPath) { item in ... }`: one row per element; key rows by a stable id. Child views, then modifiers.</xs:documentation></xs:annotation>
    <xs:complexType>
      <xs:complexContent>
        <xs:extension base="ViewContent">
          <xs:attribute name="items" type="ExpressionText" use="required">
            <xs:annotation><xs:documentation>The collection, an expression without braces, e.g. `viewModel.items`.</xs:documentation></xs:annotation>
          </xs:attribute>
          <xs:attribute name="id" type="ExpressionText">
            <xs:annotation><xs:documentation>The key path identifying a row, e.g. `\.id`; optional when the elements are `Identifiable`.</xs:documentation></xs:annotation>
          </xs:attribute>
          <xs:attribute name="item" type="Name" use="required">
            <xs:annotation><xs:documentation>The name of the row's element inside the body; `$name` over `items="$collection"` gives each row a binding to its element, as `ForEach($items) { $item in }` does.</xs:documentation></xs:annotation>
          </xs:attribute>
          <xs:attributeGroup ref="AllowWarnings"/>
        </xs:extension>
      </xs:complexContent>
    </xs:complexType>
  </xs:element>

  <!-- ===================================================================== -->
  <!-- Modifiers (lowercase children of a view element, in document order)   -->
  <!-- ===================================================================== -->

  <xs:element name="id">
    <xs:annotation><xs:documentation>`.id(value)`: the view's identity; a new value makes a new view (and new state objects).</xs:documentation></xs:annotation>
    <xs:complexType>
      <xs:attribute name="value" type="ExpressionText" use="required">
        <xs:annotation><xs:documentation>A `Hashable` expression without braces, e.g. `count`.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attributeGroup ref="AllowWarnings"/>
    </xs:complexType>
  </xs:element>

  <xs:element name="onAppear" type="CodeModifier">
    <xs:annotation><xs:documentation>`.onAppear { action }`: runs when the view appears. The statements are the `action` attribute or the element's content.</xs:documentation></xs:annotation>
  </xs:element>

  <xs:element name="onDisappear" type="CodeModifier">
    <xs:annotation><xs:documentation>`.onDisappear { action }`: runs when the view disappears. The statements are the `action` attribute or the element's content.</xs:documentation></xs:annotation>
  </xs:element>

  <xs:element name="action" type="xs:string">
    <xs:annotation><xs:documentation>The `action` of the enclosing `Button` written as code content (text or CDATA), where line breaks separate statements as in Swift: `&lt;Button title="Save"&gt;&lt;action&gt;&lt;![CDATA[ if count &gt; 3 { count = 0 } ]]&gt;&lt;/action&gt;&lt;/Button&gt;`.</xs:documentation></xs:annotation>
  </xs:element>

  <xs:element name="onChange">
    <xs:annotation><xs:documentation>`.onChange(of: of) { old, new in action }`: runs on each change of the value (not on the first render, unless `initial`). The statements are the `action` attribute (which may name the values first, `old, new in ...`) or the element's content.</xs:documentation></xs:annotation>
    <xs:complexType>
      <xs:simpleContent>
      <xs:extension base="xs:string">
      <xs:attribute name="of" type="ExpressionText" use="required">
        <xs:annotation><xs:documentation>An `Equatable` expression without braces.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="old" type="Name">
        <xs:annotation><xs:documentation>The name of the previous value inside the action (default `oldValue`).</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="new" type="Name">
        <xs:annotation><xs:documentation>The name of the new value inside the action (default `newValue`).</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="initial" type="ExpressionText">
        <xs:annotation><xs:documentation>`true`: the action also runs once when the view appears, as `onChange(of:initial:)`; old and new are then the same value.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="action" type="ActionText">
        <xs:annotation><xs:documentation>Statements separated by `;`; or write them as the element's content.</xs:documentation></xs:annotation>
      </xs:attribute>
      </xs:extension>
      </xs:simpleContent>
    </xs:complexType>
  </xs:element>

  <xs:element name="environmentObject">
    <xs:annotation><xs:documentation>`.environmentObject(value)`: injects an ObservableObject for `environmentObject` declarations below (TRL215 when nothing below consumes it). Inside a view's declarations, `environmentObject` is instead the `@EnvironmentObject` declaration.</xs:documentation></xs:annotation>
    <xs:complexType>
      <xs:attribute name="value" type="ExpressionText" use="required">
        <xs:annotation><xs:documentation>The object, an expression without braces, e.g. `router`.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attributeGroup ref="AllowWarnings"/>
    </xs:complexType>
  </xs:element>

  <xs:element name="environment">
    <xs:annotation><xs:documentation>`.environment(value)`: injects an @Observable model for `environment` declarations below. Inside a view's declarations, `environment` is instead the `@Environment(Type.self)` declaration.</xs:documentation></xs:annotation>
    <xs:complexType>
      <xs:attribute name="value" type="ExpressionText" use="required">
        <xs:annotation><xs:documentation>The model, an expression without braces, e.g. `library`; with `key`, the value written.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attribute name="key" type="xs:string">
        <xs:annotation><xs:documentation>`.environment(\.key, value)`: a key path to a value of `EnvironmentValues` that views may write, such as `\.colorScheme` (TRL190 otherwise); the views below read `value`.</xs:documentation></xs:annotation>
      </xs:attribute>
      <xs:attributeGroup ref="AllowWarnings"/>
    </xs:complexType>
  </xs:element>

</xs:schema>
"""#
}
