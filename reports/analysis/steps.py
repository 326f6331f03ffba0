"""The analysis steps and their registry, as spaCy's ``Language.factory``.

``analyze`` runs a pack's steps in ``lang.base.STEPS`` order over one ``Work``: each
step reads what the earlier ones found and fills its own field. A pack supplies its own
step for a name (``LanguagePack.steps``) or falls back to the shared one registered here
with ``@shared``: model entities grouped by the pack's fold, no claims (they need the
language's reporting verbs), figures written in digits, no responsibility (who claimed
an attack is read from the language's words), the extractive summary.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from ..lang.base import STEPS, LanguagePack
from ..model import Claim, Entity, Figure, Responsibility
from . import figures, geo, summary
from .nlp import Parsed

log = logging.getLogger(__name__)
Step = Callable[["Work"], None]
SHARED: dict[str, Step] = {}


@dataclass
class Work:
    """One article being analyzed: the parse, and what the steps have found so far."""

    parsed: Parsed
    title: str
    pack: LanguagePack | None
    people: tuple[Entity, ...] = ()
    organizations: tuple[Entity, ...] = ()
    places: tuple[Entity, ...] = ()
    claims: tuple[Claim, ...] = ()
    figures: tuple[Figure, ...] = ()
    responsibility: tuple[Responsibility, ...] = ()
    summary: tuple[str, ...] = ()
    failed: tuple[str, ...] = ()  # steps that raised: their findings are missing


def shared(name: str) -> Callable[[Step], Step]:
    """Register the shared step ``name`` (one of ``STEPS``)."""
    assert name in STEPS, name

    def register(fn: Step) -> Step:
        SHARED[name] = fn
        return fn
    return register


def steps_of(pack: LanguagePack | None) -> list[tuple[str, Step]]:
    """The steps an article in ``pack``'s language goes through, in order. A language
    without a pack is only summarized."""
    if pack is None:
        return [("summary", SHARED["summary"])]
    return [(name, pack.steps.get(name) or SHARED[name]) for name in STEPS]


def run(work: Work, until: str | None = None) -> Work:
    """Run the steps over ``work`` (only up to and including ``until``, when given).

    A step that raises (a rule meeting a sentence it was not written for) loses only its
    own findings: it is logged and named in ``work.failed``, the later steps still run,
    and the article is stored, never quarantined for it."""
    for name, step in steps_of(work.pack):
        try:
            step(work)
        except Exception:  # noqa: BLE001 - one step never costs the article
            log.exception("the %s step failed", name)
            work.failed += (name,)
        if name == "entities" and work.pack is not None and work.pack.capital_phrase:
            work.places = with_capitals(work.places, work.parsed, work.pack)
        if name == until:
            break
    return work


def analyze_parsed(parsed: Parsed, title: str = "", until: str | None = None) -> Work:
    """The steps of ``parsed``'s language over it (tests and tools use this)."""
    from .. import lang

    return run(Work(parsed, title, lang.get(parsed.language)), until)


@shared("entities")
def model_entities(work: Work) -> None:
    """The model's entities, by the pack's label map, one per folded name, geocoded."""
    pack = work.pack
    groups: dict[tuple[str, str], list[tuple[str, int]]] = {}
    sent_of = {s.start: s.index for s in work.parsed.sentences}
    starts = sorted(sent_of)
    for ent in getattr(work.parsed.doc, "ents", ()):
        kind = pack.entity_labels.get(ent.label_) if pack else None
        name = " ".join(ent.text.split())
        if not kind or not name:
            continue
        before = [s for s in starts if s <= ent.start_char]
        sent = sent_of[before[-1]] if before else 0
        groups.setdefault((kind, pack.fold(name)), []).append((name, sent))
    out: dict[str, list[Entity]] = {"person": [], "organization": [], "place": []}
    for (kind, _key), seen in groups.items():
        names = [n for n, _ in seen]
        name = max(set(names), key=names.count)
        e = Entity(name=name, kind=kind, aliases=tuple(sorted(set(names) - {name})),
                   mentions=len(seen), sentences=tuple(sorted({s for _, s in seen})))
        out[kind].append(geo.locate(e, work.parsed.language) if kind == "place" else e)
    work.people, work.organizations, work.places = (tuple(out["person"]),
                                                    tuple(out["organization"]),
                                                    tuple(out["place"]))


@shared("claims")
def no_claims(work: Work) -> None:
    """Claims need a language's reporting verbs: none without a pack step."""
    work.claims = ()


@shared("responsibility")
def no_responsibility(work: Work) -> None:
    """Who claimed an attack is read from the language's words: nothing without a pack step."""
    work.responsibility = ()


_DIGITS = re.compile(r"(?<![\w.,])(\d{1,3}(?:[,.\s]\d{3})+|\d+)(?![\w]|[.,]\d)\s+([^\W\d_]+)")


def _digit_figures(parsed: Parsed, sent) -> list[figures.Found]:
    """Numbers in digits and the word after them ("120 familles"); years left out."""
    out = []
    for m in _DIGITS.finditer(sent.text):
        value = figures.to_number(re.sub(r"[,.\s]", "", m.group(1)))
        if 1900 <= value <= 2100 and len(m.group(1)) == 4:
            continue
        f = figures.figure(sent.text, sent.index, value, "count", m.group(2), "", m.group(1))
        out.append(figures.Found(f, (value, m.group(2).casefold())))
    return out


@shared("figures")
def digit_figures(work: Work) -> None:
    measures = work.pack.measures if work.pack else {}
    work.figures = figures.extract(work.parsed, _digit_figures, measures)


@shared("summary")
def extractive_summary(work: Work) -> None:
    work.summary = summary.summarize(work.parsed, work.title,
                                     work.people + work.organizations + work.places,
                                     work.figures)


def with_capitals(places: tuple[Entity, ...], parsed: Parsed, pack: LanguagePack
                  ) -> tuple[Entity, ...]:
    """Add the city that "the Syrian capital" / "العاصمة السورية" names (GeoNames capital
    of the country the adjective names), or count the phrase as a mention of it."""
    found: dict[str, tuple[geo.Place, list[int]]] = {}  # city -> (place, sentence per phrase)
    for s in parsed.sentences:
        for m in pack.capital_phrase.finditer(s.text):
            city = geo.capital_of(m.group("adj"), parsed.language)
            if city is not None:
                found.setdefault(city.name, (city, []))[1].append(s.index)
    out = list(places)
    for city, sents in found.values():
        i = next((i for i, p in enumerate(out) if city.name in (p.name, *p.aliases)), None)
        if i is None:
            out.append(Entity(name=city.name, kind="place", mentions=len(sents),
                              country=city.country, lat=city.lat, lon=city.lon,
                              sentences=tuple(sorted(set(sents)))))
        else:  # a description, not another name: counted, not listed as an alias
            p = out[i]
            out[i] = replace(p, mentions=p.mentions + len(sents),
                             sentences=tuple(sorted({*p.sentences, *sents})))
    return tuple(out)
