"""Numbers that matter: value, what they count, qualifier, sentence.

A figure is a quantity a reader would quote: counts of people or things, money, percentages,
durations and distances, ages of people. Numbers that only locate or name something are not
figures: years, dates, times, ordinals, labels ("Article 5", "الفرقة 15", "G8"), gallery
counters ("5 of 5"), list numbering. Each figure is reported once per article (headlines
and quotes repeat them).

English candidates come from a pattern over the sentence text; the spaCy parse then tells
what the number counts (its head noun and that noun's verb). Arabic has no parser here: the
counted noun is the word after the number (or before, for "محتجين اثنين" and the definite
"الأفرع السبعة عشر"), and the text is matched in a folded spelling (see ``_fold``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from ..model import Figure, Sentence
from .lang import numbers_ar as AR
from .lang import numbers_en as EN
from .nlp import Parsed

__all__ = ["extract"]


@dataclass(frozen=True)
class _Found:
    """A figure before de-duplication; ``key`` says which earlier figure it repeats."""

    figure: Figure
    key: tuple


def extract(parsed: Parsed) -> tuple[Figure, ...]:
    """Figures of one article in text order, each value reported once per thing counted."""
    finder = _arabic if parsed.language == "ar" else _english
    sentences = _rejoin(parsed) if parsed.language == "ar" else parsed.sentences
    found: list[_Found] = []
    for sent in sentences:
        if _is_debris(sent.text):
            continue
        found.extend(finder(parsed, sent))
    return _dedupe(found)


_SPLIT_DECIMAL = re.compile(r"[\d٠-٩]\s*\.$")


def _rejoin(parsed: Parsed) -> tuple[Sentence, ...]:
    """Sentences, with "63. | 20 دولارا" glued back: ANERcorp writes decimals with a space
    after the point, and a sentence splitter cuts there."""
    out: list[Sentence] = []
    for sent in parsed.sentences:
        if out and _SPLIT_DECIMAL.search(out[-1].text) and sent.text[:1].isdigit():
            prev = out.pop()
            sent = Sentence(prev.index, parsed.text[prev.start:sent.end], prev.start, sent.end)
        out.append(sent)
    return tuple(out)


def _dedupe(found: list[_Found]) -> tuple[Figure, ...]:
    """Drop repeats: same money/percent value, or same value counting the same thing."""
    seen: set[tuple] = set()
    values: set[float] = set()
    out: list[Figure] = []
    for f in found:
        v = f.figure.value
        if f.key in seen or (not f.figure.what and v in values):
            continue
        seen.add(f.key)
        values.add(v)
        out.append(f.figure)
    return tuple(out)


_BULLET = re.compile(r"^\s*[•·▪►◦*–—-]\s*")
_GALLERY = re.compile(r"\b\d+\s+(?:of|من)\s+\d+\b")


def _is_debris(text: str) -> bool:
    """Related-link bullets in Title Case, gallery counters ("5 of 5 |"), page furniture."""
    if _BULLET.match(text):
        words = [w for w in _BULLET.sub("", text).split() if w[:1].isalpha()]
        caps = sum(1 for w in words if w[0].isupper())
        if words and caps / len(words) >= 0.6 and not text.rstrip().endswith((".", '"', "”")):
            return True
    return bool(_GALLERY.search(text)) and len(text.split()) <= 8


def _num(text: str) -> float:
    return float(text.replace(",", ""))


def _figure(sent_text: str, index: int, value: float, unit: str, what: str, approx: str,
            text: str) -> Figure:
    return Figure(value=value, unit=unit, what=what.strip(), approx=approx, text=text.strip(),
                  sentence=sent_text, sentence_index=index)


# ----------------------------------------------------------------------------- English

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


def _english(parsed: Parsed, sent) -> Iterator[_Found]:
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
                yield from _en_emit(parsed, sent, m, _num(num), "count", "", before)
            continue
        if num:
            value = _num(num)
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
             before: str, what: str | None = None, words_only: bool = False) -> Iterator[_Found]:
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
    fig = _figure(sent.text, sent.index, value, unit, what if what is not None else phrase,
                  approx, shown)
    if unit in ("percent",) or unit.isupper():
        key: tuple = (value, unit)
    else:
        key = (value, unit, (np or fig.what).lower())
    yield _Found(fig, key)


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


# ----------------------------------------------------------------------------- Arabic

_AR_DIACRITICS = re.compile("[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]")
_AR_MAP = str.maketrans({
    "أ": "ا", "إ": "ا", "آ": "ا", "ٱ": "ا", "ى": "ي", "ة": "ه", "٫": ".", "٬": ",", "٪": "%",
    **{chr(0x660 + i): str(i) for i in range(10)}, **{chr(0x6F0 + i): str(i) for i in range(10)},
})


def _fold(text: str) -> tuple[str, list[int]]:
    """Folded Arabic spelling (one char per kept char) and each char's offset in ``text``."""
    chars, where = [], []
    for i, c in enumerate(text):
        if _AR_DIACRITICS.match(c):
            continue
        chars.append(c.translate(_AR_MAP))
        where.append(i)
    return "".join(chars), where


_AR_TOKEN = re.compile(r"\d+(?:[.,]\d+)*|[^\W\d_]+|%|[^\w\s]")


def _strip(word: str, article: bool = True) -> str:
    """``word`` without its glued conjunction, preposition and (optionally) article."""
    w = word
    if w[:1] in "وف" and len(w) > 3:
        w = w[1:]
    if w[:1] in "بلك" and len(w) > 4:
        w = w[1:]
    if article and w.startswith("ال") and len(w) > 4:
        w = w[2:]
    return w


def _ar_word_value(word: str) -> tuple[int, str] | None:
    """Value and kind ("unit", "ten", "hundred") of a spelled-out Arabic number word."""
    for cand in dict.fromkeys((word, _strip(word, False), _strip(word))):
        if cand in AR.UNITS:
            return AR.UNITS[cand], "unit"
        if cand in AR.TENS:
            return AR.TENS[cand], "ten"
        if cand in AR.HUNDREDS:
            return AR.HUNDREDS[cand], "hundred"
    return None


def _arabic(parsed: Parsed, sent) -> Iterator[_Found]:
    folded, where = _fold(sent.text)
    toks = [(m.group(), m.start(), m.end()) for m in _AR_TOKEN.finditer(folded)]
    words = [t[0] for t in toks]
    money_unit = ""
    i = 0
    while i < len(toks):
        w = words[i]
        value: float | None = None
        j = i + 1  # first token after the number
        spelled = False
        dual_unit = ""
        if w[:1].isdigit():
            if "." in w or (w.count(",") and not re.fullmatch(r"\d{1,3}(?:,\d{3})+", w)):
                value = float(w.replace(",", "")) if "," not in w else None
            else:
                value = _num(w)
            # "28. 797 مليار", "75. 8%": a decimal point followed by a space
            if (value is not None and j + 1 < len(toks) and words[j] == "."
                    and words[j + 1].isdigit() and j + 2 < len(toks)
                    and _ar_is_quantity_word(words[j + 2])):
                value = float(f"{w}.{words[j + 1]}")
                j += 2
        elif _strip(w, article=False) not in AR.WEEKDAYS:
            got = _ar_word_value(w)
            if got is not None and not (got[1] == "unit" and got[0] == 10 and i > 0
                                        and words[i - 1] in AR.ORDINALS):
                value, kind = float(got[0]), got[1]
                spelled = True
                # teens and compounds: "السبعة عشر", "اثنتي عشرة", "خمسة وعشرون"
                if kind == "unit" and j < len(toks) and _strip(words[j]) in ("عشر", "عشره"):
                    value += 10
                    j += 1
                elif kind == "unit" and j < len(toks) and words[j][:1] == "و" \
                        and _strip(words[j]) in AR.TENS:
                    value += AR.TENS[_strip(words[j])]
                    j += 1
                if value == 1:
                    value = None  # "أحد" is mostly "one of"
            elif got is None:
                dual_unit = _ar_dual(w)
                if dual_unit and not (j < len(toks) and _strip(words[j]) in ("اثنين", "اثنتين",
                                                                              "اثنان", "اثنتان")):
                    value = 2.0
        if value is None:
            i += 1
            continue
        # scale words: "700 ألف", "28 مليار", "ثلاثة آلاف"
        if j < len(toks) and words[j] in AR.SCALES:
            value *= AR.SCALES[words[j]]
            j += 1
        unit, k = "", j
        if k < len(toks) and _ar_currency(words[k]):
            unit = _ar_currency(words[k])
            k += 1
        elif k < len(toks) and words[k] == "%":
            unit, k = "percent", k + 1
        elif k + 1 < len(toks) and (words[k], words[k + 1]) in AR.PERCENT_WORDS[:2]:
            unit, k = "percent", k + 2
        elif k < len(toks) and (words[k],) in AR.PERCENT_WORDS:
            unit, k = "percent", k + 1
        fig = _ar_figure(sent, folded, where, toks, i, j, k, value, unit, spelled, dual_unit,
                         money_unit)
        if fig is not None:
            if fig.figure.unit.isupper():
                money_unit = fig.figure.unit
            yield fig
        i = max(k, i + 1)


def _ar_is_quantity_word(word: str) -> bool:
    return word in AR.SCALES or bool(_ar_currency(word)) or word == "%" or word == "في"


def _ar_currency(word: str) -> str:
    return AR.CURRENCIES.get(word) or AR.CURRENCIES.get(_strip(word, False), "")


def _ar_dual(word: str) -> str:
    """Unit of an indefinite dual noun ("عامين" two years, "دولتان" two states), else ""."""
    w = _strip(word, article=False)
    if w.startswith("ال"):
        return ""
    for suffix, add in (("تين", "ه"), ("تان", "ه"), ("ين", ""), ("ان", "")):
        if w.endswith(suffix) and len(w) > len(suffix) + 1:
            stem = w[: -len(suffix)] + add
            if stem in AR.DUAL_STEMS:
                return AR.DUAL_STEMS[stem]
    return ""


def _ar_figure(sent, folded: str, where: list[int], toks: list, i: int, j: int, k: int,
               value: float, unit: str, spelled: bool, dual_unit: str,
               money_unit: str = "") -> _Found | None:
    """Apply the non-figure rules around tokens ``i:k`` and build the figure."""
    words = [t[0] for t in toks]
    prev = words[i - 1] if i > 0 else ""
    prev_s = _strip(prev) if prev else ""
    nxt = words[k] if k < len(words) else ""
    quantity = unit != "" or (j > i + 1 and words[j - 1] in AR.SCALES)
    is_digit = words[i][:1].isdigit()
    # dates, years, "six days ago"
    if prev_s in AR.MONTHS or prev in AR.MONTHS or _strip(nxt) in AR.MONTHS or nxt in AR.MONTHS:
        return None
    if not quantity and (prev in AR.YEAR_BEFORE or prev_s in AR.YEAR_BEFORE):
        return None
    if not quantity and is_digit and 1900 <= value <= 2100 and "." not in words[i]:
        return None
    if prev in AR.AGO_BEFORE or prev_s in AR.AGO_BEFORE:
        return None
    if prev in ("ال", "وال", "بال", "لل"):
        return None  # "البابا بنديكت الـ16", "القرن الـ14": ordinals
    if (words[i - 1:i] in ([":"], ["/"], ["-"]) or nxt in (":", "/", "-")) \
            and is_digit and not quantity:
        return None  # times, dates, scores, ranges
    # a label: "الفرقة 15،" (a definite noun, then the number, then nothing it counts)
    followed = bool(nxt) and nxt[:1].isalpha() and nxt not in AR.FUNCTION_WORDS
    if is_digit and not quantity and prev.startswith(("ال", "وال", "بال", "لل")) \
            and not followed and prev not in AR.AGE_BEFORE:
        return None
    if spelled and not quantity and not followed and not (
            words[i].startswith(("ال", "وال")) or _strip(words[i]) in ("اثنين", "اثنتين",
                                                                       "اثنان", "اثنتان")):
        return None
    # what it counts: the next words, or the words before for postposed numbers
    postposed = dual_unit or (spelled and (words[i].startswith(("ال", "وال")) or
                                           _strip(words[i]) in ("اثنين", "اثنتين")))
    if dual_unit:
        what_toks = [words[i]]
    elif postposed:
        n_before = 2 if words[i].startswith(("ال", "وال")) else 1
        what_toks = [w for w in words[max(0, i - 3):i] if w[:1].isalpha()][-n_before:]
    else:
        what_toks = []
        for w in words[k:k + 4]:
            if not w[:1].isalpha() or w in AR.FUNCTION_WORDS or _ar_word_value(w):
                break
            what_toks.append(w)
            if len(what_toks) == 2:
                break
    head = what_toks[0] if what_toks and not postposed else (what_toks[-1] if what_toks else "")
    head_s = head if head in AR.UNIT_NOUNS or head in AR.PEOPLE_NOUNS else _strip(head, False)
    if not unit:
        if dual_unit:
            unit = dual_unit
        elif prev in AR.AGE_BEFORE or prev_s in AR.AGE_BEFORE:
            unit = "years"
        elif head_s in AR.UNIT_NOUNS:
            unit = AR.UNIT_NOUNS[head_s]
        elif head_s in AR.PEOPLE_NOUNS or _strip(head) in AR.PEOPLE_NOUNS:
            unit = "people"
        elif money_unit and j > i + 1 and words[j - 1] in AR.SCALES:
            unit = money_unit  # "29 مليارا" after "28 مليار دولار": same currency
        elif what_toks:
            unit = "count"
    if unit == "barrels" and "يوميا" in words[k:k + 3]:
        unit = "barrels per day"
    # qualifier before ("نحو", "بحوالي", "أكثر من") or after ("على الأقل")
    before = " ".join(words[max(0, i - 4):i])
    approx = ""
    for q in AR.QUALIFIERS:
        qq = " " + q
        if (" " + before).endswith(qq) or (" " + before).endswith(" ب" + q) \
                or (" " + before).endswith(" و" + q):
            approx = q
            break
    after = " ".join(words[k:k + 8])
    if not approx:
        for q in AR.QUALIFIERS_AFTER:
            if q in after:
                approx = q
                break
    start = where[toks[i][1]]
    stop = where[toks[k - 1][2] - 1] + 1 if k > i else where[toks[i][2] - 1] + 1
    if dual_unit:
        stop = where[toks[i][2] - 1] + 1
    shown = sent.text[start:stop]
    what = " ".join(what_toks)
    fig = _figure(sent.text, sent.index, value, unit, what, approx, shown)
    key: tuple = (value, unit) if unit in ("percent",) or unit.isupper() or unit == "cents" \
        else (value, unit, what)
    return _Found(fig, key)
