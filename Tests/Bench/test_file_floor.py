"""bench/floor/file-floor.c: ease build's file work alone, on the tree a manifest lists."""
import shutil
import subprocess

import pytest

from bench_scripts import BENCH

MANIFEST = """d site
f 12 site/index.html
d site/learn
d site/learn/a
f 3000 site/learn/a/index.html
d site/learn/b
f 0 site/learn/b/index.html
d bundle
f 70000 bundle/manifest.json
d bundle/readings
f 5 bundle/readings/a.json
f 6 bundle/readings/b.json
"""


@pytest.fixture(scope="module")
def file_floor(tmp_path_factory):
    # The Swift toolchain brings clang; Debian's cc where it is installed.
    compiler = shutil.which("cc") or shutil.which("clang")
    executable = tmp_path_factory.mktemp("file-floor") / "file-floor"
    subprocess.run([compiler, "-O2", "-pthread", "-o", str(executable), str(BENCH / "floor" / "file-floor.c")], check=True)
    return executable


@pytest.fixture
def content(tmp_path):
    folder = tmp_path / "content"
    (folder / "readings").mkdir(parents=True)
    (folder / "site.yml").write_text("title: x\n")
    (folder / "readings" / "a.md").write_text("# A\n" * 100)
    return folder


def run(file_floor, content, manifest_text, output, threads=2):
    manifest = output.parent / "manifest"
    manifest.write_text(manifest_text)
    return subprocess.run([str(file_floor), "-j", str(threads), str(content), str(manifest), str(output)],
                          capture_output=True, text=True)


@pytest.mark.parametrize("threads", [1, 2, 5])
def test_makes_every_listed_folder_and_file_of_its_size(file_floor, content, tmp_path, threads):
    output = tmp_path / "out"
    result = run(file_floor, content, MANIFEST, output, threads)
    assert result.returncode == 0, result.stderr
    made = sorted(("d" if path.is_dir() else f"f {path.stat().st_size}") + " " + path.relative_to(output).as_posix()
                  for path in output.rglob("*"))
    assert made == sorted(MANIFEST.splitlines())


def test_writes_over_a_tree_it_made_before(file_floor, content, tmp_path):
    output = tmp_path / "out"
    assert run(file_floor, content, MANIFEST, output).returncode == 0
    result = run(file_floor, content, MANIFEST.replace("f 3000 site", "f 10 site"), output)
    assert result.returncode == 0, result.stderr
    assert (output / "site" / "learn" / "a" / "index.html").stat().st_size == 10


def test_a_malformed_manifest_line_fails(file_floor, content, tmp_path):
    result = run(file_floor, content, "d site\nf twelve site/index.html\n", tmp_path / "out")
    assert result.returncode == 1
    assert "bad manifest line: f twelve site/index.html" in result.stderr


def test_a_missing_content_folder_fails(file_floor, tmp_path):
    result = run(file_floor, tmp_path / "missing", MANIFEST, tmp_path / "out")
    assert result.returncode == 1
