/// An AT-SPI object reference: the bus name of the process that holds the object, and its path.
package struct ATSPIReference: Equatable {
    package var busName: String
    package var path: String

    package init(busName: String, path: String) {
        self.busName = busName
        self.path = path
    }

    /// Where every accessible object of ours lives, under the application's root.
    package static let pathPrefix = "/org/a11y/atspi/accessible/"
    package static let rootPath = "/org/a11y/atspi/accessible/root"
    /// AT-SPI's "no object".
    package static let nullPath = "/org/a11y/atspi/null"
    /// The desktop: the registry's root, parent of every application.
    package static let desktop = ATSPIReference(busName: "org.a11y.atspi.Registry", path: rootPath)
}
