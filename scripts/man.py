#!/usr/bin/env python3
"""Man pages (man(7) format) generated from the programs themselves, so they cannot drift from the
commands: each program's `--experimental-dump-help` (swift-argument-parser's description of every
command, argument and option) gives the name, synopsis, description and options of the program and
of each of its subcommands (`sales-products(1)`…); the manual (docs/, its pages read as one text)
gives the sections a program's help does not hold — the exit codes, the settings (ENVIRONMENT) and
the files — from its tables, so the manual stays their one source.

    man.py PROGRAM SECTION VERSION DATE MANUAL OUTPUT_FOLDER

MANUAL is the manual's folder (every `*.md` in it, by name) or one Markdown file.

PROGRAM is the built executable; its pages are written to OUTPUT_FOLDER/NAME.SECTION.
"""
import json
import os
import re
import subprocess
import sys

TITLE = "SaleAssistant Manual"

# What each program's root page says beyond its help, from the README: the heading of its exit-code
# table, its bold row in the Configuration table, and the heading of its files table.
EXTRA = {
    "sales": {"exit": "Exit codes", "settings": "sales", "files": "Files"},
    "sales-middleware": {"exit": "Server exit codes", "settings": "sales-middleware", "files": "Server files"},
    "sales-web-server": {"exit": "Server exit codes", "settings": "sales-web-server", "files": "Server files"},
    "fake-upstream": {"exit": "Server exit codes", "settings": "fake-upstream"},
}


def escape(text):
    """Plain text for roff: backslashes made literal, `code` in bold (its hyphens as hyphens), and
    what is beyond ASCII as `\\[uXXXX]`."""
    text = text.replace("\\", "\\e")
    parts = re.split(r"(`[^`]*`)", text)
    out = []
    for part in parts:
        if part.startswith("`") and part.endswith("`") and len(part) > 1:
            out.append("\\fB" + part[1:-1].replace("-", "\\-") + "\\fR")
        else:
            out.append(part.replace("**", ""))
    # Beyond ASCII, as roff's own escapes: every formatter reads them, whatever its input encoding.
    return "".join(f"\\[u{ord(c):04X}]" if ord(c) > 127 else c for c in "".join(out))


def wrapped(text):
    """`text` in lines of at most 78 bytes where its words allow (mandoc's style: 80)."""
    lines = [""]
    for word in text.split():
        if lines[-1] and len((lines[-1] + " " + word).encode()) > 78:
            lines.append("")
        lines[-1] = (lines[-1] + " " + word).strip()
    return [line for line in lines if line]


def text_lines(text):
    """Escaped roff text, none of its lines starting with a control character."""
    return ["\\&" + line if line[0] in ".'" else line for line in wrapped(escape(text))]


def name_lines(name, what):
    """The NAME section's line, `name \\- what it is`, as whatis and apropos read it."""
    return wrapped(name.replace("-", "\\-") + " \\- " + escape(what))


def paragraph_lines(text):
    """Lines of roff text for prose: a blank line in the source a new paragraph."""
    lines = []
    for paragraph in re.split(r"\n\s*\n", text.strip()):
        if paragraph.strip():
            if lines:
                lines.append(".PP")
            lines += text_lines(" ".join(line.strip() for line in paragraph.split("\n")))
    return lines


def section(readme, heading):
    """The README's text after the heading `heading` (any level)."""
    match = re.search(r"^#+ " + re.escape(heading) + r"\s*$", readme, re.MULTILINE)
    if not match:
        sys.exit(f"man.py: the README has no section '{heading}'")
    return readme[match.end():]


def introduction(readme, heading):
    """The prose between `heading` and its table."""
    return section(readme, heading).split("\n|", 1)[0].strip()


def table(readme, heading):
    """The rows (lists of cells) of the first Markdown table after `heading`."""
    rows = []
    for line in section(readme, heading).split("\n"):
        line = line.strip()
        if line.startswith("|"):
            cells = [cell.strip() for cell in re.split(r"(?<!\\)\|", line.strip("|"))]
            if not all(re.fullmatch(r":?-+:?", cell) for cell in cells):
                rows.append([cell.replace("\\|", "|") for cell in cells])
        elif rows:
            break
    return rows[1:]  # without the header


def settings(readme, program):
    """The Configuration table's rows under `**program**`: (setting, flag, environment, default)."""
    rows = table(readme, "Configuration")
    found, inside = [], False
    for row in rows:
        if row[0].startswith("**"):
            inside = row[0].strip("*") == program
        elif inside:
            found.append(row)
    return found


def option_label(argument):
    names = sorted(argument.get("names", []), key=lambda name: name["kind"] != "short")
    label = ", ".join(("-" if name["kind"] == "short" else "--") + name["name"] for name in names)
    if argument["kind"] == "option":
        label += f" <{argument.get('valueName', 'value')}>"
    return label.replace("-", "\\-")


def synopsis(command, path):
    words = [" ".join(path)]
    for argument in command.get("arguments", []):
        if not argument.get("shouldDisplay", True) or argument["kind"] != "positional":
            continue
        name = f"<{argument.get('valueName', 'value')}>" + ("..." if argument.get("isRepeating") else "")
        words.append(f"[{name}]" if argument.get("isOptional") else name)
    subcommands = [s for s in command.get("subcommands", []) if s["commandName"] != "help"]
    if subcommands:
        words.insert(1, "<subcommand>" if not command.get("defaultSubcommand") else "[<subcommand>]")
    return " ".join(["\\fB" + words[0].replace("-", "\\-") + "\\fR [\\fIoptions\\fR]"] + words[1:])


def page(command, path, section, version, date, readme, see_also):
    name = "-".join(path)
    lines = [
        f'.TH "{name.upper()}" "{section}" "{date}" "SaleAssistant {version}" "{TITLE}"',
        ".SH NAME",
        # `name \- what it is`, as whatis and apropos read it.
        *name_lines(name, command.get("abstract", "").rstrip(".")),
        ".SH SYNOPSIS",
        synopsis(command, path),
        ".SH DESCRIPTION",
    ]
    lines += paragraph_lines(command.get("abstract", ""))
    if command.get("discussion"):
        lines.append(".PP")
        lines += paragraph_lines(command["discussion"])
    subcommands = [s for s in command.get("subcommands", []) if s["commandName"] != "help"]
    if subcommands:
        lines.append(".SH COMMANDS")
        for sub in subcommands:
            lines += [".TP", f"\\fB{sub['commandName']}\\fR"]
            lines += text_lines(sub.get("abstract", "") + f" See `{name}-{sub['commandName']}`({section}).")
    arguments = [a for a in command.get("arguments", []) if a.get("shouldDisplay", True)]
    positionals = [a for a in arguments if a["kind"] == "positional"]
    options = [a for a in arguments if a["kind"] != "positional"]
    if positionals:
        lines.append(".SH ARGUMENTS")
        for argument in positionals:
            lines += [".TP", f"\\fI<{argument.get('valueName', 'value')}>\\fR"]
            lines += paragraph_lines(argument.get("abstract", "")) or ["\\&"]
    if options:
        lines.append(".SH OPTIONS")
        for argument in options:
            lines += [".TP", f"\\fB{option_label(argument)}\\fR"]
            text = argument.get("abstract", "")
            if argument.get("defaultValue") and "default" not in text:
                text += f" (default: {argument['defaultValue']})"
            lines += paragraph_lines(text) or ["\\&"]
    extra = EXTRA.get(path[0], {})
    if extra.get("exit"):
        lines.append(".SH EXIT STATUS")
        for code, meaning in table(readme, extra["exit"]):
            lines += [".TP", f"\\fB{code}\\fR"] + text_lines(meaning)
    if len(path) == 1 and extra.get("settings"):
        rows = settings(readme, extra["settings"])
        lines.append(".SH ENVIRONMENT")
        lines.append("Flags win over the environment, which wins over the defaults.")
        for setting, flag, variable, default in rows:
            variables = re.findall(r"`([A-Z][A-Z0-9_]+)`", variable)
            label = ", ".join(variables) if variables else "(flag only)"
            lines += [".TP", f"\\fB{label}\\fR"]
            text = setting[0].upper() + setting[1:] + "."
            if flag:
                text += f" Flag: {flag}."
            text += f" Default: {default}."
            lines += paragraph_lines(text)
    if len(path) == 1 and extra.get("files"):
        lines.append(".SH FILES")
        lines += paragraph_lines(introduction(readme, extra["files"]))
        for file, what in table(readme, extra["files"]):
            lines += [".TP", escape(file)] + text_lines(what)
    others = [other for other in see_also if other != f"{name}({section})"]
    if others:
        lines.append(".SH SEE ALSO")
        lines.append(",\n".join(f"\\fB{other.split('(')[0].replace('-', chr(92) + '-')}\\fR({other.split('(')[1]}"
                                for other in others))
    return "\n".join(lines) + "\n"


def commands(command, path):
    yield command, path
    for sub in command.get("subcommands", []):
        if sub["commandName"] != "help":
            yield from commands(sub, path + [sub["commandName"]])


def main():
    program, section, version, date, readme_path, output = sys.argv[1:7]
    info = json.loads(subprocess.run([program, "--experimental-dump-help"], capture_output=True, text=True,
                                     check=True).stdout)["command"]
    if os.path.isdir(readme_path):
        pages = sorted(name for name in os.listdir(readme_path) if name.endswith(".md"))
        readme = "\n".join(open(os.path.join(readme_path, name), encoding="utf-8").read() for name in pages)
    else:
        readme = open(readme_path, encoding="utf-8").read()
    every = list(commands(info, [info["commandName"]]))
    names = [f"{'-'.join(path)}({section})" for _, path in every]
    os.makedirs(output, exist_ok=True)
    for command, path in every:
        related = names if len(path) == 1 else [names[0]] + [n for n in names if n.startswith("-".join(path) + "-")]
        with open(os.path.join(output, f"{'-'.join(path)}.{section}"), "w", encoding="utf-8") as handle:
            handle.write(page(command, path, section, version, date, readme, related))


if __name__ == "__main__":
    main()
