// Control sizing and text entry traits: values that flow down to the controls and fields below,
// as SwiftUI's environment carries them. Headless, nothing is typed through a keyboard and
// nothing is drawn, so they change no behaviour; `ViewHost.appearance(of:)` reports them.

/// The size of the controls below: `controlSize(.large)`.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

/// How a text field below capitalizes what is typed: `textInputAutocapitalization(.words)`.
public struct TextInputAutocapitalization: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public static let never = TextInputAutocapitalization(description: "never")
    public static let words = TextInputAutocapitalization(description: "words")
    public static let sentences = TextInputAutocapitalization(description: "sentences")
    public static let characters = TextInputAutocapitalization(description: "characters")
}

/// What a text field holds, for autofill: `textContentType(.emailAddress)`. SwiftUI takes
/// UIKit's type, so it keeps UIKit's name.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let countryName = UITextContentType(rawValue: "countryName")
}

/// The keyboard a text field below shows: `keyboardType(.decimalPad)`. SwiftUI takes UIKit's
/// type, so it keeps UIKit's name and cases.
public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The label of the return key while a text field below is edited: `submitLabel(.next)`.
public struct SubmitLabel: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public static let done = SubmitLabel(description: "done")
    public static let go = SubmitLabel(description: "go")
    public static let send = SubmitLabel(description: "send")
    public static let join = SubmitLabel(description: "join")
    public static let route = SubmitLabel(description: "route")
    public static let search = SubmitLabel(description: "search")
    public static let `return` = SubmitLabel(description: "return")
    public static let next = SubmitLabel(description: "next")
    public static let `continue` = SubmitLabel(description: "continue")
}

/// The look of the forms below: `formStyle(.grouped)`.
public protocol FormStyle: Sendable {}

public struct AutomaticFormStyle: FormStyle, BuiltInStyle { public init() {}; public var description: String { "automatic" } }
public struct GroupedFormStyle: FormStyle, BuiltInStyle { public init() {}; public var description: String { "grouped" } }
public struct ColumnsFormStyle: FormStyle, BuiltInStyle { public init() {}; public var description: String { "columns" } }

extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { AutomaticFormStyle() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { GroupedFormStyle() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { ColumnsFormStyle() } }

extension View {
    /// The size of the controls below, unless a nearer `controlSize(_:)` sets another.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        inherited(.controlSize, controlSize)
    }

    /// How the text fields below capitalize what is typed; nil restores the default.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        inherited(.textInputAutocapitalization, autocapitalization)
    }

    /// Whether the text fields below leave what is typed uncorrected.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        inherited(.autocorrectionDisabled, disable)
    }

    /// SwiftUI's earlier name of `autocorrectionDisabled(_:)`; nil keeps the default, correction on.
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        inherited(.autocorrectionDisabled, disable ?? false)
    }

    /// The return key's label for the text fields below, unless a nearer `submitLabel(_:)` sets another.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        inherited(.submitLabel, submitLabel)
    }

    /// What the text fields below hold, for autofill; nil clears it.
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        inherited(.textContentType, textContentType)
    }

    /// The keyboard the text fields below show, unless a nearer `keyboardType(_:)` sets another.
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        inherited(.keyboardType, type)
    }

    /// Whether the `List`s and `Form`s below draw their own background; `.hidden` shows what is behind them.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        inherited(.scrollContentBackground, visibility)
    }

    /// How a scroll of the views below dismisses the keyboard.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        inherited(.scrollDismissesKeyboard, mode)
    }

    /// The heights a sheet presenting this view may rest at.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        inherited(.presentationDetents, detents)
    }

    /// The look of the forms below.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        inherited(.formStyle, styleName(style))
    }
}

/// How a scroll dismisses the keyboard, `scrollDismissesKeyboard(.immediately)`.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    /// How `ViewHost.appearance(of:)` reports it: `automatic`, `immediately`, `interactively`, `never`.
    public let name: String

    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// A height a sheet may rest at, `presentationDetents([.medium, .large])`.
public struct PresentationDetent: Hashable, Sendable {
    /// How `ViewHost.appearance(of:)` reports it: `medium`, `large`, `fraction(0.3)`, `height(200.0)`.
    public let name: String

    public static let medium = PresentationDetent(name: "medium")
    public static let large = PresentationDetent(name: "large")
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction(\(fraction))") }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height(\(height))") }
}
