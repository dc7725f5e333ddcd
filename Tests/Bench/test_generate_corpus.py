"""bench/generate-corpus.py: the same readings for Ease and for Hugo, and Hugo's two setups."""
import pathlib
import subprocess
import sys
import tempfile

from bench_scripts import BENCH

SCRIPT = BENCH / "generate-corpus.py"


def generate(count, seed=2026):
    folder = tempfile.TemporaryDirectory()
    out = pathlib.Path(folder.name) / "corpus"
    subprocess.run([sys.executable, str(SCRIPT), str(count), str(out), "--seed", str(seed)],
                   check=True, capture_output=True)
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
