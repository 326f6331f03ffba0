"""Frozen dataclasses: the contract between pipeline stages.

Each stage takes the previous stage's objects and returns its own; nothing here knows
about SQL, spaCy or templates. ``as_dict()`` gives the JSON shape of
``reports.briefing/1`` (see ``shared/eval/README.md``).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from datetime import date, datetime
from pathlib import PurePath

SCHEMA = "reports.briefing/1"
# times are ISO 8601 as the store keeps them (whole seconds there; microseconds survive)


def _known(cls: type, d: dict) -> dict:
    """Only the keys ``cls`` has: JSON written by a newer version may carry more."""
    names = {f.name for f in fields(cls)}
    return {k: v for k, v in d.items() if k in names}


def is_vague(text: str, approx: str) -> bool:
    """A vague count ("dozens of", "مئات"): its qualifier is all it writes."""
    return bool(approx) and text.strip().lower() == approx.strip().lower()


def _tuples(d: dict, *keys: str) -> dict:
    """JSON lists back to the tuples the frozen dataclasses hold."""
    return {k: tuple(d.get(k) or ()) for k in keys}


def day_of(published: str | None, first_seen: datetime) -> date:
    """The day an article counts for: its publication date (metadata, else the file time
    set at ingest) when known, else the day it was first seen."""
    if published:
        try:
            return date.fromisoformat(published[:10])
        except ValueError:
            pass
    return first_seen.date()


@dataclass(frozen=True)
class Document:
    """One source file, read, decoded and cleaned (output of ``sources``)."""

    path: str  # as given / as found
    title: str
    text: str  # cleaned body text, paragraphs separated by blank lines (title not included)
    format: str  # "txt" | "md" | "html"
    encoding: str  # detected encoding, e.g. "utf_8", "cp1256"
    language: str  # "en" | "ar" | other ISO 639-1 code | "und"
    content_hash: str  # sha256 hex of the cleaned text (with the title if short): identity
    published: str | None = None  # ISO date from metadata when known
    removed: tuple[str, ...] = ()  # debris lines dropped by the cleaner (for audit)
    # the source readers know it by: the page's site name, the dateline's agency, the
    # front matter's "source:", else the file name (never a folder: paths are private)
    outlet: str = ""
    # the names credit lines give ("By ...", "Reporting by ...", "كتب: ..."); those lines
    # are cut from ``text`` (and kept in ``removed``), so the analysis never sees them
    bylines: tuple[str, ...] = ()

    @property
    def id(self) -> str:
        return self.content_hash[:16]


@dataclass(frozen=True)
class Sentence:
    index: int
    text: str
    start: int  # character offsets in the analyzed text
    end: int


@dataclass(frozen=True)
class Entity:
    """A person, organization or place within one article (one entry per real entity)."""

    name: str
    kind: str  # "person" | "organization" | "place"
    aliases: tuple[str, ...] = ()
    mentions: int = 1
    country: str | None = None  # ISO 3166-1 alpha-2, places only
    lat: float | None = None
    lon: float | None = None
    sentences: tuple[int, ...] = ()  # indexes of sentences naming it
    geonames: int | None = None  # places: the GeoNames id of the gazetteer entry
    # organizations: named by what it is ("the Tunisian Interior Ministry", "المجلس
    # الدستوري"), not by a proper name: ACE's nominal mention. An actor of its story, kept
    # apart from the named organizations in the JSON ("bodies"), as name taggers count names.
    described: bool = False

    def as_dict(self) -> dict:
        d = {"name": self.name, "aliases": list(self.aliases), "mentions": self.mentions}
        if self.kind == "place":
            d.update(country=self.country, lat=self.lat, lon=self.lon, geonames=self.geonames)
        if self.described:
            d["described"] = True
        d["sentences"] = list(self.sentences)
        return d

    @classmethod
    def from_dict(cls, d: dict, kind: str) -> Entity:
        """The inverse of ``as_dict``; the kind is the list the entity was found in."""
        return cls(**{**_known(cls, d), "kind": kind, **_tuples(d, "aliases", "sentences")})


@dataclass(frozen=True)
class Claim:
    """Who said what: a direct quote or reported speech, with its source sentence."""

    speaker: str
    text: str
    quote: bool
    sentence: str
    verb: str = ""
    sentence_index: int = -1
    # the speaker's other names, and the source as the sentence words it when that was
    # resolved to a name ("the mayor", "a spokeswoman for the ministry")
    speaker_aliases: tuple[str, ...] = ()
    # "denial" ("denied that ..."), "refusal" ("would not say", "declined to comment") or "";
    # such a claim's text keeps its cue, so wherever the text is shown it reads as what it is
    polarity: str = ""

    def as_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict) -> Claim:
        return cls(**(_known(cls, d) | _tuples(d, "speaker_aliases")))


@dataclass(frozen=True)
class Figure:
    """A number that matters, what it counts, its qualifier and its sentence."""

    value: float
    unit: str  # "people" | "percent" | "USD" | "years" | ... | "" when unknown
    what: str  # what the number counts, e.g. "army personnel defected"
    approx: str  # qualifier as written: "around", "at least", "نحو" ... or ""
    text: str  # the figure as written, e.g. "around 4,500"
    sentence: str
    sentence_index: int = -1
    measure: str = ""  # what kind of count: "killed", "wounded", "money", "percent" ... or ""
    high: float | None = None  # upper end of a range ("between 20 and 30": value 20, high 30)
    subject: str = ""  # who or what the count is of, as written ("two officers" -> "officers")

    def as_dict(self) -> dict:
        d = asdict(self)
        for k in ("value", "high"):
            v = d[k]
            if v is not None and float(v).is_integer():
                d[k] = int(v)
        return d

    @classmethod
    def from_dict(cls, d: dict) -> Figure:
        return cls(**_known(cls, d))


# What a sentence says of who carried out the event, in the order a story shows them: a
# group claimed it, a group denied it, nobody has claimed it, others blamed a group, it
# bore a group's hallmarks (or a group is suspected).
RESPONSIBILITY = ("claimed", "denied", "none", "blamed", "suspected")


@dataclass(frozen=True)
class Responsibility:
    """Who claimed the event, or that nobody has, as one sentence of an article says."""

    status: str  # one of ``RESPONSIBILITY``
    group: str  # the group's name as written (the organization entity's name when one
    # was found there); "" when no group is named ("No group claimed responsibility")
    sentence: str
    sentence_index: int = -1

    def as_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict) -> Responsibility:
        return cls(**_known(cls, d))


@dataclass(frozen=True)
class Analysis:
    """The structured briefing of one article."""

    id: str
    source: str
    title: str
    language: str
    summary: tuple[str, ...] = ()
    people: tuple[Entity, ...] = ()
    organizations: tuple[Entity, ...] = ()  # the named ones first, then the described
    places: tuple[Entity, ...] = ()
    claims: tuple[Claim, ...] = ()
    figures: tuple[Figure, ...] = ()
    responsibility: tuple[Responsibility, ...] = ()
    words: int = 0  # of the whole article, analyzed or not
    truncated: str = ""  # what was left out of the analysis and why; "" when nothing

    def as_dict(self) -> dict:
        return {
            "source": self.source,
            "id": self.id,
            "title": self.title,
            "language": self.language,
            "summary": list(self.summary),
            "people": [e.as_dict() for e in self.people],
            "organizations": [e.as_dict() for e in self.organizations if not e.described],
            "bodies": [e.as_dict() for e in self.organizations if e.described],
            "places": [e.as_dict() for e in self.places],
            "claims": [c.as_dict() for c in self.claims],
            "figures": [f.as_dict() for f in self.figures],
            "responsibility": [r.as_dict() for r in self.responsibility],
            "words": self.words,
            "truncated": self.truncated,
        }

    @classmethod
    def from_dict(cls, d: dict) -> Analysis:
        """The inverse of ``as_dict`` (stored analyses, digest JSON files)."""
        def ents(key: str, kind: str) -> tuple[Entity, ...]:
            return tuple(Entity.from_dict(e, kind) for e in d.get(key, ()))

        return cls(id=d["id"], source=d["source"], title=d["title"], language=d["language"],
                   summary=tuple(d.get("summary", ())), people=ents("people", "person"),
                   organizations=ents("organizations", "organization")
                   + ents("bodies", "organization"),
                   places=ents("places", "place"),
                   claims=tuple(Claim.from_dict(c) for c in d.get("claims", ())),
                   figures=tuple(Figure.from_dict(f) for f in d.get("figures", ())),
                   responsibility=tuple(Responsibility.from_dict(r)
                                        for r in d.get("responsibility", ())),
                   words=d.get("words", 0), truncated=d.get("truncated", ""))


@dataclass(frozen=True)
class Article:
    """A stored article: its analysis plus where and when it was seen."""

    analysis: Analysis
    sources: tuple[str, ...]  # every path this exact text was found under
    first_seen: datetime
    published: str | None = None
    outlet: str = ""  # ``Document.outlet``; "" for articles stored before outlets were kept
    bylines: tuple[str, ...] = ()  # ``Document.bylines``

    @property
    def id(self) -> str:
        return self.analysis.id

    @property
    def source_name(self) -> str:
        """The source a reader is shown: its outlet, else its file's name (never a path)."""
        return self.outlet or PurePath((self.sources or (self.analysis.source,))[0]).name

    @property
    def day(self) -> date:
        """The day it counts for (``day_of``)."""
        return day_of(self.published, self.first_seen)

    def as_dict(self) -> dict:
        d = self.analysis.as_dict()
        d["sources"] = list(self.sources)
        d["first_seen"] = self.first_seen.isoformat()
        d["published"] = self.published
        d["outlet"] = self.outlet
        d["bylines"] = list(self.bylines)
        return d

    @classmethod
    def from_dict(cls, d: dict) -> Article:
        return cls(analysis=Analysis.from_dict(d), sources=tuple(d.get("sources", ())),
                   first_seen=datetime.fromisoformat(d["first_seen"]),
                   published=d.get("published"), outlet=d.get("outlet") or "",
                   bylines=tuple(d.get("bylines") or ()))


@dataclass(frozen=True)
class Quarantined:
    """A file that could not be read, with the reason (listed in digests and status)."""

    path: str
    reason: str
    seen: datetime

    def as_dict(self) -> dict:
        return {"path": self.path, "reason": self.reason,
                "seen": self.seen.isoformat()}

    @classmethod
    def from_dict(cls, d: dict) -> Quarantined:
        return cls(d["path"], d["reason"], datetime.fromisoformat(d["seen"]))


@dataclass(frozen=True)
class IndexEntry:
    """One person or place in the digest index, with the articles that name it."""

    name: str
    kind: str
    article_ids: tuple[str, ...]
    country: str | None = None

    def as_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict) -> IndexEntry:
        return cls(**{**_known(cls, d), **_tuples(d, "article_ids")})


@dataclass(frozen=True)
class OverviewEntry:
    """One dated line of a dossier: what a source says the person or place said."""

    day: str  # ISO date the article counts for
    speaker: str
    text: str
    article_id: str
    sentence: str

    def as_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict) -> OverviewEntry:
        return cls(**_known(cls, d))


# -- across articles (linking) -------------------------------------------------------


@dataclass(frozen=True)
class LinkedEntity:
    """One real person, organization or place across the store, with every name seen."""

    id: str  # stable: from its kind and first mention (name, oldest article)
    kind: str
    name: str  # display name (Latin script preferred for English digests)
    names: tuple[str, ...]
    article_ids: tuple[str, ...]
    mentions: int
    country: str | None = None
    lat: float | None = None
    lon: float | None = None
    # identifiers in public knowledge bases: a place's GeoNames id, and the Wikidata item
    # of a name the shipped name tables tie to one (``reports.identifiers``)
    geonames: int | None = None
    wikidata: str = ""
    # a story's own record of entity ``of`` (its id): the names that story's reports write,
    # where a reader of another script would otherwise see a spelling they do not
    # (``linking.as_told``); "" for the whole entity
    of: str = ""

    def as_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict) -> LinkedEntity:
        return cls(**{**_known(cls, d), **_tuples(d, "names", "article_ids")})


@dataclass(frozen=True)
class Report:
    """One source's version of a figure or claim, pointing back to its sentence, with
    what the renderer needs of it (so nothing has to be found again by its text)."""

    article_id: str
    source: str
    language: str
    seen: str  # ISO date the article was first seen
    text: str  # the figure or claim as written
    sentence: str
    what: str = ""  # figures: what the number counts
    unit: str = ""  # figures: "people", "percent", "USD" ... or ""
    quote: bool = False  # claims: a direct quotation
    value: float | None = None  # figures: the value this source gives
    high: float | None = None  # figures: the top of its range
    approx: str = ""  # figures: its qualifier as written ("at least", "نحو")
    subject: str = ""  # figures: who or what it counts, as written ("army personnel")
    day: str = ""  # ISO day the article counts for (``Article.day``): what "newest" means
    # tallies: the source an article gives this count as said by, as it writes it, where
    # it gives another source's count beside it (``facts.reported_tolls``); else ""
    by: str = ""

    @property
    def vague(self) -> bool:
        return is_vague(self.text, self.approx)

    @classmethod
    def from_dict(cls, d: dict) -> Report:
        return cls(**_known(cls, d))


@dataclass(frozen=True)
class FigureGroup:
    """A measure ("killed", "defected") in one story: the values sources give for it."""

    measure: str
    value: float
    approx: str
    unit: str
    reports: tuple[Report, ...]
    disputed_by: tuple[tuple[float, str, Report], ...] = ()  # other values for the measure
    background: bool = False  # every source gives it of an earlier or another event
    high: float | None = None  # a range's upper end, a score's second side ("1-0": 1, 0)

    @property
    def sources(self) -> int:
        return len({r.article_id for r in self.reports})

    @property
    def single_source(self) -> bool:
        return self.sources == 1

    def as_dict(self) -> dict:
        d = asdict(self)
        d.update(sources=self.sources, single_source=self.single_source)
        return d

    @classmethod
    def from_dict(cls, d: dict) -> FigureGroup:
        return cls(**{**_known(cls, d),
                      "reports": tuple(Report.from_dict(r) for r in d.get("reports", ())),
                      "disputed_by": tuple((v, a, Report.from_dict(r))
                                           for v, a, r in d.get("disputed_by", ()))})


@dataclass(frozen=True)
class Tally:
    """One count of a story's event as each report gives it ("28-43 killed: Reuters 43,
    IMLebanon 41, Reuters 36, Alyaum 28"), newest first: each report's toll of the event
    (never a figure about an earlier event) of one measure and one group of people, so two
    assailants killed are never read as two of the dead."""

    measure: str
    subject: str  # the group counted: a kind's key ("attackers"), else its words; "" for people at large
    # one per article (and per other source an article relays a toll of: ``facts.
    # reported_tolls``), newest first, with its value
    reports: tuple[Report, ...]

    @property
    def _exact(self) -> tuple[Report, ...]:
        """The reports that give a number, not only "dozens" or "مئات" (all when none do)."""
        return tuple(r for r in self.reports if not r.vague) or self.reports

    @property
    def low(self) -> float:
        return min(r.value or 0.0 for r in self._exact)

    @property
    def high(self) -> float:
        return max(r.high if r.high is not None else r.value or 0.0 for r in self._exact)

    @property
    def sources(self) -> int:
        return len(self.reports)

    @property
    def agree(self) -> bool:
        """Every source gives the same number (a vague "hundreds" beside 202 agrees)."""
        return len({(r.value, r.high) for r in self._exact}) == 1

    def as_dict(self) -> dict:
        d = asdict(self)
        d.update(low=self.low, high=self.high, sources=self.sources, agree=self.agree)
        return d

    @classmethod
    def from_dict(cls, d: dict) -> Tally:
        return cls(**{**_known(cls, d),
                      "reports": tuple(Report.from_dict(r) for r in d.get("reports", ()))})


class _Reports:
    """A story's group of reports: counted by source, stored with its reports."""

    reports: tuple[Report, ...]

    @property
    def sources(self) -> int:
        return len({r.article_id for r in self.reports})

    def as_dict(self) -> dict:
        d = asdict(self)
        d["sources"] = self.sources
        return d

    @classmethod
    def from_dict(cls, d: dict):
        return cls(**{**_known(cls, d),
                      "reports": tuple(Report.from_dict(r) for r in d.get("reports", ()))})


@dataclass(frozen=True)
class ClaimGroup(_Reports):
    """What one speaker said across the sources of a story, in each original wording."""

    speaker_id: str
    speaker: str
    reports: tuple[Report, ...]


@dataclass(frozen=True)
class ResponsibilityGroup(_Reports):
    """One thing a story's sources say of who carried it out ("claimed" by one group, or
    "none"), with each source that says it, in its own wording (``Report.text``: the
    group as that source writes it)."""

    status: str  # one of ``RESPONSIBILITY``
    group: str  # as the first report writes it; "" when no group is named
    reports: tuple[Report, ...]
    entity_id: str = ""  # the linked organization, when the group is one


@dataclass(frozen=True)
class Story:
    """Articles about the same event, from one or more sources and languages."""

    id: str
    title: str
    article_ids: tuple[str, ...]
    languages: tuple[str, ...]
    entity_ids: tuple[str, ...]
    figures: tuple[FigureGroup, ...] = ()
    claims: tuple[ClaimGroup, ...] = ()
    why: tuple[str, ...] = ()  # the evidence that joined its articles
    tallies: tuple[Tally, ...] = ()  # the event's counts, source by source
    responsibility: tuple[ResponsibilityGroup, ...] = ()  # who claimed it, source by source
    day: str = ""  # ISO day the event happened, by a vote of its sources ("" when unknown)
    lead: str = ""  # the story in one line of facts, in the digest's language (At a glance)

    def as_dict(self) -> dict:
        d = asdict(self)
        d["figures"] = [f.as_dict() for f in self.figures]
        d["claims"] = [c.as_dict() for c in self.claims]
        d["tallies"] = [t.as_dict() for t in self.tallies]
        d["responsibility"] = [r.as_dict() for r in self.responsibility]
        return d

    @classmethod
    def from_dict(cls, d: dict) -> Story:
        return cls(**{**_known(cls, d),
                      **_tuples(d, "article_ids", "languages", "entity_ids", "why"),
                      "figures": tuple(FigureGroup.from_dict(f) for f in d.get("figures", ())),
                      "claims": tuple(ClaimGroup.from_dict(c) for c in d.get("claims", ())),
                      "tallies": tuple(Tally.from_dict(t) for t in d.get("tallies", ())),
                      "responsibility": tuple(ResponsibilityGroup.from_dict(r)
                                              for r in d.get("responsibility", ()))})


@dataclass(frozen=True)
class StoryChange:
    """How one story of a digest differs from the last digest (``reports.changes``)."""

    story_id: str
    status: str  # "new" | "updated" | "same" (continued, nothing new)
    previous_id: str = ""  # the story of the last digest it continues
    new_articles: tuple[str, ...] = ()  # article ids the last digest did not have
    new_languages: tuple[str, ...] = ()
    tolls: tuple[tuple[str, float, float], ...] = ()  # (measure, was, now) that changed
    new_claims: tuple[str, ...] = ()  # speakers already in the story with new claims

    def as_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict) -> StoryChange:
        return cls(**{**_known(cls, d),
                      **_tuples(d, "new_articles", "new_languages", "new_claims"),
                      "tolls": tuple((m, float(a), float(b)) for m, a, b in d.get("tolls", ()))})


@dataclass(frozen=True)
class Briefing:
    """What a digest or dossier shows: a period (or query) and its articles."""

    title: str
    kind: str  # "digest" | "dossier"
    period_start: datetime
    period_end: datetime
    generated: datetime
    articles: tuple[Article, ...]
    query: str | None = None
    index: tuple[IndexEntry, ...] = ()
    quarantined: tuple[Quarantined, ...] = ()
    overview: tuple[OverviewEntry, ...] = ()  # dossier: what the sources say, dated
    stories: tuple[Story, ...] = ()  # articles about the same event, grouped
    entities: tuple[LinkedEntity, ...] = ()  # who's who across the articles
    lang: str = "en"  # language of the labels
    note: str = ""  # why a digest covers more than its usual period (missed runs, late files)
    changes: tuple[StoryChange, ...] = ()  # each story against the last digest
    previous: str = ""  # ISO start of the last digest's period the changes are against

    @property
    def languages(self) -> tuple[str, ...]:
        return tuple(sorted({a.analysis.language for a in self.articles}))

    @property
    def source_count(self) -> int:
        return len({s for a in self.articles for s in a.sources})

    def as_dict(self) -> dict:
        return {
            "schema": SCHEMA,
            "digest": {
                "title": self.title,
                "kind": self.kind,
                "lang": self.lang,
                "query": self.query,
                "period_start": self.period_start.isoformat(),
                "period_end": self.period_end.isoformat(),
                "note": self.note,
                "generated": self.generated.isoformat(),
                "articles": len(self.articles),
                "sources": self.source_count,
                "languages": list(self.languages),
                "overview": [o.as_dict() for o in self.overview],
                "index": [e.as_dict() for e in self.index],
                "quarantined": [q.as_dict() for q in self.quarantined],
            },
            "stories": [s.as_dict() for s in self.stories],
            "changes": {"previous": self.previous, "stories": [c.as_dict() for c in self.changes]},
            "entities": [e.as_dict() for e in self.entities],
            "articles": [a.as_dict() for a in self.articles],
        }

    @classmethod
    def from_dict(cls, d: dict, lang: str = "en") -> Briefing:
        """The inverse of ``as_dict`` (a digest JSON file), stories and entities included,
        so an e-mail rebuilt from it groups and counts as the digest did. ``lang`` (the
        labels' language) is used when the JSON does not say it."""
        g = d["digest"]

        def when(key: str) -> datetime:
            return datetime.fromisoformat(g[key])

        return cls(title=g["title"], kind=g.get("kind", "digest"),
                   period_start=when("period_start"), period_end=when("period_end"),
                   generated=when("generated"),
                   articles=tuple(Article.from_dict(a) for a in d.get("articles", ())),
                   query=g.get("query"),
                   index=tuple(IndexEntry.from_dict(e) for e in g.get("index", ())),
                   quarantined=tuple(Quarantined.from_dict(q) for q in g.get("quarantined", ())),
                   overview=tuple(OverviewEntry.from_dict(o) for o in g.get("overview", ())
                                  if isinstance(o, dict)),
                   stories=tuple(Story.from_dict(s) for s in d.get("stories", ())),
                   entities=tuple(LinkedEntity.from_dict(e) for e in d.get("entities", ())),
                   lang=g.get("lang") or lang, note=g.get("note", ""),
                   changes=tuple(StoryChange.from_dict(c)
                                 for c in d.get("changes", {}).get("stories", ())),
                   previous=d.get("changes", {}).get("previous", ""))
