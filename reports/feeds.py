"""Atom feeds (RFC 4287) of a schedule's digests, of an alert's matches and of an entity's
stories, for any feed reader (issue 31). The web app serves them (``/feeds/...``) behind
its own credentials.

A feed is built as frozen records (``Feed``, ``Entry``) from the store, then written by
``render`` with ElementTree, which escapes markup in text and attributes; every text from
an article is first cleaned of control characters (which XML 1.0 cannot carry at all) and
direction overrides (``alerts.clean``). Entry ids are tag URIs (RFC 4151) that stay the same
while a story grows: a digest by its key, an alert's match by its alert, thread and change,
a story by its first report.
"""

from __future__ import annotations

import hashlib
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from datetime import UTC, datetime
from urllib.parse import quote

from . import __version__
from .alerts import Alert, clean, matches, span
from .labels import language_name
from .model import LinkedEntity
from .store import Store, now

ATOM = "http://www.w3.org/2005/Atom"
MEDIA_TYPE = "application/atom+xml; charset=utf-8"
TAG = "tag:newsroom-reports.invalid,2026:"  # RFC 4151: an authority no one else mints under
ENTRIES = 50  # newest entries a feed holds


@dataclass(frozen=True)
class Entry:
    id: str
    title: str
    updated: datetime
    link: str  # absolute URL of its page in the web app
    summary: str = ""
    published: datetime | None = None
    categories: tuple[str, ...] = ()

    def as_dict(self) -> dict:
        return {"id": self.id, "title": self.title, "updated": _when(self.updated),
                "link": self.link, "summary": self.summary,
                "published": _when(self.published) if self.published else None,
                "categories": list(self.categories)}


@dataclass(frozen=True)
class Feed:
    id: str
    title: str
    link: str  # the page it follows (alternate)
    self_link: str  # the feed's own URL
    updated: datetime
    entries: tuple[Entry, ...]
    subtitle: str = ""

    def as_dict(self) -> dict:
        return {"id": self.id, "title": self.title, "link": self.link,
                "self": self.self_link, "updated": _when(self.updated),
                "subtitle": self.subtitle, "entries": [e.as_dict() for e in self.entries]}


def _when(dt: datetime) -> str:
    """An RFC 3339 date-time in UTC, as Atom's date constructs are."""
    return dt.astimezone(UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


def _tag(kind: str, value: str) -> str:
    return f"{TAG}{kind}/{quote(value, safe='')}"


def _text(parent: ET.Element, name: str, value: str, **attrs: str) -> ET.Element:
    el = ET.SubElement(parent, f"{{{ATOM}}}{name}", attrs)
    el.text = clean(value)
    return el


def render(feed: Feed) -> bytes:
    """The feed as an Atom document (UTF-8, with its XML declaration)."""
    ET.register_namespace("", ATOM)
    root = ET.Element(f"{{{ATOM}}}feed")
    _text(root, "id", feed.id)
    _text(root, "title", feed.title or "reports", type="text")
    if feed.subtitle:
        _text(root, "subtitle", feed.subtitle, type="text")
    _text(root, "updated", _when(feed.updated))
    author = ET.SubElement(root, f"{{{ATOM}}}author")
    _text(author, "name", "reports")
    _text(root, "generator", "reports", version=__version__)
    ET.SubElement(root, f"{{{ATOM}}}link", {"rel": "self", "href": feed.self_link,
                                            "type": "application/atom+xml"})
    ET.SubElement(root, f"{{{ATOM}}}link", {"rel": "alternate", "href": feed.link,
                                            "type": "text/html"})
    for e in feed.entries:
        entry = ET.SubElement(root, f"{{{ATOM}}}entry")
        _text(entry, "id", e.id)
        _text(entry, "title", e.title or e.id, type="text")
        _text(entry, "updated", _when(e.updated))
        if e.published:
            _text(entry, "published", _when(e.published))
        ET.SubElement(entry, f"{{{ATOM}}}link", {"rel": "alternate", "href": e.link,
                                                 "type": "text/html"})
        for term in e.categories:
            ET.SubElement(entry, f"{{{ATOM}}}category", {"term": clean(term)})
        if e.summary:
            _text(entry, "summary", e.summary, type="text")
    return ET.tostring(root, encoding="utf-8", xml_declaration=True)


def _newest(entries: list[Entry]) -> datetime:
    return max((e.updated for e in entries), default=datetime(1970, 1, 1, tzinfo=UTC))


# -- the feeds --------------------------------------------------------------------------------
def schedule_feed(store: Store, schedule: str, base: str) -> Feed:
    """The digests schedule ``schedule`` published, newest first."""
    recs = [r for r in store.digests(limit=None) if r.schedule == schedule]
    recs.sort(key=lambda r: (r.created, r.key), reverse=True)
    entries = []
    for r in recs[:ENTRIES]:
        period = f"{r.period_start.date().isoformat()} – {r.period_end.date().isoformat()}"
        entries.append(Entry(
            id=_tag("digest", hashlib.sha256(r.key.encode()).hexdigest()[:24]),
            title=f"{r.title} ({period})", updated=r.created, published=r.created,
            link=f"{base}/digest?key={quote(r.key, safe='')}",
            summary=f"{r.stories} stor{'y' if r.stories == 1 else 'ies'}, "
                    f"{r.period_start.isoformat(timespec='minutes')} to "
                    f"{r.period_end.isoformat(timespec='minutes')}"))
    return Feed(id=_tag("schedule", schedule), title=f"Digests: {schedule}", link=f"{base}/",
                self_link=f"{base}/feeds/digests/{quote(schedule, safe='')}",
                updated=_newest(entries), entries=tuple(entries),
                subtitle=f"Every digest the schedule {schedule!r} published")


def alert_feed(store: Store, alert: Alert, base: str) -> Feed:
    """The matches of ``alert``, newest first: a new story, then each change of it."""
    found = matches(store, alert.id, limit=ENTRIES)
    current = store.story_ids(m.article_ids[0] for m in found if m.article_ids)
    entries = []
    for m in found:
        story = current.get(m.article_ids[0], m.story_id) if m.article_ids else m.story_id
        facts = [m.lead] if m.lead and m.lead != m.title else []
        facts += ["; ".join(f"{x} {span(lo, hi)}" for x, lo, hi in m.tolls)] if m.tolls else []
        facts.append(", ".join(language_name(c, "en") for c in m.languages))
        facts.append(f"{len(m.article_ids)} report{'' if len(m.article_ids) == 1 else 's'}")
        created = m.created or now()
        entries.append(Entry(
            id=_tag("alert", f"{m.alert_id}/{m.thread}/{m.fingerprint}"),
            title=f"Update: {m.change} · {m.title}" if m.change
            else f"{m.lead} · {m.title}" if m.lead and m.lead != m.title else m.title,
            updated=created, published=created, link=f"{base}/stories/{quote(story, safe='')}",
            summary=" · ".join(f for f in facts if f),
            categories=("update",) if m.change else ("new",)))
    return Feed(id=_tag("alert", alert.id), title=f"Alert: {alert.name}",
                link=f"{base}/alerts/{quote(alert.id, safe='')}",
                self_link=f"{base}/feeds/alerts/{quote(alert.id, safe='')}",
                updated=_newest(entries), entries=tuple(entries),
                subtitle=alert.query.describe())


def entity_feed(store: Store, entity: LinkedEntity, base: str) -> Feed:
    """The stories naming ``entity``, newest first (of its newest articles)."""
    days = store.article_days(entity.article_ids)  # id -> (publication day, first seen)
    newest = sorted(days, key=lambda i: (*days[i], i), reverse=True)[:ENTRIES * 4]
    stories = store.stories_of(newest)
    seen = store.article_days({i for s in stories for i in s.article_ids})
    entries = []
    for s in stories:
        mine = [i for i in s.article_ids if i in seen]
        if not mine:
            continue
        first = min(mine, key=lambda i: (seen[i][1], i))  # the story's first report
        last = max(seen[i][1] for i in mine)
        langs = ", ".join(language_name(c, "en") for c in s.languages)
        entries.append(Entry(
            id=_tag("story", first), title=s.lead or s.title, updated=last,
            published=seen[first][1], link=f"{base}/stories/{quote(s.id, safe='')}",
            summary=" · ".join(x for x in (s.title if s.lead else "", s.day, langs,
                                           f"{len(s.article_ids)} report"
                                           f"{'' if len(s.article_ids) == 1 else 's'}") if x)))
    entries.sort(key=lambda e: (e.updated, e.id), reverse=True)
    entries = entries[:ENTRIES]
    return Feed(id=_tag("entity", entity.id), title=f"Stories: {entity.name}",
                link=f"{base}/entities/{quote(entity.id, safe='')}",
                self_link=f"{base}/feeds/entities/{quote(entity.id, safe='')}",
                updated=_newest(entries), entries=tuple(entries),
                subtitle=" · ".join(entity.names[:6]))
