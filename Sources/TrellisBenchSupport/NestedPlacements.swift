/// Programs where each level places the level below it twice, `depth` levels deep: written out,
/// the innermost level would appear 2^depth times. Checking them must cost time linear in the
/// depth, as the file's size is. Each program checks clean: a model injected at the root is
/// read by a `Leaf` view at the bottom, so the environment rules have a path to follow.
public enum NestedPlacements {
    public enum Shape: String, CaseIterable, Sendable {
        /// `<computed name="levelK">` places `levelK-1` twice.
        case computedViews = "computed views"
        /// A view-building `<function name="levelK">` with a parameter places `levelK-1` twice.
        case viewFunctions = "view-building functions"
        /// The root passes `Leaf` into `Wrap0`, which is passed into `Wrap1`, …; each `WrapK`
        /// places its `<slot/>` twice.
        case nestedSlots = "slots, content nested"
        /// `WrapK` passes its own `<slot/>` twice into `WrapK-1`, which places its slot twice.
        case forwardedSlots = "slots, passed on"
        /// `LevelK` instantiates `LevelK-1` twice.
        case childViews = "child views"
        /// `<computed name="levelK">` places `levelK-1` once inside a `VStack` that injects the
        /// model again and once beside it: the environment differs on each of the 2^depth paths,
        /// but only in which injection is nearest.
        case injections = "computed views, inside and beside an injection"
    }

    public static func xml(_ shape: Shape, depth: Int) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<trellis>",
            #"  <model name="NestStore">"#,
            #"    <published name="count" type="Int" initial="0"/>"#,
            "  </model>",
            #"  <view name="Leaf">"#,
            #"    <environmentObject name="store" type="NestStore"/>"#,
            #"    <let name="label" type="String"/>"#,
            "    <body><Text>{label}: {store.count}</Text></body>",
            "  </view>",
        ]
        var rootBody: String
        var rootMembers: [String] = []
        switch shape {
        case .computedViews:
            rootMembers.append(#"    <computed name="level0"><Leaf label="{title}"/></computed>"#)
            for level in 1...max(depth, 1) {
                rootMembers.append(#"    <computed name="level\#(level)"><VStack><level\#(level - 1)/><level\#(level - 1)/></VStack></computed>"#)
            }
            rootBody = "<level\(max(depth, 1))/>"
        case .injections:
            rootMembers.append(#"    <computed name="level0"><Leaf label="{title}"/></computed>"#)
            for level in 1...max(depth, 1) {
                rootMembers.append(#"    <computed name="level\#(level)"><VStack><VStack><level\#(level - 1)/><environmentObject value="store"/></VStack><level\#(level - 1)/></VStack></computed>"#)
            }
            rootBody = "<level\(max(depth, 1))/>"
        case .viewFunctions:
            rootMembers.append(#"    <function name="level0"><parameter name="value" label="_" type="Int"/><Leaf label="{title} {value}"/></function>"#)
            for level in 1...max(depth, 1) {
                rootMembers.append(
                    #"    <function name="level\#(level)"><parameter name="value" label="_" type="Int"/><VStack><level\#(level - 1) value="{value + 1}"/><level\#(level - 1) value="{value * 2}"/></VStack></function>"#
                )
            }
            rootBody = #"<level\#(max(depth, 1)) value="{0}"/>"#
        case .nestedSlots:
            for level in 0..<max(depth, 1) {
                lines.append(#"  <view name="Wrap\#(level)"><slot name="content"/><body><VStack><slot/><slot/></VStack></body></view>"#)
            }
            rootBody = #"<Leaf label="{title}"/>"#
            for level in 0..<max(depth, 1) { rootBody = "<Wrap\(level)>\(rootBody)</Wrap\(level)>" }
        case .forwardedSlots:
            lines.append(#"  <view name="Wrap0"><slot name="content"/><body><VStack><slot/><slot/></VStack></body></view>"#)
            for level in 1..<max(depth, 1) {
                lines.append(#"  <view name="Wrap\#(level)"><slot name="content"/><body><Wrap\#(level - 1)><slot/><slot/></Wrap\#(level - 1)></body></view>"#)
            }
            rootBody = #"<Wrap\#(max(depth, 1) - 1)><Leaf label="{title}"/></Wrap\#(max(depth, 1) - 1)>"#
        case .childViews:
            lines.append(#"  <view name="Level0"><body><Leaf label="bottom"/></body></view>"#)
            for level in 1...max(depth, 1) {
                lines.append(#"  <view name="Level\#(level)"><body><VStack><Level\#(level - 1)/><Level\#(level - 1)/></VStack></body></view>"#)
            }
            rootBody = "<Level\(max(depth, 1))/>"
        }
        lines += [
            #"  <view name="NestScreen" root="true">"#,
            #"    <stateObject name="store" type="NestStore" initial="NestStore()"/>"#,
            #"    <state name="title" type="String" initial="&quot;Nest&quot;"/>"#,
        ]
        lines += rootMembers
        lines += [
            #"    <body><VStack><Text>{title}</Text>\#(rootBody)<Button title="Rename" action="title += &quot;!&quot;"/><environmentObject value="store"/></VStack></body>"#,
            "  </view>",
            "</trellis>",
            "",
        ]
        return lines.joined(separator: "\n")
    }
}
