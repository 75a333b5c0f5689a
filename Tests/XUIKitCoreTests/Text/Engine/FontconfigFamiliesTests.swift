import Testing
@testable import XUIKitCore

/// R27.24: the system font's three questions, asked of fontconfig directly, get Pango's answers —
/// checked against Pango itself for every family installed here (scripts/install-deps.sh installs
/// the same fonts on every machine the tests run on).
@MainActor
@Suite("The system family's questions asked of fontconfig get Pango's answers (R27.24)")
struct FontconfigFamiliesTests {
    let catalog = FontCatalog.shared

    @Test("Every family Pango lists has, through fontconfig, the upright weights Pango's faces have")
    func uprightWeightsOfEveryFamily() {
        let families = catalog.families
        #expect(families.count > 20)
        for family in families {
            let pango = Set(catalog.faces(of: family).filter { !$0.italic }.map(\.pangoWeight))
            #expect(FontconfigFamilies.uprightPangoWeights(of: family, config: catalog.fontconfig) == pango, "\(family)")
        }
    }

    @Test("Pango's family list and fontconfig agree on which families exist, names compared exactly")
    func familiesExist() {
        for family in catalog.families {
            #expect(FontconfigFamilies.hasFamily(family, config: catalog.fontconfig), "\(family)")
        }
        for absent in ["No Such Family", "open sans", "OpenSans", "Open Sans Semibold Extra"] {
            #expect(FontconfigFamilies.hasFamily(absent, config: catalog.fontconfig) == catalog.families.contains(absent), "\(absent)")
        }
        #expect(!FontconfigFamilies.hasFamily("No Such Family", config: catalog.fontconfig))
        #expect(FontconfigFamilies.uprightPangoWeights(of: "No Such Family", config: catalog.fontconfig).isEmpty)
    }

    @Test("Generic and named families match the family of the font Pango loads for them")
    func matchedFamilies() {
        let names = ["system-ui", "sans-serif", "serif", "monospace", "Sans", "cursive", "fantasy", "emoji",
                     "DejaVu Sans", "Open Sans", "Noto Sans", "Noto Sans CJK JP", "No Such Family", "DejaVu Serif,Open Sans"]
        for name in names {
            let pango = catalog.matchedFamily(for: name)
            #expect(pango != nil, "\(name)")
            #expect(FontconfigFamilies.matchedFamily(for: name, config: catalog.fontconfig) == pango, "\(name)")
        }
    }

    @Test("The system family is the configured family with four upright weights, else Open Sans")
    func systemFamilyFollowsTheRule() {
        let configured = catalog.matchedFamily(for: "system-ui") ?? "sans-serif"
        let weights = Set(catalog.faces(of: configured).filter { !$0.italic }.map(\.pangoWeight))
        let expected = weights.count >= 4 || !catalog.families.contains(FontCatalog.preferredSystemFamily)
            ? configured : FontCatalog.preferredSystemFamily
        #expect(catalog.systemFamily == expected)
    }
}
