import CX11
import Foundation
import Testing
@_spi(Testing) @testable import XUIKitX11
@testable import XUIKitLinuxInput
import XUIKit

/// A hand-built `XIDeviceEvent` (Swift zero-initialises it), with valuators, as the server would
/// send it for master 2 and source `source`.
@MainActor
func xiEvent(_ type: Int32, source: Int32 = 11, detail: Int32 = 0, flags: Int32 = 0, x: Double = 12.5, y: Double = 30,
             valuators: [Int: Double] = [:], _ body: (XIDeviceEvent) -> Void) {
    var event = XIDeviceEvent()
    event.evtype = type
    event.deviceid = 2
    event.sourceid = source
    event.detail = detail
    event.flags = flags
    event.event_x = x
    event.event_y = y
    // The mask has one bit per valuator; `values` is dense, in bit order.
    var mask = [UInt8](repeating: 0, count: 4)
    for axis in valuators.keys { mask[axis >> 3] |= UInt8(1 << (axis & 7)) }
    var values = valuators.keys.sorted().map { valuators[$0]! }
    mask.withUnsafeMutableBufferPointer { maskBuffer in
        values.withUnsafeMutableBufferPointer { valueBuffer in
            event.valuators.mask_len = Int32(maskBuffer.count)
            event.valuators.mask = maskBuffer.baseAddress
            event.valuators.values = valueBuffer.baseAddress
            body(event)
        }
    }
}

/// Decoding with memory: scroll valuators, the device table, touchpad gestures (no server).
@Suite("XInput 2 stateful decoding (no server)")
@MainActor
struct XInputDecoderTests {
    /// Source device 11 scrolls smoothly: vertical on valuator 3 (increment 120), horizontal on 2
    /// (increment -15, inverted).
    private func decoder(scrolls: Bool = true) -> XInputDecoder {
        let axes = scrolls ? [ScrollAxis(number: 2, isVertical: false, increment: -15),
                              ScrollAxis(number: 3, isVertical: true, increment: 120)] : []
        return XInputDecoder(devices: XInputDeviceTable([
            XInputDevice(id: 2, use: XIMasterPointer, attachment: 3),
            XInputDevice(id: 11, use: XISlavePointer, attachment: 2, scrollAxes: axes),
        ]))
    }

    private func decode(_ decoder: inout XInputDecoder, _ type: Int32, source: Int32 = 11, detail: Int32 = 0,
                        flags: Int32 = 0, valuators: [Int: Double] = [:]) -> [InputEvent.Kind] {
        var kinds: [InputEvent.Kind] = []
        xiEvent(type, source: source, detail: detail, flags: flags, valuators: valuators) { kinds = decoder.decode($0) }
        return kinds
    }

    private func scroll(_ dx: CGFloat, _ dy: CGFloat, discrete: Bool = false) -> InputEvent.Kind {
        .scroll(InputEvent.Scroll(device: 2, location: CGPoint(x: 12.5, y: 30), dx: dx, dy: dy, isDiscrete: discrete))
    }

    @Test("Valuators decode from a sparse mask and dense values")
    func valuatorDecoding() {
        xiEvent(XI_Motion, valuators: [0: 5, 1: 6, 4: 900, 17: -3]) { event in
            #expect(XInput2.valuators(event.valuators) == [0: 5, 1: 6, 4: 900, 17: -3])
        }
    }

    @Test("The first scroll value only sets the baseline; then one increment is one 40-point click")
    func scrollBaseline() {
        var decoder = decoder()
        #expect(decode(&decoder, XI_Motion, valuators: [3: 1200]).isEmpty, "first event: baseline, and no motion")
        #expect(decode(&decoder, XI_Motion, valuators: [3: 1320]) == [scroll(0, 40)])
        #expect(decode(&decoder, XI_Motion, valuators: [3: 1260]) == [scroll(0, -20)])
        #expect(decode(&decoder, XI_Motion, valuators: [3: 1260]).isEmpty, "no change, no scroll")
    }

    @Test("Both axes at once; a negative increment inverts the axis")
    func bothAxes() {
        var decoder = decoder()
        _ = decode(&decoder, XI_Motion, valuators: [2: 0, 3: 0])
        #expect(decode(&decoder, XI_Motion, valuators: [2: 30, 3: -240]) == [scroll(-80, -80)])
    }

    @Test("XI_Enter restarts every baseline: the accumulator moved while the pointer was away")
    func enterResets() {
        var decoder = decoder()
        _ = decode(&decoder, XI_Motion, valuators: [3: 0])
        var enter = XIEnterEvent()
        enter.evtype = XI_Enter
        enter.deviceid = 2
        enter.sourceid = 11
        #expect(decoder.decode(enter) != nil)
        #expect(decode(&decoder, XI_Motion, valuators: [3: 6000]).isEmpty, "no jump after entering")
        #expect(decode(&decoder, XI_Motion, valuators: [3: 6120]) == [scroll(0, 40)])
    }

    @Test("XI_DeviceChanged(XISlaveSwitch) restarts the new slave's baseline")
    func slaveSwitchResets() {
        var decoder = decoder()
        _ = decode(&decoder, XI_Motion, valuators: [3: 0])
        var change = XIDeviceChangedEvent()
        change.evtype = XI_DeviceChanged
        change.deviceid = 2
        change.sourceid = 11
        change.reason = XISlaveSwitch
        decoder.deviceChanged(change)
        #expect(decode(&decoder, XI_Motion, valuators: [3: 480]).isEmpty)
        #expect(decode(&decoder, XI_Motion, valuators: [3: 600]) == [scroll(0, 40)])
    }

    @Test("A wrapped-around accumulator is a new baseline, not a scroll")
    func wrapAround() {
        var decoder = decoder()
        _ = decode(&decoder, XI_Motion, valuators: [3: Double(Int32.max) - 60])
        #expect(decode(&decoder, XI_Motion, valuators: [3: Double(Int32.min) + 60]).isEmpty)
        #expect(decode(&decoder, XI_Motion, valuators: [3: Double(Int32.min) + 180]) == [scroll(0, 40)])
    }

    @Test("A motion that also moved the pointer gives the scroll, then the motion")
    func scrollAndMotion() {
        var decoder = decoder()
        _ = decode(&decoder, XI_Motion, valuators: [3: 0])
        let kinds = decode(&decoder, XI_Motion, valuators: [0: 12.5, 1: 30, 3: 120])
        #expect(kinds == [scroll(0, 40),
                          .pointerMotion(InputEvent.PointerMotion(device: 2, location: CGPoint(x: 12.5, y: 30)))])
    }

    @Test("With scroll axes, wheel buttons (emulated or not) give nothing; an emulated valuator motion gives one discrete click")
    func legacyButtonOnScrollDevice() {
        var decoder = decoder()
        _ = decode(&decoder, XI_Motion, valuators: [3: 0])
        // A driver posting button 5: the button stays unflagged, the server emulates the motion.
        var kinds = decode(&decoder, XI_Motion, flags: XIPointerEmulated, valuators: [3: 120])
        kinds += decode(&decoder, XI_ButtonPress, detail: 5)
        kinds += decode(&decoder, XI_ButtonRelease, detail: 5)
        // A smooth driver: the motion is real, the server emulates the buttons.
        kinds += decode(&decoder, XI_Motion, valuators: [3: 240])
        kinds += decode(&decoder, XI_ButtonPress, detail: 5, flags: XIPointerEmulated)
        kinds += decode(&decoder, XI_ButtonRelease, detail: 5, flags: XIPointerEmulated)
        #expect(kinds == [scroll(0, 40, discrete: true), scroll(0, 40)])
    }

    @Test("Without scroll axes, wheel buttons 4–7 are the discrete scrolls and motion is plain motion")
    func legacyButtonWithoutScrollClass() {
        var decoder = decoder(scrolls: false)
        #expect(decode(&decoder, XI_ButtonPress, detail: 4) == [scroll(0, -40, discrete: true)])
        #expect(decode(&decoder, XI_ButtonRelease, detail: 4).isEmpty)
        #expect(decode(&decoder, XI_ButtonPress, detail: 7) == [scroll(40, 0, discrete: true)])
        #expect(decode(&decoder, XI_Motion, valuators: [3: 120])
                == [.pointerMotion(InputEvent.PointerMotion(device: 2, location: CGPoint(x: 12.5, y: 30)))])
    }

    @Test("Touch-emulated pointer events stay dropped; touch flags change nothing")
    func touchFlags() {
        var decoder = decoder()
        #expect(decode(&decoder, XI_Motion, flags: XIPointerEmulated, valuators: [0: 1, 1: 2]).isEmpty)
        #expect(decode(&decoder, XI_ButtonPress, detail: 1, flags: XIPointerEmulated).isEmpty)
        let pending = decode(&decoder, XI_TouchUpdate, detail: 77, flags: XITouchPendingEnd | XITouchEmulatingPointer)
        #expect(pending == [.touch(InputEvent.Touch(device: 11, id: 77, phase: .moved, location: CGPoint(x: 12.5, y: 30)))],
                "a pending end is still just an update")
        let end = decode(&decoder, XI_TouchEnd, detail: 77, flags: XITouchPendingEnd)
        #expect(end == [.touch(InputEvent.Touch(device: 11, id: 77, phase: .ended, location: CGPoint(x: 12.5, y: 30)))])
    }

    @Test("A removed master takes its attached slaves along; disabled slaves go; added ones do not")
    func devicesGone() {
        let table = XInputDeviceTable([
            XInputDevice(id: 2, use: XIMasterPointer, attachment: 3),
            XInputDevice(id: 8, use: XIMasterPointer, attachment: 9),
            XInputDevice(id: 9, use: XIMasterKeyboard, attachment: 8),
            XInputDevice(id: 10, use: XISlavePointer, attachment: 8),
            XInputDevice(id: 11, use: XISlaveKeyboard, attachment: 9),
            XInputDevice(id: 12, use: XISlavePointer, attachment: 2),
        ])
        let removal = [XIHierarchyInfo(deviceid: 8, attachment: 0, use: XIMasterPointer, enabled: 0, flags: XIMasterRemoved),
                       XIHierarchyInfo(deviceid: 9, attachment: 0, use: XIMasterKeyboard, enabled: 0, flags: XIMasterRemoved),
                       XIHierarchyInfo(deviceid: 10, attachment: 0, use: XISlavePointer, enabled: 0, flags: XISlaveRemoved),
                       XIHierarchyInfo(deviceid: 2, attachment: 3, use: XIMasterPointer, enabled: 1, flags: 0)]
        #expect(table.devicesGone(after: removal) == [8, 10, 9, 11])
        let disable = [XIHierarchyInfo(deviceid: 12, attachment: 2, use: XISlavePointer, enabled: 0, flags: XIDeviceDisabled),
                       XIHierarchyInfo(deviceid: 13, attachment: 2, use: XISlavePointer, enabled: 1,
                                       flags: XISlaveAdded | XIDeviceEnabled)]
        #expect(table.devicesGone(after: disable) == [12])
    }

    @Test("Pinch: scale as XI reports it, rotation and translation summed, cancel on End")
    func pinch() {
        var decoder = decoder()
        func sample(_ stage: TouchpadGestures.Sample.Stage, scale: CGFloat, angle: CGFloat, dx: CGFloat,
                    cancelled: Bool = false) -> TouchpadGestures.Sample {
            .init(device: 2, stage: stage, location: CGPoint(x: 5, y: 6), delta: CGPoint(x: dx, y: 1), scale: scale,
                  deltaAngle: angle, fingerCount: 2, isCancelled: cancelled)
        }
        #expect(decoder.decode(sample(.begin, scale: 1, angle: 0, dx: 0))
                == .transform(.init(device: 2, phase: .began, location: CGPoint(x: 5, y: 6), translation: CGPoint(x: 0, y: 1))))
        _ = decoder.decode(sample(.update, scale: 1.2, angle: 90, dx: 3))
        guard case .transform(let changed) = decoder.decode(sample(.update, scale: 1.5, angle: 90, dx: 4)) else {
            Issue.record("not a transform"); return
        }
        #expect(changed.phase == .changed && changed.scale == 1.5 && changed.fingerCount == 2)
        #expect(abs(changed.rotation - .pi) < 1e-9)
        #expect(changed.translation == CGPoint(x: 7, y: 3))
        guard case .transform(let ended) = decoder.decode(sample(.end, scale: 1.5, angle: 0, dx: 0, cancelled: true)) else {
            Issue.record("not a transform"); return
        }
        #expect(ended.phase == .cancelled)
        // A new gesture starts from zero.
        guard case .transform(let next) = decoder.decode(sample(.begin, scale: 1, angle: 10, dx: 2)) else {
            Issue.record("not a transform"); return
        }
        #expect(next.phase == .began && next.translation == CGPoint(x: 2, y: 1))
        #expect(abs(next.rotation - 10 * .pi / 180) < 1e-9)
    }

    @Test("Pinch and swipe events decode their XI fields: detail is the finger count")
    func gestureEventFields() {
        var pinch = XIGesturePinchEvent()
        pinch.evtype = XI_GesturePinchEnd
        pinch.deviceid = 2
        pinch.detail = 3
        pinch.event_x = 40
        pinch.event_y = 50
        pinch.delta_x = 1.5
        pinch.scale = 0.5
        pinch.delta_angle = -4
        pinch.flags = XIGesturePinchEventCancelled
        #expect(TouchpadGestures.Sample(pinch)
                == .init(device: 2, stage: .end, location: CGPoint(x: 40, y: 50), delta: CGPoint(x: 1.5, y: 0),
                         scale: 0.5, deltaAngle: -4, fingerCount: 3, isCancelled: true))
        var swipe = XIGestureSwipeEvent()
        swipe.evtype = XI_GestureSwipeUpdate
        swipe.deviceid = 2
        swipe.detail = 4
        swipe.delta_y = -7
        var decoder = decoder()
        #expect(decoder.decode(TouchpadGestures.Sample(swipe))
                == .transform(.init(device: 2, phase: .began, location: .zero, translation: CGPoint(x: 0, y: -7),
                                    fingerCount: 4)),
                "an update whose begin this client never saw begins the gesture")
    }
}
