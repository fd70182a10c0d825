import Foundation
import Testing
import Trellis

// The prelude's declarations (Grammar/Prelude/Modifiers.xml, ModifierTypes.xml, Toolbar.xml) and
// the runtime agree: every static field names a member that exists, and every modifier overload
// is called here the way generated code calls it, with each parameter the declaration lists.

@MainActor
private func staticMembers() -> [String: Any] {
    [
        "Alignment.center": Alignment.center,
        "Alignment.leading": Alignment.leading,
        "Alignment.trailing": Alignment.trailing,
        "Alignment.top": Alignment.top,
        "Alignment.bottom": Alignment.bottom,
        "Alignment.topLeading": Alignment.topLeading,
        "Alignment.topTrailing": Alignment.topTrailing,
        "Alignment.bottomLeading": Alignment.bottomLeading,
        "Alignment.bottomTrailing": Alignment.bottomTrailing,
        "Edge.top": Edge.top,
        "Edge.leading": Edge.leading,
        "Edge.bottom": Edge.bottom,
        "Edge.trailing": Edge.trailing,
        "Text.TruncationMode.head": Text.TruncationMode.head,
        "Text.TruncationMode.tail": Text.TruncationMode.tail,
        "Text.TruncationMode.middle": Text.TruncationMode.middle,
        "Image.Scale.small": Image.Scale.small,
        "Image.Scale.medium": Image.Scale.medium,
        "Image.Scale.large": Image.Scale.large,
        "SymbolRenderingMode.monochrome": SymbolRenderingMode.monochrome,
        "SymbolRenderingMode.multicolor": SymbolRenderingMode.multicolor,
        "SymbolRenderingMode.hierarchical": SymbolRenderingMode.hierarchical,
        "SymbolRenderingMode.palette": SymbolRenderingMode.palette,
        "TextSelectability.enabled": TextSelectability.enabled,
        "TextSelectability.disabled": TextSelectability.disabled,
        "Edge.Set.top": Edge.Set.top,
        "Edge.Set.leading": Edge.Set.leading,
        "Edge.Set.bottom": Edge.Set.bottom,
        "Edge.Set.trailing": Edge.Set.trailing,
        "Edge.Set.horizontal": Edge.Set.horizontal,
        "Edge.Set.vertical": Edge.Set.vertical,
        "Edge.Set.all": Edge.Set.all,
        "HorizontalEdge.leading": HorizontalEdge.leading,
        "HorizontalEdge.trailing": HorizontalEdge.trailing,
        "VerticalEdge.top": VerticalEdge.top,
        "VerticalEdge.bottom": VerticalEdge.bottom,
        "Font.largeTitle": Font.largeTitle,
        "Font.title": Font.title,
        "Font.title2": Font.title2,
        "Font.title3": Font.title3,
        "Font.headline": Font.headline,
        "Font.subheadline": Font.subheadline,
        "Font.body": Font.body,
        "Font.callout": Font.callout,
        "Font.footnote": Font.footnote,
        "Font.caption": Font.caption,
        "Font.caption2": Font.caption2,
        "Font.Weight.ultraLight": Font.Weight.ultraLight,
        "Font.Weight.thin": Font.Weight.thin,
        "Font.Weight.light": Font.Weight.light,
        "Font.Weight.regular": Font.Weight.regular,
        "Font.Weight.medium": Font.Weight.medium,
        "Font.Weight.semibold": Font.Weight.semibold,
        "Font.Weight.bold": Font.Weight.bold,
        "Font.Weight.heavy": Font.Weight.heavy,
        "Font.Weight.black": Font.Weight.black,
        "Animation.default": Animation.default,
        "Animation.linear": Animation.linear,
        "Animation.easeIn": Animation.easeIn,
        "Animation.easeOut": Animation.easeOut,
        "Animation.easeInOut": Animation.easeInOut,
        "Animation.spring": Animation.spring,
        "Animation.interactiveSpring": Animation.interactiveSpring,
        "Animation.bouncy": Animation.bouncy,
        "Animation.smooth": Animation.smooth,
        "Animation.snappy": Animation.snappy,
        "AnyTransition.identity": AnyTransition.identity,
        "AnyTransition.opacity": AnyTransition.opacity,
        "AnyTransition.slide": AnyTransition.slide,
        "AnyTransition.scale": AnyTransition.scale,
        "Font.Design.serif": Font.Design.serif,
        "Font.Design.rounded": Font.Design.rounded,
        "Font.Design.monospaced": Font.Design.monospaced,
        "Font.TextStyle.largeTitle": Font.TextStyle.largeTitle,
        "Font.TextStyle.title": Font.TextStyle.title,
        "Font.TextStyle.title2": Font.TextStyle.title2,
        "Font.TextStyle.title3": Font.TextStyle.title3,
        "Font.TextStyle.headline": Font.TextStyle.headline,
        "Font.TextStyle.subheadline": Font.TextStyle.subheadline,
        "Font.TextStyle.body": Font.TextStyle.body,
        "Font.TextStyle.callout": Font.TextStyle.callout,
        "Font.TextStyle.footnote": Font.TextStyle.footnote,
        "Font.TextStyle.caption": Font.TextStyle.caption,
        "Font.TextStyle.caption2": Font.TextStyle.caption2,
        "TextAlignment.leading": TextAlignment.leading,
        "TextAlignment.center": TextAlignment.center,
        "TextAlignment.trailing": TextAlignment.trailing,
        "Text.Case.uppercase": Text.Case.uppercase,
        "Text.Case.lowercase": Text.Case.lowercase,
        "RedactionReasons.placeholder": RedactionReasons.placeholder,
        "RedactionReasons.privacy": RedactionReasons.privacy,
        "RedactionReasons.invalidated": RedactionReasons.invalidated,
        "HierarchicalShapeStyle.primary": HierarchicalShapeStyle.primary,
        "HierarchicalShapeStyle.secondary": HierarchicalShapeStyle.secondary,
        "HierarchicalShapeStyle.tertiary": HierarchicalShapeStyle.tertiary,
        "HierarchicalShapeStyle.quaternary": HierarchicalShapeStyle.quaternary,
        "HierarchicalShapeStyle.quinary": HierarchicalShapeStyle.quinary,
        "FillShapeStyle.fill": FillShapeStyle.fill,
        "TextInputAutocapitalization.never": TextInputAutocapitalization.never,
        "TextInputAutocapitalization.words": TextInputAutocapitalization.words,
        "TextInputAutocapitalization.sentences": TextInputAutocapitalization.sentences,
        "TextInputAutocapitalization.characters": TextInputAutocapitalization.characters,
        "SubmitLabel.done": SubmitLabel.done,
        "SubmitLabel.go": SubmitLabel.go,
        "SubmitLabel.send": SubmitLabel.send,
        "SubmitLabel.join": SubmitLabel.join,
        "SubmitLabel.route": SubmitLabel.route,
        "SubmitLabel.search": SubmitLabel.search,
        "SubmitLabel.return": SubmitLabel.return,
        "SubmitLabel.next": SubmitLabel.next,
        "SubmitLabel.continue": SubmitLabel.continue,
        "UITextContentType.name": UITextContentType.name,
        "DefaultToggleStyle.automatic": DefaultToggleStyle.automatic,
        "SwitchToggleStyle.switch": SwitchToggleStyle.switch,
        "ButtonToggleStyle.button": ButtonToggleStyle.button,
        "DefaultDatePickerStyle.automatic": DefaultDatePickerStyle.automatic,
        "CompactDatePickerStyle.compact": CompactDatePickerStyle.compact,
        "GraphicalDatePickerStyle.graphical": GraphicalDatePickerStyle.graphical,
        "WheelDatePickerStyle.wheel": WheelDatePickerStyle.wheel,
        "ScrollIndicatorVisibility.automatic": ScrollIndicatorVisibility.automatic,
        "ScrollIndicatorVisibility.visible": ScrollIndicatorVisibility.visible,
        "ScrollIndicatorVisibility.hidden": ScrollIndicatorVisibility.hidden,
        "ScrollIndicatorVisibility.never": ScrollIndicatorVisibility.never,
        "SafeAreaRegions.container": SafeAreaRegions.container,
        "SafeAreaRegions.keyboard": SafeAreaRegions.keyboard,
        "SafeAreaRegions.all": SafeAreaRegions.all,
        "VerticalEdge.Set.top": VerticalEdge.Set.top,
        "VerticalEdge.Set.bottom": VerticalEdge.Set.bottom,
        "VerticalEdge.Set.all": VerticalEdge.Set.all,
        "UITextContentType.givenName": UITextContentType.givenName,
        "UITextContentType.familyName": UITextContentType.familyName,
        "UITextContentType.nickname": UITextContentType.nickname,
        "UITextContentType.organizationName": UITextContentType.organizationName,
        "UITextContentType.emailAddress": UITextContentType.emailAddress,
        "UITextContentType.telephoneNumber": UITextContentType.telephoneNumber,
        "UITextContentType.URL": UITextContentType.URL,
        "UITextContentType.username": UITextContentType.username,
        "UITextContentType.password": UITextContentType.password,
        "UITextContentType.newPassword": UITextContentType.newPassword,
        "UITextContentType.oneTimeCode": UITextContentType.oneTimeCode,
        "UITextContentType.fullStreetAddress": UITextContentType.fullStreetAddress,
        "UITextContentType.addressCity": UITextContentType.addressCity,
        "UITextContentType.postalCode": UITextContentType.postalCode,
        "UITextContentType.countryName": UITextContentType.countryName,
        "AutomaticFormStyle.automatic": AutomaticFormStyle.automatic,
        "GroupedFormStyle.grouped": GroupedFormStyle.grouped,
        "ColumnsFormStyle.columns": ColumnsFormStyle.columns,
        "HoverEffect.automatic": HoverEffect.automatic,
        "HoverEffect.highlight": HoverEffect.highlight,
        "HoverEffect.lift": HoverEffect.lift,
        "ContentMarginPlacement.automatic": ContentMarginPlacement.automatic,
        "ContentMarginPlacement.scrollContent": ContentMarginPlacement.scrollContent,
        "ContentMarginPlacement.scrollIndicators": ContentMarginPlacement.scrollIndicators,
        "TintShapeStyle.tint": TintShapeStyle.tint,
        "ForegroundStyle.foreground": ForegroundStyle.foreground,
        "BackgroundStyle.background": BackgroundStyle.background,
        "Material.ultraThinMaterial": Material.ultraThinMaterial,
        "Material.thinMaterial": Material.thinMaterial,
        "Material.regularMaterial": Material.regularMaterial,
        "Material.thickMaterial": Material.thickMaterial,
        "Material.ultraThickMaterial": Material.ultraThickMaterial,
        "Material.bar": Material.bar,
        "ContentMode.fit": ContentMode.fit,
        "ContentMode.fill": ContentMode.fill,
        "MatchedGeometryProperties.position": MatchedGeometryProperties.position,
        "MatchedGeometryProperties.size": MatchedGeometryProperties.size,
        "MatchedGeometryProperties.frame": MatchedGeometryProperties.frame,
        "UnitPoint.zero": UnitPoint.zero,
        "UnitPoint.center": UnitPoint.center,
        "UnitPoint.leading": UnitPoint.leading,
        "UnitPoint.trailing": UnitPoint.trailing,
        "UnitPoint.top": UnitPoint.top,
        "UnitPoint.bottom": UnitPoint.bottom,
        "UnitPoint.topLeading": UnitPoint.topLeading,
        "UnitPoint.topTrailing": UnitPoint.topTrailing,
        "UnitPoint.bottomLeading": UnitPoint.bottomLeading,
        "UnitPoint.bottomTrailing": UnitPoint.bottomTrailing,
        "Angle.zero": Angle.zero,
        "Image.TemplateRenderingMode.template": Image.TemplateRenderingMode.template,
        "Image.TemplateRenderingMode.original": Image.TemplateRenderingMode.original,
        "Image.ResizingMode.tile": Image.ResizingMode.tile,
        "Image.ResizingMode.stretch": Image.ResizingMode.stretch,
        "AccessibilityChildBehavior.ignore": AccessibilityChildBehavior.ignore,
        "AccessibilityChildBehavior.contain": AccessibilityChildBehavior.contain,
        "AccessibilityChildBehavior.combine": AccessibilityChildBehavior.combine,
        "AccessibilityTraits.isButton": AccessibilityTraits.isButton,
        "AccessibilityTraits.isHeader": AccessibilityTraits.isHeader,
        "AccessibilityTraits.isSelected": AccessibilityTraits.isSelected,
        "AccessibilityTraits.isLink": AccessibilityTraits.isLink,
        "AccessibilityTraits.isSearchField": AccessibilityTraits.isSearchField,
        "AccessibilityTraits.isImage": AccessibilityTraits.isImage,
        "AccessibilityTraits.playsSound": AccessibilityTraits.playsSound,
        "AccessibilityTraits.isKeyboardKey": AccessibilityTraits.isKeyboardKey,
        "AccessibilityTraits.isStaticText": AccessibilityTraits.isStaticText,
        "AccessibilityTraits.isSummaryElement": AccessibilityTraits.isSummaryElement,
        "AccessibilityTraits.updatesFrequently": AccessibilityTraits.updatesFrequently,
        "AccessibilityTraits.startsMediaSession": AccessibilityTraits.startsMediaSession,
        "AccessibilityTraits.allowsDirectInteraction": AccessibilityTraits.allowsDirectInteraction,
        "AccessibilityTraits.causesPageTurn": AccessibilityTraits.causesPageTurn,
        "AccessibilityTraits.isModal": AccessibilityTraits.isModal,
        "AccessibilityTraits.isToggle": AccessibilityTraits.isToggle,
        "NavigationBarItem.TitleDisplayMode.automatic": NavigationBarItem.TitleDisplayMode.automatic,
        "NavigationBarItem.TitleDisplayMode.inline": NavigationBarItem.TitleDisplayMode.inline,
        "NavigationBarItem.TitleDisplayMode.large": NavigationBarItem.TitleDisplayMode.large,
        "ToolbarItemPlacement.automatic": ToolbarItemPlacement.automatic,
        "ToolbarItemPlacement.principal": ToolbarItemPlacement.principal,
        "ToolbarItemPlacement.navigation": ToolbarItemPlacement.navigation,
        "ToolbarItemPlacement.primaryAction": ToolbarItemPlacement.primaryAction,
        "ToolbarItemPlacement.secondaryAction": ToolbarItemPlacement.secondaryAction,
        "ToolbarItemPlacement.status": ToolbarItemPlacement.status,
        "ToolbarItemPlacement.confirmationAction": ToolbarItemPlacement.confirmationAction,
        "ToolbarItemPlacement.cancellationAction": ToolbarItemPlacement.cancellationAction,
        "ToolbarItemPlacement.destructiveAction": ToolbarItemPlacement.destructiveAction,
        "ToolbarItemPlacement.keyboard": ToolbarItemPlacement.keyboard,
        "ToolbarItemPlacement.topBarLeading": ToolbarItemPlacement.topBarLeading,
        "ToolbarItemPlacement.topBarTrailing": ToolbarItemPlacement.topBarTrailing,
        "ToolbarItemPlacement.navigationBarLeading": ToolbarItemPlacement.navigationBarLeading,
        "ToolbarItemPlacement.navigationBarTrailing": ToolbarItemPlacement.navigationBarTrailing,
        "ToolbarItemPlacement.bottomBar": ToolbarItemPlacement.bottomBar,
        "SearchFieldPlacement.automatic": SearchFieldPlacement.automatic,
        "SearchFieldPlacement.toolbar": SearchFieldPlacement.toolbar,
        "SearchFieldPlacement.sidebar": SearchFieldPlacement.sidebar,
        "SearchFieldPlacement.navigationBarDrawer": SearchFieldPlacement.navigationBarDrawer,
        "DefaultButtonStyle.automatic": DefaultButtonStyle.automatic,
        "BorderedButtonStyle.bordered": BorderedButtonStyle.bordered,
        "BorderedProminentButtonStyle.borderedProminent": BorderedProminentButtonStyle.borderedProminent,
        "BorderlessButtonStyle.borderless": BorderlessButtonStyle.borderless,
        "PlainButtonStyle.plain": PlainButtonStyle.plain,
        "DefaultListStyle.automatic": DefaultListStyle.automatic,
        "PlainListStyle.plain": PlainListStyle.plain,
        "GroupedListStyle.grouped": GroupedListStyle.grouped,
        "InsetGroupedListStyle.insetGrouped": InsetGroupedListStyle.insetGrouped,
        "InsetListStyle.inset": InsetListStyle.inset,
        "SidebarListStyle.sidebar": SidebarListStyle.sidebar,
        "DefaultLabelStyle.automatic": DefaultLabelStyle.automatic,
        "IconOnlyLabelStyle.iconOnly": IconOnlyLabelStyle.iconOnly,
        "TitleOnlyLabelStyle.titleOnly": TitleOnlyLabelStyle.titleOnly,
        "TitleAndIconLabelStyle.titleAndIcon": TitleAndIconLabelStyle.titleAndIcon,
        "DefaultPickerStyle.automatic": DefaultPickerStyle.automatic,
        "SegmentedPickerStyle.segmented": SegmentedPickerStyle.segmented,
        "MenuPickerStyle.menu": MenuPickerStyle.menu,
        "WheelPickerStyle.wheel": WheelPickerStyle.wheel,
        "InlinePickerStyle.inline": InlinePickerStyle.inline,
        "NavigationLinkPickerStyle.navigationLink": NavigationLinkPickerStyle.navigationLink,
        "DefaultTextFieldStyle.automatic": DefaultTextFieldStyle.automatic,
        "RoundedBorderTextFieldStyle.roundedBorder": RoundedBorderTextFieldStyle.roundedBorder,
        "PlainTextFieldStyle.plain": PlainTextFieldStyle.plain,
        "DefaultProgressViewStyle.automatic": DefaultProgressViewStyle.automatic,
        "LinearProgressViewStyle.linear": LinearProgressViewStyle.linear,
        "CircularProgressViewStyle.circular": CircularProgressViewStyle.circular,
        "DefaultNavigationViewStyle.automatic": DefaultNavigationViewStyle.automatic,
        "StackNavigationViewStyle.stack": StackNavigationViewStyle.stack,
        "ColumnNavigationViewStyle.columns": ColumnNavigationViewStyle.columns,
        "CGSize.zero": CGSize.zero,
        "KeyEquivalent.return": KeyEquivalent.return,
        "KeyEquivalent.escape": KeyEquivalent.escape,
        "KeyEquivalent.delete": KeyEquivalent.delete,
        "KeyEquivalent.space": KeyEquivalent.space,
        "KeyEquivalent.tab": KeyEquivalent.tab,
        "KeyEquivalent.upArrow": KeyEquivalent.upArrow,
        "KeyEquivalent.downArrow": KeyEquivalent.downArrow,
        "KeyEquivalent.leftArrow": KeyEquivalent.leftArrow,
        "KeyEquivalent.rightArrow": KeyEquivalent.rightArrow,
        "EventModifiers.command": EventModifiers.command,
        "EventModifiers.shift": EventModifiers.shift,
        "EventModifiers.option": EventModifiers.option,
        "EventModifiers.control": EventModifiers.control,
        "KeyboardShortcut.defaultAction": KeyboardShortcut.defaultAction,
        "KeyboardShortcut.cancelAction": KeyboardShortcut.cancelAction,
        "CGPoint.zero": CGPoint.zero,
        "GestureMask.all": GestureMask.all,
        "GestureMask.gesture": GestureMask.gesture,
        "GestureMask.subviews": GestureMask.subviews,
        "GestureMask.none": GestureMask.none,
        "SymbolVariants.none": SymbolVariants.none,
        "SymbolVariants.circle": SymbolVariants.circle,
        "SymbolVariants.square": SymbolVariants.square,
        "SymbolVariants.rectangle": SymbolVariants.rectangle,
        "SymbolVariants.fill": SymbolVariants.fill,
        "SymbolVariants.slash": SymbolVariants.slash,
        "ContentTransition.identity": ContentTransition.identity,
        "ContentTransition.opacity": ContentTransition.opacity,
        "ContentTransition.interpolate": ContentTransition.interpolate,
        "ContainerBackgroundPlacement.widget": ContainerBackgroundPlacement.widget,
        "ContainerBackgroundPlacement.navigation": ContainerBackgroundPlacement.navigation,
        "ContainerBackgroundPlacement.navigationSplitView": ContainerBackgroundPlacement.navigationSplitView,
        "Glass.regular": Glass.regular,
        "Glass.clear": Glass.clear,
        "Glass.identity": Glass.identity,
        "SensoryFeedback.success": SensoryFeedback.success,
        "SensoryFeedback.warning": SensoryFeedback.warning,
        "SensoryFeedback.error": SensoryFeedback.error,
        "SensoryFeedback.selection": SensoryFeedback.selection,
        "SensoryFeedback.increase": SensoryFeedback.increase,
        "SensoryFeedback.decrease": SensoryFeedback.decrease,
        "SensoryFeedback.impact": SensoryFeedback.impact,
        "SensoryFeedback.Weight.light": SensoryFeedback.Weight.light,
        "SensoryFeedback.Weight.medium": SensoryFeedback.Weight.medium,
        "SensoryFeedback.Weight.heavy": SensoryFeedback.Weight.heavy,
    ]
}

/// One call per declared overload, every parameter given, in declaration order.
@MainActor
private func modifierCalls() -> [String: [any View]] {
    let text = Text(verbatim: "x")
    let query = Binding.constant("")
    return [
        "padding": [text.padding(.horizontal, 8), text.padding(8), text.padding([.top, .horizontal]), text.padding(EdgeInsets(top: 1))],
        "frame": [
            text.frame(width: 10, height: 20, alignment: .leading),
            text.frame(minWidth: 1, idealWidth: 2, maxWidth: .infinity, minHeight: 3, idealHeight: 4, maxHeight: 5, alignment: .top),
        ],
        "offset": [text.offset(x: 1, y: 2), text.offset(CGSize(width: 1, height: 2))],
        "font": [text.font(.headline)],
        "fontWeight": [text.fontWeight(.bold)],
        "bold": [text.bold(), text.bold(false)],
        "italic": [text.italic(), text.italic(true)],
        "foregroundStyle": [text.foregroundStyle(.secondary), text.foregroundStyle(Color.red)],
        "foregroundColor": [text.foregroundColor(.red)],
        "tint": [text.tint(.orange)],
        "lineLimit": [text.lineLimit(2)],
        "multilineTextAlignment": [text.multilineTextAlignment(.center)],
        "textCase": [text.textCase(.uppercase)],
        "labelsHidden": [text.labelsHidden()],
        "redacted": [text.redacted(reason: .placeholder)],
        "gridCellColumns": [text.gridCellColumns(2)],
        "matchedGeometryEffect": [text.matchedGeometryEffect(id: "shape", in: ViewContext.current.namespace(0), properties: .position, anchor: .top, isSource: false)],
        "gridColumnAlignment": [text.gridColumnAlignment(.trailing)],
        "minimumScaleFactor": [text.minimumScaleFactor(0.8)],
        "truncationMode": [text.truncationMode(.middle)],
        "monospacedDigit": [text.monospacedDigit()],
        "monospaced": [text.monospaced(), text.monospaced(true)],
        "imageScale": [text.imageScale(.small)],
        "symbolRenderingMode": [text.symbolRenderingMode(.hierarchical)],
        "textSelection": [text.textSelection(.enabled)],
        "scenePadding": [text.scenePadding(.horizontal)],
        "help": [text.help("Delete the feed")],
        "background": [
            text.background(.blue, ignoresSafeAreaEdges: .all),
            text.background(.fill.tertiary, in: .circle),
            text.background(alignment: .center, content: { ViewList([]) }),
        ],
        "containerShape": [text.containerShape(.rect(cornerRadius: 20))],
        "hoverEffect": [text.hoverEffect(.highlight, isEnabled: true)],
        "searchSuggestions": [text.searchSuggestions { Text("Suggested") }],
        "contentMargins": [text.contentMargins(20, for: .scrollContent), text.contentMargins([.horizontal, .bottom], 10, for: .scrollContent)],
        "formStyle": [text.formStyle(.grouped)],
        "controlSize": [text.controlSize(.large)],
        "textInputAutocapitalization": [text.textInputAutocapitalization(.words)],
        "autocorrectionDisabled": [text.autocorrectionDisabled(true)],
        "disableAutocorrection": [text.disableAutocorrection(true)],
        "textContentType": [text.textContentType(.emailAddress)],
        "keyboardType": [text.keyboardType(.decimalPad)],
        "toggleStyle": [text.toggleStyle(.switch), text.toggleStyle(.button)],
        "datePickerStyle": [text.datePickerStyle(.graphical), text.datePickerStyle(.wheel)],
        "strikethrough": [text.strikethrough(), text.strikethrough(true, color: nil)],
        "underline": [text.underline(color: .red), text.underline(true, color: .red)],
        "lineSpacing": [text.lineSpacing(4)],
        "scrollIndicators": [text.scrollIndicators(.hidden, axes: [.vertical, .horizontal])],
        "scrollDisabled": [text.scrollDisabled(true)],
        "listRowSeparator": [text.listRowSeparator(.hidden, edges: .all)],
        "ignoresSafeArea": [text.ignoresSafeArea(.all, edges: .all)],
        "zIndex": [text.zIndex(1)],
        "submitLabel": [text.submitLabel(.next)],
        "overlay": [text.overlay(alignment: .topTrailing, content: { ViewList([]) })],
        "safeAreaInset": [
            text.safeAreaInset(edge: .bottom, alignment: .leading, spacing: 4, content: { ViewList([]) }),
            text.safeAreaInset(edge: .trailing, alignment: .top, spacing: nil, content: { ViewList([]) }),
        ],
        "cornerRadius": [text.cornerRadius(8, antialiased: true)],
        "clipShape": [text.clipShape(Oval(), style: FillStyle(eoFill: true))],
        "contentShape": [text.contentShape(Rectangle(), eoFill: true)],
        "opacity": [text.opacity(0.5)],
        "animation": [text.animation(.easeInOut, value: true)],
        "transition": [text.transition(.move(edge: .leading).combined(with: .opacity))],
        "shadow": [text.shadow(color: .black, radius: 2, x: 1, y: 1)],
        "resizable": [Image(systemName: "x").resizable(capInsets: EdgeInsets(), resizingMode: .stretch)],
        "renderingMode": [Image(systemName: "x").renderingMode(.template)],
        "aspectRatio": [text.aspectRatio(1.5, contentMode: .fit)],
        "scaledToFit": [text.scaledToFit()],
        "scaledToFill": [text.scaledToFill()],
        "fixedSize": [text.fixedSize(), text.fixedSize(horizontal: true, vertical: false)],
        "clipped": [text.clipped(antialiased: false)],
        "scaleEffect": [text.scaleEffect(1.5, anchor: .center), text.scaleEffect(x: 2, y: 1, anchor: .topLeading)],
        "rotationEffect": [text.rotationEffect(Angle(degrees: 45), anchor: .center), text.rotationEffect(.degrees(90), anchor: .topLeading)],
        "hueRotation": [text.hueRotation(Angle(degrees: 90))],
        "grayscale": [text.grayscale(0.5)],
        "saturation": [text.saturation(0.8)],
        "brightness": [text.brightness(0.1)],
        "contrast": [text.contrast(1.2)],
        "blur": [text.blur(radius: 4, opaque: false)],
        "listRowInsets": [text.listRowInsets(EdgeInsets())],
        "navigationTitle": [text.navigationTitle("Title"), text.navigationTitle("Title" + "s"), text.navigationTitle(Text("Title"))],
        "navigationBarTitle": [text.navigationBarTitle("Title"), text.navigationBarTitle(Text("Title"))],
        "navigationViewStyle": [text.navigationViewStyle(.stack)],
        "flipsForRightToLeftLayoutDirection": [text.flipsForRightToLeftLayoutDirection(true)],
        "navigationBarTitleDisplayMode": [text.navigationBarTitleDisplayMode(.inline), text.navigationBarTitleDisplayMode(.large)],
        "toolbar": [text.toolbar(content: { ViewList([]) })],
        "searchable": [text.searchable(text: query, placement: .automatic), text.searchable(text: query, placement: .toolbar, prompt: "Find")],
        "listStyle": [text.listStyle(.plain)],
        "listRowBackground": [text.listRowBackground(Color.yellow)],
        "badge": [text.badge(3)],
        "labelStyle": [text.labelStyle(.iconOnly)],
        "modifier": [text.modifier(Inset())],
        "buttonStyle": [text.buttonStyle(PressableStyle()), text.buttonStyle(.bordered)],
        "pickerStyle": [text.pickerStyle(.segmented), text.pickerStyle(.inline)],
        "textFieldStyle": [text.textFieldStyle(.roundedBorder)],
        "progressViewStyle": [text.progressViewStyle(.circular)],
        "onTapGesture": [text.onTapGesture(count: 2, perform: {})],
        "onLongPressGesture": [text.onLongPressGesture(minimumDuration: 1, maximumDistance: 5, perform: {})],
        "gesture": [text.gesture(DragGesture().onChanged { _ in }.onEnded { _ in }, including: .all)],
        // `action=` and `perform=` both call `perform:`.
        "onDelete": [ForEach(0..<1) { _ in text }.onDelete(perform: { _ in }), ForEach(0..<1) { _ in text }.onDelete(perform: { _ in })],
        "onMove": [ForEach(0..<1) { _ in text }.onMove(perform: { _, _ in }), ForEach(0..<1) { _ in text }.onMove(perform: { _, _ in })],
        "swipeActions": [text.swipeActions(edge: .leading, allowsFullSwipe: false, content: { ViewList([]) })],
        "contextMenu": [text.contextMenu(menuItems: { ViewList([]) }), text.contextMenu(menuItems: { ViewList([]) }, preview: { Text("preview") })],
        "accessibilityLabel": [text.accessibilityLabel("Label")],
        "accessibilityHint": [text.accessibilityHint("Hint")],
        "accessibilityValue": [text.accessibilityValue("Value")],
        "accessibilityElement": [text.accessibilityElement(children: .combine)],
        "accessibilityAddTraits": [text.accessibilityAddTraits(.isHeader)],
        "accessibilityRemoveTraits": [text.accessibilityRemoveTraits(.isImage)],
        "accessibilityHidden": [text.accessibilityHidden(true)],
        "layoutPriority": [text.layoutPriority(1)],
        "position": [text.position(x: 10, y: 20), text.position(CGPoint(x: 1, y: 2))],
        "safeAreaPadding": [text.safeAreaPadding(.horizontal, 8), text.safeAreaPadding(12), text.safeAreaPadding(EdgeInsets())],
        "containerRelativeFrame": [text.containerRelativeFrame(.horizontal, alignment: .leading)],
        "border": [text.border(Color.red, width: 2)],
        "mask": [text.mask(alignment: .center, { Circle() })],
        "backgroundStyle": [text.backgroundStyle(Color.blue)],
        "preferredColorScheme": [text.preferredColorScheme(.dark)],
        "colorInvert": [text.colorInvert()],
        "colorMultiply": [text.colorMultiply(.red)],
        "luminanceToAlpha": [text.luminanceToAlpha()],
        "compositingGroup": [text.compositingGroup()],
        "fontDesign": [text.fontDesign(.rounded)],
        "kerning": [text.kerning(1.5)],
        "tracking": [text.tracking(2)],
        "baselineOffset": [text.baselineOffset(4)],
        "allowsTightening": [text.allowsTightening(true)],
        "scrollClipDisabled": [text.scrollClipDisabled(true)],
        "listSectionSeparator": [text.listSectionSeparator(.hidden, edges: .all)],
        "keyboardShortcut": [text.keyboardShortcut("s", modifiers: .command), text.keyboardShortcut(.defaultAction)],
        "accessibilityIdentifier": [text.accessibilityIdentifier("save")],
        "allowsHitTesting": [text.allowsHitTesting(false)],
        "deleteDisabled": [text.deleteDisabled(true)],
        "onOpenURL": [text.onOpenURL(perform: { _ in })],
        "onHover": [text.onHover(perform: { _ in })],
        "alignmentGuide": [text.alignmentGuide(.leading, computeValue: { $0.width }), text.alignmentGuide(.top, computeValue: { $0.height })],
        "containerBackground": [
            text.containerBackground(Color.blue, for: .navigation), text.containerBackground(for: .widget, alignment: .center, content: { Color.red }),
        ],
        "symbolVariant": [text.symbolVariant(.fill)],
        "contentTransition": [text.contentTransition(.numericText(countsDown: true))],
        "glassEffect": [text.glassEffect(.regular.tint(.blue).interactive(true), in: Capsule())],
        "sensoryFeedback": [
            text.sensoryFeedback(.success, trigger: 1), text.sensoryFeedback(.impact(weight: .light, intensity: 0.5), trigger: 1, condition: { $0 < $1 }),
            text.sensoryFeedback(trigger: 1, { _, _ in nil }),
        ],
    ]
}

@MainActor
private func erased(_ view: any View) -> AnyView { AnyView(view) }

private struct Oval: Shape {
    func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

private struct Inset: ViewModifier {
    func body(content: Content) -> some View { content.padding(4) }
}

private struct PressableStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View { configuration.label.opacity(configuration.isPressed ? 0.5 : 1) }
}

/// The text of a prelude file, found from this file's place in the package.
private func preludeFile(_ name: String) throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return try String(contentsOf: root.appendingPathComponent("Grammar/Prelude/\(name)"), encoding: .utf8)
}

/// The values of `attribute` on each element named `element`, with the element's position.
private func attributes(_ attribute: String, of element: String, in text: String) -> [(value: String, offset: String.Index)] {
    var results: [(String, String.Index)] = []
    var searchStart = text.startIndex
    while let open = text.range(of: "<\(element) ", range: searchStart..<text.endIndex) {
        let tagEnd = text.range(of: ">", range: open.upperBound..<text.endIndex)?.lowerBound ?? text.endIndex
        let tag = text[open.upperBound..<tagEnd]
        if let start = tag.range(of: "\(attribute)=\""), let end = tag[start.upperBound...].firstIndex(of: "\"") {
            results.append((String(tag[start.upperBound..<end]), open.lowerBound))
        }
        searchStart = tagEnd
    }
    return results
}

@MainActor
@Suite("Modifiers: the prelude matches the runtime")
struct ModifierPreludeTests {
    @Test func everyStaticFieldIsAMemberOfTheRuntime() throws {
        let text = try preludeFile("ModifierTypes.xml")
        let structs = attributes("name", of: "struct", in: text)
        var declared: [String] = []
        for field in attributes("name", of: "field", in: text) {
            let fieldTag = text[field.offset...].prefix(while: { $0 != ">" })
            guard fieldTag.contains("static=\"true\"") else { continue }
            let owner = structs.last { $0.offset < field.offset }!.value
            // `` `default` `` is Swift's escape of a keyword; the member is `.default`.
            declared.append("\(owner).\(field.value.replacingOccurrences(of: "`", with: ""))")
        }
        #expect(declared.count == 299)
        #expect(Set(declared) == Set(staticMembers().keys))
    }

    @Test func everyModifierOverloadIsCalledAsDeclared() throws {
        let text = try preludeFile("Modifiers.xml")
        let names = attributes("name", of: "modifier", in: text).map(\.value)
        let calls = modifierCalls()
        #expect(names.count == 136)
        #expect(Set(names) == Set(calls.keys))
        for (index, name) in names.enumerated() {
            let start = attributes("name", of: "modifier", in: text)[index].offset
            // `<modifier name="monospacedDigit"/>` closes itself: one form, and the next `</modifier>` is another's.
            // An `<overload deprecated="…">` is not counted: called, swiftc warns, as it does on SwiftUI's.
            let closesItself = text[start...].prefix(while: { $0 != ">" }).hasSuffix("/")
            let end = text.range(of: "</modifier>", range: start..<text.endIndex)!.lowerBound
            let overloads = closesItself ? 1 : max(1, text[start..<end].components(separatedBy: "<overload>").count - 1)
            #expect(calls[name]?.count == overloads, "\(name)")
        }
        // Each call builds a view the host can mount.
        let views: [any View] = calls.values.flatMap { $0 }
        let host = ViewHost(ViewList(views.map(erased)))
        #expect(host.render().components(separatedBy: "Text \"x\"").count > 37)
    }

    @Test func theToolbarViewsAreCalledAsDeclared() throws {
        let text = try preludeFile("Toolbar.xml")
        #expect(attributes("name", of: "view", in: text).map(\.value) == ["ToolbarItem", "ToolbarItemGroup"])
        let items = ViewList([
            AnyView(ToolbarItem(placement: .primaryAction, content: { ViewList([]) })),
            AnyView(ToolbarItem(id: "share", placement: .automatic, content: { ViewList([]) })),
            AnyView(ToolbarItemGroup(placement: .bottomBar, content: { ViewList([]) })),
        ])
        #expect(ViewHost(items).render() == """
            ToolbarItem primaryAction
            ToolbarItem automatic
            ToolbarItemGroup bottomBar
            """)
    }
}
