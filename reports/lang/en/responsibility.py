"""Who claimed an attack, in English (``reports.analysis.responsibility`` reads the rules).

The group's name stands before the verb ("Al-Shabab, which is linked to al-Qaida, claimed
responsibility"), after "by" ("was claimed by Islamic State"), after the blame ("blamed
the attack on Boko Haram", "bore the hallmarks of al-Qaida"). A name is capitalized words
with the joiners of organization names ("Islamic State of Iraq and the Levant"). Negation
is its own construction ("No group immediately claimed responsibility", "There was no
immediate claim of responsibility", "Al-Shabab has not claimed the attack").
"""

from __future__ import annotations

import re

from ...analysis.responsibility import Grammar, Rule, find
from ...model import Entity, Responsibility
from . import words

_CAP = r"(?:[A-Z][\w'’.-]*|(?:al|el|ad|ash|as)-[\w'’-]+)"
_JOIN = r"(?:of|the|for|in|and|al|el|de|du|la|e|i)"
# a group's name is at most eight words ("Islamic State West Africa Province"): bounded, so a
# long run of capitalised words (a table, a list) is not scanned from every start
_NAME = rf"{_CAP}(?:\s+(?:{_JOIN}\s+){{0,2}}{_CAP}){{0,7}}"


def _alt(items) -> str:
    return "(?:" + "|".join(sorted(map(re.escape, items), key=len, reverse=True)) + ")"


ATTACK = _alt(words.ATTACK_NOUNS)
DAYS = r"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day['’]s"  # "blamed Friday's attack on ..."
# "Al-Shabab militants", "Islamic State's local affiliate", then ", which ... ," and the
# words between a subject and its verb ("has", "later", "on Friday", "in a statement")
TAIL = (rf"(?:['’]s?\s+(?:[a-z-]+\s+)?{_alt(words.GROUP_NOUNS)})?"
        rf"(?:\s+{_alt(words.GROUP_NOUNS)})?")
# the slot holds the name and the nouns after it, so an entity named with them ("Haqqani
# network") is found whole; ``trim`` drops them from a name not found
NAME = rf"(?P<group>{_NAME}{TAIL})"
REL = r"(?:\s*,\s+(?:which|who|whose|that|a|an|the|long)\b[^,.;]{1,120},)?"
AUX = (r"(?:\s+(?:has|have|had|also|later|quickly|swiftly|immediately|officially|publicly|"
       r"formally|subsequently|since|(?:on|late|early)\s+\w+|in\s+a\s+(?:statement|video|"
       r"message|post)(?:\s+\w+){0,4}?))*")
SUBJECT = rf"{NAME}{REL}{AUX}\s+"
SAID = (r"(?:said|says|announced|stated|claimed)(?:\s+(?:in\s+an?\s+\w+|on\s+\w+|late\s+\w+|"
        r"earlier))*")
# what is claimed: the attack ("the twin suicide bombings", "Thursday's attack", "it")
OBJECT = rf"(?:(?:the|this|these|\w+['’]s)\s+(?:[\w-]+\s+){{0,3}}?{ATTACK}\b|it\b)"
# "responsibility", alone or for the attack (not "credit for the jobs report")
RESP = (rf"(?:responsibility|credit)\b(?:\s+for\s+(?:[\w'’-]+\s+){{0,6}}?(?:{ATTACK}|it|them)\b"
        r"|(?!\s+for\b))")
NOBODY = (r"\b(?:[Nn]o(?:\s+one)?|[Nn]one|[Nn]obody|[Nn]either)(?:\s+other)?"
          r"(?:\s+(?:militant|armed|insurgent|jihadist|rebel|extremist))?"
          r"(?:\s+(?:group|organi[sz]ation|faction|one|party|outfit|side))?")
NOT_YET = r"(?:\s+(?:yet|so\s+far|immediately|publicly|officially|formally))*"
AS_GROUP = r"(?:it|they|its\s+(?:fighters|militants|members|men)|their\s+(?:fighters|men))"
CARRIED = (r"(?:carried\s+out|conducted|staged|launched|executed|committed|perpetrated|"
           r"mounted|was\s+behind|were\s+behind)")
DENY = r"(?:denied|denies|deny|rejected|rejects)"
ROLE = (r"(?:(?:any|all|having|its|a|playing|the)\s+)*(?:involvement|responsibility|role|"
        r"links?|part|connection|ties|being\s+behind|carrying\s+out|(?:that\s+)?(?:it|they)\s+"
        r"(?:was|were|had))")
BLAME = r"(?:blamed|blames|blaming|accused|accuses|accusing)"
FOR_ATTACK = (rf"(?:for|of)\s+(?:[\w'’-]+\s+){{0,6}}?(?:{ATTACK}|carrying\s+out|killing|"
              r"attacking|bombing)\b")


def _rules() -> tuple[Rule, ...]:
    r = re.compile
    return (
        # nobody has claimed it
        Rule("none", r(rf"{NOBODY}(?:\s+(?:has|have|had))?{NOT_YET}\s+"
                       rf"(?:claimed|took|taken|accepted|admitted)\s+(?:{RESP}|{OBJECT})")),
        Rule("none", r(rf"{NOBODY}(?:\s+(?:has|have|had))?{NOT_YET}\s+claimed(?=\s*[.,;]|\s*$)")),
        Rule("none", r(r"\b[Nn]o\s+(?:immediate\s+|official\s+|known\s+|credible\s+)?"
                       r"(?:claims?|assertions?)\s+of\s+responsibility")),
        Rule("none", r(r"\b[Rr]esponsibility\b(?:\s+for\s+(?:[\w'’-]+\s+){0,6}?)?\s*(?:has|had|"
                       r"was|have)\s+(?:yet\s+to\s+be|not\s+(?:yet\s+|immediately\s+)?"
                       r"(?:been\s+)?)claimed")),
        Rule("none", r(rf"{SUBJECT}(?:(?:has|have|had|did|does)\s+not|(?:has|have)\s+yet\s+to)"
                       rf"{NOT_YET}\s+claim(?:ed)?\s+(?:{RESP}|{OBJECT})")),
        # a group denied it
        Rule("denied", r(rf"{SUBJECT}{DENY}\s+{ROLE}"), needs_event=True),
        Rule("denied", r(rf"{SUBJECT}{SAID}\s+(?:that\s+)?{AS_GROUP}\s+(?:was|were|had)\s+"
                         r"(?:not|never)\s+(?:been\s+)?(?:behind|involved|responsible|"
                         r"carried\s+out)|(?:had|has)\s+nothing\s+to\s+do\s+with"),
             needs_event=True),
        # a group claimed it
        Rule("claimed", r(rf"{SUBJECT}(?:claimed|claims)\s+{RESP}")),
        Rule("claimed", r(rf"{SUBJECT}(?:claimed|claims)\s+{OBJECT}")),
        Rule("claimed", r(rf"{SUBJECT}(?:took|takes|accepted|accepts|assumed|admitted)\s+"
                          rf"responsibility\s+for\s+(?:[\w'’-]+\s+){{0,6}}?{ATTACK}\b")),
        Rule("claimed", r(rf"{SUBJECT}{SAID}\s+(?:that\s+)?"
                          rf"{AS_GROUP}\s+(?:had\s+|has\s+|have\s+)?{CARRIED}\s+{OBJECT}")),
        Rule("claimed", r(rf"\b(?:{ATTACK}|responsibility)\b(?:[,\s]+[^\s.;,]+){{0,8}}?[,\s]+"
                          rf"(?:(?:was|were|has\s+been|had\s+been|have\s+been)\s+)?claimed\s+"
                          rf"by\s+(?:the\s+)?{NAME}")),
        Rule("claimed", r(rf"{NAME},?\s+(?:which|who)\s+(?:has\s+|had\s+)?claimed\s+"
                          rf"(?:{RESP}|{OBJECT})")),
        Rule("claimed", r(rf"{NAME}['’]s?\s+(?:claims?|assertions?)\s+of\s+responsibility")),
        # others blamed a group
        Rule("blamed", r(rf"\b{BLAME}\s+(?:the\s+|this\s+|{DAYS}\s+)?(?:[\w-]+\s+){{0,3}}?"
                         rf"{ATTACK}\s+on\s+(?:the\s+)?{NAME}")),
        Rule("blamed", r(rf"\b{BLAME}\s+(?:the\s+)?{NAME}\s+{FOR_ATTACK}")),
        Rule("blamed", r(rf"\bheld\s+(?:the\s+)?{NAME}\s+responsible\b"),
             needs_event=True),
        Rule("blamed", r(rf"{SUBJECT}(?:was|were|is|are|has\s+been|have\s+been)\s+blamed\s+"
                         rf"{FOR_ATTACK}")),
        Rule("blamed", r(rf"\bsaid\s+(?:that\s+)?(?:the\s+)?{NAME}\s+(?:was|were|had\s+"
                         rf"been)\s+(?:behind|responsible\s+for)\s+{OBJECT}")),
        # it bore a group's hallmarks, a group is suspected
        Rule("suspected", r(rf"\bhallmarks\s+of\s+(?:an?\s+|the\s+)?{NAME}")),
        Rule("suspected", r(rf"\bpoint(?:s|ed|ing)?\s+to\s+(?:the\s+)?{NAME}\s+"
                            r"(?:responsibility|involvement)")),
        Rule("suspected", r(rf"\bsuspected\s+(?:the\s+)?{NAME}"), needs_event=True),
        Rule("suspected", r(rf"{SUBJECT}(?:is|was|are|were)\s+(?:widely\s+)?(?:believed|"
                            rf"thought|suspected)\s+to\s+(?:be|have\s+been)\s+behind\b")),
    )


NOT_NAMES = words.CALENDAR | words.NATIONALITIES | words.FAITHS


def trim(slot: str, after: str = "") -> str:
    """The group's name in a slot: capitalized words without a leading function word,
    day, nationality, dateline or "No", nor the nouns after it ("On Friday Al-Shabab
    militants" -> "Al-Shabab"); "" when none is left."""
    toks = slot.split()
    while toks and (toks[0].lower().strip(",") in words.stop_words() | words.CALENDAR
                    or not re.match(_CAP, toks[0])):
        toks = toks[1:]
    while toks and toks[-1].lower() in words.stop_words():
        toks = toks[:-1]
    if len(toks) > 1 and toks[0].isupper() and not toks[1].isupper():
        toks = toks[1:]  # a dateline: "AMMAN Islamic State claimed ..."
    while toks and toks[-1].lower() in words.GROUP_NOUNS:
        toks = toks[:-1]
    name = re.sub(r"['’]s?$", "", " ".join(toks).rstrip(".,"))
    return "" if not name or all(w.lower() in NOT_NAMES for w in name.split()) else name


def _form(text: str) -> tuple[str, list[int]]:
    return text, list(range(len(text)))


GRAMMAR = Grammar(
    rules=_rules(),
    # also "that attack", "those bombings": an attack named before, not the one reported
    past=re.compile(rf"\b{_alt(words.PAST_CUES)}\b|\blast\s+(?:year|month|week)\b"
                    rf"|\b(?:that|those)\s+(?:[\w-]+\s+){{0,2}}?{ATTACK}\b", re.I),
    negated=re.compile(r"\b(?:not|never|n't|declined\s+to|refused\s+to|without|no)\s*$", re.I),
    event=re.compile(r"\b(?:" + "|".join(map(re.escape, words.EVENT_KINDS["attack"])) + ")",
                     re.I),
    form=_form, trim=trim, keys=lambda w: (w.casefold(),),
)


def extract(parsed, organizations: tuple[Entity, ...]) -> tuple[Responsibility, ...]:
    return find(parsed, organizations, GRAMMAR)
