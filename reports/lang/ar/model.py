"""The Arabic pipeline: the entity model ``make models`` trains and ships inside the package
(``reports/models/ar_ner``), with punctuation sentence splitting repaired for Arabic news."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

AR_MODEL_DIR = Path(__file__).resolve().parents[2] / "models" / "ar_ner"
SENTENCE_ENDS = [".", "!", "?", "؟", "!", "\n"]


def load() -> Any:
    import spacy

    if AR_MODEL_DIR.exists():
        nlp = spacy.load(AR_MODEL_DIR)
    else:  # still usable: gazetteers and rules do the entity work
        log.warning("Arabic NER model missing at %s; run `make models`", AR_MODEL_DIR)
        nlp = spacy.blank("ar")
    if "sentencizer" not in nlp.pipe_names and "parser" not in nlp.pipe_names:
        nlp.add_pipe("sentencizer", first=True, config={"punct_chars": SENTENCE_ENDS})
    if "sentencizer" in nlp.pipe_names:
        _register_sentence_fixes()
        nlp.add_pipe("reports_sentence_fixes", after="sentencizer")
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
