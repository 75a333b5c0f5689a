import XUIKit

/// A photo: the picture filling the cell, a heart in the corner when it is a favourite, a tint
/// border while selected.
final class PhotoCell: UICollectionViewCell {
    let imageView = UIImageView()
    private let heart = UIImageView(image: UIImage(systemName: "heart.fill"))

    var isFavourite = false {
        didSet { heart.isHidden = !isFavourite }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 4
        imageView.translatesAutoresizingMaskIntoConstraints = false
        heart.tintColor = .white
        heart.isHidden = true
        heart.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(imageView)
        contentView.addSubview(heart)
        NSLayoutConstraint.activate([
            imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
            imageView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            heart.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 6),
            heart.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
        ])
        let selection = UIView()
        selection.layer.borderColor = UIColor.tintColor.cgColor
        selection.layer.borderWidth = 3
        selection.layer.cornerRadius = 4
        selectedBackgroundView = selection
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let selection = selectedBackgroundView { bringSubviewToFront(selection) }
    }

    /// A made-up photo: a sky-to-ground gradient in the album's hue with a sun, different for
    /// each photo.
    @MainActor static func image(for photo: Photo, hue: CGFloat) -> UIImage {
        let size = CGSize(width: 160, height: 160)
        return UIGraphicsImageRenderer(size: size).image { context in
            let shift = CGFloat(photo.number % 7) / 20
            let sky = UIColor(hue: (hue + shift).truncatingRemainder(dividingBy: 1), saturation: 0.45, brightness: 0.95, alpha: 1)
            let ground = UIColor(hue: (hue + shift + 0.3).truncatingRemainder(dividingBy: 1), saturation: 0.6, brightness: 0.55, alpha: 1)
            sky.setFill()
            context.fill(CGRect(origin: .zero, size: size))
            ground.setFill()
            let horizon = 90 + CGFloat(photo.number % 5) * 8
            context.fill(CGRect(x: 0, y: horizon, width: size.width, height: size.height - horizon))
            UIColor(white: 1, alpha: 0.85).setFill()
            let sun = CGFloat(photo.number * 37 % 110) + 10
            UIBezierPath(ovalIn: CGRect(x: sun, y: 24, width: 34, height: 34)).fill()
        }
    }
}

/// The month title over a section of the grid.
final class MonthHeaderView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        label.font = .preferredFont(forTextStyle: .headline)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
