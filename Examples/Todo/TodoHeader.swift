import XUIKit

/// The picture above the list, drawn with `UIGraphicsImageRenderer`: a sky-blue band with a
/// ticked circle and three lines standing for items.
@MainActor
enum TodoHeader {
    static let height: CGFloat = 120

    static func makeView(width: CGFloat) -> UIView {
        let image = UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { context in
            for band in 0..<12 {
                UIColor(hue: 0.58, saturation: 0.55 - CGFloat(band) * 0.03, brightness: 0.95, alpha: 1).setFill()
                context.fill(CGRect(x: 0, y: CGFloat(band) * height / 12, width: width, height: height / 12 + 1))
            }
            UIColor.white.setFill()
            UIBezierPath(ovalIn: CGRect(x: 24, y: 30, width: 60, height: 60)).fill()
            let tick = UIBezierPath()
            tick.move(to: CGPoint(x: 38, y: 60))
            tick.addLine(to: CGPoint(x: 50, y: 73))
            tick.addLine(to: CGPoint(x: 71, y: 46))
            tick.lineWidth = 6
            UIColor.systemGreen.setStroke()
            tick.stroke()
            UIColor.white.withAlphaComponent(0.85).setFill()
            for (index, length) in [180.0, 140, 200].enumerated() {
                UIBezierPath(roundedRect: CGRect(x: 104, y: 36 + CGFloat(index) * 20, width: length, height: 9),
                             cornerRadius: 4.5).fill()
            }
        }
        let imageView = UIImageView(image: image)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.frame = CGRect(x: 0, y: 0, width: width, height: height)
        return imageView
    }
}
