import XUIKitCore

/// Drops the button releases the server makes up for a device it is removing.
///
/// Removing a device (a master pointer taken out of the hierarchy, a mouse unplugged) first
/// releases everything it held (`DisableDevice` → `ReleaseButtonsAndKeys` in the server), then
/// reports XI_HierarchyChanged: the app reads a release followed by the removal, in the same queue
/// drain (seen on Xvfb with a second master: PointerX11Tests). Passed on, that release would end
/// the device's touch — and fire a button's touchUpInside — though nobody let go. Without it the
/// `.deviceRemoved` that follows cancels the touch, as UIKit does for a vanished device.
public enum RemovedDeviceReleases {
    /// `batch` without the button releases of devices that a later event in it removes.
    public static func filter(_ batch: [InputEvent]) -> [InputEvent] {
        var removedLater: Set<Int> = []
        var kept: [InputEvent] = []
        for input in batch.reversed() {
            switch input.kind {
            case .deviceRemoved(let device):
                removedLater.insert(device)
            case .pointerButton(let button) where !button.isDown && removedLater.contains(button.device):
                continue
            default:
                break
            }
            kept.append(input)
        }
        return kept.reversed()
    }
}
