"""The archive's links: entity links and stories, stored and kept up to date as articles
arrive, so no digest, dossier or listing links the whole archive.

``refresh`` runs after every ingest, before every digest and dossier, and beside the web
app (never in a request: its reads only read). The first
time, or when the code or the label language changed, it links every current article
(``linking.link_entities``, ``stories.build``) and stores the result with the index
keys of each entity (``linking.rule_keys``) and the story keys of each article (its
headline and lead words, entities, places, country and figures:
``stories.evidence.Profile.keys``) on its publication day. After that it links only the articles stored
since, against what is stored:

- entities: the new articles are linked among themselves, then each of their entities
  looks up, through the index keys, the stored entities the rules would join it with
  (the same full name, GeoNames place, acronym, surname, or a cross-script skeleton)
  and joins them;
- stories: each new article is compared with the stored articles of its days that share
  one of its story keys (``article_events``; a key crowded that day is not followed): the
  new articles and the stories of those are clustered again together; every other story
  stays as stored.

An article that left the archive (its file now holds another version) is taken out the
same way: its rows go, and the stories that held it are clustered again without it.

Decisions stored stand where a rebuild could weigh them again: a lone surname joined to
the one full name carrying it stays when a second full name with it arrives.
"""

from __future__ import annotations

import hashlib
import logging
from dataclasses import replace
from datetime import timedelta
from functools import cache
from pathlib import Path

import numpy as np
from rapidfuzz import process

from . import lang as languages
from . import linking
from .lang import fold, skeleton
from .linking import Links, name_key
from .model import Article, LinkedEntity, Story
from .store import LinkUpdate, Store
from .stories import build, evidence
from .stories import cluster as story_cluster
from .stories.evidence import Idf
from .text import script

log = logging.getLogger(__name__)
SCRIPTS = frozenset({"latn"} | {p.script for p in languages.packs().values()})


@cache
def _code() -> str:
    """A hash of the package's sources: links stored by other code (an upgrade, a rule
    changed) are stale even when the version number is not."""
    h = hashlib.sha256()
    for path in sorted(Path(__file__).parent.rglob("*.py")):
        h.update(path.read_bytes())
    return h.hexdigest()[:12]


def version(lang: str) -> str:
    """What stored links were made by: the label language (display names), the code."""
    return f"{lang} {_code()}"


def words_of(a: Article) -> str:
    """The folded headline and summary a dossier query is looked for in."""
    return fold(a.analysis.title + " " + " ".join(a.analysis.summary))


def refresh(store: Store, lang: str = "en") -> None:
    """Bring the stored links up to date with the current articles (see the module).
    Looked at first without the lock, so reading an archive that is up to date takes
    none (and works where the database's folder cannot be written)."""
    if _todo(store, lang) is None:
        return
    with store.links_lock():
        todo = _todo(store, lang)  # again: another process may have done it meanwhile
        if todo == "rebuild":
            _rebuild(store, lang)
        elif todo:
            left, new = todo
            if left:
                _remove(store, left, lang)
            if new:
                _add(store, tuple(store.articles(ids=new)), lang)


def _todo(store: Store, lang: str) -> str | tuple[set[str], set[str]] | None:
    """"rebuild", or the articles that left the archive and those to link, or None when
    the links are current."""
    current = set(store.current_ids())
    linked = store.linked_ids()
    if store.link_fingerprint("links") != version(lang) or not linked:
        return "rebuild" if current or linked else None
    left, new = linked - current, current - linked
    return (left, new) if left or new else None


def links(store: Store, lang: str = "en") -> Links:
    """Every current article's entity links, as stored (brought up to date first)."""
    refresh(store, lang)
    entities, mentions = store.linked()
    return Links(tuple(sorted(entities, key=order)), mentions)


def stories(store: Store, lang: str = "en") -> tuple[Story, ...]:
    """Every current article's stories, as stored (brought up to date first)."""
    refresh(store, lang)
    return tuple(store.stories())


def order(e: LinkedEntity) -> tuple:
    """The order of ``linking.link_entities``: most articles, most mentions, by name, by
    id (so the order of stored rows, which a database may return in any order, is
    never the tie-break)."""
    return (-len(e.article_ids), -e.mentions, fold(e.name), e.id)


# -- a rebuild ----------------------------------------------------------------------------

def _rebuild(store: Store, lang: str) -> None:
    every = tuple(store.articles(current=True))
    log.info("linking the %d articles of the archive", len(every))
    found = linking.link_entities(every, lang=lang)
    u = LinkUpdate(version(lang), replace=True, entities=list(found.entities),
                   mentions=dict(found.by_mention))
    _meanings(store, u, every, keep_all=True)
    u.stories = list(build.build(every, found, lang=lang))
    for e in found.entities:
        _index(u, e.id, e.kind, e.names)
    _articles(u, every, found)
    store.update_links(u)


def _meanings(store: Store, u: LinkUpdate, arts: tuple[Article, ...],
              keep_all: bool = False) -> None:
    """The sentence encoder's vectors of ``arts``: those stored (by the ingest's workers,
    or an earlier linking) put where ``evidence.meanings`` finds them, the others encoded
    and added to ``u`` (all of them with ``keep_all``: a rebuild stores them again), so no
    vector is made twice."""
    texts = evidence.meaning_texts([a.analysis for a in arts])
    stored = store.meanings(texts)
    evidence.remember({texts[k]: np.frombuffer(v, dtype=np.float32)
                       for k, v in stored.items()})
    todo = list(texts) if keep_all else [k for k in texts if k not in stored]
    u.meanings.update(zip(todo, evidence.vectors([texts[k] for k in todo]), strict=True))


def _index(u: LinkUpdate, eid: str, kind: str, names: tuple[str, ...]) -> None:
    """The rows a dossier and an arriving article look ``names`` up in."""
    u.names += sorted({(eid, fold(n), skeleton(n)) for n in names})
    keys, skels = linking.rule_keys(kind, names)
    u.keys += [(k, eid, None) for k in sorted(keys)] + [(k, eid, sk) for k, sk in skels]


def _articles(u: LinkUpdate, arts: tuple[Article, ...], found: Links) -> None:
    """The articles' words (for a dossier) and the keys an arriving article finds them
    under (``stories.evidence.Profile.keys``), on their publication day."""
    for a, prof in zip(arts, build.profiles(arts, found), strict=True):
        u.words.append((a.id, words_of(a)))
        u.events += [(a.id, k, prof.event.published.isoformat()) for k in prof.keys()]


# -- new articles ---------------------------------------------------------------------------

class _Attach:
    """The new articles' entities joined to the stored ones (see the module)."""

    def __init__(self, store: Store, lang: str) -> None:
        self.store = store
        reader = languages.get(lang)
        self.script = reader.script if reader else "latn"  # display names in it first
        self.lang = lang
        self.records: dict[str, LinkedEntity] = {}  # stored or made now, as they grow
        self.gone: dict[str, str] = {}
        self.skels: dict[str, list[tuple[str, str]]] = {}  # skel key -> (skeleton, id)
        self.changed: set[str] = set()  # ids of the records to store

    def resolve(self, eid: str) -> str:
        while eid in self.gone:
            eid = self.gone[eid]
        return eid

    def record(self, eid: str) -> LinkedEntity | None:
        eid = self.resolve(eid)
        if eid not in self.records:
            for e in self.store.linked([eid])[0]:
                self.records[e.id] = e
        return self.records.get(eid)

    def fuzzy(self, skels: list[tuple[str, str]]) -> set[str]:
        """Rule 2: stored entities whose skeleton in another script meets one of ours."""
        want = {k.rsplit("|", 1)[0] + f"|{s}" for k, _ in skels for s in SCRIPTS
                if s != k.rsplit("|", 1)[1]}
        todo = want - set(self.skels)
        for k in todo:
            self.skels[k] = []
        for k, sk, eid in self.store.skeletons(todo):
            self.skels[k].append((sk, eid))
        out: set[str] = set()
        for key, sk in skels:
            for other in (k for k in want if k.rsplit("|", 1)[0] == key.rsplit("|", 1)[0]):
                rows = self.skels[other]
                for _s, _score, i in process.extract(sk, [r[0] for r in rows],
                                                     scorer=linking.skeleton_ratio,
                                                     score_cutoff=linking.FUZZY, limit=None):
                    out.add(rows[i][1])
        return out

    def matches(self, g: LinkedEntity, context: set[str]) -> tuple[str, set[str]]:
        """The kind of ``g`` and the stored entities it joins."""
        kind = g.kind
        keys, skels = linking.rule_keys(kind, g.names)
        if kind == "organization":  # rule 6: spelled like a person's full name
            pskel = {f"pskel|{sk}" for _k, sk in skels if len(sk.split()) >= 2}
            if pskel and self.store.entities_at(pskel):
                kind = "person"
                keys, skels = linking.rule_keys(kind, g.names)
        lone = not any(k.startswith("full|") for k in keys)
        tokens = [k.split("|")[2] for k in keys if k.startswith("one|")]
        surnames = [k.split("|")[2] for k in keys if k.startswith("sur|")]
        acronyms = [k.split("|")[1] for k in keys if k.startswith("acr|")]
        ask = ({k for k in keys if k.startswith(("full|", "geo|"))}
               | {f"acr|{t.upper()}" for t in tokens} | {f"sur|{kind}|{t}" for t in tokens}
               | {f"one|{kind}|{t}" for t in tokens + surnames} | {f"acr|{a}" for a in acronyms}
               | {f"one|organization|{a.lower()}" for a in acronyms}
               | {f"sur|{kind}|{t}" for t in surnames})
        at = {k: {self.resolve(i) for i in ids} for k, ids in self.store.entities_at(ask).items()}
        found = {i for k in keys if k.startswith(("full|", "geo|")) for i in at.get(k, ())}
        found |= {self.resolve(i) for i in self.fuzzy(skels)}
        if kind == "organization":  # rule 4: an acronym and the name it spells
            for t in tokens if lone else ():
                if len(owners := at.get(f"acr|{t.upper()}", set())) == 1:
                    found |= owners
            for a in acronyms:
                if at.get(f"acr|{a}", set()) <= found:
                    found |= {i for i in at.get(f"one|organization|{a.lower()}", ())
                              if self._lone(i)}
        if lone and not found:  # rule 5: a lone surname joins the full name carrying it
            for t in tokens:
                carriers = at.get(f"sur|{kind}|{t}", set())
                if len(carriers) == 1:
                    found |= carriers
                elif carriers:
                    found |= self._by_context(carriers, context)
                else:  # lone names with no full name anywhere still meet each other
                    found |= at.get(f"one|{kind}|{t}", set())
        for t in linking.translated_one(kind, g.names) if not lone else ():  # "BBC"
            found |= {i for i in at.get(f"one|{kind}|{t}", ()) if self._lone(i)}
        for t in surnames if not lone else ():  # stored lone names it now carries
            if not at.get(f"sur|{kind}|{t}", set()) - found:
                found |= {i for i in at.get(f"one|{kind}|{t}", ()) if self._lone(i)}
        return kind, found

    def _display(self, name: str, names: tuple[str, ...], kind: str) -> str:
        """The stored display name, unless a full name as written in the reader's script
        now stands where it is a lone word, another script's, or that name translated or
        transliterated ("Khalef" -> "Ahmed Khalef"; "Difid" -> "David Cameron")."""
        glued = linking.glued_names(names)  # "للاتحاد الأوروبي" beside "الاتحاد الأوروبي"
        if len(name_key(name)) >= 2 and script(name) == self.script and name not in glued \
                and any(linking._plain(n) == name for n in names):  # as written
            return name
        better = [n for n in names if len(name_key(n)) >= 2 and script(n) == self.script
                  and n not in glued]
        if better:
            return linking._plain(better[0])
        return linking.in_reader_script(name, kind, self.lang)

    def _lone(self, eid: str) -> bool:
        e = self.record(eid)
        return e is not None and all(len(name_key(n)) < 2 for n in e.names)

    def _by_context(self, carriers: set[str], context: set[str]) -> set[str]:
        """Of several full names carrying a surname, the one sharing most entities named
        beside it, when one shares strictly most."""
        scored = []
        for c in carriers:
            e = self.record(c)
            beside = {self.resolve(i) for i in self.store.mentions(e.article_ids).values()
                      } - {c} if e else set()
            scored.append((len(beside & context), c))
        scored.sort(reverse=True)
        best = scored[0]
        return {best[1]} if best[0] > 0 and (len(scored) == 1 or best[0] > scored[1][0]) else set()

    def join(self, g: LinkedEntity, kind: str, found: set[str]) -> str:
        """Store ``g`` as a new entity or as part of the largest it joins; the others it
        joins become part of that one too."""
        joined = [e for e in (self.record(i) for i in sorted(found)) if e is not None]
        if not joined:
            self.records[g.id] = replace(g, kind=kind)
            self.changed.add(g.id)
            return g.id
        joined.sort(key=order)
        target, rest = joined[0], joined[1:]
        parts = [target, *rest, g]
        place = next((e for e in parts if e.country), None)
        names = tuple(dict.fromkeys(n for e in parts for n in e.names))
        self.records[target.id] = replace(
            target, name=self._display(target.name, names, kind), names=names,
            article_ids=tuple(dict.fromkeys(a for e in parts for a in e.article_ids)),
            mentions=sum(e.mentions for e in parts),
            country=place.country if place else None, lat=place.lat if place else None,
            lon=place.lon if place else None)
        for e in rest:
            self.gone[e.id] = target.id
            self.records.pop(e.id, None)
        self.changed.add(target.id)
        return target.id


def _add(store: Store, new: tuple[Article, ...], lang: str) -> None:
    u = LinkUpdate(version(lang))
    local = linking.link_entities(new, lang=lang)
    attach = _Attach(store, lang)
    final: dict[str, str] = {}
    full = {g.id for g in local.entities if any(len(name_key(n)) >= 2 for n in g.names)}
    by_article: dict[str, set[str]] = {}
    for g in local.entities:
        for a in g.article_ids:
            by_article.setdefault(a, set()).add(g.id)
    # full names first: a lone surname then finds them, and their context
    for g in sorted(local.entities, key=lambda g: g.id not in full):
        context = {attach.resolve(final[x]) for a in g.article_ids
                   for x in by_article[a] if x in full and x in final}
        kind, found = attach.matches(g, context)
        had = {n for i in found if (e := attach.record(i)) for n in e.names}
        final[g.id] = attach.join(g, kind, found)
        if fresh := tuple(n for n in g.names if n not in had):  # index rows once a name
            _index(u, final[g.id], kind, fresh)
    u.gone = {old: attach.resolve(old) for old in attach.gone}
    u.entities = [attach.records[i] for i in sorted(attach.changed) if i not in attach.gone]
    u.mentions = {m: attach.resolve(final[g]) for m, g in local.by_mention.items()}
    u.names = [(attach.resolve(i), f, sk) for i, f, sk in u.names]
    u.keys = [(k, attach.resolve(i), sk) for k, i, sk in u.keys]
    found = Links((), u.mentions)
    _meanings(store, u, new)
    _articles(u, new, found)
    _restory(store, u, new, attach, found)
    store.update_links(u)
    log.info("linked %d new article(s): %d entities new or grown, %d joined, %d stories "
             "new or grown", len(new), len(u.entities), len(u.gone), len(u.stories))


def _remove(store: Store, left: set[str], lang: str) -> None:
    """Articles that left the archive (their file now holds another version) taken out:
    their mentions, words and event keys; the entities they alone named; the stories
    that held them, clustered again without them."""
    u = LinkUpdate(version(lang), articles_gone=sorted(left))
    mentions = store.mentions(left)
    count: dict[str, int] = {}
    for a in store.articles(ids=left):
        for e in a.analysis.people + a.analysis.organizations + a.analysis.places:
            if (eid := mentions.get((a.id, e.kind, e.name))) is not None:
                count[eid] = count.get(eid, 0) + e.mentions
    for e in store.linked(count)[0]:
        arts = tuple(a for a in e.article_ids if a not in left)
        if arts:
            u.entities.append(replace(e, article_ids=arts,
                                      mentions=max(e.mentions - count[e.id], 0)))
        else:
            u.entities_gone.append(e.id)
    touched = store.stories_of(left)
    rest = {a for st in touched for a in st.article_ids} - left
    kept, gone = tuple(store.articles(ids=rest)), tuple(store.articles(ids=left))
    _meanings(store, u, kept + gone)
    u.stories = _cluster(store, kept, store.mentions(rest), {e.id: e for e in u.entities},
                         left=gone, lang=lang)
    u.stories_gone = [st.id for st in touched]
    store.update_links(u)
    log.info("took %d article(s) out of the links: %d entities gone, %d stories redone",
             len(left), len(u.entities_gone), len(u.stories))


def _restory(store: Store, u: LinkUpdate, new: tuple[Article, ...], attach: _Attach,
             found: Links) -> None:
    """The new articles clustered again with the stories of their stored peers: the
    articles of their days that share an index key with them, a key that more than
    ``stories.cluster.CROWDED`` articles of those days share left out (as
    ``stories.cluster.candidates`` does), so the cost follows the news of those days,
    not the size of the archive."""
    mine = {a.id for a in new}
    peers: set[str] = set()
    span = timedelta(days=story_cluster.DAYS)
    for prof in build.profiles(new, found):
        first = (prof.event.published - span).isoformat()
        last = (prof.event.published + span).isoformat()
        counts = store.key_counts(prof.keys(), first, last)
        keys = [k for k in prof.keys() if counts.get(k, 0) <= story_cluster.CROWDED]
        peers |= store.peers(keys, first, last)
    # the stories of its peers, and those naming an entity that joined another (their
    # claims and who's who carry its id and name): clustered again with it
    gone_arts = {a for old in attach.gone for a in _articles_of(store, old)}
    touched = store.stories_of((peers | gone_arts) - mine)
    members = {i for st in touched for i in st.article_ids} - mine
    group = tuple(sorted((*new, *store.articles(ids=members)),
                         key=lambda a: (a.first_seen, a.id)))
    mentions = {m: attach.resolve(i)
                for m, i in {**store.mentions(members), **u.mentions}.items()}
    # the articles of an entity that joined another are under its id now too
    day = {a.id: a.day.isoformat() for a in group}
    for old in attach.gone:
        u.events += [(a, f"e|{attach.resolve(old)}", day[a])
                     for a in _articles_of(store, old) if a in day]
    _meanings(store, u, group)
    u.stories = _cluster(store, group, mentions, attach.records, attach.resolve, new=new,
                         extra=[(k, a) for a, k, _ in u.events if k.startswith(("w|", "e|"))],
                         lang=attach.lang)
    u.stories_gone = [st.id for st in touched]


def _cluster(store: Store, group: tuple[Article, ...], mentions: dict[tuple[str, str, str], str],
             known: dict[str, LinkedEntity], resolve=lambda i: i, new: tuple[Article, ...] = (),
             extra: list[tuple[str, str]] = (), left: tuple[Article, ...] = (),
             lang: str = "en") -> list[Story]:
    """``group`` clustered into stories with the entities its ``mentions`` name (those of
    ``known``, changed now, over the stored ones), the archive's common actors left out
    as evidence (``resolve``: an entity's id now), its words weighed against the whole
    archive (``_weights``)."""
    ids = set(mentions.values())
    ents = {e.id: e for e in store.linked(ids - set(known))[0]}
    ents |= {i: e for i, e in known.items() if i in ids}
    common = {resolve(i) for i in store.common_entities(0.5)}
    links = Links(tuple(ents.values()), mentions)
    return list(build.build(group, links, common, weights=lambda profs: _weights(
        store, profs, new, extra, left), lang=lang))


def _weights(store: Store, profs: list, new: tuple[Article, ...],
             extra: list[tuple[str, str]], left: tuple[Article, ...]) -> Idf:
    """The word and entity weights of the archive as it will be (``Idf.of`` over every
    current article), for the keys of the clustered articles' ``profs``: counted from the stored story keys, with
    ``extra`` (key, article) rows about to be stored (the ``new`` articles', and entities
    joined under another id) and without the articles that ``left``."""
    keys = {k for p in profs for k in p.keys() if k.startswith(("w|", "e|"))}
    df = store.key_counts(keys, "0000-01-01", "9999-12-31")
    mine = {a.id for a in new}
    moved = {k for k, a in extra if k in keys and a not in mine}  # an entity's new id
    for k, arts in store.key_articles(moved).items():
        df[k] = len(arts | {a for k2, a in extra if k2 == k})
    for k, a in extra:
        if k in keys and a in mine:
            df[k] = df.get(k, 0) + 1
    if left:
        gone = build.profiles(left, Links((), store.mentions(a.id for a in left)))
        for p in gone:
            for k in set(p.keys()) & keys:
                df[k] = max(df.get(k, 0) - 1, 0)
    return Idf(len(store.linked_ids()) - len(left) + len(new), df)


def _articles_of(store: Store, eid: str) -> tuple[str, ...]:
    got = store.linked([eid])[0]
    return got[0].article_ids if got else ()
