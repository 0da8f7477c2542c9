#!/usr/bin/env python3
"""Runs `sales login` on a pseudo-terminal, waits until its password prompt has turned echo off,
sends SIGINT (or the signal named), and reports whether the terminal's echo came back.

Prints one line: `echo-off-at-prompt=<bool> echo-restored=<bool> died-of-signal=<bool>`.
Usage: e2e-interrupt-prompt.py SALES_BINARY [SIGNAL]   (environment passed through)"""
import os
import pty
import select
import signal
import sys
import termios
import time

binary = sys.argv[1]
number = getattr(signal, sys.argv[2]) if len(sys.argv) > 2 else signal.SIGINT

pid, master = pty.fork()
if pid == 0:
    os.execv(binary, [binary, "login", "--username", "tester"])


def echo_on():
    return bool(termios.tcgetattr(master)[3] & termios.ECHO)


deadline = time.monotonic() + 20
seen = b""
while b"Password:" not in seen and time.monotonic() < deadline:
    ready, _, _ = select.select([master], [], [], 0.1)
    if ready:
        seen += os.read(master, 1024)
while echo_on() and time.monotonic() < deadline:  # the prompt writes first, then turns echo off
    time.sleep(0.01)
echo_off_at_prompt = not echo_on()
os.kill(pid, number)
_, status = os.waitpid(pid, 0)
print(
    f"echo-off-at-prompt={echo_off_at_prompt} echo-restored={echo_on()} "
    f"died-of-signal={os.WIFSIGNALED(status) and os.WTERMSIG(status) == number}"
)
