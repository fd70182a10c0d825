/// An app, as SwiftUI's `App`: a type with an empty initializer whose `body` is its scenes.
/// Its `@State` and `@StateObject` live as long as the app, as in SwiftUI.
///
/// Headless, an app has one window: `ViewHost(app:)` mounts the content of its first
/// `WindowGroup` and drives it as any root view. `main()`, which `@main` calls, launches the
/// app that way and prints what its window shows.
@MainActor
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    /// Launches the app headless: mounts its window, lets its work settle, and prints the
    /// screen (`ViewHost.render()`), since there is no display to show it on.
    @MainActor
    public static func main() {
        let host = ViewHost(app: Self())
        print(host.render())
    }
}

/// A part of an app's user interface whose life the system manages, as SwiftUI's `Scene`.
@MainActor
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// Scenes the runtime provides, which hold windows of views instead of a `body`.
@MainActor
protocol PrimitiveScene {
    /// The root views of the windows this scene opens, in the order written.
    var windowContents: [any View] { get }
}

extension PrimitiveScene {
    func primitiveSceneBodyFailure() -> Never {
        fatalError("\(Self.self) is a primitive scene and has no body")
    }
}

extension Scene {
    /// The windows' root views: a primitive scene's own, or those of its body.
    var windowContents: [any View] {
        if let primitive = self as? any PrimitiveScene { return primitive.windowContents }
        return body.windowContents
    }
}

/// A scene that presents a group of identically structured windows, as SwiftUI's
/// `WindowGroup`. Headless, the group has one window, whose root is `content`.
@MainActor
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    let title: Text?
    let id: String?
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.init(title: nil, id: nil, content: content())
    }

    public init(id: String, @ViewBuilder content: () -> Content) {
        self.init(title: nil, id: id, content: content())
    }

    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.init(title: title, id: nil, content: content())
    }

    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: title, id: id, content: content())
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey), id: nil, content: content())
    }

    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey), id: id, content: content())
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(title: Text(title), id: nil, content: content())
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: Text(title), id: id, content: content())
    }

    init(title: Text?, id: String?, content: Content) {
        self.title = title
        self.id = id
        self.content = content
    }

    public var body: Never { primitiveSceneBodyFailure() }
    var windowContents: [any View] { [content] }
}

/// Several scenes written one after another in a `SceneBuilder`.
@MainActor
public struct _TupleScene<T>: Scene, PrimitiveScene {
    public var value: T
    let scenes: [any Scene]
    public var body: Never { primitiveSceneBodyFailure() }
    var windowContents: [any View] { scenes.flatMap(\.windowContents) }
}

/// Builds an app's scenes from the scenes written in its `body`, as SwiftUI's `SceneBuilder`.
@resultBuilder
public enum SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    @MainActor
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<(repeat each Content)> {
        var scenes: [any Scene] = []
        repeat scenes.append(each content)
        return _TupleScene(value: (repeat each content), scenes: scenes)
    }
}

/// The root view of an app's window. The app's own `@State` and `@StateObject` are installed
/// into this view's node (its mirror is the app's), so they live as long as the window and
/// the window's content re-evaluates when they change, as in SwiftUI.
struct AppWindowRoot<Application: App> {
    let app: Application
}

extension AppWindowRoot: View {
    var body: some View {
        guard let content = app.body.windowContents.first else {
            fatalError("\(Application.self) has no WindowGroup: a headless app shows its first window")
        }
        return AnyView(content)
    }
}

extension AppWindowRoot: CustomReflectable {
    var customMirror: Mirror { Mirror(reflecting: app) }
}

extension ViewHost {
    /// Launches `app` headless: its first `WindowGroup`'s content is the host's root, under
    /// a root view that holds the app's state.
    public convenience init<Application: App>(
        app: Application, storage: AppStorageStore = AppStorageStore(), sceneStorage: AppStorageStore = AppStorageStore()
    ) {
        self.init(AppWindowRoot(app: app), storage: storage, sceneStorage: sceneStorage)
    }
}
