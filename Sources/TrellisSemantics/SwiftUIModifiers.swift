/// SwiftUI modifiers Trellis does not provide yet. Written as an element, one of these is
/// reported as what it is, not as a misspelling of a modifier Trellis has.
enum SwiftUIModifiers {
    static let notInTrellis: Set<String> = [
        // Layout
        "padding", "frame", "fixedSize", "layoutPriority", "offset", "position", "aspectRatio", "scaledToFit", "scaledToFill",
        "ignoresSafeArea", "safeAreaInset", "safeAreaPadding", "containerRelativeFrame", "alignmentGuide", "zIndex",
        // Appearance
        "font", "fontWeight", "fontDesign", "bold", "italic", "underline", "strikethrough", "kerning", "tracking",
        "foregroundStyle", "foregroundColor", "background", "backgroundStyle", "overlay", "border", "tint", "accentColor",
        "opacity", "cornerRadius", "clipShape", "clipped", "mask", "shadow", "blur", "brightness", "contrast", "saturation",
        "grayscale", "colorScheme", "preferredColorScheme", "lineLimit", "lineSpacing", "multilineTextAlignment",
        "truncationMode", "minimumScaleFactor", "textCase", "monospacedDigit", "symbolRenderingMode", "imageScale",
        "listStyle", "listRowBackground", "listRowInsets", "listRowSeparator", "buttonStyle", "toggleStyle",
        "textFieldStyle", "pickerStyle", "labelStyle", "controlSize", "redacted", "scaleEffect", "rotationEffect", "hidden",
        // Navigation and presentation
        "navigationTitle", "navigationBarTitleDisplayMode", "navigationBarBackButtonHidden", "navigationDestination",
        "toolbar", "toolbarBackground", "toolbarColorScheme", "sheet", "fullScreenCover", "popover", "alert",
        "confirmationDialog", "presentationDetents", "searchable", "refreshable", "swipeActions", "contextMenu",
        "tabItem", "badge", "help",
        // Behavior
        "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "disabled", "task", "onReceive",
        "onSubmit", "focused", "keyboardType", "textContentType", "textInputAutocapitalization", "autocorrectionDisabled",
        "submitLabel", "animation", "transition", "contentShape", "allowsHitTesting", "accessibilityLabel",
        "accessibilityHint", "accessibilityIdentifier", "accessibilityHidden", "onDrag", "onDrop",
        "onOpenURL", "onHover", "scrollDisabled", "scrollContentBackground", "deleteDisabled", "onDelete", "onMove",
        "interactiveDismissDisabled", "tag", "equatable", "inspector",
        // Images, keyboard and scrolling
        "resizable", "renderingMode", "interpolation", "antialiased", "keyboardShortcut", "scrollIndicators",
        "scrollDismissesKeyboard", "scrollPosition", "scrollTargetBehavior", "defaultScrollAnchor",
        "matchedGeometryEffect", "contentTransition", "sensoryFeedback", "listSectionSpacing",
    ]
}
