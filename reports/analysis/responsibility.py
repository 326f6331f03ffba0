"""Who claimed the event: the machinery the packs' responsibility steps share.

A pack writes its constructions as ``Rule`` patterns over a sentence's matching form
(``Grammar.form``: the sentence itself, or its normalized spelling with the offsets back),
the group's place in them as the named group ``group``. This module finds the matches,
skips those negated or about earlier attacks (``Grammar.past``: "has carried out repeated
attacks", "سبق أن تبنى هجمات"), and names the group: the organization the entities step
found in that place (its name), else the words there as written (``Grammar.trim``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..model import Entity, Responsibility
from .nlp import Parsed

_TOKEN = re.compile(r"\w+")


@dataclass(frozen=True)
class Rule:
    status: str  # ``model.RESPONSIBILITY``
    pattern: re.Pattern[str]  # over the matching form; group "group" where the name stands
    last: bool = False  # the group is the last organization there ("accused the army, X")
    needs_event: bool = False  # only in, or right after, a sentence about an attack


@dataclass(frozen=True)
class Grammar:
    """One language's constructions and how to read them."""

    rules: tuple[Rule, ...]  # in order: a match overlapping an earlier one is not read
    past: re.Pattern[str]  # in the clause: it is about earlier attacks
    negated: re.Pattern[str]  # ends the text before a match: "declined to", "لم"
    event: re.Pattern[str]  # a sentence about an attack
    form: Callable[[str], tuple[str, list[int]]]  # matching form, and each char's offset
    trim: Callable[[str, str], str]  # (slot words, what follows) -> the group's name or ""
    keys: Callable[[str], tuple[str, ...]]  # matching keys of one word (clitic readings)
    # (word, next word) -> the word ends a name the model ran on ("حركة الشباب المرتبطة
    # بتنظيم": the participle with its complement is not of the name)
    ends_name: Callable[[str, str], bool] = lambda word, nxt: False
    separators: re.Pattern[str] = re.compile(r"[,;:،؛]")  # clause ends


def _spans(text: str) -> list[tuple[int, int]]:
    return [m.span() for m in _TOKEN.finditer(text)]


def _named(slot: str, after: str, orgs: Sequence[Entity], g: Grammar, last: bool) -> str:
    """The organization named in ``slot`` (its name), else the slot's words as written."""
    spans = _spans(slot)
    words = [set(g.keys(slot[a:b])) for a, b in spans]
    hits = []  # (first token, last token, entity name)
    for e in orgs:
        for name in (e.name, *e.aliases):
            want = [g.keys(w)[0] for w in _TOKEN.findall(name)]
            n = len(want)
            for i in range(len(words) - n + 1):
                if n and all(want[k] in words[i + k] for k in range(n)):
                    hits.append((i, i + n - 1, e.name))
    if not hits:
        return g.trim(slot, after)
    i, j, name = (max(hits, key=lambda h: (h[0], h[1])) if last
                  else min(hits, key=lambda h: (h[0], -h[1])))
    written = g.trim(slot, after)
    if slot[spans[i][0]:spans[j][1]] in written and len(written) > len(name):
        return written  # the model's name is part of the one written ("State" of "Islamic State")
    tokens = [slot[a:b] for a, b in spans] + _TOKEN.findall(after)[:1] + [""]
    cut = next((k for k in range(i + 1, j + 1) if g.ends_name(tokens[k], tokens[k + 1])), None)
    return slot[spans[i][0]:spans[cut - 1][1]] if cut else name


def find(parsed: Parsed, orgs: Sequence[Entity], g: Grammar) -> tuple[Responsibility, ...]:
    """What each sentence says of who claimed the event, in sentence order."""
    out: list[Responsibility] = []
    about_attack = False
    for s in parsed.sentences:
        form, where = g.form(s.text)
        attack_here = bool(g.event.search(form))
        taken: list[tuple[int, int]] = []
        for rule in g.rules:
            if rule.needs_event and not (attack_here or about_attack):
                continue
            for m in rule.pattern.finditer(form):
                if any(m.start() < b and a < m.end() for a, b in taken):
                    continue
                if g.negated.search(form[max(0, m.start() - 30):m.start()]):
                    continue
                starts = [x.end() for x in g.separators.finditer(form, 0, m.start())]
                end = g.separators.search(form, m.end())
                clause = form[starts[-1] if starts else 0:end.start() if end else len(form)]
                if rule.status != "none" and g.past.search(clause):
                    continue
                group = ""
                if m.groupdict().get("group"):
                    a, b = where[m.start("group")], where[m.end("group") - 1] + 1
                    group = _named(s.text[a:b], s.text[b:], orgs, g, rule.last)
                    if not group:
                        continue
                taken.append(m.span())
                found = Responsibility(rule.status, group, s.text, s.index)
                if found not in out:
                    out.append(found)
        about_attack = attack_here
    return tuple(out)
