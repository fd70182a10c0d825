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
        // Shapes
        "fill", "stroke", "strokeBorder", "trim", "rotation", "scale", "inset", "size", "transform",
        // Effects and drawing
        "glassEffect", "glassEffectID", "symbolEffect", "symbolVariant", "visualEffect", "scrollTransition",
        "hueRotation", "colorInvert", "colorMultiply", "luminanceToAlpha", "blendMode", "compositingGroup",
        "drawingGroup", "geometryGroup", "projectionEffect", "transformEffect", "rotation3DEffect", "hoverEffect",
        "backgroundExtensionEffect", "containerBackground", "containerShape", "monospaced", "fontWidth",
        "baselineOffset", "allowsTightening", "textSelection", "unredacted", "privacySensitive",
        "dynamicTypeSize", "listItemTint", "listRowSeparatorTint", "listRowSpacing", "listSectionSeparator",
        "headerProminence", "badgeProminence", "menuIndicator", "buttonBorderShape", "labelsHidden",
        "datePickerStyle", "formStyle", "gaugeStyle", "groupBoxStyle", "menuStyle", "progressViewStyle",
        "tabViewStyle", "tableStyle", "indexViewStyle", "controlGroupStyle", "navigationSplitViewStyle",
        "navigationViewStyle", "gridCellColumns", "gridCellAnchor", "gridCellUnsizedAxes", "gridColumnAlignment",
        "contentMargins", "scrollTargetLayout", "scrollBounceBehavior", "scrollClipDisabled", "scenePadding",
        "coordinateSpace", "flipsForRightToLeftLayoutDirection",
        // Navigation, presentation and toolbars
        "navigationSubtitle", "navigationBarHidden", "navigationBarItems", "navigationBarTitle",
        "navigationSplitViewColumnWidth", "navigationTransition", "matchedTransitionSource", "toolbarRole",
        "toolbarTitleDisplayMode", "toolbarTitleMenu", "presentationBackground", "presentationCornerRadius",
        "presentationDragIndicator", "presentationCompactAdaptation", "presentationSizing",
        "presentationBackgroundInteraction", "searchScopes", "searchSuggestions", "fileImporter", "fileExporter",
        "fileMover", "statusBarHidden", "persistentSystemOverlays", "tabViewBottomAccessory", "inspectorColumnWidth",
        // Behavior and accessibility
        "highPriorityGesture", "onContinuousHover", "onKeyPress", "onInsert", "onGeometryChange",
        "onScrollGeometryChange", "onScrollPhaseChange", "onScrollVisibilityChange", "onContinueUserActivity",
        "userActivity", "focusable", "focusEffectDisabled", "focusSection", "defaultFocus", "focusedValue",
        "focusedSceneValue", "draggable", "dropDestination", "selectionDisabled", "transaction", "preference",
        "onPreferenceChange", "renameAction", "invalidatableContent", "defersSystemGestures",
        "accessibilityAction", "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityElement",
        "accessibilityValue", "accessibilitySortPriority", "accessibilityInputLabels", "accessibilityHeading",
        "accessibilityRepresentation", "accessibilityShowsLargeContentViewer", "speechAnnouncementsQueued",
        "widgetURL", "handlesExternalEvents", "typesettingLanguage",
    ]
}
