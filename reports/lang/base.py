"""The contract every language pack fulfils, as spaCy's ``Language.Defaults`` does.

A pack is a folder ``reports/lang/<code>/`` whose ``__init__.py`` defines ``PACK``, a
``LanguagePack``: everything the rest of the service needs to know about one language.
Stages outside ``reports/lang/`` never compare language codes or hold word lists or
letter tables; they ask the article's pack. A field left at its default means "nothing
special": no clitics, no titles, the shared analysis steps.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from ..text import fold as plain_fold

# The analysis steps, in the order they run; each reads what the earlier ones found
# ("responsibility" names the organizations "entities" found).
STEPS = ("entities", "claims", "figures", "responsibility", "summary")


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


@cache
def spacy_stop_words(code: str) -> frozenset[str]:
    """spaCy's stop words of ``code``, read from its data module without importing spaCy
    itself (0.6 s that a process linking a few new articles has no other use for); read
    once a process (stories ask for them for every article and figure)."""
    spec = importlib.util.find_spec("spacy")  # found, not imported
    path = Path(spec.origin).parent / "lang" / code / "stop_words.py" if spec else None
    try:
        space: dict[str, Any] = {}
        exec(compile(path.read_text(encoding="utf-8"), str(path), "exec"), space)  # noqa: S102
        return frozenset(space["STOP_WORDS"])
    except Exception:  # noqa: BLE001 - a spaCy whose data module imports: import it
        module = importlib.import_module(f"spacy.lang.{code}.stop_words")
        return frozenset(module.STOP_WORDS)


@dataclass(frozen=True, eq=False)  # one object per language: compared and hashed by identity
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
    stop_words: Callable[[], frozenset[str]] = frozenset  # loaded when first needed
    anaphora: frozenset[str] = frozenset()  # words that open a sentence leaning on another
    number_words: Mapping[str, float] = field(default_factory=dict)  # "two" -> 2
    measures: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # killed: stems
    # events: the kind an article reports (attack: stems) and the lead's day words
    # ("yesterday": -1), for linking reports of one event (``reports.events``)
    event_kinds: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    day_words: Mapping[str, int] = field(default_factory=dict)
    # the words that put a day's mention in its evening or night ("Friday night", "late
    # Friday", "مساء الجمعة"), folded; a day word may itself be one ("overnight")
    night_words: frozenset[str] = frozenset()
    # corroboration: words of a sentence about an earlier event (``events.own_figures``:
    # "earlier", "since", "start" and "time" phrases), counted nouns that name no group
    # ("people", "أشخاص"), and the kinds of group a count can be of ("military": soldiers)
    background_words: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # the number that is the news (``stories.facts``: a story's figures, key ones first):
    # words beside a magnitude ("magnitude", "بقوة"), a vote share ("of the vote"), a rate
    key_figure_words: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    generic_subjects: frozenset[str] = frozenset()
    subject_kinds: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # security: stems
    # places: words around a name that are not part of it ("the", "province" / "مدينة"),
    # whether near spellings may match, and the country names a nationality adjective
    # may come from ("Lebanese" -> "Lebanon"; "السورية" -> "سوريا")
    place_prefixes: frozenset[str] = frozenset()
    place_suffixes: frozenset[str] = frozenset()
    fuzzy_places: bool = True
    demonym_countries: Callable[[str], list[str]] = lambda adjective: []
    variants: Callable[[str], tuple[str, ...]] = lambda word: (word,)  # readings of a word
    # readings of a noun without what is glued to it (clitics, possessive endings)
    stems: Callable[[str], tuple[str, ...]] = lambda word: (word,)
    skeleton: Callable[[str], str] | None = None  # consonant skeleton across scripts
    steps: Mapping[str, Callable[..., Any]] = field(default_factory=dict)  # overrides
    # the digest in this language: its words (a missing one falls back to the default
    # language's), language names, month and weekday names, unit names, counted nouns
    labels: Mapping[str, str] = field(default_factory=dict)
    language_names: Mapping[str, str] = field(default_factory=dict)
    months: tuple[str, ...] = ()  # January..December
    # the month names sources write, every form and calendar of the language -> 1..12
    # (dates of datelines and date lines: "Jan 17", "17 كانون الثاني 2025")
    month_words: Mapping[str, int] = field(default_factory=dict)
    weekdays: tuple[str, ...] = ()  # Monday..Sunday
    short_months: tuple[str, ...] = ()  # for chart axes; the months themselves when empty
    # ISO 3166-1 alpha-2 code -> the country's name; pycountry's ISO name where it has none
    country_names: Mapping[str, str] = field(default_factory=dict)
    units: Mapping[str, str] = field(default_factory=dict)
    # what figures count, by concept ("mm", "soldiers": every pack's keys), its forms in
    # this language, the first as a digest in it says it: the gloss of another
    # language's counted noun or unit ("180 مليمترا" -> "millimetres")
    glosses: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # institutions known by name, by concept ("red_crescent": every pack's keys), the
    # first as a digest in this language names it ("الهلال الأحمر" -> "Red Crescent")
    institutions: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # a name in Latin letters, for readers of a digest in another language; None: none
    romanize: Callable[[str], str] | None = None
    # a name in this language's script for a Latin-script reader, by entity kind
    # ("person", "place", "organization"): translated or transliterated; None: romanize
    to_latin: Callable[[str, str], str] | None = None
    # the Latin-script name of a place or an organization written in this language's
    # script when its tables know it ("الأمم المتحدة" -> "United Nations"), else None
    translated: Callable[[str], str | None] | None = None
    # the Latin-script name of an organization: ``translated``'s, also after a head word
    # ("حركة طالبان" -> "Taliban"), or read from its words ("مجلس محافظة بغداد" ->
    # "Baghdad Provincial Council"); None when neither (a transliteration is no name)
    composed: Callable[[str], str | None] | None = None
    # a name in Latin letters in this language's script when it is known, else None
    from_latin: Callable[[str, str], str | None] | None = None
    # a person's Latin-script name spelled in this language's script by a learned model,
    # known words or not ("Nigel Farage" -> نايجل فاراج), each usual spelling of it:
    # what linking meets it on in this script
    spell_latin: Callable[[str], tuple[str, ...]] | None = None
    # a name without a conjunction or preposition glued to its first word ("للاتحاد
    # الأوروبي" -> "الاتحاد الأوروبي"); None: names carry no such clitics
    unglue: Callable[[str], str] | None = None
    # the word a body's names use for what a definite description of it says it is
    # ("The lender" -> "bank", "the bank" -> "bank"), "" for any other speaker; None: none
    body_word: Callable[[str], str] | None = None
    count: Callable[[int, str], str] | None = None  # "4 sources"; None: no plural rules
    quotes: tuple[str, str] = ("“", "”")  # the quotation marks a quote is shown in
    debris: Any = None  # sources.DebrisWords of this language's page furniture
    capital_phrase: Any = None  # regex: "the Syrian capital" with group "adj"

    def model(self) -> Any:
        """The spaCy pipeline (loaded by the caller once per process)."""
        return (self.load_model or blank_model(self.code))()
