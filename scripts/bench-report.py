#!/usr/bin/env python3
"""Assembles bench/out/* into bench/RESULTS.md with the machine's description and the date."""
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


lines = [
    "# Benchmark results",
    "",
    f"Measured {datetime.datetime.now(datetime.timezone.utc).strftime('%Y-%m-%d %H:%M UTC')} by `make bench` on "
    f"{os.cpu_count()} cores, {cpu_model()}, {platform.system()} {platform.release()}; {swift_version()}.",
    "Release builds; medians. Figures vary with the machine: compare ratios, not absolutes.",
    "",
]
core = os.path.join(out, "core.txt")
if os.path.exists(core):
    lines += ["## Core", "", "```", open(core).read().rstrip(), "```", ""]
for name, title in [("middleware", "Middleware"), ("client", "Client"), ("team", "Team server")]:
    path = os.path.join(out, f"{name}.tsv")
    if not os.path.exists(path):
        continue
    lines += [f"## {title}", "", "| measurement | figure |", "| --- | --- |"]
    for row in open(path):
        key, _, value = row.rstrip("\n").partition("\t")
        lines.append(f"| {key} | {value} |")
    lines.append("")
app = os.path.join(out, "app.txt")
if os.path.exists(app):
    lines += ["## Client: the full-screen app", "", "```", open(app).read().rstrip(), "```", ""]
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
