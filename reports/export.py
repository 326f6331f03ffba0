"""CSV exports of the archive: its stories, entities and figures over a period or a query.

``select`` finds the current articles of a period (by publication day, as a digest does)
and/or about a query (as a dossier finds them: the linked entities of that name in either
script, and the headlines holding the words); ``stories``, ``entities`` and ``figures``
make a ``Table`` of them; ``write`` writes it as CSV. The CLI (``reports export``) and the
web app (``/export/{what}.csv``) are thin over these, and the web API's ``?format=csv``
writes its cells with the same ``cell``.

CSV as spreadsheets read it safely: RFC 4180 (CRLF lines, a header row), UTF-8 with a
byte-order mark (so Excel reads Arabic as Arabic, not as mojibake), every cell of article
text made inert (``cell``: no formula, no control character).
"""

from __future__ import annotations

import csv
import io
import os
import tempfile
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, TextIO

from . import archive, view
from . import lang as languages
from .briefing import entities_named, publication_days
from .lang import fold
from .model import Article, LinkedEntity
from .store import Store
from .text import script

__all__ = ["BOM", "FORMULA", "KINDS", "Table", "cell", "entities", "export", "figures",
           "select", "stories", "to_text", "write"]

BOM = "\ufeff"
FORMULA = ("=", "+", "-", "@", "\t", "\r")  # a cell starting so is a formula to a spreadsheet
KINDS = ("stories", "entities", "figures")
_SCRIPT_NAMES = {"latn": "latin", "arab": "arabic"}  # column names of names by script


def cell(value: Any) -> Any:
    """A CSV cell of untrusted article text: control characters escaped (line breaks and
    tabs as a space, so a row stays one line), and a cell a spreadsheet would run as a
    formula (=, +, -, @, a tab or CR first) kept text with a leading apostrophe.
    Numbers stay numbers; lists are joined with "; "."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return int(value) if value.is_integer() else value
    if isinstance(value, int):
        return value
    if isinstance(value, list | tuple):
        value = "; ".join(str(v) for v in value)
    text = str(value)
    clean = "".join(" " if c in "\t\n\r\v\f\u2028\u2029" else
                    f"\\x{ord(c):02x}" if unicodedata.category(c) == "Cc" else c for c in text)
    return "'" + clean if text.startswith(FORMULA) else clean


@dataclass(frozen=True)
class Table:
    """What an export holds: its name, the header row and the rows (cells not yet made
    inert: ``write`` does that)."""

    name: str
    header: tuple[str, ...]
    rows: tuple[tuple[Any, ...], ...]

    def as_dict(self) -> dict:
        return {"name": self.name, "rows": [dict(zip(self.header, r)) for r in self.rows]}


def write(table: Table, out: TextIO, bom: bool = True) -> None:
    """``table`` as CSV on ``out``: the BOM, the header, a line per row (CRLF)."""
    if bom:
        out.write(BOM)
    w = csv.writer(out, lineterminator="\r\n")
    w.writerow(table.header)
    for row in table.rows:
        w.writerow([cell(v) for v in row])


def to_text(table: Table, bom: bool = True) -> str:
    out = io.StringIO()
    write(table, out, bom)
    return out.getvalue()


def save(table: Table, path: Path, bom: bool = True) -> None:
    """Written beside ``path`` and renamed over it: never a half file."""
    path = Path(path)
    fd, tmp = tempfile.mkstemp(dir=path.parent or Path("."), prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
            write(table, f, bom)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


# -- what is exported ------------------------------------------------------------------------

def select(store: Store, since: datetime | None = None, until: datetime | None = None,
           query: str = "", lang: str = "en", refresh: bool = True) -> tuple[Article, ...]:
    """The current articles published in [since, until) (either end open when None), of
    those the ones about ``query`` when given; oldest first. ``refresh``: bring the stored
    links up to date first (``lang``: the language they are kept in, the configured one);
    the web app, which only reads, leaves that to its own thread (``keep_linked``)."""
    if refresh:
        archive.refresh(store, lang)
    period = None
    if since is not None or until is not None:
        start = since or datetime(1900, 1, 1, tzinfo=(until.tzinfo if until else None))
        end = until or datetime(2999, 12, 31, tzinfo=start.tzinfo)
        period = publication_days(start, end)
    ids = None
    if query.strip():
        q = fold(query)
        if not q:
            return ()
        wanted = {aid for e in entities_named(store, query) for aid in e.article_ids}
        ids = {a.id for a in store.articles(current=True, ids=wanted | store.find_articles(q))
               if a.id in wanted or f" {q} " in f" {archive.words_of(a)} "}
    arts = store.articles(current=True, ids=ids)
    if period is not None:
        first, end = (d.isoformat() for d in period)
        arts = (a for a in arts if first <= a.day.isoformat() < end)
    return tuple(arts)


def _range(tallies, measure: str) -> tuple[float | None, float | None]:
    t = next((t for t in tallies if t.measure == measure and not t.subject), None)
    return (t.low, t.high) if t else (None, None)


def stories(store: Store, articles: Sequence[Article], lang: str = "en") -> Table:
    """A row per story of ``articles``: its day, title, lead line, languages, the
    articles of it exported and its sources, the dead and wounded (low and high when
    sources differ), every toll as a line, its places."""
    by_id = {a.id: a for a in articles}
    found = store.stories_of(by_id)
    places = {e.id: e for e in store.linked({i for s in found for i in s.entity_ids})[0]
              if e.kind == "place"}
    rows = []
    for st in found:
        mine = [by_id[i] for i in st.article_ids if i in by_id]
        if not mine:
            continue
        killed, wounded = _range(st.tallies, "killed"), _range(st.tallies, "wounded")
        rows.append((
            st.id, st.day or min(a.day for a in mine).isoformat(), st.title, st.lead,
            list(st.languages), len(mine),
            list(dict.fromkeys(a.source_name for a in mine)),
            *killed, *wounded,
            [view.toll_line(t, lang) for t in st.tallies],
            list(dict.fromkeys(view.display_name(places[i], lang) for i in st.entity_ids
                               if i in places)),
            [a.id for a in mine]))
    rows.sort(key=lambda r: (r[1], r[0]))
    return Table("stories", ("id", "day", "title", "lead", "languages", "articles", "sources",
                             "killed_low", "killed_high", "wounded_low", "wounded_high",
                             "tolls", "places", "article_ids"), tuple(rows))


def _scripts() -> tuple[str, ...]:
    """The scripts names are listed in, one column each: Latin, then the packs' others."""
    return tuple(dict.fromkeys(("latn", *(p.script for p in languages.packs().values()))))


def entities(store: Store, articles: Sequence[Article], lang: str = "en") -> Table:
    """A row per linked entity the articles name: its kind, name, its names in each
    script, its country and place, its identifiers, how many of the exported articles
    name it, and its articles and mentions in the whole archive."""
    per: Counter[str] = Counter()  # entity -> exported articles naming it
    for _aid, eid in {(aid, eid) for (aid, _k, _n), eid in store.mentions(a.id for a in articles).items()}:
        per[eid] += 1
    found: Iterable[LinkedEntity] = store.linked(list(per))[0]
    scripts = _scripts()
    rows = []
    for e in sorted(found, key=lambda e: (-per[e.id], -len(e.article_ids), fold(e.name), e.id)):
        names = [[n for n in e.names if script(n) == s] for s in scripts]
        rows.append((e.id, e.kind, view.display_name(e, lang), *names, e.country, e.lat, e.lon,
                     e.geonames, e.wikidata, per[e.id], len(e.article_ids), e.mentions))
    header = ("id", "kind", "name", *(f"names_{_SCRIPT_NAMES.get(s, s)}" for s in scripts),
              "country", "lat", "lon", "geonames", "wikidata", "articles", "articles_all",
              "mentions")
    return Table("entities", header, tuple(rows))


def figures(store: Store, articles: Sequence[Article], lang: str = "en") -> Table:
    """A row per figure the articles give, as each article gives it, with its sentence."""
    story_of = store.story_ids(a.id for a in articles)
    rows = tuple((a.id, i, a.day.isoformat(), a.source_name, a.analysis.language,
                  story_of.get(a.id), f.measure, f.value, f.high, f.unit, f.what, f.subject,
                  f.approx, f.text, f.sentence)
                 for a in articles for i, f in enumerate(a.analysis.figures))
    return Table("figures", ("article_id", "index", "day", "source", "language", "story_id",
                             "measure", "value", "high", "unit", "what", "subject", "approx",
                             "text", "sentence"), rows)


def export(store: Store, what: str, since: datetime | None = None,
           until: datetime | None = None, query: str = "", lang: str = "en",
           refresh: bool = True) -> Table:
    """The ``what`` table ("stories", "entities" or "figures") of ``select``'s articles."""
    if what not in KINDS:
        raise ValueError(f"nothing to export as {what!r}: one of {', '.join(KINDS)}")
    arts = select(store, since, until, query, lang, refresh)
    return {"stories": stories, "entities": entities, "figures": figures}[what](store, arts, lang)
