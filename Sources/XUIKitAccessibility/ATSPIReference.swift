/// An AT-SPI object reference: the bus name of the process that holds the object, and its path.
struct ATSPIReference: Equatable {
    var busName: String
    var path: String

    /// Where every accessible object of ours lives, under the application's root.
    static let pathPrefix = "/org/a11y/atspi/accessible/"
    static let rootPath = "/org/a11y/atspi/accessible/root"
    /// AT-SPI's "no object".
    static let nullPath = "/org/a11y/atspi/null"
    /// The desktop: the registry's root, parent of every application.
    static let desktop = ATSPIReference(busName: "org.a11y.atspi.Registry", path: rootPath)
}
