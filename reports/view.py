"""The view model: what the templates read, built once per digest or dossier.

The templates see stories, not isolated articles: one block per ``Briefing.story`` (an
article no story holds is a story of its own), its sources tagged "2a", "2b" ... so a
figure or a quote can say which sources carry it without repeating their titles. Every
output (HTML, PDF, Markdown, e-mail) renders the same ``build`` result, so they cannot
disagree.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from pathlib import Path

from rapidfuzz import fuzz

from . import __version__, events, geomap
from . import lang as languages
from .charts import Chart, charts_for, timeline_chart
from .config import Settings
from .labels import (
    GENERIC,
    count,
    country_name,
    direction,
    format_date,
    format_range,
    gloss,
    institution,
    labels,
    language_name,
)
from .lang import fold, skeleton
from .linking import FUZZY, in_reader_script, name_key
from .model import (
    Analysis,
    Article,
    Briefing,
    ClaimGroup,
    Figure,
    FigureGroup,
    LinkedEntity,
    OverviewEntry,
    Report,
    ResponsibilityGroup,
    Story,
    StoryChange,
    Tally,
)
from .stories.facts import group_responsibility, group_words
from .text import script, squash, text_direction

log = logging.getLogger(__name__)

PAGE_SIZES = {"a4": "A4", "letter": "letter"}
HEADLINE_WORDS = 22


DURATIONS = frozenset({"years", "months", "weeks", "days", "hours", "minutes", "seconds",
                       "decades", "centuries", "nights"})
LENGTHS = frozenset({"km", "m", "cm", "mm", "miles", "yards", "feet", "ft", "inches",
                     "metres", "meters", "kilometres", "kilometers"})
BRIEF_TOLLS = 3  # tolls a brief shows of a story
# Stories a brief prints in short: the heaviest (``_weight``); At a glance lists every
# story and the HTML holds them all. A frequent name's dossier or a week's digest stays
# that, not hundreds of stories long; ``render.briefing_pdf`` prints fewer when these run
# past ``Settings.brief_pages``.
BRIEF_STORIES = 30
STORY_ANCHOR = "story-"  # then the story's number; render counts these on laid-out pages
# What a briefing leads with, in this order: tolls, arrests and flight, money, shares
# (the first six count people).
KEY_MEASURES = ("killed", "wounded", "missing", "arrested", "displaced", "defected", "money",
                "percent")


@dataclass(frozen=True)
class Src:
    """One source (article) of a story as marks and chips show it."""

    tag: str  # "2a" in a story of several articles, "3" in a story of one
    anchor: str
    name: str  # its outlet (site, agency), else the file name it was found under
    language: str  # language name in the label language
    lang: str
    dir: str
    date: str  # published date when known, else first seen
    quotes: tuple[str, str] = ("“", "”")  # the quotation marks of its language


@dataclass(frozen=True)
class ArticleView:
    """One article inside its story: tagged, anchored, in its own language and direction."""

    src: Src
    article: Article
    headline: str  # the title cut to a line; made from the text when there is none
    lead: str  # the article in one line
    sources: tuple[str, ...]  # the names of the files this text was found in (no folders)
    first_seen: str
    published: str
    day: date  # the day it counts for on a timeline

    @property
    def tag(self) -> str:
        return self.src.tag

    @property
    def anchor(self) -> str:
        return self.src.anchor

    @property
    def lang(self) -> str:
        return self.src.lang

    @property
    def dir(self) -> str:
        return self.src.dir

    @property
    def language(self) -> str:
        return self.src.language

    @property
    def title(self) -> str:
        return self.article.analysis.title

    @property
    def summary(self) -> tuple[str, ...]:
        return self.article.analysis.summary

    @property
    def body(self) -> tuple[str, ...]:
        """The summary without the sentence the headline already shows (an article
        without a title is headed by its first sentence)."""
        head = (squash(self.title) or self.headline).rstrip("…")
        return tuple(s for s in map(squash, self.summary)
                     if s and s != squash(self.title) and not (head and s.startswith(head)))


@dataclass(frozen=True)
class Mark:
    """One source's version of a figure: the value as written, what it counts, where."""

    src: Src
    text: str
    what: str
    sentence: str
    shown: str = ""  # the value column: a range as "20–30", else the figure as written
    measure: str = ""  # Figure.measure of this source's figure
    approx: str = ""  # tallies: the source's qualifier as written ("at least", "نحو")
    vague: bool = False  # tallies: "hundreds", "عشرات": no number of its own
    subject: str = ""  # tallies: the group this source says it counts ("army personnel")
    by: str = ""  # tallies: whom the report gives this count as said by, beside another's


def _num(v: float) -> str:
    """Digits grouped: 1,440; 7.2."""
    return f"{int(v):,}" if float(v).is_integer() else f"{v:,.2f}".rstrip("0").rstrip(".")


def show_value(value: float, high: float | None, text: str) -> str:
    """A range as "20–30" (an en dash, digits grouped), any other figure as written."""
    return text if high is None else f"{_num(value)}–{_num(high)}"


def toll_line(t: Tally, lang: str) -> str:
    """A toll in one line, as a list of stories shows it: "28–43 killed" when its sources
    differ (or one gives a range); "at least 28 killed" when they agree (the qualifier of
    the lead source when it is in the reader's language); "hundreds killed" when none
    gives a number; the group counted in parentheses, in the reader's words when a source
    or the pack has them, else as written (as ``_tally_rows``). The number is kept left
    to right inside a right-to-left line (an isolate), so a range reads low to high."""
    exact = [r for r in t.reports if not r.vague]
    if exact:
        lead = exact[0]
        span = show_value(t.low, t.high if t.high != t.low else None, _num(t.low))
        if t.low == t.high and lead.approx and lead.language == lang:
            span = f"{lead.approx} {span}"
        if direction(lang) == "rtl":
            span = f"\u2066{span}\u2069"
    else:  # only words: the reader's language's, if a source has them
        lead = next((r for r in t.reports if r.language == lang), t.reports[0])
        span = squash(lead.text)
    line = f"{span} {labels(lang).get(f'measure_{t.measure}', t.measure)}"
    subject = _group(t, lang)
    return f"{line} ({subject})" if subject else line


def _group(t: Tally, lang: str) -> str:
    """The group a tally counts in the reader's words (``facts.group_words``; a group of
    no kind written in another script, by the reader's word for it when there is one)."""
    subject = group_words(t, lang)
    if subject and script(subject) != languages.script_of(lang):
        subject = next((r.subject for r in t.reports if r.language == lang and r.subject),
                       "") or _described(subject, lang) or subject
    return subject


@dataclass(frozen=True)
class TallyRow:
    """A toll of the story's event its sources give differently ("28–43 killed"), with
    each source's value, newest first (``model.Tally``)."""

    shown: str  # the range of the sources' values, "28–43"
    label: str  # the measure in the reader's language
    subject: str  # the group counted, as its first source writes it; "" for people
    marks: tuple[Mark, ...]  # Mark.shown: that source's value in digits ("hundreds" as written)
    measure: str = ""  # Tally.measure
    agree: bool = False  # every source gives the same number (``StoryBlock.tolls`` only)
    lang: str = "en"  # the reader's language

    @property
    def sources(self) -> int:
        return len(self.marks)

    @property
    def lead(self) -> Mark:
        """The newest source with a number, in the reader's language first: whose words
        an agreed toll is shown in ("around 4,500 army personnel defected", not
        "hundreds" beside 202)."""
        return min(self.marks, key=lambda m: (m.vague, m.src.lang != self.lang))


@dataclass(frozen=True)
class FigureRow:
    """A measure of a story: its value, the sources giving it, the sources differing."""

    measure: str
    value: float
    unit: str
    marks: tuple[Mark, ...]  # one per source giving this value, digest language first
    others: tuple[Mark, ...]  # rival values other sources give for the same measure
    label: str = ""  # the measure in the reader's language ("killed"), shown beside the
    # source's words when they are in another language or say nothing; else ""
    background: bool = False  # of an earlier or another event: never a key figure
    gloss: str = ""  # what the source counts, in the reader's words when the source's
    # are in another language ("millimetres" beside "مليمترا"); else ""

    @property
    def main(self) -> Mark:
        return self.marks[0]

    @property
    def sources(self) -> int:
        return len(self.marks)

    @property
    def single_source(self) -> bool:
        return self.sources == 1


@dataclass(frozen=True)
class Said:
    text: str
    quote: bool
    sentence: str


@dataclass(frozen=True)
class ClaimRow:
    """What one speaker said in a story, source by source, in each original wording."""

    speaker: str
    other_names: tuple[str, ...]  # the speaker's name in the other script
    by_source: tuple[tuple[Src, tuple[Said, ...]], ...]
    original: str = ""  # the name as written when ``speaker`` is its romanization

    @property
    def sources(self) -> int:
        return len(self.by_source)


@dataclass(frozen=True)
class TopClaim:
    """One claim as the brief shows it: the speaker, the words of one source (the
    reader's language first) and how many of the story's sources have the speaker say
    something."""

    speaker: str
    src: Src
    said: Said
    sources: int
    original: str = ""  # the name as written when ``speaker`` is its romanization


@dataclass(frozen=True)
class ResponsibilityRow:
    """One thing the story's sources say of who carried it out, in the reader's words
    ("Claimed by: Al-Shabab", "Responsibility: not claimed"), with the sources saying it."""

    status: str
    label: str  # "Claimed by", "Responsibility: not claimed"
    name: str  # the group, "" when none is named
    sources: tuple[Src, ...]

    @property
    def text(self) -> str:
        return f"{self.label}: {self.name}" if self.name else self.label


def _responsibility(groups: Iterable[ResponsibilityGroup], src_of: dict[str, Src],
                    lang: str) -> tuple[ResponsibilityRow, ...]:
    """The story's responsibility line, claims first; a group named as a source in the
    reader's script writes it (else as the first source does)."""
    words = labels(lang)
    want = languages.script_of(lang)
    out = []
    for g in groups:
        ids = {r.article_id for r in g.reports}
        srcs = tuple(src for i, src in src_of.items() if i in ids)  # in the story's order
        if not srcs:
            continue
        name = next((r.text for r in g.reports if r.text and script(r.text) == want), g.group)
        key = "resp_" + g.status + ("_by" if g.status == "none" and name else "")
        out.append(ResponsibilityRow(g.status, words[key], name, srcs))
    return tuple(out)


@dataclass(frozen=True)
class Ref:
    num: int
    anchor: str
    title: str


@dataclass(frozen=True)
class EntityView:
    """A person, organization or place: its name, its names in the other script, where."""

    kind: str
    name: str
    other_names: tuple[str, ...]
    country: str  # places: the country in the label language, "" when it is the country
    refs: tuple[Ref, ...] = ()  # the stories naming it (Who's who)
    code: str = ""  # places: ISO 3166-1 alpha-2 of the country, "" when unknown
    original: str = ""  # the name as written when ``name`` is its romanization


@dataclass(frozen=True)
class CountryPlaces:
    """A story's places in one country: the country (as named there) and its places."""

    country: EntityView | None  # None for places of no known country
    places: tuple[EntityView, ...]


def _by_country(places: Sequence[EntityView], lang: str) -> tuple[CountryPlaces, ...]:
    """Places grouped under their country, so "Syria" is said once, not after each town;
    the country heads its group in the order places first name it."""
    order: dict[str, list[EntityView]] = {}
    heads: dict[str, EntityView] = {}
    for p in places:
        key = p.code.upper()
        if key and not p.country:  # the place is the country itself
            heads.setdefault(key, p)
            order.setdefault(key, [])
        else:
            order.setdefault(key, []).append(p)
    out = []
    for key, members in order.items():
        if not key:
            continue
        head = heads.get(key) or EntityView("place", country_name(key, lang), (), "", code=key)
        out.append(CountryPlaces(head, tuple(members)))
    if order.get(""):
        out.append(CountryPlaces(None, tuple(order[""])))
    return tuple(out)


@dataclass(frozen=True)
class StoryBlock:
    """One story: articles about the same event from one or more sources and languages."""

    num: int
    anchor: str
    headline: str
    lang: str  # language of the headline
    dir: str
    block_lang: str  # the articles' language when they share one, else the label language
    block_dir: str
    lead: str
    articles: tuple[ArticleView, ...]
    languages: tuple[str, ...]  # language names in the label language
    people: tuple[EntityView, ...]
    organizations: tuple[EntityView, ...]
    places: tuple[EntityView, ...]
    figures: tuple[FigureRow, ...]
    tallies: tuple[TallyRow, ...]  # the tolls sources give differently, source by source
    claims: tuple[ClaimRow, ...]
    key_figures: tuple[FigureRow, ...]
    charts: tuple[Chart, ...]
    day: date
    label_lang: str = "en"
    # the brief (``layout = "brief"``): every toll of the event, agreed ones too, in
    # KEY_MEASURES order; the three claims that matter most; the lead article's first
    # sentences; the day the event happened (``events.of``), in the reader's language
    tolls: tuple[TallyRow, ...] = ()
    other_figures: tuple[FigureRow, ...] = ()  # key figures of measures no toll gives
    top_claims: tuple[TopClaim, ...] = ()
    summary: tuple[str, ...] = ()
    event_date: str = ""
    # against the last digest (``Briefing.changes``): "new" | "updated" | "same" | "" (no
    # last digest), and what changed in the reader's words ("killed 36 → 43; +1 article")
    status: str = ""
    change: str = ""
    # who claimed it (or that nobody has), source by source (``Story.responsibility``)
    responsibility: tuple[ResponsibilityRow, ...] = ()
    in_brief: bool = True  # one of the BRIEF_STORIES a brief prints in short
    # the story in one line of facts in the reader's language (``Story.lead``), shown At
    # a glance in place of a headline's first sentence
    glance: str = ""

    @property
    def sources(self) -> tuple[Src, ...]:
        return tuple(a.src for a in self.articles)

    @property
    def places_by_country(self) -> tuple[CountryPlaces, ...]:
        return _by_country(self.places, self.label_lang)

    @property
    def multi(self) -> bool:
        return len(self.articles) > 1

    @property
    def lead_figure(self) -> FigureRow | None:
        """What At a glance adds to the first two tolls: the first key figure of a
        measure they do not give, when it is one a briefing leads with ("$26 billion",
        "2,839 detained"), or any when the story has no toll."""
        shown = {t.measure for t in self.tolls[:2]}
        return next((f for f in (*self.key_figures, *self.other_figures)
                     if f.measure not in shown
                     and (not shown or f.measure in KEY_MEASURES)), None)


_ACRONYM = re.compile(r"[A-Z][A-Z0-9&.]{1,7}")


def _other_names(name: str, names: Iterable[str], limit: int = 3) -> tuple[str, ...]:
    """Names worth printing beside ``name``: not a part of it, not a spelling variant."""
    out: list[str] = []
    keys = [fold(name)]
    for n in names:
        k = fold(n)
        if k and not any(k in seen or seen in k for seen in keys):
            out.append(n)
            keys.append(k)
    return tuple(out[:limit])


def _letters(name: str, lang: str, described: bool = False) -> tuple[str, str]:
    """A name as a digest in ``lang`` prints it, and the name as written beside it: a
    name in another script than the reader's by the reader's name of the institution it
    is ("Red Crescent", جمعية الهلال الأحمر), for a Latin-script reader one read from its
    words ("Baghdad Provincial Council's Security Committee") or, for a speaker no entity
    is (``described``), of what it describes ("sources", مصادر طبية), else romanized by its
    pack when the reader reads Latin letters ("Abd al-Ftah Nur", عبد الفتاح نور); else as
    is, "" beside."""
    if script(name) == languages.script_of(lang):
        return name, ""
    pack = languages.by_script(name)
    latin = languages.script_of(lang) == "latn"
    read = pack.composed(name) if latin and pack and pack.composed else None
    known = institution(name, lang, whole=True) or read or institution(name, lang) \
        or (_described(name, lang) if described else "")
    if known:
        return known, name
    if not latin or pack is None or pack.romanize is None:
        return name, ""
    return pack.romanize(name) or name, name


def _described(name: str, lang: str) -> str:
    """The reader's word for a speaker described, not named ("مصادر طبية" -> "sources",
    "مسؤول" -> "official"), or for a group counted ("جنود" -> "soldiers"); "" for a name."""
    pack = languages.by_script(name)
    return gloss(name, pack.code, lang) if pack else ""


def _display(e: LinkedEntity, lang: str) -> tuple[str, tuple[str, ...], str]:
    """The name to print for a linked entity, its other-script names and the name as
    written when the printed one is its romanization: an Arabic digest names people in
    Arabic when it can, an English one in Latin letters (romanized when the entity has
    no Latin name)."""
    names = tuple(dict.fromkeys((e.name, *e.names)))
    want = languages.script_of(lang)
    # a proper name over a description: "Damascus", not "the Syrian capital"
    ranked = sorted(names, key=lambda n: (script(n) != want, n[:1].islower()))
    name = ranked[0] if ranked else e.name
    others = _other_names(name, names, limit=len(names))
    other_script = tuple(sorted((n for n in others if script(n) != script(name)),
                                key=lambda n: n[:1].islower()))[:1]
    acronyms = tuple(n for n in others if _ACRONYM.fullmatch(n))[:1]
    shown, original = _letters(name, lang)
    # spelling variants ("Shughour") would only be noise
    return shown, tuple(dict.fromkeys((original,) * bool(original) + other_script + acronyms)), \
        original


def display_name(e: LinkedEntity, lang: str) -> str:
    """The name a digest in ``lang`` prints for ``e`` (``_display``)."""
    return _display(e, lang)[0]


def one_line(text: str, words: int = 32) -> str:
    parts = squash(text).split(" ")
    return " ".join(parts[:words]) + ("…" if len(parts) > words else "")


def headline(a: Analysis) -> str:
    """The title cut to a line (some sources give a paragraph); without a title, the
    opening words of the text, then the file name."""
    if squash(a.title):
        return one_line(a.title, HEADLINE_WORDS)
    for sentence in a.summary:
        if squash(sentence):
            return one_line(sentence, HEADLINE_WORDS // 2)
    return Path(a.source).name


def _country_beside(name: str, code: str | None, lang: str, names: Iterable[str] = ()) -> str:
    """The country to print after a place, or "" when the place is the country (under
    any of its names, in English or the label language: سوريا is the Syrian Arab Republic)."""
    country = country_name(code, lang)
    if not code:
        return country
    official = {fold(country), fold(country_name(code, "en")), code.lower()}
    return "" if any(fold(n) in official for n in (name, *names)) else country


def _lead(headline: str, summary: Iterable[str]) -> str:
    """The story in one line: the first summary sentence that is not the headline again."""
    h = squash(headline).rstrip("…")
    for sentence in summary:
        s = squash(sentence)
        if s and not s.startswith(h) and s not in h:
            return one_line(s)
    return ""


def _published(value: str | None, lang: str) -> str:
    if not value:
        return ""
    try:
        return format_date(datetime.fromisoformat(value), lang)
    except ValueError:
        return value


def _article_view(tag: str, article: Article, lang: str) -> ArticleView:
    a = article.analysis
    alang = a.language or "und"
    paths = article.sources or (a.source,)
    day = article.day
    pack = languages.get(alang)
    # an outlet named in another script reads as the reader reads it: رويترز -> Reuters
    name = (institution(article.outlet, lang) or in_reader_script(
        article.outlet, "organization", lang)) if article.outlet else article.source_name
    src = Src(tag=tag, anchor=f"art-{tag}", name=name,
              language=language_name(alang, lang), lang=alang, dir=direction(alang),
              date=format_date(day, lang), quotes=pack.quotes if pack else ("“", "”"))
    head = headline(a)
    return ArticleView(src=src, article=article, headline=head, lead=_lead(head, a.summary),
                       sources=tuple(dict.fromkeys(Path(p).name for p in paths)),
                       first_seen=format_date(article.first_seen, lang),
                       published=_published(article.published, lang), day=day)


def _fallback_groups(articles: Sequence[Article]) -> tuple[tuple[FigureGroup, ...],
                                                           tuple[ClaimGroup, ...]]:
    """Figures and claims of articles that no linked story carries: one source each."""
    figures, claims = [], []
    for art in articles:
        a = art.analysis
        base = {"article_id": art.id, "source": art.source_name,
                "language": a.language, "seen": art.first_seen.date().isoformat()}
        for f in a.figures:
            figures.append(FigureGroup(measure="", value=f.value, approx=f.approx, unit=f.unit,
                                       reports=(Report(text=f.text, sentence=f.sentence,
                                                       what=f.what, unit=f.unit, **base),)))
        speakers: dict[str, list[Report]] = {}
        names: dict[str, str] = {}
        for c in a.claims:
            key = fold(c.speaker)
            names.setdefault(key, c.speaker)
            speakers.setdefault(key, []).append(Report(text=c.text, sentence=c.sentence,
                                                       quote=c.quote, **base))
        claims.extend(ClaimGroup(speaker_id="u:" + k, speaker=names[k], reports=tuple(rs))
                      for k, rs in speakers.items())
    return tuple(figures), tuple(claims)


def _pick(reports: Iterable[Report], lang: str) -> list[Report]:
    """Reports with the label language's first (stable otherwise)."""
    return sorted(reports, key=lambda r: r.language != lang)


def _figure_of(articles: Iterable[Article]) -> dict[tuple[str, str, str], Figure]:
    """Each article's figures by (article, text, sentence): what a report points back to,
    with the range and the measure the report does not carry."""
    return {(a.id, f.text, f.sentence): f for a in articles for f in a.analysis.figures}


def _mark(src: Src, r: Report, fig: Figure | None, value: float) -> Mark:
    text = squash(r.text) or f"{value:g}"
    return Mark(src, text, squash(r.what), squash(r.sentence),
                show_value(fig.value, fig.high, text) if fig else text,
                fig.measure if fig else "")


def _figure_rows(groups: Iterable[FigureGroup], src_of: dict[str, Src], lang: str,
                 figure_of: Mapping[tuple[str, str, str], Figure] | None = None
                 ) -> list[FigureRow]:
    words = labels(lang)
    figure_of = figure_of or {}
    rows = []
    for g in groups:
        marks: dict[str, Mark] = {}
        for r in _pick(g.reports, lang):
            src = src_of.get(r.article_id)
            if src and r.article_id not in marks:
                marks[r.article_id] = _mark(src, r, figure_of.get(
                    (r.article_id, r.text, r.sentence)), g.value)
        if not marks:
            continue
        others = []
        for _value, _approx, r in g.disputed_by:
            src = src_of.get(r.article_id)
            if src is None or r.article_id in marks:
                continue
            if r.unit and g.unit and r.unit != g.unit:
                continue  # "17 years" is no rival to "24 people"
            others.append(_mark(src, r, figure_of.get((r.article_id, r.text, r.sentence)),
                                _value))
        main = next(iter(marks.values()))
        measure = g.measure or main.measure
        # the measure in the reader's words where the source's words are not theirs (an
        # Arabic toll in an English digest) or say nothing of what is counted
        label = words.get(f"measure_{measure}", "") if measure not in ("", "count") and (
            main.src.lang != lang or not main.what) else ""
        said = gloss(main.what, main.src.lang, lang,
                     g.unit if g.unit not in ("people", "count") else "", generic=not label)
        if said and measure == GENERIC:  # "several hundred men": no "people" beside it
            label = ""
        rows.append(FigureRow(measure, float(g.value), g.unit, tuple(marks.values()),
                              tuple(others), label, g.background, said))
    return rows


def _tally_rows(tallies: Iterable[Tally], src_of: dict[str, Src], lang: str,
                differing: bool = True, who: Callable[[str], str] = squash) -> list[TallyRow]:
    """The tolls whose sources disagree (all tolls of two sources or more when not
    ``differing``), each source's value in digits, newest first; ``who``: the reader's
    name of the source a report gives its count as said by."""
    words = labels(lang)
    rows = []
    for t in tallies:
        marks = tuple(Mark(src, squash(r.text), squash(r.what), squash(r.sentence),
                           squash(r.text) if r.vague else show_value(
                               r.value or 0.0, r.high, _num(r.value or 0.0)), t.measure,
                           "" if r.vague else r.approx, r.vague, squash(r.subject),
                           who(r.by) if r.by else "")
                      for r in t.reports if (src := src_of.get(r.article_id)))
        if (t.agree and differing) or len(marks) < 2:
            continue
        subject = _group(t, lang)
        rows.append(TallyRow(show_value(t.low, t.high if t.high != t.low else None,
                                        _num(t.low)),
                             words.get(f"measure_{t.measure}", t.measure), subject, marks,
                             t.measure, t.agree, lang))
    return rows


def _source_names(ents: Iterable[LinkedEntity], lang: str) -> Callable[[str], str]:
    """The reader's name of a source a report gives a count as said by: the story's entity
    of that name as the digest shows it ("SANA" for "وكالة الأنباء السورية الرسمية (سانا)"),
    else the name in the reader's script."""
    named = {fold(n): display_name(e, lang) for e in ents for n in (e.name, *e.names)}
    return lambda name: (named.get(fold(name)) or named.get(fold(_BRACKETED.sub("", name)))
                         or in_reader_script(squash(name), "organization", lang))


_BRACKETED = re.compile(r"\s*\([^)]*\)")  # "وكالة الأنباء السورية الرسمية (سانا)"


def _tolls(tallies: Iterable[Tally], src_of: dict[str, Src], lang: str,
           who: Callable[[str], str] = squash) -> tuple[TallyRow, ...]:
    """Every toll of the event two sources give, agreed or not, the measures a briefing
    leads with first (KEY_MEASURES order), then the people at large before a group."""
    rows = _tally_rows(tallies, src_of, lang, differing=False, who=who)
    rank = {m: i for i, m in enumerate(KEY_MEASURES)}
    return tuple(sorted(rows, key=lambda t: (rank.get(t.measure, len(rank)), bool(t.subject))))


# measures that describe rather than count: never a key figure ("650 feet", "aged 9",
# "for 10 years")
NOT_KEY = frozenset({"age", "duration", "distance", "area", "weight"})


def never_key(row: FigureRow) -> bool:
    """Ages, lengths, durations, areas and weights describe, they do not count; a figure
    of another event is no news of this one; a year read as a count ("Euro 2016") says
    nothing."""
    year = (row.measure not in KEY_MEASURES[:6] and float(row.value).is_integer()
            and 1900 <= row.value <= 2100 and "," not in row.main.text)
    return (row.measure in NOT_KEY or row.unit in DURATIONS or row.unit in LENGTHS
            or row.background or row.value <= 0 or year)


def _key_figures(rows: Sequence[FigureRow], lang: str, limit: int = 3) -> tuple[FigureRow, ...]:
    """What a story's numbers say at a glance: the measures a briefing leads with
    (KEY_MEASURES: killed, wounded ... percent) before the rest; within each, what more
    sources agree on first (a toll two sources give beats one a single source gives),
    then KEY_MEASURES order, then what sources dispute, then the reader's language, then
    "one" or "two" of something last. One row per value and one per key measure (the
    tally gives the range); never an age, a length or a duration (``never_key``)."""
    rank = {m: i for i, m in enumerate(KEY_MEASURES)}
    order = sorted(enumerate(rows), key=lambda ir: (ir[1].measure not in rank,
                                                    -ir[1].sources,
                                                    rank.get(ir[1].measure, 0),
                                                    not ir[1].others,
                                                    ir[1].main.src.lang != lang,
                                                    ir[1].value < 3,
                                                    ir[0]))
    out: list[FigureRow] = []
    values: set[float] = set()
    measures: set[str] = set()
    for _, row in order:
        if row.value in values or never_key(row) or row.measure in measures:
            continue
        values.add(row.value)
        if row.measure in rank:
            measures.add(row.measure)
        out.append(row)
        if len(out) == limit:
            break
    return tuple(out)


def _claim_rows(groups: Iterable[ClaimGroup], src_of: dict[str, Src],
                entity: Callable[[str], LinkedEntity | None], lang: str,
                story_entities: Sequence[LinkedEntity] = ()) -> list[ClaimRow]:
    """Speakers as the reader reads them: a speaker named only in another script by the
    story's entity of the reader's script it is (``_twin``; one row with that entity's
    own claims), else romanized; the name as quoted beside it while the row's first
    source is in another language."""
    speakers: dict[str, tuple[LinkedEntity | None, str, dict[str, list[Said]]]] = {}
    for g in groups:
        by: dict[str, list[Said]] = {}
        for r in g.reports:
            if r.article_id in src_of:
                by.setdefault(r.article_id, []).append(
                    Said(squash(r.text), r.quote, squash(r.sentence)))
        if not by:
            continue
        e = entity(g.speaker_id)
        if not e or not _in_script(e, languages.script_of(lang)):
            e = _twin(e.names if e else (squash(g.speaker),), "speaker", story_entities,
                      lang) or e
        key = e.id if e else g.speaker_id
        if key in speakers:
            for aid, said in by.items():
                speakers[key][2].setdefault(aid, []).extend(said)
        else:
            speakers[key] = (e, squash(g.speaker), by)
    quoted_as = _merge_speakers(speakers, lang)
    rows = []
    for key, (e, speaker, by) in speakers.items():
        aka = quoted_as.get(key, "")
        if e:
            name, others, original = _display(e, lang)
            if not original and script(speaker) != script(name):  # as its quotes name it
                original = speaker
        else:
            name, original = _letters(speaker, lang, described=True)
            others = (original,) * bool(original)
        if aka and not original:
            original, others = aka, (aka, *others)
        ordered = sorted(by.items(), key=lambda kv: src_of[kv[0]].lang != lang)
        named = len(set(e.article_ids) & set(src_of)) if e else 0
        rows.append((-len(by), -named, e is None, ClaimRow(
            name, others, tuple((src_of[aid], tuple(said)) for aid, said in ordered),
            original if src_of[ordered[0][0]].lang != lang else "")))
    # the prominent speaker first: quoted by several sources, then named in several, then
    # one linking knows across articles (stable otherwise: the order linking gave)
    rows.sort(key=lambda r: r[:3])
    return [r[3] for r in rows]


def _merge_speakers(speakers: dict[str, tuple[LinkedEntity | None, str,
                                               dict[str, list[Said]]]],
                    lang: str) -> dict[str, str]:
    """Join, in place, a speaker named only in another script than the reader's to the
    story's speaker of the reader's script it is (``_same_name``: "العقيد فضل اليافعي" and
    "Fadl al-Yafei" in an Arabic digest, when linking knew neither as the other); returns
    each joined row's key -> the name its other source quoted it by."""
    want = languages.script_of(lang)

    def names(key: str) -> tuple[str, ...]:
        e, speaker, _ = speakers[key]
        return tuple(e.names) if e else (speaker,)

    out: dict[str, str] = {}
    for key in list(speakers):
        if any(script(n) == want for n in names(key)):
            continue
        into = [k for k in speakers if k != key and any(
            _same_name(a, b, lang) for a in names(key) for b in names(k) if script(b) == want)]
        if len(into) == 1:
            _, speaker, by = speakers.pop(key)
            for aid, said in by.items():
                speakers[into[0]][2].setdefault(aid, []).extend(said)
            out[into[0]] = speaker
    return out


def _words_of(text: str) -> set[str]:
    return {w for w in fold(text).split() if len(w) > 2}


def _top_claims(rows: Sequence[ClaimRow], limit: int = 3) -> tuple[TopClaim, ...]:
    """The claims that matter most: one per speaker in speaker order (``_claim_rows``),
    then a speaker's next claims if room is left; never a claim whose words mostly repeat
    one already picked (the same claim from two speakers or two sources)."""
    picked: list[TopClaim] = []
    seen: list[set[str]] = []
    for rnd in range(2):  # first one claim per speaker, then a second where room is left
        for row in rows:
            if len(picked) == limit:
                return tuple(picked)
            if sum(p.speaker == row.speaker for p in picked) > rnd:
                continue
            src, said = row.by_source[0]
            for w in said:
                words = _words_of(w.text)
                if not w.text or any(p.said == w for p in picked) or any(
                        len(words & s) > 0.6 * max(1, min(len(words), len(s))) for s in seen):
                    continue
                picked.append(TopClaim(row.speaker, src, w, row.sources, row.original))
                seen.append(words)
                break
    return tuple(picked)


def _in_script(e: LinkedEntity, want: str) -> bool:
    return any(script(n) == want for n in e.names)


def _skeletons(name: str) -> tuple[str, ...]:
    return tuple(skeleton(" ".join(name_key(name))).split())


def _same_name(a: str, b: str, lang: str) -> bool:
    """``a``, in another script, is ``b``, in the reader's: ``b`` holds the reader's name
    of the institution ``a`` is ("الصليب الأحمر" ~ "Lebanese Red Cross"), or their
    consonant skeletons (``linking``'s) are the same, or the shorter's words are how the
    longer's start or end (a lone name: "غانا" ~ "Modu Gana"), near enough so when they
    have three consonants or more ("شامو بلازا" ~ "Hotel Shamo Plaza", "عبد الفتاح نور" ~
    "Abdifatah Nur Warsame", "سربل ذهاب" ~ "Sarpol")."""
    known = institution(a, lang)
    if known and f" {fold(known)} " in f" {fold(b)} ":
        return True
    p, q = _skeletons(a), _skeletons(b)
    if not p or not q:
        return False
    for x, y in ((p, q), (q, p)):
        if x in (y, y[:len(x)], y[-len(x):]):
            return True
        ends = {"".join(y[:k]) for k in range(1, len(y) + 1)} | {
            "".join(y[k:]) for k in range(1, len(y))}
        if len("".join(x)) >= 3 and any(fuzz.ratio("".join(x), end) >= FUZZY for end in ends):
            return True
    return False


def _twin(names: Iterable[str], kind: str, story_entities: Sequence[LinkedEntity],
          lang: str) -> LinkedEntity | None:
    """The one entity of the story named in the reader's script that ``names`` (in
    another script) are (``_same_name``): a place among places, a speaker among people
    and organizations, of another kind only when none of its own is (the models mix
    kinds up; a speaker is never a place); None when none or several are."""
    want = languages.script_of(lang)
    names = [n for n in names if script(n) != want]
    hits = [f for f in story_entities if _in_script(f, want)
            and any(_same_name(a, b, lang) for a in names for b in f.names if script(b) == want)]
    same = [f for f in hits if (f.kind == "place") == (kind == "place")]
    for found in (same, hits if kind != "speaker" else []):
        if found:
            return found[0] if len(found) == 1 else None
    return None


def _without_twins(story_entities: Sequence[LinkedEntity], lang: str) -> list[LinkedEntity]:
    """A story's entities, each once: one named only in another script than the
    reader's, that is an entity of the story named in the reader's script (``_twin``:
    linking left them apart, the story shows them together), is left out."""
    want = languages.script_of(lang)
    return [e for e in story_entities
            if _in_script(e, want) or _twin(e.names, e.kind, story_entities, lang) is None]


def _entities_of(story_entities: Sequence[LinkedEntity], arts: Sequence[Article],
                 kind: str, lang: str) -> tuple[EntityView, ...]:
    """A story's people, organizations or places: linked (one per real entity, both
    scripts) when linking ran, else each article's own, without repeats."""
    out: list[EntityView] = []
    # the agency a report came from ("(Reuters)", "أ ف ب") tells who reported, not who
    # took part: it is the report's source, not one of the story's organizations
    outlets = {fold(a.outlet) for a in arts if a.outlet} if kind == "organization" else set()
    if story_entities:
        # the most named first: in more of the story's articles, then more often
        ids = {a.id for a in arts}
        for e in sorted(story_entities, key=lambda e: (-len(ids & set(e.article_ids)),
                                                       -e.mentions)):
            if e.kind == kind and not outlets & {fold(n) for n in e.names}:
                name, others, original = _display(e, lang)
                out.append(EntityView(kind, name, others, _country_beside(name, e.country, lang, e.names)
                                      if kind == "place" else "", code=e.country or "",
                                      original=original))
        return tuple(out)
    seen: set[str] = set()
    attr = {"person": "people", "organization": "organizations", "place": "places"}[kind]
    for art in arts:
        for ent in getattr(art.analysis, attr):
            if fold(ent.name) not in seen and not outlets & {fold(n) for n in (ent.name, *ent.aliases)}:
                seen.add(fold(ent.name))
                name, original = _letters(ent.name, lang)
                out.append(EntityView(kind, name, (original,) * bool(original),
                                      _country_beside(ent.name, ent.country, lang)
                                      if kind == "place" else "", code=ent.country or "",
                                      original=original))
    return tuple(out)


def _story_headline(title: str, views: Sequence[ArticleView], lang: str) -> ArticleView:
    """The article whose title heads the story: the linked story's title when it is in
    the label language's script, else the first article in the label language."""
    for v in views:
        if squash(v.title) == squash(title) and v.lang == lang:
            return v
    same = [v for v in views if v.lang == lang]
    if same and text_direction(title) != direction(lang):
        return same[0]
    return next((v for v in views if squash(v.title) == squash(title)), views[0])


def _groups(briefing: Briefing) -> list[tuple[Story | None, list[Article]]]:
    """The briefing's stories as shown: each linked story with its articles in this
    briefing, then every article no story holds as a story of its own."""
    by_id = {a.id: a for a in briefing.articles}
    groups: list[tuple[Story | None, list[Article]]] = []
    placed: set[str] = set()
    for st in briefing.stories:
        arts = [by_id[i] for i in st.article_ids if i in by_id and i not in placed]
        if arts:
            placed.update(a.id for a in arts)
            groups.append((st, arts))
    groups.extend((None, [a]) for a in briefing.articles if a.id not in placed)
    return groups


def story_count(briefing: Briefing) -> int:
    """How many stories the briefing shows (logs, the store and the e-mail subject say
    the same number as the cover)."""
    return len(_groups(briefing))


def letters(i: int) -> str:
    """0 -> "a", 25 -> "z", 26 -> "aa", 27 -> "ab" ...: a tag suffix for any story size
    (bijective base 26, so it never runs into punctuation or control characters)."""
    out = ""
    i += 1
    while i:
        i, r = divmod(i - 1, 26)
        out = chr(ord("a") + r) + out
    return out


def _event_day(arts: Sequence[Article], event: Mapping[str, events.Event]) -> date:
    """The day the story's event happened: the day most of its articles say (the
    earliest of those most said), or the night before it (``events.main_day``)."""
    return events.main_day([event[a.id] for a in arts]) or arts[0].day


def _weight(st: Story | None, arts: Sequence[Article],
            event: Mapping[str, events.Event]) -> tuple:
    """A digest's order, heaviest first: more sources, then more languages, then more
    dead (the top of the story's tally, else of its articles' own tolls), then newer."""
    killed = [t.high for t in (st.tallies if st else ()) if t.measure == "killed"]
    toll = max(killed or [event[a.id].toll or 0.0 for a in arts])
    langs = {a.analysis.language for a in arts}
    return (-len(arts), -len(langs), -toll, -_event_day(arts, event).toordinal())


def _summary(head: ArticleView, words: int = 50) -> tuple[str, ...]:
    """The lead article in two sentences at most, about ``words`` words: what the brief
    prints instead of the article."""
    out: list[str] = []
    left = words
    for sentence in head.body[:2]:
        if out and len(sentence.split()) > left:
            break
        out.append(one_line(sentence, max(left, 20)))
        left -= len(sentence.split())
    return tuple(out) or ((head.lead,) if head.lead else ())


def change_line(c: StoryChange | None, lang: str) -> str:
    """What changed in a story since the last digest, in the reader's words."""
    if c is None or c.status != "updated":
        return ""
    words = labels(lang)
    # "36 → 43" kept left to right inside Arabic (an isolate), so the arrow points forward
    parts = [f"{words.get(f'measure_{m}', m)} \u2066{_num(was)} → {_num(now)}\u2069"
             for m, was, now in c.tolls]
    if c.new_articles:
        parts.append(f"+{count(len(c.new_articles), 'article', lang)}")
    if c.new_languages:
        parts.append(f"{words['change_languages']} "
                     + words.get("comma", ", ").join(language_name(x, lang)
                                                     for x in c.new_languages))
    if c.new_claims:
        parts.append(f"{words['change_claims']} "
                     + words.get("comma", ", ").join(c.new_claims[:3]))
    return words.get("list_sep", "; ").join(parts)


def _stories(briefing: Briefing, lang: str, brief: int) -> list[StoryBlock]:
    """Story blocks in reading order: a digest heaviest first (``_weight``), a dossier
    oldest first; articles no story holds are stories of their own. The heaviest
    ``brief`` are ``in_brief``."""
    groups = _groups(briefing)
    event = {a.id: events.of(a) for a in briefing.articles}
    heavy = sorted(range(len(groups)), key=lambda i: _weight(*groups[i], event))
    shown = (sorted(range(len(groups)), key=lambda i: min((a.day, a.first_seen)
                                                          for a in groups[i][1]))
             if briefing.kind == "dossier" else heavy)
    briefed = set(heavy[:brief])  # printed in short by a brief
    linked = {e.id: e for e in briefing.entities}
    changed = {c.story_id: c for c in briefing.changes}
    out = []
    for num, i in enumerate(shown, 1):
        st, arts = groups[i]
        # oldest first; on the same day and second, the reader's language first
        arts = sorted(arts, key=lambda a: (a.day, a.first_seen, a.analysis.language != lang)
                      ) if len(arts) > 1 else arts
        tags = ([f"{num}{letters(i)}" for i in range(len(arts))] if len(arts) > 1
                else [str(num)])
        views = tuple(_article_view(t, a, lang) for t, a in zip(tags, arts, strict=True))
        src_of = {v.article.id: v.src for v in views}

        fgroups, cgroups = (st.figures, st.claims) if st else ((), ())
        if st is None or (not fgroups and not cgroups):
            fgroups, cgroups = _fallback_groups(arts)
        rows = _figure_rows(fgroups, src_of, lang, _figure_of(arts))
        ents = [linked[i] for i in (st.entity_ids if st else ()) if i in linked]
        if not ents and linked:
            ids = {a.id for a in arts}
            ents = [e for e in briefing.entities if ids & set(e.article_ids) and not e.of]
        who = _source_names(ents, lang)
        ents = _without_twins(ents, lang)
        claims = _claim_rows(cgroups, src_of, linked.get, lang, ents)
        tolls = _tolls(st.tallies if st else (), src_of, lang, who)
        tolled = {t.measure for t in tolls[:BRIEF_TOLLS]}
        head = _story_headline(st.title if st else "", views, lang) if st else views[0]
        langs = tuple(dict.fromkeys(v.lang for v in views))
        block_lang = langs[0] if len(langs) == 1 else lang
        # durations ("served 10 years", "aged 17") are no quantities to compare; a story
        # told in two languages charts the block language's figures (one direction)
        chart_rows = [r for r in rows if r.value > 0 and r.unit not in DURATIONS
                      and not r.background]
        own = [r for r in chart_rows if r.main.src.lang == block_lang]
        chart_rows = own if len(own) >= 3 else chart_rows
        out.append(StoryBlock(
            num=num, anchor=f"{STORY_ANCHOR}{num}", headline=head.headline,
            lang=head.lang, dir=head.dir, block_lang=block_lang,
            block_dir=direction(block_lang), lead=head.lead, articles=views,
            languages=tuple(language_name(x, lang) for x in langs),
            people=_entities_of(ents, arts, "person", lang),
            organizations=_entities_of(ents, arts, "organization", lang),
            places=_entities_of(ents, arts, "place", lang),
            figures=tuple(rows), tallies=tuple(_tally_rows(st.tallies if st else (), src_of,
                                                            lang, who=who)),
            claims=tuple(claims),
            key_figures=_key_figures(rows, lang),
            charts=tuple(charts_for([_as_figure(r) for r in chart_rows],
                                    rtl=direction(block_lang) == "rtl",
                                    langs=[r.main.src.lang for r in chart_rows])),
            day=min(v.day for v in views), label_lang=lang,
            tolls=tolls[:BRIEF_TOLLS],
            other_figures=_key_figures([r for r in rows if r.measure not in tolled], lang),
            top_claims=_top_claims(claims), summary=_summary(head),
            event_date=format_date(date.fromisoformat(st.day) if st and st.day
                                   else _event_day(arts, event), lang),
            glance=st.lead if st else "",
            status=changed[st.id].status if st and st.id in changed else "",
            change=change_line(changed.get(st.id) if st else None, lang),
            responsibility=_responsibility(st.responsibility if st else
                                           group_responsibility(arts), src_of, lang),
            in_brief=i in briefed))
    return out


def _as_figure(row: FigureRow) -> Figure:
    m = row.main
    return Figure(value=row.value, unit=row.unit, what=m.what or row.measure, approx="",
                  text=m.text, sentence=m.sentence)


def _whos_who(briefing: Briefing, stories: Sequence[StoryBlock], kind: str,
              lang: str) -> list[EntityView]:
    """Who's who entries from the linked entities (one per real entity, across scripts),
    or from the per-article index when linking gave none; each with its stories."""
    # by story number: a StoryBlock is a deep frozen tree, too costly to hash per mention
    story_of = {v.article.id: s.num for s in stories for v in s.articles}
    ref_of = {s.num: Ref(s.num, s.anchor, s.headline) for s in stories}

    def refs(ids: Iterable[str]) -> tuple[Ref, ...]:
        return tuple(ref_of[k] for k in sorted({story_of[i] for i in ids if i in story_of}))

    out = []
    linked = [e for e in briefing.entities if e.kind == kind and not e.of]  # whole entities
    if linked:
        for e in linked:
            name, others, original = _display(e, lang)
            out.append(EntityView(kind, name, others, _country_beside(name, e.country, lang, e.names) if kind == "place"
                                  else "", refs(e.article_ids), original=original))
    elif not briefing.entities:
        for e in briefing.index:
            if e.kind == kind:
                out.append(EntityView(kind, e.name, (), _country_beside(e.name, e.country, lang),
                                      refs(e.article_ids)))
    out = [v for v in out if v.refs]
    want = languages.script_of(lang)
    out.sort(key=lambda v: (script(v.name) != want, v.name.casefold()))
    return out


@dataclass(frozen=True)
class OverviewLine:
    """One dated line of a dossier's "what was said when"."""

    date: str
    text: str
    dir: str
    lang: str


def _overview(entries: Iterable[OverviewEntry], lang: str) -> list[OverviewLine]:
    out = []
    for e in entries:
        text = f"{squash(e.speaker)}: {squash(e.text)}"
        pack = languages.by_script(text)  # the line's script says its language, near enough
        out.append(OverviewLine(format_date(date.fromisoformat(e.day), lang), text,
                                text_direction(text), pack.code if pack else ""))
    return out


def places_map(places: Iterable[LinkedEntity], lang: str,
               articles: Iterable[str] | None = None) -> geomap.WorldMap | None:
    """Linked places on the world map (``reports.geomap``), each weighed by the articles
    naming it (of ``articles`` when given); a country named as such is shaded, not
    dotted; a place of no country (a continent, "the Middle East") is left off."""
    ids = None if articles is None else set(articles)
    spots = []
    for e in places:
        if e.kind != "place" or e.lat is None or e.lon is None or not e.country:
            continue
        name = display_name(e, lang)
        weight = len(e.article_ids) if ids is None else sum(i in ids for i in e.article_ids)
        spots.append(geomap.Spot(name, e.lat, e.lon, weight or 1, e.country,
                                 not _country_beside(name, e.country, lang, e.names)))
    return _draw(spots, lang)


def _draw(spots: list[geomap.Spot], lang: str) -> geomap.WorldMap | None:
    codes = {s.country.upper() for s in spots}
    return geomap.draw(spots, rtl=direction(lang) == "rtl",
                       country_names={c: country_name(c, lang) for c in codes})


def world_map(briefing: Briefing, lang: str) -> geomap.WorldMap | None:
    """The briefing's places on the world map: its linked places (``places_map``), else
    (no linking) its articles' places."""
    linked = [e for e in briefing.entities if e.kind == "place"]
    if linked:
        return places_map(linked, lang, (a.id for a in briefing.articles))
    spots = [geomap.Spot(p.name, p.lat, p.lon, 1, p.country,
                         not _country_beside(p.name, p.country, lang, p.aliases))
             for a in briefing.articles for p in a.analysis.places
             if p.lat is not None and p.lon is not None and p.country]
    return _draw(spots, lang)


def period(briefing: Briefing, lang: str) -> str:
    """Inclusive dates of the period (a digest's end is exclusive: midnight next day)."""
    first = briefing.period_start.date()
    end = briefing.period_end
    last = (end - timedelta(microseconds=1)).date() if briefing.kind == "digest" else end.date()
    return format_range(first, max(first, last), lang)


def build(briefing: Briefing, settings: Settings, brief: int = BRIEF_STORIES) -> dict:
    """Everything the templates read; built once so every output says the same thing.
    A brief prints the ``brief`` heaviest stories in short."""
    lang = briefing.lang or settings.lang
    stories = _stories(briefing, lang, brief)
    page_size = PAGE_SIZES.get(settings.page_size.strip().lower())
    if page_size is None:
        log.warning("page_size %r is not A4 or Letter; using A4", settings.page_size)
        page_size = "A4"
    timeline = None
    if briefing.kind == "dossier" and stories:
        timeline = timeline_chart([v.day for s in stories for v in s.articles], lang)
    return {
        "b": briefing,
        "L": labels(lang),
        "lang": lang,
        "dir": direction(lang),
        "title": briefing.title,
        "period": period(briefing, lang),
        # the digest the stories are marked "new" / "updated" against, "" for none
        "previous": format_date(datetime.fromisoformat(briefing.previous), lang)
        if briefing.previous else "",
        "generated": briefing.generated,
        "generated_text": f"{format_date(briefing.generated, lang)} "
                          f"{briefing.generated.strftime('%H:%M')}",
        "stories": stories,
        "article_count": len(briefing.articles),
        "languages": [language_name(code, lang) for code in briefing.languages],
        "glance_figures": [(s, f) for s in stories for f in s.key_figures][:12],
        "people": _whos_who(briefing, stories, "person", lang),
        "organizations": _whos_who(briefing, stories, "organization", lang),
        "places": _whos_who(briefing, stories, "place", lang),
        "map": world_map(briefing, lang),
        "overview": _overview(briefing.overview, lang),
        "timeline": timeline,
        "quarantined": briefing.quarantined,
        "page_size": page_size,
        "version": __version__,
        "count": lambda n, noun: count(n, noun, lang),
    }
