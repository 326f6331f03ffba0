"""Build a ``Briefing``: the articles of a period (digest) or of a query (dossier)."""

from __future__ import annotations

import logging
from collections import defaultdict
from dataclasses import replace
from datetime import date, datetime, time, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

from .config import Settings
from .labels import labels
from .lang import fold
from .model import Article, Briefing, IndexEntry, LinkedEntity, OverviewEntry
from .store import Store, now

log = logging.getLogger(__name__)


def day_period(day: date, tz: ZoneInfo | None = None) -> tuple[datetime, datetime]:
    """Midnight to midnight of ``day`` in ``tz`` (default: this machine's zone)."""
    start = datetime.combine(day, time.min)
    start = start.replace(tzinfo=tz) if tz else start.astimezone()
    return start, start + timedelta(days=1)


def publication_days(since: datetime, until: datetime) -> tuple[date, date]:
    """The publication days of the period [since, until): its first day to the day after
    its last (a period ending at midnight ends the day before)."""
    last = until.date() if until.time() == time.min else until.date() + timedelta(days=1)
    return since.date(), max(last, since.date() + timedelta(days=1))


def build_index(articles: tuple[Article, ...]) -> tuple[IndexEntry, ...]:
    """People and places with the articles naming them, alphabetical."""
    seen: dict[tuple[str, str], list[str]] = defaultdict(list)
    country: dict[tuple[str, str], str | None] = {}
    for a in articles:
        for e in a.analysis.people + a.analysis.places:
            key = (e.kind, e.name)
            if a.id not in seen[key]:
                seen[key].append(a.id)
            country.setdefault(key, e.country)
    return tuple(IndexEntry(name=n, kind=k, article_ids=tuple(ids), country=country[(k, n)])
                 for (k, n), ids in sorted(seen.items(), key=lambda kv: (kv[0][0], fold(kv[0][1]))))


def link(articles: tuple[Article, ...], lang: str = "en", store: Store | None = None):
    """Linked entities and story clusters of ``articles`` (see ``linking``); with the
    ``store`` they were read from, people named as the stories' texts write them
    (``linking.as_told``)."""
    from .linking import as_told, link_entities
    from .stories.build import build as cluster

    links = link_entities(articles, lang=lang)
    texts = store.texts(a.id for a in articles) if store is not None else None
    return as_told(links, cluster(articles, links, lang=lang), articles, lang, texts)


def digest(store: Store, since: datetime, until: datetime, title: str,
           lang: str = "en", articles: tuple[Article, ...] | None = None,
           note: str = "") -> Briefing:
    """The briefing of ``articles`` (default: every current article published in the
    period, and those first seen in it that were published before it: they came late),
    grouped into stories, with the files quarantined since the period began ("Files not
    included": a digest made late also lists what failed after its period; older failures
    are not repeated). ``note`` says why the period is unusual."""
    arts = articles if articles is not None else tuple(store.articles(
        since=since, until=until, current=True, published=publication_days(since, until)))
    links, stories = link(arts, lang, store)
    return Briefing(title=title, kind="digest", period_start=since, period_end=until,
                    generated=now(), articles=arts, index=build_index(arts),
                    quarantined=tuple(q for q in store.quarantined() if q.seen >= since),
                    lang=lang, stories=stories,
                    entities=links.entities, note=note)


def make_digest(store: Store, settings: Settings, since: datetime, until: datetime, *,
                key: str | None, stem: str, schedule: str | None = None,
                lang: str | None = None,
                articles: tuple[Article, ...] | None = None, note: str = ""
                ) -> tuple[Briefing, dict[str, Path]]:
    """Build the digest of [since, until) (or of ``articles``), write its HTML, PDF,
    Markdown and JSON and record it under ``key`` (None: by its content, see
    ``deliver.publish``): the one way a digest is made, by
    ``reports digest``, ``reports send`` and the scheduler alike, so every digest shows in
    ``reports status`` and can be e-mailed. Its stories are marked against the last digest
    recorded before it (``changes``: new, updated, tolls that changed)."""
    from . import changes
    from .deliver import publish

    lang = lang or settings.lang
    title = settings.title
    if title == Settings.title:  # the default title reads in the digest's language
        title = labels(lang)["daily_briefing"]
    b = digest(store, since, until, title, lang=lang, articles=articles, note=note)
    try:
        last = changes.previous(store, since, schedule)
        if last is not None:
            b = replace(b, changes=changes.since(last, b),
                        previous=last.period_start.isoformat())
    except Exception:  # noqa: BLE001 - an odd old digest never stops this one
        log.warning("changes since the last digest not marked", exc_info=True)
    return b, publish(store, settings, b, stem, key, schedule=schedule)


def matches(names: tuple[str, ...], query: str) -> bool:
    """True when one of ``names`` is ``query``, contains it as words, or spells the same
    name in the other script (consonant skeletons, see ``lang.skeleton``)."""
    from .lang import skeleton

    q = fold(query)
    sq = skeleton(query)
    for name in names:
        f = fold(name)
        if f == q or f" {q} " in f" {f} ":
            return True
        if len(sq.split()) >= 2 and skeleton(name) == sq:
            return True
    return False


def entities_named(store: Store, query: str) -> list[LinkedEntity]:
    """The stored entities one of whose names is ``query``, in either script, most
    articles first (``archive.order``): candidates through the store's index, then the
    same test (``matches``) as a scan of every one would make."""
    from . import archive
    from .lang import skeleton

    q, sq = fold(query), skeleton(query)
    if not q:
        return []
    found = store.find_entities(q, sq if len(sq.split()) >= 2 else "")
    return sorted((e for e in store.linked(found)[0] if matches(e.names, query)),
                  key=archive.order)


class DossierTooLarge(ValueError):
    """More articles match than the dossier may hold (``dossier(limit=)``)."""

    def __init__(self, query: str, articles: int, limit: int) -> None:
        super().__init__(f"{query!r} is in at least {articles} articles, more than a dossier "
                         f"holds ({limit}): name it more narrowly")
        self.articles, self.limit = articles, limit


def dossier(store: Store, query: str, title: str | None = None, lang: str = "en",
            link_lang: str | None = None, limit: int | None = None) -> Briefing:
    """Every stored article about ``query``, oldest first, with a dated timeline of what
    the sources say about it. The query is matched against linked entities, so
    "Ahmed Khalef" and "أحمد خلف" find the same articles. ``lang``: the labels';
    ``link_lang``: the configured language the archive's stored links are kept in
    (default ``lang``): refreshing them in another would relink the whole archive.
    ``limit``: refuse (``DossierTooLarge``) when more current articles match: those of
    the linked entities found, counted before any is read, then with the articles whose
    headline holds the words. A query with no word finds nothing."""
    from . import archive

    # the whole archive's entities: stories are of the hits
    archive.refresh(store, link_lang or lang)
    q = fold(query)
    if not q:  # "!!!": nothing to look for (not the whole archive)
        return Briefing(title=title or f"Dossier: {query}", kind="dossier", period_start=now(),
                        period_end=now(), generated=now(), articles=(), query=query,
                        lang=lang)
    hits = entities_named(store, query)
    wanted = {aid for e in hits for aid in e.article_ids}
    if limit is not None and len(current := store.article_days(wanted)) > limit:
        raise DossierTooLarge(query, len(current), limit)
    arts = tuple(a for a in store.articles(current=True, ids=wanted | store.find_articles(q))
                 if a.id in wanted or f" {q} " in f" {archive.words_of(a)} ")
    if limit is not None and len(arts) > limit:  # with the articles its words are in
        raise DossierTooLarge(query, len(arts), limit)
    names = tuple({n for e in hits for n in e.names}) or (query,)
    # one line per saying, on the day it was first reported (a re-run is not news)
    overview: dict[tuple[str, str], OverviewEntry] = {}
    for a in arts:
        day = a.first_seen.date().isoformat()
        for c in a.analysis.claims:
            if any(matches((c.speaker,), n) for n in names):
                overview.setdefault((c.speaker, c.text), OverviewEntry(
                    day=day, speaker=c.speaker, text=c.text, article_id=a.id,
                    sentence=c.sentence))
    sub_links, stories = link(arts, lang, store)
    start = arts[0].first_seen if arts else now()
    end = arts[-1].first_seen if arts else now()
    label = hits[0].name if hits else query
    return Briefing(title=title or f"Dossier: {label}", kind="dossier", period_start=start,
                    period_end=end, generated=now(), articles=arts, query=query,
                    index=build_index(arts), overview=tuple(overview.values())[:20],
                    lang=lang, stories=stories, entities=sub_links.entities)
