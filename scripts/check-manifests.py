#!/usr/bin/env python3
"""The root Package.swift (one build graph) and the packages' own manifests describe the same targets.

Every target of Core/, Transport/, TestSupport/, Tools/, Middleware/, Client/, Team/ and EndToEnd/ must be declared in
the root manifest with the same kind, the same source folder, the same dependencies (a product of a
sibling package counts as its target), the same settings and system-library details; the root may
declare nothing else; and every package the folders depend on must be required alike (same
location, version range and traits). Reads the manifests with `swift package dump-package`, so
it checks what SwiftPM sees, not the text. Exit 1 with one line per difference.
"""

import json
import os
import re
import subprocess
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
PACKAGES = ["Core", "Transport", "TestSupport", "Tools", "Middleware", "Client", "Team", "EndToEnd"]
DEFAULT_FOLDER = {"test": "Tests", "regular": "Sources", "executable": "Sources", "system": "Sources",
                  "plugin": "Plugins"}
# Modules of the toolchain and the system, which no manifest declares.
SYSTEM_MODULES = {"Foundation", "FoundationEssentials", "FoundationNetworking", "Dispatch", "Synchronization",
                  "Testing", "XCTest", "Glibc", "Musl", "Darwin", "_Concurrency", "os", "PackagePlugin"}
IMPORT = re.compile(r"^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)",
                    re.MULTILINE)


def undeclared_imports(target):
    """Modules a root target's Swift files import that it does not declare (SwiftPM's
    --explicit-target-dependency-import-check sees only targets of the same package, not products
    such as HummingbirdCore that arrive through another product)."""
    declared = set(SYSTEM_MODULES) | {target["name"]}
    for dependency in target["dependencies"]:
        (_, value), = dependency.items()
        declared.add(value[0])
    found = set()
    for folder, _, files in os.walk(os.path.join(ROOT, target["path"])):
        for name in files:
            if name.endswith(".swift"):
                with open(os.path.join(folder, name), encoding="utf-8") as source:
                    found.update(IMPORT.findall(source.read()))
    return sorted(found - declared)


def dump(folder):
    result = subprocess.run(
        ["swift", "package", "--package-path", folder, "dump-package"],
        capture_output=True, text=True, check=False)
    if result.returncode != 0:
        sys.exit(f"check-manifests: cannot read {folder}/Package.swift:\n{result.stderr}")
    return json.loads(result.stdout)


def remote_dependencies(manifest):
    """identity -> (location, requirement, traits) for every source-control dependency."""
    found = {}
    for dependency in manifest["dependencies"]:
        for control in dependency.get("sourceControl", []):
            location = json.dumps(control["location"], sort_keys=True)
            traits = sorted(json.dumps(t, sort_keys=True) for t in control.get("traits") or [])
            found[control["identity"]] = (location, json.dumps(control["requirement"], sort_keys=True), traits)
    return found


def local_products(manifest):
    """product name -> its targets, for a package used by path."""
    return {product["name"]: product["targets"] for product in manifest["products"]}


def describe(target, package_folder, products_of):
    """A target as comparable values: kind, folder from the repository root, dependencies, details."""
    path = target.get("path") or os.path.join(DEFAULT_FOLDER[target["type"]], target["name"])
    folder = os.path.normpath(os.path.join(package_folder, path))
    dependencies = set()
    for dependency in target["dependencies"]:
        (kind, value), = dependency.items()
        name, package = value[0], value[1] if kind == "product" else None
        if kind == "product" and package.lower() in products_of:
            # A product of a sibling package used by path: in the root graph it is that package's target.
            dependencies.update(products_of[package.lower()].get(name, [f"?{name}"]))
        elif kind == "product":
            dependencies.add(f"{name} ({package.lower()})")
        else:
            dependencies.add(name)
    details = {key: json.dumps(target.get(key), sort_keys=True)
               for key in ("settings", "pkgConfig", "providers", "resources", "exclude", "packageAccess",
                           "pluginUsages", "pluginCapability")}
    return target["type"], folder, sorted(dependencies), details


def main():
    root = dump(ROOT)
    manifests = {name: dump(os.path.join(ROOT, name)) for name in PACKAGES}
    # Packages used by path, by the identity SwiftPM gives them (their folder's name, lowercased).
    products_of = {name.lower(): local_products(manifest) for name, manifest in manifests.items()}
    problems = []

    root_remote = remote_dependencies(root)
    for name, manifest in manifests.items():
        for identity, requirement in remote_dependencies(manifest).items():
            if identity not in root_remote:
                problems.append(f"{name}/Package.swift depends on {identity}, the root manifest does not")
            elif root_remote[identity] != requirement:
                problems.append(f"{identity} is required differently in {name}/Package.swift and the root manifest")

    root_targets = {t["name"]: describe(t, "", {}) for t in root["targets"]}
    declared = set()
    for name, manifest in manifests.items():
        for target in manifest["targets"]:
            declared.add(target["name"])
            mine = describe(target, name, products_of)
            theirs = root_targets.get(target["name"])
            if theirs is None:
                problems.append(f"{name}: target {target['name']} is not in the root manifest")
                continue
            for label, a, b in zip(("kind", "folder", "dependencies", "details"), mine, theirs):
                if a != b:
                    problems.append(f"{name}: target {target['name']} differs in its {label}: {a} here, {b} at the root")
    for target in root["targets"]:
        for module in undeclared_imports(target):
            problems.append(f"{target['name']} imports {module} without declaring it (in the manifests)")
    for extra in sorted(set(root_targets) - declared):
        problems.append(f"the root manifest declares {extra}, which no package's manifest does")

    for problem in problems:
        print(f"check-manifests: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(f"check-manifests: the root manifest's {len(root_targets)} targets agree with {len(PACKAGES)} packages' manifests")
    return 0


if __name__ == "__main__":
    sys.exit(main())
