#!/usr/bin/env python3
"""Measures `ease serve` on a content folder: the time from saving one edited reading to the
rebuilt page on disk, end to end (polled every millisecond) and inside the process (the
"rebuilt … in N ms" line `ease serve` prints), over several edits; then wrk on a reading page.

Usage: bench/serve-latency.py EASE CONTENT TEMPLATES WORK [--edits E] [--port P] [--keep]
Prints a Markdown table of medians to standard output. WORK (a copy of the content, the templates
and the output; about 250 MB at 10,000 readings, on a tmpfs as bench/serve runs it) is removed at
the end, and the server stopped, whether or not the measurement finished; --keep leaves WORK.
"""
import argparse
import pathlib
import re
import shutil
import signal
import statistics
import subprocess
import threading
import time


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("ease")
    parser.add_argument("content", type=pathlib.Path)
    parser.add_argument("templates", type=pathlib.Path)
    parser.add_argument("work", type=pathlib.Path)
    parser.add_argument("--edits", type=int, default=15)
    parser.add_argument("--port", type=int, default=8181)
    parser.add_argument("--keep", action="store_true", help="leave WORK in place")
    args = parser.parse_args()
    try:
        measure(args)
    finally:
        if not args.keep:
            shutil.rmtree(args.work, ignore_errors=True)


def stop(process):
    """Stops `ease serve` the way a user does (Ctrl-C), and for good if it does not end."""
    if process.poll() is not None:
        return
    process.send_signal(signal.SIGINT)
    try:
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def measure(args):
    shutil.rmtree(args.work, ignore_errors=True)
    args.work.mkdir(parents=True)
    shutil.copytree(args.content, args.work / "Content")
    shutil.copytree(args.templates, args.work / "Templates")
    readings = sorted(p for p in (args.work / "Content" / "readings").glob("*.md") if "." not in p.stem)  # default locale
    process = subprocess.Popen([args.ease, "serve", "--port", str(args.port), "--color", "never"], cwd=args.work,
                               stderr=subprocess.PIPE, text=True)
    try:
        report = serve_and_edit(args, process, readings)
    finally:
        stop(process)
    print(report)


def serve_and_edit(args, process, readings):
    """The measurements against the running server, as the Markdown that follows the first line."""
    count = len(readings)
    lines = []
    ready = threading.Event()

    def read_log():
        for line in process.stderr:
            lines.append(line.rstrip("\n"))
            if "serving" in line:
                ready.set()

    threading.Thread(target=read_log, daemon=True).start()
    start = time.monotonic()
    if not ready.wait(timeout=600):
        raise SystemExit("ease serve did not start")
    first_build = next((float(m.group(1)) for l in lines if (m := re.search(r"built in (\d+) ms", l))), None)
    print(f"first build of {count} readings: {first_build:.0f} ms in the process, {time.monotonic() - start:.1f} s to serving",
          flush=True)

    end_to_end, in_process, full = [], [], []
    for edit in range(args.edits):
        reading = readings[(edit * 7919) % count]
        page = args.work / "Output" / "site" / "learn" / reading.stem / "index.html"
        marker = f"Benchmark edit {edit} of this reading."
        text = reading.read_text(encoding="utf-8")
        logged = len(lines)
        saved = time.monotonic()
        reading.write_text(text + f"\n{marker}\n", encoding="utf-8")
        while marker not in page.read_text(encoding="utf-8", errors="replace"):
            if time.monotonic() - saved > 120:
                raise SystemExit(f"edit {edit}: no rebuilt page after 120 s")
            time.sleep(0.001)
        end_to_end.append((time.monotonic() - saved) * 1000)
        while not any("rebuilt" in l for l in lines[logged:]):
            time.sleep(0.005)
        line = next(l for l in lines[logged:] if "rebuilt" in l)
        in_process.append(float(re.search(r"in (\d+) ms", line).group(1)))
        if "(the edited readings only)" not in line:
            full.append(f"{reading.name} ({in_process[-1]:.0f} ms)")
        time.sleep(0.3)  # let the debounce window close before the next save

    url = f"http://127.0.0.1:{args.port}/learn/{readings[0].stem}/"
    wrk = subprocess.run(["wrk", "-t2", "-c64", "-d10s", "--latency", url], capture_output=True, text=True).stdout

    requests = re.search(r"Requests/sec:\s+([\d.]+)", wrk).group(1)
    p99 = re.search(r"99%\s+(\S+)", wrk).group(1)
    errors = re.search(r"Socket errors: (.*)", wrk)
    non2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", wrk)
    return "\n".join([
        "",
        f"| {count} readings | median | min | max |",
        "|---|---:|---:|---:|",
        f"| save → page on disk (polled) | {statistics.median(end_to_end):.0f} ms | {min(end_to_end):.0f} ms | {max(end_to_end):.0f} ms |",
        f"| rebuild inside `ease serve` | {statistics.median(in_process):.0f} ms | {min(in_process):.0f} ms | {max(in_process):.0f} ms |",
        "",
        f"{args.edits - len(full)} of {args.edits} edits took the short way (the edited reading's outputs only); "
        f"the full build: {', '.join(full) if full else 'none'}",
        "",
        f"wrk -t2 -c64 -d10s on {url.replace(str(args.port), 'PORT')}: {requests} requests/s, p99 {p99}, "
        f"socket errors: {errors.group(1) if errors else 'none'}, non-2xx/3xx: {non2xx.group(1) if non2xx else 0}",
    ])


if __name__ == "__main__":
    main()
