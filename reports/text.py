"""Language-neutral text helpers every stage shares: whitespace, script and direction,
and the matching key ``fold`` (the per-language letter folding it applies lives with the
language packs)."""

from __future__ import annotations

import re
import unicodedata

_AR_VARIANTS = str.maketrans({"أ": "ا", "إ": "ا", "آ": "ا", "ٱ": "ا", "ى": "ي", "ة": "ه", "ؤ": "و",
                               "ئ": "ي"})
_AR_MARKS = re.compile("[\u0610-\u061a\u064b-\u065f\u0670\u0640]")
_ARABIC = re.compile("[\u0600-\u06ff]")
_LATIN = re.compile("[A-Za-z\u00c0-\u024f]")


def squash(text: str) -> str:
    """Collapse runs of whitespace (extractors keep paragraph breaks inside sentences)."""
    return " ".join(str(text).split())


def fold(text: str) -> str:
    """Case-, accent- and Arabic-variant-insensitive form used for matching names."""
    text = _AR_MARKS.sub("", text).translate(_AR_VARIANTS)
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c) or "\u0600" <= c <= "\u06ff")
    return re.sub(r"\W+", " ", text.casefold()).strip()


def script(text: str) -> str:
    """"arab" when the text has Arabic letters, else "latn" (the scripts names come in)."""
    return "arab" if _ARABIC.search(str(text)) else "latn"


def text_direction(text: str) -> str:
    """"rtl" when a text is mostly Arabic letters (for strings that carry no language)."""
    arabic = len(_ARABIC.findall(str(text)))
    return "rtl" if arabic > len(_LATIN.findall(str(text))) else "ltr"
