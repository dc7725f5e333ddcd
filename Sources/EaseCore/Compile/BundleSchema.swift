/// `bundle.schema.json`: a JSON Schema (draft 2020-12) for every JSON file of the bundle.
///
/// Each kind of file has a definition under `$defs`; `x-ease-files` maps path patterns to them,
/// so a validator (or the app's tests) can check each file against the right definition.
public enum BundleSchema {
    /// Path patterns (`*` matches one path segment) → definition name.
    public static let files: [(pattern: String, definition: String)] = [
        ("manifest.json", "manifest"),
        ("site.json", "site"),
        ("accessibility.json", "accessibility"),
        ("motion.json", "motion"),
        ("coping-statements.json", "copingStatements"),
        ("readings/*.json", "reading"),
        ("exercises/*.json", "exercise"),
        ("onboarding/*.json", "onboardingPage"),
        ("haptics/*.ahap", "ahap"),
        ("locales/*/site.json", "site"),
        ("locales/*/accessibility.json", "accessibility"),
        ("locales/*/coping-statements.json", "copingStatements"),
        ("locales/*/readings/*.json", "reading"),
        ("locales/*/exercises/*.json", "exercise"),
        ("locales/*/onboarding/*.json", "onboardingPage"),
    ]

    private static func ref(_ name: String) -> JSONValue { .object(["$ref": .string("#/$defs/\(name)")]) }
    private static let string = JSONValue.object(["type": .string("string")])
    private static let integer = JSONValue.object(["type": .string("integer")])
    private static let number = JSONValue.object(["type": .string("number")])
    private static let boolean = JSONValue.object(["type": .string("boolean")])
    private static func nullable(_ type: String) -> JSONValue { .object(["type": .array([.string(type), .string("null")])]) }
    private static func array(_ items: JSONValue) -> JSONValue { .object(["type": .string("array"), "items": items]) }
    private static func constant(_ value: String) -> JSONValue { .object(["const": .string(value)]) }
    private static func enumeration(_ values: [String]) -> JSONValue { .object(["enum": .array(values.map(JSONValue.string))]) }

    /// A closed object: every listed property required unless named in `optional`.
    private static func object(_ properties: [String: JSONValue], optional: Set<String> = [], open: Bool = false) -> JSONValue {
        .object([
            "type": .string("object"),
            "properties": .object(properties),
            "required": .array(properties.keys.filter { !optional.contains($0) }.sorted().map(JSONValue.string)),
            "additionalProperties": .bool(open),
        ])
    }

    private static let mediaPath = JSONValue.object(["type": .string("string"), "pattern": .string("^media/[0-9a-f]{16}(\\.[a-z0-9]+)?$")])
    private static let nullableMedia = JSONValue.object(["anyOf": .array([mediaPath, .object(["type": .string("null")])])])

    private static var definitions: [String: JSONValue] {
        let inline = ref("inline")
        let block = ref("block")
        let image = object(["src": nullableMedia, "alt": string, "decorative": boolean])
        let source = object(["title": string, "author": string, "publisher": nullable("string"), "year": integer, "pages": string])
        let header: [String: JSONValue] = ["id": string, "title": string, "body": array(block)]
        func item(_ type: String, _ extra: [String: JSONValue], optional: Set<String> = []) -> JSONValue {
            object(header.merging(extra) { a, _ in a }.merging(["type": constant(type)]) { a, _ in a }, optional: optional)
        }
        return [
            "inline": .object(["type": .string("object"), "required": .array([.string("type")]), "oneOf": .array([
                object(["type": constant("text"), "text": string]),
                object(["type": enumeration(["softBreak", "lineBreak"])]),
                object(["type": constant("code"), "code": string]),
                object(["type": enumeration(["emphasis", "strong"]), "content": array(inline)]),
                object(["type": constant("link"), "title": nullable("string"), "content": array(inline), "target": .object(["oneOf": .array([
                    object(["kind": constant("url"), "url": string]),
                    object(["kind": constant("content"), "id": nullable("string"), "anchor": nullable("string")]),
                ])])]),
                object(["type": constant("image"), "alt": string, "src": nullableMedia]),
            ])]),
            "block": .object(["type": .string("object"), "required": .array([.string("type")]), "oneOf": .array([
                object(["type": constant("paragraph"), "content": array(inline)]),
                object(["type": constant("heading"), "level": .object(["type": .string("integer"), "minimum": .integer(1), "maximum": .integer(6)]),
                        "anchor": string, "content": array(inline)]),
                object(["type": constant("blockQuote"), "children": array(block)]),
                object(["type": constant("list"), "ordered": boolean, "start": integer, "tight": boolean, "items": array(array(block))]),
                object(["type": constant("code"), "language": nullable("string"), "code": string]),
                object(["type": constant("thematicBreak")]),
            ])]),
            "manifest": object([
                "schemaVersion": .object(["type": .string("string"), "pattern": .string("^[0-9]+\\.[0-9]+\\.[0-9]+$")]),
                "contentHash": .object(["type": .string("string"), "pattern": .string("^[0-9a-f]{64}$")]),
                "defaultLocale": string,
                "locales": array(string),
                "files": array(object(["path": string, "size": .object(["type": .string("integer"), "minimum": .integer(0)]),
                                       "sha256": .object(["type": .string("string"), "pattern": .string("^[0-9a-f]{64}$")])])),
                "sessions": array(object(["mood": string, "minutes": integer, "steps": .object([
                    "type": .string("array"), "minItems": .integer(1), "maxItems": .integer(3),
                    "items": object(["exercise": string, "button": enumeration(["next", "done"]), "haptics": string]),
                ])])),
            ]),
            "reading": item("reading", ["summary": string, "source": source, "related": array(string),
                                        "image": .object(["anyOf": .array([image, .object(["type": .string("null")])])]),
                                        "readingMinutes": integer]),
            "onboardingPage": item("onboarding-page", ["page": integer, "reminder": nullable("string"),
                                                       "image": .object(["anyOf": .array([image, .object(["type": .string("null")])])])]),
            "copingStatements": item("coping-statements", ["summary": string, "source": source,
                                                           "groups": array(object(["heading": nullable("string"), "statements": array(string)]))]),
            "exercise": item("exercise", [
                "kind": enumeration(ExerciseSchema.kinds), "summary": string, "instructions": string,
                "instructionFadeSeconds": number, "sessionSeconds": nullable("number"),
                "haptics": string,
                "breathing": object(["timing": object(["inhale": number, "hold": number, "exhale": number, "rest": number]),
                                     "cycles": integer,
                                     "steps": array(object(["cycle": integer, "phase": enumeration(["inhale", "hold", "exhale", "rest"]),
                                                            "label": nullable("string"), "start": number, "duration": number]))]),
                "scenes": array(object(["id": string, "title": string,
                                        "image": .object(["anyOf": .array([image, .object(["type": .string("null")])])]),
                                        "video": .object(["anyOf": .array([object(["src": nullableMedia, "description": nullable("string"),
                                                                                   "captions": nullableMedia, "poster": nullableMedia,
                                                                                   "captionsLanguage": nullable("string")]),
                                                                           .object(["type": .string("null")])])])])),
                "audio": object(["src": nullableMedia, "transcript": nullableMedia, "seconds": integer]),
            ], optional: ["haptics", "breathing", "scenes", "audio"]),
            "site": object([
                "locale": string,
                "title": string,
                "relax": object(["moodPrompt": string, "durationPrompt": string]),
                "reflect": object(["intro": string, "composeLabel": nullable("string"), "prompts": array(string), "emptyState": string]),
                "tabs": array(object(["id": string, "title": string, "background": nullable("string"), "text": nullable("string")])),
                "moods": array(object(["id": string, "emoji": string, "label": string])),
                "durations": array(integer),
                "reminders": .object(["type": .string("object"), "additionalProperties":
                                        object(["time": nullable("string"), "enabled": boolean, "message": string])]),
                "motion": object(["durations": .object(["type": .string("object"), "additionalProperties": integer]),
                                  "easings": .object(["type": .string("object"), "additionalProperties":
                                                        .object(["type": .string("array"), "items": number, "minItems": .integer(4), "maxItems": .integer(4)])])]),
                "buttons": .object(["type": .string("object"), "additionalProperties": string]),
                "onboarding": object(["tutorialPage": nullable("string")]),
            ]),
            "motion": object([
                "variants": array(enumeration(MotionVariant.allCases.map(\.rawValue))),
                "choreographies": array(object([
                    "id": string, "elements": array(string), "requiresPauseControl": boolean,
                    "totalMilliseconds": object(Dictionary(uniqueKeysWithValues: MotionVariant.allCases.map { ($0.rawValue, nullable("number")) })),
                    "variants": object(Dictionary(uniqueKeysWithValues: MotionVariant.allCases.map { variant in
                        (variant.rawValue, array(object([
                            "element": string, "start": number, "offset": number, "duration": number, "period": number,
                            "iterations": nullable("integer"), "easing": string,
                            "properties": array(object([
                                "property": enumeration(MotionPropertyKind.allCases.map(\.rawValue)),
                                "keyframes": array(object(["start": number, "end": number, "value": .object(["anyOf": .array([
                                    number, object(["x": number, "xUnit": enumeration(["px", "%"]), "y": number, "yUnit": enumeration(["px", "%"])]),
                                ])])])),
                            ])),
                        ])))
                    })),
                ])),
            ]),
            "accessibility": object([
                "locale": string,
                "controls": array(object([
                    "id": string, "screen": string, "label": .object(["type": .string("string"), "minLength": .integer(1)]),
                    "value": nullable("string"), "traits": array(enumeration(AccessibilityTrait.allCases.map(\.rawValue))),
                    "hint": nullable("string"), "customActions": array(string), "spoken": string,
                ])),
            ]),
            "ahap": object([
                "Version": .object(["const": .number(1.0)]),
                "Metadata": .object(["type": .string("object")]),
                "Pattern": .object(["type": .string("array"), "minItems": .integer(1), "items": .object(["oneOf": .array([
                    object(["Event": object([
                        "Time": .object(["type": .string("number"), "minimum": .integer(0)]),
                        "EventType": enumeration(["HapticTransient", "HapticContinuous"]),
                        "EventDuration": .object(["type": .string("number"), "exclusiveMinimum": .integer(0), "maximum": .integer(30)]),
                        "EventParameters": array(object(["ParameterID": enumeration(["HapticIntensity", "HapticSharpness"]),
                                                         "ParameterValue": .object(["type": .string("number"), "minimum": .integer(0), "maximum": .integer(1)])])),
                    ], optional: ["EventDuration"])]),
                    object(["ParameterCurve": object([
                        "ParameterID": enumeration(["HapticIntensityControl", "HapticSharpnessControl"]),
                        "Time": .object(["type": .string("number"), "minimum": .integer(0)]),
                        "ParameterCurveControlPoints": .object(["type": .string("array"), "minItems": .integer(2), "maxItems": .integer(16),
                                                                "items": object(["Time": number, "ParameterValue": .object([
                                                                    "type": .string("number"), "minimum": .integer(0), "maximum": .integer(1)])])]),
                    ])]),
                ])])]),
            ], optional: ["Metadata"]),
        ]
    }

    /// The whole schema document.
    public static var document: JSONValue {
        .object([
            "$schema": .string("https://json-schema.org/draft/2020-12/schema"),
            "$id": .string("urn:ease:bundle:\(BundleCompiler.schemaVersion)"),
            "title": .string("Ease content bundle \(BundleCompiler.schemaVersion)"),
            "description": .string("Every JSON file of an Ease bundle. x-ease-files maps each path pattern to its definition."),
            "x-ease-files": .object(Dictionary(uniqueKeysWithValues: files.map { ($0.pattern, JSONValue.string($0.definition)) })),
            "$defs": .object(definitions),
            "anyOf": .array(files.map { ref($0.definition) }),
        ])
    }
}
