#!/usr/bin/env python3
"""Writes COUNT hostile image files into DIR for scripts/fuzz.sh (issue 25): PNG decompression
bombs (a huge size over a deflate stream of zeros, complete or cut short, interlaced or not,
headers claiming up to 2^32 - 1 a side) and JPEGs whose start-of-frame claims a size other than
the data's (baseline, progressive, CMYK; made small by ImageMagick, then patched). Random but
reproducible from SEED. Prints one file name a line.

    hostile-images.py DIR COUNT SEED"""
import os
import random
import struct
import subprocess
import sys
import zlib


def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


def png_bomb(width, height, rows, interlaced):
    """An 8-bit grey PNG of zeros: the image data compresses `rows` rows (at most 64 MiB raw)."""
    compressor = zlib.compressobj(9)
    row = b"\0" * (width + 1)
    data = bytearray()
    for _ in range(rows):
        data += compressor.compress(row)
    data += compressor.flush()
    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 1 if interlaced else 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", bytes(data)) + chunk(b"IEND", b"")


def small_jpeg(directory, kind):
    path = os.path.join(directory, f"seed-{kind}.jpg")
    if not os.path.exists(path):
        options = {"baseline": [], "progressive": ["-interlace", "JPEG"], "cmyk": ["-colorspace", "CMYK"]}[kind]
        subprocess.run(["convert", "-size", "64x48", "gradient:red-blue", *options, path], check=True)
    with open(path, "rb") as file:
        return bytearray(file.read())


def patch_jpeg_size(data, width, height):
    """Rewrites the first start-of-frame marker's height and width (SOF0 to SOF15, not DHT/JPG/DAC)."""
    index = 2
    while index + 9 < len(data):
        if data[index] != 0xFF:
            break
        marker, length = data[index + 1], struct.unpack(">H", data[index + 2:index + 4])[0]
        if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
            data[index + 5:index + 9] = struct.pack(">HH", height, width)
            return data
        index += 2 + length
    return data


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    directory, count, rng = sys.argv[1], int(sys.argv[2]), random.Random(int(sys.argv[3]))
    os.makedirs(directory, exist_ok=True)
    sides = [1, 7, 8191, 8192, 8193, 16384, 20000, 32767, 32768, 65500, 65535, 100000, 2**31 - 1, 2**32 - 1]
    for number in range(count):
        if rng.random() < 0.5:
            width = rng.choice(sides) if rng.random() < 0.5 else rng.randint(1, 40000)
            height = rng.choice(sides) if rng.random() < 0.5 else rng.randint(1, 40000)
            # At most 64 MiB of zeros compressed, so the generator stays small; whole files when they fit.
            fits = (width + 1) * height <= 64 << 20
            rows = height if fits and rng.random() < 0.7 else rng.randint(0, min(height, (64 << 20) // (width + 1)))
            data = png_bomb(width, height, rows, interlaced=rng.random() < 0.2)
            name = f"bomb-{number}-{width}x{height}.png"
        else:
            kind = rng.choice(["baseline", "progressive", "cmyk"])
            width, height = rng.choice([1, 64, 8192, 20000, 65000, 65535]), rng.choice([1, 48, 8192, 20000, 65000, 65535])
            data = bytes(patch_jpeg_size(small_jpeg(directory, kind), width, height))
            if rng.random() < 0.3:
                data = data[: rng.randint(2, len(data))]
            name = f"jpeg-{number}-{kind}-{width}x{height}.jpg"
        with open(os.path.join(directory, name), "wb") as file:
            file.write(data)
        print(name)


main()
