"""Language-neutral text helpers every stage shares: whitespace, script and direction, and
the neutral ``fold`` (case, accents, punctuation). The service-wide matching key is
``reports.lang.fold``, which lets each language's pack normalize its own letters first."""

from __future__ import annotations

import re
import unicodedata

_ARABIC = re.compile("[\u0600-\u06ff]")
_LATIN = re.compile("[A-Za-z\u00c0-\u024f]")


def squash(text: str) -> str:
    """Collapse runs of whitespace (extractors keep paragraph breaks inside sentences)."""
    return " ".join(str(text).split())


def fold(text: str) -> str:
    """Case-, accent- and punctuation-insensitive form of ``text`` (combining marks off)."""
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c))
    return re.sub(r"\W+", " ", text.casefold()).strip()


def script(text: str) -> str:
    """"arab" when the text has Arabic letters, else "latn" (the scripts names come in)."""
    return "arab" if _ARABIC.search(str(text)) else "latn"


def text_direction(text: str) -> str:
    """"rtl" when a text is mostly Arabic letters (for strings that carry no language)."""
    arabic = len(_ARABIC.findall(str(text)))
    return "rtl" if arabic > len(_LATIN.findall(str(text))) else "ltr"


# Control characters (a terminal's escape sequences, newlines that forge log lines) and
# the invisible direction marks and overrides that reorder what follows (U+202E).
_UNSHOWABLE = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"
                         "\ud800-\udfff]")


_CONTROLS = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\ud800-\udfff]")


def shown(text: str, marks: bool = True) -> str:
    """``text`` from outside (a file name, a path) safe to print in a terminal, a log line
    or a Markdown or e-mail text: control characters (escape sequences, newlines that
    forge a line) and, with ``marks``, the direction marks and overrides that reorder
    what follows (U+202E) written as escapes (``\\x1b``, ``\\u202e``). Article text
    keeps its marks (``marks=False``): Arabic writes them, and a text is no name."""
    def esc(m: re.Match) -> str:
        c = ord(m[0])
        return f"\\x{c:02x}" if c < 0x100 else f"\\u{c:04x}"
    return (_UNSHOWABLE if marks else _CONTROLS).sub(esc, str(text))
