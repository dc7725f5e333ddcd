"""`ease serve` end to end: a real server process on loopback, real saves in a copy of the
content, and Chromium watching the page reload, show the diagnostics overlay of a broken edit
over the last good page, and drop it after the fix."""
import http.client
import os
import pathlib
import re
import shutil
import signal
import subprocess
import tempfile
import time

import pytest
from axe_playwright_python.sync_playwright import Axe

from conftest import ROOT, ease_binary

READING = "readings/small-steps.md"


@pytest.fixture()
def serve():
    work = pathlib.Path(tempfile.mkdtemp(prefix="ease-serve-"))
    shutil.copytree(ROOT / "Content", work / "Content")
    shutil.copytree(ROOT / "Templates", work / "Templates")
    process = subprocess.Popen(
        [str(ease_binary()), "serve", "--port", "0", "--content", "Content", "--templates", "Templates",
         "--output", "Output", "--color", "never"],
        cwd=work, stderr=subprocess.PIPE, text=True)
    url = None
    deadline = time.time() + 120
    while url is None and time.time() < deadline:
        line = process.stderr.readline()
        if not line:
            break
        match = re.search(r"at (http://127\.0\.0\.1:\d+/)", line)
        if match:
            url = match.group(1)
    assert url, "ease serve did not start"
    yield url, work, process
    if process.poll() is None:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
    shutil.rmtree(work, ignore_errors=True)


def save(path: pathlib.Path, text: str):
    path.write_text(text, encoding="utf-8")


def test_edits_reload_the_page_and_broken_edits_show_the_overlay(browser, serve):
    url, work, _ = serve
    reading = work / "Content" / READING
    original = reading.read_text(encoding="utf-8")
    page = browser.new_page()
    page.goto(url + "learn/small-steps/")
    page.wait_for_selector("html[data-ease-live-reload=connected]", state="attached", timeout=15000)

    save(reading, original + "\nA sentence written while the preview was open.\n")
    # (The site's CSP forbids eval, so the waits use locators, never wait_for_function.)
    page.get_by_text("A sentence written while the preview was open.").wait_for(timeout=30000)
    page.wait_for_selector("html[data-ease-live-reload=connected]", state="attached", timeout=15000)

    save(reading, original.replace("id: small-steps\n", "id: [small-steps\n", 1))
    overlay = page.wait_for_selector("#ease-diagnostics", timeout=30000)
    text = overlay.inner_text()
    assert "does not build" in text
    assert re.search(r"Content/readings/small-steps\.md:\d+:\d+", text), text
    assert "[yaml.syntax]" in text
    assert overlay.get_attribute("role") == "alert"
    # The last good page is still the one shown and served.
    assert "A sentence written while the preview was open." in page.inner_text("main")
    results = Axe().run(page, context={"include": [["#ease-diagnostics"]]},
                        options={"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21aa"]}})
    assert results.response["violations"] == [], results.response["violations"]

    save(reading, original)
    page.get_by_text("A sentence written while the preview was open.").wait_for(state="detached", timeout=30000)
    page.wait_for_selector("html[data-ease-live-reload=connected]", state="attached", timeout=15000)
    assert page.query_selector("#ease-diagnostics") is None
    page.close()


def test_template_mistakes_show_once_at_the_template_line(browser, serve):
    """A misspelt name in a template, then a layout that breaks the audit on every page: each is one
    report in the overlay, at the template's line, and the page stays the last good one."""
    url, work, _ = serve
    templates = work / "Templates"
    reading, layout = templates / "reading.mustache", templates / "layout.mustache"
    reading_text, layout_text = reading.read_text(encoding="utf-8"), layout.read_text(encoding="utf-8")
    page = browser.new_page()
    page.goto(url + "learn/small-steps/")
    page.wait_for_selector("html[data-ease-live-reload=connected]", state="attached", timeout=15000)

    save(reading, reading_text.replace("{{minutes}}", "{{minuts}}", 1))
    overlay = page.wait_for_selector("#ease-diagnostics", timeout=30000)
    text = overlay.inner_text()
    assert re.search(r"Templates/reading\.mustache:\d+:\d+", text), text
    assert "did you mean 'minutes'?" in text and "[template.unknown-name]" in text, text
    # What its fix-it does, and the command that makes it.
    assert "fix-it: replace with 'minutes'" in text, text
    assert "'ease check --fix' makes the content's fix-its; add --templates for the templates'." in text, text

    save(reading, reading_text)
    page.wait_for_selector("#ease-diagnostics", state="detached", timeout=30000)
    page.wait_for_selector("html[data-ease-live-reload=connected]", state="attached", timeout=15000)

    save(layout, layout_text.replace('<main id="main"', "<main", 1))
    overlay = page.wait_for_selector("#ease-diagnostics", timeout=30000)
    text = overlay.inner_text()
    # Every page has the layout's skip link, and the finding is reported once, at the layout's line.
    assert text.count("[audit.landmarks]") == 1, text
    assert re.search(r"Templates/layout\.mustache:\d+:\d+", text), text
    # Its notes say where it was found and on how many more pages.
    assert re.search(r"note: Output/site/[^ ]+:\d+:\d+: written by this template line; found in [^;]+; the same on \d+ more pages", text), text
    assert page.query_selector("main#main") is not None, "the last good page is still shown"

    save(layout, layout_text)
    page.wait_for_selector("#ease-diagnostics", state="detached", timeout=30000)
    page.close()


def test_the_files_on_disk_never_hold_the_script(serve):
    _, work, _ = serve
    for file in (work / "Output" / "site").rglob("*.html"):
        assert "__ease" not in file.read_text(encoding="utf-8"), file


def request(url: str, path: str, headers=None):
    host, port = url.split("//")[1].rstrip("/").split(":")
    connection = http.client.HTTPConnection(host, int(port), timeout=10)
    connection.putrequest("GET", path, skip_host=True, skip_accept_encoding=True)
    for name, value in (headers or {"Host": f"{host}:{port}"}).items():
        connection.putheader(name, value)
    connection.endheaders()
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response.status, body


@pytest.mark.parametrize("path", ["/../Content/site.yml", "/%2e%2e/Content/site.yml", "/%2E%2E%2FContent%2Fsite.yml",
                                  "/learn/..%2f..%2fContent/site.yml", "//etc/passwd", "/assets/", "/.ease-lock"])
def test_no_traversal_and_no_listing_over_http(serve, path):
    url, _, _ = serve
    status, body = request(url, path)
    assert status == 404
    assert b"default-locale" not in body and b"root:" not in body


def test_foreign_hosts_and_origins_are_refused(serve):
    url, _, _ = serve
    port = url.rstrip("/").rsplit(":", 1)[1]
    assert request(url, "/", {"Host": f"attacker.example:{port}"})[0] == 421
    status, _ = request(url, "/__ease/events", {"Host": f"127.0.0.1:{port}", "Origin": "https://attacker.example"})
    assert status == 403


def test_ctrl_c_stops_the_server_with_a_page_listening(browser, serve):
    url, _, process = serve
    page = browser.new_page()
    page.goto(url)
    page.wait_for_selector("html[data-ease-live-reload=connected]", state="attached", timeout=15000)
    process.send_signal(signal.SIGINT)
    assert process.wait(timeout=15) == 0
    page.close()
