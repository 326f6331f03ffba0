"""Arabic figures. There is no parser here: the counted noun is the word after the number
(or before, for "محتجين اثنين" and the definite "الأفرع السبعة عشر"), and the text is
matched in a folded spelling (see ``_fold``)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from ...analysis.figures import Found, to_number
from ...analysis.figures import extract as extract_figures
from ...analysis.figures import figure as make_figure
from ...analysis.nlp import Parsed, rejoin_decimals
from ...model import Figure
from . import numbers as AR
from .normalize import DIACRITICS, LETTERS, clitic_variants, no_article
from .words import MEASURES


def extract(parsed: Parsed) -> tuple[Figure, ...]:
    """The figures step of the Arabic pack (spaced decimals joined back first)."""
    return extract_figures(parsed, _arabic, MEASURES, sentences=rejoin_decimals(parsed)[0])


# the normalizer's letters, and Arabic decimal separators, percent sign and digits as ASCII
_NUMBERS = str.maketrans({"٫": ".", "٬": ",", "٪": "%",
                          **{chr(0x660 + i): str(i) for i in range(10)},
                          **{chr(0x6F0 + i): str(i) for i in range(10)}})


def _fold(text: str) -> tuple[str, list[int]]:
    """Folded Arabic spelling (one char per kept char) and each char's offset in ``text``."""
    chars, where = [], []
    for i, c in enumerate(text):
        if DIACRITICS.match(c):
            continue
        chars.append(c.translate(LETTERS).translate(_NUMBERS))
        where.append(i)
    return "".join(chars), where


_AR_TOKEN = re.compile(r"\d+(?:[.,]\d+)*|[^\W\d_]+|%|[^\w\s]")


def _strip(word: str, article: bool = True) -> str:
    """``word`` (folded) without its glued conjunction, preposition and (optionally)
    article: the normalizer's clitic stripping."""
    w = clitic_variants(word)[-1]
    return no_article(w) if article else w


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


def _arabic(parsed: Parsed, sent) -> Iterator[Found]:
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
                value = to_number(w)
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
               money_unit: str = "") -> Found | None:
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
    fig = make_figure(sent.text, sent.index, value, unit, what, approx, shown)
    key: tuple = (value, unit) if unit in ("percent",) or unit.isupper() or unit == "cents" \
        else (value, unit, what)
    return Found(fig, key)
