/// What `trellis explain CODE` prints: for every code in `Catalog`, what goes wrong and how to
/// fix it; for the ownership rules, a wrong and a right example taken from the articles.
/// The first line of each text is its one-line summary (`trellis explain --list`).
public enum Explanations {
    public static func explanation(for code: String) -> String? {
        let code = code.uppercased()
        guard let text = all[code] else { return nil }
        guard Catalog.allowableWarnings.contains(code) else { return text }
        let placement = optOutPlacement[code] ?? "on the declaration it is reported at"
        return text + "\n\nWhere it is intended, accept it \(placement), saying why: `allow=\"\(code)\" reason=\"...\"`."
    }

    /// Where `allow` goes for warnings not reported at the declaration they are about.
    private static let optOutPlacement: [String: String] = [
        "TRL209": "on the child's `state` that receives the value",
        "TRL215": "on the injection, `<environmentObject value=\"x\" .../>`",
        "TRL220": "on the child's `binding`",
        "TRL221": "on the child's `stateObject`",
        "TRL178": "on the child's input of function type (`<let name=\"onDelete\" type=\"() -> Void\" .../>`)",
        "TRL120": "on the view's declaration the value comes from (`score` in `{score}` or `{score.best}`)",
        "TRL231": "on the `state` that drives the presentation",
        "TRL280": "on the `state` the presented content reads",
        "TRL283": "on the `<id>` itself, `<id value=\"UUID()\" .../>`",
    ]

    public static let all: [String: String] = [
        // MARK: TRL0xx
        "TRL001": #"""
        Malformed XML.
        libxml2 could not parse the file; the message is libxml2's, at its line and column.
        Usual causes: an unclosed element, an unescaped `<` or `&` in an attribute (write `&lt;`
        and `&amp;`), or mismatched quotes. Nothing else in the file is checked until it parses.
        """#,
        "TRL002": #"""
        The file is not valid UTF-8.
        Trellis reads screens as UTF-8 text. Re-save the file as UTF-8.
        """#,
        "TRL003": #"""
        A DOCTYPE is not allowed.
        Trellis never loads DTDs and never expands entities, so a `<!DOCTYPE ...>` (which could
        declare "billion laughs" entities or an external entity reading a local file) is rejected
        before anything in it is read. Delete the DOCTYPE; use `&quot;`-style predefined entities only.
        """#,
        "TRL004": #"""
        Elements nest deeper than the limit.
        Deeply nested views are almost always a generator gone wrong, and unbounded nesting would let
        one file exhaust the compiler. Split the body into smaller views.
        """#,
        "TRL005": #"""
        The file exceeds the size limit.
        Screens are small; a huge input is refused before it is parsed. Split the file, or raise the
        limit if the file is really meant to be this big.
        """#,
        "TRL006": #"""
        The file is empty.
        A screen file needs a root element: `<view>`, `<model>`, `<struct>` or `<trellis>`.
        """#,
        "TRL007": #"""
        The file is binary, not XML text.
        Only XML text files are inputs; check the path or the directory being searched.
        """#,
        "TRL008": #"""
        The file cannot be read.
        The operating system refused to read the file (permissions, a broken link, a directory).
        """#,
        "TRL009": #"""
        No `.xml` files were found.
        A directory given to `trellis` is searched recursively for `*.xml`; this one has none.
        """#,
        "TRL010": #"""
        The document does not follow the Trellis schema.
        Every file is validated against `Grammar/trellis.xsd` (the same schema editors use for
        completion). The message names the element or attribute that is missing, unexpected or invalid.
        """#,
        "TRL011": #"""
        Unknown modifier.
        Lowercase children of a view element are modifiers: `id`, `onAppear`, `onDisappear`,
        `onChange`, `environmentObject`, `environment`. Check the spelling; a suggestion names only
        these (or `if`/`else`), never a view. A SwiftUI modifier Trellis lacks is TRL024 instead.
        The element and everything inside it are left out of the program, and reported once: a
        `state` mentioned inside is not called unread, a view inside is not taken for a root, and an
        injection above is not called unconsumed, since what the element meant is unknown.
        """#,
        "TRL012": #"""
        `else` must directly follow an `if`.
        Wrong:  <Text>A</Text> <else>...</else>
        Right:  <if condition="flag">...</if> <else>...</else>
        """#,
        "TRL013": #"""
        An attribute value exceeds the size limit.
        Attribute values hold expressions and short text; a huge one is refused before it is parsed,
        so no single attribute can make the expression parser do unbounded work. Shorten it.
        """#,
        "TRL014": #"""
        An element has more attributes than the limit (256).
        No Trellis element needs that many; the file is refused before libxml2 reads it, because
        libxml2 compares every pair of an element's attributes to find duplicates, which would
        take minutes for a million of them. The error points at the first attribute past the limit.
        """#,
        "TRL015": #"""
        A file name in a searched directory is not valid UTF-8, such as `caf\xE9.xml` saved by
        an old Latin-1 tool. Trellis names input files in diagnostics and generated code, which
        are UTF-8 text, so it reports the file (shown with its bytes as `\xE9`) instead of skipping
        it. Rename the file. A name given on the command line that is not UTF-8 stops the command
        with exit status 2.
        """#,
        "TRL017": #"""
        A view's `init` assigns one of the view's declarations in a form that does not give it its
        value. Swift gives each kind of stored property its value in its own way, and Trellis reads
        the same forms: `self.title = …` for a `let`, `_isOn = isOn` for a `binding`,
        `_model = StateObject(wrappedValue: …)` for a `stateObject` (made once per identity),
        `_draft = State(initialValue: …)` for a `state`, and `self.model = …` or
        `_model = ObservedObject(wrappedValue: …)` for an `observedObject`. Assigning a `state`'s
        value (`self.draft = …`) in `init` changes nothing in SwiftUI: the state is not installed
        yet, and it keeps its initial value.
        """#,
        "TRL018": #"""
        A view's `init` returns without giving one of its stored declarations a value: a `let`, a
        `binding`, an `observedObject` or a `bindable` without a default, or a `state` or
        `stateObject` without `initial`. Swift rejects such an initializer ("return from
        initializer without initializing all stored properties"). Assign it in the `init`, or give
        a `state` or `stateObject` its `initial`.
        """#,
        "TRL019": #"""
        A view that takes view content through a `slot` declares its own `init`. The slot's content
        is passed to the memberwise initializer Trellis writes, which an own `init` replaces; this
        combination is not supported yet. Pass the values the `init` would compute as inputs, or
        compute them with `<let initial>` or `<computed>`. An `init` that only stores its
        parameters, the inputs and then the slots (`self.title = title`, `self.content =
        content()` for a `@ViewBuilder` closure, as a generic view `Card<Content: View>` writes
        it), is the memberwise one, and is accepted.
        """#,
        "TRL020": #"""
        Expression syntax error.
        Expressions are a documented subset of Swift (`Grammar/expressions.ebnf`); the caret points
        at the exact column inside the attribute where parsing failed.
        """#,
        "TRL021": #"""
        An interpolation `{` is not closed.
        In attribute values and text, `{expr}` is an expression. Close it with `}`, or write `{{` for
        a literal brace.
        """#,
        "TRL022": #"""
        Assignments are only allowed in actions.
        `count += 1` belongs in `action`, `onAppear`, `onDisappear` or `onChange`, not in a value.
        """#,
        "TRL023": #"""
        Invalid type syntax.
        Types are written as in Swift: `Int`, `User?`, `[Item]`, `[String: Int]`, `Set<Int>`.
        """#,
        "TRL024": #"""
        A SwiftUI modifier that Trellis does not provide yet.
        The element names a modifier SwiftUI has (`fontWidth`, `drawingGroup`, `inspector`, ...) that the
        runtime does not provide yet: the prelude declares it `unavailable`
        (Grammar/Prelude/Unavailable.xml), as Swift writes `@available(*, unavailable)`. SwiftUI's
        everyday modifiers, such as `padding`, `font`, `toolbar` and `swipeActions`, are declared in
        Grammar/Prelude/Modifiers.xml. Generating code
        without it would silently change the screen, so it is an error. Remove it for now.
        As with TRL011, what it holds is left out and nothing is concluded from its absence: a
        `state` bound inside a `sheet` is not called unread, the `sheet`'s view is not taken for a root.
        Wrong:  <Text>Hi<fontWidth value=".condensed"/></Text>
        Right:  <Text>Hi</Text>
        """#,

        "TRL025": #"""
        A Swift construct that Trellis does not support yet.
        Compiler directives such as `#if os(iOS)` inside code (an action, a function) are not
        part of the language yet. Each is reported once, where it is written; the statements of
        every `#if` branch are still checked, so their own mistakes show at the same time. Among
        views and modifiers, write `<if condition="os(iOS)">`, which is Swift's `#if os(iOS)`. To
        use what only newer systems have, check with `#available(iOS 17, *)`, which Trellis
        supports.
        Wrong:  #if os(iOS) (around `count += 1`, closed by `#endif`)
        Right:  count += 1
        """#,

        "TRL026": #"""
        A cast or type check whose answer is known before the program runs.
        `x as? Int` where `x` is an `Int` always succeeds, `x as! Int` does nothing, and `x is Int`
        is always true; where `x` is an `Int?` they only test for `nil`; and a cast between two
        unrelated concrete types (`count as? Double`, one declared struct to another) always
        fails. swiftc warns about each, and the generated code must compile without warnings.
        Convert a number with `Double(count)`. A cast to a type Trellis does not model is left
        for swiftc to judge.
        Wrong:  let n: Int = 3; if let m = n as? Int { total = m }
        Right:  let n: Int = 3; total = n
        """#,

        "TRL027": #"""
        A `defer` as the last statement of its scope.
        A `defer` runs its statements when the scope it is written in ends; at the end of the scope
        that is at once, so the `defer` says nothing (swiftc warns). Write the statements without
        `defer`, or move the `defer` up to where the work it cleans up after begins.
        Wrong:  isLoading = true; defer { isLoading = false }
        Right:  isLoading = true; defer { isLoading = false }; load()
        """#,

        "TRL028": #"""
        A `for` loop that names a different number of values than each element holds.
        `for (key, value) in counts` takes a dictionary's elements apart: each is a tuple of two,
        its key and its value. Name as many values as the tuple has, or name the element whole.
        Wrong:  for (name, count, extra) in counts { total += count }
        Right:  for (name, count) in counts { total += count }
        """#,

        // MARK: TRL1xx
        "TRL029": #"""
        A compilation condition beside a condition tested when the program runs.
        An `<if>` whose condition is Swift's compilation condition (`os(macOS)`, `arch(arm64)`,
        `canImport(UIKit)`, `targetEnvironment(simulator)`, `swift(>=5.9)`) is Swift's `#if`:
        swiftc keeps the branch whose condition holds where it compiles the program, and drops
        the other. A value the program reads when it runs, such as a state, cannot be part of
        that decision, and an `if` cannot test `os(macOS)`: the condition is neither. Write the
        compilation condition alone in an `<if>` of its own, and the runtime test in an `<if>`
        inside it.
        Wrong:  <if condition="os(macOS) && isWide"><Sidebar/></if>
        Right:  <if condition="os(macOS)"><if condition="isWide"><Sidebar/></if></if>
        """#,

        "TRL100": #"""
        Invalid redeclaration.
        Views, models and structs are global across all files of one invocation, and the properties
        of one view must be unique. The note points at the earlier declaration; rename or delete one.
        Names the generated Swift already uses are taken too: built-in views and runtime types
        (`Text`, `View`, `State`, `Published`, ...) for any declaration and for view properties;
        `body` and `context` in a view; `_name` (and `_nameInitial`) beside a `state` or `binding`
        `name`, and `_name` beside an `@Observable` model's property `name`, which is how the
        generated code names their storage; in an `ObservableObject` model, the members of its
        base class `GeneratedModel` (`published`, `setPublished`, `plain`, `setPlain`,
        `addProperty`, `addUnsetProperty`, `objectWillChange`).
        """#,
        "TRL101": #"""
        Unknown view.
        A capitalized element must be a built-in view (`VStack`, `Text`, `Button`, ...) or a view
        declared in some input file. It is reported once: the declared view it probably means is not
        taken for a root missing its environment objects, and injections above it are not called
        unconsumed.
        Wrong:  <Txt>Hello</Txt>
        Right:  <Text>Hello</Text>
        """#,
        "TRL102": #"""
        Unknown type.
        A type must be a Swift standard type or a `<model>` or `<struct>` declared in some input file.
        Types written in Swift are declared by their interface with `external="true"`.
        Wrong:  <field name="name" type="Strng"/>
        Right:  <field name="name" type="String"/>
        """#,
        "TRL103": #"""
        Unknown identifier.
        An expression sees the view's declarations, `ForEach` item names, the `onChange` parameters,
        declared types and a few global functions (`print`, `min`, `max`, `abs`, ...).
        Wrong:  <Button title="Add Count: {conut}" action="count += 1"/>
        Right:  <Button title="Add Count: {count}" action="count += 1"/>
        """#,
        "TRL104": #"""
        A Swift keyword cannot be a name.
        Names become Swift identifiers in the generated code. Choose another name.
        """#,
        "TRL105": #"""
        Unknown member.
        Members of declared models and structs are checked against their declarations (external ones
        declare their interface); members of Swift's own types against the prelude's Standard.xml (TRL260).
        Wrong:  <Text>{viewModel.titel}</Text>
        Right:  <Text>{viewModel.title}</Text>
        """#,
        "TRL106": #"""
        Invalid name.
        A name must be a Swift identifier: a letter or `_`, then letters, digits or `_`.
        """#,
        "TRL107": #"""
        A name is not in Unicode normalization form C.
        Names must be written in NFC, so that one name has one spelling. Swift compares
        identifiers scalar by scalar: `é` written as `e` + U+0301 and `é` written as U+00E9 are two
        names to swiftc, and `가` written as conjoining jamo (U+1100 U+1161) is not `가` written
        as U+AC00. The fix-it writes the name in NFC; most editors and input methods write NFC.
        Wrong:  <state name="café" .../>   (e, then U+0301 COMBINING ACUTE ACCENT)
        Right:  <state name="café" .../>   (U+00E9)
        """#,
        "TRL108": #"""
        A member is named like a type.
        Inside a view, model or struct, a name finds the member before the type, so a member named
        like a type (a view, model or struct of the program, or a standard type such as `Int`)
        would hide the type from the expressions there and from the code generated for them.
        Wrong:  <let name="Store" type="Int"/> beside <stateObject name="store" type="Store" initial="Store()"/>
        Right:  <let name="count" type="Int"/>
        """#,
        "TRL109": #"""
        A tracked property of an `@Observable` model needs backticks.
        `Type` and `Protocol` can name a Swift property only in backticks, and the `@Observable`
        macro cannot expand a property written that way. Rename the property, or mark it
        `ignored="true"` if views need not observe it. The same holds for an `@Observable` model
        named `some`, `any`, `each` or another word that begins a type: the macro writes the
        class's name where a type goes.
        Wrong:  <property name="Type" type="String"/>
        Right:  <property name="kind" type="String"/>
        """#,
        "TRL120": #"""
        An optional value is interpolated.
        As in Swift, `{value}` with an optional shows its debug description: `Optional(3)`, or
        `nil`. Swift warns about this, and so does Trellis. Provide a default to show the value,
        or make the description explicit.
        Wrong:  <Text>Score {score}</Text>     (score: Int?)
        Right:  <Text>Score {score ?? 0}</Text>
        Right:  <Text>Score {String(describing: score)}</Text>
        """#,
        "TRL121": #"""
        A `ForEach` item or an `onChange` value is changed.
        The names a `ForEach` (its `item`) and an `onChange` (its `old` and `new`) bind are
        constants: copies of the element and of the values, which nothing stores. Assigning one,
        or changing it through a struct's field or a mutating method such as `toggle()`, would
        change only the copy, and Swift rejects it. Through a model (a class) or a `Binding` the
        write reaches the object or the source of truth, and is allowed.
        Wrong:  <ForEach items="store.todos" id="\.id" item="todo"> <Button action="todo.done = true"/>
        Right:  <ForEach items="$store.todos" id="\.id" item="todo"> <Button action="todo.wrappedValue.done = true"/>,
                or a method of the store that changes the element by its id
        """#,
        "TRL122": #"""
        A value is called: a `ForEach` item, an `onChange` value or a property.
        Inside a `ForEach` row or an `onChange` action, the name the XML binds there means the
        item or the value, as a closure parameter does in Swift: it hides a type or function of
        the same name, so `String(value)` where the value is named `String` calls the value.
        A view's property hides them in the whole view, as a `state` named `print` hides
        `print(...)`. Name the item, the value or the property after what it holds.
        Wrong:  <onChange of="count" new="String" action="label = String(String)"/>
        Right:  <onChange of="count" new="newCount" action="label = String(newCount)"/>
        """#,
        "TRL123": #"""
        An operand of `!`, `&&` or `||` is not a `Bool`.
        Swift has no truthiness: a number, a string, a struct or an optional is not a condition.
        Compare it instead.
        Wrong:  <if condition="item || !done">      (item: TodoItem)
        Right:  <if condition="item.done || !done">
        """#,
        "TRL124": #"""
        `$object.wrappedValue` or `$object.projectedValue` on an `@Observable` model.
        `$object` is a `Bindable`, which has a `wrappedValue` and a `projectedValue` of its own:
        after `$object.` those names mean the wrapper's members, never a binding to a model
        property of the same name. Rename the property.
        Wrong:  <property name="projectedValue" type="String"/> ... text="{$library.projectedValue}"
        Right:  <property name="filter" type="String"/> ... text="{$library.filter}"
        """#,
        "TRL125": #"""
        A struct contains itself.
        A struct is a value stored inline, so a field holding the struct itself (directly, as an
        optional, or through other structs' fields) would make it infinitely large, and Swift
        rejects it. Hold the values in an array, which stores its elements elsewhere, or make the
        type a model (a class).
        Wrong:  <struct name="Node"><field name="next" type="Node?"/></struct>
        Right:  <struct name="Node"><field name="children" type="[Node]"/></struct>
        """#,
        "TRL126": #"""
        A `ForEach` id that is not `Hashable`.
        `ForEach` tells its rows apart by the value its `id` key path reaches, so that value must
        be `Hashable`: a number, a string, a `Bool`, a `UUID`, a `Date` and optionals or arrays of
        them are. `Any`, a model, and a `<struct>` of the program (which Trellis declares without
        `Hashable`) are not. A type written by hand in Swift is left to swiftc.
        Wrong:  <ForEach items="rows" id="\.key" item="row">       (key: Any)
        Right:  <ForEach items="rows" id="\.id" item="row">        (id: Int)
        """#,
        "TRL127": #"""
        A member of an optional value used without unwrapping it.
        As in Swift, `user.name` where `user` is a `User?` does not compile: the value may be
        `nil`. Chain with `?.`, which makes the result optional too, and give a default with `??`
        where a value is needed.
        Wrong:  <Text>{user.name}</Text>                 (user: User?)
        Right:  <Text>{user?.name ?? "nobody"}</Text>
        """#,
        "TRL128": #"""
        A text attribute whose whole text is Swift code that makes a `Text`.
        An attribute that takes a `String` reads its value as text, with `{…}` around the values
        it shows, so `Text(date, style: .date)` written there would show those characters. Where
        the modifier also takes a `Text` (`navigationTitle`), put the code in braces to pass the
        `Text`; otherwise write the text itself. A text that must show such code is written as a
        string in braces: `{"Text(x)"}`.
        Wrong:  <navigationTitle value="Text(date, style: .date)"/>
        Right:  <navigationTitle value="{Text(date, style: .date)}"/>
        """#,
        "TRL129": #"""
        A loop that does not match its sequence.
        `for await` (and `for try await`) takes the elements of an `AsyncSequence`, such as an
        `AsyncStream`, waiting for each; it runs where code may wait (`task`, `Task { }`, an
        `async` function). A collection or a range is a `Sequence`, iterated with `for`; an
        `AsyncSequence` cannot be iterated with `for`.
        Wrong:  <task>for await score in scores { total += score }</task>
        Right:  <task>for await score in model.scoreUpdates() { total += score }</task>
        """#,
        "TRL110": #"""
        Missing argument for a required input.
        A call site must pass every `binding`, `bindable`, `observedObject` and `let` without a
        `default`. (`state` and `stateObject` create their own values.) Likewise `Point(...)` of a
        `<struct>` must pass every field that has no initial value.
        Wrong:  <EditToggleRow/>
        Right:  <EditToggleRow isEditing="{$isEditing}"/>
        Wrong:  initial="Point(x: 1)"        (Point has fields x and y)
        Right:  initial="Point(x: 1, y: 2)"
        """#,
        "TRL111": #"""
        Unknown argument.
        Every attribute of a call site must name an input of the view; the attributes of a built-in
        view (`title`, `action`, `isOn`, `text`) are its inputs, and an unknown one is reported once.
        Wrong:  <Greeting nmae="Ana"/>
        Right:  <Greeting name="Ana"/>
        A `<struct>`'s initializer is Swift's memberwise one: it takes the fields without an
        initial value (a field with one is a constant every value shares, and a `static` field
        belongs to the type), labeled with their names and in declaration order. A model's method
        declared with parameters takes exactly those.
        Wrong:  initial="Point(y: 2, x: 1)"     initial="Item(key: &quot;a&quot;, count: 2)"   (count has initial="0")
        Right:  initial="Point(x: 1, y: 2)"     initial="Item(key: &quot;a&quot;)"
        """#,
        "TRL112": #"""
        Type mismatch.
        An attribute without braces is a `String`; `{expr}` has the expression's type. Passing one
        model where another is declared is also a mismatch.
        Wrong:  <Badge count="five"/>
        Right:  <Badge count="{5}"/>
        The same holds wherever a value meets a declared type: a `state`'s initial value, a `let`'s
        default, a `computed` value, a model property's or a struct field's initial value, an
        argument of a struct's initializer or of a model's method, and an assignment. `nil` needs
        an optional; a number literal becomes whichever number type is needed. Operators need
        operands of one type: `??` an optional on its left and its wrapped type (or the optional)
        on its right; `+`, `<` and their kin two values of one type (`==` also an optional and its
        wrapped type); `+=` a value, not an optional or `Any`. A `Binding` converts to no other:
        `$flag` of a `Bool` is not a `Binding<Bool?>`. `ForEach` takes an array, a `Set` or a
        range, not an optional. Types the checker does not know, such as a hand-written model's
        initializer, are left to swiftc.
        Wrong:  <state name="count" type="Int" initial="nil"/>     <computed name="label" type="String" value="count + 1"/>
        Right:  <state name="count" type="Int?" initial="nil"/>    <computed name="label" type="String" value="String(count + 1)"/>
        """#,
        "TRL114": #"""
        A SwiftUI view that Trellis does not provide yet.
        The element names a view SwiftUI has (`Grid`, `Table`, `Canvas`, `ViewThatFits`,
        ...) that the runtime does not provide yet: the prelude declares it
        `unavailable` (Grammar/Prelude/Unavailable.xml), as Swift writes `@available(*, unavailable)`.
        The views it does provide are declared in Grammar/Prelude/Views.xml, besides the views the
        program declares. Like an unknown view (TRL101) it is reported once; what it holds is still
        checked as written.
        Wrong:  <ViewThatFits><Text>Hi</Text></ViewThatFits>
        Right:  <VStack><Text>Hi</Text></VStack>, or a view of your own declared in XML
        """#,
        "TRL115": #"""
        No initializer (or modifier overload) takes what the call site wrote.
        Each attribute must name a parameter of one declared initializer, the child views fill its
        first slot, and a lowercase child named after a slot fills that slot. Every parameter without
        a default must be given. The diagnostic lists the forms the declaration offers.
        Wrong:  <Button title="Add" action="add()"><Image systemName="plus"/></Button>
        Right:  <Button action="add()"><Image systemName="plus"/></Button>     <Button title="Add" action="add()"/>
        """#,
        "TRL116": #"""
        A modifier used on a view it does not apply to.
        Some modifiers are declared `on` a protocol, as SwiftUI declares them: `fill` and `stroke`
        on `Shape`, `onDelete` and `onMove` on `ForEach` (`DynamicViewContent`). They must come
        first on such a view: after any other modifier the view is a plain `View`.
        Wrong:  <VStack><fill value=".blue"/></VStack>     <Circle><padding/><fill value=".blue"/></Circle>
        Right:  <Circle><fill value=".blue"/><padding/></Circle>
        """#,
        "TRL117": #"""
        A named slot filled twice.
        A view's other slots (`header`, `footer`, `label`, ...) are each filled by one lowercase child
        element named after the slot; the views of two such elements would not both be kept.
        Wrong:  <Section><header><Text>A</Text></header><header><Text>B</Text></header></Section>
        Right:  <Section><header><Text>A</Text><Text>B</Text></header></Section>
        """#,
        "TRL118": #"""
        Attributes on a slot's element.
        A lowercase child named after a slot (`<header>`, `<label>`) holds only views; its attributes
        would belong to no parameter.
        Wrong:  <Section><header title="Rows"/></Section>
        Right:  <Section><header><Text>Rows</Text></header></Section>
        """#,
        "TRL119": #"""
        An implicit member the expected type does not declare.
        Where a parameter's declared type is known (`Font`, `Color`, `HorizontalAlignment`, a style),
        `.name` must be one of its static members, as Swift requires. The prelude lists SwiftUI's.
        Wrong:  <font value=".headlin"/>
        Right:  <font value=".headline"/>
        """#,
        "TRL130": #"""
        A `<slot/>` placement that names no slot of its view.
        A view declared in XML takes content by declaring slots before its `body`, and places each
        in the body: `<slot/>` is the first, `<slot name="header"/>` another. Call sites fill the first
        with the children they write and the others with lowercase elements named after them.
        Wrong:  <view name="Card"><body><VStack><slot/></VStack></body></view>
        Right:  <view name="Card"><slot name="content"/><body><VStack><slot/></VStack></body></view>
        """#,
        "TRL131": #"""
        A `Picker` option or a tab of a `TabView` tagged with a value of another type than its selection.
        SwiftUI stores tags per exact type: a tag matches a selection of its type, or the optional
        of it (`tag(_:includeOptional:)`), and any other tag matches nothing, so the picker shows
        no selection and choosing the option changes nothing. SwiftUI does not check this.
        Wrong:  <Picker title="Theme" selection="{$themeName}"> ... <Text>Ocean<tag value="1"/></Text>   (themeName: String)
        Right:  <Text>Ocean<tag value="&quot;ocean&quot;"/></Text>
        A `TabView(selection:)` selects the tab whose tag equals the selection: a tab tagged with
        another type is never selected, and a `Tab(value:)` of another type does not compile. Only
        the tabs themselves are checked (through `ForEach`, `<if>` and `Group`), not the views inside
        a tab, whose tags belong to their own pickers.
        Wrong:  <TabView selection="{$screen}"> ... <Text>Settings<tag value="1"/></Text>   (screen: Screen)
        Right:  <Text>Settings<tag value="Screen.settings"/></Text>   or   <Tab title="Settings" systemImage="gear" value="{Screen.settings}">
        """#,
        "TRL132": #"""
        A slot whose closure takes a value, with the value left unnamed.
        `navigationDestination(for:destination:)`'s destination takes the pushed value, as Swift's
        `{ park in … }` does. The call site names it with `item`, as `ForEach` names its element;
        without a name the content could not read it, and the generated closure would not compile.
        Wrong:  <navigationDestination for="Park.self"><Text>A park</Text></navigationDestination>
        Right:  <navigationDestination for="Park.self" item="park"><Text>{park.name}</Text></navigationDestination>
        """#,
        "TRL133": #"""
        An `item` that is not a Swift name.
        `item` names the value a slot's closure takes, so it must be one identifier that is not a
        keyword, as a closure parameter in Swift.
        Wrong:  <navigationDestination for="Park.self" item="the park">
        Right:  <navigationDestination for="Park.self" item="park">
        """#,
        "TRL134": #"""
        An `item` on a call whose slot takes no value.
        Only a slot declared with `takes` (such as `navigationDestination(for:)`'s destination)
        passes a value to its content; `navigationDestination(isPresented:)` shows one view and
        passes nothing, so the name would name nothing.
        Wrong:  <navigationDestination isPresented="$showsMap" item="map">
        Right:  <navigationDestination isPresented="$showsMap">
        """#,
        "TRL135": #"""
        A slot written as an attribute.
        A slot takes views, as a SwiftUI `@ViewBuilder` parameter does (`Section(footer:)`'s footer,
        an `overlay`'s content): its views go in a child element named after it. Three attributes are
        right: a header given as text is Swift's `Section("Status")`, a slot whose closure takes a
        value may name it, `<sheet item="{$order}" content="order">` for `content: { order in … }`,
        and a slot may be given one view's initializer with labeled arguments, Swift's
        `NavigationLink(destination: DetailView(scrum: scrum)) { … }`, read as its element.
        Wrong:  <Section footer="Updated hourly"><Text>Ready</Text></Section>
        Right:  <Section><footer><Text>Updated hourly</Text></footer><Text>Ready</Text></Section>
        """#,
        "TRL136": #"""
        A model's or struct's property (or an enum's static) written without `type` whose value
        does not tell its type.
        Swift infers a stored property's type from its initial value, and so does Trellis, from
        the declarations: a literal, an initializer call (`Filter()`), or a member reached from a
        type (`Theme.shared.tintColor`, `Color.blue`). A value that needs a type to be read, such
        as `.blue` or `[]`, needs `type`, as it does in Swift.
        Wrong:  <var name="tint" initial=".blue"/>
        Right:  <var name="tint" type="Color" initial=".blue"/>
        """#,
        "TRL139": #"""
        A view's stored constant whose value reads the view's instance.
        `<let name initial>` is Swift's `let name = value` in the view's struct: each view value
        computes it once, when it is created, before its inputs and state exist, so the value may
        read literals, types, statics and file-level names, but not the view's inputs, state, other
        constants or functions (swiftc: "cannot use instance member within property initializer").
        A value computed from them is a `computed` property, evaluated on each read.
        Wrong:  <let name="total" type="Int" initial="items.count"/>
        Right:  <computed name="total" type="Int" value="items.count"/>
        """#,
        "TRL144": #"""
        A name declared with `async let` read without `await`. `async let total = sum()` starts
        `sum()` at once, beside the code after it, and the value is there only once that work is
        done: Swift waits for it where the name is read, so each read is marked `await` (and
        `try` when the work throws). The `async let` itself is written in async code: a `task`,
        a `Task { }` or an `async` function.
        Wrong:  async let total = sum(); count = total
        Right:  async let total = sum(); count = await total
        """#,
        "TRL145": #"""
        A `viewModifier` placed in a body as if it were a view. SwiftUI's `ViewModifier` is not a
        `View`: its `body(content:)` wraps the view it is applied to, so it is applied to one, with
        `modifier(_:)` or a method of `extension View` that calls it.
        Wrong:  <Tally label="A"/>
        Right:  <Text>Apples<modifier value="Tally(label: &quot;A&quot;)"/></Text>
        """#,
        "TRL137": #"""
        A placement of a view that two of its `init`s take alike. A view may declare several
        `init`s, and each placement calls the one its attributes choose, as Swift chooses an
        overload: by their labels, then by the types of their values, the closest first (a value
        of the parameter's very type, then fewer defaults left out). Two `init`s that take the
        same values, leaving out as many defaults, are ambiguous, as Swift says.
        Wrong:  <Badge title="New"/>   (init(title: String, size: Int = 1) and init(title: String, tint: Color = .red))
        Right:  <Badge title="New" size="{2}"/>
        """#,
        "TRL138": #"""
        A placement of a view whose attributes have the labels of some of its `init`s, but whose
        values none of them takes. Each value is read as the parameter of each `init` reads it (a
        `LocalizedStringKey` or `String` as text, any other type as code), and must be of that
        type, as in Swift; the message lists the `init`s with those labels.
        Wrong:  <DetailRow title="{42}"/>   (init(title: Text) and init(title: LocalizedStringKey))
        Right:  <DetailRow title="Population"/>
        """#,
        "TRL113": #"""
        Content inside a view that takes none.
        Containers (`VStack`, `HStack`, `List`, `Group`, `NavigationStack`, `ForEach`), a view's
        first slot (a `NavigationLink`'s destination, a `Button`'s label) and `Text` take content.
        Text alone inside a view whose declaration takes an unlabeled `String` named `title` is that
        title (`<Button action="save()">Save</Button>` is `Button("Save") { save() }`), and inside
        one whose first slot is its `label` it is a `Text` there (`Slider`); beside views it is the
        title where that initializer also takes them (`Menu`). Elsewhere (beside a `title`
        attribute, in `Spacer`, `EmptyView`, a view declared without a title) a
        child view or text would not be in the generated code. The first one is reported, with
        what the element accepts, and the whole content counts for nothing in the ownership rules: a
        `state` read only there is unread (TRL214), an environment object consumed only there is not
        consumed (TRL215).
        Wrong:  <Button title="Go" action="go()"><Text>Go {count}</Text></Button>
        Right:  <Button title="Go {count}" action="go()"/>
        """#,

        // MARK: TRL2xx
        "TRL234": #"""
        A view's constant that creates a model.
        `<let name="score" initial="Score()">` is Swift's `let score = Score()` in the view's struct:
        every value of the view makes its own object. A parent creates its children's values again
        on each of its updates, so the object is replaced then and whatever it held is lost, while
        the view may still have handed the old one to its children. `stateObject` (an
        `ObservableObject`) and `state` (an `@Observable` model) make the object once per identity
        and keep it; the fix-it changes the element.
        Wrong:  <let name="score" type="Score" initial="Score()"/>
        Right:  <stateObject name="score" type="Score" initial="Score()"/>
        """#,
        "TRL201": #"""
        An `observedObject` must not create its object.
        `@ObservedObject` does not own its object: the initial-value expression runs every time the
        parent re-creates this view's struct, so each parent update builds a brand-new object and the
        state it held is lost (Spanish article: "el bug real más común"; Japanese article: the
        ObservedObject HogeView re-creates HogeViewModel on every change of ContentView's count).
        The same mistake written by the caller, `Child(vm: VM())`, is TRL217.

        Wrong (Swift):
            struct ProfileScreen: View {
                @ObservedObject var vm = ProfileViewModel()
            }
        Wrong (Trellis):
            <observedObject name="vm" type="ProfileViewModel" initial="ProfileViewModel()"/>

        Right: the view that creates the object owns it; children observe it.
            <stateObject name="viewModel" type="ProfileViewModel" initial="ProfileViewModel()"/>
            ...
            <ProfileDetailView viewModel="{viewModel}"/>
        and in ProfileDetailView:
            <observedObject name="viewModel" type="ProfileViewModel"/>

        Fix-it: change `observedObject` to `stateObject`.
        """#,
        "TRL202": #"""
        A `stateObject` must not be given an object its caller already holds.
        A value passed to a `@StateObject` is only its initial value: the child keeps the first object
        per identity and ignores later ones. A caller that hands over an object it holds itself (its
        own `stateObject`, an `observedObject`, an input) means the child to share it, but the child
        claims to own it and stops following the caller as soon as the caller's object changes
        (Portuguese and Indonesian articles, "O principal erro" / "Kesalahan utama").

        Wrong:
            <view name="ParentView">
              <stateObject name="model" type="Model" initial="Model()"/>
              <body><ChildView model="{model}"/></body>
            </view>
            <view name="ChildView">
              <stateObject name="model" type="Model" initial="Model()"/>
              ...
        Right: the child observes the object it is given.
            <view name="ChildView">
              <observedObject name="model" type="Model"/>
              ...

        Passing a fresh construction, `<HogeView vm="{HogeViewModel(count: count)}"/>`, is not this
        mistake: it is the Japanese article's autoclosure pattern, evaluated once per identity.
        Passing a property of an object the caller keeps (`viewModel.detailModel`) pins that object:
        TRL221, a warning.
        Fix-it: change the child's `stateObject` to `observedObject`.
        """#,
        "TRL203": #"""
        A `stateObject` in a view created once per `ForEach` row.
        Every row gets its own independent instance, created and destroyed with the row
        (Portuguese and Indonesian articles, "O segundo erro").

        Wrong:
            <ForEach items="tags" id="\.self" item="tag">
              <TagRow tag="{tag}"/>
            </ForEach>
            <view name="TagRow">
              <stateObject name="model" type="RowModel" initial="RowModel()"/>
        Right: one object owned by the list and passed down,
            <SharedRow title="{task.title}" store="{store}"/>
            <view name="SharedRow"> <observedObject name="store" type="TaskStore"/> ...
        or value `state` per row. Rows that really should own their objects say so, with a reason:
            <stateObject name="progress" type="Download" initial="Download()"
                         allow="TRL203" reason="every row downloads its own file"/>
        (`perRow="true"` is the older spelling of `allow="TRL203"` and still works.)
        """#,
        "TRL204": #"""
        A `stateObject` or `state` initialized from an input goes stale.
        The initializer runs once per view identity; when the input changes, the view struct is
        rebuilt but the old object or value is kept, so the new input is ignored (Japanese article:
        HogeView shown in place keeps the first HogeViewModel and its count never updates;
        Portuguese article: "o inicializador é chamado apenas uma vez").

        Wrong:
            <view name="ContentView">
              <state name="count" type="Int" initial="0"/>
              <body><HogeView count="{count}"/></body>
            </view>
            <view name="HogeView">
              <let name="count" type="Int"/>
              <stateObject name="vm" type="HogeViewModel" initial="HogeViewModel(count: count)"/>
        Right: make identity follow the value, the article's `HogeView(count: count).id(count)`:
            <HogeView count="{count}">
              <id value="count"/>
            </HogeView>
        or create the object without the input and load it when the view appears (the articles'
        DetailView):
            <stateObject name="viewModel" type="DetailViewModel" initial="DetailViewModel()"/>
            ... <onAppear action="viewModel.load(id: itemId)"/>
        or reload the state whenever the input changes, in a `task(id:)` keyed by that input
        (SwiftUI cancels and restarts it on a new id); such a state checks clean:
            <state name="title" type="String" initial="&quot;Item \(itemID)&quot;"/>
            ... <task id="itemID">title = await catalog.title(id: itemID)</task>

        The warning is at the read; the notes point at every call site that passes a value that can
        change without a matching `id`. Literals never change; rows of a `ForEach` given their own
        id follow it; a `NavigationLink` destination is built when the link is followed, so it
        starts from the value of that moment (the article's NavigationLink variant).
        """#,
        "TRL245": #"""
        A `navigationDestination` registered inside a lazy container.
        `List`, `LazyVStack`, `LazyHStack` and the lazy grids build their rows only when they are
        shown, so the stack may not see a destination registered in a row, and a link to its type
        then does nothing (Apple docs, `navigationDestination(for:destination:)`). The docs forbid
        it and there is always a place outside the container, so it is an error (the Trellis
        runtime, which builds every row, would find it anyway).
        Wrong:  <List><NavigationLink title="Zion" value="{park}"><navigationDestination for="Park.self" item="p">...</navigationDestination></NavigationLink></List>
        Right:  <List><NavigationLink title="Zion" value="{park}"/><navigationDestination for="Park.self" item="p">...</navigationDestination></List>
        """#,
        "TRL246": #"""
        A value pushed by type with no destination for that type anywhere in the program.
        A `NavigationLink(value:)` looks for a `navigationDestination(for:)` of its value's type in
        its stack (then in a later column of a split view); with none, SwiftUI logs "A
        NavigationLink is presenting a value of type ... but there is no matching
        navigationDestination declaration" and the link does nothing. The element type of a typed
        path (`NavigationStack(path: $parks)` over `[Park]`) needs one as well, and so does a value an
        action appends to a `NavigationPath` (`path.append(peak)`). An error: the link
        can never be activated. A destination registered only in hand-written Swift around the
        screens is not seen; register it in the screens. A value link in a `List(selection:)` of its
        value's type needs none: it sets the selection, as a split view's sidebar does.
        Wrong:  <NavigationLink title="Ridge" value="{Trail(name: &quot;Ridge&quot;)}"/>   (no destination for Trail)
        Right:  <navigationDestination for="Trail.self" item="trail"><Text>{trail.name}</Text></navigationDestination> inside the stack
        """#,
        "TRL247": #"""
        A `navigationDestination` applied to the `NavigationStack` itself.
        A modifier of the stack is outside the stack's hierarchy, so the stack never sees the
        destination. Written inside `<NavigationStack>` after its one view, a destination (like a
        title or a toolbar) is that view's, as in Swift's `NavigationStack { List { … }
        .navigationDestination(…) }`; beside several views it can only be the stack's: put it on
        a view inside the stack (its root view or a screen's view).
        Wrong:  <NavigationStack><Text>Parks</Text><List>...</List><navigationDestination for="Park.self" item="park">...</navigationDestination></NavigationStack>
        Right:  <NavigationStack><VStack><Text>Parks</Text><List>...</List></VStack><navigationDestination for="Park.self" item="park">...</navigationDestination></NavigationStack>
        """#,
        "TRL248": #"""
        A custom environment value named like one SwiftUI provides.
        `<environmentValue name type default/>` is Swift's `extension EnvironmentValues { @Entry var
        name: Type = default }`: it adds a member to `EnvironmentValues`. A name SwiftUI already
        declares there (`colorScheme`, `dismiss`, `isEnabled`, ...) would declare that member again,
        which swiftc rejects; views read SwiftUI's own with `<environment name key="\.colorScheme"/>`.
        Wrong:  <environmentValue name="colorScheme" type="Bool" default="false"/>
        Right:  <environmentValue name="prefersDark" type="Bool" default="false"/>
        """#,
        "TRL250": #"""
        A `$name` publisher of something that publishes nothing.
        `model.$title` is the projection of Swift's `@Published`: `Published<String>.Publisher`,
        which `onReceive` takes. Only a `published` property of an `ObservableObject` model has it.
        A plain `property`, a property of an `@Observable` model (observe it with `onChange(of:)`)
        and a member of a value have no `$` projection, and swiftc rejects the expression.
        Wrong:  <onReceive value="editor.$saves" action="n in count = n"/>   (saves is a plain property)
        Right:  <onReceive value="editor.$title" action="title in received = title"/>
        """#,
        "TRL251": #"""
        The publisher of a generated model's published property that has no initial value.
        A property whose `$name` the program uses is generated as Swift's `@Published var`, the
        one form that has the projection, and `@Published` starts from a value: give the property
        an `initial` (the memberwise initializer may still set it), or write the model in Swift.
        Wrong:  <published name="author" type="String"/> with <onReceive value="editor.$author" ...>
        Right:  <published name="author" type="String" initial="&quot;&quot;"/>
        """#,
        "TRL252": #"""
        A `navigationDestination(item:)` whose item is not `Hashable`.
        `navigationDestination(item: $selected) { value in ... }` pushes a screen while the
        optional is set, and SwiftUI declares it for `Binding<D?>` where `D: Hashable`: it compares
        items to know when another value replaces the screen. A struct the program declares is
        `Hashable` with `protocols="Hashable"`.
        Wrong:  <struct name="Trail"><field name="name" type="String"/></struct> pushed with item="{$selected}"
        Right:  <struct name="Trail" protocols="Hashable"><field name="name" type="String"/></struct>
        """#,
        "TRL253": #"""
        A view's static constant read by its name alone.
        `<let name="helpURL" type="URL" static="true" initial="…"/>` is Swift's `static let
        helpURL`, a constant of the view's type rather than of each view: Swift reads it through
        the type, `Self.helpURL` or `DinosaursView.helpURL`, and rejects `helpURL` alone in the
        body ("static member 'helpURL' cannot be used on instance of type"). Without `static` it
        is the view's own constant, which the body reads by name.
        Wrong:  <let name="helpURL" type="URL" static="true" initial="URL(string: &quot;https://example.com&quot;)!"/> … <Link title="Help" destination="{helpURL}"/>
        Right:  <let name="helpURL" type="URL" static="true" initial="URL(string: &quot;https://example.com&quot;)!"/> … <Link title="Help" destination="{Self.helpURL}"/>
        """#,
        "TRL240": #"""
        A stored property whose type the store cannot hold.
        `appStorage` and `sceneStorage` keep their value in a key-value store (the host's, as
        `UserDefaults` is for `@AppStorage`), which holds `Bool`, `Int`, `Double`, `String`, `URL`,
        `Data` and `Date`, an optional of one (nil while the key is absent; `initial` may be left
        out), and an enum whose raw type is `Int` or `String` (its raw value is stored). Any other
        type would not compile in the generated view.

        Wrong:
            <appStorage name="sort" key="sort" type="[String]" initial="[]"/>
        Right: store a value the store holds, and derive the rest from it:
            <appStorage name="sortAscending" key="sortAscending" type="Bool" initial="true"/>
        """#,
        "TRL241": #"""
        `focused` given something other than a focus state's projection.
        Swift's `focused(_:)` and `focused(_:equals:)` take a `FocusState.Binding`, the `$` of a
        `@FocusState`; a `@State` or `@Binding` does not convert to it, and the generated view would
        not compile.

        Wrong:
            <state name="isEditing" type="Bool" initial="false"/>
            ... <TextField title="Name" text="{$name}"><focused value="{$isEditing}"/></TextField>
        Right:
            <focusState name="nameFocused" type="Bool"/>
            ... <TextField title="Name" text="{$name}"><focused value="{$nameFocused}"/></TextField>
        """#,
        "TRL292": #"""
        A `focusBinding` input given something other than a focus state's projection.
        A `focusBinding` is Swift's `@FocusState.Binding`: a child's handle on its parent's
        `@FocusState`, so that the child's fields can take focus and the parent sees it. Its
        call site passes `$focus` of a `focusState` (or of a `focusBinding` the parent received
        itself); a `@State` or `@Binding` does not convert to a `FocusState.Binding`, and the
        generated view would not compile. A `focusState` of another type is TRL112.

        Wrong:
            <state name="field" type="Field?" initial="nil"/>
            ... <AddressFields focused="{$field}"/>
        Right:
            <focusState name="field" type="Field?"/>
            ... <AddressFields focused="{$field}"/>
            <view name="AddressFields">
              <focusBinding name="focused" type="Field?"/>
              ... <TextField title="Street" text="{$street}"><focused value="{$focused}" equals=".street"/></TextField>
        """#,
        "TRL242": #"""
        A focus state that cannot say "no field has focus".
        `@FocusState` holds `Bool` (false: none of its fields has focus) or an optional (nil: none
        has focus); focus leaving a field resets it to that value. Any other type has no such value.

        Wrong:
            <focusState name="slot" type="Int"/>
        Right:
            <focusState name="field" type="Field?"/>
            ... <focused value="{$field}" equals=".email"/>
        """#,
        "TRL205": #"""
        No ancestor provides an environment object.
        An `@EnvironmentObject` (or `@Environment(T.self)`) with no provider above it crashes at run
        time: "No ObservableObject of type T found" (Spanish article: "eso es un crash en runtime, no
        un error de compilación"). Trellis walks every path from every root view, through
        conditionals, `ForEach` rows and navigation destinations, and reports each consumer that some
        path reaches with nothing injected. A view that nothing mounts and that is not declared
        `root="true"` is taken for a view checked apart from its app: its own environment objects
        are its parent's to inject, and it gets no TRL205. A `root="true"` view that the program's
        `<app>` shows, with no `hostProvides`, has the app for its host and is checked from there.

        Navigation rule: a `NavigationLink` destination is hosted by its `NavigationStack`, so it sees
        only what is injected above the stack (or on the destination itself), never what is injected
        between the stack and the link (Pulse#211, berkeley-mobile-ios#503). When the stack is in an
        ancestor view, the same holds across views; a root's own links see what its host provides.

        Wrong (the articles' AppView without the modifier):
            <view name="AppView">
              <stateObject name="router" type="NavigationRouter" initial="NavigationRouter()"/>
              <body><ContentView/></body>
            </view>
            <view name="ContentView">
              <environmentObject name="router" type="NavigationRouter"/>
        Right:
              <body>
                <ContentView>
                  <environmentObject value="router"/>
                </ContentView>
              </body>
        A root mounted by code outside Trellis declares what its host injects:
            <view name="ProfileScreen" root="true" hostProvides="SessionManager">
        """#,
        "TRL206": #"""
        `$x` needs a source of truth.
        A binding reads and writes storage that someone owns: a `state`, a `binding`, a `@Published`
        property of an observed object, or a property of a `bindable` or `environment` model (for
        the latter Trellis writes the `@Bindable var model = model` Swift needs). A `let` input is a copy,
        a computed value has no storage, a `ForEach` item is a copy, and a property that is not
        `@Published` does not re-render anything when written.

        Wrong:
            <let name="isEditing" type="Bool"/>
            ... <EditToggleRow isEditing="{$isEditing}"/>
        Right (Spanish article): the owner keeps the state and hands down a binding,
            <state name="isEditing" type="Bool" initial="false"/>
            ... <EditToggleRow isEditing="{$isEditing}"/>
        and a child that must write it back declares `<binding name="isEditing" type="Bool"/>`.
        """#,
        "TRL207": #"""
        A binding input must be given a `$` projection.
        `@Binding` is a reference to someone else's storage; a plain value is a copy nobody can write
        back (Spanish article: "le pasás un Binding, no el valor crudo"). Built-in `Toggle isOn` and
        `TextField text` are bindings too.
        Wrong:  <EditToggleRow isEditing="{isEditing}"/>
        Right:  <EditToggleRow isEditing="{$isEditing}"/>
        """#,
        "TRL208": #"""
        A value input must not be given a `$` binding.
        A `let` (or object) input takes a value; `$x` is a `Binding`.
        Wrong:  <Header title="{$name}"/>
        Right:  <Header title="{name}"/>   or declare the child's input as a `binding`.
        """#,
        "TRL209": #"""
        A value passed to a child's `state` only sets its initial value.
        `@State` is owned by its view: the value from the call site becomes `State(initialValue:)`
        once per identity, and later changes from the parent are ignored (swiftui-router#12).
        Wrong:
            <view name="Stepper"><state name="count" type="Int" initial="0"/> ...
            <Stepper count="{start}"/>
        Right: a `let` to follow the parent, or a `binding` to share its state:
            <view name="Stepper"><let name="count" type="Int"/> ...
        A literal, or a call site whose `id` is the value passed, is not reported: the value
        cannot change, or a new value is a new view.
        """#,
        "TRL210": #"""
        An object wrapper on a value type.
        `stateObject`, `observedObject` and `environmentObject` require an `ObservableObject` class;
        a struct or a Swift value type cannot be observed that way (Spanish article: `@State` is for
        value types).
        Wrong:  <stateObject name="count" type="Int" initial="0"/>
        Right:  <state name="count" type="Int" initial="0"/>   or a plain `let` to receive it.
        """#,
        "TRL211": #"""
        An ObservableObject wrapper on an `@Observable` model.
        Observation-era models are not `ObservableObject`s (Spanish article, last paragraph: the owner
        uses `@State` instead of `@StateObject`, a receiver a plain property instead of
        `@ObservedObject`).
        Wrong:  <stateObject name="library" type="Library" initial="Library()"/>
        Right:  <state name="library" type="Library" initial="Library()"/>
        Replacements: `state` to own it, a plain `let` to receive it, `bindable` to bind to its
        properties, `environment` to read it from the environment. The fix-it applies the one named.
        """#,
        "TRL212": #"""
        A `state` holding an `ObservableObject`.
        `@State` does not subscribe to `@Published` changes, and its initial value is built eagerly
        every time the view struct is created; the object is never observed.
        Wrong:  <state name="viewModel" type="TimerViewModel" initial="TimerViewModel()"/>
        Right (Portuguese article's TimerView):
                <stateObject name="viewModel" type="TimerViewModel" initial="TimerViewModel()"/>
        """#,
        "TRL213": #"""
        A view instantiates itself with no conditional to stop it.
        A body that always contains itself, directly or through other views, never finishes building.
        A call site under `if`/`else`, inside a `ForEach` row or behind a `NavigationLink` breaks the
        cycle.
        Wrong:
            <view name="Echo"><body><VStack><Text>Echo</Text><Echo/></VStack></body></view>
        Right:
            <if condition="depth > 0"><Tree depth="{depth - 1}"/></if>
        """#,
        "TRL214": #"""
        A `state` is never read.
        Nothing in the view reads it (bodies, actions, modifiers, other initial values and `$`
        projections all count), so writing it re-renders nothing anyone sees.
        Wrong:  <state name="tapped" .../> ... <Button title="Tap" action="tapped = true"/>
        Right:  read it, e.g. <if condition="tapped"><Text>Tapped</Text></if>, or delete it.
        """#,
        "TRL215": #"""
        An environment object is injected but never consumed.
        No view reached from the modifier (navigation destinations only through the stack, see
        TRL205) declares an `environmentObject` of that type, so the injection does nothing.
        Wrong:  <Home><environmentObject value="auth"/></Home>   where no view below reads `auth`
        Right:  delete the modifier, or declare `<environmentObject name="auth" type="AuthViewModel"/>`
                in the view that needs it (Portuguese article's AppView and ContentView).
        """#,
        "TRL216": #"""
        An Observation wrapper on a type that is not `@Observable`.
        `environment` (`@Environment(T.self)`) and `bindable` (`@Bindable`) require an `@Observable`
        class (`kind="observable"`). An `ObservableObject` uses `environmentObject` and
        `observedObject`; a value type uses `let` or `binding`.
        Wrong:  <environment name="session" type="SessionManager"/>   (an ObservableObject)
        Right:  <environmentObject name="session" type="SessionManager"/>
        """#,
        // MARK: TRL217–TRL229
        "TRL217": #"""
        A call site creates the object it passes to an `observedObject` input.
        The child only observes the object; the caller builds a new one every time its body runs, so
        every update of the caller replaces the object and the state it held is lost, and `onAppear`
        does not run again (swiftui-facts.md: clean-architecture-swiftui#50, FetchImage#13,
        Kingfisher#1660, KaMPKit#250). Every spelling of a construction counts: `DetailModel()`,
        `DetailModel(x: 1)`, `DetailModel.init()`, `.init()`, in parentheses, or in a branch of `?:`
        or `??`, and a construction reached through the caller's own `computed` property or view
        `function` (one that returns a new object, or returns the parameter given one). A `bindable`
        input (`@Bindable`, for `@Observable` models) does not own its object either, and is judged
        the same way; its owner is a `state`. The same mistake written in the child's declaration
        is TRL201.

        Wrong:
            <DetailView model="{DetailModel()}"/>
            <DetailView model="{.init()}"/>
        Right: the caller owns the object and passes it; the child keeps observing.
            <stateObject name="model" type="DetailModel" initial="DetailModel()"/>
            ...
            <DetailView model="{model}"/>

        A note points at the child's `observedObject`. Fix-it, when the construction is one call with
        literal arguments, the call site is not repeated per row, and no other call site in the
        caller passes a construction to an input of that name: declare that `stateObject` in the
        caller and pass it.
        """#,
        "TRL218": #"""
        A `stateObject` does not create its object.
        `@StateObject` owns the object its initial value creates, once per identity. An initial value
        that names an object which already exists (a singleton such as `AppEnvironment.shared.store`,
        a property of another object, an input) creates nothing: the view claims an object something
        else owns, and keeps the first one it saw if that changes.

        Wrong:
            <stateObject name="store" type="Store" initial="AppEnvironment.shared.store"/>
        Right: receive it from the view that owns it,
            <observedObject name="store" type="Store"/>
        or read it from the environment, injected once above:
            <environmentObject name="store" type="Store"/>

        A `stateObject` that names an input this way is reported here, not as TRL204.
        """#,
        "TRL219": #"""
        State in rows keyed by position.
        A `ForEach` over `songs.indices` with `\.self`, over `0..<songs.count`, or over `enumerated()`
        keyed by `\.offset` gives each row the identity of its position. The `state` and `stateObject`
        of the row view, and of every view the row shows, stay with that position: after an insertion,
        a deletion or a reload, a row shows another element's state (swiftui-facts.md, ThinMP_iOS#16).
        A range between two literals, `0..<5`, is constant data and is not reported.

        Wrong:
            <ForEach items="songs.indices" id="\.self" item="index">
              <SongRow title="{songs[index].title}"/>
            </ForEach>
            <view name="SongRow"> ... <state name="isExpanded" type="Bool" initial="false"/>
        Right: key the rows by the element's stable id.
            <ForEach items="songs" id="\.id" item="song">
              <SongRow title="{song.title}"/>
            </ForEach>

        The warning is on each declaration; the notes point at every `ForEach` keyed by position that
        shows it. `allow="TRL219" reason="..."` on the declaration accepts it, for a list that never
        changes.
        """#,
        "TRL220": #"""
        A binding captured by index in rows keyed by position.
        `$songs[index]` in a `ForEach` over `songs.indices` binds a row to a position, not to an
        element. After a deletion, a row still on screen can read or write past the end of the array,
        which crashes (swiftui-facts.md, omlx#1634).

        Wrong:
            <ForEach items="songs.indices" id="\.self" item="index">
              <SongEditor song="{$songs[index]}"/>
            </ForEach>
        Right: iterate the elements keyed by a stable id and give each row its element (or a binding
        the element's owner derives from its id).

        `allow="TRL220" reason="..."` on the child's `binding` accepts it.
        """#,
        "TRL221": #"""
        A child's `stateObject` pins an object the caller keeps in another object.
        A value passed to a `stateObject` is only its initial value: the child keeps the first object
        it is given for as long as it keeps its identity, as `StateObject(wrappedValue:)` does. Given a
        property of an object its caller keeps (`viewModel.detailModel`), child and caller share that
        object until the caller replaces it; after that, the child keeps the old one.

        This is deliberate in woocommerce-ios#11836, where the child was meant to keep its object, so
        it is a warning, not an error. Choose:
        - to follow the caller's object, make the child's property an `observedObject`;
        - to start over when the object changes, give the call site an `id` that changes with it;
        - to keep the first object on purpose, say so on the child's declaration:
            <stateObject name="detail" type="DetailModel" initial="DetailModel()"
                         allow="TRL221" reason="an open editor keeps its draft when the list reloads"/>
        A caller that passes an object it holds by name (`model="{model}"`) is TRL202, an error.
        """#,
        "TRL222": #"""
        A view reads an environment object its own body injects.
        An injection reaches the views below it in the body, never the view whose body writes it. The
        view itself has no provider, and SwiftUI crashes when it reads the object (swiftui-facts.md:
        swiftui-navigation-stack#11, swiftui-router#29, ViewInspector#99).

        Wrong:
            <view name="Settings">
              <stateObject name="owned" type="Session" initial="Session()"/>
              <environmentObject name="session" type="Session"/>
              <body><VStack> ... <environmentObject value="owned"/></VStack></body>
            </view>
        Right: inject where the view is created, on its call site or above it in the parent:
            <Settings>
              <environmentObject value="session"/>
            </Settings>

        A note points at the injection in the view's own body, another at the call site to inject on.
        Reported once per view, instead of TRL205 once per root.
        """#,
        "TRL224": #"""
        A modifier SwiftUI deprecated, which it still accepts.
        SwiftUI keeps deprecated modifiers working, and swiftc warns at each use, naming what
        replaces it; Trellis does the same. The program checks, compiles and runs as written.
        `navigationBarTitle(_:)` is `navigationTitle(_:)` under its old name: the fix-it renames
        the element. `navigationViewStyle(_:)` styled the deprecated `NavigationView`; a
        `NavigationStack` is always a stack, so the modifier changes nothing and can go.

        Warned:
            <navigationBarTitle value="Countries"/>
        Right:
            <navigationTitle value="Countries"/>
        """#,
        "TRL223": #"""
        A method of a struct or an enum changes `self`, and is not `mutating`.
        A struct and an enum are values: a method that assigns one of their members (or calls a
        mutating method of one, such as `append`) changes the value it was called on, which Swift
        allows only in a `mutating` method ("cannot assign to property: 'self' is immutable").
        A model is a class, whose methods change its properties without it.

        Wrong:
            <struct name="Tally">
              <var name="count" type="Int"/>
              <function name="bump">count += 1</function>
            </struct>
        Right:
            <function name="bump" mutating="true">count += 1</function>
        The fix-it adds `mutating="true"`. A `mutating` method is called on a value the caller may
        change: a `state`, a `var`, a `binding`'s value (`draft.bump()`), not a `let` input.
        """#,
        "TRL140": #"""
        A function passed by name where its type does not fit.
        `action="save"` passes the function `save` itself, as Swift's `Button(action: save)`
        does, and `action="timer.skip"` a model's or struct's method. Swift converts a function
        only to a function type with the same parameters and
        result: a function that takes a value, or returns one, cannot be a `() -> Void` action.
        Call it in an action instead, giving its arguments.
        Wrong:  <function name="rename"><parameter name="title" label="_" type="String"/>...</function> ... <Button title="Rename" action="rename"/>
        Right:  <Button title="Rename" action="rename(draft)"/>
        """#,
        "TRL141": #"""
        An `async` function passed by name where a synchronous action is expected.
        A `Button`'s action, `onSubmit` and a `() -> Void` input run at once and cannot wait, so
        Swift does not convert an `async` function to their type. Start the work in a `Task`, which
        runs on the main actor, or pass it where an async action is taken (`task`, `refreshable`,
        an input of type `() async -> Void`).
        Wrong:  <function name="load" async="true">...</function> ... <Button title="Load" action="load"/>
        Right:  <Button title="Load" action="Task { await load() }"/>
        """#,
        "TRL142": #"""
        A throwing function passed by name where the action cannot throw.
        SwiftUI's actions do not throw: an error would have nowhere to go. Call the function in an
        action that handles the error with `do`/`catch`, or declare the input `() throws -> Void`.
        Wrong:  <function name="save" throws="true">...</function> ... <Button title="Save" action="save"/>
        Right:  <Button title="Save" action="do { try save() } catch { failed = true }"/>
        """#,
        "TRL143": #"""
        A statement that is a name alone, or a member alone (`timer.skip`, `user.name`).
        A function named without `()` is not called: Swift rejects it ("function is unused"). A
        value's name alone reads the value and does nothing with it, which Swift warns about.
        Call the function, or pass it by name where an action is expected (the whole action is
        then the name: `action="save"`, `action="timer.skip"`). `onChange`'s action is called with the old and new
        values, so it takes code, not a function's name.
        Wrong:  <onChange of="query" action="search"/>
        Right:  <onChange of="query" action="search()"/>
        """#,
        "TRL150": #"""
        An assignment to a local constant of the code: a `let`, a closure parameter, a name bound
        by `if let`, `guard let` or a `case` pattern, a `for` item or a caught error.
        These names hold copies for as long as the code runs; as in Swift they cannot change.
        A parameter of a closure whose type Trellis does not know (a gesture's `updating`
        closure) may be `inout`: assigning it is left to swiftc.
        Wrong:  action="let next = count + 1; next += 1"
        Right:  action="var next = count + 1; next += 1; count = next"
        """#,
        "TRL151": #"""
        An assignment to a property of the view that its code cannot write.
        Only `state` and `binding` properties are storage the view's code may change. A `let`
        input is a copy its caller passed; a `computed` value has no storage; an object wrapper
        (`stateObject`, `observedObject`, `environmentObject`, `environment`, `bindable`) holds
        one object: change its properties, not which object it is. A `gestureState` is set only
        by a gesture's `updating`, and a `namespace` is an identity the view keeps.
        Wrong:  <let name="title" type="String"/> ... action="title = &quot;x&quot;"
        Right:  <binding name="title" type="String"/> ... action="title = &quot;x&quot;"
        """#,
        "TRL152": #"""
        A local the code declares and never reads.
        swiftc warns about it, and generated code compiles without warnings, so the checker
        reports it first: a `let` or `var` never read, a name bound by `if let` or a `case`
        pattern never used, a `for` item never used.
        Wrong:  action="let next = count + 1; count = 0"
        Right:  action="let next = count + 1; count = next"
        Also:   `for _ in items`, `case .loaded(_)`, `if label != nil`
        """#,
        "TRL153": #"""
        A `var` the code never changes.
        As swiftc says, it is a constant: declare it with `let`.
        Wrong:  action="var next = count + 1; count = next"
        Right:  action="let next = count + 1; count = next"
        """#,
        "TRL154": #"""
        A call of an `async` method without `await`.
        A method declared `async="true"` suspends; Swift requires `await` in front of the call
        (or of the expression holding it), where code may wait: inside `Task { }`.
        Wrong:  action="Task { store.load() }"
        Right:  action="Task { await store.load() }"
        """#,
        "TRL155": #"""
        A call of a throwing method without `try`.
        A method declared `throws="true"` may throw; Swift requires `try` (handled in
        `do { } catch { }` or inside `Task { }`), `try?` (an error becomes `nil`) or `try!`.
        Reading an `async let` whose work throws (`async let value = try load()`) throws what the
        work threw, so the read is marked `try await value`.
        Wrong:  action="do { store.save() } catch { failed = true }"
        Right:  action="do { try store.save() } catch { failed = true }"
        """#,
        "TRL147": #"""
        `&` where no `inout` parameter takes the argument. `&count` passes the place `count`
        for a function to change, which only a parameter declared `inout` does; Swift rejects it
        anywhere else. Remove the `&`, or declare the parameter `inout`.
        Wrong:  <parameter name="value" label="_" type="Int"/> ... bump(&amp;count)
        Right:  <parameter name="value" label="_" type="inout Int"/> ... bump(&amp;count)
        """#,
        "TRL148": #"""
        A value passed to an `inout` parameter without `&`. The function changes the place it
        is given, so Swift asks the call to say so: `bump(&count)`. The place must be mutable:
        a `state`, a binding, a `var` local, a `var` member of one.
        Wrong:  bump(count)
        Right:  bump(&amp;count)
        """#,
        "TRL149": #"""
        `<else-if>`, `<elseIf>` or `<elseif>` after an `<if>`. Swift writes `else if c { ... }`,
        an `if` inside the `else`, and so does the language: `<else if="c">`. The element is read
        as that `else if`, so the `<else>` after it continues the chain.
        Wrong:  <else-if condition="count == 1"><Text>one</Text></else-if>
        Right:  <else if="count == 1"><Text>one</Text></else>
        """#,
        "TRL156": #"""
        Asynchronous work in synchronous code.
        Actions (`Button`, `onAppear`, `onDisappear`, `onChange`) and `withAnimation` run at once
        and cannot wait: an `async` method or an `await` there does not compile. Start the work
        in a `Task`, which runs it on the main actor; the fix-it wraps the statement.
        Wrong:  action="await store.load()"
        Right:  action="Task { await store.load() }"
        """#,
        "TRL157": #"""
        A `try` where a thrown error would have nowhere to go.
        An action cannot throw. Handle the error where it happens: `do { try ... } catch { ... }`,
        `try?` to turn the error into `nil`, or inside `Task { }`.
        Wrong:  action="try store.save()"
        Right:  action="do { try store.save() } catch { message = &quot;\(error)&quot; }"
        """#,
        "TRL158": #"""
        An assignment to, or a binding of, a property whose setter is private.
        `setter="private"` on a model's `published` or `property` declares Swift's `private(set)`:
        the model changes it through its methods; views only read it.
        Wrong:  <Toggle title="On" isOn="{$store.isOn}"/>      (isOn: setter="private")
        Right:  <Button title="Switch" action="store.toggle()"/>
        """#,
        "TRL159": #"""
        `$0` where it means no parameter.
        `$0`, `$1`, ... are the parameters of the innermost closure that names none. Outside a
        closure, or in a closure that names its parameters (`{ x in ... }`), there is none.
        Wrong:  items.map { x in $0.title }
        Right:  items.map { $0.title }      or  items.map { x in x.title }
        """#,
        "TRL160": #"""
        A `guard` whose `else` goes on.
        The code after a `guard` relies on its conditions, so its `else` must leave: `return`, or
        `break`/`continue` in a loop.
        Wrong:  guard let user = session.user else { message = &quot;none&quot; }
        Right:  guard let user = session.user else { message = &quot;none&quot;; return }
        """#,
        "TRL161": #"""
        `return`, `break` or `continue` where it cannot go.
        An action returns nothing (`return` takes no value there); `break` leaves a loop or a
        `switch` case; `continue` goes to a loop's next item.
        Wrong:  action="return count"      action="break"
        Right:  action="if count == 0 { return }; count -= 1"
        """#,
        "TRL162": #"""
        Code after `return`, `break` or `continue` in the same block.
        It never runs; swiftc warns about it. Remove it or move it before the jump.
        """#,
        "TRL163": #"""
        A `switch` over a number, a string or a `Bool` whose cases cannot list every value.
        Swift requires a `switch` to cover every value: give it a `default:` (or `case let x:`).
        A `Bool` is covered by `case true:` and `case false:`. Cases of enums are left to swiftc.
        Wrong:  switch count { case 0: label = &quot;none&quot; }
        Right:  switch count { case 0: label = &quot;none&quot;; default: label = &quot;some&quot; }
        """#,
        "TRL164": #"""
        An action given twice: as an attribute and as code content.
        Code may be written in the attribute, or, when it is long, as the element's content:
        `<onAppear>...</onAppear>`, `<Button title="Save"><action>...</action></Button>`, in
        text or CDATA. One of them runs; keep the one you mean.
        """#,
        "TRL165": #"""
        A statement that only computes a value, such as `items.map { ... }` or `names.sorted()`.
        The result is thrown away, so it does nothing (and swiftc warns). Assign it.
        Wrong:  action="names.sorted()"
        Right:  action="names = names.sorted()"     or   names.sort()
        """#,
        "TRL166": #"""
        `if let` or `guard let` on a value that is not optional.
        Optional binding unwraps an optional; a value that cannot be `nil` needs none. Use the
        value, or a `let` constant.
        Wrong:  if let name = title { ... }           (title: String)
        Right:  if let name = subtitle { ... }        (subtitle: String?)
        """#,
        "TRL167": #"""
        A `do` block with a `catch` where nothing throws.
        Only a `try` can throw out of a `do` block; without one the `catch` never runs, and swiftc
        warns. Mark the throwing call with `try`, or drop the `do` and `catch`.
        Wrong:  do { count = Int(text) ?? 0 } catch { failed = true }
        Right:  count = Int(text) ?? 0
        """#,
        "TRL168": #"""
        A `try` or `await` in front of code that neither throws nor suspends.
        `try` (and `try?`, `try!`) marks calls that may throw; `await` calls that may suspend. In
        front of anything else they mean nothing, and swiftc warns. Methods say what they do with
        `throws="true"` and `async="true"`; calls Trellis cannot judge are let through.
        Wrong:  let n = try? Int(text)           Task { await store.reset() }   (reset: not async)
        Right:  let n = Int(text)                Task { store.reset() }
        """#,
        "TRL169": #"""
        A `var` of an action used inside a `Task { }` of that action.
        The task runs concurrently with the code that started it, so Swift 6 rejects capturing a
        `var` from around it, to read or to write. Copy the value into a `let` before the task,
        or keep what changes in the view's state, which the task may change.
        Wrong:  action="var attempts = 0; Task { attempts += 1 }"
        Right:  action="let first = count; Task { await store.load(from: first) }"
        """#,
        "TRL170": #"""
        A `switch` over a declared enum that leaves some of its cases out.
        Swift requires a `switch` to cover every value; the message names each case missing. A
        case whose associated values are matched against values (`.loaded(0)`) or that has a
        `where` clause covers only part of its case. Applies in a body and in an action.
        Wrong:  <switch value="state"><case pattern=".idle">...</case></switch>
        Right:  <switch value="state"><case pattern=".idle">...</case><default>...</default></switch>
        """#,
        "TRL171": #"""
        A case of an enum given a different number of associated values than it declares.
        In a pattern, bind or match one per value (`.size(let w, let h)`, or `_` for the ones
        you do not need); where the case is made, pass one per value, in order.
        Wrong:  <case pattern=".size(let width)"> for `case size(width: Double, height: Double)`
        Right:  <case pattern=".size(let width, _)">
        """#,
        "TRL172": #"""
        An enum with associated values declared `rawType`, `caseIterable` or `identifiable`.
        Swift can give an enum raw values, `allCases` or the case itself as `id` only when no
        case carries values. Drop the conformance, or write the enum in Swift and declare it
        `external="true"` with the `id` it really has.
        Wrong:  <enum name="Message" caseIterable="true"><case name="text"><parameter type="String"/></case></enum>
        Right:  <enum name="Message"><case name="text"><parameter type="String"/></case></enum>
        """#,
        "TRL173": #"""
        A case with a `rawValue` in an enum that declares no `rawType`.
        Raw values belong to an enum with a raw type (`rawType="String"`, `rawType="Int"`); each
        case then has its name (or the next integer) unless it gives its own.
        Wrong:  <enum name="Color"><case name="green" rawValue="&quot;g&quot;"/></enum>
        Right:  <enum name="Color" rawType="String"><case name="green" rawValue="&quot;g&quot;"/></enum>
        """#,
        "TRL174": #"""
        A case that carries associated values, written without them where a value is made.
        `.loaded` alone is the function that makes the case, not a value of the enum; give it
        its values.
        Wrong:  <state name="feed" type="Feed" initial=".loaded"/>
        Right:  <state name="feed" type="Feed" initial=".loaded(items: [])"/>
        """#,
        "TRL175": #"""
        `==` or `!=` on a generated enum whose cases carry associated values.
        Swift makes such an enum `Equatable` only when it declares so, which generated enums do
        not (their values may not be comparable). Match the case in a `switch` instead.
        Wrong:  <if condition="load == .idle">
        Right:  <switch value="load"><case pattern=".idle">...</case><default/></switch>
        """#,
        "TRL176": #"""
        A `default` after cases that already cover every case of a declared enum.
        It can never run; swiftc warns about it, and Trellis keeps generated code free of
        warnings. Remove it, or remove the case it would otherwise stand for.
        Wrong:  <switch value="mode"><case pattern=".light">...</case><case pattern=".dark">...</case><default>...</default></switch>
        Right:  <switch value="mode"><case pattern=".light">...</case><case pattern=".dark">...</case></switch>
        """#,
        "TRL177": #"""
        A case of a `switch` that an earlier case already covers whole.
        The first matching case wins, so the later one is never matched; swiftc warns about it.
        A case matched with a `where` clause or with values covers only part of its case, so a
        later pattern for the same case is still reached.
        Wrong:  <case pattern=".idle">...</case><case pattern=".idle, .loading">...</case>
        Right:  <case pattern=".idle">...</case><case pattern=".loading">...</case>
        """#,
        "TRL178": #"""
        An action passed to a row's input of function type that captures the row's position.
        In a `ForEach` over `items.indices` (or a range), the item is a position. The row may run
        the action later (in a `Task`, after a sheet, on a timer), after the collection changed:
        the position then names another element, or is past the end and crashes. Capture the
        element's `id` and find the element when the action runs.
        Wrong:  <ForEach items="items.indices" id="\.self" item="index"><Row onDelete="items.remove(at: index)"/></ForEach>
        Right:  <ForEach items="items" item="item"><Row onDelete="items.removeAll { $0.id == item.id }"/></ForEach>
        """#,
        "TRL179": #"""
        `item="$row"` on a `ForEach` whose `items` is not a binding to a collection.
        `ForEach($rows) { $row in ... }` gives each row a binding to its element, which writes
        into the collection; that needs the collection's binding, `items="$rows"` over a
        `state` or `binding` that holds it. Without it, iterate values: `item="row"`.
        Wrong:  <ForEach items="rows" item="$row"><Toggle title="On" isOn="{$row.on}"/></ForEach>
        Right:  <ForEach items="$rows" item="$row"><Toggle title="On" isOn="{$row.on}"/></ForEach>
        """#,
        "TRL180": #"""
        A lowercase element where only views go that names no computed view of the view.
        Inside `body`, `if`, `else`, `case`, `default` and a computed view, a lowercase element
        places a computed view or a view-building function of the same view: `<header/>` is
        Swift's `header`. The name must be one the view declares with `<computed>` or `<function>`.
        Wrong:  <computed name="header"><Text>Scrums</Text></computed> ... <body><VStack><heder/></VStack></body>
        Right:  <computed name="header"><Text>Scrums</Text></computed> ... <body><VStack><header/></VStack></body>
        """#,
        "TRL181": #"""
        A view-building function placed without a value for one of its parameters.
        `<function name="row"><parameter name="item" label="for" type="Item"/>...</function>` is
        Swift's `func row(for item: Item) -> some View`; every use passes each parameter as an
        attribute named after its name or, as Swift's call writes it, its label: `<row
        item="{item}"/>` and `<row for="{item}"/>` are `row(for: item)`.
        Wrong:  <row/>
        Right:  <row item="{item}"/>
        """#,
        "TRL182": #"""
        An attribute on a computed view's or function's use that names none of its parameters.
        A computed view takes no values; a function takes the parameters it declares, each
        written as an attribute named after the parameter's `name`, or after its label as Swift's
        call writes it (`for` of `row(for: item)`) when no other parameter has that name.
        Wrong:  <row element="{item}"/>
        Right:  <row for="{item}"/>
        """#,
        "TRL183": #"""
        A computed view or view-building function that places itself, directly or through others.
        Swift would build the views forever (a computed property that reads itself never
        returns). Place other views, or make a separate view with its own state.
        Wrong:  <computed name="header"><VStack><header/></VStack></computed>
        Right:  <computed name="header"><VStack><Text>Header</Text></VStack></computed>
        """#,
        "TRL184": #"""
        A computed view or function with the name of another member of the same view.
        Swift rejects two members of one type with the same name: a `state`, an input, a
        computed property, a slot or another computed view already has it.
        Wrong:  <state name="header" type="String" initial="&quot;&quot;"/><computed name="header"><Text>{header}</Text></computed>
        Right:  <state name="title" type="String" initial="&quot;&quot;"/><computed name="header"><Text>{title}</Text></computed>
        """#,
        "TRL185": #"""
        A computed view or function named like one of the language's own modifiers.
        Those are `onAppear`, `onDisappear`, `onChange`, `id`, `environment`, `environmentObject`,
        `slot` and `action`: `<onAppear/>` would be the modifier or the member placed, and
        Trellis cannot tell which was meant. Rename the member. A member may share the name of a
        modifier of the prelude
        (`badge`, `overlay`): an empty element whose attributes give every parameter of the member
        places it, as Swift's overload resolution picks the view's own `badge(for:)` for
        `badge(for: cents)`; other attributes make it the modifier.
        Wrong:  <computed name="onAppear"><Text>Badge</Text></computed>
        Right:  <computed name="countBadge"><Text>Badge</Text></computed>
        """#,
        "TRL187": #"""
        A view's function that declares a result and has a path that ends without giving one.
        `<function name="total" returns="Int">` is Swift's `func total() -> Int`: every path
        through its code must end in `return` with a value (a bare `return` gives none). Swift
        rejects the function otherwise ("missing return").
        Wrong:  <function name="total" returns="Int">if count > 0 { return count }</function>
        Right:  <function name="total" returns="Int">return max(count, 0)</function>
        """#,
        "TRL188": #"""
        A call of a view's function with other argument labels than it declares.
        Each `<parameter>`'s `label` is the call's label (its `name` when no label is given,
        none for `label="_"`), in order, as Swift requires.
        Wrong:  <function name="add"><parameter name="amount" label="by" type="Int"/>count += amount</function> ... action="add(2)"
        Right:  <function name="add"><parameter name="amount" label="by" type="Int"/>count += amount</function> ... action="add(by: 2)"
        """#,
        "TRL190": #"""
        An environment value whose `key` names no value of `EnvironmentValues`, or is no key path.
        `<environment name="dismiss" key="\.dismiss"/>` is Swift's `@Environment(\.dismiss) private
        var dismiss`: the key is a key path to a member of `EnvironmentValues`, which the prelude
        declares (`dismiss`, `isPresented`, `scenePhase`, `colorScheme`, `openURL`, `isEnabled`).
        Swift rejects a key path to a member that does not exist.
        Wrong:  <environment name="dismiss" key="\.dismis"/>
        Right:  <environment name="dismiss" key="\.dismiss"/>
        """#,
        "TRL191": #"""
        An environment value declared with a `type` that is not the type of its key.
        The type of `@Environment(\.isEnabled)` is the type `EnvironmentValues` gives `isEnabled`,
        `Bool`; a declaration that says otherwise would not compile. Leave `type` out: the checker
        takes the declared one.
        Wrong:  <environment name="enabled" key="\.isEnabled" type="Int"/>
        Right:  <environment name="enabled" key="\.isEnabled"/>
        """#,
        "TRL230": #"""
        A view reads `dismiss` but no root presents it (in a `sheet`, `fullScreenCover` or
        `popover`) or pushes it (as a `NavigationLink` destination), directly or inside such
        content. `dismiss` closes the nearest presentation or pops the nearest pushed destination
        above the view that reads it, and "has no effect on a view that isn't currently presented"
        (Apple docs, DismissAction): the Close button does nothing. A warning, since Swift code
        outside the program may present the view; say so with `allow="TRL230"` and a reason.
        Wrong:  <view name="Home" root="true"><environment name="dismiss" key="\.dismiss"/> ... <Button title="Quit" action="dismiss()"/>
        Right:  <sheet isPresented="{$isShowing}"><Settings/></sheet>   (Settings reads dismiss)
        """#,
        "TRL231": #"""
        A presentation whose flag is never set. A `state` that starts `false` drives a `sheet`,
        `fullScreenCover`, `popover`, `alert` or `confirmationDialog`, and nothing else in the view
        mentions it: no action sets it, no child receives `$flag`. The presentation never shows;
        usually the button sets another flag, or was removed. A warning: Swift code may reach the
        state in ways the XML does not show; accept it with `allow="TRL231"` and a reason.
        Wrong:  <Button title="Help" action="isShowingAbout = true"/> <sheet isPresented="{$isShowingHelp}">...
        Right:  <Button title="Help" action="isShowingHelp = true"/> <sheet isPresented="{$isShowingHelp}">...
        The item of `sheet(item:)`, `fullScreenCover(item:)` or `popover(item:)` is the same: a
        `state` starting `nil` that nothing sets never presents its content.
        Wrong:  <Button title="{note.title}" action="selected = note"/> <sheet item="{$editing}">...
        Right:  <Button title="{note.title}" action="editing = note"/> <sheet item="{$editing}">...
        A view function counts as an action that may set it.
        """#,
        "TRL232": #"""
        No `modelContainer` above a view that reads the model context.
        A `query` (`@Query`) and `<environment key="\.modelContext">` read the context of the
        nearest `modelContainer` above the view. SwiftData fails at run time without one ("failed
        to find a currently active container"), and so does the runtime. Trellis walks every path
        from every root, as for environment objects (TRL205); a `modelContainer` on the app's
        `WindowGroup` reaches every screen. Where to put it is the author's choice, so there is no
        fix-it.
        Wrong:
            <app name="NotesApp"><body><WindowGroup><NoteList/></WindowGroup></body></app>
            <view name="NoteList">
              <query name="notes" type="[Note]"/>
        Right:
            <app name="NotesApp">
              <body>
                <WindowGroup>
                  <NoteList/>
                  <modelContainer for="Note.self"/>
                </WindowGroup>
              </body>
            </app>
        A root whose host sets up the container (a test, a preview) declares it:
            <view name="NoteList" root="true" hostProvides="ModelContext">
        """#,
        "TRL233": #"""
        A `query` that does not hold an array of SwiftData models.
        `<query name="items" type="[Item]"/>` is `@Query private var items: [Item]`: the models of
        type `Item` that the context keeps, where `Item` is a `<model kind="model">` (SwiftData's
        `@Model`). The model alone, `type="Item"`, names what the query fetches, as SwiftData's
        `Query<Item, [Item]>` does, and is read as `[Item]`. An `@Observable` model that no context
        keeps, or a value type, is no query's result.
        Wrong:  <query name="entries" type="[Entry]"/>
                <model name="Entry" kind="observable"><var name="date" type="Date"/></model>
        Right:  <query name="entries" type="[Entry]" sort="\Entry.date" order="reverse"/>
                <model name="Entry" kind="model"><var name="date" type="Date"/></model>
        """#,
        "TRL192": #"""
        `sheet(item:)`, `fullScreenCover(item:)` or `popover(item:)` with an item that is not
        `Identifiable`. SwiftUI presents while the item is not nil and, when the item's `id`
        changes, dismisses the content and presents new content; swiftc rejects other types. The
        program's own structs are identifiable when declared `identifiable="true"` with an `id`.
        Types written in Swift are taken at their word.
        Wrong:  <state name="opened" type="Note?" initial="nil"/> ... <sheet item="{$opened}">   (Note has no id)
        Right:  <struct name="Note" identifiable="true"><field name="id" type="Int"/>...</struct>
        """#,
        "TRL193": #"""
        A view writes `dismiss` or `isPresented` with `<environment key value>`. SwiftUI sets them
        for the content of a presentation or a pushed destination; their setters are not public, so
        `.environment(\.dismiss, ...)` does not compile. Write the values views may set, such as
        `\.colorScheme` or `\.isEnabled`.
        Wrong:  <environment key="\.isPresented" value="true"/>
        Right:  <environment key="\.colorScheme" value=".dark"/>
        """#,
        "TRL194": #"""
        An assignment to, or a binding of, a `let` member.
        `<let>` in a `struct` or a `model` declares Swift's `let`: its value is set once, by the
        initializer, and never changes, so the XML may read it but neither assign nor bind it. A
        `<field>` with an `initial` value is a `let` too. Declare the member `<var>` (or `<field>`
        without a value) where the value changes, as the Swift must then say.
        Wrong:  <TextField title="ID" text="{$scrum.id}"/>      (id: <let name="id" type="String"/>)
        Right:  <Text>{scrum.id}</Text>
        """#,
        "TRL195": #"""
        A call of a type whose labels fit none of its declared initializers.
        A struct or model written in Swift lists its initializers with `<init>`, each with its
        `<parameter>`s in Swift's order (a `default` lets a call leave one out). Once one is
        declared, a call of the type must fit one of them, as in Swift; a type that declares none
        takes any arguments, which swiftc judges. A placement of a view that declares several
        `init`s must name the parameters of one of them, by label, and give each that has no
        `default`.
        Wrong:  Item(nme: "Milk")         (<init><parameter name="name" type="String"/></init>)
        Right:  Item(name: "Milk")
        """#,
        "TRL196": #"""
        A value placed as a view whose type is not a view.
        A body places a value in scope as a view by its name, as Swift's `{ image in image }` does:
        `<image/>`, with modifiers inside, `<image><resizable/></image>` for `image.resizable()`.
        The name may be a call's `item` (an `AsyncImage`'s image), a name bound by an `if` or a
        `case`, a `let` among the views or a `let` input of the view. Its type must be a view:
        `Image`, a view declared in XML or in Swift, or `AnyView`. Show other values in a `Text`.
        Wrong:  <let name="title" type="String"/> ... <body><title/></body>
        Right:  <let name="title" type="String"/> ... <body><Text>{title}</Text></body>
        """#,
        "TRL237": #"""
        A view's value passed to a view as `value`.
        Swift shows a value whose type is a view by writing the value itself:
        `landmark.image.resizable()`, not `Image(landmark.image)`. A body does the same: it places
        the value by its name or path, with the modifiers inside (see TRL196).
        Wrong:  <Image value="{landmark.image}"><resizable/></Image>
        Right:  <landmark.image><resizable/></landmark.image>
        """#,
        "TRL197": #"""
        An `app` whose body is not one `WindowGroup`.
        `<app name="ScrumsApp">` is the program's entry, SwiftUI's `struct ScrumsApp: App`. Its
        `body` is its scene: one `WindowGroup` whose content is the first screen. Views, modifiers
        and control flow go inside the `WindowGroup`.
        Wrong:  <app name="NotesApp"><body><NotesList/></body></app>
        Right:  <app name="NotesApp"><body><WindowGroup><NotesList/></WindowGroup></body></app>
        """#,
        "TRL198": #"""
        A `WindowGroup` in a view's body.
        `WindowGroup` is a `Scene`: it opens a window, and only an app's `body` holds it. A view
        places views. Declare the program's entry with `<app>`, whose `WindowGroup` shows the view.
        Wrong:  <view name="Root"><body><WindowGroup><NotesList/></WindowGroup></body></view>
        Right:  <app name="NotesApp"><body><WindowGroup><NotesList/></WindowGroup></body></app>
        """#,
        "TRL199": #"""
        An `app` that declares an input.
        The system creates an app with `init()`, so nothing passes it a `let`, a `binding`, an
        `observedObject` or a `bindable`. Give a constant its value, own the object with a
        `stateObject` (it lives as long as the app), or move the input to a view the app shows.
        An app's own `<init>` taking nothing is that `init()`: a `let` or `var` it gives a value
        there is no input.
        Wrong:  <app name="NotesApp"><observedObject name="store" type="NoteStore"/>...</app>
        Right:  <app name="NotesApp"><stateObject name="store" type="NoteStore" initial="NoteStore()"/>...</app>
        """#,
        "TRL256": #"""
        A slot a view declares and never places in its body.
        A view declared in XML takes content in slots and shows it where its body writes `<slot/>`
        (the first slot) or `<slot name="footer"/>`. A slot placed nowhere drops what every call
        site passes to it: the views are built by the call site and then never shown, so they own
        no state and see no environment. Place the slot, or remove its declaration.
        Wrong:  <view name="Panel"><slot name="content"/><slot name="footer"/><body><VStack><slot/></VStack></body></view>
        Right:  <view name="Panel"><slot name="content"/><slot name="footer"/><body><VStack><slot/><slot name="footer"/></VStack></body></view>
        """#,
        "TRL257": #"""
        A call that more than one form of a view or modifier takes, none of them more specific.
        Overloads are chosen as Swift chooses them: among the forms that take every attribute
        written, the one that leaves out the fewest parameters wins. Among those, a form whose type
        the argument does not fit (a protocol its type does not conform to) is no candidate, and a
        form whose parameter type is the argument's own type beats one it converts or conforms to
        (`.bordered` is a `PrimitiveButtonStyle`, so it picks that `buttonStyle`, and a style
        declared `protocols="ButtonStyle"` picks the other). When two forms are still equally good, swiftc
        reports "ambiguous use", and so does Trellis, naming each form in a note, instead of picking
        one by declaration order. Give the value a type that fits one form better. Where the checker
        cannot judge a type (a type written in Swift that it does not know), the forms keep their
        declaration order, since the generated call is spelled the same for each.
        Wrong:  <struct name="BothStyle" external="true" protocols="ButtonStyle PrimitiveButtonStyle"/> ... <buttonStyle value="BothStyle()"/>
        Right:  <struct name="CardStyle" external="true" protocols="ButtonStyle"/> ... <buttonStyle value="CardStyle()"/>
        """#,
        "TRL228": #"""
        An `allow` that is incomplete or names something that is not a warning.
        `allow` and `reason` are the one way to accept a warning: on the declaration the warning is
        about (or on the `environmentObject`/`environment` injection, for TRL215), `allow` lists the
        codes and `reason` says why they do not apply there.
            <state name="count" type="Int" initial="start" allow="TRL204" reason="a draft of the value it was opened with"/>
        Both are required; an `allow` without a reason silences nothing. Only warnings can be allowed:
        an error means the program does not do what it says.
        """#,
        "TRL260": #"""
        A standard type has no such member.
        Members of `String`, `Int`, `Double`, `Bool`, `Character`, `Substring`, `Array`, `Dictionary`,
        `Set`, `Optional`, `Date`, `URL` and `UUID` are checked against their interface, the prelude's
        Standard.xml (`trellis prelude String` prints one type's part). A type parameter is bound at
        the use: on `[Scrum]`, `first` is a `Scrum?`. The fix-it offers the declared member when one
        is close.
        Wrong:  <Text>{name.lenght}</Text>
        Right:  <Text>{name.count}</Text>
        A member Swift has but the interface leaves out (or one your own Swift extension adds) is
        reached through a computed property or method of your model, whose interface you declare,
        or through a value of a type the interface does not describe.
        """#,
        "TRL261": #"""
        A call of a standard type's method fits none of its declared forms.
        A method is chosen by its argument labels, in order; parameters with a default may be left
        out, and a trailing closure fills a parameter of function type whatever its label. A
        property (`count`) is read without parentheses.
        Wrong:  names.contains(element: "Ana")      text.count()
        Right:  names.contains("Ana")               text.count
        The same holds for a model's or struct's methods overloaded by label: `load(id:)` and
        `load(name:)` may both be declared (two with the same labels are TRL100), and a call
        chooses by its labels.
        """#,
        "TRL262": #"""
        A static stored property of a generated model or struct has no value.
        Swift requires a `static let` to be initialized where it is declared; Trellis generates
        the declaration, so it needs the value. An external type declares only the interface of
        a static its Swift declares.
        Wrong:  <property name="shared" type="Store" static="true"/>
        Right:  <property name="shared" type="Store" static="true" initial="Store()"/>
        A generated model's statics belong to the main actor (`@MainActor static let`), as the
        views that read them do: a class is not `Sendable`.
        """#,
        "TRL263": #"""
        A generated model or struct declares a conformance it does not provide.
        `protocols="Store"` promises every requirement of `<protocol name="Store">`: each property
        with the same type (settable where the requirement says `access="get set"`), each method
        with the same labels, parameter types and result, and no effect the requirement lacks (a
        plain method satisfies an `async` or `throws` requirement, not the other way round). The
        error is at the type; a note points at each requirement it lacks.
        Wrong:  <protocol name="Store"><property name="items" type="[String]"/></protocol>
                <model name="Memory" protocols="Store"><property name="titles" type="[String]" initial="[]"/></model>
        Right:  <model name="Memory" protocols="Store"><property name="items" type="[String]" initial="[]"/></model>
        A type written in Swift (`external="true"`) is checked by its witness instead, when the
        target compiles.
        """#,
        "TRL264": #"""
        An object wrapper of a protocol's existential.
        SwiftUI's `@ObservedObject`, `@StateObject` and `@EnvironmentObject` need a concrete
        `ObservableObject` class, and `@Environment(Type.self)` and `@Bindable` a concrete
        `@Observable` one: `any Store` is neither, and swiftc rejects it. Declare the model's own
        type, or receive the value as a plain `let`, whose members are the protocol's (a view
        holding `let store: any Store` does not update when the object changes).
        Wrong:  <observedObject name="store" type="any Store"/>
        Right:  <observedObject name="store" type="MemoryStore"/>    <let name="store" type="any Store"/>
        """#,
        "TRL265": #"""
        A protocol used as a type without `any`.
        A value of any type conforming to a protocol is Swift's existential, spelled `any Store`
        (`(any Store)?` for an optional, `[any Store]` for an array). Trellis asks for the
        spelling Swift 6 recommends and the next language mode requires.
        Wrong:  <let name="store" type="Store"/>
        Right:  <let name="store" type="any Store"/>
        """#,
        "TRL266": #"""
        An assignment through `any Protocol` to a get-only requirement.
        A requirement `<property name="title" type="String"/>` is `var title: String { get }`:
        through the protocol it can be read, never written, whatever the conforming type allows.
        Wrong:  store.title = "Groceries"          (title declared with the default access="get")
        Right:  <property name="title" type="String" access="get set"/>
        A write through a protocol that is not class-bound (`protocols="AnyObject"`) changes the
        value held, so the holder must be writable (a `state`, not a `let`), as in Swift.
        """#,
        "TRL267": #"""
        A conformance that cannot be generated.
        A generated model conforms to the protocols the program declares with `<protocol>`: Trellis
        writes the class and cannot provide what another protocol requires. A struct cannot
        conform to a class-bound protocol (`protocols="AnyObject"` on the protocol), and neither a
        model nor a struct conforms to a name that is not a protocol.
        Wrong:  <model name="Store" protocols="Item"/>     (Item is a struct)
        Right:  <protocol name="Listing">...</protocol>  <model name="Store" protocols="Listing">
        Declare the type `external="true"` and write it in Swift to conform to Swift's own protocols.
        """#,
        "TRL300": #"""
        swiftc's error on the Swift the screens generate, reported at the XML that holds it.
        Trellis's own rules judge names and ownership; whether the Swift inside the XML type-checks
        is swiftc's verdict. `trellis check` compiles the generated Swift as a build would, with
        the program's own `.swift` files and against the runtime, and reports each swiftc error
        at the XML line and column it comes from, in the XML's names. What checks clean builds.
        Wrong:  <state name="count" type="Int" initial="0"/> ... action="count = count + 1.5"
        Right:  action="count = count + 1"   (or make `count` a `Double`)
        `--fast` checks Trellis's own rules alone, without swiftc.
        """#,
        "TRL301": #"""
        swiftc's warning on the Swift the screens generate, reported at the XML that holds it.
        A program that checks clean compiles without a warning, so swiftc's warnings are reported
        as Trellis warnings; `--warnings-as-errors` makes them errors, as for Trellis's own.
        Wrong:  action="let unused = items.count"
        Right:  action="_ = items.count"
        """#,
        "TRL302": #"""
        The Swift pass could not check the program with the swiftc it found.
        A temporary folder could not be written, swiftc could not start, or it stopped without
        saying why (a crash). The message
        gives the reason. The screens were checked by Trellis's own rules only; run
        `trellis check --fast` to skip the Swift pass, and report a crash with the screens that
        cause it.
        Wrong:  TRELLIS_SWIFTC=/usr/bin/false trellis check Screens
        Right:  trellis check Screens   (with swiftc on PATH)
        """#,
        "TRL280": #"""
        A presentation driven by a flag whose content reads a `state` the same action sets.
        SwiftUI builds a `sheet(isPresented:)`'s content (and a cover's or popover's) with the
        closure of the body's last evaluation. A `state` the body reads nowhere outside that
        content does not make the body evaluate again when it changes, so a tap that sets it and
        the flag together presents content built from the value before the tap: the first sheet
        is empty or shows the previous item (meeting-transcriber#332: "opened as an empty window
        on the first tap. A second tap showed it correctly").

        Wrong:
            <state name="selected" type="Voice?" initial="nil"/>
            <state name="isShowingDetail" type="Bool" initial="false"/>
            ... <Button title="{voice.name}" action="selected = voice; isShowingDetail = true"/>
            <sheet isPresented="{$isShowingDetail}"><Text>{selected?.name ?? "none"}</Text></sheet>
        Right: drive the presentation by the item itself; the content receives the new value.
            <state name="selected" type="Voice?" initial="nil"/>
            ... <Button title="{voice.name}" action="selected = voice"/>
            <sheet item="{$selected}"><content item="voice"><Text>{voice.name}</Text></content></sheet>

        A `state` the body also reads outside the content (a `Text`, a condition, an argument) makes
        the body evaluate again with the new value, and is not reported; neither is a `$state`
        binding passed into the content, which reads the current value. An action includes the
        view's functions it may call. `allow="TRL280" reason="..."` on the `state` the content
        reads accepts it.
        """#,
        "TRL281": #"""
        Two `navigationDestination(for:)` for the same type in one stack.
        A stack looks a pushed value's type up among the destinations its views register. With two
        for one type, SwiftUI logs "A navigationDestination for ... was declared earlier on the
        stack. Only the destination declared closest to the root view of the stack will be used"
        (the message NavigationBackport#58 quotes) and never shows the other one. Nothing can make
        it reachable, so it is an error, as the ignored destination of TRL247 is.
        Wrong:
            <NavigationStack><VStack>
              <Text>Featured<navigationDestination for="Park.self" item="park">...</navigationDestination></Text>
              <navigationDestination for="Park.self" item="park">...</navigationDestination>
            </VStack></NavigationStack>
        Right: one destination for `Park` in the stack, which chooses what to show from the value.
            <NavigationStack><VStack>
              <Text>Featured</Text>
              <navigationDestination for="Park.self" item="park">...</navigationDestination>
            </VStack></NavigationStack>

        Checked within one body: destinations in the same `NavigationStack` (or at the level of the
        body), not in different branches of an `<if>` or `<switch>`, which never coexist, not in
        different columns of a split view, and not in content passed into a slot. The one
        reported is the one farther from the stack's root.
        """#,
        "TRL282": #"""
        A `navigationDestination` outside any `NavigationStack`.
        Destinations are registered with the stack that encloses them. A sheet, cover or popover
        shows its content in a hierarchy of its own, outside the presenter's stack, so a destination
        in that content without a stack inside it is ignored: SwiftUI logs "The
        `navigationDestination` modifier only works inside a `NavigationStack` or
        `NavigationSplitView` ... It will be ignored" (gem-ios#186), and links to its type do nothing.
        Wrong:  <sheet isPresented="{$isShowingKeys}"><VStack>...<navigationDestination for="Key.self" item="key">...</navigationDestination></VStack></sheet>
        Right:  <sheet isPresented="{$isShowingKeys}"><NavigationStack><VStack>...<navigationDestination for="Key.self" item="key">...</navigationDestination></VStack></NavigationStack></sheet>

        Only what the whole program shows is reported: a destination in a presentation's content
        with no stack in it, or at the level of the body of a view whose every call site is such
        content (directly, or through views that show it in place). A view that may be a root of
        the program (`root="true"`, or shown by no other view) is not reported, since its host may
        put it in a stack, nor is content passed into a slot.
        """#,
        "TRL283": #"""
        An `id` made afresh each time the body runs.
        `.id(value)` is the view's identity: a new value is a new view. `UUID()`, `Date()`,
        `Date.now` and `Int.random(in:)` make a new value on every evaluation, so every update of
        the view that holds it removes the view and makes a new one: its `state` and `stateObject`
        start over, a text field loses what was typed, `onAppear` runs again, and the view is
        rebuilt at a cost (skip-ui#274 shows what a changed `.id` does to `@State`).
        Wrong:  <Counter><id value="UUID()"/></Counter>
        Right:  keep the id in a `state` and change it when the view should start over:
            <state name="generation" type="UUID" initial="UUID()"/>
            ... <Button title="Reset" action="generation = UUID()"/>
            <Counter><id value="generation"/></Counter>
        or give rows the stable `id` of their element. Only a value that is always evaluated is
        reported: a branch of `?:` and the right side of `??`, `&&` and `||` may not run.
        `allow="TRL283" reason="..."` on the `<id>` accepts it, for a view meant to start over on
        every update.
        """#,
        "TRL284": #"""
        An `id` that changes with a value written inside the view it identifies.
        `.id(value)` is the view's identity: a changed value is a new view. When the view itself
        writes the value (a `TextField` editing `amount` inside `.id(amount)`, a sidebar button
        bumping the `revision` its split view is identified by), every write throws the view away:
        its `state` starts over and the field being edited loses focus after each keystroke
        (vultisig-ios#3521). Writes are assignments, mutating calls such as `toggle()` or
        `append`, a view function an action calls that writes it, and `$value` passed to a view
        inside. Modifiers before the `<id>` are inside the view; those after it are outside.
        Wrong:  <Form><TextField title="Amount" text="{$amount}"/><id value="amount"/></Form>
        Right:  identify it by what selects it, which it does not write:
            <Form><TextField title="Amount" text="{$amount}"/><id value="token"/></Form>
        or put the button that resets it outside the view it resets. A view meant to start over
        from inside (a "new game" button) is accepted with `allow="TRL284" reason="..."` on the
        `<id>`. An object is identified by itself: only a property read through it, such as
        `viewModel.amount`, is judged.
        """#,
        "TRL285": #"""
        A row's `id` that is its position inside a `ForEach` keyed by the element.
        The `ForEach` keys a row by its element's id, and `.id(pair.offset)` or
        `.id(items.firstIndex(of: item))` on the row keys it again by its position. When a row is
        inserted, removed or moved, the element keeps its row but its position changes, so the
        inner `id` makes it a new view: its state starts over and it animates as a removal and an
        insertion.
        Wrong:  <ForEach items="Array(songs.enumerated())" id="\.element.id" item="pair">
                  <SongRow song="{pair.element}"><id value="pair.offset"/></SongRow></ForEach>
        Right:  <ForEach items="Array(songs.enumerated())" id="\.element.id" item="pair">
                  <SongRow song="{pair.element}" number="{pair.offset + 1}"/></ForEach>
        `allow="TRL285" reason="..."` on the `<id>` accepts it.
        """#,
        "TRL286": #"""
        `ForEach` keyed by `\.self` over values that may repeat.
        `id="\.self"` makes each value its row's id, so two equal values are two rows with one
        id: SwiftUI logs "the ID ... occurs multiple times within the collection, this will give
        undefined results" and shows the wrong row or drops one (SwiftUI-Sound-Visualizer#2,
        sound levels; subconscious#64, suggestions made from other data). It is reported for
        measured numbers (`Double`, `Float`, `CGFloat`, `Decimal`) and for values made from other
        data (`posts.map(\.author)`, `split`, `components`), sorted or filtered or not. A list of
        strings or whole numbers the view holds is not judged: names, tags and page numbers are
        most often kept unique by the program that fills the list. A range, a `Set`, a
        dictionary's `keys`, an enum's `allCases`, `indices`, and a literal array of distinct
        literals are unique and never reported.
        Wrong:  <ForEach items="levels" id="\.self" item="level">
        Right:  <ForEach items="levels.indices" id="\.self" item="index">, or elements with an
        `id`: <ForEach items="samples" item="sample">.
        Values unique by construction are accepted with `allow="TRL286" reason="..."` on the
        `<ForEach>`.
        """#,
        "TRL287": #"""
        `ForEach` over a range that changes, without an `id`.
        `ForEach(0..<count)` without an `id` is SwiftUI's form for constant data: it reads the
        range once (Apple docs, `ForEach.init(_:content:)`: "The instance only reads the initial
        value of the provided data and doesn't need to identify views across updates"), logs
        "count (n) != its initial count" when the range changes, and keeps showing the first
        rows. A range between two integer literals is constant and is not reported.
        Wrong:  <ForEach items="0..&lt;count" item="index">
        Right:  <ForEach items="0..&lt;count" id="\.self" item="index">
        `allow="TRL287" reason="..."` on the `<ForEach>` accepts it.
        """#,
        "TRL288": #"""
        Two presentations driven by one flag.
        A `sheet`, `fullScreenCover`, `popover`, `alert` or `confirmationDialog` presented by the
        same `isPresented` binding as another one in the same body: when the flag becomes true
        both try to present, SwiftUI shows one and ignores the other (it logs "Currently, only
        presenting a single sheet is supported" or that the view "is already presenting"). Nothing
        can make both show, so it is an error. Presentations in different branches of an `<if>`
        or `<switch>` never coexist and are not reported.
        Wrong:  <sheet isPresented="{$isShowing}">...</sheet> <alert title="Saved" isPresented="{$isShowing}"/>
        Right:  one flag each, or one `item` whose value says which to show:
            <state name="isShowingEditor" .../> <state name="isShowingSaved" .../>
        """#,
        "TRL289": #"""
        A `fullScreenCover` with no way out.
        A full-screen cover cannot be swiped away: only the program dismisses it. When no view in
        its content calls `dismiss` (declares `environment` `\.dismiss`), sets its flag or item,
        receives `$flag`, or calls a view function that may, and nothing in the presenting view
        sets the flag back to `false` (or the item to `nil`), the user is stuck in it.
        Wrong:  <fullScreenCover isPresented="{$isPlaying}"><Player/></fullScreenCover>
                where `Player` never dismisses.
        Right:  <fullScreenCover isPresented="{$isPlaying}"><Player isPlaying="{$isPlaying}"/></fullScreenCover>,
                or `Player` declares `<environment name="dismiss" key="\.dismiss"/>` and calls it.
        A cover the host dismisses in a way the checker cannot see is accepted with
        `allow="TRL289" reason="..."` on the flag's `state`. Only a flag or item that is a `state`
        of the presenting view is judged, and content the checker could not resolve concludes
        nothing.
        """#,
        "TRL293": #"""
        An action inside a presentation's content presents another one attached outside it.
        A view hierarchy presents one sheet at a time: while a `sheet`, `fullScreenCover` or
        `popover` is shown, the views outside its content cannot present anything, so setting
        the flag (or item) of a `sheet`, cover, popover, alert or dialog attached there does
        nothing but log "Currently, only presenting a single sheet is supported" or "Attempt to
        present ... which is already presenting" (subconscious#900: recovery mode opened from
        the settings sheet; bitchat#834: the camera picker opened from a sheet).
        It is reported at the action's write, `flag = true`, `flag.toggle()` or `item = value`
        (directly, in a block or closure, or in a view function the action calls), unless the
        same action also sets the shown presentation's own flag back, which hands over; and at
        a `$flag` passed to a view in the content whose own actions set that `binding`.
        Wrong:  <sheet isPresented="{$isShowingSettings}">
                  <Button title="Recovery" action="isShowingRecovery = true"/></sheet>
                <sheet isPresented="{$isShowingRecovery}">...</sheet>
        Right:  attach the second inside the first's content:
                <sheet isPresented="{$isShowingSettings}">
                  <Button title="Recovery" action="isShowingRecovery = true">
                    <sheet isPresented="{$isShowingRecovery}">...</sheet></Button></sheet>
        Several sheets attached side by side, each opened from outside the others, are right
        (since iOS 14.5) and not reported. A hand-over the checker cannot see is accepted with
        `allow="TRL293" reason="..."` on the second presentation's flag.
        """#,
        "TRL294": #"""
        A presentation in every `ForEach` row, driven by a flag the view holds once.
        A `sheet` (or cover, popover, alert, dialog) inside the rows of a `ForEach` is attached
        to every row; when all of them read the same `state`, setting it presents every row's
        at once: SwiftUI shows one of them, often not the row that was tapped, and logs that it
        is already presenting. Nothing makes that right, so it is an error.
        Wrong:  <state name="isShowingDetail" type="Bool" initial="false"/>
                <ForEach items="items" item="item">
                  <Button title="{item.name}" action="isShowingDetail = true">
                    <sheet isPresented="{$isShowingDetail}"><ItemDetail item="{item}"/></sheet>
                  </Button></ForEach>
        Right:  one `state` for the chosen row and one `sheet(item:)` outside the rows:
                <state name="chosen" type="Item?" initial="nil"/>
                <ForEach ...><Button title="{item.name}" action="chosen = item"/></ForEach>
                <sheet item="{$chosen}"><content item="item">...</content></sheet>
        or a row view with its own `state` flag. A flag of the row itself (`$row.isExpanded`
        of a bound row) is the row's own and is not reported. A presentation attached to the
        `ForEach` itself, or to a `Group` or `Section` holding a `ForEach`, is in every row too:
        SwiftUI applies those modifiers to each view of the rows.
        """#,
        "TRL290": #"""
        A `NavigationStack` inside a destination pushed onto another `NavigationStack`.
        Stacks do not nest: a pushed screen is already in its stack, and a second stack inside
        it takes links and destinations away from the outer one, so following a link pushes
        onto the outer stack, shows nothing, or pops back to the root (SpeziOnboarding#21: a
        `NavigationStack` inside a `navigationDestination` "will navigate to the view in the
        modifier, but will instantly navigate back to the root view"; swift-composable-
        architecture#2397: "nested `NavigationStack`s are not supported in SwiftUI").
        It is reported in a destination's content, and at the level of the body of a view
        pushed onto a stack (directly, or shown in place by a pushed view).
        Wrong:  <NavigationStack> ... <navigationDestination for="Park.self" item="park">
                  <NavigationStack><ParkDetail park="{park}"/></NavigationStack>
                </navigationDestination></NavigationStack>
        Right:  <navigationDestination for="Park.self" item="park"><ParkDetail park="{park}"/></navigationDestination>
        A destination shown in a `NavigationSplitView`'s detail column by a link in a sidebar
        with no stack is not pushed onto a stack, and may hold one. A sheet, cover or popover
        inside a destination starts a hierarchy of its own, and a stack in it is right.
        """#,
        "TRL291": #"""
        A value link whose destination is registered only in another `NavigationStack`.
        A stack pushes a value with the `navigationDestination(for:)` registered inside it; one
        registered in another stack, such as another tab's, is out of reach, so the link does
        nothing and SwiftUI logs that no matching `navigationDestination` is "visible from the
        location of the link". TRL246 reports a type with no destination anywhere; this one, a
        type whose every destination is inside a stack other than the link's.
        Wrong:  <TabView>
                  <NavigationStack><NavigationLink title="Zion" value="{park}"/></NavigationStack>
                  <NavigationStack>... <navigationDestination for="Park.self" .../></NavigationStack>
                </TabView>
        Right:  register `Park` in the stack of each link that pushes one.
        Only a link written directly inside a `NavigationStack` of its body is judged. A
        destination at the level of a view's body is in the stack that shows that view: it keeps
        the link silent when the link's view shows it, and not otherwise; one in a sheet's
        content with no stack of its own is ignored (TRL282) and keeps nothing silent.
        """#,
    ]
}
