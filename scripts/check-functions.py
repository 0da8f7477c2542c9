#!/usr/bin/env python3
"""Checks that no function in the Swift sources is longer than a reader takes in at once.

Every `func`, `init`, `deinit` and `subscript` with a body counts from its first line (attributes
aside) to its closing brace, comments and blank lines included: over LIMIT (60) lines it is named
with its length, and the check exits 1. Comments and string literals are read as blanks, so a brace
inside them never counts.

    check-functions.py [--limit N] [ROOT…]     ROOTs default to the repository's Sources folders
"""
import re
import sys
from pathlib import Path

ROOTS = ["Core/Sources", "Transport/Sources", "Client/Sources", "Team/Sources", "Middleware/Sources", "Tools/Sources", "TestSupport/Sources", "Fuzz/Sources"]
LIMIT = 60
# `init` after a dot names an initializer as a value (`Grouping.init(rawValue:)`): no declaration.
DECLARATION = re.compile(r"(?<!\.)\b(?:func\s+(?:`?[A-Za-z_]\w*`?|[^\s(<]+)|init[?!]?|deinit|subscript)\s*[(<{]")
# A line that starts another declaration: the one before it had no body (a protocol's requirement).
NEXT_DECLARATION = re.compile(
    r"^\s*(?:}|@|func\b|init\b|var\b|let\b|case\b|static\b|subscript\b|associatedtype\b|typealias\b|"
    r"public\b|package\b|internal\b|private\b|fileprivate\b|mutating\b|nonisolated\b|#)")


def blank_out(text):
    """`text` with comments and string literals replaced by spaces; line ends kept."""
    out = []
    index, length = 0, len(text)

    def blank(segment):
        return re.sub(r"[^\n]", " ", segment)

    while index < length:
        if text.startswith("//", index):
            end = text.find("\n", index)
            end = length if end < 0 else end
            out.append(blank(text[index:end]))
            index = end
        elif text.startswith("/*", index):
            end = text.find("*/", index + 2)
            end = length if end < 0 else end + 2
            out.append(blank(text[index:end]))
            index = end
        elif text[index] == '"' or (text[index] == "#" and text.startswith('#"', index)):
            hashes = 0
            start = index
            while index < length and text[index] == "#":
                hashes += 1
                index += 1
            multiline = text.startswith('"""', index)
            quote = '"""' if multiline else '"'
            index += len(quote)
            closing = quote + "#" * hashes
            while index < length:
                if text[index] == "\\" and hashes == 0:
                    index += 2
                    continue
                if text.startswith(closing, index):
                    index += len(closing)
                    break
                if not multiline and text[index] == "\n":
                    break
                index += 1
            out.append(blank(text[start:index]))
        else:
            out.append(text[index])
            index += 1
    return "".join(out)


def functions(text):
    """(name, first line, line count) of every function with a body in `text`."""
    code = blank_out(text)
    line_of = [0] * (len(code) + 1)
    line = 1
    for index, character in enumerate(code):
        line_of[index] = line
        if character == "\n":
            line += 1
    line_of[len(code)] = line
    found = []
    for match in DECLARATION.finditer(code):
        index = match.end() - 1
        depth = 0
        body = None
        while index < len(code):
            character = code[index]
            if character in "([":
                depth += 1
            elif character in ")]":
                depth -= 1
            elif character == "{" and depth == 0:
                body = index
                break
            elif character == "\n" and depth == 0:
                following = code[index + 1 :].split("\n", 1)[0]
                if NEXT_DECLARATION.match(following) or not following.strip() and depth == 0:
                    break
            index += 1
        if body is None:
            continue
        depth = 0
        for end in range(body, len(code)):
            if code[end] == "{":
                depth += 1
            elif code[end] == "}":
                depth -= 1
                if depth == 0:
                    name = match.group(0).rstrip("(<{").strip()
                    found.append((name, line_of[match.start()], line_of[end] - line_of[match.start()] + 1))
                    break
    return found


def main(arguments):
    limit = LIMIT
    if arguments[:1] == ["--limit"]:
        limit, arguments = int(arguments[1]), arguments[2:]
    roots = [Path(root) for root in (arguments or ROOTS)]
    too_long = []
    count = 0
    for root in roots:
        for path in sorted(root.rglob("*.swift")):
            for name, line, length in functions(path.read_text(encoding="utf-8")):
                count += 1
                if length > limit:
                    too_long.append(f"{path}:{line}: {name} is {length} lines (at most {limit})")
    for message in too_long:
        print(message, file=sys.stderr)
    if too_long:
        print(f"check-functions: {len(too_long)} of {count} functions are longer than {limit} lines", file=sys.stderr)
        return 1
    print(f"check-functions: {count} functions, none longer than {limit} lines")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
