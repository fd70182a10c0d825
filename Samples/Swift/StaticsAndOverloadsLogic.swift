import Trellis

// The methods Samples/StaticsAndOverloads.xml declares: two overloads of `add`, told apart by
// their labels, and a struct's static factory.

extension Bookshelf {
    func add(_ title: String) {
        titles.append(title)
    }

    func add(titles more: [String]) {
        titles += more
    }
}

extension ShelfBook {
    static func make(title: String) -> ShelfBook {
        ShelfBook(title: title)
    }
}
