#!/usr/bin/env python3
"""Merges the hyperfine JSON exports of several rounds (each round one run of every command, in
order) into one export with every command's times together, so that bench/summarize.py reads the
rounds as one set of runs.

bench/run times its commands in rounds rather than each command's runs back to back: this
machine kind is shared, and a slow minute that fell on one command's five runs moved its median
by a fifth while the others' stayed (this repository's docs/PERFORMANCE.md, "Last run"). In
rounds, a slow minute falls on one run of each.

Usage: bench/merge-runs.py OUT_JSON ROUND_JSON [ROUND_JSON ...]
"""
import json
import statistics
import sys


def merge(rounds):
    """One export from the rounds' exports: times joined per command (in the first round's order),
    median, mean, min and max over them, user and system the mean of the rounds' means."""
    commands = {}
    for export in rounds:
        for result in export["results"]:
            commands.setdefault(result["command"], []).append(result)
    results = []
    for command, parts in commands.items():
        times = [time for part in parts for time in part["times"]]
        results.append({
            "command": command,
            "mean": statistics.fmean(times),
            "stddev": statistics.stdev(times) if len(times) > 1 else 0.0,
            "median": statistics.median(times),
            "user": statistics.fmean(part["user"] for part in parts),
            "system": statistics.fmean(part["system"] for part in parts),
            "min": min(times),
            "max": max(times),
            "times": times,
        })
    return {"results": results}


def main():
    out, *paths = sys.argv[1:]
    rounds = []
    for path in paths:
        with open(path) as handle:
            rounds.append(json.load(handle))
    with open(out, "w") as handle:
        json.dump(merge(rounds), handle, indent=2)


if __name__ == "__main__":
    main()
