"""axe-core (through axe-playwright-python) finds no violation on any page, with or without reduced motion."""
import pytest
from axe_playwright_python.sync_playwright import Axe

from conftest import settle

TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa", "best-practice"]


@pytest.mark.parametrize("reduced_motion", ["no-preference", "reduce"])
def test_no_axe_violations(browser, server, pages, reduced_motion):
    axe = Axe()
    context = browser.new_context(reduced_motion=reduced_motion)
    page = context.new_page()
    failures = []
    for path in pages:
        page.goto(server + path)
        settle(page)
        results = axe.run(page, options={"runOnly": {"type": "tag", "values": TAGS}})
        for violation in results.response["violations"]:
            targets = [", ".join(node["target"]) for node in violation["nodes"]]
            failures.append(f"{path}: {violation['id']} ({violation['impact']}): {violation['help']} at {targets}")
    context.close()
    assert failures == [], "\n".join(failures)
