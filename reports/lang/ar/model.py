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

    register_architectures()
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


# --------------------------------------------------------------------------- features
# Arabic glues conjunctions (و ف), prepositions (ب ل ك) and the article (ال) to the next
# word, so "وبفولكسفاجن" and "فولكسفاجن" share nothing at the word's start, and a hashed
# whole-word embedding sees two unrelated words. The embedding below adds what the word
# says once its clitics are taken off: the stem, the stem's first and last letters, and
# which clitics were glued. It is computed from the token text alone (no word list, no
# label), so it behaves the same on any text.

N_CLITIC_FEATURES = 7


def clitic_features(text: str) -> tuple[str, ...]:
    """(stem, stem[:2], stem[:3], stem[-2:], stem[-3:], clitics, shape) of a token:
    "وبالولايات" -> ("ولايات", "ول", "ولا", "ات", "يات", "و+ب+ال", "ar5")."""
    from .normalize import norm
    from .words import ARTICLE, CONJUNCTIONS, PREPOSITIONS

    w = norm(text)
    stem, clitics = w, []
    if len(stem) > 3 and stem[0] in CONJUNCTIONS:
        clitics.append(stem[0])
        stem = stem[1:]
    if stem.startswith("لل") and len(stem) > 4:  # li + al: "للولايات"
        clitics += ["ل", ARTICLE]
        stem = stem[2:]
    else:
        if len(stem) > 3 and stem[0] in PREPOSITIONS:
            # a preposition only when the article or a long enough stem follows
            if stem[1:].startswith(ARTICLE) or len(stem) > 5:
                clitics.append(stem[0])
                stem = stem[1:]
        if stem.startswith(ARTICLE) and len(stem) > 4:
            clitics.append(ARTICLE)
            stem = stem[2:]
    if any("\u0621" <= ch <= "\u064a" for ch in stem):
        script = "ar"
    elif any(ch.isalpha() for ch in stem):
        script = "latin" if not stem.isupper() else "LATIN"
    elif any(ch.isdigit() for ch in stem):
        script = "digit"
    else:
        script = "punct"
    shape = f"{script}{min(len(stem), 9)}"
    return (stem, stem[:2], stem[:3], stem[-2:], stem[-3:], "+".join(clitics), shape)


def register_architectures() -> None:
    """Register ``reports.ArabicEmbed.v1`` (used by ``scripts/ar_ner.cfg``) with spaCy;
    ``load`` and ``scripts/train_ar.py`` call it before they build the pipeline."""
    from spacy.util import registry

    if "reports.ArabicEmbed.v1" in registry.architectures:
        return
    registry.architectures.register("reports.ArabicEmbed.v1", func=_arabic_embed)


def _clitic_feature_extractor() -> Any:
    from functools import lru_cache

    import numpy
    from spacy.strings import hash_string
    from thinc.api import Model

    @lru_cache(maxsize=200_000)
    def row(text: str) -> tuple[int, ...]:
        return tuple(hash_string(f"{i}:{f}") for i, f in enumerate(clitic_features(text)))

    def forward(model, docs, is_train):  # type: ignore[no-untyped-def]
        out = []
        for doc in docs:
            arr = numpy.asarray([row(t.text) for t in doc], dtype="uint64")
            arr = arr.reshape((len(doc), N_CLITIC_FEATURES))
            out.append(model.ops.asarray2i(arr, dtype="uint64"))
        return out, lambda d_features: []

    return Model("clitic_features", forward)


def _arabic_embed(width: int, rows: int, nM: int, nC: int, stem_rows: int,
                  affix_rows: int, affix_width: int) -> Any:
    """spaCy's CharacterEmbed (the word's first and last letters and a hashed word
    embedding) concatenated with hashed embeddings of ``clitic_features``, mixed by one
    maxout layer to ``width``."""
    from spacy.attrs import NORM
    from spacy.ml import _character_embed
    from spacy.ml.featureextractor import FeatureExtractor
    from thinc.api import HashEmbed, Maxout, chain, concatenate, list2ragged, ragged2list, with_array

    char_embed = chain(_character_embed.CharacterEmbed(nM=nM, nC=nC), list2ragged())
    word_embed = chain(FeatureExtractor([NORM]), list2ragged(),
                       with_array(HashEmbed(nO=width, nV=rows, column=0, seed=5)))
    widths = [width, affix_width, affix_width, affix_width, affix_width, 16, 16]
    table = [stem_rows, affix_rows, affix_rows, affix_rows, affix_rows, 200, 200]
    clitic_embed = chain(
        _clitic_feature_extractor(), list2ragged(),
        with_array(concatenate(*[HashEmbed(nO=w, nV=r, column=i, seed=21 + i)
                                 for i, (w, r) in enumerate(zip(widths, table))])))
    n_in = nM * nC + width + sum(widths)
    return chain(concatenate(char_embed, word_embed, clitic_embed),
                 with_array(Maxout(width, n_in, nP=3, normalize=True, dropout=0.0)),
                 ragged2list())
