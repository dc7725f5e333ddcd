@testable import EaseServe
import Foundation
import Testing

@Suite struct StaticSiteResponderTests {
    @Test func contentTypesAndValidators() throws {
        let folder = try ServedFolder()
        let responder = StaticSiteResponder(folder: folder.root)
        let page = responder.respond(method: "GET", path: "/learn/small-steps/", headers: [:])
        #expect(page.status == 200)
        #expect(page.header("Content-Type") == "text/html; charset=utf-8")
        #expect(page.header("X-Content-Type-Options") == "nosniff")
        #expect(page.header("Access-Control-Allow-Origin") == nil)
        #expect(page.header("ETag")?.hasPrefix("\"") == true)
        #expect(page.header("Last-Modified")?.hasSuffix(" GMT") == true)
        #expect(String(decoding: page.body, as: UTF8.self).contains("<title>Small steps</title>"))
        #expect(responder.respond(method: "GET", path: "/assets/site.css", headers: [:]).header("Content-Type") == "text/css; charset=utf-8")
        #expect(responder.respond(method: "GET", path: "/assets/caf%C3%A9.txt", headers: [:]).header("Content-Type") == "text/plain; charset=utf-8")
    }

    @Test func conditionalRequestsAnswer304() throws {
        let folder = try ServedFolder()
        let responder = StaticSiteResponder(folder: folder.root)
        let first = responder.respond(method: "GET", path: "/", headers: [:])
        let etag = try #require(first.header("ETag"))
        let again = responder.respond(method: "GET", path: "/", headers: ["if-none-match": etag])
        #expect(again.status == 304)
        #expect(again.body.isEmpty)
        #expect(responder.respond(method: "GET", path: "/", headers: ["if-none-match": "\"other\", " + etag]).status == 304)
        #expect(responder.respond(method: "GET", path: "/", headers: ["if-none-match": "\"other\""]).status == 200)
        let modified = try #require(first.header("Last-Modified"))
        #expect(responder.respond(method: "GET", path: "/", headers: ["if-modified-since": modified]).status == 304)
        #expect(responder.respond(method: "GET", path: "/", headers: ["if-modified-since": "Thu, 01 Jan 1970 00:00:00 GMT"]).status == 200)
        // If-None-Match wins over If-Modified-Since.
        #expect(responder.respond(method: "GET", path: "/", headers: ["if-none-match": "\"other\"", "if-modified-since": modified]).status == 200)
    }

    @Test func aChangedFileGetsANewETag() throws {
        let folder = try ServedFolder()
        let responder = StaticSiteResponder(folder: folder.root)
        let before = try #require(responder.respond(method: "GET", path: "/assets/site.css", headers: [:]).header("ETag"))
        try "body { color: navy; }".write(toFile: folder.root + "/assets/site.css", atomically: true, encoding: .utf8)
        let after = responder.respond(method: "GET", path: "/assets/site.css", headers: ["if-none-match": before])
        #expect(after.status == 200)
        #expect(after.header("ETag") != before)
        #expect(String(decoding: after.body, as: UTF8.self) == "body { color: navy; }")
    }

    @Test func headAndOtherMethods() throws {
        let folder = try ServedFolder()
        let responder = StaticSiteResponder(folder: folder.root)
        let head = responder.respond(method: "HEAD", path: "/", headers: [:])
        let get = responder.respond(method: "GET", path: "/", headers: [:])
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(head.header("Content-Length") == String(get.body.count))
        let post = responder.respond(method: "POST", path: "/", headers: [:])
        #expect(post.status == 405)
        #expect(post.header("Allow") == "GET, HEAD")
    }

    @Test func missingAndRefusedPathsGetTheSite404Page() throws {
        let folder = try ServedFolder()
        let responder = StaticSiteResponder(folder: folder.root)
        for path in ["/missing/", "/%2e%2e/secret.txt", "/escape.txt", "/empty/"] {
            let response = responder.respond(method: "GET", path: path, headers: [:])
            #expect(response.status == 404, "\(path)")
            #expect(String(decoding: response.body, as: UTF8.self).contains("Nothing here"), "\(path)")
            #expect(!String(decoding: response.body, as: UTF8.self).contains("outside"), "\(path)")
        }
        let redirect = responder.respond(method: "GET", path: "/learn/small-steps?x=1", headers: [:])
        #expect(redirect.status == 301)
        #expect(redirect.header("Location") == "/learn/small-steps/?x=1")
    }

    @Test func theLiveReloadTagGoesIntoPagesOnly() throws {
        let folder = try ServedFolder()
        let responder = StaticSiteResponder(folder: folder.root) { LiveReloadScript.tag(generation: 4) }
        let page = String(decoding: responder.respond(method: "GET", path: "/", headers: [:]).body, as: UTF8.self)
        #expect(page.contains("<script src=\"/__ease/live-reload.js\" data-generation=\"4\" defer></script></head>"))
        let css = String(decoding: responder.respond(method: "GET", path: "/assets/site.css", headers: [:]).body, as: UTF8.self)
        #expect(!css.contains("__ease"))
        // On disk, nothing changed.
        #expect(try !String(contentsOfFile: folder.root + "/index.html", encoding: .utf8).contains("__ease"))
        // A new generation means a new body and a new ETag.
        let plain = StaticSiteResponder(folder: folder.root)
        #expect(String(decoding: plain.respond(method: "GET", path: "/", headers: [:]).body, as: UTF8.self).contains("__ease") == false)
    }

    @Test func injectionFindsTheHeadWhateverItsCase() {
        #expect(String(decoding: LiveReloadScript.inject("<s>", into: Array("<HEAD></HEAD><body></body>".utf8)), as: UTF8.self) == "<HEAD><s></HEAD><body></body>")
        #expect(String(decoding: LiveReloadScript.inject("<s>", into: Array("<p>x</p></body>".utf8)), as: UTF8.self) == "<p>x</p><s></body>")
        #expect(String(decoding: LiveReloadScript.inject("<s>", into: Array("<p>x</p>".utf8)), as: UTF8.self) == "<p>x</p><s>")
    }
}
