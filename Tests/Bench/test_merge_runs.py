"""bench/merge-runs.py: rounds of hyperfine exports joined into one set of runs per command."""

from bench_scripts import load

merge_runs = load("merge-runs.py")


def export(**times):
    return {"results": [{"command": name.replace("_", " "), "times": [time], "mean": time, "median": time,
                         "min": time, "max": time, "user": time / 2, "system": time / 4} for name, time in times.items()]}


def test_rounds_join_into_one_set_of_runs_per_command():
    rounds = [export(ease_build=1.5, hugo=4.0), export(ease_build=1.9, hugo=4.2), export(ease_build=1.4, hugo=3.8)]
    merged = {r["command"]: r for r in merge_runs.merge(rounds)["results"]}
    assert list(merged) == ["ease build", "hugo"], "the first round's order"
    build = merged["ease build"]
    assert build["times"] == [1.5, 1.9, 1.4]
    assert build["median"] == 1.5 and build["min"] == 1.4 and build["max"] == 1.9
    assert abs(build["mean"] - 1.6) < 1e-9
    assert abs(build["user"] - 0.8) < 1e-9 and abs(build["system"] - 0.4) < 1e-9
    assert merged["hugo"]["median"] == 4.0


def test_one_round_is_itself():
    merged = merge_runs.merge([export(ease_check=0.4)])["results"][0]
    assert merged["times"] == [0.4] and merged["median"] == 0.4 and merged["stddev"] == 0.0
