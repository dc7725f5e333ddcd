/// A CSS timing function: a keyword or a cubic Bézier curve with control points (x1, y1) and (x2, y2).
///
/// y values outside 0…1 are allowed: that is how an overshoot curve is written.
public struct EasingCurve: Sendable, Hashable {
    /// The control points.
    public var x1: Double, y1: Double, x2: Double, y2: Double

    /// Parses a keyword (`linear`, `ease`, `ease-in`, `ease-out`, `ease-in-out`) or `cubic-bezier(…)`.
    public init?(_ text: String) {
        let trimmed = text.trimmingWhitespace()
        switch trimmed {
        case "linear": (x1, y1, x2, y2) = (0, 0, 1, 1)
        case "ease": (x1, y1, x2, y2) = (0.25, 0.1, 0.25, 1)
        case "ease-in": (x1, y1, x2, y2) = (0.42, 0, 1, 1)
        case "ease-out": (x1, y1, x2, y2) = (0, 0, 0.58, 1)
        case "ease-in-out": (x1, y1, x2, y2) = (0.42, 0, 0.58, 1)
        default:
            guard trimmed.hasPrefix("cubic-bezier("), trimmed.hasSuffix(")") else { return nil }
            let arguments = trimmed.dropFirst("cubic-bezier(".count).dropLast()
                .split(separator: ",").map { Double($0.trimmingWhitespace()) }
            guard arguments.count == 4, let a = arguments[0], let b = arguments[1], let c = arguments[2], let d = arguments[3],
                  (0...1).contains(a), (0...1).contains(c) else { return nil }
            (x1, y1, x2, y2) = (a, b, c, d)
        }
    }

    /// Whether the curve goes beyond its end value (y above 1 or below 0).
    public var overshoots: Bool { y1 > 1 || y2 > 1 || y1 < 0 || y2 < 0 }

    /// The CSS text of the curve.
    public var css: String { "cubic-bezier(\(x1), \(y1), \(x2), \(y2))" }
}

import Foundation
