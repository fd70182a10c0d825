import Foundation
import Testing
import Trellis

// The prelude's view declarations (Grammar/Prelude/Views.xml, Types.xml) and the runtime agree:
// every static field names a member that exists, and every view and modifier overload is called
// here the way generated code calls it, with each parameter and slot the declaration lists, in
// its order.

@MainActor
private func staticMembers() -> [String: Any] {
    [
        "ButtonRole.destructive": ButtonRole.destructive,
        "ButtonRole.cancel": ButtonRole.cancel,
        "ButtonRole.close": ButtonRole.close,
        "ButtonRole.confirm": ButtonRole.confirm,
        "HorizontalAlignment.leading": HorizontalAlignment.leading,
        "HorizontalAlignment.center": HorizontalAlignment.center,
        "HorizontalAlignment.trailing": HorizontalAlignment.trailing,
        "VerticalAlignment.top": VerticalAlignment.top,
        "VerticalAlignment.center": VerticalAlignment.center,
        "VerticalAlignment.bottom": VerticalAlignment.bottom,
        "VerticalAlignment.firstTextBaseline": VerticalAlignment.firstTextBaseline,
        "VerticalAlignment.lastTextBaseline": VerticalAlignment.lastTextBaseline,
        "Axis.horizontal": Axis.horizontal,
        "Axis.vertical": Axis.vertical,
        "Axis.Set.horizontal": Axis.Set.horizontal,
        "Axis.Set.vertical": Axis.Set.vertical,
        "PinnedScrollableViews.sectionHeaders": PinnedScrollableViews.sectionHeaders,
        "PinnedScrollableViews.sectionFooters": PinnedScrollableViews.sectionFooters,
        "DatePickerComponents.date": DatePickerComponents.date,
        "DatePickerComponents.hourAndMinute": DatePickerComponents.hourAndMinute,
        "NavigationSplitViewVisibility.automatic": NavigationSplitViewVisibility.automatic,
        "NavigationSplitViewVisibility.all": NavigationSplitViewVisibility.all,
        "NavigationSplitViewVisibility.doubleColumn": NavigationSplitViewVisibility.doubleColumn,
        "NavigationSplitViewVisibility.detailOnly": NavigationSplitViewVisibility.detailOnly,
        "RoundedCornerStyle.circular": RoundedCornerStyle.circular,
        "RoundedCornerStyle.continuous": RoundedCornerStyle.continuous,
        "MapStyle.standard": MapStyle.standard,
        "MapStyle.imagery": MapStyle.imagery,
        "MapStyle.hybrid": MapStyle.hybrid,
        "MapStyle.Elevation.automatic": MapStyle.Elevation.automatic,
        "MapStyle.Elevation.flat": MapStyle.Elevation.flat,
        "MapStyle.Elevation.realistic": MapStyle.Elevation.realistic,
        "MapStyle.StandardEmphasis.automatic": MapStyle.StandardEmphasis.automatic,
        "MapStyle.StandardEmphasis.muted": MapStyle.StandardEmphasis.muted,
        "PointOfInterestCategories.all": PointOfInterestCategories.all,
        "PointOfInterestCategories.excludingAll": PointOfInterestCategories.excludingAll,
    ]
}

/// One call per declared overload, every parameter and slot given, in declaration order.
@MainActor
private func viewCalls() -> [String: [any View]] {
    let flag = Binding.constant(true)
    let text = Binding.constant("")
    let number = Binding.constant(0.5)
    let count = Binding.constant(1)
    let date = Binding.constant(Date(timeIntervalSince1970: 0))
    let tint = Binding.constant(Color.blue)
    let choice = Binding.constant(1)
    let optionalChoice = Binding<Int?>.constant(nil)
    let visibility = Binding.constant(NavigationSplitViewVisibility.all)
    let slot = { ViewList([AnyView(Text(verbatim: "slot"))]) }
    let range = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 100)
    return [
        "Text": [Text("a"), Text("a", comment: "A note"), Text(verbatim: "b"), Text(Date.now, style: .date), Text(Date.now, format: .dateTime.year())],
        "Image": [Image(systemName: "star"), Image("photo", bundle: nil), Image(decorative: "photo", bundle: nil), Image(uiImage: UIImage(named: "photo")!)],
        "Label": [Label("A", systemImage: "star"), Label("B", image: "photo"), Label(title: slot, icon: slot)],
        "ContentUnavailableView": [
            ContentUnavailableView("No Items", systemImage: "tray", description: Text("None yet")),
            ContentUnavailableView(label: slot, description: slot, actions: slot),
        ],
        "ContentUnavailableView.search": [ContentUnavailableView.search],
        "Map": [Map(content: slot), Map(selection: optionalChoice, content: slot)],
        "Annotation": [
            Annotation("Hilo", coordinate: CLLocationCoordinate2D(latitude: 19.7, longitude: -155.1), anchor: .center, content: slot),
            Annotation(coordinate: CLLocationCoordinate2D(), anchor: .bottom, content: slot, label: slot),
        ],
        "EditButton": [EditButton()],
        "Button": [
            Button("A", action: {}),
            Button("B", role: .destructive, action: {}),
            Button("C", systemImage: "plus", action: {}),
            Button("D", systemImage: "trash", role: .destructive, action: {}),
            Button(action: {}, label: slot),
            Button(role: .cancel, action: {}, label: slot),
        ],
        "AsyncImage": [
            AsyncImage(url: URL(string: "https://example.com/a.png"), scale: 1),
            AsyncImage(url: nil, scale: 2, content: { _ in slot() }),
            AsyncImage(url: nil, scale: 1, content: { _ in slot() }, placeholder: slot),
        ],
        "ShareLink": [
            ShareLink(item: "a", subject: nil, message: nil),
            ShareLink("Share", item: URL(string: "https://swift.org")!, subject: Text("s"), message: nil),
            ShareLink(item: "b", subject: nil, message: Text("m"), label: slot),
        ],
        "GeometryReader": [GeometryReader(content: { _ in slot() })],
        "ScrollViewReader": [ScrollViewReader(content: { _ in slot() })],
        "TimelineView": [TimelineView(.periodic(from: .now, by: 1), content: { _ in slot() })],
        "Color.clear": [Color.clear],
        "Color.black": [Color.black],
        "Link": [Link("A", destination: URL(string: "https://swift.org")!), Link(destination: URL(string: "https://swift.org")!, label: slot)],
        "Toggle": [Toggle("A", isOn: flag), Toggle("B", systemImage: "wifi", isOn: flag), Toggle(isOn: flag, label: slot)],
        "TextField": [
            TextField("A", text: text),
            TextField("Amount", value: Binding.constant(2.5), format: .number),
            TextField("B", text: text, prompt: Text("p")),
            TextField("C", text: text, axis: .vertical),
            TextField("D", text: text, prompt: Text("p"), axis: .vertical),
            TextField(text: text, prompt: nil, label: slot),
            TextField(text: text, prompt: nil, axis: .vertical, label: slot),
        ],
        "SecureField": [SecureField("A", text: text), SecureField("B", text: text, prompt: Text("p")), SecureField(text: text, prompt: nil, label: slot)],
        "TextEditor": [TextEditor(text: text)],
        "Slider": [
            Slider(value: number, in: 0...1, onEditingChanged: { _ in }),
            Slider(value: number, in: 0...1, step: 0.1, onEditingChanged: { _ in }),
            Slider(value: number, in: 0...1, label: slot, onEditingChanged: { _ in }),
            Slider(value: number, in: 0...1, step: 0.1, label: slot, onEditingChanged: { _ in }),
            Slider(value: number, in: 0...1, label: slot, minimumValueLabel: slot, maximumValueLabel: slot, onEditingChanged: { _ in }),
            Slider(value: number, in: 0...1, step: 0.1, label: slot, minimumValueLabel: slot, maximumValueLabel: slot, onEditingChanged: { _ in }),
        ],
        "Stepper": [
            Stepper("A", value: count, step: 1, onEditingChanged: { _ in }),
            Stepper("B", value: count, in: 0...5, step: 1, onEditingChanged: { _ in }),
            Stepper("C", onIncrement: {}, onDecrement: {}, onEditingChanged: { _ in }),
            Stepper(value: count, step: 1, label: slot, onEditingChanged: { _ in }),
            Stepper(value: count, in: 0...5, step: 1, label: slot, onEditingChanged: { _ in }),
            Stepper(label: slot, onIncrement: {}, onDecrement: {}, onEditingChanged: { _ in }),
        ],
        "Picker": [
            Picker("A", selection: choice, content: slot),
            Picker("B", systemImage: "star", selection: choice, content: slot),
            Picker(selection: choice, content: slot, label: slot),
        ],
        "DatePicker": [
            DatePicker("A", selection: date, displayedComponents: [.date]),
            DatePicker("B", selection: date, in: range, displayedComponents: [.date]),
            DatePicker(selection: date, displayedComponents: [.hourAndMinute], label: slot),
            DatePicker(selection: date, in: range, displayedComponents: [.hourAndMinute], label: slot),
        ],
        "ColorPicker": [
            ColorPicker("A", selection: tint, supportsOpacity: false),
            ColorPicker(selection: tint, supportsOpacity: true, label: slot),
        ],
        "ProgressView": [
            ProgressView(),
            ProgressView("A"),
            ProgressView(label: slot),
            ProgressView(value: 0.5, total: 1.0),
            ProgressView("B", value: 0.5, total: 1.0),
            ProgressView(value: 0.5, total: 1.0, label: slot),
            ProgressView(value: 0.5, total: 1.0, label: slot, currentValueLabel: slot),
        ],
        "Divider": [Divider()],
        "Gauge": [Gauge(value: 0.5, in: 0...1, label: slot), Gauge(value: 0.5, in: 0...1, label: slot, currentValueLabel: slot)],
        "Spacer": [Spacer(minLength: nil)],
        "Color": [Color("Brand"), Color(red: 1, green: 0, blue: 0, opacity: 1), Color(white: 0.5, opacity: 1)],
        "Rectangle": [Rectangle()],
        "RoundedRectangle": [RoundedRectangle(cornerRadius: 4, style: .continuous), RoundedRectangle(cornerSize: CGSize(width: 2, height: 3), style: .circular)],
        "Circle": [Circle()],
        "Ellipse": [Ellipse()],
        "Capsule": [Capsule(style: .continuous)],
        "ContainerRelativeShape": [ContainerRelativeShape()],
        "LinearGradient": [
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom),
            LinearGradient(gradient: Gradient(colors: [.red]), startPoint: .leading, endPoint: .trailing),
            LinearGradient(stops: [Gradient.Stop(color: .red, location: 0)], startPoint: .top, endPoint: .bottom),
        ],
        "RadialGradient": [
            RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 10),
            RadialGradient(gradient: Gradient(colors: [.red]), center: .center, startRadius: 0, endRadius: 10),
            RadialGradient(stops: [Gradient.Stop(color: .red, location: 0)], center: .center, startRadius: 0, endRadius: 10),
        ],
        "AngularGradient": [
            AngularGradient(colors: [.red, .blue], center: .center),
            AngularGradient(gradient: Gradient(colors: [.red]), center: .center, startAngle: .zero, endAngle: .degrees(90)),
            AngularGradient(gradient: Gradient(colors: [.red]), center: .center, angle: .degrees(45)),
        ],
        "VStack": [VStack(alignment: .leading, spacing: 2, content: slot)],
        "HStack": [HStack(alignment: .top, spacing: 2, content: slot)],
        "ZStack": [ZStack(alignment: .bottom, content: slot)],
        "LazyVStack": [LazyVStack(alignment: .leading, spacing: 2, pinnedViews: .init(), content: slot)],
        "LazyHStack": [LazyHStack(alignment: .top, spacing: 2, pinnedViews: .init(), content: slot)],
        "LazyVGrid": [LazyVGrid(columns: [GridItem()], alignment: .leading, spacing: 2, pinnedViews: .init(), content: slot)],
        "LazyHGrid": [LazyHGrid(rows: [GridItem()], alignment: .top, spacing: 2, pinnedViews: .init(), content: slot)],
        "Grid": [Grid(alignment: .leading, horizontalSpacing: 2, verticalSpacing: 4, content: slot)],
        "GridRow": [GridRow(alignment: .top, content: slot)],
        "ViewThatFits": [ViewThatFits(in: [.horizontal], content: slot)],
        "ScrollView": [ScrollView(.horizontal, showsIndicators: false, content: slot)],
        "List": [List(content: slot), List(selection: optionalChoice, content: slot)],
        "Form": [Form(content: slot)],
        "Section": [
            Section(content: slot),
            Section(content: slot, header: slot),
            Section(content: slot, footer: slot),
            Section(content: slot, header: slot, footer: slot),
            Section("A", content: slot),
            // `<Section header="B">`, Swift's `Section("B")`.
            Section("B", content: slot),
        ],
        "Group": [Group(content: slot)],
        "GroupBox": [GroupBox(content: slot), GroupBox(content: slot, label: slot), GroupBox("A", content: slot)],
        "ControlGroup": [ControlGroup(content: slot), ControlGroup(content: slot, label: slot), ControlGroup("A", content: slot)],
        "NavigationView": [NavigationView(content: slot)],
        "LabeledContent": [LabeledContent("A", value: "1"), LabeledContent("A", content: slot), LabeledContent(content: slot, label: slot)],
        "DisclosureGroup": [
            DisclosureGroup("A", content: slot),
            DisclosureGroup("B", isExpanded: flag, content: slot),
            DisclosureGroup(content: slot, label: slot),
            DisclosureGroup(isExpanded: flag, content: slot, label: slot),
        ],
        "Menu": [
            Menu("A", content: slot),
            Menu("B", systemImage: "ellipsis", content: slot),
            Menu("C", content: slot, primaryAction: {}),
            Menu(content: slot, label: slot),
            Menu(content: slot, label: slot, primaryAction: {}),
        ],
        "NavigationStack": [NavigationStack(root: slot), NavigationStack(path: .constant([1, 2]), root: slot)],
        "NavigationSplitView": [
            NavigationSplitView(sidebar: slot, detail: slot),
            NavigationSplitView(sidebar: slot, content: slot, detail: slot),
            NavigationSplitView(columnVisibility: visibility, sidebar: slot, detail: slot),
            NavigationSplitView(columnVisibility: visibility, sidebar: slot, content: slot, detail: slot),
        ],
        "NavigationLink": [
            NavigationLink("A", destination: slot), NavigationLink(destination: slot, label: slot),
            NavigationLink("B", value: 1), NavigationLink(value: 2, label: slot),
        ],
    ]
}

@MainActor
private func modifierCalls() -> [String: [any View]] {
    let text = Text(verbatim: "x")
    return [
        "tag": [text.tag(1, includeOptional: false)],
        // The overloads whose style is named `content` (or `style`, given a colour) call the same Swift.
        "fill": [Circle().fill(.red, style: FillStyle()), Circle().fill(.green), Circle().stroke(.black).fill(.yellow)],
        "stroke": [
            Circle().stroke(.red, lineWidth: 2), Circle().stroke(.blue, style: StrokeStyle(lineWidth: 3)),
            Circle().stroke(.green, lineWidth: 5), Circle().stroke(.green, style: StrokeStyle(lineWidth: 6)), Circle().stroke(lineWidth: 4),
        ],
        "strokeBorder": [
            Circle().strokeBorder(.red, lineWidth: 24, antialiased: true), Circle().strokeBorder(.green, lineWidth: 7),
            Capsule().strokeBorder(lineWidth: 2, antialiased: false),
        ],
        "disabled": [text.disabled(true)],
        "hidden": [text.hidden()],
        "trim": [Circle().trim(from: 0, to: 0.5)],
        "mapStyle": [text.mapStyle(.hybrid), text.mapStyle(.standard(elevation: .flat, emphasis: .muted, pointsOfInterest: .excludingAll, showsTraffic: false))],
        "annotationTitles": [text.annotationTitles(.hidden), text.annotationTitles(.visible)],
    ]
}

@MainActor
private func erased(_ view: any View) -> AnyView { AnyView(view) }

/// The text of a prelude file, found from this file's place in the package.
private func preludeFile(_ name: String) throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return try String(contentsOf: root.appendingPathComponent("Grammar/Prelude/\(name)"), encoding: .utf8)
}

/// Each element named `element` with its `name` attribute and its text up to its end.
private func declarations(of element: String, in text: String) -> [(name: String, body: Substring)] {
    var results: [(String, Substring)] = []
    var searchStart = text.startIndex
    while let open = text.range(of: "<\(element) ", range: searchStart..<text.endIndex) {
        let tagEnd = text.range(of: ">", range: open.upperBound..<text.endIndex)!.upperBound
        let tag = text[open.upperBound..<tagEnd]
        let nameStart = tag.range(of: "name=\"")!.upperBound
        let name = String(tag[nameStart..<tag[nameStart...].firstIndex(of: "\"")!])
        let end: String.Index
        if tag.hasSuffix("/>") {
            end = tagEnd
        } else {
            end = text.range(of: "</\(element)>", range: tagEnd..<text.endIndex)!.upperBound
        }
        results.append((name, text[open.lowerBound..<end]))
        searchStart = end
    }
    return results
}

/// Overloads in a declaration; one when its parameters are listed directly.
private func overloadCount(_ body: Substring) -> Int {
    max(1, body.components(separatedBy: "<overload>").count - 1 + body.components(separatedBy: "<overload/>").count - 1)
}

@MainActor
@Suite("Views: the prelude matches the runtime")
struct ViewPreludeTests {
    @Test func everyStaticFieldIsAMemberOfTheRuntime() throws {
        let text = try preludeFile("Types.xml")
        var declared: [String] = []
        for (owner, body) in declarations(of: "struct", in: text) {
            for (field, fieldTag) in declarations(of: "field", in: String(body)) where fieldTag.contains("static=\"true\"") {
                declared.append("\(owner).\(field)")
            }
        }
        #expect(declared.count == 36)
        #expect(Set(declared) == Set(staticMembers().keys))
    }

    @Test func everyViewOverloadIsCalledAsDeclared() throws {
        let text = try preludeFile("Views.xml")
        let views = declarations(of: "view", in: text)
        let calls = viewCalls()
        #expect(views.count == 64)
        #expect(Set(views.map(\.name)) == Set(calls.keys))
        for (name, body) in views {
            #expect(calls[name]?.count == overloadCount(body), "\(name)")
        }
        let all: [any View] = calls.values.flatMap { $0 }
        let host = ViewHost(VStack { ViewList(all.map(erased)) })
        #expect(host.render().hasPrefix("VStack"))
    }

    @Test func everyModifierOverloadIsCalledAsDeclared() throws {
        let text = try preludeFile("Views.xml")
        let modifiers = declarations(of: "modifier", in: text)
        let calls = modifierCalls()
        #expect(Set(modifiers.map(\.name)) == Set(calls.keys))
        for (name, body) in modifiers {
            #expect(calls[name]?.count == overloadCount(body), "\(name)")
        }
        let order = ["tag", "fill", "stroke", "strokeBorder", "disabled", "hidden"]
        let host = ViewHost(ViewList(order.flatMap { calls[$0]! }.map(erased)))
        #expect(host.render() == """
            Text "x"
            Circle fill red
            Circle fill green
            Circle stroke black fill yellow
            Circle stroke red lineWidth 2
            Circle stroke blue lineWidth 3
            Circle stroke green lineWidth 5
            Circle stroke green lineWidth 6
            Circle stroke foreground lineWidth 4
            Circle strokeBorder red lineWidth 24
            Circle strokeBorder green lineWidth 7
            Capsule strokeBorder foreground lineWidth 2
            Text "x"
            """)
    }
}
