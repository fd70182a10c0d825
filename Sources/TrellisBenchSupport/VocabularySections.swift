/// The vocabulary sections: each screen adds one of them to its fixed part, screen `i` section
/// `i % rotationLength` (the last screen of a rotation is a navigation screen), so that together they use every view and modifier of the
/// prelude while each screen stays about as heavy as the next. A section is written the way
/// SwiftUI tutorials write these views, in both forms with the same meaning: its own
/// declarations (types and views, placed before the screen), properties of the screen, and
/// views placed in the screen's `VStack` after the `Form`. Sections may use the fixed part's
/// `count` (`Int`), `volume` (`Double`) and `model` (`Model<i>`).
extension ScreenCorpus {
    public struct VocabularySection: Sendable {
        public var name: String
        /// Top-level declarations, before the screen's view (empty when there are none).
        public var xmlDeclarations = ""
        /// Declarations inside the screen's view, before its body.
        public var xmlProperties = ""
        /// Views inside the screen's `VStack`, after the `Form`.
        public var xmlContent: String
        public var swiftDeclarations = ""
        public var swiftProperties = ""
        public var swiftContent: String
    }

    /// Few enough that 200 screens hold each section 25 times.
    public static let vocabularySectionCount = 8
    /// Screens per rotation: one per section, then a navigation screen.
    public static let rotationLength = vocabularySectionCount + 1

    public static func vocabularySection(forScreen index: Int) -> VocabularySection {
        vocabularySection(index % rotationLength % vocabularySectionCount, screen: index)
    }

    static func vocabularySection(_ number: Int, screen index: Int) -> VocabularySection {
        switch number {
        case 0:
            // Text input: fields, an editor and a date, saved with a prominent button.
            return VocabularySection(
                name: "account form",
                xmlProperties: """
                    <state name="name" type="String" initial="&quot;&quot;"/>
                    <state name="password" type="String" initial="&quot;&quot;"/>
                    <state name="notes" type="String" initial="&quot;&quot;"/>
                    <state name="due" type="Date" initial="Date()"/>
                    <state name="tint" type="Color" initial="Color.blue"/>
                    <focusState name="nameFocused" type="Bool"/>
                    """,
                xmlContent: """
                    <VStack alignment=".leading" spacing="8">
                      <TextField title="Name" text="{$name}">
                        <textFieldStyle value=".roundedBorder"/>
                        <focused value="{$nameFocused}"/>
                        <onSubmit action="count += 1"/>
                        <textInputAutocapitalization value=".words"/>
                        <autocorrectionDisabled/>
                        <textContentType value=".name"/>
                        <keyboardType value=".default"/>
                        <strikethrough isActive="name.isEmpty"/>
                        <underline/>
                        <lineSpacing value="2"/>
                        <zIndex value="1"/>
                        <submitLabel value=".next"/>
                      </TextField>
                      <SecureField title="Password" text="{$password}">
                        <disableAutocorrection value="true"/>
                      </SecureField>
                      <Divider/>
                      <TextEditor text="{$notes}">
                        <frame height="120"/>
                      </TextEditor>
                      <DatePicker title="Due" selection="{$due}" displayedComponents=".date"/>
                      <ColorPicker title="Tint" selection="{$tint}"/>
                      <Button title="Save" action="count += 1">
                        <buttonStyle value=".borderedProminent"/>
                        <disabled value="name.isEmpty"/>
                        <controlSize value=".large"/>
                      </Button>
                      <onChange of="name" action="count = 0"/>
                      <onReceive value="Timer.publish(every: 1, on: .main, in: .common).autoconnect()" action="now in count += 1"/>
                      <refreshable action="count += 1"/>
                      <formStyle value=".grouped"/>
                      <scrollContentBackground value=".hidden"/>
                      <scrollDismissesKeyboard value=".immediately"/>
                      <toggleStyle value=".switch"/>
                      <datePickerStyle value=".graphical"/>
                      <scrollIndicators value=".hidden"/>
                      <scrollDisabled value="name.isEmpty"/>
                      <listRowSeparator value=".hidden"/>
                      <ignoresSafeArea regions=".keyboard"/>
                      <presentationDetents value="[.medium, .large]"/>
                      <flipsForRightToLeftLayoutDirection value="true"/>
                    </VStack>
                    """,
                swiftProperties: """
                    @State private var name: String = ""
                    @State private var password: String = ""
                    @State private var notes: String = ""
                    @State private var due: Date = Date()
                    @State private var tint: Color = Color.blue
                    @FocusState private var nameFocused: Bool
                    """,
                swiftContent: """
                    VStack(alignment: .leading, spacing: 8) {
                        TextField("Name", text: $name)
                            .textFieldStyle(.roundedBorder)
                            .focused($nameFocused)
                            .onSubmit {
                                count += 1
                            }
                            .textInputAutocapitalization(.words)
                            .autocorrectionDisabled()
                            .textContentType(.name)
                            .keyboardType(.default)
                            .strikethrough(name.isEmpty)
                            .underline()
                            .lineSpacing(2)
                            .zIndex(1)
                            .submitLabel(.next)
                        SecureField("Password", text: $password)
                            .disableAutocorrection(true)
                        Divider()
                        TextEditor(text: $notes)
                            .frame(height: 120)
                        DatePicker("Due", selection: $due, displayedComponents: .date)
                        ColorPicker("Tint", selection: $tint)
                        Button("Save") {
                            count += 1
                        }
                        .buttonStyle(.borderedProminent)
                        .disabled(name.isEmpty)
                        .controlSize(.large)
                    }
                    .onChange(of: name) {
                        count = 0
                    }
                    .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { now in
                        count += 1
                    }
                    .refreshable {
                        count += 1
                    }
                    .formStyle(.grouped)
                    .scrollContentBackground(.hidden)
                    .scrollDismissesKeyboard(.immediately)
                    .toggleStyle(.switch)
                    .datePickerStyle(.graphical)
                    .scrollIndicators(.hidden)
                    .scrollDisabled(name.isEmpty)
                    .listRowSeparator(.hidden)
                    .ignoresSafeArea(.keyboard)
                    .presentationDetents([.medium, .large])
                    .flipsForRightToLeftLayoutDirection(true)
                    """
            )
        case 1:
            // Shapes: a badge of filled and stroked shapes with the count over it, in a generic
            // card whose `init` takes a view builder.
            return VocabularySection(
                name: "shape badge",
                xmlDeclarations: """
                    <view name="BadgeCard\(index)" generic="Content: View">
                      <let name="title" type="String"/>
                      <let name="content" type="Content"/>
                      <init>
                        <parameter name="title" type="String"/>
                        <parameter name="content" type="() -> Content" viewBuilder="true"/>
                        self.title = title
                        self.content = content()
                      </init>
                      <body>
                        <VStack alignment=".leading" spacing="4">
                          <Text>{title}<font value=".headline"/></Text>
                          <content/>
                        </VStack>
                      </body>
                    </view>
                    """,
                xmlContent: """
                    <BadgeCard\(index) title="Badge">
                    <ZStack>
                      <RoundedRectangle cornerRadius="12">
                        <fill value=".blue"/>
                        <frame width="120" height="80"/>
                        <shadow radius="4"/>
                      </RoundedRectangle>
                      <Circle>
                        <stroke value=".white" lineWidth="2"/>
                        <frame width="40" height="40"/>
                        <offset x="30" y="-20"/>
                      </Circle>
                      <Capsule>
                        <strokeBorder value=".orange" lineWidth="1"/>
                        <frame width="60" height="24"/>
                      </Capsule>
                      <ContainerRelativeShape>
                        <frame width="20" height="20"/>
                      </ContainerRelativeShape>
                      <LinearGradient colors="[.red, .orange]" startPoint=".top" endPoint=".bottom"/>
                      <RadialGradient colors="[.yellow, .clear]" center=".center" startRadius="0" endRadius="40"/>
                      <AngularGradient colors="[.green, .mint]" center=".center"/>
                      <Image systemName="star.fill">
                        <resizable/>
                        <renderingMode value=".template"/>
                        <scaledToFit/>
                        <aspectRatio value="1" contentMode=".fit"/>
                        <scaledToFill/>
                        <fixedSize/>
                        <clipped/>
                        <scaleEffect value="1.2"/>
                        <rotationEffect angle="Angle(degrees: 15)"/>
                        <background value=".ultraThinMaterial"/>
                      </Image>
                      <Link title="Help" destination="URL(string: &quot;https://example.com&quot;)!">
                        <interactiveDismissDisabled value="count > 3"/>
                      </Link>
                      <overlay alignment=".bottomTrailing">
                        <Text>{count}<accessibilityElement children=".combine"/><accessibilityAddTraits value=".isHeader"/><accessibilityRemoveTraits value=".isImage"/><accessibilityHidden value="false"/></Text>
                      </overlay>
                      <safeAreaInset edge=".bottom" spacing="4">
                        <Text>inset</Text>
                      </safeAreaInset>
                    </ZStack>
                    </BadgeCard\(index)>
                    """,
                swiftDeclarations: """
                    struct BadgeCard\(index)<Content: View>: View {
                        let title: String
                        let content: Content

                        init(title: String, @ViewBuilder content: () -> Content) {
                            self.title = title
                            self.content = content()
                        }

                        var body: some View {
                            VStack(alignment: .leading, spacing: 4) {
                                Text(title)
                                    .font(.headline)
                                content
                            }
                        }
                    }
                    """,
                swiftContent: """
                    BadgeCard\(index)(title: "Badge") {
                    ZStack {
                        RoundedRectangle(cornerRadius: 12)
                            .fill(.blue)
                            .frame(width: 120, height: 80)
                            .shadow(radius: 4)
                        Circle()
                            .stroke(.white, lineWidth: 2)
                            .frame(width: 40, height: 40)
                            .offset(x: 30, y: -20)
                        Capsule()
                            .strokeBorder(.orange, lineWidth: 1)
                            .frame(width: 60, height: 24)
                        ContainerRelativeShape()
                            .frame(width: 20, height: 20)
                        LinearGradient(colors: [.red, .orange], startPoint: .top, endPoint: .bottom)
                        RadialGradient(colors: [.yellow, .clear], center: .center, startRadius: 0, endRadius: 40)
                        AngularGradient(colors: [.green, .mint], center: .center)
                        Image(systemName: "star.fill")
                            .resizable()
                            .renderingMode(.template)
                            .scaledToFit()
                            .aspectRatio(1, contentMode: .fit)
                            .scaledToFill()
                            .fixedSize()
                            .clipped()
                            .scaleEffect(1.2)
                            .rotationEffect(.degrees(15))
                            .background(.ultraThinMaterial)
                        Link("Help", destination: URL(string: "https://example.com")!)
                            .interactiveDismissDisabled(count > 3)
                    }
                    .overlay(alignment: .bottomTrailing) {
                        Text("\\(count)")
                            .accessibilityElement(children: .combine)
                            .accessibilityAddTraits(.isHeader)
                            .accessibilityRemoveTraits(.isImage)
                            .accessibilityHidden(false)
                    }
                    .safeAreaInset(edge: .bottom, spacing: 4) {
                        Text("inset")
                    }
                    }
                    """
            )
        case 2:
            // A photo grid: tiles in two flexible columns, tappable and described for VoiceOver.
            return VocabularySection(
                name: "photo grid",
                xmlContent: """
                    <ScrollView>
                      <LazyVGrid columns="[GridItem(.flexible()), GridItem(.flexible())]" spacing="12">
                        <ForEach items="0..&lt;4" id="\\.self" item="tile">
                          <Image systemName="photo">
                            <frame maxWidth=".infinity" minHeight="60"/>
                            <background value="Color(red: 0.9, green: 0.9, blue: 1.0)"/>
                            <cornerRadius value="8"/>
                            <onTapGesture action="count = tile"/>
                            <accessibilityLabel value="Photo {tile}"/>
                            <accessibilityHint value="Selects the photo"/>
                            <containerShape value=".rect(cornerRadius: 8)"/>
                            <hoverEffect value=".highlight"/>
                            <imageScale value=".small"/>
                            <symbolRenderingMode value=".hierarchical"/>
                            <help value="Photo"/>
                          </Image>
                        </ForEach>
                      </LazyVGrid>
                      <Image systemName="person.crop.circle">
                        <clipShape value="Circle()"/>
                        <contentShape value="Circle()"/>
                        <onLongPressGesture minimumDuration="1" action="count = 0"/>
                        <gesture value="MagnifyGesture().onChanged { value in volume = value.magnification }"/>
                      </Image>
                      <AsyncImage url="{URL(string: &quot;https://example.com/\\(count).jpg&quot;)}" item="phase">
                        <switch value="phase">
                          <case pattern=".empty"><ProgressView/></case>
                          <case pattern=".success"><Text>Loaded</Text></case>
                          <case pattern=".failure(let error)"><Text>{error.localizedDescription}</Text></case>
                        </switch>
                      </AsyncImage>
                      <GeometryReader item="proxy">
                        <ProgressView value="{volume}" total="{Double(proxy.size.width)}">
                          <progressViewStyle value=".linear"/>
                        </ProgressView>
                      </GeometryReader>
                      <ScrollViewReader item="scroller">
                        <Button title="Top" action="scroller.scrollTo(0)"/>
                      </ScrollViewReader>
                      <LabeledContent title="Volume" value="Level {count}"/>
                      <ShareLink item="{URL(string: &quot;https://example.com&quot;)!}">
                        <gesture value="DragGesture().onEnded { value in volume = value.translation.width }"/>
                      </ShareLink>
                      <Color.clear>
                        <frame height="8"/>
                      </Color.clear>
                      <Color.black>
                        <opacity value="0.2"/>
                        <hueRotation value=".degrees(90)"/>
                        <grayscale value="0.5"/>
                        <saturation value="0.8"/>
                        <brightness value="0.1"/>
                        <contrast value="1.2"/>
                        <blur radius="2"/>
                        <animation animation=".easeInOut" value="{count}"/>
                        <transition value=".opacity"/>
                      </Color.black>
                      <Text>Photos {count}
                        <fontDesign value=".rounded"/>
                        <kerning value="1"/>
                        <tracking value="0.5"/>
                        <baselineOffset value="2"/>
                        <allowsTightening value="true"/>
                        <layoutPriority value="1"/>
                        <border value="Color.gray" width="2"/>
                        <colorMultiply value=".blue"/>
                        <colorInvert/>
                        <luminanceToAlpha/>
                        <compositingGroup/>
                        <backgroundStyle value=".blue"/>
                        <position x="10" y="20"/>
                        <containerRelativeFrame axes=".horizontal"/>
                        <safeAreaPadding value="4"/>
                        <scrollClipDisabled/>
                        <listSectionSeparator value=".hidden"/>
                        <accessibilityIdentifier value="photos"/>
                        <allowsHitTesting value="count > 0"/>
                        <onHover action="hovering in volume = hovering ? 1 : 0"/>
                        <onOpenURL action="url in count = url.path.count"/>
                        <mask><Circle/></mask>
                        <preferredColorScheme value=".dark"/>
                      </Text>
                      <NavigationView>
                        <ControlGroup>
                          <Button title="Less" action="count -= 1"><keyboardShortcut value=".leftArrow" modifiers="[.command, .shift]"/></Button>
                          <Button title="More" action="count += 1"><keyboardShortcut shortcut=".defaultAction"/></Button>
                        </ControlGroup>
                      </NavigationView>
                      <TimelineView schedule=".periodic(from: .now, by: 1)" item="context">
                        <Text>Tick {count} {context.date}
                          <contentTransition value=".numericText()"/>
                          <sensoryFeedback value=".increase" trigger="count"/>
                          <alignmentGuide value=".leading" computeValue="d in d.width"/>
                          <symbolVariant value=".fill"/>
                          <glassEffect/>
                          <containerBackground value=".blue" for=".navigation"/>
                        </Text>
                        <Circle><trim from="0" to="0.5"/><stroke value="Color.blue" lineWidth="2"/></Circle>
                      </TimelineView>
                      <LabeledContent>
                        <Text>{count}<monospacedDigit/><minimumScaleFactor value="0.5"/><truncationMode value=".middle"/><monospaced/><textSelection value=".enabled"/></Text>
                        <label><Text>Photos</Text></label>
                      </LabeledContent>
                      <defaultAppStorage value="AppStorageStore()"/>
                      <contentMargins value="12" for=".scrollContent"/>
                      <scenePadding edges=".horizontal"/>
                    </ScrollView>
                    """,
                swiftContent: """
                    ScrollView {
                        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 12) {
                            ForEach(0..<4, id: \\.self) { tile in
                                Image(systemName: "photo")
                                    .frame(maxWidth: .infinity, minHeight: 60)
                                    .background(Color(red: 0.9, green: 0.9, blue: 1.0))
                                    .cornerRadius(8)
                                    .onTapGesture {
                                        count = tile
                                    }
                                    .accessibilityLabel("Photo \\(tile)")
                                    .accessibilityHint("Selects the photo")
                                    .containerShape(.rect(cornerRadius: 8))
                                    .hoverEffect(.highlight)
                                    .imageScale(.small)
                                    .symbolRenderingMode(.hierarchical)
                                    .help("Photo")
                            }
                        }
                        Image(systemName: "person.crop.circle")
                            .clipShape(Circle())
                            .contentShape(Circle())
                            .onLongPressGesture(minimumDuration: 1) {
                                count = 0
                            }
                            .gesture(MagnifyGesture().onChanged { value in volume = value.magnification })
                        AsyncImage(url: URL(string: "https://example.com/\\(count).jpg")) { phase in
                            switch phase {
                            case .empty:
                                ProgressView()
                            case .success:
                                Text("Loaded")
                            case .failure(let error):
                                Text(error.localizedDescription)
                            }
                        }
                        GeometryReader { proxy in
                            ProgressView(value: volume, total: Double(proxy.size.width))
                                .progressViewStyle(.linear)
                        }
                        ScrollViewReader { scroller in
                            Button("Top") {
                                scroller.scrollTo(0)
                            }
                        }
                        LabeledContent("Volume", value: "Level \\(count)")
                        ShareLink(item: URL(string: "https://example.com")!)
                            .gesture(DragGesture().onEnded { value in volume = value.translation.width })
                        Color.clear
                            .frame(height: 8)
                        Color.black
                            .opacity(0.2)
                            .hueRotation(.degrees(90))
                            .grayscale(0.5)
                            .saturation(0.8)
                            .brightness(0.1)
                            .contrast(1.2)
                            .blur(radius: 2)
                            .animation(.easeInOut, value: count)
                            .transition(.opacity)
                        Text("Photos \\(count)")
                            .fontDesign(.rounded)
                            .kerning(1)
                            .tracking(0.5)
                            .baselineOffset(2)
                            .allowsTightening(true)
                            .layoutPriority(1)
                            .border(Color.gray, width: 2)
                            .colorMultiply(.blue)
                            .colorInvert()
                            .luminanceToAlpha()
                            .compositingGroup()
                            .backgroundStyle(.blue)
                            .position(x: 10, y: 20)
                            .containerRelativeFrame(.horizontal)
                            .safeAreaPadding(4)
                            .scrollClipDisabled()
                            .listSectionSeparator(.hidden)
                            .accessibilityIdentifier("photos")
                            .allowsHitTesting(count > 0)
                            .onHover { hovering in volume = hovering ? 1 : 0 }
                            .onOpenURL { url in count = url.path.count }
                            .mask {
                                Circle()
                            }
                            .preferredColorScheme(.dark)
                        NavigationView {
                            ControlGroup {
                                Button("Less") {
                                    count -= 1
                                }
                                .keyboardShortcut(.leftArrow, modifiers: [.command, .shift])
                                Button("More") {
                                    count += 1
                                }
                                .keyboardShortcut(.defaultAction)
                            }
                        }
                        TimelineView(.periodic(from: .now, by: 1)) { context in
                            Text("Tick \\(count) \\(context.date)")
                                .contentTransition(.numericText())
                                .sensoryFeedback(.increase, trigger: count)
                                .alignmentGuide(.leading) { d in d.width }
                                .symbolVariant(.fill)
                                .glassEffect()
                                .containerBackground(.blue, for: .navigation)
                            Circle()
                                .trim(from: 0, to: 0.5)
                                .stroke(Color.blue, lineWidth: 2)
                        }
                        LabeledContent {
                            Text("\\(count)")
                                .monospacedDigit()
                                .minimumScaleFactor(0.5)
                                .truncationMode(.middle)
                                .monospaced()
                                .textSelection(.enabled)
                        } label: {
                            Text("Photos")
                        }
                    }
                    .defaultAppStorage(AppStorageStore())
                    .contentMargins(12, for: .scrollContent)
                    .scenePadding(.horizontal)
                    """
            )
        case 3:
            // An editable list: searchable rows with swipe actions, a context menu, delete and move.
            return VocabularySection(
                name: "grocery list",
                xmlProperties: """
                    <state name="groceries" type="[String]" initial="[&quot;Milk&quot;, &quot;Eggs&quot;, &quot;Bread&quot;]"/>
                    <state name="query" type="String" initial="&quot;&quot;"/>
                    """,
                xmlContent: """
                    <List>
                      <ForEach items="groceries" id="\\.self" item="item">
                        <Text>{item}
                          <swipeActions edge=".leading">
                            <Button title="Pin" action="query = item">
                              <tint value=".yellow"/>
                            </Button>
                          </swipeActions>
                          <contextMenu>
                            <Button title="Remove" role=".destructive" action="groceries.removeAll { $0 == item }"/>
                          </contextMenu>
                          <listRowBackground value="Color.yellow"/>
                          <listRowInsets value="EdgeInsets()"/>
                          <badge value="groceries.count"/>
                          <deleteDisabled value="item == query"/>
                        </Text>
                        <onDelete action="offsets in groceries.remove(atOffsets: offsets)"/>
                        <onMove action="source, destination in groceries.move(fromOffsets: source, toOffset: destination)"/>
                      </ForEach>
                      <listStyle value=".insetGrouped"/>
                      <searchable text="{$query}" prompt="Search groceries"/>
                      <searchSuggestions>
                        <Text>Milk</Text>
                      </searchSuggestions>
                    </List>
                    """,
                swiftProperties: """
                    @State private var groceries: [String] = ["Milk", "Eggs", "Bread"]
                    @State private var query: String = ""
                    """,
                swiftContent: """
                    List {
                        ForEach(groceries, id: \\.self) { item in
                            Text(item)
                                .swipeActions(edge: .leading) {
                                    Button("Pin") {
                                        query = item
                                    }
                                    .tint(.yellow)
                                }
                                .contextMenu {
                                    Button("Remove", role: .destructive) {
                                        groceries.removeAll { $0 == item }
                                    }
                                }
                                .listRowBackground(Color.yellow)
                                .listRowInsets(EdgeInsets())
                                .badge(groceries.count)
                                .deleteDisabled(item == query)
                        }
                        .onDelete { offsets in
                            groceries.remove(atOffsets: offsets)
                        }
                        .onMove { source, destination in
                            groceries.move(fromOffsets: source, toOffset: destination)
                        }
                    }
                    .listStyle(.insetGrouped)
                    .searchable(text: $query, prompt: "Search groceries")
                    .searchSuggestions {
                        Text("Milk")
                    }
                    """
            )
        case 4:
            // Typography: a summary box of styled text, inset by a `ViewModifier` of its own, and
            // SwiftData: a list of the open chores of a model container set up on it, added to
            // and checked off through the context.
            return VocabularySection(
                name: "summary box",
                xmlDeclarations: """
                    <viewModifier name="Boxed\(index)">
                      <body>
                        <content>
                          <padding value="4"/>
                        </content>
                      </body>
                    </viewModifier>

                    <model name="Chore\(index)" kind="model">
                      <var name="title" type="String"/>
                      <var name="isDone" type="Bool" initial="false"/>
                    </model>

                    <view name="ChoreList\(index)">
                      <query name="chores" type="[Chore\(index)]" sort="\\Chore\(index).title" filter="!$0.isDone"/>
                      <environment name="context" key="\\.modelContext"/>
                      <body>
                        <VStack>
                          <if condition="chores.isEmpty">
                            <ContentUnavailableView title="No chores" systemImage="checklist"/>
                          </if>
                          <ForEach items="chores" item="chore">
                            <Button title="{chore.title}" action="chore.isDone = true"/>
                          </ForEach>
                          <Map>
                            <ForEach items="chores" item="chore">
                              <Annotation title="{chore.title}" coordinate="{CLLocationCoordinate2D()}">
                                <Circle/>
                                <annotationTitles value=".hidden"/>
                              </Annotation>
                            </ForEach>
                            <mapStyle value=".imagery"/>
                          </Map>
                          <if condition="chores.count &gt; 99">
                            <ContentUnavailableView.search/>
                          </if>
                          <Button title="Add chore" action="context.insert(Chore\(index)(title: &quot;Chore&quot;))"/>
                          <EditButton/>
                        </VStack>
                      </body>
                    </view>
                    """,
                xmlContent: """
                    <ChoreList\(index)>
                      <modelContainer for="Chore\(index).self"/>
                    </ChoreList\(index)>
                    <GroupBox title="Today">
                      <HStack>
                        <Label title="Tasks" systemImage="checklist">
                          <labelStyle value=".iconOnly"/>
                        </Label>
                        <Spacer/>
                        <Text>Due soon
                          <textCase value=".uppercase"/>
                          <foregroundColor value=".red"/>
                        </Text>
                      </HStack>
                      <Group>
                        <Text>Weekly review<bold/></Text>
                        <Text>Notes for the week<italic/></Text>
                        <Text>A longer description that wraps over several lines
                          <fontWeight value=".semibold"/>
                          <lineLimit value="2"/>
                          <multilineTextAlignment value=".center"/>
                        </Text>
                      </Group>
                      <modifier value="Boxed\(index)()"/>
                    </GroupBox>
                    """,
                swiftDeclarations: """
                    struct Boxed\(index): ViewModifier {
                        func body(content: Content) -> some View {
                            content
                                .padding(4)
                        }
                    }

                    @MainActor
                    @Observable
                    final class Chore\(index): PersistentModel {
                        var title: String
                        var isDone: Bool = false

                        init(title: String) {
                            self.title = title
                        }
                    }

                    struct ChoreList\(index): View {
                        @Query(filter: { !$0.isDone }, sort: \\Chore\(index).title) private var chores: [Chore\(index)]
                        @Environment(\\.modelContext) private var context

                        var body: some View {
                            VStack {
                                if chores.isEmpty {
                                    ContentUnavailableView("No chores", systemImage: "checklist")
                                }
                                ForEach(chores) { chore in
                                    Button(chore.title) {
                                        chore.isDone = true
                                    }
                                }
                                Map {
                                    ForEach(chores) { chore in
                                        Annotation(chore.title, coordinate: CLLocationCoordinate2D()) {
                                            Circle()
                                        }
                                        .annotationTitles(.hidden)
                                    }
                                }
                                .mapStyle(.imagery)
                                if chores.count > 99 {
                                    ContentUnavailableView.search
                                }
                                Button("Add chore") {
                                    context.insert(Chore\(index)(title: "Chore"))
                                }
                                EditButton()
                            }
                        }
                    }
                    """,
                swiftContent: """
                    ChoreList\(index)()
                        .modelContainer(for: Chore\(index).self)
                    GroupBox("Today") {
                        HStack {
                            Label("Tasks", systemImage: "checklist")
                                .labelStyle(.iconOnly)
                            Spacer()
                            Text("Due soon")
                                .textCase(.uppercase)
                                .foregroundColor(.red)
                        }
                        Group {
                            Text("Weekly review")
                                .bold()
                            Text("Notes for the week")
                                .italic()
                            Text("A longer description that wraps over several lines")
                                .fontWeight(.semibold)
                                .lineLimit(2)
                                .multilineTextAlignment(.center)
                        }
                    }
                    .modifier(Boxed\(index)())
                    """
            )
        case 5:
            // Progress: a determinate and an indeterminate indicator, lazy rows and a grid row.
            return VocabularySection(
                name: "progress",
                xmlProperties: """
                    <namespace name="steps"/>
                    """,
                xmlContent: """
                    <LazyVStack alignment=".leading" spacing="6">
                      <ProgressView value="{volume}" total="1">
                        <tint value=".green"/>
                        <accessibilityValue value="{Int(volume * 100)} percent"/>
                      </ProgressView>
                      <ProgressView>
                        <hidden/>
                      </ProgressView>
                      <Gauge value="{volume}" in="{0...1}">
                        <Text>Level</Text>
                        <labelsHidden/>
                      </Gauge>
                      <Grid alignment=".leading">
                        <GridRow>
                          <Text>Done<gridColumnAlignment value=".trailing"/></Text>
                          <Text>{count}<redacted reason="count == 0 ? .placeholder : []"/></Text>
                        </GridRow>
                        <Text>Total<gridCellColumns value="2"/></Text>
                      </Grid>
                      <ViewThatFits>
                        <Text>Level {count} of 10</Text>
                        <Text>{count}/10</Text>
                      </ViewThatFits>
                      <LazyHStack>
                        <Text>Step {count}<id value="count"/></Text>
                        <Text>of 10<matchedGeometryEffect id="&quot;total&quot;" in="steps"/></Text>
                      </LazyHStack>
                      <LazyHGrid rows="[GridItem(.fixed(40))]">
                        <Text>Recent</Text>
                        <Text>Pinned</Text>
                      </LazyHGrid>
                      <onAppear action="count += 1"/>
                      <onDisappear action="count = 0"/>
                    </LazyVStack>
                    """,
                swiftProperties: """
                    @Namespace private var steps
                    """,
                swiftContent: """
                    LazyVStack(alignment: .leading, spacing: 6) {
                        ProgressView(value: volume, total: 1)
                            .tint(.green)
                            .accessibilityValue("\\(Int(volume * 100)) percent")
                        ProgressView()
                            .hidden()
                        Gauge(value: volume, in: 0...1) {
                            Text("Level")
                        }
                        .labelsHidden()
                        Grid(alignment: .leading) {
                            GridRow {
                                Text("Done")
                                    .gridColumnAlignment(.trailing)
                                Text("\\(count)")
                                    .redacted(reason: count == 0 ? .placeholder : [])
                            }
                            Text("Total")
                                .gridCellColumns(2)
                        }
                        ViewThatFits {
                            Text("Level \\(count) of 10")
                            Text("\\(count)/10")
                        }
                        LazyHStack {
                            Text("Step \\(count)")
                                .id(count)
                            Text("of 10")
                                .matchedGeometryEffect(id: "total", in: steps)
                        }
                        LazyHGrid(rows: [GridItem(.fixed(40))]) {
                            Text("Recent")
                            Text("Pinned")
                        }
                    }
                    .onAppear {
                        count += 1
                    }
                    .onDisappear {
                        count = 0
                    }
                    """
            )
        case 6:
            // Options: a disclosure group with a segmented picker and a menu, bottom-bar buttons,
            // a shape shown only while the group is open, and the presentations: a sheet, a
            // cover, a popover, an alert and a confirmation dialog, each opened by a button.
            return VocabularySection(
                name: "options",
                xmlProperties: """
                    <state name="expanded" type="Bool" initial="false"/>
                    <state name="size" type="Int" initial="1"/>
                    <state name="showsSheet" type="Bool" initial="false"/>
                    <state name="showsCover" type="Bool" initial="false"/>
                    <state name="showsTip" type="Bool" initial="false"/>
                    <state name="confirmsReset" type="Bool" initial="false"/>
                    <state name="showsSizes" type="Bool" initial="false"/>
                    """,
                xmlContent: """
                    <DisclosureGroup title="Options" isExpanded="{$expanded}">
                      <Picker title="Size" selection="{$size}">
                        <Text>Small<tag value="1"/></Text>
                        <Text>Large<tag value="2"/></Text>
                        <pickerStyle value=".segmented"/>
                      </Picker>
                      <Menu title="Sort">
                        <Button title="By name" action="size = 1"/>
                        <Button title="By date" action="size = 2"/>
                      </Menu>
                      <toolbar>
                        <ToolbarItemGroup placement=".bottomBar">
                          <Button title="Smaller" action="size -= 1"/>
                          <Button title="Larger" action="size += 1"/>
                        </ToolbarItemGroup>
                      </toolbar>
                    </DisclosureGroup>
                    <if condition="expanded">
                      <Ellipse>
                        <fill value=".purple"/>
                        <frame width="40" height="20"/>
                        <opacity value="0.5"/>
                      </Ellipse>
                    </if>
                    <else>
                      <EmptyView/>
                    </else>
                    <Button title="Share" action="showsSheet = true">
                      <sheet isPresented="{$showsSheet}" onDismiss="size = 1">
                        <Text>Shared</Text>
                        <Button title="Done" action="showsSheet = false"/>
                      </sheet>
                    </Button>
                    <Button title="Preview" action="showsCover = true">
                      <fullScreenCover isPresented="{$showsCover}"><Button title="Close preview" action="showsCover = false"/></fullScreenCover>
                    </Button>
                    <Button title="Tip" action="showsTip = true">
                      <popover isPresented="{$showsTip}"><Text>Sizes change the font</Text></popover>
                    </Button>
                    <Button title="Reset" action="confirmsReset = true">
                      <alert title="Reset the size?" isPresented="{$confirmsReset}">
                        <Button title="Reset" role=".destructive" action="size = 1"/>
                        <message><Text>It goes back to small.</Text></message>
                      </alert>
                    </Button>
                    <Button title="Sizes" action="showsSizes = true">
                      <confirmationDialog title="Size" isPresented="{$showsSizes}" titleVisibility=".visible">
                        <Button title="Large" action="size = 2"/>
                      </confirmationDialog>
                    </Button>
                    """,
                swiftProperties: """
                    @State private var expanded: Bool = false
                    @State private var size: Int = 1
                    @State private var showsSheet: Bool = false
                    @State private var showsCover: Bool = false
                    @State private var showsTip: Bool = false
                    @State private var confirmsReset: Bool = false
                    @State private var showsSizes: Bool = false
                    """,
                swiftContent: """
                    DisclosureGroup("Options", isExpanded: $expanded) {
                        Picker("Size", selection: $size) {
                            Text("Small").tag(1)
                            Text("Large").tag(2)
                        }
                        .pickerStyle(.segmented)
                        Menu("Sort") {
                            Button("By name") {
                                size = 1
                            }
                            Button("By date") {
                                size = 2
                            }
                        }
                    }
                    .toolbar {
                        ToolbarItemGroup(placement: .bottomBar) {
                            Button("Smaller") {
                                size -= 1
                            }
                            Button("Larger") {
                                size += 1
                            }
                        }
                    }
                    if expanded {
                        Ellipse()
                            .fill(.purple)
                            .frame(width: 40, height: 20)
                            .opacity(0.5)
                    } else {
                        EmptyView()
                    }
                    Button("Share") {
                        showsSheet = true
                    }
                    .sheet(isPresented: $showsSheet, onDismiss: { size = 1 }) {
                        Text("Shared")
                        Button("Done") {
                            showsSheet = false
                        }
                    }
                    Button("Preview") {
                        showsCover = true
                    }
                    .fullScreenCover(isPresented: $showsCover) {
                        Button("Close preview") {
                            showsCover = false
                        }
                    }
                    Button("Tip") {
                        showsTip = true
                    }
                    .popover(isPresented: $showsTip) {
                        Text("Sizes change the font")
                    }
                    Button("Reset") {
                        confirmsReset = true
                    }
                    .alert("Reset the size?", isPresented: $confirmsReset) {
                        Button("Reset", role: .destructive) {
                            size = 1
                        }
                    } message: {
                        Text("It goes back to small.")
                    }
                    Button("Sizes") {
                        showsSizes = true
                    }
                    .confirmationDialog("Size", isPresented: $showsSizes, titleVisibility: .visible) {
                        Button("Large") {
                            size = 2
                        }
                    }
                    """
            )
        default:
            // A split view whose detail reads an @Observable filter and the screen's model from
            // the environment.
            return VocabularySection(
                name: "mail split view",
                xmlDeclarations: """
                    <model name="Filter\(index)" kind="observable">
                      <property name="query" type="String" initial="&quot;&quot;"/>
                    </model>

                    <view name="Inbox\(index)">
                      <environment name="filter" type="Filter\(index)"/>
                      <environmentObject name="model" type="Model\(index)"/>
                      <body>
                        <Text>{model.title}: {filter.query}</Text>
                      </body>
                    </view>
                    """,
                xmlProperties: """
                    <state name="filter" type="Filter\(index)" initial="Filter\(index)()"/>
                    <state name="mailbox" type="Int?" initial="nil"/>
                    """,
                xmlContent: """
                    <NavigationSplitView>
                      <List selection="{$mailbox}">
                        <Text>Inbox<tag value="1"/></Text>
                        <Text>Archive<tag value="2"/></Text>
                        <navigationBarTitleDisplayMode value=".inline"/>
                      </List>
                      <detail>
                        <ZStack>
                          <Color red="0.95" green="0.95" blue="1"/>
                          <VStack>
                            <Inbox\(index)>
                              <environment value="filter"/>
                              <environmentObject value="model"/>
                            </Inbox\(index)>
                            <Rectangle>
                              <fill value=".gray"/>
                              <frame height="1"/>
                            </Rectangle>
                          </VStack>
                        </ZStack>
                      </detail>
                    </NavigationSplitView>
                    """,
                swiftDeclarations: """
                    @Observable
                    final class Filter\(index) {
                        var query: String = ""
                    }

                    struct Inbox\(index): View {
                        @Environment(Filter\(index).self) private var filter
                        @EnvironmentObject var model: Model\(index)

                        var body: some View {
                            Text("\\(model.title): \\(filter.query)")
                        }
                    }
                    """,
                swiftProperties: """
                    @State private var filter = Filter\(index)()
                    @State private var mailbox: Int? = nil
                    """,
                swiftContent: """
                    NavigationSplitView {
                        List(selection: $mailbox) {
                            Text("Inbox").tag(1)
                            Text("Archive").tag(2)
                        }
                        .navigationBarTitleDisplayMode(.inline)
                    } detail: {
                        ZStack {
                            Color(red: 0.95, green: 0.95, blue: 1)
                            VStack {
                                Inbox\(index)()
                                    .environment(filter)
                                    .environmentObject(model)
                                Rectangle()
                                    .fill(.gray)
                                    .frame(height: 1)
                            }
                        }
                    }
                    """
            )
        }
    }
}

extension String {
    /// Every non-empty line indented by `spaces`.
    func indented(by spaces: Int) -> String {
        let indentation = String(repeating: " ", count: spaces)
        return split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : indentation + $0 }
            .joined(separator: "\n")
    }
}
