// XUIKitLinuxInput: what every Linux display backend needs to turn the kernel's and the server's
// input into XUIKit's `InputEvent`s, with no X11 (or Wayland) in it, so X11Backend and a Wayland
// backend share it.
//
// How the pieces fit:
// - EvdevKeyCodes.swift: evdev (and XKB, evdev + 8) key codes → USB HID usages for `UIKey.keyCode`.
// - ServerClock.swift: the display server's millisecond timestamps → `systemUptime` seconds.
// - ScrollValuators.swift: accumulating smooth-scroll valuators → scroll deltas in points.
// - RemovedDeviceReleases.swift: drops the releases a server invents for a device it removes.
//
// Each is a value type (or a namespace of pure functions) fed by the backend's decoder and tested
// on its own (Tests/XUIKitX11Tests/DecodingTests.swift, XInputDecoderTests.swift).
