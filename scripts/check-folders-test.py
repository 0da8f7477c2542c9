#!/usr/bin/env python3
"""The folder check's own test (run by `make lint`): a cycle it must see — through a member an
extension declares, between nested folders — fails it, naming the folders; code without one passes."""
import subprocess
import sys
import tempfile
from pathlib import Path

CHECK = Path(__file__).with_name("check-folders.py")


def run(files):
    """check-folders.py over one target made of `files` ({path: source}); (exit code, output)."""
    with tempfile.TemporaryDirectory() as root:
        target = Path(root) / "Sources" / "Target"
        for path, source in files.items():
            (target / path).parent.mkdir(parents=True, exist_ok=True)
            (target / path).write_text(source)
        done = subprocess.run([sys.executable, CHECK, str(Path(root) / "Sources")], capture_output=True, text=True)
        return done.returncode, done.stdout


def main():
    failures = []

    def expect(name, files, code, words=()):
        status, output = run(files)
        if status != code or not all(word in output for word in words):
            failures.append(f"{name}: exit {status}, output {output.strip()!r}")

    # Options uses a parser Composition adds to a type of another module; Composition uses Options.
    expect(
        "a cycle through an extension member",
        {
            "Composition/SettingParser+Code.swift": "extension SettingParser {\n    static let code = SettingParser()\n}\n",
            "Composition/Configuration.swift": "struct Configuration {\n    let flags = GlobalFlags()\n}\n",
            "Options/GlobalFlags.swift": "struct GlobalFlags {\n    let parse = SettingParser.code\n}\n",
        },
        1,
        ["folders in a cycle", "Composition", "Options"],
    )
    expect(
        "a cycle between nested folders",
        {
            "App/Layout.swift": "enum Layout {\n    static let state = AppState()\n}\n",
            "App/State/AppState.swift": "struct AppState {\n    let rows = Layout.self\n}\n",
        },
        1,
        ["App -> App/State -> App"],
    )
    # Pages names Assets only inside a string's interpolation; Assets uses Pages.
    expect(
        "a cycle through a string's interpolation",
        {
            "Pages/Page.swift": 'enum Page {\n    static let head = "<link href=\\"\\(Assets.path)\\">"\n}\n',
            "Assets/Assets.swift": "enum Assets {\n    static let path = Page.head\n}\n",
        },
        1,
        ["folders in a cycle", "Assets", "Pages"],
    )
    expect(
        "a name in a string's text alone is no use",
        {
            "Pages/Page.swift": 'enum Page {\n    static let head = "Assets.path // not code"\n}\n',
            "Assets/Assets.swift": "enum Assets {\n    static let path = Page.head\n}\n",
        },
        0,
        ["without a cycle"],
    )
    expect(
        "the same without the cycle",
        {
            "Options/SettingParser+Code.swift": "extension SettingParser {\n    static let code = SettingParser()\n}\n",
            "Composition/Configuration.swift": "struct Configuration {\n    let parse = SettingParser.code\n}\n",
        },
        0,
        ["without a cycle"],
    )
    for failure in failures:
        print(f"check-folders-test: FAIL {failure}")
    if not failures:
        print(
            "check-folders-test: a cycle through an extension member, nested folders or a string's interpolation "
            "fails the check; none passes")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
