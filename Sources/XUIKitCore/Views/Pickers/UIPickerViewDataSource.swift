import Foundation

/// The object that tells a `UIPickerView` how many components (wheels) it has and how many rows
/// each holds. Both methods are required, as in UIKit.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// How many components (columns) the picker shows.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// How many rows `component` holds.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// The object that supplies a `UIPickerView`'s rows (a title, an attributed title or a view) and
/// hears when the user selects one.
///
/// Every method has a default, as UIKit's optional methods do. A row shows, in this order of
/// preference (R26.3): the view from `viewForRow`, else the attributed title, else the title,
/// else "?" (what UIKit shows when the delegate supplies nothing).
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// The width of `component`; by default the components share the picker's width equally.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of every row of `component`; 32 pt by default.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The title of a row; nil by default.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The styled title of a row; wins over `titleForRow`. Nil by default.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// The view that shows a row; wins over the titles. `view` is a view this method returned for a
    /// row no longer visible, to reuse. The default shows the row's (attributed) title in a label.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    /// The user selected `row` of `component` (by a click, a drag, the wheel or a key), R26.5.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// The components share the picker's width equally (R26.2).
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.defaultWidth(forComponent: component)
    }
    /// 32 pt, UIKit's row height since iOS 14 (R26.1).
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        UIPickerView.standardRowHeight
    }
    /// No title.
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    /// No styled title.
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int,
                           forComponent component: Int) -> NSAttributedString? { nil }
    /// A label with the row's attributed title, its title, or "?" (R26.3).
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                           reusing view: UIView?) -> UIView {
        pickerView.titleRowView(row: row, component: component, reusing: view)
    }
    /// Nothing.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
