"""Across articles: one record per real entity, in either script.

Entity linking (``link_entities``) unions the per-article entities of the same kind when:
  1. a full name (two words or more, titles dropped) folds to the same text, also the
     name an organization or a place is translated to by the shipped name tables
     (``LanguagePack.translated``: "الأمم المتحدة" ~ "United Nations");
  2. the full names' consonant skeletons agree across scripts (``reports.lang.skeleton``:
     "أحمد خلف" ~ "Ahmed Khalef"), fuzzy-matched with rapidfuzz; so do one-word
     organization names of three consonants or more ("طالبان" ~ "Taliban", "حماس" ~
     "Hamas"); a person's Latin-script name also as the other script spells it, by the
     pack's learned speller ("Nigel Farage" ~ نايجل فاراج);
  3. places resolve to the same GeoNames place (``analysis.geo``: "Daraa" ~ "درعا");
  4. an acronym spells the initials of an organization's name ("FSA" ~ "Free Syrian Army");
  5. a lone surname joins the one full-name entity that carries it; when several do
     (two people called Khalef), the one sharing most co-occurring entities wins, and
     with no shared context it stays apart;
  6. an "organization" spelled like a person's full name elsewhere is that person.

Stories are made from these links in ``reports.stories``.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache

from rapidfuzz import fuzz, process

from . import identifiers
from . import lang as languages
from .analysis import geo
from .labels import institution
from .lang import fold, skeleton
from .model import (
    Article,
    Entity,
    LinkedEntity,
    Story,
)
from .text import script, unspoof

# Words written before a name that are not part of it: every language's titles, and what
# a publication is ("the newspaper Asharq" = "صحيفة الشرق").
TITLES = frozenset(fold(t) for p in languages.packs().values() for t in p.titles | p.name_prefixes)
STOP_INITIALS = {"of", "the", "and", "for", "in", "on", "al", "el", "de"}
FUZZY = 88  # rapidfuzz ratio on skeletons for a cross-script match
WORD_FUZZY = 75  # and on each word's, where a text's words are read as a name (``written``)


def skeleton_ratio(a: str, b: str, **_: object) -> float:
    """How alike two names' skeletons are: the whole names' ratio, but no more than their
    last words' ("ḫld fsl" ~ "ḫld fl" share a first name: خالد الفيصل is not Khalid
    al-Falih). A rapidfuzz scorer."""
    whole = fuzz.ratio(a, b)
    if whole < FUZZY or " " not in a or " " not in b:
        return whole
    return min(whole, fuzz.ratio(a.rsplit(" ", 1)[1], b.rsplit(" ", 1)[1]))


@lru_cache(maxsize=1 << 16)
def name_key(name: str) -> tuple[str, ...]:
    """Folded words of a name without the titles before it: "Foreign Minister Dariusz
    Rosati" -> dariusz rosati, "President Bashar Assad" -> bashar assad."""
    toks = fold(unspoof(name)).split()  # "Аhmed" (Cyrillic А), "Ah\u200bmed" are Ahmed

    def is_title(k: int) -> bool:
        t = toks[k]
        pack = languages.by_script(t)
        if t in TITLES or (pack is not None and fold(pack.strip_clitics(t)) in TITLES):
            return True
        # a word that continues the title: "الرئيس السوري", "وزير الخارجية الأميركي"
        return k > 0 and pack is not None and pack.continues_title(t) and is_title(k - 1)

    cut = max((k + 1 for k in range(len(toks) - 1) if is_title(k)), default=0)
    return tuple(toks[cut:])


def _stable_id(kind: str, name: str, article_id: str) -> str:
    """An id that stays while the entity's first mention (oldest article) is stored, and
    that two entities cannot share (one article has one entity per name and kind)."""
    return kind[0] + hashlib.sha1(f"{kind}:{fold(name)}@{article_id}".encode()).hexdigest()[:9]


class _Union:
    def __init__(self) -> None:
        self.parent: dict[int, int] = {}

    def find(self, x: int) -> int:
        self.parent.setdefault(x, x)
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x

    def union(self, a: int, b: int) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[max(ra, rb)] = min(ra, rb)


@dataclass(frozen=True)
class _Node:
    article: Article
    entity: Entity
    kind: str  # the entity's kind, unless the store knows the name as a person

    @property
    def names(self) -> tuple[str, ...]:
        return (self.entity.name, *self.entity.aliases)


@dataclass(frozen=True)
class Links:
    """Linked entities and, for each (article id, kind, name), the entity id."""

    entities: tuple[LinkedEntity, ...]
    by_mention: dict[tuple[str, str, str], str]

    def id_of(self, article_id: str, entity: Entity) -> str | None:
        return self.by_mention.get((article_id, entity.kind, entity.name))

    def get(self, entity_id: str) -> LinkedEntity | None:
        return self._by_id.get(entity_id)

    @cached_property
    def _by_id(self) -> dict[str, LinkedEntity]:
        """The entities by id, built on first use (``get`` is called per claim and name)."""
        return {e.id: e for e in self.entities}


def _acronym(name: str) -> str:
    words = [w for w in re.findall(r"[A-Za-z]+", name) if w.lower() not in STOP_INITIALS]
    return "".join(w[0] for w in words).upper() if len(words) >= 2 else ""


def link_entities(articles: Sequence[Article], lang: str = "en") -> Links:
    """Link the entities of ``articles`` (oldest first) into one record per real entity."""
    people = {skeleton(" ".join(k)) for a in articles for e in a.analysis.people
              for x in (e.name, *e.aliases) if len(k := name_key(x)) >= 2}

    def kind_of(e: Entity) -> str:
        """rule 6: an "organization" spelled like a person's full name elsewhere is that
        person ("Basher Al Assad's control" tagged ORG by the model)."""
        if e.kind == "organization" and any(
                len(k := name_key(x)) >= 2 and skeleton(" ".join(k)) in people
                for x in (e.name, *e.aliases)):
            return "person"
        return e.kind

    nodes = [_Node(a, e, kind_of(e)) for a in articles
             for e in a.analysis.people + a.analysis.organizations + a.analysis.places]
    uf = _Union()
    full: dict[tuple[str, tuple[str, ...]], int] = {}
    sk_index: dict[tuple[str, int], list[tuple[str, int]]] = defaultdict(list)
    single: dict[tuple[str, str], list[int]] = defaultdict(list)
    one_word: dict[tuple[str, str], list[int]] = defaultdict(list)  # translated so
    for i, n in enumerate(nodes):
        uf.find(i)
        kind = n.kind
        # rule 1 also meets a translated name: "الأمم المتحدة" is "United Nations"
        keys = [k for k in dict.fromkeys(map(name_key, (*n.names, *_translations(n))))
                if k]  # in order: no set
        multi = [k for k in keys if len(k) >= 2]
        for t in translated_one(kind, n.names):  # "بي بي سي" is the one word "BBC"
            one_word[(kind, t)].append(i)
        for k in multi:  # rule 1
            j = full.setdefault((kind, k), i)
            uf.union(i, j)
        for x in n.names:  # rule 2 (index full names, and one-word organizations)
            for bucket, sk in _skeletons(kind, x):
                sk_index[(kind, bucket)].append((sk, i))
        if kind == "place":  # rule 3: places meet at their GeoNames entry
            for x in n.names:
                place = geo.lookup(x, n.article.analysis.language)
                if place:
                    key = ("place", ("geonames", place.kind, place.country or "", place.name))
                    uf.union(i, full.setdefault(key, i))  # type: ignore[arg-type]
                    break
        if not multi:
            for k in keys:
                single[(kind, k[0])].append(i)
    for items in sk_index.values():  # rule 2: cross-script skeletons
        # each distinct skeleton once: the nodes of two skeletons that meet all join
        scripts: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(list))
        for s_, i in items:
            scripts[script(nodes[i].entity.name)][s_].append(i)
        groups = list(scripts.values())
        for a, one in enumerate(groups):  # only across scripts: within one, names decide
            for other in groups[a + 1:]:
                choices = list(other)
                for s_a, mine in one.items():
                    for _s, _score, k in process.extract(s_a, choices, scorer=skeleton_ratio,
                                                         score_cutoff=FUZZY, limit=None):
                        for j in (*mine, *other[choices[k]]):
                            uf.union(mine[0], j)
    for key, idx in one_word.items():  # rule 1 on a one-word translated name
        for j in single.get(key, ()):
            for i in idx:
                uf.union(i, j)
    # rule 4: acronyms of organizations
    acr: dict[str, set[int]] = defaultdict(set)
    for i, n in enumerate(nodes):
        if n.kind == "organization":
            for x in n.names:
                a = _acronym(x)
                if len(a) >= 2:
                    acr[a].add(uf.find(i))
    for (kind, tok), idx in single.items():
        if kind == "organization" and tok.upper() in acr and len(acr[tok.upper()]) == 1:
            target = next(iter(acr[tok.upper()]))
            for i in idx:
                uf.union(i, target)
    # rule 5: a lone surname joins the full-name entity carrying it, decided by context
    groups_with_token: dict[tuple[str, str], set[int]] = defaultdict(set)
    for i, n in enumerate(nodes):
        for x in n.names:
            k = name_key(x)
            if len(k) >= 2:
                groups_with_token[(n.kind, k[-1])].add(uf.find(i))
    context = _context(nodes, uf)
    groups = _Groups(nodes, uf)
    for (kind, tok), idx in single.items():
        cands = {uf.find(g) for g in groups_with_token.get((kind, tok), set())}
        for i in idx:
            if uf.find(i) in cands:
                continue
            if len(cands) == 1:
                groups.union(i, next(iter(cands)))
            elif cands:
                mine = context.get(nodes[i].article.id, set())
                scored = sorted(((len(mine & groups.context_of(c, context)), c)
                                 for c in cands), reverse=True)
                if scored[0][0] > 0 and (len(scored) == 1 or scored[0][0] > scored[1][0]):
                    groups.union(i, scored[0][1])
        # lone names with no full name anywhere still meet each other
        rest = [i for i in idx if not cands]
        for i in rest[1:]:
            groups.union(rest[0], i)
    return _records(nodes, uf, lang)


@lru_cache(maxsize=1 << 14)
def _spelled(kind: str, key: tuple[str, ...]) -> tuple[str, ...]:
    """Skeletons of a person's Latin-script full name (``name_key``), or of an
    organization's name, as the other scripts' packs spell it (``LanguagePack.spell_latin``,
    learned from name pairs: "Nigel Farage" -> نايجل فاراج, "Reuters" -> روترز), so rule
    2 also compares it in their alphabet, where a letter the Latin skeleton reads otherwise
    (g as ج, s as ز) meets its usual spelling."""
    if kind not in ("person", "organization") or len(key) < (2 if kind == "person" else 1) \
            or script(" ".join(key)) != "latn":
        return ()
    out = []
    for pack in languages.packs().values():
        if pack.script != "latn" and pack.spell_latin:
            for spelled in pack.spell_latin(" ".join(key)):
                sk = skeleton(spelled)
                if len(sk.split()) >= 2 or kind == "organization" and len(sk) >= 3:
                    out.append(sk)
    return tuple(dict.fromkeys(out))


def _skeletons(kind: str, name: str) -> list[tuple[str, str]]:
    """(bucket, skeleton) under which rule 2 compares ``name`` across scripts: a full
    name's by its number of words, a one-word organization's too, and the name as other
    scripts spell it (``_spelled``), not an adjective left once a title is ("الجيش
    الجزائري" is no "al-Jazeera"); an organization written as one word and its one-word
    spellings also under "word", the bucket the spelled ones meet in ("Reuters" as روترز
    ~ رويترز)."""
    k = name_key(name)
    sk = skeleton(" ".join(k)) if k else ""
    out = []
    pack = languages.by_script(name)
    # what is left of "الجيش الجزائري" once its title is: an adjective, no name
    adjective = len(k) == 1 and len(name.split()) > 1 and pack is not None \
        and pack.continues_title(k[0])
    if len(k) >= 2 and sk or kind == "organization" and len(k) == 1 and len(sk) >= 3 \
            and not adjective:
        out.append((str(len(sk.split())), sk))
    if kind == "organization" and len(name.split()) == 1 and len(sk) >= 3 and " " not in sk:
        out.append(("word", sk))
    for sp in _spelled(kind, k):
        n = len(sp.split())
        out.append(("word" if kind == "organization" and n == 1 else str(n), sp))
    return out


def _translated(kind: str, names: Sequence[str]) -> tuple[str, ...]:
    """The Latin-script names the language packs know for an organization or a place
    named in another script (``LanguagePack.translated``: the shipped name tables)."""
    if kind == "person":
        return ()
    out = []
    for x in names:
        pack = languages.by_script(x) if script(x) != "latn" else None
        known = pack.translated(x) if pack and pack.translated else None
        if known:
            out.append(known)
    return tuple(out)


def _translations(n: _Node) -> tuple[str, ...]:
    return _translated(n.kind, n.names)


def translated_one(kind: str, names: Sequence[str]) -> list[str]:
    """The one-word names (folded) ``names`` translate to ("بي بي سي" -> bbc, داعش ->
    isis): rule 1 joins them to the entities of that lone name."""
    return [t[0] for t in map(name_key, _translated(kind, names)) if len(t) == 1]


def rule_keys(kind: str, names: Sequence[str]) -> tuple[set[str], list[tuple[str, str]]]:
    """What the rules of ``link_entities`` meet on, for an entity of ``kind`` called
    ``names``, as index keys (so an arriving article finds the stored entities it may
    join, ``archive``): "full" names (rule 1), "geo" places (3), "acr" acronyms and the
    "one"-word names they may spell (4), the "sur"names of full names and the lone names
    (5), people's full-name skeletons "pskel" (6); and its (key, skeleton) pairs, matched
    fuzzily across scripts (rule 2)."""
    keys: set[str] = set()
    skels: list[tuple[str, str]] = []
    for x in names:
        k = name_key(x)
        for t in _translated(kind, (x,)):  # rule 1 on translated names too
            tk = name_key(t)
            if len(tk) >= 2:
                keys.add(f"full|{kind}|{' '.join(tk)}")
            elif tk:
                keys.add(f"one|{kind}|{tk[0]}")
        sk = skeleton(" ".join(k)) if k else ""
        if len(k) >= 2:
            keys |= {f"full|{kind}|{' '.join(k)}", f"sur|{kind}|{k[-1]}"}
            if kind == "person" and sk:
                keys.add(f"pskel|{sk}")
        elif k:
            keys.add(f"one|{kind}|{k[0]}")
        skels += [(f"skel|{kind}|{bucket}|{script(x)}", s_) for bucket, s_ in _skeletons(kind, x)]
        if kind == "organization" and len(a := _acronym(x)) >= 2:
            keys.add(f"acr|{a}")
    if kind == "place":
        for x in names:
            pack = languages.by_script(x)
            place = geo.lookup(x, pack.code if pack else "en")
            if place:
                keys.add(f"geo|{place.kind}|{place.country or ''}|{place.name}")
                break
    return keys, skels


def _context(nodes: list[_Node], uf: _Union) -> dict[str, set[int]]:
    """Per article: the multi-word entity groups it names (context for surnames)."""
    out: dict[str, set[int]] = defaultdict(set)
    for i, n in enumerate(nodes):
        if any(len(name_key(x)) >= 2 for x in n.names):
            out[n.article.id].add(uf.find(i))
    return out


class _Groups:
    """The articles of each entity group, kept up to date through ``union``, so the
    context of a group is read from its own articles, not from a scan of every node."""

    def __init__(self, nodes: list[_Node], uf: _Union) -> None:
        self.uf = uf
        self.articles: dict[int, set[str]] = defaultdict(set)
        for i, n in enumerate(nodes):
            self.articles[uf.find(i)].add(n.article.id)

    def union(self, a: int, b: int) -> None:
        ra, rb = self.uf.find(a), self.uf.find(b)
        if ra != rb:
            self.uf.union(a, b)
            root = self.uf.find(a)
            self.articles[root] |= self.articles.pop(rb if root == ra else ra, set())

    def context_of(self, group: int, context: dict[str, set[int]]) -> set[int]:
        """The groups named beside ``group`` (none once it joined another group)."""
        arts = self.articles.get(group, set()) if self.uf.find(group) == group else set()
        return set().union(*(context[a] for a in arts)) - {group} if arts else set()


def _plain(name: str) -> str:
    """A gazetteer transliteration made readable: "Ḩamāh" -> "Hamah", "Dar‘ā" -> "Dara"."""
    if name.isascii() or script(name) != "latn":
        return name
    name = unicodedata.normalize("NFKD", name)
    return "".join(c for c in name if not unicodedata.combining(c) and c not in "‘’ʿʾ`")


def in_reader_script(name: str, kind: str, lang: str) -> str:
    """``name`` as a digest in ``lang`` shows an entity known only in another script: an
    institution the packs know and no name table has by the reader's name of it
    (``labels.institution``); for a Latin-script reader translated or transliterated by
    the name's language pack
    ("ديفيد كاميرون" -> "David Cameron", "الأمم المتحدة" -> "United Nations"); for another
    reader a place by the name the reader's pack knows ("Damascus" -> دمشق); else as
    written."""
    reader = languages.get(lang)
    want = reader.script if reader else "latn"
    if not name or script(name) == want:
        return name
    pack = languages.by_script(name)
    tables = pack.translated(name) if pack and pack.translated else None
    if not tables and (known := institution(name, lang, whole=True)):
        return known  # the reader's name of an institution no name table has: فرانس برس
        # is "AFP" (داعش stays the tables' "ISIS")
    if want == "latn":
        return (pack.to_latin(name, kind) if pack and pack.to_latin else "") or name
    # places only: a person or an organization no text of the reader's language names
    # keeps the name its texts use (a token-by-token "بشار آل عصاد" misleads)
    if kind == "place" and script(name) == "latn" and reader and reader.from_latin:
        return reader.from_latin(name, kind) or name
    return name


def glued_names(names: Sequence[str] | Counter[str]) -> set[str]:
    """The names that are another of ``names`` with a conjunction or a preposition glued
    to the first word (للاتحاد الأوروبي beside الاتحاد الأوروبي, by the pack's
    ``unglue``): never the one shown."""
    keys = {fold(x) for x in names}
    out: set[str] = set()
    for x in names:
        pack = languages.by_script(x) if script(x) != "latn" else None
        if pack is not None and pack.unglue is not None:
            clean = pack.unglue(x)
            if clean != x and fold(clean) in keys:
                out.add(x)
    return out


def national(names: Sequence[str] | Counter[str]) -> set[str]:
    """The one name of ``names`` that is another of them with a country's adjective before
    or after it ("وزارة الداخلية التونسية" beside "وزارة الداخلية", "Tunisian Interior
    Ministry" beside "Interior Ministry"): the name a reader of news from many countries
    needs. None when two countries' adjectives qualify it (a merge to leave alone)."""
    keys = {fold(x) for x in names}
    out = set()
    for x in names:
        words = x.split()
        for adj, rest in ((words[-1], words[:-1]), (words[0], words[1:])) if len(words) > 2 else ():
            if fold(" ".join(rest)) in keys and geo.country_of_adjective(adj) is not None:
                out.add(x)
                break
    return out if len(out) == 1 else set()


def _ranked(names: Counter[str], want: str, kind: str = "") -> list[str]:
    """``names`` (name -> mentions) best first: the reader's script ``want``, as written
    in articles (not the gazetteer's transliteration with diacritics), for an organization
    the name its country qualifies (``national``), full names, for a place not a
    dateline's capitals, the most mentioned, the plainest."""
    glued = glued_names(names)
    qualified = national(names) if kind == "organization" else set()
    return sorted(names, key=lambda x: (script(x) != want,
                                        not x.isascii() and script(x) == "latn",
                                        x in glued, x not in qualified,
                                        len(name_key(x)) < 2,
                                        kind == "place" and _shouted(x), -names[x], len(x)))


def _shouted(name: str) -> bool:
    """A name in capitals, as a dateline writes a place ("CAIRO", "NEW DELHI"); not an
    abbreviation ("U.S.", "UK")."""
    return name.isupper() and sum(c.isalpha() for c in name) >= 4 and "." not in name


def _cased(name: str, kind: str) -> str:
    """A dateline's place as a reader expects it: "NEW DELHI" -> "New Delhi"."""
    return name.title() if kind == "place" and _shouted(name) else name


_SPELLED = re.compile(r"[A-Z]{2,6}")


def _acronym_shown(ranked: Sequence[str], kind: str, lang: str) -> str:
    """An organization known only in another script than Latin letters whose texts spell
    an acronym for it ("وكالة الأنباء السورية الرسمية (سانا)"; not a table's name such as
    داعش) and whose full name no table knows: for a Latin reader the acronym ("SANA"), the
    name its reports use, over a word-by-word reading ("Official Syrian News Agency"); for
    a reader of its script the name with the acronym, as its texts write it; else ""."""
    best = ranked[0] if ranked else ""
    pack = languages.by_script(best) if best and script(best) != "latn" else None
    if kind != "organization" or pack is None or pack.translated is None \
            or pack.translated(best):
        return ""
    acronym = next(((n, a) for n in ranked[1:] if " " not in n.strip()
                    and script(n) == script(best) and not pack.translated(n) and pack.to_latin
                    and _SPELLED.fullmatch(a := pack.to_latin(n, kind))), None)
    want = languages.script_of(lang)
    if acronym is None or want not in ("latn", script(best)):
        return ""
    return acronym[1] if want == "latn" else f"{best} ({acronym[0]})"


@lru_cache(maxsize=1 << 16)
def _word_skeleton(word: str) -> str:
    return skeleton(word)


_PHRASES = re.compile(r"[^\W\d_]+(?:[ \t]+[^\W\d_]+)*")  # words no mark or digit breaks


def _runs(text: str, n: int) -> list[tuple[int, str, str]]:
    """(position, words, skeleton) of each run of ``n`` words of ``text`` within a phrase;
    a word in another script than Latin letters also without one or two letters glued
    before it (a conjunction, a preposition: "لمعمر" as "معمر"), at the same position."""
    out = []
    pos = 0
    for phrase in _PHRASES.findall(text):
        words = phrase.split()
        for i in range(len(words) - n + 1):
            run = words[i:i + n]
            cut = (1, 2) if script(run[0]) != "latn" else ()
            for first in [run[0], *(run[0][k:] for k in cut if len(run[0]) - k >= 3)]:
                sk = [_word_skeleton(w) for w in (first, *run[1:])]
                if all(sk):
                    out.append((pos, " ".join((first, *run[1:])), " ".join(sk)))
            pos += 1
    return out


def written(names: Sequence[str], texts: Sequence[str]) -> Counter[str]:
    """How ``texts`` write the person called ``names`` in their own script: the runs of as
    many words as a full name (two to four) whose consonant skeleton meets the name's or
    a spelling a language pack gives it (``_spelled``), word by word too ("قال الرابطي"
    is no "Ali al-Rabiti"), at their best reading, counted.
    Mapping a name to a script through the story's own texts, not a word-by-word
    transliteration: "Hamdeen Sabahy" is حمدين صباحي where an Arabic report names him."""
    targets: dict[int, set[str]] = defaultdict(set)
    for x in names:
        key = name_key(x)
        for t in (skeleton(" ".join(key)), *_spelled("person", key)):
            if 2 <= len(t.split()) <= 4:
                targets[len(t.split())].add(t)
    found: Counter[str] = Counter()
    for n, want in targets.items():
        for text in texts:
            runs = _runs(text, n)
            best: dict[int, tuple[float, int, str]] = {}
            skels = [sk for _p, _w, sk in runs]
            for t in want:
                for _sk, _score, i in process.extract(t, skels, scorer=fuzz.ratio,
                                                      score_cutoff=FUZZY, limit=None):
                    pos, words, sk = runs[i]
                    score = skeleton_ratio(sk, t)
                    if score >= FUZZY and min(map(fuzz.ratio, sk.split(), t.split())) >= WORD_FUZZY:
                        best[pos] = max(best.get(pos, (0.0, 0, "")), (score, len(words), words))
            for _score, _len, words in best.values():
                found[words] += 1
    return found


def _told(links: Links, st: Story, by_id: Mapping[str, Article]) -> dict[str, Counter[str]]:
    """Entity id -> the names the story's reports write for it (mentions)."""
    told: dict[str, Counter[str]] = defaultdict(Counter)
    for aid in st.article_ids:
        a = by_id.get(aid)
        for e in (a.analysis.people + a.analysis.organizations) if a else ():
            if eid := links.id_of(a.id, e):
                told[eid][unspoof(e.name)] += e.mentions
                for x in e.aliases:
                    told[eid][unspoof(x)] += 0
    return told


def as_told(links: Links, stories: Sequence[Story], articles: Sequence[Article],
            lang: str, texts: Mapping[str, str] | None = None
            ) -> tuple[Links, tuple[Story, ...]]:
    """Each story's people and organizations as its own reports name them.

    A person no report of a story names in the reader's script is called as the story's
    ``texts`` (article id -> text) in that script write him (``written``: that language's
    tagger missed him there), and the whole entity too when no report anywhere names him
    so ("Hamdeen Sabahy" is حمدين صباحي to an Arabic reader, where an Arabic report
    wrote it).

    For a reader of another script than Latin letters, a name in the reader's script that
    no report of the story writes (the Arabic spelling another story's outlet gave a
    foreign name) is not one a reader can find in the story's sources, so the story shows
    its own reports' name. Such a story points at a record of its own
    (``LinkedEntity.of``: the whole entity's id), added to the links, and so do its claims
    said by it. A Latin reader keeps the whole entity's name: a spelling some outlet wrote
    beats a transliteration."""
    want = languages.script_of(lang)
    by_id = {a.id: a for a in articles}
    told = {st.id: _told(links, st, by_id) for st in stories}
    written_as: dict[str, Counter[str]] = defaultdict(Counter)  # entity id -> found names
    for st in stories:
        mine = [texts[i] for i in st.article_ids if texts and i in texts and i in by_id
                and languages.script_of(by_id[i].analysis.language) == want]
        for eid, names in told[st.id].items() if mine else ():
            whole = links.get(eid)
            if whole is not None and whole.kind == "person" \
                    and not any(script(x) == want for x in names):
                found = written(tuple(names), mine)
                names.update(found)
                if not any(script(x) == want for x in whole.names):
                    written_as[eid].update(found)
    if written_as:
        links = Links(tuple(
            replace(e, name=written_as[e.id].most_common(1)[0][0],
                    names=tuple(dict.fromkeys((*written_as[e.id], *e.names))))
            if written_as.get(e.id) else e for e in links.entities), links.by_mention)
    if want == "latn":
        return links, tuple(stories)
    added: dict[str, LinkedEntity] = {}
    out = []
    for st in stories:
        ids = []
        for eid in st.entity_ids:
            whole = links.get(eid)
            names = told[st.id].get(eid)
            if whole is None or not names or script(whole.name) != want \
                    or any(script(n) == want for n in names):
                ids.append(eid)
                continue
            # the whole entity's best name in the script the story's reports write
            # ("Islamic State" where one report's tagger kept only "State")
            pool = Counter(dict.fromkeys(whole.names, 0))
            pool.update(names)
            name = _ranked(pool, script(_ranked(names, want)[0]), whole.kind)[0]
            own = replace(whole, id=f"{eid}.{st.id}", name=_plain(name),
                          names=tuple(names), of=eid,
                          article_ids=tuple(i for i in whole.article_ids if i in st.article_ids),
                          mentions=sum(names.values()))
            added[own.id] = own
            ids.append(own.id)
        if ids == list(st.entity_ids):
            out.append(st)
            continue
        mine = {added[i].of: added[i] for i in ids if i in added}
        claims = tuple(replace(g, speaker_id=o.id, speaker=o.name)
                       if (o := mine.get(g.speaker_id)) else g for g in st.claims)
        out.append(replace(st, entity_ids=tuple(ids), claims=claims))
    return Links(links.entities + tuple(added.values()), links.by_mention), tuple(out)


def _records(nodes: list[_Node], uf: _Union, lang: str) -> Links:
    members: dict[int, list[_Node]] = defaultdict(list)
    for i, n in enumerate(nodes):
        members[uf.find(i)].append(n)
    want = languages.script_of(lang)  # names in the reader's script first
    entities: list[LinkedEntity] = []
    by_mention: dict[tuple[str, str, str], str] = {}
    for root in sorted(members):
        group = members[root]
        names: Counter[str] = Counter()
        for n in group:  # as they read: a look-alike spelling is the name it imitates
            names[unspoof(n.entity.name)] += n.entity.mentions
            for a in n.entity.aliases:
                names[unspoof(a)] += 0
        ranked = _ranked(names, want, group[0].kind)
        display = _acronym_shown(ranked, group[0].kind, lang) or in_reader_script(
            _plain(_cased(ranked[0], group[0].kind)), group[0].kind, lang)
        eid = _stable_id(group[0].kind, group[0].entity.name, group[0].article.id)
        place = next((n.entity for n in group if n.entity.country), None)
        arts = tuple(dict.fromkeys(n.article.id for n in group))
        kind = group[0].kind
        geonames = None
        if kind == "place":  # as geocoded; an analysis stored before ids were kept: again
            geonames = next((n.entity.geonames for n in group if n.entity.geonames), None) or (
                identifiers.geonames_of(ranked) if place else None)
        entities.append(LinkedEntity(
            id=eid, kind=kind, name=display, names=tuple(names),
            article_ids=arts, mentions=sum(n.entity.mentions for n in group),
            country=place.country if place else None, lat=place.lat if place else None,
            lon=place.lon if place else None, geonames=geonames,
            wikidata=identifiers.wikidata_of(kind, ranked)))
        for n in group:
            by_mention[(n.article.id, n.entity.kind, n.entity.name)] = eid
    entities.sort(key=lambda e: (-len(e.article_ids), -e.mentions, fold(e.name), e.id))
    return Links(tuple(entities), by_mention)
