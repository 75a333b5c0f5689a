/// A presented controller from another module of the package (PhotosUI's
/// `PHPickerViewController`) that shows a file chooser once its view is in the window, as the
/// toolkit's own pickers do in `presentationDidInstallView()` (R32.15). The presentation calls
/// `presentedViewDidInstall()` at that moment.
@MainActor
package protocol PresentedFileChoosing: UIViewController {
    /// The presented view is in the window: ask for the file chooser now.
    func presentedViewDidInstall()
}
