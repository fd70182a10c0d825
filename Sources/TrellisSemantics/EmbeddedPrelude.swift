// Generated from Grammar/Prelude/*.xml by Grammar/Prelude/embed.sh; do not edit.

/// The prelude's files, compiled into the binary so the vocabulary the compiler checks
/// against cannot drift from the repository's.
enum EmbeddedPrelude {
    static let files: [(path: String, text: String)] = [
        ("Grammar/Prelude/Async.xml", #"""
<?xml version="1.0" encoding="UTF-8"?>
<!--
  Async.xml: work that waits. `task` and `refreshable` take async actions: their statements may
  `await` without `Task { }` (and run on the main actor); `task(id:)` restarts when `id`
  changes. `onReceive` takes a publisher (`model.$value`, or
  `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`) and an action that names the
  value it receives: `value in count = value`.
-->
<trellis>
  <struct name="TaskPriority" external="true">
    <field name="high" type="TaskPriority" static="true"/>
    <field name="medium" type="TaskPriority" static="true"/>
    <field name="low" type="TaskPriority" static="true"/>
    <field name="userInitiated" type="TaskPriority" static="true"/>
    <field name="utility" type="TaskPriority" static="true"/>
    <field name="background" type="TaskPriority" static="true"/>
  </struct>
  <!-- The error a cancelled task throws, the standard library's: `throw CancellationError()`,
       `self = .failed(CancellationError())`, `catch is CancellationError`. -->
  <struct name="CancellationError" external="true" protocols="Error">
    <init/>
  </struct>
  <struct name="SubmitTriggers" external="true">
    <field name="text" type="SubmitTriggers" static="true"/>
    <field name="search" type="SubmitTriggers" static="true"/>
  </struct>

  <modifier name="task" generics="T">
    <overload>
      <parameter name="priority" type="TaskPriority" default=".userInitiated"/>
      <parameter name="action" label="_" type="() async -> Void"/>
    </overload>
    <overload>
      <parameter name="id" type="T"/>
      <parameter name="priority" type="TaskPriority" default=".userInitiated"/>
      <parameter name="action" label="_" type="() async -> Void"/>
    </overload>
  </modifier>
  <modifier name="refreshable">
    <parameter name="action" type="() async -> Void"/>
  </modifier>
  <modifier name="onSubmit">
    <parameter name="of" type="SubmitTriggers" default=".text"/>
    <parameter name="action" label="_" type="() -> Void"/>
  </modifier>
  <modifier name="onReceive" generics="P">
    <overload>
      <parameter name="value" label="_" type="P"/>
      <parameter name="action" label="perform" type="(P) -> Void"/>
    </overload>
    <!-- `perform`, Swift's own name of the action. -->
    <overload>
      <parameter name="value" label="_" type="P"/>
      <parameter name="perform" type="(P) -> Void"/>
    </overload>
    <!-- `publisher`, Swift's own name of the value: `onReceive(_ publisher:perform:)`. -->
    <overload>
      <parameter name="publisher" label="_" type="P"/>
      <parameter name="perform" type="(P) -> Void"/>
    </overload>
    <overload>
      <parameter name="publisher" label="_" type="P"/>
      <parameter name="action" label="perform" type="(P) -> Void"/>
    </overload>
  </modifier>

  <!-- `value` is the `$` projection of a `focusState` (TRL241 otherwise): `FocusState.Binding`
       in Swift. -->
  <modifier name="focused" generics="V">
    <overload>
      <parameter name="value" label="_" type="Binding&lt;Bool&gt;"/>
    </overload>
    <overload>
      <parameter name="value" label="_" type="Binding&lt;V&gt;"/>
      <parameter name="equals" type="V"/>
    </overload>
  </modifier>
</trellis>
"""#),
        ("Grammar/Prelude/Core.xml", #"""
<?xml version="1.0" encoding="UTF-8"?>
<!--
  The prelude: SwiftUI's vocabulary as Trellis knows it, declared in the same form a program
  uses for its own Swift views, modifiers and types (see Grammar/LANGUAGE.md, "Declaring Swift").
  The compiler embeds these files; every call site is checked against them, and the runtime
  module `Trellis` provides each declaration with SwiftUI's names and signatures.

  Core.xml: the modifiers the language reads itself, for their meaning to identity and the
  ownership rules (their attributes follow their own rules, documented in LANGUAGE.md).
  Views.xml: SwiftUI's views; Modifiers.xml: its modifiers; Types.xml and ModifierTypes.xml:
  the value types their parameters take.
-->
<trellis>
  <view name="EmptyView" external="true"/>

  <!-- Modifiers with meaning to the ownership rules; the language reads their attributes itself. -->
  <modifier name="id">
    <parameter name="value" label="_" type="AnyHashable"/>
  </modifier>
  <modifier name="onAppear">
    <parameter name="action" label="perform" type="() -> Void" default="nil"/>
  </modifier>
  <modifier name="onDisappear">
    <parameter name="action" label="perform" type="() -> Void" default="nil"/>
  </modifier>
  <modifier name="onChange">
    <parameter name="of" type="AnyHashable"/>
    <parameter name="action" label="_" type="(V, V) -> Void"/>
  </modifier>
  <modifier name="environmentObject">
    <parameter name="value" label="_" type="ObservableObject"/>
  </modifier>
  <modifier name="environment">
    <parameter name="value" label="_" type="Observable?"/>
  </modifier>
</trellis>
"""#),
        ("Grammar/Prelude/Dates.xml", #"""
<?xml version="1.0" encoding="UTF-8"?>
<!--
  Dates shown as text. `Text(due, style: .date)`, `Text(due, format: .dateTime.year().month())`
  are SwiftUI's. The runtime renders them in one fixed form, whatever the machine's locale and
  time zone: Foundation's patterns for `en_US_POSIX`, in UTC, with plain spaces
  (`January 2, 2026`, `3:04 PM`). `due.formatted(date:time:)` (Standard.xml) is Foundation's,
  in the machine's locale. `Text.DateStyle`'s `.relative`, `.offset` and `.timer` count from
  the current time, so they are not provided.
-->
<trellis>
  <!-- What `Text(date, style:)` shows: `.date` is the long date, `.time` the shortened time. -->
  <struct name="Text.DateStyle" external="true">
    <field name="date" type="Text.DateStyle" static="true"/>
    <field name="time" type="Text.DateStyle" static="true"/>
  </struct>

  <!-- A date's format: `.dateTime` and its fields, or `Date.FormatStyle(date:time:)`. -->
  <struct name="Date.FormatStyle" external="true">
    <field name="dateTime" type="Date.FormatStyle" static="true"/>
    <method name="year" returns="Date.FormatStyle"/>
    <method name="month" returns="Date.FormatStyle"/>
    <method name="day" returns="Date.FormatStyle"/>
    <method name="weekday" returns="Date.FormatStyle"/>
    <method name="hour" returns="Date.FormatStyle"/>
    <method name="minute" returns="Date.FormatStyle"/>
    <method name="second" returns="Date.FormatStyle"/>
  </struct>
  <!-- A date told relative to another, `RelativeDateTimeFormatter().localizedString(for: date,
       relativeTo: .now)`: "2 hours ago", "in 3 days" (`.short`: "2 hr. ago", `.abbreviated`:
       "2h ago"; `dateTimeStyle = .named`: "yesterday", "now"). Foundation on Linux lacks it, so
       the runtime has it there, in English, in UTC, whatever the machine's locale. -->
  <model name="RelativeDateTimeFormatter" external="true">
    <init/>
    <property name="unitsStyle" type="RelativeDateTimeFormatter.UnitsStyle"/>
    <property name="dateTimeStyle" type="RelativeDateTimeFormatter.DateTimeStyle"/>
    <method name="localizedString" returns="String">
      <parameter label="for" name="date" type="Date"/>
      <parameter label="relativeTo" name="referenceDate" type="Date"/>
    </method>
    <method name="localizedString" returns="String">
      <parameter label="fromTimeInterval" name="timeInterval" type="TimeInterval"/>
    </method>
  </model>
  <struct name="RelativeDateTimeFormatter.UnitsStyle" external="true">
    <field name="full" type="RelativeDateTimeFormatter.UnitsStyle" static="true"/>
    <field name="spellOut" type="RelativeDateTimeFormatter.UnitsStyle" static="true"/>
    <field name="short" type="RelativeDateTimeFormatter.UnitsStyle" static="true"/>
    <field name="abbreviated" type="RelativeDateTimeFormatter.UnitsStyle" static="true"/>
  </struct>
  <struct name="RelativeDateTimeFormatter.DateTimeStyle" external="true">
    <field name="numeric" type="RelativeDateTimeFormatter.DateTimeStyle" static="true"/>
    <field name="named" type="RelativeDateTimeFormatter.DateTimeStyle" static="true"/>
  </struct>
</trellis>
"""#),
        ("Grammar/Prelude/ModifierTypes.xml", #"""
<?xml version="1.0" encoding="UTF-8"?>
<!--
  ModifierTypes.xml: the value types SwiftUI's everyday modifiers take (Modifiers.xml), written
  in Swift in the runtime module `Trellis`. Static fields are the members a call site names with
  a leading dot where the type is expected: `<font value=".headline"/>`, `<padding edges=".horizontal"/>`.
-->
<trellis>
  <!-- Where content sits in a frame, an overlay or a background. -->
  <struct name="Alignment" external="true">
    <field name="center" type="Alignment" static="true"/>
    <field name="leading" type="Alignment" static="true"/>
    <field name="trailing" type="Alignment" static="true"/>
    <field name="top" type="Alignment" static="true"/>
    <field name="bottom" type="Alignment" static="true"/>
    <field name="topLeading" type="Alignment" static="true"/>
    <field name="topTrailing" type="Alignment" static="true"/>
    <field name="bottomLeading" type="Alignment" static="true"/>
    <field name="bottomTrailing" type="Alignment" static="true"/>
  </struct>
  <struct name="Edge" external="true">
    <field name="top" type="Edge" static="true"/>
    <field name="leading" type="Edge" static="true"/>
    <field name="bottom" type="Edge" static="true"/>
    <field name="trailing" type="Edge" static="true"/>
  </struct>
  <!-- An option set: `.horizontal`, or several edges as `[.top, .leading]`. -->
  <struct name="Edge.Set" external="true" protocols="OptionSet">
    <field name="top" type="Edge.Set" static="true"/>
    <field name="leading" type="Edge.Set" static="true"/>
    <field name="bottom" type="Edge.Set" static="true"/>
    <field name="trailing" type="Edge.Set" static="true"/>
    <field name="horizontal" type="Edge.Set" static="true"/>
    <field name="vertical" type="Edge.Set" static="true"/>
    <field name="all" type="Edge.Set" static="true"/>
    <!-- Swift's `OptionSet` gives every option set `SetAlgebra`'s members: `edges.insert(.top)`, `edges.contains(.leading)`. -->
    <field name="isEmpty" type="Bool"/>
    <method name="contains" returns="Bool">
      <parameter label="_" name="member" type="Edge.Set"/>
    </method>
    <method name="insert">
      <parameter label="_" name="newMember" type="Edge.Set"/>
    </method>
    <method name="remove" returns="Edge.Set?">
      <parameter label="_" name="member" type="Edge.Set"/>
    </method>
    <method name="union" returns="Edge.Set">
      <parameter label="_" name="other" type="Edge.Set"/>
    </method>
    <method name="intersection" returns="Edge.Set">
      <parameter label="_" name="other" type="Edge.Set"/>
    </method>
    <method name="subtracting" returns="Edge.Set">
      <parameter label="_" name="other" type="Edge.Set"/>
    </method>
    <method name="symmetricDifference" returns="Edge.Set">
      <parameter label="_" name="other" type="Edge.Set"/>
    </method>
    <method name="formUnion">
      <parameter label="_" name="other" type="Edge.Set"/>
    </method>
    <method name="formIntersection">
      <parameter label="_" name="other" type="Edge.Set"/>
    </method>
    <method name="subtract">
      <parameter label="_" name="other" type="Edge.Set"/>
    </method>
    <method name="isSubset" returns="Bool">
      <parameter label="of" name="other" type="Edge.Set"/>
    </method>
    <method name="isSuperset" returns="Bool">
      <parameter label="of" name="other" type="Edge.Set"/>
    </method>
    <method name="isDisjoint" returns="Bool">
      <parameter label="with" name="other" type="Edge.Set"/>
    </method>
  </struct>
  <struct name="HorizontalEdge" external="true">
    <field name="leading" type="HorizontalEdge" static="true"/>
    <field name="trailing" type="HorizontalEdge" static="true"/>
  </struct>
  <struct name="VerticalEdge" external="true">
    <field name="top" type="VerticalEdge" static="true"/>
    <field name="bottom" type="VerticalEdge" static="true"/>
  </struct>
  <!-- `EdgeInsets(top: 8, leading: 16)`: each side defaults to 0. -->
  <struct name="EdgeInsets" external="true">
    <field name="top" type="CGFloat" initial="0"/>
    <field name="leading" type="CGFloat" initial="0"/>
    <field name="bottom" type="CGFloat" initial="0"/>
    <field name="trailing" type="CGFloat" initial="0"/>
  </struct>
  <!-- The text styles. Swift also has `.system(size:weight:design:)`, `.system(_:design:weight:)`, `.custom(_:size:)` and the modifiers `bold()`, `italic()`, `weight(_:)`, `monospaced()`, `monospacedDigit()`, `smallCaps()`: `.body.bold()`. -->
  <struct name="Font" external="true">
    <field name="largeTitle" type="Font" static="true"/>
    <field name="title" type="Font" static="true"/>
    <field name="title2" type="Font" static="true"/>
    <field name="title3" type="Font" static="true"/>
    <field name="headline" type="Font" static="true"/>
    <field name="subheadline" type="Font" static="true"/>
    <field name="body" type="Font" static="true"/>
    <field name="callout" type="Font" static="true"/>
    <field name="footnote" type="Font" static="true"/>
    <field name="caption" type="Font" static="true"/>
    <field name="caption2" type="Font" static="true"/>
    <!-- `.system(size: 30)`, `.system(.title, design: .rounded)`. -->
    <method name="system" returns="Font" static="true">
      <parameter name="size" type="CGFloat"/>
      <parameter name="weight" type="Font.Weight?" default="nil"/>
      <parameter name="design" type="Font.Design?" default="nil"/>
    </method>
    <method name="system" returns="Font" static="true">
      <parameter name="style" label="_" type="Font.TextStyle"/>
      <parameter name="design" type="Font.Design?" default="nil"/>
      <parameter name="weight" type="Font.Weight?" default="nil"/>
    </method>
  </struct>
  <struct name="Font.Weight" external="true">
    <field name="ultraLight" type="Font.Weight" static="true"/>
    <field name="thin" type="Font.Weight" static="true"/>
    <field name="light" type="Font.Weight" static="true"/>
    <field name="regular" type="Font.Weight" static="true"/>
    <field name="medium" type="Font.Weight" static="true"/>
    <field name="semibold" type="Font.Weight" static="true"/>
    <field name="bold" type="Font.Weight" static="true"/>
    <field name="heavy" type="Font.Weight" static="true"/>
    <field name="black" type="Font.Weight" static="true"/>
  </struct>
  <!-- Swift also has `.default`, which the runtime's `Font.Design` does not have yet. -->
  <struct name="Font.Design" external="true">
    <field name="serif" type="Font.Design" static="true"/>
    <field name="rounded" type="Font.Design" static="true"/>
    <field name="monospaced" type="Font.Design" static="true"/>
  </struct>
  <struct name="Font.TextStyle" external="true">
    <field name="largeTitle" type="Font.TextStyle" static="true"/>
    <field name="title" type="Font.TextStyle" static="true"/>
    <field name="title2" type="Font.TextStyle" static="true"/>
    <field name="title3" type="Font.TextStyle" static="true"/>
    <field name="headline" type="Font.TextStyle" static="true"/>
    <field name="subheadline" type="Font.TextStyle" static="true"/>
    <field name="body" type="Font.TextStyle" static="true"/>
    <field name="callout" type="Font.TextStyle" static="true"/>
    <field name="footnote" type="Font.TextStyle" static="true"/>
    <field name="caption" type="Font.TextStyle" static="true"/>
    <field name="caption2" type="Font.TextStyle" static="true"/>
  </struct>
  <struct name="TextAlignment" external="true">
    <field name="leading" type="TextAlignment" static="true"/>
    <field name="center" type="TextAlignment" static="true"/>
    <field name="trailing" type="TextAlignment" static="true"/>
  </struct>
  <struct name="Text.TruncationMode" external="true">
    <field name="head" type="Text.TruncationMode" static="true"/>
    <field name="tail" type="Text.TruncationMode" static="true"/>
    <field name="middle" type="Text.TruncationMode" static="true"/>
  </struct>
  <struct name="Image.Scale" external="true">
    <field name="small" type="Image.Scale" static="true"/>
    <field name="medium" type="Image.Scale" static="true"/>
    <field name="large" type="Image.Scale" static="true"/>
  </struct>
  <struct name="SymbolRenderingMode" external="true">
    <field name="monochrome" type="SymbolRenderingMode" static="true"/>
    <field name="multicolor" type="SymbolRenderingMode" static="true"/>
    <field name="hierarchical" type="SymbolRenderingMode" static="true"/>
    <field name="palette" type="SymbolRenderingMode" static="true"/>
  </struct>
  <!-- `textSelection(.enabled)`: SwiftUI's `EnabledTextSelectability` and
       `DisabledTextSelectability`, by the members a call names. -->
  <struct name="TextSelectability" external="true">
    <field name="enabled" type="TextSelectability" static="true"/>
    <field name="disabled" type="TextSelectability" static="true"/>
  </struct>
  <!-- Why `redacted(reason:)` shows views as placeholders; `[]` for none. -->
  <struct name="RedactionReasons" external="true" protocols="OptionSet">
    <field name="placeholder" type="RedactionReasons" static="true"/>
    <field name="privacy" type="RedactionReasons" static="true"/>
    <field name="invalidated" type="RedactionReasons" static="true"/>
    <!-- Swift's `OptionSet` gives every option set `SetAlgebra`'s members: `edges.insert(.top)`, `edges.contains(.leading)`. -->
    <field name="isEmpty" type="Bool"/>
    <method name="contains" returns="Bool">
      <parameter label="_" name="member" type="RedactionReasons"/>
    </method>
    <method name="insert">
      <parameter label="_" name="newMember" type="RedactionReasons"/>
    </method>
    <method name="remove" returns="RedactionReasons?">
      <parameter label="_" name="member" type="RedactionReasons"/>
    </method>
    <method name="union" returns="RedactionReasons">
      <parameter label="_" name="other" type="RedactionReasons"/>
    </method>
    <method name="intersection" returns="RedactionReasons">
      <parameter label="_" name="other" type="RedactionReasons"/>
    </method>
    <method name="subtracting" returns="RedactionReasons">
      <parameter label="_" name="other" type="RedactionReasons"/>
    </method>
    <method name="symmetricDifference" returns="RedactionReasons">
      <parameter label="_" name="other" type="RedactionReasons"/>
    </method>
    <method name="formUnion">
      <parameter label="_" name="other" type="RedactionReasons"/>
    </method>
    <method name="formIntersection">
      <parameter label="_" name="other" type="RedactionReasons"/>
    </method>
    <method name="subtract">
      <parameter label="_" name="other" type="RedactionReasons"/>
    </method>
    <method name="isSubset" returns="Bool">
      <parameter label="of" name="other" type="RedactionReasons"/>
    </method>
    <method name="isSuperset" returns="Bool">
      <parameter label="of" name="other" type="RedactionReasons"/>
    </method>
    <method name="isDisjoint" returns="Bool">
      <parameter label="with" name="other" type="RedactionReasons"/>
    </method>
  </struct>

  <struct name="Text.Case" external="true">
    <field name="uppercase" type="Text.Case" static="true"/>
    <field name="lowercase" type="Text.Case" static="true"/>
  </struct>
  <!-- The foreground levels: `.foregroundStyle(.secondary)`. -->
  <struct name="HierarchicalShapeStyle" external="true" protocols="ShapeStyle">
    <field name="primary" type="HierarchicalShapeStyle" static="true"/>
    <field name="secondary" type="HierarchicalShapeStyle" static="true"/>
    <field name="tertiary" type="HierarchicalShapeStyle" static="true"/>
    <field name="quaternary" type="HierarchicalShapeStyle" static="true"/>
    <field name="quinary" type="HierarchicalShapeStyle" static="true"/>
  </struct>
  <!-- A style of any type, for a choice between two types:
       `foregroundStyle(isActive ? AnyShapeStyle(.primary) : AnyShapeStyle(.secondary))`. -->
  <struct name="AnyShapeStyle" external="true" protocols="ShapeStyle">
    <init>
      <parameter name="style" label="_" type="some ShapeStyle"/>
    </init>
  </struct>
  <!-- The fill of a background or a control: `.fill`, `.fill.secondary`, `.fill.tertiary`. -->
  <struct name="FillShapeStyle" external="true" protocols="ShapeStyle">
    <field name="fill" type="FillShapeStyle" static="true"/>
    <let name="secondary" type="FillShapeStyle"/>
    <let name="tertiary" type="FillShapeStyle"/>
    <let name="quaternary" type="FillShapeStyle"/>
  </struct>
  <struct name="TintShapeStyle" external="true" protocols="ShapeStyle">
    <field name="tint" type="TintShapeStyle" static="true"/>
  </struct>
  <struct name="ForegroundStyle" external="true" protocols="ShapeStyle">
    <field name="foreground" type="ForegroundStyle" static="true"/>
  </struct>
  <struct name="BackgroundStyle" external="true" protocols="ShapeStyle">
    <field name="background" type="BackgroundStyle" static="true"/>
  </struct>
  <!-- Blurs behind content: `.background(.ultraThinMaterial)`. -->
  <struct name="Material" external="true" protocols="ShapeStyle">
    <field name="ultraThinMaterial" type="Material" static="true"/>
    <field name="thinMaterial" type="Material" static="true"/>
    <field name="regularMaterial" type="Material" static="true"/>
    <field name="thickMaterial" type="Material" static="true"/>
    <field name="ultraThickMaterial" type="Material" static="true"/>
    <field name="bar" type="Material" static="true"/>
  </struct>
  <struct name="ContentMode" external="true">
    <field name="fit" type="ContentMode" static="true"/>
    <field name="fill" type="ContentMode" static="true"/>
  </struct>
  <!-- A point in a view's unit square, such as a rotation's anchor. -->
  <!-- A `namespace` property's value: the views of one `matchedGeometryEffect` id share it. -->
  <struct name="Namespace" external="true"/>
  <struct name="Namespace.ID" external="true" protocols="Hashable"/>
  <!-- What a `matchedGeometryEffect` shares: `.frame`, `.position` or `.size`. -->
  <struct name="MatchedGeometryProperties" external="true" protocols="OptionSet">
    <field name="position" type="MatchedGeometryProperties" static="true"/>
    <field name="size" type="MatchedGeometryProperties" static="true"/>
    <field name="frame" type="MatchedGeometryProperties" static="true"/>
  </struct>
  <struct name="UnitPoint" external="true">
    <field name="x" type="CGFloat" initial="0"/>
    <field name="y" type="CGFloat" initial="0"/>
    <field name="zero" type="UnitPoint" static="true"/>
    <field name="center" type="UnitPoint" static="true"/>
    <field name="leading" type="UnitPoint" static="true"/>
    <field name="trailing" type="UnitPoint" static="true"/>
    <field name="top" type="UnitPoint" static="true"/>
    <field name="bottom" type="UnitPoint" static="true"/>
    <field name="topLeading" type="UnitPoint" static="true"/>
    <field name="topTrailing" type="UnitPoint" static="true"/>
    <field name="bottomLeading" type="UnitPoint" static="true"/>
    <field name="bottomTrailing" type="UnitPoint" static="true"/>
  </struct>
  <struct name="CGSize" external="true">
    <!-- Swift's `var`s: `size.width += 10` changes a size held in a `var`. -->
    <var name="width" type="CGFloat" initial="0"/>
    <var name="height" type="CGFloat" initial="0"/>
    <field name="zero" type="CGSize" static="true"/>
  </struct>
  <!-- What a `GeometryReader` passes its content: the size offered to it. -->
  <struct name="GeometryProxy" external="true">
    <field name="size" type="CGSize"/>
    <field name="safeAreaInsets" type="EdgeInsets"/>
  </struct>
  <!-- What a `ScrollViewReader` passes its content: `proxy.scrollTo(id, anchor: .bottom)` scrolls
       to the view whose `id` (a `.id(_:)` or a `ForEach` row's) is `id`, any `Hashable`. -->
  <struct name="ScrollViewProxy" external="true">
    <method name="scrollTo">
      <parameter label="_" name="id" type="Any"/>
      <parameter name="anchor" type="UnitPoint?" default="nil"/>
    </method>
  </struct>
  <!-- Where an `AsyncImage`'s load is: `switch phase { case .empty: ...; case .success(let image):
       ...; case .failure(let error): ... }`, or `phase.image` and `phase.error`. -->
  <enum name="AsyncImagePhase" external="true">
    <case name="empty"/>
    <case name="success"><parameter type="Image"/></case>
    <case name="failure"><parameter type="Error"/></case>
  </enum>
  <struct name="AsyncImagePhase" external="true">
    <field name="image" type="Image?"/>
    <field name="error" type="Error?"/>
  </struct>
  <!-- Gestures for `gesture(_:)`: `DragGesture().onChanged { value in offset = value.translation }`.
       `onChanged` and `onEnded` return wrapper types in Swift; here they return the gesture, so
       that they chain, and swiftc types the result. `updating($offset) { value, state, _ in … }`
       takes a `gestureState`'s projection, of any type (`Any` here: swiftc judges it). -->
  <struct name="DragGesture" external="true" protocols="Gesture">
    <method name="onChanged" returns="DragGesture">
      <parameter label="_" name="action" type="(DragGesture.Value) -> Void"/>
    </method>
    <method name="onEnded" returns="DragGesture">
      <parameter label="_" name="action" type="(DragGesture.Value) -> Void"/>
    </method>
    <method name="updating" returns="DragGesture">
      <parameter label="_" name="state" type="Any"/>
      <parameter name="body" type="(DragGesture.Value, inout Any, inout Transaction) -> Void"/>
    </method>
  </struct>
  <struct name="MagnifyGesture" external="true" protocols="Gesture">
    <method name="onChanged" returns="MagnifyGesture">
      <parameter label="_" name="action" type="(MagnifyGesture.Value) -> Void"/>
    </method>
    <method name="onEnded" returns="MagnifyGesture">
      <parameter label="_" name="action" type="(MagnifyGesture.Value) -> Void"/>
    </method>
    <method name="updating" returns="MagnifyGesture">
      <parameter label="_" name="state" type="Any"/>
      <parameter name="body" type="(MagnifyGesture.Value, inout Any, inout Transaction) -> Void"/>
    </method>
  </struct>
  <struct name="MagnificationGesture" external="true" protocols="Gesture">
    <method name="onChanged" returns="MagnificationGesture">
      <parameter label="_" name="action" type="(CGFloat) -> Void"/>
    </method>
    <method name="onEnded" returns="MagnificationGesture">
      <parameter label="_" name="action" type="(CGFloat) -> Void"/>
    </method>
  </struct>
  <struct name="LongPressGesture" external="true" protocols="Gesture">
    <method name="onChanged" returns="LongPressGesture">
      <parameter label="_" name="action" type="(Bool) -> Void"/>
    </method>
    <method name="onEnded" returns="LongPressGesture">
      <parameter label="_" name="action" type="(Bool) -> Void"/>
    </method>
    <method name="updating" returns="LongPressGesture">
      <parameter label="_" name="state" type="Any"/>
      <parameter name="body" type="(Bool, inout Any, inout Transaction) -> Void"/>
    </method>
  </struct>
  <!-- The context of one change, which a gesture's `updating` may give an animation. -->
  <struct name="Transaction" external="true">
    <var name="animation" type="Animation?"/>
  </struct>
  <struct name="DragGesture.Value" external="true">
    <field name="translation" type="CGSize"/>
    <field name="location" type="CGPoint"/>
    <field name="startLocation" type="CGPoint"/>
    <field name="velocity" type="CGSize"/>
    <field name="predictedEndTranslation" type="CGSize"/>
    <field name="predictedEndLocation" type="CGPoint"/>
  </struct>
  <struct name="MagnifyGesture.Value" external="true">
    <field name="magnification" type="CGFloat"/>
    <field name="velocity" type="CGFloat"/>
  </struct>
  <struct name="CGPoint" external="true">
    <field name="x" type="CGFloat" initial="0"/>
    <field name="y" type="CGFloat" initial="0"/>
    <field name="zero" type="CGPoint" static="true"/>
  </struct>
  <struct name="GestureMask" external="true" protocols="OptionSet">
    <field name="all" type="GestureMask" static="true"/>
    <field name="gesture" type="GestureMask" static="true"/>
    <field name="subviews" type="GestureMask" static="true"/>
    <field name="none" type="GestureMask" static="true"/>
    <!-- Swift's `OptionSet` gives every option set `SetAlgebra`'s members: `edges.insert(.top)`, `edges.contains(.leading)`. -->
    <field name="isEmpty" type="Bool"/>
    <method name="contains" returns="Bool">
      <parameter label="_" name="member" type="GestureMask"/>
    </method>
    <method name="insert">
      <parameter label="_" name="newMember" type="GestureMask"/>
    </method>
    <method name="remove" returns="GestureMask?">
      <parameter label="_" name="member" type="GestureMask"/>
    </method>
    <method name="union" returns="GestureMask">
      <parameter label="_" name="other" type="GestureMask"/>
    </method>
    <method name="intersection" returns="GestureMask">
      <parameter label="_" name="other" type="GestureMask"/>
    </method>
    <method name="subtracting" returns="GestureMask">
      <parameter label="_" name="other" type="GestureMask"/>
    </method>
    <method name="symmetricDifference" returns="GestureMask">
      <parameter label="_" name="other" type="GestureMask"/>
    </method>
    <method name="formUnion">
      <parameter label="_" name="other" type="GestureMask"/>
    </method>
    <method name="formIntersection">
      <parameter label="_" name="other" type="GestureMask"/>
    </method>
    <method name="subtract">
      <parameter label="_" name="other" type="GestureMask"/>
    </method>
    <method name="isSubset" returns="Bool">
      <parameter label="of" name="other" type="GestureMask"/>
    </method>
    <method name="isSuperset" returns="Bool">
      <parameter label="of" name="other" type="GestureMask"/>
    </method>
    <method name="isDisjoint" returns="Bool">
      <parameter label="with" name="other" type="GestureMask"/>
    </method>
  </struct>
  <!-- `Angle(degrees: 45)`. Swift also has `init(radians:)` and the static `.degrees(_:)` and
       `.radians(_:)`, which a screen writes as `Angle(degrees:)`. -->
  <struct name="Angle" external="true">
    <field name="degrees" type="Double" initial="0"/>
    <field name="zero" type="Angle" static="true"/>
    <!-- `.degrees(90)`, `.radians(.pi)`. -->
    <method name="degrees" returns="Angle" static="true">
      <parameter name="degrees" label="_" type="Double"/>
    </method>
    <method name="radians" returns="Angle" static="true">
      <parameter name="radians" label="_" type="Double"/>
    </method>
  </struct>
  <struct name="Image.TemplateRenderingMode" external="true">
    <field name="template" type="Image.TemplateRenderingMode" static="true"/>
    <field name="original" type="Image.TemplateRenderingMode" static="true"/>
  </struct>
  <struct name="Image.ResizingMode" external="true">
    <field name="tile" type="Image.ResizingMode" static="true"/>
    <field name="stretch" type="Image.ResizingMode" static="true"/>
  </struct>
  <!-- How an accessibility element treats the elements inside it. -->
  <struct name="AccessibilityChildBehavior" external="true">
    <field name="ignore" type="AccessibilityChildBehavior" static="true"/>
    <field name="contain" type="AccessibilityChildBehavior" static="true"/>
    <field name="combine" type="AccessibilityChildBehavior" static="true"/>
  </struct>
  <!-- What VoiceOver announces an element as: `.isHeader`, or several as `[.isButton, .isSelected]`. -->
  <struct name="AccessibilityTraits" external="true" protocols="OptionSet">
    <field name="isButton" type="AccessibilityTraits" static="true"/>
    <field name="isHeader" type="AccessibilityTraits" static="true"/>
    <field name="isSelected" type="AccessibilityTraits" static="true"/>
    <field name="isLink" type="AccessibilityTraits" static="true"/>
    <field name="isSearchField" type="AccessibilityTraits" static="true"/>
    <field name="isImage" type="AccessibilityTraits" static="true"/>
    <field name="playsSound" type="AccessibilityTraits" static="true"/>
    <field name="isKeyboardKey" type="AccessibilityTraits" static="true"/>
    <field name="isStaticText" type="AccessibilityTraits" static="true"/>
    <field name="isSummaryElement" type="AccessibilityTraits" static="true"/>
    <field name="updatesFrequently" type="AccessibilityTraits" static="true"/>
    <field name="startsMediaSession" type="AccessibilityTraits" static="true"/>
    <field name="allowsDirectInteraction" type="AccessibilityTraits" static="true"/>
    <field name="causesPageTurn" type="AccessibilityTraits" static="true"/>
    <field name="isModal" type="AccessibilityTraits" static="true"/>
    <field name="isToggle" type="AccessibilityTraits" static="true"/>
    <!-- Swift's `OptionSet` gives every option set `SetAlgebra`'s members: `edges.insert(.top)`, `edges.contains(.leading)`. -->
    <field name="isEmpty" type="Bool"/>
    <method name="contains" returns="Bool">
      <parameter label="_" name="member" type="AccessibilityTraits"/>
    </method>
    <method name="insert">
      <parameter label="_" name="newMember" type="AccessibilityTraits"/>
    </method>
    <method name="remove" returns="AccessibilityTraits?">
      <parameter label="_" name="member" type="AccessibilityTraits"/>
    </method>
    <method name="union" returns="AccessibilityTraits">
      <parameter label="_" name="other" type="AccessibilityTraits"/>
    </method>
    <method name="intersection" returns="AccessibilityTraits">
      <parameter label="_" name="other" type="AccessibilityTraits"/>
    </method>
    <method name="subtracting" returns="AccessibilityTraits">
      <parameter label="_" name="other" type="AccessibilityTraits"/>
    </method>
    <method name="symmetricDifference" returns="AccessibilityTraits">
      <parameter label="_" name="other" type="AccessibilityTraits"/>
    </method>
    <method name="formUnion">
      <parameter label="_" name="other" type="AccessibilityTraits"/>
    </method>
    <method name="formIntersection">
      <parameter label="_" name="other" type="AccessibilityTraits"/>
    </method>
    <method name="subtract">
      <parameter label="_" name="other" type="AccessibilityTraits"/>
    </method>
    <method name="isSubset" returns="Bool">
      <parameter label="of" name="other" type="AccessibilityTraits"/>
    </method>
    <method name="isSuperset" returns="Bool">
      <parameter label="of" name="other" type="AccessibilityTraits"/>
    </method>
    <method name="isDisjoint" returns="Bool">
      <parameter label="with" name="other" type="AccessibilityTraits"/>
    </method>
  </struct>
  <struct name="NavigationBarItem.TitleDisplayMode" external="true">
    <field name="automatic" type="NavigationBarItem.TitleDisplayMode" static="true"/>
    <field name="inline" type="NavigationBarItem.TitleDisplayMode" static="true"/>
    <field name="large" type="NavigationBarItem.TitleDisplayMode" static="true"/>
  </struct>
  <!-- Where a toolbar item goes; `navigationBarLeading`/`navigationBarTrailing` are the older names of `topBarLeading`/`topBarTrailing`. -->
  <struct name="ToolbarItemPlacement" external="true">
    <field name="automatic" type="ToolbarItemPlacement" static="true"/>
    <field name="principal" type="ToolbarItemPlacement" static="true"/>
    <field name="navigation" type="ToolbarItemPlacement" static="true"/>
    <field name="primaryAction" type="ToolbarItemPlacement" static="true"/>
    <field name="secondaryAction" type="ToolbarItemPlacement" static="true"/>
    <field name="status" type="ToolbarItemPlacement" static="true"/>
    <field name="confirmationAction" type="ToolbarItemPlacement" static="true"/>
    <field name="cancellationAction" type="ToolbarItemPlacement" static="true"/>
    <field name="destructiveAction" type="ToolbarItemPlacement" static="true"/>
    <field name="keyboard" type="ToolbarItemPlacement" static="true"/>
    <field name="topBarLeading" type="ToolbarItemPlacement" static="true"/>
    <field name="topBarTrailing" type="ToolbarItemPlacement" static="true"/>
    <field name="navigationBarLeading" type="ToolbarItemPlacement" static="true"/>
    <field name="navigationBarTrailing" type="ToolbarItemPlacement" static="true"/>
    <field name="bottomBar" type="ToolbarItemPlacement" static="true"/>
  </struct>
  <!-- Swift also has `.navigationBarDrawer(displayMode:)`. -->
  <struct name="SearchFieldPlacement" external="true">
    <field name="automatic" type="SearchFieldPlacement" static="true"/>
    <field name="toolbar" type="SearchFieldPlacement" static="true"/>
    <field name="sidebar" type="SearchFieldPlacement" static="true"/>
    <field name="navigationBarDrawer" type="SearchFieldPlacement" static="true"/>
  </struct>
  <!-- Styles. Each built-in style is reached through its protocol's static member of the same
       name as the field here: `.bordered` is `BorderedButtonStyle.bordered`. -->
  <struct name="DefaultButtonStyle" external="true" protocols="PrimitiveButtonStyle">
    <field name="automatic" type="DefaultButtonStyle" static="true"/>
  </struct>
  <struct name="BorderedButtonStyle" external="true" protocols="PrimitiveButtonStyle">
    <field name="bordered" type="BorderedButtonStyle" static="true"/>
  </struct>
  <struct name="BorderedProminentButtonStyle" external="true" protocols="PrimitiveButtonStyle">
    <field name="borderedProminent" type="BorderedProminentButtonStyle" static="true"/>
  </struct>
  <struct name="BorderlessButtonStyle" external="true" protocols="PrimitiveButtonStyle">
    <field name="borderless" type="BorderlessButtonStyle" static="true"/>
  </struct>
  <struct name="PlainButtonStyle" external="true" protocols="PrimitiveButtonStyle">
    <field name="plain" type="PlainButtonStyle" static="true"/>
  </struct>
  <struct name="DefaultListStyle" external="true" protocols="ListStyle">
    <field name="automatic" type="DefaultListStyle" static="true"/>
  </struct>
  <struct name="PlainListStyle" external="true" protocols="ListStyle">
    <field name="plain" type="PlainListStyle" static="true"/>
  </struct>
  <struct name="GroupedListStyle" external="true" protocols="ListStyle">
    <field name="grouped" type="GroupedListStyle" static="true"/>
  </struct>
  <struct name="InsetGroupedListStyle" external="true" protocols="ListStyle">
    <field name="insetGrouped" type="InsetGroupedListStyle" static="true"/>
  </struct>
  <struct name="InsetListStyle" external="true" protocols="ListStyle">
    <field name="inset" type="InsetListStyle" static="true"/>
  </struct>
  <struct name="SidebarListStyle" external="true" protocols="ListStyle">
    <field name="sidebar" type="SidebarListStyle" static="true"/>
  </struct>
  <struct name="DefaultLabelStyle" external="true" protocols="LabelStyle">
    <field name="automatic" type="DefaultLabelStyle" static="true"/>
  </struct>
  <struct name="IconOnlyLabelStyle" external="true" protocols="LabelStyle">
    <field name="iconOnly" type="IconOnlyLabelStyle" static="true"/>
  </struct>
  <struct name="TitleOnlyLabelStyle" external="true" protocols="LabelStyle">
    <field name="titleOnly" type="TitleOnlyLabelStyle" static="true"/>
  </struct>
  <struct name="TitleAndIconLabelStyle" external="true" protocols="LabelStyle">
    <field name="titleAndIcon" type="TitleAndIconLabelStyle" static="true"/>
  </struct>
  <struct name="DefaultProgressViewStyle" external="true" protocols="ProgressViewStyle">
    <field name="automatic" type="DefaultProgressViewStyle" static="true"/>
  </struct>
  <struct name="LinearProgressViewStyle" external="true" protocols="ProgressViewStyle">
    <field name="linear" type="LinearProgressViewStyle" static="true"/>
  </struct>
  <struct name="CircularProgressViewStyle" external="true" protocols="ProgressViewStyle">
    <field name="circular" type="CircularProgressViewStyle" static="true"/>
  </struct>
  <!-- The styles of the deprecated `navigationViewStyle` (TRL224). -->
  <struct name="DefaultNavigationViewStyle" external="true" protocols="NavigationViewStyle">
    <field name="automatic" type="DefaultNavigationViewStyle" static="true"/>
  </struct>
  <struct name="StackNavigationViewStyle" external="true" protocols="NavigationViewStyle">
    <field name="stack" type="StackNavigationViewStyle" static="true"/>
  </struct>
  <struct name="ColumnNavigationViewStyle" external="true" protocols="NavigationViewStyle">
    <field name="columns" type="ColumnNavigationViewStyle" static="true"/>
  </struct>
  <struct name="DoubleColumnNavigationViewStyle" external="true" protocols="NavigationViewStyle"/>
  <struct name="DefaultPickerStyle" external="true" protocols="PickerStyle">
    <field name="automatic" type="DefaultPickerStyle" static="true"/>
  </struct>
  <struct name="SegmentedPickerStyle" external="true" protocols="PickerStyle">
    <field name="segmented" type="SegmentedPickerStyle" static="true"/>
  </struct>
  <struct name="MenuPickerStyle" external="true" protocols="PickerStyle">
    <field name="menu" type="MenuPickerStyle" static="true"/>
  </struct>
  <struct name="WheelPickerStyle" external="true" protocols="PickerStyle">
    <field name="wheel" type="WheelPickerStyle" static="true"/>
  </struct>
  <struct name="InlinePickerStyle" external="true" protocols="PickerStyle">
    <field name="inline" type="InlinePickerStyle" static="true"/>
  </struct>
  <struct name="NavigationLinkPickerStyle" external="true" protocols="PickerStyle">
    <field name="navigationLink" type="NavigationLinkPickerStyle" static="true"/>
  </struct>
  <struct name="DefaultTextFieldStyle" external="true" protocols="TextFieldStyle">
    <field name="automatic" type="DefaultTextFieldStyle" static="true"/>
  </struct>
  <struct name="RoundedBorderTextFieldStyle" external="true" protocols="TextFieldStyle">
    <field name="roundedBorder" type="RoundedBorderTextFieldStyle" static="true"/>
  </struct>
  <struct name="PlainTextFieldStyle" external="true" protocols="TextFieldStyle">
    <field name="plain" type="PlainTextFieldStyle" static="true"/>
  </struct>
  <!-- Control sizing and text entry: `controlSize(.large)`, `textInputAutocapitalization(.words)`,
       `textContentType(.emailAddress)` (UIKit's type, as SwiftUI takes it), `formStyle(.grouped)`. -->
  <enum name="ControlSize" external="true" caseIterable="true">
    <case name="mini"/>
    <case name="small"/>
    <case name="regular"/>
    <case name="large"/>
    <case name="extraLarge"/>
  </enum>
  <struct name="TextInputAutocapitalization" external="true">
    <field name="never" type="TextInputAutocapitalization" static="true"/>
    <field name="words" type="TextInputAutocapitalization" static="true"/>
    <field name="sentences" type="TextInputAutocapitalization" static="true"/>
    <field name="characters" type="TextInputAutocapitalization" static="true"/>
  </struct>
  <!-- The return key's label while a field below is edited: `submitLabel(.next)`. -->
  <struct name="SubmitLabel" external="true">
    <field name="done" type="SubmitLabel" static="true"/>
    <field name="go" type="SubmitLabel" static="true"/>
    <field name="send" type="SubmitLabel" static="true"/>
    <field name="join" type="SubmitLabel" static="true"/>
    <field name="route" type="SubmitLabel" static="true"/>
    <field name="search" type="SubmitLabel" static="true"/>
    <field name="`return`" type="SubmitLabel" static="true"/>
    <field name="next" type="SubmitLabel" static="true"/>
    <field name="`continue`" type="SubmitLabel" static="true"/>
  </struct>
  <struct name="UITextContentType" external="true">
    <field name="name" type="UITextContentType" static="true"/>
    <field name="givenName" type="UITextContentType" static="true"/>
    <field name="familyName" type="UITextContentType" static="true"/>
    <field name="nickname" type="UITextContentType" static="true"/>
    <field name="organizationName" type="UITextContentType" static="true"/>
    <field name="emailAddress" type="UITextContentType" static="true"/>
    <field name="telephoneNumber" type="UITextContentType" static="true"/>
    <field name="URL" type="UITextContentType" static="true"/>
    <field name="username" type="UITextContentType" static="true"/>
    <field name="password" type="UITextContentType" static="true"/>
    <field name="newPassword" type="UITextContentType" static="true"/>
    <field name="oneTimeCode" type="UITextContentType" static="true"/>
    <field name="fullStreetAddress" type="UITextContentType" static="true"/>
    <field name="addressCity" type="UITextContentType" static="true"/>
    <field name="postalCode" type="UITextContentType" static="true"/>
    <field name="countryName" type="UITextContentType" static="true"/>
    <let name="rawValue" type="String"/>
  </struct>
  <!-- `toggleStyle(.switch)`, `datePickerStyle(.graphical)`: the look of the controls below. -->
  <struct name="DefaultToggleStyle" external="true" protocols="ToggleStyle">
    <field name="automatic" type="DefaultToggleStyle" static="true"/>
  </struct>
  <struct name="SwitchToggleStyle" external="true" protocols="ToggleStyle">
    <field name="`switch`" type="SwitchToggleStyle" static="true"/>
  </struct>
  <struct name="ButtonToggleStyle" external="true" protocols="ToggleStyle">
    <field name="button" type="ButtonToggleStyle" static="true"/>
  </struct>
  <struct name="DefaultDatePickerStyle" external="true" protocols="DatePickerStyle">
    <field name="automatic" type="DefaultDatePickerStyle" static="true"/>
  </struct>
  <struct name="CompactDatePickerStyle" external="true" protocols="DatePickerStyle">
    <field name="compact" type="CompactDatePickerStyle" static="true"/>
  </struct>
  <struct name="GraphicalDatePickerStyle" external="true" protocols="DatePickerStyle">
    <field name="graphical" type="GraphicalDatePickerStyle" static="true"/>
  </struct>
  <struct name="WheelDatePickerStyle" external="true" protocols="DatePickerStyle">
    <field name="wheel" type="WheelDatePickerStyle" static="true"/>
  </struct>
  <!-- `scrollIndicators(.hidden)`. -->
  <struct name="ScrollIndicatorVisibility" external="true">
    <field name="automatic" type="ScrollIndicatorVisibility" static="true"/>
    <field name="visible" type="ScrollIndicatorVisibility" static="true"/>
    <field name="hidden" type="ScrollIndicatorVisibility" static="true"/>
    <field name="never" type="ScrollIndicatorVisibility" static="true"/>
  </struct>
  <!-- `ignoresSafeArea(.keyboard)`, `ignoresSafeArea(.all, edges: .bottom)`. -->
  <struct name="SafeAreaRegions" external="true" protocols="OptionSet">
    <field name="container" type="SafeAreaRegions" static="true"/>
    <field name="keyboard" type="SafeAreaRegions" static="true"/>
    <field name="all" type="SafeAreaRegions" static="true"/>
  </struct>
  <!-- `listRowSeparator(.hidden, edges: .top)`. -->
  <struct name="VerticalEdge.Set" external="true" protocols="OptionSet">
    <field name="top" type="VerticalEdge.Set" static="true"/>
    <field name="bottom" type="VerticalEdge.Set" static="true"/>
    <field name="all" type="VerticalEdge.Set" static="true"/>
  </struct>
  <!-- `keyboardType(.decimalPad)`: UIKit's enum, as SwiftUI takes it. -->
  <enum name="UIKeyboardType" external="true">
    <case name="default"/>
    <case name="asciiCapable"/>
    <case name="numbersAndPunctuation"/>
    <case name="URL"/>
    <case name="numberPad"/>
    <case name="phonePad"/>
    <case name="namePhonePad"/>
    <case name="emailAddress"/>
    <case name="decimalPad"/>
    <case name="twitter"/>
    <case name="webSearch"/>
    <case name="asciiCapableNumberPad"/>
  </enum>
  <struct name="HoverEffect" external="true">
    <field name="automatic" type="HoverEffect" static="true"/>
    <field name="highlight" type="HoverEffect" static="true"/>
    <field name="lift" type="HoverEffect" static="true"/>
  </struct>
  <struct name="ContentMarginPlacement" external="true">
    <field name="automatic" type="ContentMarginPlacement" static="true"/>
    <field name="scrollContent" type="ContentMarginPlacement" static="true"/>
    <field name="scrollIndicators" type="ContentMarginPlacement" static="true"/>
  </struct>
  <struct name="AutomaticFormStyle" external="true" protocols="FormStyle">
    <field name="automatic" type="AutomaticFormStyle" static="true"/>
  </struct>
  <struct name="GroupedFormStyle" external="true" protocols="FormStyle">
    <field name="grouped" type="GroupedFormStyle" static="true"/>
  </struct>
  <struct name="ColumnsFormStyle" external="true" protocols="FormStyle">
    <field name="columns" type="ColumnsFormStyle" static="true"/>
  </struct>
  <!-- `withAnimation(.spring) { … }`, `.animation(.easeInOut(duration: 0.3), value: x)`. Headless
       a change applies at once; the runtime keeps the animation as spelled, for tests to read. -->
  <struct name="Animation" external="true">
    <field name="`default`" type="Animation" static="true"/>
    <field name="linear" type="Animation" static="true"/>
    <field name="easeIn" type="Animation" static="true"/>
    <field name="easeOut" type="Animation" static="true"/>
    <field name="easeInOut" type="Animation" static="true"/>
    <field name="spring" type="Animation" static="true"/>
    <field name="interactiveSpring" type="Animation" static="true"/>
    <field name="bouncy" type="Animation" static="true"/>
    <field name="smooth" type="Animation" static="true"/>
    <field name="snappy" type="Animation" static="true"/>
    <method name="linear" returns="Animation" static="true">
      <parameter name="duration" type="Double"/>
    </method>
    <method name="easeIn" returns="Animation" static="true">
      <parameter name="duration" type="Double"/>
    </method>
    <method name="easeOut" returns="Animation" static="true">
      <parameter name="duration" type="Double"/>
    </method>
    <method name="easeInOut" returns="Animation" static="true">
      <parameter name="duration" type="Double"/>
    </method>
    <method name="spring" returns="Animation" static="true">
      <parameter name="response" type="Double" default="0.5"/>
      <parameter name="dampingFraction" type="Double" default="0.825"/>
      <parameter name="blendDuration" type="Double" default="0"/>
    </method>
    <method name="spring" returns="Animation" static="true">
      <parameter name="duration" type="Double"/>
      <parameter name="bounce" type="Double" default="0"/>
      <parameter name="blendDuration" type="Double" default="0"/>
    </method>
    <method name="spring" returns="Animation" static="true">
      <parameter name="bounce" type="Double"/>
      <parameter name="blendDuration" type="Double" default="0"/>
    </method>
    <method name="bouncy" returns="Animation" static="true">
      <parameter name="duration" type="Double" default="0.5"/>
      <parameter name="extraBounce" type="Double" default="0"/>
    </method>
    <method name="smooth" returns="Animation" static="true">
      <parameter name="duration" type="Double" default="0.5"/>
      <parameter name="extraBounce" type="Double" default="0"/>
    </method>
    <method name="snappy" returns="Animation" static="true">
      <parameter name="duration" type="Double" default="0.5"/>
      <parameter name="extraBounce" type="Double" default="0"/>
    </method>
    <method name="delay" returns="Animation">
      <parameter name="delay" label="_" type="Double"/>
    </method>
    <method name="speed" returns="Animation">
      <parameter name="speed" label="_" type="Double"/>
    </method>
    <method name="repeatForever" returns="Animation">
      <parameter name="autoreverses" type="Bool" default="true"/>
    </method>
    <method name="repeatCount" returns="Animation">
      <parameter name="repeatCount" label="_" type="Int"/>
      <parameter name="autoreverses" type="Bool" default="true"/>
    </method>
  </struct>
  <!-- `.transition(.move(edge: .leading).combined(with: .opacity))`. Headless a view enters and
       leaves at once; the runtime keeps the transition as spelled, for tests to read. -->
  <struct name="AnyTransition" external="true">
    <field name="identity" type="AnyTransition" static="true"/>
    <field name="opacity" type="AnyTransition" static="true"/>
    <field name="slide" type="AnyTransition" static="true"/>
    <field name="scale" type="AnyTransition" static="true"/>
    <method name="scale" returns="AnyTransition" static="true">
      <parameter name="scale" type="CGFloat"/>
      <parameter name="anchor" type="UnitPoint" default=".center"/>
    </method>
    <method name="move" returns="AnyTransition" static="true">
      <parameter name="edge" type="Edge"/>
    </method>
    <method name="push" returns="AnyTransition" static="true">
      <parameter name="edge" label="from" type="Edge"/>
    </method>
    <method name="offset" returns="AnyTransition" static="true">
      <parameter name="x" type="CGFloat" default="0"/>
      <parameter name="y" type="CGFloat" default="0"/>
    </method>
    <method name="asymmetric" returns="AnyTransition" static="true">
      <parameter name="insertion" type="AnyTransition"/>
      <parameter name="removal" type="AnyTransition"/>
    </method>
    <method name="combined" returns="AnyTransition">
      <parameter name="other" label="with" type="AnyTransition"/>
    </method>
    <method name="animation" returns="AnyTransition">
      <parameter name="animation" label="_" type="Animation?"/>
    </method>
  </struct>

  <!-- `keyboardShortcut`'s key, modifiers and roles. -->
  <struct name="KeyEquivalent" external="true" protocols="ExpressibleByStringLiteral">
    <field name="`return`" type="KeyEquivalent" static="true"/>
    <field name="escape" type="KeyEquivalent" static="true"/>
    <field name="delete" type="KeyEquivalent" static="true"/>
    <field name="space" type="KeyEquivalent" static="true"/>
    <field name="tab" type="KeyEquivalent" static="true"/>
    <field name="upArrow" type="KeyEquivalent" static="true"/>
    <field name="downArrow" type="KeyEquivalent" static="true"/>
    <field name="leftArrow" type="KeyEquivalent" static="true"/>
    <field name="rightArrow" type="KeyEquivalent" static="true"/>
  </struct>
  <struct name="EventModifiers" external="true" protocols="OptionSet">
    <field name="command" type="EventModifiers" static="true"/>
    <field name="shift" type="EventModifiers" static="true"/>
    <field name="option" type="EventModifiers" static="true"/>
    <field name="control" type="EventModifiers" static="true"/>
  </struct>
  <struct name="KeyboardShortcut" external="true">
    <field name="defaultAction" type="KeyboardShortcut" static="true"/>
    <field name="cancelAction" type="KeyboardShortcut" static="true"/>
  </struct>

  <!-- What `alignmentGuide`'s closure reads; Trellis lays nothing out and does not call it. -->
  <struct name="ViewDimensions" external="true">
    <field name="width" type="CGFloat"/>
    <field name="height" type="CGFloat"/>
  </struct>
  <struct name="SymbolVariants" external="true">
    <field name="none" type="SymbolVariants" static="true"/>
    <field name="circle" type="SymbolVariants" static="true"/>
    <field name="square" type="SymbolVariants" static="true"/>
    <field name="rectangle" type="SymbolVariants" static="true"/>
    <field name="fill" type="SymbolVariants" static="true"/>
    <field name="slash" type="SymbolVariants" static="true"/>
  </struct>
  <struct name="ContentTransition" external="true">
    <field name="identity" type="ContentTransition" static="true"/>
    <field name="opacity" type="ContentTransition" static="true"/>
    <field name="interpolate" type="ContentTransition" static="true"/>
    <method name="numericText" static="true" returns="ContentTransition">
      <parameter name="countsDown" type="Bool" default="false"/>
    </method>
    <method name="numericText" static="true" returns="ContentTransition">
      <parameter name="value" type="Double"/>
    </method>
  </struct>
  <struct name="ContainerBackgroundPlacement" external="true">
    <field name="widget" type="ContainerBackgroundPlacement" static="true"/>
    <field name="navigation" type="ContainerBackgroundPlacement" static="true"/>
    <field name="navigationSplitView" type="ContainerBackgroundPlacement" static="true"/>
  </struct>
  <struct name="Glass" external="true">
    <field name="regular" type="Glass" static="true"/>
    <field name="clear" type="Glass" static="true"/>
    <field name="identity" type="Glass" static="true"/>
    <method name="tint" returns="Glass">
      <parameter name="color" label="_" type="Color?"/>
    </method>
    <method name="interactive" returns="Glass">
      <parameter name="isEnabled" label="_" type="Bool" default="true"/>
    </method>
  </struct>
  <struct name="SensoryFeedback" external="true">
    <field name="success" type="SensoryFeedback" static="true"/>
    <field name="warning" type="SensoryFeedback" static="true"/>
    <field name="error" type="SensoryFeedback" static="true"/>
    <field name="selection" type="SensoryFeedback" static="true"/>
    <field name="increase" type="SensoryFeedback" static="true"/>
    <field name="decrease" type="SensoryFeedback" static="true"/>
    <field name="impact" type="SensoryFeedback" static="true"/>
    <method name="impact" static="true" returns="SensoryFeedback">
      <parameter name="weight" type="SensoryFeedback.Weight" default=".medium"/>
      <parameter name="intensity" type="Double" default="1"/>
    </method>
  </struct>
  <struct name="SensoryFeedback.Weight" external="true">
    <field name="light" type="SensoryFeedback.Weight" static="true"/>
    <field name="medium" type="SensoryFeedback.Weight" static="true"/>
    <field name="heavy" type="SensoryFeedback.Weight" static="true"/>
  </struct>
</trellis>
"""#),
        ("Grammar/Prelude/Modifiers.xml", #"""
<?xml version="1.0" encoding="UTF-8"?>
<!--
  Modifiers.xml: SwiftUI's everyday modifiers, as the runtime module `Trellis` provides them
  (Sources/Trellis/Modifiers). One `modifier` per name, one `overload` per Swift overload that a
  call site can tell apart by its attribute names; parameters in Swift's order. Swift overloads
  that differ only in the type of the same argument (`navigationTitle(_: String)`, `(_: Text)`,
  `<S: StringProtocol>(_: S)`) are declared once, with the type a call site writes.
  The value types they take are in ModifierTypes.xml; ToolbarItem and ToolbarItemGroup in Toolbar.xml.
-->
<trellis>
  <!-- Layout -->

  <modifier name="padding">
    <overload>
      <parameter name="edges" label="_" type="Edge.Set" default=".all"/>
      <parameter name="length" label="_" type="CGFloat?" default="nil"/>
    </overload>
    <overload>
      <parameter name="value" label="_" type="CGFloat"/>
    </overload>
    <!-- `padding(.horizontal)`, `padding([.top, .leading])`: the edges alone, by the convention's `value`. -->
    <overload>
      <parameter name="value" label="_" type="Edge.Set"/>
    </overload>
    <overload>
      <parameter name="insets" label="_" type="EdgeInsets"/>
    </overload>
  </modifier>
  <modifier name="frame">
    <overload>
      <parameter name="width" type="CGFloat?" default="nil"/>
      <parameter name="height" type="CGFloat?" default="nil"/>
      <parameter name="alignment" type="Alignment" default=".center"/>
    </overload>
    <overload>
      <parameter name="minWidth" type="CGFloat?" default="nil"/>
      <parameter name="idealWidth" type="CGFloat?" default="nil"/>
      <parameter name="maxWidth" type="CGFloat?" default="nil"/>
      <parameter name="minHeight" type="CGFloat?" default="nil"/>
      <parameter name="idealHeight" type="CGFloat?" default="nil"/>
      <parameter name="maxHeight" type="CGFloat?" default="nil"/>
      <parameter name="alignment" type="Alignment" default=".center"/>
    </overload>
  </modifier>
  <modifier name="offset">
    <overload>
      <parameter name="x" type="CGFloat" default="0"/>
      <parameter name="y" type="CGFloat" default="0"/>
    </overload>
    <overload>
      <parameter name="value" label="_" type="CGSize"/>
    </overload>
  </modifier>

  <!-- Text and colour -->

  <modifier name="font">
    <parameter name="value" label="_" type="Font?"/>
  </modifier>
  <modifier name="fontWeight">
    <parameter name="value" label="_" type="Font.Weight?"/>
  </modifier>
  <modifier name="bold">
    <overload>
      <parameter name="isActive" label="_" type="Bool" default="true"/>
    </overload>
    <!-- `value`, as every other modifier's one unlabeled value is written. -->
    <overload>
      <parameter name="value" label="_" type="Bool"/>
    </overload>
  </modifier>
  <modifier name="italic">
    <overload>
      <parameter name="isActive" label="_" type="Bool" default="true"/>
    </overload>
    <!-- `value`, as every other modifier's one unlabeled value is written. -->
    <overload>
      <parameter name="value" label="_" type="Bool"/>
    </overload>
  </modifier>
  <modifier name="foregroundStyle">
    <overload>
      <parameter name="value" label="_" type="some ShapeStyle"/>
    </overload>
    <!-- Swift's name of the style, `foregroundStyle<S>(_ style: S)`. -->
    <overload>
      <parameter name="style" label="_" type="some ShapeStyle"/>
    </overload>
  </modifier>
  <modifier name="foregroundColor">
    <parameter name="value" label="_" type="Color?"/>
  </modifier>
  <!-- SwiftUI's `tint<S: ShapeStyle>(_: S?)`; its `tint(_: Color?)` takes nothing a colour's
       ShapeStyle conformance does not. Through the optional, Swift finds no base for an implicit
       style (`.tint(.secondary)`); a colour's (`.tint(.red)`) it finds through the `Color?` overload. -->
  <modifier name="tint">
    <parameter name="value" label="_" type="(some ShapeStyle)?"/>
  </modifier>
  <modifier name="lineLimit">
    <parameter name="value" label="_" type="Int?"/>
  </modifier>
  <!-- Text layout and symbol drawing, which lay out no lines headless: recorded, and reported
       by `ViewHost.appearance(of:)` in `modifiers`. -->
  <modifier name="minimumScaleFactor">
    <parameter name="value" label="_" type="CGFloat"/>
  </modifier>
  <modifier name="truncationMode">
    <parameter name="value" label="_" type="Text.TruncationMode"/>
  </modifier>
  <modifier name="monospacedDigit"/>
  <modifier name="monospaced">
    <overload>
      <parameter name="isActive" label="_" type="Bool" default="true"/>
    </overload>
    <!-- `value`, as every other modifier's one unlabeled value is written. -->
    <overload>
      <parameter name="value" label="_" type="Bool"/>
    </overload>
  </modifier>
  <modifier name="imageScale">
    <parameter name="value" label="_" type="Image.Scale"/>
  </modifier>
  <modifier name="symbolRenderingMode">
    <parameter name="value" label="_" type="SymbolRenderingMode?"/>
  </modifier>
  <modifier name="textSelection">
    <parameter name="value" label="_" type="TextSelectability"/>
  </modifier>
  <modifier name="scenePadding">
    <parameter name="edges" label="_" type="Edge.Set" default=".all"/>
  </modifier>
  <!-- The tooltip a pointer resting on the view shows; nothing hovers headless. -->
  <modifier name="help">
    <parameter name="value" label="_" type="String"/>
  </modifier>
  <modifier name="multilineTextAlignment">
    <parameter name="value" label="_" type="TextAlignment"/>
  </modifier>
  <!-- Hides the labels of the controls below; they still name them for accessibility. -->
  <modifier name="labelsHidden"/>
  <!-- Shows the views below as placeholders: `redacted(reason: isLoading ? .placeholder : [])`. -->
  <modifier name="redacted">
    <parameter name="reason" type="RedactionReasons"/>
  </modifier>
  <!-- A grid cell's span and its column's alignment. -->
  <modifier name="gridCellColumns">
    <parameter name="value" label="_" type="Int"/>
  </modifier>
  <modifier name="gridColumnAlignment">
    <parameter name="value" label="_" type="HorizontalAlignment"/>
  </modifier>
  <modifier name="textCase">
    <parameter name="value" label="_" type="Text.Case?"/>
  </modifier>

  <!-- Decoration -->

  <modifier name="background">
    <overload>
      <parameter name="value" label="_" type="some ShapeStyle"/>
      <parameter name="ignoresSafeAreaEdges" type="Edge.Set" default=".all"/>
    </overload>
    <!-- `background(.fill.tertiary, in: .circle)`: a style filling a shape behind the view. -->
    <overload>
      <parameter name="value" label="_" type="some ShapeStyle"/>
      <parameter name="in" type="some Shape"/>
    </overload>
    <overload>
      <parameter name="alignment" type="Alignment" default=".center"/>
      <slot name="content"/>
    </overload>
  </modifier>
  <modifier name="overlay">
    <parameter name="alignment" type="Alignment" default=".center"/>
    <slot name="content"/>
  </modifier>
  <!-- `safeAreaInset(edge: .bottom) { ... }`: views along an edge of the safe area, such as a bar
       under a list; the edge's type tells the vertical overload from the horizontal one. -->
  <modifier name="safeAreaInset">
    <overload>
      <parameter name="edge" type="VerticalEdge"/>
      <parameter name="alignment" type="HorizontalAlignment" default=".center"/>
      <parameter name="spacing" type="CGFloat?" default="nil"/>
      <slot name="content"/>
    </overload>
    <overload>
      <parameter name="edge" type="HorizontalEdge"/>
      <parameter name="alignment" type="VerticalAlignment" default=".center"/>
      <parameter name="spacing" type="CGFloat?" default="nil"/>
      <slot name="content"/>
    </overload>
  </modifier>
  <modifier name="cornerRadius">
    <parameter name="value" label="_" type="CGFloat"/>
    <parameter name="antialiased" type="Bool" default="true"/>
  </modifier>
  <modifier name="clipShape">
    <parameter name="value" label="_" type="some Shape"/>
    <parameter name="style" type="FillStyle" default="FillStyle()"/>
  </modifier>
  <!-- The shape that containers inside fit their own shapes to: `.containerShape(.rect(cornerRadius: 20))`. -->
  <modifier name="containerShape">
    <parameter name="value" label="_" type="some InsettableShape"/>
  </modifier>
  <!-- The effect a hovering pointer shows; nothing hovers headless, so it is recorded. -->
  <modifier name="hoverEffect">
    <parameter name="value" label="_" type="HoverEffect" default=".automatic"/>
    <parameter name="isEnabled" type="Bool" default="true"/>
  </modifier>
  <!-- Margins around the content of the scroll views inside: `.contentMargins(20, for: .scrollContent)`,
       `.contentMargins([.horizontal, .bottom], 10, for: .scrollContent)`. -->
  <modifier name="contentMargins">
    <overload>
      <parameter name="value" label="_" type="CGFloat"/>
      <parameter name="for" type="ContentMarginPlacement" default=".automatic"/>
    </overload>
    <overload>
      <parameter name="edges" label="_" type="Edge.Set" default=".all"/>
      <parameter name="length" label="_" type="CGFloat?"/>
      <parameter name="for" type="ContentMarginPlacement" default=".automatic"/>
    </overload>
  </modifier>
  <!-- The shape that takes hits and hovers; the headless runtime records it. -->
  <modifier name="contentShape">
    <parameter name="value" label="_" type="some Shape"/>
    <parameter name="eoFill" type="Bool" default="false"/>
  </modifier>
  <!-- Changes to `value` below the view animate; headless they apply at once, and the runtime
       records the animation. -->
  <modifier name="animation">
    <overload>
      <parameter name="animation" label="_" type="Animation?"/>
      <parameter name="value" type="AnyHashable"/>
    </overload>
    <!-- SwiftUI's `animation(_:)` without a value, deprecated: a first try's `<animation value=".spring"/>`
         (`<animation animation=".spring"/>` lacks `value`, which the first overload says). -->
    <overload deprecated="it animates every change below; say which value's changes animate, `&lt;animation animation=&quot;.spring&quot; value=&quot;isExpanded&quot;/&gt;`, or make the change in `withAnimation`">
      <parameter name="value" label="_" type="Animation?"/>
    </overload>
  </modifier>
  <!-- One view's frame, position or size shared with the other views of the same `id` in a
       `namespace`, which SwiftUI animates between as one replaces another; headless there is
       no geometry to share, and the runtime records the id and the namespace. -->
  <modifier name="matchedGeometryEffect">
    <parameter name="id" type="AnyHashable"/>
    <parameter name="in" type="Namespace.ID"/>
    <parameter name="properties" type="MatchedGeometryProperties" default=".frame"/>
    <parameter name="anchor" type="UnitPoint" default=".center"/>
    <parameter name="isSource" type="Bool" default="true"/>
  </modifier>
  <!-- How the view enters and leaves when an `if` inserts or removes it; headless it does so at
       once, and the runtime records the transition. -->
  <modifier name="transition">
    <parameter name="value" label="_" type="AnyTransition"/>
  </modifier>
  <modifier name="opacity">
    <parameter name="value" label="_" type="Double"/>
  </modifier>
  <!-- Colour effects: Trellis draws no pixels, so each is recorded as written. -->
  <modifier name="hueRotation">
    <parameter name="value" label="_" type="Angle"/>
  </modifier>
  <modifier name="grayscale">
    <parameter name="value" label="_" type="Double"/>
  </modifier>
  <modifier name="saturation">
    <parameter name="value" label="_" type="Double"/>
  </modifier>
  <modifier name="brightness">
    <parameter name="value" label="_" type="Double"/>
  </modifier>
  <modifier name="contrast">
    <parameter name="value" label="_" type="Double"/>
  </modifier>
  <modifier name="blur">
    <parameter name="radius" type="CGFloat"/>
    <parameter name="opaque" type="Bool" default="false"/>
  </modifier>
  <modifier name="shadow">
    <parameter name="color" type="Color" default="Color(white: 0, opacity: 0.33)"/>
    <parameter name="radius" type="CGFloat"/>
    <parameter name="x" type="CGFloat" default="0"/>
    <parameter name="y" type="CGFloat" default="0"/>
  </modifier>

  <!-- Images and layout. Swift also has `aspectRatio(_: CGSize, contentMode:)` and
       `scaleEffect(_: CGSize, anchor:)`. `resizable` and `renderingMode` are `Image`'s own and
       return an `Image`, so they apply to an `Image` before any other modifier but theirs. -->
  <modifier name="resizable" on="Image" returns="Image">
    <parameter name="capInsets" type="EdgeInsets" default="EdgeInsets()"/>
    <parameter name="resizingMode" type="Image.ResizingMode" default=".stretch"/>
  </modifier>
  <modifier name="renderingMode" on="Image" returns="Image">
    <parameter name="value" label="_" type="Image.TemplateRenderingMode?"/>
  </modifier>
  <modifier name="aspectRatio">
    <parameter name="value" label="_" type="CGFloat?" default="nil"/>
    <parameter name="contentMode" type="ContentMode"/>
  </modifier>
  <modifier name="scaledToFit">
  </modifier>
  <modifier name="scaledToFill">
  </modifier>
  <modifier name="fixedSize">
    <overload>
    </overload>
    <overload>
      <parameter name="horizontal" type="Bool"/>
      <parameter name="vertical" type="Bool"/>
    </overload>
  </modifier>
  <modifier name="clipped">
    <parameter name="antialiased" type="Bool" default="false"/>
  </modifier>
  <modifier name="scaleEffect">
    <overload>
      <parameter name="value" label="_" type="CGFloat"/>
      <parameter name="anchor" type="UnitPoint" default=".center"/>
    </overload>
    <overload>
      <parameter name="x" type="CGFloat" default="1.0"/>
      <parameter name="y" type="CGFloat" default="1.0"/>
      <parameter name="anchor" type="UnitPoint" default=".center"/>
    </overload>
  </modifier>
  <!-- The prelude's name of the unlabeled angle, `value`, and Swift's, `angle`. -->
  <modifier name="rotationEffect">
    <overload>
      <parameter name="value" label="_" type="Angle"/>
      <parameter name="anchor" type="UnitPoint" default=".center"/>
    </overload>
    <overload>
      <parameter name="angle" label="_" type="Angle"/>
      <parameter name="anchor" type="UnitPoint" default=".center"/>
    </overload>
  </modifier>

  <!-- Navigation chrome. `readByStack`: the stack around the modified view shows it, so inside a
       `<NavigationStack>` of one view, after that view, it is that view's, as in Swift's layout. -->
  <!-- Swift also has `<S: StringProtocol>(_: S)`. `navigationTitle(_ title: Text)` takes the
       `<Text>` written inside: `<navigationTitle><Text>…</Text></navigationTitle>`. -->
  <modifier name="navigationTitle" readByStack="true">
    <overload>
      <parameter name="value" label="_" type="String"/>
    </overload>
    <!-- Swift's name of the title, `navigationTitle<S: StringProtocol>(_ title: S)`. -->
    <overload>
      <parameter name="title" label="_" type="String"/>
    </overload>
    <overload>
      <slot name="title" label="_" type="Text" required="true"/>
    </overload>
  </modifier>
  <!-- SwiftUI's deprecated names, which it still accepts and swiftc warns on (TRL224): the
       runtime keeps them working. `navigationBarTitle` is `navigationTitle` renamed;
       `navigationViewStyle` styled `NavigationView`, and a `NavigationStack` is always a stack. -->
  <modifier name="navigationBarTitle" readByStack="true" deprecated="use `navigationTitle`, which takes the same title" renamed="navigationTitle">
    <overload>
      <parameter name="value" label="_" type="String"/>
    </overload>
    <overload>
      <slot name="title" label="_" type="Text" required="true"/>
    </overload>
  </modifier>
  <modifier name="navigationViewStyle" deprecated="it styles `NavigationView`; a `NavigationStack` is always a stack, so remove it">
    <parameter name="value" label="_" type="some NavigationViewStyle"/>
  </modifier>
  <!-- Swift's name of the mode, `navigationBarTitleDisplayMode(_ displayMode:)`. -->
  <modifier name="navigationBarTitleDisplayMode" readByStack="true">
    <overload>
      <parameter name="value" label="_" type="NavigationBarItem.TitleDisplayMode"/>
    </overload>
    <overload>
      <parameter name="displayMode" label="_" type="NavigationBarItem.TitleDisplayMode"/>
    </overload>
  </modifier>
  <modifier name="toolbar" readByStack="true">
    <slot name="content"/>
  </modifier>
  <!-- The first overload is Swift's `prompt: Text? = nil` with the prompt left out; the second is
       `<S: StringProtocol>(text:placement:prompt: S)`, whose prompt is text with holes. -->
  <modifier name="searchable" readByStack="true">
    <overload>
      <parameter name="text" type="Binding&lt;String&gt;"/>
      <parameter name="placement" type="SearchFieldPlacement" default=".automatic"/>
    </overload>
    <overload>
      <parameter name="text" type="Binding&lt;String&gt;"/>
      <parameter name="placement" type="SearchFieldPlacement" default=".automatic"/>
      <parameter name="prompt" type="String"/>
    </overload>
  </modifier>
  <!-- `searchSuggestions { … }`: views offered while searching. The headless host prints them
       under a `Search suggestions` line before the content, and nothing when they are empty. -->
  <modifier name="searchSuggestions" readByStack="true">
    <slot name="suggestions" label="_"/>
  </modifier>

  <!-- Styles: each takes a value of its style protocol, a built-in one by its static member
       (`.bordered`) or the program's own (`CardButtonStyle()`, declared with protocols="ButtonStyle"). -->
  <modifier name="listStyle">
    <parameter name="value" label="_" type="some ListStyle"/>
  </modifier>
  <!-- SwiftUI's `badge(_ count: Int)` on a list row or a tab item; a count of zero shows none.
       Swift also has `badge(_: Text?)` and `badge<S: StringProtocol>(_: S?)`. -->
  <modifier name="badge">
    <parameter name="value" label="_" type="Int"/>
  </modifier>
  <modifier name="listRowBackground">
    <parameter name="value" label="_" type="some View"/>
  </modifier>
  <!-- The insets of the list row this view is in: `listRowInsets(EdgeInsets())`; nil keeps the list's own. -->
  <modifier name="listRowInsets">
    <parameter name="value" label="_" type="EdgeInsets?"/>
  </modifier>
  <modifier name="labelStyle">
    <parameter name="value" label="_" type="some LabelStyle"/>
  </modifier>
  <!-- A `ViewModifier`'s `body(content:)` around the view (`ModifiedContent`); the modifier's
       state is kept with the modified view's identity. -->
  <modifier name="modifier">
    <parameter name="value" label="_" type="some ViewModifier"/>
  </modifier>
  <!-- The two Swift overloads take the same argument: `buttonStyle<S: ButtonStyle>(_:)` for a style
       that builds the button's content, `buttonStyle<S: PrimitiveButtonStyle>(_:)` for one that
       builds the whole button; the built-in styles (`.bordered`, `.plain`, ...) are primitive.
       Which applies depends on the argument's protocol. -->
  <modifier name="buttonStyle">
    <overload>
      <parameter name="value" label="_" type="some ButtonStyle"/>
    </overload>
    <overload>
      <parameter name="value" label="_" type="some PrimitiveButtonStyle"/>
    </overload>
  </modifier>
  <!-- Whether the view is mirrored when the layout runs right to left (an arrow, a chart):
       `ViewHost.appearance(of:)` reports it; Trellis lays out left to right, so nothing flips. -->
  <modifier name="flipsForRightToLeftLayoutDirection">
    <parameter name="value" label="_" type="Bool"/>
  </modifier>
  <modifier name="progressViewStyle">
    <parameter name="value" label="_" type="some ProgressViewStyle"/>
  </modifier>
  <modifier name="pickerStyle">
    <overload>
      <parameter name="value" label="_" type="some PickerStyle"/>
    </overload>
    <!-- Swift's name of the style, `pickerStyle<S>(_ style: S)`. -->
    <overload>
      <parameter name="style" label="_" type="some PickerStyle"/>
    </overload>
  </modifier>
  <modifier name="textFieldStyle">
    <parameter name="value" label="_" type="some TextFieldStyle"/>
  </modifier>
  <modifier name="formStyle">
    <parameter name="value" label="_" type="some FormStyle"/>
  </modifier>

  <!-- Control sizing and text entry: values that flow down to the controls and fields below. -->
  <modifier name="controlSize">
    <parameter name="value" label="_" type="ControlSize"/>
  </modifier>
  <modifier name="textInputAutocapitalization">
    <parameter name="value" label="_" type="TextInputAutocapitalization?"/>
  </modifier>
  <modifier name="autocorrectionDisabled">
    <parameter name="value" label="_" type="Bool" default="true"/>
  </modifier>
  <!-- SwiftUI's earlier name of `autocorrectionDisabled(_:)`, still what many apps write. -->
  <modifier name="disableAutocorrection">
    <parameter name="value" label="_" type="Bool?"/>
  </modifier>
  <modifier name="textContentType">
    <parameter name="value" label="_" type="UITextContentType?"/>
  </modifier>
  <!-- Drawing, scrolling and controls' looks a first try often writes: kept for the views below
       (`appearance(of:)`), or recorded on the view (`zIndex`, `ignoresSafeArea`). -->
  <modifier name="toggleStyle">
    <overload>
      <parameter name="value" label="_" type="some ToggleStyle"/>
    </overload>
    <overload>
      <parameter name="style" label="_" type="some ToggleStyle"/>
    </overload>
  </modifier>
  <modifier name="datePickerStyle">
    <overload>
      <parameter name="value" label="_" type="some DatePickerStyle"/>
    </overload>
    <overload>
      <parameter name="style" label="_" type="some DatePickerStyle"/>
    </overload>
  </modifier>
  <modifier name="strikethrough">
    <overload>
      <parameter name="isActive" label="_" type="Bool" default="true"/>
      <parameter name="color" type="Color?" default="nil"/>
    </overload>
    <!-- `value`, as every other modifier's one unlabeled value is written. -->
    <overload>
      <parameter name="value" label="_" type="Bool"/>
      <parameter name="color" type="Color?" default="nil"/>
    </overload>
  </modifier>
  <modifier name="underline">
    <overload>
      <parameter name="isActive" label="_" type="Bool" default="true"/>
      <parameter name="color" type="Color?" default="nil"/>
    </overload>
    <!-- `value`, as every other modifier's one unlabeled value is written. -->
    <overload>
      <parameter name="value" label="_" type="Bool"/>
      <parameter name="color" type="Color?" default="nil"/>
    </overload>
  </modifier>
  <modifier name="lineSpacing">
    <parameter name="value" label="_" type="CGFloat"/>
  </modifier>
  <modifier name="scrollIndicators">
    <parameter name="value" label="_" type="ScrollIndicatorVisibility"/>
    <parameter name="axes" type="Axis.Set" default="[.vertical, .horizontal]"/>
  </modifier>
  <modifier name="scrollDisabled">
    <parameter name="value" label="_" type="Bool"/>
  </modifier>
  <modifier name="listRowSeparator">
    <parameter name="value" label="_" type="Visibility"/>
    <parameter name="edges" type="VerticalEdge.Set" default=".all"/>
  </modifier>
  <modifier name="ignoresSafeArea">
    <parameter name="regions" label="_" type="SafeAreaRegions" default=".all"/>
    <parameter name="edges" type="Edge.Set" default=".all"/>
  </modifier>
  <modifier name="zIndex">
    <parameter name="value" label="_" type="Double"/>
  </modifier>
  <modifier name="keyboardType">
    <parameter name="value" label="_" type="UIKeyboardType"/>
  </modifier>
  <modifier name="submitLabel">
    <parameter name="value" label="_" type="SubmitLabel"/>
  </modifier>

  <!-- Gestures and row actions -->

  <modifier name="onTapGesture">
    <parameter name="count" type="Int" default="1"/>
    <parameter name="action" label="perform" type="() -> Void"/>
  </modifier>
  <modifier name="onLongPressGesture">
    <parameter name="minimumDuration" type="Double" default="0.5"/>
    <parameter name="maximumDistance" type="CGFloat" default="10"/>
    <parameter name="action" label="perform" type="() -> Void"/>
  </modifier>
  <!-- A gesture value: `DragGesture().onChanged { value in offset = value.translation }`,
       `MagnifyGesture()`, `MagnificationGesture()` or `LongPressGesture()`, with `onChanged`
       and `onEnded`; swiftc types the expression. -->
  <modifier name="gesture">
    <parameter name="value" label="_" type="some Gesture"/>
    <parameter name="including" type="GestureMask" default=".all"/>
  </modifier>
  <!-- On `ForEach` (a DynamicViewContent); the action receives the rows' offsets in the data.
       Swift's parameter is optional, nil turning the action off. -->
  <modifier name="onDelete" on="DynamicViewContent" returns="DynamicViewContent">
    <overload>
      <parameter name="action" label="perform" type="(IndexSet) -> Void"/>
    </overload>
    <!-- `perform`, Swift's own name of the action. -->
    <overload>
      <parameter name="perform" type="(IndexSet) -> Void"/>
    </overload>
  </modifier>
  <!-- The action receives the moved offsets and the offset they land in front of. -->
  <modifier name="onMove" on="DynamicViewContent" returns="DynamicViewContent">
    <overload>
      <parameter name="action" label="perform" type="(IndexSet, Int) -> Void"/>
    </overload>
    <overload>
      <parameter name="perform" type="(IndexSet, Int) -> Void"/>
    </overload>
  </modifier>
  <modifier name="swipeActions">
    <parameter name="edge" type="HorizontalEdge" default=".trailing"/>
    <parameter name="allowsFullSwipe" type="Bool" default="true"/>
    <slot name="content"/>
  </modifier>
  <!-- With `preview`, the view shown in place of this one while the menu is open; a headless
       host never holds the menu open, so it builds the preview only when asked
       (`ViewHost.contextMenuPreview(on:)`). -->
  <modifier name="contextMenu">
    <overload>
      <slot name="menuItems"/>
    </overload>
    <overload>
      <slot name="menuItems"/>
      <slot name="preview" required="true"/>
    </overload>
  </modifier>

  <!-- Accessibility. Swift also has the `Text` and `LocalizedStringKey` forms of each. -->
  <modifier name="accessibilityLabel">
    <parameter name="value" label="_" type="String"/>
  </modifier>
  <modifier name="accessibilityHint">
    <parameter name="value" label="_" type="String"/>
  </modifier>
  <modifier name="accessibilityValue">
    <parameter name="value" label="_" type="String"/>
  </modifier>
  <modifier name="accessibilityElement">
    <parameter name="children" type="AccessibilityChildBehavior" default=".ignore"/>
  </modifier>
  <modifier name="accessibilityAddTraits">
    <parameter name="value" label="_" type="AccessibilityTraits"/>
  </modifier>
  <modifier name="accessibilityRemoveTraits">
    <parameter name="value" label="_" type="AccessibilityTraits"/>
  </modifier>
  <modifier name="accessibilityHidden">
    <parameter name="value" label="_" type="Bool"/>
  </modifier>

  <!-- Everyday modifiers the runtime records as written, for `ViewHost.appearance(of:)`'s
       `modifiers`: Trellis draws no pixels and lays nothing out. -->
  <modifier name="layoutPriority">
    <parameter name="value" label="_" type="Double"/>
  </modifier>
  <modifier name="position">
    <overload>
      <parameter name="x" type="CGFloat" default="0"/>
      <parameter name="y" type="CGFloat" default="0"/>
    </overload>
    <overload>
      <parameter name="value" label="_" type="CGPoint"/>
    </overload>
  </modifier>
  <modifier name="safeAreaPadding">
    <overload>
      <parameter name="edges" label="_" type="Edge.Set" default=".all"/>
      <parameter name="length" label="_" type="CGFloat?" default="nil"/>
    </overload>
    <overload>
      <parameter name="value" label="_" type="CGFloat"/>
    </overload>
    <overload>
      <parameter name="insets" label="_" type="EdgeInsets"/>
    </overload>
  </modifier>
  <modifier name="containerRelativeFrame">
    <parameter name="axes" label="_" type="Axis.Set"/>
    <parameter name="alignment" type="Alignment" default=".center"/>
  </modifier>
  <modifier name="border">
    <parameter name="value" label="_" type="some ShapeStyle"/>
    <parameter name="width" type="CGFloat" default="1"/>
  </modifier>
  <!-- The mask's views inside: `<mask><Circle/></mask>`. -->
  <modifier name="mask">
    <parameter name="alignment" type="Alignment" default=".center"/>
    <slot name="mask" label="_"/>
  </modifier>
  <modifier name="backgroundStyle">
    <parameter name="value" label="_" type="some ShapeStyle"/>
  </modifier>
  <!-- SwiftUI applies it to the whole window or sheet; the host's `colorScheme` stays as set. -->
  <modifier name="preferredColorScheme">
    <parameter name="value" label="_" type="ColorScheme?"/>
  </modifier>
  <modifier name="colorInvert">
  </modifier>
  <modifier name="colorMultiply">
    <parameter name="value" label="_" type="Color"/>
  </modifier>
  <modifier name="luminanceToAlpha">
  </modifier>
  <modifier name="compositingGroup">
  </modifier>
  <modifier name="fontDesign">
    <parameter name="value" label="_" type="Font.Design?"/>
  </modifier>
  <modifier name="kerning">
    <parameter name="value" label="_" type="CGFloat"/>
  </modifier>
  <modifier name="tracking">
    <parameter name="value" label="_" type="CGFloat"/>
  </modifier>
  <modifier name="baselineOffset">
    <parameter name="value" label="_" type="CGFloat"/>
  </modifier>
  <modifier name="allowsTightening">
    <parameter name="value" label="_" type="Bool"/>
  </modifier>
  <modifier name="scrollClipDisabled">
    <parameter name="value" label="_" type="Bool" default="true"/>
  </modifier>
  <modifier name="listSectionSeparator">
    <parameter name="value" label="_" type="Visibility"/>
    <parameter name="edges" type="VerticalEdge.Set" default=".all"/>
  </modifier>
  <!-- `keyboardShortcut("s")` (with `.command`), `keyboardShortcut(.return, modifiers: [.shift])`;
       a role's shortcut by Swift's name of it, `shortcut=".defaultAction"`. -->
  <modifier name="keyboardShortcut">
    <overload>
      <parameter name="value" label="_" type="KeyEquivalent"/>
      <parameter name="modifiers" type="EventModifiers" default=".command"/>
    </overload>
    <overload>
      <parameter name="shortcut" label="_" type="KeyboardShortcut"/>
    </overload>
  </modifier>
  <modifier name="accessibilityIdentifier">
    <parameter name="value" label="_" type="String"/>
  </modifier>
  <!-- Behaviour the host acts on: below `allowsHitTesting(false)` it taps nothing, a row under
       `deleteDisabled(true)` is not deleted, `ViewHost.open(_:)` runs `onOpenURL` and
       `ViewHost.hover(_:isInside:)` runs `onHover`. -->
  <modifier name="allowsHitTesting">
    <parameter name="value" label="_" type="Bool"/>
  </modifier>
  <modifier name="deleteDisabled">
    <parameter name="value" label="_" type="Bool"/>
  </modifier>
  <modifier name="onOpenURL">
    <parameter name="action" label="perform" type="(URL) -> Void"/>
  </modifier>
  <modifier name="onHover">
    <parameter name="action" label="perform" type="(Bool) -> Void"/>
  </modifier>

  <!-- Modifiers after the first everyday set: `sensoryFeedback` plays (the host records it,
       `ViewHost.sensoryFeedback`) when its trigger changes; the rest are recorded as written. -->
  <modifier name="alignmentGuide">
    <overload>
      <parameter name="value" label="_" type="HorizontalAlignment"/>
      <parameter name="computeValue" type="(ViewDimensions) -> CGFloat"/>
    </overload>
    <overload>
      <parameter name="value" label="_" type="VerticalAlignment"/>
      <parameter name="computeValue" type="(ViewDimensions) -> CGFloat"/>
    </overload>
  </modifier>
  <!-- A style, or views inside: `<containerBackground for=".navigation"><Rectangle><fill value="Color.blue"/></Rectangle></containerBackground>`. -->
  <modifier name="containerBackground">
    <overload>
      <parameter name="value" label="_" type="some ShapeStyle"/>
      <parameter name="for" type="ContainerBackgroundPlacement"/>
    </overload>
    <overload>
      <parameter name="for" type="ContainerBackgroundPlacement"/>
      <parameter name="alignment" type="Alignment" default=".center"/>
      <slot name="content"/>
    </overload>
  </modifier>
  <modifier name="symbolVariant">
    <parameter name="value" label="_" type="SymbolVariants"/>
  </modifier>
  <modifier name="contentTransition">
    <parameter name="value" label="_" type="ContentTransition"/>
  </modifier>
  <modifier name="glassEffect">
    <parameter name="value" label="_" type="Glass" default=".regular"/>
    <parameter name="in" type="some Shape" default="Capsule()"/>
  </modifier>
  <!-- `<sensoryFeedback value=".success" trigger="count"/>`; a condition on the old and new
       values, or a closure choosing the feedback (`nil` plays none). -->
  <modifier name="sensoryFeedback">
    <overload>
      <parameter name="value" label="_" type="SensoryFeedback"/>
      <parameter name="trigger" type="AnyHashable"/>
    </overload>
    <overload>
      <parameter name="value" label="_" type="SensoryFeedback"/>
      <parameter name="trigger" type="AnyHashable"/>
      <parameter name="condition" type="(V, V) -> Bool"/>
    </overload>
    <overload>
      <parameter name="trigger" type="AnyHashable"/>
      <parameter name="feedback" label="_" type="(V, V) -> SensoryFeedback?"/>
    </overload>
  </modifier>
</trellis>
"""#),
        ("Grammar/Prelude/Navigation.xml", #"""
<?xml version="1.0" encoding="UTF-8"?>
<!--
  Navigation.xml: navigation by value and tabs. `NavigationStack(path:)` and
  `NavigationLink(value:)` are declared with the other navigation views in Views.xml.

  A value destination names the pushed value with `item`, as `ForEach` names its element:
    <navigationDestination for="Scrum.self" item="scrum"><DetailView scrum="{scrum}"/></navigationDestination>
  is Swift's `.navigationDestination(for: Scrum.self) { scrum in DetailView(scrum: scrum) }`.
-->
<trellis>
  <!-- A path of values of any `Hashable` types. -->
  <struct name="NavigationPath" external="true">
    <field name="count" type="Int"/>
    <field name="isEmpty" type="Bool"/>
  </struct>

  <modifier name="navigationDestination" generics="D" readByStack="true">
    <overload>
      <parameter name="for" label="for" type="D.Type"/>
      <slot name="destination" takes="D" required="true"/>
    </overload>
    <overload>
      <parameter name="isPresented" type="Binding&lt;Bool&gt;"/>
      <slot name="destination" required="true"/>
    </overload>
    <!-- `item` pushes while the optional is set; its content names the value on the slot's
         element, as `sheet(item:)`'s does: `<destination item="trail">`. `D` must be `Hashable`
         (TRL252). -->
    <overload>
      <parameter name="item" type="Binding&lt;D?&gt;"/>
      <slot name="destination" required="true" takes="D"/>
    </overload>
  </modifier>

  <!-- Tabs: the legacy form is `tabItem` and `tag` on each tab's view; the newer one is `Tab`. -->
  <view name="TabView" external="true" generics="SelectionValue">
    <overload>
      <slot name="content"/>
    </overload>
    <overload>
      <parameter name="selection" type="Binding&lt;SelectionValue&gt;"/>
      <slot name="content"/>
    </overload>
  </view>

  <view name="Tab" external="true" generics="Value">
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="systemImage" type="String"/>
      <slot name="content"/>
    </overload>
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="systemImage" type="String"/>
      <parameter name="value" type="Value"/>
      <slot name="content"/>
    </overload>
  </view>

  <modifier name="tabItem">
    <slot name="label" label="_" required="true"/>
  </modifier>
</trellis>
"""#),
        ("Grammar/Prelude/Presentation.xml", #"""
<?xml version="1.0" encoding="UTF-8"?>
<!--
  Presentation.xml: modifiers that present views over the screen, and the environment values.
  Presented content sees the environment where the modifier is attached, and its state starts
  fresh on each presentation. `ViewHost.render()` prints it after the presenter's lines, under
  `Sheet`, `FullScreenCover`, `Popover [as sheet]`, `Alert "Title"` or `ConfirmationDialog "Title"`.
  `onDismiss` is Swift's `(() -> Void)? = nil`: written, it is statements. The `item:` forms
  present while the item is not nil; their content names the item on the `content` element:
  `<sheet item="{$editing}"><content item="scrum"><Editor scrum="{scrum}"/></content></sheet>`.
  The item must be `Identifiable` (TRL192); an item with another `id` replaces the content.
-->
<trellis>
  <modifier name="sheet" generics="Item">
    <overload>
      <parameter name="isPresented" type="Binding&lt;Bool&gt;"/>
      <parameter name="onDismiss" type="() -> Void" default="nil"/>
      <slot name="content" required="true"/>
    </overload>
    <overload>
      <parameter name="item" type="Binding&lt;Item?&gt;"/>
      <parameter name="onDismiss" type="() -> Void" default="nil"/>
      <slot name="content" required="true" takes="Item"/>
    </overload>
  </modifier>
  <modifier name="fullScreenCover" generics="Item">
    <overload>
      <parameter name="isPresented" type="Binding&lt;Bool&gt;"/>
      <parameter name="onDismiss" type="() -> Void" default="nil"/>
      <slot name="content" required="true"/>
    </overload>
    <overload>
      <parameter name="item" type="Binding&lt;Item?&gt;"/>
      <parameter name="onDismiss" type="() -> Void" default="nil"/>
      <slot name="content" required="true" takes="Item"/>
    </overload>
  </modifier>
  <modifier name="popover" generics="Item">
    <overload>
      <parameter name="isPresented" type="Binding&lt;Bool&gt;"/>
      <parameter name="arrowEdge" type="Edge?" default="nil"/>
      <slot name="content" required="true"/>
    </overload>
    <overload>
      <parameter name="item" type="Binding&lt;Item?&gt;"/>
      <parameter name="arrowEdge" type="Edge?" default="nil"/>
      <slot name="content" required="true" takes="Item"/>
    </overload>
  </modifier>
  <!-- The buttons are written inside (`actions`); a `message` child holds the message text. With
       no button the alert gets a standard "OK"; every button dismisses it after its action. -->
  <modifier name="alert" generics="T">
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="isPresented" type="Binding&lt;Bool&gt;"/>
      <slot name="actions"/>
      <slot name="message"/>
    </overload>
    <!-- `alert("Delete?", isPresented: $asking, presenting: file) { file in … } message: { file in … }`:
         the slots receive the value presented while it is not nil. -->
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="isPresented" type="Binding&lt;Bool&gt;"/>
      <parameter name="presenting" type="T?"/>
      <slot name="actions" takes="T"/>
      <slot name="message" takes="T"/>
    </overload>
  </modifier>
  <!-- A standard "Cancel" is added unless a button has `role=".cancel"`. -->
  <modifier name="confirmationDialog">
    <parameter name="title" label="_" type="String"/>
    <parameter name="isPresented" type="Binding&lt;Bool&gt;"/>
    <parameter name="titleVisibility" type="Visibility" default=".automatic"/>
    <slot name="actions"/>
    <slot name="message"/>
  </modifier>
  <!-- The values `<environment name="..." key="\.member"/>` reads (`@Environment(\.member)`); the
       declaration's type is the field's. `dismiss` and `openURL` are called: `dismiss()`. -->
  <struct name="EnvironmentValues" external="true">
    <field name="dismiss" type="DismissAction"/>
    <field name="isPresented" type="Bool"/>
    <field name="scenePhase" type="ScenePhase"/>
    <field name="colorScheme" type="ColorScheme"/>
    <!-- Optional, as SwiftUI's are: `sizeClass == .compact` compares with the case. -->
    <field name="horizontalSizeClass" type="UserInterfaceSizeClass?"/>
    <field name="verticalSizeClass" type="UserInterfaceSizeClass?"/>
    <field name="openURL" type="OpenURLAction"/>
    <field name="isEnabled" type="Bool"/>
    <field name="locale" type="Locale"/>
    <!-- The edit mode an `EditButton` toggles: `editMode?.wrappedValue.isEditing`. -->
    <field name="editMode" type="Binding&lt;EditMode&gt;?"/>
    <field name="refresh" type="RefreshAction?"/>
    <!-- The context of the nearest `modelContainer` above (SwiftData.xml); none is TRL232. -->
    <field name="modelContext" type="ModelContext"/>
  </struct>
  <!-- The action of the nearest `refreshable` above: `await refresh?()`. -->
  <struct name="RefreshAction" external="true"/>
  <struct name="DismissAction" external="true"/>
  <struct name="OpenURLAction" external="true"/>
  <struct name="ScenePhase" external="true">
    <field name="active" type="ScenePhase" static="true"/>
    <field name="inactive" type="ScenePhase" static="true"/>
    <field name="background" type="ScenePhase" static="true"/>
  </struct>
  <struct name="EditMode" external="true">
    <field name="inactive" type="EditMode" static="true"/>
    <field name="transient" type="EditMode" static="true"/>
    <field name="active" type="EditMode" static="true"/>
    <field name="isEditing" type="Bool"/>
  </struct>
  <struct name="ColorScheme" external="true">
    <field name="light" type="ColorScheme" static="true"/>
    <field name="dark" type="ColorScheme" static="true"/>
  </struct>
  <!-- A `ViewHost` is a phone held upright: compact width, regular height, until a test sets
       `host.horizontalSizeClass`. -->
  <enum name="UserInterfaceSizeClass" external="true" caseIterable="true">
    <case name="compact"/>
    <case name="regular"/>
  </enum>
  <struct name="Visibility" external="true">
    <field name="automatic" type="Visibility" static="true"/>
    <field name="visible" type="Visibility" static="true"/>
    <field name="hidden" type="Visibility" static="true"/>
  </struct>
  <!-- The store the `appStorage` properties below use: a `UserDefaults`, as in SwiftUI, or an
       `AppStorageStore`, the runtime's stand-in for one (the host's `storage` where no modifier
       sets one). -->
  <struct name="AppStorageStore" external="true"/>
  <!-- Where `appStorage` keeps values: `UserDefaults.standard`, or a suite of the app's own
       declared in its Swift, `store="BoardStorage.suite"`. -->
  <struct name="UserDefaults" external="true">
    <field name="standard" type="UserDefaults" static="true"/>
    <method name="bool" returns="Bool"><parameter label="forKey" name="key" type="String"/></method>
    <method name="integer" returns="Int"><parameter label="forKey" name="key" type="String"/></method>
    <method name="string" returns="String?"><parameter label="forKey" name="key" type="String"/></method>
    <method name="removeObject"><parameter label="forKey" name="key" type="String"/></method>
    <method name="double" returns="Double"><parameter label="forKey" name="key" type="String"/></method>
    <method name="object" returns="Any?"><parameter label="forKey" name="key" type="String"/></method>
    <method name="set">
      <parameter label="_" name="value" type="Any?"/>
      <parameter label="forKey" name="key" type="String"/>
    </method>
  </struct>
  <modifier name="defaultAppStorage">
    <overload>
      <parameter name="value" label="_" type="UserDefaults"/>
    </overload>
    <overload>
      <parameter name="value" label="_" type="AppStorageStore"/>
    </overload>
  </modifier>
  <!-- Whether the `List`s and `Form`s below draw their own background: `.hidden` shows the
       one behind them, `background(...)` on the form. -->
  <modifier name="scrollContentBackground">
    <parameter name="value" label="_" type="Visibility"/>
  </modifier>
  <!-- How a scroll below dismisses the keyboard: `.immediately` as scrolling starts,
       `.interactively` as it follows the drag, `.never`; `.automatic` by default. -->
  <struct name="ScrollDismissesKeyboardMode" external="true">
    <field name="automatic" type="ScrollDismissesKeyboardMode" static="true"/>
    <field name="immediately" type="ScrollDismissesKeyboardMode" static="true"/>
    <field name="interactively" type="ScrollDismissesKeyboardMode" static="true"/>
    <field name="never" type="ScrollDismissesKeyboardMode" static="true"/>
  </struct>
  <modifier name="scrollDismissesKeyboard">
    <parameter name="value" label="_" type="ScrollDismissesKeyboardMode"/>
  </modifier>
  <!-- On a sheet's content: the heights the sheet may rest at, `presentationDetents([.medium, .large])`. -->
  <struct name="PresentationDetent" external="true" protocols="Hashable">
    <field name="medium" type="PresentationDetent" static="true"/>
    <field name="large" type="PresentationDetent" static="true"/>
    <method name="fraction" static="true" returns="PresentationDetent"><parameter label="_" name="fraction" type="CGFloat"/></method>
    <method name="height" static="true" returns="PresentationDetent"><parameter label="_" name="height" type="CGFloat"/></method>
  </struct>
  <modifier name="presentationDetents">
    <parameter name="value" label="_" type="Set&lt;PresentationDetent&gt;"/>
  </modifier>
  <!-- On a sheet's content: the swipe that dismisses it is refused while `isDisabled`. -->
  <modifier name="interactiveDismissDisabled">
    <parameter name="value" label="_" type="Bool" default="true"/>
  </modifier>
</trellis>
"""#),
        ("Grammar/Prelude/Scenes.xml", #"""
<?xml version="1.0" encoding="UTF-8"?>
<!--
  SwiftUI's scenes, which an `app`'s body holds: they open windows of views and are no views
  themselves, so only an `app` places one (TRL198), once (TRL197).
-->
<trellis>
  <!-- The window of an app: `<app name="ScrumsApp"><body><WindowGroup><ScrumsView/></WindowGroup></body></app>`
       is `WindowGroup { ScrumsView() }`. Headless, the group has one window. -->
  <view name="WindowGroup" external="true">
    <slot name="content" required="true"/>
  </view>
</trellis>
"""#),
        ("Grammar/Prelude/Standard.xml", #"""
<?xml version="1.0" encoding="UTF-8"?>
<!--
  Standard.xml: the members of Swift's standard types and Foundation's that expressions use,
  declared in the form a program uses for its own Swift types. A `<struct>` here named like a
  standard type (`String`, `Array`, ...) describes that type: a member neither it nor Swift
  declares is an error (TRL260, "value of type `String` has no member `lenght`"), and a call is
  checked against the declared labels (TRL261) and parameter types. A member Swift has and this
  file does not declare (SwiftMemberNames.txt, read from the toolchain's symbol graphs) is left
  to swiftc, as is a call whose labels fit one of Swift's forms not declared here.

  `generics` names the type's parameters; a use binds them, so on `[Scrum]` the member
  `first: Element?` is a `Scrum?`. Methods that are generic themselves (`map`) name their own
  parameter (`T`), which stays unknown: the element closures of arrays are typed by the checker.

  Types not declared here (`Locale`, `Calendar`, `Data`, ...) keep their members unchecked.
-->
<trellis>

  <!-- Text. `name.count`, `name.isEmpty`, `name.uppercased()`, `query.contains("a")`. -->
  <struct name="String" external="true">
    <field name="count" type="Int"/>
    <field name="isEmpty" type="Bool"/>
    <field name="first" type="Character?"/>
    <field name="last" type="Character?"/>
    <field name="description" type="String"/>
    <field name="capitalized" type="String"/>
    <field name="localizedCapitalized" type="String"/>
    <field name="localizedLowercase" type="String"/>
    <field name="localizedUppercase" type="String"/>
    <field name="startIndex" type="String.Index"/>
    <field name="endIndex" type="String.Index"/>
    <method name="uppercased" returns="String"/>
    <method name="lowercased" returns="String"/>
    <method name="trimmingCharacters" returns="String">
      <parameter label="in" name="set" type="CharacterSet"/>
    </method>
    <method name="contains" returns="Bool">
      <parameter label="_" name="other" type="String"/>
    </method>
    <method name="contains" returns="Bool">
      <parameter label="_" name="element" type="Character"/>
    </method>
    <method name="contains" returns="Bool">
      <parameter label="where" name="predicate" type="(Character) -> Bool"/>
    </method>
    <method name="hasPrefix" returns="Bool">
      <parameter label="_" name="prefix" type="String"/>
    </method>
    <method name="hasSuffix" returns="Bool">
      <parameter label="_" name="suffix" type="String"/>
    </method>
    <method name="localizedCaseInsensitiveContains" returns="Bool">
      <parameter label="_" name="other" type="String"/>
    </method>
    <method name="localizedStandardContains" returns="Bool">
      <parameter label="_" name="other" type="String"/>
    </method>
    <method name="replacingOccurrences" returns="String">
      <parameter label="of" name="target" type="String"/>
      <parameter label="with" name="replacement" type="String"/>
    </method>
    <method name="components" returns="[String]">
      <parameter label="separatedBy" name="separator" type="String"/>
    </method>
    <method name="split" returns="[Substring]">
      <parameter label="separator" type="String.Element"/>
    </method>
    <method name="prefix" returns="Substring">
      <parameter label="_" name="maxLength" type="Int"/>
    </method>
    <method name="suffix" returns="Substring">
      <parameter label="_" name="maxLength" type="Int"/>
    </method>
    <method name="dropFirst" returns="Substring">
      <parameter label="_" name="k" type="Int" default="1"/>
    </method>
    <method name="dropLast" returns="Substring">
      <parameter label="_" name="k" type="Int" default="1"/>
    </method>
    <method name="filter" returns="String">
      <parameter label="_" name="isIncluded" type="(Character) -> Bool"/>
    </method>
    <method name="reversed" returns="[Character]"/>
    <method name="sorted" returns="[Character]"/>
    <method name="map" returns="[T]">
      <parameter label="_" name="transform" type="(Character) -> T"/>
    </method>
    <method name="range" returns="Range&lt;String.Index&gt;?">
      <parameter label="of" name="other" type="String"/>
    </method>
    <method name="padding" returns="String">
      <parameter label="toLength" name="newLength" type="Int"/>
      <parameter label="withPad" name="padString" type="String"/>
      <parameter label="startingAt" name="padIndex" type="Int"/>
    </method>
    <method name="append" >
      <parameter label="_" name="other" type="String"/>
    </method>
    <method name="removeAll"/>
    <method name="formatted" returns="String"/>
  </struct>

  <!-- One character of a `String`. -->
  <struct name="Character" external="true">
    <field name="isLetter" type="Bool"/>
    <field name="isNumber" type="Bool"/>
    <field name="isWhitespace" type="Bool"/>
    <field name="isUppercase" type="Bool"/>
    <field name="isLowercase" type="Bool"/>
    <field name="description" type="String"/>
    <method name="uppercased" returns="String"/>
    <method name="lowercased" returns="String"/>
  </struct>

  <!-- A slice of a `String`; `String(name.prefix(3))` makes it a `String` again. -->
  <struct name="Substring" external="true">
    <field name="count" type="Int"/>
    <field name="isEmpty" type="Bool"/>
    <field name="description" type="String"/>
    <method name="uppercased" returns="String"/>
    <method name="lowercased" returns="String"/>
    <method name="hasPrefix" returns="Bool">
      <parameter label="_" name="prefix" type="String"/>
    </method>
    <method name="contains" returns="Bool">
      <parameter label="_" name="other" type="String"/>
    </method>
  </struct>

  <!-- Whole numbers. `count.formatted()`, `Int.max`, `index.isMultiple(of: 2)`, `let (q, r) = n.quotientAndRemainder(dividingBy: 60)`. -->
  <struct name="Int" external="true">
    <field name="max" type="Int" static="true"/>
    <field name="min" type="Int" static="true"/>
    <field name="zero" type="Int" static="true"/>
    <field name="description" type="String"/>
    <field name="signum" type="Int"/>
    <field name="magnitude" type="UInt"/>
    <method name="isMultiple" returns="Bool">
      <parameter label="of" name="other" type="Int"/>
    </method>
    <method name="formatted" returns="String"/>
    <method name="formatted" returns="String">
      <parameter label="_" name="format" type="FormatStyle"/>
    </method>
    <method name="random" returns="Int" static="true">
      <parameter label="in" name="range" type="Range&lt;Int&gt;"/>
    </method>
    <method name="quotientAndRemainder" returns="(quotient: Int, remainder: Int)">
      <parameter label="dividingBy" name="rhs" type="Int"/>
    </method>
  </struct>

  <!-- Floating-point numbers. `progress.rounded()`, `Double.pi`, `price.formatted()`. -->
  <struct name="Double" external="true">
    <field name="pi" type="Double" static="true"/>
    <field name="infinity" type="Double" static="true"/>
    <field name="zero" type="Double" static="true"/>
    <field name="greatestFiniteMagnitude" type="Double" static="true"/>
    <field name="description" type="String"/>
    <field name="isNaN" type="Bool"/>
    <field name="isFinite" type="Bool"/>
    <field name="isZero" type="Bool"/>
    <field name="magnitude" type="Double"/>
    <method name="rounded" returns="Double"/>
    <method name="rounded" returns="Double">
      <parameter label="_" name="rule" type="FloatingPointRoundingRule"/>
    </method>
    <method name="squareRoot" returns="Double"/>
    <method name="formatted" returns="String"/>
    <method name="formatted" returns="String">
      <parameter label="_" name="format" type="FormatStyle"/>
    </method>
    <method name="random" returns="Double" static="true">
      <parameter label="in" name="range" type="ClosedRange&lt;Double&gt;"/>
    </method>
  </struct>

  <!-- Truth values. `isOn.toggle()` changes the value in place. -->
  <struct name="Bool" external="true">
    <field name="description" type="String"/>
    <method name="toggle"/>
    <method name="random" returns="Bool" static="true"/>
  </struct>

  <!-- An ordered collection. On `[Scrum]`, `first` is a `Scrum?`. The closures of `map`,
       `filter`, `sorted(by:)`, `contains(where:)`, `first(where:)` and their kin take the element. -->
  <struct name="Array" external="true" generics="Element">
    <field name="count" type="Int"/>
    <field name="isEmpty" type="Bool"/>
    <field name="first" type="Element?"/>
    <field name="last" type="Element?"/>
    <field name="indices" type="Range&lt;Int&gt;"/>
    <field name="startIndex" type="Int"/>
    <field name="endIndex" type="Int"/>
    <field name="description" type="String"/>
    <!-- Its `filter`, `map` and kin run as the elements are read; swiftc types them. -->
    <field name="lazy" type="LazySequence&lt;[Element]&gt;"/>
    <method name="append">
      <parameter label="_" name="newElement" type="Element"/>
    </method>
    <method name="append">
      <parameter label="contentsOf" name="newElements" type="[Element]"/>
    </method>
    <method name="insert">
      <parameter label="_" name="newElement" type="Element"/>
      <parameter label="at" name="index" type="Int"/>
    </method>
    <method name="remove" returns="Element">
      <parameter label="at" name="index" type="Int"/>
    </method>
    <method name="remove">
      <parameter label="atOffsets" name="offsets" type="IndexSet"/>
    </method>
    <method name="move">
      <parameter label="fromOffsets" name="source" type="IndexSet"/>
      <parameter label="toOffset" name="destination" type="Int"/>
    </method>
    <method name="removeAll"/>
    <method name="removeAll">
      <parameter label="where" name="shouldBeRemoved" type="(Element) -> Bool"/>
    </method>
    <method name="removeFirst" returns="Element"/>
    <method name="removeFirst">
      <parameter label="_" name="k" type="Int"/>
    </method>
    <method name="removeLast" returns="Element"/>
    <method name="removeLast">
      <parameter label="_" name="k" type="Int"/>
    </method>
    <method name="insert">
      <parameter label="contentsOf" name="newElements" type="[Element]"/>
      <parameter label="at" name="index" type="Int"/>
    </method>
    <method name="swapAt">
      <parameter label="_" name="i" type="Int"/>
      <parameter label="_" name="j" type="Int"/>
    </method>
    <method name="popLast" returns="Element?"/>
    <method name="contains" returns="Bool">
      <parameter label="_" name="element" type="Element"/>
    </method>
    <method name="contains" returns="Bool">
      <parameter label="where" name="predicate" type="(Element) -> Bool"/>
    </method>
    <method name="first" returns="Element?">
      <parameter label="where" name="predicate" type="(Element) -> Bool"/>
    </method>
    <method name="last" returns="Element?">
      <parameter label="where" name="predicate" type="(Element) -> Bool"/>
    </method>
    <method name="firstIndex" returns="Int?">
      <parameter label="of" name="element" type="Element"/>
    </method>
    <method name="firstIndex" returns="Int?">
      <parameter label="where" name="predicate" type="(Element) -> Bool"/>
    </method>
    <method name="lastIndex" returns="Int?">
      <parameter label="of" name="element" type="Element"/>
    </method>
    <method name="lastIndex" returns="Int?">
      <parameter label="where" name="predicate" type="(Element) -> Bool"/>
    </method>
    <method name="count" returns="Int">
      <parameter label="where" name="predicate" type="(Element) -> Bool"/>
    </method>
    <method name="allSatisfy" returns="Bool">
      <parameter label="_" name="predicate" type="(Element) -> Bool"/>
    </method>
    <method name="filter" returns="[Element]">
      <parameter label="_" name="isIncluded" type="(Element) -> Bool"/>
    </method>
    <method name="map" returns="[T]">
      <parameter label="_" name="transform" type="(Element) -> T"/>
    </method>
    <method name="compactMap" returns="[T]">
      <parameter label="_" name="transform" type="(Element) -> T?"/>
    </method>
    <method name="flatMap" returns="[T]">
      <parameter label="_" name="transform" type="(Element) -> [T]"/>
    </method>
    <method name="reduce" returns="T">
      <parameter label="_" name="initialResult" type="T"/>
      <parameter label="_" name="nextPartialResult" type="(T, Element) -> T"/>
    </method>
    <method name="reduce" returns="T">
      <parameter label="into" name="initialResult" type="T"/>
      <parameter label="_" name="updateAccumulatingResult" type="(T, Element) -> Void"/>
    </method>
    <method name="forEach">
      <parameter label="_" name="body" type="(Element) -> Void"/>
    </method>
    <method name="sorted" returns="[Element]">
      <parameter label="using" name="descriptors" type="[SortDescriptor&lt;Element&gt;]"/>
    </method>
    <method name="sorted" returns="[Element]">
      <parameter label="using" name="descriptor" type="SortDescriptor&lt;Element&gt;"/>
    </method>
    <method name="sorted" returns="[Element]"/>
    <method name="sorted" returns="[Element]">
      <parameter label="by" name="areInIncreasingOrder" type="(Element, Element) -> Bool"/>
    </method>
    <method name="sort"/>
    <method name="sort">
      <parameter label="by" name="areInIncreasingOrder" type="(Element, Element) -> Bool"/>
    </method>
    <method name="min" returns="Element?"/>
    <method name="min" returns="Element?">
      <parameter label="by" name="areInIncreasingOrder" type="(Element, Element) -> Bool"/>
    </method>
    <method name="max" returns="Element?"/>
    <method name="max" returns="Element?">
      <parameter label="by" name="areInIncreasingOrder" type="(Element, Element) -> Bool"/>
    </method>
    <method name="reversed" returns="[Element]"/>
    <method name="shuffled" returns="[Element]"/>
    <method name="shuffle"/>
    <method name="reverse"/>
    <method name="randomElement" returns="Element?"/>
    <method name="prefix" returns="ArraySlice&lt;Element&gt;">
      <parameter label="_" name="maxLength" type="Int"/>
    </method>
    <method name="suffix" returns="ArraySlice&lt;Element&gt;">
      <parameter label="_" name="maxLength" type="Int"/>
    </method>
    <method name="dropFirst" returns="ArraySlice&lt;Element&gt;">
      <parameter label="_" name="k" type="Int" default="1"/>
    </method>
    <method name="dropLast" returns="ArraySlice&lt;Element&gt;">
      <parameter label="_" name="k" type="Int" default="1"/>
    </method>
    <method name="enumerated" returns="EnumeratedSequence&lt;[Element]&gt;"/>
    <method name="joined" returns="String">
      <parameter label="separator" type="String" default="&quot;&quot;"/>
    </method>
  </struct>

  <!-- Values by key. `scores["ana"]` is an `Int?`; `scores["ana", default: 0]` an `Int`. The
       closures of `filter` and `contains(where:)` take an `Element`, a `(key, value)` pair. -->
  <struct name="Dictionary" external="true" generics="Key Value">
    <field name="count" type="Int"/>
    <field name="isEmpty" type="Bool"/>
    <field name="keys" type="[Key]"/>
    <field name="values" type="[Value]"/>
    <method name="updateValue" returns="Value?">
      <parameter label="_" name="value" type="Value"/>
      <parameter label="forKey" name="key" type="Key"/>
    </method>
    <method name="removeValue" returns="Value?">
      <parameter label="forKey" name="key" type="Key"/>
    </method>
    <method name="removeAll"/>
    <method name="mapValues" returns="[Key: T]">
      <parameter label="_" name="transform" type="(Value) -> T"/>
    </method>
    <method name="filter" returns="[Key: Value]">
      <parameter label="_" name="isIncluded" type="(Element) -> Bool"/>
    </method>
    <method name="contains" returns="Bool">
      <parameter label="where" name="predicate" type="(Element) -> Bool"/>
    </method>
    <method name="first" returns="Element?">
      <parameter label="where" name="predicate" type="(Element) -> Bool"/>
    </method>
    <method name="map" returns="[T]">
      <parameter label="_" name="transform" type="(Element) -> T"/>
    </method>
    <method name="compactMapValues" returns="[Key: T]">
      <parameter label="_" name="transform" type="(Value) -> T?"/>
    </method>
    <method name="sorted" returns="[Element]">
      <parameter label="by" name="areInIncreasingOrder" type="(Element, Element) -> Bool"/>
    </method>
    <method name="forEach">
      <parameter label="_" name="body" type="(Element) -> Void"/>
    </method>
    <method name="merge">
      <parameter label="_" name="other" type="[Key: Value]"/>
      <parameter label="uniquingKeysWith" name="combine" type="(Value, Value) -> Value"/>
    </method>
  </struct>

  <!-- Unique values without order. -->
  <struct name="Set" external="true" generics="Element">
    <field name="count" type="Int"/>
    <field name="isEmpty" type="Bool"/>
    <field name="first" type="Element?"/>
    <method name="contains" returns="Bool">
      <parameter label="_" name="member" type="Element"/>
    </method>
    <method name="insert">
      <parameter label="_" name="newMember" type="Element"/>
    </method>
    <method name="remove" returns="Element?">
      <parameter label="_" name="member" type="Element"/>
    </method>
    <method name="removeAll"/>
    <method name="toggle">
      <parameter label="_" name="member" type="Element"/>
    </method>
    <method name="union" returns="Set&lt;Element&gt;">
      <parameter label="_" name="other" type="Set&lt;Element&gt;"/>
    </method>
    <method name="intersection" returns="Set&lt;Element&gt;">
      <parameter label="_" name="other" type="Set&lt;Element&gt;"/>
    </method>
    <method name="subtracting" returns="Set&lt;Element&gt;">
      <parameter label="_" name="other" type="Set&lt;Element&gt;"/>
    </method>
    <method name="formUnion">
      <parameter label="_" name="other" type="Set&lt;Element&gt;"/>
    </method>
    <method name="subtract">
      <parameter label="_" name="other" type="Set&lt;Element&gt;"/>
    </method>
    <method name="sorted" returns="[Element]"/>
    <method name="sorted" returns="[Element]">
      <parameter label="by" name="areInIncreasingOrder" type="(Element, Element) -> Bool"/>
    </method>
    <method name="filter" returns="Set&lt;Element&gt;">
      <parameter label="_" name="isIncluded" type="(Element) -> Bool"/>
    </method>
    <method name="map" returns="[T]">
      <parameter label="_" name="transform" type="(Element) -> T"/>
    </method>
    <method name="contains" returns="Bool">
      <parameter label="where" name="predicate" type="(Element) -> Bool"/>
    </method>
    <method name="first" returns="Element?">
      <parameter label="where" name="predicate" type="(Element) -> Bool"/>
    </method>
    <method name="forEach">
      <parameter label="_" name="body" type="(Element) -> Void"/>
    </method>
    <method name="isSubset" returns="Bool">
      <parameter label="of" name="other" type="Set&lt;Element&gt;"/>
    </method>
    <method name="isSuperset" returns="Bool">
      <parameter label="of" name="other" type="Set&lt;Element&gt;"/>
    </method>
    <method name="isDisjoint" returns="Bool">
      <parameter label="with" name="other" type="Set&lt;Element&gt;"/>
    </method>
    <method name="symmetricDifference" returns="Set&lt;Element&gt;">
      <parameter label="_" name="other" type="Set&lt;Element&gt;"/>
    </method>
  </struct>

  <!-- A value or none. Members of the wrapped value need `?.` (TRL127); these are the optional's own. -->
  <struct name="Optional" external="true" generics="Wrapped">
    <method name="map" returns="T?">
      <parameter label="_" name="transform" type="(Wrapped) -> T"/>
    </method>
    <method name="flatMap" returns="T?">
      <parameter label="_" name="transform" type="(Wrapped) -> T?"/>
    </method>
  </struct>

  <!-- The outcome of work that may fail. `switch result { case .success(let items): ...;
       case .failure(let error): ... }` (exhaustive over the two cases), `try result.get()`.
       The enum gives the cases patterns match; the struct of the same name, its members. -->
  <enum name="Result" external="true" generics="Success Failure">
    <case name="success"><parameter type="Success"/></case>
    <case name="failure"><parameter type="Failure"/></case>
  </enum>
  <struct name="Result" external="true" generics="Success Failure">
    <method name="get" throws="true" returns="Success"/>
    <method name="map" returns="Result&lt;T, Failure&gt;">
      <parameter label="_" name="transform" type="(Success) -> T"/>
    </method>
    <method name="mapError" returns="Result&lt;Success, E&gt;">
      <parameter label="_" name="transform" type="(Failure) -> E"/>
    </method>
  </struct>

  <!-- Elements that arrive over time: `for await tick in clock.ticks() { ... }` in `task`,
       `Task { }` or an `async` function; `for try await` where the stream may throw. -->
  <struct name="AsyncStream" external="true" generics="Element" protocols="AsyncSequence"/>
  <struct name="AsyncThrowingStream" external="true" generics="Element Failure" protocols="AsyncSequence"/>

  <!-- A span of time, the standard library's. `Duration(secondsComponent: 90, attosecondsComponent:
       0)`, `.seconds(90)`, `duration.formatted(.units(allowed: [.hours, .minutes], width:
       .abbreviated))`. -->
  <struct name="Duration" external="true">
    <field name="zero" type="Duration" static="true"/>
    <field name="description" type="String"/>
    <method name="seconds" static="true" returns="Duration">
      <parameter label="_" name="seconds" type="Double"/>
    </method>
    <method name="milliseconds" static="true" returns="Duration">
      <parameter label="_" name="milliseconds" type="Double"/>
    </method>
    <method name="formatted" returns="String"/>
    <method name="formatted" returns="String">
      <parameter label="_" name="format" type="FormatStyle"/>
    </method>
  </struct>

  <!-- Text with styled runs, as Foundation has it. A text shows its characters:
       `<Text>{attributed}</Text>`. -->
  <struct name="AttributedString" external="true" protocols="Equatable">
    <init/>
    <init>
      <parameter name="string" label="_" type="String"/>
    </init>
    <method name="append">
      <parameter name="other" label="_" type="AttributedString"/>
    </method>
  </struct>

  <!-- A point in time. `Date.now`, `date.formatted(date: .abbreviated, time: .shortened)`. -->
  <struct name="Date" external="true">
    <field name="now" type="Date" static="true"/>
    <field name="distantPast" type="Date" static="true"/>
    <field name="distantFuture" type="Date" static="true"/>
    <field name="timeIntervalSinceNow" type="TimeInterval"/>
    <field name="timeIntervalSince1970" type="TimeInterval"/>
    <field name="timeIntervalSinceReferenceDate" type="TimeInterval"/>
    <field name="description" type="String"/>
    <method name="addingTimeInterval" returns="Date">
      <parameter label="_" name="timeInterval" type="TimeInterval"/>
    </method>
    <method name="timeIntervalSince" returns="TimeInterval">
      <parameter label="_" name="date" type="Date"/>
    </method>
    <method name="distance" returns="TimeInterval">
      <parameter label="to" name="other" type="Date"/>
    </method>
    <method name="advanced" returns="Date">
      <parameter label="by" name="n" type="TimeInterval"/>
    </method>
    <method name="formatted" returns="String"/>
    <method name="formatted" returns="String">
      <parameter label="_" name="format" type="FormatStyle"/>
    </method>
    <method name="formatted" returns="String">
      <parameter label="date" type="Date.FormatStyle.DateStyle"/>
      <parameter label="time" type="Date.FormatStyle.TimeStyle"/>
    </method>
  </struct>

  <!-- How much of the date `formatted(date:time:)` shows. -->
  <struct name="Date.FormatStyle.DateStyle" external="true">
    <field name="omitted" type="Date.FormatStyle.DateStyle" static="true"/>
    <field name="numeric" type="Date.FormatStyle.DateStyle" static="true"/>
    <field name="abbreviated" type="Date.FormatStyle.DateStyle" static="true"/>
    <field name="long" type="Date.FormatStyle.DateStyle" static="true"/>
    <field name="complete" type="Date.FormatStyle.DateStyle" static="true"/>
  </struct>

  <!-- How much of the time `formatted(date:time:)` shows. -->
  <struct name="Date.FormatStyle.TimeStyle" external="true">
    <field name="omitted" type="Date.FormatStyle.TimeStyle" static="true"/>
    <field name="shortened" type="Date.FormatStyle.TimeStyle" static="true"/>
    <field name="standard" type="Date.FormatStyle.TimeStyle" static="true"/>
    <field name="complete" type="Date.FormatStyle.TimeStyle" static="true"/>
  </struct>

  <!-- Foundation's error for a request that failed: `throw URLError(.badServerResponse)`,
       `.failure(URLError(.badURL))`, `catch let error as URLError` and its `code`. -->
  <struct name="URLError" external="true" protocols="Error">
    <field name="code" type="URLError.Code"/>
    <field name="errorCode" type="Int"/>
    <field name="localizedDescription" type="String"/>
    <init>
      <parameter label="_" name="code" type="URLError.Code"/>
    </init>
  </struct>
  <struct name="URLError.Code" external="true">
    <field name="unknown" type="URLError.Code" static="true"/>
    <field name="cancelled" type="URLError.Code" static="true"/>
    <field name="badURL" type="URLError.Code" static="true"/>
    <field name="timedOut" type="URLError.Code" static="true"/>
    <field name="cannotFindHost" type="URLError.Code" static="true"/>
    <field name="cannotConnectToHost" type="URLError.Code" static="true"/>
    <field name="networkConnectionLost" type="URLError.Code" static="true"/>
    <field name="notConnectedToInternet" type="URLError.Code" static="true"/>
    <field name="badServerResponse" type="URLError.Code" static="true"/>
    <field name="cannotParseResponse" type="URLError.Code" static="true"/>
    <field name="userAuthenticationRequired" type="URLError.Code" static="true"/>
    <field name="fileDoesNotExist" type="URLError.Code" static="true"/>
    <field name="resourceUnavailable" type="URLError.Code" static="true"/>
  </struct>

  <!-- Dispatch's main queue, as code written before `Task` delays work on the main actor:
       `DispatchQueue.main.asyncAfter(deadline: .now() + 1) { … }`. -->
  <struct name="DispatchQueue" external="true">
    <field name="main" type="DispatchQueue" static="true"/>
    <method name="async">
      <parameter label="execute" name="work" type="() -> Void"/>
    </method>
    <method name="asyncAfter">
      <parameter label="deadline" name="deadline" type="DispatchTime"/>
      <parameter label="execute" name="work" type="() -> Void"/>
    </method>
  </struct>
  <struct name="DispatchTime" external="true">
    <method name="now" static="true" returns="DispatchTime"/>
  </struct>

  <!-- A location. `URL(string: text)` is a `URL?`. -->
  <struct name="URL" external="true">
    <field name="absoluteString" type="String"/>
    <field name="host" type="String?"/>
    <field name="path" type="String"/>
    <field name="scheme" type="String?"/>
    <field name="lastPathComponent" type="String"/>
    <field name="pathExtension" type="String"/>
    <field name="isFileURL" type="Bool"/>
    <field name="description" type="String"/>
    <method name="appendingPathComponent" returns="URL">
      <parameter label="_" name="pathComponent" type="String"/>
    </method>
    <method name="appending" returns="URL">
      <parameter label="path" type="String"/>
    </method>
    <method name="deletingLastPathComponent" returns="URL"/>
    <method name="host" returns="String?">
      <parameter label="percentEncoded" type="Bool" default="true"/>
    </method>
    <method name="path" returns="String">
      <parameter label="percentEncoded" type="Bool" default="true"/>
    </method>
  </struct>

  <!-- A unique identifier. `UUID()` makes a new one. -->
  <struct name="UUID" external="true">
    <field name="uuidString" type="String"/>
    <field name="description" type="String"/>
  </struct>

  <!-- Foundation's `NSLocalizedString("filter.contexts.home", comment: "")`: the key's text in
       the main bundle's strings, or the key itself where there is none (always, headless). -->
  <function name="NSLocalizedString" returns="String">
    <parameter label="_" name="key" type="String"/>
    <parameter name="tableName" type="String?" default="nil"/>
    <parameter name="value" type="String" default="&quot;&quot;"/>
    <parameter name="comment" type="String"/>
  </function>
</trellis>
"""#),
        ("Grammar/Prelude/SwiftData.xml", #"""
<?xml version="1.0" encoding="UTF-8"?>
<!--
  SwiftData.xml: what SwiftUI views use of SwiftData. A `<model kind="model">` is an `@Model`
  class: `@Observable` and `PersistentModel` (the runtime's protocol, which it conforms to). A `<query>` reads the models of the nearest
  `modelContainer`'s context; `<environment name="modelContext" key="\.modelContext"/>` inserts
  and deletes them. The runtime keeps every container in memory (`Sources/Trellis/SwiftData.swift`).
  `SortDescriptor`, `Predicate`, `FetchDescriptor` and `Query` are the runtime's, which shadow
  Foundation's and SwiftData's and take key paths of main-actor models; `#Predicate<T> { … }` is
  read as `Predicate<T> { … }`. Their initializers are not listed, so swiftc judges the calls.
-->
<trellis>
  <!-- `@Environment(\.modelContext)`: inserts, deletes and saves the container's models. -->
  <model name="ModelContext" external="true">
    <property name="hasChanges" type="Bool" setter="private"/>
    <property name="autosaveEnabled" type="Bool"/>
    <property name="container" type="ModelContainer?" setter="private"/>
    <!-- Swift's signatures take `some PersistentModel`: a `<model kind="model">`, which swiftc
         judges. -->
    <method name="insert"><parameter label="_" name="model" type="AnyObject"/></method>
    <method name="delete"><parameter label="_" name="model" type="AnyObject"/></method>
    <!-- `try modelContext.delete(model: Item.self)`: every kept model of the type, or those the
         predicate accepts. -->
    <method name="delete" throws="true">
      <parameter label="model" name="model" type="Any"/>
      <parameter label="where" name="predicate" type="Predicate&lt;T&gt;?" default="nil"/>
      <parameter label="includeSubclasses" name="includeSubclasses" type="Bool" default="true"/>
    </method>
    <method name="save" throws="true"/>
    <!-- `try modelContext.fetch(FetchDescriptor<Tag>(sortBy: [SortDescriptor(\.name)]))`. -->
    <method name="fetch" throws="true" returns="[T]">
      <parameter label="_" name="descriptor" type="FetchDescriptor&lt;T&gt;"/>
    </method>
    <method name="fetchCount" throws="true" returns="Int">
      <parameter label="_" name="descriptor" type="FetchDescriptor&lt;T&gt;"/>
    </method>
  </model>

  <!-- `SortDescriptor(\Tag.name)`, `SortDescriptor(\Item.date, order: .reverse)`: a key path
       and an order; `items.sorted(using: descriptors)` sorts by them. -->
  <enum name="SortOrder" external="true">
    <case name="forward"/>
    <case name="reverse"/>
  </enum>
  <struct name="SortDescriptor" external="true" generics="Compared">
    <field name="order" type="SortOrder"/>
    <method name="reversed" returns="SortDescriptor&lt;Compared&gt;"/>
  </struct>

  <!-- `#Predicate<Movie> { $0.isFavorite }`: a test of each model. -->
  <struct name="Predicate" external="true" generics="Input">
    <method name="evaluate" throws="true" returns="Bool">
      <parameter label="_" name="input" type="Input"/>
    </method>
  </struct>

  <!-- `FetchDescriptor<Tag>(predicate: #Predicate { … }, sortBy: [SortDescriptor(\.name)])`:
       what `modelContext.fetch` returns, and what `Query(_:)` runs. -->
  <struct name="FetchDescriptor" external="true" generics="T">
    <field name="predicate" type="Predicate&lt;T&gt;?"/>
    <field name="sortBy" type="[SortDescriptor&lt;T&gt;]"/>
    <field name="fetchLimit" type="Int?"/>
    <field name="fetchOffset" type="Int?"/>
  </struct>

  <!-- `_snippets = Query(filter: #Predicate { … }, sort: [SortDescriptor(\Snippet.date)])` in a
       view's own `init`: the query a `<query>` runs instead of its attributes'. -->
  <struct name="Query" external="true" generics="Element"/>

  <!-- What every `<model kind="model">` has besides its own properties, as `PersistentModel`
       gives an `@Model` class: `folder.modelContext`, the context it was inserted into (`nil`
       before, and after it is deleted). -->
  <model name="PersistentModel" external="true">
    <property name="modelContext" type="ModelContext?" setter="private"/>
    <property name="persistentModelID" type="PersistentIdentifier" setter="private"/>
    <!-- `Identifiable`'s `id`, a model's own `id` where it declares one; `Item.ID` names its type. -->
    <property name="id" type="PersistentIdentifier" setter="private"/>
  </model>
  <struct name="PersistentIdentifier" external="true"/>

  <!-- The store of an app's models: `try ModelContainer(for: Item.self, configurations: config)`. -->
  <model name="ModelContainer" external="true">
    <property name="mainContext" type="ModelContext" setter="private"/>
  </model>

  <struct name="ModelConfiguration" external="true">
    <init><parameter name="isStoredInMemoryOnly" type="Bool" default="false"/></init>
    <let name="isStoredInMemoryOnly" type="Bool"/>
  </struct>

  <!-- `.modelContainer(for: Item.self)` on a view or on the app's `WindowGroup`: a container
       for the model types, made once, whose context the views below read. Every container is
       kept in memory; `inMemory` is accepted and changes nothing. -->
  <modifier name="modelContainer" generics="M" provides="ModelContext">
    <!-- `for` is one model type, `Item.self`, or an array of them, `[Item.self, Tag.self]`,
         as Swift's two overloads take; swiftc judges which. -->
    <overload>
      <parameter name="for" label="for" type="M"/>
      <parameter name="inMemory" type="Bool" default="false"/>
      <parameter name="isAutosaveEnabled" type="Bool" default="true"/>
      <parameter name="isUndoEnabled" type="Bool" default="false"/>
    </overload>
    <overload>
      <parameter name="value" label="_" type="ModelContainer"/>
    </overload>
  </modifier>
</trellis>
"""#),
        ("Grammar/Prelude/Toolbar.xml", #"""
<?xml version="1.0" encoding="UTF-8"?>
<!--
  Toolbar.xml: the views a `toolbar` modifier holds. `ViewHost.render()` prints each as
  `ToolbarItem placement` (or `ToolbarItemGroup placement`) with its content under it.
-->
<trellis>
  <view name="ToolbarItem" external="true">
    <overload>
      <parameter name="placement" type="ToolbarItemPlacement" default=".automatic"/>
      <slot name="content"/>
    </overload>
    <!-- An item the user can move or hide in a customizable toolbar. -->
    <overload>
      <parameter name="id" type="String"/>
      <parameter name="placement" type="ToolbarItemPlacement" default=".automatic"/>
      <slot name="content"/>
    </overload>
  </view>
  <view name="ToolbarItemGroup" external="true">
    <parameter name="placement" type="ToolbarItemPlacement" default=".automatic"/>
    <slot name="content"/>
  </view>
</trellis>
"""#),
        ("Grammar/Prelude/Types.xml", #"""
<?xml version="1.0" encoding="UTF-8"?>
<!--
  Value types the views of Views.xml take, written in Swift by the Trellis runtime. Their static
  members are declared so that `.destructive` or `.leading` check where the type is expected.
  `Alignment` and `Edge`, which the modifiers take too, are declared with them in
  ModifierTypes.xml; `Color` is a view, in Views.xml.
-->
<trellis>


  <!-- What a button is for: `role=".destructive"`. -->
  <struct name="ButtonRole" external="true">
    <field name="destructive" type="ButtonRole" static="true"/>
    <field name="cancel" type="ButtonRole" static="true"/>
    <field name="close" type="ButtonRole" static="true"/>
    <field name="confirm" type="ButtonRole" static="true"/>
  </struct>

  <!-- Alignment across a vertical stack. -->
  <struct name="HorizontalAlignment" external="true">
    <field name="leading" type="HorizontalAlignment" static="true"/>
    <field name="center" type="HorizontalAlignment" static="true"/>
    <field name="trailing" type="HorizontalAlignment" static="true"/>
  </struct>

  <!-- Alignment across a horizontal stack. -->
  <struct name="VerticalAlignment" external="true">
    <field name="top" type="VerticalAlignment" static="true"/>
    <field name="center" type="VerticalAlignment" static="true"/>
    <field name="bottom" type="VerticalAlignment" static="true"/>
    <field name="firstTextBaseline" type="VerticalAlignment" static="true"/>
    <field name="lastTextBaseline" type="VerticalAlignment" static="true"/>
  </struct>


  <!-- A dimension: `axis=".vertical"` lets a `TextField` grow to several lines. -->
  <struct name="Axis" external="true">
    <field name="horizontal" type="Axis" static="true"/>
    <field name="vertical" type="Axis" static="true"/>
  </struct>


  <!-- Both dimensions, or one: `ScrollView(.horizontal)`. -->
  <struct name="Axis.Set" external="true" protocols="OptionSet">
    <field name="horizontal" type="Axis.Set" static="true"/>
    <field name="vertical" type="Axis.Set" static="true"/>
    <!-- Swift's `OptionSet` gives every option set `SetAlgebra`'s members: `edges.insert(.top)`, `edges.contains(.leading)`. -->
    <field name="isEmpty" type="Bool"/>
    <method name="contains" returns="Bool">
      <parameter label="_" name="member" type="Axis.Set"/>
    </method>
    <method name="insert">
      <parameter label="_" name="newMember" type="Axis.Set"/>
    </method>
    <method name="remove" returns="Axis.Set?">
      <parameter label="_" name="member" type="Axis.Set"/>
    </method>
    <method name="union" returns="Axis.Set">
      <parameter label="_" name="other" type="Axis.Set"/>
    </method>
    <method name="intersection" returns="Axis.Set">
      <parameter label="_" name="other" type="Axis.Set"/>
    </method>
    <method name="subtracting" returns="Axis.Set">
      <parameter label="_" name="other" type="Axis.Set"/>
    </method>
    <method name="symmetricDifference" returns="Axis.Set">
      <parameter label="_" name="other" type="Axis.Set"/>
    </method>
    <method name="formUnion">
      <parameter label="_" name="other" type="Axis.Set"/>
    </method>
    <method name="formIntersection">
      <parameter label="_" name="other" type="Axis.Set"/>
    </method>
    <method name="subtract">
      <parameter label="_" name="other" type="Axis.Set"/>
    </method>
    <method name="isSubset" returns="Bool">
      <parameter label="of" name="other" type="Axis.Set"/>
    </method>
    <method name="isSuperset" returns="Bool">
      <parameter label="of" name="other" type="Axis.Set"/>
    </method>
    <method name="isDisjoint" returns="Bool">
      <parameter label="with" name="other" type="Axis.Set"/>
    </method>
  </struct>

  <!-- Views a lazy stack pins while it scrolls. -->
  <struct name="PinnedScrollableViews" external="true">
    <field name="sectionHeaders" type="PinnedScrollableViews" static="true"/>
    <field name="sectionFooters" type="PinnedScrollableViews" static="true"/>
  </struct>

  <!-- The parts of a date a `DatePicker` shows. -->
  <struct name="DatePickerComponents" external="true" protocols="OptionSet">
    <field name="date" type="DatePickerComponents" static="true"/>
    <field name="hourAndMinute" type="DatePickerComponents" static="true"/>
    <!-- Swift's `OptionSet` gives every option set `SetAlgebra`'s members: `edges.insert(.top)`, `edges.contains(.leading)`. -->
    <field name="isEmpty" type="Bool"/>
    <method name="contains" returns="Bool">
      <parameter label="_" name="member" type="DatePickerComponents"/>
    </method>
    <method name="insert">
      <parameter label="_" name="newMember" type="DatePickerComponents"/>
    </method>
    <method name="remove" returns="DatePickerComponents?">
      <parameter label="_" name="member" type="DatePickerComponents"/>
    </method>
    <method name="union" returns="DatePickerComponents">
      <parameter label="_" name="other" type="DatePickerComponents"/>
    </method>
    <method name="intersection" returns="DatePickerComponents">
      <parameter label="_" name="other" type="DatePickerComponents"/>
    </method>
    <method name="subtracting" returns="DatePickerComponents">
      <parameter label="_" name="other" type="DatePickerComponents"/>
    </method>
    <method name="symmetricDifference" returns="DatePickerComponents">
      <parameter label="_" name="other" type="DatePickerComponents"/>
    </method>
    <method name="formUnion">
      <parameter label="_" name="other" type="DatePickerComponents"/>
    </method>
    <method name="formIntersection">
      <parameter label="_" name="other" type="DatePickerComponents"/>
    </method>
    <method name="subtract">
      <parameter label="_" name="other" type="DatePickerComponents"/>
    </method>
    <method name="isSubset" returns="Bool">
      <parameter label="of" name="other" type="DatePickerComponents"/>
    </method>
    <method name="isSuperset" returns="Bool">
      <parameter label="of" name="other" type="DatePickerComponents"/>
    </method>
    <method name="isDisjoint" returns="Bool">
      <parameter label="with" name="other" type="DatePickerComponents"/>
    </method>
  </struct>

  <!-- Which columns of a `NavigationSplitView` are shown. -->
  <struct name="NavigationSplitViewVisibility" external="true">
    <field name="automatic" type="NavigationSplitViewVisibility" static="true"/>
    <field name="all" type="NavigationSplitViewVisibility" static="true"/>
    <field name="doubleColumn" type="NavigationSplitViewVisibility" static="true"/>
    <field name="detailOnly" type="NavigationSplitViewVisibility" static="true"/>
  </struct>

  <!-- The shape of a rounded rectangle's corners. -->
  <struct name="RoundedCornerStyle" external="true">
    <field name="circular" type="RoundedCornerStyle" static="true"/>
    <field name="continuous" type="RoundedCornerStyle" static="true"/>
  </struct>

  <!-- A column of a `LazyVGrid` or a row of a `LazyHGrid`: `[GridItem(.flexible()), GridItem(.fixed(80)), GridItem(.adaptive(minimum: 60))]`. -->
  <struct name="GridItem" external="true">
    <field name="size" type="GridItem.Size"/>
    <field name="spacing" type="CGFloat?"/>
    <field name="alignment" type="Alignment?"/>
  </struct>

  <!-- How a shape is filled. -->
  <struct name="FillStyle" external="true">
    <field name="isEOFilled" type="Bool"/>
    <field name="isAntialiased" type="Bool"/>
  </struct>

  <!-- MapKit's map styles: `.standard`, `.imagery`, `.hybrid`, and the standard style's options. -->
  <struct name="MapStyle" external="true">
    <field name="standard" type="MapStyle" static="true"/>
    <field name="imagery" type="MapStyle" static="true"/>
    <field name="hybrid" type="MapStyle" static="true"/>
    <method name="standard" static="true" returns="MapStyle">
      <parameter name="elevation" type="MapStyle.Elevation" default=".automatic"/>
      <parameter name="emphasis" type="MapStyle.StandardEmphasis" default=".automatic"/>
      <parameter name="pointsOfInterest" type="PointOfInterestCategories" default=".all"/>
      <parameter name="showsTraffic" type="Bool" default="false"/>
    </method>
  </struct>
  <struct name="MapStyle.Elevation" external="true">
    <field name="automatic" type="MapStyle.Elevation" static="true"/>
    <field name="flat" type="MapStyle.Elevation" static="true"/>
    <field name="realistic" type="MapStyle.Elevation" static="true"/>
  </struct>
  <struct name="MapStyle.StandardEmphasis" external="true">
    <field name="automatic" type="MapStyle.StandardEmphasis" static="true"/>
    <field name="muted" type="MapStyle.StandardEmphasis" static="true"/>
  </struct>
  <struct name="PointOfInterestCategories" external="true">
    <field name="all" type="PointOfInterestCategories" static="true"/>
    <field name="excludingAll" type="PointOfInterestCategories" static="true"/>
  </struct>

  <!-- CoreLocation's coordinate, in degrees, which a model keeps and a map places; the
       runtime's stand-in where CoreLocation is not. -->
  <struct name="CLLocationCoordinate2D" external="true">
    <init/>
    <init>
      <parameter name="latitude" type="Double"/>
      <parameter name="longitude" type="Double"/>
    </init>
    <field name="latitude" type="Double"/>
    <field name="longitude" type="Double"/>
  </struct>

  <!-- How a shape's outline is traced. -->
  <struct name="StrokeStyle" external="true">
    <field name="lineWidth" type="CGFloat"/>
    <field name="dash" type="[CGFloat]"/>
  </struct>

</trellis>
"""#),
        ("Grammar/Prelude/Unavailable.xml", #"""
<?xml version="1.0" encoding="UTF-8"?>
<!--
  Unavailable.xml: SwiftUI views and modifiers the runtime module `Trellis` does not provide yet,
  declared `unavailable`, as Swift marks an API `@available(*, unavailable)`. Each name is known and
  cannot be called: written as an element it is TRL114 (a view) or TRL024 (a modifier), not a
  misspelling of one Trellis has. When the runtime gains one, its declaration moves to Views.xml or
  Modifiers.xml with its parameters.
-->
<trellis>
  <!-- Views -->

  <view name="OutlineGroup" external="true" unavailable="true"/>
  <view name="Table" external="true" unavailable="true"/>
  <!-- MapKit's markers (`Map` and `Annotation` are in Views.xml). -->
  <view name="Marker" external="true" unavailable="true"/>
  <view name="Canvas" external="true" unavailable="true"/>
  <view name="PasteButton" external="true" unavailable="true"/>
  <view name="MultiDatePicker" external="true" unavailable="true"/>
  <view name="RenameButton" external="true" unavailable="true"/>
  <view name="AnyLayout" external="true" unavailable="true"/>
  <view name="HSplitView" external="true" unavailable="true"/>
  <view name="VSplitView" external="true" unavailable="true"/>
  <!-- Shapes and the gradients Trellis lacks: written as views, and as values (`foregroundStyle(LinearGradient(…))`),
       where a call of one is TRL114 too. -->
  <view name="Path" external="true" unavailable="true"/>
  <view name="UnevenRoundedRectangle" external="true" unavailable="true"/>
  <view name="EllipticalGradient" external="true" unavailable="true"/>
  <view name="MeshGradient" external="true" unavailable="true"/>
  <!-- Scenes besides `WindowGroup`: macOS's `Settings` window and the others an app's body may hold. -->
  <view name="Settings" external="true" unavailable="true"/>
  <view name="DocumentGroup" external="true" unavailable="true"/>
  <view name="Window" external="true" unavailable="true"/>
  <view name="MenuBarExtra" external="true" unavailable="true"/>

  <!-- Layout -->


  <!-- Appearance -->

  <modifier name="accentColor" unavailable="true"/>
  <modifier name="colorScheme" unavailable="true"/>

  <!-- Navigation and presentation -->

  <modifier name="navigationBarBackButtonHidden" unavailable="true"/>
  <modifier name="toolbarBackground" unavailable="true"/>
  <modifier name="toolbarColorScheme" unavailable="true"/>

  <!-- Behavior -->

  <modifier name="simultaneousGesture" unavailable="true"/>
  <modifier name="onDrag" unavailable="true"/>
  <modifier name="onDrop" unavailable="true"/>
  <modifier name="equatable" unavailable="true"/>
  <modifier name="inspector" unavailable="true"/>

  <!-- Images, keyboard and scrolling -->

  <modifier name="interpolation" unavailable="true"/>
  <modifier name="antialiased" unavailable="true"/>
  <modifier name="scrollPosition" unavailable="true"/>
  <modifier name="scrollTargetBehavior" unavailable="true"/>
  <modifier name="defaultScrollAnchor" unavailable="true"/>
  <modifier name="listSectionSpacing" unavailable="true"/>

  <!-- Shapes -->

  <modifier name="rotation" unavailable="true"/>
  <modifier name="scale" unavailable="true"/>
  <modifier name="inset" unavailable="true"/>
  <modifier name="size" unavailable="true"/>
  <modifier name="transform" unavailable="true"/>

  <!-- Effects and drawing -->

  <modifier name="glassEffectID" unavailable="true"/>
  <modifier name="symbolEffect" unavailable="true"/>
  <modifier name="visualEffect" unavailable="true"/>
  <modifier name="scrollTransition" unavailable="true"/>
  <modifier name="blendMode" unavailable="true"/>
  <modifier name="drawingGroup" unavailable="true"/>
  <modifier name="geometryGroup" unavailable="true"/>
  <modifier name="projectionEffect" unavailable="true"/>
  <modifier name="transformEffect" unavailable="true"/>
  <modifier name="rotation3DEffect" unavailable="true"/>
  <modifier name="backgroundExtensionEffect" unavailable="true"/>
  <modifier name="fontWidth" unavailable="true"/>
  <modifier name="unredacted" unavailable="true"/>
  <modifier name="privacySensitive" unavailable="true"/>
  <modifier name="dynamicTypeSize" unavailable="true"/>
  <modifier name="listItemTint" unavailable="true"/>
  <modifier name="listRowSeparatorTint" unavailable="true"/>
  <modifier name="listRowSpacing" unavailable="true"/>
  <modifier name="headerProminence" unavailable="true"/>
  <modifier name="badgeProminence" unavailable="true"/>
  <modifier name="menuIndicator" unavailable="true"/>
  <modifier name="buttonBorderShape" unavailable="true"/>
  <modifier name="gaugeStyle" unavailable="true"/>
  <modifier name="groupBoxStyle" unavailable="true"/>
  <modifier name="menuStyle" unavailable="true"/>
  <modifier name="tabViewStyle" unavailable="true"/>
  <modifier name="tableStyle" unavailable="true"/>
  <modifier name="indexViewStyle" unavailable="true"/>
  <modifier name="controlGroupStyle" unavailable="true"/>
  <modifier name="navigationSplitViewStyle" unavailable="true"/>
  <modifier name="gridCellAnchor" unavailable="true"/>
  <modifier name="gridCellUnsizedAxes" unavailable="true"/>
  <modifier name="scrollTargetLayout" unavailable="true"/>
  <modifier name="scrollBounceBehavior" unavailable="true"/>
  <modifier name="coordinateSpace" unavailable="true"/>

  <!-- Navigation, presentation and toolbars -->

  <modifier name="navigationSubtitle" unavailable="true"/>
  <modifier name="navigationDocument" unavailable="true"/>
  <modifier name="navigationBarHidden" unavailable="true"/>
  <modifier name="navigationBarItems" unavailable="true"/>
  <modifier name="navigationSplitViewColumnWidth" unavailable="true"/>
  <modifier name="navigationTransition" unavailable="true"/>
  <modifier name="matchedTransitionSource" unavailable="true"/>
  <modifier name="toolbarRole" unavailable="true"/>
  <modifier name="toolbarTitleDisplayMode" unavailable="true"/>
  <modifier name="toolbarTitleMenu" unavailable="true"/>
  <modifier name="presentationBackground" unavailable="true"/>
  <modifier name="presentationCornerRadius" unavailable="true"/>
  <modifier name="presentationDragIndicator" unavailable="true"/>
  <modifier name="presentationCompactAdaptation" unavailable="true"/>
  <modifier name="presentationSizing" unavailable="true"/>
  <modifier name="presentationBackgroundInteraction" unavailable="true"/>
  <modifier name="searchScopes" unavailable="true"/>
  <modifier name="fileImporter" unavailable="true"/>
  <modifier name="fileExporter" unavailable="true"/>
  <modifier name="fileMover" unavailable="true"/>
  <modifier name="statusBarHidden" unavailable="true"/>
  <modifier name="persistentSystemOverlays" unavailable="true"/>
  <modifier name="tabViewBottomAccessory" unavailable="true"/>
  <modifier name="inspectorColumnWidth" unavailable="true"/>

  <!-- Behavior and accessibility -->

  <modifier name="highPriorityGesture" unavailable="true"/>
  <modifier name="onContinuousHover" unavailable="true"/>
  <modifier name="onKeyPress" unavailable="true"/>
  <modifier name="onInsert" unavailable="true"/>
  <modifier name="onGeometryChange" unavailable="true"/>
  <modifier name="onScrollGeometryChange" unavailable="true"/>
  <modifier name="onScrollPhaseChange" unavailable="true"/>
  <modifier name="onScrollVisibilityChange" unavailable="true"/>
  <modifier name="onContinueUserActivity" unavailable="true"/>
  <modifier name="userActivity" unavailable="true"/>
  <modifier name="focusable" unavailable="true"/>
  <modifier name="focusEffectDisabled" unavailable="true"/>
  <modifier name="focusSection" unavailable="true"/>
  <modifier name="defaultFocus" unavailable="true"/>
  <modifier name="focusedValue" unavailable="true"/>
  <modifier name="focusedSceneValue" unavailable="true"/>
  <modifier name="draggable" unavailable="true"/>
  <modifier name="dropDestination" unavailable="true"/>
  <modifier name="selectionDisabled" unavailable="true"/>
  <modifier name="transaction" unavailable="true"/>
  <modifier name="preference" unavailable="true"/>
  <modifier name="onPreferenceChange" unavailable="true"/>
  <modifier name="renameAction" unavailable="true"/>
  <modifier name="invalidatableContent" unavailable="true"/>
  <modifier name="defersSystemGestures" unavailable="true"/>
  <modifier name="accessibilityAction" unavailable="true"/>
  <modifier name="accessibilitySortPriority" unavailable="true"/>
  <modifier name="accessibilityInputLabels" unavailable="true"/>
  <modifier name="accessibilityRepresentation" unavailable="true"/>
  <modifier name="accessibilityShowsLargeContentViewer" unavailable="true"/>
  <modifier name="speechAnnouncementsQueued" unavailable="true"/>
  <modifier name="widgetURL" unavailable="true"/>
  <modifier name="handlesExternalEvents" unavailable="true"/>
  <modifier name="typesettingLanguage" unavailable="true"/>
  <modifier name="edgesIgnoringSafeArea" unavailable="true"/>
  <modifier name="phaseAnimator" unavailable="true"/>
  <modifier name="keyframeAnimator" unavailable="true"/>
  <modifier name="speechAlwaysIncludesPunctuation" unavailable="true"/>
  <modifier name="accessibilityHeading" unavailable="true"/>
  <!-- MapKit's modifiers of a map and its content (`mapStyle` and `annotationTitles` are in Views.xml). -->
  <modifier name="mapControls" unavailable="true"/>
  <modifier name="mapCameraKeyframeAnimator" unavailable="true"/>
</trellis>
"""#),
        ("Grammar/Prelude/Views.xml", #"""
<?xml version="1.0" encoding="UTF-8"?>
<!--
  SwiftUI's everyday views, as the Trellis runtime provides them, in the declaration form users
  write for their own Swift views. Each <overload> is one initializer, its parameters and slots in
  Swift's order; generated code calls it with labelled arguments and labelled slot closures.

  Where Swift has two initializers that differ only in a parameter's type (a `ClosedRange` or a
  `PartialRangeFrom` for `in`, a single or a set selection), only the common one is declared:
  overloads are told apart by the names given at the call site.
-->
<trellis>

  <!-- Text and images -->

  <view name="Text" external="true">
    <overload>
      <parameter name="content" label="_" type="String"/>
    </overload>
    <!-- `Text("Account", comment: "Account")`: a key with a note for its translators, which
         Trellis, having no string tables, keeps nowhere. -->
    <overload>
      <parameter name="content" label="_" type="String"/>
      <parameter name="comment" type="StaticString?"/>
    </overload>
    <overload>
      <parameter name="verbatim" type="String"/>
    </overload>
    <!-- `Text(due, style: .date)` and `Text(due, format: .dateTime.year())`; see Dates.xml. -->
    <overload>
      <parameter name="value" label="_" type="Date"/>
      <parameter name="style" type="Text.DateStyle"/>
    </overload>
    <overload>
      <parameter name="value" label="_" type="Date"/>
      <parameter name="format" type="Date.FormatStyle"/>
    </overload>
  </view>

  <!-- The key of a localized string, what `Text("literal")` takes: a string literal, with or
       without interpolations, is one (`let title: LocalizedStringKey = "Save"`, a function that
       returns one with `return "done"`), and `Text(key)`, a `Button`'s, `Toggle`'s, `Label`'s
       or `Section`'s title, and `navigationTitle` show it. Trellis has no string tables, so a key
       shows as written. -->
  <!-- A literal fixed when the program compiles: a string literal without interpolations, as
       Swift has it (`comment:` of `Text`). -->
  <struct name="StaticString" external="true" protocols="ExpressibleByStringLiteral"/>

  <struct name="LocalizedStringKey" external="true" protocols="Equatable ExpressibleByStringLiteral ExpressibleByStringInterpolation">
    <init>
      <parameter name="value" label="_" type="String"/>
    </init>
  </struct>

  <view name="Image" external="true">
    <overload>
      <parameter name="systemName" type="String"/>
    </overload>
    <overload>
      <parameter name="name" label="_" type="String"/>
      <parameter name="bundle" type="Bundle?" default="nil"/>
    </overload>
    <overload>
      <parameter name="decorative" type="String"/>
      <parameter name="bundle" type="Bundle?" default="nil"/>
    </overload>
    <overload>
      <parameter name="uiImage" type="UIImage"/>
    </overload>
  </view>
  <!-- UIKit's image, which an app's Swift loads (`UIImage(data:)`) and `Image(uiImage:)` shows.
       Linux has no UIKit: the runtime has a stand-in there, which keeps the asset's name or the
       bytes it was made from and decodes nothing, as Foundation's missing types are stood in. -->
  <model name="UIImage" external="true"/>

  <!-- An image loaded from `url`. Alone it shows the image once loaded; with content, the
       content is built for each phase, named with `item`: `<AsyncImage url="{url}"
       item="phase"><switch value="phase">...</switch></AsyncImage>`. The headless host resolves
       each load when a test says so (`host.resolveImageLoad(url:with:)`). -->
  <view name="AsyncImage" external="true">
    <overload>
      <parameter name="url" type="URL?"/>
      <parameter name="scale" type="CGFloat" default="1"/>
    </overload>
    <overload>
      <parameter name="url" type="URL?"/>
      <parameter name="scale" type="CGFloat" default="1"/>
      <slot name="content" takes="AsyncImagePhase" required="true"/>
    </overload>
    <overload>
      <parameter name="url" type="URL?"/>
      <parameter name="scale" type="CGFloat" default="1"/>
      <slot name="content" takes="Image" required="true"/>
      <slot name="placeholder" required="true"/>
    </overload>
  </view>

  <!-- What a screen shows when it has nothing to show: `ContentUnavailableView("No Notes",
       systemImage: "note.text")`. -->
  <view name="ContentUnavailableView" external="true">
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="systemImage" type="String"/>
      <parameter name="description" type="Text?" default="nil"/>
    </overload>
    <!-- `ContentUnavailableView { Label(…) } description: { Text(…) } actions: { Button(…) }`. -->
    <overload>
      <slot name="label" required="true"/>
      <slot name="description"/>
      <slot name="actions"/>
    </overload>
  </view>

  <!-- `ContentUnavailableView.search`: "No Results", for a search that found nothing. -->
  <view name="ContentUnavailableView.search" external="true"/>

  <!-- Toggles the `editMode` of its environment, reading "Edit" or "Done": a `ViewHost` holds
       one edit mode for its whole tree, as a navigation container provides it on iOS, and
       `.environment(\.editMode, $mode)` above the button gives it another. -->
  <view name="EditButton" external="true"/>

  <view name="Label" external="true">
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="systemImage" type="String"/>
    </overload>
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="image" type="String"/>
    </overload>
    <overload>
      <slot name="title"/>
      <slot name="icon"/>
    </overload>
  </view>

  <!-- Controls -->

  <view name="Button" external="true">
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="action" type="() -> Void"/>
    </overload>
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="role" type="ButtonRole?"/>
      <parameter name="action" type="() -> Void"/>
    </overload>
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="systemImage" type="String"/>
      <parameter name="action" type="() -> Void"/>
    </overload>
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="systemImage" type="String"/>
      <parameter name="role" type="ButtonRole?"/>
      <parameter name="action" type="() -> Void"/>
    </overload>
    <overload>
      <parameter name="action" type="() -> Void"/>
      <slot name="label"/>
    </overload>
    <overload>
      <parameter name="role" type="ButtonRole?"/>
      <parameter name="action" type="() -> Void"/>
      <slot name="label"/>
    </overload>
  </view>

  <!-- Opens its URL with the environment's `openURL`. Swift also has the `LocalizedStringKey` title. -->
  <view name="Link" external="true">
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="destination" type="URL"/>
    </overload>
    <overload>
      <parameter name="destination" type="URL"/>
      <slot name="label"/>
    </overload>
  </view>

  <!-- Shares `item` (a `String`, a `URL`, `Data` or an `Image`): a button to a person, labelled
       "Share" unless given a title or a label; `host.sharedItems` lists what was shared. -->
  <view name="ShareLink" external="true" generics="I">
    <overload>
      <parameter name="item" type="I"/>
      <parameter name="subject" type="Text?" default="nil"/>
      <parameter name="message" type="Text?" default="nil"/>
    </overload>
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="item" type="I"/>
      <parameter name="subject" type="Text?" default="nil"/>
      <parameter name="message" type="Text?" default="nil"/>
    </overload>
    <overload>
      <parameter name="item" type="I"/>
      <parameter name="subject" type="Text?" default="nil"/>
      <parameter name="message" type="Text?" default="nil"/>
      <slot name="label"/>
    </overload>
  </view>

  <view name="Toggle" external="true">
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="isOn" type="Binding&lt;Bool&gt;"/>
    </overload>
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="systemImage" type="String"/>
      <parameter name="isOn" type="Binding&lt;Bool&gt;"/>
    </overload>
    <overload>
      <parameter name="isOn" type="Binding&lt;Bool&gt;"/>
      <slot name="label"/>
    </overload>
  </view>

  <!-- `value` and `format`: a value shown as `format` writes it, set when typed text parses
       (`TextField("Amount", value: $amount, format: .currency(code: "USD"))`). -->
  <view name="TextField" external="true" generics="V F">
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="text" type="Binding&lt;String&gt;"/>
    </overload>
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="value" type="Binding&lt;V&gt;"/>
      <parameter name="format" type="F"/>
      <parameter name="prompt" type="Text?" default="nil"/>
    </overload>
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="text" type="Binding&lt;String&gt;"/>
      <parameter name="prompt" type="Text?"/>
    </overload>
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="text" type="Binding&lt;String&gt;"/>
      <parameter name="axis" type="Axis"/>
    </overload>
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="text" type="Binding&lt;String&gt;"/>
      <parameter name="prompt" type="Text?"/>
      <parameter name="axis" type="Axis"/>
    </overload>
    <overload>
      <parameter name="text" type="Binding&lt;String&gt;"/>
      <parameter name="prompt" type="Text?" default="nil"/>
      <slot name="label"/>
    </overload>
    <overload>
      <parameter name="text" type="Binding&lt;String&gt;"/>
      <parameter name="prompt" type="Text?" default="nil"/>
      <parameter name="axis" type="Axis"/>
      <slot name="label"/>
    </overload>
  </view>

  <view name="SecureField" external="true">
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="text" type="Binding&lt;String&gt;"/>
    </overload>
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="text" type="Binding&lt;String&gt;"/>
      <parameter name="prompt" type="Text?"/>
    </overload>
    <overload>
      <parameter name="text" type="Binding&lt;String&gt;"/>
      <parameter name="prompt" type="Text?" default="nil"/>
      <slot name="label"/>
    </overload>
  </view>

  <view name="TextEditor" external="true">
    <parameter name="text" type="Binding&lt;String&gt;"/>
  </view>

  <view name="Slider" external="true" generics="V">
    <overload>
      <parameter name="value" type="Binding&lt;V&gt;"/>
      <parameter name="in" type="ClosedRange&lt;V&gt;" default="0...1"/>
      <parameter name="onEditingChanged" type="(Bool) -> Void" default="{ _ in }"/>
    </overload>
    <overload>
      <parameter name="value" type="Binding&lt;V&gt;"/>
      <parameter name="in" type="ClosedRange&lt;V&gt;"/>
      <parameter name="step" type="V" default="1"/>
      <parameter name="onEditingChanged" type="(Bool) -> Void" default="{ _ in }"/>
    </overload>
    <overload>
      <parameter name="value" type="Binding&lt;V&gt;"/>
      <parameter name="in" type="ClosedRange&lt;V&gt;" default="0...1"/>
      <slot name="label"/>
      <parameter name="onEditingChanged" type="(Bool) -> Void" default="{ _ in }"/>
    </overload>
    <overload>
      <parameter name="value" type="Binding&lt;V&gt;"/>
      <parameter name="in" type="ClosedRange&lt;V&gt;"/>
      <parameter name="step" type="V" default="1"/>
      <slot name="label"/>
      <parameter name="onEditingChanged" type="(Bool) -> Void" default="{ _ in }"/>
    </overload>
    <overload>
      <parameter name="value" type="Binding&lt;V&gt;"/>
      <parameter name="in" type="ClosedRange&lt;V&gt;" default="0...1"/>
      <slot name="label"/>
      <slot name="minimumValueLabel"/>
      <slot name="maximumValueLabel"/>
      <parameter name="onEditingChanged" type="(Bool) -> Void" default="{ _ in }"/>
    </overload>
    <overload>
      <parameter name="value" type="Binding&lt;V&gt;"/>
      <parameter name="in" type="ClosedRange&lt;V&gt;"/>
      <parameter name="step" type="V" default="1"/>
      <slot name="label"/>
      <slot name="minimumValueLabel"/>
      <slot name="maximumValueLabel"/>
      <parameter name="onEditingChanged" type="(Bool) -> Void" default="{ _ in }"/>
    </overload>
  </view>

  <view name="Stepper" external="true" generics="V">
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="value" type="Binding&lt;V&gt;"/>
      <parameter name="step" type="V" default="1"/>
      <parameter name="onEditingChanged" type="(Bool) -> Void" default="{ _ in }"/>
    </overload>
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="value" type="Binding&lt;V&gt;"/>
      <parameter name="in" type="ClosedRange&lt;V&gt;"/>
      <parameter name="step" type="V" default="1"/>
      <parameter name="onEditingChanged" type="(Bool) -> Void" default="{ _ in }"/>
    </overload>
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="onIncrement" type="() -> Void"/>
      <parameter name="onDecrement" type="() -> Void"/>
      <parameter name="onEditingChanged" type="(Bool) -> Void" default="{ _ in }"/>
    </overload>
    <overload>
      <parameter name="value" type="Binding&lt;V&gt;"/>
      <parameter name="step" type="V" default="1"/>
      <slot name="label"/>
      <parameter name="onEditingChanged" type="(Bool) -> Void" default="{ _ in }"/>
    </overload>
    <overload>
      <parameter name="value" type="Binding&lt;V&gt;"/>
      <parameter name="in" type="ClosedRange&lt;V&gt;"/>
      <parameter name="step" type="V" default="1"/>
      <slot name="label"/>
      <parameter name="onEditingChanged" type="(Bool) -> Void" default="{ _ in }"/>
    </overload>
    <overload>
      <slot name="label"/>
      <parameter name="onIncrement" type="() -> Void"/>
      <parameter name="onDecrement" type="() -> Void"/>
      <parameter name="onEditingChanged" type="(Bool) -> Void" default="{ _ in }"/>
    </overload>
  </view>

  <view name="Picker" external="true" generics="SelectionValue">
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="selection" type="Binding&lt;SelectionValue&gt;"/>
      <slot name="content"/>
    </overload>
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="systemImage" type="String"/>
      <parameter name="selection" type="Binding&lt;SelectionValue&gt;"/>
      <slot name="content"/>
    </overload>
    <overload>
      <parameter name="selection" type="Binding&lt;SelectionValue&gt;"/>
      <slot name="content"/>
      <slot name="label"/>
    </overload>
  </view>

  <view name="DatePicker" external="true">
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="selection" type="Binding&lt;Date&gt;"/>
      <parameter name="displayedComponents" type="DatePickerComponents" default="[.hourAndMinute, .date]"/>
    </overload>
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="selection" type="Binding&lt;Date&gt;"/>
      <parameter name="in" type="ClosedRange&lt;Date&gt;"/>
      <parameter name="displayedComponents" type="DatePickerComponents" default="[.hourAndMinute, .date]"/>
    </overload>
    <overload>
      <parameter name="selection" type="Binding&lt;Date&gt;"/>
      <parameter name="displayedComponents" type="DatePickerComponents" default="[.hourAndMinute, .date]"/>
      <slot name="label"/>
    </overload>
    <overload>
      <parameter name="selection" type="Binding&lt;Date&gt;"/>
      <parameter name="in" type="ClosedRange&lt;Date&gt;"/>
      <parameter name="displayedComponents" type="DatePickerComponents" default="[.hourAndMinute, .date]"/>
      <slot name="label"/>
    </overload>
  </view>

  <!-- `ColorPicker("Tint", selection: $tint)`: picks a `Color`; the host prints the colour held
       and `ViewHost.setColor(_:in:)` picks another. -->
  <view name="ColorPicker" external="true">
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="selection" type="Binding&lt;Color&gt;"/>
      <parameter name="supportsOpacity" type="Bool" default="true"/>
    </overload>
    <overload>
      <parameter name="selection" type="Binding&lt;Color&gt;"/>
      <parameter name="supportsOpacity" type="Bool" default="true"/>
      <slot name="label"/>
    </overload>
  </view>

  <!-- `Gauge(value: level, in: 0...100) { Text("Food") }`: a value within a range; the host
       prints `Gauge "Food" 40 in 0...100`. -->
  <view name="Gauge" external="true" generics="V">
    <overload>
      <parameter name="value" type="V"/>
      <parameter name="in" type="ClosedRange&lt;V&gt;" default="0...1"/>
      <slot name="label" required="true"/>
    </overload>
    <!-- `Gauge(value: level, in: 0...1) { Text("Food") } currentValueLabel: { Text("40%") }`:
         the current value label's text follows, `Gauge "Food" 0.4 in 0...1 "40%"`. -->
    <overload>
      <parameter name="value" type="V"/>
      <parameter name="in" type="ClosedRange&lt;V&gt;" default="0...1"/>
      <slot name="label" required="true"/>
      <slot name="currentValueLabel" required="true"/>
    </overload>
  </view>

  <view name="ProgressView" external="true" generics="V">
    <overload/>
    <overload>
      <parameter name="title" label="_" type="String"/>
    </overload>
    <overload>
      <slot name="label"/>
    </overload>
    <overload>
      <parameter name="value" type="V?"/>
      <parameter name="total" type="V" default="1.0"/>
    </overload>
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="value" type="V?"/>
      <parameter name="total" type="V" default="1.0"/>
    </overload>
    <overload>
      <parameter name="value" type="V?"/>
      <parameter name="total" type="V" default="1.0"/>
      <slot name="label"/>
    </overload>
    <overload>
      <parameter name="value" type="V?"/>
      <parameter name="total" type="V" default="1.0"/>
      <slot name="label"/>
      <slot name="currentValueLabel"/>
    </overload>
  </view>

  <!-- Small views -->

  <view name="Divider" external="true"/>

  <view name="Spacer" external="true">
    <parameter name="minLength" type="CGFloat?" default="nil"/>
  </view>

  <!-- A colour is a view (a filled area) and a shape style. Its static colours follow, in an extension:
       a view declaration takes no static fields. -->
  <view name="Color" external="true" protocols="ShapeStyle">
    <overload>
      <parameter name="name" label="_" type="String"/>
    </overload>
    <overload>
      <parameter name="red" type="Double"/>
      <parameter name="green" type="Double"/>
      <parameter name="blue" type="Double"/>
      <parameter name="opacity" type="Double" default="1"/>
    </overload>
    <overload>
      <parameter name="white" type="Double"/>
      <parameter name="opacity" type="Double" default="1"/>
    </overload>
  </view>

  <!-- SwiftUI's named colours (`Color.blue`, `.red` where a `Color` is expected), which adapt to
       light and dark mode; `primary` and `secondary` are the foreground levels, `accentColor` the
       app's accent. -->
  <extension name="Color">
    <let name="black" type="Color" static="true"/>
    <let name="blue" type="Color" static="true"/>
    <let name="brown" type="Color" static="true"/>
    <let name="clear" type="Color" static="true"/>
    <let name="cyan" type="Color" static="true"/>
    <let name="gray" type="Color" static="true"/>
    <let name="green" type="Color" static="true"/>
    <let name="indigo" type="Color" static="true"/>
    <let name="mint" type="Color" static="true"/>
    <let name="orange" type="Color" static="true"/>
    <let name="pink" type="Color" static="true"/>
    <let name="purple" type="Color" static="true"/>
    <let name="red" type="Color" static="true"/>
    <let name="teal" type="Color" static="true"/>
    <let name="white" type="Color" static="true"/>
    <let name="yellow" type="Color" static="true"/>
    <let name="primary" type="Color" static="true"/>
    <let name="secondary" type="Color" static="true"/>
    <let name="accentColor" type="Color" static="true"/>
  </extension>

  <!-- The named colours where any shape style is expected (`.foregroundStyle(.red)`, `.fill(.red)`),
       as SwiftUI lifts them: not `Color`'s `primary`, `secondary` and `accentColor` (there `.secondary` is the
       hierarchical style). -->
  <extension name="ShapeStyle" where="Self == Color">
    <let name="black" type="Color" static="true"/>
    <let name="blue" type="Color" static="true"/>
    <let name="brown" type="Color" static="true"/>
    <let name="clear" type="Color" static="true"/>
    <let name="cyan" type="Color" static="true"/>
    <let name="gray" type="Color" static="true"/>
    <let name="green" type="Color" static="true"/>
    <let name="indigo" type="Color" static="true"/>
    <let name="mint" type="Color" static="true"/>
    <let name="orange" type="Color" static="true"/>
    <let name="pink" type="Color" static="true"/>
    <let name="purple" type="Color" static="true"/>
    <let name="red" type="Color" static="true"/>
    <let name="teal" type="Color" static="true"/>
    <let name="white" type="Color" static="true"/>
    <let name="yellow" type="Color" static="true"/>
  </extension>

  <!-- Gradients: shape styles (`.fill(LinearGradient(…))`, `.background(…)`, `.linearGradient(…)`
       where a shape style is expected, `.blue.gradient`) and views that fill their space. Styling,
       as a colour is: the runtime records them (`ViewHost.appearance(of:)`) and draws no pixels. -->
  <struct name="Gradient" external="true">
    <init><parameter name="colors" type="[Color]"/></init>
    <init><parameter name="stops" type="[Gradient.Stop]"/></init>
    <field name="stops" type="[Gradient.Stop]"/>
  </struct>
  <struct name="Gradient.Stop" external="true">
    <init>
      <parameter name="color" type="Color"/>
      <parameter name="location" type="CGFloat"/>
    </init>
    <field name="color" type="Color"/>
    <field name="location" type="CGFloat"/>
  </struct>
  <struct name="AnyGradient" external="true" protocols="ShapeStyle"/>
  <extension name="Color">
    <let name="gradient" type="AnyGradient"/>
  </extension>

  <view name="LinearGradient" external="true" protocols="ShapeStyle">
    <overload>
      <parameter name="colors" type="[Color]"/>
      <parameter name="startPoint" type="UnitPoint"/>
      <parameter name="endPoint" type="UnitPoint"/>
    </overload>
    <overload>
      <parameter name="gradient" type="Gradient"/>
      <parameter name="startPoint" type="UnitPoint"/>
      <parameter name="endPoint" type="UnitPoint"/>
    </overload>
    <overload>
      <parameter name="stops" type="[Gradient.Stop]"/>
      <parameter name="startPoint" type="UnitPoint"/>
      <parameter name="endPoint" type="UnitPoint"/>
    </overload>
  </view>

  <view name="RadialGradient" external="true" protocols="ShapeStyle">
    <overload>
      <parameter name="colors" type="[Color]"/>
      <parameter name="center" type="UnitPoint"/>
      <parameter name="startRadius" type="CGFloat"/>
      <parameter name="endRadius" type="CGFloat"/>
    </overload>
    <overload>
      <parameter name="gradient" type="Gradient"/>
      <parameter name="center" type="UnitPoint"/>
      <parameter name="startRadius" type="CGFloat"/>
      <parameter name="endRadius" type="CGFloat"/>
    </overload>
    <overload>
      <parameter name="stops" type="[Gradient.Stop]"/>
      <parameter name="center" type="UnitPoint"/>
      <parameter name="startRadius" type="CGFloat"/>
      <parameter name="endRadius" type="CGFloat"/>
    </overload>
  </view>

  <view name="AngularGradient" external="true" protocols="ShapeStyle">
    <overload>
      <parameter name="colors" type="[Color]"/>
      <parameter name="center" type="UnitPoint"/>
      <parameter name="startAngle" type="Angle" default=".zero"/>
      <parameter name="endAngle" type="Angle" default=".zero"/>
    </overload>
    <overload>
      <parameter name="gradient" type="Gradient"/>
      <parameter name="center" type="UnitPoint"/>
      <parameter name="startAngle" type="Angle" default=".zero"/>
      <parameter name="endAngle" type="Angle" default=".zero"/>
    </overload>
    <overload>
      <parameter name="gradient" type="Gradient"/>
      <parameter name="center" type="UnitPoint"/>
      <parameter name="angle" type="Angle"/>
    </overload>
  </view>

  <extension name="ShapeStyle" where="Self == LinearGradient">
    <method name="linearGradient" static="true" returns="LinearGradient">
      <parameter name="gradient" label="_" type="Gradient"/>
      <parameter name="startPoint" type="UnitPoint"/>
      <parameter name="endPoint" type="UnitPoint"/>
    </method>
    <method name="linearGradient" static="true" returns="LinearGradient">
      <parameter name="colors" type="[Color]"/>
      <parameter name="startPoint" type="UnitPoint"/>
      <parameter name="endPoint" type="UnitPoint"/>
    </method>
    <method name="linearGradient" static="true" returns="LinearGradient">
      <parameter name="stops" type="[Gradient.Stop]"/>
      <parameter name="startPoint" type="UnitPoint"/>
      <parameter name="endPoint" type="UnitPoint"/>
    </method>
  </extension>
  <extension name="ShapeStyle" where="Self == RadialGradient">
    <method name="radialGradient" static="true" returns="RadialGradient">
      <parameter name="gradient" label="_" type="Gradient"/>
      <parameter name="center" type="UnitPoint"/>
      <parameter name="startRadius" type="CGFloat"/>
      <parameter name="endRadius" type="CGFloat"/>
    </method>
    <method name="radialGradient" static="true" returns="RadialGradient">
      <parameter name="colors" type="[Color]"/>
      <parameter name="center" type="UnitPoint"/>
      <parameter name="startRadius" type="CGFloat"/>
      <parameter name="endRadius" type="CGFloat"/>
    </method>
  </extension>
  <extension name="ShapeStyle" where="Self == AngularGradient">
    <method name="angularGradient" static="true" returns="AngularGradient">
      <parameter name="gradient" label="_" type="Gradient"/>
      <parameter name="center" type="UnitPoint"/>
      <parameter name="startAngle" type="Angle"/>
      <parameter name="endAngle" type="Angle"/>
    </method>
    <method name="angularGradient" static="true" returns="AngularGradient">
      <parameter name="colors" type="[Color]"/>
      <parameter name="center" type="UnitPoint"/>
      <parameter name="startAngle" type="Angle"/>
      <parameter name="endAngle" type="Angle"/>
    </method>
  </extension>

  <!-- Colours that are static members, placed as views by their Swift name: `<Color.clear/>`
       (a transparent area, often given a frame or a tap gesture), `<Color.black/>`. Every static
       of `Color` above is placed the same way (`<Color.blue><ignoresSafeArea/></Color.blue>`), as
       a view type's static of its own type is a view. -->
  <view name="Color.clear" external="true" protocols="ShapeStyle"/>
  <view name="Color.black" external="true" protocols="ShapeStyle"/>

  <view name="Rectangle" external="true" protocols="Shape InsettableShape"/>

  <view name="RoundedRectangle" external="true" protocols="Shape InsettableShape">
    <overload>
      <parameter name="cornerRadius" type="CGFloat"/>
      <parameter name="style" type="RoundedCornerStyle" default=".continuous"/>
    </overload>
    <overload>
      <parameter name="cornerSize" type="CGSize"/>
      <parameter name="style" type="RoundedCornerStyle" default=".continuous"/>
    </overload>
  </view>

  <view name="Circle" external="true" protocols="Shape InsettableShape"/>

  <view name="Ellipse" external="true" protocols="Shape InsettableShape"/>

  <view name="Capsule" external="true" protocols="Shape InsettableShape">
    <parameter name="style" type="RoundedCornerStyle" default=".continuous"/>
  </view>

  <!-- The shape of the container a view sits in, as an ancestor's `containerShape` sets it:
       `contentShape(.containerRelative)`. -->
  <view name="ContainerRelativeShape" external="true" protocols="Shape InsettableShape"/>

  <!-- Stacks and lists -->

  <view name="VStack" external="true">
    <parameter name="alignment" type="HorizontalAlignment" default=".center"/>
    <parameter name="spacing" type="CGFloat?" default="nil"/>
    <slot name="content"/>
  </view>

  <view name="HStack" external="true">
    <parameter name="alignment" type="VerticalAlignment" default=".center"/>
    <parameter name="spacing" type="CGFloat?" default="nil"/>
    <slot name="content"/>
  </view>

  <view name="ZStack" external="true">
    <parameter name="alignment" type="Alignment" default=".center"/>
    <slot name="content"/>
  </view>

  <view name="LazyVStack" external="true">
    <parameter name="alignment" type="HorizontalAlignment" default=".center"/>
    <parameter name="spacing" type="CGFloat?" default="nil"/>
    <parameter name="pinnedViews" type="PinnedScrollableViews" default=".init()"/>
    <slot name="content"/>
  </view>

  <view name="LazyHStack" external="true">
    <parameter name="alignment" type="VerticalAlignment" default=".center"/>
    <parameter name="spacing" type="CGFloat?" default="nil"/>
    <parameter name="pinnedViews" type="PinnedScrollableViews" default=".init()"/>
    <slot name="content"/>
  </view>

  <!-- `Grid { GridRow { … } }`: rows of cells, printed `Grid` with each `GridRow` below it; a view
       outside a `GridRow` spans the row. -->
  <view name="Grid" external="true">
    <parameter name="alignment" type="Alignment" default=".center"/>
    <parameter name="horizontalSpacing" type="CGFloat?" default="nil"/>
    <parameter name="verticalSpacing" type="CGFloat?" default="nil"/>
    <slot name="content"/>
  </view>

  <view name="GridRow" external="true">
    <parameter name="alignment" type="VerticalAlignment?" default="nil"/>
    <slot name="content"/>
  </view>

  <!-- The first of its views that fits; a headless screen has room for the first. -->
  <view name="ViewThatFits" external="true">
    <parameter name="in" type="Axis.Set" default="[.horizontal, .vertical]"/>
    <slot name="content"/>
  </view>

  <view name="LazyVGrid" external="true">
    <parameter name="columns" type="[GridItem]"/>
    <parameter name="alignment" type="HorizontalAlignment" default=".center"/>
    <parameter name="spacing" type="CGFloat?" default="nil"/>
    <parameter name="pinnedViews" type="PinnedScrollableViews" default=".init()"/>
    <slot name="content"/>
  </view>

  <view name="LazyHGrid" external="true">
    <parameter name="rows" type="[GridItem]"/>
    <parameter name="alignment" type="VerticalAlignment" default=".center"/>
    <parameter name="spacing" type="CGFloat?" default="nil"/>
    <parameter name="pinnedViews" type="PinnedScrollableViews" default=".init()"/>
    <slot name="content"/>
  </view>

  <view name="ScrollView" external="true">
    <parameter name="axes" label="_" type="Axis.Set" default=".vertical"/>
    <parameter name="showsIndicators" type="Bool" default="true"/>
    <slot name="content"/>
  </view>

  <view name="List" external="true" generics="SelectionValue">
    <overload>
      <slot name="content"/>
    </overload>
    <overload>
      <parameter name="selection" type="Binding&lt;SelectionValue?&gt;"/>
      <slot name="content"/>
    </overload>
  </view>

  <view name="Form" external="true">
    <slot name="content"/>
  </view>

  <view name="Section" external="true">
    <overload>
      <slot name="content"/>
    </overload>
    <overload>
      <slot name="content"/>
      <slot name="header"/>
    </overload>
    <overload>
      <slot name="content"/>
      <slot name="footer"/>
    </overload>
    <overload>
      <slot name="content"/>
      <slot name="header"/>
      <slot name="footer"/>
    </overload>
    <overload>
      <parameter name="title" label="_" type="String"/>
      <slot name="content"/>
    </overload>
    <!-- `<Section header="Status">`: the header given as text is Swift's `Section("Status")`,
         which shows that text as the header, as `Section(header: Text("Status"))` does. -->
    <overload>
      <parameter name="header" label="_" type="String"/>
      <slot name="content"/>
    </overload>
  </view>

  <!-- Builds its content from the size offered to it, named with `item`:
       `<GeometryReader item="proxy"><Text>{proxy.size.width}</Text></GeometryReader>`. The
       headless host offers its `screenSize`, narrowed by a fixed `frame` above the reader. -->
  <view name="GeometryReader" external="true">
    <slot name="content" takes="GeometryProxy" required="true"/>
  </view>

  <!-- Builds its content with a proxy that scrolls to a view by its id, named with `item`:
       `<ScrollViewReader item="proxy">…<Button title="Top" action="proxy.scrollTo(0)"/></ScrollViewReader>`.
       A row of a `List` or lazy stack comes on screen; the host records each id scrolled to. -->
  <view name="ScrollViewReader" external="true">
    <slot name="content" takes="ScrollViewProxy" required="true"/>
  </view>

  <!-- Builds its content again at each date of its schedule, as the host's clock reaches it,
       named with `item`: `<TimelineView schedule=".periodic(from: .now, by: 1)" item="context">
       <Text>{context.date.formatted(date: .omitted, time: .standard)}</Text></TimelineView>`. -->
  <view name="TimelineView" external="true">
    <parameter name="schedule" label="_" type="some TimelineSchedule"/>
    <slot name="content" takes="TimelineViewDefaultContext" required="true"/>
  </view>
  <struct name="TimelineViewDefaultContext" external="true">
    <field name="date" type="Date"/>
  </struct>
  <struct name="PeriodicTimelineSchedule" external="true" protocols="TimelineSchedule"/>
  <struct name="EveryMinuteTimelineSchedule" external="true" protocols="TimelineSchedule"/>
  <struct name="AnimationTimelineSchedule" external="true" protocols="TimelineSchedule"/>
  <extension name="TimelineSchedule" where="Self == PeriodicTimelineSchedule">
    <method name="periodic" static="true" returns="PeriodicTimelineSchedule">
      <parameter name="startDate" label="from" type="Date"/>
      <parameter name="interval" label="by" type="TimeInterval"/>
    </method>
  </extension>
  <extension name="TimelineSchedule" where="Self == EveryMinuteTimelineSchedule">
    <let name="everyMinute" type="EveryMinuteTimelineSchedule" static="true"/>
  </extension>
  <extension name="TimelineSchedule" where="Self == AnimationTimelineSchedule">
    <let name="animation" type="AnimationTimelineSchedule" static="true"/>
  </extension>

  <!-- Grouping -->

  <view name="Group" external="true">
    <slot name="content"/>
  </view>

  <view name="GroupBox" external="true">
    <overload>
      <slot name="content"/>
    </overload>
    <overload>
      <slot name="content"/>
      <slot name="label"/>
    </overload>
    <overload>
      <parameter name="title" label="_" type="String"/>
      <slot name="content"/>
    </overload>
  </view>

  <view name="ControlGroup" external="true">
    <overload>
      <slot name="content"/>
    </overload>
    <overload>
      <slot name="content"/>
      <slot name="label"/>
    </overload>
    <overload>
      <parameter name="title" label="_" type="String"/>
      <slot name="content"/>
    </overload>
  </view>

  <!-- A value beside its label, a form's row: `<LabeledContent title="Version" value="1.2"/>`, or
       the value's views inside, `<LabeledContent title="Sorted by"><Text>{order}</Text></LabeledContent>`. -->
  <view name="LabeledContent" external="true">
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="value" type="String"/>
    </overload>
    <overload>
      <parameter name="title" label="_" type="String"/>
      <slot name="content"/>
    </overload>
    <overload>
      <slot name="content"/>
      <slot name="label"/>
    </overload>
  </view>

  <view name="DisclosureGroup" external="true">
    <overload>
      <parameter name="title" label="_" type="String"/>
      <slot name="content"/>
    </overload>
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="isExpanded" type="Binding&lt;Bool&gt;"/>
      <slot name="content"/>
    </overload>
    <overload>
      <slot name="content"/>
      <slot name="label"/>
    </overload>
    <overload>
      <parameter name="isExpanded" type="Binding&lt;Bool&gt;"/>
      <slot name="content"/>
      <slot name="label"/>
    </overload>
  </view>

  <view name="Menu" external="true">
    <overload>
      <parameter name="title" label="_" type="String"/>
      <slot name="content"/>
    </overload>
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="systemImage" type="String"/>
      <slot name="content"/>
    </overload>
    <overload>
      <parameter name="title" label="_" type="String"/>
      <slot name="content"/>
      <parameter name="primaryAction" type="() -> Void"/>
    </overload>
    <overload>
      <slot name="content"/>
      <slot name="label"/>
    </overload>
    <overload>
      <slot name="content"/>
      <slot name="label"/>
      <parameter name="primaryAction" type="() -> Void"/>
    </overload>
  </view>

  <!-- Navigation -->

  <view name="NavigationStack" external="true" generics="Data">
    <overload>
      <slot name="root"/>
    </overload>
    <!-- `path` is a `[T]` of one `Hashable` type, or a `NavigationPath` (see Navigation.xml). -->
    <overload>
      <parameter name="path" type="Binding&lt;Data&gt;"/>
      <slot name="root"/>
    </overload>
  </view>

  <!-- Deprecated in SwiftUI yet written first: the runtime's is a `NavigationStack`, as its default
       style on iPhone is (swiftc does not warn: its deprecation is for a future release). -->
  <view name="NavigationView" external="true">
    <slot name="content"/>
  </view>

  <view name="NavigationSplitView" external="true">
    <overload>
      <slot name="sidebar"/>
      <slot name="detail"/>
    </overload>
    <overload>
      <slot name="sidebar"/>
      <slot name="content"/>
      <slot name="detail"/>
    </overload>
    <overload>
      <parameter name="columnVisibility" type="Binding&lt;NavigationSplitViewVisibility&gt;"/>
      <slot name="sidebar"/>
      <slot name="detail"/>
    </overload>
    <overload>
      <parameter name="columnVisibility" type="Binding&lt;NavigationSplitViewVisibility&gt;"/>
      <slot name="sidebar"/>
      <slot name="content"/>
      <slot name="detail"/>
    </overload>
  </view>

  <view name="NavigationLink" external="true" generics="P">
    <overload>
      <parameter name="title" label="_" type="String"/>
      <slot name="destination"/>
    </overload>
    <overload>
      <slot name="destination"/>
      <slot name="label"/>
    </overload>
    <!-- Value links push `value` onto the stack, shown by the `navigationDestination(for:)`
         registered for its type; a `nil` value disables the link. -->
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="value" type="P?"/>
    </overload>
    <overload>
      <parameter name="value" type="P?"/>
      <slot name="label"/>
    </overload>
  </view>

  <!-- MapKit's SwiftUI map (`import MapKit`), headless: a map prints its selection and its
       annotations, each with its coordinate, content and label; map content is views here.
       `Map(selection: $selectedId) { ForEach(quakes) { quake in Annotation(…) } }`. -->
  <view name="Map" external="true" generics="SelectionValue">
    <overload>
      <slot name="content"/>
    </overload>
    <overload>
      <parameter name="selection" type="Binding&lt;SelectionValue?&gt;"/>
      <slot name="content"/>
    </overload>
  </view>

  <!-- `Annotation("Hilo", coordinate: place) { Circle() }`, or its label as a `label` slot. -->
  <view name="Annotation" external="true">
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="coordinate" type="CLLocationCoordinate2D"/>
      <parameter name="anchor" type="UnitPoint" default=".center"/>
      <slot name="content"/>
    </overload>
    <overload>
      <parameter name="coordinate" type="CLLocationCoordinate2D"/>
      <parameter name="anchor" type="UnitPoint" default=".center"/>
      <slot name="content"/>
      <slot name="label"/>
    </overload>
  </view>

  <!-- `style`, as the other style modifiers name theirs (`pickerStyle style=`). -->
  <modifier name="mapStyle">
    <overload>
      <parameter name="value" label="_" type="MapStyle"/>
    </overload>
    <overload>
      <parameter name="style" label="_" type="MapStyle"/>
    </overload>
  </modifier>

  <!-- Swift's name of the value, `annotationTitles(_ visibility: Visibility)`. -->
  <modifier name="annotationTitles">
    <overload>
      <parameter name="value" label="_" type="Visibility"/>
    </overload>
    <overload>
      <parameter name="visibility" label="_" type="Visibility"/>
    </overload>
  </modifier>

  <!-- Modifiers that belong to these views -->

  <modifier name="tag" generics="V">
    <parameter name="value" label="_" type="V"/>
    <parameter name="includeOptional" type="Bool" default="true"/>
  </modifier>

  <!-- The shape style is `value`, or `content` as Swift names it (`fill(_ content:)`,
       `stroke(_ content:lineWidth:)`, `strokeBorder(_ content:lineWidth:)`). A painted shape is a
       `ShapeView` (iOS 17), which may be filled or stroked again: `Circle().stroke(.black).fill(.red)`. -->
  <modifier name="fill" on="Shape ShapeView" returns="ShapeView">
    <overload>
      <parameter name="value" label="_" type="some ShapeStyle" default=".foreground"/>
      <parameter name="style" type="FillStyle" default="FillStyle()"/>
    </overload>
    <overload>
      <parameter name="content" label="_" type="some ShapeStyle"/>
      <parameter name="style" type="FillStyle" default="FillStyle()"/>
    </overload>
    <!-- `style` given a colour, as `foregroundStyle style=` names it: what the shape is filled
         with, since no `ShapeStyle` is a `FillStyle`. -->
    <overload>
      <parameter name="style" label="_" type="some ShapeStyle"/>
    </overload>
  </modifier>

  <modifier name="stroke" on="Shape ShapeView" returns="ShapeView">
    <overload>
      <parameter name="value" label="_" type="some ShapeStyle"/>
      <parameter name="lineWidth" type="CGFloat" default="1"/>
    </overload>
    <overload>
      <parameter name="value" label="_" type="some ShapeStyle"/>
      <parameter name="style" type="StrokeStyle"/>
    </overload>
    <overload>
      <parameter name="content" label="_" type="some ShapeStyle"/>
      <parameter name="lineWidth" type="CGFloat" default="1"/>
    </overload>
    <overload>
      <parameter name="content" label="_" type="some ShapeStyle"/>
      <parameter name="style" type="StrokeStyle"/>
    </overload>
    <overload>
      <parameter name="lineWidth" type="CGFloat" default="1"/>
    </overload>
  </modifier>

  <!-- The part of the outline from `from` to `to`, a shape still: `<Circle><trim to="0.25"/><stroke value=".blue"/></Circle>`. -->
  <modifier name="trim" on="Shape" returns="Shape">
    <parameter name="from" type="CGFloat" default="0"/>
    <parameter name="to" type="CGFloat" default="1"/>
  </modifier>

  <modifier name="strokeBorder" on="InsettableShape" returns="ShapeView">
    <overload>
      <parameter name="value" label="_" type="some ShapeStyle"/>
      <parameter name="lineWidth" type="CGFloat" default="1"/>
      <parameter name="antialiased" type="Bool" default="true"/>
    </overload>
    <overload>
      <parameter name="content" label="_" type="some ShapeStyle"/>
      <parameter name="lineWidth" type="CGFloat" default="1"/>
      <parameter name="antialiased" type="Bool" default="true"/>
    </overload>
    <overload>
      <parameter name="lineWidth" type="CGFloat" default="1"/>
      <parameter name="antialiased" type="Bool" default="true"/>
    </overload>
  </modifier>

  <modifier name="disabled">
    <parameter name="value" label="_" type="Bool"/>
  </modifier>

  <modifier name="hidden"/>

</trellis>
"""#),
    ]

    /// Grammar/Prelude/SwiftModuleNames.txt, written by swift-module-names.sh: one name a line.
    static let swiftModuleNames = #"""
AdditiveArithmetic
AffineTransform
AlignmentOptions
AnyBidirectionalCollection
AnyClass
AnyCollection
AnyHashable
AnyIndex
AnyIterator
AnyKeyPath
AnyObject
AnyRandomAccessCollection
AnySequence
Array
ArrayLiteralConvertible
ArraySlice
AttributeContainer
AttributeDynamicLookup
AttributeScope
AttributeScopeCodableConfiguration
AttributeScopes
AttributedString
AttributedStringAttributeMutation
AttributedStringKey
AttributedStringProtocol
AttributedSubstring
BidirectionalCollection
BidirectionalIndexable
BidirectionalSlice
BinaryFloatingPoint
BinaryInteger
BitwiseCopyable
BlockOperation
Bool
BooleanLiteralConvertible
BooleanLiteralType
Bundle
ByteCountFormatStyle
ByteCountFormatter
CBool
CChar
CChar16
CChar32
CChar8
CDouble
CFloat
CFloat16
CGFloat
CGPoint
CGRect
CGRectEdge
CGSize
CInt
CLong
CLongDouble
CLongLong
CShort
CSignedChar
CUnsignedChar
CUnsignedInt
CUnsignedLong
CUnsignedLongLong
CUnsignedShort
CVaListPointer
CVarArg
CWideChar
CachedURLResponse
Calendar
CaseIterable
Character
CharacterSet
ClosedRange
ClosedRangeIndex
CocoaError
Codable
CodableAttributedStringKey
CodableConfiguration
CodableWithConfiguration
CodingKey
CodingKeyRepresentable
CodingUserInfoKey
Collection
CollectionDifference
CollectionOfOne
CommandLine
Comparable
ComparableComparator
Comparator
ComparisonResult
ConcurrentValue
ContiguousArray
ContiguousBytes
Copyable
CountableClosedRange
CountablePartialRangeFrom
CountableRange
CurrencyFormatStyleConfiguration
CustomDebugStringConvertible
CustomLeafReflectable
CustomNSError
CustomPlaygroundDisplayConvertible
CustomPlaygroundQuickLookable
CustomReflectable
CustomStringConvertible
Data
DataProtocol
Date
DateComponents
DateFormatter
DateInterval
DateIntervalFormatter
DebugDescription
Decimal
Decodable
DecodableAttributedStringKey
DecodableWithConfiguration
Decoder
DecodingConfigurationProviding
DecodingError
DefaultBidirectionalIndices
DefaultIndices
DefaultRandomAccessIndices
DefaultStringInterpolation
DescriptiveNumberFormatConfiguration
Dictionary
DictionaryIndex
DictionaryIterator
DictionaryLiteral
DictionaryLiteralConvertible
Dimension
DiscontiguousAttributedSubstring
DiscontiguousSlice
DiscreteFormatStyle
DispatchData
DispatchDataIterator
DispatchGroup
DispatchIO
DispatchObject
DispatchPredicate
DispatchQoS
DispatchQueue
DispatchSemaphore
DispatchSource
DispatchSourceHandler
DispatchSourceProtocol
DispatchSourceRead
DispatchSourceSignal
DispatchSourceTimer
DispatchSourceUserDataAdd
DispatchSourceUserDataOr
DispatchSourceUserDataReplace
DispatchSourceWrite
DispatchSpecificKey
DispatchTime
DispatchTimeInterval
DispatchTimeoutResult
DispatchWallTime
DispatchWorkItem
DispatchWorkItemFlags
Double
DropFirstSequence
DropWhileSequence
Duration
DurationProtocol
EmptyCollection
EmptyIterator
Encodable
EncodableAttributedStringKey
EncodableWithConfiguration
Encoder
EncodingConfigurationProviding
EncodingError
EnergyFormatter
EnumeratedIterator
EnumeratedSequence
Equatable
Error
Escapable
ExpressibleByArrayLiteral
ExpressibleByBooleanLiteral
ExpressibleByDictionaryLiteral
ExpressibleByExtendedGraphemeClusterLiteral
ExpressibleByFloatLiteral
ExpressibleByIntegerLiteral
ExpressibleByNilLiteral
ExpressibleByStringInterpolation
ExpressibleByStringLiteral
ExpressibleByUnicodeScalarLiteral
Expression
ExtendedGraphemeClusterLiteralConvertible
ExtendedGraphemeClusterType
FileAttributeKey
FileAttributeType
FileHandle
FileManager
FileManagerDelegate
FileProtectionType
FixedWidthInteger
FlattenBidirectionalCollection
FlattenBidirectionalCollectionIndex
FlattenCollection
FlattenCollectionIndex
FlattenSequence
Float
Float16
Float32
Float64
Float80
FloatLiteralConvertible
FloatLiteralType
FloatingPoint
FloatingPointClassification
FloatingPointFormatStyle
FloatingPointParseStrategy
FloatingPointRoundingRule
FloatingPointSign
FormatStyle
FormatStyleCapitalizationContext
Formatter
HTTPCookie
HTTPCookiePropertyKey
HTTPCookieStorage
HTTPURLResponse
Hashable
Hasher
Host
ISO8601DateFormatter
Identifiable
IndexPath
IndexSet
Indexable
IndexableBase
IndexingIterator
InflectionRule
InlineArray
InputStream
InstantProtocol
Int
Int128
Int16
Int32
Int64
Int8
IntegerFormatStyle
IntegerLiteralConvertible
IntegerLiteralType
IntegerParseStrategy
IteratorOverOne
IteratorProtocol
IteratorSequence
JSONDecoder
JSONEncoder
JSONSerialization
JoinedIterator
JoinedSequence
KeyPath
KeyPathComparator
KeyValuePairs
KeyedDecodingContainer
KeyedDecodingContainerProtocol
KeyedEncodingContainer
KeyedEncodingContainerProtocol
LazyBidirectionalCollection
LazyCollection
LazyCollectionProtocol
LazyDropWhileBidirectionalCollection
LazyDropWhileCollection
LazyDropWhileIndex
LazyDropWhileIterator
LazyDropWhileSequence
LazyFilterBidirectionalCollection
LazyFilterCollection
LazyFilterIndex
LazyFilterIterator
LazyFilterSequence
LazyMapBidirectionalCollection
LazyMapCollection
LazyMapIterator
LazyMapRandomAccessCollection
LazyMapSequence
LazyPrefixWhileBidirectionalCollection
LazyPrefixWhileCollection
LazyPrefixWhileIndex
LazyPrefixWhileIterator
LazyPrefixWhileSequence
LazyRandomAccessCollection
LazySequence
LazySequenceProtocol
LengthFormatter
ListFormatStyle
Locale
LocalizedError
LosslessStringConvertible
ManagedBuffer
ManagedBufferPointer
MarkdownDecodableAttributedStringKey
MassFormatter
Measurement
MemoryLayout
Mirror
MirrorPath
Morphology
MutableBidirectionalSlice
MutableCollection
MutableDataProtocol
MutableIndexable
MutableRandomAccessSlice
MutableRangeReplaceableBidirectionalSlice
MutableRangeReplaceableRandomAccessSlice
MutableRangeReplaceableSlice
MutableRawSpan
MutableSlice
MutableSpan
NSAffineTransform
NSAffineTransformStruct
NSArray
NSAttributedString
NSBinarySearchingOptions
NSCache
NSCacheDelegate
NSCalendar
NSCharacterSet
NSClassFromString
NSCocoaErrorDomain
NSCoder
NSCoderReadCorruptError
NSCoderValueNotFoundError
NSCoding
NSComparisonPredicate
NSCompoundPredicate
NSCondition
NSConditionLock
NSContainsRect
NSCopying
NSCountedSet
NSData
NSDate
NSDateComponentUndefined
NSDateComponents
NSDateInterval
NSDebugDescriptionErrorKey
NSDecimalAdd
NSDecimalCompact
NSDecimalCompare
NSDecimalCopy
NSDecimalDivide
NSDecimalIsNotANumber
NSDecimalMaxSize
NSDecimalMultiply
NSDecimalMultiplyByPowerOf10
NSDecimalNoScale
NSDecimalNormalize
NSDecimalNumber
NSDecimalNumberBehaviors
NSDecimalNumberHandler
NSDecimalPower
NSDecimalRound
NSDecimalString
NSDecimalSubtract
NSDictionary
NSDivideRect
NSEdgeInsets
NSEdgeInsetsEqual
NSEdgeInsetsMake
NSEdgeInsetsZero
NSEnumerationOptions
NSEnumerator
NSEqualPoints
NSEqualRanges
NSEqualRects
NSEqualSizes
NSError
NSErrorDomain
NSExceptionName
NSExecutableArchitectureMismatchError
NSExecutableLinkError
NSExecutableLoadError
NSExecutableNotLoadableError
NSExecutableRuntimeMismatchError
NSExpression
NSFeatureUnsupportedError
NSFileHandleNotificationDataItem
NSFileHandleNotificationFileHandleItem
NSFileLockingError
NSFileManagerUnmountBusyError
NSFileManagerUnmountUnknownError
NSFileNoSuchFileError
NSFilePathErrorKey
NSFileReadCorruptFileError
NSFileReadInapplicableStringEncodingError
NSFileReadInvalidFileNameError
NSFileReadNoPermissionError
NSFileReadNoSuchFileError
NSFileReadTooLargeError
NSFileReadUnknownError
NSFileReadUnknownStringEncodingError
NSFileReadUnsupportedSchemeError
NSFileWriteFileExistsError
NSFileWriteInapplicableStringEncodingError
NSFileWriteInvalidFileNameError
NSFileWriteNoPermissionError
NSFileWriteOutOfSpaceError
NSFileWriteUnknownError
NSFileWriteUnsupportedSchemeError
NSFileWriteVolumeReadOnlyError
NSFormattingError
NSFullUserName
NSGetSizeAndAlignment
NSHeight
NSHelpAnchorErrorKey
NSHomeDirectory
NSHomeDirectoryForUser
NSIndexPath
NSIndexSet
NSIndexSetIterator
NSInsetRect
NSIntegralRect
NSIntegralRectWithOptions
NSIntersectionRange
NSIntersectionRect
NSIntersectsRect
NSIsEmptyRect
NSKeyValueValidationError
NSKeyedArchiveRootObjectKey
NSKeyedArchiver
NSKeyedArchiverDelegate
NSKeyedUnarchiver
NSKeyedUnarchiverDelegate
NSLocale
NSLocalizedDescriptionKey
NSLocalizedFailureReasonErrorKey
NSLocalizedRecoveryOptionsErrorKey
NSLocalizedRecoverySuggestionErrorKey
NSLocalizedString
NSLocationInRange
NSLock
NSLocking
NSLog
NSLogv
NSMachErrorDomain
NSMakePoint
NSMakeRange
NSMakeRect
NSMakeSize
NSMaxRange
NSMaxX
NSMaxY
NSMeasurement
NSMidX
NSMidY
NSMinX
NSMinY
NSMouseInRect
NSMutableArray
NSMutableAttributedString
NSMutableCharacterSet
NSMutableCopying
NSMutableData
NSMutableDictionary
NSMutableIndexSet
NSMutableOrderedSet
NSMutableSet
NSMutableString
NSMutableURLRequest
NSNotFound
NSNotification
NSNull
NSNumber
NSOSStatusErrorDomain
NSObject
NSObjectProtocol
NSOffsetRect
NSOrderedSet
NSOrthography
NSPOSIXErrorDomain
NSPageSize
NSPersonNameComponentDelimiter
NSPersonNameComponentFamilyName
NSPersonNameComponentGivenName
NSPersonNameComponentKey
NSPersonNameComponentMiddleName
NSPersonNameComponentNickname
NSPersonNameComponentPrefix
NSPersonNameComponentSuffix
NSPersonNameComponents
NSPoint
NSPointArray
NSPointFromCGPoint
NSPointFromString
NSPointInRect
NSPointPointer
NSPointToCGPoint
NSPredicate
NSPropertyListReadCorruptError
NSPropertyListReadStreamError
NSPropertyListReadUnknownVersionError
NSPropertyListWriteInvalidError
NSPropertyListWriteStreamError
NSRange
NSRangeFromString
NSRangePointer
NSRecoveryAttempterErrorKey
NSRect
NSRectArray
NSRectEdge
NSRectFromCGRect
NSRectFromString
NSRectPointer
NSRectToCGRect
NSRecursiveLock
NSRegularExpression
NSRoundDownToMultipleOfPageSize
NSRoundUpToMultipleOfPageSize
NSSearchPathForDirectoriesInDomains
NSSecureCoding
NSSet
NSSize
NSSizeArray
NSSizeFromCGSize
NSSizeFromString
NSSizePointer
NSSizeToCGSize
NSSortDescriptor
NSSortOptions
NSStreamSOCKSErrorDomain
NSStreamSocketSSLErrorDomain
NSString
NSStringEncodingErrorKey
NSStringFromClass
NSStringFromPoint
NSStringFromRange
NSStringFromRect
NSStringFromSize
NSStringToDecimal
NSTemporaryDirectory
NSTextCheckingKey
NSTextCheckingResult
NSTimeIntervalSince1970
NSTimeZone
NSURL
NSURLAuthenticationMethodDefault
NSURLAuthenticationMethodHTMLForm
NSURLAuthenticationMethodHTTPBasic
NSURLAuthenticationMethodHTTPDigest
NSURLAuthenticationMethodNTLM
NSURLAuthenticationMethodNegotiate
NSURLComponents
NSURLCredentialStorageRemoveSynchronizableCredentials
NSURLErrorAppTransportSecurityRequiresSecureConnection
NSURLErrorBackgroundSessionInUseByAnotherProcess
NSURLErrorBackgroundSessionRequiresSharedContainer
NSURLErrorBackgroundSessionWasDisconnected
NSURLErrorBackgroundTaskCancelledReasonKey
NSURLErrorBadServerResponse
NSURLErrorBadURL
NSURLErrorCallIsActive
NSURLErrorCancelled
NSURLErrorCancelledReasonBackgroundUpdatesDisabled
NSURLErrorCancelledReasonInsufficientSystemResources
NSURLErrorCancelledReasonUserForceQuitApplication
NSURLErrorCannotCloseFile
NSURLErrorCannotConnectToHost
NSURLErrorCannotCreateFile
NSURLErrorCannotDecodeContentData
NSURLErrorCannotDecodeRawData
NSURLErrorCannotFindHost
NSURLErrorCannotLoadFromNetwork
NSURLErrorCannotMoveFile
NSURLErrorCannotOpenFile
NSURLErrorCannotParseResponse
NSURLErrorCannotRemoveFile
NSURLErrorCannotWriteToFile
NSURLErrorClientCertificateRejected
NSURLErrorClientCertificateRequired
NSURLErrorDNSLookupFailed
NSURLErrorDataLengthExceedsMaximum
NSURLErrorDataNotAllowed
NSURLErrorDomain
NSURLErrorDownloadDecodingFailedMidStream
NSURLErrorDownloadDecodingFailedToComplete
NSURLErrorFailingURLErrorKey
NSURLErrorFailingURLPeerTrustErrorKey
NSURLErrorFailingURLStringErrorKey
NSURLErrorFileDoesNotExist
NSURLErrorFileIsDirectory
NSURLErrorHTTPTooManyRedirects
NSURLErrorInternationalRoamingOff
NSURLErrorKey
NSURLErrorNetworkConnectionLost
NSURLErrorNoPermissionsToReadFile
NSURLErrorNotConnectedToInternet
NSURLErrorRedirectToNonExistentLocation
NSURLErrorRequestBodyStreamExhausted
NSURLErrorResourceUnavailable
NSURLErrorSecureConnectionFailed
NSURLErrorServerCertificateHasBadDate
NSURLErrorServerCertificateHasUnknownRoot
NSURLErrorServerCertificateNotYetValid
NSURLErrorServerCertificateUntrusted
NSURLErrorTimedOut
NSURLErrorUnknown
NSURLErrorUnsupportedURL
NSURLErrorUserAuthenticationRequired
NSURLErrorUserCancelledAuthentication
NSURLErrorZeroByteResource
NSURLProtectionSpaceFTP
NSURLProtectionSpaceFTPProxy
NSURLProtectionSpaceHTTP
NSURLProtectionSpaceHTTPProxy
NSURLProtectionSpaceHTTPS
NSURLProtectionSpaceHTTPSProxy
NSURLProtectionSpaceSOCKSProxy
NSURLQueryItem
NSURLRequest
NSURLSessionTransferSizeUnknown
NSUUID
NSUbiquitousFileNotUploadedDueToQuotaError
NSUbiquitousFileUbiquityServerNotAvailable
NSUbiquitousFileUnavailableError
NSUnderlyingErrorKey
NSUnionRange
NSUnionRect
NSUserActivityConnectionUnavailableError
NSUserActivityHandoffFailedError
NSUserActivityHandoffUserInfoTooLargeError
NSUserActivityRemoteApplicationTimedOutError
NSUserCancelledError
NSUserName
NSValue
NSWidth
NSXPCConnectionInterrupted
NSXPCConnectionInvalid
NSXPCConnectionReplyInvalid
NSZeroPoint
NSZeroRect
NSZeroSize
NSZone
Never
NilLiteralConvertible
Notification
NotificationCenter
NotificationQueue
NumberFormatStyleConfiguration
NumberFormatter
Numeric
ObjCBool
ObjectIdentifier
Observable
ObservationIgnored
ObservationRegistrar
ObservationTracked
Observations
OpaquePointer
OperatingSystemVersion
Operation
OperationQueue
OptionSet
Optional
OutputRawSpan
OutputSpan
OutputStream
POSIXError
ParseStrategy
ParseableFormatStyle
PartialKeyPath
PartialRangeFrom
PartialRangeThrough
PartialRangeUpTo
PersonNameComponents
PersonNameComponentsFormatter
Pipe
PlaygroundQuickLook
Port
PortDelegate
PortMessage
Predicate
PredicateBindings
PredicateError
PredicateExpression
PredicateExpressions
PrefixSequence
Process
ProcessInfo
Progress
ProgressKind
ProgressReporting
ProgressUserInfoKey
PropertyListDecoder
PropertyListEncoder
PropertyListSerialization
QualityOfService
RandomAccessCollection
RandomAccessIndexable
RandomAccessSlice
RandomNumberGenerator
Range
RangeExpression
RangeReplaceableBidirectionalSlice
RangeReplaceableCollection
RangeReplaceableIndexable
RangeReplaceableRandomAccessSlice
RangeReplaceableSlice
RangeSet
RawRepresentable
RawSpan
RecoverableError
ReferenceConvertible
ReferenceWritableKeyPath
Repeated
Result
ReversedCollection
ReversedIndex
ReversedRandomAccessCollection
RunLoop
SIMD
SIMD16
SIMD2
SIMD3
SIMD32
SIMD4
SIMD64
SIMD8
SIMDMask
SIMDScalar
SIMDStorage
Scanner
ScopedAttributeContainer
Sendable
SendableMetatype
Sequence
Set
SetAlgebra
SetIndex
SetIterator
SignedInteger
SignedNumeric
SingleValueDecodingContainer
SingleValueEncodingContainer
Slice
SocketNativeHandle
SocketPort
SortComparator
SortDescriptor
SortOrder
Span
StandardPredicateExpression
StaticBigInt
StaticString
Stream
StreamDelegate
StreamNetworkServiceTypeValue
StreamSOCKSProxyConfiguration
StreamSOCKSProxyVersion
StreamSocketSecurityLevel
StrideThrough
StrideThroughIterator
StrideTo
StrideToIterator
Strideable
String
StringInterpolationConvertible
StringInterpolationProtocol
StringLiteralConvertible
StringLiteralType
StringProtocol
StringStyle
StringTransform
Substring
SystemRandomNumberGenerator
TextOutputStream
TextOutputStreamable
Thread
TimeInterval
TimeZone
Timer
UInt
UInt128
UInt16
UInt32
UInt64
UInt8
URL
URLAuthenticationChallenge
URLAuthenticationChallengeSender
URLCache
URLComponents
URLCredential
URLCredentialStorage
URLError
URLFileResourceType
URLProtectionSpace
URLProtocol
URLProtocolClient
URLQueryItem
URLRequest
URLResourceKey
URLResourceValues
URLResponse
URLSession
URLSessionConfiguration
URLSessionDataDelegate
URLSessionDataTask
URLSessionDelegate
URLSessionDownloadDelegate
URLSessionDownloadTask
URLSessionDownloadTaskResumeData
URLSessionStreamDelegate
URLSessionStreamTask
URLSessionTask
URLSessionTaskDelegate
URLSessionTaskMetrics
URLSessionTaskTransactionMetrics
URLSessionUploadTask
URLSessionWebSocketDelegate
URLSessionWebSocketTask
UTF16
UTF32
UTF8
UTF8Span
UUID
UnboundedRange
UnboundedRange_
UnfoldFirstSequence
UnfoldSequence
Unicode
UnicodeCodec
UnicodeDecodingResult
UnicodeScalar
UnicodeScalarLiteralConvertible
UnicodeScalarType
Unit
UnitAcceleration
UnitAngle
UnitArea
UnitConcentrationMass
UnitConverter
UnitConverterLinear
UnitDispersion
UnitDuration
UnitElectricCharge
UnitElectricCurrent
UnitElectricPotentialDifference
UnitElectricResistance
UnitEnergy
UnitFrequency
UnitFuelEfficiency
UnitIlluminance
UnitInformationStorage
UnitLength
UnitMass
UnitPower
UnitPressure
UnitSpeed
UnitTemperature
UnitVolume
UnkeyedDecodingContainer
UnkeyedEncodingContainer
Unmanaged
UnsafeBufferPointer
UnsafeBufferPointerIterator
UnsafeConcurrentValue
UnsafeMutableBufferPointer
UnsafeMutablePointer
UnsafeMutableRawBufferPointer
UnsafeMutableRawBufferPointerIterator
UnsafeMutableRawPointer
UnsafePointer
UnsafeRawBufferPointer
UnsafeRawBufferPointerIterator
UnsafeRawPointer
UnsafeSendable
UnsignedInteger
UserDefaults
Void
WritableKeyPath
Zip2Iterator
Zip2Sequence
abs
acos
acosh
all
any
asin
asinh
assert
assertionFailure
atan
atan2
atanh
cbrt
column
copysign
cos
cosh
debugPrint
dispatchMain
dispatchPrecondition
dsohandle
dump
erf
erfc
error
exchange
exp
exp2
expm1
extendLifetime
externalMacro
fatalError
fdim
file
fileID
filePath
fmax
fmin
frexp
function
hypot
ilogb
isKnownUniquelyReferenced
j0
j1
jn
ldexp
lgamma
line
log
log10
log1p
log2
logb
max
min
modf
nan
nearbyint
nextafter
numericCast
pointwiseMax
pointwiseMin
pow
precondition
preconditionFailure
print
readLine
remquo
repeatElement
rint
scalbn
sequence
sin
sinh
stride
swap
swift_unboxFromSwiftValueWithType
tan
tanh
tgamma
tls_ciphersuite_t
tls_protocol_version_t
transcode
type
unichar
unsafeBitCast
unsafeDowncast
uuid_string_t
uuid_t
warning
withExtendedLifetime
withObservationTracking
withUnsafeBytes
withUnsafeMutableBytes
withUnsafeMutablePointer
withUnsafePointer
withUnsafeTemporaryAllocation
withVaList
withoutActuallyEscaping
y0
y1
yn
zip
"""#

    /// Grammar/Prelude/SwiftMemberNames.txt, written by swift-module-names.sh: a standard type's
    /// name, then the members Swift gives it, on one line.
    static let swiftMemberNames = #"""
Array ArrayLiteralElement DecodingConfiguration Element EncodingConfiguration Index IndexDistance Indices Iterator Regions SubSequence allSatisfy(_:) append(_:) append(addingCapacity:initializingWith:) append(contentsOf:) applying(_:) capacity compactMap(_:) compare(_:_:) contains(_:) contains(where:) copyBytes(to:) copyBytes(to:count:) copyBytes(to:from:) count count(where:) customMirror debugDescription description difference(from:) difference(from:by:) distance(from:to:) drop(while:) dropFirst(_:) dropLast(_:) elementsEqual(_:) elementsEqual(_:by:) encode(to:) encode(to:configuration:) endIndex enumerated() filter(_:) first first(where:) firstIndex(of:) firstIndex(where:) firstMatch(of:) firstRange(of:) firstRange(of:in:) flatMap(_:) forEach(_:) formIndex(_:offsetBy:) formIndex(_:offsetBy:limitedBy:) formIndex(after:) formIndex(before:) formatted() formatted(_:) hash(into:) hashValue index(_:offsetBy:) index(_:offsetBy:limitedBy:) index(after:) index(before:) index(of:) indices indices(of:) indices(where:) insert(_:at:) insert(contentsOf:at:) isEmpty joined() joined(separator:) last last(where:) lastIndex(of:) lastIndex(where:) lastRange(of:) lastRange(of:in:) lazy lexicographicallyPrecedes(_:) lexicographicallyPrecedes(_:by:) makeIterator() map(_:) matches(of:) max() max(by:) min() min(by:) moveSubranges(_:to:) mutableSpan partition(by:) popFirst() popLast() prefix(_:) prefix(through:) prefix(upTo:) prefix(while:) prefixMatch(of:) randomElement() randomElement(using:) ranges(of:) reduce(_:_:) reduce(into:_:) regions remove(at:) removeAll(keepingCapacity:) removeAll(where:) removeFirst() removeFirst(_:) removeLast() removeLast(_:) removeSubrange(_:) removeSubranges(_:) removingSubranges(_:) replace(_:maxReplacements:with:) replace(_:with:maxReplacements:) replaceSubrange(_:with:) replacing(_:maxReplacements:with:) replacing(_:subrange:maxReplacements:with:) replacing(_:with:maxReplacements:) replacing(_:with:subrange:maxReplacements:) reserveCapacity(_:) resetBytes(in:) reverse() reversed() shuffle() shuffle(using:) shuffled() shuffled(using:) sort() sort(by:) sort(using:) sorted() sorted(by:) sorted(using:) span split(maxSplits:omittingEmptySubsequences:whereSeparator:) split(separator:maxSplits:omittingEmptySubsequences:) startIndex starts(with:) starts(with:by:) suffix(_:) suffix(from:) swapAt(_:_:) trimPrefix(_:) trimPrefix(while:) trimmingPrefix(_:) trimmingPrefix(while:) underestimatedCount wholeMatch(of:) withContiguousMutableStorageIfAvailable(_:) withContiguousStorageIfAvailable(_:) withUnsafeBufferPointer(_:) withUnsafeBytes(_:) withUnsafeMutableBufferPointer(_:) withUnsafeMutableBytes(_:)
AsyncStream AsyncIterator Continuation Element Failure Iterator allSatisfy(_:) compactMap(_:) contains(_:) contains(where:) drop(while:) dropFirst(_:) filter(_:) first(where:) flatMap(_:) makeAsyncIterator() makeStream(of:bufferingPolicy:) map(_:) max() max(by:) min() min(by:) prefix(_:) prefix(while:) reduce(_:_:) reduce(into:_:)
AsyncThrowingStream AsyncIterator Continuation Element Failure Iterator allSatisfy(_:) compactMap(_:) contains(_:) contains(where:) drop(while:) dropFirst(_:) filter(_:) first(where:) flatMap(_:) makeAsyncIterator() makeStream(of:throwing:bufferingPolicy:) map(_:) max() max(by:) min() min(by:) prefix(_:) prefix(while:) reduce(_:_:) reduce(into:_:)
AttributedString AttributeInvalidationCondition AttributeMergePolicy AttributeRunBoundaries CharacterView ExtendedGraphemeClusterLiteralType Index Runs SingleAttributeTransformer StringLiteralType UTF16View UTF8View UnicodeScalarLiteralType UnicodeScalarView WritingDirection append(_:) characters description endIndex hash(into:) hashValue index(_:offsetByCharacters:) index(_:offsetByRuns:) index(_:offsetByUnicodeScalars:) index(afterCharacter:) index(afterRun:) index(afterUnicodeScalar:) index(beforeCharacter:) index(beforeRun:) index(beforeUnicodeScalar:) insert(_:at:) mergeAttributes(_:mergePolicy:) mergingAttributes(_:mergePolicy:) range(of:options:locale:) removeSubrange(_:) removeSubranges(_:) replaceAttributes(_:with:) replaceSubrange(_:with:) replacingAttributes(_:with:) runs setAttributes(_:) settingAttributes(_:) startIndex transform(updating:body:) transformingAttributes(_:_:) transformingAttributes(_:_:_:) transformingAttributes(_:_:_:_:) transformingAttributes(_:_:_:_:_:) transformingAttributes(_:_:_:_:_:_:) unicodeScalars utf16 utf8
Bool BooleanLiteralType customMirror customPlaygroundQuickLook description encode(to:) hash(into:) hashValue random() random(using:) toggle()
Character ExtendedGraphemeClusterLiteralType UTF16View UTF8View UnicodeScalarLiteralType UnicodeScalarView asciiValue customMirror customPlaygroundQuickLook debugDescription description hash(into:) hashValue hexDigitValue isASCII isCased isCurrencySymbol isHexDigit isLetter isLowercase isMathSymbol isNewline isNumber isPunctuation isSymbol isUppercase isWhitespace isWholeNumber lowercased() unicodeScalars uppercased() utf16 utf8 wholeNumberValue write(to:)
Date AnchoredRelativeFormatStyle AttributedStyle ComponentsFormatStyle FormatString FormatStyle ISO8601Format(_:) ISO8601FormatStyle IntervalFormatStyle ParseStrategy RelativeFormatStyle Stride VerbatimFormatStyle addTimeInterval(_:) addingTimeInterval(_:) advanced(by:) compare(_:) customMirror debugDescription description description(with:) distance(to:) distantFuture distantPast encode(to:) formatted() formatted(_:) formatted(date:time:) hash(into:) hashValue now playgroundDescription timeIntervalBetween1970AndReferenceDate timeIntervalSince(_:) timeIntervalSince1970 timeIntervalSinceNow timeIntervalSinceReferenceDate
Date.FormatStyle.DateStyle abbreviated complete encode(to:) hash(into:) hashValue long numeric omitted
Date.FormatStyle.TimeStyle complete encode(to:) hash(into:) hashValue omitted shortened standard
Dictionary Element Index IndexDistance Indices Iterator Key Keys SubSequence Value Values allSatisfy(_:) capacity compactMap(_:) compactMapValues(_:) compare(_:_:) contains(_:) contains(where:) count count(where:) customMirror debugDescription description distance(from:to:) drop(while:) dropFirst(_:) dropLast(_:) elementsEqual(_:) elementsEqual(_:by:) encode(to:) endIndex enumerated() filter(_:) first first(where:) firstIndex(of:) firstIndex(where:) firstRange(of:) flatMap(_:) forEach(_:) formIndex(_:offsetBy:) formIndex(_:offsetBy:limitedBy:) formIndex(after:) formatted() formatted(_:) hash(into:) hashValue index(_:offsetBy:) index(_:offsetBy:limitedBy:) index(after:) index(forKey:) index(of:) indices indices(of:) indices(where:) isEmpty joined() joined(separator:) keys lazy lexicographicallyPrecedes(_:) lexicographicallyPrecedes(_:by:) makeIterator() map(_:) mapValues(_:) max() max(by:) merge(_:uniquingKeysWith:) merging(_:uniquingKeysWith:) min() min(by:) popFirst() prefix(_:) prefix(through:) prefix(upTo:) prefix(while:) randomElement() randomElement(using:) ranges(of:) reduce(_:_:) reduce(into:_:) remove(at:) removeAll(keepingCapacity:) removeFirst() removeFirst(_:) removeValue(forKey:) removingSubranges(_:) reserveCapacity(_:) reversed() shuffled() shuffled(using:) sorted() sorted(by:) sorted(using:) split(maxSplits:omittingEmptySubsequences:whereSeparator:) split(separator:maxSplits:omittingEmptySubsequences:) startIndex starts(with:) starts(with:by:) suffix(_:) suffix(from:) trimPrefix(_:) trimPrefix(while:) trimmingPrefix(_:) trimmingPrefix(while:) underestimatedCount updateValue(_:forKey:) values withContiguousStorageIfAvailable(_:)
DispatchQueue Attributes AutoreleaseFrequency GlobalQueuePriority activate() async(execute:) async(group:execute:) async(group:qos:flags:execute:) asyncAfter(deadline:execute:) asyncAfter(deadline:qos:flags:execute:) asyncAfter(wallDeadline:execute:) asyncAfter(wallDeadline:qos:flags:execute:) concurrentPerform(iterations:execute:) getSpecific(key:) global(priority:) global(qos:) label main qos resume() setSpecific(key:value:) setTarget(queue:) suspend() sync(execute:) sync(flags:execute:)
DispatchTime distantFuture now() rawValue uptimeNanoseconds
Double Exponent FloatLiteralType IntegerLiteralType Magnitude RawExponent RawSignificand SIMD16Storage SIMD2Storage SIMD32Storage SIMD4Storage SIMD64Storage SIMD8Storage SIMDMaskScalar Stride addProduct(_:_:) addingProduct(_:_:) advanced(by:) binade bitPattern customMirror customPlaygroundQuickLook debugDescription description distance(to:) encode(to:) exponent exponentBitCount exponentBitPattern floatingPointClass formRemainder(dividingBy:) formSquareRoot() formTruncatingRemainder(dividingBy:) formatted() formatted(_:) greatestFiniteMagnitude hash(into:) hashValue infinity isCanonical isEqual(to:) isFinite isInfinite isLess(than:) isLessThanOrEqualTo(_:) isNaN isNormal isSignalingNaN isSubnormal isTotallyOrdered(belowOrEqualTo:) isZero leastNonzeroMagnitude leastNormalMagnitude magnitude maximum(_:_:) maximumMagnitude(_:_:) minimum(_:_:) minimumMagnitude(_:_:) nan negate() nextDown nextUp pi radix random(in:) random(in:using:) remainder(dividingBy:) round() round(_:) rounded() rounded(_:) sign signalingNaN significand significandBitCount significandBitPattern significandWidth squareRoot() truncatingRemainder(dividingBy:) ulp ulpOfOne write(to:) zero
Duration TimeFormatStyle UnitsFormatStyle attoseconds components description encode(to:) formatted() formatted(_:) hash(into:) hashValue microseconds(_:) milliseconds(_:) nanoseconds(_:) seconds(_:) zero
Int IntegerLiteralType Magnitude SIMD16Storage SIMD2Storage SIMD32Storage SIMD4Storage SIMD64Storage SIMD8Storage SIMDMaskScalar Stride Words addingReportingOverflow(_:) advanced(by:) bigEndian bitWidth byteSwapped codingKey customMirror customPlaygroundQuickLook description distance(to:) dividedReportingOverflow(by:) dividingFullWidth(_:) encode(to:) formatted() formatted(_:) hash(into:) hashValue isMultiple(of:) isSigned leadingZeroBitCount littleEndian magnitude max min multipliedFullWidth(by:) multipliedReportingOverflow(by:) negate() nonzeroBitCount quotientAndRemainder(dividingBy:) random(in:) random(in:using:) remainderReportingOverflow(dividingBy:) signum() subtractingReportingOverflow(_:) trailingZeroBitCount words zero
Optional DecodingConfiguration EncodingConfiguration customMirror debugDescription encode(to:) encode(to:configuration:) flatMap(_:) hash(into:) hashValue map(_:) none some(_:) take() unsafelyUnwrapped
Result failure(_:) flatMap(_:) flatMapError(_:) get() hash(into:) hashValue map(_:) mapError(_:) success(_:)
Set ArrayLiteralElement Element Index IndexDistance Indices Iterator SubSequence allSatisfy(_:) capacity compactMap(_:) compare(_:_:) contains(_:) contains(where:) count count(where:) customMirror debugDescription description distance(from:to:) drop(while:) dropFirst(_:) dropLast(_:) elementsEqual(_:) elementsEqual(_:by:) encode(to:) endIndex enumerated() filter(_:) first first(where:) firstIndex(of:) firstIndex(where:) firstRange(of:) flatMap(_:) forEach(_:) formIndex(_:offsetBy:) formIndex(_:offsetBy:limitedBy:) formIndex(after:) formIntersection(_:) formSymmetricDifference(_:) formUnion(_:) formatted() formatted(_:) hash(into:) hashValue index(_:offsetBy:) index(_:offsetBy:limitedBy:) index(after:) index(of:) indices indices(of:) indices(where:) insert(_:) intersection(_:) isDisjoint(with:) isEmpty isStrictSubset(of:) isStrictSuperset(of:) isSubset(of:) isSuperset(of:) joined() joined(separator:) lazy lexicographicallyPrecedes(_:) lexicographicallyPrecedes(_:by:) makeIterator() map(_:) max() max(by:) min() min(by:) popFirst() prefix(_:) prefix(through:) prefix(upTo:) prefix(while:) randomElement() randomElement(using:) ranges(of:) reduce(_:_:) reduce(into:_:) remove(_:) remove(at:) removeAll(keepingCapacity:) removeFirst() removeFirst(_:) removingSubranges(_:) reserveCapacity(_:) reversed() shuffled() shuffled(using:) sorted() sorted(by:) sorted(using:) split(maxSplits:omittingEmptySubsequences:whereSeparator:) split(separator:maxSplits:omittingEmptySubsequences:) startIndex starts(with:) starts(with:by:) subtract(_:) subtracting(_:) suffix(_:) suffix(from:) symmetricDifference(_:) trimPrefix(_:) trimPrefix(while:) trimmingPrefix(_:) trimmingPrefix(while:) underestimatedCount union(_:) update(with:) withContiguousStorageIfAvailable(_:)
String CharacterView Comparator CompareOptions Element Encoding EncodingConversionOptions EnumerationOptions ExtendedGraphemeClusterLiteralType Index IndexDistance Indices Iterator StandardComparator StringInterpolation StringLiteralType SubSequence UTF16View UTF8View UnicodeScalarIndex UnicodeScalarLiteralType UnicodeScalarView addingPercentEncoding(withAllowedCharacters:) allSatisfy(_:) append(_:) append(contentsOf:) appending(_:) appendingFormat(_:_:) applying(_:) availableStringEncodings cString(using:) canBeConverted(to:) capitalized capitalized(with:) caseInsensitiveCompare(_:) characters codingKey commonPrefix(with:options:) compactMap(_:) compare(_:_:) compare(_:options:range:locale:) completePath(into:caseSensitive:matchesInto:filterTypes:) components(separatedBy:) contains(_:) contains(where:) count count(where:) customMirror customPlaygroundQuickLook data(using:allowLossyConversion:) debugDescription decodeCString(_:as:repairingInvalidCodeUnits:) decomposedStringWithCanonicalMapping decomposedStringWithCompatibilityMapping defaultCStringEncoding description difference(from:) difference(from:by:) distance(from:to:) drop(while:) dropFirst(_:) dropLast(_:) elementsEqual(_:) elementsEqual(_:by:) encode(to:) endIndex enumerateLines(invoking:) enumerateSubstrings(in:options:_:) enumerated() fastestEncoding filter(_:) first first(where:) firstIndex(of:) firstIndex(where:) firstMatch(of:) firstRange(of:) flatMap(_:) folding(options:locale:) forEach(_:) formIndex(_:offsetBy:) formIndex(_:offsetBy:limitedBy:) formIndex(after:) formIndex(before:) formatted() formatted(_:) getBytes(_:maxLength:usedLength:encoding:options:range:remaining:) getCString(_:maxLength:encoding:) getLineStart(_:end:contentsEnd:for:) getParagraphStart(_:end:contentsEnd:for:) hasPrefix(_:) hasSuffix(_:) hash(into:) hashValue index(_:offsetBy:) index(_:offsetBy:limitedBy:) index(after:) index(before:) index(of:) indices indices(of:) indices(where:) insert(_:at:) insert(contentsOf:at:) isContiguousUTF8 isEmpty joined() joined(separator:) last last(where:) lastIndex(of:) lastIndex(where:) lazy lengthOfBytes(using:) lexicographicallyPrecedes(_:) lexicographicallyPrecedes(_:by:) lineRange(for:) localizedCapitalized localizedCaseInsensitiveCompare(_:) localizedCaseInsensitiveContains(_:) localizedCompare(_:) localizedLowercase localizedName(of:) localizedStandardCompare(_:) localizedStandardContains(_:) localizedStandardRange(of:) localizedStringWithFormat(_:_:) localizedUppercase lowercased() lowercased(with:) makeContiguousUTF8() makeIterator() map(_:) matches(of:) max() max(_:_:) max(by:) maximumLengthOfBytes(using:) min() min(_:_:) min(by:) padding(toLength:withPad:startingAt:) paragraphRange(for:) popFirst() popLast() precomposedStringWithCanonicalMapping precomposedStringWithCompatibilityMapping prefix(_:) prefix(through:) prefix(upTo:) prefix(while:) prefixMatch(of:) randomElement() randomElement(using:) range(of:options:range:locale:) rangeOfCharacter(from:options:range:) rangeOfComposedCharacterSequence(at:) rangeOfComposedCharacterSequences(for:) ranges(of:) reduce(_:_:) reduce(into:_:) remove(at:) removeAll(keepingCapacity:) removeAll(where:) removeFirst() removeFirst(_:) removeLast() removeLast(_:) removeSubrange(_:) removeSubranges(_:) removingPercentEncoding removingSubranges(_:) replace(_:maxReplacements:with:) replace(_:with:maxReplacements:) replaceSubrange(_:with:) replacing(_:maxReplacements:with:) replacing(_:subrange:maxReplacements:with:) replacing(_:with:maxReplacements:) replacing(_:with:subrange:maxReplacements:) replacingCharacters(in:with:) replacingOccurrences(of:with:options:range:) reserveCapacity(_:) reversed() shuffled() shuffled(using:) smallestEncoding sorted() sorted(by:) sorted(using:) split(maxSplits:omittingEmptySubsequences:whereSeparator:) split(separator:maxSplits:omittingEmptySubsequences:) startIndex starts(with:) starts(with:by:) substring(from:) substring(to:) substring(with:) suffix(_:) suffix(from:) trimPrefix(_:) trimPrefix(while:) trimmingCharacters(in:) trimmingPrefix(_:) trimmingPrefix(while:) underestimatedCount unicodeScalars uppercased() uppercased(with:) utf16 utf8 utf8CString utf8Span wholeMatch(of:) withCString(_:) withCString(encodedAs:_:) withContiguousStorageIfAvailable(_:) withMutableCharacters(_:) withUTF8(_:) write(_:) write(to:) write(to:atomically:encoding:) write(toFile:atomically:encoding:)
Substring CharacterView Element ExtendedGraphemeClusterLiteralType Index IndexDistance Indices Iterator StringInterpolation StringLiteralType SubSequence UTF16View UTF8View UnicodeScalarLiteralType UnicodeScalarView addingPercentEncoding(withAllowedCharacters:) allSatisfy(_:) append(_:) append(contentsOf:) appending(_:) appendingFormat(_:_:) applying(_:) base cString(using:) canBeConverted(to:) capitalized capitalized(with:) caseInsensitiveCompare(_:) characters commonPrefix(with:options:) compactMap(_:) compare(_:_:) compare(_:options:range:locale:) completePath(into:caseSensitive:matchesInto:filterTypes:) components(separatedBy:) contains(_:) contains(where:) count count(where:) customMirror customPlaygroundQuickLook data(using:allowLossyConversion:) debugDescription decomposedStringWithCanonicalMapping decomposedStringWithCompatibilityMapping description difference(from:) difference(from:by:) distance(from:to:) drop(while:) dropFirst(_:) dropLast(_:) elementsEqual(_:) elementsEqual(_:by:) endIndex enumerateLines(invoking:) enumerateSubstrings(in:options:_:) enumerated() fastestEncoding filter(_:) first first(where:) firstIndex(of:) firstIndex(where:) firstMatch(of:) firstRange(of:) flatMap(_:) folding(options:locale:) forEach(_:) formIndex(_:offsetBy:) formIndex(_:offsetBy:limitedBy:) formIndex(after:) formIndex(before:) formatted() formatted(_:) getBytes(_:maxLength:usedLength:encoding:options:range:remaining:) getCString(_:maxLength:encoding:) getLineStart(_:end:contentsEnd:for:) getParagraphStart(_:end:contentsEnd:for:) hasPrefix(_:) hasSuffix(_:) hash(into:) hashValue index(_:offsetBy:) index(_:offsetBy:limitedBy:) index(after:) index(before:) index(of:) indices indices(of:) indices(where:) insert(_:at:) insert(contentsOf:at:) isContiguousUTF8 isEmpty joined() joined(separator:) last last(where:) lastIndex(of:) lastIndex(where:) lazy lengthOfBytes(using:) lexicographicallyPrecedes(_:) lexicographicallyPrecedes(_:by:) lineRange(for:) localizedCapitalized localizedCaseInsensitiveCompare(_:) localizedCaseInsensitiveContains(_:) localizedCompare(_:) localizedLowercase localizedStandardCompare(_:) localizedStandardContains(_:) localizedStandardRange(of:) localizedUppercase lowercased() lowercased(with:) makeContiguousUTF8() makeIterator() map(_:) matches(of:) max() max(by:) maximumLengthOfBytes(using:) min() min(by:) padding(toLength:withPad:startingAt:) paragraphRange(for:) popFirst() popLast() precomposedStringWithCanonicalMapping precomposedStringWithCompatibilityMapping prefix(_:) prefix(through:) prefix(upTo:) prefix(while:) prefixMatch(of:) randomElement() randomElement(using:) range(of:options:range:locale:) rangeOfCharacter(from:options:range:) rangeOfComposedCharacterSequence(at:) rangeOfComposedCharacterSequences(for:) ranges(of:) reduce(_:_:) reduce(into:_:) remove(at:) removeAll(keepingCapacity:) removeAll(where:) removeFirst() removeFirst(_:) removeLast() removeLast(_:) removeSubrange(_:) removeSubranges(_:) removingPercentEncoding removingSubranges(_:) replace(_:maxReplacements:with:) replace(_:with:maxReplacements:) replaceSubrange(_:with:) replacing(_:maxReplacements:with:) replacing(_:subrange:maxReplacements:with:) replacing(_:with:maxReplacements:) replacing(_:with:subrange:maxReplacements:) replacingCharacters(in:with:) replacingOccurrences(of:with:options:range:) reserveCapacity(_:) reversed() shuffled() shuffled(using:) smallestEncoding sorted() sorted(by:) sorted(using:) split(maxSplits:omittingEmptySubsequences:whereSeparator:) split(separator:maxSplits:omittingEmptySubsequences:) startIndex starts(with:) starts(with:by:) substring(from:) substring(to:) substring(with:) suffix(_:) suffix(from:) trimPrefix(_:) trimPrefix(while:) trimmingCharacters(in:) trimmingPrefix(_:) trimmingPrefix(while:) underestimatedCount unicodeScalars uppercased() uppercased(with:) utf16 utf8 utf8Span wholeMatch(of:) withCString(_:) withCString(encodedAs:_:) withContiguousStorageIfAvailable(_:) withMutableCharacters(_:) withUTF8(_:) write(_:) write(to:) write(to:atomically:encoding:) write(toFile:atomically:encoding:)
URL DirectoryHint ReferenceType Template absoluteString absoluteURL append(component:directoryHint:) append(components:directoryHint:) append(path:directoryHint:) append(queryItems:) appendPathComponent(_:) appendPathComponent(_:isDirectory:) appendPathExtension(_:) appending(component:directoryHint:) appending(components:directoryHint:) appending(path:directoryHint:) appending(queryItems:) appendingPathComponent(_:) appendingPathComponent(_:isDirectory:) appendingPathExtension(_:) baseURL checkResourceIsReachable() currentDirectory() dataRepresentation debugDescription deleteLastPathComponent() deletePathExtension() deletingLastPathComponent() deletingPathExtension() description encode(to:) fragment fragment(percentEncoded:) hasDirectoryPath hash(into:) hashValue homeDirectory homeDirectory(forUser:) host host(percentEncoded:) isFileURL lastPathComponent password password(percentEncoded:) path path(percentEncoded:) pathComponents pathExtension playgroundDescription port query query(percentEncoded:) relativePath relativeString removeAllCachedResourceValues() removeCachedResourceValue(forKey:) resolveSymlinksInPath() resolvingSymlinksInPath() resourceValues(forKeys:) scheme setResourceValues(_:) setTemporaryResourceValue(_:forKey:) standardize() standardized standardizedFileURL temporaryDirectory user user(percentEncoded:) withUnsafeFileSystemRepresentation(_:)
URLError Code backgroundSessionInUseByAnotherProcess backgroundSessionRequiresSharedContainer backgroundSessionWasDisconnected badServerResponse badURL callIsActive cancelled cannotCloseFile cannotConnectToHost cannotCreateFile cannotDecodeContentData cannotDecodeRawData cannotFindHost cannotLoadFromNetwork cannotMoveFile cannotOpenFile cannotParseResponse cannotRemoveFile cannotWriteToFile clientCertificateRejected clientCertificateRequired code dataNotAllowed description dnsLookupFailed downloadDecodingFailedMidStream downloadDecodingFailedToComplete errorCode errorDomain errorUserInfo failingURL failureURLString fileDoesNotExist fileIsDirectory hash(into:) hashValue httpTooManyRedirects internationalRoamingOff localizedDescription networkConnectionLost noPermissionsToReadFile notConnectedToInternet redirectToNonExistentLocation requestBodyStreamExhausted resourceUnavailable secureConnectionFailed serverCertificateHasBadDate serverCertificateHasUnknownRoot serverCertificateNotYetValid serverCertificateUntrusted timedOut unknown unsupportedURL userAuthenticationRequired userCancelledAuthentication userInfo zeroByteResource
URLError.Code RawValue appTransportSecurityRequiresSecureConnection backgroundSessionInUseByAnotherProcess backgroundSessionRequiresSharedContainer backgroundSessionWasDisconnected badServerResponse badURL callIsActive cancelled cannotCloseFile cannotConnectToHost cannotCreateFile cannotDecodeContentData cannotDecodeRawData cannotFindHost cannotLoadFromNetwork cannotMoveFile cannotOpenFile cannotParseResponse cannotRemoveFile cannotWriteToFile clientCertificateRejected clientCertificateRequired codingKey dataLengthExceedsMaximum dataNotAllowed dnsLookupFailed downloadDecodingFailedMidStream downloadDecodingFailedToComplete encode(to:) fileDoesNotExist fileIsDirectory hash(into:) hashValue httpTooManyRedirects internationalRoamingOff networkConnectionLost noPermissionsToReadFile notConnectedToInternet rawValue redirectToNonExistentLocation requestBodyStreamExhausted resourceUnavailable secureConnectionFailed serverCertificateHasBadDate serverCertificateHasUnknownRoot serverCertificateNotYetValid serverCertificateUntrusted timedOut unknown unsupportedURL userAuthenticationRequired userCancelledAuthentication zeroByteResource
UUID customMirror debugDescription description encode(to:) hash(into:) hashValue random(using:) uuid uuidString
"""#
}
