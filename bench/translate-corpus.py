#!/usr/bin/env python3
"""Writes the benchmark corpus translated into Russian: CORPUS/ease-ru, the Ease content of
CORPUS/ease (bench/generate-corpus.py) with a Russian translation of every reading beside it, and
the sample content's Russian translations of everything else (site.yml's strings, exercises,
onboarding pages, coping statements, captions), as a site translated in full is.

Usage: bench/translate-corpus.py EASE CORPUS

A reading is translated word for word from the generator's English words into Russian words of
our own (its links, code and image kept), so it has the English reading's shape: the same
headings, paragraphs, lists and quotes. The `source-hash` each translation records is the one
EASE reports for its source (the fix-it of `l10n.stale`, asked for with a placeholder hash), so
the corpus checks clean with the Ease that is measured.
"""
import json
import pathlib
import re
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
# The generator's words (generate-corpus.py's WORDS, and the words of its titles and headings)
# and a Russian word for each.
RUSSIAN = dict(zip(
    ("worry calm breath slow notice moment body mind gentle steady thought feeling rest ease ground "
     "attention habit sleep walk pause kind practice trust small step time day evening morning light "
     "quiet space return focus heart muscle shoulder jaw belly tension release patience curious "
     "reading and part a at with hills in the water lake dawn reflected").split(),
    ("тревога покой дыхание медленно заметить миг тело ум мягкий ровный мысль чувство отдых лёгкость опора "
     "внимание привычка сон прогулка пауза добрый практика доверие малый шаг время день вечер утро свет "
     "тишина простор возврат фокус сердце мышца плечо челюсть живот напряжение отпускание терпение любопытный "
     "чтение и часть у на с холмами в отражёнными воде озеро рассвет").split()))
PLACEHOLDER_HASH = "000000000000"


def russian(text):
    """`text` with each English word in Russian, its first letter's case kept."""
    def word(match):
        english = match.group(0)
        translated = RUSSIAN.get(english.lower(), english)
        return translated.capitalize() if english[0].isupper() else translated
    return re.sub(r"[A-Za-z]+", word, text)


def translated_line(line):
    """A Markdown line in Russian, but its link targets and code spans."""
    parts = re.split(r"(\]\([^)]*\)|`[^`]*`)", line)
    return "".join(part if part.startswith(("](", "`")) else russian(part) for part in parts)


def translation(reading):
    """The Russian translation of a generated reading, with the placeholder source-hash."""
    front, body = reading.split("\n---\n", 1)
    lines = []
    for line in front.split("\n"):
        key, _, value = line.partition(": ")
        if key in ("title", "summary"):
            line = f"{key}: {russian(value)}"
        lines.append(line)
        if key == "id":
            lines.append(f"source-hash: {PLACEHOLDER_HASH}")
    return "\n".join(lines) + "\n---\n" + "\n".join(translated_line(line) for line in body.split("\n"))


def record_source_hashes(ease, content):
    """Writes into each stale translation the source-hash EASE gives for its source; the number written."""
    report = subprocess.run([ease, "check", "--content", str(content), "--format", "json"], capture_output=True, text=True)
    diagnostics = json.loads(report.stdout)["diagnostics"]
    recorded = 0
    for diagnostic in diagnostics:
        if diagnostic["id"] != "l10n.stale":
            continue
        path = pathlib.Path(diagnostic["location"]["path"])
        current = diagnostic["fixIts"][0]["replacement"]
        # A placeholder, or the hash of a sample exercise whose link this script pointed at a generated reading.
        path.write_text(re.sub(r"^source-hash: \w+$", f"source-hash: {current}", path.read_text(), count=1, flags=re.M))
        recorded += 1
    return recorded


def main():
    ease, corpus = sys.argv[1], pathlib.Path(sys.argv[2])
    english = corpus / "ease"
    out = corpus / "ease-ru"
    if out.exists():
        shutil.rmtree(out)
    # Everything but the readings from the sample content, its translations too.
    shutil.copytree(ROOT / "Content", out, ignore=shutil.ignore_patterns("readings"))
    shutil.copy(english / "media" / "lake.jpg", out / "media" / "lake.jpg")
    for exercise in (out / "exercises").glob("*.md"):
        exercise.write_text(exercise.read_text().replace("../readings/breathing-and-calm.md", "../readings/reading-00000.md"))
    shutil.copytree(english / "readings", out / "readings")
    readings = sorted((out / "readings").glob("reading-*.md"))
    for reading in readings:
        reading.with_name(reading.stem + ".ru.md").write_text(translation(reading.read_text()))
    recorded = record_source_hashes(ease, out)
    print(f"wrote {len(readings)} readings and their translations to {out} ({recorded} source-hashes recorded)")


if __name__ == "__main__":
    main()
