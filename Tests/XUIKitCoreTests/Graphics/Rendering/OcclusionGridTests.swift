import Foundation
import Testing
@testable import XUIKitCore

@Suite("The occlusion grid hands out exactly the tiles no later opaque view covers")
struct OcclusionGridTests {
    /// A grid of a 1280 × 96 surface (160 × 12 tiles: rows of three claim words) with views
    /// claimed in paint order 1, 2, 3; the second straddles the words' border at tile 64.
    private func grid() -> OcclusionGrid {
        var grid = OcclusionGrid()
        grid.reset(width: 1280, height: 96, area: CGRect(x: 0, y: 0, width: 1280, height: 96))
        let surface = CGRect(x: 0, y: 0, width: 1280, height: 96)
        grid.cover(CGRect(x: 40, y: 8, width: 200, height: 40), within: surface, order: 3)
        grid.cover(CGRect(x: 480, y: 16, width: 96, height: 64), within: surface, order: 2)
        grid.cover(CGRect(x: 1000, y: 0, width: 280, height: 96), within: surface, order: 1)
        return grid
    }

    /// The tiles (column, row) of 8 × 8 pixels the rectangles handed out touch, each checked to be
    /// whole tiles cut to `query`.
    private func tiles(_ rects: [CGRect], query: CGRect) -> Set<[Int]> {
        var result = Set<[Int]>()
        for rect in rects {
            #expect(query.contains(rect), "\(rect) lies in \(query)")
            for row in Int(rect.minY) / 8..<(Int(rect.maxY) + 7) / 8 {
                for column in Int(rect.minX) / 8..<(Int(rect.maxX) + 7) / 8 { result.insert([column, row]) }
            }
        }
        return result
    }

    /// What the grid must hand out: the tiles of `query` no view painted after `order` covers
    /// wholly (for order 0, no view at all).
    private func expected(_ query: CGRect, above order: Int32) -> Set<[Int]> {
        let views: [(CGRect, Int32)] = [(CGRect(x: 40, y: 8, width: 200, height: 40), 3),
                                        (CGRect(x: 480, y: 16, width: 96, height: 64), 2),
                                        (CGRect(x: 1000, y: 0, width: 280, height: 96), 1)]
        var result = Set<[Int]>()
        for row in Int(query.minY) / 8..<(Int(query.maxY) + 7) / 8 {
            for column in Int(query.minX) / 8..<(Int(query.maxX) + 7) / 8 {
                let tile = CGRect(x: column * 8, y: row * 8, width: 8, height: 8)
                // Front-most owner of the tile: views claim in order 3, 2, 1 of the front-to-back walk.
                let owner = views.filter { $0.0.contains(tile) }.map(\.1).max() ?? 0
                let free = order == 0 ? owner == 0 : owner <= order
                if free { result.insert([column, row]) }
            }
        }
        return result
    }

    @Test("Free tiles above order 0 and above a view's order, for areas inside one claim word and across two")
    func freeTiles() {
        let grid = grid()
        let queries = [CGRect(x: 0, y: 0, width: 320, height: 64),       // inside word 0
                       CGRect(x: 452.5, y: 3, width: 160, height: 90),   // across tile 64 (pixel 512)
                       CGRect(x: 960, y: 0, width: 320, height: 96),     // inside word 2, to the edge
                       CGRect(x: 8, y: 8, width: 1200, height: 40)]      // wider than a word
        for query in queries {
            for order: Int32 in [0, 1, 2, 3] {
                var rects: [CGRect] = []
                grid.forEachUncoveredRect(in: query, above: order) { rects.append($0) }
                #expect(tiles(rects, query: query) == expected(query, above: order), "\(query) above \(order)")
            }
        }
    }

    @Test("A view reaching the clip's edge claims the tiles that edge cuts; one short of it does not")
    func clipEdgeTiles() {
        var grid = OcclusionGrid()
        let area = CGRect(x: 20, y: 20, width: 160, height: 44)   // a button's redraw: edges inside tiles
        grid.reset(width: 320, height: 200, area: area)
        // The window fills the surface: its frame cut to the area is the area itself.
        grid.cover(area, within: area, order: 1)
        var black: [CGRect] = []
        grid.forEachUncoveredRect(in: area, above: 0) { black.append($0) }
        #expect(black.isEmpty, "nothing of the area is left to clear")
        // A view whose left edge is 1 pixel inside the area does not claim the tiles of that column.
        var second = OcclusionGrid()
        second.reset(width: 320, height: 200, area: area)
        second.cover(CGRect(x: 21, y: 20, width: 159, height: 44), within: area, order: 1)
        var left: [CGRect] = []
        second.forEachUncoveredRect(in: area, above: 0) { left.append($0) }
        #expect(left == [CGRect(x: 20, y: 20, width: 4, height: 44)], "the column of tiles from 16 to 24, cut to the area")
    }
}
