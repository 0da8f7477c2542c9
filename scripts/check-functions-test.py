#!/usr/bin/env python3
"""The function-length check's own test (run by `make lint`): a function over the limit fails it,
named with its length; braces in strings and comments, a protocol's requirements and closures in
default arguments do not fool it; code within the limit passes."""
import subprocess
import sys
import tempfile
from pathlib import Path

CHECK = Path(__file__).with_name("check-functions.py")


def run(source, limit=5):
    """check-functions.py --limit `limit` over one file holding `source`; (exit code, all output)."""
    with tempfile.TemporaryDirectory() as root:
        (Path(root) / "File.swift").write_text(source)
        done = subprocess.run(
            [sys.executable, CHECK, "--limit", str(limit), root], capture_output=True, text=True)
        return done.returncode, done.stdout + done.stderr


def main():
    failures = []

    def expect(name, source, code, words=()):
        status, output = run(source)
        if status != code or not all(word in output for word in words):
            failures.append(f"{name}: exit {status}, output {output.strip()!r}")

    expect(
        "a function over the limit",
        "struct A {\n    func long() {\n        a()\n        b()\n        c()\n        d()\n    }\n}\n",
        1,
        ["File.swift:2: func long is 6 lines (at most 5)"],
    )
    expect(
        "an init over the limit, its body opened on a later line",
        "struct A {\n    init(\n        x: Int\n    ) {\n        a()\n        b()\n    }\n}\n",
        1,
        ["init is 6 lines"],
    )
    expect(
        "braces in strings and comments",
        'func counted() {\n    let s = "{{{"  // {\n    /* { */ let t = """\n    {\n    """\n}\nfunc g() {\n}\n',
        1,
        ["func counted is 6 lines", "1 of 2 functions"],
    )
    expect(
        "a protocol's requirements have no body",
        "protocol P {\n    func a()\n    func b() -> Int\n}\nfunc c() {\n    x()\n}\n",
        0,
        ["1 functions"],
    )
    expect(
        "a closure in a default argument is not the body",
        "func f(g: () -> Void = {}) {\n    a()\n    b()\n    c()\n    d()\n}\n",
        1,
        ["func f is 6 lines"],
    )
    expect(
        "an initializer named, not declared (`Grouping.init(rawValue:)`), is no function",
        "func f(by: String?) -> Int {\n    let g = by.flatMap(Grouping.init(rawValue:)) ?? .month\n"
        "    return h(g, rows: rows.filter {\n        $0.isEmpty\n    })\n}\n",
        1,
        ["func f is 6 lines", "1 of 1 functions"],
    )
    expect("code within the limit", "func f() {\n    a()\n}\n", 0, ["none longer than 5 lines"])
    for failure in failures:
        print(f"check-functions-test: {failure}", file=sys.stderr)
    if failures:
        return 1
    print("check-functions-test: a function over the limit fails the check; strings, comments, requirements, default closures and initializers named as values do not fool it")
    return 0


if __name__ == "__main__":
    sys.exit(main())
