"""Learn the weights of story linking from labelled pairs (``make models``; needs the
``train`` extra for scikit-learn; the shipped file needs only the standard library).

    python scripts/train_stories.py ../shared/eval/dev_archive ../shared/eval/dev_linking \
        ../shared/eval/dev_stories [--cache DIR] [--out reports/models/stories.json]

Each set (``articles/*.txt`` + ``gold.json``, as ``../shared/eval/linking.py`` reads it)
is ingested as that scorer does; its candidate pairs (``stories.cluster.candidates``)
become examples, labelled by whether gold puts them in one event. A logistic regression
is fitted on every fold but one and scored by clustering the one left out (B-cubed, pair
precision and recall, English-Arabic recall, decoy merges), for each threshold; a set of
more than ``SPLIT`` articles is two folds, its events halved by a hash of their ids. The
thresholds (``cluster.average_linkage``) are chosen among those that keep pair precision
at ``PRECISION`` on every fold, and on every set with the model fitted on all of them (the
one shipped): the best mean B-cubed.
"""

from __future__ import annotations

import argparse
import copy
import dataclasses
import itertools
import json
import os
import shutil
import subprocess
import sys
import tempfile
import zlib
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

from reports.linking import link_entities
from reports.model import Article
from reports.store import Store
from reports.stories import cluster as clustering
from reports.stories import evidence
from reports.stories.build import profiles as link_profiles
from reports.stories.model import PATH, Model

THRESHOLDS = tuple(round(0.05 * k, 2) for k in range(2, 13))  # a group's average chance
VETOES = (0.02, 0.05)  # a pair less likely keeps its groups apart (0.1 and more cost dev_linking)
PRECISION = 0.90  # the pair precision every fold must keep (an editor forwards stories)
MOVED = 1.0  # weight of a pair of other events put on one day
SPLIT = 200


def load_set(root: Path, cache: Path | None) -> list[dict]:
    """The set's articles as stored by an ingest, each with its gold event."""
    cached = cache / f"{root.name}.json" if cache else None
    if cached and cached.exists():
        return json.loads(cached.read_text(encoding="utf-8"))
    gold = json.loads((root / "gold.json").read_text(encoding="utf-8"))
    event_of = {f: e for e, ev in gold["events"].items() for f in ev["files"]}
    decoy = {e: ev.get("decoy_of") for e, ev in gold["events"].items()}
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "articles"
        src.mkdir()
        neutral = {}
        for i, f in enumerate(sorted(event_of), 1):
            dst = src / f"a{i:02d}.txt"
            shutil.copyfile(root / "articles" / f, dst)
            day = (gold.get("sources", {}).get(f) or {}).get("published")
            if day:
                t = datetime.fromisoformat(day).replace(hour=12, tzinfo=UTC).timestamp()
                os.utime(dst, (t, t))
            neutral[dst.name] = f
        db = str(Path(tmp) / "l.db")
        subprocess.run([str(Path(sys.executable).parent / "reports"), "-q", "--database", db,
                        "ingest", "--source", str(src)], check=True)
        out = []
        for a in Store("sqlite:///" + db).articles(current=True):
            f = neutral[Path(a.sources[0]).name]
            out.append({**a.as_dict(), "_file": f, "_event": event_of[f],
                        "_decoy_of": decoy[event_of[f]]})
    if cached:
        cached.parent.mkdir(parents=True, exist_ok=True)
        cached.write_text(json.dumps(out), encoding="utf-8")
    return out


class Prepared:
    """A set's articles, in ingest order, with their candidate pairs' evidence."""

    def half(self, part: int) -> Prepared:
        """The articles of the events whose id hashes to ``part`` (0 or 1), and their pairs."""
        q = copy.copy(self)
        keep = [i for i in range(len(self.arts)) if zlib.crc32(self.event[i].encode()) % 2 == part]
        at = {i: k for k, i in enumerate(keep)}
        q.arts, q.event, q.lang = ([xs[i] for i in keep] for xs in (self.arts, self.event, self.lang))
        sel = [k for k, (i, j) in enumerate(self.pairs) if i in at and j in at]
        q.pairs = [(at[self.pairs[k][0]], at[self.pairs[k][1]]) for k in sel]
        q.x, q.y = [self.x[k] for k in sel], [self.y[k] for k in sel]
        return q

    def __init__(self, rows: list[dict]) -> None:
        rows = sorted(rows, key=lambda d: (d["first_seen"], d["id"]))
        self.arts = [Article.from_dict(d) for d in rows]
        self.event = [d["_event"] for d in rows]
        self.lang = [d["language"] for d in rows]
        self.decoy = {frozenset((d["_event"], d["_decoy_of"])) for d in rows if d["_decoy_of"]}
        links = link_entities(self.arts)
        profs = link_profiles(self.arts, links)
        n = len(profs)
        actors = Counter(e for p in profs for e in p.central)
        common = frozenset(e for e, k in actors.items() if n >= 5 and k > n / 2)
        idf = evidence.Idf.of(profs)
        self.pairs = list(clustering.candidates(profs))
        self.x = [evidence.compare(profs[i], profs[j], idf, common).values for i, j in self.pairs]
        self.y = [int(self.event[i] == self.event[j]) for i, j in self.pairs]
        # pairs of other events that share a key, as if published on one day: a set of
        # a few events far apart in time has almost no wrong candidates to learn from
        self.xa: list[tuple[float, ...]] = []
        if n <= SPLIT:
            seen = set(self.pairs)
            keys = [set(p.keys()) for p in profs]
            for i, j in itertools.combinations(range(n), 2):
                if self.event[i] != self.event[j] and (i, j) not in seen and keys[i] & keys[j]:
                    ev = profs[j].event  # its days moved together, by the same span
                    shift = profs[i].event.published - ev.published
                    moved = dataclasses.replace(profs[j], event=dataclasses.replace(
                        ev, published=ev.published + shift, day=ev.day + shift))
                    self.xa.append(evidence.compare(profs[i], moved, idf, common).values)


def score(p: Prepared, parts: list[list[int]]) -> dict[str, float]:
    """The figures of ``../shared/eval/linking.py``."""
    pred = {i: k for k, m in enumerate(parts) for i in m}
    n = len(p.arts)
    by_pred: dict[int, set[int]] = {}
    by_gold: dict[str, set[int]] = {}
    for i in range(n):
        by_pred.setdefault(pred[i], set()).add(i)
        by_gold.setdefault(p.event[i], set()).add(i)
    bp = sum(len(by_pred[pred[i]] & by_gold[p.event[i]]) / len(by_pred[pred[i]]) for i in range(n)) / n
    br = sum(len(by_pred[pred[i]] & by_gold[p.event[i]]) / len(by_gold[p.event[i]]) for i in range(n)) / n
    gold = {(i, j) for i, j in itertools.combinations(range(n), 2) if p.event[i] == p.event[j]}
    got = {(i, j) for m in parts for i, j in itertools.combinations(sorted(m), 2)}
    cross = {(i, j) for i, j in gold if p.lang[i] != p.lang[j]}
    decoys = sum(1 for i, j in got if frozenset((p.event[i], p.event[j])) in p.decoy)
    return {"b3": 2 * bp * br / (bp + br), "pair_p": len(gold & got) / max(len(got), 1),
            "pair_r": len(gold & got) / max(len(gold), 1),
            "cross_r": len(cross & got) / len(cross) if cross else float("nan"),
            "decoys": decoys}


def fit(sets: list[Prepared], c: float, moved: float = 1.0):
    """A logistic regression on the sets' pairs; a pair of other events put on one day
    weighs ``moved``."""
    from sklearn.linear_model import LogisticRegression

    x = [v for s in sets for v in (*s.x, *s.xa)]
    y = [v for s in sets for v in (*s.y, *(0 for _ in s.xa))]
    w = [w for s in sets for w in (*(1.0 for _ in s.x), *(moved for _ in s.xa))]
    return LogisticRegression(C=c, max_iter=2000).fit(x, y, sample_weight=w)


def run(p: Prepared, model, threshold: float, veto: float) -> list[list[int]]:
    chance = model.predict_proba(p.x)[:, 1] if p.x else []
    day = [a.day for a in p.arts]
    return clustering.average_linkage(
        len(p.arts), dict(zip(p.pairs, chance, strict=True)), threshold, veto,
        apart=lambda i, j: abs((day[i] - day[j]).days) > clustering.DAYS)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("sets", nargs="+", type=Path)
    ap.add_argument("--cache", type=Path, help="keep each set's ingested articles here")
    ap.add_argument("--out", type=Path, default=PATH)
    ap.add_argument("--c", type=float, default=1.0, help="inverse regularisation strength")
    ap.add_argument("--moved", type=float, default=MOVED,
                    help="weight of a pair of other events put on one day")
    args = ap.parse_args()
    prepared = {s.name: Prepared(load_set(s, args.cache)) for s in args.sets}
    for name, p in prepared.items():
        gold = sum(1 for i, j in itertools.combinations(range(len(p.arts)), 2)
                   if p.event[i] == p.event[j])
        print(f"{name}: {len(p.arts)} articles, {len(p.pairs)} candidate pairs, "
              f"{sum(p.y)} same-story ({sum(p.y) / max(1, gold):.3f} of gold pairs), "
              f"{len(p.xa)} pairs of other events put on one day")
    folds = {}
    for name, p in prepared.items():
        parts = [(f"{name}/{k}", p.half(k)) for k in (0, 1)] if len(p.arts) > SPLIT else [(name, p)]
        folds.update(parts)
    grid = [(t, v) for v in VETOES for t in THRESHOLDS]
    table: dict[tuple[float, float], dict[str, dict]] = {g: {} for g in grid}
    for held in folds:
        model = fit([p for k, p in folds.items() if k != held], args.c, args.moved)
        for t, s in grid:
            table[(t, s)][held] = score(folds[held], run(folds[held], model, t, s))
    for g in grid:
        print(f"t={g[0]:.2f} veto={g[1]:.2f} " + "  ".join(
            f"{k}: b3 {r['b3']:.3f} P {r['pair_p']:.3f} R {r['pair_r']:.3f} "
            f"X {r['cross_r']:.3f} d {r['decoys']}" for k, r in table[g].items()))
    def mean(g: tuple[float, float]) -> float:
        return sum(r["b3"] for r in table[g].values()) / len(folds)

    final = fit(list(prepared.values()), args.c, args.moved)
    # kept: precision held on every fold left out, and by the model shipped on every set
    kept = [g for g in grid if min(r["pair_p"] for r in table[g].values()) >= PRECISION
            and min(score(p, run(p, final, *g))["pair_p"] for p in prepared.values())
            >= PRECISION] or grid
    best = max(kept, key=lambda g: (mean(g), g))
    model = Model(weights=tuple(float(w) for w in final.coef_[0]),
                  bias=float(final.intercept_[0]), threshold=best[0], veto=best[1])
    d = model.as_dict()
    d["trained_on"] = sorted(prepared)
    d["held_out"] = {k: {m: round(v, 3) for m, v in r.items()} for k, r in table[best].items()}
    args.out.write_text(json.dumps(d, indent=1) + "\n", encoding="utf-8")
    print(f"threshold {best}; weights: " + ", ".join(
        f"{f} {w:+.2f}" for f, w in zip(evidence.FEATURES, model.weights, strict=True)))
    for k in prepared:
        r = score(prepared[k], run(prepared[k], final, *best))
        print(f"  {k} (trained on it): {r}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
