"""Frozen dataclasses: the contract between pipeline stages.

Each stage takes the previous stage's objects and returns its own; nothing here knows
about SQL, spaCy or templates. ``as_dict()`` gives the JSON shape of
``reports.briefing/1`` (see ``shared/eval/README.md``).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from datetime import datetime

SCHEMA = "reports.briefing/1"


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

    def as_dict(self) -> dict:
        d = {"name": self.name, "aliases": list(self.aliases), "mentions": self.mentions}
        if self.kind == "place":
            d.update(country=self.country, lat=self.lat, lon=self.lon)
        d["sentences"] = list(self.sentences)
        return d


@dataclass(frozen=True)
class Claim:
    """Who said what: a direct quote or reported speech, with its source sentence."""

    speaker: str
    text: str
    quote: bool
    sentence: str
    verb: str = ""
    sentence_index: int = -1

    def as_dict(self) -> dict:
        return asdict(self)


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

    def as_dict(self) -> dict:
        d = asdict(self)
        v = self.value
        d["value"] = int(v) if float(v).is_integer() else v
        return d


@dataclass(frozen=True)
class Analysis:
    """The structured briefing of one article."""

    id: str
    source: str
    title: str
    language: str
    summary: tuple[str, ...] = ()
    people: tuple[Entity, ...] = ()
    organizations: tuple[Entity, ...] = ()
    places: tuple[Entity, ...] = ()
    claims: tuple[Claim, ...] = ()
    figures: tuple[Figure, ...] = ()
    words: int = 0

    def as_dict(self) -> dict:
        return {
            "source": self.source,
            "id": self.id,
            "title": self.title,
            "language": self.language,
            "summary": list(self.summary),
            "people": [e.as_dict() for e in self.people],
            "organizations": [e.as_dict() for e in self.organizations],
            "places": [e.as_dict() for e in self.places],
            "claims": [c.as_dict() for c in self.claims],
            "figures": [f.as_dict() for f in self.figures],
            "words": self.words,
        }


@dataclass(frozen=True)
class Article:
    """A stored article: its analysis plus where and when it was seen."""

    analysis: Analysis
    sources: tuple[str, ...]  # every path this exact text was found under
    first_seen: datetime
    published: str | None = None

    @property
    def id(self) -> str:
        return self.analysis.id

    def as_dict(self) -> dict:
        d = self.analysis.as_dict()
        d["sources"] = list(self.sources)
        d["first_seen"] = self.first_seen.isoformat(timespec="seconds")
        d["published"] = self.published
        return d


@dataclass(frozen=True)
class Quarantined:
    """A file that could not be read, with the reason (listed in digests and status)."""

    path: str
    reason: str
    seen: datetime

    def as_dict(self) -> dict:
        return {"path": self.path, "reason": self.reason,
                "seen": self.seen.isoformat(timespec="seconds")}


@dataclass(frozen=True)
class IndexEntry:
    """One person or place in the digest index, with the articles that name it."""

    name: str
    kind: str
    article_ids: tuple[str, ...]
    country: str | None = None


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

    def as_dict(self) -> dict:
        return asdict(self)


@dataclass(frozen=True)
class Report:
    """One source's version of a figure or claim, pointing back to its sentence."""

    article_id: str
    source: str
    language: str
    seen: str  # ISO date the article was first seen
    text: str  # the figure or claim as written
    sentence: str


@dataclass(frozen=True)
class FigureGroup:
    """A measure ("killed", "defected") in one story: the values sources give for it."""

    measure: str
    value: float
    approx: str
    unit: str
    reports: tuple[Report, ...]
    disputed_by: tuple[tuple[float, str, Report], ...] = ()  # other values for the measure

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


@dataclass(frozen=True)
class ClaimGroup:
    """What one speaker said across the sources of a story, in each original wording."""

    speaker_id: str
    speaker: str
    reports: tuple[Report, ...]

    @property
    def sources(self) -> int:
        return len({r.article_id for r in self.reports})

    def as_dict(self) -> dict:
        d = asdict(self)
        d["sources"] = self.sources
        return d


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

    def as_dict(self) -> dict:
        d = asdict(self)
        d["figures"] = [f.as_dict() for f in self.figures]
        d["claims"] = [c.as_dict() for c in self.claims]
        return d


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
    overview: tuple[str, ...] = ()  # dossier: what the sources say about the query, dated
    stories: tuple[Story, ...] = ()  # articles about the same event, grouped
    entities: tuple[LinkedEntity, ...] = ()  # who's who across the articles
    lang: str = "en"  # language of the labels

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
                "period_start": self.period_start.isoformat(timespec="seconds"),
                "period_end": self.period_end.isoformat(timespec="seconds"),
                "generated": self.generated.isoformat(timespec="seconds"),
                "articles": len(self.articles),
                "sources": self.source_count,
                "languages": list(self.languages),
                "overview": list(self.overview),
                "index": [asdict(e) for e in self.index],
                "quarantined": [q.as_dict() for q in self.quarantined],
            },
            "stories": [s.as_dict() for s in self.stories],
            "entities": [e.as_dict() for e in self.entities],
            "articles": [a.as_dict() for a in self.articles],
        }
