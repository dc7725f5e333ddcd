"""bench/summarize.py: the table and the ratios of one N and output place."""

from bench_scripts import load

summarize = load("summarize.py")


def result(command, median):
    return {"command": command, "median": median, "min": median - 0.1, "max": median + 0.1,
            "user": median, "system": median / 2}


def test_ratios_against_both_hugo_setups_the_floor_and_memory():
    results = [result("ease build", 1.5), result("hugo", 4.0), result("hugo (default kinds)", 6.0),
               result("cmark floor", 0.5), result("ease check", 0.6)]
    rss = {"ease build": 70 * 1024, "hugo": 1000 * 1024, "hugo (default kinds)": 1400 * 1024,
           "cmark floor": 5 * 1024, "ease check": 60 * 1024}
    lines = summarize.summarize("10000", "tmpfs", results, rss)
    assert lines[0] == "## N = 10,000 readings, output to tmpfs"
    assert "| hugo (default kinds) | 6.000 | 5.900 | 6.100 | 9.00 | 1400 |" in lines
    assert "- ease build / hugo: **0.38** (target ≤ 0.2)" in lines
    assert any(line.startswith("- ease build / hugo (default kinds): 0.25 ") for line in lines)
    assert "- ease build / floor: **3.00** (target ≤ 3)" in lines
    assert "- ease check / floor: **1.20** (target ≤ 1.5)" in lines
    assert "- peak RSS ease build / hugo: **0.07** (target ≤ 0.1)" in lines
    assert "- peak RSS ease build / hugo (default kinds): 0.05" in lines


def test_a_run_without_the_second_hugo_setup_or_a_memory_figure():
    results = [result("ease build", 1.5), result("hugo", 4.0), result("cmark floor", 0.5), result("ease check", 0.6)]
    lines = summarize.summarize("1000", "disk", results, {"ease build": None})
    assert not any("default kinds" in line for line in lines)
    assert not any(line.startswith("- peak RSS") for line in lines)
    assert "| ease build | 1.500 | 1.400 | 1.600 | 2.25 | ? |" in lines


def test_a_run_without_hugo_gives_the_floors_ratios_alone():
    # The translated corpus: Ease and the floor over both languages' readings, no Hugo.
    results = [result("ease build", 3.0), result("cmark floor", 1.0), result("ease check", 0.9)]
    lines = summarize.summarize("1000", "tmpfs, translated", results, {"ease build": 80 * 1024})
    assert not any("hugo" in line for line in lines if line.startswith("- "))
    assert "- ease build / floor: **3.00** (target ≤ 3)" in lines
    assert "- ease check / floor: **0.90** (target ≤ 1.5)" in lines


def test_ratios_round_by_round_pair_the_times_of_each_round():
    # Round 2 is a slow minute for the floor alone: the ratio of medians hides it, the rounds show it.
    results = [dict(result("ease build", 1.5), times=[1.5, 1.4, 1.6]), dict(result("hugo", 4.0), times=[4.0, 4.0, 4.0]),
               dict(result("cmark floor", 0.5), times=[0.5, 0.7, 0.4]), dict(result("ease check", 0.6), times=[0.6, 0.6, 0.6])]
    lines = summarize.summarize("10000", "tmpfs", results, {})
    assert "- ease build / floor: **3.00** (target ≤ 3; round by round 3.00, from 2.00 to 4.00)" in lines
    assert "- ease build / hugo: **0.38** (target ≤ 0.2; round by round 0.38, from 0.35 to 0.40)" in lines
    assert "- ease check / floor: **1.20** (target ≤ 1.5; round by round 1.20, from 0.86 to 1.50)" in lines


def test_no_ratios_round_by_round_for_commands_not_timed_in_the_same_rounds():
    results = [dict(result("ease build", 1.5), times=[1.5, 1.4, 1.6]), dict(result("hugo", 4.0), times=[4.0, 4.0]),
               dict(result("cmark floor", 0.5), times=[0.5]), result("ease check", 0.6)]
    lines = summarize.summarize("10000", "tmpfs", results, {})
    assert "- ease build / hugo: **0.38** (target ≤ 0.2)" in lines
    assert "- ease build / floor: **3.00** (target ≤ 3)" in lines
    assert "- ease check / floor: **1.20** (target ≤ 1.5)" in lines


def test_the_file_floor_against_the_build_and_the_cmark_floor():
    results = [dict(result("ease build", 1.5), times=[1.5, 1.5]), dict(result("cmark floor", 0.5), times=[0.5, 0.4]),
               dict(result("file floor", 0.4), times=[0.4, 0.5]), result("ease check", 0.6)]
    lines = summarize.summarize("10000", "tmpfs", results, {})
    assert "| file floor | 0.400 | 0.300 | 0.500 | 0.60 | ? |" in lines
    assert any(line.startswith("- ease build / file floor: 3.75 (the kernel's side") and
               line.endswith("; round by round 3.38, from 3.00 to 3.75)") for line in lines)
    assert any(line.startswith("- file floor / floor: 0.80 (how much") and
               line.endswith("; round by round 1.02, from 0.80 to 1.25)") for line in lines)


def test_no_file_floor_lines_without_its_run():
    results = [result("ease build", 1.5), result("cmark floor", 0.5), result("ease check", 0.6)]
    assert not any("file floor" in line for line in summarize.summarize("1000", "tmpfs", results, {}))
