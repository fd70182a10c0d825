/// Small screens that tests write to disk and run through `trellis` as a user would.
public enum ScreenFixtures {
    /// A view with one state, read and changed by a button: checks clean and builds.
    public static let greeting = """
        <view name="Greeting">
          <state name="count" type="Int" initial="0"/>
          <body>
            <Button title="Count: {count}" action="count += 1"/>
          </body>
        </view>

        """
}
