#!/usr/bin/env python3
"""Checks that the folders of each Swift target depend on one another without a cycle.

A folder uses another when one of its files names a type, protocol or extension-free top-level
function declared in the other (comments and string literals aside). Files directly in a target's
folder form the folder ".". Prints the graph with -v; exits 1 naming each cycle found.
"""
import re
import sys
from pathlib import Path

ROOTS = ["Core/Sources", "Client/Sources", "Middleware/Sources", "Tools/Sources"]
DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|final|indirect|nonisolated)\s+)*"
    r"(?:struct|enum|class|protocol|actor|typealias|func)\s+([A-Za-z_]\w*)",
    re.M,
)
NAME = re.compile(r"\b[A-Za-z_]\w*\b")


def code_only(text):
    text = re.sub(r'"""[\s\S]*?"""', '""', text)
    text = re.sub(r"/\*[\s\S]*?\*/", "", text)
    text = re.sub(r"//[^\n]*", "", text)
    text = re.sub(r'#?"(?:\\.|[^"\\\n])*"#?', '""', text)
    return text


def folders_of(target):
    files = {}
    for path in sorted(target.rglob("*.swift")):
        relative = path.relative_to(target)
        folder = relative.parts[0] if len(relative.parts) > 1 else "."
        files.setdefault(folder, []).append(code_only(path.read_text(encoding="utf-8")))
    return files


def graph_of(target):
    files = folders_of(target)
    declared = {}
    for folder, texts in files.items():
        for text in texts:
            for name in DECLARATION.findall(text):
                # Only top-level declarations: the line starts at column 0 (modifiers included).
                declared.setdefault(name, set()).add(folder)
    # Names declared at column 0 only; nested types are found through their outer type.
    top = {}
    for folder, texts in files.items():
        for text in texts:
            for line in text.splitlines():
                if line[:1].isspace():
                    continue
                match = DECLARATION.match(line)
                if match:
                    top.setdefault(match.group(1), set()).add(folder)
    edges = {folder: set() for folder in files}
    for folder, texts in files.items():
        used = set()
        for text in texts:
            used.update(NAME.findall(text))
        for name in used:
            for owner in top.get(name, ()):
                if owner != folder and len(top[name]) == 1:
                    edges[folder].add(owner)
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


def main():
    verbose = "-v" in sys.argv
    failed = False
    checked = 0
    for root in ROOTS:
        for target in sorted(p for p in Path(root).iterdir() if p.is_dir()):
            edges = graph_of(target)
            checked += 1
            if verbose:
                for folder in sorted(edges):
                    print(f"{target}/{folder} -> {', '.join(sorted(edges[folder])) or '-'}")
            for cycle in cycles(edges):
                failed = True
                print(f"check-folders: {target}: folders in a cycle: {' -> '.join(cycle)}")
    if not failed:
        print(f"check-folders: the folders of {checked} targets depend on one another without a cycle")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
