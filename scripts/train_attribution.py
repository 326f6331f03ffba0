#!/usr/bin/env python3
"""Train the English attribution model shipped in ``reports/models/en_attribution`` (``make models``).

Data: PolNeAR (Newell, Margolin and Ruths, LREC 2018), ``../shared/data/polnear/train`` for
the weights and ``dev`` for the cue threshold (and, by the runs in ``reports/models/README.md``,
the regularisation ``--c``); the dev scores printed and pinned are therefore in-sample for those
two choices. Its test split is never read. Each article is parsed by the same English pipeline the service runs
(``reports.analysis.nlp.parse``; parses are cached in ``build/attribution/``), and every
gold attribution becomes examples for the three decisions of ``reports.lang.en.attribution``:
cue heads among all candidate tokens, the best-matching content among a cue's candidate
spans, the source head among the noun phrases of its sentence. Logistic regression
(scikit-learn, liblinear, deterministic) gives the weights, written as plain JSON.

    .venv/bin/python scripts/train_attribution.py [--data DIR] [--out DIR] [--c C]
"""

from __future__ import annotations

import argparse
import functools
import json
import re
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from reports.analysis import nlp  # noqa: E402
from reports.lang.en import attribution as at  # noqa: E402

DEFAULT_DATA = ROOT.parent / "shared" / "data" / "polnear"
DEFAULT_OUT = at.MODEL_DIR
CACHE = ROOT / "build" / "attribution"
MIN_COUNT = 2  # features seen once are noise and bloat the weights file
THRESHOLDS = (0.25, 0.30, 0.35, 0.40, 0.45, 0.50, 0.55, 0.60)
TIE = 0.003
# Estimates ("activists estimate that 1,300 died") are reports the briefing's figures rest
# on, though the scorer files them with thoughts.
ESTIMATES = re.compile(r"\bestimat", re.I)


# ---------------------------------------------------------------------- data

def read_ann(ann: str) -> list[dict[str, list[tuple[int, int]]]]:
    """Gold attributions of one brat file: {"source"|"cue"|"content": [(start, end), ...]}."""
    spans: dict[str, list[tuple[int, int]]] = {}
    for line in ann.splitlines():
        fields = line.split("\t")
        if line.startswith("T") and len(fields) >= 2 and " " in fields[1]:
            tid, ranges = fields[0], fields[1].split(" ", 1)[1]
            spans[tid] = [(int(a), int(b)) for a, b in (r.split() for r in ranges.split(";"))]
    out = []
    for line in ann.splitlines():
        if not line.startswith("E"):
            continue
        roles: dict[str, list[tuple[int, int]]] = {}
        for arg in line.split("\t", 1)[1].split():
            role, _, tid = arg.partition(":")
            role = re.sub(r"\d+$", "", role).lower()
            if role in ("source", "cue", "content") and tid in spans:
                roles.setdefault(role, []).extend(spans[tid])
        if roles.get("content") and roles.get("cue"):
            out.append(roles)
    return out


def load(split: Path) -> list[tuple[str, str, list[dict]]]:
    """(name, text, attributions) of every article of a PolNeAR split; where several
    annotators marked an article, the first file in name order (as the scorer does)."""
    anns: dict[str, Path] = {}
    for a in sorted((split / "attributions").glob("*.ann")):
        anns.setdefault(a.name.rsplit("_", 1)[0], a)
    docs = []
    for txt in sorted((split / "text").glob("*.txt")):
        if txt.stem in anns:
            docs.append((txt.stem, txt.read_text(encoding="utf-8"),
                         read_ann(anns[txt.stem].read_text(encoding="utf-8"))))
    return docs


def parses(name: str, docs: list[tuple[str, str, list[dict]]]) -> list:
    """Parsed articles, cached as a DocBin keyed by the texts."""
    import hashlib

    import spacy
    from spacy.tokens import DocBin

    nlp_ = nlp.pipeline("en")
    # keyed by the texts and the parser's versions: an upgrade parses again
    versions = f"{spacy.__version__} {nlp_.meta.get('name')} {nlp_.meta.get('version')}"
    key = hashlib.sha256((versions + "".join(t for _, t, _ in docs)).encode()).hexdigest()[:16]
    path = CACHE / f"{name}-{key}.spacy"
    if path.is_file():
        return [nlp.parsed_doc(d, "en") for d in DocBin().from_disk(path).get_docs(nlp_.vocab)]
    t0 = time.monotonic()
    parsed = [nlp.parse(t, "en") for _, t, _ in docs]
    CACHE.mkdir(parents=True, exist_ok=True)
    DocBin(docs=[p.doc for p in parsed]).to_disk(path)
    print(f"parsed {len(docs)} {name} articles in {time.monotonic() - t0:.0f} s", flush=True)
    return parsed


def speech(g: dict, text: str) -> bool:
    """Whether a gold attribution is speech, writing or a report (the claims a briefing
    carries), by the shared scorer's definition: its cue is a verb of saying or its
    content is quoted. Thoughts and intentions are left out of the cue examples."""
    S = scorer()
    cue = " ".join(text[a:b] for a, b in g["cue"])
    content = " ".join(text[a:b] for a, b in g["content"])
    return bool(S.SPEECH.search(cue) or ESTIMATES.search(cue) or re.search(r"[\"“”]", content))


def tokens_in(doc, ranges: list[tuple[int, int]]) -> set[int]:
    out = set()
    for a, b in ranges:
        span = doc.char_span(a, b, alignment_mode="expand")
        if span is not None:
            out.update(range(span.start, span.end))
    return out


def head_of(doc, toks: set[int]) -> int:
    """The token of ``toks`` whose syntactic head lies outside them (the first such)."""
    heads = [j for j in sorted(toks) if doc[j].head.i not in toks or doc[j].head.i == j]
    good = [j for j in heads if not doc[j].is_punct]
    return (good or heads or [-1])[0]


def f1(a: tuple[int, ...], b: set[int]) -> float:
    inter = len(set(a) & b)
    return 0.0 if not inter else 2 * inter / (len(a) + len(b))


# ---------------------------------------------------------------------- examples

def examples(docs, parsed):
    cue_x, cue_y, con_x, con_y, src_x, src_y = [], [], [], [], [], []
    for (_name, _text, gold), p in zip(docs, parsed):
        ctx = at.Context.of(p)
        doc = ctx.doc
        cues: dict[int, dict] = {}
        thoughts: set[int] = set()
        for g in gold:
            c = head_of(doc, tokens_in(doc, g["cue"]))
            if c >= 0:
                cues.setdefault(c, g)
                if not speech(g, _text):
                    thoughts.add(c)
        for i in at.cue_candidates(ctx):
            if i in thoughts:
                continue  # "believes", "hopes", "plans": attributions, but not claims
            cue_x.append(at.cue_features(ctx, i))
            cue_y.append(int(i in cues))
        for i, g in cues.items():
            if i not in set(at.cue_candidates(ctx)):
                continue
            gold_words = set(at._words(ctx, tokens_in(doc, g["content"])))
            spans = at.content_candidates(ctx, i)
            scores = [f1(s.tokens, gold_words) for s in spans]
            top = max(scores, default=0.0)
            if top >= 0.5:
                for s, sc in zip(spans, scores):
                    con_x.append(at.content_features(ctx, i, s))
                    con_y.append(int(sc >= 0.5 and sc >= top - 0.05))
            if g.get("source"):
                src = tokens_in(doc, g["source"])
                h = head_of(doc, src)
                cands = at.source_candidates(ctx, i)
                if h in cands:
                    for j in cands:
                        src_x.append(at.source_features(ctx, i, j))
                        src_y.append(int(j == h))
    return (cue_x, cue_y), (con_x, con_y), (src_x, src_y)


# ---------------------------------------------------------------------- training

def fit(xs: list[list[str]], ys: list[int], c: float) -> at.Linear:
    from sklearn.feature_extraction import DictVectorizer
    from sklearn.linear_model import LogisticRegression

    counts = Counter(f for x in xs for f in set(x))
    keep = [{f: 1 for f in x if counts[f] >= MIN_COUNT} for x in xs]
    vec = DictVectorizer()
    X = vec.fit_transform(keep).tocsr()
    X.indices = X.indices.astype("int32")  # liblinear takes 32-bit indices only
    X.indptr = X.indptr.astype("int32")
    clf = LogisticRegression(C=c, solver="liblinear", max_iter=1000, random_state=0)
    clf.fit(X, ys)
    names = vec.get_feature_names_out()
    weights = {str(n): round(float(w), 4) for n, w in zip(names, clf.coef_[0]) if abs(w) >= 5e-4}
    return at.Linear(weights, round(float(clf.intercept_[0]), 4), 0.5)


def best_threshold(m: at.Linear, xs, ys) -> tuple[float, float]:
    """The probability cut with the best F1 of the positive class on held-out examples."""
    probs = sorted(((m.prob(x), y) for x, y in zip(xs, ys)), reverse=True)
    pos = sum(ys)
    tp = 0
    best = (0.0, 0.5)
    for k, (p, y) in enumerate(probs, 1):
        tp += y
        f = 2 * tp / (k + pos) if pos else 0.0
        if f > best[0]:
            best = (f, p)
    return best


def accuracy_of_choice(m: at.Linear, xs, ys, groups) -> float:
    """How often the top-scored candidate of a group is a positive one."""
    right = total = 0
    for lo, hi in groups:
        if hi <= lo or not any(ys[lo:hi]):
            continue
        top = max(range(lo, hi), key=lambda k: m.prob(xs[k]))
        right += ys[top]
        total += 1
    return right / total if total else 0.0


# ---------------------------------------------------------------------- selection

@functools.cache
def scorer():
    """The shared PolNeAR scorer (``../shared/eval/attribution.py``), imported for its rules."""
    import importlib.util

    path = ROOT.parent / "shared" / "eval" / "attribution.py"
    sys.path.insert(0, str(path.parent))
    spec = importlib.util.spec_from_file_location("polnear_scorer", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def evaluate(model: at.Model, split: Path, parsed, details: list[str] | None = None) -> dict[str, float]:
    """found / claims / speaker of the claims ``model`` gives on a PolNeAR split, by the
    shared scorer's rules (its own loop, without a subprocess per setting)."""
    from reports.analysis.steps import analyze_parsed
    from reports.lang.en import claims as en_claims

    S = scorer()
    n_pred = n_gold = tp_found = tp_claims = n_check = n_ok = 0
    for (name, _text, gold), p in zip(S.load(split), parsed):
        if p.doc.user_data.get("entities") is None:
            work = analyze_parsed(p, until="entities")
            p.doc.user_data["entities"] = (work.people, work.organizations)
        people, orgs = p.doc.user_data["entities"]
        claims = [c.as_dict() for c in en_claims.extract(p, people, orgs, model)]
        words = [S.content_words(c["text"]) for c in claims]
        used = [False] * len(claims)
        n_pred += len(claims)
        n_gold += sum(1 for g in gold if g["speech"])
        for g in sorted(gold, key=lambda g: not g["speech"]):
            gw = S.content_words(g["content"])
            hit = next((j for j in range(len(claims)) if not used[j] and S.found(gw, words[j])), None)
            if hit is not None:
                used[hit] = True
            if not g["speech"]:
                n_pred -= hit is not None
                continue
            if hit is None:
                if details is not None:
                    details.append(f"miss {name}: [{g['source']}] [{g['cue']}] {g['content'][:150]}")
                continue
            tp_found += 1
            if not S.checkable(g["source"]):
                tp_claims += 1
                continue
            n_check += 1
            if S.speaker_ok(g["source"], claims[hit]):
                n_ok += 1
                tp_claims += 1
            elif details is not None:
                details.append(f"speaker {name}: gold [{g['source']}] pred [{claims[hit]['speaker']}] "
                               f"{g['content'][:100]}")
        if details is not None:
            details.extend(f"extra {name}: [{c['speaker']}] [{c['verb']}] {c['text'][:150]}"
                           for c, u in zip(claims, used) if not u)
    out = {}
    for field, tp in (("found", tp_found), ("claims", tp_claims)):
        p, r = tp / max(n_pred, 1), tp / max(n_gold, 1)
        out[field] = 2 * p * r / (p + r) if p + r else 0.0
    out["speaker"] = n_ok / n_check if n_check else 0.0
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--c", type=float, nargs=3, default=(0.25, 0.25, 0.25),
                    metavar=("CUE", "CONTENT", "SOURCE"), help="inverse regularisation strengths")
    args = ap.parse_args()
    t0 = time.monotonic()
    train_docs, dev_docs = load(args.data / "train"), load(args.data / "dev")
    train = examples(train_docs, parses("train", train_docs))
    dev_parsed = parses("dev", dev_docs)
    dev = examples(dev_docs, dev_parsed)
    print(f"examples (train / dev): cue {len(train[0][0])} / {len(dev[0][0])}, content "
          f"{len(train[1][0])} / {len(dev[1][0])}, source {len(train[2][0])} / {len(dev[2][0])}",
          flush=True)
    parts = {}
    for name, (xs, ys), (dx, dy), c in zip(("cue", "content", "source"), train, dev, args.c):
        m = fit(xs, ys, c)
        f, thr = best_threshold(m, dx, dy)
        parts[name] = m
        print(f"{name}: {len(m.weights)} features, dev example F1 {f:.3f} at {thr:.3f}", flush=True)
    # the cue threshold: the best claims F1 of the whole extractor on dev (speech is scored,
    # thoughts are neutral, so the example-level optimum above is not the product's)
    runs = []
    for thr in THRESHOLDS:
        cue = at.Linear(parts["cue"].weights, parts["cue"].bias, thr)
        scores = evaluate(at.Model(cue, parts["content"], parts["source"]), args.data / "dev", dev_parsed)
        print(f"cue threshold {thr:.2f}: " + " ".join(f"{k} {v:.3f}" for k, v in scores.items()), flush=True)
        runs.append((scores, cue))
    # of the thresholds within TIE of the best claims F1, the highest: a wrong claim costs an
    # editor more than a missed one, and fewer, surer cues carry better to other news
    top = max(r[0]["claims"] for r in runs)
    best = max((r for r in runs if r[0]["claims"] >= top - TIE), key=lambda r: r[1].threshold)
    print(f"chosen cue threshold {best[1].threshold:.2f}", flush=True)
    model = at.Model(best[1], parts["content"], parts["source"])
    args.out.mkdir(parents=True, exist_ok=True)
    meta = {"data": "PolNeAR train (Newell, Margolin and Ruths, LREC 2018); cue threshold on PolNeAR dev",
            "articles": len(train_docs), "c": list(args.c), "min_count": MIN_COUNT,
            "dev": {k: round(v, 4) for k, v in best[0].items()}}
    (args.out / "weights.json").write_text(
        json.dumps({"meta": meta, "model": model.as_dict()}, sort_keys=True, separators=(",", ":")),
        encoding="utf-8")
    print(f"wrote {args.out / 'weights.json'} "
          f"({(args.out / 'weights.json').stat().st_size / 1e6:.1f} MB) in {time.monotonic() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
