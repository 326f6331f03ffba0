"""English figures: candidates from a pattern over the sentence text; the spaCy parse then
tells what the number counts (its head noun and that noun's verb)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from ...analysis.figures import Found, to_number
from ...analysis.figures import extract as extract_figures
from ...analysis.figures import figure as make_figure
from ...analysis.nlp import Parsed
from ...model import Figure
from . import numbers as EN
from .words import MEASURES


def extract(parsed: Parsed) -> tuple[Figure, ...]:
    """The figures step of the English pack."""
    return extract_figures(parsed, _english, MEASURES)


_EN_WORDS = "|".join(sorted({*EN.ONES, *EN.SCALES}, key=len, reverse=True))
_EN_ORD_WORDS = "|".join(sorted(EN.ORDINAL_WORDS, key=len, reverse=True))
_EN = re.compile(
    rf"""
    (?:(?P<cur>(?:US|A|C|HK)?\$|£|€|¥|\b(?:pounds|dollars|euros|pound|dollar|euro)\s+(?=\d)))?
    (?:
      (?<![\w.,])(?P<num>\d{{1,3}}(?:,\d{{3}})+(?:\.\d+)?|\d+(?:\.\d+)?)
      (?:(?P<suf>bn|mn|m|k|tn|trn|b)|(?P<ord>st|nd|rd|th))?
      (?![\w]|[.,]\d)
    | (?<![\w-])(?P<words>(?:{_EN_WORDS})(?:(?:\s+and\s+|[\s-]+)(?:{_EN_WORDS}))*)(?![\w])
    | (?<![\w-])(?P<ordw>{_EN_ORD_WORDS})(?![\w])
    )
    (?:\s+(?P<scale>million|billion|trillion|thousand|hundred)(?![\w]))?
    (?P<pct>\s*%|\s+per\s*cent\b|\s+percent\b)?
    """,
    re.IGNORECASE | re.VERBOSE,
)
_WORD = re.compile(r"[\w'’$£€]+(?:[.-]\w+)*|[^\w\s]")


def _words_value(text: str) -> float:
    """"six million" -> 6000000, "twenty-five" -> 25, "two hundred and fifty" -> 250."""
    total, current = 0, 0
    for w in re.split(r"[\s-]+", text.lower()):
        if w == "and" or not w:
            continue
        if w in EN.ONES:
            current += EN.ONES[w]
        elif w == "hundred":
            current = max(current, 1) * 100
        elif w in EN.SCALES:
            total += max(current, 1) * EN.SCALES[w]
            current = 0
    return float(total + current)


def _qualifier(before: str, options: tuple[str, ...]) -> str:
    low = " " + " ".join(before.lower().split()[-4:])
    for q in options:
        if low.endswith(" " + q):
            return q
    return ""


def _english(parsed: Parsed, sent) -> Iterator[Found]:
    text = sent.text
    for m in _EN.finditer(text):
        start, end = m.start(), m.end()
        if not m.group(0).strip():
            continue
        before, after = text[:start], text[end:]
        prev_words = _WORD.findall(before)
        next_words = _WORD.findall(after)
        prev = prev_words[-1] if prev_words else ""
        nxt = next_words[0] if next_words else ""
        at_start = all(not w[:1].isalnum() for w in prev_words)
        num, words = m.group("num"), m.group("words")
        cur = (m.group("cur") or "").strip().lower()
        scale, pct = m.group("scale"), m.group("pct")
        # ordinals: only "the 13th time" counts something
        if m.group("ordw"):
            continue
        if m.group("ord"):
            if nxt.lower() in ("time", "times") and num:
                yield from _en_emit(parsed, sent, m, to_number(num), "count", "", before)
            continue
        if num:
            value = to_number(num)
            if m.group("suf"):
                value *= EN.SCALE_SUFFIX[m.group("suf").lower()]
        else:
            value = _words_value(words)
            low = words.lower().split()
            article = re.search(r"\ba\s+$", before)
            if low[0] in EN.SCALES and low[0] != "hundred" and article:
                before = before[:article.start()]  # "a million people": the scale word counts
            elif (value <= 1 and not scale) or low == ["dozen"] or low[0] in EN.SCALES:
                continue  # "one", "a dozen", "thousands": not worth a figure
        if scale:
            value *= EN.SCALES[scale.lower()]
        money = cur or (nxt.lower() in EN.CURRENCY_AFTER and nxt.lower() != "p")
        plain = not (cur or m.group("suf") or scale or pct or money)
        # times and dates
        if plain and (after[:1] == ":" or before[-1:] == ":" or
                      nxt.lower().strip(".") in {t.strip(".") for t in EN.TIME_AFTER} or
                      (num and after[:2].lower() in ("am", "pm"))):
            continue
        if prev in EN.MONTHS or nxt in EN.MONTHS:
            continue
        if plain and num and re.fullmatch(r"\d{4}", num) and 1800 <= value <= 2100:
            nl = nxt.lower()
            if not (nl in EN.PEOPLE or nl in EN.COUNTABLE):
                continue  # a year
        # labels, compounds, ranges, scores: "Article 5", "F-16", "six-day", "3-1"
        if before[-1:] == "-" or re.match(r"-\d", after) or re.match(r"/\d", after) \
                or re.search(r"\d/$", before):
            continue
        if re.match(r"-[a-z]", after, re.IGNORECASE) and plain:
            if re.match(r"-years?-old", after, re.IGNORECASE):
                yield from _en_emit(parsed, sent, m, value, "years", "", before, what="age")
            continue
        if plain and (prev.lower() in EN.LABEL_BEFORE or (prev == "." and len(prev_words) > 1
                      and prev_words[-2].lower() in EN.LABEL_BEFORE)):
            continue
        if (plain and prev[:1].isupper() and not at_start and prev.lower() not in EN.NOT_LABEL
                and not before.rstrip().endswith((",", "(", '"', "“"))):
            continue
        # street addresses: "10 Downing Street"
        if plain and len(next_words) >= 2 and next_words[0][:1].isupper() \
                and next_words[1].lower().rstrip(".") in EN.STREET_WORDS:
            continue
        # list numbering at the start of a line: "1. ", "2) "
        if plain and at_start and re.match(r"[.)]\s", after):
            continue
        # "N days ago" is a date
        if len(next_words) >= 2 and next_words[0].lower() in EN.TIME_UNITS \
                and next_words[1].lower() == "ago":
            continue
        approx = _qualifier(before, EN.QUALIFIERS)
        # ages: "Mr Davies, 60, said"
        if plain and num and before.rstrip().endswith(",") and after.lstrip()[:1] in (",", ")") \
                and value < 120 and len(prev_words) >= 2 and prev_words[-2][:1].isupper():
            yield from _en_emit(parsed, sent, m, value, "years", "", before,
                                what=f"age of {prev_words[-2]}")
            continue
        unit = EN.CURRENCY_BEFORE.get(cur, "") if cur else ""
        if not unit and money:
            unit = EN.CURRENCY_AFTER[nxt.lower()]
        if pct:
            unit = "percent"
        yield from _en_emit(parsed, sent, m, value, unit, approx, before,
                            words_only=bool(words) and plain and value < 1000)


def _en_emit(parsed: Parsed, sent, m: re.Match, value: float, unit: str, approx: str,
             before: str, what: str | None = None, words_only: bool = False) -> Iterator[Found]:
    """Find what the number counts in the parse, gate spelled-out numbers, build the Figure."""
    start = sent.start + m.start()
    end = sent.start + m.end()
    noun, np, phrase = _en_head(parsed.doc, start, end)
    nlow = noun.lower() if noun else ""
    if not unit:
        if nlow in EN.TIME_UNITS:
            unit = EN.TIME_UNITS[nlow]
        elif nlow in EN.MEASURE_UNITS:
            unit = EN.MEASURE_UNITS[nlow]
        elif nlow in EN.PEOPLE:
            unit = "people"
        elif noun:
            unit = "count"
    if words_only:
        # a spelled-out number is a figure only when it counts people, things or time
        if not noun or nlow in EN.PRONOUN_HEADS:
            return
        if not (nlow in EN.PEOPLE or nlow in EN.COUNTABLE or nlow in EN.TIME_UNITS
                or nlow in EN.MEASURE_UNITS or noun[:1].isupper()):
            return
    if m.group("num") and noun and nlow in EN.PRONOUN_HEADS and value < 10:
        return
    shown = (approx + " " if approx else "") + m.group(0).strip()
    fig = make_figure(sent.text, sent.index, value, unit, what if what is not None else phrase,
                  approx, shown)
    if unit in ("percent",) or unit.isupper():
        key: tuple = (value, unit)
    else:
        key = (value, unit, (np or fig.what).lower())
    yield Found(fig, key)


def _en_head(doc, start: int, end: int) -> tuple[str, str, str]:
    """(head noun, noun phrase, "what" phrase) of the number at ``start:end`` in ``doc``."""
    span = doc.char_span(start, end, alignment_mode="expand")
    if span is None or not len(span):
        return "", "", ""
    root = span.root
    noun = None
    skip = set(EN.CURRENCY_AFTER) | set(EN.CURRENCY_BEFORE) | set(EN.SCALES) | set(
        EN.SCALE_SUFFIX)
    tok = root
    for _ in range(3):  # climb over "pounds", "million" and the like
        if tok.dep_ in ("nummod", "quantmod", "compound", "nmod", "amod", "npadvmod") \
                and tok.head.pos_ in ("NOUN", "PROPN") and tok.head.i >= span.end:
            noun = tok.head
            if noun.lower_ in skip:
                tok = noun
                noun = None
                continue
        break
    if noun is None:
        for child in root.children:  # "two of the British men", "12 of them"
            if child.dep_ == "prep" and child.lower_ == "of":
                pobj = [c for c in child.children if c.dep_ == "pobj"]
                if pobj:
                    noun = pobj[0]
                break
    if noun is None and root.pos_ == "NOUN" and root.lower_ not in skip \
            and not any(ch.isdigit() for ch in root.text):
        noun = root
    if noun is None:  # the parser missed it ("Nine consulates" tagged as a verb)
        noun = _next_noun(doc, span.end)
    if noun is None:
        verb = root.head if root.head.pos_ in ("VERB", "AUX") else None
        return "", "", verb.text if verb is not None and verb is not root else ""
    mods = [t for t in noun.lefts if t.dep_ in ("compound", "amod") and t.i >= span.end
            and not t.like_num]
    words = [doc[t.left_edge.i:t.right_edge.i + 1].text for t in mods] + [noun.text]
    np = " ".join(words)
    if noun.dep_ in ("nsubj", "nsubjpass") and noun.head.pos_ in ("VERB", "AUX"):
        words.append(noun.head.text)
        words += [c.text for c in noun.head.children if c.dep_ == "prt"]
    elif noun.dep_ == "dobj" and noun.head.pos_ == "VERB":
        words.insert(0, noun.head.text)
    return noun.text, np, " ".join(words)


def _next_noun(doc, i: int):
    """The counted noun right after the number when the parse does not link them."""
    for tok in doc[i:i + 3]:
        low = tok.lower_
        if low in EN.PEOPLE or low in EN.COUNTABLE or low in EN.TIME_UNITS \
                or low in EN.MEASURE_UNITS or tok.pos_ == "NOUN":
            return tok
        if tok.pos_ not in ("ADJ", "PROPN") or tok.is_punct:
            return None
    return None


