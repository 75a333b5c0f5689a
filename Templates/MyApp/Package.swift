// swift-tools-version:6.0
import PackageDescription

// An app package that uses XUIKit, with a headless unit test and a UI test. It expects a checkout
// of XUIKit in a folder named XUIKit next to this package's folder (SwiftPM names a path dependency
// after its folder); scripts/check-user-package.sh in XUIKit builds and tests a copy of it that way.
let package = Package(
    name: "MyApp",
    dependencies: [
        .package(path: "../XUIKit"),
    ],
    targets: [
        .executableTarget(name: "MyApp", dependencies: [.product(name: "XUIKit", package: "XUIKit")]),
        // Unit tests with no X server: the app's own types on the headless backend.
        .testTarget(name: "MyAppTests",
                    dependencies: ["MyApp", .product(name: "XUIKitHeadlessTesting", package: "XUIKit")]),
        // UI tests: the built app on a private Xvfb, driven through the accessibility tree.
        .testTarget(name: "MyAppUITests", dependencies: [.product(name: "XUIKitTesting", package: "XUIKit")]),
    ],
    swiftLanguageModes: [.v6]
)
