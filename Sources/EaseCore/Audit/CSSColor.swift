/// A CSS colour with alpha, parsed from hex, `rgb()`/`rgba()` or a few keywords.
public struct CSSColor: Sendable, Equatable {
    public var red: Double, green: Double, blue: Double, alpha: Double

    static let named: [String: CSSColor] = [
        "black": CSSColor(0, 0, 0), "white": CSSColor(255, 255, 255), "red": CSSColor(255, 0, 0),
        "green": CSSColor(0, 128, 0), "blue": CSSColor(0, 0, 255), "gray": CSSColor(128, 128, 128),
        "grey": CSSColor(128, 128, 128), "navy": CSSColor(0, 0, 128), "yellow": CSSColor(255, 255, 0),
        "silver": CSSColor(192, 192, 192), "orange": CSSColor(255, 165, 0), "purple": CSSColor(128, 0, 128),
        "transparent": CSSColor(0, 0, 0, alpha: 0),
    ]

    init(_ red: Double, _ green: Double, _ blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// Parses a colour value; `nil` for anything else (including `currentColor`, handled by the caller).
    public init?(_ text: String) {
        let value = text.trimmingWhitespace().lowercased()
        if let color = Self.named[value] { self = color; return }
        if value.hasPrefix("#") {
            var digits = Array(value.dropFirst())
            if digits.count == 3 || digits.count == 4 { digits = digits.flatMap { [$0, $0] } }
            guard digits.count == 6 || digits.count == 8, let number = UInt64(String(digits), radix: 16) else { return nil }
            if digits.count == 8 {
                self.init(Double((number >> 24) & 0xFF), Double((number >> 16) & 0xFF), Double((number >> 8) & 0xFF),
                          alpha: Double(number & 0xFF) / 255)
            } else {
                self.init(Double((number >> 16) & 0xFF), Double((number >> 8) & 0xFF), Double(number & 0xFF))
            }
            return
        }
        if value.hasPrefix("rgb"), let open = value.firstIndex(of: "("), let close = value.lastIndex(of: ")") {
            let parts = value[value.index(after: open)..<close]
                .replacingOccurrences(of: "/", with: " ").replacingOccurrences(of: ",", with: " ")
                .split(separator: " ").map(String.init)
            guard parts.count >= 3 else { return nil }
            func channel(_ text: String) -> Double? {
                text.hasSuffix("%") ? Double(text.dropLast()).map { $0 * 2.55 } : Double(text)
            }
            guard let r = channel(parts[0]), let g = channel(parts[1]), let b = channel(parts[2]) else { return nil }
            var alpha = 1.0
            if parts.count > 3 { alpha = parts[3].hasSuffix("%") ? (Double(parts[3].dropLast()) ?? 100) / 100 : Double(parts[3]) ?? 1 }
            self.init(r, g, b, alpha: alpha)
            return
        }
        return nil
    }

    /// This colour painted over an opaque one.
    public func over(_ background: CSSColor) -> CSSColor {
        CSSColor(red * alpha + background.red * (1 - alpha), green * alpha + background.green * (1 - alpha),
                 blue * alpha + background.blue * (1 - alpha))
    }

    /// WCAG contrast ratio between two opaque colours.
    public func contrast(with other: CSSColor) -> Double {
        WCAG.contrastRatio(WCAG.relativeLuminance(red: red, green: green, blue: blue),
                           WCAG.relativeLuminance(red: other.red, green: other.green, blue: other.blue))
    }

    /// `#RRGGBB`.
    public var hex: String {
        func two(_ value: Double) -> String {
            let text = String(Int(value.rounded()), radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + two(red) + two(green) + two(blue)
    }
}

import Foundation
