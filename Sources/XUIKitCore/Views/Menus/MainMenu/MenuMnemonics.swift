import Foundation

/// R33.11: each menu of the bar gets a mnemonic, the first letter of its title that no menu
/// before it took (case-insensitive); Alt with that letter opens it. A title whose letters are all
/// taken has none. Mnemonics are made from the titles, so translated titles get their own.
enum MenuMnemonics {
    /// A title's mnemonic: the letter, lowercased, and where it is in the title.
    struct Mnemonic: Equatable {
        let letter: Character
        let index: String.Index
    }

    static func assign(_ titles: [String]) -> [Mnemonic?] {
        var taken: Set<Character> = []
        return titles.map { title in
            for index in title.indices where title[index].isLetter {
                let letter = Character(title[index].lowercased())
                if taken.insert(letter).inserted { return Mnemonic(letter: letter, index: index) }
            }
            return nil
        }
    }
}
