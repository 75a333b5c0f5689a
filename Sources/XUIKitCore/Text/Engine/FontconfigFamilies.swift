import CPango

/// The three questions the system font's choice asks (``FontCatalog/systemFamily``), answered by
/// fontconfig directly, with the answers Pango would give (R27.24).
///
/// Through Pango they cost a font map's whole family list (every installed font listed and grouped,
/// some 220 families here) and a loaded font, 3–8 ms on the benchmark machine, and the first window
/// waits for the answer before it maps. Asked of fontconfig, they take about half a millisecond.
/// Each follows Pango 1.50's rules (`pangofc-fontmap.c`): only TrueType and CFF fonts count, a
/// font belongs to its first family name, variable fonts' default instances are not faces, and a
/// family with a regular face but no bold one has a synthesized bold. `FontconfigFamiliesTests`
/// compares every answer with Pango's for every installed family.
///
/// Every function waits, through `config`, for Pango's fontconfig thread to finish loading the
/// configuration, so fontconfig is never loaded twice.
enum FontconfigFamilies {
    /// The family of the font Pango loads first for `name` (a family or a generic name such as
    /// "system-ui") at regular weight, upright, in the default language; nil when no font matches.
    static func matchedFamily(for name: String, config: OpaquePointer?) -> String? {
        guard let fonts = supportedFonts(config: config) else { return nil }
        defer { FcFontSetDestroy(fonts) }
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        for family in name.split(separator: ",") { add(String(family), as: FC_FAMILY, to: pattern) }
        FcPatternAddDouble(pattern, FC_WEIGHT, Double(FC_WEIGHT_REGULAR))
        FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ROMAN)
        FcPatternAddInteger(pattern, FC_WIDTH, FC_WIDTH_NORMAL)
        FcPatternAddBool(pattern, FC_VARIABLE, FcDontCare)
        // A 12-pixel font at Pango's default 96 dpi, as FontCatalog asks Pango for it.
        FcPatternAddDouble(pattern, FC_DPI, 96)
        FcPatternAddDouble(pattern, FC_SIZE, 12 * 72 / 96)
        FcPatternAddDouble(pattern, FC_PIXEL_SIZE, 12)
        if let language = pango_language_to_string(pango_language_get_default()) {
            FcPatternAddString(pattern, FC_LANG, UnsafeRawPointer(language).assumingMemoryBound(to: FcChar8.self))
        }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var sets: [UnsafeMutablePointer<FcFontSet>?] = [fonts]
        var result = FcResultNoMatch
        guard let match = FcFontSetMatch(config, &sets, 1, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        return string(FC_FAMILY, of: match)
    }

    /// The Pango weights of `family`'s upright faces, as Pango lists its faces; empty when the
    /// family is not installed.
    static func uprightPangoWeights(of family: String, config: OpaquePointer?) -> Set<Int> {
        // Pango's generic families have four synthesized faces: regular, bold and their italics.
        if FontCatalog.pangoGenericFamilies.contains(family) { return [Int(PANGO_WEIGHT_NORMAL.rawValue), Int(PANGO_WEIGHT_BOLD.rawValue)] }
        var weights = Set<Int>()
        var hasRegular = false
        var hasBold = false
        for face in faces(of: family, config: config) where !face.variable && face.slant == FC_SLANT_ROMAN {
            if face.fcWeight <= FC_WEIGHT_MEDIUM { hasRegular = true } else { hasBold = true }
            weights.insert(face.pangoWeight)
        }
        if hasRegular && !hasBold { weights.insert(Int(PANGO_WEIGHT_BOLD.rawValue)) }   // Pango's synthesized bold
        return weights
    }

    /// Whether Pango lists a family named exactly `family`.
    static func hasFamily(_ family: String, config: OpaquePointer?) -> Bool {
        FontCatalog.pangoGenericFamilies.contains(family) || !faces(of: family, config: config).isEmpty
    }

    /// What Pango reads of one font to list it as a face.
    private struct Face {
        let variable: Bool
        let slant: Int32
        /// fontconfig's weight (FC_WEIGHT_MEDIUM when the font has none), which Pango sorts faces by.
        let fcWeight: Int32
        /// The weight the face's description has.
        let pangoWeight: Int
    }

    /// The faces of the fonts whose first family name is `family`, in the formats Pango draws.
    private static func faces(of family: String, config: OpaquePointer?) -> [Face] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        add(family, as: FC_FAMILY, to: pattern)
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        for object in [FC_FAMILY, FC_STYLE, FC_WEIGHT, FC_SLANT, FC_VARIABLE, FC_FONTFORMAT] { FcObjectSetAdd(objects, object) }
        guard let list = FcFontList(config, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(list) }
        var faces: [Face] = []
        for index in 0..<Int(list.pointee.nfont) {
            guard let font = list.pointee.fonts[index], isSupported(font), string(FC_FAMILY, of: font) == family else { continue }
            var variable: FcBool = 0
            if FcPatternGetBool(font, FC_VARIABLE, 0, &variable) != FcResultMatch { variable = 0 }
            var slant: Int32 = 0
            if FcPatternGetInteger(font, FC_SLANT, 0, &slant) != FcResultMatch { slant = FC_SLANT_ROMAN }
            var fcWeight: Int32 = 0
            if FcPatternGetInteger(font, FC_WEIGHT, 0, &fcWeight) != FcResultMatch { fcWeight = FC_WEIGHT_MEDIUM }
            var exactWeight = 0.0
            let pangoWeight = FcPatternGetDouble(font, FC_WEIGHT, 0, &exactWeight) == FcResultMatch
                ? Int(FcWeightToOpenTypeDouble(exactWeight)) : Int(PANGO_WEIGHT_NORMAL.rawValue)
            faces.append(Face(variable: variable != 0, slant: slant, fcWeight: fcWeight, pangoWeight: pangoWeight))
        }
        return faces
    }

    /// The configuration's fonts in the formats Pango draws (TrueType and CFF), as Pango matches
    /// among them; nil when fontconfig has no fonts.
    private static func supportedFonts(config: OpaquePointer?) -> UnsafeMutablePointer<FcFontSet>? {
        guard let supported = FcFontSetCreate() else { return nil }
        for set in [FcSetSystem, FcSetApplication] {
            guard let fonts = FcConfigGetFonts(config, set) else { continue }
            for index in 0..<Int(fonts.pointee.nfont) {
                guard let font = fonts.pointee.fonts[index], isSupported(font) else { continue }
                FcPatternReference(font)
                FcFontSetAdd(supported, font)
            }
        }
        return supported
    }

    /// Pango's `pango_fc_is_supported_font_format`: TrueType or CFF, and not a WOFF file.
    private static func isSupported(_ font: OpaquePointer) -> Bool {
        if let file = string(FC_FILE, of: font), file.hasSuffix(".woff") || file.hasSuffix(".woff2") { return false }
        guard let format = string(FC_FONTFORMAT, of: font)?.lowercased() else { return false }
        return format == "truetype" || format == "cff"
    }

    private static func string(_ object: String, of pattern: OpaquePointer) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }

    private static func add(_ text: String, as object: String, to pattern: OpaquePointer) {
        _ = text.withCString { FcPatternAddString(pattern, object, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
    }
}
