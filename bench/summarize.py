#!/usr/bin/env python3
"""Turns one hyperfine JSON export and a peak-RSS list into a Markdown table with the ratios
Ease/Hugo and Ease/floor (medians). Called by bench/run.

Usage: bench/summarize.py N PLACE HYPERFINE_JSON RSS_TSV
"""
import json
import sys


def main():
    n, place, json_path, rss_path = sys.argv[1:5]
    with open(json_path) as handle:
        results = {r["command"]: r for r in json.load(handle)["results"]}
    rss = {}
    with open(rss_path) as handle:
        for line in handle:
            name, _, kb = line.rstrip("\n").partition("\t")
            rss[name] = int(kb) if kb.strip().isdigit() else None
    median = {name: r["median"] for name, r in results.items()}
    print(f"\n## N = {int(n):,} readings, output to {place}\n")
    # CPU time (user + system, hyperfine's mean) moves less than wall time on a shared machine.
    print("| command | median [s] | min [s] | max [s] | CPU [s] | peak RSS [MB] |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for name, r in results.items():
        memory = f"{rss[name] / 1024:.0f}" if rss.get(name) else "?"
        print(f"| {name} | {r['median']:.3f} | {r['min']:.3f} | {r['max']:.3f} | {r['user'] + r['system']:.2f} | {memory} |")
    build, hugo, floor, check = (median.get(k) for k in ("ease build", "hugo", "cmark floor", "ease check"))
    print()
    print(f"- ease build / hugo: **{build / hugo:.2f}** (target ≤ 0.2)")
    print(f"- ease build / floor: **{build / floor:.2f}** (target ≤ 3)")
    print(f"- ease check / floor: **{check / floor:.2f}** (target ≤ 1.5)")
    if rss.get("ease build") and rss.get("hugo"):
        print(f"- peak RSS ease build / hugo: **{rss['ease build'] / rss['hugo']:.2f}** (target ≤ 0.1)")


if __name__ == "__main__":
    main()
