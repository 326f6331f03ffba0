"""The contract every language pack fulfils, as spaCy's ``Language.Defaults`` does.

A pack is a folder ``reports/lang/<code>/`` whose ``__init__.py`` defines ``PACK``, a
``LanguagePack``: everything the rest of the service needs to know about one language.
Stages outside ``reports/lang/`` never compare language codes or hold word lists or
letter tables; they ask the article's pack. A field left at its default means "nothing
special": no clitics, no titles, the shared analysis steps.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

# The analysis steps, in the order they run; each reads what the earlier ones found.
STEPS = ("entities", "claims", "figures", "summary")


def plain_fold(text: str) -> str:
    """Case- and accent-insensitive key (the default fold of a Latin-script language)."""
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c))
    return " ".join("".join(c if c.isalnum() else " " for c in text.casefold()).split())


def no_clitics(word: str) -> str:
    return word


def blank_model(code: str) -> Callable[[], Any]:
    """A loader for spaCy's blank pipeline of ``code`` with a sentencizer: tokens and
    sentences, no statistical model (a pack starts there and adds a model later)."""
    def load() -> Any:
        import spacy

        nlp = spacy.blank(code)
        nlp.add_pipe("sentencizer")
        return nlp
    return load


@dataclass(frozen=True)
class LanguagePack:
    """One language: its identity, its model, its words, and its analysis steps."""

    code: str  # ISO 639-1, as the language detector reports it
    name: str  # in English, e.g. "Arabic"
    lingua: str  # the language detector's name for it, e.g. "ARABIC"
    direction: str = "ltr"
    script: str = "latn"  # "latn" | "arab" ...: the script its names are written in
    load_model: Callable[[], Any] | None = None  # spaCy pipeline; None: blank_model(code)
    entity_labels: Mapping[str, str] = field(default_factory=dict)  # model label -> kind
    fold: Callable[[str], str] = plain_fold  # matching key of a name or word
    strip_clitics: Callable[[str], str] = no_clitics  # glued conjunctions, articles
    titles: frozenset[str] = frozenset()  # honorifics and offices written before names
    name_prefixes: frozenset[str] = frozenset()  # other words before a name, not of it
    # a word after a title that still belongs to it (Arabic: the nisba "الرئيس السوري")
    continues_title: Callable[[str], bool] = lambda word: False
    stop_words: frozenset[str] = frozenset()
    number_words: Mapping[str, float] = field(default_factory=dict)  # "two" -> 2
    measures: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # killed: stems
    demonyms: tuple[tuple[str, str], ...] = ()  # adjective -> country suffix rules
    skeleton: Callable[[str], str] | None = None  # consonant skeleton across scripts
    steps: Mapping[str, Callable[..., Any]] = field(default_factory=dict)  # overrides
    labels: Mapping[str, str] = field(default_factory=dict)  # the digest's words
    months: tuple[str, ...] = ()  # January..December in this language
    weekdays: tuple[str, ...] = ()  # Monday..Sunday
    debris: Any = None  # sources.DebrisWords of this language's page furniture
    capital_phrase: Any = None  # regex: "the Syrian capital" with group "adj"

    def model(self) -> Any:
        """The spaCy pipeline (loaded by the caller once per process)."""
        return (self.load_model or blank_model(self.code))()
