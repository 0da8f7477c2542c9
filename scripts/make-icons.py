#!/usr/bin/env python3
"""Writes the app's PNG icons (Client/Sources/SalesWeb/Assets/Assets+Icons.swift) from the same
drawing as its SVG icon (Assets.icon): a rising bar chart, white on the accent colour, to the edges.

Phones want bitmaps: iOS's "Add to Home Screen" reads `apple-touch-icon` (180 px), Android's
manifest icons of 192 and 512 px. Drawn here, with each edge pixel shaded by how much of it a bar
covers, and encoded with zlib (Python's standard library only): the same bytes every run, kept in
the binary as base64. Run it again after changing the drawing; `--check` fails when the file is
not what it would write.
"""
import base64
import os
import struct
import sys
import zlib

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
TARGET = os.path.join(ROOT, "Client/Sources/SalesWeb/Assets/Assets+Icons.swift")
VIEW = 96
BACKGROUND = (0x1D, 0x4E, 0xD8)
BARS = [(22, 52, 12, 22), (42, 40, 12, 34), (62, 26, 12, 48)]  # x, y, width, height in the SVG's 96
SIZES = {"touchIcon": 180, "icon192": 192, "icon512": 512}


def overlap(low, high, start, end):
    return max(0.0, min(high, end) - max(low, start))


def png(size):
    scale = size / VIEW
    rows = []
    for py in range(size):
        row = bytearray([0])  # filter: none
        for px in range(size):
            cover = 0.0
            for x, y, width, height in BARS:
                cover += overlap(px, px + 1, x * scale, (x + width) * scale) * overlap(
                    py, py + 1, y * scale, (y + height) * scale)
            row += bytes(round(channel + (255 - channel) * min(cover, 1.0)) for channel in BACKGROUND)
        rows.append(bytes(row))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)  # 8-bit RGB, no interlace
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
            + chunk(b"IEND", b""))


def swift():
    lines = [
        "// Written by scripts/make-icons.py from the SVG icon's drawing: do not edit.",
        "",
        "extension Assets {",
        "    /// The icon as PNG, base64 in lines: 180 px for iOS's home screen, 192 and 512 px for the manifest.",
    ]
    for name, size in SIZES.items():
        encoded = base64.b64encode(png(size)).decode()
        lines.append(f"    static let {name}PNG = \"\"\"")
        lines += ["        " + encoded[start:start + 100] for start in range(0, len(encoded), 100)]
        lines.append("        \"\"\"")
    lines += ["}", ""]
    return "\n".join(lines)


if __name__ == "__main__":
    text = swift()
    if sys.argv[1:] == ["--check"]:
        current = open(TARGET).read() if os.path.exists(TARGET) else ""
        if current != text:
            sys.exit(f"{TARGET} is not what scripts/make-icons.py writes: run it")
        print("make-icons: the PNG icons match their drawing")
    else:
        with open(TARGET, "w") as handle:
            handle.write(text)
        print(f"wrote {TARGET}")
