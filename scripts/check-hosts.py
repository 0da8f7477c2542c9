#!/usr/bin/env python3
"""One web, two hosts (`make lint`): the shared web target (`SalesWeb`) names no route of the team
server's. The team's routes are read from where they are spelled once (`TeamRoute` in
SalesTeamServer); any of them in a SalesWeb source — a link, a guess that the page is a team's — is
one line here, and exit 1.

  check-hosts.py SHARED_FOLDER TEAM_ROUTES_FILE
"""
import re
import sys
from pathlib import Path


def routes(path):
    """The paths `TeamRoute` spells: `static let name = "/path"`."""
    text = Path(path).read_text()
    found = re.findall(r'static let \w+ = "(/[^"]*)"', text)
    if not found:
        sys.exit(f"check-hosts: no route found in {path}")
    return found


def main():
    shared, team = sys.argv[1], sys.argv[2]
    names = routes(team)
    problems = []
    for source in sorted(Path(shared).rglob("*.swift")):
        for number, line in enumerate(source.read_text().split("\n"), 1):
            for route in names:
                if re.search(re.escape(route) + r'(?![\w/-])', line):
                    problems.append(f"{source}:{number}: names the team's route {route}")
    if problems:
        print("\n".join(problems))
        sys.exit(1)
    print(f"check-hosts: {shared} names none of the team's {len(names)} routes")


if __name__ == "__main__":
    main()
