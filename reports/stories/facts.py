"""A story's facts, read from its members: the tolls of its event source by source
(``tallies``: the event's own counts of people, ``NotToll`` saying which counts are not),
its figures corroborated across sources, the number that is the news first
(``corroborate_figures``, ``news``), who claimed it (``group_responsibility``), the day
the event happened (``story_day``) and the story in one line of facts in the reader's
language (``lead``). Each fact keeps the reports it was read from, so a digest points back
to the sentence of every value. The words of every rule are the language packs'
(``background_words``, ``key_figure_words``, labels), so a rule holds for a class of
construction in every language that has a pack.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import replace
from datetime import date
from typing import Protocol

from .. import events
from .. import lang as languages
from ..labels import country_name, direction, gloss, labels, unit_name
from ..lang import fold, skeleton
from ..linking import (  # TITLES: words before a group's name that are not part of it
    TITLES,
    name_key,
)
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
from ..text import script


class Links(Protocol):
    """What the facts need of ``linking.Links``: the linked id of an article's entity."""

    def id_of(self, article_id: str, entity: Entity) -> str | None: ...


# The counts of people that are a toll of the event, compared source by source.
TOLLS = ("killed", "wounded", "casualties", "missing", "hostages", "rescued", "freed",
         "arrested", "displaced", "defected")


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


def rounded(x: float, y: float) -> bool:
    """``y`` is the whole number a source writes for ``x`` (51.73 percent cut or rounded
    to 51 or 52): one figure, the precise one the better. Not under 10, where a decimal
    is the news (a magnitude 7.8 is no magnitude 7, a rate of 0.25 no rate of 0)."""
    return x >= 10 and x != int(x) and y == int(y) and y in (math.floor(x), round(x))


def source_tolls(article: Article, own: Sequence[Figure] | None = None
                 ) -> dict[tuple[str, str], Figure]:
    """An article's toll of each measure and group (``events.subject_key``): its largest
    exact count of them in the lead, else in the rest of the report, else its vague one
    ("dozens"), a toll it says rose to a count being as good as its lead's ("later the toll
    rose to 22"); a round number with a qualifier within 5% of a precise one it gives is
    that one rounded ("nearly 600" beside "more than 588": 588), among the figures of its
    own event (``events.own_figures``: not "the October bombing that killed more than
    100") that are a toll of it (``NotToll``: not a projection, not killed and wounded
    together, not a war's toll, not another day's, not the perpetrators' own count where
    the article gives another)."""
    return {k: f for k, (_, f) in _best_tolls(_toll_figures(article, own)).items()}


def reported_tolls(article: Article, own: Sequence[Figure] | None = None
                   ) -> list[tuple[tuple[str, str], Figure, str]]:
    """An article's tolls as reports of the event, as (measure and group, figure, speaker):
    its own toll of each (``source_tolls``) and, beside a toll of people at large said by
    a named source ("the Observatory said 30 were wounded ... SANA spoke of 55"), the
    best count of each other speaker that differs from it, both with their speaker as the
    article writes it ("" for a toll relayed beside none). An unattributed count is the
    article's own, a group's count (two militants killed at the weekend) is no rival
    toll, and a toll that rose replaces the counts before it."""
    found = _toll_figures(article, own)
    said = {c.sentence_index: c.speaker for c in article.analysis.claims
            if c.sentence_index >= 0 and name_key(c.speaker)}
    updated = NotToll(article).updated
    out = []
    for key, (_, main) in _best_tolls(found).items():
        by = said.get(main.sentence_index, "") if not key[1] else ""
        # a toll the report says rose to its count ("later the toll rose to 22") replaces
        # the counts before it
        since = main.sentence_index if updated(main) else -1
        others = [(k, rank, f) for k, rank, f in found if k == key and by
                  and name_key(said.get(f.sentence_index, by)) != name_key(by)
                  and not close(f.value, main.value)
                  and not is_vague(f.text, f.approx) and f.sentence_index > since]
        relayed = []
        for speaker in dict.fromkeys(said[f.sentence_index] for _, _, f in others):
            best = _best_tolls([x for x in others if said[x[2].sentence_index] == speaker])
            relayed += [(key, f, speaker) for _, f in best.values()]
        out += [(key, main, by if relayed else ""), *relayed]
    return out


def _toll_figures(article: Article, own: Sequence[Figure] | None
                  ) -> list[tuple[tuple[str, str], tuple, Figure]]:
    """Every count of an article that is a toll of its event, as (measure and group, rank,
    figure): see ``source_tolls``."""
    not_toll = NotToll(article)
    figures = [f for f in (not_toll.harm(f) for f in (
                   events.own_figures(article) if own is None else own))
               if f.measure in TOLLS and f.value > 0 and not not_toll.why(f)]
    theirs = [f for f in figures if not_toll.perpetrators(f)]
    lang = article.analysis.language
    at_large = {f.measure for f in figures if not events.subject_key(f, lang)}
    out = []
    for f in figures:
        key = (f.measure, _group(f, lang, at_large))
        if f in theirs and any(  # the perpetrators' count beside the article's own
                g not in theirs and not close(g.value, f.value) and g.measure == f.measure
                and _group(g, lang, at_large) == key[1]
                for g in figures):
            continue
        vague = is_vague(f.text, f.approx)
        rounded = bool(f.approx) and any(  # "nearly 600" beside "more than 588": its rounding
            g is not f and _round(f.value) and not _round(g.value) and g.measure == f.measure
            and abs(g.value - f.value) <= 0.05 * f.value and not is_vague(g.text, g.approx)
            and _group(g, lang, at_large) == key[1] for g in figures)
        rank = ((0 <= f.sentence_index <= events.LEAD or not_toll.updated(f)) and not vague
                and not rounded,
                not vague and not rounded, f.value)
        out.append((key, rank, f))
    return out


def _best_tolls(found: Sequence[tuple[tuple[str, str], tuple, Figure]]
                ) -> dict[tuple[str, str], tuple[tuple, Figure]]:
    best: dict[tuple[str, str], tuple[tuple, Figure]] = {}
    for key, rank, f in found:
        if key not in best or rank > best[key][0]:
            best[key] = (rank, f)
    return best


def _position(tokens: list[str], mine: list[str]) -> int | None:
    """Where a figure's words (``mine``: "at least 12", "41 في المئة") stand in its
    sentence's ``tokens``: the number among them, where the whole wording is found first
    (not another figure's "في المئة"), else where its number or its last word is."""
    digit = next((k for k, t in enumerate(mine) if t[:1].isdigit()), len(mine) - 1)
    hits = NotToll._at(tokens, mine)
    if hits:
        return hits[0] + digit
    for t in (mine[digit:digit + 1] if mine else []) + mine[::-1]:
        if t in tokens:
            return tokens.index(t)
    return None


def _placed(code: str, f: Figure) -> tuple[list[str], list[str], int | None]:
    """A figure's sentence and its own wording, word by word as ``events._word`` reads
    them, and where the figure stands in the sentence (``_position``)."""
    tokens = [t for w in f.sentence.split() if (t := events._word(code, w))]
    own = [t for w in f.text.split() if (t := events._word(code, w))]
    return tokens, own, _position(tokens, own)


def _round(value: float) -> bool:
    """A number as people round one: a multiple of ten (600, 1,500)."""
    return value >= 10 and value % 10 == 0


def _group(f: Figure, lang: str, at_large: set[str]) -> str:
    """The group a toll counts (``events.subject_key``); the dead, hurt, rescued or missing
    of a group neither attackers nor security forces ("147 students", "717 pilgrims", "587
    students rescued", "66 passengers") are the people at large where the article gives no count of
    everyone for that measure: then it is the whole toll, as it writes it (not so "13
    hostages" rescued, "six prisoners" freed: those are what is counted)."""
    kind = events.subject_key(f, lang)
    if kind and kind not in _PARTIES and f.measure in (*events.HARM, "rescued", "missing") \
            and f.measure not in at_large and not (f.measure == "rescued" and kind == "hostages"):
        return ""
    return kind


_PARTIES = frozenset({"attackers", "police", "military"})  # groups counted apart, whatever the article


class NotToll:
    """Why a count of people an article gives is no toll of the event it reports, read
    from the words of its sentence (the pack's ``background_words``):
    - "before": it names a time before the event ("earlier in the day", "last week");
    - "war": it is a long conflict's toll ("in the uprising", "since the war", "since
      protests began", "منذ اندلاع الثورة", "since the 1980s");
    - "date": it names a day and month more than ``events.DAYS`` + 1 days from the
      article's ("the 25 April earthquake", "19 نيسان"), or a past month ("last March");
    - "projection": what the toll may become ("could rise to 40", "will die", "قد يرتفع");
    - "together": killed and wounded in one number ("100 قتيل وجريح", "killed or wounded");
    - "votes": a count the words of votes follow ("13 مليونا و230 ألفا و131 صوتا");
    and ``perpetrators``: a count in a sentence where a group that claimed the attack
    speaks ("Islamic State said 15 were killed")."""

    def __init__(self, article: Article) -> None:
        a = article.analysis
        self.pack = pack = languages.get(a.language)
        self.code = pack.code if pack else ""
        words = pack.background_words if pack else {}
        self.words = {k: [self._tokens(x) for x in words.get(k, ())]
                      for k in ("before", "war", "war_links", "began", "projection",
                                "claim_said", "rose", "aboard", "vanished")}
        self.since = {t for x in words.get("since", ()) for t in self._tokens(x)}
        self.past = {t for x in words.get("past", ()) for t in self._tokens(x)}
        self.compare = {t for x in words.get("compare", ()) for t in self._tokens(x)}
        self.and_or = {t for x in words.get("and_or", ()) for t in self._tokens(x)}
        self.votes = {t for x in words.get("votes", ()) for t in self._tokens(x)}
        measures = pack.measures if pack else {}
        self.killed = tuple(fold(x) for x in measures.get("killed", ()))
        self.wounded = tuple(fold(x) for x in measures.get("wounded", ()))
        self.months = sorted(((self._tokens(m), k) for m, k in
                              (pack.month_words.items() if pack else ())), key=lambda mk: -len(mk[0]))
        self.day = article.day
        self.groups = [self._tokens(r.group) for r in a.responsibility
                       if r.status == "claimed" and r.group]

    def _tokens(self, text: str) -> list[str]:
        return [t for w in text.split() if (t := events._word(self.code, w))]

    @staticmethod
    def _at(tokens: list[str], phrase: list[str]) -> list[int]:
        n = len(phrase)
        return [i for i in range(len(tokens) - n + 1) if n and tokens[i:i + n] == phrase]

    def _where(self, f: Figure, tokens: list[str]) -> int | None:
        return _position(tokens, self._tokens(f.text))

    def harm(self, f: Figure) -> Figure:
        """A count of people the analysis read as no toll ("people", "count") that a word
        of the dead or of the hurt, and only one of them, stands beside: "116 injured
        people", "ارتفاع عدد قتلى الزلزال إلى أكثر من 1440 شخصا" (up to six words before
        it, no other number between); the missing, when a word of being aboard stands so
        beside it and its sentence says the craft vanished ("a jet carrying 66 passengers
        and crew disappeared from radar", "اختفاء طائرة ... وعلى متنها 66 شخصا")."""
        if f.measure not in ("people", "count", "") or f.unit not in ("people", "count", ""):
            return f
        tokens = self._tokens(f.sentence)
        at = self._where(f, tokens)
        if at is None:
            return f
        before = tokens[max(0, at - 6):at]
        for k in range(len(before) - 1, -1, -1):  # no other number between
            if before[k][:1].isdigit():
                before = before[k + 1:]
                break
        window = before + tokens[at + 1:at + 3]
        killed = any(t.startswith(self.killed) for t in window)
        wounded = any(t.startswith(self.wounded) for t in window)
        if killed != wounded:
            return replace(f, measure="killed" if killed else "wounded")
        if any(self._at(window, p) for p in self.words["aboard"]) and any(
                self._at(tokens, p) for p in self.words["vanished"]):
            return replace(f, measure="missing")
        return f

    def why(self, f: Figure) -> str:
        tokens = self._tokens(f.sentence)
        at = self._where(f, tokens)
        if any(self._at(tokens, p) for p in self.words["before"]):
            return "before"
        if self._war(tokens):
            return "war"
        if self._other_day(tokens):
            return "date"
        if at is not None:
            if any(i < at and at - i <= 8 for p in self.words["projection"]
                   for i in self._at(tokens, p)):
                return "projection"
            if any(t in self.votes for t in tokens[at + 1:at + 6]):
                return "votes"
            if self._together(tokens[max(0, at - 5):at], last=True) or self._together(
                    tokens[at + 1:at + 6]):
                return "together"
        return ""

    def updated(self, f: Figure) -> bool:
        """The count is the toll updated ("the toll rose to 22", "ارتفاع حصيلة الهجوم إلى
        22 قتيلا": a word of the pack's "rose" up to eight words before it): the report's
        latest, as good as its lead's."""
        tokens = self._tokens(f.sentence)
        at = self._where(f, tokens)
        return at is not None and any(i < at and at - i <= 8 for p in self.words["rose"]
                                      for i in self._at(tokens, p))

    def _together(self, window: list[str], last: bool = False) -> bool:
        """A killed word and a wounded word side by side (an "and" or "or" between) that
        count one number: "100 قتيل وجريح", "killed or wounded 60", not "7 قتلوا وأصيب 36"
        (each has a number of its own) nor a pair far from the number."""
        for i in range(len(window) - 1):
            for j in (i + 1, i + 2):
                if j >= len(window) or (j == i + 2 and window[i + 1] not in self.and_or):
                    continue
                a, b = window[i], window[j]
                if {a.startswith(self.killed), b.startswith(self.killed)} == {True, False} and \
                        {a.startswith(self.wounded), b.startswith(self.wounded)} == {True, False}:
                    rest = window[j + 1:j + 3]
                    if last and (j != len(window) - 1 or any(
                            t[:1].isdigit() for t in window[max(0, i - 2):i])):
                        continue  # before the number: the pair ends beside it, and is not
                        # the verbs of two counts ("7 شرطيين قتلوا وأصيب 36")
                    if not last and (i > 2 or any(_DAY.fullmatch(t) or t[:1].isdigit()
                                                 for t in rest)):
                        continue
                    return True
        return False

    def _war(self, tokens: list[str]) -> bool:
        links = {t for p in self.words["war_links"] for t in p}
        for p in self.words["war"]:
            for i in self._at(tokens, p):
                if links & set(tokens[max(0, i - 3):i]):
                    return True
        for i, t in enumerate(tokens):
            if t in self.since and (any(self._at(tokens[i + 1:i + SINCE_REACH], p)
                                        for p in self.words["began"])
                                    or any(_YEARS.fullmatch(x) for x in tokens[i + 1:i + 3])) \
                    and not self.compare & set(tokens[max(0, i - 8):i]):
                return True  # not a comparison: "the first attack since the offensive began"
        return False

    def _other_day(self, tokens: list[str]) -> bool:
        """A day and its month ("25 April", "April 25", "19 من نيسان") far from the
        article's day, or a month called past ("last March", "مارس الماضي"): another
        event's date."""
        for phrase, month in self.months:
            for i in self._at(tokens, phrase):
                end = i + len(phrase)
                if (i and tokens[i - 1] in self.past) or self.past & set(tokens[end:end + 2]):
                    return True
                near = [tokens[i - 1] if i else "", tokens[i - 2] if i > 1 else "",
                        tokens[end] if end < len(tokens) else ""]
                day = next((int(m.group(1)) for x in near if (m := _DAY.fullmatch(x))), None)
                if day is None:
                    continue
                year = self.day.year - (month > self.day.month + 1)
                try:
                    when = date(year, month, day)
                except ValueError:
                    continue
                if abs((when - self.day).days) > events.DAYS + 1:
                    return True
        return False

    def perpetrators(self, f: Figure) -> bool:
        """The count is told by a group that claimed the attack (its name and a saying
        word in the sentence): their word, not the article's."""
        tokens = self._tokens(f.sentence)
        return any(self._at(tokens, g) for g in self.groups if g) and any(
            self._at(tokens, p) for p in self.words["claim_said"])


_YEARS = re.compile(r"(?:19|20)\d0s|(?:19|20)\d\d")  # "since the 1980s", "since 2011"
SINCE_REACH = 14  # tokens from "since" to the verb of a start: "since protests against the
# government of Syrian President Bashar Assad began"
_DAY = re.compile(r"(\d{1,2})(?:st|nd|rd|th)?")  # any script's digits: int() reads them


def kept(items: list[tuple[Article, Figure]]) -> list[tuple[Article, Figure]]:
    """The tolls that count the same thing: within a third of the largest exact one (24
    killed on Friday is not 1,500 since March; "dozens" is no value to compare)."""
    top = max((f.value for _, f in items if not is_vague(f.text, f.approx)), default=0.0)
    return [(a, f) for a, f in items if is_vague(f.text, f.approx) or 3 * f.value >= top]


def tallies(group: Sequence[Article], own: Mapping[str, Sequence[Figure]] | None = None,
            least: int = 2, lang: str = "") -> tuple[Tally, ...]:
    """The tolls of a story's event, report by report (``Tally``: each article's
    ``reported_tolls`` that give a number, those ``kept``), where ``least`` reports or more
    give one; a group other than the attackers and the security forces (counted apart:
    "two assailants", "seven police officers") is often a part of the dead ("nine Italians",
    "four civilians" among them), a toll of its own only where two reports or more give
    it. ``own``: each article's ``events.own_figures`` by id, when known. ``lang``: the
    reader's, whose words name the group counted (``_subject``)."""
    by: dict[tuple[str, str], list[tuple[Article, Figure]]] = {}
    said: dict[tuple[str, int], str] = {}  # (article id, figure id) -> its speaker
    for a in group:
        for key, f, speaker in reported_tolls(a, own[a.id] if own else None):
            if not is_vague(f.text, f.approx):  # "dozens", "مئات": words, not a count
                by.setdefault(key, []).append((a, f))
                said[(a.id, id(f))] = speaker
    out = []
    for (measure, subject), items in by.items():
        toll = kept(items)
        if len(toll) < (least if not subject or subject in _PARTIES else max(least, 2)):
            continue
        toll.sort(key=lambda af: (af[0].day, af[0].first_seen), reverse=True)
        twice = {a.id for a, _ in toll if sum(b.id == a.id for b, _ in toll) > 1}
        out.append(Tally(measure=measure, subject=subject and _subject(toll, subject, lang),
                         reports=tuple(replace(report(a, f), by=said[(a.id, id(f))]
                                               if a.id in twice else "")
                                       for a, f in toll)))
    out.sort(key=lambda t: (TOLLS.index(t.measure), bool(t.subject), -t.sources))
    return tuple(out)


def _subject(toll: Sequence[tuple[Article, Figure]], kind: str, lang: str) -> str:
    """The group a tally counts: a known kind by its key ("attackers", "police"), which
    every language shares as it shares measures (``group_words`` gives the reader's
    words); a group of no kind as the newest report in the reader's language writes it,
    else the reader's word for the newest report's (``labels.gloss``: "جنديا" ->
    "soldiers"), else as the newest report writes it."""
    if kind in _KINDS:
        return kind
    if lang:
        mine = next((f.subject for a, f in toll if a.analysis.language == lang and f.subject), "")
        if mine:
            return mine
        for a, f in toll:
            said = gloss(f.subject, a.analysis.language, lang, generic=False)
            if said:
                return said
    return toll[0][1].subject


def group_words(t: Tally, lang: str) -> str:
    """The group a tally counts in the reader's words: a kind ("police") as the newest
    report in the reader's language writes it ("police officers"), else the reader's
    word for a report's ("جنود" -> "soldiers"), else the pack's word for the kind
    (``subject_police``); a group of no kind as the tally names it; "" for people at
    large."""
    if t.subject not in _KINDS:
        return t.subject
    mine = next((r.subject for r in t.reports if r.language == lang and r.subject), "")
    if mine:
        return mine
    for r in t.reports:
        said = gloss(r.subject, r.language, lang, generic=False) if r.subject else ""
        if said:
            return said
    return labels(lang).get(f"subject_{t.subject}", t.subject)


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


def _same_share(a: Article, f: Figure, items: Sequence[tuple[Article, Figure]]) -> bool:
    """Whether a percentage can be the share ``items`` give: a report in the same
    language shares a word beside it ("Standard Chartered sank almost 10 percent" is not
    "the pound falling more than 10 percent"). Other figures, and reports in another
    language, whose words cannot be compared, always can."""
    if f.unit != "percent":
        return True
    mine = None
    for b, g in items:
        if b.analysis.language != a.analysis.language or b.id == a.id:
            continue
        mine = _beside_words(a, f) if mine is None else mine
        if mine & _beside_words(b, g):
            return True
    return mine is None


def _beside_words(a: Article, f: Figure, span: int = 5) -> set[str]:
    """The words within ``span`` of a figure in its sentence, as word stems (their first
    four letters), without numbers, stop words and the figure's own words."""
    pack = languages.get(a.analysis.language)
    stop = pack.stop_words() if pack else frozenset()
    tokens, own, at = _placed(pack.code if pack else "", f)
    if at is None:
        return set()
    near = tokens[max(0, at - span):at + span + 1]
    return {t[:4] for t in near if len(t) > 2 and t.isalpha() and t not in stop
            and t not in own}


def corroborate_figures(group: Sequence[Article], counts: Sequence[Tally] = (),
                        own: Mapping[str, Sequence[Figure]] | None = None
                        ) -> tuple[FigureGroup, ...]:
    """Figures of a story grouped by measure, group counted and value: how many sources
    give each, and, for a source's toll (``counts``, from ``tallies``), the other values
    other sources give for that toll. Two assailants killed and two of the dead are two
    figures; a figure every source gives of another event (``events.own_figures``) is
    background, listed last."""
    buckets: list[tuple[tuple[str, str, str], float, list[tuple[Article, Figure]]]] = []
    not_toll = {a.id: NotToll(a) for a in group}
    for a in group:
        lang = a.analysis.language
        for f in (*a.analysis.figures, *magnitudes(a), *scores(a)):
            key = (events.measure(f, lang), lang, events.subject_key(f, lang))
            for b, (k, val, items) in enumerate(buckets):
                if _same_count(k, key) and (close(val, f.value) or rounded(val, f.value)
                                            or rounded(f.value, val)) \
                        and (f.measure != "score" or items[0][1].high == f.high) \
                        and _same_share(a, f, items):
                    items.append((a, f))
                    if rounded(f.value, val):  # "51 percent" first, "51.73 percent" later
                        buckets[b] = (k, f.value, items)
                    break
            else:
                buckets.append((key, f.value, [(a, f)]))
    theirs = {(a.id, f.text, f.sentence) for a in group
              for f in (*(own[a.id] if own else events.own_figures(a)), *magnitudes(a),
                        *scores(a))}
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
        group_ = FigureGroup(measure=measure, value=val, approx=f0.approx, unit=f0.unit,
                             reports=tuple(report(a, f) for a, f in items),
                             disputed_by=disputed, background=not mine & theirs, high=f0.high)
        out.append((news(items, not_toll), group_))
    out.sort(key=lambda ng: (ng[1].background, -ng[0][0], -ng[1].sources, -ng[0][1],
                             ng[1].unit != "percent", -len(ng[1].disputed_by), -ng[1].value))
    first: list[FigureGroup] = []
    again: list[FigureGroup] = []
    for _, g in out:  # one number twice (two measures, two wordings) is one key figure
        (again if any(close(g.value, x.value) for x in first) else first).append(g)
    return tuple(first + again)


def magnitudes(article: Article) -> tuple[Figure, ...]:
    """The magnitudes the headline and lead give (a number under 10 with one decimal, a
    word of the pack's ``key_figure_words`` "magnitude" within three words: "a magnitude
    6.9 earthquake", "زلزال بقوة 6.9 درجات") that the article's figures do not have: the
    figure readers miss no number is without."""
    have = {(f.sentence_index, f.value) for f in article.analysis.figures}
    out = []
    for k, sentence, _w, m in _lead_matches(article, "magnitude", _MAGNITUDE.search):
        g = m.group(1)  # "6.9", "6,9", Arabic digits and decimal sign: int() reads them
        value = int(g[0]) + int(g[-1]) / 10
        if not 0 < value < 10 or (k, value) in have:
            continue
        have.add((k, value))
        out.append(Figure(value=value, unit="magnitude", what=g, approx="", text=g,
                          sentence=sentence, sentence_index=k, measure="magnitude"))
    return tuple(out)


def scores(article: Article) -> tuple[Figure, ...]:
    """The score the headline and lead give ("a 1-0 victory", "الفوز 1-صفر"): two numbers
    of twenty or less joined by a dash, a word of the pack's ``key_figure_words`` "score"
    (won, beat, final ...) within three words. One figure of the two sides (``high`` the
    second), the number that is a match's news; no count the figures step reads."""
    out = []
    for k, sentence, w, m in _lead_matches(article, "score", lambda w: _SCORE.fullmatch(
            w.strip(".,;:!?()«»\"'،؛").replace("صفر", "0"))):
        one, two = int(m.group(1)), int(m.group(2))
        if max(one, two) <= 20:
            out.append(Figure(value=float(one), unit="score", what="", approx="", text=w,
                              sentence=sentence, sentence_index=k, measure="score",
                              high=float(two)))
    return tuple(out)


def _lead_matches(article: Article, kind: str, match: Callable[[str], re.Match | None]
                  ) -> Iterator[tuple[int, str, str, re.Match]]:
    """(sentence index, sentence, word, match) for each word of the headline and lead
    ``match`` reads with a word of the pack's ``key_figure_words[kind]`` within three
    words of it."""
    a = article.analysis
    pack = languages.get(a.language)
    words = pack.key_figure_words.get(kind, ()) if pack else ()
    if not words:
        return
    code = pack.code if pack else ""
    for k, sentence in enumerate((a.title, *a.summary[:events.LEAD])):
        raw = sentence.split()
        tokens = [events._word(code, w) for w in raw]
        for i, w in enumerate(raw):
            m = match(w)
            if m is not None and _beside(words, tokens[max(0, i - 3):i + 4], code):
                yield k, sentence, w, m


_SCORE = re.compile(r"(\d{1,2})[-–](\d{1,2})")
_MAGNITUDE = re.compile(r"(?<![\d.,\u066b])(\d[.,\u066b]\d)(?![\d.,\u066b]?\d)")


def _beside(phrases: Sequence[str], window: list[str], code: str) -> bool:
    """One of ``phrases`` (read as ``events._word`` reads words) is in ``window``."""
    return any(NotToll._at(window, [events._word(code, w) for w in x.split()])
               for x in phrases)


# Units that are no news of their own ("in 29 years", "20 yards", "aged 17")
_NO_NEWS = frozenset({"years", "months", "weeks", "days", "hours", "minutes", "seconds",
                      "decades", "km", "miles", "yards", "metres", "meters", "feet"})
_NEWS_MEASURES = frozenset({"percent", "money", "votes"})


def news(items: Sequence[tuple[Article, Figure]],
         not_toll: Mapping[str, NotToll] | None = None) -> tuple[int, int]:
    """How much a figure is the number that is the news, as (tier, words): 3 an
    earthquake's magnitude (a number under 10, no count of people, in a sentence with the
    pack's ``key_figure_words`` "magnitude": "7.8-magnitude", "بقوة 7.9 درجات"); 2 the
    dead and hurt, and a percentage, a sum of money, a vote count or any figure beside
    the pack's "news" words (a vote share, a rate, barrels a day, a pledge); 1 other
    counts, a share of the ballots counted so far (the pack's "progress" words: "60%
    of ballots counted") and a share of the people a survey asked ("opinion": "85 percent
    of respondents"); 0 a duration, an age, a distance. ``words``: 1 when the news
    words are beside it, or the "share" words in the sentence of a percentage (a rate
    decision's "interest rates" first among its percentages; "24.3 percent of the votes,
    followed by Shafiq with 23.3 percent").
    A count of the dead or hurt that is no toll of the event (``NotToll``: "will die",
    "in the uprising") is of tier 1."""
    tier = words = 0
    for a, f in items:
        pack = languages.get(a.analysis.language)
        kw = pack.key_figure_words if pack else {}
        code = pack.code if pack else ""
        tokens, _, at = _placed(code, f)
        near = tokens[max(0, at - 4):at + 5] if at is not None else []
        if f.measure == "score":
            return 2, 1  # a match's news, beside its words as a vote share is
        if f.measure == "magnitude" or 0 < f.value < 10 and f.measure not in TOLLS and f.unit != "people" and _beside(
                kw.get("magnitude", ()), tokens, code):
            return 3, 1
        hit = _beside(kw.get("news", ()), near, code) or (
            at is not None and _beside(kw.get("news_after", ()), tokens[at + 1:at + 4], code)
        ) or (f.unit == "percent" and _beside(kw.get("share", ()), tokens, code))
        if f.unit in _NO_NEWS or f.measure in ("age", "duration", "distance"):
            t = 0
        elif _beside((*kw.get("progress", ()), *kw.get("opinion", ())),
                     tokens[max(0, at - 4):at + 9] if near else [], code):
            # "60% of ballots counted": how far the count is; "85 percent of respondents
            # said": what those asked think
            t, hit = 1, False
        elif f.measure in events.HARM and (NotToll(a) if not_toll is None
                                           else not_toll[a.id]).why(f):
            t = 1  # a projection, a war's toll: no toll of the event
        elif f.measure in events.HARM or f.measure in _NEWS_MEASURES or hit or \
                f.unit in ("percent", "barrels per day"):
            t = 2
        else:
            t = 1
        tier, words = max(tier, t), max(words, int(hit and t >= 2))
    return tier, words


def _same_group(x: str, y: str) -> bool:
    """Two names of one group, also across scripts: the same words, or the consonant
    skeleton of one inside the other's ("Al-Shabab" ~ "حركة الشباب", "Boko Haram" ~
    "جماعة بوكو حرام")."""
    if fold(x) == fold(y):
        return True
    a, b = (skeleton(" ".join(w for w in fold(n).split() if w not in TITLES)).split()
            for n in (x, y))
    short, long_ = sorted((a, b), key=len)
    return bool(short) and any(long_[i:i + len(short)] == short
                               for i in range(len(long_) - len(short) + 1))


def group_responsibility(group: Sequence[Article], links: Links | None = None,
                         kind: str = "") -> tuple[ResponsibilityGroup, ...]:
    """What a story's sources say of who carried it out: one entry per status and group
    (a group linked across languages, or named alike), each source once; every view is
    kept, so a claim beside "nobody has claimed" shows both. Claims first
    (``RESPONSIBILITY`` order), then the most sources. An attack (``kind``) no source
    names anyone for is "none", backed by every source's silence (no sentence): an
    editor reads "not claimed" rather than nothing, which could mean a claim was missed."""
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
    if not out and kind == "attack":
        out = [ResponsibilityGroup(status="none", group="", reports=tuple(
            Report(article_id=a.id, source=a.source_name, language=a.analysis.language,
                   seen=a.first_seen.date().isoformat(), day=a.day.isoformat(), text="",
                   sentence="") for a in group))]
    out.sort(key=lambda g: (RESPONSIBILITY.index(g.status), -g.sources))
    return tuple(out)


# -- the day and the lead line ------------------------------------------------------------

def story_kind(group: Sequence[Article], event_of: Mapping[str, events.Event]) -> str:
    """The kind of news most of the story's sources report (``events.Event.kind``), the
    first of a tie; "" when none names one, or when most sources do not say it (what
    most sources do not say happened is not said)."""
    kinds = Counter(event_of[a.id].kind for a in group if a.id in event_of and event_of[a.id].kind)
    kind = max(kinds, key=lambda k: (kinds[k], -list(kinds).index(k))) if kinds else ""
    return "" if kind and 2 * kinds[kind] <= len(group) and len(group) > 1 else kind


def story_day(group: Sequence[Article], event_of: Mapping[str, events.Event]) -> str:
    """The day the story's event happened (ISO): each source's event day (``events.of``:
    its publication day moved back by the lead's "on Tuesday", "yesterday", "أمس") is one
    vote; the most voted day wins, the earliest of a tie (a later report is a follow-up),
    or the evening or night before it that a source names (``events.main_day``)."""
    day = events.main_day([event_of[a.id] for a in group if a.id in event_of])
    return day.isoformat() if day else ""


LEAD_TOLLS = 2  # the lead line gives the first two tolls of people at large
LEAD_MEASURES = ("killed", "wounded", "missing")  # of these measures


def lead(group: Sequence[Article], event_of: Mapping[str, events.Event],
         counts: Sequence[Tally], figures: Sequence[FigureGroup],
         responsibility: Sequence[ResponsibilityGroup], links: Links | None,
         lang: str) -> str:
    """The story in one line of facts, in ``lang`` whatever its sources' languages (no
    translation: every word is a label of the reader's pack, every name the linked
    entity's display name in the reader's script, every number a number): what happened
    and where ("Attack in Baghdad"), its toll (``counts``: people at large, killed then
    wounded) or else its first figure, and who claimed it. "" when nothing is known."""
    words = labels(lang)
    kind = story_kind(group, event_of)
    what = words.get(f"kind_{kind}", "") if kind else ""
    where = _where(group, event_of, links, lang, national=kind in events.NATIONAL)
    head = (words["lead_what_where"].format(what=what, where=where) if what and where
            else what or where)
    said = _toll_words(counts, lang) or _figure_words(figures, lang)
    line = f"{head}: {said}" if head and said else head or said
    claim = _claim_words(group, responsibility, links, lang)
    if claim:
        line = f"{line}{words['lead_sep']}{claim}" if line else claim
    return line


def _readable(name: str, kind: str, lang: str) -> str:
    """``name`` when it is in the reader's script, else its translation or
    transliteration into a Latin-script reader's letters, or a place by the name the
    reader's pack knows ("Baghdad" -> بغداد, as ``linking.in_reader_script``); "" when
    there is none."""
    want = languages.script_of(lang)
    if not name or script(name) == want:
        return name
    pack = languages.by_script(name)
    if want == "latn" and pack and pack.to_latin:
        return pack.to_latin(name, kind) or ""
    reader = languages.get(lang)
    if kind == "place" and script(name) == "latn" and reader and reader.from_latin:
        return reader.from_latin(name, kind) or ""  # a place the reader's tables know
    return ""


def _entity_name(group: Sequence[Article], links: Links | None, entity_id: str, kind: str,
                 lang: str) -> str:
    """The name the story's own articles give the linked entity ``entity_id``, in the
    reader's script (the most written, then the shortest), else one read into it; from
    the articles, not the entity's display name, so a story reads the same whether its
    entities were linked at once or one article at a time (``archive``)."""
    if not links or not entity_id:
        return ""
    written: Counter[str] = Counter()
    for a in group:
        for e in (a.analysis.places if kind == "place" else a.analysis.organizations):
            if links.id_of(a.id, e) == entity_id:
                written[e.name] += max(e.mentions, 1)
    ranked = sorted(written, key=lambda n: (script(n) != languages.script_of(lang), n.isupper(),
                                             -written[n], len(n), n))
    return next((x for n in ranked if (x := _readable(n, kind, lang))), "")


def _where(group: Sequence[Article], event_of: Mapping[str, events.Event],
           links: Links | None, lang: str, national: bool = False) -> str:
    """The place of the event: the city most of the sources' leads name (``events.of``),
    by its linked display name, else (and for a ``national`` event: an election, a coup)
    the country most of them are about."""
    places: Counter[str] = Counter()
    names: dict[str, str] = {}
    for a in group:
        ev = event_of.get(a.id)
        if ev is None or not ev.places or national:
            continue
        top = ev.places[0].name
        ent = next((e for e in a.analysis.places if e.name == top), None)
        eid = (links.id_of(a.id, ent) if links and ent else None) or ""
        key = eid or fold(top)
        places[key] += 1
        names.setdefault(key, _entity_name(group, links, eid, "place", lang)
                         or _readable(top, "place", lang))
    for key, _n in places.most_common():
        if names[key] and script(names[key]) == languages.script_of(lang):
            return names[key]
    countries = Counter(event_of[a.id].country for a in group
                        if a.id in event_of and event_of[a.id].country)
    return country_name(countries.most_common(1)[0][0], lang) if countries else ""


def _num(v: float) -> str:
    return f"{int(v):,}" if float(v).is_integer() else f"{v:,.2f}".rstrip("0").rstrip(".")


def _span(low: float, high: float, lang: str) -> str:
    """"28" or "28–43", kept left to right inside a right-to-left line (an isolate)."""
    span = _num(low) if low == high else f"{_num(low)}–{_num(high)}"
    return f"\u2066{span}\u2069" if direction(lang) == "rtl" else span


def _toll_words(counts: Sequence[Tally], lang: str) -> str:
    """The first tolls of people at large with a number ("28–43 killed, 200 wounded"); of a
    measure no count of everyone gives, the victims' group ("6 soldiers killed": never the
    attackers' own dead)."""
    words = labels(lang)
    at_large = {t.measure for t in counts if not t.subject}
    out = []
    for t in counts:
        if t.measure not in LEAD_MEASURES or not any(not r.vague for r in t.reports):
            continue
        if t.subject and (t.measure in at_large or t.subject == "attackers"):
            continue
        what = words.get(f"measure_{t.measure}", t.measure)
        out.append(" ".join(x for x in (_span(t.low, t.high, lang), group_words(t, lang), what)
                            if x))
        if len(out) == LEAD_TOLLS:
            break
    return words.get("comma", ", ").join(out)


def _figure_words(figures: Sequence[FigureGroup], lang: str) -> str:
    """The story's first figure (the number that is the news), with its unit."""
    f = next((g for g in figures if not g.background and g.value > 0
              and g.unit not in _NO_NEWS and g.measure not in ("age", "duration", "distance")
              and not is_vague(g.reports[0].text, g.reports[0].approx)), None)
    if f is None:
        return ""
    if f.measure == "score" and f.high is not None:
        return f"{f.value:g}\u2013{f.high:g}"  # "1–0": both sides, the winner's first
    high = max((r.high for r in f.reports if r.high is not None), default=f.value)
    span = _span(f.value, max(high, f.value), lang)
    if f.unit == "percent":
        return f"{span}%"
    unit = "" if f.unit in ("", "count", "people") else unit_name(f.unit, lang)
    unit = unit if script(unit) == languages.script_of(lang) else ""
    label = labels(lang).get(f"measure_{f.measure}", "") if f.measure in TOLLS else ""
    if not unit and not label:
        return ""  # a bare number says nothing
    return " ".join(x for x in (span, unit, label) if x)


def _claim_words(group: Sequence[Article], groups: Sequence[ResponsibilityGroup],
                 links: Links | None, lang: str) -> str:
    """Who claimed it (or that no one has), as the first view of the sources says it."""
    if not groups:
        return ""
    words = labels(lang)
    g = groups[0]
    if g.status == "none" and not g.group:
        return words["resp_none"]
    # a source in the reader's script names the group as written, before a transliteration
    same = [x for x in groups if x.status == g.status and x.group]
    name = next((x.group for x in same if script(x.group) == languages.script_of(lang)), "") or (
        _entity_name(group, links, g.entity_id, "organization", lang)
        or _readable(g.group, "organization", lang))
    if not name or script(name) != languages.script_of(lang):
        return words["resp_none"] if g.status == "none" else ""
    return f"{words[f'resp_{g.status}']} {name}"
