import SpecUI

@Observable
final class Library {
    var title = "Books"
    var visits = 0
    var books: [Book] = []

    init(books: [Book] = []) {
        self.books = books
    }
}

@Observable
final class Book: Identifiable {
    let id: Int
    var title: String
    var isRead = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

/// Reads the library's title only.
struct LibraryTitle: View {
    let library: Library

    var body: some View {
        Text(library.title)
    }
}

/// Reads and writes the library's visits only.
struct VisitCounter: View {
    let library: Library

    var body: some View {
        Button("visits \(library.visits)") { library.visits += 1 }
    }
}

/// Owns a library in `@State` and hands it to two views that read different properties of it.
struct LibraryScreen: View {
    @State private var library = Library()

    var body: some View {
        VStack {
            LibraryTitle(library: library)
            VisitCounter(library: library)
            Button("rename") { library.title = "Films" }
        }
    }
}

/// Reads the title and keeps state of its own, which re-evaluates the body for another reason.
struct TickingTitle: View {
    let library: Library
    @State private var ticks = 0

    var body: some View {
        VStack {
            Text("\(library.title) \(ticks)")
            Button("tick") { ticks += 1 }
        }
    }
}

/// Lists the books; each row reads its book's title inside the `ForEach`'s content.
struct BookList: View {
    let library: Library

    var body: some View {
        VStack {
            ForEach(library.books) { book in
                Text(book.title)
            }
        }
    }
}

/// The same rows in a `List`, whose rows are built as they are drawn.
struct LazyBookList: View {
    let library: Library

    var body: some View {
        List(library.books) { book in
            Text(book.title)
        }
    }
}

/// Edits the title through `@Bindable`.
struct TitleEditor: View {
    @Bindable var library: Library

    var body: some View {
        VStack {
            TextField("Title", text: $library.title)
            LibraryTitle(library: library)
        }
    }
}

/// Edits the title of a library it keeps in `@State`, through the state's binding.
struct StateTitleEditor: View {
    @State private var library = Library()

    var body: some View {
        VStack {
            TextField("Title", text: $library.title)
            LibraryTitle(library: library)
        }
    }
}

/// Reads the library from the environment, two levels below the view that set it.
struct EnvironmentTitle: View {
    @Environment(Library.self) private var library

    var body: some View {
        Text("env \(library.title)")
    }
}

/// Reads the library from the environment when there is one.
struct OptionalEnvironmentTitle: View {
    @Environment(Library.self) private var library: Library?

    var body: some View {
        Text(library?.title ?? "no library")
    }
}

struct EnvironmentScreen: View {
    let library: Library

    var body: some View {
        VStack {
            VStack {
                EnvironmentTitle()
                OptionalEnvironmentTitle()
            }
            Text("static")
        }
        .environment(library)
    }
}

/// Sets one of two libraries in the environment, and has state of its own that does not change which.
struct SwitchingLibraries: View {
    let first: Library
    let second: Library
    @State private var showsSecond = false
    @State private var taps = 0

    var body: some View {
        VStack {
            EnvironmentTitle()
                .environment(showsSecond ? second : first)
            Button("switch") { showsSecond.toggle() }
            Button("tap \(taps)") { taps += 1 }
        }
    }
}
