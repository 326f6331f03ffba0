"""Arabic claims: a reporting verb and its subject (verb-subject order, or a subject
before it), implicit subjects ("وأضاف") resolved to the current speaker, quotes and
attributions ("وفقا لـ", "على حد قوله").

The rules follow the annotation rules of ``eval/ar_claims/README.md``:

- every speech act makes its subject the current speaker, but calls, demands, attitudes,
  threats and praise (دعا، طالب، أعرب عن، هدد، أشاد) are not claims, nor are warnings and
  insistence on a noun (حذر من غزو، شدد على ضرورة);
- the subject of a verb is the name right after it, before any preposition, comma or
  content ("وأكد الوزير، خلال لقائه مع X، ...": not X); an addressee ("صرح لـX") is not
  the speaker; a title alone ("وزير الخارجية") is the person named earlier with it;
- negated or refused speech (لم يعلن) is never a claim; a denial (نفى) keeps its verb;
- a relative clause reports when its verb is one of speech ("أنان الذي قال إنه ...",
  "التي تقول إسرائيل إنها ..."), not of belief ("الذي يعتقد أنه");
- a quotation that runs on into the next sentence is its speaker's too;
- a body the article describes rather than names ("تجمع المهنيين") speaks only as the
  subject right after the verb; a verb "in it" ("كلمة وجهها X انتقد فيها") speaks for who
  gave the speech; "...، كما ذكر X." attributes what came before it to X; and a statement
  an attribution relays ("دعا الجيش ...، وفقا لما نقلته وسائل إعلام") is its own subject's,
  not the relayer's.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field, replace
from functools import lru_cache

from ...analysis.nlp import Parsed
from ...model import Claim, Entity
from . import institutions
from . import names as known_names
from . import words as lex
from .entities import (
    ATTRIBUTIONS,
    HAS_LETTER,
    INSTITUTIONS,
    MARKED_ONLY,
    MARKERS,
    ORG_HEADS,
    PARTICIPLES,
    QUOTE_CHARS,
    RELATIVES,
    REPORTING_VERBS,
    STOP,
    TITLE_COMPLEMENTS,
    TITLES,
    best_name,
    common,
    corpus_names,
    find_mentions,
    group_mentions,
)
from .normalize import bare, clitic_variants, is_in, key, no_article, norm


def _normalized(words: frozenset[str]) -> frozenset[str]:
    return frozenset(norm(w) for w in words)


BLAME = _normalized(lex.BLAME_VERBS)
CRITICISM = _normalized(lex.CRITICISM_VERBS)
RESPONSIBILITY = _normalized(lex.RESPONSIBILITY_NOUNS)
VERBS = REPORTING_VERBS | _normalized(lex.CLAIM_VERBS) | BLAME | CRITICISM
NOT_CLAIM_VERBS = _normalized(lex.NOT_CLAIM_VERBS)
NOT_CLAIM_PARTICIPLES = _normalized(lex.NOT_CLAIM_PARTICIPLES)
ALL_PARTICIPLES = PARTICIPLES | _normalized(lex.CLAIM_PARTICIPLES) | NOT_CLAIM_PARTICIPLES
CLAUSE_ONLY = _normalized(lex.CLAUSE_ONLY_VERBS)
NOT_SPEECH = _normalized(lex.NOT_SPEECH_WITHOUT_CLAUSE)
OBJECT_ACTS = _normalized(lex.OBJECT_ACT_VERBS)
DENIALS = _normalized(lex.DENIAL_VERBS)
BELIEFS = _normalized(lex.BELIEF_VERBS)
NEGATIONS = _normalized(lex.NEGATIONS)
NEEDS = _normalized(lex.NEED_NOUNS)
BREAKS = _normalized(lex.SUBJECT_BREAKS)
SPEAKER_NOUNS = INSTITUTIONS | _normalized(lex.CLAIM_SPEAKER_NOUNS)
AS_PUT = _normalized(lex.AS_HE_PUT_IT)
FILLERS = _normalized(lex.ATTRIBUTION_FILLERS)
OPENERS = _normalized(lex.CLAUSE_OPENERS)
DESCRIBE = _normalized(lex.DESCRIBE_VERBS)
WHEN = _normalized(lex.WHEN_WORDS)
ATTRIBUTING = ATTRIBUTIONS | _normalized(lex.CLAIM_ATTRIBUTIONS)
RELAY = _normalized(lex.RELAY_VERBS)
DOC_VERBS = _normalized(lex.DOCUMENT_VERBS)
LINKERS = _normalized(lex.CLAUSE_LINKERS)
MARKED = MARKED_ONLY | _normalized(lex.CLAIM_MARKED_ONLY)
WHAT = _normalized(lex.WHAT)
AMBIGUOUS_PARTICIPLES = _normalized(lex.AMBIGUOUS_PARTICIPLES)
DOC_NOUNS = _normalized(lex.DOCUMENT_NOUNS)
SPEECH_NOUNS = _normalized(lex.SPEECH_NOUNS)
IN_IT = _normalized(lex.IN_IT)
MEDIA_CONSTRUCTS = {norm(h): _normalized(c) for h, c in lex.MEDIA_CONSTRUCTS.items()}
RELAY_SAYING = _normalized(lex.RELAY_SAYING)
PRESENT = frozenset(v for v in VERBS if v[:1] in "يت") - _normalized(lex.PAST_WITH_TA)
THAT = frozenset(m for m in MARKERS if m not in ("الي", "عن"))  # أن، إن، بأن ...
SAYING = _normalized(frozenset({"قائلا", "قائله", "قائلين"}))

_SPEAKER_RANK = {"person": 0, "organization": 1, "place": 2}
_WINDOW = 12  # tokens after a verb searched for its subject
_PUNCT = frozenset({"،", ",", "؛", ";", ".", "(", ")", "!", "؟", "-", "–", "ـ"})
_MAX_RUN_ON = 3  # sentences a quotation may run on after its verb


@dataclass
class _Names:
    """Every surface of the article's entities, by comparison key."""

    by_key: dict[str, tuple[str, str]]
    firsts: frozenset[str]  # first words of the surfaces as written (normalized)
    # a speaker's whole name where the entity step kept only a part of it
    # ("رامي عبد الرحمن" for "عبد الرحمن") -> the entity's name
    longer: dict[str, str] = field(default_factory=dict)
    # bodies described, not named ("تجمع المهنيين", "الجيش الجزائري"): a verb's subject only
    # right after it, never a name elsewhere
    bodies: dict[str, str] = field(default_factory=dict)


def _alias_map(groups: tuple[tuple[Entity, ...], ...]) -> _Names:
    """Comparison key of every surface -> (canonical name, kind); a person's surname alone
    ("خلف" for "أحمد خلف") too, unless two people share it."""
    out: dict[str, tuple[str, str]] = {}
    firsts: set[str] = set()
    for ents in groups:
        for e in ents:
            if len(e.name.split()) == 1 and not e.name.endswith("ة") \
                    and not norm(e.name).startswith(lex.ARTICLE) and _possessed_noun(norm(e.name)):
                continue  # "أعلن مسؤوليته": "his responsibility", not a name
            for n in (e.name, *e.aliases):
                out.setdefault(key(n), (e.name, e.kind))
                if n.split():
                    firsts.add(_no_conj(norm(n.split()[0])))
    surnames: dict[str, set[str]] = defaultdict(set)
    for ents in groups:
        for e in ents:
            words = norm(e.name).split()
            if e.kind == "person" and len(words) > 1 and len(words[-1]) >= 3:
                surnames[words[-1]].add(e.name)
    for s, owners in surnames.items():
        if len(owners) == 1 and s not in STOP:
            out.setdefault(s, (next(iter(owners)), "person"))
    return _Names(out, frozenset(firsts))


def _no_conj(w: str) -> str:
    return w[1:] if len(w) > 3 and w[0] in lex.CONJUNCTIONS else w


@lru_cache(maxsize=65536)
def _verb(word: str, weak: bool = False) -> str | None:
    """The dictionary form of ``word`` when it is a reporting verb of the claim rules
    ("وأضافت" -> "اضاف", "قالوا" -> "قال", "واعتبرت" -> "اعتبر", "ونصت" -> "نص",
    "أعلنته" -> "اعلن"; not "رؤيته", his vision). ``weak``: also a short stem with
    the feminine ending and an object ("وصفته"), which may be a noun."""
    w = norm(word)
    known = VERBS | NOT_CLAIM_VERBS
    stems = [w]
    if w[:1] in lex.CONJUNCTIONS and (len(w) > 3 or w[1:] in known):  # "ونص"
        stems.append(w[1:])
    objects: list[str] = []  # the stems without an object pronoun
    if not word.endswith("ة"):
        for c in stems:
            for suffix in ("هما", "هم"):  # "اتهمهما": only on the bare verb
                if c.endswith(suffix) and c[:-len(suffix)] in known:
                    return c[:-len(suffix)]
            for suffix in ("ها", "ه"):  # object pronoun: وصفها (not تابعة، إضافة)
                if c.endswith(suffix) and len(c) - len(suffix) >= 3 \
                        and not c[:-len(suffix)].endswith("ي"):
                    # (a verb in ى takes its object as "نفاه"; "نفيها" is "her denial")
                    objects.append(c[:-len(suffix)])
                    if c[:-len(suffix)].endswith("ا"):
                        objects.append(c[:-len(suffix) - 1] + "ي")  # "نفاه" -> نفي
    candidates = stems + objects
    for c in stems + objects:
        if c.endswith("ت") and len(c) >= 3 and (c in stems or len(c) >= 5 or weak):
            # feminine past: قالت، أكدت، نصت، نفت; with an object only on longer stems
            # ("أعلنته"; "رؤيته" is a noun)
            candidates.extend((c[:-1], c[:-1] + "ي", c[:-1] + "ا"))
        elif c.endswith("وا") and len(c) > 4:  # plural past: ذكروا، قالوا
            candidates.append(c[:-2])
    for c in candidates:
        if c in known:
            return c
    return None


@lru_cache(maxsize=65536)
def _participle(word: str) -> str | None:
    w = _no_conj(norm(word))
    return w if w in ALL_PARTICIPLES else None


def _entity_at(words: list[str], j: int, names: _Names) -> tuple[int, str, str] | None:
    """(length, name, kind) of the longest known entity starting at word ``j``."""
    for size in (5, 4, 3, 2, 1):
        if j + size <= len(words):
            hit = names.by_key.get(key(" ".join(words[j:j + size])))
            if hit:
                return size, hit[0], hit[1]
    return None


def _is_content_start(word: str) -> bool:
    """"أن", "إن", ":" or a quote: reported content starts here."""
    return norm(word) in MARKERS or word == ":" or word[:1] in QUOTE_CHARS


def _is_marker(word: str) -> bool:
    w = norm(word)
    return w in MARKERS or w in (":", "،", ",") or any(q in word for q in QUOTE_CHARS)


def _prefixed(word: str, names: _Names, letters: str = "لب") -> bool:
    """"لصحيفة", "بواشنطن", "لمحمد": a preposition glued to the word (and the word is not
    a name that is written with that letter, as "لافروف")."""
    w = _no_conj(norm(word))
    return len(w) > 3 and w[0] in letters and w not in names.firsts


def _glued_lam(word: str) -> bool:
    """"لفرانس برس", "لصحيفة": ل glued to a name that is not the verb's first word is
    "to" or "for" (the addressee), even when the entity step kept the ل in the name; not
    the first letter of a name word of the name pairs whose rest is none ("لورانس",
    "ليونيل")."""
    w = _no_conj(norm(word))
    return len(w) > 3 and w[0] == "ل" and not w.startswith("لل") and not is_in(w, ORG_HEADS) \
        and not (known_names.is_name_word(w) and not known_names.is_name_word(w[1:]))


def _feminine(word: str, verb: str) -> bool:
    """The verb form is feminine: "قالت", "أعلنت", "تقول" (not "قال", "يقول", "تابع")."""
    w = _no_conj(norm(word))
    return (w.endswith("ت") and not verb.endswith("ت")) or (
        w[:1] == "ت" and verb in PRESENT and verb[:1] == "ت")


def _is_break(words: list[str], j: int, names: _Names) -> bool:
    """A preposition or adverb that closes the subject; "علي" before a name is the name."""
    if norm(words[j]) not in BREAKS:
        return False
    if norm(words[j]) == "عن" and j > 0 and norm(words[j - 1]) in ("صادر", "صادره"):
        return False  # "بيان صادر عن الوزارة": issued by, the ministry speaks
    if words[j] == "علي" and j + 1 < len(words):
        hit = _entity_at(words, j + 1, names)
        return not (hit and hit[2] == "person")
    return True


def _spokesman_of(phrase: list[str]) -> str:
    """"المتحدثة باسم وزارة الخارجية" speaks for the ministry: the words after "باسم"."""
    for k, w in enumerate(phrase[:-1]):
        if norm(w) == "باسم":
            return " ".join(phrase[k + 1:])
    return " ".join(phrase)


def _is_title(word: str) -> bool:
    return any(v in TITLES or v.removesuffix("ه") in TITLES for v in clitic_variants(norm(word)))


@lru_cache(maxsize=65536)
def _stems(word: str) -> frozenset[str]:
    """Loose comparison forms: with and without clitics and the article, no final ي/ه
    ("السودانية" ~ "السوداني", "الوزير" ~ "وزير", which also reads as و + "زير")."""
    out = set()
    for v in clitic_variants(norm(word)):
        w = no_article(v)
        while len(w) > 3 and w[-1] in "يه":
            w = w[:-1]
        out.add(w)
    return frozenset(out)


def _resolve_title(desc: list[str], prior: list[str], names: _Names) -> str | None:
    """A title used alone ("وزير الخارجية السودانية", "الأمين العام للأمم المتحدة") is the
    person named with the same title earlier in the article (the most recent one)."""
    head = _stems(desc[0])
    rest = [_stems(w) for w in desc[1:3] if HAS_LETTER.search(w)]
    for k in range(len(prior) - 1, -1, -1):
        if not head & _stems(prior[k]):
            continue
        for size in (4, 3, 2, 1):  # "محمود أبوزيد وزير الموارد المائية": the name first
            hit = _entity_at(prior, k - size, names) if k - size >= 0 else None
            if hit and hit[0] == size and hit[2] == "person":
                return hit[1]
        seen: set[str] = set()
        for j in range(k + 1, min(len(prior), k + 7)):
            hit = _entity_at(prior, j, names)
            if hit and hit[2] == "person":
                if all(r & seen for r in rest):
                    return hit[1]
                break
            if prior[j] in _PUNCT or _verb(prior[j]):
                break
            seen |= _stems(prior[j])
    return None


@lru_cache(maxsize=1)
def _person_name_words() -> frozenset[str]:
    """Words of the person names the training corpus tags ("الدين", "الله", "بن")."""
    return frozenset(w for name, (kind, _) in corpus_names().items() if kind == "person"
                     for w in name.split())


def _name_word(w: str, names: _Names) -> bool:
    """A word that may belong to a person's name: letters only, not an everyday word, a
    title, a function word, a verb, content, an adverb ("فجرا") or an everyday word
    behind a preposition ("بالاعتداء"; "بيسواس" is a name)."""
    n = norm(w)
    if w in _PUNCT or not HAS_LETTER.search(w) or any(c.isdigit() for c in w) or _is_marker(w):
        return False
    if w == "علي":  # the name, not the preposition "على"
        return True
    if n[:1] in "بل" and len(n) > 3 and (common(n[1:]) or n[1:].startswith(lex.ARTICLE)):
        return False
    if n.endswith("ا") and len(n) > 3 and common(n[:-1]):
        return False  # "فجرا", "صباحا"
    return not (common(w) or n in STOP or n in BREAKS or _is_title(w) or _verb(w)
                or _participle(w) or n in NEGATIONS)


def _name_part(words: list[str], j: int, names: _Names) -> bool:
    """``words[j]`` continues a person's name: a name word, or an everyday word that opens
    a compound name with the word after it ("عظيم الدين", "عبد الله")."""
    if _name_word(words[j], names):
        return True
    nxt = norm(words[j + 1]) if j + 1 < len(words) else ""
    return nxt.startswith(lex.ARTICLE) and nxt in _person_name_words() \
        and not norm(words[j]).startswith(lex.ARTICLE) and HAS_LETTER.search(words[j]) is not None \
        and norm(words[j]) not in STOP and not _is_title(words[j]) and not _verb(words[j])


def _whole_name(words: list[str], i: int, at: int, end: int, kind: str,
                names: _Names) -> tuple[int, int]:
    """The span of a speaker's whole name around the entity found at ``at:end`` after the
    verb at ``i``: a person's given name the entity step left out before it ("وأفاد رامي
    عبد الرحمن") and the rest of the name up to the content, a comma or a title ("وقال
    محمد عظيم الدين بيسواس إن"); an organization with the country or the adjective
    that completes it ("جمعية مصارف لبنان", "لجنة أطباء السودان المركزية")."""
    if kind == "person":
        start = at
        if at == i + 2 and _name_word(words[i + 1], names) \
                and not norm(words[i + 1]).startswith(lex.ARTICLE):
            start = i + 1  # only right after the verb ("القيادي بحماس X": not "بحماس")
        j = end
        while j < len(words) and j - end < 4 and _name_part(words, j, names):
            if _entity_at(words, j, names) and _entity_at(words, j, names)[2] != "person":
                break
            j += 1
        # the rest counts when it ends the subject (content, a comma, a title or the
        # end) on a word that is no everyday word: "عظيم الدين بيسواس", not "الأسبوع الماضي"
        bounded = j >= len(words) or _is_marker(words[j]) or words[j] in _PUNCT \
            or _is_title(words[j]) or norm(words[j]) in BREAKS
        # "ووصف أوباما الاتفاق بأنه": what a describing verb describes, before "بأن"
        described = j < len(words) and norm(words[j]).startswith("بان") \
            and norm(words[j - 1]).startswith(lex.ARTICLE)
        if j == end or not bounded or described or j - end > 3 \
                or not _name_word(words[j - 1], names):
            j = end
        return start, j
    if kind != "organization":
        return at, end
    j = end
    hit = _entity_at(words, j, names) if j < len(words) else None
    if hit and hit[2] == "place" and not _prefixed(words[j], names):
        j += hit[0]  # "جمعية مصارف لبنان"
    while j < len(words) and j - end < 3 and _adjective(words[j]):
        j += 1  # "... المركزية", "... الإيرانية"
    j = _in_body(words, j, names)
    close = next((k for k in range(j + 1, min(len(words), j + 7)) if words[k] == ")"), None)
    if j < len(words) and words[j] == "(" and close and all(
            HAS_LETTER.search(w) and not _verb(w) for w in words[j + 1:close]) and (
            close - j - 1 > 1 or not common(words[j + 1])):
        j = close + 1  # "وكالة الأنباء السورية الرسمية (سانا)", "(أن دي تي في)"
    return at, j


def _adjective(w: str) -> bool:
    """A definite adjective of origin or kind ("الإيرانية", "المركزي"), not "إلى"."""
    n = norm(w)
    return len(n) > 4 and n.startswith(lex.ARTICLE) and n.endswith(("ي", "يه")) \
        and n not in STOP and n not in BREAKS and not _verb(w)


def _glued_person(words: list[str], best: tuple[int, int, str, int],
                  names: _Names) -> tuple[str, int] | None:
    """"لمحافظ البنك المركزي رامي جاب الله في بيان": the entity step glued a person's first
    name to the organization before it ("البنك المركزي رامي"); the person, named to the
    end, speaks (and is known by that name in the rest of the article)."""
    _, at, _, end = best
    if end - at < 3 or not _name_word(words[end - 1], names) \
            or norm(words[end - 1]).startswith(lex.ARTICLE) or not _adjective(words[end - 2]):
        return None
    k = end
    while k < len(words) and k - end < 3 and _name_part(words, k, names):
        k += 1
    if k == end or not (k >= len(words) or words[k] in _PUNCT or _is_marker(words[k])
                        or norm(words[k]) in BREAKS):
        return None
    name = " ".join(words[end - 1:k])
    names.by_key.setdefault(key(name), (name, "person"))
    return name, k


def _described_again(desc: list[str], prior: list[str], names: _Names) -> str | None:
    """The person the article named right after the same description earlier ("الوكيل
    المساعد لمحافظ البنك المركزي رامي جاب الله"), the most recent one."""
    want = [norm(w) for w in desc]
    n = len(want)
    if n < 3:
        return None
    for k in range(len(prior) - n, -1, -1):
        if [norm(w) for w in prior[k:k + n]] != want:
            continue
        hit = _entity_at(prior, k + n, names) if k + n < len(prior) else None
        if hit and hit[2] == "person":
            return hit[1]
    return None


def _complement(w: str) -> bool:
    """An everyday word completing a body's name: "للبحوث", "العلمية", "لكرة"."""
    n = norm(w)
    if n.startswith("لل"):
        n = lex.ARTICLE + n[2:]
    elif n.startswith("ل") and not n.startswith(lex.ARTICLE):
        n = n[1:]
    elif not n.startswith(lex.ARTICLE):
        return False
    return common(n) and not _verb(w) and n not in STOP


def _quoted_subject(words: list[str], i: int) -> tuple[str, int] | None:
    """"وقال "مجلس X" وهو هيئة مستقلة إن": a quoted name right after the verb that an
    apposition ("وهو", "وهي") describes is the subject, not a quotation."""
    if i + 3 >= len(words) or words[i + 1] not in QUOTE_CHARS:
        return None
    close = next((k for k in range(i + 2, min(len(words), i + 10)) if words[k] in QUOTE_CHARS), None)
    if close is None or close == i + 2 or close + 1 >= len(words) \
            or norm(words[close + 1]) not in ("وهو", "وهي"):
        return None
    inner = words[i + 2:close]
    if any(not HAS_LETTER.search(w) or _verb(w) or _is_marker(w) for w in inner):
        return None
    return _joined(inner), close + 1


def _issued_by(words: list[str], i: int) -> tuple[str, int] | None:
    """"وقال بيان لوزارة الداخلية النيبالية أن": a document of a body speaks for the body
    (the issuer, with its article and adjectives)."""
    if i + 2 >= len(words) or not is_in(words[i + 1], DOC_NOUNS):
        return None
    w = norm(words[i + 2])
    if w.startswith("لل"):
        head = "ال" + words[i + 2][2:]
    elif w[:1] == "ل" and (is_in(w[1:], ORG_HEADS) or is_in(lex.ARTICLE + w[1:], INSTITUTIONS)
                           or is_in(w[1:], SPEAKER_NOUNS)):
        head = words[i + 2][1:]
    else:
        return None
    issuer = [head]
    for x in words[i + 3:i + 7]:
        if not norm(x).startswith(lex.ARTICLE) or _verb(x) or _is_marker(x) or norm(x) in STOP:
            break
        issuer.append(x)
    return " ".join(issuer), i + 2 + len(issuer)


_GLUED = re.compile(r"^(.*[\u0621-\u064a])([.:؛])([\u0621-\u064a].*)$")


def _unglued(words: list[str]) -> list[str]:
    """Words with a full stop or colon glued between two Arabic words split apart
    ("وآخرين.وقال" -> "وآخرين", ".", "وقال"): web pages lose the space after it, and the
    reporting verb behind it would go unseen."""
    out: list[str] = []
    for w in words:
        m = _GLUED.match(w)
        while m:
            out.extend((m.group(1), m.group(2)))
            w = m.group(3)
            m = _GLUED.match(w)
        out.append(w)
    return out


def _quotation_at(words: list[str], k: int) -> bool:
    """A quotation (three words or more, not a quoted name) opens at ``words[k]``."""
    if words[k] not in QUOTE_CHARS or norm(words[k]) == "»":
        return False
    close = next((q for q in range(k + 1, len(words)) if words[q] in QUOTE_CHARS), len(words))
    return close - k - 1 >= 3


def _joined(words: list[str]) -> str:
    """Words of a name as one string: no quotation marks, brackets against their words."""
    text = " ".join(w for w in words if w not in QUOTE_CHARS)
    return text.replace("( ", "(").replace(" )", ")")


def _quoted_name(words: list[str], i: int) -> tuple[str, int] | None:
    """"وذكرت وكالة «إرنا» الإيرانية أن", "أعلن تنظيم "داعش" أن": an organization's head
    noun with its name in quotation marks (and the adjectives after it) is the subject,
    not the start of a quotation."""
    if i + 3 >= len(words) or not is_in(words[i + 1], ORG_HEADS) or words[i + 2] not in QUOTE_CHARS:
        return None
    close = next((k for k in range(i + 3, min(len(words), i + 7)) if words[k] in QUOTE_CHARS), None)
    if close is None or close == i + 3 or any(
            not HAS_LETTER.search(w) or _verb(w) or norm(w) in STOP for w in words[i + 3:close]):
        return None
    j = close + 1
    while j < len(words) and j - close <= 2 and _adjective(words[j]):
        j += 1
    return _joined([words[i + 1], *words[i + 3:close], *words[close + 1:j]]), j


def _subject_after(words: list[str], i: int, names: _Names,
                   prior: list[str]) -> tuple[str | None, int]:
    """The subject after the verb at ``i`` (verb-subject order) and the index after it.

    The subject ends at content (أن، :، a quote) or another verb. A name right after a
    preposition ("خلال لقائه مع X") or with one glued to it ("صرح لمحمد") is an object or
    the addressee, never the subject; a person is preferred to an organization; a country
    speaks only right after the verb ("قالت فنزويلا"). A title with no name of its own
    ("وأكد وزير الخارجية، خلال لقائه مع ...") is the person it named earlier."""
    quoted = _quoted_name(words, i) or _quoted_subject(words, i) or _issued_by(words, i)
    if quoted:
        return quoted
    best: tuple[int, int, str, int] | None = None
    broken = False  # a comma or a preposition came before the name
    in_pp = False  # inside a prepositional phrase: "بعد لقاء مع الرئيس X"
    pp_object = False  # ... whose object (an organization or place) is already named
    j = i + 1
    while j < len(words) and j - i <= _WINDOW:
        w = words[j]
        n = norm(w)
        if _is_content_start(w) or w in (".", "!", "؟") or _verb(w) or _participle(w) \
                or n in NEGATIONS or _no_conj(n) in OPENERS:
            break
        hit = _entity_at(words, j, names)
        if best and (_prefixed(w, names) or w in _PUNCT or (_is_break(words, j, names) and not hit)):
            break  # "وصرح فيرجسون لصحيفة ...": the subject is complete
        if not hit and (w in _PUNCT or _is_break(words, j, names)):
            broken = True
            in_pp = w not in _PUNCT
            pp_object = False
            j += 1
            continue
        if hit:
            size, name, kind = hit
            glued = _prefixed(w, names, "ل") or (j > i + 1 and _glued_lam(w))
            if (in_pp and not (pp_object and kind == "person")) or (glued and kind != "place"):
                j += size  # "مع كوفي أنان", "لمحمد السعدني": not the speaker
                pp_object = pp_object or kind != "person"
                continue
            # "السفير لدى الأمم المتحدة جون بولتون": a name after the title's complement
            near = j == i + 1 or (j == i + 2 and is_in(words[i + 1], SPEAKER_NOUNS))
            if kind == "place" and not near:
                j += size
                continue
            rank = _SPEAKER_RANK[kind]
            if best is None or rank < best[0]:
                best = (rank, j, name, j + size)
            if kind == "person":
                break
            j += size
            continue
        j += 1
    if best and best[0] == _SPEAKER_RANK["person"] and not broken and best[1] > i + 2 \
            and (is_in(words[i + 1], ORG_HEADS) or is_in(lex.ARTICLE + no_article(norm(words[i + 1])),
                                                         INSTITUTIONS)) \
            and not _is_title(words[i + 1]) and _is_title(words[i + 2]):
        return _joined(words[i + 1:best[3]]), best[3]  # "أشار مكتب رئيس الوزراء X": the office
    if best and best[0] == _SPEAKER_RANK["person"] and broken and best[1] > i + 2 \
            and words[best[1] - 1] not in ("،", ",") and not _is_title(words[i + 1]) \
            and (is_in(words[i + 1], ORG_HEADS) or norm(words[i + 1]) in ("قوات", "القوات")):
        # "أعلنت قوات الحرس الرئاسي في النيجر، اليوم، احتجاز الرئيس X": the guard speaks
        described, end = _described_subject(words, i)
        if described:
            return described, end
    glued = _glued_person(words, best, names) if best and best[0] == _SPEAKER_RANK["organization"] \
        else None
    if glued:
        return glued
    if best is None or (best[0] == _SPEAKER_RANK["organization"] and best[1] > i + 1):
        stop = next((k for k in range(i + 1, min(len(words), i + 9))
                     if words[k] in _PUNCT or _is_marker(words[k]) or _verb(words[k])), None)
        again = _described_again(words[i + 1:stop], prior, names) if stop else None
        if again:  # "وأضاف الوكيل المساعد لمحافظ البنك المركزي، أنه": the one named so before
            return again, stop
    if best and best[0] != _SPEAKER_RANK["person"] and _is_title(words[i + 1]):
        # "أكد نائب رئيس نادي X الإنجليزي لكرة القدم ديفد دين أن": the title's holder,
        # named right before the content, not the body in the title
        for j in range(best[3], min(len(words), i + _WINDOW)):
            if _is_content_start(words[j]) or words[j] in (".", "!", "؟") or _verb(words[j]):
                break
            hit = _entity_at(words, j, names)
            if hit and hit[2] == "person" and j + hit[0] < len(words) \
                    and _is_content_start(words[j + hit[0]]) and not _prefixed(words[j], names):
                return hit[1], j + hit[0]
    lead = []  # "قال نايجل فاراج، زعيم الحزب": a name the entity step missed, then its title
    for w in words[i + 1:i + 5]:
        if not HAS_LETTER.search(w) or common(w) or is_in(w, STOP) or _verb(w) or _is_marker(w) \
                or _entity_at([w], 0, names):
            break
        lead.append(w)
    after = i + 1 + len(lead)
    if len(lead) >= 2 and after < len(words) and (words[after] in ("،", ",") or _is_title(words[after])) \
            and (best is None or best[1] > after):
        return " ".join(lead), after
    title = i + 1 < len(words) and _is_title(words[i + 1]) \
        and (best is None or broken or best[0] != _SPEAKER_RANK["person"])
    if title:
        desc = []
        for w in words[i + 1:best[1] if best and not broken else i + 6]:
            if _is_marker(w) or w in _PUNCT or norm(w) in BREAKS or _verb(w) \
                    or not HAS_LETTER.search(w) or norm(w) in RELATIVES \
                    or (norm(w) in STOP and norm(w) != "باسم") or _no_conj(norm(w)) in OPENERS:
                break  # (a title ends before "لقد", content with no "أن")
            desc.append(w)
        after = i + 1 + len(desc)
        if best and best[0] == _SPEAKER_RANK["person"] and after < len(words) \
                and words[after] in ("،", ",") and best[1] == after + 1:
            # "وصرح المتحدث باسم شرطة كابول، بصير مجاهد، بأن": the name in apposition
            best = None if desc else best
            hit = _entity_at(words, after + 1, names)
            if hit:
                start, stop = _whole_name(words, after, after + 1, after + 1 + hit[0], "person", names)
                whole = " ".join(words[start:stop])
                if stop != after + 1 + hit[0]:
                    names.longer.setdefault(whole, hit[1])
                    names.by_key.setdefault(key(whole), (whole, "person"))
                    return whole, stop
                return hit[1], stop
        if desc and after < len(words) and words[after] in ("،", ","):
            k = after + 1  # the same, with a name the entity step missed
            while k < len(words) and k - after <= 4 and _name_part(words, k, names):
                k += 1
            if 2 <= k - after - 1 <= 4 and k < len(words) \
                    and (words[k] in ("،", ",") or _is_content_start(words[k])) \
                    and not _entity_at(words, after + 1, names):
                return " ".join(words[after + 1:k]), k
        in_name = set()  # words of the places and organizations the title names
        for k in range(len(desc)):
            hit = _entity_at(desc, k, names)
            if hit and hit[2] != "person":
                in_name.update(range(k, k + hit[0]))
        unknown = [k for k, w in enumerate(desc) if k and not common(w)
                   and not is_in(w, TITLE_COMPLEMENTS) and not _is_title(w)
                   and not norm(w).endswith(("ي", "يه")) and k not in in_name
                   and not is_in(w, INSTITUTIONS) and not is_in(w, ORG_HEADS)]
        if unknown:  # "البروفيسور قو يو شنغ", "واتهم رئيس المجلس X Y تنظيم القاعدة"
            return " ".join(desc[unknown[0]:]), i + 1 + len(desc)
        person = _resolve_title(desc, prior, names) if desc else None
        if person:
            return person, i + 1 + len(desc)
        if best is None and desc:
            return _spokesman_of(desc), i + 1 + len(desc)  # the title as the speaker's name
        if best and best[0] == _SPEAKER_RANK["organization"] and desc and not broken \
                and best[1] == i + 1 + len(desc) and not any(norm(w) == "باسم" for w in desc):
            # "قال رئيس هيئة الأركان التركي المؤقت، إن": the head of the body speaks, a
            # person known by the whole title, not the body
            k = best[3]
            while k < len(words) and k - best[3] < 4 and norm(words[k]).startswith(lex.ARTICLE) \
                    and not _verb(words[k]) and norm(words[k]) not in STOP and not _is_marker(words[k]):
                k += 1
            # "رئيس معهد X للبحوث العلمية حميد كورابى أن": the holder's name the entity
            # step missed, after the body's complement, right before the content
            m = k
            while m < len(words) and m - k < 3 and _complement(words[m]):
                m += 1
            e = m
            while e < len(words) and e - m < 4 and _name_part(words, e, names):
                e += 1
            if e - m >= 2 and e < len(words) and _is_content_start(words[e]):
                return " ".join(words[m:e]), e
            return _joined(words[i + 1:k]), k
    if best:
        rank, at, name, end = best
        if rank == _SPEAKER_RANK["place"] and at - 1 > i and is_in(words[at - 1], SPEAKER_NOUNS):
            return f"{words[at - 1]} {name}", end  # "سكان حماة", "سلطات دمشق"
        kind = "person" if rank == _SPEAKER_RANK["person"] else "organization"
        start, stop = _whole_name(words, i, at, end, kind, names)
        if (start, stop) != (at, end):
            whole = _joined(words[start:stop])
            names.longer.setdefault(whole, name)
            names.by_key.setdefault(key(whole), (whole, kind))
            return whole, stop
        return name, end
    return None, i + 1


def _body_after(words: list[str], i: int, names: _Names) -> tuple[str, int] | None:
    """A described body right after the verb at ``i`` ("أعلنت هيئة الانتخابات", "وحمل تجمع
    المهنيين"), with the index after it; not one a named entity begins there."""
    if not names.bodies or i + 1 >= len(words) or _entity_at(words, i + 1, names):
        return None
    for size in (6, 5, 4, 3, 2, 1):
        if i + 1 + size <= len(words):
            name = names.bodies.get(key(" ".join(words[i + 1:i + 1 + size])))
            if name:
                end = _in_body(words, i + 1 + size, names)
                return (name if end == i + 1 + size else _joined(words[i + 1:end])), end
    return None


def _in_body(words: list[str], j: int, names: _Names) -> int:
    """The end of "في" and a body or an organization right after a body's name at ``j``
    (a body of a body: "اللجنة الأمنية في مجلس محافظة بغداد"), else ``j``; not a place
    ("الشرطة في كابول" is where it spoke)."""
    if j + 1 < len(words) and norm(words[j]) == institutions.IN:
        hit = _entity_at(words, j + 1, names)
        if hit and hit[2] == "organization":
            return j + 1 + hit[0]
        if not hit and (body := _body_after(words, j, names)):
            return body[1]
    return j


def _verb_subject(words: list[str], i: int, names: _Names,
                  prior: list[str]) -> tuple[str | None, int]:
    """The subject after the verb at ``i``: a described body right after it (verb-subject
    order: "وحمل تجمع المهنيين المجلس العسكري مسؤولية ..."; the names after it are the
    objects), else what ``_subject_after`` finds."""
    return _body_after(words, i, names) or _subject_after(words, i, names, prior)


def _named_or_body(words: list[str], j: int, names: _Names) -> tuple[int, str] | None:
    """(length, name) of a person or organization, named or described, at ``words[j]``."""
    hit = _entity_at(words, j, names)
    if hit:
        return (hit[0], hit[1]) if hit[2] != "place" else None
    body = _body_after(words, j - 1, names)
    return (body[1] - j, body[0]) if body else None


def _issuer(words: list[str], i: int, names: _Names) -> str | None:
    """Who gave the speech or statement a verb "in it" speaks in ("... كلمة وجهها الزعيم X
    انتقد فيها ...": X; "أصدر X بيانا قال فيه": X): the person or organization named between
    the noun and the verb, else the one named before the noun in its clause."""
    doc = None
    for k in range(i - 1, max(-1, i - 10), -1):
        if words[k] in _PUNCT or _is_marker(words[k]):
            return None
        n = _no_conj(norm(words[k]))
        if is_in(words[k], SPEECH_NOUNS) or (n.endswith("ا") and is_in(words[k][:-1], SPEECH_NOUNS)):
            doc = k
            break
    if doc is None:
        return None
    found = None
    j = doc + 1
    while j < i:  # "كلمة وجهها الزعيم الشيعي X": the last name before the verb
        hit = _named_or_body(words, j, names)
        if hit and j + hit[0] <= i:
            found = (hit[1], j, j + hit[0])
            j += hit[0]
        else:
            j += 1
    if found:
        name, at, end = found
        kind = names.by_key.get(key(name), ("", ""))[1]
        if kind == "person" and end < i and i - end <= 2 \
                and all(_name_part(words, k, names) for k in range(end, i)):
            # "وجهها مقتدى الصدر انتقد": the rest of the name, up to the verb
            whole = " ".join(words[at:i])
            names.longer.setdefault(whole, name)
            names.by_key.setdefault(key(whole), (whole, "person"))
            return whole
        return name
    begin = doc
    while begin > 0 and words[begin - 1] not in _PUNCT and not _is_marker(words[begin - 1]):
        begin -= 1
    for j in range(begin, doc):  # "أصدر X بيانا": the first name of the clause
        if _prefixed(words[j], names) or (j > begin and norm(words[j - 1]) in BREAKS):
            continue  # (not "مع X", "لX")
        hit = _named_or_body(words, j, names)
        if hit and j + hit[0] <= doc:
            return hit[1]
    return None


def _subject_before(words: list[str], i: int, names: _Names) -> str | None:
    """A named subject just before the verb ("لكن خلف قال"), or the subject between
    "كان" and "قد", even across a relative clause ("وكانت فرنسا التي وزعت ...، قد قالت")."""
    for k in range(i - 1, max(-1, i - 14), -1):  # "أما وكالة "سانا" ...، فقد ذكرت": the agency
        if words[k] in (".", "؟", "!") or _verb(words[k]):
            break
        if _no_conj(norm(words[k])) == "اما" and (norm(words[i - 1]) in ("فقد", "فان") or (
                norm(words[i])[:1] == "ف" and _verb(norm(words[i])[1:]))):
            quoted = _quoted_name(words, k)
            if quoted:
                return quoted[0]
            hit = _entity_at(words, k + 1, names)
            if hit:
                return hit[1]
            break
    for k in range(i - 3, max(-1, i - 8), -1):  # "أن تنظيم "داعش" الإرهابي أعلن"
        quoted = _quoted_name(words, k - 1) if k >= 1 else None
        rest = words[quoted[1]:i] if quoted else []
        if quoted and len(rest) <= 2 and all(norm(w).startswith(lex.ARTICLE) and not _verb(w)
                                             and norm(w) not in STOP for w in rest):
            return " ".join([quoted[0], *rest])  # (with its adjectives: "المتشدد")
    if i >= 1 and _no_conj(norm(words[i - 1])) in WHEN:
        for j in range(i - 2, -1, -1):  # "خطاب الرئيس X ... حين قال": X
            if words[j] in _PUNCT:
                break
            hit = _entity_at(words, j, names)
            if hit and hit[2] == "person":
                return hit[1]
    kana = i >= 2 and norm(words[i - 1]) == "قد"
    if not kana and i >= 2:  # "وكانت المحكمة ومقرها لوكسمبورغ قضت بأن": no قد
        kana = any(norm(w) in ("كان", "وكان", "كانت", "وكانت") for w in words[max(0, i - 6):i - 1]) \
            and not any(w in _PUNCT or _is_marker(w) for w in words[max(0, i - 6):i])
    if kana:
        for j in range(i - 2, max(-1, i - 30), -1):
            if norm(words[j]) in ("كان", "وكان", "كانت", "وكانت"):
                found = None
                for k in range(j + 1, i - 1):  # "وكان وزير الخارجية X قد أكد": X
                    hit = _entity_at(words, k, names)
                    if hit and k + hit[0] <= i and (found is None or hit[2] == "person"):
                        found = hit
                        if hit[2] == "person":
                            break
                    if words[k] in _PUNCT or norm(words[k]) in RELATIVES:
                        break
                if found:
                    return found[1]
                subject = []
                for x in words[j + 1:i - 1]:
                    if not HAS_LETTER.search(x) or norm(x) in RELATIVES or norm(x) in STOP:
                        break
                    subject.append(x)
                return " ".join(subject) if subject and len(subject) <= 4 else None
    if i >= 4 and words[i - 1] in ("،", ","):  # "X، الذي وصل أمس، قال إن": X
        for k in range(i - 2, max(0, i - 20), -1):
            if words[k] in (".", "؟", "!") or _verb(words[k]):
                break
            if norm(words[k]) in RELATIVES and words[k - 1] in ("،", ","):
                for start in range(max(0, k - 6), k - 1):
                    hit = _entity_at(words, start, names)
                    if hit and start + hit[0] == k - 1:
                        return hit[1]
                break
    if norm(words[i])[:1] in lex.CONJUNCTIONS and _verb(norm(words[i])[1:]) and not (
            norm(words[i])[0] == "ف" and any(norm(w) == "اما" for w in words[max(0, i - 10):i])):
        return None  # "... وفريقه فيراري وقال": a new clause (but "أما X فقال": X)
    lo = max(0, i - 6)
    for j in range(i - 1, lo - 1, -1):
        if _is_marker(words[j]) or words[j] in (".", "؟", "!", "-", "–", "ـ"):
            break  # (a dateline "طوكيو - رويترز - قالت" is not the subject)
        for start in range(max(lo, j - 4), j + 1):
            hit = _entity_at(words, start, names)
            if hit and start + hit[0] == j + 1 and hit[2] != "place":
                return hit[1]
    np: list[str] = []  # "لكن الشواهد السابقة تشير إلى أن": a described subject
    for w in reversed(words[lo:i]):
        if not norm(w).startswith((lex.ARTICLE, "لل")) or _verb(w) or norm(w) in STOP:
            break
        np.insert(0, w)
    k = i - len(np) - 1
    if np and norm(np[0]).startswith(lex.ARTICLE) and (
            k < 0 or words[k] in _PUNCT or _is_marker(words[k])
            or norm(words[k]) in ("لكن", "ولكن", "كما", "بينما", "فيما")):
        return " ".join(np)
    for j in range(i - 1, lo - 1, -1):  # "ولكن متحدثة باسم الجيش قالت": the army
        w = words[j]
        if _is_marker(w) or w in _PUNCT or _verb(w):
            break
        if is_in(w, SPEAKER_NOUNS) and not is_in(w, STOP):
            phrase = words[j + 1:i]
            if phrase and norm(phrase[0]) == "باسم" and len(phrase) > 1:
                return " ".join(phrase[1:])
            if len(phrase) <= 2:
                return " ".join(words[j:i])
            break
    return None


def _named_just_before(words: list[str], i: int, names: _Names) -> str | None:
    """A person or organization named right before the verb and opening its clause
    (subject-verb order: "لكن رايس قالت"), not the end of a genitive or a prepositional
    phrase ("وفي رد على تصريحات الأسد قال X")."""
    for start in range(max(0, i - 5), i):
        hit = _entity_at(words, start, names)
        if not (hit and start + hit[0] == i and hit[2] != "place"
                and not _prefixed(words[start], names)):
            continue
        k = start - 1
        while k >= 0 and (_is_title(words[k]) or is_in(words[k], TITLE_COMPLEMENTS)
                          or norm(words[k]).endswith(("ي", "يه"))):
            k -= 1  # "وزيرة الخارجية الأميركية كوندوليزا رايس قالت"
        if k < 0 or words[k] in _PUNCT or norm(words[k]) in LINKERS | THAT \
                or _no_conj(norm(words[k])) in ("لكن", "غير", "الا") or norm(words[k]) in ("و", "ف"):
            return hit[1]
        return None
    return None


def _antecedent(words: list[str], i: int, names: _Names) -> str | None:
    """The noun a relative clause hangs on: "أنان الذي قال", "متحدث باسم الشرطة، الذي قال"."""
    j = i - 2  # words[i - 1] is the relative pronoun
    if j >= 0 and words[j] in _PUNCT:
        j -= 1
    for start in range(max(0, j - 4), j + 1):
        hit = _entity_at(words, start, names)
        if hit and start + hit[0] == j + 1:
            return hit[1]
    for start in range(j, max(-1, j - 5), -1):  # "متحدث باسم الشرطة، الذي قال": the police
        if words[start] in _PUNCT or _is_marker(words[start]):
            break
        if is_in(words[start], SPEAKER_NOUNS) and not is_in(words[start], STOP):
            return _spokesman_of(words[start:j + 1])
    return None


def _possessed_noun(w: str) -> bool:
    """"إسلامه", "رفضها": an everyday noun with a possessive pronoun (normalized ``w``)."""
    for suffix in ("هما", "هم", "ها", "ه"):
        stem = w[:-len(suffix)]
        stems = (stem, stem[:-1] + "ه") if stem.endswith("ت") else (stem,)  # "مسؤوليته"
        if w.endswith(suffix) and len(stem) >= 3 \
                and any(common(x) or common(lex.ARTICLE + x) for x in stems):
            return True
    return False


def _described_subject(words: list[str], i: int) -> tuple[str | None, int]:
    """An unnamed subject right after the verb: "التقرير", "مختصون إيرانيون", "سكان",
    "القوات العراقية"; and the index after it."""
    out: list[str] = []
    base = i + 1
    if i + 2 < len(words) and norm(words[i + 1]) in ("احد", "بعض") \
            and HAS_LETTER.search(words[i + 2]) and not _is_marker(words[i + 2]):
        out = [words[i + 1], words[i + 2]]  # "وقال أحد أعضاء المجلس إن"
        base = i + 3
    for w in words[base:base + 5]:
        n = norm(w)
        if _is_marker(w):
            break
        if not out and n[:1] in "بل" and not n.startswith(lex.ARTICLE):
            break  # "وطالبت بتعويض": the object, not the subject
        if not HAS_LETTER.search(w) or n in STOP or n in BREAKS \
                or _verb(w) or _participle(w):
            break
        if out and not (n.startswith((lex.ARTICLE, "لل")) or n == "باسم"
                        or n.endswith(("ي", "يه", "ون", "ين", "ان", "ات", "تان"))
                        or (norm(out[-1]) == "باسم") or _construct(out[-1], w)):
            break  # "جلالته أريد": a verb, not a modifier of the subject
        out.append(w)
    if not out:
        return None, i + 1
    end = i + 1 + len(out)
    if norm(out[0]) in ("احد", "بعض"):
        return " ".join(out), end
    first = norm(out[0])
    if not first.startswith(lex.ARTICLE) and len(first) >= 5 and _possessed_noun(first):
        return None, i + 1  # "أعلن إسلامه", "أكد رفضه": his conversion, his refusal (objects)
    if end + 1 < len(words) and norm(words[end]) in ("صادر", "صادره") \
            and norm(words[end + 1]) == "عن":  # "بيان صادر عن وزارة الخارجية"
        issuer = []
        for w in words[end + 2:end + 6]:
            if _is_marker(w) or w in _PUNCT or (issuer and not norm(w).startswith(lex.ARTICLE)):
                break
            issuer.append(w)
        if issuer:
            return " ".join(issuer), end + 2 + len(issuer)
    if i + 1 + len(out) < len(words) and _is_marker(words[end]) and not is_in(out[0], STOP):
        return _spokesman_of(out), end  # the whole phrase up to "أن"
    if len(out) >= 2 and first.startswith(lex.ARTICLE) and norm(out[-1]).endswith(("ي", "يه")) \
            and end < len(words) and norm(words[end]) in BREAKS \
            and any(norm(x) in THAT for x in words[end:end + 12]):
        return " ".join(out), end  # "قال المنتدى الاقتصادي العالمي في جنيف إن"
    if is_in(out[0], SPEAKER_NOUNS) or not common(out[0]):
        return (_spokesman_of(out) if is_in(out[0], SPEAKER_NOUNS) else out[0]), end
    return None, i + 1


def _content(words: list[str], start: int, stop: int) -> tuple[str, bool, bool, int]:
    """The reported content from ``start`` (after the subject) to ``stop``: from the first
    "أن/إن/:/«" on, or all of it when there is none. Also whether it is a clause (it had
    such a marker) and whether it quotes, and where the content begins."""
    j = start
    while j < stop and not (norm(words[j]) in THAT or words[j] == ":"
                            or (words[j][:1] in QUOTE_CHARS and j - start <= 2)
                            or (j == start and norm(words[j]) in MARKERS)):
        if _no_conj(norm(words[j])) in OPENERS or norm(words[j]) in ("لكن", "ولكن"):
            j = stop  # "اعترف X بفوز Y، ولكن Z ... رغم أنه": that "أنه" is not this verb's
            break
        j += 1  # "إلى" and "عن" open the content only right after the verb ("أشار إلى")
    clause = any((norm(words[m]) in THAT or words[m] == ":")
                 and (m == start or words[m] == ":" or norm(words[m]).startswith("ب")
                      or words[m - 1] in _PUNCT
                      or norm(words[m - 1]) in ("من", "علي", "على", "الي", "إلى"))
                 for m in range(start, stop))  # "حذر X من أن", not "رأى X ... على أمل أن"
    if j >= stop:  # no marker: everything after the subject
        j = start
    else:
        while j < stop and (words[j] == ":" or norm(words[j]) in MARKERS):
            j += 1
    body = words[j:stop]
    quote = any(q in w for w in body for q in QUOTE_CHARS)
    text = " ".join(w for w in body if w not in QUOTE_CHARS).strip(" ،,.:")
    return text, clause, quote, j


def _content_after(words: list[str], start: int, stop: int) -> bool:
    """Content follows the subject: a marker (أن، :) before the end of the clause, or a
    long stretch of words; not just the rest of the source's name ("شبكتي "بي بي سي"")."""
    rest = [w for w in words[start:stop] if HAS_LETTER.search(w)]
    return any(norm(w) in THAT or w == ":" for w in words[start:stop]) or len(rest) > 8


def _first_content_word(words: list[str], start: int, stop: int) -> str:
    for w in words[start:stop]:
        n = norm(w)
        if n in MARKERS or n in ("علي", "على") or w == ":" or w in QUOTE_CHARS:
            continue
        return bare(w)
    return ""


def _places_of(parsed: Parsed) -> tuple[Entity, ...]:
    """Places named in the article, without geocoding (speakers only)."""
    groups = group_mentions([m for m in find_mentions(parsed) if m.kind == "place"])
    return tuple(Entity(name=best_name(g.names), kind="place", aliases=tuple(g.names))
                 for g in groups["place"])


@dataclass
class _Trigger:
    i: int
    word: str
    verb: str  # dictionary form, or the participle
    participle: bool
    relative: bool


def _names_after(words: list[str], i: int) -> bool:
    """A subject follows the verb at ``i`` (a word with letters, not content)."""
    return i + 1 < len(words) and HAS_LETTER.search(words[i + 1]) is not None \
        and not _is_content_start(words[i + 1]) and norm(words[i + 1]) not in BREAKS


def _covered(words: list[str], names: _Names) -> set[int]:
    """Indices of words inside a known name ("روي كين" is a name, not "narrated")."""
    out: set[int] = set()
    j = 0
    while j < len(words):
        hit = _entity_at(words, j, names)
        if hit and (hit[0] > 1 or not (_verb(words[j]) or _participle(words[j]))):
            out.update(range(j, j + hit[0]))
            j += hit[0]
        else:
            j += 1
    return out


def _triggers(words: list[str], covered: set[int], quoting: bool = False) -> list[_Trigger]:
    """The reporting verbs and participles of a sentence; ``quoting``: the sentence starts
    inside a quotation opened before it."""
    out: list[_Trigger] = []
    in_content = False  # past a verb and its "أن": a belief verb here is content
    quotes = 1 if quoting else 0  # quotation marks since the last verb: odd inside one
    for i, w in enumerate(words):
        if out and (norm(w) in THAT or w == ":"):
            in_content = True
        if any(q in w for q in QUOTE_CHARS):
            quotes += 1
        if i in covered:
            continue
        if not _verb(w) and _verb(w, weak=True) and any(
                norm(x) in THAT for x in words[i + 1:i + 9]):
            out.append(_Trigger(i, w, _verb(w, weak=True) or "", False, False))  # "وصفته X بأنه"
            continue
        if _no_conj(norm(w)) in DOC_VERBS and i + 2 < len(words) \
                and norm(words[i + 1]) in ("في", "فيه") and is_in(words[i + 2], DOC_NOUNS) \
                and any(norm(x) in THAT or x == ":" or _quotation_at(words, k)
                        for k, x in enumerate(words[:i + 14]) if k >= i + 3):
            out.append(_Trigger(i, w, "جاء", False, False))  # "وجاء في البيان أن"
            continue
        verb = _verb(w)
        part = None if verb else _participle(w)
        if not verb and not part:
            continue
        prev = norm(words[i - 1]) if i else ""
        if prev in NEGATIONS:
            continue  # "لم يعلن", "لا تعتقد": refused or absent speech
        reach = 9 if verb in MARKED_ONLY else 16  # "وذكر وزراء ... على هامش لقاء ... أن"
        if verb in MARKED and verb not in NOT_CLAIM_VERBS \
                and not any(_is_content_start(x) for x in words[i + 1:i + reach]):
            continue  # "زادت الأسعار": increased, not "added"
        if part in AMBIGUOUS_PARTICIPLES and not any(
                _is_content_start(x) for x in words[i + 1:i + 3]):
            continue  # "مضيفة جوية": a hostess, not "adding"
        if verb in RELAY and not any(norm(x) == "عن" for x in words[i + 1:i + 11]):
            continue  # "نقل الجرحى": carried, not relayed
        if verb in BLAME and not any(norm(x) in RESPONSIBILITY for x in words[i + 2:i + 10]):
            continue  # "حمل المتظاهرون لافتات": carried, not "held responsible"
        if verb == "نص" and (prev in ("في", "وفي") or not any(
                norm(x) in MARKERS for x in words[i + 1:i + 9])):
            continue  # "جاء في نص القرار": the noun "text"
        if quotes % 2 and not part:
            continue  # a verb inside the quotation is part of what is quoted
        if prev in WHAT and not (verb and _names_after(words, i)) \
                or (prev in WHAT and i >= 2 and is_in(words[i - 2], ATTRIBUTING)):
            continue  # "مما يشير إلى أن": which indicates; "بحسب ما قال X": the attribution's
        if verb in OBJECT_ACTS and _no_conj(norm(w)) not in (verb, verb + "ت", verb + "وا"):
            continue  # "استبعده" (with an object pronoun): left him out
        if verb == "كتب" and i + 1 < len(words) and words[i + 1] in ("-", "–", "ـ", ":"):
            continue  # "كتب - محمود عبدالحليم:": a byline
        relative = prev in RELATIVES
        if (relative or in_content) and (verb in BELIEFS or (relative and part)):
            continue  # "الذي يعتقد أنه", "قالت إن بوش يعتقد أن": a belief, not a report
        out.append(_Trigger(i, w, verb or part or "", part is not None, relative))
    return out


def claims(parsed: Parsed, people: tuple[Entity, ...], orgs: tuple[Entity, ...],
           places: tuple[Entity, ...] | None = None,
           whole: dict[str, str] | None = None,
           bodies: tuple[Entity, ...] = ()) -> tuple[Claim, ...]:
    """Who said what: a reporting verb, its subject (after the verb, else before it, else
    the current speaker for "وأضاف"), and the content after أن / إن / : / quotes.
    ``whole``, when given, receives each speaker's whole name found beside an entity that
    has only a part of it (whole name -> the entity's name; see ``with_whole_names``).
    ``bodies``: organizations the article describes rather than names ("الجيش الجزائري"),
    speakers only as the subject right after a verb ("وحمل تجمع المهنيين المجلس ...")."""
    if places is None:  # countries speak too ("قالت فنزويلا إنها ...")
        places = _places_of(parsed)
    names = _alias_map((people, orgs, places))
    for e in bodies:
        for n in (e.name, *e.aliases):
            names.bodies.setdefault(key(n), e.name)
    out: list[Claim] = []
    current: str | None = None  # the speaker of the last speech act
    prior: list[str] = []  # the article's words before this sentence
    run_on: tuple[str, int] | None = None  # an open quotation: (speaker, sentences left)
    doc = parsed.doc
    for sent in parsed.sentences:
        toks = [t for t in doc.char_span(sent.start, sent.end, alignment_mode="expand") or ()]
        words = _unglued([t.text for t in toks])
        triggers = _triggers(words, _covered(words, names), quoting=run_on is not None)
        found: list[Claim] = []
        sentence_speaker: str | None = None  # the subject of this sentence's first act
        content_from: int | None = None  # where the previous act's content began
        spans: list[tuple[int, int]] = []  # (verb, content start) of this sentence's acts
        for n, t in enumerate(triggers):
            i = t.i
            # the content runs to the next verb that opens a clause of its own ("وقال",
            # "، مضيفا", "لكنه أكد"), over verbs inside it ("بأن السكان أبلغوا")
            stop = next((u.i for u in triggers[n + 1:] if _opens_clause(words, u)), len(words))
            speaker: str | None = None
            start = i + 1
            explicit = False
            if t.verb == "جاء":  # the document, or who issued it ("بيان لوزارة الخارجية")
                speaker, start = _document_source(words, i + 2, names, prior + words[:i])
            elif not t.participle:
                if t.relative:  # "التي تقول إسرائيل إنها", else "أنان الذي قال"
                    speaker, start = _subject_after(words, i, names, prior + words[:i])
                    agrees = {"الذي": False, "التي": True}.get(norm(words[i - 1]),
                                                                _feminine(t.word, t.verb))
                    if not (speaker and start < len(words) and _is_content_start(words[start])):
                        speaker, start = None, i + 1
                        if agrees == _feminine(t.word, t.verb):  # "غامبيا التي أعلن فيها": not
                            speaker = _antecedent(words, i, names)
                        if not speaker and agrees == _feminine(t.word, t.verb) and i >= 3 \
                                and words[i - 2] in ("،", ",") and common(words[i - 3]) \
                                and not is_in(words[i - 3], SPEAKER_NOUNS):
                            # "ودان الرئيس X الهجوم، الذي قال إنه": the attack does not
                            # speak; the subject of the sentence's first verb does
                            first = next((k for k in range(0, i - 3) if _verb(words[k])), None)
                            if first is not None:
                                subject, _ = _subject_after(words[:i - 2], first, names,
                                                            prior + words[:first])
                                speaker = subject if subject and subject != words[first] else None
                if not speaker and not t.relative and _no_conj(norm(t.word)) == norm(t.word):
                    speaker = _named_just_before(words, i, names)  # "لكن رايس قالت في لقائها X إن"
                if not speaker and not t.relative and i + 1 < len(words) and norm(words[i + 1]) in IN_IT:
                    speaker = _issuer(words, i, names)  # "كلمة وجهها X انتقد فيها"
                    start = i + 2 if speaker else start
                if not speaker and not t.relative:
                    speaker, start = _verb_subject(words, i, names, prior + words[:i])
                if not speaker:
                    speaker = _subject_before(words, i, names)
                if not speaker and not (i + 1 < len(words) and _is_marker(words[i + 1])):
                    speaker, start = _described_subject(words, i)
                explicit = speaker is not None
                if (t.relative or t.verb in BELIEFS) and not speaker:
                    continue  # "يعتقد أن", "كان يعتقد أن": it is believed, nobody's words
                nested = (content_from is not None and i > content_from
                          and norm(t.word)[:1] not in lex.CONJUNCTIONS
                          and words[i - 1] not in _PUNCT and norm(words[i - 1]) not in LINKERS)
                if nested and not explicit:
                    continue  # a verb inside the reported content, not a new report
            if t.verb in RELAY and start < len(words) and norm(words[start]) == "عن":
                source, end = _source(words, start + 1, names, prior + words[:i])
                if source:  # "نقلت الوكالة عن شهود قولهم إن": the witnesses speak
                    speaker, start, explicit = source, end, True
                    if start < len(words) and norm(words[start]) in RELAY_SAYING:
                        start += 1
            if not speaker and not t.participle and not triggers[:n] and i > 1:
                # "والتقى أنان بلاريجاني وقال إن": the subject of the sentence's first verb
                speaker = _clause_subject(words, i, names)
                explicit = speaker is not None
            if not speaker and t.participle and not sentence_speaker:
                # "رفض X فكرة ...، قائلا إن": the subject of the sentence's first verb
                speaker = _clause_subject(words, i, names, within=4)
            if not speaker:
                speaker = sentence_speaker if t.participle and sentence_speaker else current
            if not speaker:
                continue
            head = _no_conj(norm(t.word))
            text, clause, quote, body_at = _content(words, start, stop)
            spans.append((i, body_at))
            content_from = start
            if t.verb in NOT_SPEECH and not clause:
                continue  # "كتب رواية", "رأى الطائرة": not speech at all
            if explicit or t.participle:
                current = speaker
            sentence_speaker = sentence_speaker or speaker
            if (t.verb in CLAUSE_ONLY or head in CLAUSE_ONLY) and not clause:
                continue  # "حذر من غزو", "شدد على ضرورة": speech, but no asserted clause
            if t.verb in NOT_CLAIM_VERBS or head in NOT_CLAIM_PARTICIPLES:
                continue  # a call, a demand, an attitude: the speaker speaks, no claim
            if t.verb in CRITICISM and n + 1 < len(triggers):
                continue  # "انتقدت X التصريحات واعتبرتها ...": the second verb's claim
            if bare(_first_content_word(words, start, stop)) in NEEDS:
                continue  # "أكد على ضرورة", "مؤكدا الحاجة إلى"
            if not t.participle and n + 1 < len(triggers) \
                    and _no_conj(norm(triggers[n + 1].word)) in SAYING \
                    and not any(norm(x) in THAT for x in words[start:stop]):
                continue  # "وصرح فيرجسون لصحيفة ... قائلا": one claim, the participle's
            if not t.participle and not clause and start == i + 1 and i + 1 < stop \
                    and _accusative(words[i + 1]):
                continue  # "أعلن رئيسا للنادي": was declared president, nobody's words
            if t.verb in DESCRIBE:  # "وصف الهجوم بأنه عشوائي": what, and what it is called
                text = " ".join(w for w in words[start:stop] if w not in QUOTE_CHARS).strip(" ،,.:")
            polarity = ""
            if t.verb in DENIALS or head in DENIALS:
                body = [w for w in words[start:stop] if w not in QUOTE_CHARS]
                text = " ".join([t.word, *body]).strip(" ،,.:")
                polarity = "denial"
            if len(text.split()) < 3 and explicit and i > 0 \
                    and (words[i - 1] in _PUNCT or words[i - 1] in QUOTE_CHARS) \
                    and any(q in x for x in words[:i] for q in QUOTE_CHARS):
                # '"لن نتراجع"، قال الوزير': the quotation before the verb
                text = " ".join(x for x in words[:i] if x not in QUOTE_CHARS).strip(" ،,.:")
                quote = True
            elif explicit and n == 0 and i > 4 and norm(words[i - 1]) == "كما" \
                    and not _content_after(words, start, stop):
                # "تقدم معسكر الخروج بنسبة 51.9%، كما تفيد تقديرات الشبكة": what came before
                body = words[:i - 1]
                text = " ".join(x for x in body if x not in QUOTE_CHARS).strip(" ،,.:")
                quote = any(q in x for x in body for q in QUOTE_CHARS)
            if len(text.split()) < 3:
                continue
            found.append(Claim(speaker=speaker, text=text, quote=quote, sentence=sent.text,
                               verb=t.word, sentence_index=sent.index, polarity=polarity))
        extra, current = _attributions(words, sent, names, found, prior, current, spans)
        found.extend(extra)
        if not triggers and not extra and run_on:
            speaker, left = run_on
            text = " ".join(w for w in words if w not in QUOTE_CHARS).strip(" ،,.:")
            if len(text.split()) >= 3:
                found.append(Claim(speaker=speaker, text=text, quote=True, sentence=sent.text,
                                   verb="", sentence_index=sent.index))
            closes = any(q in w for w in words for q in QUOTE_CHARS)
            run_on = (speaker, left - 1) if not closes and left > 1 else None
        elif found:
            last = next((t.i for t in reversed(triggers) if t.word == found[-1].verb), 0)
            run_on = (found[-1].speaker, _MAX_RUN_ON) if _open_quote(words[last:]) else None
        else:
            run_on = None
        out.extend(found)
        prior.extend(words)
    # the speaker's other names travel with the claim ("الوزير", "المعلم" for وليد المعلم)
    aliases = {e.name: e.aliases for e in (*people, *orgs)}
    for full, part in names.longer.items():
        aliases.setdefault(full, (part, *aliases.get(part, ())))
    grown = {e.name: e.name for e in with_whole_names(people, names.longer)}
    parts = {part: full for full, part in names.longer.items() if full in grown}
    out = [replace(c, speaker=parts.get(c.speaker, c.speaker)) for c in out]  # "وقال عبد الرحمن"
    if whole is not None:
        whole.update(names.longer)
    return tuple(replace(c, speaker_aliases=aliases.get(c.speaker, ())) for c in out)


def with_whole_names(entities: tuple[Entity, ...], whole: dict[str, str]) -> tuple[Entity, ...]:
    """``entities`` with the whole name their speaker was found with ("عبد الرحمن" ->
    "رامي عبد الرحمن", the part kept as an alias), when only one whole name extends it."""
    by_part: dict[str, list[str]] = defaultdict(list)
    for full, part in whole.items():
        by_part[part].append(full)
    out = []
    for e in entities:
        fulls = by_part.get(e.name, [])
        if len(fulls) == 1 and fulls[0] != e.name:
            e = replace(e, name=fulls[0], aliases=tuple(dict.fromkeys((e.name, *e.aliases))))
        out.append(e)
    return tuple(out)


def _accusative(word: str) -> bool:
    """An indefinite noun in the accusative ("رئيسا", "فائزا"), not a nisba adverb
    ("رسميا", "حاليا") nor a function word: the complement of a passive verb."""
    w = _no_conj(norm(word))
    return (len(w) >= 4 and w.endswith("ا") and not w.endswith(("يا", "ايا")) and not w.startswith("ال")
            and w not in STOP and common(word))


def _opens_clause(words: list[str], t: _Trigger) -> bool:
    i = t.i
    return (t.participle or i == 0 or norm(t.word)[:1] in lex.CONJUNCTIONS
            or words[i - 1] in _PUNCT or norm(words[i - 1]) in LINKERS | RELATIVES
            or any(q in words[i - 1] for q in QUOTE_CHARS))


def _open_quote(words: list[str]) -> bool:
    """The words (from the last verb on) open a quotation they do not close."""
    text = " ".join(words)
    if text.count("«") != text.count("»"):
        return text.rfind("«") > text.rfind("»")
    if text.count("“") != text.count("”"):
        return text.rfind("“") > text.rfind("”")
    return text.count('"') % 2 == 1


def _source(words: list[str], j: int, names: _Names, prior: list[str]) -> tuple[str | None, int]:
    """The source named at ``j`` after "بحسب", "نقلا عن", "طبقا لما قاله": a name (a
    person preferred, "متحدث باسم الشرطة" -> the police), a title resolved to its person,
    or a described source ("مصادر أمنية")."""
    if j < len(words) and _prefixed(words[j], names, "ل"):  # "وفقا لوزارة", "للشرطة"
        w = "ال" + words[j][2:] if words[j].startswith("لل") else words[j][1:]
        words = [*words[:j], w, *words[j + 1:]]
    speaker, end = _subject_after(words, j - 1, names, prior)
    if speaker:
        return speaker, end
    phrase = []
    for x in words[j:j + 3]:
        n = norm(x)
        if _is_marker(x) or x in _PUNCT or not HAS_LETTER.search(x) or n in STOP or n in BREAKS:
            break
        if phrase and not n.startswith((lex.ARTICLE, "لل")) and not n.endswith(("ي", "يه", "ه")) \
                and not _construct(phrase[-1], x):
            break
        phrase.append(x)
    if not phrase or not (is_in(phrase[0], SPEAKER_NOUNS) or not common(phrase[0])):
        return None, j
    return " ".join(phrase), j + len(phrase)


def _document_source(words: list[str], j: int, names: _Names,
                     prior: list[str]) -> tuple[str | None, int]:
    """"وجاء في البيان الذي أصدرته الوزارة أن", "جاء في تقرير لمنظمة العفو أن": the issuer
    when one is named before "أن", else the document itself."""
    k = j
    while k < len(words) and not (norm(words[k]) in THAT or words[k] == ":" or _quotation_at(words, k)):
        hit = _entity_at(words, k, names)
        if hit and hit[2] != "place":
            # "وجاء في بيان لتنظيم "X" نشر على مواقع "...": X, and what the quotation says
            after = k + hit[0] + (k + hit[0] < len(words) and words[k + hit[0]] in QUOTE_CHARS)
            quote = next((q for q in range(after, min(len(words), k + 12))
                          if _quotation_at(words, q)), None)
            return hit[1], quote if quote is not None else k
        k += 1
    phrase = [words[j]]
    for w in words[j + 1:k]:
        if not norm(w).startswith(lex.ARTICLE) or norm(w) in RELATIVES:
            break
        phrase.append(w)
    at = j + len(phrase)
    if at < k and norm(words[at]).startswith("لل"):  # "جاء في بيان للمعارضة أن"
        issuer = ["ال" + words[at][2:]]
        for w in words[at + 1:k]:
            if not norm(w).startswith(lex.ARTICLE):
                break
            issuer.append(w)
        return " ".join(issuer), at + len(issuer)
    if at + 2 < k and norm(words[at]) in RELATIVES:  # "البيان الذي أصدرته الوزارة"
        issuer = []
        for w in words[at + 2:k]:
            if w in _PUNCT or (issuer and not norm(w).startswith(lex.ARTICLE)):
                break
            issuer.append(w)
        if issuer and is_in(issuer[0], SPEAKER_NOUNS | ORG_HEADS):
            return " ".join(issuer), at + 2 + len(issuer)
    return " ".join(phrase), at


def _clause_subject(words: list[str], upto: int, names: _Names,
                    within: int | None = None) -> str | None:
    """The first person named in the sentence (after a caption credit "(رويترز)") outside
    a prepositional phrase ("لمدرب المنتخب X", "عن الملف X"): the subject a coordinated
    "وقال" or "على حد قوله" (as he put it) points back to."""
    begin = 0
    for k in range(upto):
        if words[k] == ")":
            begin = k + 1
    in_pp = False
    j = begin
    end = min(upto, begin + within) if within else upto
    while j < end:
        w = words[j]
        hit = _entity_at(words, j, names)
        if w in _PUNCT:
            in_pp = False
        elif hit:
            if hit[2] == "person" and not in_pp and not _prefixed(w, names):
                return hit[1]
            in_pp = False  # the preposition's object is complete
            j += hit[0]
            continue
        elif _is_break(words, j, names) or _prefixed(w, names):
            in_pp = True
        j += 1
    return None


def _attributions(words: list[str], sent, names: _Names, found: list[Claim],
                  prior: list[str], current: str | None,
                  spans: list[tuple[int, int]]) -> tuple[list[Claim], str | None]:
    """"..., نقلا عن رويترز", "بحسب الوزارة، ...", "وفق ما أفاد X", "على حد قوله"."""
    out = []
    speakers = {c.speaker for c in found}
    for i, w in enumerate(words):
        n = norm(w)
        if n in AS_PUT and i >= 2 and norm(words[i - 1]) == "حد" \
                and _no_conj(norm(words[i - 2])) in ("علي", "على"):
            speaker = _clause_subject(words, i - 2, names) or current
            text = " ".join(x for x in words[:i - 2] if x not in QUOTE_CHARS).strip(" ،,.:")
            if speaker and speaker not in speakers and len(text.split()) >= 3:
                out.append(Claim(speaker=speaker, text=text, quote=False, sentence=sent.text,
                                 verb=" ".join(words[i - 2:i + 1]), sentence_index=sent.index))
                speakers.add(speaker)
            continue
        if _as_reported(words, i) and not any(a < i < b for a, b in spans):
            # "ضربت هزة ...، كما ذكر المعهد الجيولوجي.": the source closes the sentence
            speaker, end = _source(words, i + 2, names, prior + words[:i])
            text = " ".join(x for x in words[:i] if x not in QUOTE_CHARS).strip(" ،,.:")
            if speaker and speaker not in speakers and _closes(words, end) and len(text.split()) >= 3:
                out.append(Claim(speaker=speaker, text=text,
                                 quote=any(q in x for x in words[:i] for q in QUOTE_CHARS),
                                 sentence=sent.text, verb=" ".join(words[i:i + 2]),
                                 sentence_index=sent.index))
                speakers.add(speaker)
                current = speaker
            continue
        if not is_in(w, ATTRIBUTING) or any(a < i < b for a, b in spans):
            continue  # (between a verb and its content: "قالت الصحيفة نقلا عن مصادر إن")
        j = i + 1
        while j < len(words) and j - i <= 3 and (norm(words[j]) == "عن" or norm(words[j]) in FILLERS
                                                  or norm(words[j]) in ("ل", "لـ", "ـ")
                                                  or (norm(words[j - 1]) in ("ما", "لما")
                                                      and _verb(words[j]))):
            j += 1  # ("بحسب ما أعلنه حاكم المدينة": the verb of the relative too)
        if j >= len(words):
            continue
        speaker, end = _source(words, j, names, prior + words[:i])
        if not speaker:
            continue
        lead = [x for x in words[:i] if HAS_LETTER.search(x)]
        if len(lead) <= 1 and all(norm(x) in ("و", "ف", "لكن", "ولكن") or len(norm(x)) <= 2
                                  for x in lead):
            body = words[end:]  # "بحسب الوزارة، فإن ...": the content follows the source
            while body and (body[0] in _PUNCT or norm(body[0]) in MARKERS
                            or norm(body[0]) in ("فان", "فإن")):
                body = body[1:]
        else:
            body = words[:i]
            inner = _inner_speaker(body, names, prior)
            if inner and inner not in speakers:
                speaker = inner  # "دعا الجيش إلى ...، وفقا لما نقلته وسائل إعلام": the army
        text = " ".join(x for x in body if x not in QUOTE_CHARS).strip(" ،,.:")
        if speaker in speakers or len(text.split()) < 3:
            continue
        quote = any(q in x for x in body for q in QUOTE_CHARS)
        out.append(Claim(speaker=speaker, text=text, quote=quote, sentence=sent.text,
                         verb=" ".join(words[i:j]), sentence_index=sent.index))
        speakers.add(speaker)
        current = speaker
    return out, current


def _as_reported(words: list[str], i: int) -> bool:
    """"...، كما ذكر/أفادت/قال X": "as X reported" after a comma, a source after what it said
    (a reporting verb that is no call, belief or denial)."""
    if norm(words[i]) != "كما" or i < 3 or words[i - 1] not in ("،", ",") or i + 2 >= len(words):
        return False
    verb = _verb(words[i + 1])
    return verb is not None and verb not in NOT_CLAIM_VERBS | BELIEFS | DENIALS


def _closes(words: list[str], end: int) -> bool:
    """Nothing but punctuation, or a short phrase after a preposition ("في بيان", "اليوم"),
    follows the source at ``end``: it ends the sentence, it opens no content of its own."""
    rest = [w for w in words[end:] if HAS_LETTER.search(w)]
    if not rest:
        return True
    return len(rest) <= 4 and norm(rest[0]) in BREAKS and not any(
        _is_marker(w) or _verb(w) or w in QUOTE_CHARS for w in words[end:])


def _inner_speaker(body: list[str], names: _Names, prior: list[str]) -> str | None:
    """The subject of the first speech act in what an attribution relays, when it names one
    ("جاءت الاستقالة بعد أن دعا الجيش إلى ...، وفقا لما نقلته وسائل إعلام": the army
    speaks, the media only relay it). Not a verb of the ambiguous kind ("زادت", "تابعت")
    unless it is a call, nor one inside a quotation or after a negation."""
    quotes = 0
    for k, w in enumerate(body):
        if any(q in w for q in QUOTE_CHARS):
            quotes += 1
        verb = _verb(w)
        if not verb or quotes % 2 or (k and norm(body[k - 1]) in NEGATIONS | RELATIVES | WHAT):
            continue
        if (verb in MARKED and verb not in NOT_CLAIM_VERBS) or verb in BLAME or verb in RELAY:
            continue
        speaker, _ = _verb_subject(body, k, names, prior + body[:k])
        return speaker
    return None


def _construct(head: str, word: str) -> bool:
    """``word`` completes the speaker noun ``head`` it follows ("وسائل إعلام"): the source
    is the media, never the bare "وسائل" (means)."""
    h = norm(head)
    h = h if h in MEDIA_CONSTRUCTS else _no_conj(h)  # ("وسائل" begins with و itself)
    return norm(word) in MEDIA_CONSTRUCTS.get(h, frozenset())
