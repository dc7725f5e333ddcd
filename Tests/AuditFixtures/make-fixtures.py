#!/usr/bin/env python3
"""Writes the audit fixture pages: each has one known problem (named on its first line as
`<!-- expect: RULE -->`) or none. Run from this folder to regenerate after changing a page here."""
import shutil
import struct
import zlib

HEAD = """<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{csp}<link rel="stylesheet" href="fixtures.css">
{head}{title}</head>
<body>
<a href="#main">Skip to content</a>
<header><nav aria-label="Fixtures"><a href="index.html">All fixtures</a></nav></header>
{main}
</body>
</html>
"""
CSP = '<meta http-equiv="Content-Security-Policy" content="default-src \'self\'">\n'


def page(name, expect, body, title=None, lang="en", head="", csp=CSP, main=True, h1=True, raw_main=None):
    title = title if title is not None else name.replace("-", " ").capitalize()
    heading = title.strip() or name.replace("-", " ").capitalize()
    if raw_main is None:
        inner = (f"<h1>{heading}</h1>\n" if h1 else "") + body
        main_html = f'<main id="main">\n{inner}\n</main>' if main else f'<div id="main">\n{inner}\n</div>'
    else:
        main_html = raw_main
    title_html = "" if title == "" else f"<title>{title}</title>\n"
    text = f"<!-- expect: {expect} -->\n" + HEAD.format(lang=lang, csp=csp, head=head, title=title_html, main=main_html)
    with open(name + ".html", "w") as f:
        f.write(text)


# Clean pages.
page("index", "none", "<p>Each page of this folder has one known accessibility, privacy or CSP problem, or none.</p>", title="Audit fixtures")
page("clean-form", "none", '<form action="index.html"><label for="name">Your name</label> <input id="name" type="text"> <button type="submit">Send</button></form>')
page("clean-decorative-image", "none", '<p><img src="pixel.png" alt=""> A decorative divider above.</p>')
page("clean-contrast", "none", '<p class="calm">Dark text on a light background, through custom properties.</p>', head='<link rel="stylesheet" href="contrast-good.css">\n')
page("clean-motion", "none", '<p class="nudge">A short nudge that stops under reduced motion.</p>', head='<link rel="stylesheet" href="motion-good.css">\n')
page("clean-aria", "none", '<p id="hint">Opens the next page.</p><p><a href="index.html" aria-describedby="hint" aria-current="page">Next page</a></p>')
page("clean-svg", "none", '<svg role="img" width="10" height="10"><title>A small circle</title><circle cx="5" cy="5" r="4"></circle></svg>')
page("clean-landmarks-only", "none", "<p>No skip link needed: a header landmark surrounds the repeated navigation.</p>")
page("clean-emoji-with-words", "none", '<button type="button"><span aria-hidden="true">😰</span> Very anxious</button>')
# Language.
page("missing-lang", "audit.html-lang", "<p>The html element has no lang.</p>", lang="")
page("invalid-lang", "audit.lang-valid", "<p>The lang value is not a language tag.</p>", lang="en_US")
page("invalid-lang-on-part", "audit.lang-valid", '<p lang="e">A paragraph with a one-letter lang.</p>')
# Title.
page("missing-title", "audit.page-title", "<p>No title element.</p>", title="")
page("empty-title", "audit.page-title", "<p>A title with only spaces.</p>", title="   ")
# Landmarks.
page("no-main", "audit.landmarks", "<p>The content is in a div.</p>", main=False)
page("two-mains", "audit.landmarks", "", raw_main='<main id="main"><h1>Two mains</h1><p>First.</p></main>\n<main><p>Second.</p></main>')
# Headings.
page("no-h1", "audit.heading-order", "<h2>Only an h2</h2><p>Text.</p>", h1=False)
page("two-h1", "audit.heading-order", "<h1>A second h1</h1><p>Text.</p>")
page("skipped-heading-level", "audit.heading-order", "<h2>Section</h2><h4>Skipped h3</h4><p>Text.</p>")
# Images.
page("img-without-alt", "audit.image-alt", '<p><img src="photo.jpg"></p>')
page("img-alt-is-filename", "audit.image-alt", '<p><img src="lake.jpg" alt="lake.jpg"></p>')
page("input-image-without-alt", "audit.image-alt", '<form action="index.html"><input type="image" src="go.png"></form>')
# Names.
page("link-without-name", "audit.accessible-name", '<p><a href="index.html"><img src="arrow.png" alt=""></a></p>')
page("empty-button", "audit.accessible-name", '<button type="button"></button>')
page("button-only-emoji", "audit.accessible-name", '<button type="button">😰</button>')
page("link-named-only-link", "audit.accessible-name", '<p>Read more: <a href="index.html">link</a></p>')
page("iframe-without-title", "audit.accessible-name", '<iframe src="index.html"></iframe>')
page("svg-image-without-name", "audit.accessible-name", '<svg role="img" width="10" height="10"><circle cx="5" cy="5" r="4"></circle></svg>')
# Form labels.
page("input-without-label", "audit.form-label", '<form action="index.html"><input type="text" id="q"> <button type="submit">Search</button></form>')
page("select-without-label", "audit.form-label", '<form action="index.html"><select><option>One</option></select> <button type="submit">Go</button></form>')
page("textarea-without-label", "audit.form-label", '<form action="index.html"><textarea></textarea> <button type="submit">Save</button></form>')
# Ids.
page("duplicate-id", "audit.duplicate-id", '<p id="note">First.</p><p id="note">Second.</p>')
page("labelledby-points-nowhere", "audit.idref", '<button type="button" aria-labelledby="missing-label">Start</button>')
page("label-for-points-nowhere", "audit.idref", '<form action="index.html"><label for="nmae">Name</label> <input id="name" type="text" aria-label="Name"></form>')
# ARIA.
page("invalid-role", "audit.aria-valid", '<div role="buton" tabindex="0">Start</div>')
page("unknown-aria-attribute", "audit.aria-valid", '<button type="button" aria-lable="Start">Start</button>')
page("invalid-aria-value", "audit.aria-valid", '<p aria-hidden="yes">Hidden?</p>')
page("aria-hidden-focusable", "audit.aria-valid", '<p><a href="index.html" aria-hidden="true">Home</a></p>')
# Links.
page("link-to-missing-page", "audit.broken-link", '<p><a href="missing.html">A missing page</a></p>')
page("link-to-missing-fragment", "audit.broken-link", '<p><a href="index.html#nowhere">A missing fragment</a></p>')
# Contrast.
page("low-contrast", "audit.color-contrast", '<p class="faint">Light grey text on white.</p>', head='<link rel="stylesheet" href="contrast-low.css">\n')
page("low-contrast-custom-property", "audit.color-contrast", '<p class="themed">Text through a custom property.</p>', head='<link rel="stylesheet" href="contrast-variable.css">\n')
# Motion.
page("animation-without-reduced-motion", "audit.motion", '<p class="slide">Slides in with no reduced-motion override.</p>', head='<link rel="stylesheet" href="motion-slide.css">\n')
page("endless-animation-without-pause", "audit.motion", '<p class="pulse">Pulses forever with no pause control.</p>', head='<link rel="stylesheet" href="motion-pulse.css">\n')
page("transition-without-reduced-motion", "audit.motion", '<p><a class="grow" href="index.html">Grows on hover</a></p>', head='<link rel="stylesheet" href="motion-transition.css">\n')
page("endless-animation-only-without-preference", "audit.motion", '<p data-motion-element="spin">Turns forever, even though only for visitors without a motion preference.</p>', head='<link rel="stylesheet" href="motion-no-preference.css">\n')
page("flashing-keyframes", "audit.motion", '<p class="blink">Blinks four times in under half a second.</p>', head='<link rel="stylesheet" href="motion-blink.css">\n')
page("clean-slow-fade", "none", '<p class="breathe">Fades to half and back twice, slowly.</p>', head='<link rel="stylesheet" href="motion-breathe.css">\n')
page("clean-attribute-motion", "none", '<p data-motion-element="rise">Rises once, and not at all under reduced motion.</p>', head='<link rel="stylesheet" href="motion-attribute.css">\n')
# Privacy.
page("third-party-script", "audit.third-party", "<p>Loads a tracker.</p>", head='<script src="https://tracker.example.com/t.js"></script>\n')
page("video-without-captions", "audit.video-captions", '<p><video src="wind.mp4" controls aria-label="Wind over a lake"></video></p>')
page("clean-captioned-video", "none", '<p><video src="wind.mp4" controls aria-label="Wind over a lake"><track kind="captions" src="wind.vtt" srclang="en" label="English"></video></p>')
page("clean-silent-video", "none", '<p><video src="still.mp4" muted loop controls aria-label="A still lake"></video></p>')
page("third-party-image", "audit.third-party", '<p><img src="https://images.example.com/a.png" alt="A picture from elsewhere"></p>')
# CSP.
page("no-csp", "audit.csp", "<p>No Content-Security-Policy.</p>", csp="")
page("weak-csp", "audit.csp", "<p>A policy that allows inline scripts.</p>", csp='<meta http-equiv="Content-Security-Policy" content="default-src \'self\' \'unsafe-inline\'">\n')
page("inline-script", "audit.csp", "<p>An inline script.</p>", head="<script>document.title = 'x';</script>\n")
page("inline-style-attribute", "audit.csp", '<p style="font-weight: bold">An inline style.</p>')
page("event-handler-attribute", "audit.csp", '<button type="button" onclick="alert(1)">Greet</button>')

CSS = {
    # Gives every control a target of at least 24 × 24 px (WCAG 2.5.8), so only the planted problem remains.
    "fixtures.css": "a, button { display: inline-block; min-width: 24px; min-height: 24px; padding: 4px; }\n",
    "contrast-good.css": ":root { --ink: #1a1a1a; --paper: #fdfdfd; }\nbody { color: var(--ink); background: var(--paper); }\n",
    "contrast-low.css": "body { background: #ffffff; }\n.faint { color: #b0b0b0; }\n",
    "contrast-variable.css": ":root { --ink: #9a9a9a; }\nbody { background: #ffffff; }\n.themed { color: var(--ink); }\n",
    "motion-good.css": "@keyframes nudge { from { transform: translateX(0); } to { transform: translateX(4px); } }\n.nudge { animation: nudge 0.4s ease-out 1; }\n@media (prefers-reduced-motion: reduce) { .nudge { animation: none; } }\n",
    "motion-slide.css": "@keyframes slide { from { transform: translateY(40px); } to { transform: none; } }\n.slide { animation: slide 0.6s ease-out; }\n",
    "motion-blink.css": "@keyframes blink { 0%, 25%, 50%, 75%, 100% { opacity: 1; } 12.5%, 37.5%, 62.5%, 87.5% { opacity: 0; } }\n.blink { animation: blink 0.4s linear 1; }\n",
    "motion-breathe.css": "@keyframes breathe { 50% { opacity: 0.5; } }\n.breathe { animation: breathe 2s ease-in-out 2; }\n",
    "motion-pulse.css": "@keyframes pulse { 0%, 100% { opacity: 1; } 50% { opacity: 0.6; } }\n.pulse { animation: pulse 2s ease-in-out infinite; }\n",
    "motion-no-preference.css": "@keyframes spin { to { rotate: 360deg; } }\n@media (prefers-reduced-motion: no-preference) { [data-motion-element=\"spin\"] { animation: spin 3s linear infinite; } }\n",
    "motion-attribute.css": "@keyframes rise { from { translate: 0 20px; } to { translate: none; } }\n[data-motion-element=\"rise\"] { animation: rise 0.5s ease-out; }\n@media (prefers-reduced-motion: reduce) { [data-motion-element=\"rise\"] { animation: none; } }\n",
    "motion-transition.css": ".grow { transition: transform 0.3s ease; }\n.grow:hover { transform: scale(1.2); }\n",
}
for name, text in CSS.items():
    with open(name, "w") as f:
        f.write(text)


def png(path):
    def chunk(kind, payload):
        return struct.pack(">I", len(payload)) + kind + payload + struct.pack(">I", zlib.crc32(kind + payload) & 0xFFFFFFFF)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0))
    data += chunk(b"IDAT", zlib.compress(b"\x00\xff\xff\xff")) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(data)


for name in ["pixel.png", "arrow.png", "go.png", "photo.jpg", "lake.jpg"]:
    png(name)

# Videos from the video reader's test files: one with sound, one silent, and captions for the first.
shutil.copy("../EaseCoreTests/Fixtures/video/sound.mp4", "wind.mp4")
shutil.copy("../EaseCoreTests/Fixtures/video/silent.mp4", "still.mp4")
with open("wind.vtt", "w") as f:
    f.write("WEBVTT\n\n00:00.000 --> 00:02.000\n[Wind over the water]\n")
