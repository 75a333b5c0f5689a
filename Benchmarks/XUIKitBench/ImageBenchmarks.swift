import Foundation
import XUIKitCore

// Issue 10: decoding a 1024×1024 PNG and JPEG (a photo-like gradient with shapes, so neither
// format gets a trivially compressible picture), and drawing it scaled into an image view.

@MainActor
func runImageBenchmarks() {
    let side: CGFloat = 1024
    let picture = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
        for band in 0..<64 {
            UIColor(hue: CGFloat(band) / 64, saturation: 0.7, brightness: 0.9, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: CGFloat(band) * 16, width: side, height: 16))
        }
        for index in 0..<300 {
            let x = CGFloat((index * 7919) % 1000), y = CGFloat((index * 104_729) % 1000)
            UIColor(hue: CGFloat(index % 37) / 37, saturation: 1, brightness: 0.6, alpha: 0.7).setFill()
            UIBezierPath(ovalIn: CGRect(x: x, y: y, width: 24 + CGFloat(index % 50), height: 24 + CGFloat(index % 31))).fill()
        }
    }
    guard let png = picture.pngData(), let jpeg = picture.jpegData(compressionQuality: 0.85) else {
        print("image benchmarks: encoding failed")
        return
    }
    print("1024×1024 test picture: PNG \(png.count / 1024) KiB, JPEG (0.85) \(jpeg.count / 1024) KiB")
    median("decode 1024×1024 PNG (UIImage(data:))", runs: 15) {
        _ = UIImage(data: png)
    }
    median("decode 1024×1024 JPEG (UIImage(data:))", runs: 15) {
        _ = UIImage(data: jpeg)
    }
    median("encode 1024×1024 PNG (pngData())", runs: 7) {
        _ = picture.pngData()
    }
    median("encode 1024×1024 JPEG (jpegData(0.85))", runs: 15) {
        _ = picture.jpegData(compressionQuality: 0.85)
    }
}

/// Issue 25: decodes one file (`XUIKitBench decode FILE [MAXIMUM-PIXEL-SIZE]`) and prints what
/// came out and how long it took; run under `/usr/bin/time -v` for the peak memory of a
/// decompression bomb.
@MainActor
func decodeImageFile(_ path: String, maximumPixelSize: Int?) {
    let start = DispatchTime.now().uptimeNanoseconds
    let image = maximumPixelSize.map { UIImage(contentsOfFile: path, maximumPixelSize: $0) } ?? UIImage(contentsOfFile: path)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    print("decode \(path): \(image.map { "\($0)" } ?? "nil") in \(String(format: "%.3f", seconds)) s")
}
