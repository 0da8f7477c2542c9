#!/usr/bin/env python3
"""Opens COUNT connections to HOST:PORT that pipeline GET /rates as fast as the server takes them and
never read an answer, for SECONDS; then prints `sent N MB` and closes them all (the system resets
them: their answers were never read). Used by scripts/soak.sh: one client's backlog must cost its
own connection, not everyone's /health, and the memory must come back once they have gone."""
import select
import socket
import sys
import time


def main() -> None:
    host, port, count, seconds = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4])
    requests = b"GET /rates HTTP/1.1\r\nHost: soak\r\n\r\n" * 1000
    connections = []
    for _ in range(count):
        connection = socket.create_connection((host, port), timeout=5)
        connection.setblocking(False)
        connections.append(connection)
    sent = 0
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        _, writable, _ = select.select([], connections, [], 0.2)
        for connection in writable:
            try:
                sent += connection.send(requests)
            except (BlockingIOError, ConnectionError):
                pass
    for connection in connections:
        connection.close()
    print(f"sent {sent / 1e6:.0f} MB", flush=True)


if __name__ == "__main__":
    main()
