"""Extractive summary in the article's language.

Sentences are ranked, not just taken from the top: the score mixes
- centrality: TextRank over a TF-IDF cosine-similarity graph of the sentences (a sentence
  that shares vocabulary with many others carries the story);
- headline overlap: cosine similarity with the headline;
- entity and figure density: sentences naming the article's people, organizations, places
  and numbers carry the facts a briefing needs;
- a position prior: news puts the important things early, but not only in the lead.
Then MMR (maximal marginal relevance) picks ``size`` sentences, each time trading score
against similarity to those already picked, so the summary does not say the same thing
twice. The headline itself, bullets, link lines, captions and very short lines are never
picked; the result keeps the article's order.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from functools import cache

from .. import lang
from ..lang.base import LanguagePack
from ..model import Entity, Figure
from .nlp import Parsed, rejoin_decimals

__all__ = ["summarize"]

WEIGHTS = {"central": 0.35, "title": 0.2, "entities": 0.15, "figures": 0.1, "position": 0.2}
MMR_LAMBDA = 0.7
NEAR_DUPLICATE = 0.8  # cosine above which a sentence repeats one already picked
MIN_WORDS = 6
MAX_WORDS = 80  # run-on "sentences" (tables, lists glued together) read badly in a summary

ANAPHORA_PENALTY = 0.75
_WORD = re.compile(r"[^\W\d_]+")
_BULLET = re.compile(r"^\s*[•·▪►◦*–—-]\s")
_FRAGMENT = re.compile(r"^\W*\w{1,2}\s*:\s")  # "أ: بعث ..." after "ق. ن. أ:" was split


def _fold(word: str, pack: LanguagePack | None) -> str:
    return pack.fold(word) if pack else word.lower()


@cache
def _stop_words(pack: LanguagePack | None) -> frozenset[str]:
    """The pack's stop words in the spelling ``_fold`` gives; none without a pack."""
    return frozenset(_fold(w, pack) for w in pack.stop_words()) if pack else frozenset()


def _terms(text: str, pack: LanguagePack | None) -> list[str]:
    """Content words of ``text``: folded, stop words dropped, glued clitics stripped."""
    stop = _stop_words(pack)
    out = []
    for w in _WORD.findall(text):
        w = _fold(w, pack)
        if w in stop or len(w) < 2:
            continue
        if pack is not None:
            stem = pack.strip_clitics(w)
            if stem != w and len(stem) >= 3:
                w = stem
                if w in stop:
                    continue
        out.append(w)
    return out


def _tfidf(docs: list[list[str]]) -> list[dict[str, float]]:
    """L2-normalized TF-IDF vectors (log-scaled term frequency, smoothed idf)."""
    n = len(docs)
    df = Counter(t for d in docs for t in set(d))
    vecs = []
    for d in docs:
        tf = Counter(d)
        v = {t: (1 + math.log(c)) * (math.log((1 + n) / (1 + df[t])) + 1) for t, c in tf.items()}
        norm = math.sqrt(sum(x * x for x in v.values())) or 1.0
        vecs.append({t: x / norm for t, x in v.items()})
    return vecs


def _cos(a: dict[str, float], b: dict[str, float]) -> float:
    if len(a) > len(b):
        a, b = b, a
    return sum(x * b.get(t, 0.0) for t, x in a.items())


def _textrank(sim: list[list[float]], damping: float = 0.85, iterations: int = 50) -> list[float]:
    """PageRank over the weighted sentence graph (power iteration)."""
    n = len(sim)
    if n == 0:
        return []
    out_w = [sum(row) for row in sim]
    score = [1.0 / n] * n
    for _ in range(iterations):
        new = []
        for i in range(n):
            s = sum(sim[j][i] / out_w[j] * score[j] for j in range(n) if sim[j][i] and out_w[j])
            new.append((1 - damping) / n + damping * s)
        delta = sum(abs(a - b) for a, b in zip(new, score))
        score = new
        if delta < 1e-6:
            break
    return score


def _scale(values: list[float]) -> list[float]:
    hi, lo = max(values, default=0.0), min(values, default=0.0)
    if hi - lo < 1e-12:
        return [0.0 for _ in values]
    return [(v - lo) / (hi - lo) for v in values]


def _eligible(text: str, title: str) -> bool:
    """Body sentences worth showing: not the headline, a bullet, a link or a short line."""
    words = text.split()
    if text.strip() == title.strip() or len(words) < MIN_WORDS or len(words) > MAX_WORDS:
        return False
    if _BULLET.match(text) or text.rstrip().endswith(":") or _FRAGMENT.match(text):
        return False  # bullets; lines that only introduce what follows; split abbreviations
    letters = [w for w in words if w[:1].isalpha()]
    caps = sum(1 for w in letters if w[:1].isupper())
    # a Title Case line without final punctuation is a headline or a link
    return not (letters and caps / len(letters) > 0.7
                and not text.rstrip().endswith((".", "!", "?", "؟", '"', "”", "»", "'")))


MAX_CANDIDATES = 200


def summarize(parsed: Parsed, title: str, entities: tuple[Entity, ...],
              figures: tuple[Figure, ...], size: int = 4) -> tuple[str, ...]:
    """Up to ``size`` sentences that best cover the article, in their original order."""
    sentences, where = rejoin_decimals(parsed)
    pack = lang.get(parsed.language)
    # the similarity graph is n x n: a very long text (a report, a transcript) is summarized
    # from its first MAX_CANDIDATES eligible sentences, where news puts what matters
    candidates = [i for i, s in enumerate(sentences) if _eligible(s.text, title)]
    candidates = candidates[:MAX_CANDIDATES]
    if not candidates:
        return ()
    size = max(1, size)
    terms = [_terms(s.text, pack) for s in sentences]
    vecs = _tfidf(terms + [_terms(title, pack)])
    title_vec = vecs.pop()
    cand_vecs = [vecs[i] for i in candidates]
    n = len(candidates)
    sim = [[0.0 if a == b else _cos(cand_vecs[a], cand_vecs[b]) for b in range(n)]
           for a in range(n)]
    central = _scale(_textrank(sim))
    to_title = _scale([_cos(v, title_vec) for v in cand_vecs]) if title else [0.0] * n

    ent_count: Counter[int] = Counter()
    for e in entities:
        for idx in set(e.sentences):
            if idx in where:
                ent_count[where[idx]] += 1
    fig_count: Counter[int] = Counter(
        where[f.sentence_index] for f in figures if f.sentence_index in where)
    # densities per word, so that long sentences do not win by length alone
    ent = _scale([ent_count[i] / math.sqrt(len(sentences[i].text.split()))
                  for i in candidates])
    fig = _scale([min(fig_count[i], 3) for i in candidates])
    position = [1.0 / math.sqrt(1 + rank) for rank in range(n)]

    score = [WEIGHTS["central"] * central[k] + WEIGHTS["title"] * to_title[k]
             + WEIGHTS["entities"] * ent[k] + WEIGHTS["figures"] * fig[k]
             + WEIGHTS["position"] * position[k] for k in range(n)]
    # a sentence opening on a pronoun or a connective leans on one the reader won't see
    for k, i in enumerate(candidates):
        first = _WORD.findall(sentences[i].text[:40])[:1]
        if first and pack is not None and _fold(first[0], pack) in pack.anaphora:
            score[k] *= ANAPHORA_PENALTY

    chosen: list[int] = []
    while len(chosen) < min(size, n):
        best, best_val = -1, -math.inf
        for k in range(n):
            if k in chosen:
                continue
            redundancy = max((sim[k][c] for c in chosen), default=0.0)
            if redundancy > NEAR_DUPLICATE:
                continue
            val = MMR_LAMBDA * score[k] - (1 - MMR_LAMBDA) * redundancy
            if val > best_val:
                best, best_val = k, val
        if best < 0:
            break  # only near-duplicates left
        chosen.append(best)
    return tuple(sentences[candidates[k]].text for k in sorted(chosen))
