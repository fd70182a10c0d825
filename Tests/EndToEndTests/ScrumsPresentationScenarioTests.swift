import Testing
import Trellis
@testable import TrellisSamples

/// The Scrums app's notes screen (`Samples/Scrums/ScrumNotes.xml`): a sheet that edits a copy, a
/// confirmation dialog, and an alert for an error the archive throws.
@MainActor
@Suite("Scrums presentation scenarios")
struct ScrumsPresentationScenarioTests {
    @Test func notesAreEditedInASheetAndArchivedAfterADialogAndAnAlert() throws {
        let scenario = try #require(Scenario.named("scrums-notes"))
        let steps = try scenario.run()
        #expect(steps.map(\.action) == [
            "mount ScrumNotesScreen",
            "tap \"Edit\"",
            "type \" on Friday\" into \"Notes\"",
            "tap \"Cancel\"",
            "tap \"Edit\"",
            "swipe the presentation down",
            "tap \"Edit\"",
            "type \" and the demo\" into \"Notes\"",
            "tap \"Save\"",
            "tap \"Archive\"",
            "tap \"Archive\"",
            "tap \"Retry\"",
        ])
        // The sheet edits a copy: Cancel and the swipe leave the notes as they were.
        #expect(steps[2].screen.hasSuffix("""
            Sheet
              NavigationStack
                Toolbar
                  ToolbarItem cancellationAction
                    Button "Cancel"
                  ToolbarItem confirmationAction
                    Button "Save"
                Navigation title "Edit Notes"
                Form
                  TextField "Notes": "Discuss the release on Friday"
            """))
        for index in [3, 5] {
            #expect(!steps[index].screen.contains("Sheet"))
            #expect(steps[index].screen.contains("Text \"Discuss the release\""))
            #expect(steps[index].log == ["editor closed"])
        }
        // Each presentation starts from the presenter's copy.
        #expect(steps[4].screen.contains("TextField \"Notes\": \"Discuss the release\""))
        #expect(steps[8].screen.contains("Text \"Discuss the release and the demo\""))
        #expect(steps[9].screen.hasSuffix("""
            ConfirmationDialog "Archive these notes?"
              Button "Archive" [destructive]
              Button "Cancel" [cancel]
            """))
        #expect(steps[10].screen.hasSuffix("""
            Alert "Could not archive"
              Text "The archive server is offline."
              Button "Retry"
              Button "OK" [cancel]
            """))
        #expect(!steps[11].screen.contains("Alert"))
        #expect(steps[11].screen.hasSuffix("""
                Section
                  header
                    Text "Archived"
                  Label "Discuss the release and the demo" systemImage "archivebox"
            """))
    }
}
