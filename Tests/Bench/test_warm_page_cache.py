"""bench/warm-page-cache.py reads every file it is given, below folders and as files, and skips
what it cannot read."""

from bench_scripts import load

warm_page_cache = load("warm-page-cache.py")


def test_reads_every_file_below_a_folder_and_a_file_itself(tmp_path):
    (tmp_path / "readings").mkdir()
    (tmp_path / "readings" / "a.md").write_bytes(b"x" * 10)
    (tmp_path / "readings" / "b.md").write_bytes(b"y" * (3 << 20))  # more than one chunk
    (tmp_path / "site.yml").write_bytes(b"z" * 5)
    assert warm_page_cache.warm(str(tmp_path)) == 10 + (3 << 20) + 5
    assert warm_page_cache.warm(str(tmp_path / "site.yml")) == 5


def test_an_unreadable_or_missing_path_reads_nothing(tmp_path):
    assert warm_page_cache.warm(str(tmp_path / "missing")) == 0
