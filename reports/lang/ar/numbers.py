"""Arabic numbers: the vocabulary and a small grammar that reads them.

Tables are written in the normalized spelling the figures step matches against (hamza forms
of alef -> ا, ى -> ي, ة -> ه, no diacritics or tatweel: ``_spelled`` folds them on load, so
an entry may be typed either way). Clitics (و ف ب ل ك and the article ال) are stripped
before lookup.

``read`` reads one number starting at a token: digits in either digit set with any
grouping (``digits``), or words ("ثلاث مائة وواحد وثلاثون", "ألفين", "ربع مليون",
"مليون ونصف"), each with an optional scale word after it ("700 ألف", "2 مليون"), and
vague counts ("عشرات", "مئات الآلاف"). A number it cannot read is not a number: it
returns None (and logs the token at debug level), it never raises.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .normalize import LETTERS, clitic_variants, no_article

log = logging.getLogger(__name__)

# cardinal words -> value; feminine/masculine and case forms (-an accusative "خمسا",
# -ayn, -un/-in)
UNITS: dict[str, int] = {
    "واحد": 1, "واحده": 1, "احد": 1, "احدي": 1, "واحدا": 1,
    "اثنان": 2, "اثنين": 2, "اثنتان": 2, "اثنتين": 2, "اثنا": 2, "اثني": 2, "اثنتا": 2,
    "اثنتي": 2, "ثنتان": 2, "ثنتين": 2,
    "ثلاث": 3, "ثلاثه": 3, "ثلاثا": 3, "اربع": 4, "اربعه": 4, "اربعا": 4,
    "خمس": 5, "خمسه": 5, "خمسا": 5, "ست": 6, "سته": 6, "ستا": 6,
    "سبع": 7, "سبعه": 7, "سبعا": 7, "ثمان": 8, "ثماني": 8, "ثمانيه": 8, "ثمانيا": 8,
    "تسع": 9, "تسعه": 9, "تسعا": 9, "عشر": 10, "عشره": 10, "عشرا": 10,
}
# the second word of a teen: "ستة عشر", "اثنتي عشرة"
TEEN = frozenset({"عشر", "عشره"})
TENS: dict[str, int] = {
    "عشرون": 20, "عشرين": 20, "ثلاثون": 30, "ثلاثين": 30, "اربعون": 40, "اربعين": 40,
    "خمسون": 50, "خمسين": 50, "ستون": 60, "ستين": 60, "سبعون": 70, "سبعين": 70,
    "ثمانون": 80, "ثمانين": 80, "تسعون": 90, "تسعين": 90,
}
# one hundred alone: after a unit word it multiplies it ("ثلاث مائة" = 300)
HUNDRED = frozenset({"مائه", "مئه", "ميه"})
HUNDREDS: dict[str, int] = {
    "مائه": 100, "مئه": 100, "مائتان": 200, "مئتان": 200, "مائتين": 200, "مئتين": 200,
    "مائتا": 200, "مئتا": 200, "مائتي": 200, "مئتي": 200,
    "ثلاثمائه": 300, "ثلاثمئه": 300, "اربعمائه": 400, "اربعمئه": 400, "خمسمائه": 500,
    "خمسمئه": 500, "ستمائه": 600, "ستمئه": 600, "سبعمائه": 700, "سبعمئه": 700,
    "ثمانمائه": 800, "ثمانمئه": 800, "ثمانيمائه": 800, "تسعمائه": 900, "تسعمئه": 900,
}
# multipliers after a number ("700 ألف", "28 مليار", "ثلاثة آلاف"); -an is the accusative
SCALES: dict[str, int] = {
    "الف": 1_000, "الفا": 1_000, "الاف": 1_000,
    "مليون": 1_000_000, "مليونا": 1_000_000, "ملايين": 1_000_000,
    "مليار": 1_000_000_000, "مليارا": 1_000_000_000, "مليارات": 1_000_000_000,
    "بليون": 1_000_000_000, "بليونا": 1_000_000_000, "بلايين": 1_000_000_000,
    "تريليون": 1_000_000_000_000, "تريليونا": 1_000_000_000_000,
}
# duals of the scales: two of them, alone ("ألفين", "مليوني دولار")
DUAL_SCALES: dict[str, int] = {
    "الفان": 1_000, "الفين": 1_000, "الفي": 1_000,
    "مليونان": 1_000_000, "مليونين": 1_000_000, "مليوني": 1_000_000,
    "ملياران": 1_000_000_000, "مليارين": 1_000_000_000, "ملياري": 1_000_000_000,
    "بليونان": 1_000_000_000, "بليونين": 1_000_000_000, "بليوني": 1_000_000_000,
}
# plurals of the scales: after 3-10 ("ثلاثة آلاف"), never a number alone
SCALE_PLURALS = frozenset({"الاف", "ملايين", "مليارات", "بلايين"})
# fractions of a scale: "ربع مليون", "نصف مليار", "مليون ونصف"
FRACTIONS: dict[str, float] = {"نصف": 0.5, "ربع": 0.25, "ثلث": 1 / 3}
# plural fractions after a unit: "ثلاثة أرباع مليون" (three quarters of a million)
FRACTION_PLURALS: dict[str, int] = {"ارباع": 4, "اثلاث": 3}
# vague counts: "عشرات" (tens of), "مئات" (hundreds of), "آلاف" (thousands of); a
# following "الآلاف" / "الملايين" multiplies them ("عشرات الآلاف"). "ملايين" alone is a
# magnitude ("ملايين الدولارات"), not a count a reader quotes, and is left out.
VAGUE: dict[str, int] = {"عشرات": 10, "مئات": 100, "الاف": 1_000, "الوف": 1_000}
VAGUE_SCALES: dict[str, int] = {"الالاف": 1_000, "الاف": 1_000, "الالوف": 1_000,
                                "الملايين": 1_000_000}
# Latin abbreviations glued to or after digits in Arabic text ("10bn", "5 mln")
ABBREVIATIONS: dict[str, int] = {
    "k": 1_000, "mn": 1_000_000, "mln": 1_000_000, "mil": 1_000_000, "bn": 1_000_000_000,
    "bln": 1_000_000_000, "tn": 1_000_000_000_000,
}
# ordinals a person's age is told with: "طفل في السابعة عشرة", "في الخامسة والعشرين"
ORDINAL_VALUES: dict[str, int] = {
    "الحادي": 1, "الحاديه": 1, "الثاني": 2, "الثانيه": 2, "الثالث": 3, "الثالثه": 3,
    "الرابع": 4, "الرابعه": 4, "الخامس": 5, "الخامسه": 5, "السادس": 6, "السادسه": 6,
    "السابع": 7, "السابعه": 7, "الثامن": 8, "الثامنه": 8, "التاسع": 9, "التاسعه": 9,
    "العاشر": 10, "العاشره": 10,
}

CURRENCIES: dict[str, str] = {
    "دولار": "USD", "دولارا": "USD", "دولارات": "USD", "يورو": "EUR", "جنيه": "GBP",
    "جنيها": "GBP", "جنيهات": "GBP", "استرليني": "GBP", "ريال": "SAR", "ريالا": "SAR",
    "ريالات": "SAR", "درهم": "AED", "درهما": "AED", "دراهم": "AED", "دينار": "dinars",
    "دينارا": "dinars", "دنانير": "dinars", "ليره": "lira", "ليرات": "lira", "ين": "JPY",
    "سنت": "cents", "سنتا": "cents", "سنتات": "cents", "فرنك": "CHF", "روبل": "RUB",
    "شيكل": "ILS", "شيقل": "ILS", "شيكلا": "ILS", "شيقلا": "ILS", "روبيه": "INR",
}
# "في المائة", "بالمائة", "%": percent (matched on the words after the number)
PERCENT_WORDS: tuple[tuple[str, ...], ...] = (
    ("في", "المائه"), ("في", "المئه"), ("بالمائه",), ("بالمئه",), ("بالمائه.",),
)

# qualifiers before the number (a glued ب or و allowed: "بنحو"), matched longest first.
# "لا أقل من" / "ما لا يقل عن" mean AT LEAST: they are listed whole, so the "أقل من"
# inside them never reads as "less than".
QUALIFIERS: tuple[str, ...] = (
    # at least
    "ما لا يقل عن", "لا يقل عن", "لا تقل عن", "ما لا يقل عدده عن", "لا اقل من",
    "ليس اقل من",
    # more than
    "ما يزيد على", "ما يزيد عن", "يزيد على", "يزيد عن", "تزيد على", "تزيد عن", "اكثر من",
    "اكبر من", "ازيد من", "يتجاوز", "تتجاوز", "تجاوز", "تجاوزت", "يفوق", "تفوق", "فاق",
    "فاقت", "ما يفوق", "ما يتجاوز", "فوق",
    # up to
    "يصل الى", "تصل الى", "وصل الى", "وصلت الى", "ما يصل الى", "حتى",
    # about
    "ما يقرب من", "ما يقارب", "يقارب", "تقارب", "نحو", "حوالي", "قرابه", "زهاء", "تقريبا",
    "اقرب الى",
    # fewer than
    "اقل من", "دون",
)
QUALIFIERS_AFTER: tuple[str, ...] = ("على الاقل", "علي الاقل", "او اكثر", "تقريبا", "او يزيد")

# words after a number that make it a year: "636 م", "3100 ق.م", "40 للهجرة", "751 هـ"
YEAR_AFTER = frozenset({"م", "ق", "ه", "هجري", "هجريه", "للهجره", "الهجره", "ميلادي",
                        "ميلاديه", "للميلاد", "الميلاد"})
# words before a 4-digit number that make it a year
YEAR_BEFORE = frozenset({"عام", "العام", "سنه", "السنه", "منذ", "حتي", "حتى", "مطلع", "نهايه",
                         "بدايه", "اواخر", "اوائل", "منتصف", "خلال", "لعام", "بعام", "وعام"})
MONTHS = frozenset({
    "يناير", "فبراير", "مارس", "ابريل", "مايو", "يونيو", "يوليو", "اغسطس", "سبتمبر",
    "اكتوبر", "نوفمبر", "ديسمبر", "كانون", "شباط", "اذار", "نيسان", "ايار", "حزيران",
    "تموز", "اب", "ايلول", "تشرين", "جانفي", "فيفري", "افريل", "ماي", "جوان", "جويليه",
    "اوت", "محرم", "صفر", "ربيع", "جمادي", "رجب", "شعبان", "رمضان", "شوال", "ذو",
})
# "قبل ستة أيام" (six days ago) is a date, not a figure
AGO_BEFORE = frozenset({"قبل"})

# counted nouns -> unit (singular, plural and -an accusative forms)
UNIT_NOUNS: dict[str, str] = {
    **dict.fromkeys(("عام", "عاما", "اعوام", "سنه", "سنوات", "سنين", "عامان"), "years"),
    **dict.fromkeys(("شهر", "شهرا", "اشهر", "شهور"), "months"),
    **dict.fromkeys(("اسبوع", "اسبوعا", "اسابيع"), "weeks"),
    **dict.fromkeys(("يوم", "يوما", "ايام"), "days"),
    **dict.fromkeys(("ساعه", "ساعات"), "hours"),
    **dict.fromkeys(("دقيقه", "دقائق"), "minutes"),
    **dict.fromkeys(("كلم", "كم", "كيلومتر", "كيلومترا", "كيلومترات"), "km"),
    **dict.fromkeys(("متر", "مترا", "امتار"), "m"),
    **dict.fromkeys(("سنتيمتر", "سنتيمترا", "سنتيمترات"), "cm"),
    **dict.fromkeys(("مليمتر", "مليمترا", "مليمترات", "ملم", "ملليمتر", "ملليمترا"), "mm"),
    **dict.fromkeys(("كيلوغرام", "كيلوغراما", "كيلوغرامات", "كيلوجرام", "كلغ"), "kg"),
    **dict.fromkeys(("لتر", "لترا", "لترات"), "litres"),
    **dict.fromkeys(("ميل", "ميلا", "اميال"), "miles"),
    **dict.fromkeys(("طن", "طنا", "اطنان"), "tonnes"),
    **dict.fromkeys(("برميل", "براميل"), "barrels"),
    **dict.fromkeys(("هكتار", "هكتارا", "دونم", "دونما"), "hectares"),
}
PEOPLE_NOUNS = frozenset("""
شخص شخصا اشخاص شخصين شخصان قتيل قتيلا قتلي جريح جريحا جرحي مدني مدنيا مدنيين مدنيون
جندي جنديا جنود جنديين عسكري عسكريا عسكريين ضابط ضابطا ضباط طفل طفلا اطفال امراه نساء
رجل رجلا رجال محتج محتجا محتجين محتجون متظاهر متظاهرا متظاهرين متظاهرون ناشط ناشطا ناشطين
معتقل معتقلا معتقلين سجين سجينا سجناء لاجئ لاجئا لاجئين مواطن مواطنا مواطنين مسلح مسلحا
مسلحين مقاتل مقاتلا مقاتلين سكان ساكن اخرين اخرون عامل عاملا عمال موظف موظفا موظفين طالب طالبا طلاب نسمه مصاب
مصابا مصابين شرطي شرطيا منشق منشقا منشقين شهيد شهيدا شهداء ضحيه ضحايا نائب نائبا نواب
عضو عضوا اعضاء مهاجر مهاجرا مهاجرين شاب شابا شبان
""".split())
# "الاثنين" is Monday, not "the two"
WEEKDAYS = frozenset({"الاثنين", "الثلاثاء", "الاربعاء", "الخميس", "الجمعه", "السبت", "الاحد"})
# the number is one of these tokens when nothing follows it: a label ("الفرقة 15،")
FUNCTION_WORDS = frozenset("""
في من على علي الى الي عن مع و او ثم حتى حتي منذ بعد قبل الذي التي الذين ان أن انه هو هي
وهو وهي كما لكن بين عند لدى لدي ضد حول خلال بينما فيما حيث اذ ايضا هذا هذه ذلك تلك
هؤلاء حسب بحسب وفق وفقا طبقا امس اليوم مساء صباح ظهر فجر ليلا نهارا
""".split())
# singular nouns whose dual form ("عامين", "دولتان") means two of them, in every ending
# (their plural is broken, so "-ين" is never the plural); duals of the other people nouns
# and of nisbas are a rule of their own (``figures._dual``)
DUAL_STEMS: dict[str, str] = {
    "عام": "years", "سنه": "years", "شهر": "months", "يوم": "days", "ساعه": "hours",
    "اسبوع": "weeks", "دوله": "count", "شخص": "people", "طفل": "people", "رجل": "people",
    "ضابط": "people", "شركه": "count", "مدينه": "count", "قريه": "count",
    "دقيقه": "minutes", "طائره": "count", "دبابه": "count", "سياره": "count",
    "صاروخ": "count", "جثه": "people",
}
# ordinals: "السادس عشر" (16th) is not the cardinal "عشر"
ORDINALS = frozenset("""
اول الاول حادي الحادي ثاني الثاني ثالث الثالث رابع الرابع خامس الخامس سادس السادس سابع
السابع ثامن الثامن تاسع التاسع عاشر العاشر اولي الاولي ثانيه الثانيه ثالثه الثالثه رابعه
الرابعه خامسه الخامسه سادسه السادسه سابعه السابعه ثامنه الثامنه تاسعه التاسعه عاشره العاشره
""".split())


def _spelled(value: Any) -> Any:
    """A table in the spelling the normalizer gives the text it is matched against."""
    if isinstance(value, str):
        return value.translate(LETTERS)
    if isinstance(value, dict):
        return {_spelled(k): v for k, v in value.items()}
    if isinstance(value, frozenset):
        return frozenset(_spelled(v) for v in value)
    if isinstance(value, tuple):
        return tuple(_spelled(v) for v in value)
    return value


(UNITS, TEEN, TENS, HUNDRED, HUNDREDS, SCALES, DUAL_SCALES, SCALE_PLURALS, FRACTIONS,
 FRACTION_PLURALS, VAGUE, VAGUE_SCALES, ORDINAL_VALUES, CURRENCIES, PERCENT_WORDS, QUALIFIERS, QUALIFIERS_AFTER,
 YEAR_BEFORE, MONTHS, AGO_BEFORE, UNIT_NOUNS, PEOPLE_NOUNS, WEEKDAYS,
 FUNCTION_WORDS, DUAL_STEMS, ORDINALS) = map(_spelled, (
    UNITS, TEEN, TENS, HUNDRED, HUNDREDS, SCALES, DUAL_SCALES, SCALE_PLURALS, FRACTIONS,
    FRACTION_PLURALS, VAGUE, VAGUE_SCALES, ORDINAL_VALUES, CURRENCIES, PERCENT_WORDS, QUALIFIERS, QUALIFIERS_AFTER,
    YEAR_BEFORE, MONTHS, AGO_BEFORE, UNIT_NOUNS, PEOPLE_NOUNS, WEEKDAYS,
    FUNCTION_WORDS, DUAL_STEMS, ORDINALS))
YEAR_AFTER = _spelled(YEAR_AFTER)


@dataclass(frozen=True)
class Reading:
    """A number read from tokens ``start:end`` of a sentence."""

    value: float
    start: int
    end: int  # the first token after the number
    spelled: bool = False  # words, not digits
    scale: int = 1  # the last scale word's value ("مليون": 1_000_000), 1 when none
    vague: bool = False  # "عشرات", "مئات الآلاف": an approximate count


_GROUPED = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?")
_DECIMAL_COMMA = re.compile(r"\d+,\d{1,2}")  # "1,5 مليون", "12,5%": a decimal comma
_PLAIN = re.compile(r"\d+(?:\.\d+)?")
_DOT_GROUPED = re.compile(r"\d{1,3}(?:\.\d{3}){2,}")
# digits with more than this are an identifier (a phone or an account number), not a figure
_MAX_DIGITS = 15


def digits(token: str) -> float | None:
    """Value of a digit token (ASCII digits; "," "،" group thousands, "." is the decimal
    point), or None when it is not one number: dotted dates and addresses ("12.05.2020",
    "192.168.1.2"), "1,5"."""
    t = token.replace("،", ",")
    if t.startswith("."):  # ".08"
        t = "0" + t
    if sum(c.isdigit() for c in t) > _MAX_DIGITS:
        log.debug("number skipped, too many digits: %r", token)
        return None
    if len(t) > 1 and t[0] == "0" and t[1].isdigit():  # "0123": a phone or a code
        log.debug("number skipped, a leading zero: %r", token)
        return None
    if _PLAIN.fullmatch(t) or _GROUPED.fullmatch(t):
        return float(t.replace(",", ""))
    if _DECIMAL_COMMA.fullmatch(t):
        return float(t.replace(",", "."))
    if _DOT_GROUPED.fullmatch(t):  # "1.234.567": dots grouping thousands
        return float(t.replace(".", ""))
    log.debug("number skipped, unreadable: %r", token)
    return None


def _variants(word: str) -> tuple[str, ...]:
    """``word`` and its readings without glued conjunction, preposition and article."""
    out = list(clitic_variants(word))
    out += [no_article(w) for w in out]
    return tuple(dict.fromkeys(out))


def word_kind(word: str) -> tuple[str, float] | None:
    """Kind and value of one number word (folded, clitics allowed): "unit", "ten",
    "hundred", "scale", "dual" (two of a scale), "fraction"."""
    for w in _variants(word):
        for kind, table in (("unit", UNITS), ("ten", TENS), ("hundred", HUNDREDS),
                            ("scale", SCALES), ("dual", DUAL_SCALES),
                            ("fraction", FRACTIONS)):
            if w in table:
                return kind, float(table[w])
    return None


def _joined(words: Sequence[str], j: int) -> tuple[str, int] | None:
    """The word after "و" at ``j`` ("وخمسمائة", or "و" then "عشرون") and the index after
    it; None when ``j`` has no "و"."""
    if j >= len(words):
        return None
    w = words[j]
    if w == "و" and j + 1 < len(words):
        return words[j + 1], j + 2
    if len(w) > 2 and w.startswith("و"):
        return w[1:], j + 1
    return None


class _Group:
    """The running sum of a spelled number: complete scale groups (``total``) and the
    group below a thousand being read (``small``), with what that group already has."""

    def __init__(self) -> None:
        self.total = 0.0
        self.small = 0.0
        self.has: set[str] = set()  # "hundred", "unit", "teen", "ten"
        self.unit = 0.0
        self.scale = 0  # the last scale word, 0 before any

    def value(self) -> float:
        return self.total + self.small

    def take(self, kind: str, v: float, joined: bool) -> bool:
        """Add one word; False when it cannot continue this number."""
        if kind == "unit":
            if self.has & {"unit", "teen", "ten"} or (not joined and self.value()):
                return False
            self.small += v
            self.unit = v
            self.has.add("unit")
            return True
        if kind == "ten":
            if self.has & {"ten", "teen"} or (not joined and self.value()):
                return False
            if "unit" in self.has and self.unit > 9:
                return False  # "عشرة وعشرون" is not a number
            self.small += v
            self.has.add("ten")
            return True
        if kind == "hundred":
            if self.small or (not joined and self.value()):
                return False
            if self.scale and v >= self.scale:
                return False
            self.small = v
            self.has.add("hundred")
            return True
        if kind in ("scale", "dual"):
            count = 2.0 if kind == "dual" else (self.small or 1.0)
            if kind == "dual" and self.small:
                return False  # "ثلاثة ألفين" is not a number
            if self.scale and v >= self.scale:
                return False
            if joined:  # "مليون وألف": a new group
                if self.small:
                    return False
                self.total += count * v
            else:
                if self.total and not self.small:
                    return False
                self.total += count * v
            self.small, self.unit, self.has = 0.0, 0.0, set()
            self.scale = int(v)
            return True
        return False


def _spelled_number(words: Sequence[str], i: int) -> Reading | None:
    """Number words from ``i``: units, teens, tens, hundreds, scales, duals and fractions
    of scales, joined by "و" (glued or spaced) as Arabic writes them."""
    first = word_kind(words[i])
    if first is None:
        return None
    kind, v = first
    g = _Group()
    j = i + 1
    if kind == "fraction":  # "ربع مليون", "نصف مليار": a fraction is a number only of a scale
        nxt = word_kind(words[j]) if j < len(words) else None
        if nxt is None or nxt[0] != "scale" or _bare(words[j]) in SCALE_PLURALS:
            return None
        g.total, g.scale = v * nxt[1], int(nxt[1])
        j += 1
    elif kind == "scale" and (_bare(words[i]) in SCALE_PLURALS
                              or _strip_conj(words[i]) in SCALE_PLURALS):
        return None
    elif kind in ("scale", "dual") and (_strip_conj(words[i]).startswith("ال")
                                        and _strip_conj(words[i]) not in SCALES | DUAL_SCALES
                                        or _strip_conj(words[i]) == "الفا"):
        return None  # "المليار", "الألف": the word, not a number; "ألفا" alone is a name
    elif not g.take(kind, v, joined=False):
        return None
    while j < len(words):
        w = words[j]
        # "ستة عشر", "اثنتي عشرة": a teen
        if _bare(w) in TEEN and "unit" in g.has and not g.has & {"teen", "ten"} and g.unit < 10:
            g.small += 10
            g.has = (g.has - {"unit"}) | {"teen"}
            j += 1
            continue
        # "ثلاثة أرباع مليون": quarters of a scale
        if _bare(w) in FRACTION_PLURALS and g.has == {"unit"} and j + 1 < len(words) \
                and words[j + 1] in SCALES and words[j + 1] not in SCALE_PLURALS:
            g.total = g.unit / FRACTION_PLURALS[_bare(w)] * SCALES[words[j + 1]]
            g.small, g.has, g.scale = 0.0, set(), SCALES[words[j + 1]]
            j += 2
            continue
        # "ثلاث مائة": a unit word times a hundred
        if w in HUNDRED and g.has == {"unit"} and 3 <= g.unit <= 9:
            g.small = g.unit * 100
            g.has = {"hundred"}
            j += 1
            continue
        got = word_kind(w)
        if got is not None and got[0] in ("scale", "dual") and not w.startswith("و"):
            if g.take(got[0], got[1], joined=False):
                j += 1
                continue
            break
        nxt = _joined(words, j)
        if nxt is None:
            break
        word, after = nxt
        got = word_kind(word) if word[:1].isalpha() else None
        if got is None:
            break
        kind, v = got
        if kind == "fraction":  # "مليون ونصف", "مليون ونصف مليون", "ثلاثة آلاف ونصف"
            if not g.scale or g.small:
                break
            again = word_kind(words[after]) if after < len(words) else None
            if again is not None and again[0] == "scale" and int(again[1]) == g.scale:
                after += 1
            g.total += v * g.scale
            j = after
            break
        if kind != "scale" and g.scale and after < len(words) and words[after] in SCALES \
                and SCALES[words[after]] >= g.scale:
            break  # "بين ألفين وثلاثة آلاف": the و starts a second number
        if not g.take(kind, v, joined=True):
            break
        j = after
    return Reading(g.value(), i, j, spelled=True, scale=g.scale or 1)


def _bare(word: str) -> str:
    return _variants(word)[-1]


def _strip_conj(word: str) -> str:
    """``word`` without a glued و or ب/ل (not the article)."""
    for lead in ("وب", "ول", "و", "ب", "ل"):
        if word.startswith(lead) and len(word) - len(lead) >= 3:
            return word[len(lead):]
    return word


def _vague(words: Sequence[str], i: int) -> Reading | None:
    """ "عشرات", "مئات", "آلاف", and "عشرات الآلاف", "مئات الآلاف": approximate counts."""
    w = _strip_conj(words[i])
    definite = w.startswith("ال") and w[2:] in VAGUE
    base = VAGUE.get(w[2:] if definite else w)
    if base is None:
        return None
    j = i + 1
    scale = 1
    if j < len(words) and words[j] in VAGUE_SCALES and base < 1_000:
        scale = VAGUE_SCALES[words[j]]
        j += 1
    if definite and words[j:j + 1] != ["من"] and words[j:j + 2] != ["في", "عداد"]:
        return None  # "بالآلاف" (by the thousand); "الآلاف من الشبان", "المئات في عداد
        # المفقودين" (among the missing) are counts
    return Reading(float(base * scale), i, j, spelled=True, scale=scale, vague=True)


def read(toks: Sequence[tuple[str, int, int]], i: int) -> Reading | None:
    """The number starting at token ``i`` of ``toks`` ((word, start, end) in the folded
    text), or None. Digits may be grouped by spaces ("40 000") and followed by a scale
    word or a Latin abbreviation ("10 مليار", "5bn") and a fraction ("2 مليون ونصف")."""
    words = [t[0] for t in toks]
    w = words[i]
    if not (w[:1].isdigit() or (w[:1] == "." and w[1:2].isdigit())):
        return _vague(words, i) or _spelled_number(words, i)
    value = digits(w)
    if value is None:
        return None
    j = i + 1
    # "40 000", "1 234 567": groups of three digits after one space
    if re.fullmatch(r"\d{1,3}", w):
        text = w
        while j < len(toks):
            if re.fullmatch(r"\d{3}", words[j]) and toks[j][1] == toks[j - 1][2] + 1:
                text += words[j]
                j += 1
            elif (words[j] in (",", "،") and j + 1 < len(toks)
                  and re.fullmatch(r"\d{3}", words[j + 1])
                  and toks[j + 1][1] - toks[j - 1][2] <= 3):
                text += words[j + 1]  # "100 ، 000": a spaced thousands separator
                j += 2
            else:
                break
        if len(text) > _MAX_DIGITS:  # "0123 456 789 ...": an identifier, not a figure
            log.debug("number skipped, too many digits: %r", text)
            return None
        value = float(text)
    scale = 1
    if j < len(words) and words[j].lower() in ABBREVIATIONS and toks[j][1] <= toks[j - 1][2] + 1:
        scale = ABBREVIATIONS[words[j].lower()]
        j += 1
    elif j < len(words) and words[j] in SCALES:
        scale = SCALES[words[j]]
        j += 1
    value *= scale
    if scale > 1:  # "2 مليون ونصف"
        nxt = _joined(words, j)
        if nxt and nxt[0] in FRACTIONS:
            value += FRACTIONS[nxt[0]] * scale
            j = nxt[1]
            if j < len(words) and words[j] in SCALES and SCALES[words[j]] == scale:
                j += 1
    first = scale
    while scale > 1:  # "13 مليونا و230 ألفا و131": the groups below, one number
        nxt = _joined(words, j) or ((words[j], j + 1) if j < len(words) else None)
        part = digits(nxt[0]) if nxt and re.fullmatch(r"\d{1,3}", nxt[0]) else None
        if part is None:
            break
        k = nxt[1]
        below = SCALES.get(words[k], 1) if k < len(words) else 1
        if below * 1000 != scale:  # one step down: millions, then thousands, then units
            break
        value += part * below
        j, scale = k + (below > 1), below
    return Reading(value, i, j, scale=first)
