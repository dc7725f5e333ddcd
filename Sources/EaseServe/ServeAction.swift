public import EaseCore
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// `ease serve`: builds, serves `<output>/site` over HTTP, rebuilds after every save in the
/// content and templates folders, and tells open pages to reload (or shows them the diagnostics
/// of a broken build while the last good site stays served).
public struct ServeAction: Sendable {
    /// The build to run and re-run.
    public var build: BuildAction
    /// The address to bind (loopback unless the user says otherwise).
    public var host: String
    /// The port (0 picks a free one).
    public var port: Int

    /// Creates the action.
    public init(build: BuildAction, host: String = "127.0.0.1", port: Int = 8080) {
        self.build = build
        self.host = host
        self.port = port
    }

    /// Runs until SIGINT or SIGTERM. `started` gets the URL once the server listens; `built`
    /// every build's report, the first one included.
    public func run(started: @escaping @Sendable (String) -> Void, built: @escaping @Sendable (RebuildLoop.Report) -> Void) async throws {
        let loop = try RebuildLoop(action: build)
        let hub = LiveReloadHub()
        let first = loop.buildOnce()
        hub.publish(changedSite: first.changedOutput, diagnostics: first.outcome.report.diagnostics)
        built(first)

        let root = build.outputRoot.hasSuffix("/") ? String(build.outputRoot.dropLast()) : build.outputRoot
        try FileManager.default.createDirectory(atPath: root + "/site", withIntermediateDirectories: true)
        let site = StaticSiteResponder(folder: root + "/site") { LiveReloadScript.tag(generation: hub.generation) }
        var logger = Logger(label: "ease.serve")
        logger.logLevel = .warning
        let host = self.host
        let boundPort = BoundPort(port)
        let app = Application(
            responder: PreviewResponder(site: site, hub: hub, host: host, boundPort: boundPort),
            configuration: .init(address: .hostname(host, port: port), serverName: nil),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                boundPort.value = port
                let shown = host.contains(":") ? "[\(host)]" : host
                started("http://\(shown):\(port)/")
            },
            logger: logger
        )
        // The watch loop blocks on inotify, so it gets its own thread.
        let watching = Thread {
            loop.watch { report in
                hub.publish(changedSite: report.changedOutput, diagnostics: report.outcome.report.diagnostics)
                built(report)
            }
        }
        watching.start()
        defer { loop.stop() }
        let group = ServiceGroup(configuration: .init(services: [app, LiveReloadService(hub: hub)],
                                                      gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        try await group.run()
    }
}

/// Sends a keep-alive to every open page now and then, and ends their event streams when the
/// server shuts down (it is stopped before the HTTP server, which waits for open responses).
struct LiveReloadService: Service {
    let hub: LiveReloadHub

    func run() async throws {
        await withGracefulShutdownHandler {
            while !Task.isShuttingDownGracefully && !Task.isCancelled {
                try? await cancelWhenGracefulShutdown { try await Task.sleep(for: .seconds(15)) }
                hub.heartbeat()
            }
        } onGracefulShutdown: {
            hub.closeAll()
        }
    }
}
