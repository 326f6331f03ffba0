"""Arabic: an entity model trained on ANERcorp (``make models``), one normalizer
(``normalize``), and rules for what the model misses; right to left."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from ..base import LanguagePack, spacy_stop_words
from ..debris import AR as DEBRIS
from . import (
    arabize,
    claims,
    entities,
    figures,
    labels,
    model,
    names,
    normalize,
    numbers,
    responsibility,
    romanize,
    words,
)


@cache
def stop_words() -> frozenset[str]:
    return spacy_stop_words("ar")


def demonym_countries(adjective: str) -> list[str]:
    """Nisba adjectives drop -ي/-ية and the article: السورية -> سوريا, سوري ..."""
    stem = re.sub(r"^(?:ال|لل)", "", adjective)
    stem = re.sub(r"(?:يين|يون|ية|يه|ي)$", "", stem)
    return [stem, stem + "يا", stem + "ا", "ال" + stem]


def variants(word: str) -> tuple[str, ...]:
    return normalize.clitic_variants(normalize.norm(word))


POSSESSIVES = ("هما", "هم", "هن", "كم", "ها", "نا", "ه")  # "their", "her", "our" ... glued on


def stems(word: str) -> tuple[str, ...]:
    """A noun's readings: as written, without glued clitics, then without a possessive
    ending, with the hamza or the -ين the ending took back ("زملائهم" -> "زملاء",
    "مواطنيها" -> "مواطنين")."""
    out = [*variants(word), normalize.strip_clitics(normalize.norm(word))]
    for w in tuple(out):
        suffix = next((s for s in POSSESSIVES if w.endswith(s) and len(w) - len(s) >= 3), "")
        if suffix:
            stem = w[: -len(suffix)]
            out.append(stem)
            if stem[-2:] in ("اي", "او"):
                out.append(stem[:-1] + "ء")
            elif stem[-1] in "يو":
                out.append(stem + "ن")
    return tuple(dict.fromkeys(out))


def _entities(work: Any) -> None:
    work.people, work.organizations, work.places = entities.entities(work.parsed)


def _claims(work: Any) -> None:
    whole: dict[str, str] = {}  # a speaker's whole name where the entity had a part of it
    named = tuple(e for e in work.organizations if not e.described)
    bodies = tuple(e for e in work.organizations if e.described)
    work.claims = claims.claims(work.parsed, work.people, named, whole=whole, bodies=bodies)
    # people only: an organization keeps the name its labels and translations know
    # ("الصليب الأحمر", not "الصليب الأحمر اللبناني"); its claims carry the longer one
    work.people = claims.with_whole_names(work.people, whole)


def _figures(work: Any) -> None:
    work.figures = figures.extract(work.parsed)


def _responsibility(work: Any) -> None:
    work.responsibility = responsibility.extract(work.parsed, work.organizations)


PACK = LanguagePack(
    code="ar", name="Arabic", lingua="ARABIC", direction="rtl", script="arab",
    load_model=model.load, entity_labels=entities.KINDS, fold=normalize.fold,
    strip_clitics=normalize.strip_clitics, titles=words.TITLES,
    name_prefixes=words.TITLE_COMPLEMENTS | {"صحيفة", "جريدة", "مجلة", "وكالة", "قناة"},
    continues_title=lambda word: word.endswith("ي"),
    stop_words=stop_words, number_words=numbers.UNITS, measures=words.MEASURES,
    event_kinds=words.EVENT_KINDS, day_words=words.DAY_WORDS, night_words=words.NIGHT_WORDS,
    background_words=words.BACKGROUND_WORDS, generic_subjects=words.GENERIC_SUBJECTS,
    key_figure_words=words.KEY_FIGURE_WORDS,
    subject_kinds=words.SUBJECT_KINDS,
    anaphora=frozenset("لكن ولكن كما لذلك وهو وهي هو هي ذلك هذا هذه".split()),
    steps={"entities": _entities, "claims": _claims, "figures": _figures,
           "responsibility": _responsibility},
    labels=labels.LABELS, language_names=labels.LANGUAGE_NAMES, months=labels.MONTHS,
    month_words=labels.MONTH_WORDS, country_names=labels.COUNTRY_NAMES,
    weekdays=labels.WEEKDAYS, count=labels.count, quotes=("«", "»"),
    units=labels.UNITS, glosses=labels.GLOSSES,
    institutions=labels.INSTITUTIONS, romanize=names.romanize,
    to_latin=names.to_latin, from_latin=names.to_arabic, translated=names.translated,
    composed=names.composed,
    spell_latin=arabize.spellings, unglue=entities.unglue,
    skeleton=romanize.word, debris=DEBRIS, capital_phrase=words.CAPITAL_PHRASE,
    place_prefixes=frozenset(normalize.fold(w) for w in words.PLACE_WORDS),
    fuzzy_places=False, demonym_countries=demonym_countries, variants=variants, stems=stems,
)
