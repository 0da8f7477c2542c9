#!/usr/bin/env python3
"""Assembles bench/out/* into bench/RESULTS.md with the machine's description and the date.

A section this run did not measure (`make bench-team` alone, say) is kept as the last RESULTS.md
had it, so one benchmark run alone never drops the others' figures; so are sections written by hand
(a before/after of one change), after the measured ones."""
import datetime
import os
import platform
import subprocess
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
out = os.path.join(root, "bench", "out")


def cpu_model():
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def swift_version():
    try:
        return subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    except (OSError, IndexError):
        return "unknown"


def kept_sections():
    """The last RESULTS.md's sections, by heading."""
    sections, heading = {}, None
    path = os.path.join(root, "bench", "RESULTS.md")
    for line in (open(path).read().split("\n") if os.path.exists(path) else []):
        if line.startswith("## "):
            heading = line[3:]
            sections[heading] = []
        elif heading is not None:
            sections[heading].append(line)
    return sections


kept = kept_sections()


def section(title, measured):
    """The section's lines: `measured` (a list of lines) when this run made it, else the last run's."""
    if measured is not None:
        return [f"## {title}", ""] + measured + [""]
    if title in kept:
        body = kept[title]
        while body and body[-1] == "":
            body = body[:-1]
        return [f"## {title}"] + body + [""]
    return []


lines = [
    "# Benchmark results",
    "",
    f"Measured {datetime.datetime.now(datetime.timezone.utc).strftime('%Y-%m-%d %H:%M UTC')} by `make bench` on "
    f"{os.cpu_count()} cores, {cpu_model()}, {platform.system()} {platform.release()}; {swift_version()}.",
    "Release builds; medians. Figures vary with the machine: compare ratios, not absolutes.",
    "",
]
core = os.path.join(out, "core.txt")
lines += section("Core", ["```", open(core).read().rstrip(), "```"] if os.path.exists(core) else None)
for name, title in [("middleware", "Middleware"), ("client", "Client"), ("team", "Team server")]:
    path = os.path.join(out, f"{name}.tsv")
    rows = None
    if os.path.exists(path):
        rows = ["| measurement | figure |", "| --- | --- |"]
        for row in open(path):
            key, _, value = row.rstrip("\n").partition("\t")
            rows.append(f"| {key} | {value} |")
    lines += section(title, rows)
app = os.path.join(out, "app.txt")
lines += section(
    "Client: the full-screen app", ["```", open(app).read().rstrip(), "```"] if os.path.exists(app) else None)
measured = {"Core", "Middleware", "Client", "Team server", "Client: the full-screen app", "Findings", "Delivery"}
for title in kept:
    if title not in measured:
        lines += section(title, None)
findings = os.path.join(root, "bench", "findings.md")
if os.path.exists(findings):
    lines += ["## Findings", "", open(findings).read().split("\n", 1)[1].strip(), ""]
delivery = os.path.join(root, "bench", "delivery.md")
if os.path.exists(delivery):
    lines += ["## Delivery", "", open(delivery).read().rstrip(), ""]
target = os.path.join(root, "bench", "RESULTS.md")
with open(target, "w") as handle:
    handle.write("\n".join(lines))
print(f"wrote {os.path.relpath(target, root)}", file=sys.stderr)
