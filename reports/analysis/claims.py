"""Who said what: direct quotes and reported speech with their speaker and sentence."""

from __future__ import annotations

from ..model import Claim, Entity
from .nlp import Parsed

VERBS = {"said", "says", "told", "added", "insisted", "warned", "claimed", "stated"}


def extract(parsed: Parsed, people: tuple[Entity, ...], orgs: tuple[Entity, ...]) -> tuple[Claim, ...]:
    if parsed.language == "ar":
        from .arabic import claims as arabic_claims

        return arabic_claims(parsed, people, orgs)
    out = []
    for sent in parsed.doc.sents:
        for tok in sent:
            if tok.lower_ in VERBS:
                subj = [c for c in tok.children if c.dep_ in ("nsubj", "nsubjpass")]
                if subj:
                    speaker = parsed.text[subj[0].left_edge.idx:subj[0].right_edge.idx + len(subj[0].right_edge)]
                    out.append(Claim(speaker=speaker, text=sent.text, quote='"' in sent.text,
                                     sentence=sent.text, verb=tok.text))
                break
    return tuple(out)
