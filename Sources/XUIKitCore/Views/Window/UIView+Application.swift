import Foundation

extension UIView {
    /// The application the view's window is shown in: how code that has a view reaches its app,
    /// as touches reach their input router through their window. A view in no window, or in a
    /// window never shown, belongs to the shared app — a process runs one app; only tests make a
    /// fresh one (`UIApplication.makeFreshForTesting`), and they make it before their windows.
    var application: UIApplication { window?.attachedApplication ?? UIApplication.shared }
}
