"""Articles grouped into stories: candidate pairs from indexed keys, average linkage.

A pair is compared only when the two share an index key (a headline or lead word, a
linked entity, a place's cell) and were published or happened within ``DAYS`` days of
each other; a key that more than ``CROWDED`` articles of those days share is no evidence
of anything and is not followed. So the cost for an article depends on the news of its
days, not on the size of the archive. Groups join while the average chance over all
their pairs (an unseen pair counts as 0) is at least the model's threshold: a report
close to one member but not to the rest stays out, so stories cannot chain.
"""

from __future__ import annotations

import heapq
from bisect import bisect_left, bisect_right
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import timedelta

from .. import events
from ..model import Article, Entity
from . import evidence
from .evidence import Idf, Pair, Profile
from .model import Model, load

DAYS = events.DAYS
CROWDED = 60  # articles of one key within the window past which the key is not followed


@dataclass(frozen=True)
class Group:
    """A story's members (indexes into the articles clustered) and why each joined."""

    members: tuple[int, ...]
    why: tuple[str, ...]


def candidates(profs: Sequence[Profile]) -> Iterator[tuple[int, int]]:
    """The pairs (i < j) sharing an index key within ``DAYS`` days (see the module)."""
    index: dict[str, list[tuple[object, int]]] = defaultdict(list)
    keys = [p.keys() for p in profs]
    for k, p in enumerate(profs):
        for key in keys[k]:
            index[key].append((p.event.published, k))
    for lst in index.values():
        lst.sort()
    span = timedelta(days=DAYS)
    for j, p in enumerate(profs):
        found: set[int] = set()
        for key in keys[j]:
            lst = index[key]
            lo = bisect_left(lst, (p.event.published - span, -1))
            hi = bisect_right(lst, (p.event.published + span, len(profs)))
            if hi - lo <= CROWDED:
                found.update(k for _, k in lst[lo:hi] if k < j)
        yield from ((i, j) for i in sorted(found))


def chances(profs: Sequence[Profile], common: frozenset[str] = frozenset(),
            model: Model | None = None, idf: Idf | None = None
            ) -> dict[tuple[int, int], tuple[float, Pair]]:
    """Each candidate pair's chance of being one story, with its evidence (``idf``: the
    archive's word weights, by default those of ``profs``)."""
    model = model or load()
    idf = idf or Idf.of(profs)
    out = {}
    for i, j in candidates(profs):
        pair = evidence.compare(profs[i], profs[j], idf, common)
        out[(i, j)] = (model.chance(pair), pair)
    return out


def average_linkage(n: int, score: dict[tuple[int, int], float], threshold: float,
                    veto: float = 0.0, apart=None) -> list[list[int]]:
    """Groups of 0..n-1 joined while the mean score over all their pairs is at least
    ``threshold`` (the best pair of groups first; a missing pair scores 0), and none of
    their compared pairs scores under ``veto`` nor is ``apart`` (published more than
    ``DAYS`` apart): two reports the evidence says are of two events are never one story
    through a third."""
    members: dict[int, list[int]] = {i: [i] for i in range(n)}
    total: dict[int, dict[int, float]] = defaultdict(dict)
    vetoed: dict[int, set[int]] = defaultdict(set)
    for (i, j), s in score.items():
        total[i][j] = total[j][i] = s
        if s < veto:
            vetoed[i].add(j)
            vetoed[j].add(i)
    heap = [(-s, i, j) for (i, j), s in score.items() if s >= threshold]
    heapq.heapify(heap)
    while heap:
        neg, a, b = heapq.heappop(heap)
        if a not in members or b not in members or b in vetoed[a] or apart and any(
                apart(i, j) for i in members[a] for j in members[b]):
            continue
        avg = total[a].get(b, 0.0) / (len(members[a]) * len(members[b]))
        if abs(avg + neg) > 1e-12:
            continue  # stale: the groups changed since
        members[a] += members.pop(b)
        for c, s in total.pop(b).items():
            del total[c][b]
            if c != a:
                total[a][c] = total[c][a] = total[a].get(c, 0.0) + s
        for c in vetoed.pop(b, set()):
            vetoed[c].discard(b)
            if c != a:
                vetoed[c].add(a)
                vetoed[a].add(c)
        for c, s in total[a].items():
            avg = s / (len(members[a]) * len(members[c]))
            if avg >= threshold and c not in vetoed[a]:
                heapq.heappush(heap, (-avg, min(a, c), max(a, c)))
    return [sorted(m) for m in members.values()]


def groups(articles: Sequence[Article], profs: Sequence[Profile],
           id_of: Callable[[str, Entity], str | None], common: set[str] | None = None,
           model: Model | None = None, weights: Idf | None = None) -> list[Group]:
    """``articles`` (their ``profs``, ``build.profiles``) grouped into stories,
    each member with the evidence that joined it (``id_of``: the linked id of an
    article's entity; ``common``: actors of a larger archive too common to be evidence,
    by default those named in more than half of five or more of ``articles``;
    ``weights``: the word weights of that archive, by default those of ``articles``)."""
    model = model or load()
    n = len(profs)
    if common is None:
        actors = Counter(e for p in profs for e in p.central)
        common = {e for e, k in actors.items() if n >= 5 and k > n / 2}
    got = chances(profs, frozenset(common), model, weights)
    parts = average_linkage(n, {k: c for k, (c, _) in got.items()}, model.threshold,
                            model.veto,
                            apart=lambda i, j: abs((profs[i].event.published
                                                    - profs[j].event.published).days) > DAYS)
    out = []
    for idx in parts:
        why = []
        for i in idx if len(idx) > 1 else ():
            best = max((j for j in idx if j != i),
                       key=lambda j: got.get((min(i, j), max(i, j)), (0.0, None))[0])
            c, pair = got.get((min(i, best), max(i, best)), (0.0, None))
            a = articles[i].analysis  # entities named as this article names them
            names = {eid: e.name for e in a.people + a.organizations + a.places
                     if (eid := id_of(articles[i].id, e))}
            said = explain(pair, names) if pair else "close to the story as a whole"
            why.append(f"{articles[i].id} ~ {articles[best].id}: {said}")
        out.append(Group(tuple(idx), tuple(why)))
    return out


def explain(pair: Pair, names: dict[str, str]) -> str:
    """The evidence of a pair in an editor's words: "same day, in Daraa ~ درعا (SY),
    both report an attack, toll 24 ~ 27, both name Ahmed Khalef, same words: ..."."""
    said = ["same day" if pair.days == 0 else
            f"{pair.days} day{'s' if pair.days > 1 else ''} apart"]
    where = [x for x in (pair.place, pair.country) if x]
    if where:
        said.append(f"in {where[0]}" + (f" ({where[1]})" if len(where) > 1 else ""))
    if pair.kind:
        said.append(f"both report {'an' if pair.kind[0] in 'aeiou' else 'a'} {pair.kind}")
    if pair.tolls:
        said.append(f"toll {pair.tolls[0]:,.0f} ~ {pair.tolls[1]:,.0f}")
    if pair.entities:
        said.append("both name " + ", ".join(sorted(names.get(e, e) for e in pair.entities[:3])))
    if pair.words and pair.value("text") >= 0.1:
        said.append("same words: " + ", ".join(pair.words[:4]))
    if pair.numbers:
        said.append("same figures: " + ", ".join(
            f"{v:,.0f} {m}".strip() for m, v in pair.numbers[:2]))
    if pair.value("meaning") >= 0.5 and not pair.words:
        said.append("headlines alike in meaning")
    return ", ".join(said)
