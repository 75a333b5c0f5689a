import XUIKit

/// Two cubes of six plain layers in CATransformLayers under a perspective sublayerTransform, as the
/// well-known Core Animation book example builds them (R27.29).
class CubeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.white
        var pt = CATransform3DIdentity
        pt.m34 = -1.0 / 500.0
        view.layer.sublayerTransform = pt

        var c1t = CATransform3DIdentity
        c1t = CATransform3DTranslate(c1t, -100, 0, 0)
        view.layer.addSublayer(cubeWithTransform(c1t))

        var c2t = CATransform3DIdentity
        c2t = CATransform3DTranslate(c2t, 100, 0, 0)
        c2t = CATransform3DRotate(c2t, -CGFloat.pi / 4, 1, 0, 0)
        c2t = CATransform3DRotate(c2t, -CGFloat.pi / 4, 0, 1, 0)
        view.layer.addSublayer(cubeWithTransform(c2t))
    }

    func faceWithTransform(_ transform: CATransform3D) -> CALayer {
        let face = CALayer()
        face.frame = CGRect(x: 30, y: 10, width: 100, height: 100)
        let red = CGFloat(arc4random() / UInt32(INT_MAX))
        let green = CGFloat(arc4random() / UInt32(INT_MAX))
        let blue = CGFloat(arc4random() / UInt32(INT_MAX))
        face.backgroundColor = UIColor(red: red, green: green, blue: blue, alpha: 1).cgColor
        face.transform = transform
        return face
    }

    func cubeWithTransform(_ transform: CATransform3D) -> CALayer {
        let cube = CATransformLayer()
        var ct = CATransform3DMakeTranslation(0, 0, 50)
        cube.addSublayer(faceWithTransform(ct))
        ct = CATransform3DMakeTranslation(50, 0, 0)
        ct = CATransform3DRotate(ct, CGFloat.pi / 2, 0, 1, 0)
        cube.addSublayer(faceWithTransform(ct))
        ct = CATransform3DMakeTranslation(0, -50, 0)
        ct = CATransform3DRotate(ct, CGFloat.pi / 2, 1, 0, 0)
        cube.addSublayer(faceWithTransform(ct))
        ct = CATransform3DMakeTranslation(0, 50, 0)
        ct = CATransform3DRotate(ct, -CGFloat.pi / 2, 1, 0, 0)
        cube.addSublayer(faceWithTransform(ct))
        ct = CATransform3DMakeTranslation(-50, 0, 0)
        ct = CATransform3DRotate(ct, -CGFloat.pi / 2, 0, 1, 0)
        cube.addSublayer(faceWithTransform(ct))
        ct = CATransform3DMakeTranslation(0, 0, -50)
        ct = CATransform3DRotate(ct, CGFloat.pi, 0, 1, 0)
        cube.addSublayer(faceWithTransform(ct))
        cube.position = CGPoint(x: 160, y: 150)
        cube.transform = transform
        return cube
    }
}
