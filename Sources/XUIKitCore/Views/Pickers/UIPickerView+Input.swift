import Foundation

/// Desktop input on a picker (R26.5, R26.6):
/// - a click on a row that shows selects it: the wheel glides it into the band and the delegate
///   hears `didSelectRow` (a click on the selected row does nothing);
/// - a drag (more than 4 pt) turns the wheel under the pointer; on release it snaps to the
///   nearest row, which is selected;
/// - each wheel notch moves one row (touchpad scrolling: one row per row height scrolled);
/// - Up and Down move the focused component (the last one clicked or scrolled) by one row.
///
/// The selection changes, and the delegate hears it, when the user decides — at the click, the
/// notch or the release — not when the glide ends [IMPL]: the glide is only the picture.
extension UIPickerView {
    /// How far a press moves before it is a drag.
    static let dragThreshold: CGFloat = 4
    /// How long a glide to a row takes.
    static let glideDuration: TimeInterval = 0.25
    /// The keys a picker takes.
    static let handledKeys: Set<UIKeyboardHIDUsage> = [.keyboardUpArrow, .keyboardDownArrow]

    // MARK: - Pressing and dragging

    /// Starts tracking a press on a component; false when there is none under `point`.
    func pressBegan(at point: CGPoint) -> Bool {
        guard let component = component(at: point), components[component].rowCount > 0 else { return false }
        if !isFirstResponder, canBecomeFirstResponder { _ = becomeFirstResponder() }
        focusedComponent = component
        stopGlide(component)
        press = (component, point, components[component].position, false)
        return true
    }

    func pressMoved(to point: CGPoint) {
        guard var current = press else { return }
        let dy = point.y - current.start.y
        if !current.isDragging, abs(dy) > UIPickerView.dragThreshold { current.isDragging = true }
        press = current
        guard current.isDragging else { return }
        let geometry = geometry(of: current.component)
        let last = CGFloat(components[current.component].rowCount - 1)
        // Past either end the wheel follows the finger at half speed, as a scroll view's rubber band.
        var position = geometry.position(afterDragging: dy, from: current.startPosition)
        if position < 0 { position /= 2 } else if position > last { position = last + (position - last) / 2 }
        components[current.component].position = position
        tileRows(of: current.component)
    }

    func pressEnded(at point: CGPoint) {
        guard let current = press else { return }
        press = nil
        let component = current.component
        if current.isDragging {
            let nearest = Int(components[component].position.rounded())
            userSelect(min(max(nearest, 0), components[component].rowCount - 1), in: component, force: true)
        } else if let row = row(at: point, inComponent: component) {
            userSelect(row, in: component, force: false)
        }
    }

    func pressCancelled() {
        guard let current = press else { return }
        press = nil
        turn(current.component, to: CGFloat(components[current.component].selectedRow), animated: true)
    }

    // MARK: - Wheel and keys

    /// Moves the component under the pointer by whole rows; false when no component is there.
    func handleScroll(_ event: UIScrollEvent) -> Bool {
        guard let component = component(at: event.location(in: self)), components[component].rowCount > 0,
              event.deltaY != 0 else { return false }
        focusedComponent = component
        let rows: Int
        if event.scrollType == .discrete {
            rows = event.deltaY > 0 ? 1 : -1
        } else {
            pendingScroll += event.deltaY
            let height = components[component].rowHeight
            rows = Int(pendingScroll / height)
            pendingScroll -= CGFloat(rows) * height
        }
        if rows != 0 { step(component, by: rows) }
        return true
    }

    /// Up or Down on the focused component; false for any other key.
    func handleKey(_ press: UIPress) -> Bool {
        guard let key = press.key, key.modifierFlags.isDisjoint(with: [.command, .control, .alternate]),
              UIPickerView.handledKeys.contains(key.keyCode) else { return false }
        reloadIfNeeded()
        guard components.indices.contains(focusedComponent) else { return false }
        step(focusedComponent, by: key.keyCode == .keyboardDownArrow ? 1 : -1)
        return true
    }

    /// Moves a component's selection by `rows`, pinned to its rows, as the user's choice.
    func step(_ component: Int, by rows: Int) {
        let count = components[component].rowCount
        guard count > 0 else { return }
        let target = min(max(components[component].selectedRow + rows, 0), count - 1)
        userSelect(target, in: component, force: false)
    }

    /// Selects a row for the user: glides to it and tells the delegate (R26.5). `force` glides
    /// back even when the row is already selected (after a drag that ended on it).
    func userSelect(_ row: Int, in component: Int, force: Bool) {
        let changed = row != components[component].selectedRow
        guard changed || force else { return }
        components[component].selectedRow = row
        turn(component, to: CGFloat(row), animated: true)
        selectionDidChange()
        if changed { delegate?.pickerView(self, didSelectRow: row, inComponent: component) }
    }

    // MARK: - Gliding

    /// Turns a component's wheel to `position`, at once or over `glideDuration` (ease out).
    func turn(_ component: Int, to position: CGFloat, animated: Bool) {
        guard components.indices.contains(component) else { return }
        guard animated, window != nil, components[component].position != position else {
            glides[component] = nil
            components[component].position = position
            setNeedsLayout()
            return
        }
        let clock = AnimationClock.current
        glides[component] = Glide(from: components[component].position, to: position, start: clock.scheduler.now)
        clock.observeFrames(self) { [weak self] time in self?.stepGlides(at: time) ?? false }
    }

    func stopGlide(_ component: Int) { glides[component] = nil }

    /// One frame of every glide; false once all have arrived.
    private func stepGlides(at time: TimeInterval) -> Bool {
        for (component, glide) in glides {
            guard components.indices.contains(component) else { glides[component] = nil; continue }
            let progress = min(1, max(0, (time - glide.start) / UIPickerView.glideDuration))
            let eased = 1 - pow(1 - progress, 3)
            components[component].position = glide.from + (glide.to - glide.from) * CGFloat(eased)
            if progress >= 1 { glides[component] = nil }
            tileRows(of: component)
        }
        return !glides.isEmpty
    }
}
