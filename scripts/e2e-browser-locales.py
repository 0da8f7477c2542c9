#!/usr/bin/env python3
"""`sales web` in the reader's own language and formats, in a real browser, for the end-to-end
suite (scripts/e2e/96-browser.sh starts `sales web` once per locale, its POSIX `LANG` set, and runs
this tour over them all, in one browser).

The products (their figures checked), then the overview and a product's page at a laptop's size
(1280×800) and a phone's (390×844), light and dark: the page says its language and direction (`<html lang dir>`), its
navigation and headings are the catalog's words, its figures are `sales products --format csv`'s
written as the locale writes them (an oracle of its own here, not ICU's), nothing scrolls sideways
on the phone, axe finds nothing serious (on a phone, dark); every view kept as a screenshot in ARTIFACTS.

Reads from the environment: TOURS (a line a `sales web`: its locale — `de-DE`, `ja-JP` or
`ar-EG` —, what it printed, the private page it opened its browser on, and its data folder, where
the commands find the session the tour logs in), SALES_BIN (the commands), ARTIFACTS, JOURNEY_COUNTS (a file: "PASSED FAILED" is
written there at the end).
"""
import csv
import io
import os
import subprocess
import sys

from axe_playwright_python.sync_playwright import Axe
from browser_journey import WIDER_THAN_THE_SCREEN, check, check_axe, run

ARTIFACTS = os.environ["ARTIFACTS"]
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}

# What each locale's pages must say, from its catalog: the language and direction of the page, the
# navigation's word for the products (and that page's heading), and how it writes 1234567.89 —
# group and decimal separators and digits, as CLDR has them.
LOCALES = {
    "de-DE": {"lang": "de", "dir": "ltr", "products": "Produkte", "group": ".", "decimal": ",", "digits": "0123456789"},
    "ja-JP": {"lang": "ja", "dir": "ltr", "products": "製品", "group": ",", "decimal": ".", "digits": "0123456789"},
    "ar-EG": {"lang": "ar", "dir": "rtl", "products": "المنتجات", "group": "\u066c", "decimal": "\u066b",
              "digits": "٠١٢٣٤٥٦٧٨٩"},
}
# Marks of direction the page may put around a figure: not part of it.
MARKS = dict.fromkeys(map(ord, "\u200e\u200f\u061c\u2066\u2067\u2068\u2069"))


def written(plain, expected):
    """A figure of the CSV (`1234567.89`, `2485`) as the locale writes it: groups of three, the
    locale's separators and digits."""
    whole, _, fraction = plain.partition(".")
    groups = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    text = expected["group"].join([whole, *groups]) + (expected["decimal"] + fraction if fraction else "")
    return text.translate(str.maketrans("0123456789", expected["digits"]))


def command_products(expected, data):
    done = subprocess.run([os.environ["SALES_BIN"], "products", "--format", "csv"], capture_output=True, text=True,
                          timeout=60, check=True, env={**os.environ, "XDG_DATA_HOME": data})
    return [(row["name"], written(row["sales_count"], expected), written(row["revenue"], expected))
            for row in csv.DictReader(io.StringIO(done.stdout))]


def tours(browser):
    axe = Axe()
    for line in os.environ["TOURS"].splitlines():
        locale, address, opened, data = line.split()
        tour(browser, axe, locale, address.split("/?key=")[0], opened, data)


def tour(browser, axe, locale, base, opened, data):
    expected = LOCALES[locale]
    first = browser.new_context(viewport=DESKTOP).new_page()
    first.goto(opened)
    first.wait_for_url(lambda url: url.startswith(base + "/") and "key=" not in url)
    if first.locator("form.login").count():
        first.fill("input[name=username]", "tester")
        first.fill("input[name=password]", "password")
        first.click("form.login button[type=submit]")
        first.wait_for_load_state()
    first.goto(f"{base}/products")
    said = first.evaluate("[document.documentElement.lang, document.documentElement.dir]")
    navigation = first.locator("header nav").inner_text()
    check(f"{locale}: the page says its language and direction, its navigation in the catalog's words",
          said[0] == expected["lang"] and (said[1] or "ltr") == expected["dir"] and expected["products"] in navigation
          and "Products" not in navigation, f"{said} {navigation[:120]}")
    check(f"{locale}: the products page headed in its language",
          first.locator("main h1").inner_text().strip() == expected["products"], first.locator("main h1").inner_text())
    rows = [[cell.inner_text().translate(MARKS).replace("*", "").strip() for cell in row.locator("td").all()][:3]
            for row in first.locator("main > table tbody tr").all()]
    wanted = [list(row) for row in command_products(expected, data)]
    check(f"{locale}: every product's sales and revenue, `sales products`' figures as the locale writes them",
          rows == wanted and len(rows) > 1, f"shown={rows[:2]} wanted={wanted[:2]}")
    product = base + first.locator("main > table tbody tr a").first.get_attribute("href")
    first.goto(product + "?period=2024-08-01..2024-08-31")
    shown = first.locator("main").inner_text()
    english = [word for word in ("← Products", " sales", "total ", "as a table", "The period before", " vs ")
               if word in shown]
    check(f"{locale}: a product's page, its summary, the period before and its chart's table in the catalog's words",
          not english, f"{english}")
    cookies = first.context.cookies()
    first.context.close()

    pages = (("overview", f"{base}/overview"), ("product", product))
    sideways = []
    for viewport, scheme, label in ((DESKTOP, "light", "desktop-light"), (DESKTOP, "dark", "desktop-dark"),
                                    (PHONE, "light", "phone-light"), (PHONE, "dark", "phone-dark")):
        context = browser.new_context(viewport=viewport, color_scheme=scheme, locale=locale)
        context.add_cookies(cookies)
        page = context.new_page()
        for name, url in pages:
            page.goto(url)
            page.screenshot(path=os.path.join(ARTIFACTS, f"{locale}-{name}-{label}.png"), full_page=viewport is DESKTOP)
            if viewport is PHONE:
                wide = page.evaluate(WIDER_THAN_THE_SCREEN)
                if wide:
                    sideways.append(f"{name} {label}: {wide}")
            if label != "phone-dark":
                continue
            check_axe(axe, page, f"{locale} {name} ({label})")
        context.close()
    check(f"{locale}: at a phone's width no page scrolls sideways, light or dark", not sideways, f"{sideways}")


if __name__ == "__main__":
    sys.exit(run(tours))
