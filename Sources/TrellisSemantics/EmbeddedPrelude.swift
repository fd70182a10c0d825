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

  Core.xml: the views and modifiers the language itself reasons about (stacks, lists,
  navigation, the basic controls) and the modifiers with meaning to the ownership rules.
-->
<trellis>
  <struct name="HorizontalAlignment" external="true">
    <field name="leading" type="HorizontalAlignment" static="true"/>
    <field name="center" type="HorizontalAlignment" static="true"/>
    <field name="trailing" type="HorizontalAlignment" static="true"/>
  </struct>
  <struct name="VerticalAlignment" external="true">
    <field name="top" type="VerticalAlignment" static="true"/>
    <field name="center" type="VerticalAlignment" static="true"/>
    <field name="bottom" type="VerticalAlignment" static="true"/>
    <field name="firstTextBaseline" type="VerticalAlignment" static="true"/>
    <field name="lastTextBaseline" type="VerticalAlignment" static="true"/>
  </struct>

  <!-- Text: its content is the element's text, with {expr} holes; `verbatim` is the attribute form. -->
  <view name="Text" external="true">
    <overload>
      <parameter name="verbatim" type="String"/>
    </overload>
  </view>

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
  <view name="Group" external="true">
    <slot name="content"/>
  </view>
  <view name="List" external="true">
    <slot name="content"/>
  </view>
  <view name="NavigationStack" external="true">
    <slot name="root"/>
  </view>
  <!-- The first slot is the destination, built when the link is followed. -->
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

  <view name="Button" external="true">
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="action" type="() -> Void"/>
    </overload>
    <overload>
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
      <parameter name="isOn" type="Binding&lt;Bool&gt;"/>
      <slot name="label"/>
    </overload>
  </view>
  <view name="TextField" external="true">
    <overload>
      <parameter name="title" label="_" type="String"/>
      <parameter name="text" type="Binding&lt;String&gt;"/>
    </overload>
  </view>
  <view name="Spacer" external="true">
    <parameter name="minLength" type="CGFloat?" default="nil"/>
  </view>
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
    ]
}
