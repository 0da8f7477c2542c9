#!/usr/bin/env python3
"""Rewrites a sealed local copy as another build of sales, or a clock set back, would have left it:
what scripts/e2e/30-local-copy.sh shows the client skipping with one warning.

usage: e2e-reseal-copy.py COPY KEY API_URL USER --format N
       e2e-reseal-copy.py COPY KEY API_URL USER --fetched-in SECONDS

The copy is opened with the session's key and sealed again, with fresh nonces, under the same
associated data, so it authenticates: only what the option names changes. The layout is the one
Client/Sources/SalesSealedFile/SealedParts.swift (the header, its parts, what each part is bound to)
and Client/Sources/SalesLocalCopy/LocalCopyCodec.swift (the summary's magic, format byte,
fetched-at) document.
"""

import argparse
import os
import struct
import sys
import time

from cryptography.hazmat.primitives.ciphers.aead import AESGCM

ENVELOPE = b"SATK\x02"
NONCE, TAG, LENGTH = 12, 16, 8
PURPOSE = b"SACP local copy"
FORMAT_AT, FETCHED_AT = 4, 5  # in the plaintext, after "SACP"


def associated_data(api_url: str, user: str) -> bytes:
    return PURPOSE + b"copy\0" + api_url.encode() + b"\0" + user.encode()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("copy")
    parser.add_argument("key")
    parser.add_argument("api_url")
    parser.add_argument("user")
    change = parser.add_mutually_exclusive_group(required=True)
    change.add_argument("--format", type=int, help="the format byte to write (0-255)")
    change.add_argument("--fetched-in", type=float, help="dates the copy this many seconds from now")
    args = parser.parse_args()

    with open(args.key, "rb") as file:
        aead = AESGCM(file.read())
    with open(args.copy, "rb") as file:
        sealed = file.read()
    if not sealed.startswith(ENVELOPE) or len(sealed) < len(ENVELOPE) + 1:
        print(f"{args.copy}: not a sealed copy", file=sys.stderr)
        return 1
    count = sealed[len(ENVELOPE)]
    header_end = len(ENVELOPE) + 1 + count * (NONCE + LENGTH)
    header = sealed[:header_end]
    binding = associated_data(args.api_url, args.user)
    plaintexts, offset = [], header_end
    for part in range(count):
        entry = len(ENVELOPE) + 1 + part * (NONCE + LENGTH)
        nonce = header[entry : entry + NONCE]
        (length,) = struct.unpack("<Q", header[entry + NONCE : entry + NONCE + LENGTH])
        part_ad = binding + header + bytes([part])
        plaintexts.append(bytearray(aead.decrypt(nonce, sealed[offset : offset + length + TAG], part_ad)))
        offset += length + TAG
    plaintext = plaintexts[0]  # the summary

    if args.format is not None:
        plaintext[FORMAT_AT] = args.format
    else:
        plaintext[FETCHED_AT : FETCHED_AT + 8] = struct.pack("<d", time.time() + args.fetched_in)

    nonces = [os.urandom(NONCE) for _ in plaintexts]
    header = ENVELOPE + bytes([count])
    for nonce, part in zip(nonces, plaintexts):
        header += nonce + struct.pack("<Q", len(part))
    body = b"".join(
        aead.encrypt(nonce, bytes(part), binding + header + bytes([index]))
        for index, (nonce, part) in enumerate(zip(nonces, plaintexts))
    )
    owner = os.stat(args.copy)
    replacement = args.copy + ".resealed"
    with open(replacement, "wb") as file:
        file.write(header + body)
    os.chmod(replacement, 0o600)
    if os.geteuid() == 0:  # the copy's owner keeps it (the e2e test runs the client as nobody)
        os.chown(replacement, owner.st_uid, owner.st_gid)
    os.replace(replacement, args.copy)
    return 0


if __name__ == "__main__":
    sys.exit(main())
