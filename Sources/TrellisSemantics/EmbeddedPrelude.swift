// Generated from Grammar/Prelude/*.xml by Grammar/Prelude/embed.sh; do not edit.

/// The prelude's files, compiled into the binary so the vocabulary the compiler checks
/// against cannot drift from the repository's.
enum EmbeddedPrelude {
    static let files: [(path: String, text: String)] = [
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
        ("Grammar/Prelude/Types.xml", #"""
<?xml version="1.0" encoding="UTF-8"?>
<!--
  Value types the views of Views.xml take, written in Swift by the Trellis runtime. Their static
  members are declared so that `.destructive` or `.leading` check where the type is expected.
  `Color`, `Alignment` and `Edge`, which the modifiers take too, are declared with them in
  ModifierTypes.xml.
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
  <struct name="Axis.Set" external="true">
    <field name="horizontal" type="Axis.Set" static="true"/>
    <field name="vertical" type="Axis.Set" static="true"/>
  </struct>

  <!-- Views a lazy stack pins while it scrolls. -->
  <struct name="PinnedScrollableViews" external="true">
    <field name="sectionHeaders" type="PinnedScrollableViews" static="true"/>
    <field name="sectionFooters" type="PinnedScrollableViews" static="true"/>
  </struct>

  <!-- The parts of a date a `DatePicker` shows. -->
  <struct name="DatePickerComponents" external="true">
    <field name="date" type="DatePickerComponents" static="true"/>
    <field name="hourAndMinute" type="DatePickerComponents" static="true"/>
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

  <!-- How a shape's outline is traced. -->
  <struct name="StrokeStyle" external="true">
    <field name="lineWidth" type="CGFloat"/>
    <field name="dash" type="[CGFloat]"/>
  </struct>

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
    <overload>
      <parameter name="verbatim" type="String"/>
    </overload>
  </view>

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
  </view>

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

  <view name="TextField" external="true">
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

  <!-- Color is also a value type: its static colours (`.red`) are declared in Types.xml. -->
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
  </view>

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

  <view name="NavigationStack" external="true">
    <slot name="root"/>
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

  <view name="NavigationLink" external="true">
    <overload>
      <parameter name="title" label="_" type="String"/>
      <slot name="destination"/>
    </overload>
    <overload>
      <slot name="destination"/>
      <slot name="label"/>
    </overload>
  </view>

  <!-- Modifiers that belong to these views -->

  <modifier name="tag" generics="V">
    <parameter name="value" label="_" type="V"/>
    <parameter name="includeOptional" type="Bool" default="true"/>
  </modifier>

  <modifier name="fill" on="Shape">
    <parameter name="value" label="_" type="some ShapeStyle" default=".foreground"/>
    <parameter name="style" type="FillStyle" default="FillStyle()"/>
  </modifier>

  <modifier name="stroke" on="Shape">
    <overload>
      <parameter name="value" label="_" type="some ShapeStyle"/>
      <parameter name="lineWidth" type="CGFloat" default="1"/>
    </overload>
    <overload>
      <parameter name="value" label="_" type="some ShapeStyle"/>
      <parameter name="style" type="StrokeStyle"/>
    </overload>
    <overload>
      <parameter name="lineWidth" type="CGFloat" default="1"/>
    </overload>
  </modifier>

  <modifier name="strokeBorder" on="InsettableShape">
    <overload>
      <parameter name="value" label="_" type="some ShapeStyle"/>
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
}
