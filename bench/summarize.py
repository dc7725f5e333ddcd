#!/usr/bin/env python3
"""Turns one hyperfine JSON export and a peak-RSS list into a Markdown table with the ratios
Ease/Hugo (the lean site, and Hugo with its default output kinds where timed), Ease/floor and,
where timed, Ease/file floor and the file floor's share of the cmark floor (medians). Called by
bench/run.

Each time ratio is also given round by round: bench/run times its commands in rounds of one run
each (bench/merge-runs.py keeps the rounds' order), so the n-th times of two commands were
measured a few seconds apart, and their quotient is the ratio within that round. Their median
and range show how much of a ratio is the machine's minute: on this repository's shared machine
kind the floor, half of whose time is spent in the kernel, spreads more between runs than the
build does.

Usage: bench/summarize.py N PLACE HYPERFINE_JSON RSS_TSV
"""
import json
import statistics
import sys

# Hugo with its default output kinds (bench/run's third command).
DEFAULT_KINDS = "hugo (default kinds)"
# Ease's file work alone (bench/floor/file-floor.c).
FILE_FLOOR = "file floor"


def ratio(numerator, denominator):
    return f"{numerator / denominator:.2f}" if numerator and denominator else "?"


def round_by_round(times, numerator, denominator):
    """`; round by round M, from LOW to HIGH`: the median and range of the per-round quotients of
    two commands' times, or nothing when they were not timed in the same rounds."""
    top, bottom = times.get(numerator) or [], times.get(denominator) or []
    if len(top) < 2 or len(top) != len(bottom) or not all(bottom):
        return ""
    quotients = sorted(a / b for a, b in zip(top, bottom))
    return (f"; round by round {statistics.median(quotients):.2f}, "
            f"from {quotients[0]:.2f} to {quotients[-1]:.2f}")


def summarize(n, place, results, rss):
    """The Markdown lines for one N and output place: hyperfine's results (a list, in the order
    timed) and each command's peak RSS in KB (None where it was not measured)."""
    lines = [f"## N = {int(n):,} readings, output to {place}", "",
             # CPU time (user + system, hyperfine's mean) moves less than wall time on a shared machine.
             "| command | median [s] | min [s] | max [s] | CPU [s] | peak RSS [MB] |",
             "| --- | ---: | ---: | ---: | ---: | ---: |"]
    for r in results:
        kb = rss.get(r["command"])
        memory = f"{kb / 1024:.0f}" if kb else "?"
        lines.append(f"| {r['command']} | {r['median']:.3f} | {r['min']:.3f} | {r['max']:.3f} "
                     f"| {r['user'] + r['system']:.2f} | {memory} |")
    median = {r["command"]: r["median"] for r in results}
    times = {r["command"]: r.get("times") for r in results}

    def time_ratio(top, bottom, note, shown_as=None, target=True):
        """One ratio line: the medians' quotient (bold for a target), then the note and the rounds."""
        value = ratio(median.get(top), median.get(bottom))
        return (f"- {top} / {shown_as or bottom}: {f'**{value}**' if target else value} "
                f"({note}{round_by_round(times, top, bottom)})")

    lines.append("")
    # Hugo is not timed on the translated corpus (its site is the English one alone).
    if "hugo" in median:
        lines.append(time_ratio("ease build", "hugo", "target ≤ 0.2"))
    if DEFAULT_KINDS in median:
        lines.append(time_ratio("ease build", DEFAULT_KINDS, "Hugo also writing its RSS feeds, sitemap and taxonomy "
                                "lists, as in the issue's reference", target=False))
    lines += [time_ratio("ease build", "cmark floor", "target ≤ 3", shown_as="floor"),
              time_ratio("ease check", "cmark floor", "target ≤ 1.5", shown_as="floor")]
    if FILE_FLOOR in median:
        lines += [time_ratio("ease build", FILE_FLOOR, "the kernel's side of the build's own reads and writes, "
                             "with nothing computed", target=False),
                  time_ratio(FILE_FLOOR, "cmark floor", "how much of the cmark floor the build's file work "
                             "alone takes", shown_as="floor", target=False)]
    if rss.get("ease build") and rss.get("hugo"):
        lines.append(f"- peak RSS ease build / hugo: **{ratio(rss['ease build'], rss['hugo'])}** (target ≤ 0.1)")
    if rss.get("ease build") and rss.get(DEFAULT_KINDS):
        lines.append(f"- peak RSS ease build / {DEFAULT_KINDS}: {ratio(rss['ease build'], rss[DEFAULT_KINDS])}")
    return lines


def main():
    n, place, json_path, rss_path = sys.argv[1:5]
    with open(json_path) as handle:
        results = json.load(handle)["results"]
    rss = {}
    with open(rss_path) as handle:
        for line in handle:
            name, _, kb = line.rstrip("\n").partition("\t")
            rss[name] = int(kb) if kb.strip().isdigit() else None
    print()
    print("\n".join(summarize(n, place, results, rss)))


if __name__ == "__main__":
    main()
