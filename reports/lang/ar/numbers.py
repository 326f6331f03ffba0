"""Arabic number vocabulary for the figures extractor.

Written in the normalized spelling the extractor matches against (hamza forms of alef -> ا,
ى -> ي, ة -> ه, no diacritics or tatweel), so one entry covers the usual variants.
Clitics (و ف ب ل ك and the article ال) are stripped before lookup.
"""

from __future__ import annotations

from typing import Any

from .normalize import LETTERS

# cardinal words -> value; feminine/masculine and case forms (-an/-ayn, -un/-in)
UNITS: dict[str, int] = {
    "واحد": 1, "واحده": 1, "احد": 1, "احدي": 1,
    "اثنان": 2, "اثنين": 2, "اثنتان": 2, "اثنتين": 2, "اثنا": 2, "اثني": 2, "اثنتا": 2,
    "اثنتي": 2, "ثنتان": 2, "ثنتين": 2,
    "ثلاث": 3, "ثلاثه": 3, "اربع": 4, "اربعه": 4, "خمس": 5, "خمسه": 5, "ست": 6, "سته": 6,
    "سبع": 7, "سبعه": 7, "ثمان": 8, "ثماني": 8, "ثمانيه": 8, "تسع": 9, "تسعه": 9,
    "عشر": 10, "عشره": 10,
}
TENS: dict[str, int] = {
    "عشرون": 20, "عشرين": 20, "ثلاثون": 30, "ثلاثين": 30, "اربعون": 40, "اربعين": 40,
    "خمسون": 50, "خمسين": 50, "ستون": 60, "ستين": 60, "سبعون": 70, "سبعين": 70,
    "ثمانون": 80, "ثمانين": 80, "تسعون": 90, "تسعين": 90,
}
HUNDREDS: dict[str, int] = {
    "مائه": 100, "مئه": 100, "مائتان": 200, "مئتان": 200, "مائتين": 200, "مئتين": 200,
    "ثلاثمائه": 300, "ثلاثمئه": 300, "اربعمائه": 400, "اربعمئه": 400, "خمسمائه": 500,
    "خمسمئه": 500, "ستمائه": 600, "ستمئه": 600, "سبعمائه": 700, "سبعمئه": 700,
    "ثمانمائه": 800, "ثمانمئه": 800, "ثمانيمائه": 800, "تسعمائه": 900, "تسعمئه": 900,
}
# multipliers after a number ("700 ألف", "28 مليار", "ثلاثة آلاف"); -an is the accusative
SCALES: dict[str, int] = {
    "الف": 1_000, "الفا": 1_000, "الاف": 1_000, "الفان": 2_000, "الفين": 2_000,
    "مليون": 1_000_000, "مليونا": 1_000_000, "ملايين": 1_000_000, "مليونان": 2_000_000,
    "مليونين": 2_000_000,
    "مليار": 1_000_000_000, "مليارا": 1_000_000_000, "مليارات": 1_000_000_000,
    "ملياران": 2_000_000_000, "مليارين": 2_000_000_000, "بليون": 1_000_000_000,
    "بليونا": 1_000_000_000, "بلايين": 1_000_000_000, "تريليون": 1_000_000_000_000,
    "تريليونا": 1_000_000_000_000,
}

CURRENCIES: dict[str, str] = {
    "دولار": "USD", "دولارا": "USD", "دولارات": "USD", "يورو": "EUR", "جنيه": "GBP",
    "جنيها": "GBP", "جنيهات": "GBP", "استرليني": "GBP", "ريال": "SAR", "ريالا": "SAR",
    "ريالات": "SAR", "درهم": "AED", "درهما": "AED", "دراهم": "AED", "دينار": "dinars",
    "دينارا": "dinars", "دنانير": "dinars", "ليره": "lira", "ليرات": "lira", "ين": "JPY",
    "سنت": "cents", "سنتا": "cents", "سنتات": "cents", "فرنك": "CHF", "روبل": "RUB",
}
# "في المائة", "بالمائة", "%": percent (matched on the words after the number)
PERCENT_WORDS: tuple[tuple[str, ...], ...] = (
    ("في", "المائه"), ("في", "المئه"), ("بالمائه",), ("بالمئه",), ("بالمائه.",),
)

# before the number (clitic ب allowed: "بنحو"), longest first
QUALIFIERS: tuple[str, ...] = (
    "ما لا يقل عن", "لا يقل عن", "ما يزيد على", "ما يزيد عن", "ما يقرب من", "ما يقارب",
    "يزيد على", "يزيد عن", "اكثر من", "اقل من", "ازيد من", "اكثر من", "اقرب الى", "نحو",
    "حوالي", "قرابه", "زهاء", "قرابه", "تقريبا", "اكثر", "فوق", "قرابة",
)
QUALIFIERS_AFTER: tuple[str, ...] = ("على الاقل", "علي الاقل", "تقريبا")

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
# the number is an age: "عمره 17 عاما"
AGE_BEFORE = frozenset({"عمره", "عمرها", "عمر", "يبلغ", "البالغ", "تبلغ", "البالغه", "سن", "عمرهم"})

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
مسلحين مقاتل مقاتلا مقاتلين عامل عاملا عمال موظف موظفا موظفين طالب طالبا طلاب نسمه مصاب
مصابا مصابين شرطي شرطيا منشق منشقا منشقين شهيد شهيدا شهداء ضحيه ضحايا نائب نائبا نواب
عضو عضوا اعضاء مهاجر مهاجرا مهاجرين شاب شابا شبان
""".split())
# "الاثنين" is Monday, not "the two"
WEEKDAYS = frozenset({"الاثنين", "الثلاثاء", "الاربعاء", "الخميس", "الجمعه", "السبت", "الاحد"})
# the number is one of these tokens when nothing follows it: a label ("الفرقة 15،")
FUNCTION_WORDS = frozenset("""
في من على علي الى الي عن مع و او ثم حتى حتي منذ بعد قبل الذي التي الذين ان أن انه هو هي
وهو وهي كما لكن بين عند لدى لدي ضد حول خلال
""".split())
# singular nouns whose dual form ("عامين", "دولتان") means two of them
DUAL_STEMS: dict[str, str] = {
    "عام": "years", "سنه": "years", "شهر": "months", "يوم": "days", "ساعه": "hours",
    "اسبوع": "weeks", "دوله": "count", "شخص": "people", "طفل": "people", "رجل": "people",
    "ضابط": "people", "شركه": "count", "مدينه": "count", "قريه": "count",
    "دقيقه": "minutes", "طائره": "count", "دبابه": "count", "سياره": "count",
    "صاروخ": "count",
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


(UNITS, TENS, HUNDREDS, SCALES, CURRENCIES, PERCENT_WORDS, QUALIFIERS, QUALIFIERS_AFTER,
 YEAR_BEFORE, MONTHS, AGO_BEFORE, AGE_BEFORE, UNIT_NOUNS, PEOPLE_NOUNS, WEEKDAYS,
 FUNCTION_WORDS, DUAL_STEMS, ORDINALS) = map(_spelled, (
    UNITS, TENS, HUNDREDS, SCALES, CURRENCIES, PERCENT_WORDS, QUALIFIERS, QUALIFIERS_AFTER,
    YEAR_BEFORE, MONTHS, AGO_BEFORE, AGE_BEFORE, UNIT_NOUNS, PEOPLE_NOUNS, WEEKDAYS,
    FUNCTION_WORDS, DUAL_STEMS, ORDINALS))
