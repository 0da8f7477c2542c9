#!/usr/bin/env python3
"""The word catalogs' check's own test (run by `make lint`): a translation that drops an argument, a
`default:`, a counted form without its count, a phrase English lacks or one a catalog lacks each
fail it, named; Arabic's forms of one value may leave the number out; whole catalogs pass."""
import subprocess
import sys
import tempfile
from pathlib import Path

CHECK = Path(__file__).with_name("check-words.py")
ENGLISH = '''enum English: WordCatalog {
    static func text(_ phrase: Phrase) -> String {
        switch phrase {
        case .save: "Save"
        case .signedInAs(let user): "Signed in as \\\\(user)"
        }
    }

    static func forms(_ counted: Counted) -> OneOther {
        switch counted {
        case .sales: OneOther(one: "{n} sale", other: "{n} sales")
        }
    }
}
'''


def run(other):
    """check-words.py over English and one more catalog; (exit code, all output)."""
    with tempfile.TemporaryDirectory() as root:
        (Path(root) / "English.swift").write_text(ENGLISH.replace("\\\\", "\\"))
        (Path(root) / "Other.swift").write_text(other.replace("\\\\", "\\"))
        done = subprocess.run([sys.executable, CHECK, root], capture_output=True, text=True)
        return done.returncode, done.stdout + done.stderr


def catalog(save='"Speichern"', signed='"Angemeldet als \\\\(user)"', forms='OneOther(one: "{n} Verkauf", other: "{n} Verkäufe")', more=""):
    return f'''enum Other: WordCatalog {{
    static func text(_ phrase: Phrase) -> String {{
        switch phrase {{
        case .save: {save}
        case .signedInAs(let user): {signed}
{more}        }}
    }}

    static func forms(_ counted: Counted) -> OneOther {{
        switch counted {{
        case .sales: {forms}
        }}
    }}
}}
'''


def main():
    failures = []

    def expect(name, source, code, words=()):
        status, output = run(source)
        if status != code or not all(word in output for word in words):
            failures.append(f"{name}: exit {status}, output {output.strip()!r}")

    expect("a whole catalog", catalog(), 0, ["2 catalogs"])
    expect("an argument left out", catalog(signed='"Angemeldet"'), 1, ["Other.swift:5: .signedInAs leaves out its argument `user`"])
    expect("a default", catalog(more="        default: \"\"\n"), 1, ["a default hides phrases"])
    expect("a form without its count", catalog(forms='OneOther(one: "ein Verkauf", other: "Verkäufe")'), 1,
           ["`other` form does not say its count"])
    expect("Arabic's one and two without a number", catalog(
        forms='SixForms(zero: "لا مبيعات", one: "عملية بيع واحدة", two: "عمليتا بيع", few: "{n} عمليات بيع", '
              'many: "{n} عملية بيع", other: "{n} عملية بيع")'), 0)
    expect("a phrase English lacks", catalog(more="        case .quit: \"Beenden\"\n"), 1, ["has what English does not: .quit"])
    expect("an empty translation", catalog(save='""'), 1, [".save is empty where English has words"])
    lacking = catalog().replace('        case .save: "Speichern"\n', "")
    expect("a phrase a catalog lacks", lacking, 1, ["Other.swift: lacks .save"])

    for failure in failures:
        print(f"check-words-test: {failure}", file=sys.stderr)
    if failures:
        return 1
    print("check-words-test: 8 cases")
    return 0


if __name__ == "__main__":
    sys.exit(main())
