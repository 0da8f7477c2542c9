#!/usr/bin/env python3
"""A sales API whose /sales answer is shaped to stall or exhaust a client's reader, for the
end-to-end suite. Anyone logs in; /products is an empty list; /sales answers one of (the last four
also on /rates, as a rates middleware would):

    spaces       `[`, SIZE spaces, `]`: valid JSON, an empty list, as long as it is
    gzip-spaces  the same sent with `Content-Encoding: gzip`: about 1 KB of gzip for each MiB
                 inflated (2 GiB of spaces in about 2 MB), made of one deflate block repeated, so it
                 is built in milliseconds; its trailer's checksum does not match, so a client that
                 reads past every limit still fails at the end
    ssh-banner   not HTTP at all: an SSH server's greeting, then the connection closes
    huge-header  a 200 status line, then one header line of SIZE bytes
    bad-chunk    a chunked body whose chunk size is not hexadecimal
    nothing      the connection closed without a byte

    e2e-hostile-upstream.py spaces|gzip-spaces|ssh-banner|huge-header|bad-chunk|nothing SIZE

Prints `listening on 127.0.0.1:PORT` and serves until it is stopped.
"""
import http.server
import sys
import zlib

MEBIBYTE = 1 << 20


def spaces(size):
    return b"[" + b" " * size + b"]"


def gzip_spaces(size):
    mebibytes = max(1, size // MEBIBYTE)
    compressor = zlib.compressobj(9, zlib.DEFLATED, 31)  # 31: a gzip member
    chunk = b" " * MEBIBYTE
    # After a full flush the compressor starts afresh: each MiB of spaces compresses to the same
    # bytes, so one block stands for all of them.
    head = compressor.compress(b"[" + chunk[1:]) + compressor.flush(zlib.Z_FULL_FLUSH)
    block = compressor.compress(chunk) + compressor.flush(zlib.Z_FULL_FLUSH)
    assert block == compressor.compress(chunk) + compressor.flush(zlib.Z_FULL_FLUSH)
    return head + block * (mebibytes - 1) + compressor.compress(b"]") + compressor.flush()


def main():
    mode, size = sys.argv[1], int(sys.argv[2])
    # Each made only when it is the mode: SIZE is 2 GiB for gzip-spaces, which huge-header's
    # `b"x" * size` would allocate and fill for nothing (9 s, before the server listened).
    raw = {
        "ssh-banner": lambda: b"SSH-2.0-OpenSSH_9.2p1 Debian-2\r\n",
        "huge-header": lambda: b"HTTP/1.1 200 OK\r\nX-Huge: " + b"x" * size + b"\r\nContent-Length: 2\r\n\r\n[]",
        "bad-chunk": lambda: b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n[]\r\n0\r\n\r\n",
        "nothing": lambda: b"",
    }.get(mode, lambda: None)()
    sales = raw if raw is not None else {"spaces": spaces, "gzip-spaces": gzip_spaces}[mode](size)
    sales_headers = {"Content-Encoding": "gzip"} if mode == "gzip-spaces" else {}

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def answer(self, body, headers=None):
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            for name, value in (headers or {}).items():
                self.send_header(name, value)
            self.end_headers()
            try:
                self.wfile.write(body)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client stopped reading: what this server is for

        def do_POST(self):
            self.rfile.read(int(self.headers.get("Content-Length", 0)))
            self.answer(b'{"access_token":"hostile"}')

        def do_GET(self):
            if self.path.startswith(("/sales", "/rates")) and raw is not None:
                # Written as it is, not as HTTP; the connection ends with it.
                self.close_connection = True
                try:
                    self.wfile.write(raw)
                except (BrokenPipeError, ConnectionResetError):
                    pass
            elif self.path.startswith("/sales"):
                self.answer(sales, sales_headers)
            else:
                self.answer(b"[]")

        def log_message(self, *arguments):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    print(f"listening on 127.0.0.1:{server.server_address[1]}", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
