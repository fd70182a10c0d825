// Trellis: SwiftUI's ownership and update semantics, headless, on Linux.
//
// Screens are written with SwiftUI's names (`View`, `@State`, `@StateObject`, ...) and run in
// a `ViewHost`, which renders a text tree and takes taps, toggles, typing, back and time.
//
// How it works
// - View values are cheap structs. Behind them is a persistent, type-erased node tree
//   (`Node`): a node is a view's identity (its position, its type, `.id`, or its ForEach
//   element id) and owns that view's @State storage, @StateObject instances and
//   subscriptions. Property wrappers hold only a weak link to that storage, installed by
//   reflection before `body` runs whenever the node receives a new view value.
// - Updates are precise. Reads of @State (and of bindings to it) during a body register the
//   view as a dependent of that state; @Observable reads are tracked with Observation's
//   `withObservationTracking`; @StateObject/@ObservedObject/@EnvironmentObject subscribe the
//   view to the object's `objectWillChange`. A change marks only those views dirty; the host
//   re-evaluates dirty views parents-first, and a re-evaluated parent re-evaluates a child
//   only if the child's inputs changed (see `ViewInputs`). Nothing walks the whole tree, so the
//   cost of an update does not grow with the size of the screen.
// - Per-property mode for ObservableObject: a view that conforms to `PreciseInvalidation`
//   re-evaluates only when an @Published property its last body read changes (reads are
//   recorded in @Published's getter). Other views keep SwiftUI's per-object behaviour.
// - Effects run after each update pass, in order: onChange actions, onAppear (tree order),
//   onDisappear (tree order); then removed views are released, so a StateObject's deinit
//   runs after its view's onDisappear. A view appears when it enters the hierarchy on screen
//   or is uncovered by `back()`, and disappears when it leaves or is covered by a push. Only the
//   first `lazyRowsOnScreen` rows of a `List` or lazy stack are on screen (LazyViewport.swift),
//   so covering and showing them again costs the same for any number of rows.
// - A presentation's flag (`sheet(isPresented:)`, `alert`, ...) is read by the presentation's
//   node, not by the presenter's body, so presenting re-evaluates only the presented content.
//
// Entry points for generated code (GeneratedViewSupport.swift), shaped for compile speed
// - `GeneratedBody`: a generated view is a `View` struct of plain inputs whose `Body` is
//   `GeneratedBody`; the runtime recognizes it by that type and sets `ViewContext.current` to
//   the view's node while its body runs. The context reaches
//   the view's node: `state(_:initial:)` returns the node's `StateLocation` for a slot,
//   `stateObject(_:_:)` makes an object once and observes it, `observe(_:)` registers an
//   observed object, `environmentObject(_:)`/`environment(_:)` look up injected objects. No
//   reflection is needed to link storage, and the view is always in per-property mode.
// - `GeneratedModel`: an `ObservableObject` base class whose subclasses add one slot per
//   property in `init()` (`addProperty(_:)`, `addUnsetProperty()`) and reach it by index
//   (`published(_:)`, `setPublished(_:to:)`, `binding(_:as:)`), with `@Published`'s semantics:
//   reads are recorded, writes send `objectWillChange` first. `stateObject(_:_:)` with a model's
//   type makes it with that `init()`.
// - `ChildViews()` filled by `add(_:)` statements, or `ViewList { ... }` (a `ViewListBuilder` block
//   of `any View`), and `VStack(children:)` and its siblings build a subtree without nested
//   generic types; children of a `ViewList` are identified by position and type, like a builder
//   block, and a block's `if`/`else` makes the same node.
// - `Text(template:)` and `Text(concatenating:)` show their values as interpolation would; `Text(verbatim:)`,
//   `Button(title:)`, `Toggle(title:isOn:)`, `TextField(title:text:)` take a `String`.
// - `PreciseInvalidation` opts a hand-written view into per-property invalidation.
//
// Host, logs and time
// - `ViewHost(root)`: `render()`, `tap(_:)`, `toggle(_:)`, `type(_:into:)`, `back()`,
//   `advance(by:)`, `settle()`, `bodyEvaluations`, `bodyEvaluations(of:)`, `log`, `takeLog()`,
//   `elapsed`, `scheduledTimers`, `scroll(to:)`, `lazyRowsOnScreen`.
// - Catalogue interactions (Views/HostInteractions.swift): `setSlider(_:to:)`, `increment(_:)`,
//   `decrement(_:)`, `select(_:in:)`, `setDate(_:in:)`, `type(_:intoEditorAt:)`, `expand(_:)`,
//   `collapse(_:)`, `openMenu(_:)`, `tap(_:inMenu:)`, `selectRow(_:)`; `tap(_:)` opens menus and
//   follows links into split-view columns. A control below `.disabled(true)` refuses them all.
// - Modifier interactions (ViewHostModifiers.swift): `tap(_:count:)` for tap gestures (and `tap(_:)`
//   reaches tap gestures and accessibility labels too), `delete(_:)`, `move(_:toOffset:)`,
//   `swipe(_:edge:andTap:)`, `fullSwipe(_:edge:)`, `contextMenuItems(on:)`,
//   `chooseFromContextMenu(_:on:)`, `search(_:prompt:)`, `clearSearch(prompt:)`, and
//   `appearance(of:)`, which reads back the styling modifiers that print nothing.
// - Async work, storage and focus (Tasks.swift, AsyncEvents.swift, Storage.swift, Focus.swift):
//   `.task` and `.task(id:)` are main-actor Swift tasks started in the appear pass and cancelled
//   on disappear; `await runTasks()` and `await runTasks(advancingBy:)` let them run (`settle()`
//   cannot: Swift runs main-actor jobs only when the caller awaits); `Task.sleep` waits on the
//   virtual clock. `await refresh()`, `submit(_:)`, `focus(_:)`, `clearFocus()`, `focusedField`,
//   `startedTasks`, `unfinishedTasks`; `storage` and `sceneStorage`, the stores behind
//   `@AppStorage` and `@SceneStorage` (`ViewHost(root, storage:sceneStorage:)` gives saved ones).
// - `print` is shadowed in files that import Trellis: lines still go to standard output
//   (unless `TrellisLog.echoesToStandardOutput` is false) and are appended to the active
//   host's `log`. `TrellisLog.record(_:)` does the same explicitly.
// - `Timer` is Trellis's own, on the active host's virtual clock. It shadows Foundation's in
//   files that import only Trellis; a file importing Foundation too must write
//   `Trellis.Timer`. The "active host" is the one that most recently mounted, rendered or was
//   driven.
