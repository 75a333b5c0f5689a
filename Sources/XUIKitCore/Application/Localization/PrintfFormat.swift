/// A printf-style format as Foundation reads it (`String(format:)`): literal text, specifiers
/// (`%5.2f`, `%2$@`, `%*d`) and `.stringsdict` variables (`%#@files@`, `%1$#@files@`), with each
/// specifier's arguments numbered as CoreFoundation numbers them (R36.20): in order of appearance, a
/// `*` width before a `*` precision before the value, unless a `n$` names the position.
struct PrintfFormat: Sendable, Equatable {
    /// One piece of a format.
    enum Piece: Sendable, Equatable {
        /// Text shown as it is (`%%` already turned into `%`).
        case literal(String)
        /// A conversion: its spelling with position and `*` taken out, and the 0-based arguments it reads.
        case specifier(Specifier)
        /// A `%#@name@` variable and the 0-based argument that picks its form.
        case variable(name: String, argument: Int)
    }

    /// One conversion of a format.
    struct Specifier: Sendable, Equatable {
        /// Flags (`-+ #0'`), as written.
        var flags = ""
        /// The width as written, or the argument that gives it (`*`).
        var width: Bound = .none
        /// The precision as written (without its dot), or the argument that gives it (`.*`); nil when absent.
        var precision: Bound?
        /// The length modifier: "", "h", "hh", "l", "ll", "q", "L", "z", "j" or "t".
        var length = ""
        /// The conversion character: d, i, o, u, x, X, c, C, e, E, f, F, g, G, a, A, s, S, p, @, n…
        var conversion: Character = "d"
        /// The argument the value comes from.
        var argument = 0

        /// How C reads this specifier's value from a va_list (the XUIKIT_FORMAT_… kinds).
        var kind: Int32 { Self.kind(length: length, conversion: conversion) }

        /// The kind of a value read as `length` and `conversion` (`"lld"` is "ll" and "d").
        static func kind(length: String, conversion: Character) -> Int32 {
            switch conversion {
            case "e", "E", "f", "F", "g", "G", "a", "A": return length == "L" ? 5 : 3
            case "@", "s", "S", "p", "n", "P": return 4
            case "D", "O", "U": return 2
            default: return ["l", "ll", "q", "j", "z", "t"].contains(length) ? 2 : 1
            }
        }

        /// The specifier alone, with the widths and precisions given by arguments written as numbers.
        func spelled(width: Int?, precision: Int?) -> String {
            var text = "%" + flags
            switch self.width {
            case .none: break
            case .written(let digits): text += digits
            case .argument: if let width { text += String(width) }
            }
            switch self.precision {
            case nil: break
            case .none?: text += "."
            case .written(let digits)?: text += "." + digits
            case .argument?: text += "." + String(max(precision ?? 0, 0))
            }
            return text + length + String(conversion)
        }
    }

    /// A width or precision.
    enum Bound: Sendable, Equatable {
        case none
        case written(String)
        case argument(Int)
    }

    /// The pieces in order.
    var pieces: [Piece] = []

    /// `text` read as a format whose unnumbered arguments start at `firstArgument` (0-based): a
    /// variable's form numbers its arguments from the variable's own (Apple's stringsdict reading).
    init(_ text: String, firstArgument: Int = 0) {
        let characters = Array(text)
        var next = firstArgument
        var literal = ""
        var index = 0
        func number(at start: Int) -> (value: Int, end: Int)? {
            var end = start
            while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
            guard end > start, let value = Int(String(characters[start..<end])) else { return nil }
            return (value, end)
        }
        func flushLiteral() {
            if !literal.isEmpty { pieces.append(.literal(literal)); literal = "" }
        }
        while index < characters.count {
            let character = characters[index]
            index += 1
            guard character == "%", index < characters.count else { literal.append(character); continue }
            if characters[index] == "%" { literal.append("%"); index += 1; continue }
            let start = index
            var position: Int?
            if let (value, end) = number(at: index), end < characters.count, characters[end] == "$" {
                position = value - 1
                index = end + 1
            }
            if index + 1 < characters.count, characters[index] == "#", characters[index + 1] == "@",
               let close = characters[(index + 2)...].firstIndex(of: "@") {
                flushLiteral()
                let argument = position ?? next
                if position == nil { next += 1 }
                pieces.append(.variable(name: String(characters[(index + 2)..<close]), argument: argument))
                index = close + 1
                continue
            }
            var specifier = Specifier()
            while index < characters.count, "-+ #0'".contains(characters[index]) {
                specifier.flags.append(characters[index]); index += 1
            }
            func bound() -> Bound? {
                if index < characters.count, characters[index] == "*" {
                    index += 1
                    if let (value, end) = number(at: index), end < characters.count, characters[end] == "$" {
                        index = end + 1
                        return .argument(value - 1)
                    }
                    defer { next += 1 }
                    return .argument(next)
                }
                if let (_, end) = number(at: index) {
                    defer { index = end }
                    return .written(String(characters[index..<end]))
                }
                return nil
            }
            specifier.width = bound() ?? .none
            if index < characters.count, characters[index] == "." {
                index += 1
                specifier.precision = bound() ?? Bound.none
            }
            while index < characters.count, "hlqLzjt".contains(characters[index]) {
                specifier.length.append(characters[index]); index += 1
            }
            guard index < characters.count else {
                literal += "%" + String(characters[start...])
                break
            }
            specifier.conversion = characters[index]
            index += 1
            specifier.argument = position ?? next
            if position == nil { next += 1 }
            flushLiteral()
            pieces.append(.specifier(specifier))
        }
        flushLiteral()
    }
}
