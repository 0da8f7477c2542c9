#!/usr/bin/env python3
"""Checks that the folders of each Swift target depend on one another without a cycle.

A folder is every directory that holds Swift files, nested ones included (`App`, `App/State` and
`App/View` are three); files directly in a target's folder form the folder ".". A folder uses
another when one of its files names something declared there (comments and string literals aside,
but not the code interpolated into a string, `"\\(Assets.path)"`):
- a top-level type, protocol, typealias or function (declared at column 0, modifiers included);
- a member that an `extension` declares (`extension SettingParser { static let currencyCode … }`),
  used as `SettingParser.currencyCode`, or as `.currencyCode` when no other declaration in the
  target has that name — what the compiler links, though the type itself lives elsewhere.
A name declared in several folders makes an edge to each of them, and is reported (with -v) rather
than dropped. Prints the graph with -v; exits 1 naming each cycle found.

    check-folders.py [-v] [ROOT…]     ROOTs default to the repository's Sources folders
"""
import re
import sys
from pathlib import Path

ROOTS = ["Core/Sources", "Transport/Sources", "Client/Sources", "Team/Sources", "Middleware/Sources", "Tools/Sources"]
MODIFIERS = r"(?:(?:public|package|internal|fileprivate|private|final|indirect|nonisolated|static|class|override|mutating|nonmutating|lazy|weak|unowned|dynamic|convenience|required|@\w+(?:\([^)]*\))?)\s+)*"
DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|final|indirect|nonisolated)\s+)*"
    r"(?:struct|enum|class|protocol|actor|typealias|func)\s+([A-Za-z_]\w*)"
)
EXTENSION = re.compile(
    r"^(?:(?:public|package|internal|fileprivate|private)\s+)*extension\s+([A-Za-z_][\w.]*)"
)
MEMBER = re.compile(MODIFIERS + r"(?:func|var|let|case|struct|enum|class|typealias)\s+`?([A-Za-z_]\w*)")
NAME = re.compile(r"\b[A-Za-z_]\w*\b")
DOTTED = re.compile(r"\.\s*([A-Za-z_]\w*)")
# Members every type may have: never a dependency on the folder that adds one more.
COMMON_MEMBERS = {"description", "debugDescription", "init", "hash", "encode", "rawValue", "id", "body", "run"}


def code_only(text):
    """`text` without its comments and with each string literal emptied — but the code of its
    interpolations (`\\(Assets.path)`) kept after it: a name used there is used."""
    code, _ = _scan(text, 0, None)
    return code


def _scan(text, index, closing):
    """Code from `index` until `closing` (a `)` that balances, or the end): (code, end index)."""
    out = []
    depth = 0
    while index < len(text):
        if text.startswith("//", index):
            end = text.find("\n", index)
            index = len(text) if end < 0 else end
        elif text.startswith("/*", index):
            index = _skip_block_comment(text, index)
        elif re.match(r'#*"', text[index:]):
            literal, index = _string(text, index)
            out.append(literal)
        else:
            character = text[index]
            if closing and character == "(":
                depth += 1
            elif closing and character == ")":
                if depth == 0:
                    return "".join(out), index + 1
                depth -= 1
            out.append(character)
            index += 1
    return "".join(out), index


def _skip_block_comment(text, index):
    depth = 0
    while index < len(text):
        if text.startswith("/*", index):
            depth, index = depth + 1, index + 2
        elif text.startswith("*/", index):
            depth, index = depth - 1, index + 2
            if depth == 0:
                return index
        else:
            index += 1
    return index


def _string(text, index):
    """The literal at `index` as `""` followed by its interpolations' code; its end."""
    hashes = re.match(r"#*", text[index:]).group(0)
    index += len(hashes)
    quote = '"""' if text.startswith('"""', index) else '"'
    index += len(quote)
    close, escape = quote + hashes, "\\" + hashes
    interpolations = []
    while index < len(text):
        if text.startswith(close, index):
            index += len(close)
            break
        if text.startswith(escape + "(", index):
            code, index = _scan(text, index + len(escape) + 1, ")")
            interpolations.append(code)
        elif text.startswith(escape, index):
            index += len(escape) + 1
        elif quote == '"' and text[index] == "\n":
            break
        else:
            index += 1
    return '""' + "".join(" (" + code + ")" for code in interpolations), index


def folders_of(target):
    files = {}
    for path in sorted(target.rglob("*.swift")):
        folder = path.parent.relative_to(target).as_posix()
        files.setdefault(folder, []).append(code_only(path.read_text(encoding="utf-8")))
    return files


def extension_members(text):
    """(extended type, member) for each member an `extension` at column 0 declares at its top level."""
    members = []
    lines = text.splitlines()
    index = 0
    while index < len(lines):
        extension = EXTENSION.match(lines[index])
        if extension:
            extended = extension.group(1).split(".")[-1]
            depth = lines[index].count("{") - lines[index].count("}")
            index += 1
            while index < len(lines) and depth > 0:
                line = lines[index]
                if depth == 1:
                    match = MEMBER.match(line.strip())
                    if match:
                        members.append((extended, match.group(1)))
                depth += line.count("{") - line.count("}")
                index += 1
            continue
        index += 1
    return members


def declarations_of(files):
    """Top-level names with the folders declaring them; extension members as (type, name, folder);
    how many declarations of each member name the target has, wherever they are."""
    top, members, counts = {}, [], {}
    for folder, texts in files.items():
        for text in texts:
            for line in text.splitlines():
                match = MEMBER.match(line.strip())
                if match:
                    counts[match.group(1)] = counts.get(match.group(1), 0) + 1
                if line[:1].isspace():
                    continue
                match = DECLARATION.match(line)
                if match:
                    top.setdefault(match.group(1), set()).add(folder)
            members += [(extended, name, folder) for extended, name in extension_members(text)]
    return top, members, counts


def graph_of(target, notes=None):
    files = folders_of(target)
    top, members, counts = declarations_of(files)
    edges = {folder: set() for folder in files}
    for folder, texts in files.items():
        text = "\n".join(texts)
        used = set(NAME.findall(text))
        dotted = set(DOTTED.findall(text))
        for name in used:
            edges[folder].update(owner for owner in top.get(name, ()) if owner != folder)
        for extended, name, owner in members:
            if owner == folder or name in COMMON_MEMBERS:
                continue
            qualified = re.search(r"\b" + re.escape(extended) + r"\s*\.\s*" + re.escape(name) + r"\b", text)
            if qualified or (counts.get(name, 0) == 1 and name in dotted):
                edges[folder].add(owner)
    if notes is not None:
        for name, owners in sorted(top.items()):
            if len(owners) > 1:
                notes.append(f"{target}: {name} is declared in {', '.join(sorted(owners))}")
    return edges


def cycles(edges):
    found, state, stack = [], {}, []

    def visit(node):
        state[node] = "open"
        stack.append(node)
        for nxt in sorted(edges[node]):
            if state.get(nxt) == "open":
                found.append(stack[stack.index(nxt):] + [nxt])
            elif nxt not in state:
                visit(nxt)
        stack.pop()
        state[node] = "done"

    for node in sorted(edges):
        if node not in state:
            visit(node)
    return found


def main(arguments):
    verbose = "-v" in arguments
    roots = [argument for argument in arguments if argument != "-v"] or ROOTS
    failed = False
    checked = 0
    notes = []
    for root in roots:
        for target in sorted(p for p in Path(root).iterdir() if p.is_dir()):
            edges = graph_of(target, notes)
            checked += 1
            if verbose:
                for folder in sorted(edges):
                    print(f"{target}/{folder} -> {', '.join(sorted(edges[folder])) or '-'}")
            for cycle in cycles(edges):
                failed = True
                print(f"check-folders: {target}: folders in a cycle: {' -> '.join(cycle)}")
    if verbose:
        for note in notes:
            print(f"check-folders: note: {note}")
    if not failed:
        print(f"check-folders: the folders of {checked} targets depend on one another without a cycle")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
