"""Standing alerts: a saved query that e-mails its recipients when an ingest adds or
updates a story it matches (issue 31).

A query names any of: an entity (a person, organization or place, in either script: it
is looked up as the dossier looks it up, ``briefing.entities_named``, so "أحمد خلف" finds
the stories whose English articles name "Ahmed Khalef"), a kind of event, a country, words
of the headline or summary, and a toll threshold ("killed >= 10"). A story matches when it
meets all it names.

After every ingest (``ingest.ingest`` calls ``after_ingest`` once the stored links are up
to date) the stories holding the articles it stored are checked against every alert. A
match is recorded once per alert, story *thread* (the story as it grows: later versions
share an article with it, though their ids differ) and *fingerprint* of the facts that
matter (the tolls of people at large, low and high, and the languages): the insert of
that row queues one delivery per recipient, keyed ``alert:<alert>:<thread>:<fingerprint>``,
in the same transaction. So a new story mails once, a second report with a new toll ("toll
now 43") or a first one in another language mails once more, and a report that changes
none of those sends nothing, however many processes or scans see it.

The e-mails go through ``deliver`` like a digest's (exactly once per recipient, retries,
in doubt, the age limit; ``deliver.alert_message`` writes them from the stored match), held
back in the quiet hours and past the daily cap of a recipient (``alert_quiet_hours``,
``alert_timezone``, ``alert_daily_cap``).
"""

from __future__ import annotations

import hashlib
import json
import logging
import operator
import re
import secrets
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime

from .config import Settings
from .deliver import ALERT_PREFIX as PREFIX
from .deliver import DeliveryError, attempt, check_address
from .lang import fold
from .model import Article, Story
from .store import Store, now

log = logging.getLogger(__name__)

NAME_MAX = 100
QUERY_MAX = 200  # characters of an entity or words, as a search
OPS = {">=": operator.ge, ">": operator.gt, "<=": operator.le, "<": operator.lt,
       "=": operator.eq}
_THRESHOLD = re.compile(r"\s*([^\W\d_][^\W\d]*(?: [^\W\d_][^\W\d]*)?)\s*(>=|<=|>|<|=)\s*"
                        r"([0-9][0-9,]*(?:\.[0-9]+)?)\s*")
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff\ufffe\uffff"
                      "\u202a-\u202e\u2066-\u2069]")


class AlertError(ValueError):
    """An alert that cannot be made or found as asked: one line for the user."""


def clean(text: str) -> str:
    """``text`` with control characters (and direction overrides) removed: article text
    is untrusted, and none of those belongs in a subject, a mail or a feed."""
    return _CONTROL.sub("", text)


def one_line(text: str) -> str:
    return " ".join(clean(text).split())


@dataclass(frozen=True)
class Threshold:
    """A toll a story must reach: ``measure`` (killed, wounded, arrested ...) ``op`` value."""

    measure: str
    op: str
    value: float

    @classmethod
    def parse(cls, text: str) -> Threshold:
        m = _THRESHOLD.fullmatch(text or "")
        if not m:
            raise AlertError(f"threshold: expected MEASURE OP NUMBER (such as \"killed >= 10\"; "
                             f"OP one of {' '.join(OPS)}), got {one_line(text)!r}")
        return cls(m.group(1).lower(), m.group(2), float(m.group(3).replace(",", "")))

    def met(self, story: Story) -> bool:
        """Whether a toll of people at large of this measure meets it (its highest report
        for > and >=, its lowest for < and <=, any for =)."""
        test = OPS[self.op]
        for t in story.tallies:
            if t.subject or t.measure != self.measure:
                continue
            if self.op == "=":
                if any(test(r.value or 0.0, self.value) for r in t.reports):
                    return True
            elif test(t.high if self.op.startswith(">") else t.low, self.value):
                return True
        return False

    def text(self) -> str:
        return f"{self.measure} {self.op} {self.value:g}"


@dataclass(frozen=True)
class Query:
    """What an alert looks for; a story matches when it meets everything given."""

    entity: str = ""  # a person, organization or place, in either script
    kind: str = ""  # a kind of event ("attack", "election" ...: the packs' EVENT_KINDS)
    country: str = ""  # ISO 3166 alpha-2 code
    words: str = ""  # words of a member's headline or summary, in a row
    threshold: Threshold | None = None

    def as_dict(self) -> dict:
        return {"entity": self.entity, "kind": self.kind, "country": self.country,
                "words": self.words, "threshold": self.threshold.text() if self.threshold else ""}

    @classmethod
    def from_dict(cls, d: dict) -> Query:
        th = d.get("threshold") or ""
        return cls(entity=d.get("entity", ""), kind=d.get("kind", ""),
                   country=d.get("country", ""), words=d.get("words", ""),
                   threshold=Threshold.parse(th) if th else None)

    def describe(self) -> str:
        """The query in one line: 'أحمد خلف; kind attack; killed >= 10'."""
        parts = [self.entity] if self.entity else []
        parts += [f"kind {self.kind}"] if self.kind else []
        parts += [f"in {self.country}"] if self.country else []
        parts += [f"words \"{self.words}\""] if self.words else []
        parts += [self.threshold.text()] if self.threshold else []
        return "; ".join(parts)


@dataclass(frozen=True)
class Alert:
    id: str
    name: str
    query: Query
    recipients: tuple[str, ...]
    created: datetime

    def as_dict(self) -> dict:
        return {"id": self.id, "name": self.name, "query": self.query.as_dict(),
                "describe": self.query.describe(), "recipients": list(self.recipients),
                "created": self.created.isoformat(timespec="seconds")}


@dataclass(frozen=True)
class Match:
    """A story an alert matched, as it stood when it matched (one row per change)."""

    alert_id: str
    thread: str  # the id of the story when the alert first matched it
    fingerprint: str  # of ``tolls`` and ``languages``
    story_id: str
    title: str
    lead: str
    day: str
    article_ids: tuple[str, ...]
    languages: tuple[str, ...]
    tolls: tuple[tuple[str, float, float], ...]  # (measure, low, high), people at large
    change: str = ""  # "" for the first match of a thread, else what changed
    created: datetime | None = None
    alert: str = ""  # the alert's name and query when it matched (its e-mail says them)
    query: str = ""

    @property
    def key(self) -> str:
        """The key of its e-mails in ``deliveries``."""
        return f"{PREFIX}{self.alert_id}:{self.thread}:{self.fingerprint}"

    def as_dict(self) -> dict:
        return {"alert_id": self.alert_id, "thread": self.thread,
                "fingerprint": self.fingerprint, "story_id": self.story_id,
                "title": self.title, "lead": self.lead, "day": self.day,
                "article_ids": list(self.article_ids), "languages": list(self.languages),
                "tolls": [list(t) for t in self.tolls], "change": self.change,
                "alert": self.alert, "query": self.query,
                "created": self.created.isoformat(timespec="seconds") if self.created else None}

    @classmethod
    def from_dict(cls, d: dict, created: datetime | None = None) -> Match:
        return cls(alert_id=d["alert_id"], thread=d["thread"], fingerprint=d["fingerprint"],
                   story_id=d["story_id"], title=d.get("title", ""), lead=d.get("lead", ""),
                   day=d.get("day", ""), article_ids=tuple(d.get("article_ids", ())),
                   languages=tuple(d.get("languages", ())),
                   tolls=tuple((m, float(lo), float(hi)) for m, lo, hi in d.get("tolls", ())),
                   change=d.get("change", ""), created=created, alert=d.get("alert", ""),
                   query=d.get("query", ""))


# -- making, listing, removing ----------------------------------------------------------
def event_kinds() -> set[str]:
    from . import lang

    return {k for code in lang.codes() for k in (lang.get(code).event_kinds or {})}


def _country(text: str) -> str:
    """An ISO 3166 alpha-2 code from a code or a country's name in either script."""
    import pycountry

    text = one_line(text)
    if not text:
        return ""
    if len(text) == 2 and text.isascii() and pycountry.countries.get(alpha_2=text.upper()):
        return text.upper()
    from .analysis.geo import lookup
    from .text import script

    place = lookup(text, "ar" if script(text) == "arab" else "en")
    if place is None or getattr(place, "kind", "") != "country" or not place.country:
        raise AlertError(f"country: {text!r} is not a country (give a name, or a code such as SY)")
    return place.country


def make_query(entity: str = "", kind: str = "", country: str = "", words: str = "",
               threshold: str = "") -> Query:
    """A checked query from what a user typed (AlertError with one line if not usable)."""
    entity, words, kind = one_line(entity), one_line(words), one_line(kind).lower()
    for what, value in (("entity", entity), ("words", words)):
        if len(value) > QUERY_MAX:
            raise AlertError(f"{what}: at most {QUERY_MAX} characters")
        if value and not fold(value):
            raise AlertError(f"{what}: {value!r} holds no word to look for")
    if kind and kind not in (kinds := event_kinds()):
        raise AlertError(f"kind: {kind!r} is not a kind of event; one of {', '.join(sorted(kinds))}")
    q = Query(entity=entity, kind=kind, country=_country(country), words=words,
              threshold=Threshold.parse(threshold) if threshold.strip() else None)
    if not (q.entity or q.kind or q.country or q.words or q.threshold):
        raise AlertError("an alert needs something to look for: an entity, a kind, a country, "
                         "words or a threshold")
    return q


def _alert(row: tuple) -> Alert:
    aid, name, query, recipients, created = row
    return Alert(aid, name, Query.from_dict(query), recipients, created)


def add(store: Store, name: str, query: Query, recipients: Iterable[str]) -> Alert:
    """Store a new alert named ``name`` (unique) e-mailing ``recipients``."""
    name = one_line(name)
    if not name or len(name) > NAME_MAX:
        raise AlertError(f"name: 1 to {NAME_MAX} characters")
    try:
        rcpts = tuple(dict.fromkeys(check_address(r) for r in recipients))
    except DeliveryError as exc:
        raise AlertError(f"recipient: {exc}") from None
    if not rcpts:
        raise AlertError("an alert needs at least one recipient (--to ADDR)")
    aid = "a" + secrets.token_hex(5)
    if not store.add_alert(aid, name, query.as_dict(), rcpts):
        raise AlertError(f"an alert named {name!r} exists already")
    log.info("alert %s (%s) added: %s", aid, name, query.describe())
    return next(a for a in alerts(store) if a.id == aid)


def alerts(store: Store) -> list[Alert]:
    return [_alert(r) for r in store.alerts()]


def get(store: Store, ref: str) -> Alert:
    """The alert whose id or name is ``ref``."""
    for a in alerts(store):
        if ref in (a.id, a.name):
            return a
    raise AlertError(f"no alert {one_line(ref)!r} (`reports alert list` lists them)")


def remove(store: Store, ref: str) -> Alert:
    a = get(store, ref)
    store.remove_alert(a.id)
    log.info("alert %s (%s) removed", a.id, a.name)
    return a


def matches(store: Store, alert_id: str | None = None, limit: int | None = None) -> list[Match]:
    """Recorded matches, newest first."""
    return [Match.from_dict(d, created) for _a, _t, _f, _s, d, created
            in store.alert_matches(alert_id, limit)]


# -- matching ------------------------------------------------------------------------------
def tolls(story: Story) -> tuple[tuple[str, float, float], ...]:
    """The story's tolls of people at large as (measure, low, high), by measure."""
    return tuple(sorted((t.measure, t.low, t.high) for t in story.tallies if not t.subject))


def fingerprint(story: Story) -> str:
    """What a change must change to be mailed: the tolls and the languages."""
    facts = json.dumps({"tolls": [list(t) for t in tolls(story)],
                        "languages": sorted(story.languages)})
    return hashlib.sha256(facts.encode()).hexdigest()[:16]


def story_matches(q: Query, story: Story, arts: dict[str, Article],
                  entity_articles: set[str] | None) -> bool:
    """Whether ``story`` (its members ``arts``) meets ``q``; ``entity_articles``: the
    articles naming the query's entity (None when it names none)."""
    from . import events
    from .archive import words_of
    from .stories.facts import story_kind

    members = [arts[i] for i in story.article_ids if i in arts]
    if not members:
        return False
    if entity_articles is not None and not entity_articles & set(story.article_ids):
        return False
    if q.threshold and not q.threshold.met(story):
        return False
    if q.country and not any(p.country == q.country for a in members
                             for p in a.analysis.places):
        return False
    if q.words:
        w = fold(q.words)
        if not any(f" {w} " in f" {words_of(a)} " for a in members):
            return False
    if q.kind and story_kind(members, {a.id: events.of(a) for a in members}) != q.kind:
        return False
    return True


def _entity_articles(store: Store, entity: str) -> set[str]:
    from .briefing import entities_named

    return {aid for e in entities_named(store, entity) for aid in e.article_ids}


def span(low: float, high: float) -> str:
    return f"{low:g}" if low == high else f"{low:g}–{high:g}"


def change_line(before: Match, story: Story) -> str:
    """What changed since ``before``: "killed 24 → 24–43; now also in Arabic"."""
    from .labels import language_name

    was = {m: (lo, hi) for m, lo, hi in before.tolls}
    out = []
    for m, lo, hi in tolls(story):
        if m not in was:
            out.append(f"{m} {span(lo, hi)}")
        elif was[m] != (lo, hi):
            out.append(f"{m} {span(*was[m])} → {span(lo, hi)}")
    new = [c for c in story.languages if c not in before.languages]
    if new:
        out.append("now also in " + ", ".join(language_name(c, "en") for c in new))
    return "; ".join(out)


def check(store: Store, article_ids: Iterable[str]) -> list[Match]:
    """Check the stored stories holding ``article_ids`` against every alert; record each
    change not recorded yet and queue its e-mails. Returns the matches recorded now."""
    every = alerts(store)
    ids = set(article_ids)
    if not every or not ids:
        return []
    stories = sorted(store.stories_of(ids), key=lambda s: s.id)
    if not stories:
        return []
    arts = {a.id: a for a in store.articles(
        ids={i for s in stories for i in s.article_ids}, current=True)}
    fresh = []
    for alert in every:
        ents = _entity_articles(store, alert.query.entity) if alert.query.entity else None
        hits = [s for s in stories if story_matches(alert.query, s, arts, ents)]
        if not hits:
            continue
        seen = matches(store, alert.id)
        for story in hits:
            m = _record(store, alert, story, seen)
            if m is not None:
                fresh.append(m)
                seen.insert(0, m)
    return fresh


def _record(store: Store, alert: Alert, story: Story, seen: Sequence[Match]) -> Match | None:
    mine = set(story.article_ids)
    before = next((m for m in seen if mine & set(m.article_ids)), None)  # newest first
    thread = before.thread if before else story.id
    fp = fingerprint(story)
    if any(m.thread == thread and m.fingerprint == fp for m in seen):
        return None
    m = Match(alert_id=alert.id, thread=thread, fingerprint=fp, story_id=story.id,
              title=clean(story.title), lead=clean(story.lead), day=story.day,
              article_ids=story.article_ids, languages=story.languages, tolls=tolls(story),
              change=change_line(before, story) if before else "", created=now(),
              alert=alert.name, query=alert.query.describe())
    if not store.record_match(alert.id, thread, fp, story.id, m.as_dict(), m.key,
                              alert.recipients):
        return None  # another process recorded it a moment ago
    log.info("alert %s (%s): story %s %s", alert.id, alert.name, story.id,
             f"changed: {m.change}" if m.change else "matched")
    return m


def after_ingest(store: Store, settings: Settings, since: datetime) -> list[Match]:
    """The ingest's hook: the articles first seen since ``since`` checked against every
    alert, and the e-mails of what they changed sent now when an SMTP server is set (else,
    or when sending fails, ``reports serve`` sends them at its next tick)."""
    if not store.alerts():
        return []
    fresh = check(store, (a.id for a in store.articles(since=since, current=True)))
    if fresh and settings.smtp.host:
        for m in fresh:
            attempt(store, settings, m.key)
    return fresh
