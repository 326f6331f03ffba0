#!/usr/bin/env python3
"""Train the Arabic NER model shipped in ``reports/models/ar_ner`` (``make models``).

Reproducible: fixed seed, fixed split (the last 10% of the training file's sentences is the
held-out dev set used for early stopping; the evaluation sets in ``shared/eval`` come from
ANERcorp's *test* split and are never touched). MISC is dropped (the briefing has no field
for it). Prints the model size, the training time and the held-out scores.

    .venv/bin/python scripts/train_ar.py [--data PATH] [--out DIR] [--config CFG]
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DATA = ROOT.parent / "shared" / "data" / "anercorp-train.iob"
DEFAULT_OUT = ROOT / "reports" / "models" / "ar_ner"
DEFAULT_CONFIG = Path(__file__).resolve().parent / "ar_ner.cfg"
LABELS = ("PERS", "ORG", "LOC")
DEV_FRACTION = 0.10


def read_iob(path: Path) -> list[list[tuple[str, str]]]:
    """Sentences of (token, tag); a sentence ends at a "." token. Empty tokens are dropped."""
    sentences: list[list[tuple[str, str]]] = []
    current: list[tuple[str, str]] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        token, _, tag = line.strip().rpartition(" ")
        token = token.strip()
        if not token:
            continue
        if tag[2:] not in LABELS:  # MISC, O and malformed tags
            tag = "O"
        current.append((token, tag))
        if token == ".":
            sentences.append(current)
            current = []
    if current:
        sentences.append(current)
    return sentences


def spans(tags: list[str]) -> list[tuple[int, int, str]]:
    """(start, end, label) token spans from IOB tags; a stray I- opens a new span."""
    out: list[tuple[int, int, str]] = []
    start, label = -1, ""
    for i, tag in enumerate([*tags, "O"]):
        kind, _, lab = tag.partition("-")
        if start >= 0 and (kind != "I" or lab != label):
            out.append((start, i, label))
            start = -1
        if kind == "B" or (kind == "I" and start < 0):
            start, label = i, lab
    return out


def common_words(sentences: list[list[tuple[str, str]]]) -> list[str]:
    """Normalized words the corpus uses as ordinary words (tagged O at least twice and at
    most one time in ten inside a name): the gazetteer and the title rule skip them, so
    "أمل" (hope), "الخميس" (Thursday) or "كامل" (whole) are not places or people."""
    from collections import Counter

    from reports.lang.ar.normalize import norm

    plain: Counter[str] = Counter()
    named: Counter[str] = Counter()
    for sent in sentences:
        for token, tag in sent:
            (plain if tag == "O" else named)[norm(token)] += 1
    return sorted(w for w, c in plain.items()
                  if c >= 2 and named[w] * 10 <= c and any(ch.isalpha() for ch in w))


def name_table(sentences: list[list[tuple[str, str]]]) -> list[tuple[str, str, int]]:
    """(label, normalized name, count) of names the corpus tags, as a gazetteer: the model
    misses some names it was trained on when the context is unusual. A one-word name is
    kept only when the corpus tags that word as a name more often than not ("القاعدة" the
    organization, not "القاعدة" the rule)."""
    from collections import Counter

    from reports.lang.ar.normalize import norm

    named: Counter[tuple[str, str]] = Counter()
    plain: Counter[str] = Counter()
    for sent in sentences:
        tags = [t for _, t in sent]
        for token, tag in sent:
            if tag == "O":
                plain[norm(token)] += 1
        for s, e, label in spans(tags):
            named[(label, " ".join(norm(w) for w, _ in sent[s:e]))] += 1
    total: Counter[str] = Counter()
    for (_label, name), c in named.items():
        total[name] += c
    out = []
    for (label, name), c in named.items():
        if not any(ch.isalpha() for ch in name) or len(name.replace(" ", "")) < 3:
            continue
        if c * 2 <= total[name]:  # tagged with another label as often
            continue
        if " " not in name and (c < 2 or plain[name] >= c):
            continue
        out.append((label, name, c))
    return sorted(out)


def first_names(sentences: list[list[tuple[str, str]]]) -> list[str]:
    """Normalized words that open person names at least twice and as often as they
    appear outside a name ("أحمد", "جورج"): "first name + unknown word" is a person."""
    from collections import Counter

    from reports.lang.ar.normalize import norm

    opens: Counter[str] = Counter()
    plain: Counter[str] = Counter()
    for sent in sentences:
        for token, tag in sent:
            if tag == "B-PERS":
                opens[norm(token)] += 1
            elif tag == "O":
                plain[norm(token)] += 1
    return sorted(w for w, c in opens.items() if c >= 2 and c >= plain[w] and len(w) >= 2)


def write_tables(sentences: list[list[tuple[str, str]]], out: Path) -> None:
    """The word lists ``reports.lang.ar.entities`` reads next to the model."""
    from reports.lang.ar.entities import COMMON_WORDS, FIRST_NAMES, NAMES

    out.mkdir(parents=True, exist_ok=True)
    words = common_words(sentences)
    (out / COMMON_WORDS).write_text("\n".join(words) + "\n", encoding="utf-8")
    names = name_table(sentences)
    (out / NAMES).write_text("".join(f"{lab}\t{name}\t{c}\n" for lab, name, c in names),
                             encoding="utf-8")
    first = first_names(sentences)
    (out / FIRST_NAMES).write_text("\n".join(first) + "\n", encoding="utf-8")
    print(f"tables: {len(words)} common words, {len(names)} names, {len(first)} first names")


def to_docbin(nlp, sentences: list[list[tuple[str, str]]]):
    from spacy.tokens import Doc, DocBin, Span

    db = DocBin(store_user_data=False)
    for sent in sentences:
        words = [w for w, _ in sent]
        doc = Doc(nlp.vocab, words=words)
        doc.ents = [Span(doc, s, e, label=lab) for s, e, lab in spans([t for _, t in sent])]
        db.add(doc)
    return db


def export(best: Path, out: Path, sentences: list[list[tuple[str, str]]]) -> dict:
    """Package a trained pipeline as ``out``: the run-time tokenizer rules, credits in
    meta.json, and the word lists. Returns the training meta (with held-out scores)."""
    import spacy

    from reports.lang.ar.words import configure_tokenizer

    nlp = spacy.load(best)
    # runtime text is running prose: split punctuation the way the corpus tokens are
    configure_tokenizer(nlp)
    meta = json.loads((best / "meta.json").read_text(encoding="utf-8"))
    nlp.meta["description"] = ("Arabic NER (PERS, ORG, LOC) trained on ANERcorp (Benajiba, "
                               "Rosso and Benedi Ruiz 2007; CC BY-SA 4.0, CAMeL Lab split)")
    nlp.meta["license"] = "CC BY-SA 4.0"
    nlp.meta["name"] = "ar_ner"
    with tempfile.TemporaryDirectory(prefix="ar-ner-", dir=out.parent if out.parent.exists()
                                     else None) as staging:
        tmp_out = Path(staging) / "model"
        nlp.to_disk(tmp_out)
        write_tables(sentences, tmp_out)
        if out.exists():
            shutil.rmtree(out)
        out.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(str(tmp_out), out)
    return meta


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--config", type=Path, default=DEFAULT_CONFIG)
    ap.add_argument("--epochs", type=int, default=None, help="override training.max_epochs")
    ap.add_argument("--tables-only", action="store_true",
                    help="only rewrite the word lists next to an existing model")
    ap.add_argument("--export-from", type=Path, default=None, metavar="DIR",
                    help="package an already trained pipeline (e.g. a model-best) as --out")
    args = ap.parse_args(argv)

    import spacy
    from spacy.cli.train import train

    sys.path.insert(0, str(ROOT))
    from reports.lang.ar.model import register_architectures

    register_architectures()  # reports.ArabicEmbed.v1, the clitic-aware embedding

    if not args.data.exists():
        print(f"training data not found: {args.data}", file=sys.stderr)
        return 1
    sentences = read_iob(args.data)
    n_dev = int(len(sentences) * DEV_FRACTION)
    train_s, dev_s = sentences[:-n_dev], sentences[-n_dev:]
    print(f"{len(sentences)} sentences: {len(train_s)} train, {len(dev_s)} held-out dev")
    if args.tables_only:
        write_tables(sentences, args.out)
        return 0
    if args.export_from:
        export(args.export_from, args.out, sentences)
        return 0

    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="train-ar-") as tmp:
        tmpdir = Path(tmp)
        blank = spacy.blank("ar")
        to_docbin(blank, train_s).to_disk(tmpdir / "train.spacy")
        to_docbin(blank, dev_s).to_disk(tmpdir / "dev.spacy")
        overrides = {"paths.train": str(tmpdir / "train.spacy"),
                     "paths.dev": str(tmpdir / "dev.spacy")}
        if args.epochs is not None:
            overrides["training.max_epochs"] = args.epochs
        train(args.config, tmpdir / "out", overrides=overrides, use_gpu=-1)
        meta = export(tmpdir / "out" / "model-best", args.out, sentences)
    elapsed = time.monotonic() - started

    size = sum(f.stat().st_size for f in args.out.rglob("*") if f.is_file())
    perf = meta.get("performance", {})
    print(f"model: {args.out} ({size / 1e6:.1f} MB), trained in {elapsed / 60:.1f} min")
    print(f"held-out dev: P {perf.get('ents_p', 0):.3f} R {perf.get('ents_r', 0):.3f} "
          f"F1 {perf.get('ents_f', 0):.3f}")
    for label, s in sorted((perf.get("ents_per_type") or {}).items()):
        print(f"  {label:<5} P {s['p']:.3f} R {s['r']:.3f} F1 {s['f']:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
