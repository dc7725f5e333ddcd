#!/usr/bin/env python3
"""Times two or more `ease` binaries side by side on the same content, round after round, and says
how much the others differ from the first: the way a change is measured on this shared, noisy
machine, where a few milliseconds' effect is smaller than one run's spread.

Each round runs every binary once, alternating the order from one round to the next (A B, then
B A), so a slow moment of the host falls on both. Each run's wall time comes from
`time.perf_counter` and its CPU (user and system) from `getrusage` of the children. The summary
gives each binary's medians and, for each binary after the first, the median of the rounds'
differences with a 95% bootstrap interval (resampled rounds, seeded, so the same times give the
same interval), their mean, and in how many rounds it was faster. A difference of 15 ms at 10,000
readings needs about 150 rounds on this host for an interval that leaves out zero.

`build` writes into an empty folder each run (the folder removed before it); with `--again`
each binary builds over its own previous output (one untimed build first), as a repeated build
does. `version` runs `ease --version` (the content folder is not read; give `-`): a process's
start alone, which `hyperfine` comparing two commands one after the other measured with a bias of
0.5–1 ms towards whichever it ran first on this host, where the rounds here take turns. Run it
from the repository (the build reads `Templates/`), with nothing else running.

A binary may be given with `NAME=VALUE` words before it, as a shell takes them, which set those
environment variables for its runs alone: a change behind a switch that a test build reads (an
environment variable) is then measured within one binary, the two variants the same code, laid
out and linked the same, but for the change.

Usage:
    bench/side-by-side.py --rounds 150 /var/tmp/ease-bench/corpus/10000/ease /var/tmp/ease-before .build/release/ease
    bench/side-by-side.py --rounds 60 --again CONTENT BEFORE AFTER
    bench/side-by-side.py --command check --rounds 100 CONTENT BEFORE AFTER
    bench/side-by-side.py --command version --rounds 400 - BEFORE AFTER
    bench/side-by-side.py --rounds 40 CONTENT /var/tmp/ease-trial "EASE_TRIAL=1 /var/tmp/ease-trial"
"""
import argparse
import json
import os
import random
import re
import resource
import shutil
import statistics
import subprocess
import sys
import time


def order(round_index, binaries):
    """The binaries in the order round `round_index` runs them: as given, then reversed, in turn."""
    return list(binaries) if round_index % 2 == 0 else list(reversed(binaries))


def bootstrap_interval(differences, resamples=2000, seed=7, level=0.95):
    """The median of `differences` and its bootstrap interval at `level`: the medians of
    `resamples` samples of the same size drawn with replacement, their tails cut off."""
    generator = random.Random(seed)
    count = len(differences)
    medians = sorted(statistics.median(generator.choices(differences, k=count)) for _ in range(resamples))
    cut = int(resamples * (1 - level) / 2)
    return statistics.median(differences), medians[cut], medians[resamples - 1 - cut]


def paired(first, other):
    """How `other`'s times differ from `first`'s, round by round (seconds; negative: faster)."""
    differences = [b - a for a, b in zip(first, other)]
    median, low, high = bootstrap_interval(differences)
    return {
        "median": median,
        "low": low,
        "high": high,
        "mean": statistics.mean(differences),
        "faster": sum(1 for difference in differences if difference < 0),
        "rounds": len(differences),
    }


def summary(times, binaries):
    """Markdown: each binary's medians, then each other binary against the first (`times[i]` are
    the runs of `binaries[i]`; a binary may be given twice, to see the noise between equals)."""
    lines = ["| binary | wall [ms] | user [ms] | system [ms] | CPU [ms] |", "| --- | ---: | ---: | ---: | ---: |"]
    for index, binary in enumerate(binaries):
        runs = times[index]
        cpu = [user + system for user, system in zip(runs["user"], runs["system"])]
        lines.append(f"| {index + 1}. {binary} | {statistics.median(runs['wall']) * 1000:.1f} | {statistics.median(runs['user']) * 1000:.1f} "
                     f"| {statistics.median(runs['system']) * 1000:.1f} | {statistics.median(cpu) * 1000:.1f} |")
    for index in range(1, len(binaries)):
        lines.append("")
        lines.append(f"{index + 1}. against 1., the median of the rounds' differences (95% bootstrap interval):")
        for measure in ("wall", "user", "system"):
            result = paired(times[0][measure], times[index][measure])
            lines.append(f"- {measure}: {result['median'] * 1000:+.1f} ms ({result['low'] * 1000:+.1f} to {result['high'] * 1000:+.1f}), "
                         f"mean {result['mean'] * 1000:+.1f} ms, faster in {result['faster']} of {result['rounds']} rounds")
    return "\n".join(lines)


def variant(text):
    """(environment, binary) of a binary argument: the `NAME=VALUE` words before the binary, as a
    shell takes them (`"EASE_TRIAL=1 /var/tmp/ease"`), and the binary's path made absolute."""
    words = text.split()
    environment = {}
    while len(words) > 1 and re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*=.*", words[0]):
        name, value = words.pop(0).split("=", 1)
        environment[name] = value
    return environment, os.path.abspath(" ".join(words))


def label(environment, binary):
    """How the summary names a binary with its environment."""
    return " ".join([f"{name}={value}" for name, value in environment.items()] + [binary])


def timed(command, environment=None):
    """Runs `command` (its output thrown away), with `environment`'s variables added to this
    process's; its wall time and the CPU its process used."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   env={**os.environ, **environment} if environment else None)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, after.ru_utime - before.ru_utime, after.ru_stime - before.ru_stime


def measure(binaries, content, rounds, command="build", again=False, output="/dev/shm/side-by-side", environments=None):
    """Every binary's runs, round after round, in the binaries' order: [{"wall": [...], "user":
    [...], "system": [...]}, ...] (seconds). `environments[i]`, if given, is added to the
    environment of `binaries[i]`'s runs."""
    environments = environments or [{} for _ in binaries]
    times = [{"wall": [], "user": [], "system": []} for _ in binaries]
    folders = [f"{output}-{index}" if again else output for index in range(len(binaries))]

    def arguments(index):
        if command == "version":
            return [binaries[index], "--version"]
        extra = ["--output", folders[index]] if command == "build" else []
        return [binaries[index], command, "--content", content] + extra

    if again:
        for index in range(len(binaries)):
            shutil.rmtree(folders[index], ignore_errors=True)
            timed(arguments(index), environments[index])
    for round_index in range(rounds):
        for index in order(round_index, range(len(binaries))):
            if command == "build" and not again:
                shutil.rmtree(folders[index], ignore_errors=True)
            wall, user, system = timed(arguments(index), environments[index])
            times[index]["wall"].append(wall)
            times[index]["user"].append(user)
            times[index]["system"].append(system)
    if command == "build":
        for folder in set(folders):
            shutil.rmtree(folder, ignore_errors=True)
    return times


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("content", help="the content folder (not read by --command version: give -)")
    parser.add_argument("binaries", nargs="+", help="two or more ease binaries, each with any NAME=VALUE words before it "
                        "(one argument: quote it); the first is the one the others are compared with")
    parser.add_argument("--rounds", type=int, default=40)
    parser.add_argument("--command", choices=["build", "check", "version"], default="build")
    parser.add_argument("--again", action="store_true", help="build over each binary's own previous output")
    parser.add_argument("--output", default="/dev/shm/side-by-side", help="where builds write (a folder removed before each)")
    parser.add_argument("--json", help="also write every run's times here")
    options = parser.parse_args()
    if len(options.binaries) < 2:
        parser.error("give at least two binaries")
    if options.again and options.command != "build":
        parser.error("--again is for builds")
    environments, binaries = zip(*(variant(binary) for binary in options.binaries))
    times = measure(list(binaries), options.content, options.rounds, options.command, options.again, options.output, list(environments))
    if options.json:
        with open(options.json, "w") as file:
            json.dump(times, file)
    print(summary(times, [label(environment, binary) for environment, binary in zip(environments, binaries)]))


if __name__ == "__main__":
    sys.exit(main())
