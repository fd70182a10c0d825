import Trellis

extension Scenario {
    /// Tabs at the app's root, and a stack driven by a path of scrum ids.
    static let scrumsTabs = Scenario(
        name: "scrums-tabs",
        title: "Scrums app with tabs: a path-driven stack of scrums, and the settings tab",
        expectation: """
            A row pushes its scrum's id onto the path and the destination registered for ids shows \
            the scrum; the button replaces the path, so App Dev shows with Design under it, and \
            going back pops one at a time. The settings tab keeps its state, and so does the \
            scrums tab's stack while the settings are shown.
            """
    ) { recorder in
        recorder.mount(ScrumsTabsApp(), as: "mount ScrumsTabsApp")
        try recorder.tap("Design 4 attendees 10 min")
        try recorder.back()
        try recorder.tap("Open Design, then App Dev")
        try recorder.back()
        try recorder.selectTab("Settings")
        try recorder.toggle("Play chime")
        try recorder.selectTab("Scrums")
        try recorder.back()
        try recorder.selectTab("Settings")
    }
}
