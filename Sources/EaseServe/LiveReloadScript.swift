/// The script and stylesheet that `ease serve` adds to every page it sends (never to the files of
/// a build): the page listens to the server's build events, reloads after a build that changed
/// the site, and shows the diagnostics of a build that failed over the last good page until the
/// next good build. Both are same-origin files, so the site's `script-src 'self'` and
/// `style-src 'self'` policy allows them without exceptions.
public enum LiveReloadScript {
    /// Where the script is served.
    public static let scriptPath = "/__ease/live-reload.js"
    /// Where the overlay's stylesheet is served.
    public static let stylesheetPath = "/__ease/overlay.css"
    /// Where the build events are served (Server-Sent Events).
    public static let eventsPath = "/__ease/events"

    /// The tag that loads the script, naming the build the page came from.
    public static func tag(generation: Int) -> String {
        "<script src=\"\(scriptPath)\" data-generation=\"\(generation)\" defer></script>"
    }

    /// `tag` put before `</head>` (or `</body>`, or at the end when there is neither).
    public static func inject(_ tag: String, into page: [UInt8]) -> [UInt8] {
        let insertion = Array(tag.utf8)
        for marker in ["</head>", "</body>"] {
            if let index = firstIndex(of: Array(marker.utf8), in: page) {
                return Array(page[..<index]) + insertion + Array(page[index...])
            }
        }
        return page + insertion
    }

    /// Case-insensitive search for an ASCII marker.
    private static func firstIndex(of marker: [UInt8], in page: [UInt8]) -> Int? {
        guard page.count >= marker.count else { return nil }
        outer: for start in 0...(page.count - marker.count) {
            for (offset, byte) in marker.enumerated() where page[start + offset] | 0x20 != byte | 0x20 {
                continue outer
            }
            return start
        }
        return nil
    }

    /// The script.
    public static let script = """
    // Ease live preview: added by `ease serve`, never part of a build.
    (() => {
      "use strict";
      const loaded = document.currentScript ? document.currentScript.dataset.generation : null;
      let panel = null;
      let lastFocus = null;

      function stylesheet() {
        if (document.querySelector('link[data-ease-overlay]')) return;
        const link = document.createElement("link");
        link.rel = "stylesheet";
        link.href = "\(stylesheetPath)";
        link.dataset.easeOverlay = "";
        document.head.appendChild(link);
      }

      function hide() {
        if (!panel) return;
        panel.remove();
        panel = null;
        if (lastFocus && document.contains(lastFocus)) lastFocus.focus();
      }

      function show(diagnostics) {
        stylesheet();
        hide();
        lastFocus = document.activeElement;
        panel = document.createElement("div");
        panel.id = "ease-diagnostics";
        panel.setAttribute("role", "alert");
        panel.setAttribute("aria-labelledby", "ease-diagnostics-title");
        const title = document.createElement("h2");
        title.id = "ease-diagnostics-title";
        const errors = diagnostics.filter((d) => d.severity === "error").length;
        title.textContent = errors === 1 ? "The last edit does not build: 1 error" : `The last edit does not build: ${errors} errors`;
        const note = document.createElement("p");
        note.textContent = "This page shows the last good build. Fix the problem and save; the page updates by itself."
          + (diagnostics.some((d) => d.fixIts && d.fixIts.length > 0 && d.id !== "l10n.stale") ? " 'ease check --fix' makes the content's fix-its; add --templates for the templates'." : "");
        const list = document.createElement("ol");
        for (const d of diagnostics) {
          const item = document.createElement("li");
          const where = document.createElement("code");
          where.textContent = d.location || "(no file)";
          const what = document.createElement("span");
          what.textContent = ` ${d.severity}: ${d.message} [${d.id}]`;
          item.append(where, what);
          const lines = (d.fixIts || []).map((text) => `fix-it: ${text}`).concat((d.notes || []).map((text) => `note: ${text}`));
          if (lines.length > 0) {
            const notes = document.createElement("ul");
            for (const text of lines) {
              const noteItem = document.createElement("li");
              noteItem.textContent = text;
              notes.appendChild(noteItem);
            }
            item.appendChild(notes);
          }
          list.appendChild(item);
        }
        const close = document.createElement("button");
        close.type = "button";
        close.textContent = "Hide until the next build";
        close.addEventListener("click", hide);
        panel.append(title, note, list, close);
        document.body.appendChild(panel);
      }

      const events = new EventSource("\(eventsPath)");
      events.addEventListener("open", () => { document.documentElement.dataset.easeLiveReload = "connected"; });
      events.addEventListener("build", (event) => {
        const state = JSON.parse(event.data);
        if (!state.ok) { show(state.diagnostics); return; }
        if (loaded !== null && String(state.generation) !== loaded) { location.reload(); return; }
        hide();
      });
    })();

    """

    /// The overlay's stylesheet: high contrast, no motion, above everything, scrollable.
    public static let stylesheet = """
    #ease-diagnostics {
      position: fixed; inset: auto 0 0 0; z-index: 2147483647; max-height: 50vh; overflow: auto;
      margin: 0; padding: 1rem 1.25rem; box-sizing: border-box;
      background: #1b1b1b; color: #ffffff; border-top: 4px solid #ff8a80;
      font: 1rem/1.5 system-ui, sans-serif; text-align: start;
    }
    #ease-diagnostics h2 { margin: 0 0 .5rem; font-size: 1.125rem; color: #ffffff; }
    #ease-diagnostics p { margin: 0 0 .5rem; }
    #ease-diagnostics ol { margin: 0 0 .75rem; padding-inline-start: 1.5rem; }
    #ease-diagnostics ul { margin: .25rem 0 0; padding-inline-start: 1.25rem; }
    #ease-diagnostics code { color: #ffd180; font-family: ui-monospace, monospace; }
    #ease-diagnostics button {
      font: inherit; color: #1b1b1b; background: #ffffff; border: 2px solid #ffffff; border-radius: 4px; padding: .25rem .75rem;
    }
    #ease-diagnostics button:focus-visible { outline: 3px solid #ffd180; outline-offset: 2px; }

    """
}
