"""Build the shipped name tables and the learned transliterator of ``reports.lang.ar.names``
from ``../shared/data/names-en-ar`` (see its README for every source).

Writes ``reports/models/names/``:
  - ``cldr.tsv``, ``wiktionary.tsv``, ``awn.tsv``: translated names of places and
    organizations (english, arabic, type), one file per source so the share-alike ones
    (Wiktionary, Arabic WordNet: CC BY-SA 3.0) stay apart from the permissive one (CLDR);
  - ``awn_wikidata.tsv``: the Wikidata ids of the Arabic WordNet names (entity identifiers);
  - ``translit.json.gz``: the transliterator learned from the person-name word pairs
    (NETransliteration, CC0; Google ar2en, Apache-2.0), with the known pairs and the prior;
  - ``arabize.json.gz``: the same learner trained the other way round (English -> Arabic,
    ``reports.lang.ar.arabize``), from the same pairs;
  - the licence texts of the sources.

``--eval`` first trains on the training splits only, picks the letter model's weight on the
dev split and prints accuracy on the held-out test splits (never trained on), then builds
the shipped model from every split.
"""

from __future__ import annotations

import argparse
import csv
import gzip
import json
import shutil
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from reports.lang.ar import translit as tl  # noqa: E402

OUT = ROOT / "reports" / "models" / "names"
TYPES = {"LOC", "ORG", "PER", ""}  # names: not MISC (months, ...) nor LANG


def rows(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))


def lookup_table(src: Path, name: str, types: set[str] | None) -> list[tuple[str, str, str]]:
    """(english, arabic, type) rows of places and organizations, in source order."""
    out = []
    for r in rows(src):
        t = (r.get("type") or "").strip()
        en, ar = (r.get("english") or "").strip(), (r.get("arabic") or "").strip()
        if not en or not ar or (types is not None and t not in types):
            continue
        if "obsolete" in (r.get("qualifiers") or "") or " form of " in en:
            continue  # "أروفى" (obsolete) Europe; "Garshuni form of ..."
        out.append((en, ar, t))
    return list(dict.fromkeys(out))


def wikidata_table(src: Path) -> list[tuple[str, str, str, str]]:
    """(english, arabic, type, Wikidata QID) of the Arabic WordNet rows whose synset Open
    English Wordnet ties to one Wikidata item (a synset tied to several is left out):
    the identifiers ``reports.identifiers`` gives linked entities."""
    import ast

    out = []
    for r in rows(src):
        t, qid = (r.get("type") or "").strip(), (r.get("wikidata") or "").strip()
        if t not in ("LOC", "ORG", "PER") or not qid:
            continue
        if qid.startswith("["):
            ids = ast.literal_eval(qid)
            if len(ids) != 1:
                continue
            qid = ids[0]
        en, ar = (r.get("english") or "").strip(), (r.get("arabic") or "").strip()
        if en and ar:
            out.append((en, ar, t, qid))
    return list(dict.fromkeys(out))


def write_wikidata(data: Path) -> None:
    table = wikidata_table(data / "arabic-wordnet-oewn" / "awn_named_entities.tsv")
    with (OUT / "awn_wikidata.tsv").open("w", encoding="utf-8") as f:
        f.write("english\tarabic\ttype\twikidata\n")
        for r in table:
            f.write("\t".join(r) + "\n")
    print(f"awn_wikidata.tsv: {len(table)} rows", file=sys.stderr)


def word_pairs(data: Path, splits: set[str] | None) -> list[tuple[str, str, int, str]]:
    """(arabic, english, count, split) word pairs of person names, both sources."""
    out = []
    for r in rows(data / "netransliteration-coling2018" / "wd_arabic_tokens.tsv"):
        out.append((r["arabic"], r["english"], int(r.get("count") or 1), r["split"]))
    for r in rows(data / "google-transliteration-ar2en" / "ar2en.tsv"):
        split = {"train": "train64", "eval": "dev16", "test": "test20"}.get(r["split"], r["split"])
        out.append((r["arabic"], r["english"], 1, split))
    clean = []
    for a, e, c, s in out:
        a2, e2 = tl.ar_word(a), tl.en_word(e)
        if a2 and e2 and " " not in a2 and (splits is None or s in splits):
            clean.append((a2, e2, c, s))
    return clean


def train(pairs: list[tuple[str, str, int, str]]) -> tl.Transliterator:
    uniq = sorted({(a, e) for a, e, _c, _s in pairs if len(a) <= 14 and len(e) <= 18})
    print(f"  aligning {len(uniq)} pairs", file=sys.stderr, flush=True)
    prob = tl.align_em(uniq, rounds=4)
    segments = tl.context_counts(uniq, prob)
    # drop contexts seen once: noise, and half the size
    segments = {k: {s: c for s, c in v.items() if c >= 2 or len(k) == 1}
                for k, v in segments.items()}
    segments = {k: v for k, v in segments.items() if v}
    prior: Counter[str] = Counter()
    known: dict[str, Counter[str]] = defaultdict(Counter)
    for a, e, c, _s in pairs:
        prior[e] += c
        known[a][e] += c
    # the prior keeps spellings seen twice or more; each Arabic word its three usual spellings
    prior_kept = {e: c for e, c in prior.items() if c >= 2}
    known_kept = {a: dict(v.most_common(3)) for a, v in known.items()}
    letters = tl.letter_counts(e for _a, e in uniq)
    return tl.Transliterator(segments, prior_kept, known_kept, letters=letters)


def train_en_ar(pairs: list[tuple[str, str, int, str]]) -> tl.Transliterator:
    """The English -> Arabic model of ``reports.lang.ar.arabize``: the same learner with
    the pairs turned round (each English letter -> 0-3 Arabic letters), the Arabic
    spellings' frequencies as the prior, each English word's three usual Arabic spellings."""
    uniq = sorted({(e, a) for a, e, _c, _s in pairs if len(a) <= 14 and len(e) <= 18})
    print(f"  aligning {len(uniq)} pairs (English -> Arabic)", file=sys.stderr, flush=True)
    prob = tl.align_em(uniq, rounds=4)
    segments = tl.context_counts(uniq, prob)
    segments = {k: {s: c for s, c in v.items() if c >= 2 or len(k) == 1}
                for k, v in segments.items()}
    segments = {k: v for k, v in segments.items() if v}
    prior: Counter[str] = Counter()
    known: dict[str, Counter[str]] = defaultdict(Counter)
    for a, e, c, _s in pairs:
        prior[a] += c
        known[e][a] += c
    prior_kept = {a: c for a, c in prior.items() if c >= 2}
    known_kept = {e: dict(v.most_common(3)) for e, v in known.items()}
    letters = tl.letter_counts(a for _e, a in uniq)
    return tl.Transliterator(segments, prior_kept, known_kept, letters=letters)


def evaluate_en_ar(data: Path, weight: float) -> float:
    """Held-out top-1 of the English -> Arabic spelling: trained on ``train64``, measured
    on the ``test20`` English words the training pairs never saw (any of their Arabic
    spellings in the test pairs counts); also through ``arabize.word`` on known words."""
    from reports.lang.ar import arabize

    model = train_en_ar(word_pairs(data, {"train64"}))
    dev: dict[str, set[str]] = defaultdict(set)
    for a, e, _c, _s in word_pairs(data, {"dev16"}):
        if e not in model.known:
            dev[e].add(a)
    best = (-1.0, weight)
    for wl in (0.3, 0.6, 1.0):
        model.weights = (0.0, 1.0, wl)
        words = sorted(dev)[:2000]
        acc = sum((max(b)[1] if (b := model.beam(e)) else "") in dev[e] for e in words) / max(1, len(words))
        print(f"  dev letter-model weight {wl}: {acc:.3f} of {len(words)} English words",
              file=sys.stderr, flush=True)
        best = max(best, (acc, wl))
    weight = best[1]
    model.weights = (0.0, 1.0, weight)
    gold: dict[str, set[str]] = defaultdict(set)
    for a, e, _c, _s in word_pairs(data, {"test20"}):
        gold[e].add(a)
    unseen = [e for e in gold if e not in model.known]
    right = sum((max(b)[1] if (b := model.beam(e)) else "") in gold[e] for e in unseen)
    acc = right / max(1, len(unseen))
    print(f"held-out test20 English words unseen in training: top-1 {acc:.3f} of {len(unseen)}",
          flush=True)
    seen = [e for e in gold if e in model.known]
    arabize.model.cache_clear()
    arabize.model = lambda: model  # type: ignore[assignment]  # measure this model
    right = sum(arabize.word(e) in gold[e] for e in seen)
    print(f"held-out test20 English words the training pairs know: top-1 "
          f"{right / max(1, len(seen)):.3f} of {len(seen)} (letter-model weight {weight})",
          flush=True)
    return weight


def accuracy(model: tl.Transliterator, test: list[tuple[str, str, int, str]], use_known: bool
             ) -> tuple[float, int]:
    """Share of held-out Arabic words whose output is one of their English spellings there."""
    gold: dict[str, set[str]] = defaultdict(set)
    for a, e, _c, _s in test:
        gold[a].add(e)
    right = sum(model.word(a, use_known) in es for a, es in gold.items())
    return right / max(1, len(gold)), len(gold)


def evaluate(data: Path) -> tuple[float, float]:
    model = train(word_pairs(data, {"train64"}))
    dev = word_pairs(data, {"dev16"})
    test = word_pairs(data, {"test20"})
    dev_ar = {a for a, *_ in dev}
    model.known = {a: v for a, v in model.known.items() if a not in dev_ar}  # dev words unseen
    best = (0.0, model.weights)
    for wl in (0.0, 0.3, 0.6, 1.0):
        model.weights = (0.0, 1.0, wl)
        acc, n = accuracy(model, dev[:3000], use_known=False)
        print(f"  dev letter-model weight {wl}: {acc:.3f} of {n} Arabic words", file=sys.stderr, flush=True)
        if acc > best[0]:
            best = (acc, model.weights)
    model.weights = best[1]
    # held out, words the training pairs know (spelled as the test pairs spell them?)
    gold: dict[str, set[str]] = defaultdict(set)
    for a, e, _c, _s in test:
        gold[a].add(e)
    seen = [a for a in gold if a in model.known]
    right = sum(model.word(a) in gold[a] for a in seen)
    print(f"held-out test20 words the training pairs know: top-1 {right / max(1, len(seen)):.3f}"
          f" of {len(seen)}", flush=True)
    # held out: test words, the pairs of test words removed from the known table
    test_ar = {a for a, *_ in test}
    model.known = {a: v for a, v in model.known.items() if a not in test_ar}
    acc, n = accuracy(model, test, use_known=False)
    print(f"held-out test20 (words unseen in training): top-1 {acc:.3f} of {n} Arabic words"
          f" (weights {best[1]})", flush=True)
    return acc, best[1][2]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data" / "names-en-ar")
    ap.add_argument("--eval", action="store_true", help="measure on held-out pairs first")
    ap.add_argument("--eval-only", action="store_true", help="measure, build nothing")
    ap.add_argument("--weight", type=float, default=0.6, help="letter-model weight (--eval picks it)")
    ap.add_argument("--weight-en-ar", type=float, default=0.3,
                    help="letter-model weight of the English -> Arabic model (--eval picks it)")
    args = ap.parse_args()
    data = args.data
    weight, weight_en_ar = args.weight, args.weight_en_ar
    if args.eval or args.eval_only:
        _acc, weight = evaluate(data)
        weight_en_ar = evaluate_en_ar(data, weight_en_ar)
        if args.eval_only:
            return
    OUT.mkdir(parents=True, exist_ok=True)
    tables = {
        "cldr.tsv": lookup_table(data / "cldr" / "territories.tsv", "cldr", None)
        + lookup_table(data / "cldr" / "exemplar_cities.tsv", "cldr", None),
        "wiktionary.tsv": lookup_table(data / "wiktionary-ar-en-names" / "wiktionary_ar_en_names.tsv",
                                       "wiktionary", TYPES),
        "awn.tsv": lookup_table(data / "arabic-wordnet-oewn" / "awn_named_entities.tsv", "awn", TYPES),
    }
    for name, table in tables.items():
        with (OUT / name).open("w", encoding="utf-8") as f:
            f.write("english\tarabic\ttype\n")
            for r in table:
                f.write("\t".join(r) + "\n")
        print(f"{name}: {len(table)} rows", file=sys.stderr)
    write_wikidata(data)
    model = train(word_pairs(data, None))
    model.weights = (0.0, 1.0, weight)
    with gzip.open(OUT / "translit.json.gz", "wt", encoding="utf-8", compresslevel=9) as f:
        json.dump(model.as_dict(), f, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    model = train_en_ar(word_pairs(data, None))
    model.weights = (0.0, 1.0, weight_en_ar)
    with gzip.open(OUT / "arabize.json.gz", "wt", encoding="utf-8", compresslevel=9) as f:
        json.dump(model.as_dict(), f, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    for lic in ("cldr/LICENSE-Unicode-v3.txt", "google-transliteration-ar2en/LICENSE-Apache-2.0.txt",
                "arabic-wordnet-oewn/LICENSE-ArabicWordNet-CC-BY-SA-3.0.txt",
                "arabic-wordnet-oewn/LICENSE-OpenEnglishWordnet-WordNet.txt",
                "arabic-wordnet-oewn/LICENSE-CILI-CC-BY-4.0.txt",
                "netransliteration-coling2018/LICENSE-data-CC0-1.0.txt"):
        shutil.copyfile(data / lic, OUT / Path(lic).name)
    print(f"wrote {OUT}", file=sys.stderr)


if __name__ == "__main__":
    main()
