/// Fixture screens for the protocol tests; `|` marks a cursor (see `MarkedSource`).
enum ScreenSamples {
    static let counter = """
    <?xml version="1.0" encoding="UTF-8"?>
    <trellis>
      <view name="Counter">
        <state name="count" type="Int" initial="0"/>
        <body>
          <Button title="Add" action="count += 1"/>
          <Text>Count: {count}</Text>
        </body>
      </view>
    </trellis>
    """

    static var counterMarkedOnState: String {
        counter.replacingOccurrences(of: "<state name=\"count\"", with: "<state name=\"co|unt\"")
    }
}

/// A two-file workspace: the models in one file, the screens in the other, so definition,
/// references and rename are tested across files. Cursor markers go in with `marking`.
enum ProfileWorkspace {
    static let models = """
    <?xml version="1.0" encoding="UTF-8"?>
    <trellis>
      <struct name="User">
        <field name="name" type="String"/>
      </struct>
      <model name="ProfileViewModel">
        <published name="displayName" type="String" initial="&quot;&quot;"/>
      </model>
      <model name="SessionManager">
        <published name="currentUser" type="User?" initial="nil"/>
      </model>
    </trellis>
    """

    static let screens = """
    <?xml version="1.0" encoding="UTF-8"?>
    <trellis>
      <view name="ProfileApp">
        <stateObject name="session" type="SessionManager" initial="SessionManager()"/>
        <body>
          <ProfileScreen>
            <environmentObject value="session"/>
          </ProfileScreen>
        </body>
      </view>
      <view name="ProfileScreen" root="true" hostProvides="SessionManager">
        <state name="isEditing" type="Bool" initial="false"/>
        <stateObject name="viewModel" type="ProfileViewModel" initial="ProfileViewModel()"/>
        <environmentObject name="session" type="SessionManager"/>
        <computed name="displayName" type="String" value="session.currentUser?.name ?? &quot;Invitado&quot;"/>
        <body>
          <VStack>
            <Text>Sesión iniciada como {displayName}</Text>
            <EditToggleRow isEditing="{$isEditing}"/>
            <ProfileDetailView viewModel="{viewModel}"/>
          </VStack>
        </body>
      </view>
      <view name="EditToggleRow">
        <binding name="isEditing" type="Bool"/>
        <body>
          <Toggle title="Modo edición" isOn="{$isEditing}"/>
        </body>
      </view>
      <view name="ProfileDetailView">
        <observedObject name="viewModel" type="ProfileViewModel"/>
        <body>
          <TextField title="Nombre visible" text="{$viewModel.displayName}"/>
        </body>
      </view>
    </trellis>
    """

    /// `text` with a `|` put into the `occurrence`-th (0-based) match of `target`, `offset` scalars in.
    static func marking(_ text: String, _ target: String, offset: Int, occurrence: Int = 0) -> MarkedSource {
        var searchStart = text.startIndex
        var found: Range<String.Index>?
        for _ in 0...occurrence {
            found = text.range(of: target, range: searchStart..<text.endIndex)
            guard let range = found else { break }
            searchStart = range.upperBound
        }
        guard let range = found else { fatalError("`\(target)` not in the fixture") }
        let index = text.unicodeScalars.index(range.lowerBound, offsetBy: offset)
        // The cursor as a caret, so a `||` of the text stays text.
        return MarkedSource(String(text[..<index]) + "‸" + String(text[index...]), marker: "‸")
    }
}
