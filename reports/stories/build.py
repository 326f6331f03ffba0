"""A story built: its members grouped (``cluster``, over the pair ``evidence`` that the
learned ``model`` weighs) and its facts read from them (``facts``), from the entity links
of ``reports.linking``."""

from __future__ import annotations

import hashlib
import re
from collections import defaultdict
from collections.abc import Sequence

from .. import events
from .. import lang as languages
from ..lang import fold
from ..linking import Links, in_reader_script, name_key
from ..model import Article, Claim, ClaimGroup, Story
from . import cluster, evidence, facts


def speaker_ids(article: Article, links: Links) -> dict[int, str]:
    """Claim index -> linked id of its speaker when the speaker is a known entity."""
    out: dict[int, str] = {}
    ents = article.analysis.people + article.analysis.organizations
    pack = languages.get(article.analysis.language)
    stop = pack.stop_words() if pack else frozenset()

    def ends_as(sk: tuple[str, ...], xk: tuple[str, ...]) -> bool:
        """The speaker ends as the name does, and not as the body it is "in" ("اللجنة
        الأمنية في مجلس محافظة بغداد" is no speech of the council)."""
        inner = len(sk) > len(xk) and sk[-len(xk):] == xk and sk[-len(xk) - 1] in stop
        return bool(xk) and sk[-1:] == xk[-1:] and not inner

    for ci, c in enumerate(article.analysis.claims):
        sk = name_key(c.speaker)
        # the name itself, else one ending the same ("Khalef" for Ahmed Khalef; not the
        # armed forces "in Niger" for its presidential guard "in Niger")
        e = next((e for e in ents if any(name_key(x) == sk for x in (e.name, *e.aliases))),
                 None) or next((e for e in ents if sk and any(
                     ends_as(sk, name_key(x)) for x in (e.name, *e.aliases))), None)
        if e is not None and (eid := links.id_of(article.id, e)):
            out[ci] = eid
    return out


def central(article: Article, links: Links) -> set[str]:
    """Actors an article is about: people and organizations it quotes or names twice."""
    out = set(speaker_ids(article, links).values())
    for e in article.analysis.people + article.analysis.organizations:
        if e.mentions >= 2:
            eid = links.id_of(article.id, e)
            if eid:
                out.add(eid)
    return out


def profiles(articles: Sequence[Article], links: Links) -> list[evidence.Profile]:
    """Each article's story evidence (``stories.evidence.profile``) with its linked
    entities and the actors it is about."""
    out = []
    for a, meaning in zip(articles, evidence.meanings(articles), strict=True):
        ids = {(e.kind, e.name): eid for e in a.analysis.people + a.analysis.organizations
               + a.analysis.places if (eid := links.id_of(a.id, e))}
        out.append(evidence.profile(a, ids, frozenset(central(a, links)), meaning=meaning))
    return out


def build(articles: Sequence[Article], links: Links, common: set[str] | None = None,
            weights=None, lang: str = "en") -> tuple[Story, ...]:
    """Group articles reporting the same news item into stories (``stories.cluster``:
    evidence of every kind of news, weighed by a learned model, average linkage), and
    read each story's facts from its members. ``common`` and ``weights``: the actors too
    common to be evidence and the word weights (``stories.evidence.Idf``, or a function
    of the articles' profiles giving them) of a larger archive these articles are part of.
    ``lang``: the language of the story's lead line (``stories.facts.lead``).
    """
    arts = list(articles)
    own = {a.id: events.own_figures(a) for a in arts}
    stories = []
    profs = profiles(arts, links)
    for found in cluster.groups(arts, profs, links.id_of, common,
                                      weights=weights(profs) if callable(weights) else weights):
        idx, why = list(found.members), list(found.why)
        group = [arts[i] for i in idx]
        counts = facts.tallies(group, own, least=1, lang=lang)
        figures = facts.corroborate_figures(group, counts, own)
        ev = {a.id: events.of(a, own[a.id]) for a in group}
        resp = facts.group_responsibility(group, links, facts.story_kind(group, ev))
        ent_ids = tuple(dict.fromkeys(
            eid for a in group for e in a.analysis.people + a.analysis.organizations
            + a.analysis.places if (eid := links.id_of(a.id, e))))
        stories.append(Story(
            id="s" + hashlib.sha1(" ".join(sorted(a.id for a in group)).encode()).hexdigest()[:9],
            title=group[0].analysis.title,
            article_ids=tuple(a.id for a in group),
            languages=tuple(sorted({a.analysis.language for a in group})),
            entity_ids=ent_ids,
            figures=figures, claims=group_claims(group, links),
            why=tuple(why), tallies=counts, responsibility=resp,
            day=facts.story_day(group, ev),
            lead=facts.lead(group, ev, counts, figures, resp, links, lang)))
    stories.sort(key=lambda s: (-len(s.article_ids), s.article_ids))
    return tuple(stories)


def _described_speaker(group: Sequence[Article], links: Links, a: Article, c: Claim
                       ) -> str | None:
    """The linked id of the one organization of the story a claim's definite description
    names ("The lender said" in one report, the central bank named in another, or in
    Arabic as البنك المركزي المصري), the fullest of names that nest, else None."""
    pack = languages.get(a.analysis.language)
    word = pack.body_word(c.speaker) if pack and pack.body_word else ""
    if not word:
        return None
    found: dict[str, set[str]] = {}  # id -> the words of its names, in the claim's script
    for b in group:
        for e in b.analysis.organizations:
            eid = links.id_of(b.id, e)
            ent = links.get(eid) if eid else None
            for n in (ent.name, *ent.names) if ent else ():
                words = set(re.findall(r"\w+", in_reader_script(
                    n, "organization", a.analysis.language).lower()))
                if word in words:
                    found.setdefault(eid, set()).update(words)  # type: ignore[arg-type]
    # "Central Bank" beside "Egyptian Central Bank": the shorter name is the same body's
    fullest = [i for i, w in found.items() if not any(w < v for v in found.values())]
    return fullest[0] if len(fullest) == 1 else None


def group_claims(group: Sequence[Article], links: Links) -> tuple[ClaimGroup, ...]:
    """Claims of a story grouped by speaker (linked across languages), original wording;
    a body's description resolved across the story's reports (``_described_speaker``)."""
    by: dict[str, list[tuple[Article, Claim]]] = defaultdict(list)
    display: dict[str, str] = {}
    for a in group:
        ids = speaker_ids(a, links)
        for ci, c in enumerate(a.analysis.claims):
            if ci not in ids and (eid := _described_speaker(group, links, a, c)):
                ids[ci] = eid
            key = ids.get(ci) or "u:" + fold(c.speaker)
            by[key].append((a, c))
            ent = links.get(key) if ci in ids else None
            display.setdefault(key, ent.name if ent else c.speaker)
    out = [ClaimGroup(speaker_id=k, speaker=display[k],
                      reports=tuple(facts.report(a, c) for a, c in items))
           for k, items in by.items()]
    out.sort(key=lambda g: (-g.sources, -len(g.reports)))
    return tuple(out)
