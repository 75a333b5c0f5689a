import XUIKit

/// A bottom sheet as public iOS code writes one: a `.custom` presentation whose presentation
/// controller dims the window through the transition coordinator and dismisses on a tap, and
/// animators that slide the sheet up and down (R18.50, R18.51).
class BottomSheetViewController: UIViewController {
    private let submitButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Submit", for: .normal)
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.layer.cornerRadius = 12
        view.clipsToBounds = true
        submitButton.addTarget(self, action: .submitButtonTapped, for: .touchUpInside)
        submitButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(submitButton)
        NSLayoutConstraint.activate([
            submitButton.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            submitButton.centerXAnchor.constraint(equalTo: view.centerXAnchor)
        ])
    }

    private func submitButtonTapped() {
        dismiss(animated: true, completion: nil)
    }
}

class BottomSheetPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        dimmingView.alpha = 0
        let tapGesture = UITapGestureRecognizer(target: self, action: .dismissBottomSheet)
        dimmingView.addGestureRecognizer(tapGesture)
    }

    func dismissBottomSheet() {
        presentedViewController.dismiss(animated: true, completion: nil)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let height: CGFloat = containerView.bounds.height * 0.5
        return CGRect(x: 0, y: containerView.bounds.height - height, width: containerView.bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        containerView.insertSubview(dimmingView, at: 0)
        dimmingView.frame = containerView.bounds
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        }, completion: { _ in
            self.dimmingView.removeFromSuperview()
        })
    }
}

class BottomSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        return BottomSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return BottomSheetPresentAnimation()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return BottomSheetDismissAnimation()
    }
}

class BottomSheetPresentAnimation: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        let containerView = transitionContext.containerView
        containerView.addSubview(toView)
        let finalFrame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        toView.frame = finalFrame.offsetBy(dx: 0, dy: finalFrame.height)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.frame = finalFrame
        }) { _ in
            transitionContext.completeTransition(true)
        }
    }
}

class BottomSheetDismissAnimation: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else { return }
        let finalFrame = fromView.frame.offsetBy(dx: 0, dy: fromView.frame.height)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fromView.frame = finalFrame
        }) { _ in
            fromView.removeFromSuperview()
            transitionContext.completeTransition(true)
        }
    }
}

class SheetHostViewController: UIViewController {
    let sheetDelegate = BottomSheetTransitioningDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let open = UIButton(type: .system)
        open.setTitle("Open sheet", for: .normal)
        open.frame = CGRect(x: 20, y: 20, width: 160, height: 44)
        open.addTarget(self, action: .openSheet, for: .touchUpInside)
        view.addSubview(open)
    }

    private func openSheet() {
        let sheet = BottomSheetViewController()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = sheetDelegate
        present(sheet, animated: true)
    }
}

// Actions, generated by scripts/port-uikit.sh (the selector recipe: see the Porting article).
extension BottomSheetViewController {
    nonisolated static let submitButtonTappedAction = Selector("submitButtonTapped", BottomSheetViewController.submitButtonTapped)
}
extension BottomSheetPresentationController {
    nonisolated static let dismissBottomSheetAction = Selector("dismissBottomSheet", BottomSheetPresentationController.dismissBottomSheet)
}
extension SheetHostViewController {
    nonisolated static let openSheetAction = Selector("openSheet", SheetHostViewController.openSheet)
}
extension Selector {
    static let submitButtonTapped = BottomSheetViewController.submitButtonTappedAction
    static let dismissBottomSheet = BottomSheetPresentationController.dismissBottomSheetAction
    static let openSheet = SheetHostViewController.openSheetAction
}
