#!/usr/bin/env python3
"""Every link of the README and the manual leads somewhere (`make lint`): a relative link names a
file or folder of the repository, and its `#anchor`, when it has one, a heading of that Markdown
file (GitHub's anchors: lower case, punctuation dropped, spaces as hyphens, a repeated heading
numbered). Links to other sites are not fetched. Exits 1 with one line per broken link.

  check-links.py FILE...
"""
import os
import re
import sys

LINK = re.compile(r"(?<!!)\[(?:[^\]\[]|\[[^\]]*\])*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)|!\[[^\]]*\]\(([^)\s]+)\)")
FENCE = re.compile(r"^(```|~~~)")


def prose(text):
    """The text outside fenced code blocks."""
    kept, fenced = [], False
    for line in text.split("\n"):
        if FENCE.match(line.strip()):
            fenced = not fenced
            continue
        if not fenced:
            kept.append(line)
    return "\n".join(kept)


def anchors(path):
    """The anchors of a Markdown file's headings, as GitHub makes them."""
    made, seen = set(), {}
    for line in prose(open(path, encoding="utf-8").read()).split("\n"):
        match = re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
        if not match:
            continue
        slug = re.sub(r"[^\w\- ]", "", match.group(1).lower().replace("`", "")).replace(" ", "-")
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        made.add(slug if count == 0 else f"{slug}-{count}")
    return made


def check(path):
    problems = []
    text = prose(open(path, encoding="utf-8").read())
    for match in LINK.finditer(text):
        target = match.group(1) or match.group(2)
        if re.match(r"^[a-z][a-z0-9+.-]*:", target):
            continue  # another site, mail: not fetched
        file, _, anchor = target.partition("#")
        resolved = os.path.normpath(os.path.join(os.path.dirname(path), file)) if file else path
        if not os.path.exists(resolved):
            problems.append(f"{path}: [{target}]: no such file {resolved}")
            continue
        if anchor and resolved.endswith(".md") and anchor not in anchors(resolved):
            problems.append(f"{path}: [{target}]: {resolved} has no heading #{anchor}")
    return problems


if __name__ == "__main__":
    found = [problem for path in sys.argv[1:] for problem in check(path)]
    print("\n".join(found) if found else f"check-links: every link of {len(sys.argv) - 1} pages leads somewhere")
    sys.exit(1 if found else 0)
