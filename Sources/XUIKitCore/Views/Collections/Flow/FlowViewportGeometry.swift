import Foundation

/// The part of the collection view a flow layout fills, in flow coordinates (see `FlowRect`):
/// how long lines may run and where they start, from the bounds, the adjusted content inset and
/// `sectionInsetReference` (R20.4).
@MainActor
struct FlowViewportGeometry {
    let vertical: Bool
    /// The content's length along lines: the bounds less the adjusted content inset on both sides.
    let alongExtent: CGFloat
    /// What the inset reference adds inside the content, before and after along.
    let referenceBefore: CGFloat
    let referenceAfter: CGFloat

    init(collectionView: UICollectionView, reference: UICollectionViewFlowLayout.SectionInsetReference, vertical: Bool) {
        self.vertical = vertical
        let adjusted = collectionView.adjustedContentInset
        let size = collectionView.bounds.size
        alongExtent = max(0, vertical ? size.width - adjusted.left - adjusted.right : size.height - adjusted.top - adjusted.bottom)
        // The content already starts inside the adjusted content inset; the safe area and the
        // layout margins count only where they reach further in.
        let extra: UIEdgeInsets
        switch reference {
        case .fromContentInset: extra = .zero
        case .fromSafeArea: extra = Self.beyond(collectionView.safeAreaInsets, adjusted)
        case .fromLayoutMargins: extra = Self.beyond(collectionView.layoutMargins, adjusted)
        }
        referenceBefore = vertical ? extra.left : extra.top
        referenceAfter = vertical ? extra.right : extra.bottom
    }

    private static func beyond(_ insets: UIEdgeInsets, _ adjusted: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: max(0, insets.top - adjusted.top), left: max(0, insets.left - adjusted.left),
                     bottom: max(0, insets.bottom - adjusted.bottom), right: max(0, insets.right - adjusted.right))
    }

    /// Sets a section's line start and length, inset before and after, header and footer depth.
    func place(_ section: inout FlowSectionGeometry, inset: UIEdgeInsets, header: CGSize, footer: CGSize) {
        let insetBefore = vertical ? inset.left : inset.top
        let insetAfter = vertical ? inset.right : inset.bottom
        section.lineStart = referenceBefore + insetBefore
        section.lineLength = max(0, alongExtent - referenceBefore - referenceAfter - insetBefore - insetAfter)
        section.insetBefore = vertical ? inset.top : inset.left
        section.insetAfter = vertical ? inset.bottom : inset.right
        section.headerDepth = max(0, vertical ? header.height : header.width)
        section.footerDepth = max(0, vertical ? footer.height : footer.width)
    }
}
