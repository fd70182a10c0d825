// SwiftUI's deprecated navigation modifiers, which it still accepts: the checker warns on them
// (TRL224), as swiftc does, and they keep working here. And the flip of a right-to-left layout.

extension View {
    /// `navigationTitle(_:)` under its deprecated name.
    public func navigationBarTitle(_ title: String) -> some View {
        navigationTitle(title)
    }

    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(String(title))
    }

    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// Whether the view and the views in it are mirrored when the layout runs right to left.
    /// Trellis lays out left to right, so it is recorded for `ViewHost.appearance(of:)` only.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        inherited(.flipsForRightToLeftLayoutDirection, enabled)
    }

    /// The style of the deprecated `NavigationView`: a `NavigationStack` is always a stack, so
    /// every style leaves the view as it is.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        self
    }
}

/// A style of the deprecated `NavigationView`.
public protocol NavigationViewStyle {}

public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

public struct ColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}
