"""Who claimed an attack, in Arabic (``reports.analysis.responsibility`` reads the rules).

Rules match the normalized spelling (``normalize.norm``: no diacritics or shadda, one
alef, ى/ي, ة/ه), so "تبنّت" and "تبنت", "مسؤوليتها" and "مسئوليتها" are one word; the
conjunctions و/ف may be glued to the verb. The verb comes first and the group after it
("تبنت حركة الشباب الهجوم", "أعلن تنظيم الدولة مسؤوليته عن", "يحمل بصمات جماعة بوكو
حرام"); negation is its own construction ("لم تعلن أي جهة مسؤوليتها", "لم يتبن أحد").
"""

from __future__ import annotations

import re

from ...analysis.responsibility import Grammar, Rule, find
from ...model import Entity, Responsibility
from . import normalize, words

W = r"[^\s،,.؛;:()!?؟]+"  # a word; a name may be quoted ("تبنى تنظيم "داعش" الهجوم")
START = r"(?<!\w)[وف]?"
SLOT = rf"(?P<group>{W}(?:\s+{W}){{0,7}}?)"
TAIL = rf"(?P<group>{W}(?:\s+{W}){{0,6}})"


def _alt(items) -> str:
    return "(?:" + "|".join(sorted(items, key=len, reverse=True)) + ")"


# the attack as the verb's object, never a noun after a preposition ("تتبنى موقفا من
# عملية السلام": the peace process)
ATTACK_NOUN = rf"(?:ال)?{_alt(words.ATTACK_NOUNS)}ا?(?!\w)"  # "هجوما": the indefinite object
ATTACK = "".join(rf"(?<!\s{p}\s)" for p in ("من", "في", "علي", "عن", "الي", "مع")) + ATTACK_NOUN
CLAIM = r"(?:تبنت|تبني|تتبني|يتبني|تبنيا|تبنوا)"
CLAIM_IT = r"(?:تبناه|تبنته|تبناها|تبنتها|تتبناه|يتبناه|تبنوه)"
ANNOUNCE = r"(?:اعلن|اعلنت|يعلن|تعلن|اعلنوا)"
# "مسؤوليتها عن الهجوم" / "عنه", "تبنيها العملية", or the clause ends ("أعلنت مسؤوليتها.")
ITS_RESPONSIBILITY = (r"(?:(?:مسووليت(?:ه|ها|هم|هما)|المسووليه)(?:\s+عن(?:ه|ها|هما|هم)(?!\w)|"
                      rf"\s+عن(?:\s+{W}){{0,2}}?\s+{ATTACK_NOUN}|(?=\s*[،,.]|\s*$))"
                      rf"|تبني(?:ه|ها|هم|هما)(?:\s+{W}){{0,2}}?\s+{ATTACK})")
NEG = r"(?<!\w)[وف]?(?:لم|لا|دون\s+ان|بدون\s+ان)"
NOT_YET = r"(?:\s+(?:بعد|حتي\s+الان|علي\s+الفور|رسميا))?"
# the group's noun ("حركة", "تنظيم") or a quoted name: a subject written before its verb
HEAD = rf"(?:[وف]?{_alt(words.GROUP_HEADS)}(?!\w)|[\"“«])"
DEMONSTRATIVE = r"(?:هذا|هذه|هذين|هاتين)"
NOT_ANNOUNCE = r"(?:تعلن|يعلن|تصدر|يصدر)(?!\w)"
NOT_CLAIM = r"(?:تتبن|تتبني|يتبن|يتبني)(?!\w)"
NOT_CLAIM_IT = r"(?:تتبن|يتبن)ا?(?:ه|ها)(?!\w)"  # "لم تتبناه أي جهة": the object in the verb
ANYONE = r"(?:(?:اي|ايه)\s+(?:جهه|جماعه|مجموعه|طرف|فصيل|تنظيم|حركه|منظمه|جهات)|احد)(?!\w)"
CLAIMED_THING = rf"(?:مسووليت\w*|المسووليه|مسووليه|تبني\w*|{ATTACK})"
DENY = r"(?:نفت|نفي|تنفي|ينفي|نفوا)"
ROLE = (r"(?:(?:اي|ايه)\s+)?(?:مسووليه|مسووليت\w*|المسووليه|علاقه|علاقت\w*|صله|صلت\w*|"
        r"ضلوع\w*|تورط\w*|الضلوع|التورط|وقوف\w*|الوقوف|ان\s+(?:تكون|يكون)\s+(?:لها|له|لهم))")
ACCUSE = r"(?:اتهم|اتهمت|يتهم|تتهم|اتهموا|حمل|حملت|يحمل|تحمل|حملوا)"
FOR_IT = r"(?:ب(?:تنفيذ|شن|الوقوف|ارتكاب|المسووليه)\w*|مسووليه|المسووليه)(?!\w)"
HALLMARKS = r"(?:يحمل|تحمل|حمل|حملت|يحملان|تحملان)\s+(?:كل\s+)?(?:ال)?بصمات"


def _rules() -> tuple[Rule, ...]:
    r = re.compile
    return (
        # nobody has claimed it
        Rule("none", r(rf"{NEG}\s+{NOT_ANNOUNCE}{NOT_YET}\s+{ANYONE}(?:\s+{W}){{0,3}}?\s+"
                       rf"{CLAIMED_THING}")),
        Rule("none", r(rf"{NEG}\s+{NOT_CLAIM}{NOT_YET}\s+{ANYONE}(?:(?:\s+{W}){{0,3}}?\s+{ATTACK}"
                       r"|(?=\s*[،,.]|\s*$))")),
        Rule("none", r(rf"{NEG}\s+{NOT_CLAIM_IT}{NOT_YET}\s+{ANYONE}")),
        Rule("none", r(rf"{NEG}\s+(?:{NOT_ANNOUNCE}|{NOT_CLAIM})\s+{SLOT}\s+{CLAIMED_THING}")),
        # it bore a group's hallmarks
        Rule("suspected", r(rf"{START}{HALLMARKS}\s+{TAIL}")),
        # a group denied it
        Rule("denied", r(rf"{START}{DENY}\s+{SLOT}\s+{ROLE}"), needs_event=True),
        # a group claimed it
        # the object first: "تبنت هذا الهجوم المزدوج حركة طالبان"
        Rule("claimed", r(rf"{START}{CLAIM}\s+(?:{DEMONSTRATIVE}\s+)?{ATTACK}(?:\s+{W}){{0,2}}?"
                          rf"\s+(?P<group>{HEAD}\S*(?:\s+{W}){{0,4}})")),
        Rule("claimed", r(rf"{START}{CLAIM}\s+{SLOT}\s+{ATTACK}")),
        # the subject first, opening a clause or after "أن": "وتنظيم داعش يعلن مسؤوليته"
        Rule("claimed", r(rf"(?:^|(?<=[،,:]\s)|(?<=(?<!\w)ان\s))[وف]?(?P<group>{HEAD}\S*"
                          rf"(?:\s+{W}){{0,3}}?)\s+(?:قد\s+)?(?:{ANNOUNCE}\s+{ITS_RESPONSIBILITY}"
                          rf"|{CLAIM}\s+{ATTACK})")),
        Rule("claimed", r(rf"{START}{ANNOUNCE}\s+{SLOT}\s+{ITS_RESPONSIBILITY}")),
        Rule("claimed", r(rf"{START}{CLAIM_IT}\s+{TAIL}")),
        # others blamed a group
        Rule("blamed", r(rf"{START}{ACCUSE}\s+{SLOT}\s+{FOR_IT}"), last=True, needs_event=True),
    )


def _form(text: str) -> tuple[str, list[int]]:
    """``normalize.norm`` of ``text`` with, for each of its characters, the offset of the
    character of ``text`` it comes from."""
    out, where = [], []
    for i, c in enumerate(text):
        if not normalize.DIACRITICS.match(c):
            out.append(c.translate(normalize.LETTERS))
            where.append(i)
    return "".join(out), where


_PUNCT = "،,.:؛;\"“”«»()!?؟"


def _ends_name(word: str, nxt: str) -> bool:
    """A word that is no longer the group's name: a preposition or particle, a second
    noun joined by و ("وغريمها", "والقاعدة"), a participle with its complement
    ("المرتبطة بتنظيم", "المقربة من")."""
    w = normalize.norm(word)
    n = normalize.norm(nxt)
    if w in words.NAME_BREAKS:
        return True
    if w.startswith("و") and (w[1:].startswith("ال") or w.endswith(("ها", "هم", "هما"))):
        return True
    return w.startswith("الم") and (n in words.NAME_BREAKS
                                    or (n[:1] in words.PREPOSITIONS and len(n) > 3))


DEMONSTRATIVES = frozenset({"هذا", "هذه", "هذين", "هاتين", "ذلك", "تلك"})


def trim(slot: str, after: str = "") -> str:
    """The group's name in a slot: from its first group noun ("حركة", "جماعة") when it
    has one (a slot of more than three words without one names none), to the word that
    ends it (``_ends_name``)."""
    toks = slot.split()
    if toks and normalize.norm(toks[0].strip(_PUNCT)) in words.NAME_BREAKS | DEMONSTRATIVES:
        return ""  # "لم تعلن بعد أي جهة", "تبنت هذا الهجوم": no name in that place
    heads = [i for i, t in enumerate(toks) if normalize.bare(t.strip(_PUNCT)) in words.GROUP_HEADS]
    if heads:
        toks = toks[heads[0]:]
    elif len(toks) > 3:
        return ""
    following = toks[1:] + after.split()[:1] + [""]
    kept: list[str] = []
    for t, nxt in zip(toks, following, strict=False):
        word = t.strip(_PUNCT)
        if kept and _ends_name(word, nxt.strip(_PUNCT)):
            break
        if word:
            kept.append(word)
        if t != word and t.rstrip(_PUNCT) != t:
            break
    name = " ".join(kept)
    return "" if not name or re.fullmatch(ANYONE, normalize.norm(name)) else name


GRAMMAR = Grammar(
    rules=_rules(),
    # also "تلك التفجيرات": an attack named before, not the one reported
    past=re.compile(rf"(?<!\w)(?:{_alt(words.PAST_CUES)}|هجمات|تفجيرات|عمليات|اعتداءات)(?!\w)"
                    rf"|(?<!\w)(?:تلك|ذلك)\s+{ATTACK_NOUN}"),
    negated=re.compile(rf"{NEG}\s*$"),
    event=re.compile(_alt(words.EVENT_KINDS["attack"])),
    form=_form, trim=trim, ends_name=_ends_name,
    keys=lambda w: normalize.clitic_variants(normalize.norm(w)),
)


def extract(parsed, organizations: tuple[Entity, ...]) -> tuple[Responsibility, ...]:
    return find(parsed, organizations, GRAMMAR)
