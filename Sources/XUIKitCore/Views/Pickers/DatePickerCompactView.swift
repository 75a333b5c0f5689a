import Foundation

/// The `.compact` style: a date field and, for modes with a time, a time field side by side,
/// each opening its picker in a popover (R26.14).
@MainActor
final class DatePickerCompactView: UIView, DatePickerStyleView {
    /// Space between the date and the time fields.
    static let spacing: CGFloat = 6

    private(set) var fields: [DatePickerCompactField] = []

    init(owner: UIDatePicker) {
        super.init(frame: .zero)
        switch owner.datePickerMode {
        case .date: fields = [DatePickerCompactField(owner: owner, part: .date)]
        case .time: fields = [DatePickerCompactField(owner: owner, part: .time)]
        case .dateAndTime, .countDownTimer:
            fields = [DatePickerCompactField(owner: owner, part: .date), DatePickerCompactField(owner: owner, part: .time)]
        }
        fields.forEach(addSubview)
    }

    required init?(coder: NSCoder) { return nil }

    var preferredSize: CGSize {
        let sizes = fields.map(\.preferredSize)
        let width = sizes.map(\.width).reduce(0, +) + CGFloat(max(sizes.count - 1, 0)) * DatePickerCompactView.spacing
        return CGSize(width: width, height: sizes.map(\.height).max() ?? DatePickerCompactField.height)
    }

    func showDate(animated: Bool) {
        fields.forEach { $0.showDate() }
        setNeedsLayout()
    }

    /// The fields from the trailing edge, as UIKit aligns a compact picker's fields.
    override func layoutSubviews() {
        super.layoutSubviews()
        var x = bounds.maxX
        for field in fields.reversed() {
            let size = field.preferredSize
            x -= size.width
            field.frame = CGRect(x: x, y: bounds.minY + ((bounds.height - size.height) / 2).rounded(.down),
                                 width: size.width, height: size.height)
            x -= DatePickerCompactView.spacing
        }
    }
}
