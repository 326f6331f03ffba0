"""A learned Arabic -> Latin transliterator of name words, numpy-free and stdlib only.

Arabic writes no short vowels, so a letter-by-letter table cannot say "Cameron" for
كاميرون; the vowels English spellings put in are learned from aligned name pairs
(``scripts/build_names.py``): expectation-maximisation aligns each Arabic letter to the
English letters it becomes (0-3 of them: د -> "da", ا -> ""), and the segment each letter
becomes is then counted in its context (the letters before and after). Decoding is a beam
search over those segments; the candidates are rescored by how often each spelling is an
English name word in the pairs (a prior), and by the pair tables when the Arabic word is
in them, so a known word keeps its usual English form and an unknown one is spelled the
way such letters are most often spelled.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Iterable

MAX_SEG = 3
_MARKS = re.compile("[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]")
# The spellings the pairs mix for one letter (Persian kaf and yeh; ى is kept: it reads "a").
_LIGHT = str.maketrans({"ک": "ك", "ی": "ي", "ٱ": "ا", "ہ": "ه"})


def ar_word(w: str) -> str:
    """An Arabic word as the model reads it: no diacritics or tatweel, hamza kept (it
    tells the vowel: إبراهيم -> "ib...")."""
    return _MARKS.sub("", w).translate(_LIGHT).strip()


def en_word(w: str) -> str:
    """An English name word as the model writes it: ASCII lower-case letters only."""
    w = unicodedata.normalize("NFKD", w.casefold())
    return "".join(c for c in w if "a" <= c <= "z")


# -- learning ---------------------------------------------------------------------------

def _segments(e: str, j: int) -> Iterable[tuple[int, str]]:
    for k in range(0, MAX_SEG + 1):
        if j + k <= len(e):
            yield k, e[j:j + k]


def align_em(pairs: list[tuple[str, str]], rounds: int = 5) -> dict[tuple[str, str], float]:
    """P(segment | letter) by EM over monotone alignments of each pair (every English
    letter emitted once, in order, by one Arabic letter)."""
    prob: dict[tuple[str, str], float] = defaultdict(lambda: 0.01)
    for _ in range(rounds):
        counts: Counter[tuple[str, str]] = Counter()
        for a, e in pairs:
            n, m = len(a), len(e)
            fwd = [[0.0] * (m + 1) for _ in range(n + 1)]
            fwd[0][0] = 1.0
            for i in range(n):
                row, nxt = fwd[i], fwd[i + 1]
                for j in range(m + 1):
                    if row[j]:
                        for k, s in _segments(e, j):
                            nxt[j + k] += row[j] * prob[(a[i], s)]
            z = fwd[n][m]
            if not z:
                continue
            bwd = [[0.0] * (m + 1) for _ in range(n + 1)]
            bwd[n][m] = 1.0
            for i in range(n - 1, -1, -1):
                for j in range(m + 1):
                    bwd[i][j] = sum(prob[(a[i], s)] * bwd[i + 1][j + k] for k, s in _segments(e, j))
            for i in range(n):
                for j in range(m + 1):
                    if fwd[i][j]:
                        for k, s in _segments(e, j):
                            post = fwd[i][j] * prob[(a[i], s)] * bwd[i + 1][j + k] / z
                            if post > 1e-4:
                                counts[(a[i], s)] += post
        total: Counter[str] = Counter()
        for (c, _s), v in counts.items():
            total[c] += v
        prob = defaultdict(lambda: 1e-6, {(c, s): v / total[c] for (c, s), v in counts.items()})
    return prob


def viterbi(a: str, e: str, prob) -> list[str] | None:
    """The best segment for each letter of ``a`` spelling ``e``, or None."""
    n, m = len(a), len(e)
    best: list[dict[int, tuple[float, list[str]]]] = [{0: (0.0, [])}] + [{} for _ in range(n)]
    for i in range(n):
        for j, (sc, segs) in best[i].items():
            for k, s in _segments(e, j):
                p = prob.get((a[i], s)) if isinstance(prob, dict) else None
                if not p:
                    continue
                cand = sc + math.log(p)
                if j + k not in best[i + 1] or best[i + 1][j + k][0] < cand:
                    best[i + 1][j + k] = (cand, segs + [s])
    end = best[n].get(m)
    return end[1] if end else None


def context_counts(pairs: list[tuple[str, str]], prob) -> dict[str, dict[str, int]]:
    """Segment counts per letter in context: "c", "p<c", "c>n", "p<c>n", "pp<c>n"."""
    table: dict[str, Counter[str]] = defaultdict(Counter)
    plain = dict(prob)
    for a, e in pairs:
        segs = viterbi(a, e, plain)
        if segs is None:
            continue
        for i, s in enumerate(segs):
            for key in contexts(a, i):
                table[key][s] += 1
    return {k: dict(v) for k, v in table.items()}


def contexts(a: str, i: int) -> tuple[str, ...]:
    prev = a[i - 1] if i else "^"
    nxt = a[i + 1] if i + 1 < len(a) else "$"
    prev2 = a[i - 2] if i > 1 else "^"
    return (a[i], f"{prev}<{a[i]}", f"{a[i]}>{nxt}", f"{prev}<{a[i]}>{nxt}",
            f"{prev2}{prev}<{a[i]}>{nxt}")


def letter_counts(words: Iterable[str], order: int = 4) -> dict[str, int]:
    """Counts of English name-word letter n-grams up to ``order`` ("^" starts, "$" ends a
    word): the language model that keeps the decoder to spellings English names have."""
    counts: Counter[str] = Counter()
    for w in words:
        text = "^" * (order - 1) + w + "$"
        for i in range(order - 1, len(text)):
            for n in range(1, order + 1):
                counts[text[i - n + 1:i + 1]] += 1
    return dict(counts)


# -- decoding ---------------------------------------------------------------------------

class Transliterator:
    """The learned model: segment counts in context, English name-word frequencies (the
    prior) and known pairs (Arabic word -> English spellings with counts)."""

    def __init__(self, segments: dict[str, dict[str, int]], prior: dict[str, int],
                 known: dict[str, dict[str, int]], weights: tuple[float, ...] = (0.0, 1.0, 0.5),
                 letters: dict[str, int] | None = None):
        self.segments = segments
        self.letters = letters or {}
        self.order = max(map(len, self.letters), default=1)
        self.prior = prior
        self.prior_total = sum(prior.values()) or 1
        self.known = known
        self.weights = weights

    def _dist(self, a: str, i: int) -> dict[str, float]:
        """Segment probabilities for letter ``i``: the letter alone, then the letter beside
        the one before and the one after (the two averaged: both tell, "^<و" reads "w"),
        then both neighbours, each level mixed with the one below (Witten-Bell-like)."""
        keys = contexts(a, i)
        base = self._mix({}, keys[0])
        left, right = self._mix(base, keys[1]), self._mix(base, keys[2])
        dist = {s: (left.get(s, 0.0) + right.get(s, 0.0)) / 2 for s in set(left) | set(right)}
        for key in keys[3:]:
            dist = self._mix(dist, key)
        return dist

    def _mix(self, dist: dict[str, float], key: str) -> dict[str, float]:
        seen = self.segments.get(key)
        if not seen:
            return dist
        n = sum(seen.values())
        lam = n / (n + len(seen))
        out = {s: (1 - lam) * p for s, p in dist.items()}
        for s, c in seen.items():
            out[s] = out.get(s, 0.0) + lam * c / n
        return out

    def _letter(self, history: str, ch: str) -> float:
        """log P(ch | history) of the letter model, interpolated down to one letter."""
        p = (self.letters.get(ch, 0) + 1) / (self._unigrams() + 30)
        for n in range(1, min(self.order, len(history) + 1)):
            ctx = history[-n:]
            total = self.letters.get(ctx)
            if not total:
                break
            p = 0.7 * self.letters.get(ctx + ch, 0) / total + 0.3 * p
        return math.log(p)

    def _unigrams(self) -> int:
        if not hasattr(self, "_uni"):
            self._uni = sum(v for k, v in self.letters.items() if len(k) == 1) or 1
        return self._uni

    def _lm(self, text: str, start: int, end: bool = False) -> float:
        """Letter-model score of ``text[start:]`` (and the word's end) after ``text[:start]``."""
        pad = "^" * (self.order - 1) + text + ("$" if end else "")
        off = self.order - 1
        return sum(self._letter(pad[max(0, k - self.order + 1):k], pad[k])
                   for k in range(off + start, len(pad)))

    def beam(self, a: str, width: int = 16) -> list[tuple[float, str]]:
        """Spellings of ``a`` by segment model and (weight ``weights[2]``) letter model."""
        lm = self.weights[2] if len(self.weights) > 2 and self.letters else 0.0
        beams: list[tuple[float, str]] = [(0.0, "")]
        for i in range(len(a)):
            dist = self._dist(a, i)
            if not dist:
                continue
            top = sorted(dist.items(), key=lambda x: -x[1])[:6]
            grown: dict[str, float] = {}
            for sc, text in beams:
                for s, p in top:
                    t = text + s
                    v = sc + math.log(p)
                    if lm and s:
                        v += lm * self._lm(t, len(text))
                    if v > grown.get(t, -1e9):
                        grown[t] = v
            beams = sorted(((v, t) for t, v in grown.items()), reverse=True)[:width]
        if lm:
            beams = sorted(((v + lm * self._lm(t, len(t), end=True), t) for v, t in beams), reverse=True)
        return [(v, t) for v, t in beams if t]

    def word(self, w: str, use_known: bool = True) -> str:
        """The English spelling of one Arabic name word (lower case), "" if none."""
        a = ar_word(w)
        if not a:
            return ""
        cands = dict((t, v) for v, t in self.beam(a))
        known = self.known.get(a, {}) if use_known else {}
        floor = min(cands.values(), default=0.0) - 2.0
        wp, wk = self.weights[:2]
        best, best_score = "", -1e18
        if known:  # a word the pairs know: its usual spelling; of a tie, the spelling
            # more names use (ميشال: "Michel" over "Mychal"), then the likeliest
            return max(known, key=lambda t: (known[t], self.prior.get(t, 0), cands.get(t, floor), t))
        for t in set(cands) | set(known):
            score = cands.get(t, floor)
            score += wp * math.log((self.prior.get(t, 0) + 0.1) / self.prior_total)
            score += wk * math.log(1 + known.get(t, 0)) * 3
            if score > best_score or (score == best_score and t < best):
                best, best_score = t, score
        return best

    def as_dict(self) -> dict:
        return {"segments": self.segments, "prior": self.prior, "known": self.known,
                "weights": list(self.weights), "letters": self.letters}

    @classmethod
    def from_dict(cls, d: dict) -> Transliterator:
        return cls(d["segments"], d["prior"], d["known"], tuple(d["weights"]), d.get("letters"))
