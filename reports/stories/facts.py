"""A story's facts, read from its members: the tolls of its event source by source
(``tallies``), its figures corroborated across sources (``corroborate_figures``), who
claimed it (``group_responsibility``). Each fact keeps the reports it was read from, so a
digest points back to the sentence of every value.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from .. import events
from .. import lang as languages
from ..lang import fold, skeleton
from ..model import (
    RESPONSIBILITY,
    Article,
    Claim,
    Entity,
    Figure,
    FigureGroup,
    Report,
    ResponsibilityGroup,
    Tally,
    is_vague,
)


class Links(Protocol):
    """What the facts need of ``linking.Links``: the linked id of an article's entity."""

    def id_of(self, article_id: str, entity: Entity) -> str | None: ...

# The counts of people that are a toll of the event, compared source by source.
TOLLS = ("killed", "wounded", "casualties", "missing", "hostages", "freed", "arrested",
         "displaced", "defected")


def report(a: Article, item: Figure | Claim) -> Report:
    """One source's figure or claim, with what the renderer shows of it."""
    extra = ({"what": item.what, "unit": item.unit, "value": item.value, "high": item.high,
              "approx": item.approx, "subject": item.subject} if isinstance(item, Figure)
             else {"quote": item.quote})
    return Report(article_id=a.id, source=a.source_name,
                  language=a.analysis.language, seen=a.first_seen.date().isoformat(),
                  day=a.day.isoformat(), text=item.text, sentence=item.sentence, **extra)


def close(x: float, y: float) -> bool:
    """One value within 1% (1,440 and 1,441), the way sources round."""
    return abs(x - y) <= 0.01 * max(abs(x), abs(y), 1.0)


def source_tolls(article: Article, own: Sequence[Figure] | None = None
                 ) -> dict[tuple[str, str], Figure]:
    """An article's toll of each measure and group (``events.subject_key``): its largest
    exact count of them in the lead, else in the rest of the report, else its vague one
    ("dozens"), among the figures of its own event (``events.own_figures``: not "the
    October bombing that killed more than 100")."""
    best: dict[tuple[str, str], tuple[tuple, Figure]] = {}
    for f in events.own_figures(article) if own is None else own:
        if f.measure not in TOLLS or f.value <= 0:
            continue
        key = (f.measure, events.subject_key(f, article.analysis.language))
        vague = is_vague(f.text, f.approx)
        rank = (0 <= f.sentence_index <= events.LEAD and not vague, not vague, f.value)
        if key not in best or rank > best[key][0]:
            best[key] = (rank, f)
    return {k: f for k, (_, f) in best.items()}


def kept(items: list[tuple[Article, Figure]]) -> list[tuple[Article, Figure]]:
    """The tolls that count the same thing: within a third of the largest exact one (24
    killed on Friday is not 1,500 since March; "dozens" is no value to compare)."""
    top = max((f.value for _, f in items if not is_vague(f.text, f.approx)), default=0.0)
    return [(a, f) for a, f in items if is_vague(f.text, f.approx) or 3 * f.value >= top]


def tallies(group: Sequence[Article], own: Mapping[str, Sequence[Figure]] | None = None
            ) -> tuple[Tally, ...]:
    """The tolls of a story's event, report by report (``Tally``: each article's
    ``source_tolls``, those ``kept``), where two reports or more give one. ``own``: each
    article's ``events.own_figures`` by id, when known."""
    by: dict[tuple[str, str], list[tuple[Article, Figure]]] = {}
    for a in group:
        for key, f in source_tolls(a, own[a.id] if own else None).items():
            by.setdefault(key, []).append((a, f))
    out = []
    for (measure, subject), items in by.items():
        toll = kept(items)
        if len(toll) < 2:
            continue
        toll.sort(key=lambda af: (af[0].day, af[0].first_seen), reverse=True)
        out.append(Tally(measure=measure, subject=subject and toll[0][1].subject,
                         reports=tuple(report(a, f) for a, f in toll)))
    out.sort(key=lambda t: (TOLLS.index(t.measure), bool(t.subject), -t.sources))
    return tuple(out)


def _same_count(x: tuple[str, str, str], y: tuple[str, str, str]) -> bool:
    """Whether two (measure, language, group) can count one thing: the same measure and
    the same group (``events.subject_key``); across languages a group of no known kind,
    whose words cannot be compared, may be any named group ("4,500 army personnel" ~
    "4500 منشق"), never people at large ("two attackers" is not "قتيلين")."""
    (m1, l1, s1), (m2, l2, s2) = x, y
    if m1 != m2 or s1 == s2:
        return m1 == m2
    return l1 != l2 and bool(s1) and bool(s2) and not (s1 in _KINDS and s2 in _KINDS)


_KINDS = frozenset(k for p in languages.packs().values() for k in p.subject_kinds)


def corroborate_figures(group: Sequence[Article], counts: Sequence[Tally] = (),
                        own: Mapping[str, Sequence[Figure]] | None = None
                        ) -> tuple[FigureGroup, ...]:
    """Figures of a story grouped by measure, group counted and value: how many sources
    give each, and, for a source's toll (``counts``, from ``tallies``), the other values
    other sources give for that toll. Two assailants killed and two of the dead are two
    figures; a figure every source gives of another event (``events.own_figures``) is
    background, listed last."""
    buckets: list[tuple[tuple[str, str, str], float, list[tuple[Article, Figure]]]] = []
    for a in group:
        lang = a.analysis.language
        for f in a.analysis.figures:
            key = (events.measure(f, lang), lang, events.subject_key(f, lang))
            for k, val, items in buckets:
                if _same_count(k, key) and close(val, f.value):
                    items.append((a, f))
                    break
            else:
                buckets.append((key, f.value, [(a, f)]))
    theirs = {(a.id, f.text, f.sentence) for a in group
              for f in (own[a.id] if own else events.own_figures(a))}
    out = []
    for (measure, _, _), val, items in buckets:
        mine = {(a.id, f.text, f.sentence) for a, f in items}
        disputed: tuple[tuple[float, str, Report], ...] = ()
        for t in counts:
            if t.measure == measure and not t.agree and any(
                    (r.article_id, r.text, r.sentence) in mine for r in t.reports):
                disputed = tuple((r.value or 0.0, r.approx, r) for r in t.reports
                                 if r.value is not None and not close(r.value, val))
        f0 = items[0][1]
        out.append(FigureGroup(measure=measure, value=val, approx=f0.approx, unit=f0.unit,
                               reports=tuple(report(a, f) for a, f in items),
                               disputed_by=disputed, background=not mine & theirs))
    out.sort(key=lambda g: (g.background, -g.sources, -len(g.disputed_by), -g.value))
    return tuple(out)


# Words before a group's name that are not part of it ("حركة", "the"), as ``linking`` drops
_TITLES = frozenset(fold(t) for p in languages.packs().values()
                    for t in p.titles | p.name_prefixes)


def _same_group(x: str, y: str) -> bool:
    """Two names of one group, also across scripts: the same words, or the consonant
    skeleton of one inside the other's ("Al-Shabab" ~ "حركة الشباب", "Boko Haram" ~
    "جماعة بوكو حرام")."""
    if fold(x) == fold(y):
        return True
    a, b = (skeleton(" ".join(w for w in fold(n).split() if w not in _TITLES)).split()
            for n in (x, y))
    short, long_ = sorted((a, b), key=len)
    return bool(short) and any(long_[i:i + len(short)] == short
                               for i in range(len(long_) - len(short) + 1))


def group_responsibility(group: Sequence[Article], links: Links | None = None
                         ) -> tuple[ResponsibilityGroup, ...]:
    """What a story's sources say of who carried it out: one entry per status and group
    (a group linked across languages, or named alike), each source once; every view is
    kept, so a claim beside "nobody has claimed" shows both. Claims first
    (``RESPONSIBILITY`` order), then the most sources."""
    found: list[tuple[str, str, str, list[Report]]] = []  # status, group, entity id, reports
    for a in group:
        for r in a.analysis.responsibility:
            ent = next((e for e in a.analysis.organizations if r.group and (
                r.group in (e.name, *e.aliases) or e.name.startswith(r.group))), None)
            eid = (links.id_of(a.id, ent) if links and ent else None) or ""
            report = Report(article_id=a.id, source=a.source_name, language=a.analysis.language,
                            seen=a.first_seen.date().isoformat(), day=a.day.isoformat(),
                            text=r.group, sentence=r.sentence)
            for status, name, known, reports in found:
                if status == r.status and ((eid and eid == known) or (
                        bool(name) == bool(r.group) and (not name or _same_group(name, r.group)))):
                    if all(x.article_id != a.id for x in reports):
                        reports.append(report)
                    break
            else:
                found.append((r.status, r.group, eid, [report]))
    out = [ResponsibilityGroup(status=st, group=name, entity_id=eid, reports=tuple(reports))
           for st, name, eid, reports in found]
    out.sort(key=lambda g: (RESPONSIBILITY.index(g.status), -g.sources))
    return tuple(out)
