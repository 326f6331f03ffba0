"""English -> Arabic spelling of people's names, learned from name pairs.

An English article names "Lawrence Gonzi"; an Arabic one writes لورانس جونزي. To see
that they are one person, and to give an Arabic reader a name no Arabic text wrote, an
English name is spelled in Arabic word by word: a word the name pairs know
(NETransliteration's Wikidata person-name tokens, Google's ar2en pairs; built by
``scripts/build_names.py`` into ``reports/models/names/arabize.json.gz``) by its most
frequent Arabic spelling, unless that spelling shares too few consonants with the word
(the pairs hold misalignments: "barack" -> أوباما); any other word by a learned letter
model (``translit.Transliterator`` trained the other way round: each English letter ->
0-3 Arabic letters in context, an Arabic letter n-gram model keeping the output to
spellings Arabic names have). The article "al-" and "bin" are spelled, not learned.
Nothing is downloaded; the model loads on first use.
"""

from __future__ import annotations

import gzip
import json
from functools import cache, lru_cache
from pathlib import Path

from rapidfuzz import fuzz

from . import romanize
from . import translit as tl

PATH = Path(__file__).resolve().parents[2] / "models" / "names" / "arabize.json.gz"
ARTICLES = frozenset({"al", "el"})
PARTICLES = {"bin": "بن", "ibn": "بن", "ben": "بن", "bint": "بنت", "abu": "أبو", "abou": "أبو"}
AGREE = 50  # consonant-skeleton similarity (0-100) a known spelling needs with its word


@cache
def model() -> tl.Transliterator | None:
    if not PATH.exists():
        return None
    with gzip.open(PATH, "rt", encoding="utf-8") as f:
        return tl.Transliterator.from_dict(json.load(f))


def _latin_skeleton(w: str) -> str:
    from ..en import romanize as en_romanize  # the Latin side of the shared alphabet

    return en_romanize.word(w)


def agrees(en: str, ar: str) -> bool:
    """The Arabic spelling ``ar`` has the consonants of the English word ``en`` (in the
    shared skeleton alphabet of ``reports.lang.skeleton``)."""
    a, e = romanize.word(ar), _latin_skeleton(en)
    return bool(a and e) and fuzz.ratio(a, e) >= AGREE


def _known(e: str) -> str:
    """The usual Arabic spelling of the English word ``e`` in the pairs that has its
    consonants, or ""."""
    m = model()
    known = m.known.get(e, {}) if m else {}
    return next((ar for ar in sorted(known, key=lambda a: (-known[a], a)) if agrees(e, ar)), "")


def known(w: str) -> bool:
    """The name pairs know the English word ``w`` (or it is a particle: "bin", "abu")."""
    e = tl.en_word(w)
    return bool(e) and (e in PARTICLES or bool(_known(e)))


@lru_cache(maxsize=1 << 14)
def word(w: str) -> str:
    """One English name word in Arabic letters ("" when the model is not built)."""
    m = model()
    e = tl.en_word(w)
    if not e or m is None:
        return ""
    if e in PARTICLES:
        return PARTICLES[e]
    spelled = _known(e)
    if spelled:
        return spelled
    beams = m.beam(e)
    return max(beams)[1] if beams else ""


def name(text: str) -> str:
    """An English (Latin-script) name in Arabic letters, word by word: "al-" glued to the
    next word as ال ("Moqtada al-Sadr" -> مقتدى الصدر when the pairs know صدر)."""
    return " ".join(ar for _en, ar in _words(text))


def spellings(text: str) -> tuple[str, ...]:
    """``name`` and, when a word's hard g became غ, the spelling with ج that Egyptian and
    many other outlets write ("Gonzi": غونزي, جونزي); and, when the pairs spell a word
    their usual way with other consonants (an exonym: "Gaddafi" القذافي), that spelling."""
    words = _words(text)
    first = " ".join(ar for _en, ar in words)
    other = " ".join(ar.replace("غ", "ج") if "g" in en.replace("gh", "") else ar
                     for en, ar in words)
    usual = " ".join(_usual(en) or ar for en, ar in words)
    return tuple(dict.fromkeys(x for x in (first, other, usual) if x))


def _usual(e: str) -> str:
    """The Arabic spelling the pairs give the English word ``e`` most, agreeing or not."""
    m = model()
    known = m.known.get(e, {}) if m else {}
    return min(known, key=lambda a: (-known[a], a)) if known else ""


def _words(text: str) -> list[tuple[str, str]]:
    """(English word, Arabic spelling) of each word of ``text`` that has one."""
    out: list[tuple[str, str]] = []
    article = False
    for piece in text.replace("-", " - ").split():
        low = piece.casefold()
        if low in ARTICLES:
            article = True
            continue
        if piece == "-":
            continue
        ar = word(piece)
        if not ar:
            continue
        if article and not ar.startswith("ال"):
            ar = "ال" + ar
        article = False
        out.append((tl.en_word(piece), ar))
    return out
