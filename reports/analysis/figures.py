"""Numbers that matter: value, what they count, qualifier, sentence. The shared part.

A figure is a quantity a reader would quote: counts of people or things, money, percentages,
durations and distances, ages of people. Numbers that only locate or name something are not
figures: years, dates, times, ordinals, labels ("Article 5", "G8"), gallery counters
("5 of 5"), list numbering. Each figure is reported once per article (headlines and quotes
repeat them). A language pack's figures step finds the candidates in a sentence (its
``finder``), which also sets the measure each figure counts from its own reading (English
and Arabic read it from the parse or their word classes); ``extract`` here skips page
debris and removes repeats, and only a figure the finder left without a measure gets one
from the pack's measure stems (``measure_of``).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace

from ..model import Figure, Sentence
from .nlp import Parsed

log = logging.getLogger(__name__)

__all__ = ["MEASURE_KEYS", "Found", "extract", "figure", "measure_of", "to_number"]

# The language-neutral measures a figure can count (``Figure.measure``), with what each
# means. Every pack reads its own words into these keys and every pack's ``labels.py``
# names each key in its language as ``LABELS["measure_<key>"]`` (English:
# ``reports/lang/en/labels.py`` MEASURE_LABELS), so a figure read in one language is
# shown in the reader's. Age and duration are kept apart from counts of people:
# "a nine-year-old" is an age, never a toll.
MEASURE_KEYS: dict[str, str] = {
    "killed": "people killed or dead (a toll)",
    "wounded": "people wounded or injured",
    "casualties": "people killed or wounded, not said which",
    "arrested": "people arrested, detained, held or jailed",
    "missing": "people missing or unaccounted for",
    "hostages": "people taken or held hostage, abducted, kidnapped",
    "rescued": "people rescued or liberated (from rubble, a fire, their captors)",
    "freed": "people freed or released (prisoners, hostages let go)",
    "defected": "soldiers or officials who defected or deserted",
    "displaced": "people displaced, fled, refugees, evacuated",
    "protesters": "people protesting or demonstrating",
    "troops": "soldiers, troops, fighters, police deployed or present",
    "inhabitants": "population, inhabitants, residents of a place",
    "people": "other counts of people (voters, workers, members ...)",
    "countries": "countries, states or nations",
    "attacks": "attacks, strikes, raids, explosions",
    "votes": "votes, ballots or seats",
    "money": "an amount of money (its currency in Figure.unit)",
    "percent": "a percentage",
    "age": "a person's age in years",
    "duration": "a length of time (years, months, days, hours ...)",
    "distance": "a length or distance (km, miles, feet ...)",
    "area": "an area (hectares, acres, square km ...)",
    "weight": "a weight or mass (tonnes, kg ...)",
    "count": "a count of other things (buildings, vehicles, cases ...)",
}


@dataclass(frozen=True)
class Found:
    """A figure before de-duplication; ``key`` says which earlier figure it repeats."""

    figure: Figure
    key: tuple


def extract(parsed: Parsed, finder: Callable[[Parsed, Sentence], Iterable[Found]],
            measures: Mapping[str, tuple[str, ...]],
            sentences: Iterable[Sentence] | None = None) -> tuple[Figure, ...]:
    """Figures of one article in text order, each value (or range) reported once per thing
    counted, each with the measure it counts ("killed", "money" ...). Never raises: a
    sentence whose numbers the finder cannot read loses those numbers only (logged at
    debug level), and the rest of the briefing is made."""
    found: list[Found] = []
    for sent in parsed.sentences if sentences is None else sentences:
        if _is_debris(sent.text):
            continue
        try:
            found.extend(finder(parsed, sent))
        except Exception as e:  # noqa: BLE001 - one unreadable number never loses an article
            log.debug("figures of sentence %d skipped: %r", sent.index, e)
    return tuple(replace(f, measure=measure_of(f, measures)) for f in _dedupe(found))


def measure_of(figure: Figure, measures: Mapping[str, tuple[str, ...]]) -> str:
    """The measure a figure counts, or "" when unknown. The pack's figures step sets it
    from the parse (the verb or noun that governs the number), and that wins; a figure
    without one (an older record, a pack without a parse) falls back to a stem in what it
    counts and its unit, then in the words around the number (which can belong to another
    number: a pack with a parse sets the measure of every figure it can)."""
    if figure.measure:
        return figure.measure
    what = f" {figure.what} {figure.unit} ".lower()
    for measure, stems in measures.items():
        if any(s in what for s in stems):
            return measure
    window = figure.sentence.lower()
    pos = window.find(figure.text.lower()) if figure.text else -1
    if pos >= 0:
        window = window[max(0, pos - 40):pos + len(figure.text) + 60]
    for measure, stems in measures.items():
        if any(s in window for s in stems):
            return measure
    return ""


def _dedupe(found: list[Found]) -> tuple[Figure, ...]:
    """Drop repeats: same money/percent value, or same value counting the same thing. A
    range is its own value: "20-30" repeats neither 20 nor 30."""
    seen: set[tuple] = set()
    values: set[tuple[float, float | None]] = set()
    out: list[Figure] = []
    for f in found:
        v = (f.figure.value, f.figure.high)
        if f.key in seen or (not f.figure.what and v in values):
            continue
        seen.add(f.key)
        values.add(v)
        out.append(f.figure)
    return tuple(out)


_BULLET = re.compile(r"^\s*[•·▪►◦*–—-]\s*")
_GALLERY = re.compile(r"\b\d+\s+(?:of|من)\s+\d+\b")


def _is_debris(text: str) -> bool:
    """Related-link bullets in Title Case, gallery counters ("5 of 5 |"), page furniture."""
    if _BULLET.match(text):
        words = [w for w in _BULLET.sub("", text).split() if w[:1].isalpha()]
        caps = sum(1 for w in words if w[0].isupper())
        if words and caps / len(words) >= 0.6 and not text.rstrip().endswith((".", '"', "”")):
            return True
    return bool(_GALLERY.search(text)) and len(text.split()) <= 8


def to_number(text: str) -> float:
    return float(text.replace(",", ""))


def figure(sent_text: str, index: int, value: float, unit: str, what: str, approx: str,
            text: str) -> Figure:
    return Figure(value=value, unit=unit, what=what.strip(), approx=approx, text=text.strip(),
                  sentence=sent_text, sentence_index=index)
