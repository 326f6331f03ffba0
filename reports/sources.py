"""Find article files and read them into ``Document``s: decode, extract, clean, detect language.

Reading is two stages, so the costly one can run where it can be stopped: ``fetch`` takes
a file's bytes (confined to the watched folders, size checked before reading, a file
being rewritten refused), and ``parse`` turns them into a ``Document`` (decode, Markdown
or HTML to text, clean, detect the language). ``ingest`` runs ``parse`` in its killable
analysis workers under the article's time and memory budget, since a crafted file (a
Markdown table of 20,000 columns) can take gigabytes to parse; ``read`` is both at once.

Everything here treats the file as untrusted: binary and undecodable files are refused
with one clear reason (``SourceError``, which ``ingest`` quarantines), HTML is reduced to
text offline, and page debris (gallery navigation, photo captions, related links) is cut
before the extractors can mistake it for news. File names are untrusted too: a name that
is not valid UTF-8 is kept losslessly as text (``path_text``).
"""

from __future__ import annotations

import calendar
import codecs
import hashlib
import json
import os
import re
import stat
import unicodedata
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from . import lang
from .lang import debris as debris_words
from .model import Document
from .text import shown

if TYPE_CHECKING:
    from lingua import LanguageDetector
    from lxml import etree
    from lxml.html import HtmlElement
    from markdown_it.token import Token

SUFFIXES = {".txt": "txt", ".md": "md", ".markdown": "md", ".html": "html", ".htm": "html"}

# Editors' and downloaders' scratch files: never articles, and often half written.
TEMP_SUFFIXES = (".part", ".partial", ".tmp", ".temp", ".swp", ".swo", ".swx", ".crdownload",
                 ".download", ".bak", ".lock")

# Signatures of common binary formats, so the quarantine reason can name what was found.
MAGIC = ((b"%PDF", "PDF"), (b"\x89PNG", "PNG image"), (b"\xff\xd8\xff", "JPEG image"),
         (b"GIF8", "GIF image"), (b"PK\x03\x04", "ZIP archive (e.g. .docx)"),
         (b"\x1f\x8b", "gzip archive"), (b"\xd0\xcf\x11\xe0", "MS Office document"),
         (b"\x7fELF", "executable"), (b"RIFF", "RIFF media"), (b"ID3", "MP3 audio"),
         (b"SQLite format 3", "SQLite database"))

BOMS = ((codecs.BOM_UTF32_LE, "utf_32"), (codecs.BOM_UTF32_BE, "utf_32"),
        (codecs.BOM_UTF8, "utf_8_sig"), (codecs.BOM_UTF16_LE, "utf_16"),
        (codecs.BOM_UTF16_BE, "utf_16"))

# When charset-normalizer ranks several code pages equally (short texts often fit many),
# prefer the ones news sources actually use. Order matters: first match wins.
PREFERRED_ENCODINGS = ("utf_8", "ascii", "cp1252", "cp1256", "latin_1", "iso8859_6",
                       "cp1250", "cp1251", "cp1253", "cp1254", "cp1255", "mac_arabic")

MIN_LETTERS_FOR_LANGUAGE = 20  # below this a language guess is noise: "und"
LANGUAGE_SAMPLE = 600  # characters given to the detector: ~100 words (4,000 gave the same answers)

HEADLINE_MAX_WORDS = 30
HEADLINE_MAX_CHARS = 250
GALLERY_LINE_MAX_WORDS = 12  # headline-like lines inside galleries are at most this long
SHORT_LINE_WORDS = 15  # related links and boilerplate lines are short

SENTENCE_END = ".!?؟…。"
CLOSERS = "\"'”’»)]"
BULLETS = "•·▪►▶■□◦‣⁃»›◆◇●○"  # not "-" or "*": plain lists are often content


class SourceError(Exception):
    """A file that cannot be read as an article; the message is the quarantine reason."""


# --------------------------------------------------------------------------- discover


def _skipped(name: str) -> bool:
    """Hidden, editor backup or partial-download names: not (yet) articles."""
    low = name.lower()
    return (name.startswith((".", "~", "#")) or name.endswith("~")
            or low.endswith(TEMP_SUFFIXES))


def discover(paths: list[Path]) -> list[Path]:
    """Article files under ``paths`` (files or folders), sorted, each listed once.

    Folders are walked recursively (symlinked folders are not followed, so a link loop
    cannot hang a scan; linked files are listed, and ``read`` refuses those that lead
    outside the roots); hidden files and folders and temp files are skipped. Files
    given explicitly are kept whatever their name: the user asked for them. Files of
    unsupported types are listed too, so ``read`` can say why they are not articles.
    """
    found: set[Path] = set()
    for p in paths:
        p = Path(p)
        if p.is_dir():
            for root, dirs, files in os.walk(p):
                dirs[:] = [d for d in dirs if not d.startswith(".")]
                found.update(Path(root) / f for f in files if not _skipped(f))
        elif p.exists():
            found.add(p)
    return sorted(found)


def path_text(path: str | Path) -> str:
    """``path`` as text any store, log or page can hold, one name for one path.

    File names are bytes: a name that is not valid UTF-8 (zip files from Windows, SMB or
    NFS shares in a Latin-1 locale) reaches Python with surrogates that no database or
    encoder accepts. Such bytes are written ``\\xe9``, and the backslashes of a name are
    doubled whenever it has any, so two different names never get the same text. A
    valid name without a backslash, nearly every name, is itself.
    """
    text = os.fspath(path)
    if "\\" not in text and not _SURROGATES.search(text):
        return text
    return _SURROGATES.sub(lambda m: "".join(f"\\x{ord(c) - 0xDC00:02x}" for c in m[0]),
                           text.replace("\\", "\\\\"))


_SURROGATES = re.compile("[\udc80-\udcff]+")


class Keys:
    """The store's name of a file: its configured source folder's name and its path
    inside it ("articles/2026/kabul.txt"), so hosts that mount one shared source tree at
    different places (``/mnt/news/articles``, ``/srv/articles``) name its files alike and
    share their claims and records. A file in none of ``folders`` (a one-off
    ``reports ingest --source DIR``) is named by its absolute path, as overlapping one-off
    folders must name a file alike. The outermost folder holding a file names it."""

    def __init__(self, folders: list[str | Path]) -> None:
        dirs = {Path(os.path.abspath(f)) for f in folders if Path(f).is_dir()}
        self.folders = sorted(dirs, key=lambda d: len(d.parts))

    def __call__(self, path: str | Path) -> str:
        p = Path(os.path.abspath(path))
        for d in self.folders:
            if p.is_relative_to(d) and p != d:
                return path_text(f"{d.name}/{p.relative_to(d).as_posix()}")
        return path_text(p)


def same_names(folders: list[str | Path]) -> list[str]:
    """Names shared by two of ``folders`` where neither holds the other: their files
    would get one key (see ``Keys``), so settings refuse them."""
    dirs = [Path(os.path.abspath(f)) for f in folders]
    return sorted({a.name for i, a in enumerate(dirs) for b in dirs[i + 1:]
                   if a.name == b.name and a != b
                   and not a.is_relative_to(b) and not b.is_relative_to(a)})


# --------------------------------------------------------------------------- read


class FileChanged(Exception):
    """The file changed while it was read: not an error, it is read again once stable."""


def inside(path: str | Path, roots: list[Path]) -> bool:
    """True when ``path`` (already resolved) lies in one of ``roots`` (resolved too)."""
    return any(Path(path).is_relative_to(r) for r in roots)


def resolve_roots(roots: list[str | Path]) -> list[Path]:
    """The real folders (or files) reading is confined to: links in them resolved."""
    return [Path(os.path.realpath(r)) for r in roots]


def _open_inside(path: Path, roots: list[Path] | None) -> int:
    """Open ``path`` for reading, refusing anything whose real location is outside ``roots``.

    The path is resolved and checked, opened without following a final link, and the
    opened file's own path (``/proc/self/fd``) is checked again, so swapping a folder for
    a link between the check and the open cannot smuggle an outside file in.
    """
    real = os.path.realpath(path)
    if roots is not None and not inside(real, roots):
        raise SourceError("link to a file outside the watched folders")  # no path: the
        # reason is published in digests, and where the link leads is nobody's business
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    fd = os.open(real, flags)
    if roots is not None:
        try:
            opened = os.readlink(f"/proc/self/fd/{fd}")
        except OSError:  # no /proc (not Linux): the resolved-path check above stands
            opened = real
        if not inside(opened, roots):
            os.close(fd)
            raise SourceError("link to a file outside the watched folders")
    return fd


@dataclass(frozen=True)
class Raw:
    """A file's bytes as ``fetch`` took them: what ``parse`` makes a ``Document`` of."""

    path: str  # ``path_text`` of the path as given / as found
    name: str  # ``path_text`` of the file name: the outlet when the text names none
    data: bytes
    fmt: str  # "txt" | "md" | "html"
    mtime: float


def fetch(path: Path, max_bytes: int = 20 * 1024 * 1024, roots: list[Path] | None = None,
          expect: tuple[int, float] | None = None, hard_links: bool = False) -> Raw:
    """Take one article file's bytes; ``SourceError`` says why not.

    ``roots`` (resolved, see ``resolve_roots``) confines reading: a link that leads out
    of them is refused. ``expect`` is the (size, mtime) the caller judged stable; if the
    file differs from it, or changes while being read, ``FileChanged`` is raised and
    nothing is kept. A file with more than one name (a hard link) is refused unless
    ``hard_links``: its other name may lie outside the roots, and telling that would
    mean searching the whole disk. Nothing is decoded or parsed here (see ``parse``).
    """
    path = Path(path)
    fmt = SUFFIXES.get(path.suffix.lower())
    if fmt is None:
        kinds = ", ".join(sorted(SUFFIXES))
        raise SourceError(f"unsupported file type {path_text(path.suffix) or '(no suffix)'!r} "
                          f"(articles are {kinds})")
    try:
        fd = _open_inside(path, roots)
    except FileNotFoundError:
        raise  # gone since it was listed: nothing to quarantine
    except OSError as exc:
        raise SourceError(f"cannot read file: {exc.strerror or exc}") from None
    with os.fdopen(fd, "rb") as fh:
        st = os.fstat(fh.fileno())
        if not stat.S_ISREG(st.st_mode):  # a FIFO or device would block or never end
            raise SourceError("not a regular file")
        if st.st_nlink > 1 and not hard_links:
            raise SourceError("hard link: the file has other names, maybe outside the "
                              "watched folders (allow_hard_links = true reads such files)")
        if expect is not None and (st.st_size, st.st_mtime) != expect:
            raise FileChanged(path_text(path))
        size = st.st_size
        if size == 0:
            raise SourceError("empty file")
        if size > max_bytes:
            raise SourceError(f"file too large: {size} bytes (limit {max_bytes})")
        try:
            raw = fh.read(max_bytes + 1)  # the file may have grown since stat
        except OSError as exc:
            raise SourceError(f"cannot read file: {exc.strerror or exc}") from None
        after = os.fstat(fh.fileno())
    if (after.st_size, after.st_mtime_ns) != (st.st_size, st.st_mtime_ns) or len(raw) != size:
        raise FileChanged(path_text(path))
    return Raw(path=path_text(path), name=path_text(path.name), data=raw, fmt=fmt,
               mtime=st.st_mtime)


def parse(raw: Raw) -> Document:
    """The cleaned ``Document`` of a fetched file; ``SourceError`` says why there is none.
    The costly stage (a crafted page or table can take gigabytes): ``ingest`` runs it in
    an analysis worker, under the article's budget."""
    fmt = raw.fmt
    text, encoding = decode(raw.data, _declared_charset(raw.data) if fmt == "html" else None)
    if not text.strip():
        raise SourceError("empty file (only whitespace)")

    if fmt == "html":  # only the extracted text is normalized, not the whole page
        page = _from_html(text)
    elif fmt == "md":
        page = _from_markdown(normalize(text))
    else:
        page = _from_text(normalize(text))
    title, paragraphs, removed, published, credited = clean(page)
    if page.published is None:  # the text's own date: never after the file was written
        published = on_file_day(published, datetime.fromtimestamp(raw.mtime, UTC).date())
    if fmt == "md":  # again after the parser: entities (&#x202E;, &shy;) decode there
        title = normalize(title)
        paragraphs = [p for p in map(normalize, paragraphs) if p]
    if not paragraphs:
        what = "only a headline" if title else "nothing"
        raise SourceError(f"no article text left after cleaning ({what} remained)")
    body = "\n\n".join(paragraphs)
    language = detect_language(f"{title}\n{body}")
    outlet = normalize(page.outlet) or dateline_outlet(paragraphs) or shown(raw.name)
    bylines = tuple(dict.fromkeys(normalize(n) for n in (*page.bylines, *credited)))
    return Document(path=raw.path, title=title, text=body, format=fmt, encoding=encoding,
                    language=language, content_hash=identity(title, body),
                    published=_plausible(published), removed=tuple(removed),
                    outlet=outlet, bylines=tuple(n for n in bylines if n))


def read(path: Path, max_bytes: int = 20 * 1024 * 1024, roots: list[Path] | None = None,
         expect: tuple[int, float] | None = None, hard_links: bool = False) -> Document:
    """Read one article file into a cleaned ``Document`` here and now (``fetch`` then
    ``parse``); ``SourceError`` says why not."""
    return parse(fetch(path, max_bytes, roots, expect, hard_links))


IDENTITY_MIN_WORDS = 40  # a shorter body ("More to follow.") is not distinctive alone


def identity(title: str, body: str) -> str:
    """The article's content hash: its body, whatever headline a file gives it.

    The same text under another headline (a rewritten title, a site name added) is one
    article, not one story per headline. A short body is hashed with its headline,
    since two different stubs can share a line such as "Developing story.".
    """
    key = body if len(body.split()) >= IDENTITY_MIN_WORDS else f"{title}\n{body}"
    return hashlib.sha256(key.encode()).hexdigest()


# --------------------------------------------------------------------------- decode


def decode(raw: bytes, declared: str | None = None) -> tuple[str, str]:
    """Bytes to text and the codec name; refuses binary and undecodable input.

    A byte-order mark is a declaration, so it is obeyed; valid UTF-8 is taken as UTF-8;
    then the page's own ``declared`` charset (HTML), if it decodes; then cp1252 when it
    reads as Western text (see ``_western``); anything else is left to charset-normalizer.
    """
    for bom, codec in BOMS:
        if raw.startswith(bom):
            try:
                text = raw.decode(codec)
            except UnicodeDecodeError:
                raise SourceError(f"undecodable text: invalid {codec} after its "
                                  "byte-order mark") from None
            return text.lstrip("\ufeff"), codec.removesuffix("_sig")
    for magic, kind in MAGIC:
        if raw.startswith(magic):
            raise SourceError(f"binary file ({kind})")
    if b"\x00" in raw:
        text, codec = _decode_unmarked_utf16(raw)
        if text is None:
            raise SourceError("binary file (contains NUL bytes)")
        return text, codec
    try:
        text, codec = raw.decode("utf-8"), "utf_8"
    except UnicodeDecodeError:
        text, codec = _legacy(raw, declared)
    if _control_ratio(text) > 0.02:
        raise SourceError("binary file (control characters in text)")
    return text, codec


_CHARSET = re.compile(rb"""<meta[^>]{0,200}?charset\s*=\s*["']?\s*([\w.:-]{1,40})""",
                      re.IGNORECASE)
_XML_ENCODING = re.compile(rb"""\A\s*<\?xml[^>]{0,100}?encoding\s*=\s*["']([\w.:-]{1,40})""")
# As browsers do (WHATWG Encoding): pages that say Latin-1 or ASCII are written in cp1252.
_LATIN1_LABELS = {"latin_1", "ascii", "iso8859_15"}


def _declared_charset(raw: bytes) -> str | None:
    """The codec an HTML page names in its first 2 KB (``<meta charset>``, ``<?xml>``)."""
    head = raw[:2048]
    m = _XML_ENCODING.match(head) or _CHARSET.search(head)
    if not m:
        return None
    try:
        name = codecs.lookup(m.group(1).decode("ascii")).name.replace("-", "_")
    except (LookupError, UnicodeDecodeError):
        return None
    name = "latin_1" if name == "iso8859_1" else name
    return "cp1252" if name in _LATIN1_LABELS else name


def _legacy(raw: bytes, declared: str | None) -> tuple[str, str]:
    """Text that is not UTF-8: the declared charset, else cp1252 for Western text,
    else charset-normalizer's choice."""
    if declared and not declared.startswith("utf"):
        try:
            text = raw.decode(declared)
        except (UnicodeDecodeError, LookupError):
            text = None  # a wrong declaration: guess as if there were none
        # "Latin-1" is also what tools write when they do not know: it must read as such
        if text is not None and (declared != "cp1252" or _western(text)):
            return text, declared
    try:
        western = raw.decode("cp1252")
    except UnicodeDecodeError:
        western = None
    if western is not None and _western(western):
        regional = _regional(raw, western)
        return regional if regional is not None else (western, "cp1252")
    return _charset_normalizer(raw)


# Letters and marks cp1252 adds to ASCII that Western European text uses.
_WESTERN_EXTRA = set("ŒœŠšŽžŸƒ“”‘’‚„–—…•€£¥©®™°«»§¶·¡¿\u00a0´¨ªº¹²³½¼¾µ¢×÷†‡‰ˆ˜¤¦¯¬±")
_LETTERS = re.compile(r"[^\W\d_]+")


def _western(text: str) -> bool:
    """Does this cp1252 reading look like Western European text?

    There, accented letters sit inside words with ASCII letters ("été", "Straße"). Seen
    through cp1252, another script (Cyrillic, Greek, Arabic, Hebrew) becomes words made
    only of accented letters ("Ïðàâèòåëüñòâî"). Rare code pages never win over it:
    charset-normalizer, left alone, picks cp775 or mac_latin2 for short French text
    ("Cafķ", "dķclarķ") because its scores are noise on a few accented letters.
    """
    if any(ord(c) > 0x7F and not ("\u00c0" <= c <= "\u00ff") and c not in _WESTERN_EXTRA
           for c in set(text)):
        return False
    return not any(len(w) > 1 and not any(c.isascii() for c in w)
                   for w in _LETTERS.findall(text) if not w.isascii())


# Latin-script languages whose single-byte files are not cp1252: their code page. Their
# text read as cp1252 still looks Western ("jövõ", "kitø"), so the language decides.
_REGIONAL = {"CZECH": "cp1250", "POLISH": "cp1250", "SLOVAK": "cp1250",
             "HUNGARIAN": "cp1250", "SLOVENE": "cp1250", "CROATIAN": "cp1250",
             "ROMANIAN": "cp1250", "LITHUANIAN": "cp1257", "LATVIAN": "cp1257",
             "ESTONIAN": "cp1257", "TURKISH": "cp1254"}
_CP1252_LANGUAGES = ("ENGLISH", "FRENCH", "GERMAN", "SPANISH", "ITALIAN", "PORTUGUESE",
                     "DUTCH", "DANISH", "SWEDISH", "BOKMAL", "FINNISH", "CATALAN",
                     "INDONESIAN")


@lru_cache(maxsize=1)
def _latin_detector() -> LanguageDetector:
    """Western and regional Latin-script languages only (built for legacy files alone)."""
    from lingua import Language, LanguageDetectorBuilder

    langs = [getattr(Language, n) for n in (*_CP1252_LANGUAGES, *_REGIONAL)]
    return LanguageDetectorBuilder.from_languages(*langs).with_low_accuracy_mode().build()


def _regional(raw: bytes, western: str) -> tuple[str, str] | None:
    """The Central European, Baltic or Turkish code page of text in one of their languages."""
    lang = _latin_detector().detect_language_of(western[:LANGUAGE_SAMPLE])
    codec = _REGIONAL.get(lang.name) if lang is not None else None
    if codec is None:
        return None
    try:
        return raw.decode(codec), codec
    except UnicodeDecodeError:
        return None


def _decode_unmarked_utf16(raw: bytes) -> tuple[str | None, str]:
    """UTF-16 without a byte-order mark is the only text with NUL bytes.

    Its shape is checked before charset-normalizer is asked: in real UTF-16 text the
    high byte of each code unit repeats (0x00 for Latin, 0x06 for Arabic), so two values
    cover nearly all of them; binary data with NULs has no such rhythm.
    """
    from collections import Counter

    from charset_normalizer import from_bytes

    sample = raw[:65536]
    if len(sample) % 2:
        return None, ""
    for high, codec in ((sample[1::2], "utf_16_le"), (sample[0::2], "utf_16_be")):  # noqa: B007 - kept after break
        if sum(n for _, n in Counter(high).most_common(2)) >= 0.9 * len(high):
            break
    else:
        return None, ""
    best = from_bytes(sample).best()
    if best is not None and best.encoding.startswith("utf_16"):
        codec = best.encoding
    try:
        text = raw.decode(codec)
    except UnicodeDecodeError:
        return None, ""
    if "\x00" in text or _control_ratio(text) > 0.02:
        return None, ""
    return text, codec


def _charset_normalizer(raw: bytes) -> tuple[str, str]:
    from charset_normalizer import from_bytes

    results = list(from_bytes(raw))
    if not results:
        raise SourceError("undecodable text: no character encoding fits")
    # Near-equal chaos is noise on short texts (cp1257 "trčs" vs cp1252 "très"): among
    # those, trust coherence (does it read as a language?), then our usual code pages.
    least = min(r.chaos for r in results)
    tied = [r for r in results if r.chaos <= least + 0.05]
    most = max(r.coherence for r in tied)
    top = [r for r in tied if r.coherence >= most - 0.02]
    for codec in PREFERRED_ENCODINGS:
        for r in top:
            if codec in r.could_be_from_charset:
                try:
                    return raw.decode(codec), codec
                except UnicodeDecodeError:
                    continue
    best = top[0]
    return str(best), best.encoding


_CONTROL = re.compile("[\x00-\x08\x0e-\x1f\x7f-\x9f]")  # category Cc but line breaks and tabs


def _control_ratio(text: str) -> float:
    sample = text[:65536]
    if not sample:
        return 0.0
    return len(_CONTROL.findall(sample)) / len(sample)


# --------------------------------------------------------------------------- normalize

_LINE_BREAKS = re.compile(r"\r\n?|[\u2028\u2029\x0b\x0c\x85]")
# Invisible characters that only get in the way (and bidi overrides that can spoof text).
# Kept: ZWNJ/ZWJ (U+200C/D), which Persian and Urdu spelling needs.
_INVISIBLE = re.compile("[\u00ad\u200b\u2060\ufeff\u200e\u200f\u202a-\u202e\u2066-\u2069"
                        "\u061c\x00-\x08\x0e-\x1f\x7f]")
# Tatweel (U+0640) only stretches letters; alone between spaces it is a dash: keep that.
_ARABIC_LETTER = "[\u0621-\u063f\u0641-\u064a]"
_TATWEEL = re.compile(f"(?<={_ARABIC_LETTER})\u0640+|\u0640+(?={_ARABIC_LETTER})")
_SPACES = re.compile(r"[^\S\n]+")
_PRESENTATION = re.compile("[\ufb50-\ufdff\ufe70-\ufefe]+")


def normalize(text: str) -> str:
    """Unicode NFC, one kind of line break and space, Arabic presentation forms unfolded.

    NFKC is applied only to Arabic presentation forms (ﻻ -> لا): on the whole text it would
    also rewrite digits, ligatures and punctuation that the extractors quote back.
    Tatweel inside words is dropped: it only stretches letters (كـبير -> كبير).
    """
    text = _LINE_BREAKS.sub("\n", text)
    text = _PRESENTATION.sub(lambda m: unicodedata.normalize("NFKC", m.group()), text)
    text = _INVISIBLE.sub("", text)
    if "\u0640" in text:
        text = _TATWEEL.sub("", text)
    text = unicodedata.normalize("NFC", text)
    text = _SPACES.sub(" ", text)
    return "\n".join(line.strip() for line in text.split("\n"))


# --------------------------------------------------------------------------- formats


@dataclass
class _Page:
    """What a format reader found, before cleaning: a headline and paragraph lines."""

    title: str | None  # None: the cleaner takes the first line if it looks like a headline
    paragraphs: list[str]
    published: str | None = None
    removed: list[str] = field(default_factory=list)
    links: set[int] = field(default_factory=set)  # indexes of paragraphs that are one link
    structured: set[int] = field(default_factory=set)  # marked-up headings/list items: kept
    outlet: str = ""  # what the file's own metadata calls its publisher ("" when it says nothing)
    bylines: list[str] = field(default_factory=list)  # authors its metadata names


def _from_text(text: str) -> _Page:
    """Plain text: paragraphs are lines (or blank-line blocks of a hard-wrapped file)."""
    blocks = [b.split("\n") for b in re.split(r"\n\s*\n", text.strip())]
    lines = [ln for b in blocks for ln in b if ln]
    width = max((len(ln) for ln in lines), default=0)
    wrapped = width <= 100 and any(len(b) > 1 for b in blocks)
    paragraphs: list[str] = []
    for block in blocks:
        block = [ln for ln in block if ln]
        paragraphs += _unwrap(block, width) if wrapped else block
    return _Page(title=None, paragraphs=paragraphs)


def _unwrap(block: list[str], width: int) -> list[str]:
    """Join the lines of a hard-wrapped block back into paragraphs.

    A line ends a paragraph when the next line's first word would have fitted on it
    (the wrapping tool would not have broken there) or when it ends a sentence (joining
    two sentences is harmless, merging a caption or a nav line into text is not).
    """
    out: list[str] = []
    cur = ""
    for i, line in enumerate(block):
        cur = f"{cur} {line}" if cur else line
        nxt = block[i + 1] if i + 1 < len(block) else ""
        first = nxt.split(" ", 1)[0]
        if not nxt or len(line) + 1 + len(first) <= width or _ends_sentence(line):
            out.append(cur)
            cur = ""
    if cur:
        out.append(cur)
    return out


_FRONT_MATTER = re.compile(r"\A---\n(.*?)\n(?:---|\.\.\.)\n", re.DOTALL)
_FRONT_MATTER_OUTLETS = ("source", "outlet", "publisher", "site", "site_name")
_FRONT_MATTER_AUTHORS = ("author", "authors", "by", "byline")


def _from_markdown(text: str) -> _Page:
    """Markdown: the first heading is the headline; blocks become plain paragraphs."""
    from markdown_it import MarkdownIt

    meta: dict[str, str] = {}
    m = _FRONT_MATTER.match(text)
    if m:
        for line in m.group(1).split("\n"):
            key, sep, value = line.partition(":")
            if sep:
                meta[key.strip().lower()] = value.strip().strip("\"'")
        text = text[m.end():]
    md = MarkdownIt("commonmark").enable(["table", "strikethrough"])
    tokens = md.parse(text)
    page = _Page(title=None, paragraphs=[],
                 published=_iso_date(meta.get("date") or meta.get("published") or ""),
                 outlet=next((o for k in _FRONT_MATTER_OUTLETS
                              if (o := _plausible_outlet(meta.get(k, "")))), ""),
                 bylines=[n for k in _FRONT_MATTER_AUTHORS
                          for n in _metadata_names(meta.get(k, ""))])
    heading_seen = False
    in_heading = False
    depth = 0  # list nesting
    row: list[str] = []
    for i, tok in enumerate(tokens):
        if tok.type == "heading_open":
            in_heading = True
        elif tok.type == "heading_close":
            in_heading = False
        elif tok.type == "list_item_open":
            depth += 1
        elif tok.type == "list_item_close":
            depth -= 1
        elif tok.type in ("fence", "code_block"):
            page.removed.append(f"[code block] {tok.content.strip()[:80]}")
        elif tok.type == "html_block":
            page.paragraphs += [p for p in _html_fragment_text(tok.content) if p]
        elif tok.type in ("tr_open",):
            row = []
        elif tok.type == "tr_close":
            if any(row):
                page.paragraphs.append(" | ".join(c for c in row if c))
        elif tok.type == "inline":
            content = _inline_text(tok)
            if not content:
                continue
            if tokens[i - 1].type in ("th_open", "td_open"):
                row.append(content)
            elif in_heading and not heading_seen:
                page.title, heading_seen = content, True
            else:
                if _only_link(tok):
                    page.links.add(len(page.paragraphs))
                elif in_heading or depth:
                    page.structured.add(len(page.paragraphs))
                page.paragraphs.append(content)
    if page.title is None and meta.get("title"):
        page.title = meta["title"]
    return page


_RAW_TEXT_TAG = re.compile(r"<\s*(/?)\s*(script|style|textarea|title|template)\b", re.IGNORECASE)


def _inline_text(tok: Token) -> str:
    """Plain text of an inline run: no markup, no image alt text, no inline script."""
    parts: list[str] = []
    hidden = 0  # inside inline <script>/<style>: markdown-it leaves their content as text
    for child in tok.children or ():
        if child.type == "html_inline":
            m = _RAW_TEXT_TAG.match(child.content)
            if m:
                hidden = max(0, hidden - 1) if m.group(1) else hidden + 1
        elif hidden:
            continue
        elif child.type in ("text", "code_inline"):
            parts.append(child.content)
        elif child.type in ("softbreak", "hardbreak"):
            parts.append(" ")
    return _SPACES.sub(" ", "".join(parts)).strip()


def _only_link(tok: Token) -> bool:
    """A paragraph that is nothing but one link: a related-story link, not text."""
    kids = [c for c in tok.children or () if not (c.type == "text" and not c.content.strip())]
    return (len(kids) >= 3 and kids[0].type == "link_open" and kids[-1].type == "link_close"
            and not any(c.type == "link_open" for c in kids[1:]))


def _html_fragment_text(fragment: str) -> list[str]:
    """Text of an HTML block inside Markdown, without scripts or styles."""
    from lxml import html as lh

    try:
        root = lh.fragment_fromstring(fragment, create_parent="div")
    except Exception:  # noqa: BLE001 - malformed markup is just dropped
        return []
    _strip_unsafe(root)
    return [_SPACES.sub(" ", t).strip() for t in root.text_content().split("\n")]


_UNSAFE_TAGS = ("script", "style", "noscript", "template", "iframe", "object", "embed",
                "svg", "math", "canvas", "form", "button", "select", "textarea")
_FURNITURE_TAGS = ("nav", "header", "footer", "aside", "figure", "figcaption", "menu")
_XML_DECLARATION = re.compile(r"\A\s*<\?xml[^>]*>", re.IGNORECASE)


def _strip_unsafe(root: HtmlElement) -> None:
    from lxml import etree

    etree.strip_elements(root, *_UNSAFE_TAGS, etree.Comment, etree.ProcessingInstruction,
                         with_tail=False)


@lru_cache(maxsize=1)
def _html_parser() -> etree.HTMLParser:
    """Comments and processing instructions are dropped while parsing: React pages put
    ``<!-- -->`` inside paragraphs, and a comment node there cuts the paragraph in two
    for the extractor (trafilatura's own parser does the same when given a string)."""
    from lxml import html as lh

    return lh.HTMLParser(remove_comments=True, remove_pis=True, collect_ids=False,
                         default_doctype=False)


def _from_html(text: str) -> _Page:
    """HTML: main text with trafilatura; headline, site name and date from the page's
    own metadata; <title>/<h1>/<p> when trafilatura finds nothing.

    trafilatura and htmldate get a parsed tree, never a string, so nothing in the page
    can be taken for a URL to fetch. trafilatura's own metadata pass is not used: it
    looks for authors, tags and licences too and took as long again as the extraction.
    """
    import trafilatura
    from htmldate import find_date
    from lxml import html as lh

    text = _XML_DECLARATION.sub("", text)
    try:
        tree = lh.document_fromstring(text, parser=_html_parser())
    except Exception:  # noqa: BLE001 - lxml raises several types on hopeless markup
        raise SourceError("unreadable HTML: no document could be parsed") from None
    try:  # trafilatura works on its own copy of the tree
        doc = trafilatura.bare_extraction(
            tree, with_metadata=False, include_comments=False, include_tables=True,
            include_images=False, include_links=False)
    except Exception:  # noqa: BLE001 - a trafilatura failure leaves the fallback
        doc = None
    meta = _html_meta(tree)
    linked = _json_ld(tree)
    published = next((meta[k] for k in _META_DATES if _iso_date(meta.get(k, ""))), None)
    if published is None:
        try:  # the canonical URL, JSON-LD, <time> elements
            published = find_date(tree, extensive_search=False, original_date=True,
                                  outputformat="%Y-%m-%d")
        except Exception:  # noqa: BLE001 - no date is a fine answer
            published = None
    title = next((meta[k] for k in _META_TITLES if meta.get(k)), "")
    text_found = doc is not None and doc.text and doc.text.strip()
    if not title or not text_found:
        _strip_unsafe(tree)  # only what the fallbacks read: no script or comment text
        title = title or _first_text(tree, "//h1") or _first_text(tree, "//title")
    title = strip_site_name(title, _site_names(meta))
    if text_found:
        paragraphs = [normalize(ln) for ln in doc.text.split("\n") if ln.strip()]
    else:
        paragraphs = [normalize(p) for p in _html_paragraphs(tree)]
    return _Page(title=normalize(title), paragraphs=[p for p in paragraphs if p],
                 published=_iso_date(published or ""),
                 outlet=_html_outlet(meta, _ld_names(linked, "publisher")),
                 bylines=[*_metadata_names(meta.get("author", "")),
                          *(n for v in _ld_names(linked, "author") for n in _metadata_names(v))])


# Publication dates that pages state in <meta> (ISO 8601 in practice); the first wins.
_META_DATES = ("article:published_time", "og:published_time", "datepublished",
               "date", "pubdate", "publishdate", "dc.date.issued", "dcterms.created",
               "parsely-pub-date", "sailthru.date")
_META_TITLES = ("og:title", "twitter:title", "dc.title", "dcterms.title", "headline",
                "parsely-title", "sailthru.title", "title")
_META_SITES = ("og:site_name", "application-name", "twitter:site", "publisher",
               "dc.publisher", "og:url", "canonical")


def _html_meta(tree: HtmlElement) -> dict[str, str]:
    """``<meta property|name=... content=...>`` of the page, first of each name, plus
    the canonical link as "canonical"."""
    out: dict[str, str] = {}
    head = tree.find("head")
    scope = head if head is not None and len(head) else tree
    for el in scope.iter("meta"):
        key = (el.get("property") or el.get("name") or "").strip().lower()
        value = _SPACES.sub(" ", el.get("content") or "").strip()
        if key and value and key not in out:
            out[key] = value
    for el in scope.iter("link"):
        if (el.get("rel") or "").lower() == "canonical" and el.get("href"):
            out.setdefault("canonical", el.get("href", ""))
            break
    return out


_HOST = re.compile(r"^[a-z][a-z0-9+.-]*://([^/:?#]+)", re.IGNORECASE)


def _site_names(meta: dict[str, str]) -> list[str]:
    """What the page calls its site: og:site_name and kin (a Twitter handle without its
    "@"), and the labels of its host ("linknaija" of www.linknaija.com; not "www", "co",
    "com")."""
    names = []
    for key in _META_SITES:
        value = meta.get(key, "")
        host = _HOST.match(value)
        if host:  # og:site_name is sometimes an address too
            names += [label for label in host.group(1).lower().split(".")[:-1]
                      if len(label) > 2 and label not in ("www", "amp")]
        elif value:
            names.append(value.lstrip("@"))
    return names


# Where a page names its publisher, most specific first; the page's host is the last resort.
_META_OUTLETS = ("og:site_name", "application-name", "publisher", "dc.publisher",
                 "twitter:site")
OUTLET_MAX_WORDS = 8


def _html_outlet(meta: dict[str, str], linked_publishers: list[str]) -> str:
    """The page's publisher as readers know it: og:site_name, application-name, the
    JSON-LD publisher, <meta name=publisher>, the Twitter handle; else its host name
    ("reuters.com": better than a file name); "" when the page says nothing."""
    ordered = [meta.get("og:site_name", ""), meta.get("application-name", ""),
               *linked_publishers, *(meta.get(k, "") for k in _META_OUTLETS[2:])]
    for i, value in enumerate(ordered):
        if i and _HOST.match(value):  # "publisher": often the page's Facebook address
            continue
        name = _plausible_outlet(value.lstrip("@"))
        if name:
            return name
    for key in ("og:url", "canonical"):
        host = _HOST.match(meta.get(key, ""))
        if host:
            return host.group(1).lower().removeprefix("www.")
    return ""


def _plausible_outlet(value: str) -> str:
    """A site or publisher name, or "" for what is not one (empty, a sentence, markup);
    an address stands for its host."""
    value = _SPACES.sub(" ", value or "").strip().strip("\"'")
    host = _HOST.match(value)
    if host:
        return host.group(1).lower().removeprefix("www.")
    if (not value or len(value) > 80 or len(value.split()) > OUTLET_MAX_WORDS
            or not re.search(r"[^\W\d_]", value) or re.search(r"[<>{}/\\]", value)):
        return ""  # not a name: empty, prose, markup, a path ("/home/jane/clips/a.txt")
    return value


def _metadata_names(value: str) -> list[str]:
    """Author names a metadata field gives ("Jane Doe, John Roe"); not addresses or prose."""
    names = []
    value = re.sub(r"^by\s+", "", (value or "").strip(), flags=re.IGNORECASE)
    for part in re.split(r"\s*[,;،|]\s*|\s+and\s+|\s*&\s*", value):
        part = part.strip().strip("\"'")
        if (part and not _HOST.match(part) and len(part) <= 60 and len(part.split()) <= 6
                and not re.search(r"[\d<>{}@/]", part) and re.search(r"[^\W\d_]", part)):
            names.append(part)
    return names


JSON_LD_MAX_CHARS = 200_000


def _json_ld(tree: HtmlElement) -> list[object]:
    """The page's JSON-LD blocks, parsed (ones that do not parse are skipped)."""
    out: list[object] = []
    for el in tree.iter("script"):
        if (el.get("type") or "").strip().lower() != "application/ld+json":
            continue
        raw = (el.text or "").strip()
        if not raw or len(raw) > JSON_LD_MAX_CHARS:
            continue
        try:
            out.append(json.loads(raw))
        except (ValueError, RecursionError):  # deep nesting: no metadata, the article stays
            continue
    return out


def _ld_names(data: object, key: str, depth: int = 0) -> list[str]:
    """The names under ``key`` ("publisher", "author") anywhere in JSON-LD: a string,
    an object's "name", or lists of either."""
    out: list[str] = []
    if depth > 6:
        return out
    if isinstance(data, list):
        for item in data:
            out += _ld_names(item, key, depth + 1)
    elif isinstance(data, dict):
        for k, v in data.items():
            if k == key:
                for item in v if isinstance(v, list) else [v]:
                    name = item.get("name") if isinstance(item, dict) else item
                    if isinstance(name, str) and name.strip():
                        out.append(name.strip())
            elif isinstance(v, dict | list):
                out += _ld_names(v, key, depth + 1)
    return out


_SEP_CHARS = "|-–—·•»~/:"  # between a headline and a site name
_SEP = re.escape(_SEP_CHARS)
_TITLE_SEP = re.compile(rf"\s+[{_SEP}]\s+|\s*[|•»]\s*")
SITE_NAME_MAX_WORDS = 6


def _key(text: str) -> str:
    return "".join(c for c in text.casefold() if c.isalnum())


def strip_site_name(title: str, sites: list[str]) -> str:
    """The headline without the site's name at either end ("LinkNaija | ...",
    "... - BBC News"): the first or last segment between separators when it is one of
    ``sites`` (letters and digits compared, case folded), never the whole title.

    A name with separators of its own ("Remember 80/90 - Memorabilia anni 80/90",
    "LinkNaija | Nigeria's news platform") is matched whole first.
    """
    if not title:
        return title
    for site in sites:
        n = len(site)
        if n >= len(title) or not _TITLE_SEP.search(site):
            continue
        if title[:n].casefold() == site.casefold() and re.match(rf"\s*[{_SEP}]", title[n:]):
            title = title[n:].lstrip(f" {_SEP_CHARS}")
        elif title[-n:].casefold() == site.casefold() and re.search(rf"[{_SEP}]\s*$", title[:-n]):
            title = title[:-n].rstrip(f" {_SEP_CHARS}")
    keys = {_key(s) for s in sites} - {""}
    parts = _TITLE_SEP.split(title)
    seps = _TITLE_SEP.findall(title)
    if len(parts) < 2:
        return title
    if _key(parts[-1]) in keys and len(parts[-1].split()) <= SITE_NAME_MAX_WORDS:
        parts, seps = parts[:-1], seps[:-1]
    elif _key(parts[0]) in keys and len(parts[0].split()) <= SITE_NAME_MAX_WORDS:
        parts, seps = parts[1:], seps[1:]
    else:
        return title
    return "".join(p + s for p, s in zip(parts, [*seps, ""])).strip()


def _first_text(tree: HtmlElement, xpath: str) -> str:
    for el in tree.xpath(xpath):
        t = _SPACES.sub(" ", el.text_content()).strip()
        if t:
            return t
    return ""


def _html_paragraphs(tree: HtmlElement) -> list[str]:
    from lxml import etree

    etree.strip_elements(tree, *_FURNITURE_TAGS, with_tail=False)
    blocks = tree.xpath("//body//*[self::p or self::h2 or self::h3 or self::h4 or "
                        "self::blockquote or self::li or self::pre]")
    out = [_SPACES.sub(" ", b.text_content()).strip() for b in blocks
           if not b.xpath("ancestor::p or ancestor::blockquote or ancestor::li")]
    out = [t for t in out if t]
    if not out:
        body = tree.find("body")
        whole = (body if body is not None else tree).text_content()
        out = [t.strip() for t in whole.split("\n") if t.strip()]
    return out


_DATE = re.compile(r"(\d{4})-(\d{2})-(\d{2})")


def _plausible(iso: str | None) -> str | None:
    """A publication date an article can have: a real day from 1900 to tomorrow
    (an article's "Published: 0001-01-01" would stretch every timeline to 2,000 years)."""
    if not iso:
        return None
    try:
        day = date.fromisoformat(iso)
    except ValueError:
        return None
    return iso if date(1900, 1, 1) <= day <= date.today() + timedelta(days=1) else None


def _iso_date(value: str) -> str | None:
    m = _DATE.search(value or "")
    return "-".join(m.groups()) if m else None


# --------------------------------------------------------------------------- clean

_WORDS = debris_words.union(p.debris for p in lang.packs().values() if p.debris)
_TOKEN = re.compile(r"[^\W\d_]+(?:[-'][^\W\d_]+)*|/", re.UNICODE)
_EDGE_PUNCT = "«»‹›<>←→|/·•-–—:()[]{}.,!?؟*#"
_of = "|".join(sorted((re.escape(w) for w in _WORDS.of), key=len, reverse=True))
_COUNTER = re.compile(rf"^\(?\s*\d{{1,4}}\s*(?:{_of})\s*\d{{1,4}}\s*\)?$", re.IGNORECASE)
_credit = "|".join(sorted((re.escape(w) for w in _WORDS.credit), key=len, reverse=True))
_weak = "|".join(sorted((re.escape(w) for w in _WORDS.weak_credit), key=len, reverse=True))
# "<caption text>Credit: AFP" / "Photo: John Smith/Reuters": a short tail after the colon.
_CREDIT_TAIL = re.compile(
    rf"(?:^|(?<=[^\w]))(?:{_credit})\s*[:：]\s*([^.!?؟:]{{1,60}}?)\.?$", re.IGNORECASE)
_WEAK_TAIL = re.compile(
    rf"(?:^|(?<=[^\w]))(?:{_weak})\s*[:：]\s*([^.!?؟:]{{1,40}}?)\.?$", re.IGNORECASE)
_PHOTO_SLASH = re.compile(rf"\((?:[^()]{{0,30}}\s)?(?:{_credit})\s*/[^()]{{1,40}}\)\.?$",
                          re.IGNORECASE)
_BY_CREDIT = re.compile(rf"(?:^|(?<=[^\w]))(?:{_credit})s?\s+(?:by|courtesy of)\s+"
                        r"[^.!?؟]{1,60}$", re.IGNORECASE)


GALLERY_KINDS = frozenset({"nav", "counter", "caption", "agency"})
SOFT_NEIGHBOURS = GALLERY_KINDS | {"link"}
CAPTION_MAX_WORDS = 60
CAPTION_REACH = 2  # a gallery marker this many lines away makes a block a gallery


def clean(page: _Page) -> tuple[str, list[str], list[str], str | None, list[str]]:
    """Drop debris and credit lines, pick the headline: (title, paragraphs, removed
    lines, published date, the names the credit lines give). The date is the page's
    metadata, else a date line near the top, else the lead's dateline ("--MM-DD" when
    it gives no year: ``on_file_day`` dates it).

    Hard debris has an unmistakable shape (navigation words alone, "5 of 5 |", a caption
    ending in "Credit: AFP", a lone "AFP", a bulleted related link). Around it, in gallery
    blocks only: a short headline-like line next to debris (a gallery's own titles, a
    place name), and a caption sentence whose credit sits on the next line or which is
    framed by gallery markers. The headline itself is never removed this way. A line
    seen before is removed only when it is a copy (``_copied``), not a recurring line.
    """
    paras = list(page.paragraphs)
    removed = list(page.removed)
    # a byline is removed like debris, its names kept; never a marked-up heading, nor the
    # first line of plain text (its headline: "By Popular Demand", "مراسل الجزيرة ...")
    credits = [[] if i in page.structured or (page.title is None and i == 0)
               else credit_names(p) for i, p in enumerate(paras)]
    kinds = ["link" if i in page.links else "byline" if credits[i] else _debris_kind(p)
             for i, p in enumerate(paras)]
    title = page.title
    protected = -1
    if title is None:  # plain text: the first surviving line, when it reads as a headline
        alive = [i for i, k in enumerate(kinds) if k is None]
        if len(alive) > 1 and _headline_like(paras[alive[0]]):
            protected = alive[0]
    n = len(paras)

    def kind(j: int) -> str | None:
        return kinds[j] if 0 <= j < n else None

    drop = [k is not None for k in kinds]
    for i, p in enumerate(paras):
        if drop[i] or i == protected or i in page.structured:
            continue
        before, after = kind(i - 1), kind(i + 1)
        # Soft debris only next to gallery debris or links (no chains: a list of short
        # facts next to a related link must survive; a subheading after "***" too).
        if {before, after} & SOFT_NEIGHBOURS and _gallery_line_like(p):
            drop[i] = True
            continue
        near = any(kind(j) in ("nav", "counter", "caption")
                   for j in range(i - CAPTION_REACH, i + CAPTION_REACH + 1) if j != i)
        framed = after == "agency" or (before in GALLERY_KINDS and after in GALLERY_KINDS)
        if near and framed and len(_words(p)) <= CAPTION_MAX_WORDS:
            drop[i] = True
    published = page.published
    if published is None:  # "By Jane Doe | June 3, 2016" dates the article, then goes
        undated = [d and k != "byline" for d, k in zip(drop, kinds, strict=True)]
        published = _published_from_lines(paras, undated, protected)
        drop = [a or b for a, b in zip(drop, undated, strict=True)]
    dated_by_text = page.published is None
    kept: list[str] = []
    seen: set[str] = set()
    for i, p in enumerate(paras):
        if i == protected:
            title = p
            continue
        key = p.casefold()
        if drop[i] or (key in seen and _copied(p, kept)):
            removed.append(p)
            continue
        seen.add(key)
        kept.append(p)
    title = title or ""
    if title and kept and _same(kept[0], title):  # HTML/Markdown bodies often repeat it
        removed.append(kept.pop(0))
    if published is None and dated_by_text:  # "KABUL, Jan 17 (Reuters) -"
        published = _dateline_date(kept)
    names = [n for i, found in enumerate(credits) if kinds[i] == "byline" for n in found]
    if kept:  # "... since 1980. (Reporting by X; Editing by Y)" in the last paragraph
        body, trailer, found = _trailing_credit(kept[-1])
        if found:
            kept[-1] = body
            removed.append(trailer)
            names += found
    return title, kept, removed, published, names


def _copied(line: str, kept: list[str]) -> bool:
    """Is this repeat of an earlier line a copy to drop, not a line that recurs?

    Short lines recur in real articles: list items, headings of a meal plan's days,
    the questions of an interview put to several people. Prose does not repeat itself:
    a paragraph of more than ``SHORT_LINE_WORDS`` words that ends a statement and is
    already in the text is a teaser, a pull quote or a section the page printed twice.
    An echo of the line just before is a copy whatever its length.
    """
    if kept and kept[-1].casefold() == line.casefold():
        return True
    return (len(_words(line)) > SHORT_LINE_WORDS and _ends_sentence(line)
            and not line.rstrip(CLOSERS).endswith(("?", "؟")))


DATE_LOOKAHEAD = 6  # metadata lines sit among the first few lines
DATELINE_MAX_WORDS = 4  # "AL-AIN, United Arab Emirates 1996-12-06"
DATELINE_HEAD = 120  # characters: a lead's dateline is its first words
# every language pack's month names ("Jan", "كانون الثاني", "جانفي"), and the others'
MONTHS = {**debris_words.MONTHS, **{m.casefold(): i for p in lang.packs().values()
                                    for m, i in p.month_words.items()}}
_month = "|".join(sorted((re.escape(m).replace(r"\ ", r"\s+") for m in MONTHS),
                         key=len, reverse=True))
_DATE_PATTERNS = (
    (re.compile(r"(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)"), (1, 2, 3)),
    (re.compile(rf"(?<!\d)(\d{{1,2}})(?:st|nd|rd|th|er)?\s+({_month})\.?,?\s+(\d{{4}})(?!\d)",
                re.IGNORECASE), (3, 2, 1)),
    (re.compile(rf"(?<!\w)({_month})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(\d{{4}})(?!\d)",
                re.IGNORECASE), (3, 1, 2)),
)
# a dateline's day without its year: "KABUL, Jan 17 (Reuters) -", "بيروت 10 أكتوبر (رويترز) -"
_DAY_PATTERNS = (
    (re.compile(rf"(?<!\d)(\d{{1,2}})(?:st|nd|rd|th|er)?\s+({_month})(?!\w)\.?",
                re.IGNORECASE), (0, 2, 1)),
    (re.compile(rf"(?<!\w)({_month})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?(?!\d)",
                re.IGNORECASE), (0, 1, 2)),
)
# after a dateline's date: its agency, then a dash or a colon ("(AP) —", "(د ب أ)")
_DATELINE_TAIL = re.compile(r"\s*,?\s*(?:\((?P<agency>[^()]{1,40})\))?\s*(?P<sep>[-–—:：])?")
# what opens a sentence, not a dateline: "On Oct. 10 - ...", "By Jan 17:"
_NOT_PLACES = frozenset({"on", "by", "in", "at", "since", "until", "till", "before", "after",
                         "from", "to", "as", "of", "for", "between", "through", "during"})
_label = "|".join(sorted((re.escape(x) for x in debris_words.DATE_LABELS), key=len, reverse=True))
_DATE_LABEL = re.compile(rf"^(?:{_label})\b\s*[:：\-–]?", re.IGNORECASE)


def _find_date(line: str, yearless: bool = False) -> tuple[str, tuple[int, int]] | None:
    """An ISO date written in ``line`` and where it is, or None; with ``yearless``, a
    day without its year too, as "--MM-DD" (ISO 8601's date without a year)."""
    import datetime as dt

    text = ascii_digits(line)
    found = []
    for rank, (rx, (y, m, d)) in enumerate(_DATE_PATTERNS + (_DAY_PATTERNS if yearless else ())):
        for hit in rx.finditer(text):
            month = hit.group(m)
            month_no = int(month) if month.isdigit() else MONTHS.get(
                re.sub(r"\s+", " ", month).casefold())
            try:  # 2000: a year-less 29 February is a day
                day = dt.date(int(hit.group(y)) if y else 2000, month_no or 0, int(hit.group(d)))
            except ValueError:
                continue
            found.append((hit.start() if yearless else 0, rank,
                          day.isoformat() if y else f"--{day:%m-%d}", hit.span()))
            break
    # the first date of the line when years may be missing (a dated day wins at the same
    # place: "Oct. 10, 2025" over "Oct. 10"), else the first pattern's
    return min(found)[2:] if found else None


def _dateline_date(paragraphs: list[str]) -> str | None:
    """The date of the lead's dateline: a place, its date (with or without the year),
    then the agency and a dash or colon ("KABUL, Jan 17 (Reuters) -", "BEIRUT, Oct. 10,
    2025 (AP) —", "القاهرة - 13 سبتمبر 2025 (د ب أ)"). A date further in ("on Oct. 10
    police said") is the news's, not the article's."""
    for p in paragraphs[:DATELINE_LOOKAHEAD]:
        head = p[:DATELINE_HEAD]
        found = _find_date(head, yearless=True)
        if found is None:
            continue
        iso, (a, b) = found
        if head[:a].rstrip().endswith("("):  # an aside: "سلفادور دالي (11 مايو 1904 - ..."
            continue
        place = head[:a].strip(_EDGE_PUNCT + " ")
        tail = _DATELINE_TAIL.match(head[b:])
        credited = bool(tail and tail["agency"] and _agency(tail["agency"]))
        if (place and _dateline_place(place) and place.split()[0].casefold() not in _NOT_PLACES
                and tail and (credited or tail["sep"])):
            return iso
    return None


def on_file_day(published: str | None, written: date) -> str | None:
    """A date the text gives, as a publication date of a file written on ``written``:
    a day without its year in the file's year, or the year before when that would be
    after the file was written; a date after it (a day's leeway for time zones) is no
    publication date: None."""
    if not published:
        return None
    last = written + timedelta(days=1)
    if published.startswith("--"):
        month, day = int(published[2:4]), int(published[5:7])
        for year in (written.year, written.year - 1):
            try:
                when = date(year, month, day)
            except ValueError:  # 29 February of a common year
                continue
            if when <= last:
                return when.isoformat()
        return None
    return published if date.fromisoformat(published) <= last else None


def _published_from_lines(paras: list[str], drop: list[bool], protected: int) -> str | None:
    """The date of a "Published: ..." line or a dateline near the top.

    A labelled line or a line that is only a date is metadata: it is marked for removal.
    A dateline with a place ("PRAGUE 1996-12-06") gives its date and stays.
    """
    seen = 0
    for i, p in enumerate(paras):
        if drop[i] or i == protected:
            continue
        seen += 1
        if seen > DATE_LOOKAHEAD:
            break
        if len(_words(p)) > 10:
            continue
        found = _find_date(p)
        if found is None:
            continue
        iso, (a, b) = found
        rest = (p[:a] + p[b:]).strip(_EDGE_PUNCT + " ")
        labelled = bool(_DATE_LABEL.match(p.strip()))
        if not labelled and len(rest.split()) > DATELINE_MAX_WORDS:
            continue  # a short sentence about some date, not the article's date
        if labelled or not re.search(r"\w", rest):
            drop[i] = True
        return iso
    return None


def _same(a: str, b: str) -> bool:
    def fold(s: str) -> str:
        return re.sub(r"\W+", " ", s.casefold()).strip()

    return fold(a) == fold(b)


def _words(line: str) -> list[str]:
    return line.split()


def _ends_sentence(line: str) -> bool:
    return line.rstrip(CLOSERS).endswith(tuple(SENTENCE_END))


def _headline_like(line: str) -> bool:
    """One short line without a sentence break inside it."""
    if len(line) > HEADLINE_MAX_CHARS or len(_words(line)) > HEADLINE_MAX_WORDS:
        return False
    inner = line.rstrip(CLOSERS + SENTENCE_END)
    return not re.search(r"[.!?؟]\s+\S", inner)


def _gallery_line_like(line: str) -> bool:
    """Short and not a sentence: a gallery title, a place name, an agency."""
    return (len(_words(line)) <= GALLERY_LINE_MAX_WORDS and len(line) <= 100
            and not _ends_sentence(line) and not re.search(r"[.!?؟]\s+\S", line))


def _starts_with(low: str, prefixes: tuple[str, ...]) -> bool:
    """A prefix as a whole word: single words need punctuation or the end after them
    ("Advertisement", "Related:"), so "Related protests broke out" is not a link."""
    for p in prefixes:
        if not low.startswith(p):
            continue
        rest = low[len(p):]
        if not rest or not p[-1].isalnum() or rest.lstrip()[:1] in ":：-–—|»›>":
            return True
        if rest[0].isalnum():  # the word goes on: "subscribers"
            continue
        if " " in p:  # multi-word phrases are specific enough: "read more ..."
            return True
    return False


def _debris_kind(line: str) -> str | None:
    """What kind of debris ``line`` is by its shape alone, or None for text."""
    low = line.casefold().strip()
    bare = low.strip(_EDGE_PUNCT + " ")
    if not bare:  # separators: "***", "|", "—"
        return "rule"
    n = len(_words(line))
    if n <= 6:
        # navigation: "next", "previous", "« back to top", "التالي"
        tokens = _TOKEN.findall(bare)
        if (tokens and all(t in _WORDS.nav or t in _WORDS.filler for t in tokens)
                and any(t in _WORDS.nav for t in tokens) and not re.search(r"\d", bare)):
            return "nav"
        # gallery counters, alone or with navigation words: "5 of 5 |", "prev 2 / 9 next"
        stripped = " ".join(t for t in bare.split()
                            if t.strip(_EDGE_PUNCT) not in _WORDS.nav).strip(_EDGE_PUNCT + " ")
        if _COUNTER.match(stripped) or _COUNTER.match(bare):
            return "counter"
        # a line that is only an agency or picture desk: "AFP", "Getty Images", "رويترز"
        if _agency_line(bare):
            return "agency"
    # captions: "... outside the embassy in Cairo.Credit: AFP" (credits sit at the end)
    tail = line if len(line) <= 100 else line[line.find(" ", len(line) - 100):]
    if ":" in tail or "：" in tail:
        if _CREDIT_TAIL.search(tail):
            return "caption"
        m = _WEAK_TAIL.search(tail)
        if m and _agency_line(m.group(1).casefold().strip(_EDGE_PUNCT + " ")):
            return "caption"
    if (" by " in tail or " of " in tail) and _BY_CREDIT.search(tail):
        return "caption"
    if tail.endswith(")") and _PHOTO_SLASH.search(tail):  # "... (AP Photo/Hussein Malla)"
        return "caption"
    if _starts_with(low, _WORDS.captions):  # "Image caption ...", whatever its length
        return "caption"
    if n > SHORT_LINE_WORDS:
        return None
    # related links: "• Syria Security Forces Kill 10 at Friday Protests", "Read more: ..."
    if line[0] in BULLETS and not _ends_sentence(line):
        return "link"
    if _starts_with(low, _WORDS.related):
        return "link"
    if _URL.search(line):  # a bare address or a short line around one: embeds, shares
        return "link"
    # page furniture: "Advertisement", "Share this article", "© 2011 ...", "All rights reserved."
    if _starts_with(low, _WORDS.boilerplate) or low.rstrip(". ").endswith(_WORDS.rights):
        return "boilerplate"
    return None


_URL = re.compile(r"(?:https?://|www\.|pic\.twitter\.com/)\S+", re.IGNORECASE)


def _agency_line(bare: str) -> bool:
    """"AFP/Getty Images", "Reuters, AP": every part is a known agency."""
    parts = [p.strip(_EDGE_PUNCT + " ") for p in re.split(r"[/,;|]|\s+-\s+", bare)]
    parts = [p for p in parts if p]
    return bool(parts) and all(p in debris_words.AGENCIES for p in parts)


def ascii_digits(text: str) -> str:
    """Digits of any script (Arabic-Indic, Persian ...) as 0-9, everything else as is."""
    return "".join(str(unicodedata.decimal(c)) if c.isdecimal() and not c.isascii() else c
                   for c in text)


# --------------------------------------------------------------------------- credits
#
# Credit lines name the reporters, not the news: "By Dominic Evans" read as text makes a
# person of every editor. They are recognized by their shape (a whole paragraph, a cue,
# then names and nothing else), never by a list of reporters, and kept conservative: a
# line that could be a sentence ("By Tuesday, 40 people had died") stays text.
# The cue words belong with the other per-language lists in ``reports/lang/debris.py``.

BYLINE_MAX_WORDS = 16  # "By Jane Doe and John Roe in Baghdad, Reuters"
CREDIT_MAX_WORDS = 160  # Reuters' trailers list up to 30 reporters
NAME_MAX_WORDS = 5
# English: "Reporting by", "Additional reporting by", "Writing and editing by" ...
_ROLE = (r"(?:additional\s+)?(?:reporting|writing|editing|compiled|compiling|reported|"
         r"written|edited|produced|research|story|text|words)"
         r"(?:\s+and\s+(?:reporting|writing|editing|research))?")
_ROLE_BY = re.compile(rf"^{_ROLE}\s+by\s+(?P<who>.+)$", re.IGNORECASE)
_BY = re.compile(r"^by\s+(?P<who>.+)$", re.IGNORECASE)
_CONTRIBUTED = re.compile(
    r"^[—–-]?\s*(?P<who>.+?)\s+contributed(?:\s+(?:additional\s+)?reporting|\s+to\s+(?:this|the)\s+"
    r"(?:report|article|story|reporting))(?:\s+from\s+[^.;]+)?\.?$", re.IGNORECASE)
_NAME_PARTICLES = frozenset({"al", "el", "bin", "ibn", "bint", "abu", "de", "da", "di", "du",
                             "van", "von", "der", "den", "la", "le", "dos", "y"})
_FUNCTION_WORDS = frozenset({"and", "or", "in", "of", "the", "a", "an", "for", "by", "to", "at",
                            "on", "with", "from", "across", "any", "as", "is", "not", "no",
                            "all", "over", "under", "into", "&"})
# what follows a name in a byline but is not one: "Jane Doe, Political Correspondent"
_DESK_WORDS = frozenset({"correspondent", "editor", "writer", "writers", "reporter", "reporters",
                         "staff", "contributor", "columnist", "producer", "bureau", "desk",
                         "news", "team", "agency", "correspondents", "journalist", "journalists"})
_TIME_WORDS = frozenset(w.casefold() for w in (*calendar.day_name, *calendar.day_abbr)) | set(
    MONTHS)
_ITEM_SPLIT = re.compile(r"\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*", re.IGNORECASE)
_AT_PLACE = re.compile(r"\s+(?:in|from|at|for)\s+.*$")
_DESCRIPTOR = re.compile(r"^(?:\S+['’]s\s+)?(?:(?:[A-Z][\w.&-]*|of)\s+)*?(?:writers?|reporters?|"
                         r"correspondents?|staff(?:\s+writers?)?|producers?|journalists?)\s+")
# Arabic: "كتب: ..." "كتبت - ..." "بقلم ..." "إعداد: ..." "تحرير: ..." (a colon or dash is
# required but for بقلم: تحرير is also "liberation", إعداد "preparation")
_AR_CUE = re.compile(r"^(?:(?:كتب|كتبت|كتبه|كتبها|بقلم|إعداد|اعداد|تحرير|إعداد وتحرير|اعداد وتحرير|"
                     r"ترجمة)\s*[:：\-–—]|بقلم(?=\s))\s*(?P<who>.+)$")
# "مراسل الحياة في بغداد": only this name-less form, ending at its one-word place ("مراسل
# الجزيرة: انفجار ثان يهز المدينة" and "مراسل الجزيرة في غزة استشهد" are news)
_AR_CORRESPONDENT = re.compile(r"^(?:مراسل|مراسلة|مراسلنا|مراسلتنا|مراسلو|مراسلي)(?:\s+\S+){0,2}"
                               r"\s+(?:في|من)\s+\S+$")
_AR_ITEM_SPLIT = re.compile(r"\s*[،,;؛&]\s*|\s+و\s+")
_SENTENCE_MARKS = re.compile(r"[!?؟;:\"“”«»]|\.\s+\S{2,}")


def credit_names(line: str) -> list[str]:
    """The names a credit line gives ("By Jane Doe and John Roe" -> both), or [] when
    ``line`` is not a credit line (most lines): the line must be all credit."""
    text = line.strip()
    if not text or len(text.split()) > CREDIT_MAX_WORDS:
        return []
    if text[0] in "([" and text.rstrip(".")[-1:] in ")]":  # "(Reporting by ...)"
        text = text.rstrip(".")[1:-1].strip()
    first = text.split(None, 1)[0].casefold()
    if first == "by":
        return _by_names(text)
    if _ROLE_BY.match(text):
        return _role_names(text)
    if "contributed" in text.casefold():
        return _contributor_names(text)
    if _AR_CUE.match(text) or _AR_CORRESPONDENT.match(text):
        return _arabic_names(text)
    return []


def _name_like(item: str, min_words: int = 2) -> bool:
    """Capitalized words (with particles: "Ahmed al-Sadr", "Ursula von der Leyen")."""
    words = item.split()
    if not min_words <= len(words) <= NAME_MAX_WORDS:
        return False
    for w in words:
        bare = w.strip(".,'’()")
        if not bare or any(c.isdigit() for c in bare):
            return False
        low = bare.casefold()
        if low in _FUNCTION_WORDS or not (bare[0].isupper() or low in _NAME_PARTICLES
                                          or re.match(r"^(?:al|el|ad|as|ash|an|ar|az)-\w", low)):
            return False  # "By Hook Or By Crook", "By The People": a heading, not names
    return words[0].strip(".,").casefold() not in _TIME_WORDS


def _items(who: str) -> list[str]:
    return [i.strip(" .,;") for i in _ITEM_SPLIT.split(who.strip(" .;")) if i.strip(" .,;")]


def _by_names(text: str) -> list[str]:
    """ "By Jane Doe", "By Jane Doe and John Roe in Baghdad", "By JANE DOE | Reuters":
    nothing but names, a desk or agency after them, a place, a date."""
    m = _BY.match(text)
    if not m or len(text.split()) > BYLINE_MAX_WORDS:
        return []
    who = re.split(r"\s+[|–—-]\s+|\s*\|\s*", m["who"])[0]  # "| Reuters", "- June 3, 2016"
    found = _find_date(who)
    if found:
        who = who[:found[1][0]].rstrip(" ,")
    if _SENTENCE_MARKS.search(who) or re.search(r"\d", who):
        return []
    names = []
    for item in _items(who):
        item = _AT_PLACE.sub("", item)
        low = item.casefold()
        if low in debris_words.AGENCIES or low.split()[-1:] and low.split()[-1] in _DESK_WORDS:
            continue
        if not _name_like(item):
            return []  # "By Royal decree", "By Tuesday": a sentence or a heading
        names.append(item)
    return names


def _role_names(text: str) -> list[str]:
    """ "Reporting by X; Writing by Y; Editing by Z": every part is "<role> by <names>",
    and every name reads as one but a desk ("Istanbul bureau"): "Edited by Jane Doe,
    the book sold well" is a sentence."""
    names = []
    for part in re.split(r"\s*;\s*", text.strip(" .;")):
        m = _ROLE_BY.match(part.strip(" ."))
        if not m:
            return []
        for item in _items(m["who"]):
            item = _AT_PLACE.sub("", item)
            if _desk(item):
                continue
            if not _name_like(item):
                return []
            names.append(item)
    return names


def _desk(item: str) -> bool:
    """A desk credited beside reporters: "Istanbul bureau", "Reuters staff"."""
    return bool(re.fullmatch(r"[A-Z]\w*(?:\s+[A-Z]\w*)?\s+(?:bureau|staff|desk)", item))


def _contributor_names(text: str) -> list[str]:
    """ "Jane Doe in Cairo contributed to this report", "CNN's Jane Doe and John Roe
    contributed reporting", "Associated Press writer Jane Doe contributed ..."."""
    m = _CONTRIBUTED.match(text)
    if not m or _SENTENCE_MARKS.search(m["who"]):
        return []
    names = []
    for item in _items(m["who"]):
        item = _DESCRIPTOR.sub("", _AT_PLACE.sub("", item))
        item = re.sub(r"^\S+['’]s\s+", "", item)  # "CNN's Jane Doe"
        if _desk(item):
            continue
        if not _name_like(item):
            return []  # a sentence: "Officials said Smith contributed to this report"
        names.append(item)
    return names


def _arabic_names(text: str) -> list[str]:
    """ "كتب: أحمد علي", "بقلم محمد سعيد - بغداد", "مراسل الحياة في بغداد" (no name: the
    credit itself). Short, no sentence punctuation, no digits."""
    if len(text.split()) > BYLINE_MAX_WORDS or re.search(r"\d|[.!?؟]\s*\S", text):
        return []
    m = _AR_CUE.match(text)
    if m is None:  # "مراسل الحياة في بغداد": the credit itself
        return [text.rstrip(".")] if _AR_CORRESPONDENT.match(text) else []
    who = re.split(r"\s+[-–—]\s+", m["who"].strip(" .:-–—"))[0]  # "- بغداد": a place
    items = [i.strip(" .") for i in _AR_ITEM_SPLIT.split(who) if i.strip(" .")]
    if not items or any(len(i.split()) > NAME_MAX_WORDS or ":" in i for i in items):
        return []
    return items


def _trailing_credit(paragraph: str) -> tuple[str, str, list[str]]:
    """(text, trailer, names) of a paragraph ending "... since 1980. (Reporting by X)";
    the trailer and names are empty when it does not end with a credit."""
    m = re.search(r"(?<=[.!?\"”’'])\s+(\([^()]{5,}\))\.?$", paragraph)
    if m:
        names = credit_names(m.group(1))
        if names:
            return paragraph[:m.start()].rstrip(), m.group(1), names
    return paragraph, "", []


# --------------------------------------------------------------------------- outlets

DATELINE_LOOKAHEAD = 3  # paragraphs: the dateline opens the text, after a date or place line
DATELINE_PLACE_WORDS = 6  # "CAIRO, May 19", "NICE, France"
_PICTURE_DESKS = frozenset({"getty", "getty images", "shutterstock", "alamy", "ap photo",
                            "afp photo", "reuters photo", "afp/getty images",
                            "ap/getty images", "أرشيفية", "ارشيفية", "إنترنت", "انترنت",
                            "أرشيف", "ارشيف"})


def _agency_key(text: str) -> str:
    """"أ.ف.ب" and "أ ف ب", "Reuters" and "REUTERS" alike."""
    return re.sub(r"[.\s]+", " ", text.casefold()).strip()


_NEWS_AGENCIES = frozenset(_agency_key(a) for a in debris_words.AGENCIES - _PICTURE_DESKS)
_NEWS_AGENCY_WORDS = re.compile(r"^(?:وكالة|وكالة الأنباء|وكالة الانباء)\s+\S+(?:\s+\S+){0,4}$")
_DATELINE_SEP = re.compile(r"\s+[-–—]\s+|\s*[–—]\s*|\s*[:：]\s+")
_PAREN_END = re.compile(r"^(?P<place>[^()]*?)\s*\((?P<agency>[^()]{1,40})\)$")
_PAREN_START = re.compile(r"^\((?P<agency>[^()]{1,40})\)")


def _agency(text: str) -> str:
    """``text`` as a news agency's name ("Reuters", "رويترز", "أ ف ب", "وكالة الأنباء
    الألمانية"), or "" when it is not one (picture desks are not outlets)."""
    name = text.strip(_EDGE_PUNCT + " ")
    if _agency_key(name) in _NEWS_AGENCIES or _NEWS_AGENCY_WORDS.match(name):
        return name
    return ""


def _dateline_place(text: str) -> bool:
    """A dateline's place and date: "BAGHDAD", "CAIRO, May 19", "بغداد", "مايدوغوري
    (نيجيريا)" (a country in brackets after the place; no sentence)."""
    text = re.sub(r"\s*\([^()]{1,40}\)$", "", text.strip())
    words = text.replace(",", " ").split()
    if not words or len(words) > DATELINE_PLACE_WORDS or re.search(r"[!?؟;\"“”«»()]", text):
        return False
    return all(not w[0].isalpha() or w[0].isupper() or not w[0].isascii() for w in words)


def _dateline(paragraph: str) -> tuple[str, str]:
    """The dateline opening ``paragraph`` as written, through its dash or colon, and the
    agency it credits; ("", "") when it opens with none."""
    head = paragraph[:160]
    seps = list(_DATELINE_SEP.finditer(head))[:2]
    if seps:
        first = head[:seps[0].start()].strip()
        m = _PAREN_END.match(first)
        if m and _dateline_place(m["place"]) and _agency(m["agency"]):
            return head[:seps[0].end()], _agency(m["agency"])
        if len(seps) == 2 and first and _dateline_place(first):
            name = _agency(head[seps[0].end():seps[1].start()])
            if name:
                return head[:seps[1].end()], name
    m = _PAREN_START.match(head)
    if m and _agency(m["agency"]):
        sep = _DATELINE_SEP.match(head, m.end())
        return head[:sep.end() if sep else m.end()], _agency(m["agency"])
    return "", ""


def dateline_outlet(paragraphs: list[str]) -> str:
    """The agency a dateline credits: "BAGHDAD (Reuters) -", "(CNN) -", "CAIRO - AFP:",
    "بغداد (رويترز) -", "دمشق - وكالة الأنباء السورية:"; "" when none does.

    Only the opening of the first paragraphs counts, and only in a dateline's shape: a
    place (or nothing) then the credit, then a dash or colon. "(AFP)" inside a sentence
    ("the agency (AFP) said") is a mention, not the article's source.
    """
    return next((agency for p in paragraphs[:DATELINE_LOOKAHEAD]
                 for _, agency in [_dateline(p)] if agency), "")


def dateline(text: str) -> str:
    """The dateline opening one of ``text``'s first paragraphs, as written ("BEIRUT (AP) -
    "), or "": a statement quoted from the lead starts after it."""
    paragraphs = [p.strip() for p in text.split("\n\n")[:DATELINE_LOOKAHEAD + 1]]
    return next((d.strip() for p in paragraphs for d, _ in [_dateline(p)] if d), "")


# --------------------------------------------------------------------------- language

# Languages we read and mark (with every language pack's); only those with a pack are analyzed.
DETECTED = ("ENGLISH", "ARABIC", "FRENCH", "GERMAN", "SPANISH", "ITALIAN", "PORTUGUESE",
            "DUTCH", "RUSSIAN", "UKRAINIAN", "TURKISH", "PERSIAN", "URDU", "HEBREW", "CHINESE",
            "JAPANESE", "KOREAN", "HINDI", "INDONESIAN", "GREEK", "POLISH", "SWEDISH")


def _detector() -> LanguageDetector:
    """Restricted to ``DETECTED`` and the languages of the packs (one more pack: a new
    detector)."""
    return _detector_of(tuple(dict.fromkeys([*DETECTED,
                                             *(p.lingua for p in lang.packs().values())])))


@lru_cache(maxsize=2)
def _detector_of(names: tuple[str, ...]) -> LanguageDetector:
    """Built once per set of languages, lazily (models load on first use)."""
    from lingua import Language, LanguageDetectorBuilder

    langs = [getattr(Language, name) for name in names]
    # Low-accuracy mode (trigrams only) loads in ~0.4 s and ~40 MB instead of ~10 s and
    # ~300 MB for these languages, and is reliable on article-length text.
    return LanguageDetectorBuilder.from_languages(*langs).with_low_accuracy_mode().build()


def detect_language(text: str) -> str:
    """ISO 639-1 code of ``text``'s main language, or "und" when there is too little.

    Capitalized words are mostly names, and names are not evidence of a language: an
    English results table full of Dutch club names must still read as English. So the
    detector sees the words without capitals (function words, verbs) when there are
    enough of them; scripts without case (Arabic) keep every word.
    """
    sample = text[:LANGUAGE_SAMPLE]
    if sum(c.isalpha() for c in sample) < MIN_LETTERS_FOR_LANGUAGE:
        return "und"
    plain = " ".join(w for w in sample.split() if not any(c.isupper() for c in w))
    detector = _detector()
    if sum(c.isalpha() for c in plain) >= MIN_LETTERS_FOR_LANGUAGE:
        ranked = detector.compute_language_confidence_values(plain)
        if ranked and ranked[0].value >= 0.5:
            return ranked[0].language.iso_code_639_1.name.lower()
    lang = detector.detect_language_of(sample)
    if lang is None:
        return "und"
    return lang.iso_code_639_1.name.lower()
