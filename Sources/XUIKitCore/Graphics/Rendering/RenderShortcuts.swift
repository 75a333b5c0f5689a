import Foundation

/// Whether the layer tree's painter and animations take their shortcuts for frames of many
/// animated layers (R27.12, R27.14): reusing a standalone layer's presentation copy from frame to
/// frame, and leaving out Cairo state saves that guard nothing. Each shortcut draws the same
/// pixels as the long way; tests turn them off to compare, and the rings benchmark
/// (`XUIKitPeer rings`, with `XUIKIT_PEER_NO_SHORTCUTS=1`) to measure what they save.
@_spi(Testing) @MainActor
public enum RenderShortcuts {
    /// On by default.
    public static var enabled = true
}
