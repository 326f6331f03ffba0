"""What happened, where and when: the event an article reports, read for story linking.

Reports of one event in two outlets or two languages rarely share wording or name
spellings, but they share the facts of the event: its kind (an attack, a crash, an
election ...), its country and place (GeoNames, so "Baghdad" ~ "بغداد"), its day, and its
toll. ``of`` reads these from what an article's analysis kept: the kind from the pack's
event words in the headline and lead, the country from the places it names (those of the
headline and lead first, a city over a country, since "Ukrainians among the dead" names a
country the event was not in), the day from the publication date (metadata, else the file
time) moved back by the lead's day words ("on Sunday", "yesterday", "أمس"), the toll from
its largest "killed" figure. ``compare`` weighs two events.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence, Set
from dataclasses import dataclass, replace
from datetime import date, timedelta
from functools import cache, lru_cache

from . import lang as languages
from .analysis import geo
from .analysis.figures import measure_of
from .lang import fold
from .model import Article, Figure

LEAD = 2  # sentences 0..LEAD (the headline and the first sentences) make the lead
DAYS = 2  # reports of one event are published within this many days of each other
NEAR_KM = 30.0  # two places this close are one place of the event (a district, its city)


@dataclass(frozen=True)
class Place:
    name: str
    country: str | None
    lat: float
    lon: float


@dataclass(frozen=True)
class Event:
    """The facts of the event an article reports; "" / None where the article is silent."""

    kind: str  # a key of the packs' EVENT_KINDS: "attack", "crash", "election" ...
    country: str | None  # ISO code of the country the event happened in
    places: tuple[Place, ...]  # the cities and districts its lead names, most named first
    day: date  # the day it happened, as the lead says, else the publication day
    published: date  # the publication day (``Article.day``)
    toll: float | None  # the largest number of people it says were killed
    counts: frozenset[tuple[str, float]] = frozenset()  # (measure, value) of its figures
    # the day whose evening or night it dates the event to ("Friday night", "overnight",
    # "مساء الجمعة"), by its lead or else a later sentence of its summary: reports of the
    # next day may date such an event by their own day (``main_day``); None when it names none
    night: date | None = None
    # the days its headline and summary name by a weekday or a day word ("on Friday",
    # "yesterday"), not by a night alone ("overnight" and "last night" straddle midnight)
    named: frozenset[date] = frozenset()


def of(article: Article, figures: list[Figure] | None = None) -> Event:
    """The event ``article`` reports (``figures``: its ``own_figures``, when known)."""
    a = article.analysis
    pack = languages.get(a.language)
    lead = " ".join([a.title, *a.summary[:1]])
    figures = own_figures(article) if figures is None else figures
    day, night = _day(article, lead, a.summary[1:], pack)
    named = frozenset(d for s in (a.title, *a.summary) for d, _, by_day in _mentions(s, article.day, pack)
                      if by_day) if pack else frozenset()
    return Event(kind=_kind(a.title, " ".join(a.summary[:2]), pack),
                 country=_country(article), places=_places(article),
                 day=day, published=article.day,
                 toll=_toll(figures), counts=_counts(figures), night=night, named=named)


def main_day(evs: Sequence[Event]) -> date | None:
    """The day of the event several reports tell: each report's day is one vote, the most
    voted wins, the earliest of a tie (a later report is a follow-up); a night alone
    ("overnight", "last night", "الليلة الماضية") straddles midnight and votes for the day
    it ended in. But the evening or night before the most voted day wins when a report
    dates the event to it and a report names that day ("on Friday evening"; "overnight"
    in one, "violence that erupted on Friday" in another): reports of the morning after
    date a night's event by their own day and tell of what followed ("the coup crumbled
    on Saturday", "Hollande declared a state of emergency"). None without reports."""
    days = [e.day + timedelta(days=1) if e.night == e.day and e.day not in e.named else e.day
            for e in evs]
    if not days:
        return None
    top = min(days, key=lambda d: (-days.count(d), d))
    eve = top - timedelta(days=1)
    if any(e.night == eve for e in evs) and any(eve in e.named for e in evs):
        return eve
    return top


def measure(figure: Figure, language: str) -> str:
    """A figure's measure; for one stored before figures carried one, read from its words."""
    pack = languages.get(language)
    return figure.measure or (measure_of(figure, pack.measures) if pack else "")


def own_figures(article: Article) -> list[Figure]:
    """The figures of the event an article reports, each with its measure: not those of a
    sentence about an earlier or another event ("the October bombing that killed more than
    100", "a bombing at Brussels airport in March which killed 16"). The headline is
    always the event's; for the rest see ``_Background``."""
    a = article.analysis
    other = _Background(article)
    out = []
    for f in a.figures:
        f = replace(f, measure=measure(f, a.language))
        if f.sentence_index <= 0 or not other.about(f):
            out.append(f)
    return out


class _Background:
    """Which sentences of an article are about another event. A sentence is when it:
    - uses the pack's words for an earlier time ("last year", "قبل عام"), or "since" /
      "منذ" before a month, a year or a start ("killed since March", "منذ بدء الحملة";
      not "the deadliest attack since 2005");
    - names a year or a month as a time of its own ("in 2015", "a 2015 attack", "in
      November", "بنوفمبر") other than the event's: the article's day, the month before
      it within ``DAYS``, and the years and months its lead names (a day taken from a file
      copied years later is not the event's, the lead's dates are);
    - names a country other than the event's and no place of the event's country;
    - gives a toll of dead or hurt and names only cities away from those the headline and
      first sentence name ("killed 130 people in Paris" in a report from Nice; "4,500
      defected in Damascus" may well be about the event in Daraa)."""

    def __init__(self, article: Article) -> None:
        a = article.analysis
        self.pack = pack = languages.get(a.language)
        words = pack.background_words if pack else {}
        self.earlier = [f" {fold(w)} " for w in words.get("earlier", ())]
        self.since = {fold(w) for w in words.get("since", ())}
        self.start = [fold(w) for w in words.get("start", ())]
        self.compare = {fold(w) for w in words.get("compare", ())}
        self.time = {fold(w) for w in words.get("time", ())}
        self.months = {fold(m): k for k, m in enumerate(pack.months, 1)} if pack else {}
        day = article.day
        lead = " ".join([a.title, *a.summary[:2]])
        lead_years, lead_months = self._times(lead, strict=False)
        self.years = {day.year, *lead_years}
        self.month_ok = {day.month, (day - timedelta(days=DAYS)).month, *lead_months}
        self.abroad, self.far = _elsewhere(article)
        self.counted: dict[int, set[float]] = {}  # "2000 people" is a count, not a year
        for f in a.figures:
            self.counted.setdefault(f.sentence_index, set()).add(f.value)

    def about(self, f: Figure) -> bool:
        text = f" {fold(f.sentence)} "
        years, months = self._times(f.sentence, self.counted.get(f.sentence_index, set()))
        return (any(w in text for w in self.earlier) or self._since(f)
                or bool(years - self.years) or bool(months - self.month_ok)
                or f.sentence_index in self.abroad
                or f.sentence_index in self.far and f.measure in HARM)

    def _words(self, text: str) -> list[str]:
        code = self.pack.code if self.pack else ""
        return [_word(code, w) for w in text.split()]

    def _since(self, f: Figure) -> bool:
        """"since" before a month, a year or a start ("killed since March"), unless it
        ends a comparison ("the deadliest attack since 2005", "the first attack in the
        capital since the spring offensive began": a comparison word up to eight words
        before it)."""
        words = self._words(f.sentence)
        for i, w in enumerate(words):
            if w not in self.since or set(words[max(0, i - 8):i]) & self.compare:
                continue
            after = " ".join(words[i + 1:i + 4])
            nxt = words[i + 1] if i + 1 < len(words) else ""
            if nxt in self.months or _YEAR.fullmatch(nxt) or any(
                    after.startswith(s) for s in self.start):
                return True
        return False

    def _times(self, text: str, counts: Set[float] = frozenset(), strict: bool = True
               ) -> tuple[set[int], set[int]]:
        """The years and months ``text`` names as a time of its own: after a time word
        ("in 2015", "a 2015 attack", "في نوفمبر") or, for a month, glued to one or before
        "الماضي"; never a count ("2000 people") nor a month with its day ("June 28", "22
        من مارس"), nor a Latin month name written in lower case ("a march"). Not
        ``strict``: every year and month it names (the lead's are the event's)."""
        raw = text.split()
        words = self._words(text)
        years: set[int] = set()
        months: set[int] = set()
        for i, w in enumerate(words):
            prev = words[i - 1] if i else ""
            if strict and prev in self.since and set(words[max(0, i - 4):i - 1]) & self.compare:
                continue  # "the deadliest attack since 2005": a comparison, not a time
            if _YEAR.fullmatch(w) and float(w) not in counts and (prev in self.time or not strict):
                years.add(int(w))
            k = self.months.get(w)
            if k is None or (self.pack.script == "latn" and not raw[i][:1].isupper()):
                continue
            glued = fold(raw[i].strip(_PUNCT)) != w  # "بنوفمبر", "وفي نوفمبر"
            nxt = words[i + 1] if i + 1 < len(words) else ""
            day_at = [prev, nxt] + ([words[i - 2]] if i > 1 and prev in _OF else [])
            if strict and any(c.isdigit() for c in "".join(day_at)):
                continue  # a date: "June 28", "28 يونيو", "22 من مارس", "the 22nd of March"
            if prev in self.time or glued or nxt == fold("الماضي") or not strict:
                months.add(k)
        return years, months


def _elsewhere(article: Article) -> tuple[set[int], set[int]]:
    """Sentences naming places away from the event and none of its places: those naming a
    country other than the event's and no place of its country (the country itself
    counts), and those naming a city farther than ``NEAR_KM`` from the cities the headline
    and first sentence name (a country of the event's says nothing of where in it)."""
    a = article.analysis
    country = _country(article)
    cities = [c for c in _places(article) if any(
        s <= 1 for p in a.places if p.name == c.name for s in p.sentences)]
    home: set[int] = set()
    near: set[int] = set()
    abroad: set[int] = set()
    far: set[int] = set()
    for p in a.places:
        if not p.country or not country:
            continue
        if p.country != country:
            abroad.update(p.sentences)
            continue
        home.update(p.sentences)
        hit = geo.lookup(p.name, a.language)
        if not cities or p.lat is None or p.lon is None or hit is None or hit.kind == "country":
            continue
        here = Place(p.name, p.country, p.lat, p.lon)
        (near if any(_km(here, c) <= NEAR_KM for c in cities) else far).update(p.sentences)
    return abroad - home, far - near


_PUNCT = ".,;:!?\"'()«»“”،؛؟"


@lru_cache(maxsize=1 << 16)
def _word(code: str, word: str) -> str:
    """A word folded without its punctuation and clitics (by the pack of ``code``)."""
    pack = languages.get(code) if code else None
    word = word.strip(_PUNCT)
    return fold(pack.strip_clitics(word) if pack else word)
_OF = frozenset({"of", "من"})  # between a day and its month
_YEAR = re.compile(r"(?:19|20)\d\d")


def subject_key(figure: Figure, language: str) -> str:
    """The group a count of people is of: "" for people at large ("43 people", "six
    others", "41 شخصا", "the toll"), a kind of the pack's ``subject_kinds`` ("police"
    for "police officers" and "جنديا"), else its folded words; so two attackers are never
    two of the dead, nor two officers. A subject its sentence does not write (borrowed by
    a headline figure from the body) or a dateline ("ISTANBUL The toll ...") is none."""
    pack = languages.get(language)
    text = fold(figure.sentence)
    written = [w for w in figure.subject.split() if not (w.isupper() and len(w) > 3)
               and fold(w) in text]
    if pack is None or not written:
        return ""
    words = [w for w in _subject_words(" ".join(written), pack) if w not in _DETERMINERS]
    if all(w in _generic(pack.code) for w in words):
        return ""
    for kind, stems in pack.subject_kinds.items():
        if any(w.startswith(stems) for w in words):
            return kind
    return " ".join(words)


_DETERMINERS = frozenset({"the", "a", "an", "those", "these", "some"})


def _subject_words(text: str, pack) -> list[str]:
    """Folded words without clitics and, in Arabic, the tanween alif ("شخصا" -> "شخص")."""
    words = [pack.strip_clitics(w) for w in fold(text).split()]
    return [w[:-1] if pack.script == "arab" and len(w) > 3 and w.endswith("ا") else w
            for w in words]


@cache
def _generic(code: str) -> frozenset[str]:
    """The pack's generic subjects read as ``subject_key`` reads a subject."""
    pack = languages.get(code)
    return frozenset(w for g in pack.generic_subjects for w in _subject_words(g, pack)) \
        if pack else frozenset()


NATIONAL = frozenset({"election", "referendum", "coup"})  # kinds whose place is a country
HARM = frozenset({"killed", "wounded", "casualties"})  # tolls that happen in one place


def compare(x: Event, y: Event, actors: tuple[str, ...] = ()) -> tuple[bool, list[str]]:
    """Whether two articles report one event, and the facts that agree.

    One event is when, where and what, and one more: the event days or the publication
    days are at most ``DAYS`` apart; the country is the same or the leads name the same
    city (a flight from Paris to Cairo), and when both leads name cities one is near the
    other; the kind is the same, or, where an article names
    no kind, a count is (4,500 defected in both); and besides, the leads name the same
    city, the tolls agree within a factor of three (tolls rise as reports come in), or
    both are about the same actors (``actors``, linked across scripts by the caller). For
    a national event (an election, a referendum, a coup) the country is its place. A
    shared country, day and actor alone are two stories: a minister in the news twice in
    a day.
    """
    if abs((x.day - y.day).days) > DAYS and abs((x.published - y.published).days) > DAYS:
        return False, []  # (the event days may be misread from a weekday)
    if x.kind and y.kind and x.kind != y.kind:
        return False, []
    near = _near(x.places, y.places)
    if x.places and y.places and not near and x.kind not in NATIONAL:
        return False, []  # the leads name different cities: Daraa is not Homs
    country = x.country if x.country == y.country else near[1] if near else None
    counts = _same_counts(x.counts, y.counts)
    what = x.kind if x.kind and x.kind == y.kind else counts
    if not country or not what:
        return False, []
    facts = [x.day.isoformat() if x.day == y.day else f"{x.day} ~ {y.day}", country, what]
    if near:
        facts.append(near[0])
    elif x.kind in NATIONAL and x.kind == y.kind:
        facts.append(f"{x.kind} in {country}")
    if x.toll and y.toll and max(x.toll, y.toll) <= 3 * min(x.toll, y.toll):
        facts.append(f"toll {x.toll:,.0f} ~ {y.toll:,.0f}")
    if counts and counts != what:
        facts.append(counts)
    facts += actors
    return len(facts) >= 4, facts


def _same_counts(xs: frozenset[tuple[str, float]], ys: frozenset[tuple[str, float]]) -> str:
    """The counts of one measure and value both give ("4,500 defected"), or ""."""
    same = sorted({(m, v) for m, v in xs for m2, v2 in ys
                   if m == m2 and abs(v - v2) <= 0.01 * max(v, v2)})
    return ", ".join(f"{v:,.0f} {m}" for m, v in same)


def _words(text: str, pack) -> str:
    """The text's words folded and without clitics, space-delimited for stem search."""
    strip = pack.strip_clitics if pack else (lambda w: w)
    return " " + " ".join(strip(w) for w in fold(text).split()) + " "


def _kind(title: str, lead: str, pack) -> str:
    """The kind whose words the headline (three times) and the lead use most; of a tie,
    the pack's first (the more specific: a referendum is also a vote)."""
    if pack is None or not pack.event_kinds:
        return ""
    head, body = _words(title, pack), _words(lead, pack)
    scores = {}
    for kind, stems in pack.event_kinds.items():
        folded = [_words(s, pack)[:-1] for s in stems]  # " stem", spelled as the text is
        scores[kind] = 3 * sum(head.count(s) for s in folded) + sum(body.count(s) for s in folded)
    best = max(scores, key=lambda k: scores[k])  # the first of a tie: the more specific
    return best if scores[best] else ""


def _weight(sentences: tuple[int, ...], mentions: int) -> int:
    """Mentions in the headline and lead count three times."""
    if not sentences:
        return mentions
    return sum(3 if s <= LEAD else 1 for s in sentences)


def _country(article: Article) -> str | None:
    """The country of the places the headline names, else of the places the article names
    (weighted by ``_weight``, a city twice a country)."""
    a = article.analysis
    for in_title in (True, False):
        score: dict[str, float] = {}
        for p in a.places:
            if not p.country or in_title and 0 not in p.sentences:
                continue
            hit = geo.lookup(p.name, a.language)
            city = 2 if hit is not None and hit.kind != "country" else 1
            score[p.country] = score.get(p.country, 0) + city * _weight(p.sentences, p.mentions)
        if score:
            best = max(score, key=lambda c: score[c])
            return best if list(score.values()).count(score[best]) == 1 else None
    return None


def _places(article: Article) -> tuple[Place, ...]:
    """The cities and districts of the lead, most named first; not a dateline: where the
    report was filed ("BEIRUT (Reuters) -", "إسلام آباد - أ ف ب:") is not where it
    happened."""
    a = article.analysis
    found = []
    firsts = [t.lstrip() for t in (*a.summary, *(f.sentence for f in a.figures
                                                 if f.sentence_index == 1))]
    for p in a.places:
        if p.lat is None or p.lon is None or not any(s <= LEAD for s in p.sentences) \
                or (p.name.isupper() and len(p.name) > 3) or _dateline(p, firsts):
            continue
        hit = geo.lookup(p.name, a.language)
        if hit is not None and hit.kind == "country":
            continue
        found.append((-_weight(p.sentences, p.mentions), Place(p.name, p.country, p.lat, p.lon)))
    return tuple(pl for _, pl in sorted(found, key=lambda t: t[0]))


def _dateline(place, sentences: list[str]) -> bool:
    """A place named only where the first sentence opens with it and a dateline's mark
    ("إسلام آباد - أ ف ب:", "Beirut (AP) —")."""
    return tuple(place.sentences) == (1,) and any(
        t.startswith(place.name) and _DATELINE.match(t[len(place.name):]) for t in sentences)


_DATELINE = re.compile(r"\s*(?:[-–—:(]|،)")


def _near(xs: tuple[Place, ...], ys: tuple[Place, ...]) -> tuple[str, str | None] | None:
    """The first place of ``xs`` within ``NEAR_KM`` of one of ``ys`` (both names), and its
    country."""
    for x in xs:
        for y in ys:
            if _km(x, y) <= NEAR_KM:
                return (x.name if x.name == y.name else f"{x.name} ~ {y.name}"), x.country
    return None


def _km(x: Place, y: Place) -> float:
    """Great-circle distance."""
    la1, lo1, la2, lo2 = map(math.radians, (x.lat, x.lon, y.lat, y.lon))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * 6371.0 * math.asin(math.sqrt(h))


def _day(article: Article, lead: str, rest: Sequence[str], pack) -> tuple[date, date | None]:
    """The publication day moved back to the day the lead names ("yesterday" one day,
    "on Sunday" the last Sunday on or before it), and the day whose evening or night the
    report dates the event to (``Event.night``): the lead's day when the lead names its
    evening or night; else, when the lead names no day (it often tells what followed a
    night's event: "Hollande declared a state of emergency"), the first evening or night
    of that day or the day before that a later sentence of the summary names ("gunmen who
    attacked on Friday evening", "overnight")."""
    day = article.day
    if pack is None:
        return day, None
    for when, night, _ in _mentions(lead, day, pack)[:1]:
        return when, when if night else None
    for sentence in rest:
        for when, night, _ in _mentions(sentence, day, pack):
            if night and (day - when).days <= 1:
                return day, when
    return day, None


def _mentions(text: str, day: date, pack) -> list[tuple[date, bool, bool]]:
    """The days ``text`` names relative to ``day`` (the publication day): by the pack's
    day words, the longest first, then by weekdays (the last on or before ``day``); each
    with whether it names its evening or night (a night word within two words of it:
    "Friday night", "late on Friday", "مساء الجمعة", or the day word itself: "overnight"),
    and whether it names the day itself (a weekday, "yesterday") and not a night alone."""
    words = " " + fold(text) + " "
    out = []
    for phrase, offset in sorted(pack.day_words.items(), key=lambda kv: -len(kv[0])):
        key = fold(phrase)
        if " " + key + " " in words:
            out.append((day + timedelta(days=offset), _at_night(text, key, pack),
                        not set(key.split()) & pack.night_words))
    for k, name in enumerate(pack.weekdays):
        key = fold(name)
        if " " + key + " " in words:
            out.append((day - timedelta(days=(day.weekday() - k) % 7), _at_night(text, key, pack), True))
    return out


def _at_night(text: str, phrase: str, pack) -> bool:
    """Whether a night word of the pack is in ``phrase`` (folded) or stands within two
    words of it in ``text``."""
    words = fold(text).split()
    key = phrase.split()
    night = pack.night_words
    for i in range(len(words) - len(key) + 1):
        if words[i:i + len(key)] == key and any(
                w in night or _word(pack.code, w) in night
                for w in words[max(0, i - 2):i + len(key) + 2]):
            return True
    return False


def _counts(figures: list[Figure]) -> frozenset[tuple[str, float]]:
    """(measure, value) of the event's counts of ten or more with a known measure."""
    return frozenset((f.measure, f.value) for f in figures if f.value >= 10 and f.measure)


def _toll(figures: list[Figure]) -> float | None:
    """The largest "killed" count of the lead; without one in the lead, the first the
    article gives (later ones are often background: "more than 1,500 since March")."""
    killed = [f for f in figures if f.measure == "killed"]
    lead = [f.value for f in killed if 0 <= f.sentence_index <= LEAD]
    return max(lead) if lead else killed[0].value if killed else None
