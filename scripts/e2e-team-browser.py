#!/usr/bin/env python3
"""The team's journey through `sales-web-server` behind its HTTPS front, in a real browser, for the
end-to-end suite (scripts/e2e/99-team-browser.sh starts `make team`'s topology and runs it).

Debian's Chromium under Playwright for Python; axe-core on every page (no serious or critical
violation); two managers in browser contexts of their own — alice on a laptop, bob on a phone
(390×844, touch, his zone Asia/Tokyo) — each signs in and sees only their own products; then
alice's phone signs out everywhere and her laptop's next click asks her to sign in again.

Reads from the environment: ORIGIN (the front's https address; its certificate is self-signed),
ALICE_PRODUCTS and BOB_PRODUCTS (files: each manager's product names, one a line, as
`sales products` lists them when run as them), ARTIFACTS (a folder for screenshots), JOURNEY_COUNTS
(a file: "PASSED FAILED" is written there at the end). Prints `ok   …` or `FAIL …` per check.
"""
import os
import sys

from axe_playwright_python.sync_playwright import Axe
from browser_journey import WIDER_THAN_THE_SCREEN, check, check_axe, run

ORIGIN = os.environ["ORIGIN"]
ARTIFACTS = os.environ["ARTIFACTS"]
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}

axe = Axe()


# The controls a finger must hit that are less than 44 px high.
TOO_SMALL_TO_TAP = """
Array.from(document.querySelectorAll("button, input:not([type=hidden]), select, header a, nav a, .downloads a"))
  .filter((element) => element.offsetParent !== null && element.getBoundingClientRect().height < 44)
  .slice(0, 3).map((element) => element.tagName.toLowerCase() + " " + (element.textContent || element.name).trim()
    + " " + Math.round(element.getBoundingClientRect().height) + "px")
  .join(", ")
"""


def names(file):
    with open(file) as handle:
        return sorted(line.strip() for line in handle if line.strip())


def looked_at(page, name, phone=False, axe_too=True):
    """Screenshot, axe (unless not `axe_too`), and on a phone: nothing scrolls sideways."""
    page.screenshot(path=os.path.join(ARTIFACTS, f"team-{name}.png"), full_page=True)
    if axe_too:
        check_axe(axe, page, name)
    if phone:
        wider = page.evaluate(WIDER_THAN_THE_SCREEN)
        check(f"{name} at 390 px: nothing scrolls sideways", wider == "", wider)
        small = page.evaluate(TOO_SMALL_TO_TAP)
        check(f"{name} on a phone: every control at least 44 px high", small == "", small)


def sign_in(page, username, password):
    page.goto(ORIGIN + "/products")
    check(f"{username}: a page without a session shows the sign-in form", page.locator("form.login").count() == 1)
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", password)
    page.click("form.login button[type=submit]")
    page.wait_for_url(ORIGIN + "/products")


def product_names(page):
    return sorted(link.inner_text().strip() for link in page.locator("main table tbody tr td:first-child a").all())


def journey(browser):
    laptop = browser.new_context(viewport=DESKTOP, ignore_https_errors=True).new_page()
    phone_context = browser.new_context(
        viewport=PHONE, is_mobile=True, has_touch=True, timezone_id="Asia/Tokyo", ignore_https_errors=True
    )
    phone = phone_context.new_page()

    laptop.goto(ORIGIN + "/login")
    looked_at(laptop, "sign-in")
    sign_in(laptop, "alice", "alice")
    check("alice on her laptop: her own products, as the command lists them",
          product_names(laptop) == names(os.environ["ALICE_PRODUCTS"]))
    looked_at(laptop, "products")
    laptop.locator("main table tbody tr td:first-child a").first.click()
    looked_at(laptop, "a product")
    laptop.goto(ORIGIN + "/reports")
    looked_at(laptop, "reports")
    laptop.goto(ORIGIN + "/overview")
    top = sorted(link.inner_text().strip() for link in
                 laptop.locator("main table:has(caption:text('Top products')) tbody a[href^='/products/']").all())
    check("alice's overview: her own products at the top, none of anyone else's",
          top and set(top) <= set(names(os.environ["ALICE_PRODUCTS"])), f"{top}")
    looked_at(laptop, "overview")

    sign_in(phone, "bob", "bob")
    check("bob on his phone: his own products, none of alice's",
          product_names(phone) == names(os.environ["BOB_PRODUCTS"]))
    check("bob's phone: dates in his browser's zone (JST), sent with the sign-in",
          "JST" in phone.locator("footer.as-of").inner_text())
    looked_at(phone, "products-phone", phone=True)
    header = phone.locator("header.bar").bounding_box()
    check("bob's phone: the header in at most three rows (the pages; currency and actions; whose session)",
          header is not None and header["height"] <= 3 * 56, f"{header and round(header['height'])} px")
    phone.emulate_media(color_scheme="dark")
    looked_at(phone, "products-phone-dark", phone=True)
    phone.emulate_media(color_scheme="light")
    manifest = phone.context.request.get(ORIGIN + phone.locator("link[rel=manifest]").get_attribute("href")).json()
    check("Add to Home Screen: a manifest with the app's name, its first page and an icon",
          manifest.get("name") == "SaleAssistant" and manifest.get("start_url") == "/overview"
          and manifest.get("display") == "standalone"
          and {icon["sizes"] for icon in manifest.get("icons", [])} == {"any", "192x192", "512x512"})
    touch = phone.context.request.get(ORIGIN + phone.locator("link[rel=apple-touch-icon]").get_attribute("href"))
    check("…and iOS's home screen: a 180 px PNG icon", touch.headers.get("content-type") == "image/png"
          and touch.body()[16:24] == (180).to_bytes(4, "big") * 2)
    phone.goto(ORIGIN + "/overview")
    check("bob's overview on his phone: his figures, his products at the top",
          set(link.inner_text().strip() for link in
              phone.locator("main table:has(caption:text('Top products')) tbody a[href^='/products/']").all())
          <= set(names(os.environ["BOB_PRODUCTS"])) and phone.locator("figure.chart").count() == 1)
    looked_at(phone, "overview-phone", phone=True)
    bar = phone.locator("figure.chart a.chart-label").first
    bar.click()
    phone.wait_for_load_state()
    check("bob's phone: a chart's bar leads to its month's products, for the period", "period=" in phone.url, phone.url)
    phone.goto(ORIGIN + "/products?period=" + phone.url.split("period=")[1].split("&")[0])
    looked_at(phone, "products-period-phone", phone=True)
    phone.goto(ORIGIN + "/sessions")
    looked_at(phone, "devices-phone", phone=True)
    phone.goto(ORIGIN + "/settings")
    looked_at(phone, "settings-phone", phone=True)
    check("Settings and Devices: whose session it is and Log out in the header, as on every page",
          "Signed in as bob" in phone.locator("header.bar").inner_text()
          and phone.locator("header.bar a[href='/logout']").count() == 1)
    laptop.goto(ORIGIN + "/settings")
    laptop.emulate_media(color_scheme="dark")
    looked_at(laptop, "settings-dark")
    laptop.emulate_media(color_scheme="light")

    # Each manager's own formats: bob's phone in Arabic (Egypt) reads Arabic-Indic digits, on the
    # overview and the products, and nothing scrolls sideways; a choice in Settings wins over the
    # browser on every device.
    arabic = browser.new_context(
        viewport=PHONE, is_mobile=True, has_touch=True, locale="ar-EG", ignore_https_errors=True).new_page()
    sign_in(arabic, "bob", "bob")
    arabic.goto(ORIGIN + "/overview")
    figures = arabic.locator("main table.overview").first.inner_text()
    check("bob's phone in ar-EG: the overview's figures in Arabic-Indic digits (٫ the decimal separator)",
          "٫" in figures and not any(digit in figures for digit in "0123456789"), figures[:120])
    shown = arabic.locator("main").inner_text()
    check("…and no mark of direction shown as text (a {61C} escaped by the page)", "{61C}" not in shown,
          shown[shown.find("{61C}") - 40:][:80] if "{61C}" in shown else "")
    looked_at(arabic, "overview-ar-EG-phone", phone=True)
    arabic.goto(ORIGIN + "/products")
    looked_at(arabic, "products-ar-EG-phone", phone=True)
    page_dir = arabic.evaluate("[document.documentElement.lang, document.documentElement.dir]")
    header = arabic.locator("header.bar nav").inner_text()
    check("bob's phone in ar-EG: the page is Arabic, right to left — its navigation in Arabic words",
          page_dir == ["ar", "rtl"] and "المنتجات" in header and "Products" not in header, f"{page_dir} {header}")
    names_shown = set(arabic.locator("main table tbody a[href^='/products/']").all_inner_texts())
    check("…and the products' names as the sales API wrote them, never translated",
          names_shown and names_shown <= set(names(os.environ["BOB_PRODUCTS"])), sorted(names_shown)[:3])
    arabic.emulate_media(color_scheme="dark")
    looked_at(arabic, "products-ar-EG-phone-dark", phone=True)
    arabic.emulate_media(color_scheme="light")
    arabic_laptop = browser.new_context(viewport=DESKTOP, locale="ar-EG", ignore_https_errors=True).new_page()
    sign_in(arabic_laptop, "bob", "bob")
    arabic_laptop.goto(ORIGIN + "/overview")
    looked_at(arabic_laptop, "overview-ar-EG")
    japanese = browser.new_context(viewport=DESKTOP, locale="ja-JP", ignore_https_errors=True).new_page()
    sign_in(japanese, "bob", "bob")
    japanese.goto(ORIGIN + "/products")
    check("a laptop in ja-JP: the products page in Japanese (製品, its headings, its counts)",
          japanese.locator("main h1").inner_text() == "製品"
          and "製品" in japanese.locator("main table thead").inner_text(), japanese.locator("main h1").inner_text())
    looked_at(japanese, "products-ja-JP")

    # German, Japanese and Arabic at a laptop's and a phone's size, light and dark (those the steps
    # above have not looked at): the overview and the products, nothing sideways on a phone, axe on a
    # phone's light and a laptop's dark. One sign-in a locale: its other devices carry its cookies.
    tours = {"de-DE": ("phone", "desktop-dark", "desktop", "phone-dark"), "ja-JP": ("phone", "desktop-dark", "phone-dark"),
             "ar-EG": ("desktop-dark",)}
    for locale, looks in tours.items():
        cookies = None
        for look in looks:
            phone_sized = look.startswith("phone")
            context = browser.new_context(viewport=PHONE if phone_sized else DESKTOP, is_mobile=phone_sized,
                                          has_touch=phone_sized, locale=locale, ignore_https_errors=True,
                                          color_scheme="dark" if look.endswith("dark") else "light")
            toured = context.new_page()
            if cookies is None:
                sign_in(toured, "bob", "bob")
                cookies = context.cookies()
            else:
                context.add_cookies(cookies)
            for path in ("/overview", "/products"):
                toured.goto(ORIGIN + path)
                looked_at(toured, f"{path[1:]}-{locale}-{look}", phone=phone_sized,
                          axe_too=look in ("phone", "desktop-dark"))
            context.close()

    # The pseudo-locale (en-XA): every word of ours accented, 40 % longer and in brackets, so a word
    # left in code shows as plain English, and a layout that breaks with longer words shows too.
    pseudo = browser.new_context(
        viewport=PHONE, is_mobile=True, has_touch=True, locale="en-XA", ignore_https_errors=True).new_page()
    sign_in(pseudo, "bob", "bob")
    for path in ("/overview", "/products", "/reports", "/settings", "/sessions", "/logout"):
        pseudo.goto(ORIGIN + path)
        ours = pseudo.locator("header.bar nav a, main h1, main th, main form label, main button").all_inner_texts()
        plain = [text for text in ours if text.strip() and "[" not in text]
        check(f"pseudo-locale {path}: every word of ours in the header, headings, forms and tables from the catalogs",
              ours and not plain, plain[:5])
        # The longer words' layout (nothing sideways, controls still 44 px); their colours are the
        # English pages' (axe'd above).
        looked_at(pseudo, "pseudo" + path.replace("/", "-"), phone=True, axe_too=False)
    english_laptop = browser.new_context(viewport=DESKTOP, locale="en-US", ignore_https_errors=True).new_page()
    sign_in(english_laptop, "bob", "bob")
    english_laptop.goto(ORIGIN + "/settings")
    english_laptop.select_option("select[name=locale]", "ja-JP")
    english_laptop.click("form.settings button[type=submit]")
    english_laptop.wait_for_load_state()
    english_laptop.goto(ORIGIN + "/overview")
    chosen_laptop = (english_laptop.locator("main h1").inner_text(), english_laptop.locator("main table.overview").first.inner_text())
    arabic.goto(ORIGIN + "/overview")
    chosen_phone = (arabic.locator("main h1").inner_text(), arabic.locator("main table.overview").first.inner_text())
    check("日本語 chosen in Settings: Japanese words and figures on the English laptop and the Arabic phone alike",
          chosen_laptop[0] == "概要" and chosen_laptop == chosen_phone and "٫" not in chosen_phone[1]
          and arabic.evaluate("document.documentElement.lang") == "ja", f"{chosen_laptop} | {chosen_phone}")
    looked_at(english_laptop, "overview-ja-JP-chosen")
    english_laptop.goto(ORIGIN + "/settings")
    english_laptop.select_option("select[name=locale]", "")
    english_laptop.click("form.settings button[type=submit]")
    english_laptop.wait_for_load_state()

    # Alice's phone signs out everywhere: her laptop's next click asks her to sign in.
    alice_phone = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, ignore_https_errors=True).new_page()
    sign_in(alice_phone, "alice", "alice")
    alice_phone.goto(ORIGIN + "/logout")
    alice_phone.click("text=Sign out everywhere")
    alice_phone.wait_for_url("**/login")
    laptop.goto(ORIGIN + "/products")
    check("alice's phone signed out everywhere: her laptop's next page asks her to sign in",
          laptop.locator("form.login").count() == 1)
    phone.goto(ORIGIN + "/products")
    check("bob, on his phone, still signed in", phone.locator("main table").count() == 1)


if __name__ == "__main__":
    sys.exit(run(journey))
