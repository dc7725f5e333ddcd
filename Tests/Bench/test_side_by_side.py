"""bench/side-by-side.py: rounds in alternating order, the paired differences' median with a seeded
bootstrap interval, and builds into an empty folder or over each binary's own previous output."""
import os
import stat

from bench_scripts import load

side_by_side = load("side-by-side.py")


def test_rounds_alternate_the_order():
    assert side_by_side.order(0, ["a", "b", "c"]) == ["a", "b", "c"]
    assert side_by_side.order(1, ["a", "b", "c"]) == ["c", "b", "a"]
    assert side_by_side.order(2, range(2)) == [0, 1]


def test_the_interval_is_seeded_and_holds_the_median():
    differences = [-0.012, -0.020, 0.004, -0.015, -0.009, 0.011, -0.018, -0.013, -0.002, -0.016]
    first = side_by_side.bootstrap_interval(differences)
    assert first == side_by_side.bootstrap_interval(differences), "the same times give the same interval"
    median, low, high = first
    assert median == -0.0125
    assert low <= median <= high and low >= min(differences) and high <= max(differences)
    # Rounds that all differ by the same amount leave no room either side.
    assert side_by_side.bootstrap_interval([-0.01] * 7) == (-0.01, -0.01, -0.01)


def test_paired_counts_the_faster_rounds():
    result = side_by_side.paired([1.00, 1.10, 1.20, 1.30], [0.99, 1.12, 1.18, 1.25])
    assert result["faster"] == 3 and result["rounds"] == 4
    assert abs(result["mean"] - (-0.015)) < 1e-9


def test_the_summary_compares_each_binary_with_the_first():
    first = {"wall": [1.0] * 5, "user": [1.5] * 5, "system": [0.5] * 5}
    second = {"wall": [0.99] * 5, "user": [1.5] * 5, "system": [0.49] * 5}
    text = side_by_side.summary([first, second], ["/before/ease", "/after/ease"])
    assert "| 1. /before/ease | 1000.0 | 1500.0 | 500.0 | 2000.0 |" in text
    assert "| 2. /after/ease | 990.0 | 1500.0 | 490.0 | 1990.0 |" in text
    assert "- wall: -10.0 ms (-10.0 to -10.0), mean -10.0 ms, faster in 5 of 5 rounds" in text
    assert "- user: +0.0 ms (+0.0 to +0.0), mean +0.0 ms, faster in 0 of 5 rounds" in text


def fake_ease(folder, name, log):
    """A stand-in for ease that logs its name and arguments, and marks its --output folder."""
    path = os.path.join(folder, name)
    with open(path, "w") as script:
        script.write(f"""#!/bin/sh
echo "{name} $*" >> {log}
while [ $# -gt 0 ]; do
  if [ "$1" = --output ]; then mkdir -p "$2"; echo x >> "$2/runs"; fi
  shift
done
""")
    os.chmod(path, os.stat(path).st_mode | stat.S_IEXEC)
    return path


def test_builds_into_an_empty_folder_or_over_their_own_output(tmp_path):
    log = tmp_path / "log"
    binaries = [fake_ease(tmp_path, "before", log), fake_ease(tmp_path, "after", log)]
    output = str(tmp_path / "out")
    times = side_by_side.measure(binaries, "/content", rounds=2, output=output)
    runs = log.read_text().splitlines()
    assert [run.split()[0] for run in runs] == ["before", "after", "after", "before"]
    assert runs[0] == f"before build --content /content --output {output}"
    assert [len(binary["wall"]) for binary in times] == [2, 2]
    assert not os.path.exists(output), "the build folder is removed at the end"

    log.write_text("")
    written = []
    original = side_by_side.shutil.rmtree

    def keep_count(path, ignore_errors=False):
        # What each binary's folder held before it is removed at the end.
        if os.path.exists(os.path.join(path, "runs")):
            written.append((os.path.basename(path), len(open(os.path.join(path, "runs")).read().split())))
        original(path, ignore_errors=ignore_errors)

    side_by_side.shutil.rmtree = keep_count
    try:
        side_by_side.measure(binaries, "/content", rounds=3, again=True, output=output)
    finally:
        side_by_side.shutil.rmtree = original
    # One untimed build each, then three timed ones, all into the binary's own folder.
    assert sorted(written) == [("out-0", 4), ("out-1", 4)]
    assert [run.split()[0] for run in log.read_text().splitlines()] == ["before", "after", "before", "after", "after", "before", "before", "after"]


def test_a_check_gets_no_output_folder(tmp_path):
    log = tmp_path / "log"
    binaries = [fake_ease(tmp_path, "one", log), fake_ease(tmp_path, "two", log)]
    side_by_side.measure(binaries, "/content", rounds=1, command="check", output=str(tmp_path / "out"))
    assert log.read_text().splitlines() == ["one check --content /content", "two check --content /content"]


def test_a_version_run_is_the_start_alone(tmp_path):
    log = tmp_path / "log"
    binaries = [fake_ease(tmp_path, "one", log), fake_ease(tmp_path, "two", log)]
    side_by_side.measure(binaries, "-", rounds=2, command="version", output=str(tmp_path / "out"))
    # No content, no output folder; the rounds still take turns.
    assert log.read_text().splitlines() == ["one --version", "two --version", "two --version", "one --version"]
    assert not (tmp_path / "out").exists()


def test_a_binary_takes_the_environment_words_before_it():
    assert side_by_side.variant("EASE_TRIAL=1 MIX=a=b /var/tmp/ease") == ({"EASE_TRIAL": "1", "MIX": "a=b"}, "/var/tmp/ease")
    assert side_by_side.variant("/var/tmp/ease") == ({}, "/var/tmp/ease")
    assert side_by_side.variant("bin/ease") == ({}, os.path.abspath("bin/ease")), "a relative binary is made absolute"
    # A word that is not an assignment ends them; the last word is always the binary.
    assert side_by_side.variant("=x /var/tmp/ease") == ({}, os.path.abspath("=x /var/tmp/ease"))
    assert side_by_side.variant("A=1") == ({}, os.path.abspath("A=1"))
    assert side_by_side.label({"EASE_TRIAL": "1"}, "/var/tmp/ease") == "EASE_TRIAL=1 /var/tmp/ease"
    assert side_by_side.label({}, "/var/tmp/ease") == "/var/tmp/ease"


def test_each_binary_runs_with_its_own_environment(tmp_path):
    log = tmp_path / "log"
    path = tmp_path / "ease"
    path.write_text(f'#!/bin/sh\necho "trial=${{EASE_TRIAL:-none}} $1" >> {log}\n')
    os.chmod(path, os.stat(path).st_mode | stat.S_IEXEC)
    side_by_side.measure([str(path), str(path)], "/content", rounds=2, command="check", environments=[{}, {"EASE_TRIAL": "1"}])
    # Rounds alternate the order; the switch goes with the second binary only.
    assert log.read_text().splitlines() == ["trial=none check", "trial=1 check", "trial=1 check", "trial=none check"]
