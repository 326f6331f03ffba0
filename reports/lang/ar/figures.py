"""Arabic figures. There is no parser here. Numbers are read by ``numbers.read`` (digits in
either digit set and any grouping, number words, scales, duals, fractions, vague counts) on
the sentence in a folded spelling (see ``_fold``). What a number counts is the noun after
it (or before, for "محتجين اثنين" and the definite "الأفرع السبعة عشر"); its measure is read
from the words governing it: its unit, age words, the counted noun, the verb or event noun
before it ("قتل", "أسفر عن مقتل") or after its noun ("قتلوا"). A number that cannot be read
is skipped (logged at debug level); the rest of the briefing is made."""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator
from dataclasses import replace

from ...analysis.figures import Found
from ...analysis.figures import extract as extract_figures
from ...analysis.figures import figure as make_figure
from ...analysis.nlp import Parsed, rejoin_decimals
from ...model import Figure
from . import numbers as AR
from . import words as lex
from .normalize import DIACRITICS, LETTERS, clitic_variants, no_article

log = logging.getLogger(__name__)


def extract(parsed: Parsed) -> tuple[Figure, ...]:
    """The figures step of the Arabic pack (spaced decimals joined back first); each
    figure carries the measure its own words give (the shared step keeps it)."""
    # no stems: a measure comes from the words governing the number, never from a stem
    # somewhere near it ("فر" in "الفريق")
    return extract_figures(parsed, _arabic, {}, sentences=rejoin_decimals(parsed)[0])


# the normalizer's letters, and Arabic decimal separators, percent sign and digits as ASCII
_NUMBERS = str.maketrans({"٫": ".", "٬": ",", "٪": "%",
                          **{chr(0x660 + i): str(i) for i in range(10)},
                          **{chr(0x6F0 + i): str(i) for i in range(10)}})


# A decimal with "ر" as its point, as the Gulf and Egyptian press write it, keeps the digits
# in the order they are seen right to left: "73ر51 %" is 51.73 percent, "2717ر1 دولار" 1.2717
_RA_DECIMAL = re.compile(r"(\d+)ر(\d+)(?![\d.,])")


def _fold(text: str) -> tuple[str, list[int]]:
    """Folded Arabic spelling (one char per kept char) and each char's offset in ``text``;
    a "ر" decimal turned around to a point decimal over the same offsets."""
    chars, where = [], []
    for i, c in enumerate(text):
        if DIACRITICS.match(c):
            continue
        chars.append(c.translate(LETTERS).translate(_NUMBERS))
        where.append(i)
    return _RA_DECIMAL.sub(lambda m: f"{m[2]}.{m[1]}", "".join(chars)), where


# digits grouped by "،" (three at a time), digits with "." or ",", a leading decimal point
# (".08"), words, "%", any other sign
_AR_TOKEN = re.compile(r"\d{1,3}(?:،\d{3})+(?!\d)|(?<![\w.])\.\d+|\d+(?:[.,]\d+)*|[^\W\d_]+|%|[^\w\s]")


def _folded(table: dict[str, frozenset[str]]) -> dict[str, str]:
    """word (folded) -> measure, the first measure listing it winning."""
    out: dict[str, str] = {}
    for measure, words in table.items():
        for w in words:
            out.setdefault(w.translate(LETTERS), measure)
    return out


_MEASURE_NOUNS = _folded(lex.MEASURE_NOUNS)
_MEASURE_EVENTS = _folded(lex.MEASURE_EVENTS)
_AGE_WORDS = frozenset(w.translate(LETTERS) for w in lex.AGE_WORDS)
_PERSON_NOUNS = frozenset(w.translate(LETTERS) for w in lex.PERSON_NOUNS) | AR.PEOPLE_NOUNS
_CHANGE_WORDS = frozenset(w.translate(LETTERS) for w in lex.CHANGE_WORDS)
# measures a unit sets
_UNIT_MEASURES = {
    "percent": "percent", "years": "duration", "months": "duration", "weeks": "duration",
    "days": "duration", "hours": "duration", "minutes": "duration", "km": "distance",
    "m": "distance", "cm": "distance", "mm": "distance", "miles": "distance",
    "hectares": "area", "tonnes": "weight", "kg": "weight",
    "barrels": "count", "barrels per day": "count",
}
# counted nouns that name what happened to the counted, not who they are ("50 قتيلا")
_EVENT_NOUN_MEASURES = frozenset({"killed", "wounded", "missing", "inhabitants"})
_PEOPLE_MEASURES = frozenset({
    "killed", "wounded", "casualties", "arrested", "missing", "hostages", "rescued", "freed",
    "defected",
    "displaced", "protesters", "troops", "inhabitants", "people"})
_VERB_ENDINGS = ("", "ت", "وا", "ن", "ها", "ه", "هم", "تا", "تهم", "وها")
# the words of the qualifiers ("أكثر من", "نحو"): they may stand between a verb and its number
_QUALIFIER_WORDS = frozenset(w for q in AR.QUALIFIERS for w in q.split())
# "فقد" (lost / went missing) is also "ف" + "قد": it governs only a number right after it
# or after a whole qualifier ("فقد ما يصل إلى 200"; not "فقد وصل 40": has arrived)
_ADJACENT_ONLY = frozenset({"فقد", "فقدت"})
# "أودى الانفجار بحياة 17 شخصا" (took the lives of): "بحياة" is a toll only after "أودى"
# ("خاطر بحياة" risks them)
_TOOK_LIFE = frozenset({"اودي", "اودت", "يودي", "تودي"})
_LIVES_OF = "بحياه"
# "لقيا حتفهما", "لقي الشقيقان مصرعهما", "أودى الحادث بحياتهما": a death noun with the
# dual pronoun says two died, whoever they are; its verb comes first
_DUAL_DEATHS = frozenset({"حتفهما", "مصرعهما", "بحياتهما"})
_DEATH_VERBS = _TOOK_LIFE | {"لقي", "لقيا", "لقيت", "لقيتا"}
# "زلزال بقوة 7.2 درجات", "بلغت قوته 6.1": a reading on a scale, not a count (as in English)
_READING_BEFORE = frozenset({"قوه", "قوته", "قوتها", "شدته", "شدتها"})
_DEGREES = frozenset({"درجه", "درجات"})
# nouns before a number with no noun of its own, naming what it counts: "عدد القتلى",
# "حصيلة ضحايا الزلزال" (the toll)
_COUNT_HEADS = frozenset({"عدد", "حصيله", "اعداد"})
# verbs and particles that open a clause after "و" ("وأعلن", "ولم", "وقد"), besides the
# measure verbs
_CLAUSE_VERBS = frozenset(w.translate(LETTERS) for w in (
    lex.REPORTING_VERBS | lex.CLAIM_VERBS | lex.NEGATIONS | {"قد", "كان", "كانت", "لقد"}))


def _strip(word: str, article: bool = True) -> str:
    """``word`` (folded) without its glued conjunction, preposition and (optionally)
    article: the normalizer's clitic stripping."""
    w = clitic_variants(word)[-1]
    return no_article(w) if article else w


def _event(word: str) -> str:
    """The measure a verb or event noun sets ("وقتلت", "مقتل", "سكانها"), else ""."""
    for v in dict.fromkeys((*clitic_variants(word), _strip(word))):
        for end in _VERB_ENDINGS:
            if end and not (v.endswith(end) and len(v) - len(end) >= 2):
                continue
            stem = v[: len(v) - len(end)] if end else v
            if stem in _MEASURE_EVENTS:
                return _MEASURE_EVENTS[stem]
    return ""


def _noun_measure(word: str) -> str:
    for v in dict.fromkeys((word, _strip(word, False), _strip(word))):
        if v in _MEASURE_NOUNS:
            return _MEASURE_NOUNS[v]
    return ""


def _merge_spaced_decimals(toks: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """"28. 797 مليار", "75. 8%": a decimal point followed by a space (ANERcorp's
    spelling), before a scale, a currency or "%": one token."""
    out: list[tuple[str, int, int]] = []
    i = 0
    while i < len(toks):
        w = toks[i][0]
        if (w.isdigit() and i + 3 < len(toks) and toks[i + 1][0] == "."
                and toks[i + 2][0].isdigit() and _is_quantity_word(toks[i + 3][0])):
            # "8 . 000 درهم": a spaced dot grouping thousands, not a decimal
            joined = f"{w}{toks[i + 2][0]}" if toks[i + 2][0] == "000" else f"{w}.{toks[i + 2][0]}"
            out.append((joined, toks[i][1], toks[i + 2][2]))
            i += 3
            continue
        out.append(toks[i])
        i += 1
    return out


def _is_quantity_word(word: str) -> bool:
    return word in AR.SCALES or bool(_currency(word)) or word == "%" or word == "في"


def _currency(word: str) -> str:
    return AR.CURRENCIES.get(word) or AR.CURRENCIES.get(_strip(word, False), "")


def _dual(word: str, people_verb: bool = False) -> str:
    """Unit of an indefinite dual noun ("عامين" two years, "دولتان" two states), else "".

    A listed stem (``AR.DUAL_STEMS``) is two of it anywhere. A noun of people is two
    people: always when its stem is a people noun and the ending is one a plural never has
    (nominative "-ان": "جنديان", "رجلان"; feminine "-تان"/"-تين": "امرأتان"); with a people
    verb governing it ("قتل شرطيان", "وجرح مدنيان"), also a nisba stem ("فلسطينيان").
    "-ين" on a people noun is also the sound plural ("مدنيين", "ناشطين") and is left alone."""
    w = _strip(word, article=False)
    if w.startswith("ال"):
        return ""
    for suffix, add in (("تين", "ه"), ("تان", "ه"), ("ين", ""), ("ان", "")):
        if w.endswith(suffix) and len(w) > len(suffix) + 1:
            stem = w[: -len(suffix)] + add
            if stem in AR.DUAL_STEMS:
                return AR.DUAL_STEMS[stem]
            if suffix == "ين":
                continue
            if stem in AR.PEOPLE_NOUNS or stem in _PERSON_NOUNS:
                return "people"
            if people_verb and suffix == "ان" and len(stem) >= 4 and (
                    stem.endswith("ي") or stem.startswith(_GROUP_STEMS)):
                return "people"
    return ""


# the stems of the groups a toll can count (security forces, attackers, civilians ...):
# their duals are people ("قتل مهاجمان"), and a perpetrator named alone is one of them
_GROUP_STEMS = tuple(st for stems in lex.SUBJECT_KINDS.values() for st in stems)
_PERPETRATORS = lex.SUBJECT_KINDS["attackers"]
_ONE_HARMS = frozenset({"killed", "wounded", "arrested"})
_PASSIVE_AUX = frozenset({"تم", "جري", "وتم", "وجري"})


def _lone_perpetrator(word: str) -> bool:
    """A definite singular noun of the attackers ("المهاجم", "الانتحاري"): one of them."""
    w = _strip(word, article=False)
    if not w.startswith("ال"):
        return False
    stem = w[2:]
    return stem.startswith(_PERPETRATORS) and not stem.endswith(("ين", "ون", "ان", "ات"))


def _arabic(parsed: Parsed, sent) -> Iterator[Found]:
    """The figures of one sentence, left to right; a number that cannot be read is
    skipped (logged), and a scaled amount with no currency takes the last currency named."""
    folded, where = _fold(sent.text)
    toks = _merge_spaced_decimals([(m.group(), m.start(), m.end())
                                   for m in _AR_TOKEN.finditer(folded)])
    s = _Sentence(sent, folded, where, toks)
    money_unit = ""
    i = 0
    while i < len(toks):
        try:
            found, nxt = s.figure_at(i, money_unit)
        except (ValueError, ArithmeticError, IndexError, KeyError) as e:  # never lose the article
            log.debug("number not read at %r in sentence %d: %r", s.words[i], sent.index, e)
            found, nxt = None, i + 1
        if found is not None:
            if found.figure.unit.isupper():
                money_unit = found.figure.unit
            yield found
        i = max(nxt, i + 1)


class _Sentence:
    """One sentence's folded tokens and the rules that make figures of them."""

    def __init__(self, sent, folded: str, where: list[int],
                 toks: list[tuple[str, int, int]]) -> None:
        self.sent, self.folded, self.where, self.toks = sent, folded, where, toks
        self.words = [t[0] for t in toks]

    def original(self, a: int, b: int, bare: bool = False) -> str:
        """The sentence's own spelling of tokens ``a:b`` (``bare``: without the conjunction
        or preposition glued to the first word: "ورجل" -> "رجل", "بثلاثمئة" -> "ثلاثمئة")."""
        if b <= a:
            return ""
        skip = _glued(self.words[a]) if bare else 0
        text = self.sent.text
        end = self.where[self.toks[b - 1][2] - 1] + 1
        while end < len(text) and DIACRITICS.match(text[end]):
            end += 1  # the last letter's tanween ("مدنياً")
        return text[self.where[self.toks[a][1] + skip]:end]

    def figure_at(self, i: int, money_unit: str) -> tuple[Found | None, int]:
        words = self.words
        w = words[i]
        if w == "في":
            age = self.ordinal_age(i)
            if age is not None:
                return age
        if _strip(w, article=False) in AR.WEEKDAYS or (w,) in AR.PERCENT_WORDS \
                or (i > 0 and (words[i - 1], w) in AR.PERCENT_WORDS):
            return None, i + 1
        if _DUAL_DEATHS.intersection(clitic_variants(w)):
            return self.dual_death(i), i + 1
        r = AR.read(self.toks, i)
        dual_unit = ""
        if r is None:
            if w[:1].isdigit():  # "0123 456 789": the spaced groups are the same identifier
                j = i + 1
                while j < len(words) and words[j].isdigit() \
                        and self.toks[j][1] == self.toks[j - 1][2] + 1:
                    j += 1
                return None, j
            if not w[:1].isalpha():
                return None, i + 1
            dual_unit = _dual(w, self.people_verb(i, i + 1) != "")
            if not dual_unit and self.lone_perpetrator(i):
                return self.build(AR.Reading(1.0, i, i + 1, spelled=True), None, i + 1,
                                  "people", money_unit)
            nxt = _strip(words[i + 1]) if i + 1 < len(words) else ""
            if not dual_unit or nxt in ("اثنين", "اثنتين", "اثنان", "اثنتان"):
                return None, i + 1
            r = AR.Reading(2.0, i, i + 1, spelled=True)
        if r.spelled and w.startswith("وال") and i > 0 and (
                words[i - 1] in AR.ORDINALS or words[i - 1] in AR.ORDINAL_VALUES):
            return None, r.end  # "الرابع والعشرين": an ordinal (24th)
        if r.spelled and not r.vague and not dual_unit:
            if r.end == i + 1 and r.value == 1:
                return None, i + 1  # "أحد" is mostly "one of"
            if r.value == 10 and r.end == i + 1 and i > 0 and words[i - 1] in AR.ORDINALS:
                return None, i + 1  # "السادس عشر": an ordinal
        high, j = self.range_after(r)
        return self.build(r, high, j, dual_unit, money_unit)

    def lone_perpetrator(self, i: int) -> bool:
        """One attacker harmed with no number: "وتم قتل المهاجم", "مقتل الانتحاري", "قتل
        المسلح برصاص الشرطة". A verb that may be active ("قتل المسلح خمسة": the gunman
        killed five) counts him only when no object follows him."""
        words = self.words
        if not _lone_perpetrator(words[i]) or i == 0 \
                or _event(words[i - 1]) not in _ONE_HARMS:
            return False
        if (i > 1 and words[i - 2] in _PASSIVE_AUX) or _noun_measure(words[i - 1]):
            return True  # "تم قتل", "مقتل": a verbal noun, so he is what was harmed
        nxt = i + 1
        return not (nxt < len(words) and (AR.read(self.toks, nxt) is not None
                                          or _head_unit(words[nxt]) == "people"
                                          or _dual(words[nxt])))

    def range_after(self, r: AR.Reading) -> tuple[float | None, int]:
        """The high end of a range starting with ``r`` and the token after it: "بين 20
        و30", "1000-5000", "من ألف إلى ألف وخمسمائة" (not "ارتفع من 20 إلى 30": a change)."""
        words, i, j = self.words, r.start, r.end
        if j >= len(words):
            return None, j
        prev = words[i - 1] if i > 0 else ""
        second: AR.Reading | None = None
        if _strip(prev) == "بين" and (j + 1 < len(words) or len(words[j]) > 1):
            second = self._read_after_waw(j)
        elif words[j] in ("-", "–") and not r.spelled and j + 1 < len(words) \
                and words[j + 1][:1].isdigit() and self.toks[j + 1][1] <= self.toks[j][2] + 1:
            second = AR.read(self.toks, j + 1)
        elif prev == "من" and words[j] in ("الي", "حتي") and j + 1 < len(words) and not any(
                _strip(x, False) in _CHANGE_WORDS or x in _CHANGE_WORDS
                for x in self.clause_before(i)):
            second = AR.read(self.toks, j + 1)
        if second is None or second.vague or second.value <= r.value:
            return None, j
        if words[j] in ("-", "–") and not self.counts_after(second.end):
            return None, j  # "3 - 6", "0 - 2": a score, not a range
        return second.value, second.end

    def counts_after(self, k: int) -> bool:
        """A unit or a counted noun follows token ``k`` ("شخص", "دولار", "%")."""
        if k >= len(self.words):
            return False
        w = self.words[k]
        return bool(w == "%" or _currency(w) or _head_unit(w) or (w,) in AR.PERCENT_WORDS
                    or (k + 1 < len(self.words) and (w, self.words[k + 1]) in AR.PERCENT_WORDS))

    def people_verb(self, i: int, end: int) -> str:
        """The people measure of a verb right before the number at ``i`` (a qualifier may
        stand between: "قتل نحو خمسة", "فر أكثر من") or right after it (``end``: "خمسة
        قتلوا"), else ""."""
        words = self.words
        for x in range(i - 1, max(-1, i - 5), -1):
            wx = words[x]
            if not wx[:1].isalpha():
                break
            event = _event(wx)
            if event in _PEOPLE_MEASURES and (x == i - 1 or wx not in _ADJACENT_ONLY):
                return event
            if _strip(wx, False) not in _QUALIFIER_WORDS and wx not in _QUALIFIER_WORDS:
                break
        if end < len(words) and words[end][:1].isalpha() and words[end][:1] not in ("و", "ف"):
            event = _event(words[end])
            if event in _PEOPLE_MEASURES:
                return event
        return ""

    def age_before(self, i: int) -> bool:
        """An age word up to three words before the number ("عمره 17", "يبلغ من العمر 30",
        "أعمارهم بين 20 و25"), with no "مدة" (a term) between them."""
        for x in range(i - 1, max(-1, i - 4), -1):
            w = self.words[x]
            if not w[:1].isalpha() or _strip(w) in ("مده", "فتره"):
                return False
            if _is_age_word(w):
                return True
        return False

    def counts_people_before(self, i: int) -> bool:
        """The clause names the people a bare number counts ("حصيلة الضحايا ... خمسين")."""
        at = self.counted_before(i)
        return at is not None and _head_unit(self.words[at[0]]) == "people"

    def counted_before(self, i: int) -> tuple[int, int] | None:
        """What a number with no noun of its own counts, named earlier in its clause: the
        noun after "عدد" or "حصيلة" ("ارتفع عدد القتلى إلى 30", "بلغ عدد سكانها 700 ألف",
        "ارتفعت حصيلة ضحايا الزلزال إلى 230"), else a noun of killed, wounded or missing
        people at most three words before it ("وصل القتلى إلى 40")."""
        nearest: tuple[int, int] | None = None
        for x in range(i - 1, max(-1, i - 8), -1):
            w = self.words[x]
            if not w[:1].isalpha():
                if w[:1].isdigit() and x == i - 2 and self.words[i - 1] in ("الي", "حتي"):
                    continue  # "ارتفع عدد القتلى من 20 إلى 30"; not "73 والجرحى 150"
                break
            if _strip(w) in _COUNT_HEADS and x + 1 < i and self.words[x + 1][:1].isalpha() \
                    and self.words[x + 1] not in AR.FUNCTION_WORDS:
                return x + 1, x + 2
            if nearest is None and x >= i - 3 \
                    and _noun_measure(w) in _EVENT_NOUN_MEASURES - {"inhabitants"}:
                nearest = x, x + 1
        return nearest

    def clause_before(self, i: int, n: int = 12) -> list[str]:
        """The words before token ``i`` back to the clause's start (a sign or a number)."""
        out: list[str] = []
        for x in range(i - 1, max(-1, i - 1 - n), -1):
            w = self.words[x]
            if not w[:1].isalpha():
                if w[:1].isdigit() and x == i - 2:
                    continue  # "من 287 إلى": the other end of the change
                break
            out.append(w)
        return out

    def _read_after_waw(self, j: int) -> AR.Reading | None:
        """The number after "و" at ``j`` ("و30", "و 30", "وثلاثين")."""
        w = self.words[j]
        if w == "و":
            return AR.read(self.toks, j + 1) if j + 1 < len(self.toks) else None
        if w.startswith("و") and len(w) > 2:
            t = self.toks
            shifted = [*t[:j], (w[1:], t[j][1] + 1, t[j][2]), *t[j + 1:]]
            return AR.read(shifted, j)
        return None

    def ordinal_age(self, i: int) -> tuple[Found, int] | None:
        """"طفل في السابعة عشرة", "في الخامسة والعشرين من عمره": an age told by an
        ordinal after a person (or followed by "من عمره")."""
        words = self.words
        j = i + 1
        if j >= len(words):
            return None
        if words[j] in AR.ORDINAL_VALUES:
            value = AR.ORDINAL_VALUES[words[j]]
            j += 1
            if j < len(words) and words[j] in AR.TEEN:
                value += 10
                j += 1
            elif j < len(words) and words[j].startswith("وال") and words[j][3:] in AR.TENS:
                value += AR.TENS[words[j][3:]]
                j += 1
        elif words[j].startswith("ال") and words[j][2:] in AR.TENS:
            value = AR.TENS[words[j][2:]]
            j += 1
        else:
            return None
        told = j + 1 < len(words) and words[j] == "من" and words[j + 1] in _AGE_WORDS
        person = next((k for k in range(i - 1, max(-1, i - 3), -1)
                       if _is_person(words[k])), None)
        if value < 2 or not (told or person is not None):
            return None
        stop = j + 2 if told else j
        what = self.original(person, person + 1, bare=True) if person is not None else ""
        fig = make_figure(self.sent.text, self.sent.index, float(value), "years", what, "",
                          self.original(i + 1, j))
        fig = replace(fig, measure="age", subject=what)
        return Found(fig, (float(value), "years", what)), stop

    def dual_death(self, i: int) -> Found | None:
        """Two killed, told by the death noun at ``i`` ("لقيا حتفهما") after its verb in
        the four words before, when no number there counts them ("لقي شخصان حتفهما",
        "شخصان لقيا حتفهما" are read at "شخصان")."""
        words = self.words
        verb = None
        for x in range(i - 1, max(-1, i - 5), -1):
            if AR.read(self.toks, x) or _dual(words[x]):
                return None
            if not words[x][:1].isalpha():
                break
            if verb is None and _DEATH_VERBS.intersection(clitic_variants(words[x])):
                verb = x
        if verb is None:
            return None
        # who died stands between "لقي" and its noun; after "أودى", the cause does
        took_life = _TOOK_LIFE.intersection(clitic_variants(words[verb]))
        what = "" if took_life else self.original(verb + 1, i, bare=True)
        fig = make_figure(self.sent.text, self.sent.index, 2.0, "people", what, "",
                          self.original(verb, i + 1))
        return Found(replace(fig, measure="killed"), (2.0, "people", what, None))

    def build(self, r: AR.Reading, high: float | None, j: int, dual_unit: str,
              money_unit: str) -> tuple[Found | None, int]:
        """Apply the non-figure rules around the number and build the figure."""
        words, i = self.words, r.start
        value = r.value
        if high is not None and r.scale == 1:  # "بين 20 و30 ألفا": the scale is shared
            for scale in (1_000, 1_000_000, 1_000_000_000):
                if value * scale <= high < value * scale * 10 and value < high / 100:
                    value *= scale
                    break
        unit, k = self.unit_at(j)
        prev = words[i - 1] if i > 0 else ""
        nxt = words[k] if k < len(words) else ""
        scaled = r.scale > 1
        quantity = unit != "" or scaled
        followed = bool(nxt) and nxt[:1].isalpha() and nxt not in AR.FUNCTION_WORDS or (
            nxt == "من" and k + 1 < len(words) and _partitive(words[k + 1]))
        if self.date_or_label(r, value, high, unit, k, followed):
            return None, k
        shown_end = k
        definite = r.spelled and _definite_number(words[i])
        if definite and r.end == i + 1 and _strip(words[i]) in AR.TENS \
                and not (i > 0 and _plural_like(words[i - 1])):
            return None, k  # "عيد ميلاده الخمسين", "الذكرى الثلاثين": an ordinal (50th)
        postposed = bool(dual_unit) or (r.spelled and not r.vague and (
            definite or _strip(words[i]) in ("اثنين", "اثنتين", "اثنان", "اثنتان")))
        if r.vague:  # "مئات المدنيين", "عشرات الآلاف من المحتجين": only of people
            if nxt == "من" and k + 1 < len(words) and words[k + 1][:1].isalpha():
                k += 1
                nxt = words[k]
            elif self.among(k) is not None:
                k += 2  # "المئات في عداد المفقودين"
                nxt = words[k]
            if _head_unit(nxt) != "people":
                return None, k  # "آلاف المرات", "مئات السنين": a manner of speaking
        elif r.spelled and not followed and not postposed and (
                not quantity or (r.end == i + 1 and _construct_dual(words[i]) and not unit)) \
                and not (not quantity and (self.people_verb(i, k) or self.counts_people_before(i))):
            return None, k  # "حشد مليوني في": an adjective, not "two million"
        # what it counts: the next words, or the words before for postposed numbers
        if dual_unit:
            what_at = (i, i + 1)
        elif unit and unit != "percent" and k > r.end:
            what_at = (j, k)  # money: the currency as written (after a range's high end)
        elif postposed:
            n_before = 2 if definite else 1
            before = [x for x in range(max(0, i - 3), i) if words[x][:1].isalpha()][-n_before:]
            if len(before) > 1 and words[before[0]] in AR.FUNCTION_WORDS:
                before = before[1:]  # "خلال الأشهر الستة": the noun, not its preposition
            what_at = (before[0], before[-1] + 1) if before else (i, i)
        else:
            if nxt == "من" and k + 1 < len(words) and (
                    _partitive(words[k + 1]) or (unit == "percent" and words[k + 1][:1].isalpha())):
                shown_end = k
                k += 1  # "5 من جنوده", "عشرة من عناصر الأمن"
            what_at = self.counted_after(k)
        if what_at[0] == what_at[1] and not unit and not r.vague:
            what_at = self.counted_before(i) or what_at  # "عدد القتلى ... 30"
        what_words = words[what_at[0]:what_at[1]]
        head = (what_words[-1] if postposed and not dual_unit else what_words[0]) \
            if what_words else ""
        if not unit:
            if dual_unit:
                unit = dual_unit
            elif _head_unit(head):
                unit = _head_unit(head)
            elif definite and _strip(head) in AR.UNIT_NOUNS:
                unit = AR.UNIT_NOUNS[_strip(head)]  # "الأيام الثلاثة الأخيرة"
            elif money_unit and scaled and not what_words:
                unit = money_unit  # "29 مليارا" after "28 مليار دولار": same currency
            elif what_words:
                unit = "count"
        if unit == "barrels" and "يوميا" in words[k:k + 3]:
            unit = "barrels per day"
        if unit == "m" and "مكعب" in words[k:k + 2]:
            unit = "cubic m"
        age = unit == "years" and (prev == "(" or self.age_before(i))
        approx = self.qualifier(i, what_at[1] if what_at[1] > k else k)
        if r.vague:
            approx = self.original(i, r.end, bare=True)
        measure = self.measure(i, k, what_at, unit, age)
        if not unit and not what_words and measure not in _PEOPLE_MEASURES and not approx \
                and (r.spelled or not scaled):
            return None, k  # nothing counted, no verb counting it ("رفع رصيده إلى 60")
        if not unit and measure in _PEOPLE_MEASURES:
            unit = "people"  # "ويتجاوز عدد النازحين 500 ألف"
        elif unit == "count" and measure in _PEOPLE_MEASURES and _nisba_noun(head):
            unit = "people"  # "فر ثلاثة ملايين سوري": a nisba a people verb counts is people
        what = self.original(*what_at, bare=True)
        subject = ""
        if age:
            person = next((x for x in range(i - 1, max(-1, i - 6), -1)
                           if _is_person(words[x])), None)
            if person is not None:
                what = subject = self.original(person, person + 1, bare=True)
        elif what and unit in ("people", "count") \
                and _noun_measure(head) not in _EVENT_NOUN_MEASURES:
            subject = what
        stop = max(k, r.end)
        if dual_unit:
            shown_end = i + 1
        if r.vague:
            shown_end = r.end
        fig = make_figure(self.sent.text, self.sent.index, value, unit, what, approx,
                          self.original(i, max(shown_end, i + 1), bare=r.spelled))
        fig = replace(fig, measure=measure, high=high, subject=subject)
        key: tuple = (value, high, unit) if unit in ("percent",) or unit.isupper() \
            or unit == "cents" else (value, unit, what, high)
        return Found(fig, key), stop

    def unit_at(self, k: int) -> tuple[str, int]:
        """The currency or percent at token ``k`` ("دولار", "%", "في المائة") and the token
        after it; ("", k) when there is none."""
        words = self.words
        if k < len(words) and _currency(words[k]):
            return _currency(words[k]), k + 1
        if k < len(words) and words[k] == "%":
            return "percent", k + 1
        if k + 1 < len(words) and (words[k], words[k + 1]) in AR.PERCENT_WORDS[:2]:
            return "percent", k + 2
        if k < len(words) and (words[k],) in AR.PERCENT_WORDS:
            return "percent", k + 1
        return "", k

    def date_or_label(self, r: AR.Reading, value: float, high: float | None, unit: str,
                      k: int, followed: bool) -> bool:
        """The number at ``r`` (with its currency or percent ``unit``, ending at ``k``) is
        a date, a year, a time, a score, an ordinal or a label, not a figure."""
        words, i = self.words, r.start
        prev = words[i - 1] if i > 0 else ""
        prev_s = _strip(prev) if prev else ""
        nxt = words[k] if k < len(words) else ""
        is_digit = not r.spelled
        quantity = unit != "" or r.scale > 1
        # dates, years, "six days ago"
        if prev_s in AR.MONTHS or prev in AR.MONTHS or _strip(nxt) in AR.MONTHS or nxt in AR.MONTHS:
            return True
        if not unit and (prev in AR.YEAR_BEFORE or prev_s in AR.YEAR_BEFORE) and (
                1000 <= value <= 2100 or not followed):
            return True
        if not quantity and is_digit and (high is None or 1900 <= high <= 2100) \
                and 1900 <= value <= 2100 \
                and "." not in words[i] and _head_unit(nxt) in ("", "count") \
                and not (prev == "الي" and self.counts_people_before(i)):
            return True  # a year; not "ارتفع عدد القتلى إلى 2100"
        if prev_s in _READING_BEFORE and (_strip(nxt) in _DEGREES or not followed) \
                or "مقياس" in words[k + 1:k + 3]:
            return True  # "بقوة 7.2 درجات", "6.1 على مقياس ريختر"; not "بقوة 110 أحصنة"
        if prev in AR.AGO_BEFORE or prev_s in AR.AGO_BEFORE or value == 0:
            return True
        if not unit and (nxt in AR.YEAR_AFTER or _strip(nxt, False) in AR.YEAR_AFTER):
            return True  # "636 م", "40 للهجرة"
        if prev in ("ال", "وال", "بال", "لل"):
            return True  # "البابا بنديكت الـ16", "القرن الـ14": ordinals
        if high is None and (words[i - 1:i] in ([":"], ["/"], ["-"]) or nxt in (":", "/", "-")) \
                and is_digit and not quantity and not (prev == ":" and _noun_measure(nxt)):
            return True  # times, dates, scores; not "بالأرقام: 194 قتيلا"
        # a label: "الفرقة 15،" (a definite noun, then the number, then nothing it counts)
        return is_digit and not quantity and prev.startswith(("ال", "وال", "بال", "لل")) \
            and prev not in AR.FUNCTION_WORDS and not followed \
            and _strip(prev, False) not in _AGE_WORDS and not self.counts_people_before(i)

    def counted_after(self, k: int) -> tuple[int, int]:
        """The counted phrase from token ``k``: a noun and at most one adjective ("مدنيا
        فلسطينيا"), never a function word, a number, the next clause or a weekday."""
        words = self.words
        what_at = (k, k)
        for x in range(k, min(k + 2, len(words))):
            wx = words[x]
            if not wx[:1].isalpha() or wx in AR.FUNCTION_WORDS or AR.word_kind(wx):
                break
            if _new_clause(wx) or self.next_conjunct(x):
                break  # "قتل 15 وجرح 30": the next clause, not what 15 counts
            if x + 1 < len(words) and _strip(words[x + 1], False) in AR.WEEKDAYS:
                break  # "يوم الأحد": a date, not days counted
            if x > k and not _adjective(wx):
                break
            what_at = (k, x + 1)
        return what_at

    def next_conjunct(self, x: int) -> bool:
        """Token ``x`` opens the next of coordinated counts, each number taking the noun
        nearest before it: "عدد القتلى 73 وعدد الجرحى 150", "القتلى 73 والجرحى 150"."""
        w = self.words[x]
        if w[:1] not in lex.CONJUNCTIONS:
            return False
        return _strip(w) in _COUNT_HEADS or (x + 1 < len(self.words)
                                            and self.words[x + 1][:1].isdigit())

    def among(self, k: int) -> str | None:
        """The measure of the people "في عداد" (among) at token ``k`` names ("12 شخصا في
        عداد المفقودين", "المئات في عداد القتلى"), else None."""
        if self.words[k:k + 2] != ["في", "عداد"] or k + 2 >= len(self.words):
            return None
        return _noun_measure(self.words[k + 2]) or None

    def qualifier(self, i: int, end: int) -> str:
        """The qualifier before the number ("نحو", "بحوالي", "ما لا يقل عن") or after what
        it counts ("على الأقل", "أو أكثر"), as the sentence spells it."""
        if i > 2 and _strip(self.words[i - 2]) == "عدد":
            i -= 2  # "يتجاوز عدد النازحين 500 ألف": the qualifier verb before its subject
        start = self.toks[i][1]
        before = " " + " ".join(self.words[max(0, i - 6):i])
        for q in sorted(AR.QUALIFIERS, key=len, reverse=True):
            for lead in ("", "ب", "و"):
                if before.endswith(" " + lead + q):
                    a = self.folded.rfind(q, 0, start)
                    return self.sent.text[self.where[a]:self.where[a + len(q) - 1] + 1]
        tail = end < len(self.toks) and self.toks[end][1] or len(self.folded)
        after = self.folded[tail:tail + 30]
        for q in AR.QUALIFIERS_AFTER:
            a = after.find(q)
            if a >= 0 and not after[:a].strip(" ،")[:1].isdigit() and len(after[:a].split()) <= 2:
                a += tail
                return self.sent.text[self.where[a]:self.where[a + len(q) - 1] + 1]
        return ""

    def measure(self, i: int, end: int, what_at: tuple[int, int], unit: str, age: bool) -> str:
        """The measure key the words governing the number at ``i`` (its unit ends at
        ``end``) give: its unit (money, percent, duration ...), age, a counted noun of a
        place or population, the people "في عداد" names after it, the verb or event noun
        before it in its clause or right after its noun, the counted noun, else a count."""
        if age:
            return "age"
        if unit.isupper() or unit in ("dinars", "lira", "cents"):
            return "money"
        if unit in _UNIT_MEASURES:
            return _UNIT_MEASURES[unit]
        words = self.words
        noun = next((m for m in map(_noun_measure, words[what_at[0]:what_at[1]]) if m), "")
        if noun in ("countries", "inhabitants"):
            return noun
        among = self.among(max(what_at[1], end))
        if among:
            return among
        event = ""
        for x in range(i - 1, max(-1, i - 7), -1):  # back to the clause's start
            wx = words[x]
            if wx[:1].isdigit() and x == i - 2 and words[i - 1] in ("الي", "حتي"):
                continue  # "ارتفع عدد القتلى من 20 إلى 30": the count it changed from
            if not wx[:1].isalpha() or AR.word_kind(wx) or wx[:1].isdigit():
                break
            if _LIVES_OF in clitic_variants(wx):
                event = "killed" if any(_TOOK_LIFE.intersection(clitic_variants(v))
                                        for v in self.clause_before(x)) else ""
            elif wx not in _ADJACENT_ONLY or x == i - 1 \
                    or " ".join(words[x + 1:i]) in AR.QUALIFIERS:
                event = _event(wx)
            if event:
                break
        if not event:  # "20 شخصا قتلوا", "5 أشخاص لقوا حتفهم"; not a new clause ("وقتل")
            for x in range(what_at[1], min(what_at[1] + 2, len(words))):
                if not words[x][:1].isalpha() or words[x][:1] in ("و", "ف"):
                    break
                event = _event(words[x])
                if event:
                    break
        if noun == "hostages" and event == "arrested":
            return noun
        if event:
            return event
        if noun:
            return noun
        if unit == "people":
            return "people"
        return "count" if unit == "count" else ""


def _new_clause(word: str) -> bool:
    """"وجرح", "وأصيب", "فقتل", "وأعلن", "ولم": a conjunction glued to a verb, an event
    word or a particle, which opens the next clause (never the noun a number counts)."""
    if word[:1] not in lex.CONJUNCTIONS or len(word) < 3:
        return False
    rest = word[1:]
    if rest in _CLAUSE_VERBS or (rest.endswith("ت") and rest[:-1] in _CLAUSE_VERBS):
        return True
    return bool(_event(rest)) and not _noun_measure(rest) and _head_unit(rest) != "people"


def _plural_like(word: str) -> bool:
    """A noun a definite number can count ("الوزراء العشرون", "الجنود"): a counted noun of
    the tables, or a plural's ending; after any other noun "العشرين" is the ordinal."""
    w = _strip(word)
    return bool(_head_unit(word) or _noun_measure(word) or w.endswith(("ين", "ون", "ات", "اء")))


def _nisba_noun(word: str) -> bool:
    """An indefinite nisba used as a noun ("سوري", "فلسطينيين"): a people word when a
    people verb counts it."""
    w = _strip(word, False)
    return not w.startswith("ال") and len(w) >= 4 and w.endswith(("ي", "يا", "يين", "يون"))


def _known(word: str) -> bool:
    """A word of the number or counted-noun tables (folded, no clitics stripped)."""
    w = no_article(word)
    return (AR.word_kind(word) is not None and word == _strip(word, False)) or any(
        x in table for x in (word, w) for table in (
            AR.PEOPLE_NOUNS, _PERSON_NOUNS, AR.UNIT_NOUNS, _MEASURE_NOUNS, AR.CURRENCIES,
            AR.VAGUE))


def _glued(word: str) -> int:
    """How many letters of ``word`` are a glued conjunction or preposition ("ورجل": 1),
    when the rest is a word the tables know and the whole is not ("واحد": 0)."""
    if _known(word):
        return 0
    for v in clitic_variants(word)[1:]:
        if _known(v) or _known(no_article(v)):
            return len(word) - len(v)
    return 0


def _construct_dual(word: str) -> bool:
    """"مليوني", "ألفي", "مئتي": a dual in construct, which needs the noun it counts."""
    w = _strip(word, False)
    return w.endswith("ي") and w in AR.DUAL_SCALES or w in ("مايتي", "ميتي")


def _partitive(word: str) -> bool:
    """The people after "من" in "5 من جنوده", "عشرة من عناصر الأمن": who is counted
    (not "الدقيقة 65 من المباراة")."""
    return "people" in (_head_unit(word), _head_unit(word[:-1]))


def _is_person(word: str) -> bool:
    """A noun for a person ("طفلا", "شقيقه" his brother): whose age a number can be."""
    for w in (_strip(word, False), _strip(word)):
        for end in ("", "ه", "ها", "هم"):
            if (not end or w.endswith(end)) and w[: len(w) - len(end)] in _PERSON_NOUNS:
                return True
    return False


def _is_age_word(word: str) -> bool:
    return bool(word) and (word in _AGE_WORDS or _strip(word, False) in _AGE_WORDS
                           or _strip(word) in _AGE_WORDS)


def _definite_number(word: str) -> bool:
    """"السبعة عشر", "والثلاثة": a number word with the article (it follows its noun);
    not "ألف", "ألفين", whose alef-lam is their own."""
    for lead in ("ال", "وال"):
        if word.startswith(lead) and AR.word_kind(word[len(lead):]) is not None \
                and word[len(lead):] not in AR.FRACTIONS:
            return True
    return False


def _head_unit(word: str) -> str:
    """The unit a counted noun gives ("عاما" years, "مدنيا" people), else ""."""
    if not word:
        return ""
    s = word if word in AR.UNIT_NOUNS or word in AR.PEOPLE_NOUNS else _strip(word, False)
    if s in AR.UNIT_NOUNS:
        return AR.UNIT_NOUNS[s]
    if s[-1:] == "ه" and s[:-1] in AR.PEOPLE_NOUNS or s[-2:] in ("ها", "هم") and s[:-2] in AR.PEOPLE_NOUNS:
        return "people"  # "جنوده" his soldiers
    if s in AR.PEOPLE_NOUNS or _strip(word) in AR.PEOPLE_NOUNS or _noun_measure(word) in (
            "killed", "wounded", "arrested", "defected", "displaced", "protesters",
            "hostages", "missing", "inhabitants", "troops"):
        return "people"
    return ""


_NISBA = ("ي", "يا", "يه", "ين", "يون", "يات", "يتين", "يان")


def _adjective(word: str) -> bool:
    """A word that can describe the counted noun before it ("مدنيا فلسطينيا", "جندي
    منشق"): a nisba or a participle (م-), not a preposition phrase ("بوسط") or a verb."""
    w = no_article(word)
    return w.endswith(_NISBA) or (w.startswith("م") and len(w) >= 4)

