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


# Characters that print nothing yet make two spellings of a name differ (default-ignorable
# in UTS #39): soft hyphen, combining grapheme joiner, zero-width space, non-joiner and
# joiner, word joiner and the invisible operators, byte order mark.
_INVISIBLE = re.compile("[\u00ad\u034f\u200b-\u200d\u2060-\u2064\ufeff]")
_INVISIBLE_BUT_JOINERS = re.compile("[\u00ad\u034f\u200b\u2060-\u2064\ufeff]")
# Cyrillic and Greek letters drawn as Latin ones: UTS #39's confusables (its skeleton maps
# them so) that look the same in common fonts. Letters only: digits and signs are no names.
LOOKALIKES = {
    **dict(zip("АВЕКМНОРСТХУЅІЈҮԚԜӀ", "ABEKMHOPCTXYSIJYQWI", strict=True)),
    **dict(zip("аеорсухѕіјһԁԛԝүӏѵ", "aeopcyxsijhdqwylv", strict=True)),
    **dict(zip("ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ", "ABEZHIKMNOPTYX", strict=True)),
    **dict(zip("οναιρυγϲϳ", "ovaipuycj", strict=True)),
}
_TO_LATIN = str.maketrans(LOOKALIKES)


def unspoof(name: str) -> str:
    """``name`` as it reads: without invisible characters and, when it is written in
    Latin letters but for Cyrillic or Greek look-alikes ("Аhmed", a Cyrillic А), with
    those in Latin (UTS #39's skeleton of a mixed-script name), so a name that prints
    like another is that other name. A name in one script is left as it is (Cyrillic
    "Асе" stays); one with letters of a script the joiners shape (Arabic, Devanagari)
    keeps its zero-width joiner and non-joiner, which show there, and its letters."""
    if name.isascii():
        return name
    scripts = {unicodedata.name(c, "?").split()[0] for c in name if c.isalpha()}
    if not scripts <= {"LATIN", "CYRILLIC", "GREEK"}:
        return _INVISIBLE_BUT_JOINERS.sub("", name)
    name = _INVISIBLE.sub("", name)
    if "LATIN" in scripts and scripts != {"LATIN"} and all(
            c in LOOKALIKES for c in name if c.isalpha() and not
            unicodedata.name(c, "").startswith("LATIN")):
        return name.translate(_TO_LATIN)
    return name


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
