#!/usr/bin/env python3
"""Counts the reference-count increments (`swift_retain` of a heap object) of one `ease` command,
by the function that made them, and lists the objects that more than one thread retained.

A retain is an atomic add to the object's header. When two cores retain and release the same
object (a table every page worker reads, a value every page names), the cache line holding that
header moves between the cores each time; `perf`'s samples show this only as time spread over
`swift_retain` and `swift_release`. Counting retains per object names the shared ones, and the
totals are exact, so a change that takes retains away is measured without the noise of timing.

It puts an uprobe on `swift_retain` in a copy of the binary (perf, root), runs the command under
`perf record -g`, and reads the first argument of each call. One event per retain: a 1k audit
or build makes a few million, hundreds of MB of perf data, kept in a temporary folder under
/var/tmp and deleted at the end. The run takes some ten seconds for a 1k audit.

Usage (from the repository, with a release build):
    bench/retain-counts.py [--top N] -- audit /path/to/site
    bench/retain-counts.py -- build --content /var/tmp/ease-bench/corpus/1000/ease --output /dev/shm/rc

Objects at addresses inside the executable (the empty array and other statically allocated,
immortal objects, whose count is never written) are left out of the shared list. An address
freed by one thread and reused by another counts as shared too: look at the callers listed.
"""
import argparse
import collections
import os
import shutil
import subprocess
import sys
import tempfile

PROBE_GROUP = "probe_ease_rc"


def run(command, **kwargs):
    return subprocess.run(command, check=True, **kwargs)


def record(binary, arguments, folder):
    copy = os.path.join(folder, "ease")
    shutil.copy(binary, copy)
    run(["perf", "probe", "-q", "-x", copy, "-a", f"{PROBE_GROUP}:retain=swift_retain obj=%di:u64"])
    data = os.path.join(folder, "retains.data")
    try:
        run(["perf", "record", "-q", "-g", "-e", f"{PROBE_GROUP}:retain", "-o", data, copy, *arguments],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    finally:
        subprocess.run(["perf", "probe", "-q", "-d", f"{PROBE_GROUP}:*"], stderr=subprocess.DEVNULL)
    return data


def events(data):
    """(thread, object, caller frames) of each retain."""
    script = subprocess.Popen(["perf", "script", "-i", data, "-F", "tid,trace,ip,sym", "--max-stack", "4"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    current, frames = None, []
    for line in script.stdout:
        if "obj=" in line:
            if current:
                yield (*current, frames)
            current, frames = (line.split()[0], int(line.rsplit("obj=", 1)[1])), []
        elif line.strip():
            parts = line.strip().split(" ", 1)
            if len(parts) > 1:
                frames.append(parts[1])
    if current:
        yield (*current, frames)
    script.wait()


def executable_range(data, copy):
    """Where the executable was loaded, from its first mapping (perf records executable mappings)
    and the end of its highest loadable segment (`readelf`): the objects inside it are static."""
    mappings = subprocess.run(["perf", "script", "-i", data, "--show-mmap-events", "-F", "comm"],
                              capture_output=True, text=True).stdout
    base = None
    for line in mappings.splitlines():
        if "PERF_RECORD_MMAP" in line and line.rstrip().endswith(copy) and " @ 0 " in line:
            base = int(line.split("[", 1)[1].split("(", 1)[0], 16)
            break
    headers = subprocess.run(["readelf", "-lW", copy], capture_output=True, text=True).stdout
    end = 0
    for line in headers.splitlines():
        fields = line.split()
        if fields[:1] == ["LOAD"]:
            end = max(end, int(fields[2], 16) + int(fields[5], 16))
    return (base, base + end) if base is not None else (0, 0)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=".build/release/ease")
    parser.add_argument("--top", type=int, default=20)
    parser.add_argument("arguments", nargs=argparse.REMAINDER)
    options = parser.parse_args()
    arguments = options.arguments[1:] if options.arguments[:1] == ["--"] else options.arguments
    if not arguments:
        parser.error("give the ease command after --")
    by_caller = collections.Counter()
    by_object = collections.defaultdict(collections.Counter)
    callers_of = collections.defaultdict(collections.Counter)
    total = 0
    with tempfile.TemporaryDirectory(dir="/var/tmp") as folder:
        data = record(options.binary, arguments, folder)
        low, high = executable_range(data, os.path.join(folder, "ease"))
        for thread, address, frames in events(data):
            # Null and tagged values (small strings, bridged objects) are not counted by the runtime.
            if address == 0 or address >= 1 << 63:
                continue
            total += 1
            caller = " < ".join(frames[1:3])
            by_caller[caller] += 1
            if not low <= address < high:
                by_object[address][thread] += 1
                callers_of[address][caller] += 1
    demangle = shutil.which("swift-demangle") or shutil.which("swift")
    lines = [f"heap retains: {total}", "", "by caller:"]
    lines += [f"{count:>10} {caller}" for caller, count in by_caller.most_common(options.top)]
    shared = sorted(((sum(threads.values()) - max(threads.values()), address) for address, threads in by_object.items()
                     if len(threads) > 1), reverse=True)
    lines += ["", f"retained by more than one thread: {sum(count for count, _ in shared)} retains not from the object's busiest thread"]
    for count, address in shared[:options.top // 2]:
        lines.append(f"{count:>10} {hex(address)} {dict(by_object[address])}")
        lines += [f"{'':>14}{n} {caller}" for caller, n in callers_of[address].most_common(3)]
    text = "\n".join(lines) + "\n"
    if demangle:
        command = [demangle, "--simplified"] if demangle.endswith("swift-demangle") else [demangle, "demangle", "--simplified"]
        text = subprocess.run(command, input=text, capture_output=True, text=True).stdout or text
    sys.stdout.write(text)


if __name__ == "__main__":
    main()
