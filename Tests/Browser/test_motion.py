"""Motion in the browser: reduced motion never moves anything, cross-fade only fades, the full
onboarding choreography really runs, long animations can be paused, and the Motion setting sticks."""
import pytest

SPATIAL = {"transform", "translate", "rotate", "scale", "left", "top", "right", "bottom", "width", "height", "filter",
           "margin", "marginLeft", "marginTop", "inset"}

ANIMATED_PROPERTIES = """() => document.getAnimations().flatMap(animation =>
    animation.effect.getKeyframes().flatMap(frame => Object.keys(frame).filter(key =>
        !["offset", "computedOffset", "easing", "composite"].includes(key))))"""

PAGES_WITH_MOTION = ["/onboarding/1/", "/onboarding/3/", "/relax/anxious/5/", "/relax/anxious/5/2/"]


def start_breathing(page, server):
    page.goto(server + "/exercises/deep-breathing/")
    page.get_by_role("button", name="Begin").click()


def test_reduced_motion_moves_nothing(browser, server, pages):
    context = browser.new_context(reduced_motion="reduce")
    page = context.new_page()
    moving = []
    for path in pages:
        page.goto(server + path)
        properties = set(page.evaluate(ANIMATED_PROPERTIES))
        if properties & SPATIAL:
            moving.append(f"{path}: {sorted(properties & SPATIAL)}")
    start_breathing(page, server)
    properties = set(page.evaluate(ANIMATED_PROPERTIES))
    if properties & SPATIAL:
        moving.append(f"breathing pacer: {sorted(properties & SPATIAL)}")
    context.close()
    assert moving == []


def test_crossfade_setting_only_fades(browser, server):
    context = browser.new_context()
    page = context.new_page()
    page.goto(server + "/onboarding/1/")
    page.get_by_label("Cross-fade").check()
    assert page.evaluate("document.documentElement.getAttribute('data-motion')") == "crossfade"
    checked = []
    for path in PAGES_WITH_MOTION:
        page.goto(server + path)
        assert page.evaluate("document.documentElement.getAttribute('data-motion')") == "crossfade", "the setting is remembered"
        properties = set(page.evaluate(ANIMATED_PROPERTIES))
        assert properties, f"{path}: the cross-fade variant animates something"
        assert properties == {"opacity"}, f"{path}: {properties}"
        checked.append(path)
    start_breathing(page, server)
    assert set(page.evaluate(ANIMATED_PROPERTIES)) == {"opacity"}
    context.close()
    assert len(checked) == len(PAGES_WITH_MOTION)


def test_full_onboarding_choreography_runs(browser, server):
    context = browser.new_context(reduced_motion="no-preference")
    page = context.new_page()
    page.goto(server + "/onboarding/1/")
    illustration = "[data-motion-element='illustration']"
    names = page.evaluate(f"document.querySelector(\"{illustration}\").getAnimations().map(a => a.animationName)")
    assert len(names) == 2, names
    # Sample the illustration over time: it starts off to the right, turned to -35°, and settles at -30° in place.
    page.evaluate("document.getAnimations().forEach(a => { a.pause(); a.currentTime = 400; })")
    start = page.evaluate(f"[getComputedStyle(document.querySelector(\"{illustration}\")).translate, getComputedStyle(document.querySelector(\"{illustration}\")).rotate]")
    page.evaluate("document.getAnimations().forEach(a => { a.currentTime = 400 + 0.5 * 800; })")
    middle = page.evaluate(f"getComputedStyle(document.querySelector(\"{illustration}\")).rotate")
    page.evaluate("document.getAnimations().forEach(a => { a.currentTime = 5000; })")
    end = page.evaluate(f"[getComputedStyle(document.querySelector(\"{illustration}\")).translate, getComputedStyle(document.querySelector(\"{illustration}\")).rotate, getComputedStyle(document.querySelector(\"{illustration}\")).opacity]")
    assert start[1] == "-35deg" and start[0].startswith("100%"), start
    assert middle == "-29.5deg", middle
    assert end[1] == "-30deg" and end[0] in ("0%", "0px", "none", "0px 0px") and end[2] == "1", end
    context.close()


def test_long_animations_have_a_working_pause_control(browser, server, pages):
    context = browser.new_context(reduced_motion="no-preference")
    page = context.new_page()
    LONG = """() => document.getAnimations().filter(a => {
        const t = a.effect.getComputedTiming();
        return t.endTime === Infinity || t.endTime > 5000; })"""
    checked = 0
    for path in pages + ["/exercises/deep-breathing/#begin"]:
        if path.endswith("#begin"):
            start_breathing(page, server)
        else:
            page.goto(server + path)
        count = page.evaluate(f"({LONG})().length")
        if count == 0:
            continue
        checked += 1
        # The button names as site.yml gives them in each locale.
        stop_motion, pause_exercise = ("Остановить анимацию", "Пауза") if path.startswith("/ru/") else ("Pause animation", "Pause")
        pause = page.get_by_role("button", name=stop_motion, exact=True)
        if not pause.count():
            pause = page.get_by_role("button", name=pause_exercise, exact=True)
        assert pause.is_visible(), f"{path}: an animation runs for more than 5 s without a visible pause control"
        pause.click()
        states = page.evaluate(f"({LONG})().map(a => getComputedStyle(a.effect.target).animationPlayState)")
        assert states and all(state.startswith("paused") for state in states), f"{path}: {states}"
    context.close()
    assert checked >= 10, "sessions (the attention nudge) and the breathing pacer were checked"
