import CPango
import Foundation
import Synchronization

/// What fonts are installed, as fontconfig (through Pango) reports them: family and face names,
/// the system font's family, and name lookup for `UIFont(name:size:)`.
///
/// `UIFont` is `Sendable` and made on any thread, so the catalog keeps its own Pango font map
/// and serialises every use of it and of its caches with `state`, a `Mutex` (the toolkit's one
/// lock idiom).
package final class FontCatalog: @unchecked Sendable {   // the font map is used only under `state`'s lock
    /// The process's catalog. A static, not application state: it mirrors fontconfig, whose fonts
    /// are the process's whatever app runs, and fonts are made on any thread, where the main-actor
    /// app cannot be reached (the mutex makes that safe). The system-family override lives here for
    /// the same reason: every font made anywhere reads it.
    static let shared = FontCatalog()

    /// One installed face.
    struct Face {
        let family: String
        let name: String
        let weight: UIFont.Weight
        let pangoWeight: Int
        let italic: Bool
        /// A face Pango makes up (a bold or italic the family has no font for).
        var synthesized = false
    }

    /// A font found by name.
    struct Match {
        let family: String
        let weight: UIFont.Weight
        let italic: Bool
    }

    /// Generic fontconfig names accepted by `UIFont(name:size:)`.
    static let genericFamilies = ["sans-serif", "sans", "serif", "monospace", "system-ui", "cursive", "fantasy"]
    /// The family chosen for the system font when fontconfig's own choice lacks medium and
    /// semibold faces: Open Sans has light, regular, semibold, bold and extra bold.
    static let preferredSystemFamily = "Open Sans"
    /// The names Pango lists as families of their own besides the installed ones (its generic
    /// families, each with four synthesized faces).
    static let pangoGenericFamilies: Set<String> = ["Sans", "Serif", "Monospace", "System-ui"]

    /// The caches, and the lock every use of `fontMap` and `context` is made under.
    private struct State {
        var familyNames: [String]?
        var faceCache: [String: [Face]] = [:]
        var resolvedSystemFamily: String?
        var override: String?
    }

    private let state = Mutex(State())
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer

    private init() {
        fontMap = pango_cairo_font_map_new()
        context = pango_font_map_create_context(fontMap)
    }

    /// Starts reading fontconfig's configuration and choosing the system family on a thread of
    /// its own, so an app's launch does both beside opening the display instead of before its
    /// first label: fontconfig parses dozens of configuration files before the first font is found.
    /// The first use on another thread waits for it under the lock (or does the work itself if it
    /// comes first); nothing is read twice.
    package static func startLoading() {
        Thread.detachNewThread { _ = shared.systemFamily }
    }

    /// The families fontconfig lists, by name.
    var families: [String] { state.withLock { unlockedFamilies(&$0) } }

    private func unlockedFamilies(_ state: inout State) -> [String] {
        if let familyNames = state.familyNames { return familyNames }
        var list: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(fontMap, &list, &count)
        defer { g_free(list) }
        let names = (0..<Int(count)).compactMap { index in
            list?[index].flatMap { pango_font_family_get_name($0) }.map { String(cString: $0) }
        }
        state.familyNames = names
        return names
    }

    /// The faces of `family` (empty when it is not installed).
    func faces(of family: String) -> [Face] { state.withLock { unlockedFaces(of: family, &$0) } }

    private func unlockedFaces(of family: String, _ state: inout State) -> [Face] {
        if let known = state.faceCache[family] { return known }
        var result: [Face] = []
        if let pangoFamily = pango_font_map_get_family(fontMap, family) {
            var faces: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFace>?>?
            var count: Int32 = 0
            pango_font_family_list_faces(pangoFamily, &faces, &count)
            for index in 0..<Int(count) {
                guard let face = faces?[index], let description = pango_font_face_describe(face) else { continue }
                let weight = Int(pango_font_description_get_weight(description).rawValue)
                let style = pango_font_description_get_style(description)
                result.append(Face(family: family, name: String(cString: pango_font_face_get_face_name(face)),
                                   weight: .fromPango(weight), pangoWeight: weight,
                                   italic: style != PANGO_STYLE_NORMAL,
                                   synthesized: pango_font_face_is_synthesized(face) != 0))
                pango_font_description_free(description)
            }
            g_free(faces)
        }
        state.faceCache[family] = result
        return result
    }

    /// The family fontconfig gives for `name` (a generic name such as "system-ui" resolves to
    /// the installed family it prefers).
    func matchedFamily(for name: String) -> String? {
        state.withLock { _ in unlockedMatchedFamily(for: name, weight: 400)?.family }
    }

    /// The family and Pango weight of the face fontconfig loads for `name` at `weight`.
    func matchedFace(for name: String, pangoWeight weight: Int, italic: Bool = false) -> (family: String, weight: Int, italic: Bool)? {
        state.withLock { _ in unlockedMatchedFamily(for: name, weight: weight, italic: italic) }
    }

    private func unlockedMatchedFamily(for name: String, weight: Int, italic: Bool = false) -> (family: String, weight: Int, italic: Bool)? {
        let description = pango_font_description_new()
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, name)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight)))
        pango_font_description_set_style(description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, 12 * Double(PANGO_SCALE))
        guard let font = pango_font_map_load_font(fontMap, context, description) else { return nil }
        defer { g_object_unref(font) }
        guard let loaded = pango_font_describe(font) else { return nil }
        defer { pango_font_description_free(loaded) }
        guard let family = pango_font_description_get_family(loaded) else { return nil }
        return (String(cString: family), Int(pango_font_description_get_weight(loaded).rawValue),
                pango_font_description_get_style(loaded) != PANGO_STYLE_NORMAL)
    }

    /// The font map's fontconfig configuration (nil: the process's current one), once Pango's
    /// thread has loaded it: asking waits for that thread, so fontconfig is never loaded twice.
    var fontconfig: OpaquePointer? {
        pango_fc_font_map_get_config(OpaquePointer(fontMap))
    }

    /// The override set through `UIFont.systemFontFamilyOverride`.
    var systemFamilyOverride: String? {
        get { state.withLock { $0.override } }
        set { state.withLock { $0.override = newValue?.isEmpty == true ? nil : newValue } }
    }

    /// The system font's family: the override when set; else fontconfig's `system-ui` (or
    /// `sans-serif`) family when it has at least four upright weights (so medium and semibold
    /// draw differently from regular and bold); else Open Sans when installed; else
    /// fontconfig's family as it is.
    var systemFamily: String {
        state.withLock { state in
            if let override = state.override { return override }
            if let resolvedSystemFamily = state.resolvedSystemFamily { return resolvedSystemFamily }
            // Asked of fontconfig directly, with Pango's answers (R27.24): through Pango these
            // list every installed family and load a font, while the first window waits.
            let config = fontconfig
            let configured = FontconfigFamilies.matchedFamily(for: "system-ui", config: config)
                ?? FontconfigFamilies.matchedFamily(for: "sans-serif", config: config) ?? "sans-serif"
            let weights = FontconfigFamilies.uprightPangoWeights(of: configured, config: config)
            let chosen = weights.count >= 4 || !FontconfigFamilies.hasFamily(Self.preferredSystemFamily, config: config)
                ? configured : Self.preferredSystemFamily
            state.resolvedSystemFamily = chosen
            return chosen
        }
    }

    /// The installed family and face `name` names, for `UIFont(name:size:)`: a family, a family
    /// followed by a face or weight name, or the `OpenSans-Semibold` form.
    func font(named name: String) -> Match? {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        if Self.genericFamilies.contains(trimmed.lowercased()) {
            return Match(family: trimmed.lowercased(), weight: .regular, italic: false)
        }
        let key = Self.squashed(trimmed)
        let families = self.families.sorted { $0.count > $1.count }
        for family in families {
            let familyKey = Self.squashed(family)
            guard key.hasPrefix(familyKey) else { continue }
            var rest = String(key.dropFirst(familyKey.count))
            if rest.hasPrefix("-") { rest.removeFirst() }
            if rest.isEmpty || rest == "regular" { return Match(family: family, weight: .regular, italic: false) }
            if let face = faces(of: family).first(where: { Self.squashed($0.name) == rest }) {
                return Match(family: family, weight: face.weight, italic: face.italic)
            }
            let italic = rest.hasSuffix("italic") || rest.hasSuffix("oblique")
            let weightPart = rest.replacingOccurrences(of: "italic", with: "").replacingOccurrences(of: "oblique", with: "")
            if weightPart.isEmpty { return Match(family: family, weight: .regular, italic: italic) }
            if let entry = UIFont.Weight.table.first(where: { $0.name.lowercased() == weightPart }) {
                return Match(family: family, weight: entry.weight, italic: italic)
            }
        }
        return nil
    }

    /// Lowercased, without spaces: "Open Sans" and "OpenSans" compare equal.
    static func squashed(_ name: String) -> String {
        name.lowercased().replacingOccurrences(of: " ", with: "")
    }
}

extension FontCatalog {
    /// Whether the installed family `family` is fixed-width.
    func isMonospaced(_ family: String) -> Bool {
        state.withLock { _ in
            guard let pangoFamily = pango_font_map_get_family(fontMap, family) else { return false }
            return pango_font_family_is_monospace(pangoFamily) != 0
        }
    }
}
