#!/usr/bin/env python3
"""Writes a deterministic benchmark corpus: N readings of about 4 KB of Markdown each, as Ease
content (with the site.yml, exercises, onboarding pages and media Ease needs) and as the same
Markdown in a plain Hugo site (title, content and a nav list; no theme).

Usage: bench/generate-corpus.py N OUT [--seed S] [--reuse]
With --reuse an OUT this script made from the same script, sample content, N and seed is left as
it is (OUT/.done holds what it was made from); any other OUT is made again.
Creates OUT/ease/ (an Ease content folder) and OUT/hugo/ (a Hugo site, with a second configuration,
config-default-kinds.toml, that leaves Hugo's RSS feeds, sitemap and taxonomy lists on).
"""
import argparse
import hashlib
import pathlib
import random
import shutil

ROOT = pathlib.Path(__file__).resolve().parents[1]
CONFIG_WITH_DEFAULT_KINDS = "config-default-kinds.toml"
# A paragraph has 60 to this many words.
MAX_PARAGRAPH_WORDS = 150
WORDS = ("worry calm breath slow notice moment body mind gentle steady thought feeling rest ease ground "
         "attention habit sleep walk pause kind practice trust small step time day evening morning light "
         "quiet space return focus heart muscle shoulder jaw belly tension release patience curious").split()


def sentence(rng, low=8, high=18):
    words = [rng.choice(WORDS) for _ in range(rng.randint(low, high))]
    return " ".join(words).capitalize() + "."


def paragraph(rng, index, count):
    words = []
    target = rng.randint(60, 150)
    parts = []
    while len(words) < target:
        s = sentence(rng)
        words += s.split()
        parts.append(s)
    # The last sentence is cut short where it would take the paragraph past 150 words (it always
    # keeps a word: the ones before it were fewer than the target).
    excess = len(words) - MAX_PARAGRAPH_WORDS
    if excess > 0:
        last = parts[-1].rstrip(".").split()
        parts[-1] = " ".join(last[:len(last) - excess]) + "."
    text = " ".join(parts)
    tokens = text.split(" ")
    if len(tokens) > 12:
        tokens[3] = f"*{tokens[3]}*"
        tokens[7] = f"`{tokens[7]}`"
        other = rng.randrange(count)
        if other != index:
            # The text names its reading, in one word as before: two links of a page that read
            # alike lead to one place (`link.same-text`), as in content written for people.
            tokens[10] = f"[{tokens[10]}-{other}](reading-{other:05d}.md)"
    return " ".join(tokens)


def reading(rng, index, count):
    body = []
    headings = rng.randint(5, 8)
    for h in range(headings):
        body.append(f"## Part {h + 1} {rng.choice(WORDS)}")
        body.append(paragraph(rng, index, count))
        if rng.random() < 0.35:
            body.append("\n".join(f"- {sentence(rng, 4, 9)}" for _ in range(rng.randint(2, 5))))
        if rng.random() < 0.15:
            body.append("> " + sentence(rng))
        if rng.random() < 0.1:
            body.append("![A calm lake at dawn with hills reflected in the water](../media/lake.jpg)")
        if sum(len(b) for b in body) > 3900 and h >= 2:
            break
    return "\n\n".join(body) + "\n"


def stamp(count, seed):
    """What a corpus is made from: this script, the sample content it copies, N and the seed."""
    digest = hashlib.sha256(pathlib.Path(__file__).read_bytes())
    for path in sorted(p for p in (ROOT / "Content").rglob("*") if p.is_file()):
        digest.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes())
    digest.update(f"{count} {seed}".encode())
    return digest.hexdigest()[:16]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("count", type=int)
    parser.add_argument("out", type=pathlib.Path)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--reuse", action="store_true", help="keep OUT if it was made from the same inputs")
    args = parser.parse_args()
    out = args.out
    made_from = stamp(args.count, args.seed)
    done = out / ".done"
    if args.reuse and done.is_file() and done.read_text().strip() == made_from:
        print(f"{out} is up to date")
        return
    print(f"generating {args.count} readings into {out}", flush=True)
    rng = random.Random(args.seed)
    if out.exists():
        shutil.rmtree(out)
    ease = out / "ease"
    hugo = out / "hugo"
    # Everything but the readings comes from the sample content: site.yml, exercises, onboarding, media.
    # The corpus is English only, like the Hugo site it is compared with: translations are left out.
    shutil.copytree(ROOT / "Content", ease, ignore=shutil.ignore_patterns("readings", "*.ru.*"))
    site = (ease / "site.yml").read_text()
    site = site.replace("locales: [en, ru]", "locales: [en]")
    lines = site.split("\n")
    if "translations:" in lines:
        cut = lines.index("translations:")
        while cut > 0 and lines[cut - 1].startswith("#"):
            cut -= 1
        lines = lines[:cut]
    (ease / "site.yml").write_text("\n".join(lines).rstrip("\n") + "\n")
    shutil.copy(ROOT / "Content" / "media" / "scenes" / "lake-at-dawn.jpg", ease / "media" / "lake.jpg")
    (ease / "readings").mkdir()
    # The sample exercises link to sample readings; point them at a generated one instead.
    for exercise in (ease / "exercises").glob("*.md"):
        exercise.write_text(exercise.read_text().replace("../readings/breathing-and-calm.md", "../readings/reading-00000.md"))
    (hugo / "content" / "readings").mkdir(parents=True)
    (hugo / "static" / "media").mkdir(parents=True)
    shutil.copy(ease / "media" / "lake.jpg", hugo / "static" / "media" / "lake.jpg")
    for index in range(args.count):
        title = f"Reading {index:05d}: {rng.choice(WORDS)} and {rng.choice(WORDS)}"
        body = reading(rng, index, args.count)
        front = (f"---\nid: reading-{index:05d}\ntitle: \"{title}\"\nsummary: \"{sentence(rng)}\"\n"
                 f"source:\n  title: Benchmark corpus\n  author: Ease\n  year: 2026\n  pages: \"1\"\n---\n\n")
        (ease / "readings" / f"reading-{index:05d}.md").write_text(front + f"# {title}\n\n" + body)
        hugo_body = body.replace("(../media/lake.jpg)", "(/media/lake.jpg)")
        hugo_body = hugo_body.replace(".md)", "/)").replace("](reading-", "](/readings/reading-")
        (hugo / "content" / "readings" / f"reading-{index:05d}.md").write_text(
            f"---\ntitle: \"{title}\"\n---\n\n# {title}\n\n" + hugo_body)
    # The site bench/run compares with makes pages and lists only. Its second configuration keeps
    # Hugo's default output kinds (RSS feeds of every reading, a sitemap, taxonomy lists), whose
    # time and memory match the reference figures (6.4 s, 1.36 GB at 10k).
    config = 'baseURL = "https://ease.example.org/"\ntitle = "Ease benchmark"\n'
    (hugo / "config.toml").write_text(config + 'disableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n')
    (hugo / CONFIG_WITH_DEFAULT_KINDS).write_text(config)
    layouts = hugo / "layouts" / "_default"
    layouts.mkdir(parents=True)
    (layouts / "baseof.html").write_text('<!DOCTYPE html>\n<html lang="en">\n<head><meta charset="utf-8"><title>{{ .Title }}</title></head>\n'
                                         '<body>\n<nav><a href="/">Home</a> <a href="/readings/">Readings</a></nav>\n'
                                         '<main>{{ block "main" . }}{{ end }}</main>\n</body>\n</html>\n')
    (layouts / "single.html").write_text('{{ define "main" }}{{ .Content }}{{ end }}\n')
    (layouts / "list.html").write_text('{{ define "main" }}<h1>{{ .Title }}</h1>\n<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}\n')
    done.write_text(made_from + "\n")
    print(f"wrote {args.count} readings to {ease} and {hugo}")


if __name__ == "__main__":
    main()
