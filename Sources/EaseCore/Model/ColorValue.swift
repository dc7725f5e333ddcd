/// An sRGB colour, with WCAG 2.x relative luminance and contrast ratio.
public struct ColorValue: Sendable, Hashable, CustomStringConvertible {
    /// Red, green and blue, 0–255.
    public var red: Int, green: Int, blue: Int

    /// Parses `#RRGGBB` (or `#RGB`).
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        var digits = Array(hex.dropFirst())
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        guard digits.count == 6, let value = Int(String(digits), radix: 16) else { return nil }
        red = (value >> 16) & 0xFF
        green = (value >> 8) & 0xFF
        blue = value & 0xFF
    }

    /// `#RRGGBB` in upper case.
    public var description: String {
        func hex(_ component: Int) -> String {
            let text = String(component, radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + hex(red) + hex(green) + hex(blue)
    }

    /// WCAG 2.x relative luminance, 0 (black) to 1 (white).
    public var relativeLuminance: Double {
        WCAG.relativeLuminance(red: Double(red), green: Double(green), blue: Double(blue))
    }

    /// The WCAG contrast ratio with another colour, 1 to 21.
    public func contrastRatio(with other: ColorValue) -> Double {
        WCAG.contrastRatio(relativeLuminance, other.relativeLuminance)
    }
}

