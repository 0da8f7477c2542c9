"""What the browser journeys share (scripts/e2e-browser.py, scripts/e2e-browser-locales.py,
scripts/e2e-team-browser.py): their checks, counted and printed as the end-to-end areas print theirs,
axe's, the test for a page that scrolls sideways, and the run itself on Debian's Chromium."""
import os

# The first elements that reach past the screen's right edge, or its left one on a page written
# right to left (a page that scrolls sideways).
WIDER_THAN_THE_SCREEN = """
Array.from(document.querySelectorAll("body *"))
  .filter((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && (box.right > window.innerWidth + 1 || box.left < -1);
  })
  .slice(0, 3).map((element) => element.tagName.toLowerCase() + (element.className ? "." + element.className : ""))
  .join(", ")
"""

counts = {"passed": 0, "failed": 0}


def check(description, condition, detail=""):
    """`ok   …` or `FAIL …` (with what failed), counted."""
    if condition:
        counts["passed"] += 1
        print(f"ok   {description}", flush=True)
    else:
        counts["failed"] += 1
        print(f"FAIL {description}", flush=True)
        if detail:
            print(f"     {detail}"[:600], flush=True)


def check_axe(axe, page, name):
    """axe-core on the page as it is now: no serious or critical violation, each one named."""
    violations = [v for v in axe.run(page).response["violations"] if v["impact"] in ("serious", "critical")]
    check(f"axe: no serious or critical violation on {name}", not violations,
          "; ".join(f"{v['id']} ({v['impact']}): {v['help']} ×{len(v['nodes'])}" for v in violations))


def write_counts(path):
    """"PASSED FAILED" into `path`, for the area that ran the journey; the exit status."""
    with open(path, "w") as file:
        file.write(f"{counts['passed']} {counts['failed']}\n")
    return 0 if counts["failed"] == 0 else 1


def run(journey):
    """`journey(browser)` on Debian's Chromium (Playwright on the system's browser: nothing
    downloaded); a step that could not run is a failed check, with what stopped it. The counts go
    to $JOURNEY_COUNTS; the exit status."""
    from playwright.sync_api import sync_playwright

    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
            try:
                journey(browser)
            finally:
                browser.close()
    except Exception as error:  # a step that could not run is a failed check, with what stopped it
        check("the journey ran to its end", False, f"{type(error).__name__}: {error}")
    return write_counts(os.environ["JOURNEY_COUNTS"])
