// swift-tools-version:6.0
import PackageDescription

/// The symbols a program linking XUIKitCore defines to answer Foundation's language questions
/// (Sources/CFoundationHooks/foundation-hooks.c): a program that exports nothing else still exports these.
let foundationHookSymbols = ["$s20FoundationEssentials6LocaleV18preferredLanguagesSaySSGvgZ", "CFBundleCopyLocalizedString",
                             "CFBundleCopyPreferredLocalizationsFromArray", "CFBundleCopyLocalizationsForPreferences"]

let package = Package(
    name: "XUIKit",
    // The development language of the examples' localized resources (Examples/Languages).
    defaultLocalization: "en",
    products: [
        .library(name: "XUIKit", targets: ["XUIKit"]),
        // UI tests in the style of XCUITest, for test targets.
        .library(name: "XUIKitTesting", targets: ["XUIKitTesting"]),
        // The headless harness XUIKit's own core tests use: raw input on a virtual clock, recording
        // views and probes, no display.
        .library(name: "XUIKitHeadlessTesting", targets: ["XUIKitHeadlessTesting"]),
        // Compiles a target's .xcstrings string catalogs into .lproj .strings and .stringsdict resources.
        .plugin(name: "XCStringsCompiler", targets: ["XCStringsCompiler"]),
        .executable(name: "HelloButton", targets: ["HelloButton"]),
        .executable(name: "Ticker", targets: ["Ticker"]),
        .executable(name: "InputLab", targets: ["InputLab"]),
        .executable(name: "Form", targets: ["Form"]),
        .executable(name: "Gallery", targets: ["Gallery"]),
        .executable(name: "Replay", targets: ["Replay"]),
        .executable(name: "Todo", targets: ["Todo"]),
        .executable(name: "Library", targets: ["Library"]),
        .executable(name: "Photos", targets: ["Photos"]),
        .executable(name: "Settings", targets: ["Settings"]),
        .executable(name: "RingTimer", targets: ["RingTimer"]),
        .executable(name: "Notes", targets: ["Notes"]),
        .executable(name: "Languages", targets: ["Languages"]),
    ],
    targets: [
        // C libraries, through pkg-config. The shims hold static inline helpers for C macros
        // and variadic functions that Swift cannot import.
        .systemLibrary(name: "CX11", path: "Sources/CX11", pkgConfig: "x11 xi xext xrandr xcursor",
                       providers: [.apt(["libx11-dev", "libxi-dev", "libxext-dev", "libxrandr-dev", "libxcursor-dev"])]),
        .systemLibrary(name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo pixman-1",
                       providers: [.apt(["libcairo2-dev", "libpixman-1-dev"])]),
        // libjpeg-turbo, for UIImage's JPEG decoding and encoding.
        .systemLibrary(name: "CJPEG", path: "Sources/CJPEG", pkgConfig: "libjpeg",
                       providers: [.apt(["libjpeg62-turbo-dev"])]),
        // libpng, for decoding a large PNG smaller row by row (Cairo's own reader decodes whole images).
        .systemLibrary(name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        // librsvg, for system images: Adwaita's symbolic SVG icons drawn as vectors (Graphics/Symbols/).
        // Opened with dlopen at the first icon, not linked (Sources/CRsvg/shim.h): no pkg-config.
        .systemLibrary(name: "CRsvg", path: "Sources/CRsvg"),
        // Pango through Cairo: the text engine (HarfBuzz shaping, bidi, fontconfig fallback).
        .systemLibrary(name: "CPango", path: "Sources/CPango", pkgConfig: "pangocairo pangoft2 fontconfig",
                       providers: [.apt(["libpango1.0-dev", "libfontconfig-dev"])]),
        // Enchant 2, for spelling (UITextChecker and the red underlines, Text/Spelling/): the desktop's
        // spell checkers and the user's personal dictionaries.
        .systemLibrary(name: "CEnchant", path: "Sources/CEnchant", pkgConfig: "enchant-2",
                       providers: [.apt(["libenchant-2-dev"])]),
        // libdbus, for the AT-SPI accessibility bridge, the desktop portals and notifications.
        // Opened with dlopen at the first D-Bus call, not linked (Sources/CDBus/shim.h): no pkg-config.
        .systemLibrary(name: "CDBus", path: "Sources/CDBus"),
        // XTest drives input in tests; XFixes reads back the pointer's cursor.
        .systemLibrary(name: "CXTest", path: "Sources/CXTest", pkgConfig: "xtst xfixes",
                       providers: [.apt(["libxtst-dev", "libxfixes-dev"])]),

        // Content types (UTType) as Apple's UniformTypeIdentifiers names them, with Foundation only;
        // the freedesktop shared-mime-info database for what its table does not know.
        .target(name: "UniformTypeIdentifiers"),
        // Weak C definitions of Foundation's language entry points, forwarding to XUIKitCore (R36.15).
        .target(name: "CFoundationHooks"),
        // Pixel kernels the render pass blends with (R27.22).
        .target(name: "CPixelKernels"),
        // Starts Pango's fontconfig thread as an app's process loads (R27.23); only apps (XUIKit) link it.
        .target(name: "CEarlyFonts"),
        // The toolkit itself: responder chain, events, views, controls, drawing. Imports no X11.
        .target(name: "XUIKitCore", dependencies: ["UniformTypeIdentifiers", "CCairo", "CJPEG", "CPNG", "CPango", "CRsvg", "CEnchant", "CFoundationHooks", "CPixelKernels"]),
        // Linux input helpers with no X11 in them (evdev key codes, the server clock, scroll
        // valuators, removed-device releases), for the X11 backend and any other Linux backend.
        .target(name: "XUIKitLinuxInput", dependencies: ["XUIKitCore"]),
        // The X11 display backend: Xlib + XInput 2.
        .target(name: "XUIKitX11", dependencies: ["XUIKitCore", "XUIKitLinuxInput", "CX11"]),
        // libdbus driven from the run loop, and readers and writers of D-Bus messages: the one bus
        // layer under the accessibility bridge, the desktop integration and the tests' clients.
        .target(name: "XUIKitDBus", dependencies: ["XUIKitCore", "CDBus"]),
        // The AT-SPI 2 bridge: exports the accessibility tree on the desktop's accessibility bus.
        .target(name: "XUIKitAccessibility", dependencies: ["XUIKitCore", "XUIKitDBus", "CDBus"]),
        // The desktop's services over the session bus: XDG desktop portals, notifications.
        .target(name: "XUIKitDesktop", dependencies: ["XUIKitCore", "XUIKitDBus", "CDBus"]),
        // UIKit's UserNotifications: UNUserNotificationCenter, delivered through the desktop's
        // notification server (the core's DesktopServices slot, filled by XUIKitDesktop).
        .target(name: "UserNotifications", dependencies: ["XUIKitCore"]),
        // PhotosUI's PHPickerViewController: the desktop's file chooser (or XUIKit's own dialog)
        // filtered to images and videos, handing item providers (`import PhotosUI`, as on iOS).
        .target(name: "PhotosUI", dependencies: ["UniformTypeIdentifiers", "XUIKitCore"]),
        // What apps import: the core, with X11 as the default backend.
        .target(name: "XUIKit", dependencies: ["UniformTypeIdentifiers", "XUIKitCore", "XUIKitX11", "XUIKitAccessibility", "XUIKitDesktop", "UserNotifications", "PhotosUI", "CX11", "CEarlyFonts"]),

        // XCUITest for XUIKit apps: launch on a private Xvfb, find elements over AT-SPI, act with XTest.
        .target(name: "XUIKitTesting", dependencies: ["XUIKitAccessibility", "XUIKitDBus", "CDBus", "CX11", "CXTest", "CCairo"]),
        // Tests with no display: a fresh app, one key window, raw input through UIApplication.handle
        // on a clock the test moves; recording views and probes.
        .target(name: "XUIKitHeadlessTesting", dependencies: ["XUIKitCore"]),
        // String catalogs (.xcstrings) compiled into the .lproj tables Foundation and XUIKit read:
        // the compiler (Foundation only), its command line, and the build tool plugin that runs it.
        .target(name: "XCStringsCompilation"),
        .executableTarget(name: "XCStringsTool", dependencies: ["XCStringsCompilation"]),
        .plugin(name: "XCStringsCompiler", capability: .buildTool(), dependencies: ["XCStringsTool"]),

        .executableTarget(name: "HelloButton", dependencies: ["XUIKit"], path: "Examples/HelloButton"),
        .executableTarget(name: "Ticker", dependencies: ["XUIKit"], path: "Examples/Ticker"),
        // A form laid out only with anchors and stack views; resizes with its window.
        .executableTarget(name: "Form", dependencies: ["XUIKit"], path: "Examples/Form"),
        // A to-do list: a UITableView with swipe actions, a text field and an image header.
        .executableTarget(name: "Todo", dependencies: ["XUIKit"], path: "Examples/Todo"),
        .executableTarget(name: "Library", dependencies: ["XUIKit"], path: "Examples/Library"),
        .executableTarget(name: "Photos", dependencies: ["XUIKit"], path: "Examples/Photos"),
        .executableTarget(name: "Settings", dependencies: ["XUIKit"], path: "Examples/Settings"),
        .executableTarget(name: "RingTimer", dependencies: ["XUIKit"], path: "Examples/RingTimer"),
        // A text editor written as iOS code: a UIDocument, opened and saved through the document picker,
        // with a menu bar, dropped files, a notification, a link, in English, German and Arabic.
        .executableTarget(name: "Notes", dependencies: ["XUIKit"], path: "Examples/Notes",
                         resources: [.process("Resources")]),
        // A settings form in English, German or Arabic (right to left), from .lproj resources.
        .executableTarget(name: "Languages", dependencies: ["XUIKit"], path: "Examples/Languages",
                          resources: [.process("Resources")], plugins: ["XCStringsCompiler"]),
        // Every standard control, light or dark, at any scale.
        .executableTarget(name: "Gallery", dependencies: ["XUIKit"], path: "Examples/Gallery"),
        // Shows every kind of input arriving, and prints a line for each.
        .executableTarget(name: "InputLab", dependencies: ["XUIKit"], path: "Examples/InputLab"),
        // Replays a recorded input trace into a running XUIKit app (X11ReplayChannel).
        .executableTarget(name: "Replay", dependencies: ["XUIKit", "XUIKitX11"], path: "Examples/Replay"),
        .executableTarget(name: "XUIKitBench", dependencies: ["XUIKitCore"], path: "Benchmarks/XUIKitBench"),
        // XUIKit's side of the Tk/GTK comparison (scripts/bench-peers.sh). Its release build links
        // as a Swift app is best shipped on Linux (README, "Start-up and memory"): by lld, with the
        // relative relocations packed (DT_RELR, glibc 2.36+; the static Swift runtime and Foundation
        // have some 110 000, 2.6 MiB of tables the loader otherwise reads at every launch), and
        // exporting no symbols but Foundation's language hooks (R36.15–R36.17; swiftc's
        // -export-dynamic puts 21 000 in tables the loader searches for every library's symbols).
        .executableTarget(name: "XUIKitPeer", dependencies: ["XUIKit", "XUIKitX11", "CX11"], path: "Benchmarks/peers/XUIKitPeer",
                          linkerSettings: [.unsafeFlags(["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
                                                         "-Xlinker", "--no-export-dynamic"]
                                                        + foundationHookSymbols.flatMap { ["-Xlinker", "--export-dynamic-symbol=\($0)"] },
                                                        .when(configuration: .release))]),
        // Random input through the input door, checking the touch ledger (scripts/fuzz.sh).
        .executableTarget(name: "XUIKitFuzz", dependencies: ["XUIKitCore"], path: "Benchmarks/XUIKitFuzz"),
        // The app scripts/soak.sh drives for minutes with XTest.
        .executableTarget(name: "XUIKitSoak", dependencies: ["XUIKit"], path: "Benchmarks/XUIKitSoak"),
        // The app a hostile AT-SPI client attacks (AccessibilityHardeningTests, scripts/fuzz-atspi.sh).
        .executableTarget(name: "XUIKitAccessibilityTarget", dependencies: ["XUIKit"], path: "Benchmarks/XUIKitAccessibilityTarget"),
        // The process DocumentCrashProcessTests kills in the middle of a UIDocument save.
        .executableTarget(name: "XUIKitDocumentWriter", dependencies: ["XUIKitCore"], path: "Benchmarks/XUIKitDocumentWriter"),
        // The app the notification tests drive (NotificationsProcessTests).
        .executableTarget(name: "XUIKitNotificationTarget", dependencies: ["XUIKit"], path: "Benchmarks/XUIKitNotificationTarget"),

        // Traces/ holds recorded input (JSON lines) the tests read by path.
        .testTarget(name: "XUIKitCoreTests", dependencies: ["UniformTypeIdentifiers", "XUIKitCore", "PhotosUI", "XUIKitHeadlessTesting", "XCStringsCompilation", "CPixelKernels"], exclude: ["Traces"]),
        .testTarget(name: "XUIKitX11Tests", dependencies: ["XUIKit", "XUIKitX11", "XUIKitLinuxInput", "XUIKitTesting", "CX11", "CXTest", "CEarlyFonts"]),
        // One UI test per example app, written with XUIKitTesting.
        .testTarget(name: "ExampleUITests", dependencies: ["XUIKitTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
