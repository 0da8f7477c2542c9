#!/usr/bin/env python3
"""Static check of nginx configurations (`make lint`): the array-directive inheritance trap.

A block that sets any `proxy_set_header` (or `add_header`, `proxy_hide_header`) inherits none of
its parent's: nginx then sends, say, `Connection: close` and no request id from that location
alone. So a block that sets one must set again every one its parent sets (same name). Exits 1 with
one line per missing directive.

  check-nginx.py FILE...
"""
import re
import sys

ARRAYS = ("proxy_set_header", "add_header", "proxy_hide_header")


def tokens(text):
    """Statements and braces, comments dropped (a # inside quotes is kept)."""
    text = re.sub(r"""("[^"]*"|'[^']*')|#[^\n]*""", lambda m: m.group(1) or "", text)
    for match in re.finditer(r"""((?:"[^"]*"|'[^']*'|[^;{}"'])+)?([;{}])""", text):
        words, end = (match.group(1) or "").split(), match.group(2)
        yield words, end


def check(path):
    problems = []
    # Each open block: its name and, per array directive, the names it sets (None: sets none).
    stack = [("main", {})]
    for words, end in tokens(open(path).read()):
        if end == "{":
            stack.append((" ".join(words), {}))
        elif end == "}":
            name, own = stack.pop()
            inherited = effective(stack)
            for directive in ARRAYS:
                if directive in own:
                    missing = sorted(set(inherited.get(directive, ())) - set(own[directive]))
                    problems += [f"{path}: `{name}` sets its own {directive}, so it loses the enclosing "
                                 f"`{missing_name}`: set it again there" for missing_name in missing]
        elif words and words[0] in ARRAYS:
            key = words[1].lower() if len(words) > 1 else ""
            stack[-1][1].setdefault(words[0], []).append(key)
    return problems


def effective(stack):
    """What each array directive amounts to at the innermost open block (the nearest that sets it)."""
    result = {}
    for _, own in stack:
        result.update(own)
    return result


if __name__ == "__main__":
    found = [problem for path in sys.argv[1:] for problem in check(path)]
    print("\n".join(found) if found else f"{', '.join(sys.argv[1:])}: no lost inherited headers")
    sys.exit(1 if found else 0)
