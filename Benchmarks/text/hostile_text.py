#!/usr/bin/env python3
"""Writes issue 25's hostile texts into DIR for scripts/bench-text.sh: the same bytes go to
XUIKit, to pango-view and to pango-layout.c (Pango set up as XUIKit did before the bounds)."""
import os
import random
import sys

directory = sys.argv[1]
OPENS = ["\u202B", "\u202E", "\u2067", "\u202A", "\u202D", "\u2066", "\u2068"]
ISOLATES = {"\u2066", "\u2067", "\u2068"}
RUNS = ["abc ", "مرحبا ", "שלום ", "x1 ", "عالم"]


def nested_bidi(size):
    """Nested embeddings, overrides and isolates around short Latin, Arabic and Hebrew runs
    (the generator of TextBoundsTests' HostileText.nestedBidi)."""
    out, stack, index, total = [], [], 0, 0
    while total < size:
        opener = OPENS[index % len(OPENS)]
        stack.append(opener)
        out += [opener, RUNS[index % len(RUNS)]]
        total += len((opener + RUNS[index % len(RUNS)]).encode())
        if len(stack) > 60 or index % 7 == 3:
            while stack and (len(stack) > 20 or index % 3):
                closer = "\u2069" if stack.pop() in ISOLATES else "\u202C"
                out.append(closer)
                total += 3
                index += 1
        index += 1
    out += ["\u2069" if opener in ISOLATES else "\u202C" for opener in reversed(stack)]
    return "".join(out)


def random_bidi(paragraphs, seed=1):
    """Paragraphs of random bidi controls, letters, digits and spaces: about 3 in 10 crashed
    FriBidi 1.0.8 (Debian 12) inside Pango before XUIKit bounded the nesting."""
    rng = random.Random(seed)
    alphabet = list("\u202A\u202B\u202D\u202E\u2066\u2067\u2068\u202C\u2069") + ["a", "\u05D0", "\u0628", " ", "1"]
    return "\n".join("".join(rng.choice(alphabet) for _ in range(rng.randint(100, 6000))) for _ in range(paragraphs))


MISMATCHED = "\u202Bab\u202E\u05D0\u2067x" * 40 + "\u2069\u202C\u202C" * 40

texts = {
    "random-bidi-150-paragraphs.txt": random_bidi(150),
    "mismatched-nesting-276k.txt": MISMATCHED * 300,
    "nested-bidi-300k.txt": nested_bidi(300_000),
    "isolates-128k.txt": "\u2067ab\u2069" * 16_000,
    "deep-nesting-144k.txt": "\u202B\u202E\u2067" * 8_000 + "ab שלום" + "\u2069\u202C\u202C" * 8_000,
    "empty-embeddings-48k.txt": "\u202B\u202C" * 8_000,
    "word-joiners-96k.txt": "\u2060" * 32_000,
    "line-1m.txt": "abcdefghij" * 100_000,
    "word-128k.txt": "abcdefghij" * 12_800,
}
for name, text in texts.items():
    with open(os.path.join(directory, name), "w", encoding="utf-8") as file:
        file.write(text)
    print(name)
