"""Load the language pipelines once per process and parse text into sentences.

spaCy is imported lazily so that ``reports --help`` stays fast. Nothing is downloaded:
each language pack loads its own model (``LanguagePack.load_model``) from a package or
from files shipped inside this one.
"""

from __future__ import annotations

import logging
import re
import time
from dataclasses import dataclass
from functools import cache
from typing import Any

from ..model import Sentence

log = logging.getLogger(__name__)

@dataclass(frozen=True)
class Parsed:
    """Text of one article with its spaCy Doc and sentences, shared by all extractors."""

    text: str
    language: str
    doc: Any  # spacy.tokens.Doc
    sentences: tuple[Sentence, ...]


@cache
def pipeline(language: str) -> Any:
    """The spaCy pipeline of ``language``'s pack, loaded once per process; a language
    without a pack gets spaCy's multilingual tokenizer and a sentencizer."""
    from .. import lang

    pack = lang.get(language)
    if pack is not None:
        nlp = pack.model()
    else:
        import spacy

        nlp = spacy.blank("xx")
        nlp.add_pipe("sentencizer")
    nlp.max_length = 5_000_000
    return nlp


_PARAGRAPH = re.compile(r"\n\s*\n")
# spaCy's memory grows with the length of one Doc (1.9 GB for one 610 KB article), so a
# long text is parsed in pieces of whole paragraphs; a news article is one piece.
CHUNK_CHARS = 20_000
_CUTS = (re.compile(r"\n[ \t]*\n\s*"), re.compile(r"[.!?؟]\s+"), re.compile(r"\s+"))


def chunks(text: str, limit: int = CHUNK_CHARS) -> list[str]:
    """``text`` in consecutive pieces of at most ``limit`` characters that join back to
    it: cut after the last paragraph break that fits, else a sentence end, else a space."""
    out: list[str] = []
    start = 0
    while len(text) - start > limit:
        window = text[start:start + limit]
        cut = limit
        for pattern in _CUTS:
            ends = [m.end() for m in pattern.finditer(window) if m.start() > 0]
            if ends:
                cut = ends[-1]
                break
        out.append(text[start:start + cut])
        start += cut
    out.append(text[start:])
    return out


def parse(text: str, language: str, deadline: float | None = None) -> Parsed:
    """Parse ``text``; sentences never cross a paragraph break (headline, list items).

    Past ``deadline`` (``time.monotonic()``) no further piece is parsed: the result then
    covers a prefix of ``text`` (``Parsed.text``), which callers report as truncated.
    """
    from spacy.tokens import Doc

    docs = []
    for piece in pipeline(language).pipe(chunks(text), batch_size=1):
        docs.append(piece)
        if deadline is not None and time.monotonic() > deadline:
            break
    doc = docs[0] if len(docs) == 1 else Doc.from_docs(docs, ensure_whitespace=False)
    return parsed_doc(doc, language)


def parsed_doc(doc: Any, language: str) -> Parsed:
    """``Parsed`` of an already parsed Doc (the training scripts cache their parses)."""
    text = doc.text
    sentences: list[Sentence] = []
    for sent in doc.sents:
        start = sent.start_char
        # split again at blank lines the statistical splitter ran across
        for piece in _PARAGRAPH.split(text[start:sent.end_char]):
            stripped = piece.strip()
            if not stripped:
                continue
            s = text.index(stripped, start)
            sentences.append(Sentence(len(sentences), stripped, s, s + len(stripped)))
            start = s + len(stripped)
    return Parsed(text, language, doc, tuple(sentences))


_SPLIT_DECIMAL = re.compile(r"\d\s*\.$")


def rejoin_decimals(parsed: Parsed) -> tuple[list[Sentence], dict[int, int]]:
    """Sentences with decimals cut by a splitter glued back ("63. | 20 دولارا": ANERcorp
    writes a space after the point), and the map from an original sentence index to its
    (possibly merged) sentence."""
    out: list[Sentence] = []
    where: dict[int, int] = {}
    for s in parsed.sentences:
        if out and _SPLIT_DECIMAL.search(out[-1].text) and s.text[:1].isdigit():
            prev = out.pop()
            s = Sentence(prev.index, parsed.text[prev.start:s.end], prev.start, s.end)
        out.append(s)
        where[s.index] = len(out) - 1
    for s in parsed.sentences:  # merged tails point at their merged sentence
        if s.index not in where:
            where[s.index] = max(v for k, v in where.items() if k <= s.index)
    return out, where
