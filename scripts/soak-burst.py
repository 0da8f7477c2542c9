#!/usr/bin/env python3
"""Opens COUNT connections to HOST:PORT all at once — more than a listen queue of the old default
(256) holds — and on each pipelines PIPELINED `GET /health` requests, then reads every answer.
Prints `answered A of N` and `lost L`, and exits 1 when any answer is lost (a connection reset
because the kernel's queue overflowed into SYN cookies, a request never answered). Used by
scripts/soak.sh: a burst of connections is queued, not dropped (LISTEN_BACKLOG)."""
import asyncio
import resource
import sys

REQUEST = b"GET /health HTTP/1.1\r\nHost: soak\r\n\r\n"


async def one(host, port, pipelined):
    """The answers one connection read, its requests sent at once."""
    try:
        reader, writer = await asyncio.open_connection(host, port)
    except OSError:
        return 0
    answered = 0
    try:
        writer.write(REQUEST * pipelined)
        await writer.drain()
        while answered < pipelined:
            head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 60)
            length = 0
            for line in head.split(b"\r\n"):
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":", 1)[1])
            await asyncio.wait_for(reader.readexactly(length), 60)
            answered += 1
    except (OSError, asyncio.IncompleteReadError, asyncio.TimeoutError, asyncio.LimitOverrunError):
        pass
    finally:
        writer.close()
    return answered


async def main():
    host, port, count, pipelined = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    answers = await asyncio.gather(*(one(host, port, pipelined) for _ in range(count)))
    total = count * pipelined
    answered = sum(answers)
    print(f"answered {answered} of {total}, lost {total - answered}")
    return 0 if answered == total else 1


if __name__ == "__main__":
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    sys.exit(asyncio.run(main()))
