"""bench/translate-corpus.py: the corpus with a Russian translation of every reading, which the
Ease it is made with checks clean."""
import json
import pathlib
import subprocess
import sys
import tempfile

from bench_scripts import BENCH, ease_binary, load

translate = load("translate-corpus.py")


def test_a_reading_is_translated_word_for_word_but_its_links_and_code():
    line = "Calm *breath* `steady` [Worry-3](reading-00003.md) and rest."
    assert translate.translated_line(line) == "Покой *дыхание* `steady` [Тревога-3](reading-00003.md) и отдых."
    reading = ('---\nid: reading-00001\ntitle: "Reading 00001: sleep and space"\nsummary: "Calm day."\n'
               'source:\n  title: Benchmark corpus\n---\n\n# Reading 00001: sleep and space\n')
    translated = translate.translation(reading)
    assert translated.startswith('---\nid: reading-00001\nsource-hash: 000000000000\ntitle: "Чтение 00001: сон и простор"\n'
                                 'summary: "Покой день."\n')
    assert "  title: Benchmark corpus\n" in translated, "the book a reading draws on keeps its title"
    assert translated.endswith("# Чтение 00001: сон и простор\n")


def test_the_translated_corpus_checks_clean_with_every_translation_current():
    ease = ease_binary()
    with tempfile.TemporaryDirectory() as folder:
        corpus = pathlib.Path(folder) / "corpus"
        subprocess.run([sys.executable, str(BENCH / "generate-corpus.py"), "6", str(corpus)], check=True, capture_output=True)
        made = subprocess.run([sys.executable, str(BENCH / "translate-corpus.py"), str(ease), str(corpus)],
                              check=True, capture_output=True, text=True).stdout
        assert "wrote 6 readings and their translations" in made
        readings = sorted(p.name for p in (corpus / "ease-ru" / "readings").iterdir())
        assert readings == sorted([f"reading-{i:05d}.md" for i in range(6)] + [f"reading-{i:05d}.ru.md" for i in range(6)])
        report = subprocess.run([str(ease), "check", "--content", str(corpus / "ease-ru"), "--format", "json"],
                                capture_output=True, text=True)
        assert json.loads(report.stdout)["diagnostics"] == []
        report = subprocess.run([str(ease), "l10n-report", "--content", str(corpus / "ease-ru")], capture_output=True, text=True)
        assert "ru  100% translated" in report.stdout
