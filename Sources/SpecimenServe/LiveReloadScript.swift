import Foundation

/// The script `serve` adds to every page it serves (never to a built site): it follows the
/// server's events, reloads the page after a successful rebuild, and shows the diagnostics of a
/// failed build in an overlay (file, line, message), which the next good build clears. Every
/// diagnostic is put in the page with `textContent`, so content cannot inject markup.
package enum LiveReloadScript {
    /// Where the script is served.
    package static let path = "/__specimen/live.js"
    /// Where the events are served.
    package static let eventsPath = "/__specimen/events"

    /// `html` with the script tag added before `</head>` (or at the end when there is none).
    package static func inject(into html: Data) -> Data {
        let tag = Data("<script src=\"\(path)\" defer></script>\n".utf8)
        if let range = html.range(of: Data("</head>".utf8)) {
            var result = html
            result.insert(contentsOf: tag, at: range.lowerBound)
            return result
        }
        return html + tag
    }

    package static let source = """
    // Specimen live reload: served by `specimen serve` only.
    (function () {
      "use strict";
      var firstGeneration = null;
      var overlay = null;

      function removeOverlay() {
        if (overlay) { overlay.remove(); overlay = null; }
      }

      function showOverlay(diagnostics) {
        removeOverlay();
        overlay = document.createElement("div");
        overlay.id = "specimen-error-overlay";
        overlay.setAttribute("role", "alertdialog");
        overlay.setAttribute("aria-modal", "false");
        overlay.setAttribute("aria-labelledby", "specimen-error-overlay-title");
        var style = overlay.style;
        style.position = "fixed"; style.inset = "0"; style.zIndex = "2147483647"; style.overflow = "auto";
        style.background = "rgba(20, 20, 20, 0.94)"; style.color = "#fafafa"; style.padding = "2rem";
        style.font = "15px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace";
        var title = document.createElement("h2");
        title.id = "specimen-error-overlay-title";
        title.style.margin = "0 0 1rem"; title.style.font = "bold 18px/1.3 system-ui, sans-serif"; title.style.color = "#ffb4a9";
        title.textContent = "The site was not rebuilt: " + diagnostics.length + (diagnostics.length === 1 ? " problem" : " problems");
        overlay.appendChild(title);
        var list = document.createElement("ol");
        list.style.margin = "0"; list.style.paddingLeft = "1.5rem";
        diagnostics.forEach(function (d) {
          var item = document.createElement("li");
          item.className = "specimen-diagnostic";
          item.style.marginBottom = "0.75rem";
          var where = document.createElement("div");
          where.style.color = "#9ecbff";
          where.textContent = d.file + ":" + d.line + ":" + d.column + ": " + d.severity + "[" + d.code + "]";
          var message = document.createElement("div");
          message.textContent = d.message;
          item.appendChild(where);
          item.appendChild(message);
          if (typeof d.source === "string") {
            // The line itself, and a caret under the column (tabs kept, so it lines up).
            var excerpt = document.createElement("pre");
            excerpt.className = "specimen-diagnostic__source";
            excerpt.style.margin = "0.25rem 0"; excerpt.style.color = "#e6e6e6"; excerpt.style.whiteSpace = "pre-wrap";
            var before = Array.from(d.source).slice(0, Math.max(0, d.column - 1));
            excerpt.textContent = d.source + "\\n" + before.map(function (c) { return c === "\\t" ? "\\t" : " "; }).join("") + "^";
            item.appendChild(excerpt);
          }
          if (d.hint) {
            var hint = document.createElement("div");
            hint.style.color = "#c8c8c8";
            hint.textContent = "hint: " + d.hint;
            item.appendChild(hint);
          }
          list.appendChild(item);
        });
        overlay.appendChild(list);
        var note = document.createElement("p");
        note.style.color = "#c8c8c8";
        note.textContent = "Fix the content and save: this page reloads by itself.";
        overlay.appendChild(note);
        document.body.appendChild(overlay);
      }

      function connect() {
        var source = new EventSource("\(eventsPath)");
        source.addEventListener("state", function (event) {
          var state = JSON.parse(event.data);
          window.specimenLiveReload = { generation: state.generation };  // for tests and the curious
          var failed = state.diagnostics.length > 0 || state.problem;
          if (failed) {
            showOverlay(state.problem ? [{ file: "specimen", line: 0, column: 0, severity: "error", code: "build", message: state.problem }]
                                      : state.diagnostics);
          }
          if (firstGeneration === null) { firstGeneration = state.generation; return; }
          if (state.generation !== firstGeneration && !failed) { location.reload(); }
        });
      }

      if (typeof EventSource === "function") { connect(); }
    })();

    """
}
