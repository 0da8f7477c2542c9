#!/usr/bin/env python3
"""Opens COUNT connections to HOST:PORT that each send half a request head and then nothing
(the slowloris pattern), prints `opened N` once they are open, and holds them until it is
terminated (the system closes them then). Used by scripts/soak.sh. Raises its own open-file limit to the
hard limit; one process holds at most that many connections."""
import resource
import signal
import socket
import sys


def main() -> None:
    host, port, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    held = []
    for _ in range(min(count, hard - 32)):
        try:
            connection = socket.create_connection((host, port), timeout=5)
            connection.sendall(b"GET /health HTTP/1.1\r\nHost: soak\r\n")
            held.append(connection)
        except OSError:
            pass  # refused or reset under load: counted as not opened
    print(f"opened {len(held)}", flush=True)
    while True:
        signal.pause()


if __name__ == "__main__":
    main()
