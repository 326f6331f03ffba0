"""Build a ``Briefing``: the articles of a period (digest) or of a query (dossier)."""

from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from .model import Article, Briefing, IndexEntry
from .store import Store, now

_AR_VARIANTS = str.maketrans({"أ": "ا", "إ": "ا", "آ": "ا", "ى": "ي", "ة": "ه"})
_AR_MARKS = re.compile("[\u0610-\u061a\u064b-\u065f\u0670\u0640]")


def fold(text: str) -> str:
    """Case-, accent- and Arabic-variant-insensitive form used for matching names."""
    text = _AR_MARKS.sub("", text).translate(_AR_VARIANTS)
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c) or "\u0600" <= c <= "\u06ff")
    return re.sub(r"\W+", " ", text.casefold()).strip()


def day_period(day: date, tz: ZoneInfo | None = None) -> tuple[datetime, datetime]:
    """Midnight to midnight of ``day`` in ``tz`` (default: this machine's zone)."""
    start = datetime.combine(day, time.min)
    start = start.replace(tzinfo=tz) if tz else start.astimezone()
    return start, start + timedelta(days=1)


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


def digest(store: Store, since: datetime, until: datetime, title: str,
           lang: str = "en") -> Briefing:
    """The briefing of every article first seen in [since, until)."""
    arts = tuple(store.articles(since=since, until=until))
    return Briefing(title=title, kind="digest", period_start=since, period_end=until,
                    generated=now(), articles=arts, index=build_index(arts),
                    quarantined=tuple(store.quarantined()), lang=lang)


def mentions(article: Article, query: str) -> bool:
    """True when the article names ``query`` as an entity (any alias) or in its text."""
    q = fold(query)
    if not q:
        return False
    a = article.analysis
    for e in a.people + a.organizations + a.places:
        for name in (e.name, *e.aliases):
            f = fold(name)
            if f == q or f" {q} " in f" {f} " or f" {f} " in f" {q} ":
                return True
    haystack = " ".join([a.title, *a.summary, *(c.sentence for c in a.claims)])
    return f" {q} " in f" {fold(haystack)} "


def dossier(store: Store, query: str, title: str | None = None, lang: str = "en") -> Briefing:
    """Every stored article about ``query``, oldest first, with what they say about it."""
    arts = tuple(a for a in store.articles() if mentions(a, query))
    q = fold(query)
    overview: list[str] = []
    for a in arts:
        for c in a.analysis.claims:
            if q in fold(c.speaker) or q in fold(c.sentence):
                overview.append(f"{c.speaker}: {c.text}")
        for s in a.analysis.summary:
            if q in fold(s) and s not in overview:
                overview.append(s)
    start = arts[0].first_seen if arts else now()
    end = arts[-1].first_seen if arts else now()
    return Briefing(title=title or f"Dossier: {query}", kind="dossier", period_start=start,
                    period_end=end, generated=now(), articles=arts, query=query,
                    index=build_index(arts), overview=tuple(dict.fromkeys(overview))[:12],
                    lang=lang)
