"""People, organizations and places of one article, one entry per real entity.

English: spaCy NER spans, repaired by rules that generalize across news text:
titles are stripped into aliases, type nouns next to a name decide its kind ("the
newspaper X" is an organization, "the city of X" a place, "spokesman X" a person),
a gazetteer fixes places the small model calls people, shouting headlines are checked
against the body, and surface forms of one entity are merged (surname after full
name, acronym after expansion, "the X" / "X").
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ...analysis import geo
from ...analysis.nlp import Parsed
from ...model import Entity
from . import words as en

KINDS = {"PERSON": "person", "ORG": "organization", "GPE": "place", "LOC": "place",
         "FAC": "place", "PERS": "person"}

Entities = tuple[tuple[Entity, ...], tuple[Entity, ...], tuple[Entity, ...]]

_DETERMINERS = frozenset({"the", "a", "an", "this", "that", "these", "those"})
_DASHES = frozenset({"-", "--", "—", "–", "|", ":", ";", "(", ")", "[", "]", '"', "“", "”"})
_LINKS = en.NAME_JOINERS - {"and", "&", "y", "e", "on", "for", "the"}  # inside one name
# Lower-case words inside a person's name: "Thamer Abbas al-Ghadhban", "Ursula von der Leyen".
_PARTICLES = frozenset({"al", "el", "bin", "ibn", "bint", "abu", "de", "da", "van", "von", "der"})
_WEAK = frozenset({"al", "el", "bin", "ibn", "the", "of", "and", "de", "da", "van", "von"})


@dataclass
class _Mention:
    """One occurrence of a name, before mentions are merged into entities."""

    kind: str
    name: str  # the bare name: no title, article or possessive
    start: int  # character offset in the text
    end: int
    sent: int
    alias: str = ""  # the name with its title, when one was stripped
    forced: bool = False  # kind fixed by a strong cue (type noun, suffix, context)
    caps: bool = False  # written in a shouting (all-capitals) line


def extract(parsed: Parsed) -> Entities:
    """(people, organizations, places) of an English text."""
    mentions = _resolve_kinds(_mentions(parsed), parsed.doc)
    mentions = [m for m in mentions if not _headline_only(m, parsed)]
    for m in mentions:
        if m.kind == "organization" and not m.forced and ARABIC_STYLE_NAME.match(m.name):
            m.kind = "person"  # "Basher Al Assad's control": the model's ORG is a person
    out: dict[str, list[Entity]] = {"person": [], "organization": [], "place": []}
    for kind in out:
        groups = _cluster([m for m in mentions if m.kind == kind], kind)
        out[kind] = [_entity(group, kind, parsed) for group in groups]
    places = tuple(geo.locate(e, parsed.language) for e in out["place"])
    return tuple(out["person"]), tuple(out["organization"]), places


# "Given Al Family", "Given bin Family": the shape of an Arabic personal name in Latin
# letters (organizations put the article first: "Al Qaeda", "Al Jazeera").
ARABIC_STYLE_NAME = re.compile(r"^[A-Z][a-z]+(?: [A-Z][a-z]+)? (?:[Aa]l|[Ee]l|bin|ibn|Abu)[- ]"
                               r"[A-Z][a-z]+$")


def _headline_only(m: _Mention, parsed: Parsed) -> bool:
    """A name found only in a Title Case headline: the model reads capitalised common
    words there as names ("Syrian Military Defectors Tell Reporters ..."), so a name the
    body never repeats is dropped."""
    if m.sent != 0 or len(parsed.sentences) < 2:
        return False
    head = parsed.sentences[0].text
    if head.rstrip()[-1:] in ".!?\"'”":  # a sentence, not a headline
        return False
    words = [w for w in head.split() if len(w) > 3]
    if len(words) < 4 or sum(w[:1].isupper() for w in words) < 0.7 * len(words):
        return False
    body = parsed.text[parsed.sentences[1].start:]
    return re.search(r"(?<!\w)" + re.escape(m.name) + r"(?!\w)", body) is None


# --------------------------------------------------------------------------- mentions

def _mentions(parsed: Parsed) -> list[_Mention]:
    doc = parsed.doc
    starts = [s.start for s in parsed.sentences]
    shouting = {s.index for s in parsed.sentences if _is_shouting(s.text)}

    def sent_of(char: int) -> int:
        return max(0, bisect.bisect_right(starts, char) - 1)

    out: list[_Mention] = []
    covered: set[int] = set()
    for ent in doc.ents:
        label = ent.label_
        kind = KINDS.get(label)
        forced = False
        if label == "NORP" and len(ent) >= 2 and ent[-1].text[:1].isupper() \
                and ent[-1].text.lower().endswith("s") \
                and ent[-1].text.lower() not in en.NATIONALITIES \
                and not any(t.lower_ in en.NATIONALITIES - en.FAITHS for t in ent[:-1]):
            kind, forced = "organization", True  # "Liberal Democrats", not "Bosnian Serbs"
        elif label == "PRODUCT" and re.fullmatch(r"G-?\d{1,2}", ent.text):
            kind, forced = "organization", True  # "G8", "G-20"
        elif label == "NORP" and _person_follows(ent):
            kind = "person"  # "Darwish" of "Darwish Mohammed Fidou": joined below
        elif label == "NORP" and (end := _name_follows(ent)):
            kind, forced, ent = "organization", True, doc[ent.start:end]  # "Islamic State"
        if kind is None:
            continue
        covered.update(range(ent.start, ent.end))
        owner = next((t for t in ent[1:-1] if t.text in ("'s", "’s")), None)
        if owner is not None and kind == "organization" and not _corporate_tail(doc[owner.i + 1:ent.end]):
            # "Chief Mangosuthu Buthelezi's Inkatha Freedom Party": an owner and a body
            left = _clean(doc[ent.start:owner.i], "place" if _known_place(
                doc[ent.start:owner.i].text) else "person", False)
            if left is not None:
                left.sent = sent_of(left.start)
                out.append(left)
            ent = doc[owner.i + 1:ent.end]
        for piece in _pieces(ent):
            home = _club_of_country(piece) if kind == "organization" else None
            if home is not None:  # "Rosenborg of Norway": a club and its country
                country = _Mention("place", home.text, home.start_char, home.end_char,
                                   sent_of(home.start_char))
                out.append(country)
                piece = piece.doc[piece.start:home.start - 1]
            m = _clean(piece, kind, forced)
            if m is None:
                continue
            m.sent = sent_of(m.start)
            m.caps = m.sent in shouting and _is_caps_name(m.name)
            out.append(m)
    out += _bracketed_acronyms(out, _doc_text(doc), covered, doc)
    out = _join_adjacent_people(out, doc)
    out += _coordinated_people(out, doc, covered, sent_of)
    out += _typed_names(doc, covered, sent_of, shouting)
    out += _titled_names(doc, covered, sent_of, shouting)
    out += _capital_places(doc, covered, sent_of)
    out += _results_teams(parsed, out)
    out = _bylines(out, parsed)
    out = _contact_lines(out, parsed)
    out += _forces(doc, covered, sent_of)
    out += _named_constructions(out, doc, covered, sent_of, shouting)
    out = _datelines(out, parsed)
    out += _initialisms(out, doc, covered, sent_of)
    return _not_names(out, doc)


def _named_constructions(ms: list[_Mention], doc: Any, covered: set[int], sent_of: Any,
                         shouting: set[int]) -> list[_Mention]:
    """Names the model skipped whose shape tells their kind: a street ("Wall Street"),
    a body "of" something ("Party of God", "Bank of Lorvania"), two names joined by "&"
    ("Standard & Poor's"), a wire desk ("Dhaka Newsroom")."""
    out: list[_Mention] = []

    def add(kind: str, i: int, j: int) -> None:
        while j > i and (doc[j - 1].text in ("'s", "’s") or doc[j - 1].is_punct):
            j -= 1
        start, end = doc[i].idx, doc[j - 1].idx + len(doc[j - 1].text)
        if sent_of(start) in shouting or not _plausible(doc[i:j].text, kind):
            return
        out.append(_Mention(kind, _doc_text(doc)[start:end], start, end, sent_of(start),
                            forced=True))
        covered.update(range(i, j))

    def run_back(k: int) -> int:
        i = k
        while i > 0 and i - 1 not in covered and doc[i - 1].is_title and doc[i - 1].is_alpha \
                and doc[i - 1].pos_ == "PROPN" \
                and doc[i - 1].lower_ not in en.CALENDAR | en.TITLES | _DETERMINERS \
                and not doc[i - 1].is_sent_start:
            i -= 1
        return i

    for t in doc:
        if t.i in covered or not t.is_title:
            continue
        low = t.lower_
        if low in en.STREET_WORDS:  # "Wall Street", "Downing Street"
            i = run_back(t.i)
            if i < t.i:
                add("place", i, t.i + 1)
        elif low in en.DESK_WORDS and t.i > 0:  # "Dhaka Newsroom"
            before = [m for m in ms if m.end == doc[t.i - 1].idx + len(doc[t.i - 1].text)]
            if before and t.idx - before[0].end == 1:  # the model took the city alone
                for m in before:
                    m.kind, m.forced, m.end = "organization", True, t.idx + len(t.text)
                    m.name = _doc_text(doc)[m.start:m.end]
                covered.add(t.i)
                continue
            i = run_back(t.i)
            if i < t.i:
                add("organization", i, t.i + 1)
        elif low in en.ORG_WORDS and t.i + 2 < len(doc) and doc[t.i + 1].lower_ == "of" \
                and doc[t.i + 2].is_title and t.i + 2 not in covered:
            j = _proper_run(doc, t.i + 2)
            if not any(k in covered for k in range(t.i + 2, j)):
                add("organization", run_back(t.i), j)  # "Party of God"
    for t in doc[1:-1]:  # "Standard & Poor's", "Procter & Gamble"
        if t.text != "&" or t.i - 1 in covered or t.i + 1 in covered \
                or not (doc[t.i - 1].is_title and doc[t.i + 1].text[:1].isupper()):
            continue
        j = t.i + 1
        while j < len(doc) and j not in covered and doc[j].text[:1].isupper():
            j += 1
        add("organization", run_back(t.i - 1), j)
    return out


# "STIRLING, Scotland 1996-08-31", "AL-RAM, West Bank 1996-08-30": a wire dateline
_DATELINE = re.compile(r"([A-Z][A-Z.'’-]+(?: [A-Z][A-Z.'’-]+)*)(?:, [A-Z][\w .'-]*)? "
                       r"\d{4}-\d\d-\d\d")


def _datelines(ms: list[_Mention], parsed: Parsed) -> list[_Mention]:
    """The place that opens a dateline line is a place, whatever the model made of it."""
    out = list(ms)
    for s in parsed.sentences[:4]:
        for line in s.text.split("\n"):
            hit = _DATELINE.fullmatch(line.strip())
            if not hit:
                continue
            start = parsed.text.index(line.strip(), s.start) + hit.start(1)
            end = start + len(hit.group(1))
            same = [m for m in out if m.start == start and m.end == end]
            if " " in hit.group(1) and not _known_place(hit.group(1)):
                continue  # "UNITED NATIONS 1996-08-30": a body's seat, the model decides
            for m in same:
                m.kind, m.forced, m.caps = "place", True, False
            if not same and not any(m.start < end and start < m.end for m in out):
                out.append(_Mention("place", hit.group(1), start, end, s.index, forced=True))
    return out


def _initialisms(ms: list[_Mention], doc: Any, covered: set[int], sent_of: Any) -> list[_Mention]:
    """An acronym spelling the initials of an organization named in the same text is that
    organization ("Federal Open Market Committee" ... "the July FOMC meeting"), whatever
    the model made of it (or missed)."""
    initials = {_initials(m.name) for m in ms if m.kind == "organization"
                and len(m.name.split()) >= 2}
    initials = {a for a in initials if len(a) >= 2 and not _is_country(a)}  # not "U.S."
    if not initials:
        return []
    by_start = defaultdict(list)
    for m in ms:
        by_start[m.start].append(m)
    out: list[_Mention] = []
    starts = _starts(doc)
    for hit in re.finditer(r"(?<![\w.])[A-Z][A-Z.]{1,11}", _doc_text(doc)):
        i = starts.get(hit.start())
        if i is None:
            continue
        t = doc[i]
        letters = t.text.replace(".", "")
        if not (2 <= len(letters) <= 6 and letters.isalpha() and letters.isupper()) \
                or letters not in initials:
            continue
        found = [m for m in by_start.get(t.idx, ()) if m.end == t.idx + len(t.text)]
        if found:
            for m in found:
                m.kind, m.forced, m.caps = "organization", True, False
        elif t.i not in covered:
            out.append(_Mention("organization", t.text, t.idx, t.idx + len(t.text),
                                sent_of(t.idx), forced=True))
            covered.add(t.i)
    return out


# "1400 GMT", "11 a.m. EDT": a zone after a clock time
_CLOCK = re.compile(r"\d{3,4}|\d{1,2}[:.]\d\d|[ap]\.?m\.?", re.I)
# "F-16", "AK-47s", "C-4": model and type codes; "G7", "G-20" (a group of N) are bodies
_CODE = re.compile(r"(?!G-?\d)[A-Z]{1,4}-\d+[A-Z]?s?")


def _not_names(ms: list[_Mention], doc: Any) -> list[_Mention]:
    """Drop what only looks like a name: time zones after a clock time, model codes, and
    ships ("the aircraft carrier X", "RMS X"), whose every mention in the text goes too."""
    by_char = _starts(doc)
    ships: set[str] = set()
    for m in ms:
        i = by_char.get(m.start)
        if i is None:
            continue
        first = doc[i].text.upper().rstrip(".")
        prev = doc[i - 1].lower_ if i > 0 else ""
        if prev in ("carrier", "carriers") and (i < 2 or doc[i - 2].lower_ != "aircraft"):
            prev = ""  # "the German carrier Lufthansa" is an airline
        prefixed = (first in en.SHIP_PREFIXES and len(m.name.split()) > 1) or (
            i > 0 and doc[i - 1].text.rstrip(".") in en.SHIP_PREFIXES)  # "the RMS Oriana"
        if prev in en.VESSEL_NOUNS or prefixed:
            ships.update(t for t in _key_tokens(m.name) if t != "and")
    groups = {_fold(e.text) for e in doc.ents if e.label_ == "NORP"}
    groups |= {g + "s" for g in groups}
    out = []
    for m in ms:
        i = by_char.get(m.start)
        key = [t for t in _key_tokens(m.name) if t != "and"]
        if not m.forced and _fold(m.name) in groups and not _known_place(m.name) \
                and not _is_acronym(m.name):
            continue  # "Azeris" where the model reads "Azeri" / "Azeris" as a people
        words = m.name.split()
        if not m.forced and len(words) >= 2 and words[-1].endswith("s") \
                and words[-1].lower() not in en.ORG_WORDS \
                and all(w.lower() in en.NATIONALITIES - en.FAITHS for w in words[:-1]):
            continue  # "the Bosnian Croats": a people, not a body
        if i is not None and i > 0 and m.kind == "organization" and _is_acronym(m.name) \
                and len(m.name) <= 4 and _CLOCK.fullmatch(doc[i - 1].text):
            continue
        if not m.forced and _CODE.fullmatch(m.name):
            continue
        if i is not None and i > 0 and doc[i - 1].lower_ in en.WORK_NOUNS and not m.forced:
            continue  # "her biography My Turn": a title, not a person
        if ships and key and set(key) <= ships:
            continue
        out.append(m)
    return out


def _corporate_tail(span: Any) -> bool:
    """ "Bancshares Inc." after "Boatmen's": one word and a company suffix, the rest of
    one company's name rather than a body owned by someone."""
    words = [t.lower_.rstrip(".") for t in span if not t.is_punct]
    return 1 <= len(words) <= 3 and words[-1] in en.COMPANY_SUFFIXES


def _club_of_country(span: Any) -> Any | None:
    """The country in "Rosenborg of Norway" (one plain word, "of", a country), or None;
    "Bank of England" keeps its name because "Bank" names a kind of body."""
    toks = list(span)
    if len(toks) < 3 or toks[1].lower_ != "of" or not toks[0].is_title \
            or toks[0].lower_ in en.ORG_WORDS or toks[0].lower_ in en.ORG_NOUNS:
        return None
    tail = span.doc[toks[2].i:span.end]
    return tail if _is_country(tail.text) else None


def _pieces(span: Any) -> list[Any]:
    """A span cut at bare numbers and brackets: results lines ("Chelsea 2 Everton 2") and
    a name with its gloss ("Hizbollah (Party of God)") are two names."""
    out, start = [], span.start
    for t in span:
        if (t.is_digit and len(t.text) <= 3) or t.text in ("(", ")"):
            if t.i > start:
                out.append(span.doc[start:t.i])
            start = t.i + 1
    if start < span.end:
        out.append(span.doc[start:span.end])
    return out


def _clean(span: Any, kind: str, forced: bool) -> _Mention | None:
    """Strip articles, titles, role nouns and trailing debris from an NER span."""
    doc = span.doc
    toks = list(span)
    titles: list[Any] = []
    while toks:
        low = toks[0].text.lower().rstrip(".")
        if low in _DETERMINERS or low in ("'s", "’s"):
            toks.pop(0)
        elif low in en.TITLES and len(toks) > 1 and kind == "person":
            titles.append(toks.pop(0))
        elif kind == "person" and (low in en.PERSON_NOUNS and len(toks) > 1
                                   or low in en.NATIONALITIES and len(toks) > 2):
            toks.pop(0)  # "Syrian activist Rami Abdel Rahman"; "Christian Estrosi" keeps his given name
        elif toks[0].is_alpha and toks[0].text.islower() and len(toks) > 1 \
                and not (low in _PARTICLES and (kind == "person" or toks[1].text == "-")):
            toks.pop(0)  # "trans-Atlantic" stays, "south London" -> "London", "al-Ghadhban" stays
        elif kind != "person" and low in en.CALENDAR and len(toks) > 1:
            toks.pop(0)  # "August Chicago NAPM": the month of a figure, not the name
        else:
            break
    # cut at a dash or bracket: "Moazzam Begg - have"
    for i, t in enumerate(toks):
        if i and t.text in _DASHES and (toks[i - 1].whitespace_ or t.whitespace_):
            toks = toks[:i]
            break
    while toks and (toks[-1].text in ("'s", "’s", "'", "’", ".", ",") or toks[-1].is_punct
                    or toks[-1].text.lower() in en.CALENDAR
                    or (toks[-1].is_alpha and toks[-1].text.islower() and kind != "organization")):
        toks.pop()
    if not toks:
        return None
    nxt = doc[toks[-1].i + 1] if toks[-1].i + 1 < len(doc) else None
    if kind == "person" and nxt is not None and toks[-1].whitespace_ \
            and re.fullmatch(r"[IVX]{1,4}", nxt.text) and (nxt.text != "I" or any(
                t.lower_ in en.MONARCH_TITLES for t in doc[max(0, toks[0].i - 2):toks[0].i])):
        toks.append(nxt)  # a regnal number: "Henry VIII", "Pedro I"
    k = toks[-1].i + 1
    if kind == "person" and k + 2 < len(doc) and toks[-1].whitespace_ \
            and doc[k].lower_ in ("al", "el") and doc[k + 1].text == "-" \
            and doc[k + 2].text[:1].isupper() and not doc[k + 2].ent_type_:
        toks += [doc[k], doc[k + 1], doc[k + 2]]  # a surname the model left out: "al-Falih"
    start, end = toks[0].idx, toks[-1].idx + len(toks[-1].text)
    after = toks[-1].i + 1
    if after + 1 < len(doc) and doc[after].text == "-" and not toks[-1].whitespace_ \
            and doc[after + 1].text.islower():
        return None  # an adjective compound: "Soviet-bloc", "Assad-led"
    before = toks[0].i
    if before >= 2 and doc[before - 1].lower_ == "of" and doc[before - 2].text[:1].isupper() \
            and doc[before - 2].lower_ in en.TITLES:
        return None  # part of an office: "Secretary of State"
    name = _doc_text(doc)[start:end]
    name = re.sub(r"['’]s$", "", name).strip()
    if re.fullmatch(r"(?:[A-Z]\.){3,}", name):
        name = name.replace(".", "")  # AP style: "P.K.K." is the PKK ("U.N." keeps its dots)
    if kind == "person" and len(toks) == 1 and toks[0].pos_ == "ADJ":
        return None  # "Honorary consuls"
    if not _plausible(name, kind):
        return None
    if kind != "person" and len(toks) > 1 and toks[-1].lower_ in en.THING_HEADS:
        return None  # a law, plan, prize or event, not a body or a place
    if kind == "person" and not titles:  # a title just before the span: "Col. Hussein Harmoush"
        i = toks[0].i - 1
        while i >= 0:
            j = i - 1 if doc[i].text == "." and i > 0 else i  # "Col" "." split by the tokenizer
            if doc[j].text.lower().rstrip(".") in en.TITLES and doc[j].text[:1].isupper():
                titles.insert(0, doc[j])
                i = j - 1
            else:
                break
    alias = _doc_text(doc)[titles[0].idx:end] if titles and kind == "person" else ""
    return _Mention(kind, name, start, end, 0, alias=alias, forced=forced)


def _starts(doc: Any) -> dict[int, int]:
    """Character offset -> token index of each token start, built once per document."""
    starts = doc.user_data.get("reports.starts")
    if starts is None:
        starts = doc.user_data["reports.starts"] = {t.idx: t.i for t in doc}
    return starts


def _doc_text(doc: Any) -> str:
    """``doc.text`` rebuilds the string on every access: keep it once per document."""
    text = doc.user_data.get("reports.text")
    if text is None:
        text = doc.user_data["reports.text"] = doc.text
    return text


def _plausible(name: str, kind: str) -> bool:
    """False for numbers, dates, lower-case phrases and bare nationality words."""
    words = name.split()
    if not any(re.sub(r"^(?:al|el)-", "", w)[:1].isupper() for w in words):  # "al-Ghadhban"
        return False
    if words[0][:1].isdigit():
        return False
    if kind != "organization" and any(c.isdigit() for c in name):
        return False
    low = name.lower()
    if low in en.NATIONALITIES or low in en.CALENDAR or low in en.TITLES:
        return False
    if all(w.lower().strip(".") in en.CALENDAR | en.TITLES for w in words):
        return False
    return len(name.strip(".")) >= 2


def _is_shouting(text: str) -> bool:
    letters = [c for c in text if c.isalpha()]
    return len(letters) >= 8 and sum(c.isupper() for c in letters) / len(letters) > 0.8


def _is_caps_name(name: str) -> bool:
    """All capitals and longer than an acronym ("DURBAN", not "FIFA")."""
    letters = [c for c in name if c.isalpha()]
    return len(letters) > 4 and all(c.isupper() for c in letters)


def _person_follows(span: Any) -> bool:
    """A capitalized non-nationality word glued to a following PERSON span."""
    doc = span.doc
    return (len(span) == 1 and span.end < len(doc) and doc[span.end].ent_type_ == "PERSON"
            and span.text.lower() not in en.NATIONALITIES and span[0].is_title)


def _name_follows(span: Any) -> int:
    """The end of the capitalized words the model left untagged after a faith's adjective
    ("Islamic" + "State", "Muslim" + "Brotherhood"): a body's name; 0 when none (a title,
    a nationality or a tagged word follows). Not after a nationality ("American Tyson"),
    nor after "Christian", a given name too."""
    doc, k = span.doc, span.end
    if len(span) != 1 or span[0].lower_ not in en.FAITHS | {"islamic"} or span[0].lower_ == "christian":
        return 0
    while k < len(doc) and doc[k].is_title and doc[k].is_alpha and not doc[k].ent_type_ \
            and doc[k].lower_ not in en.TITLES and doc[k].lower_ not in en.NATIONALITIES \
            and doc[k].lower_ not in en.PERSON_NOUNS and doc[k].lower_ not in en.CALENDAR:
        k += 1
    return k if k > span.end else 0


def _join_adjacent_people(ms: list[_Mention], doc: Any) -> list[_Mention]:
    """Join "Darwish" + "Mohammed Fidou" when the model split one name in two."""
    out: list[_Mention] = []
    for m in ms:
        prev = out[-1] if out else None
        if prev and prev.kind == m.kind == "person" and not (prev.alias and m.alias) \
                and _doc_text(doc)[prev.end:m.start] == " ":
            # the title before the first part titles the whole: "Minister Thamer Abbas" + "al-Ghadhban"
            alias = (m.alias.replace(m.name, f"{prev.name} {m.name}") if m.alias
                     else f"{prev.alias} {m.name}" if prev.alias else "")
            out[-1] = _Mention("person", f"{prev.name} {m.name}", prev.start, m.end, prev.sent,
                               alias=alias)
            continue
        out.append(m)
    return out


def _bracketed_acronyms(ms: list[_Mention], text: str, covered: set[int],
                        doc: Any) -> list[_Mention]:
    """ "the Independent High Electoral Commission (IHEC)": the acronym is the same body."""
    out: list[_Mention] = []
    starts = _starts(doc)
    for m in ms:
        if m.kind == "person":
            continue
        hit = re.match(r"\s*\(([A-Z][A-Za-z.&]{1,7})\)", text[m.end:m.end + 12])
        if not hit or not _is_acronym(hit.group(1).replace("&", "")):
            continue
        start = m.end + hit.start(1)
        if starts.get(start) in covered:
            continue
        out.append(_Mention(m.kind, hit.group(1), start, m.end + hit.end(1), m.sent, forced=m.forced))
    return out


def _coordinated_people(ms: list[_Mention], doc: Any, covered: set[int],
                        sent_of: Any) -> list[_Mention]:
    """ "Richard Belmar and Moazzam Begg": a name coordinated with a person is a person."""
    by_char = _starts(doc)
    out: list[_Mention] = []
    for m in ms:
        i = by_char.get(m.start)
        if m.kind != "person" or i is None or i < 3 or doc[i - 1].lower_ not in ("and", ","):
            continue
        j = i - 1
        while j > 0 and doc[j - 1].is_title and doc[j - 1].pos_ == "PROPN" \
                and doc[j - 1].ent_type_ in ("", "DATE", "PERSON") \
                and doc[j - 1].lower_ not in en.CALENDAR | en.TITLES:
            j -= 1
        if 2 <= i - 1 - j <= 3 and not any(k in covered and doc[k].ent_type_ != "DATE"
                                           for k in range(j, i - 1)):
            start, end = doc[j].idx, doc[i - 2].idx + len(doc[i - 2].text)
            out.append(_Mention("person", _doc_text(doc)[start:end], start, end, sent_of(start)))
            covered.update(range(j, i - 1))
    return out


def _proper_run(doc: Any, i: int) -> int:
    """End index of the run of capitalized words (joined by of/and/al-) starting at ``i``."""
    j = i
    while j < len(doc):
        t = doc[j]
        if t.is_title or (t.is_upper and t.is_alpha) or (t.pos_ == "PROPN" and t.text[:1].isupper()):
            if t.text.lower() in en.CALENDAR or t.text.lower() in en.NATIONALITIES:
                break
            j += 1
        elif t.text.lower() in _LINKS and j > i and j + 1 < len(doc) \
                and doc[j + 1].is_title and t.text.islower():
            j += 1
        else:
            break
    return j


_RESULT = re.compile(r"([A-Z][\w.'’-]*(?: (?:[A-Z][\w.'’-]*|de|of|and))*) (\d{1,3})(?=[ ,;.]|$)")


def _results_teams(parsed: Parsed, ms: list[_Mention]) -> list[_Mention]:
    """Results lines ("Arsenal 2 Derby 2, Chelsea 2 Everton 2"): every name before a score
    is a team (a club, or a national side, which stays a place)."""
    out: list[_Mention] = []
    taken = {(m.start, m.end) for m in ms}
    for s in parsed.sentences:
        pairs = list(_RESULT.finditer(s.text))
        words = s.text.split()
        lower = sum(1 for w in words if w[:1].islower())
        if len(pairs) < 2 or lower > len(words) * 0.3:
            continue
        for p in pairs:
            name = p.group(1)
            if name.lower().strip(".") in en.CALENDAR \
                    or name.split()[0].lower().strip(".") in en.CALENDAR:
                continue
            start = s.start + p.start(1)
            end = start + len(name)
            kind = "place" if _is_country(name) else "organization"
            if (start, end) in taken:  # the model found it: only its kind may change
                for m in ms:
                    if (m.start, m.end) == (start, end):
                        m.kind, m.forced = kind, True
                continue
            out.append(_Mention(kind, name, start, end, s.index, forced=True))
    return out


def _bylines(ms: list[_Mention], parsed: Parsed) -> list[_Mention]:
    """A short line of two or three capitalized words just under the headline is the
    reporter's byline ("Edna Fernandes"), whatever the model made of it."""
    out = list(ms)
    for s in parsed.sentences[1:4]:
        words = s.text.split()
        alone = (parsed.text[max(0, s.start - 2):s.start] == "\n\n"
                 and parsed.text[s.end:s.end + 2] in ("\n\n", "\n", ""))
        if not (alone and 2 <= len(words) <= 3):
            continue
        if not all(re.fullmatch(r"[A-Z][a-z]+(?:[-'][A-Z]?[a-z]+)?", w) for w in words):
            continue
        low = {w.lower() for w in words}
        if low & (en.ORG_WORDS | en.TITLES | en.CALENDAR | en.NATIONALITIES) or _known_place(s.text):
            continue
        out = [m for m in out if not (s.start <= m.start < s.end)]
        out.append(_Mention("person", s.text, s.start, s.end, s.index, forced=True))
    return out


# "-- Luli Popescu, Bucharest Newsroom 40-1 3120264": the reporter's contact line
_CONTACT = re.compile(r"^--? ?([A-Z][\w'’-]+(?: [A-Z][\w'’-]+){1,2}), [A-Z][\w .'-]*? "
                      r"(?:[Nn]ewsroom|[Dd]esk)\b", re.M)


def _contact_lines(ms: list[_Mention], parsed: Parsed) -> list[_Mention]:
    """The name opening a wire contact line is a person, whatever the model made of it."""
    out = list(ms)
    for hit in _CONTACT.finditer(parsed.text):
        start, end = hit.span(1)
        if any(w.lower() in en.ORG_WORDS | en.TITLES for w in hit.group(1).split()):
            continue
        out = [m for m in out if not (m.start < end and start < m.end)]
        sent = next((s.index for s in parsed.sentences if s.start <= start < s.end + 1), 0)
        out.append(_Mention("person", hit.group(1), start, end, sent, forced=True))
    return out


def _capital_places(doc: Any, covered: set[int], sent_of: Any) -> list[_Mention]:
    """Places in capitals the model skipped: datelines ("WARSAW 1996-12-06", "AL-AIN,")."""
    out: list[_Mention] = []
    i = 0
    while i < len(doc):
        t = doc[i]
        hyphened = i + 1 < len(doc) and doc[i + 1].text == "-"  # "AL-AIN"
        if i in covered or not (t.is_alpha and t.is_upper and len(t.text) >= (2 if hyphened else 3)):
            i += 1
            continue
        j = i + 1
        while j < len(doc) and j not in covered and (
                (doc[j].is_alpha and doc[j].is_upper)
                or (doc[j].text == "-" and j + 1 < len(doc) and doc[j + 1].is_upper)):
            j += 1
        for end in range(j, i, -1):  # the longest known name in the run
            span = doc[i:end]
            if _known_place(span.text):
                out.append(_Mention("place", span.text, span.start_char, span.end_char,
                                    sent_of(span.start_char), caps=True))
                covered.update(range(i, end))
                break
        i = j
    return out


def _typed_names(doc: Any, covered: set[int], sent_of: Any, shouting: set[int]) -> list[_Mention]:
    """Names right after a lower-case type noun no model span covered ("charity Actionaid")."""
    out: list[_Mention] = []
    for t in doc[:-1]:
        low = t.text.lower()
        if not t.text.islower() or t.pos_ != "NOUN" \
                or low not in en.ORG_NOUNS | en.PERSON_NOUNS | en.PLACE_NOUNS:
            continue
        i = t.i + 1
        if low in en.PLACE_NOUNS and doc[i].lower_ == "of":
            i += 1
        if i >= len(doc) or i in covered or not doc[i].is_title:
            continue
        j = _proper_run(doc, i)
        if j == i or any(k in covered for k in range(i, j)):
            continue
        name = doc[i:j].text
        kind = ("organization" if low in en.ORG_NOUNS else
                "person" if low in en.PERSON_NOUNS else "place")
        if kind == "person" and j - i < 2:
            continue  # a lone capitalized word after "officer" is too often not a name
        if not _plausible(name, kind):
            continue
        s = sent_of(doc[i].idx)
        if s in shouting:
            continue
        out.append(_Mention(kind, name, doc[i].idx, doc[j - 1].idx + len(doc[j - 1].text), s,
                            forced=True))
        covered.update(range(i, j))
    return out


def _titled_names(doc: Any, covered: set[int], sent_of: Any,
                  shouting: set[int]) -> list[_Mention]:
    """People the model missed after a capitalized title: "Chief Mangosuthu Buthelezi"."""
    out: list[_Mention] = []
    for t in doc[:-1]:
        if t.i in covered or not t.is_title or t.text.lower().rstrip(".") not in en.TITLES:
            continue
        i = t.i + 1
        while i < len(doc) and (doc[i].text == "." or (doc[i].is_title and doc[i].text.lower()
                                                       .rstrip(".") in en.TITLES)):
            i += 1
        j = i
        while j < len(doc) and j not in covered and doc[j].is_title and doc[j].pos_ == "PROPN" \
                and doc[j].lower_ not in en.TITLES | en.NATIONALITIES | en.CALENDAR:
            j += 1
        if j - i < 2 or (j < len(doc) and j in covered) or sent_of(t.idx) in shouting:
            continue
        start, end = doc[i].idx, doc[j - 1].idx + len(doc[j - 1].text)
        out.append(_Mention("person", doc[i:j].text, start, end, sent_of(start),
                            alias=doc[t.i:j].text, forced=True))
        covered.update(range(t.i, j))
    return out


def _forces(doc: Any, covered: set[int], sent_of: Any) -> list[_Mention]:
    """Armed forces named by nationality: "Syrian army", "the Syrian Arab army"."""
    out: list[_Mention] = []
    for t in doc:
        if t.lower_ not in en.FORCE_NOUNS or t.i in covered:
            continue
        i = t.i
        while i > 0 and doc[i - 1].text[:1].isupper() and doc[i - 1].is_alpha \
                and doc[i - 1].ent_type_ in ("NORP", "GPE", ""):
            i -= 1
        if i == t.i or doc[i].text.lower() not in en.NATIONALITIES:
            continue
        if any(doc[k].ent_type_ == "GPE" for k in range(i, t.i)) and doc[i].ent_type_ != "NORP":
            continue
        out.append(_Mention("organization", doc[i:t.i + 1].text, doc[i].idx,
                            t.idx + len(t.text), sent_of(doc[i].idx), forced=True))
    return out


# ------------------------------------------------------------------------ kinds

def _context_kind(m: _Mention, doc: Any, by_char: dict[int, int],
                  by_end: dict[int, int]) -> str | None:
    """The kind the words around a mention impose, or None when they say nothing."""
    i = by_char.get(m.start)
    if i is None:
        return None
    tokens = m.name.split()
    last = tokens[-1].lower().strip(".,")
    if m.kind != "place" and any(w.lower().strip(".,") in en.ORG_WORDS for w in tokens[1:]):
        return "organization"
    if len(tokens) == 1 and last in ("newsroom", "desk"):
        return "organization"
    if len(tokens) > 1 and (last in en.PLACE_NOUNS or last in en.FACILITY_NOUNS):
        return "place"  # "Latakia Province", "Nairobi Serena Hotel"
    prev = doc[i - 1] if i > 0 else None
    prev2 = doc[i - 2] if i > 1 else None
    j = by_end.get(m.end)
    if j is not None:  # "Quentin Davies, the MP for Grantham, ..."
        root = doc[j - 1]
        while root.head.i != root.i and i <= root.head.i < j:
            root = root.head
        if root.dep_ == "appos" and root.head.text.islower() and not root.head.ent_type_ \
                and (root.head.lower_ in en.PERSON_NOUNS or root.head.lower_ in en.TITLES) \
                and (i > 0 and doc[i - 1].text == "," or not _known_place(m.name)):
            return "person"  # "the United Nations envoy to Iraq, Ad Melkert"
    if j is not None and m.kind != "place":
        for c in root.children:
            if c.dep_ == "appos" and c.i >= j and not c.ent_type_ \
                    and (c.lower_ in en.PERSON_NOUNS or c.lower_ in en.TITLES):
                return "person"
    if m.kind == "place" and _is_team(m, doc, i, j) and not _is_country(m.name):
        return "organization"  # a club named after its city: "Newcastle manager Kevin Keegan"
    if prev is not None and prev.lower_ == "of" and prev2 is not None \
            and prev2.text.lower() in en.PLACE_NOUNS:
        return "place"  # "the city of Daraa"
    if m.kind == "person" and prev is not None and prev.lower_ == "for" and prev2 is not None \
            and prev2.lower_ in en.SEAT_TITLES:
        return "place"  # "the MP for Grantham": a constituency, not a person
    if prev is not None and prev.text.islower() and prev.pos_ in ("NOUN", "ADJ"):
        low = prev.text.lower()
        if low in en.ORG_NOUNS:
            if j is not None and j + 1 < len(doc) and not doc[j].ent_type_ and (
                    doc[j].is_title or (doc[j].lower_ in en.NAME_JOINERS and doc[j + 1].is_title)):
                end = _proper_run(doc, j - 1)  # the model cut the title short: "Mlada Fronta Dnes"
                m.end = doc[end - 1].idx + len(doc[end - 1].text)
                m.name = _doc_text(doc)[m.start:m.end]
            return "organization"
        if (low in en.PLACE_NOUNS or low in en.FACILITY_NOUNS) and prev.pos_ == "NOUN":
            return "place"  # "the capital Nairobi", "main airport Aerodrom Beograd"
        if low in en.PERSON_NOUNS and m.kind != "place" and prev.pos_ == "NOUN":
            return "person"
    if j is not None and j < len(doc):
        nxt = doc[j]
        if nxt.text.islower() and nxt.text in en.ORG_TAIL_NOUNS and not _known_place(m.name) \
                and not (j + 1 < len(doc) and doc[j + 1].text.islower() and doc[j + 1].pos_ == "NOUN"):
            return "organization"  # "Zycie Warszawy daily said", "the Prensa Latina agency"
        if nxt.text.islower() and nxt.text in en.PERSON_NOUNS and j + 1 < len(doc) \
                and doc[j + 1].ent_type_ == "PERSON" and m.kind == "person":
            return "organization"  # "Porto captain Jorge Costa": Porto is not a person
        if nxt.text.islower() and (nxt.text in en.FACILITY_NOUNS or nxt.text in en.PLACE_NOUNS):
            return "place"  # "Heathrow airport"
    return None


_SCORE = re.compile(r"(?<![\d-])\d{1,2}-\d{1,2}(?![\d-])")  # "5-0", not "1996-12-06"


def _is_team(m: _Mention, doc: Any, i: int, j: int | None) -> bool:
    """A place name used as a sports team: next to a score, before a team role, or the
    subject or object of a match verb in a sentence that reports a score."""
    nxt = doc[j] if j is not None and j < len(doc) else None
    if nxt is not None and nxt.is_digit and len(nxt.text) <= 2 and not (
            j + 1 < len(doc) and doc[j + 1].is_alpha and doc[j + 1].text.islower()):
        return True  # "Arsenal 2 Derby 2", not "Moengo 56 miles"
    if nxt is not None and nxt.lower_ in en.TEAM_ROLES and j + 1 < len(doc) \
            and doc[j + 1].text[:1].isupper():
        return True
    sent = doc[i].sent
    if not _SCORE.search(sent.text):
        return False
    prev = doc[i - 1].lower_ if i > 0 else ""
    if prev in en.MATCH_WORDS:
        return True
    head = doc[i]
    while head.i != head.head.i:  # up to the clause's verb: "Milan's 2-1 home defeat"
        head = head.head
        if head.lower_ in en.MATCH_WORDS:
            return True
        if head.pos_ in ("VERB", "AUX"):
            break
    return False


def _is_country(name: str) -> bool:
    """National teams stay places (the CoNLL convention); only clubs named by city move."""
    hit = geo.lookup(name, "en") if hasattr(geo, "lookup") else None
    return hit is not None and getattr(hit, "kind", "") in ("country", "continent")


def _followed_by_place(m: _Mention, doc: Any, by_end: dict[int, int]) -> bool:
    """ "Bordeaux in France", "Durban, South Africa": a place inside a bigger one."""
    j = by_end.get(m.end)
    return (j is not None and j + 1 < len(doc) and doc[j].text in ("in", ",")
            and doc[j + 1].ent_type_ == "GPE")


def _resolve_kinds(ms: list[_Mention], doc: Any) -> list[_Mention]:
    """Decide each name's kind from cues, known names and a vote over its mentions."""
    by_char = _starts(doc)
    by_end = {t.idx + len(t.text): t.i + 1 for t in doc}
    parts = {t for m in ms if m.kind == "person" and not m.caps
             for t in _key_tokens(m.name) if len(_key_tokens(m.name)) > 1}
    for m in ms:
        if m.forced:
            continue  # a structural cue (dateline, contact line, suffix) already decided
        kind = _context_kind(m, doc, by_char, by_end)
        if kind and not (kind == "organization" and _key_tokens(m.name)[0] in parts
                         and len(_key_tokens(m.name)) == 1):
            m.kind, m.forced = kind, True
    parts = {t for m in ms if m.kind == "person" and not m.caps  # again, after the cues
             for t in _key_tokens(m.name) if len(_key_tokens(m.name)) > 1}
    place_labelled = {_fold(m.name) for m in ms if m.kind == "place"}
    labelled: dict[tuple[str, ...], tuple[int, str]] = {}
    for m in ms:
        labelled.setdefault(_key_tokens(m.name), (m.start, m.kind))
    for m in ms:  # a misspelt repeat takes the kind of the first spelling
        key = _key_tokens(m.name)
        if not m.forced and labelled[key][1] == m.kind:
            twin = next((k for k, (start, kind) in labelled.items()
                         if start < labelled[key][0] and len(k) == len(key) and kind != m.kind
                         and _variant(k, key)), None)
            if twin is not None:
                m.kind = labelled[twin][1]
    org_names = [_key_tokens(m.name) for m in ms if m.kind == "organization" and m.forced]
    single_people = {_key_tokens(m.name)[0] for m in ms if m.kind == "person" and not m.caps
                     and len(_key_tokens(m.name)) == 1}
    org_singles = {_key_tokens(m.name)[0] for m in ms if m.kind == "organization"
                   and len(_key_tokens(m.name)) > 1
                   and m.name.split()[-1].lower().rstrip(".") in en.COMPANY_SUFFIXES}
    org_singles -= {_key_tokens(m.name)[-1] for m in ms if m.kind == "person"
                    and len(_key_tokens(m.name)) > 1}  # "Ford" of "Gerald Ford" stays a part
    body = {_fold(m.name): m.kind for m in ms if not m.caps}
    kept: list[_Mention] = []
    for m in ms:
        key = _key_tokens(m.name)
        if m.caps:  # a shouting headline: trust only names the body or the gazetteer knows
            folded = _fold(m.name)
            if folded in body:
                m.kind = body[folded]
            elif _known_place(m.name):
                m.kind = "place"
            elif len(key) == 1 and key[0] in parts:
                m.kind = "person"
            else:
                continue
        elif not m.forced:
            i = by_char.get(m.start, 0)
            prev = doc[i - 1].text.lower() if i > 0 else ""
            if len(key) == 1 and key[0] in parts:
                m.kind = "person"  # a surname or first name of a full name
            elif not _known_place(m.name) and any(len(o) > len(key) and o[:len(key)] == key
                                                  for o in org_names):
                m.kind = "organization"  # "Newmont" of "Newmont Mining Corp"
            elif m.kind == "person" and _known_place(m.name) and not m.alias \
                    and _conjuncts(m, doc, by_char)[0] >= _conjuncts(m, doc, by_char)[2]:
                m.kind = "place"
            elif m.kind == "person" and len(key) == 1 and not m.alias \
                    and _conjuncts(m, doc, by_char)[1] \
                    and _conjuncts(m, doc, by_char)[0] >= _conjuncts(m, doc, by_char)[2]:
                m.kind = "place"  # "got back Breisach, Kehl and Freiburg"
            elif m.kind == "person" and len(key) > 1 and not m.alias \
                    and key[0] in org_singles:
                m.kind = "organization"  # "Pirelli Cables" after "Pirelli" the company
            elif m.kind == "organization" and 2 <= len(m.name.split()) <= 3 \
                    and key[-1] in single_people \
                    and all(w.istitle() for w in m.name.split()) \
                    and not _org_noun_after(m, doc, by_end) and not any(
                        w.lower().rstrip(".") in en.ORG_WORDS | en.COMPANY_SUFFIXES
                        for w in m.name.split()):
                m.kind = "person"  # "Hen Vipheak" where "Vipheak" alone is a person
            elif m.kind == "organization" and _is_country(m.name):
                m.kind = "place"  # "GERMANY - Bunds extended losses": a country, not a body
            elif m.kind == "organization" and _known_place(m.name) and (
                    prev in en.LOCATIVE_PREPS or _fold(m.name) in place_labelled
                    or _followed_by_place(m, doc, by_end) or _big_place(m.name)):
                m.kind = "place"  # a capital standing for its government is still a place
        kept.append(m)
    votes: dict[str, Counter] = defaultdict(Counter)
    for m in kept:  # a cue outweighs a few bare model labels
        votes[_fold(m.name)][m.kind] += 5 if m.forced else 1
    for m in kept:  # ties go to the kind of the first mention (Counter keeps order)
        tally = votes[_fold(m.name)]
        best = max(tally.values())
        m.kind = next(k for k, v in tally.items() if v == best)
    return kept


def _big_place(name: str) -> bool:
    """A city of 500,000+ people: named without a cue, it is the city (or its government)."""
    place = geo.exact(name)
    return (place is not None and place.kind == "city" and place.population >= 500_000
            and (" " not in name.strip() or _fold(place.name) == _fold(name)))  # not "White
    # House" for Casablanca (Dar el Beida): a translated alternate name is no evidence


def _org_noun_after(m: _Mention, doc: Any, by_end: dict[int, int]) -> bool:
    """ "the Stop Trump movement": a body's noun right after the name."""
    j = by_end.get(m.end)
    return j is not None and j < len(doc) and doc[j].text in en.ORG_NOUNS


def _conjuncts(m: _Mention, doc: Any, by_char: dict[int, int]) -> tuple[int, int, int]:
    """(places, gazetteer places the model calls GPE / LOC, people) among the conjuncts of
    the mention's head word ("Breisach, Kehl and Freiburg"): a conjunct is a place when
    the model says GPE / LOC or when it says PERSON of a gazetteer city, and a person
    when it says PERSON of anything else."""
    i = by_char.get(m.start)
    if i is None:
        return 0, 0, 0
    head = doc[i]
    while head.head.i != head.i and m.start <= head.head.idx < m.end:
        head = head.head
    places = known = people = 0
    for c in head.conjuncts:
        if m.start <= c.idx < m.end or c.ent_type_ not in ("GPE", "LOC", "PERSON"):
            continue
        if c.ent_type_ != "PERSON" or _known_place(c.text):
            places += 1
            known += c.ent_type_ != "PERSON" and geo.exact(c.text) is not None
        else:
            people += 1
    return places, known, people


def _known_place(name: str) -> bool:
    """A country, continent, US state or city of 50,000+ people (GeoNames)."""
    place = geo.exact(name)
    return place is not None and (place.kind != "city" or place.population >= 50_000)


@lru_cache(maxsize=8192)
def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c)).casefold()
    text = text.replace("’", "'")
    text = re.sub(r"'s\b", "", text)
    return re.sub(r"[^\w]+", " ", text).strip()


@lru_cache(maxsize=8192)
def _key_tokens(name: str) -> tuple[str, ...]:
    toks = _fold(name.replace("al-", "al ").replace("Al-", "Al ")).split()
    return tuple(t for t in toks if t not in _WEAK) or tuple(toks)


# ------------------------------------------------------------------------ clustering

def _cluster(ms: list[_Mention], kind: str) -> list[list[_Mention]]:
    """Group the mentions of one kind into entities."""
    groups: dict[tuple[str, ...], list[_Mention]] = {}
    for m in sorted(ms, key=lambda m: m.start):
        groups.setdefault(_key_tokens(m.name), []).append(m)
    keys = sorted(groups, key=lambda k: (-len(k), groups[k][0].start))
    for k in list(keys):  # spelling variants: "Jisr al-Shughour" / "Jisr al-Shughur"
        twin = next((h for h in keys if h != k and len(h) == len(k) and h in groups
                     and groups[h][0].start < groups[k][0].start and _variant(h, k)), None)
        if twin is not None:
            groups[twin].extend(groups.pop(k))
            keys.remove(k)
    parent: dict[tuple[str, ...], tuple[str, ...]] = {}
    for k in keys:
        target = _merge_target(k, [h for h in keys if h not in parent and h != k
                                   and (len(h) > len(k) or _is_acronym_key(k, groups))],
                               groups, kind)
        if target is not None:
            parent[k] = target
    merged: dict[tuple[str, ...], list[_Mention]] = defaultdict(list)
    for k in keys:
        root = k
        while root in parent:
            root = parent[root]
        merged[root].extend(groups[k])
    return sorted(merged.values(), key=lambda g: min(m.start for m in g))


def _variant(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """Two spellings of one name: same length, each word nearly the same."""
    from rapidfuzz.fuzz import ratio

    sa, sb = " ".join(a), " ".join(b)
    return len(sa) >= 6 and ratio(sa, sb) >= 90 and all(
        x[:1] == y[:1] and ratio(x, y) >= 75 for x, y in zip(a, b, strict=True))


def _is_acronym_key(k: tuple[str, ...], groups: dict) -> bool:
    return len(k) == 1 and any(_is_acronym(m.name) for m in groups[k])


def _is_acronym(name: str) -> bool:
    return bool(re.fullmatch(r"(?:[A-Z]\.?){2,6}", name.replace(" ", "")))


def _initials(name: str) -> str:
    words = re.split(r"[\s-]+", name)
    return "".join(w[0] for w in words if w and w[0].isupper() and w.lower() not in en.NAME_JOINERS)


def _merge_target(k: tuple[str, ...], heads: list[tuple[str, ...]],
                  groups: dict[tuple[str, ...], list[_Mention]],
                  kind: str) -> tuple[str, ...] | None:
    """The longer name ``k`` is a short form of, if exactly one fits (nearest before wins)."""
    first = groups[k][0].start
    fits: list[tuple[str, ...]] = []
    acronym = next((m.name.replace(".", "") for m in groups[k] if _is_acronym(m.name)), None)
    for h in heads:
        if acronym and len(acronym) >= 2 and any(_initials(m.name) == acronym for m in groups[h]):
            fits.append(h)
        elif kind == "person" and set(k) < set(h):
            fits.append(h)  # surname or first name of a full name
        elif kind != "person" and len(k) < len(h) and h[:len(k)] == k:
            fits.append(h)  # "Guantanamo" / "Guantanamo Bay", "Newmont" / "Newmont Mining"
    if not fits:
        return None
    before = [h for h in fits if groups[h][0].start <= first]
    pool = before or fits
    return max(pool, key=lambda h: groups[h][0].start if before else -groups[h][0].start)


def _entity(group: list[_Mention], kind: str, parsed: Parsed) -> Entity:
    """One entity from its mentions: the fullest name, the other forms as aliases."""
    counts = Counter(m.name for m in group)
    name = max(counts, key=lambda n: (not _is_acronym(n), len(n.split()), counts[n], -len(n)))
    seen = {name.casefold()}
    aliases: list[str] = []
    for m in group:
        for form in (m.name, m.alias):
            if form and form.casefold() not in seen:
                seen.add(form.casefold())
                aliases.append(form)
    sents = {m.sent for m in group}
    forms = sorted({m.name for m in group}, key=len, reverse=True)
    parts = name.split()
    if kind == "person" and len(parts) > 1 and len(parts[-1]) > 2:
        # the surname alone names the person too: "Harmoush said ..."
        surname = parts[-1]
        if surname.casefold() not in seen and re.search(
                r"(?<![\w-])" + re.escape(surname) + r"(?![\w-])",
                re.sub(re.escape(name), "", parsed.text)):
            aliases.append(surname)
            seen.add(surname.casefold())
        if surname not in forms:
            forms.append(surname)
    pattern = re.compile(r"(?<!\w)(?:" + "|".join(re.escape(f) for f in forms) + r")(?!\w)")
    hits = 0
    for s in parsed.sentences:
        n = len(pattern.findall(s.text))
        if n:
            hits += n
            sents.add(s.index)
    return Entity(name=name, kind=kind, aliases=tuple(aliases), mentions=max(hits, len(group)),
                  sentences=tuple(sorted(sents)))
