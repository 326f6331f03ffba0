"""English figures: candidates from the number grammar (``numbers.py``) over the sentence
text; the spaCy parse then tells what the number counts (its head noun and that noun's
verb), which sets the figure's measure and subject."""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator
from dataclasses import dataclass, replace

from ...analysis.figures import Found
from ...analysis.figures import extract as extract_figures
from ...analysis.figures import figure as make_figure
from ...analysis.nlp import Parsed
from ...model import Figure
from . import numbers as EN
from .words import (
    DWELL_VERBS,
    MEASURES,
    PEOPLE_MEASURES,
    PLACE_NOUNS,
    STATE_VERBS,
    SUBJECT_KINDS,
    SUBJECT_VERBS,
)

log = logging.getLogger(__name__)


def extract(parsed: Parsed) -> tuple[Figure, ...]:
    """The figures step of the English pack."""
    return extract_figures(parsed, _english, MEASURES)


def _alternation(words) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


_W = _alternation(EN.NUMBER_WORDS)
_SPACE = r"[\s\u00a0\u2009\u202f]"
_VAGUE_UNITS = _alternation(EN.VAGUE)
# a comma after a scale word inside a number in words: "one thousand, six hundred"
_SCALE_COMMA = rf"(?:(?<=thousand)|(?<=million)|(?<=billion)|(?<=trillion)),{_SPACE}+"
_NUMBER = re.compile(
    rf"""
    (?:(?P<cur>(?:US|A|C|HK|NZ)?\$|£|€|¥|₹|\b(?:pounds|dollars|euros|pound|dollar|euro|rs\.?|
        rupees|usd|gbp|eur)\s*(?=\.?\d)))?
    (?:
      (?<![\w-])(?P<vague>(?:(?:several|a{_SPACE}+few|a{_SPACE}+couple{_SPACE}+of|many){_SPACE}+
        (?:hundreds?|thousands?|millions?|billions?|dozens?)
        |(?:{_VAGUE_UNITS})(?:{_SPACE}+of{_SPACE}+(?:thousands|millions|billions))?)
        (?:{_SPACE}+of(?!\w))?)(?!\w)
    | (?<![\w.,])(?P<num>{EN.DIGITS})
      (?:(?P<suf>trillion|billion|million|thousand|bn|bln|mln|mil|mn|m|k|tn|trn|b)
        |(?P<ord>st|nd|rd|th))?
      (?![\w]|[.,]\d)
      (?:{_SPACE}+(?P<scale>{_alternation({*EN.SPACED_SCALES, "dozen"})})(?!\w))?
    | (?<![\w-])(?P<words>(?:{_W})(?:(?:{_SPACE}+|-|{_SCALE_COMMA})(?:{_W}))*)(?!\w)
    | (?<![\w-])(?P<ordw>{_alternation(EN.ORDINAL_WORDS)})(?!\w)
    )
    (?P<pct>{_SPACE}*%|{_SPACE}+per{_SPACE}*cent\b|{_SPACE}+percent(?:age{_SPACE}+points?)?\b)?
    """,
    re.IGNORECASE | re.VERBOSE,
)
_WORD = re.compile(r"[\w'’$£€]+(?:[.-]\w+)*|[^\w\s]")
_TOKEN = re.compile(r"[A-Za-z]+")
# joins two numbers into a range: "20-30", "20 to 30", "between 20 and 30"
_RANGE_JOIN = re.compile(rf"{_SPACE}*(?:-|–|—|to(?!\w)|and(?!\w)){_SPACE}*", re.IGNORECASE)
# a count that changes: "rose from 20 to 30" is two figures, not a range
_CHANGE = re.compile(r"\b(?:ris|rose|fell|fall|increas|decreas|cut|rais|jump|climb|drop|reduc|"
                     r"grow|grew|doubl|tripl|soar|plung|slump|surg|lift|lower|boost|slash|"
                     r"went|gone|go|moved?|chang|revis|swell|shr[ai]nk|edg|slid|tumbl)\w*\s+"
                     r"(?:\w+\s+){0,3}from\s+$", re.IGNORECASE)
# after a range: a match result, not a range ("a 1-3 defeat")
_SCORE_AFTER = re.compile(r"\s*(?:win|victory|defeat|loss|draw|lead|scoreline|home|away|"
                          r"thrashing|drubbing|margin)\b", re.IGNORECASE)
_SCORE_BEFORE = frozenset({"won", "beat", "lost", "drew", "beating", "trailed", "led", "leading",
                           "score", "scored", "scoring", "win", "victory", "defeat", "by"})
# a telephone number: digit groups joined by a space, dot or hyphen, maybe "+44", "(020)"
_PHONE = re.compile(r"(?<![\w.,+])\+?(?:\(\d{1,5}\)[ .\-\u00a0]?)?\d{1,5}"
                    r"(?:[ .\-\u00a0]\(?\d{1,5}\)?){1,5}(?!\w|[.,]\d)")
# words for calling before a telephone number, up to three words before it
_PHONE_CUE = re.compile(r"\b(?:call|calls|called|calling|phone|phoned|telephone|tel|dial|dialled|"
                        r"dialed|hotline|helpline|fax|ring|text|mobile|whatsapp|contact)\b\W*"
                        r"(?:[a-z]+\W+){0,3}$", re.IGNORECASE)
# words that make the number after them a reading on a scale, not a count ("a quake
# measuring 7.8", "magnitude 6.1", "registering 5.5 on the Richter scale")
_READING_BEFORE = frozenset({"measuring", "measured", "registering", "registered", "magnitude",
                             "magnitude-", "force"})


@dataclass(frozen=True)
class Num:
    """One number as written: where it is, its value, and how it was written."""

    start: int
    end: int
    value: float
    kind: str  # "digits" | "words" | "vague" | "ordinal" | "ordinal-digits"
    scaled: bool  # a scale word or suffix multiplied it ("5.5bn", "two million")
    base: float  # the value before its scale ("5.5" of "5.5bn")
    cur: str = ""  # currency written before it, lower case
    pct: bool = False
    text: str = ""


def numbers(text: str) -> list[Num]:
    """Every number in ``text``, left to right; a word run that is not one number is read
    as the numbers it holds ("five and six" is 5 and 6). Never raises: a number the
    grammar cannot read is skipped (logged at debug level)."""
    out: list[Num] = []
    pos = 0
    while pos < len(text):
        m = _NUMBER.search(text, pos)
        if m is None:
            break
        try:
            num, pos = _read(text, m)
        except (ValueError, ArithmeticError, IndexError) as e:  # never lose the article
            log.debug("number %r not read: %s", m.group(0), e)
            num, pos = None, m.end()
        if num is not None:
            out.append(num)
        pos = max(pos, m.start() + 1)
    return out


def _read(text: str, m: re.Match) -> tuple[Num | None, int]:
    cur = (m.group("cur") or "").strip().lower().rstrip(".")
    pct = bool(m.group("pct"))
    if m.group("vague"):
        words = m.group("vague")
        value = EN.vague(words)
        first = EN.split_words(words)[0]
        if value is None or (first in ("tens", "scores") and not re.search(r"\bof\b", words, re.I)):
            return None, m.end("vague")  # "tens" and "scores" count only as "tens of"
        return Num(m.start(), m.end(), value, "vague", True, value, cur, pct, m.group(0)), m.end()
    if m.group("ordw"):
        return Num(m.start(), m.end(), 0, "ordinal", False, 0, text=m.group(0)), m.end()
    if m.group("num"):
        value = EN.digits_value(m.group("num"))
        if value is None:
            log.debug("digits %r not read", m.group("num"))
            return None, m.end()
        if m.group("ord"):
            return Num(m.start(), m.end(), value, "ordinal-digits", False, value,
                       text=m.group(0)), m.end()
        base, mult = value, 1
        if m.group("suf"):
            suf = m.group("suf").lower()
            mult = EN.SCALE_SUFFIX.get(suf) or EN.SCALES[suf]
        if m.group("scale"):
            word = m.group("scale").lower()
            mult *= EN.SPACED_SCALES.get(word, 12 if word == "dozen" else 1)
        return Num(m.start(), m.end(), value * mult, "digits", mult > 1, base, cur, pct,
                   m.group(0)), m.end()
    # words: read the longest number at the start of the run; the rest is read again
    run_start = m.start("words")
    spans = [t for t in _TOKEN.finditer(text, run_start, m.end("words"))]
    tokens = [t.group(0).lower() for t in spans]
    value, used, scaled = EN.read_words(tokens)
    # a comma goes on with the number only before a group of it: "one thousand, six
    # hundred and forty-eight", not "of the one thousand, four were hurt"
    for k in range(1, used):
        if "," in text[spans[k - 1].end():spans[k].start()] and not {"hundred", "and"} & set(
                tokens[k:used]):
            value, used, scaled = EN.read_words(tokens[:k])
            break
    if not used or not value:
        return None, spans[0].end() if spans else m.end()
    end = spans[used - 1].end()
    if end == m.end("words"):
        end = m.end()  # "%" or "per cent" after the run belongs to it
    else:
        pct = False
    mult = max((EN.scale_of(t) for t in tokens[:used]), default=1) or 1
    start = spans[0].start()
    return Num(start, end, value, "words", scaled, value / mult, cur, pct, text[start:end]), end


def _english(parsed: Parsed, sent) -> Iterator[Found]:
    """The figures of one sentence: every number that counts something, with its range,
    qualifier, measure and subject."""
    text = sent.text
    phones = _phones(text)
    nums = [n for n in numbers(text) if not any(a <= n.start < b for a, b in phones)]
    skip = -1
    for k, n in enumerate(nums):
        if k <= skip:
            continue
        try:
            if _ratio(text, nums, k):
                skip = k + 1  # "1 in 10 voters": a proportion, neither a count of 1 nor of 10
                continue
            ranged = _range(text, nums, k)
            if ranged is not None:
                skip = k + 1
            elif k + 1 < len(nums) and _changes(text, n, nums[k + 1]):
                n = _like(n, nums[k + 1])
            yield from _candidate(parsed, sent, n, *(ranged or (n.value, None)))
        except (ValueError, ArithmeticError, IndexError, AttributeError) as e:
            log.debug("figure %r skipped: %s", n.text, e)
    yield from _lone_perpetrators(parsed, sent)


# Those who carried out an attack are counted apart from its victims, and a report often
# counts them by its grammar alone: "police shot the gunman dead", "one of the attackers
# was killed", "the bomber blew himself up": one of them, with no number written (or only
# "one", which counts nothing elsewhere). A victim so named is not read so: "a woman was
# killed" is one of the dead, not the toll.
_PERPETRATORS = SUBJECT_KINDS["attackers"]
_ONE_HARMS = frozenset({"killed", "wounded", "arrested"})
_REFLEXIVES = frozenset({"himself", "herself", "themselves"})


def _lone_perpetrators(parsed: Parsed, sent) -> Iterator[Found]:
    """One perpetrator whom a verb of harm governs with no number: a singular noun of
    the attackers ("the gunman", "a suicide bomber") as the object or passive subject of
    a killing, wounding or arrest, or a bomber who blew himself up."""
    doc = parsed.doc
    span = doc.char_span(sent.start, sent.start + len(sent.text), alignment_mode="expand")
    for tok in span if span is not None else ():
        if tok.tag_ != "NN" or not tok.lower_.startswith(_PERPETRATORS) \
                or any(c.dep_ in ("nummod", "quantmod") or c.tag_ == "CD" for c in tok.children):
            continue
        measure = _harm_of_one(tok)
        if not measure:
            continue
        mods = [c.i for c in tok.lefts if c.i >= span.start and c.dep_ in ("compound", "amod")]
        dets = [c.i for c in tok.lefts if c.i >= span.start and c.dep_ == "det"]
        shown = doc[min(mods + dets + [tok.i]):tok.i + 1].text
        np = doc[min(mods + [tok.i]):tok.i + 1].text
        fig = make_figure(sent.text, sent.index, 1.0, "people", f"{np} {measure}", "", shown)
        yield Found(replace(fig, measure=measure, subject=np), (1.0, None, "people", np.lower()))


def _harm_of_one(tok) -> str:
    """The harm ``tok`` suffered by its verbs: the verb it is the object or passive
    subject of, a passive clause on it ("who was later shot dead"), "blew himself up";
    "shot ... dead" is a death. Not a verb it did ("the gunman who killed five")."""
    verbs: list = []
    if tok.dep_ in ("dobj", "nsubjpass"):
        verbs.append(tok.head)
    elif tok.dep_ == "nsubj" and tok.head.lower_.startswith(("blew", "blow")) and any(
            c.dep_ == "dobj" and c.lower_ in _REFLEXIVES for c in tok.head.children):
        return "killed"
    verbs += [c for c in tok.children if c.dep_ in ("acl", "relcl") and c.i > tok.i and (
        c.tag_ == "VBN" and c.dep_ == "acl" or any(x.dep_ == "nsubjpass" for x in c.children))]
    words = [w.lower_ for v in verbs for w in (v, *(
        x for x in v.children if x.dep_ in ("acomp", "xcomp", "oprd")
        or (x.dep_ == "advcl" and x.tag_ == "JJ")))]  # "shot him dead" parsed either way
    if "dead" in words:
        return "killed"
    measure = _verb_measure(_Head(verbs=tuple(words)))
    return measure if measure in _ONE_HARMS else ""


def _phones(text: str) -> list[tuple[int, int]]:
    """Where ``text`` writes a telephone number: groups of digits joined by spaces, dots or
    hyphens ("0800 123 456", "+44 20 7946 0958", "555-1234") with 7 to 15 digits in all that
    open with "+", a bracket or a leading zero, or follow a word for calling ("call",
    "phone", "hotline" ...). An identifier, so none of its numbers is a figure."""
    out = []
    for m in _PHONE.finditer(text):
        digits = sum(c.isdigit() for c in m.group(0))
        if not 7 <= digits <= 15:
            continue
        lead = m.group(0)[:1] in "+(" or re.match(r"0\d", m.group(0))
        if lead or _PHONE_CUE.search(text, 0, m.start()):
            out.append((m.start(), m.end()))
    return out


def _ratio(text: str, nums: list[Num], k: int) -> bool:
    """"1 in 10 voters", "three out of four": a proportion, two numbers that count nothing
    on their own (the second is larger, and no time or thing noun follows it: "5 in 3
    days" and "killed 2 in 5 attacks" are counts)."""
    if k + 1 >= len(nums):
        return False
    a, b = nums[k], nums[k + 1]
    if {a.kind, b.kind} - {"digits", "words"} or a.pct or b.pct or a.cur or b.cur:
        return False
    join = re.fullmatch(rf"{_SPACE}+(in|out{_SPACE}+of){_SPACE}+", text[a.end:b.start],
                        re.IGNORECASE)
    if join is None or not a.value < b.value:
        return False
    nxt = _WORD.findall(text[b.end:])[:1]
    low = nxt[0].lower() if nxt else ""
    return join.group(1).lower() != "in" or not (low in EN.TIME_UNITS or low in EN.COUNTABLE
                                                 or low in EN.MEASURE_UNITS)


def _changes(text: str, a: Num, b: Num) -> bool:
    """"rose from 5 to 7 percent": a change, two figures of one kind."""
    return bool(re.fullmatch(rf"{_SPACE}+to{_SPACE}+", text[a.end:b.start], re.IGNORECASE)
                and _CHANGE.search(text[:a.start]))


def _like(a: Num, b: Num) -> Num:
    """``a`` written without the currency, percent sign or scale ``b`` carries."""
    if a.cur or a.pct or a.base != a.value:
        return a
    if b.base != b.value and a.value < b.base:
        a = replace(a, value=a.value * (b.value / b.base), scaled=True)
    return replace(a, cur=b.cur, pct=b.pct)


def _range(text: str, nums: list[Num], k: int) -> tuple[float, Num] | None:
    """(low value, upper number) when ``nums[k]`` opens a range ("between 20 and 30",
    "1000-5000", "20 to 30", "from 20 to 30", "$5m-$10m", "between 2 and 3 million")."""
    if k + 1 >= len(nums):
        return None
    a, b = nums[k], nums[k + 1]
    if {a.kind, b.kind} - {"digits", "words"}:
        return None  # vague counts and ordinals open or close no range
    join = _RANGE_JOIN.fullmatch(text, a.end, b.start)
    if join is None or (b.cur and a.cur and b.cur != a.cur):
        return None
    before = text[:a.start]
    word = join.group(0).strip().lower()
    if word == "and" and not re.search(r"\bbetween\s+$", before, re.IGNORECASE):
        return None
    if word == "to" and (_CHANGE.search(before)
                         or re.search(r"\b(?:up|close|down|by)\s+$", before, re.IGNORECASE)):
        return None  # "rose from 5 to 7", "up to 30", "grew by 0.1 points to 4.2 percent"
    if word not in ("and", "to"):  # a hyphen or a dash: not a score, a compound, a phone
        if re.search(r"[\d-]$", before) or re.match(r"[-–]\d", text[b.end:]):
            return None
        prev = _WORD.findall(before)
        if _SCORE_AFTER.match(text, b.end) or (prev and prev[-1].lower() in _SCORE_BEFORE) \
                or re.match(r"-[a-z]", text[b.end:], re.IGNORECASE):
            return None
    low = a.value
    if a.base == a.value and b.base != b.value and a.value < b.base:
        low = a.value * (b.value / b.base)  # "between 2 and 3 million": millions both
    if not low < b.value:
        return None
    return low, b


def _candidate(parsed: Parsed, sent, n: Num, value: float, upper: Num | None
               ) -> Iterator[Found]:
    """Gate one number (years, dates, times, labels, ordinals are not figures) and emit it."""
    text = sent.text
    start, end = n.start, (upper.end if upper else n.end)
    before, after = text[:start], text[end:]
    prev_words = _WORD.findall(before)
    next_words = _WORD.findall(after)
    prev = prev_words[-1] if prev_words else ""
    nxt = next_words[0] if next_words else ""
    at_start = all(not w[:1].isalnum() for w in prev_words)
    high = upper.value if upper else None
    cur = n.cur or (upper.cur if upper else "")
    pct = n.pct or bool(upper and upper.pct)
    if n.kind == "ordinal":
        return
    if n.kind == "ordinal-digits":  # only "the 13th time" counts something
        if nxt.lower() in ("time", "times"):
            yield from _emit(parsed, sent, start, end, n.value, None, "count", "", "")
        return
    if n.kind == "words":
        low = EN.split_words(n.text)
        if low[0] in ("a", "an") and before.rstrip().lower().endswith(("the", "one")):
            return
        if value <= 1 and not n.scaled and not upper:
            # "one", "a": not worth a figure, but for one of the perpetrators
            yield from _emit(parsed, sent, start, end, value, None, "", "", "", single=True)
            return
    scaled = n.scaled or bool(upper and upper.scaled)
    money = bool(cur) or (nxt.lower() in EN.CURRENCY_AFTER and nxt.lower() != "p")
    plain = not (cur or scaled or pct or money) and n.kind != "vague"
    digits = n.kind == "digits"
    # times and dates
    if plain and (after[:1] == ":" or before[-1:] == ":" or
                  nxt.lower().strip(".") in {t.strip(".") for t in EN.TIME_AFTER} or
                  (digits and after[:2].lower() in ("am", "pm"))):
        return
    if prev in EN.MONTHS or nxt in EN.MONTHS or (prev == "." and len(prev_words) > 1
                                                 and prev_words[-2] in EN.MONTHS):
        return  # "May 15", "15 May", "Feb. 13"
    if plain and digits and _is_year(n) and (upper is None or _is_year(upper)
                                            or upper.value < 100):
        nl = nxt.lower()
        if not (nl in EN.PEOPLE or nl in EN.COUNTABLE) or upper is not None:
            return  # a year, or a span of years ("2005-2008", "2010-11")
    # labels, compounds, scores: "Article 5", "F-16", "six-day", "3-1"
    if upper is None and (before[-1:] == "-" or re.match(r"[-–]\d", after) or re.match(r"/\d", after)
                          or re.search(r"\d/$", before)):
        return
    if re.match(r"-[a-z]", after, re.IGNORECASE) and plain \
            and not re.match(r"-(?:plus|odd)(?!\w)", after, re.IGNORECASE):
        old = re.match(r"-years?-old(?:s?\s+(?P<who>[a-z]+))?", after, re.IGNORECASE)
        if old:  # "a nine-year-old boy": an age, and whose
            who = old.group("who") or ""
            yield from _emit(parsed, sent, start, end, value, high, "years", "", "",
                             what="age", age=True,
                             subject=who if who.lower() not in _NOT_WHO else "")
        return
    if plain and (prev.lower() in EN.LABEL_BEFORE or (prev == "." and len(prev_words) > 1
                  and prev_words[-2].lower() in EN.LABEL_BEFORE)):
        return
    if (plain and prev[:1].isupper() and not at_start and prev.lower() not in EN.NOT_LABEL
            and prev.lower() not in ("between", "from")
            and not before.rstrip().endswith((",", "(", '"', "“"))
            and not _sentence_opener(parsed, sent, before, prev, prev_words)):
        return
    # a reading on a scale: "a quake measuring 7.8", "a magnitude 6.1 tremor", "5.5 on the
    # Richter scale" (a length after it is still one: "measuring 300 metres")
    if plain and (prev.lower() in _READING_BEFORE or re.match(
            r"[\s-]*(?:magnitude\b|on\s+the\s+(?:richter|beaufort|moment)\b)", after, re.IGNORECASE)) \
            and nxt.lower() not in EN.MEASURE_UNITS and nxt.lower() not in EN.TIME_UNITS:
        return
    # street addresses: "10 Downing Street"
    if plain and len(next_words) >= 2 and next_words[0][:1].isupper() \
            and next_words[1].lower().rstrip(".") in EN.STREET_WORDS:
        return
    # list numbering at the start of a line: "1. ", "2) "
    if plain and at_start and re.match(r"[.)]\s", after):
        return
    # "N days ago" is a date
    if len(next_words) >= 2 and next_words[0].lower() in EN.TIME_UNITS \
            and next_words[1].lower() == "ago":
        return
    q_before = _qualifier(before, EN.QUALIFIERS)
    approx = q_before
    lead = re.search(r"\b(?:between|from)\s+$", before, re.IGNORECASE) if upper else None
    if lead:
        q_before = f"{q_before} {lead.group(0).strip()}".strip()
    q_after = _qualifier_after(after)
    if q_after:
        end += q_after[0]
        approx = f"{approx} {q_after[1]}".strip()
    if n.kind == "vague":  # "hundreds of": the words are the qualifier
        approx = f"{approx} {n.text.strip()}".strip()
    # ages: "Mr Davies, 60, said"
    if plain and digits and upper is None and before.rstrip().endswith(",") \
            and after.lstrip()[:1] in (",", ")") and value < 120 and len(prev_words) >= 2 \
            and prev_words[-2][:1].isupper():
        yield from _emit(parsed, sent, start, end, value, None, "years", "", "",
                         what=f"age of {prev_words[-2]}", age=True, subject=prev_words[-2])
        return
    unit = EN.CURRENCY_BEFORE.get(cur, "") if cur else ""
    if cur and not unit:
        unit = {"rs": "INR", "rupees": "INR", "₹": "INR", "nz$": "NZD"}.get(cur, "")
    if not unit and money and nxt.lower() in EN.CURRENCY_AFTER:
        unit = EN.CURRENCY_AFTER[nxt.lower()]
    if pct:
        unit = "percent"
    aged = bool(_AGED.search(before))
    yield from _emit(parsed, sent, start, end, value, high, unit, approx, q_before,
                     words_only=n.kind == "words" and plain and value < 1000 and not upper,
                     age=aged)


def _sentence_opener(parsed: Parsed, sent, before: str, prev: str, prev_words: list[str]) -> bool:
    """"Later 30 civilians ...": the word before the number is capitalised only because it
    opens the sentence (the parse does not make it a name, as in "Boeing 747")."""
    if sum(1 for w in prev_words if w[:1].isalnum()) != 1:
        return False
    span = parsed.doc.char_span(sent.start + before.rfind(prev),
                                sent.start + before.rfind(prev) + len(prev),
                                alignment_mode="expand")
    return span is not None and len(span) == 1 and span[0].pos_ not in ("PROPN", "NOUN")


def _is_year(n: Num) -> bool:
    return n.kind == "digits" and not n.scaled and bool(re.fullmatch(r"\d{4}", n.text.strip())) \
        and 1800 <= n.value <= 2100


def _qualifier(before: str, options: tuple[str, ...]) -> str:
    """The qualifier written just before the number, the longest that fits ("no fewer
    than" before "fewer than"), as written in lower case; "between"/"from" of a range
    are not qualifiers but may follow one ("an estimated between ...")."""
    words = before.lower().split()
    if words and words[-1] in ("between", "from"):
        words = words[:-1]
    low = " " + " ".join(words[-5:])
    for q in sorted(options, key=len, reverse=True):
        if low.endswith(" " + q):
            return q
    return ""


def _qualifier_after(after: str) -> tuple[int, str] | None:
    """"or more", "or so", "-plus" right after the number: (characters it takes, words)."""
    low = after.lower()
    for q in EN.QUALIFIERS_AFTER:
        pat = re.escape(q) if q.startswith("-") else r"\s+" + re.escape(q).replace(r"\ ", r"\s+")
        m = re.match(pat + r"(?!\w)", low)
        if m:
            return m.end(), q
    return None


# "aged 20", "ages of 4", and each age of a list after one: "aged 4 and 6", "aged 3, 5 or 9"
_AGED = re.compile(rf"\b(?:aged|age of|ages of|ages)\s+(?:between\s+|from\s+)?"
                   rf"(?:(?:\d+|{_W})(?:\s*,\s*|\s+(?:and|or)\s+|,\s+(?:and|or)\s+))*$",
                   re.IGNORECASE)
# words after "a nine-year-old" that are not who it is
_NOT_WHO = frozenset({"was", "is", "were", "are", "had", "has", "and", "or", "who", "in", "at",
                      "from", "with", "said", "died", "girl's", "boy's"})
_DISTANCE = frozenset({"km", "miles", "yards", "m", "cm", "mm", "feet", "inches"})
_AREA = frozenset({"acres", "hectares", "sq"})
_WEIGHT = frozenset({"kg", "tonnes", "lb"})


def _emit(parsed: Parsed, sent, start: int, end: int, value: float, high: float | None,
          unit: str, approx: str, q_before: str, what: str | None = None, words_only: bool = False,
          age: bool = False, subject: str | None = None, single: bool = False
          ) -> Iterator[Found]:
    """Find what the number counts in the parse, gate spelled-out numbers, build the Figure
    with its measure (from the governing noun or verb) and its subject; a ``single`` one
    ("one", "a") only when it counts a perpetrator harmed ("one of the attackers was
    killed")."""
    head = _en_head(parsed.doc, sent.start + start, sent.start + end)
    noun = head.noun
    nlow = noun.lower() if noun else ""
    if single:
        if not (nlow.startswith(_PERPETRATORS) and _verb_measure(head) in _ONE_HARMS):
            return
        unit = "people"
    if not unit:
        if nlow in EN.TIME_UNITS:
            unit = EN.TIME_UNITS[nlow]
        elif nlow in EN.MEASURE_UNITS:
            unit = EN.MEASURE_UNITS[nlow]
        elif nlow in EN.PEOPLE:
            unit = "people"
        elif noun:
            unit = "count"
    # "six others were injured", "killed two more": a head that stands for people named
    # before is counted only when a people verb says what happened to them
    elliptical = nlow in _ELLIPTICAL and _verb_measure(head) in PEOPLE_MEASURES
    if words_only:
        # a spelled-out number is a figure only when it counts people, things or time, or
        # something a verb says was done to people ("two assailants were killed")
        if (nlow in EN.PRONOUN_HEADS and not elliptical) or (not noun and not _verb_measure(head)):
            return  # "thirty were freed" counts people; "two of them", "one" do not
        if noun and not (nlow in EN.PEOPLE or nlow in EN.COUNTABLE or nlow in EN.TIME_UNITS
                         or nlow in EN.MEASURE_UNITS or noun[:1].isupper()
                         or (_people(nlow) and _verb_measure(head))):
            return
    elif noun and nlow in EN.PRONOUN_HEADS and value < 10 and not high and not elliptical:
        return
    if age and unit in ("", "count", "people", "years"):
        unit = "years"
    # as written, with the qualifier before it: "around 4,500", "between 20 and 30"
    shown = (q_before + " " if q_before else "") + sent.text[start:end].strip()
    measure = _verb_measure(head) if single else _measure(unit, nlow, head, age)
    if unit == "count" and measure in PEOPLE_MEASURES and _people(nlow):
        unit = "people"  # "two assailants were killed"
    if subject is None and nlow == "others":
        # "one of the attackers was killed, and three others were arrested": the others
        # are of the group the partitive before them names ("two officers were killed
        # and six others wounded": people at large)
        part = [w for w in _PARTITIVE.findall(sent.text[:start]) if _people(w.lower())]
        subject = part[-1] if part else None
    if subject is None and head.group and measure in PEOPLE_MEASURES:
        subject = head.group  # "two of the dead were police officers"
    if subject is None:
        subject = head.np if noun and unit in ("people", "count") else ""
    fig = make_figure(sent.text, sent.index, value, unit, what if what is not None else head.phrase,
                      approx, shown)
    fig = replace(fig, high=high, measure=measure, subject=subject)
    if unit in ("percent",) or unit.isupper():
        key: tuple = (value, high, unit)
    else:
        key = (value, high, unit, (head.np or fig.what).lower())
    yield Found(fig, key)


def _stem_measure(word: str, keys=None) -> str:
    """The measure a word names by its stem ("killed" -> killed, "refugees" -> displaced)."""
    w = word.lower()
    for measure, stems in MEASURES.items():
        if keys is not None and measure not in keys:
            continue
        if any(w.startswith(s) for s in stems if s[:1].isalpha()):
            return measure
    return ""


def _measure(unit: str, noun: str, head: _Head, age: bool) -> str:
    """The measure from the unit, then the verb that governs a count of people, then the
    counted noun itself, then the noun the number is "of" ("a toll of 30")."""
    if unit == "percent":
        return "percent"
    if unit.isupper() or unit in ("cents", "pence"):
        return "money"
    if age:
        return "age"
    if unit in set(EN.TIME_UNITS.values()):
        return "duration"
    if unit in _DISTANCE:
        return "distance"
    if unit in _AREA:
        return "area"
    if unit in _WEIGHT:
        return "weight"
    own = _stem_measure(noun, PEOPLE_MEASURES) if noun else ""  # "hostages", "refugees"
    if _people(noun):
        m = _verb_measure(head, events_only=bool(own))
        if m:
            return m
    if "lives" in (noun, head.of_noun) and head.of_noun in ("", "lives") and head.verbs \
            and not head.verbs[0].startswith(_TAKE_LIFE):
        return "people"  # "saved 30 lives", "improved the lives of 3 million": no toll
    if noun:  # a noun for people names only what happened to people ("voters" are no votes)
        m = _stem_measure(noun, PEOPLE_MEASURES | {"inhabitants"} if _people(noun) else None)
        if m and m not in ("money", "percent"):
            return m
    people = _people(noun) and bool(noun)
    for word in (head.of_noun, head.topic):  # "a toll of 30", "the toll rose to 30"
        m = _stem_measure(word, PEOPLE_MEASURES | {"inhabitants"} if people else None) \
            if word else ""
        if m:
            return m
    if people and head.of_noun in PLACE_NOUNS | {"country", "nation", "state"}:
        return "inhabitants"  # "a city of 700,000 people", "a nation of 53 million people"
    # what is counted is not said: a count, so no stem near it gives it another measure
    return "people" if noun in EN.PEOPLE else "count"


# plural endings of nouns for people ("assailants", "loyalists", "gunmen", "Shiites") and
# compounds of a people noun ("schoolgirls", "schoolchildren", "townspeople"): nouns not on
# the word lists that a people verb may count
_PERSON_ENDINGS = ("ers", "ors", "ants", "ents", "ists", "ians", "ees", "men", "ites", "folk",
                   "girls", "boys", "children", "people")
# heads that stand for people named before: "six others were injured", "killed two more"
_ELLIPTICAL = frozenset({"others", "more"})
_PARTITIVE = re.compile(r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+|some"
                        r"|several|many|most)\s+of\s+the\s+([a-z]+)\b", re.I)


def _people(noun: str) -> bool:
    """Whether the number counts people: a person noun, no noun at all ("killed 18",
    "dozens were arrested", "others fled"), or a plural with a person ending that names
    no known thing."""
    if not noun or noun in EN.PEOPLE or noun in EN.PRONOUN_HEADS or noun in _ELLIPTICAL:
        return True
    return noun.endswith(_PERSON_ENDINGS) and noun not in EN.COUNTABLE \
        and noun not in EN.TIME_UNITS and noun not in EN.MEASURE_UNITS


# verbs that take the lives they govern: "claimed 56 lives", "cost 45 lives", "30 lives were
# lost", "took their own lives", "gave their lives"; lives saved, risked or changed are no toll
_TAKE_LIFE = ("claim", "cost", "los", "lost", "tak", "took", "gave", "giv", "sacrific")


_BLOW = frozenset({"blew", "blow", "blows", "blowing", "blown"})
_REFLEXIVE = frozenset({"themselves", "himself", "herself"})


def _loses_life(verb) -> bool:
    """"37 people lost their lives", "gave their lives", "blew themselves up": the verb
    takes its subject's own lives (a possessive or reflexive object), so the subject died
    ("rebels claimed 30 lives" is the doer)."""
    kids = [(c.dep_, c.lower_) for c in verb.children]
    if verb.lower_ in _BLOW and ("prt", "up") in kids \
            and any(dep == "dobj" and w in _REFLEXIVE for dep, w in kids):
        return True  # "blew themselves up": the bombers died
    return verb.lower_.startswith(_TAKE_LIFE) and any(
        c.dep_ == "dobj" and c.lower_ == "lives" and any(p.dep_ == "poss" for p in c.children)
        for c in verb.children)



def _verb_measure(head: _Head, events_only: bool = False) -> str:
    """The measure the verbs of a count of people give, nearest first; with
    ``events_only`` verbs of a state ("held", "live") give none. People who live or
    reside somewhere are its inhabitants."""
    for verb in head.verbs:
        if events_only and verb.startswith((*STATE_VERBS, *DWELL_VERBS)):
            continue
        if verb.startswith(DWELL_VERBS):
            return "inhabitants"
        m = _stem_measure(verb, PEOPLE_MEASURES)
        if m:
            return m
    return ""


@dataclass(frozen=True)
class _Head:
    noun: str = ""  # the counted noun ("assailants")
    np: str = ""  # with its compounds and adjectives ("army personnel")
    phrase: str = ""  # the noun with its verb ("army personnel defected")
    verbs: tuple[str, ...] = ()  # words that say what happened to it, nearest first
    of_noun: str = ""  # "a toll of 30" -> "toll"; "home to 30" -> "home to"
    topic: str = ""  # the subject of the verb the number is reached by ("the toll rose to 30")
    # a part of a toll and the group it is of: the people noun a copula gives it ("two of
    # the dead were police officers" -> "police officers")
    group: str = ""


def _en_head(doc, start: int, end: int) -> _Head:
    """What the number at ``start:end`` in ``doc`` counts: its head noun, that noun's
    verb (subject, object or a participle after it), or the noun it is "of"."""
    span = doc.char_span(start, end, alignment_mode="expand")
    if span is None or not len(span):
        return _Head()
    root = span.root
    noun = None
    skip = set(EN.CURRENCY_AFTER) | set(EN.CURRENCY_BEFORE) | set(EN.SCALES) | set(
        EN.SCALE_SUFFIX) | set(EN.VAGUE) | set(EN.FRACTIONS) | {"dozen", "of", "lakh", "crore"}
    tok = root
    for _ in range(3):  # climb over "pounds", "million" and the like
        if tok.dep_ in ("nummod", "quantmod", "compound", "nmod", "amod", "npadvmod") \
                and (tok.head.pos_ in ("NOUN", "PROPN")  # "killed six more" (an ADJ)
                     or tok.head.lower_ in _ELLIPTICAL and tok.head.dep_ != "amod") \
                and tok.head.i >= span.end:
            noun = tok.head
            if noun.lower_ in skip:
                tok = noun
                noun = None
                continue
        break
    if noun is None:
        for t in (root, *span):  # "two of the British men", "hundreds of protesters"
            for child in t.children:
                if child.dep_ == "prep" and child.lower_ == "of" and child.i >= span.end - 1:
                    pobj = [c for c in child.children if c.dep_ == "pobj"]
                    if pobj:
                        noun = pobj[0]
                    break
            if noun is not None:
                break
    if noun is None and root.pos_ == "NOUN" and root.lower_ not in skip and not root.like_num \
            and root.lower_ not in EN.NUMBER_WORDS and not any(ch.isdigit() for ch in root.text):
        noun = root
    if noun is None:  # the parser missed it ("Nine consulates" tagged as a verb)
        noun = _next_noun(doc, span.end)
    of_noun = ""
    anchor = noun if noun is not None else root
    for t in (anchor, root):  # "a population of 700,000", "home to 700,000 people"
        if t.dep_ == "pobj" and t.head.head.pos_ in ("NOUN", "ADV") \
                and (t.head.lower_ == "of" or t.head.lower_ == "to"
                     and t.head.head.lower_ == "home"):  # "home" is tagged either
            of_noun = t.head.head.lower_ + ("" if t.head.lower_ == "of" else " to")
            break
    verbs = _verbs(anchor, bare=noun is None)
    topic = ""
    if (anchor.dep_ in ("pobj", "attr", "acomp") or (noun is None and anchor.dep_ == "dobj")) \
            and not of_noun:
        # "the toll rose to 30", "was greater than 300", "stood at 30", "the dead numbered
        # 200"; "put the toll at 30", "raising the toll to 74": the object the verb sets
        counted = _counted_by(anchor, bare=noun is None)
        topic = _topic(counted) if counted is not None else ""
    if noun is None:
        verb = root.head if root.head.pos_ in ("VERB", "AUX") else None
        # no verb right above it ("8 dead and dozens injured"): the nearest word that says
        # what happened to it, so it is no repeat of another number of the same value
        phrase = verb.text if verb is not None and verb is not root else (verbs[0] if verbs
                                                                          else "")
        return _Head(phrase=phrase, verbs=verbs, of_noun=of_noun, topic=topic)
    mods = [t for t in noun.lefts if t.dep_ in ("compound", "amod") and t.i >= span.end
            and not t.like_num]
    words = [doc[t.left_edge.i:t.right_edge.i + 1].text for t in mods] + [noun.text]
    np = " ".join(words)
    if noun.dep_ in ("nsubj", "nsubjpass") and noun.head.pos_ in ("VERB", "AUX"):
        words.append(noun.head.text)
        words += [c.text for c in noun.head.children if c.dep_ == "prt"]
    elif noun.dep_ == "dobj" and noun.head.pos_ == "VERB":
        words.insert(0, noun.head.text)
    return _Head(noun.text, np, " ".join(words), verbs, of_noun, topic, _part_of(noun, root))


_BE = frozenset({"is", "are", "was", "were", "be", "been", "being"})


def _part_of(noun, number) -> str:
    """The group a part of a toll is of, as a copula says it (``_Head.group``): "two of the
    dead were police officers" (the number the subject, the noun counted its "of", a people
    noun the predicate) -> "police officers"; "" when none is said."""
    be = number.head if number.dep_ in ("nsubj", "nsubjpass") else None
    if be is None or be.lower_ not in _BE or noun.dep_ != "pobj" or noun.head.lower_ != "of" \
            or noun.head.head != number:
        return ""
    attr = next((c for c in be.children if c.dep_ == "attr" and c.pos_ in ("NOUN", "PROPN")), None)
    if attr is None or not _people(attr.lower_):
        return ""
    return " ".join([*(t.text for t in attr.lefts if t.dep_ in ("compound", "amod")), attr.text])


# nouns that only count what their "of" names: "the number of dead", "the total of injured"
_COUNT_NOUNS = frozenset({"number", "numbers", "total", "count", "tally", "figure", "sum"})
# prepositions a qualifier is parsed as: "wounded over 100", "killed between 1,000-5,000"
_QUALIFIER_PREPS = frozenset({"over", "under", "above", "below", "around", "about", "between",
                              "nearly", "almost", "beyond", "upwards"})


# prepositions of the value a verb sets its object to: "put the toll at 30", "raising the
# toll to 74", "raised the toll from 50", "raised the toll by 12"
_VALUE_PREPS = frozenset({"at", "to", "from", "by"})
# nouns such a number is the value of even when it has a noun of its own ("raised the toll
# to 30 people"): a toll or a counting noun
_TALLY_NOUNS = _COUNT_NOUNS | {"toll", "tolls"}


def _counted_by(anchor, bare: bool):
    """The word a number reached through a verb counts: the subject ("the toll rose to 30",
    "the dead numbered 200"); for a value the verb sets its object, never its doer ("air
    strikes pushed the death toll to 340"), and of coordinated objects the nearest before
    the number ("put the number of dead at 73 and the number of injured at 150"). A number
    with a noun of its own is the value of a tally only: "sent the prisoners to 3 camps",
    "killed by 30 gunmen" count camps and gunmen."""
    prep = anchor.head if anchor.dep_ == "pobj" and anchor.head.lower_ in _VALUE_PREPS else None
    if prep is not None and prep.head.lower_ in _TALLY_NOUNS:
        return prep.head  # "... and the number of injured at 150"
    verb = anchor.head
    for _ in range(3):
        if verb.pos_ in ("VERB", "AUX") or verb.head.i == verb.i:
            break
        verb = verb.head
    if verb.pos_ not in ("VERB", "AUX"):
        return None
    subj = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
    objs = [o for c in verb.children
            if c.dep_ == "dobj" or (c.dep_ == "conj" and c.pos_ in ("NOUN", "PROPN"))
            for o in (c, *c.conjuncts)]
    if prep is None:
        return subj[0] if subj else None
    if prep.head.pos_ in ("NOUN", "PROPN"):
        return None  # "in contrast to the 600 babies": the phrase of a noun, not of the verb
    counted = max((o for o in objs if o.i < anchor.i), key=lambda o: o.i, default=None) \
        if objs else (subj[0] if subj else None)
    return counted if counted is not None and (bare or counted.lower_ in _TALLY_NOUNS) else None


def _topic(tok) -> str:
    """The word a number's verb says it is the count of: the subject itself ("the dead
    numbered 200"), or what a counting noun is "of" ("the number of dead reached 300")."""
    if tok.lower_ in _COUNT_NOUNS:
        for child in tok.children:
            if child.dep_ == "prep" and child.lower_ == "of":
                pobj = [c for c in child.children if c.dep_ in ("pobj", "pcomp")]
                if pobj:  # "of missing" is parsed as a clause
                    return pobj[0].lower_
    return tok.lower_


def _verbs(tok, bare: bool = False) -> tuple[str, ...]:
    """The words that say what happened to ``tok``, nearest first: a participle or clause
    after it ("people killed", "people who were killed"), an adjective ("30 dead"), the
    verb it is subject or object of, and the verb of a passive agent ("killed by ...").
    A ``bare`` number (no noun after it) that is the subject of a verb with no object is
    what the verb did, a passive without its auxiliary ("17 were killed and 43 wounded",
    "12 dead and dozens injured"); one parsed as the object of a qualifier ("wounded over
    100") is the object of that qualifier's verb."""
    out: list[str] = []
    for c in tok.children:
        if c.dep_ in ("acl", "relcl", "amod") and c.i > tok.i:
            out.append(c.lower_)
            out += [x.lower_ for x in c.children if x.dep_ == "xcomp"]
    head = tok.head
    dep = tok.dep_
    if dep == "pobj" and head.lower_ in _QUALIFIER_PREPS and head.head is not head:
        dep, head = "dobj", head.head
    elif dep == "pobj" and head.lower_ in ("of", "among") and head.head.like_num:
        # a part of a group ("two of its bombers had blown themselves up", "two of the
        # gunmen killed five"): the number's own place in the clause says what happened
        dep, head = head.head.dep_, head.head.head
    if dep in ("nsubj", "nsubjpass", "dobj", "attr", "appos", "conj", "ROOT", "npadvmod") \
            or (dep == "pobj" and head.lower_ in ("of", "among")):
        h = head
        for _ in range(3):
            if h.pos_ in ("VERB", "AUX", "ADJ"):
                if dep == "nsubj" and (_loses_life(h) or any(
                        c.dep_ in ("conj", "dep") and c.pos_ == "VERB" and _loses_life(c)
                        for c in h.children)):
                    out.append("died")  # "37 people lost their lives", "opened fire then
                    # blew themselves up"
                if not (dep == "nsubj" and h.pos_ == "VERB"
                        and not h.lower_.startswith(SUBJECT_VERBS)
                        and not (bare and not any(c.dep_ == "dobj" for c in h.children))):
                    out.append(h.lower_)
                out += [x.lower_ for x in h.children if x.dep_ in ("acomp", "xcomp", "oprd")]
                if h.dep_ == "xcomp" and h.head is not h:  # "were reported killed"
                    h = h.head
                    continue
                break
            if h.head is h:
                break
            h = h.head
    return tuple(out)


def _next_noun(doc, i: int):
    """The counted noun right after the number when the parse does not link them. A unit
    of time after a word is when, not what is counted ("12.5 per cent last month")."""
    for tok in doc[i:i + 3]:
        low = tok.lower_
        if low in EN.TIME_UNITS and tok.i > i:
            return None
        if low in EN.PEOPLE or low in EN.COUNTABLE or low in EN.TIME_UNITS \
                or low in EN.MEASURE_UNITS or tok.pos_ == "NOUN":
            return tok
        if tok.pos_ not in ("ADJ", "PROPN") or tok.is_punct:
            return None
    return None
