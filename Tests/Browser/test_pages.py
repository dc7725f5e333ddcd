"""What a visitor gets: keyboard access, target sizes, reflow at 320 px and 200% zoom, no third-party
requests, the session flow without JavaScript, the breathing pacer with it, and screenshots."""
import pathlib
import urllib.parse

import pytest

from conftest import SCREENSHOTS, settle

FOCUSABLE = "a[href], button:not([hidden]), audio[controls], video[controls], [tabindex='0']"


def visible_focusables(page):
    return page.eval_on_selector_all(
        FOCUSABLE,
        """elements => elements.filter(e => e.offsetParent !== null || e.tagName === 'AUDIO' || getComputedStyle(e).position === 'fixed'
            || e.classList.contains('skip-link')).map(e => e.outerHTML.slice(0, 120))""")


def test_keyboard_reaches_every_control(browser, server, pages):
    context = browser.new_context()
    page = context.new_page()
    missing = []
    for path in pages:
        page.goto(server + path)
        expected = set(visible_focusables(page))
        reached = set()
        for _ in range(len(expected) * 2 + 5):
            page.keyboard.press("Tab")
            html = page.evaluate("document.activeElement ? document.activeElement.outerHTML.slice(0, 120) : ''")
            if html in reached and reached >= expected:
                break
            reached.add(html)
        for control in sorted(expected - reached):
            missing.append(f"{path}: {control}")
    context.close()
    assert missing == [], "\n".join(missing)


def test_targets_are_at_least_24_pixels(browser, server, pages):
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    small = []
    for path in pages:
        page.goto(server + path)
        settle(page)
        for box in page.eval_on_selector_all(
                "button:not([hidden]), .button, .tab-bar a, .pager a, .choices button",
                "els => els.filter(e => e.offsetParent !== null).map(e => [e.outerHTML.slice(0, 80), e.getBoundingClientRect().width, e.getBoundingClientRect().height])"):
            if box[1] < 24 or box[2] < 24:
                small.append(f"{path}: {box}")
    context.close()
    assert small == [], "\n".join(small)


@pytest.mark.parametrize("width", [320, 640])
def test_pages_reflow_without_horizontal_scrolling(browser, server, pages, width):
    # 640 CSS pixels is a 1280-pixel window at 200% zoom.
    context = browser.new_context(viewport={"width": width, "height": 800})
    page = context.new_page()
    overflowing = []
    for path in pages:
        page.goto(server + path)
        scroll_width = page.evaluate("document.documentElement.scrollWidth")
        if scroll_width > width:
            overflowing.append(f"{path}: {scroll_width}px wide")
    context.close()
    assert overflowing == [], "\n".join(overflowing)


def test_no_request_leaves_the_site(browser, server, pages):
    context = browser.new_context()
    page = context.new_page()
    foreign = []
    page.on("request", lambda request: foreign.append(request.url)
            if urllib.parse.urlparse(request.url).hostname != "127.0.0.1" else None)
    for path in pages:
        page.goto(server + path)
    context.close()
    assert foreign == []


def test_no_console_errors_or_csp_violations(browser, server, pages):
    context = browser.new_context()
    page = context.new_page()
    errors = []
    page.on("console", lambda message: errors.append(f"{page.url}: {message.text}") if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(f"{page.url}: {error}"))
    for path in pages:
        if path == "/404.html":
            continue
        page.goto(server + path)
    context.close()
    assert errors == []


def walk_session(page, server, mood, minutes, progress, advance):
    """Picks a mood and a length on the page open now, steps through the session with the
    advance buttons, and returns the titles of its exercises."""
    page.get_by_role("button", name=mood).click()
    page.get_by_role("button", name=minutes).click()
    titles = []
    for step in range(1, 4):
        assert page.locator(".progress").first.inner_text() == progress.format(step)
        titles.append(page.locator("h1").inner_text())
        page.get_by_role("button", name=advance[step == 3]).click()
    return titles


def test_a_whole_session_works_without_javascript(browser, server):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(server + "/relax/")
    titles = walk_session(page, server, "Very anxious", "10 minutes", "Exercise {} of 3", ("Next", "Done"))
    assert titles == ["Coping statements", "Deep breathing", "Calming scene"]
    assert urllib.parse.urlparse(page.url).path == "/relax/"
    # Without JavaScript the breathing page describes the pattern and shows no dead controls.
    page.goto(server + "/exercises/deep-breathing/")
    assert "Breathe in: 4 seconds" in page.locator(".breathing__pattern").inner_text()
    assert page.locator("[data-action]:visible").count() == 0
    context.close()


def test_a_whole_session_in_russian(browser, server):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(server + "/relax/")
    page.get_by_role("link", name="Русский").click()
    assert urllib.parse.urlparse(page.url).path == "/ru/relax/"
    assert page.locator("html").get_attribute("lang") == "ru"
    page.goto(server + "/ru/relax/very-anxious/")
    # CLDR plurals: 2 минуты, 5 минут, 10 минут.
    labels = [button.inner_text().strip() for button in page.locator("main button").all()]
    assert len(labels) == 3 and all(label.endswith(want) for label, want in zip(labels, ["2 минуты", "5 минут", "10 минут"])), labels
    page.goto(server + "/ru/relax/")
    titles = walk_session(page, server, "Очень тревожно", "10 минут", "Упражнение {} из 3", ("Дальше", "Готово"))
    assert titles == ["Поддерживающие фразы", "Глубокое дыхание", "Спокойный пейзаж"]
    assert urllib.parse.urlparse(page.url).path == "/ru/relax/"
    page.goto(server + "/ru/exercises/deep-breathing/")
    assert "Вдох: 4 секунды" in page.locator(".breathing__pattern").inner_text()
    context.close()


def test_breathing_pacer_runs_and_pauses(browser, server):
    context = browser.new_context()
    page = context.new_page()
    page.goto(server + "/exercises/deep-breathing/")
    page.get_by_role("button", name="Begin").click()
    assert page.locator("[data-instruction]").inner_text() == "Breathe in"
    assert page.locator(".breathing").get_attribute("data-state") == "running"
    animation = page.evaluate("getComputedStyle(document.querySelector('.breathing__circle')).animationName")
    assert animation == "ease-breathing-deep-breathing-full-0"
    page.get_by_role("button", name="Pause").click()
    assert page.locator(".breathing").get_attribute("data-state") == "paused"
    assert page.evaluate("getComputedStyle(document.querySelector('.breathing__circle')).animationPlayState") == "paused"
    page.get_by_role("button", name="Resume").click()
    assert page.locator(".breathing").get_attribute("data-state") == "running"
    context.close()


def test_reduced_motion_keeps_the_circle_still(browser, server):
    context = browser.new_context(reduced_motion="reduce")
    page = context.new_page()
    page.goto(server + "/exercises/deep-breathing/")
    page.get_by_role("button", name="Begin").click()
    assert page.locator("[data-instruction]").inner_text() == "Breathe in"
    assert page.evaluate("getComputedStyle(document.querySelector('.breathing__circle')).animationName") == "none"
    context.close()


def test_current_tab_is_marked(browser, server):
    context = browser.new_context()
    page = context.new_page()
    for path, tab in [("/learn/", "Learn"), ("/relax/anxious/", "Relax"), ("/reflect/", "Reflect")]:
        page.goto(server + path)
        assert page.locator(".tab-bar [aria-current=page]").inner_text() == tab
    context.close()


def test_unknown_addresses_get_the_404_page(browser, server):
    context = browser.new_context()
    page = context.new_page()
    response = page.goto(server + "/no/such/page/")
    assert response.status == 404
    assert page.locator("h1").inner_text() == "Page not found"
    context.close()


@pytest.mark.parametrize("size", [(390, 844), (1280, 800)])
def test_screenshots(browser, server, pages, size):
    folder = SCREENSHOTS / f"{size[0]}x{size[1]}"
    folder.mkdir(parents=True, exist_ok=True)
    context = browser.new_context(viewport={"width": size[0], "height": size[1]})
    page = context.new_page()
    for path in pages:
        page.goto(server + path)
        settle(page)
        name = path.strip("/").replace("/", "_").replace(".html", "") or "home"
        page.screenshot(path=str(folder / f"{name}.png"), full_page=True)
    context.close()
    assert len(list(folder.glob("*.png"))) == len(pages)
