import EaseCore
import EaseTestSupport
import Foundation
import Testing

/// Checks AHAP files against the format's rules as Core Haptics applies them.
enum AHAPValidator {
    static let eventTypes: Set<String> = ["HapticTransient", "HapticContinuous", "AudioContinuous", "AudioCustom"]
    static let eventParameters: Set<String> = ["HapticIntensity", "HapticSharpness", "AttackTime", "DecayTime", "ReleaseTime", "Sustained",
                                               "AudioVolume", "AudioPitch", "AudioPan", "AudioBrightness"]
    static let curveParameters: Set<String> = ["HapticIntensityControl", "HapticSharpnessControl", "HapticAttackTimeControl",
                                               "HapticDecayTimeControl", "HapticReleaseTimeControl", "AudioVolumeControl",
                                               "AudioPanControl", "AudioPitchControl", "AudioBrightnessControl"]

    /// Every violation found, empty for a valid pattern.
    static func problems(_ data: Data) -> [String] {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return ["not a JSON object"] }
        var problems: [String] = []
        if root["Version"] as? Double != 1.0 { problems.append("Version must be 1.0") }
        guard let pattern = root["Pattern"] as? [[String: Any]], !pattern.isEmpty else { return problems + ["Pattern must be a non-empty array"] }
        let allowedRoot: Set<String> = ["Version", "Metadata", "Pattern"]
        problems += Set(root.keys).subtracting(allowedRoot).map { "unknown top-level key \($0)" }
        for (index, entry) in pattern.enumerated() {
            guard entry.count == 1 else { problems.append("entry \(index) must have exactly one of Event, Parameter, ParameterCurve"); continue }
            if let event = entry["Event"] as? [String: Any] {
                let type = event["EventType"] as? String ?? ""
                if !eventTypes.contains(type) { problems.append("entry \(index): bad EventType \(type)") }
                if (event["Time"] as? Double ?? -1) < 0 { problems.append("entry \(index): Time must be ≥ 0") }
                if type == "HapticContinuous" {
                    let duration = event["EventDuration"] as? Double ?? 0
                    if duration <= 0 || duration > 30 { problems.append("entry \(index): EventDuration must be in (0, 30]") }
                } else if event["EventDuration"] != nil, type == "HapticTransient" {
                    problems.append("entry \(index): a transient has no EventDuration")
                }
                for parameter in event["EventParameters"] as? [[String: Any]] ?? [] {
                    let id = parameter["ParameterID"] as? String ?? ""
                    if !eventParameters.contains(id) { problems.append("entry \(index): bad ParameterID \(id)") }
                    let value = parameter["ParameterValue"] as? Double ?? -1
                    if id.hasPrefix("Haptic"), !(0...1).contains(value) { problems.append("entry \(index): \(id) out of 0…1") }
                }
            } else if let curve = entry["ParameterCurve"] as? [String: Any] {
                let id = curve["ParameterID"] as? String ?? ""
                if !curveParameters.contains(id) { problems.append("entry \(index): bad curve ParameterID \(id)") }
                let points = curve["ParameterCurveControlPoints"] as? [[String: Any]] ?? []
                if points.count < 2 || points.count > 16 { problems.append("entry \(index): a curve has 2–16 control points") }
                let times = points.compactMap { $0["Time"] as? Double }
                if times != times.sorted() || times.count != points.count { problems.append("entry \(index): control point times must ascend") }
                if points.contains(where: { !(0...1).contains($0["ParameterValue"] as? Double ?? -1) }) {
                    problems.append("entry \(index): control values must be in 0…1")
                }
            } else if entry["Parameter"] == nil {
                problems.append("entry \(index): unknown entry \(entry.keys.sorted())")
            }
        }
        return problems
    }
}

@Suite struct HapticPatternTests {
    let files: [String: [UInt8]] = {
        let catalog = ContentPipeline().check(contentRoot: ContentFixture.sampleContent).catalog
        return (try? BundleCompiler().compile(catalog)) ?? [:]
    }()

    @Test func everyAHAPFileFollowsTheFormat() throws {
        let haptics = files.filter { $0.key.hasSuffix(".ahap") }
        #expect(Set(haptics.keys) == ["haptics/deep-breathing.ahap", "haptics/session-next.ahap", "haptics/session-done.ahap"])
        for (path, bytes) in haptics {
            #expect(AHAPValidator.problems(Data(bytes)) == [], "\(path)")
        }
    }

    @Test func breathingFollowsTheTiming() throws {
        let data = Data(try #require(files["haptics/deep-breathing.ahap"]))
        let pattern = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["Pattern"] as? [[String: Any]])
        let continuous = pattern.compactMap { $0["Event"] as? [String: Any] }.filter { $0["EventType"] as? String == "HapticContinuous" }
        // 7 cycles of inhale (4 s at 0, 14, 28…) and exhale (6 s at 6, 20, 34…).
        #expect(continuous.count == 14)
        #expect(continuous.prefix(4).map { $0["Time"] as? Double } == [0, 6, 14, 20])
        #expect(continuous.prefix(2).map { $0["EventDuration"] as? Double } == [4, 6])
        let curves = pattern.compactMap { $0["ParameterCurve"] as? [String: Any] }
        let inhale = try #require(curves.first?["ParameterCurveControlPoints"] as? [[String: Double]])
        let exhale = try #require(curves.dropFirst().first?["ParameterCurveControlPoints"] as? [[String: Double]])
        #expect(inhale.first!["ParameterValue"]! < inhale.last!["ParameterValue"]!, "intensity rises while breathing in")
        #expect(exhale.first!["ParameterValue"]! > exhale.last!["ParameterValue"]!, "intensity falls while breathing out")
        #expect(inhale.last!["Time"] == 4)
    }

    @Test func validatorCatchesBrokenPatterns() {
        let broken = #"{"Version": 1.0, "Pattern": [{"Event": {"Time": -1, "EventType": "HapticContinuous", "EventDuration": 40, "EventParameters": [{"ParameterID": "HapticIntensity", "ParameterValue": 2}]}}]}"#
        #expect(AHAPValidator.problems(Data(broken.utf8)).count == 3)
    }
}
