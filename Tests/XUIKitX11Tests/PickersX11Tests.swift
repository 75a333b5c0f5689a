import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) @testable import XUIKitCore
@_spi(Testing) import XUIKitX11

/// Twelve rows titled "Row 0" … "Row 11" that record the delegate's selections.
@MainActor
private final class TwelveRows: UIPickerViewDataSource, UIPickerViewDelegate {
    var selections: [Int] = []
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 12 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "Row \(row)" }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { selections.append(row) }
}

/// Issue 22's pickers on a real server, with XTest input: a picker row changed by a click and by
/// the wheel, a day picked in an inline calendar, the compact field opening its popover.
@Suite("Pickers on Xvfb", .serialized)
@MainActor
struct PickersX11Tests {
    private func settle(_ seconds: TimeInterval = 0.5) {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            UIApplication.shared.runPendingWork()
            usleep(10_000)
        }
    }

    private func show(_ root: UIViewController, in session: X11Session) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
        window.rootViewController = root
        session.show(window)
        settle(0.2)
    }

    private static func utcDate(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour))!
    }

    private static func utcPicker(mode: UIDatePicker.Mode, style: UIDatePickerStyle) -> UIDatePicker {
        let picker = UIDatePicker()
        picker.timeZone = TimeZone(identifier: "UTC")!
        picker.locale = Locale(identifier: "en_US")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_US")
        calendar.firstWeekday = 1
        picker.calendar = calendar
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = style
        return picker
    }

    @Test("R26.5, R26.6: an XTest click on a row selects it and glides it into the band; a wheel notch moves one row")
    func pickerClickAndWheel() throws {
        try withX11App { session in
            let root = UIViewController()
            root.view.backgroundColor = .white
            let picker = UIPickerView(frame: CGRect(x: 20, y: 20, width: 320, height: 216))
            let model = TwelveRows()
            picker.dataSource = model
            picker.delegate = model
            root.view.addSubview(picker)
            show(root, in: session)
            // Row 2 shows 108·sin(64/108) ≈ 60 pt below the centre (R26.1): window y 20 + 108 + 60.
            session.click(x: 180, y: 188)
            settle()
            // Foundation's timers do not fire by themselves in the test process: run the glide's
            // frames by moving the app's clock past its 0.25 s, as the other X11 tests do.
            let app = UIApplication.shared
            app.advanceClock(to: app.scheduler.now + UIPickerView.glideDuration + 0.05)
            app.runPendingWork()
            #expect(model.selections == [2])
            #expect(picker.selectedRow(inComponent: 0) == 2)
            let label = try #require(picker.view(forRow: 2, forComponent: 0))
            let centre = label.convert(CGPoint(x: label.bounds.midX, y: label.bounds.midY), to: nil)
            #expect(abs(centre.y - 128) < 0.5, "after the glide row 2 sits in the band")

            session.client.click(x: 180, y: 128, button: 5)       // one notch towards the user
            settle()
            #expect(model.selections == [2, 3])
            session.client.click(x: 180, y: 128, button: 4)       // one notch away
            session.client.click(x: 180, y: 128, button: 4)
            settle()
            #expect(model.selections == [2, 3, 2, 1])
            #expect(picker.selectedRow(inComponent: 0) == 1)
        }
    }

    @Test("R26.1, R26.15: the picker's selection band and a colour well's colour reach the server's pixels")
    func bandAndWellPixels() throws {
        try withX11App { session in
            let root = UIViewController()
            root.view.backgroundColor = .white
            root.overrideUserInterfaceStyle = .light
            let picker = UIPickerView(frame: CGRect(x: 20, y: 20, width: 320, height: 216))
            let model = TwelveRows()
            picker.dataSource = model
            picker.delegate = model
            root.view.addSubview(picker)
            let well = UIColorWell(frame: CGRect(x: 400, y: 40, width: 0, height: 0))
            well.selectedColor = .red
            root.view.addSubview(well)
            show(root, in: session)
            let window = try #require(root.view.window)
            // The band (tertiarySystemFill, 12 % grey-blue over white) spans x 28…332, y 112…144;
            // its left end holds no text.
            let band = try #require(session.pixel(of: window, x: 32, y: 128))
            #expect(band != 0xFFFFFF)
            #expect((band >> 16) & 0xFF >= 0xE0 && (band >> 16) & 0xFF <= 0xF5, "a light grey: \(String(band, radix: 16))")
            #expect(session.pixel(of: window, x: 32, y: 100) == 0xFFFFFF, "above the band the picker is clear")
            // The well's middle is its colour; its ring is drawn round it.
            #expect(session.pixel(of: window, x: 414, y: 54) == 0xFF0000)
            #expect(session.pixel(of: window, x: 414, y: 41) != 0xFFFFFF, "the ring's top")
        }
    }

    @Test("R26.11, R26.13: an XTest click on a day of an inline calendar sends valueChanged with that date")
    func inlineCalendarClick() throws {
        try withX11App { session in
            let root = UIViewController()
            root.view.backgroundColor = .white
            let picker = Self.utcPicker(mode: .date, style: .inline)
            picker.date = Self.utcDate(2026, 11, 3, 9)
            picker.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: picker.intrinsicContentSize)
            root.view.addSubview(picker)
            var picked: [Date] = []
            picker.addAction(UIAction { _ in picked.append(picker.date) }, for: .valueChanged)
            show(root, in: session)
            let calendarView = try #require((picker.styleView as? DatePickerInlineView)?.calendarView)
            let cell = calendarView.convert(calendarView.rect(ofDay: 24), to: nil)
            session.click(x: Int32(cell.midX), y: Int32(cell.midY))
            settle(0.2)
            #expect(picked == [Self.utcDate(2026, 11, 24, 9)])
            #expect(picker.date == Self.utcDate(2026, 11, 24, 9))
        }
    }

    @Test("R26.14: an XTest click on a compact date field opens its calendar in a popover; a day clicked there is picked")
    func compactFieldPopover() throws {
        try withX11App { session in
            let root = UIViewController()
            root.view.backgroundColor = .white
            let picker = Self.utcPicker(mode: .date, style: .compact)
            picker.date = Self.utcDate(2026, 11, 3, 9)
            picker.frame = CGRect(origin: CGPoint(x: 40, y: 30), size: picker.intrinsicContentSize)
            root.view.addSubview(picker)
            var changes = 0
            picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
            show(root, in: session)
            let field = picker.convert(picker.bounds, to: nil)
            session.click(x: Int32(field.midX), y: Int32(field.midY))
            settle()
            let popover = try #require(root.presentedViewController as? DatePickerPopoverController)
            #expect(popover.popoverPresentationController?.arrowDirection == .up, "the popover opens below the field")
            let calendarView = try #require((popover.picker.styleView as? DatePickerInlineView)?.calendarView)
            let cell = calendarView.convert(calendarView.rect(ofDay: 12), to: nil)
            session.click(x: Int32(cell.midX), y: Int32(cell.midY))
            settle(0.2)
            #expect(picker.date == Self.utcDate(2026, 11, 12, 9))
            #expect(changes == 1)
            session.client.type(XK_Escape)
            settle()
            #expect(root.presentedViewController == nil)
        }
    }
}
