import EaseBytes
import Foundation

/// Formulas from WCAG 2.x shared by the content rules and the HTML audit.
public enum WCAG {
    /// Relative luminance of an sRGB colour with channels 0–255: 0 for black, 1 for white.
    public static func relativeLuminance(red: Double, green: Double, blue: Double) -> Double {
        func linear(_ channel: Double) -> Double {
            let value = channel / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The contrast ratio of two relative luminances, 1 to 21.
    public static func contrastRatio(_ first: Double, _ second: Double) -> Double {
        (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// Whether text has no letters or digits but does have an emoji: a label VoiceOver would read
    /// as the emoji's name ("anxious face with sweat").
    public static func isOnlyEmoji(_ text: String) -> Bool {
        // Any ASCII letter or digit is a word, not an emoji: most names end here.
        if text.utf8.contains(where: { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || (0x30...0x39).contains($0) }) { return false }
        // So is a letter of the other common scripts, told from its range (a Russian name ends
        // here, where each scalar's emoji properties were looked up in Unicode's tables).
        if text.unicodeScalars.contains(where: { CommonScalars.isAlphabetic($0) == true }) { return false }
        let scalars = text.unicodeScalars.filter { !CommonScalars.isWhitespace($0) }
        return !scalars.isEmpty && scalars.contains { $0.properties.isEmojiPresentation || ($0.properties.isEmoji && $0.value > 0xFF) }
            && !scalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }

    /// Whether text is empty or only white space (``CommonScalars/isWhitespace(_:)``, without
    /// Unicode's property tables).
    public static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(CommonScalars.isWhitespace)
    }
}
