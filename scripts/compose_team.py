#!/usr/bin/env python3
"""Managers signing in to the compose `team` profile through its HTTPS front, as a browser does,
each seeing their own products and no one else's (scripts/compose-test.sh drives it; Python's
standard library and scripts/team_load.py's oracle and page checks).

  compose_team.py sign-in --origin https://localhost:8443 --cacert CERT --upstream URL \
      --user alice:alice --user bob:bob --sessions FILE
      each signs in through the front (the form's token and cookie, then the POST) and must see
      exactly their products as the sales API gives them to them — on the products page and in
      its CSV; the sessions are written to FILE
  compose_team.py check --origin … --cacert … --upstream … --sessions FILE
      each session of FILE must still show its manager's own products (after the stack went down
      and up again: the sessions are in PostgreSQL, the key in its volume)

Exit 0 when every check holds; otherwise one line a failure and exit 1.
"""

import argparse
import ssl
import sys
import urllib.parse

from team_load import Manager, oracle, request, sign_in_with


def arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("command", choices=("sign-in", "check"))
    parser.add_argument("--origin", required=True)
    parser.add_argument("--cacert", required=True)
    parser.add_argument("--upstream", required=True, help="the sales API (the oracle)")
    parser.add_argument("--user", action="append", default=[], help="NAME:PASSWORD (sign-in)")
    parser.add_argument("--sessions", required=True)
    return parser.parse_args()


class Front:
    def __init__(self, origin, cacert):
        self.origin = origin
        self.address = urllib.parse.urlsplit(origin)
        self.tls = ssl.create_default_context(cafile=cacert)

    def ask(self, method, path, headers, body=None):
        return request(self.address.hostname, self.address.port, method, path, headers, body, tls=self.tls)

    def sign_in(self, name, password):
        """The cookies a browser keeps after signing in through the front."""
        return sign_in_with(self.ask, self.origin, name, password, zone="UTC")

    def wrong(self, manager):
        """Why the manager's products page or CSV is not theirs, or None."""
        for kind, path in (("products", "/products"), ("download", "/products.csv")):
            status, _, body = self.ask("GET", path, {"Cookie": manager.session})
            if status != 200:
                return f"{path}: {status}"
            why = manager.wrong(kind, path, body)
            if why:
                return f"{path}: {why}"
        return None


def main():
    options = arguments()
    front = Front(options.origin, options.cacert)
    if options.command == "sign-in":
        users = [entry.split(":", 1) for entry in options.user]
        managers = [Manager(name, front.sign_in(name, password), oracle(options.upstream, name, password))
                    for name, password in users]
        with open(options.sessions, "w", encoding="utf-8") as file:
            file.writelines(f"{name}\t{password}\t{manager.session}\n"
                            for (name, password), manager in zip(users, managers))
    else:
        lines = [line.rstrip("\n").split("\t") for line in open(options.sessions, encoding="utf-8")]
        managers = [Manager(name, session, oracle(options.upstream, name, password))
                    for name, password, session in lines]
    failures = [f"{manager.name}: {why}" for manager in managers if (why := front.wrong(manager))]
    for failure in failures:
        print("FAIL: " + failure, file=sys.stderr)
    if not failures:
        names = ", ".join(f"{manager.name} ({len(manager.products)})" for manager in managers)
        print(f"   each sees their own products and no one else's: {names}")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
