"""Document frequencies of words in news, the background ``stories.evidence`` weighs the
words of the articles it compares against (``make models``).

    python scripts/train_idf.py [--data ../shared/data]

English: the 840 training articles of PolNeAR (US political news, 2015-2016; credit in
``reports/models/README.md``; the texts are not shipped, only how many articles use each
word). Arabic: the training part of ANERcorp (CC BY-SA 4.0, so its table is its own file
under that licence), which has no article boundaries: every 20 sentences count as one
document. Words are read as ``stories.evidence`` reads them (``analysis.summary._terms``);
words fewer than ``MIN_DF`` documents use are left out (they weigh as unseen).
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path

from reports import lang as languages
from reports.analysis.summary import _terms
from reports.stories.evidence import BACKGROUND

MIN_DF = 2
SENTENCES = 20  # ANERcorp sentences per pseudo-document


def table(docs: list[str], code: str, source: str) -> dict:
    pack = languages.get(code)
    df: Counter[str] = Counter()
    for d in docs:
        df.update(set(_terms(d, pack)))
    return {"language": code, "documents": len(docs), "source": source,
            "df": {t: k for t, k in sorted(df.items()) if k >= MIN_DF}}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=Path("../shared/data"))
    args = ap.parse_args()
    en = [p.read_text(encoding="utf-8") for p in sorted((args.data / "polnear/train/text").glob("*.txt"))]
    sentences, words = [], []
    for line in (args.data / "anercorp-train.iob").read_text(encoding="utf-8").splitlines():
        if line.strip():
            words.append(line.rsplit(" ", 1)[0])
            if words[-1] == ".":
                sentences.append(" ".join(words))
                words = []
    ar = [" ".join(sentences[i:i + SENTENCES]) for i in range(0, len(sentences), SENTENCES)]
    for code, docs, source in (("en", en, "PolNeAR v1.0.0 train (Newell, Margolin and Ruths, LREC 2018)"),
                               ("ar", ar, "ANERcorp train, CAMeL Lab split (Benajiba, Rosso and "
                                          "Benedi Ruiz, 2007), CC BY-SA 4.0")):
        out = BACKGROUND.parent / BACKGROUND.name.format(code=code)
        t = table(docs, code, source)
        out.write_text(json.dumps(t, ensure_ascii=False, separators=(",", ":")) + "\n",
                       encoding="utf-8")
        print(f"{out}: {t['documents']} documents, {len(t['df'])} words")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
