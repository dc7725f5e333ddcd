import EaseCore
import EaseDiagnostics

/// Checks `Fuzz/Content` with the input as the front matter of its onboarding page, whose
/// `motion:` the seeds fill. Positions must lie in the page; when the check passes, every
/// choreography must flatten into a timeline of finite, non-negative times, each motion variant
/// must keep its promise (reduced: no movement, short fades, slow loops; cross-fade: opacity
/// only), and the generated CSS must be well formed.
enum MotionSpecHarness {
    static let pagePath = "onboarding/01-welcome.md"

    static func run(_ bytes: [UInt8]) -> [FuzzFinding] {
        let root = FuzzContent.root
        let page = Array("---\n".utf8) + bytes + Array("\n---\n\nA short page that opens the tour.\n".utf8)
        let fileSystem = OverlayFileSystem(files: [root + "/" + pagePath: page])
        let result = ContentPipeline(fileSystem: fileSystem).check(contentRoot: root)
        var findings: [FuzzFinding] = []
        if let file = result.sources[root + "/" + pagePath] {
            findings += SourceBoundsCheck(file).check(result.engine.diagnostics)
        }
        guard !result.engine.hasErrors else { return findings }
        let motion = MotionCatalog(result.catalog)
        for entry in motion.entries {
            let timeline = MotionTimeline.flatten(entry.choreography.root)
            for variant in MotionVariant.allCases {
                findings += check(MotionVariantCompiler.compile(timeline, variant: variant), variant, entry.choreography.id)
            }
        }
        findings += checkCSS(MotionCSSWriter.css(motion.entries))
        return findings
    }

    static func check(_ animations: [TimedAnimation], _ variant: MotionVariant, _ id: String) -> [FuzzFinding] {
        var findings: [FuzzFinding] = []
        for animation in animations {
            let what = "\(id) \(variant.rawValue) '\(animation.element)'"
            let times = [animation.start, animation.offset, animation.duration, animation.period]
            if times.contains(where: { !$0.isFinite || $0 < 0 }) {
                findings.append(FuzzFinding("motion-times", "\(what): start, offset, duration, period = \(times)"))
            }
            for property in animation.properties {
                for keyframe in property.keyframes where !(0...1).contains(keyframe.start) || !(0...1).contains(keyframe.end) || keyframe.start > keyframe.end {
                    findings.append(FuzzFinding("motion-keyframes", "\(what): keyframe \(keyframe.start)…\(keyframe.end) of \(property.kind.rawValue)"))
                }
            }
            switch variant {
            case .full:
                break
            case .reduced:
                if animation.properties.contains(where: { $0.kind.isSpatial }) || animation.duration > MotionVariantCompiler.reducedFade {
                    findings.append(FuzzFinding("reduced-motion", "\(what) moves, or fades for \(animation.duration) ms"))
                }
                if animation.iterations != 1, animation.period < MotionVariantCompiler.reducedLoopPeriod {
                    findings.append(FuzzFinding("reduced-motion", "\(what) loops every \(animation.period) ms"))
                }
            case .crossfade:
                if animation.properties.contains(where: { $0.kind != .opacity }) {
                    findings.append(FuzzFinding("crossfade", "\(what) animates more than opacity"))
                }
            }
        }
        return findings
    }

    /// Braces balance outside strings, and nothing could close the `<style>` or stylesheet it goes into.
    static func checkCSS(_ css: String) -> [FuzzFinding] {
        var depth = 0
        var quote: Character?
        for character in css {
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            switch character {
            case "\"", "'": quote = character
            case "{": depth += 1
            case "}": depth -= 1
            default: break
            }
            if depth < 0 { return [FuzzFinding("css", "a '}' closes more than was opened")] }
        }
        var findings: [FuzzFinding] = []
        if depth != 0 || quote != nil { findings.append(FuzzFinding("css", "unbalanced braces or an open string at the end")) }
        if css.contains("<") { findings.append(FuzzFinding("css", "the motion CSS contains '<'")) }
        return findings
    }
}
