"""Message catalogue for rendered briefings: one small table per label language.

Templates never hard-code words; they read ``labels`` so a digest with ``lang = "ar"``
is Arabic from cover to appendix. Counts are shown as a number next to a noun used as
a heading ("Articles: 4"), which avoids per-language plural rules (Arabic has six).
Unknown languages fall back to English, key by key, so a partial table still renders.
"""

from __future__ import annotations

import gettext
from collections.abc import Mapping
from datetime import date, datetime
from types import MappingProxyType

LABELS: Mapping[str, Mapping[str, str]] = MappingProxyType({
    "en": MappingProxyType({
        "contents": "Contents",
        "at_a_glance": "At a glance",
        "key_figures": "Key figures",
        "stories": "Stories",
        "story": "Story",
        "who": "Who",
        "people": "People",
        "organizations": "Organizations",
        "where": "Where",
        "claims": "Claims",
        "figures": "Figures",
        "summary": "Summary",
        "sources": "Sources",
        "source": "Source",
        "articles": "Articles",
        "languages": "Languages",
        "language": "Language",
        "index": "Index",
        "index_people": "People",
        "index_places": "Places",
        "files_not_included": "Files not included",
        "files_not_included_intro": "These files were found but could not be read; "
                                    "they are not part of this briefing.",
        "file": "File",
        "reason": "Reason",
        "seen": "Seen",
        "quote": "Quote",
        "reported": "Reported",
        "value": "Figure",
        "what": "What",
        "qualifier": "Qualifier",
        "sentence": "Sentence",
        "also": "also",
        "mentions": "mentions",
        "country": "Country",
        "page": "p.",
        "generated": "Generated",
        "period": "Period",
        "query": "Query",
        "overview": "What the sources say",
        "no_articles": "No articles in this period.",
        "none_found": "None found",
        "digest": "Digest",
        "dossier": "Dossier",
        "chart_caption": "Figures in this story, to scale",
        "email_subject": "{title}, {date}: {count}",
        "email_footer": "Every line points back to the sentence it came from. "
                        "The PDF edition has the full index.",
        "first_seen": "First seen",
        "analyzed_in_part": "Analyzed in part",
        "across_sources": "Across sources",
        "across_intro": "Stories told by more than one article: what the sources agree on, "
                        "and where they give other numbers.",
        "measure": "Measure",
        "reported_by": "Reported by",
        "other_values": "Other values",
        "single_source": "single source",
        "said": "Said",
        "published": "Published",
        "whos_who": "Who's who",
        "index_organizations": "Organizations",
        "sources_differ": "Sources differ",
        "vs": "vs",
        "who_said_what": "Who said what",
        "timeline": "Timeline",
        "timeline_caption": "Articles per day",
        "what_said_when": "What was said when",
        "date": "Date",
        "in_story": "In this story",
        "story_sources": "Sources of this story",
        "figure_sources": "Sources",
        "page_of": " / ",
    }),
    "ar": MappingProxyType({
        "contents": "المحتويات",
        "at_a_glance": "في لمحة",
        "key_figures": "أرقام رئيسية",
        "stories": "الأخبار",
        "story": "الخبر",
        "who": "من",
        "people": "الأشخاص",
        "organizations": "الجهات",
        "where": "أين",
        "claims": "التصريحات",
        "figures": "الأرقام",
        "summary": "الملخص",
        "sources": "المصادر",
        "source": "المصدر",
        "articles": "المقالات",
        "languages": "اللغات",
        "language": "اللغة",
        "index": "الفهرس",
        "index_people": "الأشخاص",
        "index_places": "الأماكن",
        "files_not_included": "ملفات غير مدرجة",
        "files_not_included_intro": "عُثر على هذه الملفات لكن تعذّرت قراءتها، "
                                    "فهي ليست جزءاً من هذه النشرة.",
        "file": "الملف",
        "reason": "السبب",
        "seen": "تاريخ الرصد",
        "quote": "اقتباس",
        "reported": "منقول",
        "value": "الرقم",
        "what": "ماذا",
        "qualifier": "التقدير",
        "sentence": "الجملة",
        "also": "أيضاً",
        "mentions": "مرات الذكر",
        "country": "البلد",
        "page": "ص",
        "generated": "أُعدّت في",
        "period": "الفترة",
        "query": "موضوع البحث",
        "overview": "ما تقوله المصادر",
        "no_articles": "لا توجد مقالات في هذه الفترة.",
        "none_found": "لا شيء",
        "digest": "نشرة",
        "dossier": "ملف",
        "chart_caption": "أرقام هذا الخبر بمقياس واحد",
        "email_subject": "{title}، {date}: {count}",
        "email_footer": "كل سطر يحيل إلى الجملة التي أُخذ منها. "
                        "النسخة PDF تتضمن الفهرس الكامل.",
        "first_seen": "أول رصد",
        "analyzed_in_part": "حُلّل جزء منه فقط",
        "across_sources": "بين المصادر",
        "across_intro": "أخبار روتها أكثر من مقالة: ما تتفق عليه المصادر، "
                        "وأين تورد أرقاماً أخرى.",
        "measure": "المقياس",
        "reported_by": "ورد في",
        "other_values": "أرقام أخرى",
        "single_source": "مصدر واحد",
        "said": "قال",
        "published": "تاريخ النشر",
        "whos_who": "دليل الأسماء",
        "index_organizations": "الجهات",
        "sources_differ": "المصادر تختلف",
        "vs": "مقابل",
        "who_said_what": "من قال ماذا",
        "timeline": "التسلسل الزمني",
        "timeline_caption": "عدد المقالات في كل يوم",
        "what_said_when": "ماذا قيل ومتى",
        "date": "التاريخ",
        "in_story": "في هذا الخبر",
        "story_sources": "مصادر هذا الخبر",
        "figure_sources": "المصادر",
        "page_of": " من ",
    }),
})

RTL_LANGUAGES = frozenset({"ar", "fa", "he", "ur"})

LANGUAGE_NAMES: Mapping[str, Mapping[str, str]] = MappingProxyType({
    "en": MappingProxyType({"en": "English", "ar": "Arabic", "fr": "French", "und": "Unknown"}),
    "ar": MappingProxyType({"en": "الإنجليزية", "ar": "العربية", "fr": "الفرنسية",
                            "und": "غير معروفة"}),
})

_MONTHS = {
    "en": ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December"),
    "ar": ("يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس",
           "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"),
}
_WEEKDAYS = {
    "en": ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"),
    "ar": ("الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت", "الأحد"),
}


def labels(lang: str) -> dict[str, str]:
    """Every label in ``lang``, English where the language has no entry."""
    table = dict(LABELS["en"])
    table.update(LABELS.get(lang, {}))
    return table


# Counted nouns: English (one, other); Arabic by CLDR plural class (one, two, few: n%100 in
# 3-10, many: n%100 in 11-99, other: 100, 101 ..., zero): the noun agrees with the number,
# and "one" / "two" are said with the noun alone.
NOUNS: Mapping[str, Mapping[str, tuple[str, ...]]] = MappingProxyType({
    "en": MappingProxyType({
        "story": ("1 story", "{n} stories"),
        "source": ("1 source", "{n} sources"),
        "article": ("1 article", "{n} articles"),
    }),
    "ar": MappingProxyType({
        "story": ("خبر واحد", "خبران", "{n} أخبار", "{n} خبراً", "{n} خبر", "لا أخبار"),
        "source": ("مصدر واحد", "مصدران", "{n} مصادر", "{n} مصدراً", "{n} مصدر", "لا مصادر"),
        "article": ("مقالة واحدة", "مقالتان", "{n} مقالات", "{n} مقالة", "{n} مقالة",
                    "لا مقالات"),
    }),
})


def count(n: int, noun: str, lang: str) -> str:
    """"1 source" / "4 sources"; Arabic agrees the noun with the number (see NOUNS)."""
    if lang == "ar" and noun in NOUNS["ar"]:
        one, two, few, many, other, zero = NOUNS["ar"][noun]
        r = n % 100
        form = (zero if n == 0 else one if n == 1 else two if n == 2 else few if 3 <= r <= 10
                else many if 11 <= r <= 99 else other)
        return form.format(n=n)
    one, other = NOUNS["en"].get(noun, ("1 " + noun, "{n} " + noun + "s"))
    return one if n == 1 else other.format(n=n)


def direction(lang: str) -> str:
    """``"rtl"`` for right-to-left scripts, else ``"ltr"``."""
    return "rtl" if lang.split("-")[0] in RTL_LANGUAGES else "ltr"


def language_name(code: str, lang: str) -> str:
    """Name of language ``code`` written in ``lang`` (the code itself when unknown)."""
    names = LANGUAGE_NAMES.get(lang, LANGUAGE_NAMES["en"])
    return names.get(code) or LANGUAGE_NAMES["en"].get(code) or code


def format_date(d: date | datetime, lang: str, weekday: bool = False) -> str:
    """A long date such as "Monday 30 November 2026" / "الاثنين 30 نوفمبر 2026"."""
    months = _MONTHS.get(lang, _MONTHS["en"])
    text = f"{d.day} {months[d.month - 1]} {d.year}"
    if weekday:
        text = f"{_WEEKDAYS.get(lang, _WEEKDAYS['en'])[d.weekday()]} {text}"
    return text


def short_date(d: date | datetime, lang: str) -> str:
    """A date for a chart axis: "30 Nov" / "30 نوفمبر" (Arabic months are short already)."""
    months = _MONTHS.get(lang, _MONTHS["en"])
    month = months[d.month - 1]
    return f"{d.day} {month[:3] if lang != 'ar' else month}"


UNITS: Mapping[str, Mapping[str, str]] = MappingProxyType({
    "ar": MappingProxyType({
        "people": "أشخاص", "percent": "نسبة مئوية", "years": "سنوات", "months": "أشهر",
        "weeks": "أسابيع", "days": "أيام", "hours": "ساعات", "count": "عدد", "km": "كلم",
        "USD": "دولار", "EUR": "يورو",
    }),
})


def unit_name(unit: str, lang: str) -> str:
    """A figure's unit for a caption in ``lang`` (the unit as stored when not translated)."""
    return UNITS.get(lang, {}).get(unit, unit)


def format_range(first: date, last: date, lang: str) -> str:
    """An inclusive date range, shortened to one date when both ends are the same day."""
    if first == last:
        return format_date(first, lang, weekday=True)
    sep = " – "
    months = _MONTHS.get(lang, _MONTHS["en"])
    if first.year == last.year:
        head = f"{first.day} {months[first.month - 1]}"
        if first.month == last.month:
            head = f"{first.day}"
        return f"{head}{sep}{format_date(last, lang)}"
    return f"{format_date(first, lang)}{sep}{format_date(last, lang)}"


def country_name(code: str | None, lang: str) -> str:
    """The country for an ISO 3166-1 alpha-2 code in ``lang`` (pycountry + its gettext)."""
    if not code:
        return ""
    import pycountry

    try:
        country = pycountry.countries.get(alpha_2=code.upper())
    except (KeyError, LookupError):
        country = None
    if country is None:
        return code.upper()
    name = getattr(country, "common_name", None) or country.name
    if lang == "en":
        return name
    try:
        tr = gettext.translation("iso3166-1", pycountry.LOCALES_DIR, languages=[lang])
    except OSError:
        return name
    for msg in (getattr(country, "common_name", None), country.name):
        if msg and tr.gettext(msg) != msg:  # prefer the short common name when translated
            return tr.gettext(msg)
    return name
