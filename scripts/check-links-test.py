#!/usr/bin/env python3
"""The link check's own test (run by `make lint`): a link to a missing file, or to a heading its
file does not have, fails it, named; links that lead somewhere — a file, a heading here or in
another page, a repeated heading's numbered anchor, a site elsewhere, text in a code block — pass."""
import subprocess
import sys
import tempfile
from pathlib import Path

CHECK = Path(__file__).with_name("check-links.py")


def run(pages):
    """check-links.py over `pages` (name: text) written in one folder; (exit code, all output)."""
    with tempfile.TemporaryDirectory() as root:
        for name, text in pages.items():
            (Path(root) / name).write_text(text)
        done = subprocess.run(
            [sys.executable, CHECK, *[str(Path(root) / name) for name in pages]], capture_output=True, text=True)
        return done.returncode, done.stdout + done.stderr


def main():
    failures = []

    def expect(name, pages, code, words=()):
        status, output = run(pages)
        if status != code or not all(word in output for word in words):
            failures.append(f"{name}: exit {status}, output {output.strip()!r}")

    good = {
        "a.md": "# A\n\n## The `sales` client\n\n## Notes\n\n## Notes\n\n[b](b.md#far-away) [here](#the-sales-client) "
        "[again](#notes-1) [web](https://example.com/x#y) ![picture](b.md)\n\n```\n[not a link](nowhere.md)\n```\n",
        "b.md": "# B\n\n### Far away\n",
    }
    expect("links that lead somewhere", good, 0, ["leads somewhere"])
    expect("a missing file", {"a.md": "[x](missing.md)\n"}, 1, ["missing.md", "no such file"])
    expect("a missing heading", {"a.md": "# A\n[x](b.md#nowhere)\n", "b.md": "# B\n"}, 1, ["#nowhere"])
    expect("a missing heading here", {"a.md": "# A\n[x](#gone)\n"}, 1, ["#gone"])
    if failures:
        print("\n".join(failures))
        sys.exit(1)
    print("check-links-test: a missing file or heading fails the check; links that lead somewhere pass")


if __name__ == "__main__":
    main()
