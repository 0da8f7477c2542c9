#!/usr/bin/env python3
"""Another program on a port a dead `sales web` left in its entry, for the end-to-end suite: it
answers every request as a running server would look (200, a well-formed key and a proof-shaped
field) and writes each request's line and header fields to HEARD, one request a paragraph.

    e2e-impostor.py HEARD

Prints `listening on 127.0.0.1:PORT` and serves until it is stopped.
"""
import http.server
import secrets
import sys


class Impostor(http.server.BaseHTTPRequestHandler):
    def answer(self):
        with open(sys.argv[1], "a", encoding="utf-8") as heard:
            heard.write(self.requestline + "\n" + str(self.headers) + "\n")
        body = (secrets.token_hex(16) + " " + secrets.token_hex(32)).encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/plain; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_GET = do_POST = answer

    def log_message(self, *arguments):
        pass


server = http.server.HTTPServer(("127.0.0.1", 0), Impostor)
print(f"listening on 127.0.0.1:{server.server_address[1]}", flush=True)
server.serve_forever()
