"""People, organizations and places of one article, one entry per real entity.

English: spaCy NER spans, repaired by rules (titles, split names, aliases).
Arabic: ``arabic.entities`` (trained model + gazetteers + clitic handling).
"""

from __future__ import annotations

from collections import defaultdict

from ..model import Entity
from . import geo
from .nlp import Parsed

KINDS = {"PERSON": "person", "ORG": "organization", "GPE": "place", "LOC": "place",
         "FAC": "place", "PERS": "person"}

Entities = tuple[tuple[Entity, ...], tuple[Entity, ...], tuple[Entity, ...]]


def extract(parsed: Parsed) -> Entities:
    """(people, organizations, places) found in ``parsed``."""
    if parsed.language == "ar":
        from .arabic import entities as arabic_entities

        return arabic_entities(parsed)
    found: dict[tuple[str, str], list] = defaultdict(list)
    for ent in parsed.doc.ents:
        kind = KINDS.get(ent.label_)
        if kind:
            found[(kind, ent.text)].append(ent.start_char)
    out: dict[str, list[Entity]] = {"person": [], "organization": [], "place": []}
    for (kind, name), starts in found.items():
        out[kind].append(Entity(name=name, kind=kind, mentions=len(starts)))
    places = tuple(geo.locate(e, parsed.language) for e in out["place"])
    return tuple(out["person"]), tuple(out["organization"]), places
