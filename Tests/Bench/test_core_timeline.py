"""bench/core-timeline.py's analysis on a made-up `perf script` output: windows against the cores'
worth, stages by the outermost pipeline frame, and the main thread where the cores waited."""
import io

from bench_scripts import load

core_timeline = load("core-timeline.py")


def sample(tid, time, *frames):
    lines = [f"{tid} {time:.6f}: "]  # as `perf script -F time,tid,ip,sym,dso` prints a sample
    lines += [f"\t    55d0c0ffee{index:02x} {frame}+0x1f (/work/main/.build/release/ease)" for index, frame in enumerate(frames)]
    return "\n".join(lines) + "\n\n"


def perf_output():
    text = ""
    # Window 0 (0-10 ms): both threads busy, 20 samples each at 2,000 Hz.
    for index in range(20):
        text += sample(100, 1.0 + index * 0.0005, "swift_retain", "PlainHTMLReader.text()", "SiteAuditor.audit(_:displayRoot:memo:)", "main")
        # A tree read back for the bundle: the outermost stage (the bundle) counts, not the inner one.
        text += sample(101, 1.0 + index * 0.0005, "ParsedDocument.renderTree(of:)", "BundleCompiler.compile(_:into:)", "start_thread")
    # Window 1 (10-20 ms): the main thread alone, in the catalog.
    for index in range(20):
        text += sample(100, 1.010 + index * 0.0005, "specialized static CatalogBuilder.build(_:)", "ContentPipeline.check()", "main")
    return text


def test_windows_stages_and_the_waiting_main_thread():
    samples = list(core_timeline.parse_samples(perf_output().splitlines()))
    assert len(samples) == 60
    assert samples[0][1] == "100" and samples[0][2][1] == "PlainHTMLReader.text()", "offsets and libraries stripped"
    rows, whole = core_timeline.timeline(samples, window_ms=10, cores=2, rate=2000)
    assert [row[0] for row in rows] == [0, 10]
    assert [round(row[1], 2) for row in rows] == [1.0, 0.5]
    assert rows[0][2] == {"audit": 20, "bundle": 20}
    assert rows[1][2] == {"catalog": 20}
    # The runtime's and libc's frames are skipped when saying what the main thread did.
    assert rows[0][3].most_common(1)[0][0].startswith("PlainHTMLReader.text() < SiteAuditor.audit")
    assert round(whole, 2) == 0.75
    out = io.StringIO()
    core_timeline.report(rows, whole, below=90, out=out)
    lines = out.getvalue().splitlines()
    assert lines[0].rstrip().endswith("audit 20  bundle 20"), "a full window is not marked"
    assert lines[1].endswith("<") and "catalog 20" in lines[1]
    assert "main thread 20: specialized static CatalogBuilder.build(_:) < ContentPipeline.check()" in lines[2]
    assert lines[-1] == "samples for 75.0% of the cores' time over the run"


def test_thread_ids_padded_to_perfs_column_are_samples():
    # perf right-aligns the thread id: a four-digit id starts the line with a space. Such lines
    # were taken for frames, and a whole build came out as "samples for 0.0%".
    text = sample(" 7710", 2.0, "PlainHTMLReader.text()", "SiteAuditor.audit(_:displayRoot:memo:)") + sample(
        "   42", 2.0005, "BundleCompiler.compile(_:into:)")
    samples = list(core_timeline.parse_samples(text.splitlines()))
    assert [(tid, frames[0]) for _, tid, frames in samples] == [("7710", "PlainHTMLReader.text()"), ("42", "BundleCompiler.compile(_:into:)")]


def test_a_functions_own_parentheses_stay_in_its_name():
    # The library is the last parenthesized part; taking everything from the first " (" cut
    # closures and generic signatures down to "closure #1".
    text = sample(7, 3.0, "closure #1 (Swift.Int) -> () in SiteRenderer.render(_:)", "SiteAuditor.audit(_:displayRoot:memo:)")
    [(_, _, frames)] = core_timeline.parse_samples(text.splitlines())
    assert frames == ["closure #1 (Swift.Int) -> () in SiteRenderer.render(_:)", "SiteAuditor.audit(_:displayRoot:memo:)"]
    assert core_timeline.frame("\t    55d0c0ffee00 [unknown] ([kernel.kallsyms])") == ("[unknown]", "[kernel.kallsyms]")
    assert core_timeline.frame("samples: 12") is None


def test_no_samples_no_windows():
    assert core_timeline.timeline([], window_ms=25, cores=2) == ([], 0.0)


def test_the_executable_and_the_existing_paths_among_the_arguments_are_warmed(tmp_path):
    content = tmp_path / "content"
    content.mkdir()
    arguments = ["build", "--content", str(content), "--output", str(tmp_path / "not-yet")]
    assert core_timeline.paths_to_warm("/bin/ease", arguments) == ["/bin/ease", str(content)]
    core_timeline.warm(str(content / "missing-binary"), arguments)  # the script runs, and skips what it cannot read


def test_the_recording_asks_perf_for_each_frames_library():
    # A frame line is read only with its library at the end (`frame`): recorded without `dso`,
    # perf printed none, every frame was dropped and every window of a build came out "other".
    assert core_timeline.SCRIPT_FIELDS.split(",") == ["time", "tid", "ip", "sym", "dso"]
    line = "\t    55d0c0ffee01 SiteAuditor.audit(_:displayRoot:memo:)+0x1f"
    assert core_timeline.frame(line) is None
    assert core_timeline.frame(line + " (/work/main/.build/release/ease)")[0] == "SiteAuditor.audit(_:displayRoot:memo:)"
