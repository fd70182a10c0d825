import Testing
import Trellis

// What `render()` prints for each view of the everyday catalogue.

private struct Gallery: View {
    @State private var volume = 0.5
    @State private var count = 3
    @State private var flavor = "choc"
    @State private var password = "secret"
    @State private var notes = "Line"
    @State private var email = ""
    @State private var due = Date(timeIntervalSince1970: 1_764_610_200) // 2025-12-01 17:30 UTC
    var body: some View {
        Form {
            Section {
                Text("Plain")
                Image(systemName: "star")
                Image("photo")
                Label("Settings", systemImage: "gear")
                Label("Avatar", image: "me")
                Divider()
                Color.red
                Color(red: 1, green: 0.5, blue: 0)
            } header: {
                Text("Basics")
            } footer: {
                Text("Shown to everyone")
            }
            Section("Controls") {
                Slider(value: $volume, in: 0...1) { Text("Volume") }
                Slider(value: $volume, in: 0...1, step: 0.25)
                Stepper("Count", value: $count, in: 0...10)
                Stepper("Free", value: $count)
                Picker("Flavor", selection: $flavor) {
                    Text("Vanilla").tag("van")
                    Text("Chocolate").tag("choc")
                }
                DatePicker("Due", selection: $due)
                DatePicker("Day", selection: $due, displayedComponents: .date)
                ProgressView()
                ProgressView("Loading")
                ProgressView(value: 0.3)
                ProgressView("Downloading", value: 3.0, total: 4.0)
                SecureField("Password", text: $password)
                TextEditor(text: $notes)
                TextField("Email", text: $email, prompt: Text("name@example.com"))
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
                Button("Add", systemImage: "plus") {}
                Button(action: {}) { Image(systemName: "trash") }
            }
        }
    }
}

private struct Shapes: View {
    var body: some View {
        ZStack(alignment: .topLeading) {
            Rectangle()
            RoundedRectangle(cornerRadius: 12).fill(.blue)
            Circle().stroke(.red, lineWidth: 2)
            Capsule().stroke(Color.green)
            Ellipse().fill(Color(white: 0.5))
            Star()
            Star().fill(.yellow)
        }
    }
}

private struct Star: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

private struct Containers: View {
    let columns = [GridItem(.flexible()), GridItem(.fixed(80))]
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 4) { Text("v") }
            LazyHStack { Text("h") }
            LazyVGrid(columns: columns) { Text("cell") }
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { Text("adaptive") }
            LazyHGrid(rows: [GridItem()]) { Text("row") }
            ScrollView(.horizontal, showsIndicators: false) { Text("wide") }
            GroupBox("Stats") { Text("42") }
            GroupBox { Text("unlabelled") }
            GroupBox(content: { Text("pictured") }, label: { Label("Box", systemImage: "shippingbox") })
            DisclosureGroup("Advanced") { Text("hidden detail") }
            Menu("Actions") { Button("Copy") {} }
            Section { Text("no header") }
        }
    }
}

@MainActor
@Suite("Catalogue rendering")
struct CatalogRenderTests {
    @Test("Text, images, labels, colours and every control print their value")
    func gallery() {
        let host = ViewHost(Gallery())
        #expect(host.render() == """
        Form
          Section
            header
              Text "Basics"
            Text "Plain"
            Image systemName "star"
            Image "photo"
            Label "Settings" systemImage "gear"
            Label "Avatar" image "me"
            Divider
            footer
              Text "Shown to everyone"
          Section
            header
              Text "Controls"
            Slider "Volume": 0.5 in 0...1
            Slider: 0.5 in 0...1 step 0.25
            Stepper "Count": 3 in 0...10
            Stepper "Free": 3
            Picker "Flavor": "Chocolate"
            DatePicker "Due": 2025-12-01 17:30
            DatePicker "Day": 2025-12-01
            ProgressView
            ProgressView "Loading"
            ProgressView 0.3/1
            ProgressView "Downloading" 3/4
            SecureField "Password": "••••••"
            TextEditor: "Line"
            TextField "Email": "" prompt "name@example.com"
            Button "Delete" [destructive]
            Button "Cancel" [cancel]
            Button "Add"
              Label "Add" systemImage "plus"
            Button "trash"
              Image systemName "trash"
        """)
    }

    @Test("Shapes print their name and how they are painted; a user's shape prints its type")
    func shapes() {
        let host = ViewHost(Shapes())
        #expect(host.render() == """
        ZStack
          Rectangle
          RoundedRectangle cornerRadius 12 fill blue
          Circle stroke red lineWidth 2
          Capsule stroke green
          Ellipse fill white(0.5)
          Star
          Star fill yellow
        """)
    }

    @Test("Stacks, grids, scroll views, group boxes, disclosure groups and menus")
    func containers() {
        let host = ViewHost(Containers())
        #expect(host.render() == """
        ScrollView
          LazyVStack
            Text "v"
          LazyHStack
            Text "h"
          LazyVGrid 2 columns
            Text "cell"
          LazyVGrid
            Text "adaptive"
          LazyHGrid 1 row
            Text "row"
          ScrollView horizontal
            Text "wide"
          GroupBox "Stats"
            Text "42"
          GroupBox
            Text "unlabelled"
          GroupBox "Box"
            Label "Box" systemImage "shippingbox"
            Text "pictured"
          DisclosureGroup "Advanced": collapsed
          Menu "Actions"
          Section
            Text "no header"
        """)
    }

    @Test("A label whose icon is not an image prints the icon beneath")
    func labelWithViewIcon() {
        struct Badge: View {
            var body: some View {
                Label(title: { Text("Online") }, icon: { Circle().fill(.green) })
            }
        }
        #expect(ViewHost(Badge()).render() == """
        Label "Online"
          Circle fill green
        """)
    }

    @Test("A NavigationLink with a row label prints the row's pictures beneath its title")
    func linkWithRowLabel() {
        struct Row: View {
            var body: some View {
                NavigationStack {
                    NavigationLink {
                        Text("Detail")
                    } label: {
                        HStack {
                            Image(systemName: "person")
                            Text("Ana")
                        }
                    }
                    NavigationLink("Plain") { Text("Other") }
                }
            }
        }
        #expect(ViewHost(Row()).render() == """
        NavigationStack
          NavigationLink "Ana"
            HStack
              Image systemName "person"
              Text "Ana"
          NavigationLink "Plain"
        """)
    }
}
