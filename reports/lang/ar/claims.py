"""Arabic claims: a reporting verb and its subject (verb-subject order, or a subject
before it), implicit subjects ("وأضاف") resolved to the last speaker, quotes and
attributions ("وفقا لـ")."""

from __future__ import annotations

from collections import defaultdict

from ...analysis.nlp import Parsed
from ...model import Claim, Entity
from . import words as lex
from .entities import (
    ATTRIBUTIONS,
    HAS_LETTER,
    INSTITUTIONS,
    MARKED_ONLY,
    MARKERS,
    PARTICIPLES,
    QUOTE_CHARS,
    RELATIVES,
    STOP,
    best_name,
    common,
    find_mentions,
    group_mentions,
    reporting_verb,
)
from .normalize import is_in, key, norm

_SPEAKER_RANK = {"person": 0, "organization": 1, "place": 2}
_WINDOW = 12  # tokens after a verb searched for its subject


def _alias_map(groups: tuple[tuple[Entity, ...], ...]) -> dict[str, tuple[str, str]]:
    """Comparison key of every surface -> (canonical name, kind); a person's surname alone
    ("خلف" for "أحمد خلف") too, unless two people share it."""
    out: dict[str, tuple[str, str]] = {}
    for ents in groups:
        for e in ents:
            for n in (e.name, *e.aliases):
                out.setdefault(key(n), (e.name, e.kind))
    surnames: dict[str, set[str]] = defaultdict(set)
    for ents in groups:
        for e in ents:
            words = norm(e.name).split()
            if e.kind == "person" and len(words) > 1 and len(words[-1]) >= 3:
                surnames[words[-1]].add(e.name)
    for s, owners in surnames.items():
        if len(owners) == 1 and s not in STOP:
            out.setdefault(s, (next(iter(owners)), "person"))
    return out


def _entity_at(words: list[str], j: int, names: dict[str, tuple[str, str]]) -> tuple[int, str, str] | None:
    """(length, name, kind) of the longest known entity starting at word ``j``."""
    for size in (5, 4, 3, 2, 1):
        if j + size <= len(words):
            hit = names.get(key(" ".join(words[j:j + size])))
            if hit:
                return size, hit[0], hit[1]
    return None


def _is_content_start(word: str) -> bool:
    """"أن", "إن", ":" or a quote: reported content starts here."""
    return norm(word) in MARKERS or word == ":" or word[:1] in QUOTE_CHARS


def _is_marker(word: str) -> bool:
    w = norm(word)
    return w in MARKERS or w in (":", "،", ",") or any(q in word for q in QUOTE_CHARS)


def _subject_after(words: list[str], i: int, names) -> str | None:
    """The named subject after the verb at ``i`` (verb-subject order), person first."""
    best: tuple[int, int, str] | None = None
    j = i + 1
    while j < len(words) and j - i <= _WINDOW:
        w = norm(words[j])
        if w in MARKERS or words[j] in (":",) or words[j][0] in QUOTE_CHARS:
            break
        if reporting_verb(words[j]) or w in PARTICIPLES:
            break
        hit = _entity_at(words, j, names)
        if hit:
            size, name, kind = hit
            rank = _SPEAKER_RANK[kind]
            # a country speaks only as the subject right after the verb ("قالت فنزويلا")
            near = j == i + 1 or (j == i + 2 and is_in(words[i + 1], INSTITUTIONS))
            if kind == "place" and not near:
                j += size
                continue
            if best is None or rank < best[0]:
                best = (rank, j, name)
            j += size
            continue
        j += 1
    if best and best[0] == _SPEAKER_RANK["place"] and best[1] - 1 > i \
            and is_in(words[best[1] - 1], INSTITUTIONS):
        return f"{words[best[1] - 1]} {best[2]}"  # "سكان حماة", "سلطات دمشق"
    return best[2] if best else None


def _subject_before(words: list[str], i: int, names) -> str | None:
    """A named subject just before the verb ("لكن خلف قال"), or the subject between
    "كان" and "قد" ("وكان ناشطون قد ذكروا")."""
    if i >= 3 and norm(words[i - 1]) == "قد":
        for j in range(i - 2, max(-1, i - 7), -1):
            if norm(words[j]) in ("كان", "وكان", "كانت", "وكانت"):
                subject = words[j + 1:i - 1]
                if subject and all(HAS_LETTER.search(x) for x in subject):
                    hit = _entity_at(words, j + 1, names)
                    return hit[1] if hit else " ".join(subject)
                break
    lo = max(0, i - 6)
    for j in range(i - 1, lo - 1, -1):
        if _is_marker(words[j]) or words[j] in (".", "؟", "!"):
            break
        for start in range(max(lo, j - 4), j + 1):
            hit = _entity_at(words, start, names)
            if hit and start + hit[0] == j + 1 and hit[2] != "place":
                return hit[1]
    return None


def _described_subject(words: list[str], i: int) -> str | None:
    """An unnamed subject right after the verb: "التقرير", "مختصون إيرانيون", "سكان"."""
    out: list[str] = []
    for w in words[i + 1:i + 6]:
        n = norm(w)
        if _is_marker(w):
            return " ".join(out) if out else None  # the whole phrase up to "أن"
        if not HAS_LETTER.search(w) or n in STOP \
                or reporting_verb(w) or n in PARTICIPLES:
            break
        if out and not (n.startswith((lex.ARTICLE, "لل"))
                        or n.endswith(("ي", "يه", "ون", "ين", "ان", "ات", "تان"))):
            # "جلالته أريد": a verb, not a modifier of the subject
            return out[0] if is_in(out[0], INSTITUTIONS) or not common(out[0]) else None
        out.append(w)
    if out and is_in(out[0], INSTITUTIONS):
        return out[0]
    return None


def _content(words: list[str], i: int, stop: int) -> tuple[str, bool]:
    """The reported content after the verb at ``i``: from the first "أن/إن/:/«" to ``stop``."""
    j = i + 1
    while j < stop and not (norm(words[j]) in MARKERS or words[j] == ":"
                            or words[j][0] in QUOTE_CHARS):
        j += 1
    if j >= stop:  # no marker: everything after the verb
        j = i + 1
    elif words[j] == ":" or norm(words[j]) in MARKERS:
        j += 1
    body = words[j:stop]
    quote = any(q in w for w in body for q in QUOTE_CHARS)
    text = " ".join(w for w in body if w not in QUOTE_CHARS).strip(" ،,.:")
    return text, quote


def _places_of(parsed: Parsed) -> tuple[Entity, ...]:
    """Places named in the article, without geocoding (speakers only)."""
    groups = group_mentions([m for m in find_mentions(parsed) if m.kind == "place"])
    return tuple(Entity(name=best_name(g.names), kind="place", aliases=tuple(g.names))
                 for g in groups["place"])


def claims(parsed: Parsed, people: tuple[Entity, ...], orgs: tuple[Entity, ...],
           places: tuple[Entity, ...] | None = None) -> tuple[Claim, ...]:
    """Who said what: a reporting verb, its subject (after the verb, else before it, else
    the last speaker for "وأضاف"), and the content after أن / إن / : / quotes."""
    if places is None:  # countries speak too ("قالت فنزويلا إنها ...")
        places = _places_of(parsed)
    names = _alias_map((people, orgs, places))
    out: list[Claim] = []
    last_speaker: str | None = None
    doc = parsed.doc
    for sent in parsed.sentences:
        toks = [t for t in doc.char_span(sent.start, sent.end, alignment_mode="expand") or ()]
        words = [t.text for t in toks]
        triggers: list[tuple[int, str, bool]] = []  # (index, verb, is participle)
        for i, w in enumerate(words):
            verb = reporting_verb(w)
            if verb and i > 0 and norm(words[i - 1]) in RELATIVES:
                continue  # "الذي يعتقد أنه": a relative clause, not a report
            if verb in MARKED_ONLY and not any(_is_content_start(x) for x in words[i + 1:i + 9]):
                continue  # "زادت الأسعار": increased, not "added"
            if verb:
                triggers.append((i, w, False))
            elif norm(w) in PARTICIPLES:
                triggers.append((i, w, True))
        for n, (i, verb, participle) in enumerate(triggers):
            stop = triggers[n + 1][0] if n + 1 < len(triggers) else len(words)
            speaker = None
            if not participle:
                speaker = (_subject_after(words, i, names) or _subject_before(words, i, names)
                           or (None if (i + 1 < len(words) and _is_marker(words[i + 1]))
                               else _described_subject(words, i)))
            speaker = speaker or last_speaker
            if not speaker:
                continue
            text, quote = _content(words, i, stop)
            if len(text.split()) < 3:
                continue
            out.append(Claim(speaker=speaker, text=text, quote=quote, sentence=sent.text,
                             verb=verb, sentence_index=sent.index))
            last_speaker = speaker
        out.extend(_attributions(words, sent, names, {i for i, _, _ in triggers}))
    return tuple(out)


def _attributions(words: list[str], sent, names, triggers: set[int]) -> list[Claim]:
    """"..., نقلا عن رويترز" / "بحسب الوزارة": the source named after the content."""
    out = []
    for i, w in enumerate(words):
        if norm(w) not in ATTRIBUTIONS or any(t < i for t in triggers):
            continue
        j = i + 1
        if j < len(words) and norm(words[j]) == "عن":
            j += 1
        if j >= len(words):
            continue
        hit = _entity_at(words, j, names)
        if hit:
            speaker = hit[1]
        else:
            phrase = []
            for x in words[j:j + 3]:
                if _is_marker(x) or not HAS_LETTER.search(x) or norm(x) in STOP:
                    break
                phrase.append(x)
            if not phrase or not (is_in(phrase[0], INSTITUTIONS) or not common(phrase[0])):
                continue
            speaker = " ".join(phrase)
        text = " ".join(x for x in words[:i] if x not in QUOTE_CHARS).strip(" ،,.:")
        if len(text.split()) >= 3:
            quote = any(q in x for x in words[:i] for q in QUOTE_CHARS)
            out.append(Claim(speaker=speaker, text=text, quote=quote, sentence=sent.text,
                             verb=" ".join(words[i:j]), sentence_index=sent.index))
    return out
