"""The printed seed digest, looked at as pages: rendered to PDF, rasterised with pdftoppm
and read back as pixels (PGM, parsed here: no imaging library), and as text with
pdftotext. Catches what structural tests do not: blank pages, a runaway page count,
Arabic that comes out of the PDF in visual instead of logical order, marks that vanish.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from pypdf import PdfReader

from conftest import EXAMPLES, seed_briefing
from reports import render, view

BIDI_CONTROLS = dict.fromkeys(map(ord, "\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
                                       "\u2066\u2067\u2068\u2069"))

pytestmark = pytest.mark.skipif(shutil.which("pdftoppm") is None or
                                shutil.which("pdftotext") is None,
                                reason="poppler-utils (pdftoppm, pdftotext) not installed")


@pytest.fixture(scope="module")
def seed_digest(tmp_path_factory) -> dict:
    """examples/articles ingested into a temp store, digested and written with write_all."""
    root = tmp_path_factory.mktemp("visual")
    settings, _store, b = seed_briefing(root)
    paths = render.write_all(b, settings, root / "out", "digest")
    return {"root": root, "briefing": b, "settings": settings, "paths": paths,
            "stories": view.build(b, settings)["stories"]}


def read_pgm(path: Path) -> tuple[int, int, bytes]:
    """(width, height, pixels) of a binary PGM (P5, 8-bit) as pdftoppm -gray writes it."""
    data = path.read_bytes()
    fields: list[bytes] = []
    pos = 0
    while len(fields) < 4:  # magic, width, height, maxval; '#' comments allowed between
        m = re.compile(rb"\s*(#[^\n]*\n\s*)*(\S+)").match(data, pos)
        assert m, "not a PGM header"
        fields.append(m.group(2))
        pos = m.end()
    assert fields[0] == b"P5" and int(fields[3]) == 255
    width, height = int(fields[1]), int(fields[2])
    pixels = data[pos + 1:pos + 1 + width * height]  # one whitespace byte after maxval
    assert len(pixels) == width * height
    return width, height, pixels


def ink(pdf: Path, page: int, out: Path) -> float:
    """Share of a page's pixels that are not white (rendered at 40 dpi, grey)."""
    prefix = out / f"p{page}"
    subprocess.run(["pdftoppm", "-gray", "-r", "40", "-f", str(page), "-l", str(page),
                    "-singlefile", str(pdf), str(prefix)], check=True, capture_output=True)
    _, _, pixels = read_pgm(prefix.with_suffix(".pgm"))
    return sum(1 for v in pixels if v < 200) / len(pixels)


def page_texts(pdf: Path) -> list[str]:
    out = subprocess.run(["pdftotext", "-enc", "UTF-8", str(pdf), "-"], check=True,
                         capture_output=True).stdout.decode("utf-8")
    return [" ".join(p.translate(BIDI_CONTROLS).split()) for p in out.split("\f")]


def test_page_count_is_sane(seed_digest):
    pages = len(PdfReader(seed_digest["paths"]["pdf"]).pages)
    stories = len(seed_digest["stories"])
    # a cover, every story at least started on its own, no runaway layout
    assert stories + 1 <= pages <= 4 * len(seed_digest["briefing"].articles) + 2, pages


def test_cover_and_story_pages_are_not_blank(seed_digest, tmp_path):
    pdf = seed_digest["paths"]["pdf"]
    texts = page_texts(pdf)
    story = seed_digest["stories"][0]
    first_story_page = next(i for i, t in enumerate(texts, 1) if story.headline[:40] in t
                            and i > 1)
    cover, story_ink = ink(pdf, 1, tmp_path), ink(pdf, first_story_page, tmp_path)
    assert cover > 0.01 and story_ink > 0.02, (cover, story_ink)
    # the control: a blank page of the same size counts as blank
    blank = render.render_pdf("<html><body></body></html>", seed_digest["settings"])
    (tmp_path / "blank.pdf").write_bytes(blank)
    assert ink(tmp_path / "blank.pdf", 1, tmp_path) < 0.001


def test_arabic_story_reads_in_logical_order(seed_digest):
    """A phrase of seed 003's first paragraph comes out of the PDF as one string: the
    letters were shaped and laid right to left, but the text layer keeps reading order."""
    seed = next(p for p in sorted(EXAMPLES.glob("*.txt"))
                if re.search("[\u0600-\u06ff]", p.read_text(encoding="utf-8")[:200]))
    words = seed.read_text(encoding="utf-8").split("\n", 1)[0].split()
    # five words of letters only (pdftotext moves punctuation at a run's edge), not the
    # paragraph's first (a headline cut there would match trivially)
    phrase = next(" ".join(words[i:i + 5]) for i in range(1, len(words) - 5)
                  if all(re.fullmatch("[\u0621-\u064a]+", w) for w in words[i:i + 5]))
    text = " ".join(page_texts(seed_digest["paths"]["pdf"]))
    assert phrase in text
    reversed_phrase = " ".join(reversed(phrase.split()))
    assert reversed_phrase not in text  # (the visual-order failure this guards against)


def test_two_source_mark_for_4500(seed_digest):
    text = " ".join(page_texts(seed_digest["paths"]["pdf"]))
    # the story's figure row carries the mark (At a glance shows the story's lead line)
    assert re.search(r"around 4,500 army personnel defected 2 sources", text), text[:2000]
    assert "single source" in text
