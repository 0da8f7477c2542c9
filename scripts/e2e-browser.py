#!/usr/bin/env python3
"""The sales manager's journey through `sales web` in a real browser, for the end-to-end suite
(scripts/e2e/96-browser.sh starts the servers and runs it).

Debian's Chromium, driven by Playwright for Python on the system's browser; axe-core (the copy
axe-playwright-python ships) on every page: no serious or critical violation. Every page is kept as
a screenshot at desktop and phone width, light and dark, in ARTIFACTS.

Reads from the environment: WEB_ADDRESS (what `sales web` printed), WEB_OPENED (what it opened its
browser on: the private page that leads there), UPSTREAM_URL (the fake
upstream, whose /_admin expires tokens), MIDDLEWARE_PID (stopped to see the offline banner),
SALES_BIN (the commands whose figures the pages must show; the same session and data folder),
ARTIFACTS (a folder), JOURNEY_COUNTS (a file: "PASSED FAILED" is written there at the end).
Prints `ok   …` or `FAIL …` per check, as the other areas do.
"""
import csv
import io
import json
import os
import re
import signal
import subprocess
import sys
import urllib.parse
import urllib.request
from datetime import datetime

from axe_playwright_python.sync_playwright import Axe
from browser_journey import WIDER_THAN_THE_SCREEN, check, check_axe, run

ADDRESS = os.environ["WEB_ADDRESS"]
BASE = ADDRESS.split("/?key=")[0]
ARTIFACTS = os.environ["ARTIFACTS"]
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
# The smallest font size (px) among a chart's labels and values, as drawn.
CHART_TEXT = """
Math.min(...Array.from(document.querySelectorAll("figure.chart .chart-label, figure.chart .chart-value"))
  .map((element) => parseFloat(getComputedStyle(element).fontSize)))
"""
# How far down the first table of figures ends, as a phone first shows the overview.
FIRST_FIGURES = """
(() => { const t = document.querySelector("main table.overview"); return t ? t.getBoundingClientRect().bottom : null; })()
"""
# Whether the period's form is folded behind its one line (a phone's first screen).
FORM_FOLDED = """
(() => { const d = document.querySelector("details.choose"); return !!d && !d.open; })()
"""
def sales(*arguments):
    """The command's standard output (the same session as the browser's)."""
    done = subprocess.run([os.environ["SALES_BIN"], *arguments], capture_output=True, text=True, timeout=60)
    if done.returncode != 0:
        raise RuntimeError(f"sales {' '.join(arguments)}: exit {done.returncode}: {done.stderr}")
    return done.stdout


def arrowed(percent, earlier):
    """A change as the overview words it: `▲ +12.3 % vs the period before`."""
    rounded = round(float(percent), 1)
    arrow = "▲ " if rounded > 0 else "▼ " if rounded < 0 else ""
    return f"{arrow}{rounded:+.1f} % vs {earlier}".replace("-", "−").replace("+0.0", "0.0")


def json_of(text):
    return json.loads(text)


def figure(text):
    """A figure as a table shows it (`1,234.56`, `1,234.56 *`) as the CSV writes it."""
    return text.replace(",", "").replace("*", "").strip()


def table(page):
    """The page's main table (a product's monthly figures, folded away, aside): its heads and its
    rows of cells, as read."""
    heads = [head.inner_text().strip() for head in page.locator("main > table thead th").all()]
    rows = [[cell.inner_text().strip() for cell in row.locator("td").all()] for row in page.locator("main > table tbody tr").all()]
    return heads, rows


class Journey:
    def __init__(self, browser):
        self.browser = browser
        self.axe = Axe()
        self.context = browser.new_context(viewport=DESKTOP, accept_downloads=True)
        self.page = self.context.new_page()
        self.shots = []
        # Every address the pages asked for: nothing from another origin (the CSP forbids it too).
        self.requested = []
        self.context.on("request", lambda request: self.requested.append(request.url))

    def keep(self, name):
        """Screenshot, and axe on the page as it is now."""
        path = os.path.join(ARTIFACTS, f"{name}-desktop-light.png")
        self.page.screenshot(path=path, full_page=True)
        self.shots.append((name, self.page.url))
        self.accessible(self.page, name)

    def accessible(self, page, name):
        check_axe(self.axe, page, name)

    def log_in(self, password="password"):
        self.page.fill("input[name=username]", "tester")
        self.page.fill("input[name=password]", password)
        self.page.click("form.login button[type=submit]")
        self.page.wait_for_load_state()

    def run(self):
        self.login_page()
        self.products_page()
        self.product_page()
        self.currency()
        self.reports_page()
        self.overview_page()
        self.periods()
        self.shortcuts()
        self.other_widths()
        self.offline()
        self.expiry()
        self.log_out()
        self.nothing_from_elsewhere()
        self.quit()

    def login_page(self):
        page = self.page
        page.goto(os.environ["WEB_OPENED"])
        page.wait_for_url(f"{BASE}/login**")
        check(
            "the page sales web opened the browser on leads to the login (the key spent, the address cleaned)",
            urllib.parse.urlparse(page.url).path == "/login" and "key=" not in page.url,
            page.url,
        )
        button = page.locator("form.login button[type=submit]")
        disabled_empty = button.is_disabled()
        page.fill("input[name=username]", "tester")
        disabled_half = button.is_disabled()
        page.fill("input[name=password]", "wrong")
        check(
            "the login button is disabled until both fields are filled",
            disabled_empty and disabled_half and button.is_enabled(),
        )
        self.keep("login")
        button.click()
        page.wait_for_load_state()
        alert = page.locator("[role=alert]").inner_text() if page.locator("[role=alert]").count() else ""
        check("a wrong password shows the API's own message", "Invalid credentials." in alert, alert)

    def products_page(self):
        page = self.page
        self.log_in()
        check("logging in lands on the first page, the overview", urllib.parse.urlparse(page.url).path == "/overview",
              page.url)
        page.goto(f"{BASE}/products")
        expected = list(csv.DictReader(io.StringIO(sales("products", "--format", "csv"))))
        heads, rows = table(page)
        shown = [(row[0], figure(row[1]), figure(row[2])) for row in rows]
        wanted = [(p["name"], p["sales_count"], p["revenue"]) for p in expected]
        check(
            "every product by name with its sales and revenue, as `sales products` lists them",
            shown == wanted and len(shown) > 1,
            f"heads={heads} shown={shown[:3]} wanted={wanted[:3]}",
        )
        self.keep("products")
        # A name of 10,000 characters wraps, on its page as in the list (checked at a phone's width).
        page.goto(f"{BASE}/products/{os.environ['LONG_PRODUCT']}")
        self.keep("long-name")
        page.goto(f"{BASE}/products")
        focused = []
        page.locator("body").focus()
        first = None
        for _ in range(7):  # "Skip to content", the brand, the overview, the three pages, then a control
            page.keyboard.press("Tab")
            first = first or page.evaluate("document.activeElement.textContent")
            focused.append(page.evaluate(
                "[document.activeElement.tagName, getComputedStyle(document.activeElement).outlineStyle]"))
        check(
            "the keyboard moves through the page with a visible focus, \"Skip to content\" first",
            first == "Skip to content" and len({tag for tag, _ in focused}) > 1
            and all(style == "solid" for _, style in focused),
            f"{first} {focused}",
        )
        page.fill("input[name=filter]", "mac")
        page.click("form.filter button[type=submit]")
        page.wait_for_load_state()
        _, filtered = table(page)
        names = [row[0] for row in filtered]
        check(
            "the filter keeps the matching products, and the address says so",
            names and len(names) < len(rows) and all("mac" in n.lower() for n in names) and "filter=mac" in page.url,
            f"{names} {page.url}",
        )
        page.go_back()
        page.wait_for_load_state()
        check("the back button returns to every product", len(table(page)[1]) == len(rows), page.url)

    def product_page(self):
        page = self.page
        # The product with the most sales: pages of them.
        page.goto(f"{BASE}/products?sort=sales")
        link = page.locator("main > table tbody tr").first.locator("a")
        name = link.inner_text().strip()
        link.click()
        page.wait_for_load_state()
        self.product_url = page.url
        heads, rows = table(page)
        check(
            "a product's page is titled with its name, with its revenue by month as a chart",
            page.locator("h1").inner_text().strip() == name and page.locator("figure.chart .chart-bar").count() > 0,
            name,
        )
        dates = [datetime.strptime(row[0], "%d %b %Y %H:%M") for row in rows if row]
        check(
            "its sales newest first, dated in the zone named once, with converted amounts",
            dates == sorted(dates, reverse=True)
            and len(dates) == 100
            and any("(UTC)" in h for h in heads)
            and all(re.fullmatch(r"USD [\d,]+\.\d\d", row[-1]) for row in rows),
            f"heads={heads} first={rows[:2]}",
        )
        self.keep("product")
        self.total_usd = page.locator("p.summary strong").inner_text()
        page.click("a[rel=next]")
        page.wait_for_load_state()
        pager = page.locator("nav.pager span").inner_text()
        later = [datetime.strptime(row[0], "%d %b %Y %H:%M") for row in table(page)[1]]
        check(
            "Older shows the next page of sales, older than the first",
            "page=2" in page.url and pager.startswith("Sales 101–") and later and later[0] <= dates[-1],
            f"{page.url} {pager}",
        )

    def currency(self):
        page = self.page
        page.goto(self.product_url)
        page.select_option("form.currency select", "EUR")
        page.click("form.currency button[type=submit]")
        page.wait_for_load_state()
        total = page.locator("p.summary strong").inner_text()
        check(
            "switching the currency to EUR shows the amounts in EUR, in the address",
            "currency=EUR" in page.url and total.startswith("EUR ") and self.total_usd.startswith("USD "),
            f"{self.total_usd} → {total} {page.url}",
        )
        page.click("nav a:text('Products')")
        page.wait_for_load_state()
        expected = list(csv.DictReader(io.StringIO(sales("products", "--format", "csv", "--currency", "EUR"))))
        shown = [(row[0], figure(row[2])) for row in table(page)[1]]
        check(
            "…and every page after it keeps EUR, with the figures of `sales products --currency EUR`",
            "currency=EUR" in page.url and shown == [(p["name"], p["revenue"]) for p in expected],
            f"{page.url} {shown[:2]}",
        )

    def reports_page(self):
        page = self.page
        page.click("nav a:text('Reports')")
        page.wait_for_load_state()
        bars = page.locator("figure.chart .chart-bar").count()
        check(
            "a report by month, in EUR, with its chart and its table",
            bars > 0 and page.locator("main > table tbody tr").count() >= bars and "currency=EUR" in page.url,
            f"bars={bars} {page.url}",
        )
        self.keep("report")
        with page.expect_download() as download:
            page.click("p.downloads a:text('CSV')")
        path = os.path.join(ARTIFACTS, "report.csv")
        download.value.save_as(path)
        command = os.path.join(ARTIFACTS, "report-command.csv")
        sales("report", "--by", "month", "--currency", "EUR", "-o", command)
        with open(path, "rb") as got, open(command, "rb") as wanted:
            same = got.read() == wanted.read()
        check("the report's CSV download is the file `sales report --currency EUR -o` writes", same)

    def overview_page(self):
        page = self.page
        page.click("nav a:text('Overview')")
        page.wait_for_load_state()
        rows = page.locator("main table").first.locator("tbody tr").count()
        check("the overview: all time by default, its top products and revenue by month", rows == 1
              and page.locator("main table:has(caption:text('Top products')) tbody tr").count() > 0
              and page.locator("figure.chart .chart-bar").count() > 0, f"rows={rows}")
        page.goto(f"{BASE}/overview?period=2024-07-01..2024-07-31&by=week&currency=EUR")
        labels = [cell.inner_text() for cell in page.locator("main table.overview tbody th").all()]
        check("a period of days beside the days before and a year earlier",
              len(labels) == 3 and labels[1].startswith("The period before") and labels[2].startswith("A year earlier"),
              f"{labels}")
        self.keep("overview")
        page.locator("main table:has(caption:text('Top products')) tbody a").first.click()
        page.wait_for_load_state()
        check("a top product leads to its page", "/products/" in page.url, page.url)

    def periods(self):
        """One period for every page: chosen on the overview, kept by the links, read on the
        products list beside the period before, a chart's bar drilled down to a product — every
        figure the one the commands print for the same days."""
        page = self.page
        days = "2024-08-01..2024-08-31"
        page.goto(f"{BASE}/overview")
        hidden = not page.locator("input[name=from]").is_visible()
        page.select_option("main select[name=period]", "days")
        page.fill("input[name=from]", "2024-08-01")
        page.fill("input[name=to]", "2024-08-31")
        page.click("main form.filter button[type=submit]")
        page.wait_for_load_state()
        check("From and To show under Given days only; Show reads the period from the fields",
              hidden and "from=2024-08-01" in page.url, f"{hidden} {page.url}")
        overview = json_of(sales("overview", "--period", days, "--json"))
        row = page.locator("main table.overview").first.locator("tbody tr")
        shown = figure(row.nth(0).locator("td").first.inner_text().split("\n")[0])
        change = row.nth(1).locator(".change").first.inner_text()
        wanted = overview["previous"]["revenue_change_percent"]
        check("the period's revenue and its change from July are `sales overview --period`'s",
              shown == overview["current"]["revenue"] and wanted is not None
              and change == arrowed(wanted, "the period before"), f"{shown} {change} {overview['current']}")
        self.keep("overview-period")
        page.click("nav a:text('Products')")
        page.wait_for_load_state()
        heads, rows = table(page)
        listed = {item["name"]: item for item in json_of(sales("products", "--period", days, "--json"))}
        same = all(figure(cells[2]) == (listed[cells[0]]["revenue"] or "") and figure(cells[3]) ==
                   (listed[cells[0]]["previous_revenue"] or "") for cells in rows if cells[0] in listed)
        check("the navigation keeps the period; the products list it beside July, as `sales products --period`",
              "period=" in page.url and heads[3:5] == ["BEFORE", "CHANGE"] and len(rows) == len(listed) and same
              and page.locator("td .spark").count() > 0, f"{page.url} {heads}")
        page.click("th a:text('TOTAL USD')")
        page.wait_for_load_state()
        revenues = [float(figure(cells[2]) or 0) for cells in table(page)[1]]
        check("a column's head sorts by it, the period kept",
              "sort=revenue" in page.url and "period=" in page.url and revenues == sorted(revenues, reverse=True)
              and page.locator("th[aria-sort=descending]").count() == 1, page.url)
        self.keep("products-period")
        page.goto(f"{BASE}/overview?period=2024-07-01..2024-09-30")
        self.keep("overview-quarter")
        # The README's picture: the first screen of the overview.
        page.screenshot(path=os.path.join(ARTIFACTS, "overview-first-screen.png"),
                        clip={"x": 0, "y": 0, "width": DESKTOP["width"], "height": 900})
        page.locator("figure.chart a.chart-label:text('Aug 2024')").click()
        page.wait_for_load_state()
        check("a chart's bar leads to its month's products", f"period={urllib.parse.quote(days)}" in page.url
              or f"period={days}" in page.url, page.url)
        first = page.locator("main > table tbody a").first
        name = first.inner_text()
        first.click()
        page.wait_for_load_state()
        product_id = urllib.parse.unquote(urllib.parse.urlparse(page.url).path.split("/products/")[1])
        detail = json_of(sales("product", product_id, "--period", days, "--json", "--limit", "1"))
        summary = page.locator("p.summary").inner_text()
        check("…and a product's row to its page for that month: its sales as `sales product --period` counts them",
              page.locator("h1").inner_text() == name and summary.startswith(f"{detail['sales_count']} sales"),
              f"{summary} {detail['sales_count']}")
        page.goto(f"{BASE}/overview?period=2024-07-01..2024-09-30")
        page.locator("main table:has(caption:text('By the currency sold in')) tbody a").first.click()
        page.wait_for_load_state()
        check("a currency leads to the sales made in it", "sold-in=" in page.url
              and "Only the sales made in" in page.locator("main").inner_text(), page.url)

    def shortcuts(self):
        page = self.page
        page.goto(f"{BASE}/products?currency=EUR")
        page.keyboard.press("?")
        dialog = page.locator("[role=dialog].shortcuts")
        shown = dialog.is_visible() and "g o" in dialog.inner_text()
        self.accessible(page, "the shortcuts' list")
        page.keyboard.press("Escape")
        check("? lists the keyboard shortcuts, Escape closes the list", shown and not dialog.is_visible())
        page.keyboard.press("/")
        focused = page.evaluate("document.activeElement.name")
        page.keyboard.press("Escape")
        page.locator("h1").click()
        page.keyboard.press("g")
        page.keyboard.press("o")
        page.wait_for_url("**/overview**")
        check("/ goes to the filter; g o to the overview, the period and the currency kept",
              focused == "filter" and page.url.endswith("/overview?currency=EUR"), f"{focused} {page.url}")

    def offline(self):
        page = self.page
        page.goto(f"{BASE}/products")
        os.kill(int(os.environ["MIDDLEWARE_PID"]), signal.SIGTERM)
        page.click("form.actions button[type=submit]")
        page.wait_for_load_state()
        banner = " ".join(n.inner_text() for n in page.locator(".notice").all())
        check(
            "with the middleware stopped, Refresh shows the offline banner, as of when and why, over the figures",
            page.locator(".notice-offline").count() > 0 and "as of" in banner and table(page)[1],
            banner,
        )
        self.keep("offline")

    def expiry(self):
        page = self.page
        page.goto(f"{BASE}/reports?by=product")
        here = page.url
        request = urllib.request.Request(f"{os.environ['UPSTREAM_URL']}/_admin/tokens/expire", method="POST")
        urllib.request.urlopen(request, timeout=10).read()
        page.click("form.actions button[type=submit]")
        page.wait_for_load_state()
        said = page.locator("[role=alert]").inner_text() if page.locator("[role=alert]").count() else ""
        check(
            "an expired token ends the session once: the login page says so",
            urllib.parse.urlparse(page.url).path == "/login" and "Session expired" in said,
            f"{page.url} {said}",
        )
        self.log_in()
        check("…and logging in returns to the same page", page.url == here, f"{page.url} != {here}")

    def other_widths(self):
        """Every page kept at a phone's width (light and dark) and at the desktop's in dark, axe on the phone's dark."""
        cookies = self.context.cookies()
        for viewport, scheme, label in ((PHONE, "light", "phone-light"), (PHONE, "dark", "phone-dark"), (DESKTOP, "dark", "desktop-dark")):
            context = self.browser.new_context(viewport=viewport, color_scheme=scheme)
            context.add_cookies(cookies)
            page = context.new_page()
            overflow = []
            for name, url in self.shots:
                page.goto(url)
                # A phone's screen as it first shows; the desktop's whole page.
                page.screenshot(path=os.path.join(ARTIFACTS, f"{name}-{label}.png"), full_page=viewport is DESKTOP)
                if viewport is PHONE:
                    wide = page.evaluate(WIDER_THAN_THE_SCREEN)
                    if wide:
                        overflow.append(f"{name}: {wide}")
                    if name == "overview-period" and scheme == "light":
                        smallest = page.evaluate(CHART_TEXT)
                        check("at a phone's width a chart's labels and values are text at a real size (≥ 12 px)",
                              smallest >= 12, f"{smallest} px")
                        top = page.evaluate(FIRST_FIGURES)
                        check("at a phone's width the period's figures come first: on the first screen, "
                              "the period's form one line that opens it",
                              top is not None and top < PHONE["height"] and page.evaluate(FORM_FOLDED), f"{top}")
                # Dark's colours on a phone (the light desktop's were checked as each page was kept).
                if label == "phone-dark":
                    self.accessible(page, f"{name} ({label})")
            if viewport is PHONE and scheme == "light":
                check("at a phone's width no page scrolls sideways", not overflow, f"{overflow}")
            context.close()

    def log_out(self):
        page = self.page
        page.goto(f"{BASE}/products")
        page.click("form.actions a:text('Log out')")
        page.wait_for_load_state()
        self.keep("log-out")
        page.click("main form button[type=submit]")
        page.wait_for_load_state()
        page.goto(f"{BASE}/products")
        check(
            "Log out, confirmed, ends the session: the pages ask to log in",
            urllib.parse.urlparse(page.url).path == "/login",
            page.url,
        )

    def nothing_from_elsewhere(self):
        elsewhere = sorted({url for url in self.requested if not url.startswith((BASE + "/", "file://", "data:"))})
        check("nothing was fetched from another origin", not elsewhere and self.requested, f"{elsewhere[:5]}")

    def quit(self):
        page = self.page
        self.log_in()
        page.click("a.quit")
        page.wait_for_load_state()
        check("Quit asks first", "Quit SaleAssistant?" in page.locator("h1").inner_text(), page.url)
        page.click("form.confirm button[type=submit]")
        page.wait_for_load_state()
        check(
            "Quit stops the server and the tab says so",
            "SaleAssistant has stopped" in page.locator("h1").inner_text(),
            page.url,
        )


if __name__ == "__main__":
    sys.exit(run(lambda browser: Journey(browser).run()))
