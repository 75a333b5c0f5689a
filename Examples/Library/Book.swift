/// A book on a shelf.
struct Book: Hashable {
    var title: String
    var author: String
}

/// The shelves and their books, shared by every window of the app.
@MainActor
final class Library {
    static let shared = Library()

    let shelfNames = ["Reading", "To read", "Finished"]
    private(set) var shelves: [String: [Book]] = [
        "Reading": [Book(title: "The Left Hand of Darkness", author: "Ursula K. Le Guin"),
                    Book(title: "Middlemarch", author: "George Eliot"),
                    Book(title: "Gödel, Escher, Bach", author: "Douglas Hofstadter")],
        "To read": [Book(title: "The Dispossessed", author: "Ursula K. Le Guin"),
                    Book(title: "War and Peace", author: "Leo Tolstoy")],
        "Finished": [Book(title: "Solaris", author: "Stanisław Lem"),
                     Book(title: "Invisible Cities", author: "Italo Calvino"),
                     Book(title: "The Name of the Rose", author: "Umberto Eco"),
                     Book(title: "Kindred", author: "Octavia E. Butler")],
    ]

    func books(on shelf: String) -> [Book] { shelves[shelf] ?? [] }

    func add(_ book: Book, to shelf: String) { shelves[shelf, default: []].append(book) }

    func remove(at index: Int, from shelf: String) { shelves[shelf]?.remove(at: index) }
}
