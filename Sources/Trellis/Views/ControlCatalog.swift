// The everyday controls beyond Button, Toggle and TextField's first forms, with SwiftUI's
// initializers. Each prints one line with its current value (see `ViewHost.render()`).

// MARK: - Button roles and icons

/// What a button is for. The role does not change what the action does; `render()` prints it
/// after the title (`Button "Delete" [destructive]`).
public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
    public static let close = ButtonRole(name: "close")
    public static let confirm = ButtonRole(name: "confirm")
}

extension Button {
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
        self.role = role
    }
}

extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == Trellis.Label<Text, Image> {
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { Trellis.Label(title, systemImage: systemImage) }
    }

    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Trellis.Label(title, systemImage: systemImage) }
    }
}

extension Toggle where Label == Trellis.Label<Text, Image> {
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Trellis.Label(title, systemImage: systemImage) }
    }
}

/// Words a control adds after its value in `render()`: a button's role, a field's prompt.
@MainActor
protocol AnnotatedControl {
    var controlAnnotations: [String] { get }
}

extension Button: AnnotatedControl {
    var controlAnnotations: [String] { role.map { ["[\($0.name)]"] } ?? [] }
}

extension TextField: AnnotatedControl {
    var controlAnnotations: [String] { prompt.map { ["prompt \(quoted($0.content))"] } ?? [] }
}

// MARK: - Text entry

/// A horizontal or vertical dimension.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal
    case vertical

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

extension TextField {
    /// `axis: .vertical` lets the field grow to several lines; its value is the same text.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label)
        self.axis = axis
    }
}

extension TextField where Label == Text {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }

    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(title) }
    }

    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(title) }
    }
}

/// A field whose text is not shown: `render()` prints one `•` per character
/// (`SecureField "Password": "••••"`). `type(_:into:)` types into it as into a `TextField`.
@MainActor
public struct SecureField<Label: View>: View, PrimitiveView {
    let label: Label
    let text: Binding<String>
    let prompt: Text?

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
    }

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { SecureFieldNode(view: self, label: label, parent: parent) }
}

extension SecureField where Label == Text {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text) { Text(title) }
    }

    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}

extension SecureField: ControlView, AnnotatedControl {
    var labelView: any View { label }
    var controlKind: ControlKind { .textField(text: text) }
    var controlAnnotations: [String] { prompt.map { ["prompt \(quoted($0.content))"] } ?? [] }
}

final class SecureFieldNode: ControlNode {
    override var controlLine: String? {
        guard case .textField(let text) = kind else { return nil }
        return "SecureField \(quoted(title)): \(quoted(String(repeating: "•", count: text.wrappedValue.count)))"
    }
}

/// Multi-line text with no label: `TextEditor: "text"`. The host types into it with
/// `type(_:intoEditorAt:)`, editors being numbered in screen order.
@MainActor
public struct TextEditor: View, PrimitiveView {
    let text: Binding<String>
    public init(text: Binding<String>) { self.text = text }
    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { TextEditorNode(view: self, label: EmptyView(), parent: parent) }
}

extension TextEditor: ControlView {
    var labelView: any View { EmptyView() }
    var controlKind: ControlKind { .textField(text: text) }
}

final class TextEditorNode: ControlNode {
    override var controlLine: String? {
        guard case .textField(let text) = kind else { return nil }
        return "TextEditor: \(quoted(text.wrappedValue))"
    }
}

// MARK: - Slider

/// A value in a range, set with `ViewHost.setSlider(_:to:)`. Prints
/// `Slider "Volume": 0.5 in 0...1` (and ` step 0.1` when it has a step).
@MainActor
public struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel
    let model: SliderModel

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label,
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, onEditingChanged: @escaping (Bool) -> Void
    ) where V.Stride: BinaryFloatingPoint {
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        model = SliderModel(
            read: { Double(value.wrappedValue) },
            write: { value.wrappedValue = V($0) },
            lower: Double(bounds.lowerBound),
            upper: Double(bounds.upperBound),
            step: step.map { Double($0) },
            onEditingChanged: onEditingChanged
        )
    }

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { SliderNode(view: self, parent: parent) }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: EmptyView(),
                  maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: EmptyView(), minimumValueLabel: EmptyView(),
                  maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: EmptyView(),
                  maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: EmptyView(),
                  maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }
}

/// A slider's value, erased to `Double`.
@MainActor
struct SliderModel {
    let read: () -> Double
    let write: (Double) -> Void
    let lower: Double
    let upper: Double
    let step: Double?
    let onEditingChanged: (Bool) -> Void

    /// Where a drag to `target` leaves the value: clamped into the bounds and, with a step,
    /// snapped to the nearest `lower + n·step` that does not pass the upper bound (so for
    /// 200...300 by 28 the highest value is 284, as SwiftUI's slider does).
    func settledValue(for target: Double) -> Double {
        let clamped = min(max(target, lower), upper)
        guard let step, step > 0 else { return clamped }
        let highest = ((upper - lower) / step).rounded(.down)
        let steps = min(((clamped - lower) / step).rounded(), highest)
        return lower + steps * step
    }

    /// The value as the slider shows it: a value outside the bounds is shown clamped into them,
    /// but not written back until the user drags.
    var description: String {
        let stepText = step.map { " step \(formattedNumber($0))" } ?? ""
        let shown = min(max(read(), lower), upper)
        return "\(formattedNumber(shown)) in \(formattedNumber(lower))...\(formattedNumber(upper))\(stepText)"
    }
}

@MainActor
protocol SliderView {
    var sliderModel: SliderModel { get }
    var slotViews: [any View] { get }
}

extension Slider: SliderView {
    var sliderModel: SliderModel { model }
    var slotViews: [any View] { [label, minimumValueLabel, maximumValueLabel] }
}

final class SliderNode: SlottedNode {
    private(set) var model: SliderModel

    init(view: any View & SliderView, parent: Node) {
        model = view.sliderModel
        super.init(view: view, parent: parent)
        setSlots(view.slotViews)
    }

    override func update(with view: any View) {
        guard let slider = view as? any SliderView else { return }
        model = slider.sliderModel
        setSlots(slider.slotViews)
    }

    var title: String { host.title(of: slots[0]) }

    override var renderedLine: String? {
        "Slider\(title.isEmpty ? "" : " \(quoted(title))"): \(model.description)\(disabledSuffix)"
    }

    override var visibleChildren: [Node] { host.showsPictures(slots[0]) ? [slots[0]] : [] }
}

// MARK: - Stepper

/// Increments and decrements a value, with `ViewHost.increment(_:)` and `decrement(_:)`.
/// Prints `Stepper "Count": 3` (with ` in 0...10` when bounded and ` step 5` for a step other
/// than 1); the `onIncrement:onDecrement:` form prints its title only.
@MainActor
public struct Stepper<Label: View>: View, PrimitiveView {
    let label: Label
    let model: StepperModel

    init(label: Label, model: StepperModel) {
        self.label = label
        self.model = model
    }

    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: label(), model: StepperModel(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged))
    }

    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: label(), model: StepperModel(value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged))
    }

    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: label(), model: StepperModel(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged))
    }

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { StepperNode(view: self, parent: parent) }
}

extension Stepper where Label == Text {
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
}

/// What one press of a stepper's button did.
enum StepOutcome {
    case stepped
    /// The value is already at (or beyond) the bound in that direction: the button is disabled.
    case atBound(String)
    /// The `onIncrement`/`onDecrement` form was given no action for that direction.
    case noAction
}

/// A stepper's value and actions, erased from its value type.
@MainActor
struct StepperModel {
    /// The value and bounds as printed, nil for the action form.
    let valueDescription: (() -> String)?
    /// One press: `onEditingChanged` runs with `true` and `false` around the change, and not
    /// at all for a press the stepper refuses.
    let step: (_ up: Bool) -> StepOutcome

    init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void) {
        valueDescription = nil
        step = { up in
            guard let action = up ? onIncrement : onDecrement else { return .noAction }
            onEditingChanged(true)
            action()
            onEditingChanged(false)
            return .stepped
        }
    }

    /// A step that would pass a bound stops at it (9 + 5 in 0...10 gives 10); at the bound the
    /// button in that direction is disabled. A value already outside the bounds moves by one
    /// step and is then clamped into them.
    init<V: Strideable>(value: Binding<V>, bounds: ClosedRange<V>?, step stride: V.Stride, onEditingChanged: @escaping (Bool) -> Void) {
        valueDescription = {
            var text = formattedValue(value.wrappedValue)
            if let bounds { text += " in \(formattedValue(bounds.lowerBound))...\(formattedValue(bounds.upperBound))" }
            if stride != 1 { text += " step \(formattedValue(stride))" }
            return text
        }
        step = { up in
            let current = value.wrappedValue
            if let bounds {
                if up && current >= bounds.upperBound { return .atBound("upper bound \(formattedValue(bounds.upperBound))") }
                if !up && current <= bounds.lowerBound { return .atBound("lower bound \(formattedValue(bounds.lowerBound))") }
            }
            var next = current.advanced(by: up ? stride : -stride)
            if let bounds { next = min(max(next, bounds.lowerBound), bounds.upperBound) }
            onEditingChanged(true)
            value.wrappedValue = next
            onEditingChanged(false)
            return .stepped
        }
    }
}

@MainActor
protocol StepperView {
    var stepperModel: StepperModel { get }
    var labelView: any View { get }
}

extension Stepper: StepperView {
    var stepperModel: StepperModel { model }
    var labelView: any View { label }
}

final class StepperNode: SlottedNode {
    private(set) var model: StepperModel

    init(view: any View & StepperView, parent: Node) {
        model = view.stepperModel
        super.init(view: view, parent: parent)
        setSlots([view.labelView])
    }

    override func update(with view: any View) {
        guard let stepper = view as? any StepperView else { return }
        model = stepper.stepperModel
        setSlots([stepper.labelView])
    }

    var title: String { host.title(of: slots[0]) }

    override var renderedLine: String? {
        let value = model.valueDescription.map { ": \($0())" } ?? ""
        return "Stepper\(title.isEmpty ? "" : " \(quoted(title))")\(value)\(disabledSuffix)"
    }

    override var visibleChildren: [Node] { host.showsPictures(slots[0]) ? [slots[0]] : [] }
}

// MARK: - DatePicker

/// The parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// Picks a date, set with `ViewHost.setDate(_:in:)`. Prints the parts it shows, in UTC so the
/// text is the same on every machine: `DatePicker "Due": 2026-12-01 17:30`.
@MainActor
public struct DatePicker<Label: View>: View, PrimitiveView {
    public typealias Components = DatePickerComponents

    let label: Label
    let selection: Binding<Date>
    let components: DatePickerComponents
    let lowerBound: Date?
    let upperBound: Date?

    init(label: Label, selection: Binding<Date>, lowerBound: Date?, upperBound: Date?, components: DatePickerComponents) {
        self.label = label
        self.selection = selection
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.components = components
    }

    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), selection: selection, lowerBound: nil, upperBound: nil, components: displayedComponents)
    }

    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), selection: selection, lowerBound: range.lowerBound, upperBound: range.upperBound, components: displayedComponents)
    }

    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), selection: selection, lowerBound: range.lowerBound, upperBound: nil, components: displayedComponents)
    }

    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), selection: selection, lowerBound: nil, upperBound: range.upperBound, components: displayedComponents)
    }

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { DatePickerNode(view: self, parent: parent) }
}

extension DatePicker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

@MainActor
protocol DatePickerView {
    var labelView: any View { get }
    var dateSelection: Binding<Date> { get }
    var dateComponents: DatePickerComponents { get }
    var dateBounds: (lower: Date?, upper: Date?) { get }
}

extension DatePicker: DatePickerView {
    var labelView: any View { label }
    var dateSelection: Binding<Date> { selection }
    var dateComponents: DatePickerComponents { components }
    var dateBounds: (lower: Date?, upper: Date?) { (lowerBound, upperBound) }
}

final class DatePickerNode: SlottedNode {
    private(set) var picker: any DatePickerView

    init(view: any View & DatePickerView, parent: Node) {
        picker = view
        super.init(view: view, parent: parent)
        setSlots([view.labelView])
    }

    override func update(with view: any View) {
        guard let picker = view as? any DatePickerView else { return }
        self.picker = picker
        setSlots([picker.labelView])
    }

    var title: String { host.title(of: slots[0]) }

    override var renderedLine: String? {
        let shown = formattedDate(picker.dateSelection.wrappedValue, components: picker.dateComponents)
        return "DatePicker\(title.isEmpty ? "" : " \(quoted(title))"): \(shown)\(disabledSuffix)"
    }

    override var visibleChildren: [Node] { host.showsPictures(slots[0]) ? [slots[0]] : [] }
}

/// `2026-12-01 17:30` in UTC, with only the parts the picker shows.
func formattedDate(_ date: Date, components: DatePickerComponents) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    func twoDigits(_ value: Int?) -> String {
        let value = value ?? 0
        return value < 10 ? "0\(value)" : "\(value)"
    }
    var shown: [String] = []
    if components.contains(.date) {
        shown.append("\(parts.year ?? 0)-\(twoDigits(parts.month))-\(twoDigits(parts.day))")
    }
    if components.contains(.hourAndMinute) {
        shown.append("\(twoDigits(parts.hour)):\(twoDigits(parts.minute))")
    }
    return shown.joined(separator: " ")
}

// MARK: - ProgressView

/// Progress toward a total, or an indeterminate spinner. Prints `ProgressView` (indeterminate),
/// `ProgressView "Loading"`, or `ProgressView "Downloading" 0.3/1`; a current-value label's
/// text follows in quotes.
@MainActor
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let fraction: (value: Double, total: Double)?
    /// Built by `ProgressView(configuration)` inside a style's body: not styled again.
    var isStyleConfiguration = false

    init(label: Label, currentValueLabel: CurrentValueLabel, fraction: (value: Double, total: Double)?) {
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.fraction = fraction
    }

    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(label: label(), currentValueLabel: currentValueLabel(), fraction: value.map { (Double($0), Double(total)) })
    }

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { ProgressViewNode(view: self, parent: parent) }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() {
        self.init(label: EmptyView(), currentValueLabel: EmptyView(), fraction: nil)
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(label: EmptyView(), currentValueLabel: EmptyView(), fraction: value.map { (Double($0), Double(total)) })
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label(), currentValueLabel: EmptyView(), fraction: nil)
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(label: label(), currentValueLabel: EmptyView(), fraction: value.map { (Double($0), Double(total)) })
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init<S: StringProtocol>(_ title: S) {
        self.init(label: Text(title), currentValueLabel: EmptyView(), fraction: nil)
    }

    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(label: Text(title), currentValueLabel: EmptyView(), fraction: value.map { (Double($0), Double(total)) })
    }
}

/// A value within a range, SwiftUI's `Gauge`: printed `Gauge "Food" 40 in 0...100`, its
/// label's text the title, and its current value label's text after, `Gauge "Food" 40 in 0...100 "40%"`.
public struct Gauge<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    let value: Double
    let bounds: ClosedRange<Double>
    let label: Label
    let currentValueLabel: CurrentValueLabel

    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.value = Double(value)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { GaugeNode(view: self, parent: parent) }
}

extension Gauge where CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() })
    }
}

@MainActor
protocol GaugeValue {
    var reading: (value: Double, bounds: ClosedRange<Double>) { get }
    var slotViews: [any View] { get }
}

extension Gauge: GaugeValue {
    var reading: (value: Double, bounds: ClosedRange<Double>) { (value, bounds) }
    var slotViews: [any View] { [label, currentValueLabel] }
}

final class GaugeNode: SlottedNode {
    private var reading: (value: Double, bounds: ClosedRange<Double>)

    init(view: any View & GaugeValue, parent: Node) {
        reading = view.reading
        super.init(view: view, parent: parent)
        setSlots(view.slotViews)
    }

    override func update(with view: any View) {
        guard let gauge = view as? any GaugeValue else { return }
        reading = gauge.reading
        setSlots(gauge.slotViews)
    }

    override var renderedLine: String? {
        var line = "Gauge"
        let title = host.title(of: slots[0])
        if !title.isEmpty { line += " \(quoted(title))" }
        line += " \(formattedNumber(reading.value)) in \(formattedNumber(reading.bounds.lowerBound))...\(formattedNumber(reading.bounds.upperBound))"
        let current = host.text(of: slots[1])
        if !current.isEmpty { line += " \(quoted(current))" }
        return line
    }

    override var visibleChildren: [Node] { host.showsPictures(slots[0]) ? [slots[0]] : [] }
}

@MainActor
protocol ProgressViewValue {
    var progress: (value: Double, total: Double)? { get }
    var slotViews: [any View] { get }
    var isStyleConfiguration: Bool { get }
}

extension ProgressView: ProgressViewValue {
    var progress: (value: Double, total: Double)? { fraction }
    var slotViews: [any View] { [label, currentValueLabel] }
}

final class ProgressViewNode: SlottedNode {
    private var progress: (value: Double, total: Double)?
    /// Whether a user's `ProgressViewStyle` built this view's content, shown in its place.
    private(set) var isReplacedByStyle = false

    init(view: any View & ProgressViewValue, parent: Node) {
        progress = view.progress
        super.init(view: view, parent: parent)
        setSlots(styledSlots(view))
    }

    override func update(with view: any View) {
        guard let progressView = view as? any ProgressViewValue else { return }
        progress = progressView.progress
        setSlots(styledSlots(progressView))
    }

    /// The label and current-value label, or the body of the user's style in force around them.
    private func styledSlots(_ view: any ProgressViewValue) -> [any View] {
        isReplacedByStyle = false
        guard !view.isStyleConfiguration, let style = resolvedStyle(.progressViewStyle, as: ProgressViewStyleValue.self),
              let makeBody = style.makeBody else {
            return view.slotViews
        }
        isReplacedByStyle = true
        let slots = view.slotViews
        return [makeBody(ProgressViewStyleConfiguration(
            fractionCompleted: progress.map { $0.total == 0 ? 0 : $0.value / $0.total },
            label: slots[0] is EmptyView ? nil : StyleConfigurationContent(content: slots[0]),
            currentValueLabel: slots[1] is EmptyView ? nil : StyleConfigurationContent(content: slots[1])
        ))]
    }

    override var renderedLine: String? {
        if isReplacedByStyle { return nil }
        var line = "ProgressView"
        let title = host.title(of: slots[0])
        if !title.isEmpty { line += " \(quoted(title))" }
        if let progress { line += " \(formattedNumber(progress.value))/\(formattedNumber(progress.total))" }
        let current = host.text(of: slots[1])
        if !current.isEmpty { line += " \(quoted(current))" }
        return line
    }

    override var visibleChildren: [Node] { isReplacedByStyle || host.showsPictures(slots[0]) ? [slots[0]] : [] }
}
