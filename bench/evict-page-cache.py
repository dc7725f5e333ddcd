#!/usr/bin/env python3
"""Puts every file below the given folders out of the kernel's page cache, so that the next
command reads them from the disk as a first build after a fresh clone does. Needs no privileges:
posix_fadvise(POSIX_FADV_DONTNEED) drops a file's clean cached pages.

Usage: bench/evict-page-cache.py FOLDER [FOLDER ...]
"""
import os
import sys


def evict(folder):
    for root, _, files in os.walk(folder):
        for name in files:
            try:
                descriptor = os.open(os.path.join(root, name), os.O_RDONLY | os.O_NONBLOCK)
            except OSError:
                continue
            try:
                os.posix_fadvise(descriptor, 0, 0, os.POSIX_FADV_DONTNEED)
            finally:
                os.close(descriptor)


if __name__ == "__main__":
    for folder in sys.argv[1:]:
        evict(folder)
