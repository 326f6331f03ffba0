#!/usr/bin/env python3
"""Build eval/ar_claims/*.json from ANERcorp train (../shared/data/anercorp-train.iob) and the
hand annotations in annotations.py. Every gist piece (pieces joined by " ... ") is checked to
occur in its sentence (after folding), so a gist can only quote the text it annotates."""
import json, re, sys
from pathlib import Path
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from annotations import PASSAGES  # noqa: E402

SRC = Path(sys.argv[1] if len(sys.argv) > 1 else "/work/shared/data/anercorp-train.iob")
OUT = HERE.parent

def detok(toks):
    s = " ".join(toks)
    s = re.sub(r" ([.,،؛:!?؟)\]])", r"\1", s)
    s = re.sub(r"([(\[]) ", r"\1", s)
    s = s.replace("' '", '"')
    s = re.sub(r'" ([^"]*?) "', r'"\1"', s)
    return re.sub(r"\s+", " ", s).strip()

def fold(t):
    t = re.sub("[\u064b-\u065f\u0670\u0640]", "", t)
    for a, b in (("أ", "ا"), ("إ", "ا"), ("آ", "ا"), ("ى", "ي"), ("ة", "ه")):
        t = t.replace(a, b)
    return " ".join(re.sub(r"[^\w]+", " ", t).split())

sents, cur, start = [], [], 1
for i, line in enumerate(SRC.read_text(encoding="utf-8").splitlines(), 1):
    tok = line.rpartition(" ")[0]
    if tok.strip():
        cur.append(tok)
    if tok == ".":
        sents.append((start, i, detok(cur)))
        cur, start = [], i + 1

errors = 0
for pid, (a, b, claims, not_claims) in sorted(PASSAGES.items()):
    text = " ".join(sents[j][2] for j in range(a, b + 1))
    gold_claims = []
    names = {}  # every surface a speaker has in the passage, given to each of its claims
    for c in claims:
        names.setdefault(c[1], [])
        names[c[1]] += [x for x in c[2] if x not in names[c[1]]]
    for c in claims:
        j, speaker, aliases, gist, quote = c[:5]
        extra = c[5] if len(c) > 5 else {}
        assert a <= j <= b, (pid, j)
        sent = sents[j][2]
        for piece in gist.split(" ... "):
            if fold(piece) not in fold(sent):
                print(f"{pid} [{j}] gist piece not in sentence: {piece}", file=sys.stderr)
                errors += 1
        g = {"speaker": speaker}
        if names[speaker]:
            g["speaker_aliases"] = names[speaker]
        g.update({"gist": gist, "quote": quote, "sentence": sent,
                  "sentence_line": sents[j][0]})
        g.update(extra)
        gold_claims.append(g)
    doc = {
        "id": f"anercorp-train-{pid}",
        "lang": "ar",
        "source": (f"ANERcorp train (CAMeL Lab split), ../shared/data/anercorp-train.iob lines "
                   f"{sents[a][0]}-{sents[b][1]} (sentences {a}-{b}, 0-based, a sentence ends at a '.' token)"),
        "text": text,
        "gold": {"claims": gold_claims},
        "not_claims": [{"sentence_line": sents[j][0], "why": why} for j, why in not_claims],
    }
    (OUT / f"{pid}.json").write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
print(f"{len(PASSAGES)} passages, {sum(len(p[2]) for p in PASSAGES.values())} claims, {errors} gist errors")
sys.exit(1 if errors else 0)
