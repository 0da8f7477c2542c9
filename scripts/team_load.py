#!/usr/bin/env python3
"""Managers browsing the team's pages through the HTTPS front, each page checked against its
manager's own figures (scripts/team-test.sh drives it; Python's standard library only).

1. The oracle: each manager's products, asked of the sales API (the fake upstream) with their own
   token — what no other manager's page may ever show.
2. Sign-in: each manager signs in as a browser does (the form's token and its cookie, then the
   POST), straight at a replica: the front limits sign-ins per address, and 200 managers do not
   share one address in life. The session lives in PostgreSQL, so any replica serves it after.
3. Browsing: one thread a manager, one kept-alive HTTPS connection each to the front, cycling
   through the products, a product, the report and the products' CSV until SIGINT/SIGTERM. Every
   answer is checked: 200 and the manager's own figures ("Signed in as" them; the products' names,
   the product's, the CSV's rows their own), or 503 inside a window the driver names in EVENTS
   (`unavailable START END`, epoch seconds: the database away), or — inside a `killed START END`
   window, the one replica SIGKILLed — a connection cut mid-answer (nothing can finish an answer
   whose process is gone: nginx has sent its head; a browser shows a network error, the manager
   asks again). Anything else is a failure: another status, a connection error outside that
   window, a sign-in page, another manager's figures.
4. At the end: every manager still signed in (their products through the front, their own).

With --sessions FILE it stops after step 2 (`make bench-team`): each manager's session cookie and
one of their product ids, a line each, tab-separated, after a first page on every replica (their
figures loaded there: the benchmark measures warm pages) unless --cold.

PROGRESS is rewritten every 0.2 s with the page loads answered so far (the driver's signal to move
on); RESULT gets the counts and the latencies as JSON. Exit 0 when nothing failed, 1 otherwise.
"""

import argparse
import csv
import html
import http.client
import io
import json
import os
import re
import signal
import ssl
import threading
import time
import urllib.parse
from concurrent.futures import ThreadPoolExecutor

ROW = re.compile(r'<tr><td><a href="/products/([^"]+)">([^<]*)</a>')
HEADING = re.compile(r"<h1>([^<]*)</h1>")
FORM_TOKEN = re.compile(r'name="csrf" value="([^"]*)"')
KINDS = ("products", "product", "report", "download")


def arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--origin", required=True, help="the front, https://localhost:PORT")
    parser.add_argument("--cacert", required=True, help="the front's certificate")
    parser.add_argument("--replica", action="append", required=True, help="a replica's http://HOST:PORT (sign-in)")
    parser.add_argument("--upstream", required=True, help="the sales API (the oracle)")
    parser.add_argument("--users", required=True, help="NAME:PASSWORD[:SEED] lines")
    parser.add_argument("--managers", type=int, default=200)
    parser.add_argument("--events", help="where the driver writes its windows")
    parser.add_argument("--progress")
    parser.add_argument("--result")
    parser.add_argument("--sessions", help="sign in, write the sessions here, load each one's figures, stop")
    parser.add_argument("--cold", action="store_true", help="with --sessions: no first page (figures not loaded)")
    parser.add_argument("--refresh-asks-sign-in", action="store_true",
                        help="at the end (the sales API's tokens expired): one manager's Refresh asks to sign in")
    return parser.parse_args()


def request(host, port, method, path, headers=None, body=None, tls=None):
    """One request on a connection of its own: (status, headers as a list, body)."""
    if tls:
        connection = http.client.HTTPSConnection(host, port, context=tls, timeout=30)
    else:
        connection = http.client.HTTPConnection(host, port, timeout=30)
    try:
        connection.request(method, path, body=body, headers=headers or {})
        response = connection.getresponse()
        return response.status, response.getheaders(), response.read()
    finally:
        connection.close()


def oracle(upstream, name, password):
    """The manager's products from the sales API with their own token: {id: name}."""
    address = urllib.parse.urlsplit(upstream)
    body = json.dumps({"username": name, "password": password})
    status, _, answer = request(address.hostname, address.port, "POST", "/login", {"Content-Type": "application/json"},
                                body)
    if status != 200:
        raise SystemExit(f"the sales API refused {name}: {status}")
    token = json.loads(answer)["access_token"]
    status, _, answer = request(address.hostname, address.port, "GET", "/products", {"Authorization": token})
    if status != 200:
        raise SystemExit(f"the sales API's products for {name}: {status}")
    return {product["id"]: product["name"] for product in json.loads(answer)}


def cookie(headers, name):
    for key, value in headers:
        if key.lower() == "set-cookie" and value.startswith(name + "="):
            return value.split(";", 1)[0]
    return None


def sign_in(replica, authority, origin, name, password):
    """A browser's sign-in at a replica (the front's name in `Host`): the cookies a browser sends
    back (`__Host-sales_session=…; sales_home=…`: the session, and the home replica the front
    sends the manager to)."""
    address = urllib.parse.urlsplit(replica)
    return sign_in_with(
        lambda method, path, headers, body=None: request(
            address.hostname, address.port, method, path, {"Host": authority, **headers}, body),
        origin, name, password, zone="Europe/Berlin")


def sign_in_with(ask, origin, name, password, zone):
    """The sign-in form, its token and cookie, then the POST, through `ask(method, path, headers,
    body)`: the cookies a browser keeps after it."""
    status, headers, page = ask("GET", "/login", {})
    form = cookie(headers, "__Host-sales_sign_in")
    token = FORM_TOKEN.search(page.decode())
    if status != 200 or not form or not token:
        raise SystemExit(f"no sign-in form for {name}: {status}")
    fields = urllib.parse.urlencode({"csrf": token.group(1), "username": name, "password": password,
                                     "next": "/products", "zone": zone})
    status, headers, _ = ask("POST", "/login", {
        "Origin": origin, "Sec-Fetch-Site": "same-origin", "Cookie": form,
        "Content-Type": "application/x-www-form-urlencoded"}, fields)
    session = cookie(headers, "__Host-sales_session")
    home = cookie(headers, "sales_home")
    if status != 303 or not session or not home:
        raise SystemExit(f"{name} was not signed in (a session and a home): {status}")
    return f"{session}; {home}"


class Manager:
    def __init__(self, name, session, products):
        self.name = name
        self.session = session
        self.products = products
        self.names = sorted(products.values())
        self.marker = f"Signed in as {html.escape(name, quote=False)}</span>"

    def path(self, kind, turn):
        if kind == "product":
            ids = sorted(self.products)
            return "/products/" + ids[turn % len(ids)]
        return {"products": "/products", "report": "/reports", "download": "/products.csv"}[kind]

    def wrong(self, kind, path, body):
        """Why this 200 is not this manager's page, or None."""
        text = body.decode("utf-8", "replace")
        if kind == "download":
            rows = list(csv.reader(io.StringIO(text)))
            names = sorted(row[1] for row in rows[1:] if len(row) > 1)
            return None if names == self.names else "the CSV's products are not theirs"
        if self.marker not in text:
            return "not signed in as them"
        if kind == "products":
            names = sorted(html.unescape(found[1]) for found in ROW.findall(text))
            return None if names == self.names else "the products listed are not theirs"
        if kind == "product":
            heading = HEADING.search(text)
            wanted = self.products[path.rsplit("/", 1)[1]]
            return None if heading and html.unescape(heading[1]) == wanted else "the product page is not theirs"
        return None


class Load:
    def __init__(self, origin, tls):
        self.address = urllib.parse.urlsplit(origin)
        self.tls = tls
        self.stop = threading.Event()
        self.lock = threading.Lock()
        self.answered = 0
        self.counts = {kind: 0 for kind in KINDS}
        self.latencies = []
        self.unavailable = []  # (start, end) of each 503
        self.cut = []  # (start, end, manager, path, why) of each connection cut
        self.failures = []

    def connection(self):
        return http.client.HTTPSConnection(self.address.hostname, self.address.port, context=self.tls, timeout=30)

    def browse(self, manager, offset):
        connection = self.connection()
        turn = offset
        while not self.stop.is_set():
            kind = KINDS[turn % len(KINDS)]
            path = manager.path(kind, turn // len(KINDS))
            turn += 1
            started = time.time()
            try:
                connection.request("GET", path, headers={"Cookie": manager.session})
                response = connection.getresponse()
                body = response.read()
                status = response.status
            except (OSError, http.client.HTTPException) as error:
                connection.close()
                connection = self.connection()
                with self.lock:
                    self.cut.append((started, time.time(), manager.name, path, f"{type(error).__name__}: {error}"))
                continue
            ended = time.time()
            if status == 200:
                why = manager.wrong(kind, path, body)
                with self.lock:
                    self.answered += 1
                    self.counts[kind] += 1
                    self.latencies.append(ended - started)
                if why:
                    self.fail(manager, path, why)
            elif status == 503:
                with self.lock:
                    self.answered += 1
                    self.unavailable.append((started, ended, manager.name, path))
            else:
                self.fail(manager, path, f"status {status}")
        connection.close()

    def fail(self, manager, path, why):
        with self.lock:
            self.failures.append(f"{manager.name} {path}: {why}")


def windows(path, kind="unavailable"):
    found = []
    if os.path.exists(path):
        for line in open(path):
            parts = line.split()
            if len(parts) == 3 and parts[0] == kind:
                found.append((float(parts[1]), float(parts[2])))
    return found


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else 0.0


def write_atomically(path, text):
    with open(path + ".new", "w") as file:
        file.write(text)
    os.replace(path + ".new", path)


def keep_sessions(managers, replicas, authority, path):
    """Each manager's first page on every replica (their figures loaded there), then the sessions."""
    def first_pages(manager):
        for replica in replicas:
            address = urllib.parse.urlsplit(replica)
            status, _, _ = request(address.hostname, address.port, "GET", "/products",
                                   {"Host": authority, "Cookie": manager.session})
            if status != 200:
                raise SystemExit(f"{manager.name}'s first page on {replica}: {status}")
    with ThreadPoolExecutor(4) as pool:
        list(pool.map(first_pages, managers))
    write_atomically(path, "".join(f"{m.session}\t{sorted(m.products)[0]}\n" for m in managers))
    return 0


def refresh_asks_sign_in(load, manager, tls):
    """The manager's Refresh through the front once the sales API refuses their token: to sign in
    (its rule for its clients), their session ended; None when so, else what happened."""
    host, port = load.address.hostname, load.address.port
    status, _, page = request(host, port, "GET", "/products", {"Cookie": manager.session}, tls=tls)
    token = FORM_TOKEN.search(page.decode())
    if status != 200 or not token:
        return f"no page with a Refresh form ({status})"
    fields = urllib.parse.urlencode({"csrf": token.group(1), "next": "/products"})
    origin = f"https://{load.address.netloc}"
    status, headers, _ = request(host, port, "POST", "/refresh", {
        "Cookie": manager.session, "Origin": origin, "Sec-Fetch-Site": "same-origin",
        "Content-Type": "application/x-www-form-urlencoded"}, fields, tls=tls)
    location = dict((key.lower(), value) for key, value in headers).get("location", "")
    if status != 303 or not location.startswith("/login"):
        return f"answered {status} to {location!r}, not to sign in"
    status, headers, _ = request(host, port, "GET", "/products", {"Cookie": manager.session}, tls=tls)
    if status != 303:
        return f"the session went on after the refusal ({status})"
    print(f"   {manager.name}'s Refresh with an expired token: asked to sign in, the session ended", flush=True)
    return None


def main():
    options = arguments()
    tls = ssl.create_default_context(cafile=options.cacert)
    authority = urllib.parse.urlsplit(options.origin).netloc
    entries = [line.strip().split(":") for line in open(options.users) if line.startswith("manager-")]
    entries = entries[:options.managers]
    with ThreadPoolExecutor(16) as pool:
        products = list(pool.map(lambda entry: oracle(options.upstream, entry[0], entry[1]), entries))
        sessions = list(pool.map(
            lambda pair: sign_in(options.replica[pair[0] % len(options.replica)], authority, options.origin,
                                 pair[1][0], pair[1][1]), enumerate(entries)))
    managers = [Manager(entry[0], session, own) for entry, session, own in zip(entries, sessions, products)]
    if options.sessions:
        return keep_sessions(managers, [] if options.cold else options.replica, authority, options.sessions)
    print(f"   {len(managers)} managers signed in, each with {len(managers[0].products)} products of their own",
          flush=True)

    load = Load(options.origin, tls)
    signal.signal(signal.SIGINT, lambda *_: load.stop.set())
    signal.signal(signal.SIGTERM, lambda *_: load.stop.set())
    threads = [threading.Thread(target=load.browse, args=(manager, index)) for index, manager in enumerate(managers)]
    started = time.time()
    for thread in threads:
        thread.start()
    while not load.stop.wait(0.2):
        write_atomically(options.progress, f"{load.answered}\n")
    for thread in threads:
        thread.join()
    elapsed = time.time() - started

    # Every manager still signed in, with their own products, through the front.
    still = 0
    for manager in managers:
        status, _, body = request(load.address.hostname, load.address.port, "GET", "/products",
                                  {"Cookie": manager.session}, tls=tls)
        if status == 200 and manager.wrong("products", "/products", body) is None:
            still += 1
        else:
            load.failures.append(f"{manager.name}: no longer signed in to their own figures ({status})")
    if options.refresh_asks_sign_in:
        why = refresh_asks_sign_in(load, managers[0], tls)
        if why:
            load.failures.append(f"{managers[0].name}'s Refresh: {why}")
    allowed = windows(options.events)
    stray = [entry for entry in load.unavailable
             if not any(start <= entry[1] and entry[0] <= end for start, end in allowed)]
    for start, end, name, path in stray:
        load.failures.append(f"{name} {path}: 503 outside the database's absence ({start:.3f}–{end:.3f})")
    killed = windows(options.events, "killed")
    for start, end, name, path, why in load.cut:
        if not any(from_ <= end and start <= to for from_, to in killed):
            load.failures.append(f"{name} {path}: {why} ({start:.3f}–{end:.3f}, no replica killed then)")
    cut = len(load.cut) - sum(1 for failure in load.failures if "no replica killed then" in failure)

    pages = sum(load.counts.values())
    result = {
        "managers": len(managers), "seconds": round(elapsed, 1), "pages": pages, "by_kind": load.counts,
        "expected_unavailable": len(load.unavailable) - len(stray), "cut_by_the_kill": cut,
        "failures": len(load.failures),
        "still_signed_in": still, "p50_ms": round(percentile(load.latencies, 0.5) * 1000, 1),
        "p99_ms": round(percentile(load.latencies, 0.99) * 1000, 1),
    }
    write_atomically(options.result, json.dumps(result) + "\n")
    print(f"   {elapsed:.1f} s: {pages} pages answered ({', '.join(f'{n} {k}' for k, n in load.counts.items())}), "
          f"{result['expected_unavailable']} refused while the database was away, {cut} cut by the replica's "
          f"kill, {len(load.failures)} failed; "
          f"{still} of {len(managers)} managers still signed in; p50 {result['p50_ms']} ms, p99 {result['p99_ms']} ms")
    for failure in load.failures[:10]:
        print("   FAIL: " + failure)
    return 1 if load.failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
