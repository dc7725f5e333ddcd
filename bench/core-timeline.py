#!/usr/bin/env python3
"""Shows, window by window, how much of the machine's cores one `ease` command kept busy, and what
it was doing where they waited.

`perf`'s profile of a build says where its CPU time goes, not when a core had nothing to do: a
stage that runs on one core while the other waits (the catalog, the end of a stage, the
pages left after the other thread is done) costs wall time out of proportion to its samples.
This samples the command on every core (`perf record -F 1999 -g`, frame-pointer call graphs),
counts the samples of each window (25 ms by default) against the cores' worth, and gives each
window's stages (by the outermost frame of Ease's pipeline in each sample) and, for a window
below `--below` percent, what the main thread was running then.

Before recording, the executable and every path among the command's arguments that exists (the
content folder, the templates) are read back into the page cache (bench/warm-page-cache.py), as
bench/run does before a warm run: this machine kind's kernel drops cached pages of idle files in
the background, and a timeline whose first windows wait on the disk for the executable's pages
says nothing about the build.

Usage (from the repository, with a release build; perf, root):
    bench/core-timeline.py -- build --content /var/tmp/ease-bench/corpus/10000/ease --output /dev/shm/tl
    bench/core-timeline.py --window 50 --below 90 -- check --content Content

The total at the end is the command's samples against its cores' worth over its whole run: what
a build that kept every core busy would show as 100%.
"""
import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile

RATE = 1999


# Reads files back into the page cache (run as bench/run runs it before a warm run).
WARM_PAGE_CACHE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "warm-page-cache.py")


# The pipeline's stages, told by a frame's function name; the outermost match names the sample's stage.
STAGES = [
    ("bundle", re.compile(r"BundleCompiler")),
    ("audit", re.compile(r"SiteAuditor|AuditPage|Rule\.check\(_:in:\)")),
    ("site", re.compile(r"SiteRenderer|HTMLBodyRenderer")),
    ("parse", re.compile(r"ContentParser|ParsedDocument|CommonMarkParser|ContentLoader")),
    ("validate", re.compile(r"Validat|Rule\.check\(_:\)")),
    ("catalog", re.compile(r"CatalogBuilder|ContentCatalog")),
]
# Frames that say nothing about what the program was doing: the runtime, libc, the kernel, dispatch.
NOISE = re.compile(r"^(swift_|_swift|swift::|__|\[unknown\]|_dispatch|dispatch_|thunk|partial apply|"
                   r"specialized Array|Array\.|specialized _Contiguous|outlined|asm_|exc_|do_|entry_)")


# What `perf script` prints of each sample: the library (`dso`) closes each frame line, and
# ``frame`` reads it so; without it every frame was dropped and every window came out "other".
SCRIPT_FIELDS = "time,tid,ip,sym,dso"


def frame(line):
    """(function, library file) of a frame line of `perf script` output (`\t<ip> <function> (<library>)`),
    without the offset perf adds with `symoff`; `None` for a line that is not one. The library is
    the last parenthesized part, so a function's own parentheses (`closure #1 (Int) -> () in f()`)
    stay in its name."""
    match = re.match(r"\s*[0-9a-f]+ (.*) \(([^()]*)\)\s*$", line)
    return (re.sub(r"\+0x[0-9a-f]+$", "", match.group(1)), match.group(2)) if match else None


def parse_samples(lines):
    """(time in seconds, thread id, frames innermost first) for each sample of `perf script -F
    time,tid,ip,sym,dso` output (``SCRIPT_FIELDS``), with symbols as `swift demangle --simplified` leaves them."""
    sample = None
    for line in lines:
        if not line.strip():
            if sample:
                yield sample
            sample = None
            continue
        # A frame is indented with a tab; a sample's first line may start with spaces, as perf
        # right-aligns thread ids (` 7710 45117.226320:` once ids fell below five digits).
        if not line.startswith("\t"):
            fields = line.split()
            try:
                sample = (float(fields[1].rstrip(":")), fields[0], [])
            except (IndexError, ValueError):
                sample = None
        elif sample:
            read = frame(line)
            if read:
                sample[2].append(read[0])
    if sample:
        yield sample


def stage(frames):
    """The stage of the outermost frame that names one, or `other`."""
    for frame in reversed(frames):
        for name, pattern in STAGES:
            if pattern.search(frame):
                return name
    return "other"


def doing(frames, depth=3):
    """The innermost frames of a sample that are the program's own, joined."""
    own = [frame for frame in frames if not NOISE.search(frame)]
    return " < ".join(frame[:60] for frame in own[:depth]) or "(runtime, kernel or idle)"


def timeline(samples, window_ms, cores, rate=RATE):
    """Per window: its start in ms, the share of the cores' worth it has samples for, the samples
    by stage, and the main thread's samples (the first sample's thread) by what they were doing.
    Returns the windows and the whole run's share."""
    samples = list(samples)
    if not samples:
        return [], 0.0
    start, main = samples[0][0], samples[0][1]
    windows = collections.defaultdict(lambda: (collections.Counter(), collections.Counter()))
    for time, thread, frames in samples:
        stages, main_thread = windows[int((time - start) * 1000 // window_ms)]
        stages[stage(frames)] += 1
        if thread == main:
            main_thread[doing(frames)] += 1
    full = cores * rate * window_ms / 1000
    rows = [(index * window_ms, sum(stages.values()) / full, stages, main_thread)
            for index, (stages, main_thread) in sorted(windows.items())]
    # From the first sample to one sampling period after the last.
    span = samples[-1][0] - start + 1 / rate
    return rows, len(samples) / (cores * rate * span)


def report(rows, whole, below, out=sys.stdout):
    for start, busy, stages, main_thread in rows:
        mark = "  <" if busy * 100 < below else ""
        print(f"{start:6d} ms {busy * 100:5.0f}%  " + "  ".join(f"{name} {count}" for name, count in stages.most_common(3)) + mark,
              file=out)
        if mark:
            for what, count in main_thread.most_common(3):
                print(f"{'':18}main thread {count}: {what}", file=out)
    print(f"samples for {whole * 100:.1f}% of the cores' time over the run", file=out)


def paths_to_warm(binary, arguments):
    """The executable and the arguments that name an existing file or folder, in that order."""
    return [binary] + [argument for argument in arguments if os.path.exists(argument)]


def warm(binary, arguments):
    """Reads ``paths_to_warm`` back into the page cache (bench/warm-page-cache.py)."""
    subprocess.run([sys.executable, WARM_PAGE_CACHE, *paths_to_warm(binary, arguments)], check=True)


def record(binary, arguments, data, rate, fields):
    """Runs the command under `perf record -g` into `data` and returns `perf script -F fields`'s
    output with the symbols as `swift demangle --simplified` leaves them."""
    subprocess.run(["perf", "record", "-q", "-F", str(rate), "-g", "-o", data, binary, *arguments],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    script = subprocess.Popen(["perf", "script", "-i", data, "-F", fields], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    demangled = subprocess.run(["swift", "demangle", "--simplified"], stdin=script.stdout, capture_output=True,
                               text=True, check=True).stdout
    script.wait()
    return demangled


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=".build/release/ease")
    parser.add_argument("--window", type=int, default=25, help="window in milliseconds (25)")
    parser.add_argument("--below", type=float, default=90, help="show the main thread in windows below this percent (90)")
    parser.add_argument("arguments", nargs=argparse.REMAINDER)
    options = parser.parse_args()
    arguments = options.arguments[1:] if options.arguments[:1] == ["--"] else options.arguments
    if not arguments:
        parser.error("give the ease command after --")
    warm(options.binary, arguments)
    with tempfile.TemporaryDirectory(dir="/var/tmp") as folder:
        demangled = record(options.binary, arguments, os.path.join(folder, "timeline.data"), RATE, SCRIPT_FIELDS)
    rows, whole = timeline(parse_samples(demangled.splitlines()), options.window, os.cpu_count())
    report(rows, whole, options.below)


if __name__ == "__main__":
    main()
