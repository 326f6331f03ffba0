"""Story linking on a real archive: the product beside a plain TF-IDF peer, same run.

The peer is what a newsroom could build in an afternoon: TF-IDF cosine over headline and
body (sublinear counts, smoothed IDF over the set), pairs published at most two days
apart, average-linkage clustering; it is given its best threshold on the set (a generous
peer). The product ingests the same files into a fresh archive, as
``../shared/eval/linking.py`` does (neutral names, file times on publication days), and
lists its stories. Both are scored alike: B-cubed F1, pairwise precision and recall. Then
ten more articles arrive and are linked into the archive (``archive`` links only them).

    python benchmarks/stories.py [../shared/eval/dev_archive]
"""

from __future__ import annotations

import itertools
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from datetime import UTC, date, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import Row, say

SET = Path(__file__).resolve().parents[1].parent / "shared" / "eval" / "dev_archive"
ARRIVING = 10
PEER_THRESHOLDS = (0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4)
_WORD = re.compile(r"[^\W\d_]{2,}")


def score(groups: list[list[str]], event_of: dict[str, str]) -> dict[str, float]:
    """B-cubed F1 and pairwise precision / recall of ``groups`` of files against gold."""
    files = sorted(event_of)
    pred = {f: k for k, g in enumerate(groups) for f in g}
    for k, f in enumerate(files):
        pred.setdefault(f, f"alone{k}")
    by_pred, by_gold = defaultdict(set), defaultdict(set)
    for f in files:
        by_pred[pred[f]].add(f)
        by_gold[event_of[f]].add(f)
    p = sum(len(by_pred[pred[f]] & by_gold[event_of[f]]) / len(by_pred[pred[f]]) for f in files)
    r = sum(len(by_pred[pred[f]] & by_gold[event_of[f]]) / len(by_gold[event_of[f]]) for f in files)
    p, r = p / len(files), r / len(files)
    gold = {x for g in by_gold.values() for x in itertools.combinations(sorted(g), 2)}
    got = {x for g in by_pred.values() for x in itertools.combinations(sorted(g), 2)}
    return {"b3": 2 * p * r / (p + r), "pair_p": len(gold & got) / max(len(got), 1),
            "pair_r": len(gold & got) / max(len(gold), 1)}


def peer(root: Path, files: list[str], published: dict[str, date], threshold: float
         ) -> list[list[str]]:
    """The plain TF-IDF peer (see the module)."""
    docs = [Counter(w.lower() for w in _WORD.findall(
        (root / "articles" / f).read_text(encoding="utf-8"))) for f in files]
    df = Counter(w for d in docs for w in d)
    n = len(docs)
    vecs = []
    for d in docs:
        v = {w: (1 + math.log(c)) * (math.log((1 + n) / (1 + df[w])) + 1) for w, c in d.items()}
        norm = math.sqrt(sum(x * x for x in v.values())) or 1.0
        vecs.append({w: x / norm for w, x in v.items()})
    score_of = {}
    for i, j in itertools.combinations(range(n), 2):
        if abs((published[files[i]] - published[files[j]]).days) <= 2:
            a, b = sorted((vecs[i], vecs[j]), key=len)
            s = sum(x * b.get(w, 0.0) for w, x in a.items())
            if s > 0:
                score_of[(i, j)] = s
    from reports.stories.cluster import average_linkage

    return [[files[i] for i in g] for g in average_linkage(n, score_of, threshold, veto=-1.0)]


def product(root: Path, files: list[str], tmp: Path) -> tuple[list[list[str]], float, float]:
    """The product's stories of ``files`` (all but the last ``ARRIVING``, which then
    arrive and are linked in a fresh process), the seconds of that linking, and of the
    process with it."""
    from reports import archive
    from reports.config import Settings
    from reports.ingest import ingest
    from reports.store import Store

    gold = json.loads((root / "gold.json").read_text(encoding="utf-8"))
    src = tmp / "articles"
    src.mkdir()
    neutral = {}
    for i, f in enumerate(files, 1):
        neutral[f"a{i:04d}.txt"] = f
    settings = Settings(sources=(str(src),), database=str(tmp / "stories.db"), workers=1)
    store = Store(settings.database_url)

    def put(names: list[str]) -> None:
        for name in names:
            dst = src / name
            shutil.copyfile(root / "articles" / neutral[name], dst)
            day = (gold.get("sources", {}).get(neutral[name]) or {}).get("published")
            if day:
                t = datetime.fromisoformat(day).replace(hour=12, tzinfo=UTC).timestamp()
                os.utime(dst, (t, t))

    names = sorted(neutral)
    put(names[:-ARRIVING])
    ingest(settings, store)  # stores and links them (``archive.refresh``)
    put(names[-ARRIVING:])
    refresh, archive.refresh = archive.refresh, lambda *a, **k: None
    try:  # stored, not linked yet
        ingest(settings, store)
    finally:
        archive.refresh = refresh
    code = ("import time;from reports import archive;from reports.store import Store;"
            f"s=Store({store.url!r});t=time.perf_counter();archive.refresh(s);"
            "print(time.perf_counter()-t)")
    t = time.perf_counter()  # in a fresh process, as ``archive.arrive`` times it
    arrive = float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                  check=True).stdout.split()[-1])
    first = time.perf_counter() - t  # with the start of the process
    stories = archive.stories(store)
    file_of = {a.id: neutral[Path(a.sources[0]).name] for a in store.articles(current=True)}
    return [[file_of[i] for i in s.article_ids] for s in stories], first, arrive


def run(root: Path = SET) -> list[Row]:
    gold = json.loads((root / "gold.json").read_text(encoding="utf-8"))
    event_of = {f: e for e, ev in gold["events"].items() for f in ev["files"]}
    files = sorted(event_of)
    published = {f: date.fromisoformat(gold["sources"][f]["published"]) for f in files}
    say(f"stories: {len(files)} articles of {len(gold['events'])} events ({root.name})")
    t = time.perf_counter()
    tried = {th: score(peer(root, files, published, th), event_of) for th in PEER_THRESHOLDS}
    best = max(tried, key=lambda th: tried[th]["b3"])
    bare = tried[best]
    say(f"  TF-IDF peer (threshold {best}): B3 {bare['b3']:.3f}  pairs P {bare['pair_p']:.3f} "
        f"R {bare['pair_r']:.3f}  ({time.perf_counter() - t:.0f} s)")
    with tempfile.TemporaryDirectory(prefix="bench-stories-") as tmp:
        t = time.perf_counter()
        groups, first, arrive = product(root, files, Path(tmp))
        ours = score(groups, event_of)
    say(f"  product:                  B3 {ours['b3']:.3f}  pairs P {ours['pair_p']:.3f} "
        f"R {ours['pair_r']:.3f}  ({time.perf_counter() - t:.0f} s with ingest)")
    return [
        Row(f"stories B-cubed F1, {root.name} (product vs TF-IDF peer)", f"{ours['b3']:.3f}",
            f"{bare['b3']:.3f}", f"{ours['b3'] - bare['b3']:+.3f}", ">= peer + 0.02",
            ours["b3"] >= bare["b3"] + 0.02),
        Row(f"stories pair precision, {root.name}", f"{ours['pair_p']:.3f}",
            f"{bare['pair_p']:.3f}", "", ">= 0.90", ours["pair_p"] >= 0.90),
        Row(f"stories pair recall, {root.name}", f"{ours['pair_r']:.3f}",
            f"{bare['pair_r']:.3f}", "", "", None),
        Row(f"stories: {ARRIVING} new articles linked into {len(files) - ARRIVING} (s)",
            f"{arrive:.2f}", "", "", "< 2", arrive < 2.0),
        Row("stories: the same, with the process's start (s)", f"{first:.2f}", "", "", "",
            None),
    ]


if __name__ == "__main__":
    from common import table

    print(table(run(Path(sys.argv[1]) if len(sys.argv) > 1 else SET)))
