import CX11
import Foundation
import XUIKitLinuxInput

/// What the backend knows about one XInput 2 device (`XIDeviceInfo`).
struct XInputDevice: Equatable, Sendable {
    /// What kind of touch surface a device is (`XITouchClassInfo`).
    struct TouchSurface: Equatable, Sendable {
        /// True for a touchscreen (`XIDirectTouch`), false for a touchpad (`XIDependentTouch`).
        var isDirect: Bool
        /// How many touches the device tracks at once.
        var maxTouches: Int
    }

    var id: Int
    /// `XIMasterPointer`, `XIMasterKeyboard`, `XISlavePointer`, `XISlaveKeyboard` or `XIFloatingSlave`.
    var use: Int32
    /// A slave's master, a master's paired master.
    var attachment: Int
    var isEnabled: Bool
    var touch: TouchSurface?
    var scrollAxes: [ScrollAxis]
    /// The valuators' values when the device was described, by valuator number.
    var valuatorValues: [Int: Double]

    var isMaster: Bool { use == XIMasterPointer || use == XIMasterKeyboard }

    init(id: Int, use: Int32, attachment: Int = 0, isEnabled: Bool = true, touch: TouchSurface? = nil,
         scrollAxes: [ScrollAxis] = [], valuatorValues: [Int: Double] = [:]) {
        self.id = id; self.use = use; self.attachment = attachment; self.isEnabled = isEnabled
        self.touch = touch; self.scrollAxes = scrollAxes; self.valuatorValues = valuatorValues
    }

    /// Describes a device from the server's answer to `XIQueryDevice`.
    init(_ info: XIDeviceInfo) {
        self.init(id: Int(info.deviceid), use: info.use, attachment: Int(info.attachment), isEnabled: info.enabled != 0)
        readClasses(info.classes, count: info.num_classes)
    }

    /// Replaces touch, scroll and valuator facts with those of an input-class list (as in
    /// `XIDeviceInfo` and `XIDeviceChangedEvent`).
    mutating func readClasses(_ classes: UnsafeMutablePointer<UnsafeMutablePointer<XIAnyClassInfo>?>?, count: Int32) {
        touch = nil
        scrollAxes = []
        valuatorValues = [:]
        guard let classes else { return }
        for index in 0..<Int(count) {
            guard let any = classes[index] else { continue }
            let raw = UnsafeRawPointer(any)
            switch any.pointee.type {
            case XITouchClass:
                let info = raw.assumingMemoryBound(to: XITouchClassInfo.self).pointee
                touch = TouchSurface(isDirect: info.mode == XIDirectTouch, maxTouches: Int(info.num_touches))
            case XIScrollClass:
                let info = raw.assumingMemoryBound(to: XIScrollClassInfo.self).pointee
                scrollAxes.append(ScrollAxis(number: Int(info.number), isVertical: info.scroll_type == XIScrollTypeVertical,
                                             increment: info.increment))
            case XIValuatorClass:
                let info = raw.assumingMemoryBound(to: XIValuatorClassInfo.self).pointee
                valuatorValues[Int(info.number)] = info.value
            default:
                break
            }
        }
        scrollAxes.sort { $0.number < $1.number }
    }
}

/// Every XInput 2 device of the display, kept current from XI_HierarchyChanged and
/// XI_DeviceChanged (selected on the root window for `XIAllDevices`).
///
/// Window input is selected for master devices, so pointer events carry the master in
/// `deviceid` and the physical slave in `sourceid`; touch, scroll and gesture facts belong to the
/// slave.
struct XInputDeviceTable: Sendable {
    private(set) var devices: [Int: XInputDevice] = [:]

    init(_ devices: [XInputDevice] = []) {
        for device in devices { self.devices[device.id] = device }
    }

    /// Asks the server for every device (`XIQueryDevice(XIAllDevices)`).
    static func query(display: OpaquePointer) -> XInputDeviceTable {
        var count: Int32 = 0
        guard let infos = XIQueryDevice(display, XIAllDevices, &count) else { return XInputDeviceTable() }
        defer { XIFreeDeviceInfo(infos) }
        return XInputDeviceTable((0..<Int(count)).map { XInputDevice(infos[$0]) })
    }

    subscript(id: Int) -> XInputDevice? { devices[id] }

    /// The smooth-scroll axes of a (source) device; empty when it only has legacy wheel buttons.
    func scrollAxes(of id: Int) -> [ScrollAxis] { devices[id]?.scrollAxes ?? [] }

    /// Records a device's new description (after XI_DeviceChanged with reason XIDeviceChange).
    mutating func update(_ device: XInputDevice) { devices[device.id] = device }

    /// The devices an XI_HierarchyChanged event takes away, in the ids input events use: every
    /// device removed or disabled, and for a removed master also the slaves that were attached
    /// to it (their touches are keyed by slave id, and no further event of theirs reaches a
    /// client that selected master devices). Read before the table is refreshed.
    func devicesGone(after changes: [XIHierarchyInfo]) -> [Int] {
        let goneFlags = XIMasterRemoved | XISlaveRemoved | XIDeviceDisabled
        var gone: [Int] = []
        for change in changes where change.flags & goneFlags != 0 {
            let id = Int(change.deviceid)
            gone.append(id)
            guard change.flags & XIMasterRemoved != 0 else { continue }
            gone += devices.values.filter { !$0.isMaster && $0.attachment == id }.map(\.id).sorted()
        }
        var seen = Set<Int>()
        return gone.filter { seen.insert($0).inserted }
    }
}
