#!/usr/bin/env python3
r"""Profiles one `ease` command and prints where its CPU time goes, as Markdown tables: by library,
by the pipeline's stage, by the system call or fault the kernel's samples came in through, and
the functions with the most samples of their own.

It is the profile docs/PERFORMANCE.md ("Where the time goes") quotes, made the same way each
time: the command runs `--runs` times (3 by default) under `perf record -F 4999 -g` (frame-pointer
call graphs, every thread); before each run the folder after `--output`, if the command has one,
is removed outside the recording, so each build writes into an empty folder; before the first,
the executable and the content are read back into the page cache (bench/warm-page-cache.py).
The samples of all runs are counted together.

- **library**: the file of a sample's innermost frame (Ease's executable, the kernel, libcmark,
  libc, mimalloc, libcrypto…).
- **stage**: the outermost frame of a sample that names a stage of the pipeline
  (bench/core-timeline.py's stages), over all samples and over user-space samples only, or
  "other". A library built without frame pointers (libcmark, libcrypto, mimalloc) cuts the call
  chain above its frames: its samples that name no stage are counted apart ("other: libcmark,
  its callers lost"), and a line under the table says in which stages that library's samples with
  their callers followed are.
- **kernel**: what a kernel sample came in through: the C library's wrapper of the system call
  (`write`, `openat`, `mkdirat`…), a page fault, or anything else (interrupts, the scheduler).
- **functions**: the innermost frame's function, demangled and simplified.
- **parts** (with `--parts REGEX`): each sample of `--stage` (all samples without it) by the
  innermost frame that matches the expression, named by the match, or "none".

Usage (from the repository, with a release build; perf, root):
    bench/where-the-time-goes.py -- build --content /var/tmp/ease-bench/corpus/10000/ease --output /dev/shm/profile
    bench/where-the-time-goes.py --runs 5 --top 25 -- check --content /var/tmp/ease-bench/corpus/10000/ease
    bench/where-the-time-goes.py --stage audit --parts 'PlainHTMLReader|StyleResolver|AuditedFiles|\b(?!AuditRule)\w+Rule\b' \
        -- build --content /var/tmp/ease-bench/corpus/10000/ease --output /dev/shm/profile
"""
import argparse
import collections
import importlib.util
import os
import re
import shutil
import tempfile

RATE = 4999
HERE = os.path.dirname(os.path.abspath(__file__))


def load_core_timeline():
    """bench/core-timeline.py, for its stages, its sample reader's conventions and its warming."""
    spec = importlib.util.spec_from_file_location("core_timeline", os.path.join(HERE, "core-timeline.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


core_timeline = load_core_timeline()

# Libraries by a part of their file's name; the first match names the sample's library.
LIBRARIES = [
    ("kernel", "kernel.kallsyms"),
    ("libcmark", "libcmark"),
    ("mimalloc", "libmimalloc"),
    ("libcrypto", "libcrypto"),
    ("libxml2", "libxml2"),
    ("libc", "libc.so"),
    ("loader", "ld-linux"),
]
# The C library's wrappers of system calls, by the call they make.
SYSTEM_CALLS = [
    ("pwrite", re.compile(r"pwrite")),
    ("pread", re.compile(r"pread")),
    ("openat", re.compile(r"open")),
    ("write", re.compile(r"write")),
    ("read", re.compile(r"(^|_)read$")),
    ("mkdirat", re.compile(r"mkdir")),
    ("madvise", re.compile(r"madvise")),
    ("close", re.compile(r"close")),
    ("stat", re.compile(r"stat")),
    ("getdents", re.compile(r"getdents")),
    ("mmap, munmap, mprotect", re.compile(r"mmap|munmap|mprotect")),
]
# The runtime's reference counting, counted together.
REFERENCE_COUNTING = re.compile(r"^swift_(retain|release|bridgeObjectRetain|bridgeObjectRelease)|doDecrementSlow|swift_deallocClassInstance")


def parse_samples(lines):
    """Each sample of `perf script -F tid,ip,sym,dso` output, demangled, as a list of (function,
    library file) pairs, innermost first."""
    sample = None
    for line in lines:
        if not line.strip():
            if sample is not None:
                yield sample
            sample = None
        elif not line.startswith("\t"):
            sample = []
        elif sample is not None:
            read = core_timeline.frame(line)
            if read:
                sample.append(read)
    if sample is not None:
        yield sample


def library(path, executable):
    """The short name of a frame's library file; the executable is `ease`."""
    if os.path.basename(path) == os.path.basename(executable):
        return "ease"
    for name, part in LIBRARIES:
        if part in path:
            return name
    return "other"


def kernel_entry(sample):
    """What a kernel sample came in through: the system call its first user-space frame made, `page
    faults`, or `other kernel` (interrupts, the scheduler, kernel threads' work on its behalf)."""
    kernel = [name for name, path in sample if "kernel" in path]
    user = [name for name, path in sample if "kernel" not in path]
    if kernel and kernel[-1].startswith("asm_exc_page_fault"):
        return "page faults"
    if kernel and kernel[-1].startswith("entry_SYSCALL") and user:
        for name, pattern in SYSTEM_CALLS:
            if pattern.search(user[0]):
                return name
        return "other system calls"
    return "other kernel"


def part(sample, pattern):
    """The match of the innermost frame that matches `pattern`, or "none"."""
    for name, _ in sample:
        match = pattern.search(name)
        if match:
            return match.group(0)
    return "none"


def shares(samples, executable, parts=None, stage_of_parts=None):
    """The counters the report prints: samples by library, by stage (all and user space only), by
    kernel entry, by innermost function, the reference counting's samples and, with `parts` (a
    compiled expression), the samples of `stage_of_parts` (all if `None`) by ``part``."""
    counts = {key: collections.Counter() for key in ("library", "stage", "user stage", "kernel", "function", "part")}
    # Per C library: its samples by stage where perf followed their chain, and how many it lost.
    counts["followed"] = collections.defaultdict(collections.Counter)
    counts["lost"] = collections.Counter()
    counts["total"] = 0
    counts["reference counting"] = 0
    for sample in samples:
        if not sample:
            continue
        counts["total"] += 1
        name, path = sample[0]
        owner = library(path, executable)
        counts["library"][owner] += 1
        stage = core_timeline.stage([frame for frame, _ in sample])
        if owner not in ("ease", "kernel", "loader", "other"):
            if stage == "other":
                # A C library built without frame pointers (libcmark, libcrypto, mimalloc) cuts
                # the chain above it: the stage is not known, not "other" work.
                stage = f"other: {owner}, its callers lost"
                counts["lost"][owner] += 1
            else:
                counts["followed"][owner][stage] += 1
        counts["stage"][stage] += 1
        if parts and stage_of_parts in (None, stage):
            counts["part"][part(sample, parts)] += 1
        if owner == "kernel":
            counts["kernel"][kernel_entry(sample)] += 1
        else:
            counts["user stage"][stage] += 1
            counts["function"][f"{name} ({owner})"] += 1
            if REFERENCE_COUNTING.search(name):
                counts["reference counting"] += 1
    return counts


def table(title, counter, total, limit=None):
    """A Markdown table of a counter's largest entries, with each one's share of `total`."""
    lines = [f"| {title} | samples | share |", "| --- | ---: | ---: |"]
    for key, count in counter.most_common(limit):
        lines.append(f"| {key.replace('|', '/')} | {count:,} | {100 * count / total:.1f}% |")
    return lines


def report(counts, top=15, parts_title=None):
    """The report's lines: every share is of all the samples."""
    total = counts["total"]
    if not total:
        return ["no samples"]
    lines = [f"{total:,} samples; every share below is of all of them.", ""]
    lines += table("library", counts["library"], total) + [""]
    lines += table("stage (outermost frame)", counts["stage"], total) + [""]
    lost = sorted(counts["lost"])
    for owner in lost:
        followed = counts["followed"].get(owner)
        if followed:
            stages = ", ".join(f"{stage} {100 * count / sum(followed.values()):.0f}%" for stage, count in followed.most_common())
            lines.append(f"- {owner}'s samples whose callers perf followed ({sum(followed.values()):,}): {stages}.")
        else:
            lines.append(f"- {owner}: perf followed the callers of none of its samples.")
    if lost:
        lines.append("")
    lines += table("stage, user space only", counts["user stage"], total) + [""]
    lines += table("kernel, came in through", counts["kernel"], total) + [""]
    lines += table("function (own samples)", counts["function"], total, top) + [""]
    if parts_title:
        lines += table(parts_title, counts["part"], total) + [""]
    lines.append(f"Reference counting (swift_retain, swift_release and their slow paths): "
                 f"{100 * counts['reference counting'] / total:.1f}% of the samples.")
    return lines


def output_folder(arguments):
    """The folder after `--output` among the command's arguments, or None."""
    if "--output" in arguments[:-1]:
        return arguments[arguments.index("--output") + 1]
    return None


def record(binary, arguments, runs, folder):
    """Runs the command `runs` times under perf, each into an empty output folder, and returns the
    demangled `perf script` lines of all runs."""
    output = output_folder(arguments)
    lines = []
    for run in range(runs):
        if output:
            shutil.rmtree(output, ignore_errors=True)
        demangled = core_timeline.record(binary, arguments, os.path.join(folder, f"run-{run}.data"), RATE, "tid,ip,sym,dso")
        lines += demangled.splitlines() + [""]
    if output:
        shutil.rmtree(output, ignore_errors=True)
    return lines


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=".build/release/ease")
    parser.add_argument("--runs", type=int, default=3, help="runs of the command, counted together (3)")
    parser.add_argument("--top", type=int, default=15, help="functions listed (15)")
    parser.add_argument("--parts", help="a regular expression: samples by the innermost frame that matches it")
    parser.add_argument("--stage", help="with --parts, only this stage's samples (audit, site, bundle, parse…)")
    parser.add_argument("arguments", nargs=argparse.REMAINDER)
    options = parser.parse_args()
    arguments = options.arguments[1:] if options.arguments[:1] == ["--"] else options.arguments
    if not arguments:
        parser.error("give the ease command after --")
    core_timeline.warm(options.binary, arguments)
    with tempfile.TemporaryDirectory(dir="/var/tmp") as folder:
        lines = record(options.binary, arguments, options.runs, folder)
    parts = re.compile(options.parts) if options.parts else None
    title = f"{options.stage or 'all'} samples by part (innermost match)" if parts else None
    counts = shares(parse_samples(lines), options.binary, parts, options.stage)
    print("\n".join(report(counts, options.top, title)))


if __name__ == "__main__":
    main()
