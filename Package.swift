// swift-tools-version:6.1
import PackageDescription

// Layers, bottom to top. Each arrow is "is imported by".
//
//   EaseBytes ───────────▶ EaseDiagnostics, EaseMarkdown, EaseHTML, EaseTemplates, EaseCore
//   CCmark, CCmarkArena ─▶ EaseMarkdown ─┐
//   EaseDiagnostics ──────▶ EaseMarkdown ├─▶ EaseCore ─▶ EaseCommandLine ─▶ ease
//   Yams ─────────────────────────────────┘
//   CLibXML2 ────────────▶ EaseHTML ─────▶ EaseCore (the Audit stage)
//   EaseTemplates ───────────────────────▶ EaseCore (the Render stage)
//   CLibCrypto ──────────▶ EaseDigest ───▶ EaseCore (SHA-256 of the bundle's files)
//   EaseCore, EaseWatch, Hummingbird ─────▶ EaseServe ─▶ EaseCommandLine
//   CMimalloc ───────────▶ EaseAllocator ──────────────────────────────▶ ease (the process's malloc)
/// Release builds of the modules below EaseCore let their callers inline any of their functions,
/// not only the small generic ones the compiler picks by default.
let inlinedAcrossModules: [SwiftSetting] = [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]

let package = Package(
    name: "Ease",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "ease", targets: ["ease"]),
        .library(name: "EaseCore", targets: ["EaseCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // Only the template tests use it: the oracle EaseTemplates is compared with.
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        // The preview server. No traits: `ease serve` needs neither swift-configuration nor full Foundation.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        // Already resolved for Hummingbird; named because EaseServe uses them directly.
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // C libraries from Debian packages. Each is imported by exactly one Swift module.
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),

        // libcrypto's headers only: its SHA-256 functions are linked from its static archive by
        // EaseDigest (no pkg-config, whose flags would link the shared library as well).
        .systemLibrary(
            name: "CLibCrypto",
            providers: [.apt(["libssl-dev"])]
        ),

        // mimalloc, linked into the executable ahead of the C library (no pkg-config file in Debian).
        .systemLibrary(
            name: "CMimalloc",
            providers: [.apt(["libmimalloc-dev"])]
        ),

        // cmark's allocator: a bump arena per thread, in C for its thread-local variable. Imported
        // only by EaseMarkdown.
        .target(name: "CCmarkArena"),

        // SHA-256 through libcrypto. The only importer of libcrypto, linked from its static
        // archive: the few objects SHA-256 needs instead of the shared library, whose loading and
        // set-up took about 1 ms of every process's start.
        .target(name: "EaseDigest", dependencies: ["CLibCrypto", "EaseBytes"], swiftSettings: inlinedAcrossModules,
                linkerSettings: [.linkedLibrary(":libcrypto.a")]),

        // The executable's allocator (mimalloc). The only importer of mimalloc.
        .target(name: "EaseAllocator", dependencies: ["CMimalloc"]),

        // Byte scans eight and sixteen bytes at a time (ByteWord, ByteBlock). No dependencies and no
        // Foundation, so that EaseHTML can use them.
        .target(name: "EaseBytes", swiftSettings: inlinedAcrossModules),

        // A value behind a POSIX mutex, which ThreadSanitizer sees (the standard library's Mutex it
        // does not, on Linux). No dependencies and no Foundation, so that EaseHTML can use it.
        .target(name: "EaseLocks", swiftSettings: inlinedAcrossModules),

        // HTML → plain Swift element tree. The only importer of libxml2; imports no Foundation (ICU
        // clash), nor any module that does: EaseDiagnostics does (its JSON format), so not that.
        .target(name: "EaseHTML", dependencies: ["CLibXML2", "EaseBytes", "EaseLocks"], swiftSettings: inlinedAcrossModules),

        // Mustache templates compiled once and rendered to bytes.
        .target(name: "EaseTemplates", dependencies: ["EaseDiagnostics", "EaseBytes"], swiftSettings: inlinedAcrossModules),

        // Positions, diagnostics and their output formats.
        .target(name: "EaseDiagnostics", dependencies: ["EaseBytes"], swiftSettings: inlinedAcrossModules),

        // CommonMark → plain Swift block tree. The only importer of cmark.
        .target(name: "EaseMarkdown", dependencies: ["CCmark", "CCmarkArena", "EaseDiagnostics", "EaseBytes"], swiftSettings: inlinedAcrossModules),

        // The pipeline stages: Load → Parse → Validate → Compile (bundle) → Render (site) → Write.
        .target(
            name: "EaseCore",
            dependencies: [
                "EaseBytes", "EaseDiagnostics", "EaseMarkdown", "EaseHTML", "EaseTemplates", "EaseDigest", "EaseLocks",
                .product(name: "Yams", package: "Yams"),
            ]
        ),

        // File-change notifications (inotify through Glibc) with debouncing, for `serve` and `build --watch`.
        .target(name: "EaseWatch"),

        // `ease serve`: the preview server (Hummingbird), safe static files, live reload over SSE.
        .target(
            name: "EaseServe",
            dependencies: ["EaseBytes", "EaseCore", "EaseDiagnostics", "EaseWatch", .product(name: "Hummingbird", package: "hummingbird"),
                           .product(name: "HTTPTypes", package: "swift-http-types"),
                           .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                           .product(name: "Logging", package: "swift-log")]
        ),

        // Subcommands, one file each; each hands its options to an action in EaseCore.
        .target(
            name: "EaseCommandLine",
            dependencies: ["EaseCore", "EaseDiagnostics", "EaseServe", "EaseWatch", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        // The executable exports none of its own symbols: the static Swift runtime's link flags
        // export all of them (about 26,000), which nothing looks up by name, and every start paid
        // for them (the runtime's `dladdr` of its own path walked the table; the loader's lookups
        // and pages): `ease --version` runs 0.9 M fewer instructions without them, 0.3 ms.
        .executableTarget(name: "ease", dependencies: ["EaseCommandLine", "EaseAllocator"],
                          linkerSettings: [.unsafeFlags(["-Xlinker", "--no-export-dynamic"])]),

        // The fuzz harnesses: each runs a stage on arbitrary bytes and reports broken invariants.
        // Replayed over Fuzz/Corpus by the tests; driven by libFuzzer through Fuzz/Driver (scripts/fuzz).
        .target(name: "EaseFuzzing", dependencies: ["EaseCore", "EaseMarkdown", "EaseHTML", "EaseDiagnostics", "EaseTestSupport"]),

        // Helpers shared by the test targets: position markers, fixture folders, running the binary.
        .target(name: "EaseTestSupport", dependencies: ["EaseDiagnostics"], path: "Sources/EaseTestSupport"),

        .testTarget(name: "EaseBytesTests", dependencies: ["EaseBytes", "EaseTestSupport"]),
        .testTarget(name: "EaseLocksTests", dependencies: ["EaseLocks"]),
        .testTarget(name: "EaseDiagnosticsTests", dependencies: ["EaseDiagnostics", "EaseTestSupport"]),
        .testTarget(name: "EaseMarkdownTests", dependencies: ["EaseMarkdown", "EaseTestSupport"]),
        .testTarget(name: "EaseHTMLTests", dependencies: ["EaseHTML", "EaseTestSupport"]),
        .testTarget(name: "EaseDigestTests", dependencies: ["EaseDigest"]),
        .testTarget(name: "EaseAllocatorTests", dependencies: ["EaseAllocator", "EaseTestSupport"]),
        // swift-mustache is the oracle the template engine's output is compared with.
        .testTarget(name: "EaseTemplatesTests", dependencies: ["EaseTemplates", "EaseBytes", "EaseLocks", "EaseTestSupport", .product(name: "Mustache", package: "swift-mustache")]),
        .testTarget(
            name: "EaseCoreTests",
            dependencies: ["EaseCore", "EaseLocks", "EaseTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "EaseCommandLineTests", dependencies: ["EaseCommandLine", "EaseTestSupport"]),
        .testTarget(name: "EaseWatchTests", dependencies: ["EaseWatch"]),
        .testTarget(name: "EaseServeTests", dependencies: ["EaseServe", "EaseCore", "EaseTestSupport"]),
        .testTarget(name: "EaseFuzzingTests", dependencies: ["EaseFuzzing", "EaseCore", "EaseTestSupport"]),
    ]
)

// The libFuzzer driver exists only in fuzz builds (scripts/fuzz sets EASE_FUZZ=1 and builds into
// .build-fuzz with -sanitize=fuzzer,address), because libFuzzer supplies its own `main`.
if Context.environment["EASE_FUZZ"] == "1" {
    package.targets.append(.executableTarget(name: "ease-fuzz", dependencies: ["EaseFuzzing"], path: "Fuzz/Driver"))
}
