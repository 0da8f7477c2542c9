import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// The files every page uses, inside the binary: an installed `sales` needs no other file.
package enum Assets {
    package static let stylesheetPath = "/assets/app.css"
    package static let scriptPath = "/assets/app.js"
    /// What "Add to Home Screen" reads on a team's server: the app's name, its first page, its icon.
    package static let manifestPath = "/assets/app.webmanifest"
    package static let iconPath = "/assets/icon.svg"
    /// The icon as a bitmap, for iOS's home screen (`apple-touch-icon`), and the manifest's.
    package static let touchIconPath = "/assets/icon-180.png"
    static let icon192Path = "/assets/icon-192.png"
    static let icon512Path = "/assets/icon-512.png"

    /// The web app manifest: a standalone app named SaleAssistant, opening on the overview. No
    /// service worker: figures are `no-store`, never kept on the phone.
    static let manifest = """
        {"name":"SaleAssistant","short_name":"Sales","start_url":"\(WebRoute.overview)","scope":"/","display":"standalone",\
        "background_color":"#ffffff","theme_color":"#1d4ed8",\
        "icons":[{"src":"\(iconPath)","sizes":"any","type":"image/svg+xml","purpose":"any maskable"},\
        {"src":"\(icon192Path)","sizes":"192x192","type":"image/png","purpose":"any maskable"},\
        {"src":"\(icon512Path)","sizes":"512x512","type":"image/png","purpose":"any maskable"}]}

        """

    /// The app's icon: a rising bar chart on the accent colour, drawn to the edges (maskable).
    static let icon = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#1d4ed8"/>\
        <rect x="22" y="52" width="12" height="22" fill="#fff"/><rect x="42" y="40" width="12" height="34" fill="#fff"/>\
        <rect x="62" y="26" width="12" height="48" fill="#fff"/></svg>

        """

    /// The one script: a form marked `data-requires-all` has its button enabled only once every
    /// required field is filled. The pages work without it.
    static let script = """
        for (const form of document.querySelectorAll("form[data-requires-all]")) {
          const button = form.querySelector("button[type=submit]");
          const fields = Array.from(form.querySelectorAll("input[required]"));
          const update = () => { button.disabled = fields.some((field) => field.value === ""); };
          for (const field of fields) field.addEventListener("input", update);
          update();
        }
        // A team's sign-in sends the browser's own zone: the manager's days, never the server's.
        for (const field of document.querySelectorAll("input[name=zone][data-browser-zone]")) {
          field.value = Intl.DateTimeFormat().resolvedOptions().timeZone || "";
        }
        // A day typed in a period's fields picks "Given days" (without the script, the reader picks it).
        for (const day of document.querySelectorAll("input[data-period-day]")) {
          day.addEventListener("input", () => {
            const select = day.form && day.form.querySelector("select[data-period]");
            if (select) select.value = "days";
          });
        }
        // From and To only under "Given days" (or when what was written in them is not a day).
        for (const select of document.querySelectorAll("select[data-period]")) {
          const labels = Array.from(select.form.querySelectorAll("label[data-period-days]"));
          const update = () => {
            const invalid = labels.some((label) => label.querySelector("[aria-invalid=true]"));
            for (const label of labels) label.hidden = select.value !== "days" && !invalid;
          };
          select.addEventListener("change", update);
          update();
        }
        // A wide screen shows a page's form open; a phone, its one line first (which opens it).
        if (window.matchMedia("(min-width: 40.01rem)").matches) {
          for (const details of document.querySelectorAll("details[data-open-wide]")) details.open = true;
        }
        // Keys: g o the overview, g p the products, g r the reports (the period and currency kept), / the filter,
        // ? their list, Escape closes it. Never while typing in a field; the links do the same.
        (() => {
          const pages = { o: "\(WebRoute.overview)", p: "\(WebRoute.products)", r: "\(WebRoute.reports)" };
          const keys = [["g o", "Overview"], ["g p", "Products"], ["g r", "Reports"], ["/", "Filter the list"],
            ["?", "These shortcuts"], ["Esc", "Close"]];
          let afterG = false;
          let help = null;
          const keep = (path) => {
            const here = new URLSearchParams(location.search);
            const kept = new URLSearchParams();
            for (const name of ["period", "from", "to", "currency"]) {
              const value = here.get(name);
              if (value) kept.set(name, value);
            }
            const query = kept.toString();
            return query ? `${path}?${query}` : path;
          };
          const toggle = () => {
            if (!help) {
              help = document.createElement("section");
              help.className = "shortcuts";
              help.setAttribute("role", "dialog");
              help.setAttribute("aria-label", "Keyboard shortcuts");
              help.hidden = true;
              const title = document.createElement("h2");
              title.textContent = "Keyboard shortcuts";
              const list = document.createElement("dl");
              for (const [key, what] of keys) {
                const term = document.createElement("dt");
                term.textContent = key;
                const meaning = document.createElement("dd");
                meaning.textContent = what;
                list.append(term, meaning);
              }
              help.append(title, list);
              document.body.append(help);
            }
            help.hidden = !help.hidden;
          };
          document.addEventListener("keydown", (event) => {
            if (event.ctrlKey || event.metaKey || event.altKey) return;
            if (event.target.closest && event.target.closest("input, select, textarea, [contenteditable]")) return;
            if (event.key === "Escape" && help && !help.hidden) { help.hidden = true; return; }
            if (afterG) {
              afterG = false;
              if (pages[event.key]) { event.preventDefault(); location.href = keep(pages[event.key]); }
              return;
            }
            if (event.key === "g") { afterG = true; return; }
            const filter = document.querySelector("input[name=filter]");
            if (event.key === "/" && filter) { event.preventDefault(); filter.focus(); return; }
            if (event.key === "?") { event.preventDefault(); toggle(); }
          });
        })();

        """

    /// The stylesheet: system fonts, tabular figures right-aligned, light and dark following the
    /// system, a visible focus, a layout that holds at a phone's width.
    static let stylesheet = """
        :root { color-scheme: light dark; --fg: #1d1d1f; --bg: #ffffff; --muted: #5f6368; --line: #d9d9de;
          --accent: #0b57d0; --warn-bg: #fff4ce; --warn-fg: #5c4300; --up: #137333; --down: #b3261e; }
        @media (prefers-color-scheme: dark) {
          :root { --fg: #e8e8ed; --bg: #161618; --muted: #a1a1a6; --line: #3a3a3e; --accent: #8ab4f8;
            --warn-bg: #3d3300; --warn-fg: #ffe08a; --up: #81c995; --down: #f28b82; }
        }
        * { box-sizing: border-box; }
        body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
        a { color: var(--accent); }
        :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
        .bar { display: flex; flex-wrap: wrap; gap: .5rem 1.5rem; align-items: center; padding: .75rem 1rem;
          border-bottom: 1px solid var(--line); }
        .bar nav, form.currency, .bar .actions { display: flex; flex-wrap: wrap; gap: .25rem .75rem;
          align-items: center; margin: 0; }
        .brand { font-weight: 700; text-decoration: none; color: var(--fg); }
        .bar .user { margin-inline-start: auto; color: var(--muted); }
        .bar .actions { margin-inline-start: auto; }
        .user + .actions { margin-inline-start: 0; }
        main { padding: 1rem; max-width: 72rem; margin: 0 auto; }
        .notice { margin: 0; padding: .5rem 1rem; background: var(--warn-bg); color: var(--warn-fg); }
        table { border-collapse: collapse; width: 100%; }
        th, td { padding: .4rem .6rem; border-bottom: 1px solid var(--line); text-align: start; }
        td, h1, .summary { overflow-wrap: anywhere; }
        td a, h1 { display: -webkit-box; -webkit-box-orient: vertical; overflow: hidden; }
        td a { -webkit-line-clamp: 2; line-clamp: 2; }
        h1 { -webkit-line-clamp: 3; line-clamp: 3; }
        th.figure, td.figure { text-align: end; font-variant-numeric: tabular-nums; white-space: nowrap; }
        table.devices button { white-space: nowrap; }
        .summary, .notes, .as-of { color: var(--muted); }
        .as-of { max-width: 72rem; margin: 0 auto; padding: 0 1rem 1rem; font-size: .875rem; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
        .skip { position: absolute; inset-inline-start: .5rem; top: -3rem; padding: .5rem 1rem; background: var(--bg);
          border: 1px solid var(--accent); border-radius: 6px; z-index: 10; }
        .skip:focus { top: .5rem; }
        form.filter { display: flex; flex-wrap: wrap; gap: .5rem; margin: 0 0 1rem; }
        input, select, button { font: inherit; padding: .3rem .5rem; border: 1px solid var(--line); border-radius: 6px;
          color: var(--fg); background: var(--bg); }
        button { color: var(--bg); background: var(--accent); border-color: var(--accent); cursor: pointer; }
        button:disabled { opacity: .5; cursor: default; }
        a.quit { padding: .3rem .5rem; border: 1px solid var(--accent); border-radius: 6px; text-decoration: none; }
        .empty { padding: 1rem 0; }
        .shortcuts { position: fixed; inset-inline-end: 1rem; bottom: 1rem; padding: .75rem 1rem; background: var(--bg);
          border: 1px solid var(--line); border-radius: 8px; box-shadow: 0 4px 16px rgba(0, 0, 0, .25); }
        .shortcuts h2 { margin: 0 0 .5rem; font-size: 1rem; }
        .shortcuts dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; margin: 0; }
        .shortcuts dt { font-family: ui-monospace, monospace; } .shortcuts dd { margin: 0; }
        table.overview { margin: 0 0 1rem; }
        table.overview caption { text-align: start; font-weight: 600; padding: 0 0 .25rem; }
        table.overview .aside, table.overview .change { display: block; font-size: .875rem; font-weight: 400;
          color: var(--muted); white-space: normal; }
        .change.up { color: var(--up); } .change.down { color: var(--down); }
        fieldset.period { display: contents; }
        details.choose { margin: 0 0 1rem; } details.choose > summary { cursor: pointer; font-weight: 600;
          padding: .25rem 0; } details.choose[open] > summary { margin: 0 0 .5rem; }
        label[hidden] { display: none; }
        .phone-only { display: none; }
        p.period { font-weight: 600; margin: 0 0 .5rem; }
        th a { color: inherit; }
        th[aria-sort] a::after { content: " ▼"; } th[aria-sort=ascending] a::after { content: " ▲"; }
        .spark { white-space: pre; color: var(--accent); font-family: ui-monospace, monospace; line-height: 1;
          border-bottom: 1px solid var(--line); }
        form.confirm { display: flex; gap: .75rem; align-items: center; margin: 1rem 0; }
        form.login, form.settings { max-width: 24rem; }
        form.login label, form.settings label { display: grid; gap: .25rem; }
        form.login input, form.settings input { width: 100%; }
        figure.chart { max-width: 48rem; margin: 0 0 1rem; }
        figure.chart figcaption { font-weight: 600; margin: 0 0 .5rem; }
        ol.bars { list-style: none; margin: 0; padding: 0; display: grid; gap: .25rem; }
        ol.bars li { display: grid; grid-template-columns: minmax(0, 11rem) minmax(2rem, 1fr) auto; gap: .5rem;
          align-items: center; font-size: .875rem; }
        .chart-label { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .chart-track { display: block; height: .9rem; }
        .chart-bar { display: block; height: 100%; background: var(--accent); border-radius: 2px; }
        .chart-value { font-variant-numeric: tabular-nums; white-space: nowrap; text-align: end; }
        /* A finger, not a mouse: every control at least 44 px high. */
        @media (pointer: coarse) {
            input, select, button, a.quit { min-height: 44px; }
            .bar a, nav.pager a, .downloads a { display: inline-block; min-height: 44px; line-height: 44px; }
        }
        /* A phone's header: the pages, then the currency and the actions, then whose session it is. */
        @media (max-width: 40rem) {
            .bar { gap: .25rem 1rem; padding: .5rem; } .bar .brand { display: none; }
            .bar nav { order: 1; gap: .25rem .6rem; } form.currency { order: 2; } .bar .actions, .bar a.quit { order: 3; margin-inline-start: 0; }
            .bar .user { order: 4; flex-basis: 100%; margin: 0; font-size: .875rem; }
            /* The select says the currency; the word stays for screen readers. */
            form.currency .label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
            th, td { padding: .3rem .3rem; } main { padding: .5rem; } .as-of { padding: 0 .5rem .5rem; }
            ol.bars li { grid-template-columns: minmax(0, 6.5rem) minmax(2rem, 1fr) auto; }
            /* What another column sums up (the period before's revenue beside its change, the trend). */
            .wide-only { display: none; }
            /* A change under its total, not a column of its own: the widest figures still fit. */
            .phone-only { display: block; font-size: .875rem; color: var(--muted); }
        }

        """ + barWidths

    /// A chart bar's length, one class a whole percent (a page carries no inline style).
    private static let barWidths =
        (1...100).map { ".chart-bar.w\($0) { width: \($0)%; }" }.joined(separator: "\n") + "\n"

    /// Serves the assets under `/assets/`.
    package static func add<Context: RequestContext>(to router: Router<Context>) {
        for (path, type, text) in [
            (stylesheetPath, "text/css; charset=utf-8", stylesheet),
            (scriptPath, "text/javascript; charset=utf-8", script),
            (manifestPath, "application/manifest+json", manifest),
            (iconPath, "image/svg+xml", icon),
        ] {
            router.get(RouterPath(stringLiteral: path)) { _, _ in
                Response(
                    status: .ok, headers: [.contentType: type], body: ResponseBody(byteBuffer: ByteBuffer(string: text))
                )
            }
        }
        for (path, base64) in [(touchIconPath, touchIconPNG), (icon192Path, icon192PNG), (icon512Path, icon512PNG)] {
            let bytes = ByteBuffer(bytes: Data(base64Encoded: base64, options: .ignoreUnknownCharacters) ?? Data())
            router.get(RouterPath(stringLiteral: path)) { _, _ in
                Response(status: .ok, headers: [.contentType: "image/png"], body: ResponseBody(byteBuffer: bytes))
            }
        }
    }
}
