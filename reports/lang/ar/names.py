"""Names in the reader's script: an Arabic name for an English reader and back.

Places and organizations go by their translated names from the shipped tables
(``reports/models/names/``: CLDR, Wiktionary, Arabic WordNet; built by
``scripts/build_names.py``): الأمم المتحدة -> "United Nations", not a transliteration.
People, and names no table knows, are transliterated word by word by a model learned
from name pairs (``translit``), so كاميرون reads "Cameron"; a word the pairs know keeps
its usual English spelling. Tables and model load on first use.
"""

from __future__ import annotations

import csv
import gzip
import json
from collections import Counter, defaultdict
from functools import cache
from pathlib import Path

import pycountry

from . import arabize, institutions, normalize
from . import translit as tl
from . import words as lex

DIR = Path(__file__).resolve().parents[2] / "models" / "names"
# Translated-name tables, the one read first winning (CLDR's city spellings are the
# least like news usage, so they come after Wiktionary's)
TABLES = ("wiktionary.tsv", "cldr.tsv", "awn.tsv")
PARTICLES = {"بن": "bin", "ابن": "ibn", "بنت": "bint"}  # "son of": spelled, not learned
ARTICLE = "ال"


def _key(name: str) -> str:
    return normalize.fold(name)


def _en_key(name: str) -> str:
    words = name.casefold().replace("-", " ").split()
    if words[:1] == ["the"]:
        words = words[1:]
    return " ".join(words)


@cache
def _tables() -> tuple[dict[str, tuple[str, str]], dict[str, tuple[str, str]]]:
    """Arabic key -> (English, type) and English key -> (Arabic, type): the name most
    rows give ("Damascus": دمشق over الشام), the first read on a tie; an Arabic name
    shared by a country and its capital is the country (الجزائر: "Algeria")."""
    en_votes: dict[str, Counter[tuple[str, str]]] = defaultdict(Counter)
    votes: dict[str, Counter[tuple[str, str]]] = defaultdict(Counter)
    for name in TABLES:
        path = DIR / name
        if not path.exists():
            continue
        with path.open(encoding="utf-8", newline="") as f:
            for r in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
                en, ar, kind = r["english"], r["arabic"], r["type"]
                en_votes[_key(ar)][(en, kind)] += 1
                votes[_en_key(en)][(ar, kind)] += 1
    countries = {c.name for c in pycountry.countries}

    def best(v: Counter[tuple[str, str]]) -> tuple[str, str]:
        """Most rows; on a tie a country over its capital (الجزائر, الكويت), then the first."""
        return max(v.items(), key=lambda x: (x[1], x[0][0] in countries))[0]

    to_en = {ar: best(v) for ar, v in en_votes.items()}
    to_ar = {en: max(v.items(), key=lambda x: x[1])[0] for en, v in votes.items()}
    return to_en, to_ar


@cache
def _model() -> tl.Transliterator | None:
    path = DIR / "translit.json.gz"
    if not path.exists():
        return None
    with gzip.open(path, "rt", encoding="utf-8") as f:
        return tl.Transliterator.from_dict(json.load(f))


NAME_WORD_MIN = 2  # pairs a word needs to count as a name word (one pair may be misaligned)


@cache
def _name_words() -> frozenset[str]:
    """Normalized Arabic words of people's names in the learned pairs, seen at least
    ``NAME_WORD_MIN`` times."""
    model = _model()
    return frozenset(normalize.norm(a) for a, spellings in (model.known.items() if model else ())
                     if sum(spellings.values()) >= NAME_WORD_MIN)


def is_name_word(word: str) -> bool:
    """``word`` (Arabic) is a word of people's names in the name pairs, as written or
    with its article ("كيري", "ظريف", "الصيد"): evidence that a word after a name
    continues it, where a list of ordinary words cannot tell (كيري is also a word)."""
    return normalize.norm(word) in _name_words()


def translated(name: str, typed: bool = False) -> str | None:
    """The English name of a place or organization the tables know, or an acronym spelled
    letter by letter ("سي إن إن" CNN), or None; tried as written, then without a glued
    conjunction/preposition on the first word. ``typed``:
    only rows typed a place or an organization, or untyped rows of a name no person's
    words spell (for a name of no known kind, which may be a person's: Wiktionary's
    untyped محمد is "Islamic prophet Muhammad", its untyped داعش "ISIS")."""
    to_en = _tables()[0]
    for k in dict.fromkeys((_key(name), _key(normalize.key(name)))):
        hit = to_en.get(k)
        if hit and (not typed or hit[1] in ("LOC", "ORG") or not (hit[1] or _person_word(name))):
            return hit[0]
    words = name.split()  # an organization and its country: "الصليب الأحمر اللبناني"
    of = country_of(words[-1]) if len(words) > 2 else None
    hit = to_en.get(_key(" ".join(words[:-1]))) if of else None
    if hit and hit[1] == "ORG" and institutions.adjective(of):
        return f"{institutions.adjective(of)} {hit[0]}"
    return _letters_named(name) or None  # "بي بي سي": BBC, whatever the tables hold


def _person_word(name: str) -> bool:
    """Every word of ``name`` is a word of people's names in the pairs."""
    model = _model()
    return bool(model) and all(tl.ar_word(w) in model.known for w in name.split())


def country_of(adjective: str) -> str | None:
    """The English name of the country a nisba adjective is of ("التونسية" -> "Tunisia"),
    or None: the adjective without its ending, tried as the tables' country names are
    spelled (تونس, سوريا, السعودية, الهند)."""
    w = normalize.norm(adjective).removeprefix(ARTICLE)
    ending = next((e for e in ("يين", "يون", "يه", "ي") if w.endswith(e)), "")
    if not ending:
        return None
    stem = w[: -len(ending)]
    to_en = _tables()[0]
    for cand in (stem, stem + "ا", stem + "يا", ARTICLE + stem, ARTICLE + stem + "يه"):
        hit = to_en.get(_key(cand))
        # a country (Wiktionary leaves some untyped) with an English adjective: ترك is
        # also CLDR's "Chuuk"
        if hit and hit[1] in ("LOC", "") and institutions.adjective(hit[0]):
            return hit[0]
    return None


def country_named(word: str) -> str | None:
    """The English name of the country ``word`` names ("لبنان" -> "Lebanon"), or None."""
    hit = _tables()[0].get(_key(normalize.norm(word)))
    return hit[0] if hit and hit[1] in ("LOC", "") and institutions.adjective(hit[0]) else None


def city_named(word: str) -> str | None:
    """The English name of the city or region ``word`` names as the gazetteer has it
    ("بغداد" -> "Baghdad"; not a country, not the tables' constellation رامي), or None."""
    from ...analysis import geo  # the gazetteer reads the packs: imported when first used

    hit = geo.exact(word)
    return hit.name if hit is not None and hit.kind in ("city", "region") else None


def institution(name: str) -> bool:
    """``name`` (Arabic, two words or more) is an institution named by what it is: the
    institution glossary reads every word of it (``institutions.translate``)."""
    return len(name.split()) > 1 and institutions.translate(
        name, country_of, country_named, city_named) is not None


def is_known_place(name: str) -> bool:
    """The tables know ``name`` (Arabic) as a proper place name (not CLDR's "world",
    العالم, which is also "the scholar")."""
    to_en = _tables()[0]
    hit = to_en.get(_key(name)) or to_en.get(_key(normalize.key(name)))
    return bool(hit and hit[1] == "LOC" and hit[0][:1].isupper())


def _cap(word: str) -> str:
    return word[:1].upper() + word[1:]


def word_to_latin(word: str) -> str:
    """One Arabic name word in Latin letters: a particle as spelled, the article as
    "al-", the rest by the learned model ("" when nothing can be read)."""
    model = _model()
    w = tl.ar_word(word)
    if not w:
        return ""
    if w in PARTICLES:
        return PARTICLES[w]
    if model is None:
        from .romanize import name as roman
        return roman(w)
    if w.startswith(ARTICLE) and len(w) > 3 and w not in model.known:
        rest = model.word(w[2:])
        return f"al-{_cap(rest)}" if rest else ""
    latin = _cap(model.word(w))
    if w.startswith(ARTICLE) and len(w) > 4 and latin[:2] in ("Al", "El") \
            and latin[2:].lower() == model.word(w[2:]).lower():
        return f"al-{_cap(latin[2:])}"  # the article as written apart: "al-Mansouri"
    return latin


def to_latin(name: str, kind: str = "person") -> str:
    """``name`` (Arabic) as an English reader reads it: a place's or an organization's
    translated name when the tables know it (also after a head word: تنظيم داعش ->
    "ISIS"), else word by word transliterated
    ("ديفيد كاميرون" -> "David Cameron"); a name in Latin letters as it is."""
    if not any("\u0600" <= c <= "\u06ff" for c in name):
        return name
    if kind != "person":  # people by the name pairs: the tables' محمد is the Prophet
        read = composed(name, kind)
        if read:
            return read
        if kind == "organization" and _acronym_shaped(name):
            return _spelled(name)
    words = [word_to_latin(w) for w in name.split()]
    return " ".join(w for w in words if w)


def composed(name: str, kind: str = "") -> str | None:
    """The English name of a place or an organization (``kind``; "" when unknown) the
    tables know, also after a head word ("حركة طالبان" -> "Taliban"), or of an
    institution read from its words ("مجلس محافظة بغداد" -> "Baghdad Provincial
    Council"); None when neither: a transliteration is no name of it."""
    known = translated(name, typed=not kind)
    if known or kind not in ("organization", ""):
        return known
    words = name.split()
    rest = " ".join(words[1:])
    hit = _tables()[0].get(_key(rest)) if len(words) > 1 else None
    if hit and hit[1] != "LOC" and translated(rest, typed=not kind):
        return hit[0]  # "حركة طالبان": a head word before an organization's name
    return institutions.translate(name, country_of, country_named, city_named)


# Latin letters as Arabic spells an acronym said as a word: سانا SANA, قنا QNA, كونا KUNA
_LETTERS = dict(zip("ابتثجحخدذرزسشصضطظعغفقكلمنهويىةأإآ",
                    ["A", "B", "T", "TH", "J", "H", "KH", "D", "DH", "R", "Z", "S", "SH", "S",
                     "D", "T", "Z", "A", "GH", "F", "Q", "K", "L", "M", "N", "H", "U", "I",
                     "A", "A", "A", "I", "A"]))


# The names of Latin letters, as Arabic spells an acronym said letter by letter ("بي بي
# سي" BBC, "إف بي آي" FBI), normalized; "اي" is I when written آي, else E.
_LETTER_NAMES = {"ايه": "A", "بي": "B", "سي": "C", "دي": "D", "اف": "F", "جي": "G",
                 "اتش": "H", "جاي": "J", "جيه": "J", "كيه": "K", "كي": "K", "ال": "L",
                 "ام": "M", "ان": "N", "او": "O", "كيو": "Q", "ار": "R", "اس": "S", "تي": "T",
                 "يو": "U", "في": "V", "دبليو": "W", "اكس": "X", "واي": "Y", "زد": "Z",
                 "اي": "E"}


def _letters_named(name: str) -> str:
    """An acronym Arabic spells letter by letter ("سي إن إن" -> "CNN"), or "": two words
    or more, each a letter's name, one at least a name no Arabic word shares
    (``words.LETTER_NAMES``: not only "إن", "في", "أو")."""
    words = name.split()
    keys = [normalize.norm(w) for w in words]
    if len(words) < 2 or not all(k in _LETTER_NAMES for k in keys) \
            or not any(k in lex.LETTER_NAMES for k in keys):
        return ""
    return "".join("I" if w.startswith("آ") and k == "اي" else _LETTER_NAMES[k]
                   for w, k in zip(words, keys))


def _acronym_shaped(name: str) -> bool:
    """One short word (four letters at most) that is not an Arabic word's shape but a
    spelled acronym, said ending in a vowel ("سانا", "كونا") or opening with "wa" ("وام")."""
    w = normalize.norm(name)
    return (" " not in w and 3 <= len(w) <= 4 and all(c in _LETTERS for c in w)
            and not w.startswith(ARTICLE) and (w[-1] == "ا" or w.startswith("وا")))


def _spelled(name: str) -> str:
    w = normalize.norm(name)
    out = [_LETTERS[c] for c in w]
    if w[0] == "و":
        out[0] = "W"
    elif name.strip()[:1] == "إ":
        out[0] = "I"  # إرنا IRNA
    return "".join(out)


def to_arabic(name: str, kind: str = "person") -> str | None:
    """``name`` (English) in Arabic when it is known: a place's or an organization's
    translated name from the tables; a person's when the name pairs know every word of
    it with an Arabic spelling of its consonants ("David Cameron" -> "ديفيد كاميرون",
    ``arabize``); else None."""
    hit = _tables()[1].get(_en_key(name))
    if hit and (kind != "person" or hit[1] not in ("LOC", "ORG")):
        return hit[0]
    if kind != "person":
        return None
    words = [tl.en_word(w) for w in name.replace("-", " ").split()]
    if not words or not all(arabize.known(w) for w in words):
        return None
    return arabize.name(name)


def romanize(name: str) -> str:
    """``to_latin`` for a name of no known kind (a speaker, a quoted name)."""
    return to_latin(name, "")
