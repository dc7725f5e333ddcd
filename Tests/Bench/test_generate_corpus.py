"""bench/generate-corpus.py: the same readings for Ease and for Hugo, and Hugo's two setups."""
import pathlib
import subprocess
import sys
import tempfile

from bench_scripts import BENCH

SCRIPT = BENCH / "generate-corpus.py"


def run(count, out, seed=2026, *options):
    return subprocess.run([sys.executable, str(SCRIPT), str(count), str(out), "--seed", str(seed), *options],
                          check=True, capture_output=True, text=True).stdout


def generate(count, seed=2026):
    folder = tempfile.TemporaryDirectory()
    out = pathlib.Path(folder.name) / "corpus"
    run(count, out, seed)
    return folder, out


def test_both_sites_have_every_reading_and_hugo_has_two_setups():
    folder, out = generate(3)
    with folder:
        assert sorted(p.name for p in (out / "ease" / "readings").iterdir()) == [
            "reading-00000.md", "reading-00001.md", "reading-00002.md"]
        assert sorted(p.name for p in (out / "hugo" / "content" / "readings").iterdir()) == [
            "reading-00000.md", "reading-00001.md", "reading-00002.md"]
        lean = (out / "hugo" / "config.toml").read_text()
        defaults = (out / "hugo" / "config-default-kinds.toml").read_text()
        assert 'disableKinds = ["taxonomy", "term", "RSS", "sitemap"]' in lean
        assert "disableKinds" not in defaults
        assert lean.startswith(defaults), "the same site otherwise"


def test_the_same_seed_writes_the_same_corpus():
    first, a = generate(2, seed=7)
    second, b = generate(2, seed=7)
    with first, second:
        for name in ("reading-00000.md", "reading-00001.md"):
            assert (a / "ease" / "readings" / name).read_bytes() == (b / "ease" / "readings" / name).read_bytes()


def test_readings_are_shaped_as_the_benchmark_asks():
    folder, out = generate(60)
    with folder:
        for path in (out / "ease" / "readings").iterdir():
            text = path.read_text()
            assert text.startswith("---\nid: ")
            body = text.split("---\n", 2)[2]
            headings = [line for line in body.splitlines() if line.startswith("#")]
            assert 3 <= len(headings) <= 9, path.name
            for block in body.split("\n\n"):
                if block[:1].isalpha():
                    assert 60 <= len(block.split()) <= 150, (path.name, len(block.split()))
            assert 3000 <= len(body.encode()) <= 5500, path.name


def test_reuse_keeps_a_corpus_made_from_the_same_inputs_only():
    folder, out = generate(2, seed=7)
    with folder:
        marker = out / "ease" / "left-by-a-test"
        marker.write_text("kept")
        assert "up to date" in run(2, out, 7, "--reuse")
        assert marker.exists()
        # Another seed or another count is another corpus; so is one whose stamp is not this script's.
        assert "wrote 2 readings" in run(2, out, 8, "--reuse")
        assert not marker.exists()
        marker.write_text("kept")
        assert "wrote 3 readings" in run(3, out, 8, "--reuse")
        assert not marker.exists()
        (out / ".done").write_text("made by something else\n")
        marker.write_text("kept")
        assert "wrote 3 readings" in run(3, out, 8, "--reuse")
        assert not marker.exists()
        # Without --reuse a corpus is always made again.
        marker.write_text("kept")
        run(3, out, 8)
        assert not marker.exists()
