#!/usr/bin/env python3
"""Reads every file below the given folders (and any file given itself) so that their pages are in
the kernel's page cache before a timed run, as a build run again soon after the last finds them.

On this machine kind the kernel hands cached file pages back in the background even with most of
the memory free (between 6 and 55 files of the 10k corpus a second, `fincore`), so a warm-up run
is no promise: a "warm" run of bench/run found 2-3% of the corpus out of the cache, and the 10k
build's parse waited about 100 ms for the disk (bench/core-timeline.py: 80% of two cores busy
instead of 100%). bench/run reads the corpus and the executables back before every warm run.

Usage: bench/warm-page-cache.py PATH [PATH ...]
"""
import os
import sys

CHUNK = 1 << 20


def warm(path):
    """Reads `path` (a file, or every file below a folder); the number of bytes read."""
    paths = [path] if os.path.isfile(path) else [os.path.join(root, name) for root, _, names in os.walk(path) for name in names]
    total = 0
    for file in paths:
        try:
            with open(file, "rb", buffering=0) as handle:
                while chunk := handle.read(CHUNK):
                    total += len(chunk)
        except OSError:
            continue
    return total


if __name__ == "__main__":
    for argument in sys.argv[1:]:
        warm(argument)
