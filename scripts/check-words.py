#!/usr/bin/env python3
"""The word catalogs' check (run by `make lint`): what the compiler cannot see in
Client/Sources/SalesClient/Words/Catalogs/. The build already fails on a phrase a
catalog lacks (each is a `switch` without a default) and on a plural form a language's rule asks
for (each language's forms are a type of their own); this fails on
  - a phrase whose argument a catalog leaves out (`case .signedInAs(let user): "Angemeldet"`),
    or a `default:` that would hide a missing phrase;
  - a catalog whose phrases are not English's, one for one;
  - a counted form that does not say its count (`{n}`) — but for a form of one value alone
    (`zero`, `one`, `two` of Arabic's six, where CLDR writes the number as a word);
  - an empty translation where English has words.
Usage: check-words.py [CATALOG_FOLDER]"""
import re
import sys
from pathlib import Path

FOLDER = Path(__file__).resolve().parent.parent / "Client/Sources/SalesClient/Words/Catalogs"
CASE = re.compile(r'^\s*case \.(\w+)(?:\(([^)]*)\))?:\s*(.*)$')
FORMS = re.compile(r'(\w+): "((?:[^"\\]|\\.)*)"')
ONE_VALUE = {"zero", "one", "two"}


def cases(path):
    """{(section, name): (bound names, body, line number)} of a catalog file, by `static func` section."""
    found, section, current = {}, None, None
    for number, line in enumerate(path.read_text().splitlines(), 1):
        head = re.match(r'\s*static func (\w+)\(', line)
        if head:
            section, current = head.group(1), None
            continue
        if re.match(r'\s*default\s*:', line):
            found[(section, "default")] = ([], line, number)
            current = None
            continue
        match = CASE.match(line)
        if match and section:
            bound = re.findall(r'let (\w+)', match.group(2) or "")
            current = (section, match.group(1))
            found[current] = (bound, match.group(3), number)
        elif current and re.match(r'\s*}', line):
            current = None
        elif current:
            # A body the formatter folded onto the lines that follow.
            bound, body, first = found[current]
            found[current] = (bound, body + " " + line.strip(), first)
    return found


def check(folder):
    problems = []
    english_path = folder / "English.swift"
    if not english_path.exists():
        return [f"{english_path}: no English catalog (the source)"]
    english = cases(english_path)
    for path in sorted(folder.glob("*.swift")):
        found = cases(path)
        for key, (bound, body, number) in found.items():
            where = f"{path.name}:{number}"
            if key[1] == "default":
                problems.append(f"{where}: a default hides phrases a catalog lacks; word each one")
                continue
            for name in bound:
                if not re.search(r'\\\(' + name + r'\b', body) and body.strip() != name:
                    problems.append(f"{where}: .{key[1]} leaves out its argument `{name}`")
            if key[0] == "forms":
                for form, text in FORMS.findall(body):
                    if "{n}" not in text and form not in ONE_VALUE:
                        problems.append(f"{where}: .{key[1]}'s `{form}` form does not say its count ({{n}})")
                if "OtherOnly(" in body and "{n}" not in body:
                    problems.append(f"{where}: .{key[1]}'s form does not say its count ({{n}})")
            elif body.strip() == '""' and english.get(key, ([], '""', 0))[1].strip() != '""':
                problems.append(f"{where}: .{key[1]} is empty where English has words")
        if path != english_path:
            missing = sorted(k[1] for k in english if k not in found)
            extra = sorted(k[1] for k in found if k not in english and k[1] != "default")
            if missing:
                problems.append(f"{path.name}: lacks {', '.join('.' + m for m in missing)}")
            if extra:
                problems.append(f"{path.name}: has what English does not: {', '.join('.' + e for e in extra)}")
    return problems


def main():
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else FOLDER
    problems = check(folder)
    for problem in problems:
        print(f"check-words: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(f"check-words: {len(list(folder.glob('*.swift')))} catalogs, every phrase with its arguments, every form with its count")
    return 0


if __name__ == "__main__":
    sys.exit(main())
