#!/usr/bin/env python3
"""Runs axe-core (real Chromium) and `ease audit` over the same pages and prints, per Ease rule,
on how many pages both flag it, only axe does, or only Ease does; then every disagreement.

Usage: bench/compare-audit-with-axe.py [--markdown] [FOLDER ...]
Default folders: Tests/AuditFixtures and a fresh build of the sample site. Needs .venv
(scripts/install-dependencies --browser) and a built .build/debug/ease.
"""
import collections
import functools
import http.server
import json
import os
import pathlib
import subprocess
import sys
import tempfile
import threading

from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import sync_playwright

ROOT = pathlib.Path(__file__).resolve().parents[1]
EASE = ROOT / ".build" / "debug" / "ease"
TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa", "best-practice"]

# axe rule → the Ease rule that covers the same problem.
AXE_TO_EASE = {
    "html-has-lang": "audit.html-lang",
    "html-lang-valid": "audit.lang-valid", "valid-lang": "audit.lang-valid",
    "document-title": "audit.page-title",
    "landmark-one-main": "audit.landmarks", "landmark-no-duplicate-main": "audit.landmarks", "bypass": "audit.landmarks",
    "page-has-heading-one": "audit.heading-order", "heading-order": "audit.heading-order",
    "image-alt": "audit.image-alt", "input-image-alt": "audit.image-alt",
    "link-name": "audit.accessible-name", "button-name": "audit.accessible-name", "frame-title": "audit.accessible-name",
    "svg-img-alt": "audit.accessible-name", "role-img-alt": "audit.accessible-name", "aria-command-name": "audit.accessible-name",
    "label": "audit.form-label", "select-name": "audit.form-label",
    "duplicate-id": "audit.duplicate-id", "duplicate-id-aria": "audit.duplicate-id", "duplicate-id-active": "audit.duplicate-id",
    "aria-valid-attr": "audit.aria-valid", "aria-valid-attr-value": "audit.aria-valid", "aria-roles": "audit.aria-valid",
    "aria-hidden-focus": "audit.aria-valid", "aria-allowed-attr": "audit.aria-valid", "aria-allowed-role": "audit.aria-valid",
    "color-contrast": "audit.color-contrast",
    "landmark-unique": "audit.landmarks", "region": "audit.landmarks",
    "video-caption": "audit.video-captions",
}


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(folder):
    handler = functools.partial(QuietHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def axe_findings(browser, folder, pages):
    server = serve(folder)
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    axe = Axe()
    context = browser.new_context()
    page = context.new_page()
    findings = {}
    for name in pages:
        page.goto(base + name)
        # Compare the settled page, as Ease sees it: finish entrance animations (a fade in progress
        # has a passing low contrast that is not a property of the page).
        page.evaluate("""() => document.getAnimations().forEach(a => {
            if (a.effect && a.effect.getComputedTiming().iterations !== Infinity) { a.finish(); } })""")
        results = axe.run(page, options={"runOnly": {"type": "tag", "values": TAGS}})
        findings[name] = sorted({v["id"] for v in results.response["violations"]})
    context.close()
    server.shutdown()
    return findings


def ease_findings(folder):
    result = subprocess.run([str(EASE), "audit", str(folder), "--format", "json"], capture_output=True, text=True)
    document = json.loads(result.stdout)
    findings = collections.defaultdict(set)
    prefix = str(folder).rstrip("/") + "/"
    for diagnostic in document["diagnostics"]:
        path = diagnostic["location"]["path"]
        findings[path[len(prefix):] if path.startswith(prefix) else path].add(diagnostic["id"])
    return findings


def main():
    markdown = "--markdown" in sys.argv
    folders = [pathlib.Path(arg) for arg in sys.argv[1:] if not arg.startswith("--")]
    if not folders:
        output = pathlib.Path(tempfile.mkdtemp(prefix="ease-compare-"))
        subprocess.run([str(EASE), "build", "--content", str(ROOT / "Content"), "--templates", str(ROOT / "Templates"),
                        "--output", str(output)], check=True, capture_output=True)
        folders = [ROOT / "Tests" / "AuditFixtures", output / "site"]
    args = ["--no-sandbox"] if os.geteuid() == 0 else []
    rows = collections.defaultdict(lambda: {"both": 0, "axe": [], "ease": []})
    unmapped = collections.defaultdict(list)
    total_pages = 0
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=os.environ.get("EASE_CHROMIUM", "/usr/lib/chromium/chromium"), args=args)
        for folder in folders:
            pages = sorted(str(p.relative_to(folder)) for p in folder.rglob("*.html"))
            total_pages += len(pages)
            axe = axe_findings(browser, folder, pages)
            ease = ease_findings(folder)
            label = "fixtures" if "AuditFixtures" in str(folder) else "site"
            for name in pages:
                axe_rules = {AXE_TO_EASE[r] for r in axe[name] if r in AXE_TO_EASE}
                for r in axe[name]:
                    if r not in AXE_TO_EASE:
                        unmapped[r].append(f"{label}/{name}")
                for rule in sorted(axe_rules | ease.get(name, set())):
                    if rule in axe_rules and rule in ease.get(name, set()):
                        rows[rule]["both"] += 1
                    elif rule in axe_rules:
                        rows[rule]["axe"].append(f"{label}/{name} ({', '.join(r for r in axe[name] if AXE_TO_EASE.get(r) == rule)})")
                    else:
                        rows[rule]["ease"].append(f"{label}/{name}")
        browser.close()
    rule_ids = sorted(set(AXE_TO_EASE.values()) | set(rows))
    print(f"{total_pages} pages\n")
    if markdown:
        print("| Ease rule | both flag | only axe | only Ease |\n| --- | ---: | ---: | ---: |")
        for rule in rule_ids:
            row = rows[rule]
            print(f"| `{rule}` | {row['both']} | {len(row['axe'])} | {len(row['ease'])} |")
    else:
        print(f"{'rule':28} {'both':>5} {'axe':>5} {'ease':>5}")
        for rule in rule_ids:
            row = rows[rule]
            print(f"{rule:28} {row['both']:5} {len(row['axe']):5} {len(row['ease']):5}")
    print("\nDisagreements:")
    for rule in rule_ids:
        for page in rows[rule]["axe"]:
            print(f"- only axe, {rule}: {page}")
        for page in rows[rule]["ease"]:
            print(f"- only Ease, {rule}: {page}")
    print("\naxe rules with no Ease counterpart:")
    for rule, pages in sorted(unmapped.items()):
        print(f"- {rule}: {len(pages)} pages ({', '.join(pages[:4])}{'…' if len(pages) > 4 else ''})")


if __name__ == "__main__":
    main()
