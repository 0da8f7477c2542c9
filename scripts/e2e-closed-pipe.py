#!/usr/bin/env python3
"""Runs a command whose standard output is a pipe nobody reads (its read end closed before the
command starts), with SIGPIPE at its default action or ignored (inherited through exec), and
prints how it ended: `signal=SIGPIPE stderr=0` when it died of SIGPIPE without writing to stderr.

    e2e-closed-pipe.py default|ignored COMMAND [ARG...]
"""
import os
import signal
import subprocess
import sys

disposition, command = sys.argv[1], sys.argv[2:]
reader, writer = os.pipe()
os.close(reader)
preexec = None
if disposition == "ignored":
    def preexec():
        signal.signal(signal.SIGPIPE, signal.SIG_IGN)
result = subprocess.run(
    command, stdout=writer, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
    preexec_fn=preexec, timeout=60)
os.close(writer)
ended = f"signal={signal.Signals(-result.returncode).name}" if result.returncode < 0 else f"status={result.returncode}"
print(f"{ended} stderr={len(result.stderr)}")
