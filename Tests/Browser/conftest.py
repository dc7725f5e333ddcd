"""Fixtures of the real-browser suite: a fresh build of the sample site, a static server on
127.0.0.1 serving it, and Debian's Chromium driven by Playwright (never a downloaded browser)."""
import functools
import http.server
import os
import pathlib
import subprocess
import tempfile
import threading
import xml.etree.ElementTree as ElementTree

import pytest
from playwright.sync_api import sync_playwright

ROOT = pathlib.Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("EASE_CHROMIUM", "/usr/lib/chromium/chromium")
SCREENSHOTS = ROOT / "screenshots"


def ease_binary() -> pathlib.Path:
    binary = ROOT / ".build" / "debug" / "ease"
    if not binary.exists():
        subprocess.run(["swift", "build", "--product", "ease"], cwd=ROOT, check=True)
    return binary


@pytest.fixture(scope="session")
def site_dir():
    # Removed with the session: every run of the suite built a site into /tmp and left it there.
    with tempfile.TemporaryDirectory(prefix="ease-site-") as folder:
        output = pathlib.Path(folder)
        subprocess.run([str(ease_binary()), "build", "--content", str(ROOT / "Content"),
                        "--templates", str(ROOT / "Templates"), "--output", str(output)], check=True)
        yield output / "site"


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def send_error(self, code, message=None, explain=None):
        # Serve the site's own 404 page, as a real host would.
        if code == 404:
            page = pathlib.Path(self.directory) / "404.html"
            body = page.read_bytes()
            self.send_response(404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        super().send_error(code, message, explain)


@pytest.fixture(scope="session")
def server(site_dir):
    handler = functools.partial(QuietHandler, directory=str(site_dir))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()


@pytest.fixture(scope="session")
def pages(site_dir):
    """Every page of the sitemap, as paths, plus the 404 page."""
    tree = ElementTree.parse(site_dir / "sitemap.xml")
    namespace = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9"}
    paths = []
    for loc in tree.getroot().findall("s:url/s:loc", namespace):
        url = loc.text
        paths.append("/" + url.split("/", 3)[3])
    return sorted(paths) + ["/404.html"]


@pytest.fixture(scope="session")
def browser():
    args = ["--no-sandbox"] if os.geteuid() == 0 else []
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=args, headless=True)
        yield chromium
        chromium.close()


def settle(page):
    """Finishes every finite animation (entrances, the three-times nudge) so checks see the settled page."""
    page.evaluate("""() => document.getAnimations().forEach(animation => {
        if (animation.effect && animation.effect.getComputedTiming().iterations !== Infinity) { animation.finish(); }
    })""")
