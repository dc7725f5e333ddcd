"""The sample's scene video offers its captions, and Chromium reads a WebVTT file as Ease does:
the cues of `Fixtures/captions/browser-cues.vtt` that `browser-cues.json` lists (which
WebVTTFileTests checks Ease's reading against), and none from a file that does not start with
WEBVTT."""
import functools
import http.server
import json
import pathlib
import re
import shutil
import subprocess
import tempfile
import threading

import pytest

from conftest import ROOT, QuietHandler, ease_binary

FIXTURES = ROOT / "Tests" / "EaseCoreTests" / "Fixtures" / "captions"
BROWSER_READING = json.loads((FIXTURES / "browser-cues.json").read_text())
SAMPLE_CAPTIONS = ROOT / "Content" / "media" / "scenes" / "lake-at-dawn.vtt"


class UncachedHandler(QuietHandler):
    """Each captions file the tests put in place is read afresh."""

    def end_headers(self):
        self.send_header("Cache-Control", "no-store")
        super().end_headers()


@pytest.fixture(scope="module")
def captions_site():
    """The sample site, built into a folder of its own (the tests put other captions in place of
    the calming scene's), served; and the served captions file."""
    with tempfile.TemporaryDirectory(prefix="ease-captions-") as folder:
        output = pathlib.Path(folder)
        subprocess.run([str(ease_binary()), "build", "--content", str(ROOT / "Content"), "--templates", str(ROOT / "Templates"),
                        "--output", str(output)], check=True, capture_output=True)
        site = output / "site"
        page = (site / "exercises" / "calming-scene" / "index.html").read_text()
        track = re.search(r'<track kind="captions" src="/(media/[0-9a-f]+\.vtt)"', page)
        assert track, "the scene's video has no captions track"
        httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(UncachedHandler, directory=str(site)))
        thread = threading.Thread(target=httpd.serve_forever, daemon=True)
        thread.start()
        yield f"http://127.0.0.1:{httpd.server_address[1]}", site / track.group(1)
        httpd.shutdown()


def read_track(browser, url):
    """The scene's captions track as Chromium loads it: its kind, language, label and cues."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(url + "/exercises/calming-scene/")
    track = page.evaluate("""() => new Promise(resolve => {
        const element = document.querySelector('video track');
        const track = element.track;
        track.mode = 'hidden';
        const done = () => resolve({ready: element.readyState, kind: track.kind, language: track.language, label: track.label,
            cues: Array.from(track.cues || []).map(cue => [Math.round(cue.startTime * 1000), Math.round(cue.endTime * 1000), cue.text])});
        if (element.readyState >= 2) { done(); return; }
        element.addEventListener('load', done);
        element.addEventListener('error', done);
        setTimeout(done, 5000);
    })""")
    context.close()
    return track


def test_the_scene_video_offers_its_captions(browser, captions_site):
    url, served = captions_site
    shutil.copy(SAMPLE_CAPTIONS, served)
    track = read_track(browser, url)
    assert track["ready"] == 2, "Chromium did not load the captions"
    assert (track["kind"], track["language"], track["label"]) == ("captions", "en", "English")
    assert track["cues"] == [[500, 4500, "[A soft wind moves over the water]"], [5500, 9500, "[The wind settles and the lake is quiet]"]]


def test_chromium_reads_the_cues_ease_reads(browser, captions_site):
    url, served = captions_site
    shutil.copy(FIXTURES / "browser-cues.vtt", served)
    track = read_track(browser, url)
    assert track["ready"] == 2
    assert track["cues"] == sorted(BROWSER_READING["cues"])


@pytest.mark.parametrize("text", BROWSER_READING["unread"])
def test_chromium_reads_no_cue_from_a_file_without_webvtt(browser, captions_site, text):
    url, served = captions_site
    served.write_text(text)
    track = read_track(browser, url)
    assert track["cues"] == []
    assert track["ready"] == 3, "Chromium should fail to load the file"
