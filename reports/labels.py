"""Words of rendered briefings, from the language packs: one table per label language.

Templates never hard-code words; they read ``labels`` so a digest with ``lang = "ar"``
is Arabic from cover to appendix. Counts are shown as a number next to a noun used as
a heading ("Articles: 4"), or by the pack's own plural rules (Arabic has six). A label
language without a pack, or a pack without a word, falls back to the default language's
pack, key by key, so a partial table still renders.
"""

from __future__ import annotations

import gettext
from datetime import date, datetime
from functools import cache

from . import lang
from .lang.base import LanguagePack

DEFAULT = "en"  # the label language a missing word or language falls back to


def _pack(code: str) -> LanguagePack:
    pack = lang.get(code) or lang.get(DEFAULT)
    if pack is None:  # pragma: no cover - the default pack ships with the package
        raise LookupError(f"no language pack for {code!r} nor {DEFAULT!r}")
    return pack


def _default() -> LanguagePack:
    return _pack(DEFAULT)


def labels(code: str) -> dict[str, str]:
    """Every label in ``code``, the default language's where its pack has none."""
    return {**_default().labels, **_pack(code).labels}


def count(n: int, noun: str, code: str) -> str:
    """"1 source" / "4 sources", by the pack's plural rules."""
    for pack in (_pack(code), _default()):
        if pack.count is not None:
            return pack.count(n, noun)
    return f"{n} {noun}"


def direction(code: str) -> str:
    """``"rtl"`` for right-to-left languages, else ``"ltr"``."""
    return lang.direction(code)


def language_name(code: str, label: str) -> str:
    """Name of language ``code`` written in ``label`` (the code itself when unknown)."""
    return (_pack(label).language_names.get(code) or _default().language_names.get(code)
            or code)


def _months(code: str) -> tuple[str, ...]:
    return _pack(code).months or _default().months


def format_date(d: date | datetime, code: str, weekday: bool = False) -> str:
    """A long date such as "Monday 30 November 2026" / "الاثنين 30 نوفمبر 2026"."""
    text = f"{d.day} {_months(code)[d.month - 1]} {d.year}"
    if weekday:
        days = _pack(code).weekdays or _default().weekdays
        text = f"{days[d.weekday()]} {text}"
    return text


def short_date(d: date | datetime, code: str) -> str:
    """A date for a chart axis: "30 Nov" / "30 نوفمبر" (Arabic months are short already)."""
    short = _pack(code).short_months or _months(code)
    return f"{d.day} {short[d.month - 1]}"


def unit_name(unit: str, code: str) -> str:
    """A figure's unit for a caption in ``code`` (the unit as stored when not translated)."""
    return _pack(code).units.get(unit, unit)


@cache
def _concepts(code: str) -> dict[str, str]:
    """Every form of the pack's glosses, folded, -> its concept (the first concept wins)."""
    pack = _pack(code)
    out: dict[str, str] = {}
    for concept, forms in pack.glosses.items():
        for form in forms:
            out.setdefault(pack.fold(form), concept)
    return out


GENERIC = "people"  # the concept of any count of persons: a measure's label says more


def gloss(words: str, source: str, reader: str, unit: str = "", generic: bool = True) -> str:
    """The reader's word for what a figure of language ``source`` counts ("مليمترا" ->
    "millimetres", "pickup trucks" -> "شاحنات"): the last word of ``words`` the source's
    pack knows (with what is glued to it off: ``LanguagePack.stems``), else the ``unit`` it is stored in; "" when
    nothing is known or the reader reads the source's language (or, unless ``generic``,
    the words only say "people"). Tolls are no gloss: the measure's label says "killed"
    and "wounded"."""
    if source == reader:
        return ""
    pack, known = _pack(source), _concepts(source)
    said = _pack(reader).glosses
    for word in reversed(words.split()):
        concept = next((known[k] for r in (word, *pack.stems(word))
                        if (k := pack.fold(r)) in known), None)
        if concept == GENERIC and not generic:
            return ""
        if concept and concept in said:
            return said[concept][0]
    return said.get(unit, ("",))[0]


@cache
def _institutions(code: str) -> tuple[tuple[str, str], ...]:
    """Every form of the pack's institutions, folded, with its concept, longest first."""
    pack = _pack(code)
    forms = {pack.fold(f): c for c, fs in pack.institutions.items() for f in fs}
    return tuple(sorted(forms.items(), key=lambda fc: -len(fc[0])))


def institution(name: str, reader: str, whole: bool = False) -> str:
    """The reader's name of the institution ``name`` (in another language) is or
    contains, word for word ("جمعية الهلال الأحمر" -> "Red Crescent"; with ``whole``,
    only one it is: "وكالة فرانس برس" -> "AFP"); "" when none."""
    pack = lang.by_script(name)
    if pack is None or pack.code == reader:
        return ""
    words = f" {pack.fold(name)} "
    said = _pack(reader).institutions
    for form, concept in _institutions(pack.code):
        if (f" {form} " == words if whole else f" {form} " in words) and concept in said:
            return said[concept][0]
    return ""


def format_range(first: date, last: date, code: str) -> str:
    """An inclusive date range, shortened to one date when both ends are the same day."""
    if first == last:
        return format_date(first, code, weekday=True)
    sep = " – "
    if first.year == last.year:
        head = f"{first.day} {_months(code)[first.month - 1]}"
        if first.month == last.month:
            head = f"{first.day}"
        return f"{head}{sep}{format_date(last, code)}"
    return f"{format_date(first, code)}{sep}{format_date(last, code)}"


def country_name(code: str | None, lang: str) -> str:
    """The country for an ISO 3166-1 alpha-2 code in ``lang``: the language pack's name
    (the Arabic pack's are CLDR's), else pycountry's with its gettext."""
    if not code:
        return ""
    if name := _pack(lang).country_names.get(code.upper()):
        return name
    import pycountry

    try:
        country = pycountry.countries.get(alpha_2=code.upper())
    except (KeyError, LookupError):
        country = None
    if country is None:
        return code.upper()
    name = getattr(country, "common_name", None) or country.name  # English
    try:
        tr = gettext.translation("iso3166-1", pycountry.LOCALES_DIR, languages=[lang])
    except OSError:
        return name
    for msg in (getattr(country, "common_name", None), country.name):
        if msg and tr.gettext(msg) != msg:  # prefer the short common name when translated
            return tr.gettext(msg)
    return name
