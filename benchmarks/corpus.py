"""Benchmark corpora built from the dev texts and seed articles.

Copies are varied (person names swapped within a language, numbers shifted) so that
every article has its own content hash: no cache keyed on content can help.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EVAL_DEV = ROOT.parent / "shared" / "eval" / "dev"
SEEDS = ROOT / "examples" / "articles"
_DIGITS = re.compile(r"\d+")


@dataclass(frozen=True)
class Source:
    """One base text, its language and the person names that may be swapped in it."""

    name: str
    language: str
    text: str
    people: tuple[str, ...]


def _gold_names(items: list) -> list[str]:
    names: list[str] = []
    for item in items:
        names.append(item["name"] if isinstance(item, dict) else str(item))
    return names


def load_sources() -> list[Source]:
    """Every dev text (``text`` field) plus the seed articles, in a stable order."""
    out: list[Source] = []
    seen: set[str] = set()
    for f in sorted(EVAL_DEV.glob("*/*.json")):
        d = json.loads(f.read_text(encoding="utf-8"))
        text = d.get("text", "")
        if not text.strip() or text in seen:
            continue
        seen.add(text)
        people = [n for n in _gold_names(d.get("gold", {}).get("people", []))
                  if len(n.split()) >= 2 and n in text]  # full names only: safe to swap
        out.append(Source(f"{f.parent.name}/{f.stem}", d.get("lang", "und"), text,
                          tuple(people)))
    for f in sorted(SEEDS.iterdir()):
        if f.is_file() and not f.name.startswith("."):
            text = f.read_text(encoding="utf-8")
            if text not in seen:
                seen.add(text)
                out.append(Source(f"seeds-file/{f.stem}", "und", text, ()))
    return out


def vary(src: Source, copy: int, pool: dict[str, list[str]]) -> str:
    """Copy ``copy`` of ``src``: names rotated through the language's pool, numbers shifted.

    Copy 0 is the text unchanged.
    """
    if copy == 0:
        return src.text
    text = src.text
    names = pool.get(src.language, [])
    if names:
        for j, name in enumerate(src.people):
            other = names[(copy * 7 + j * 13) % len(names)]
            text = text.replace(name, other)
    if not _DIGITS.search(text):  # nothing to shift: the copy number makes it distinct
        return f"{text.rstrip()}\n\nEdition {copy}.\n"
    return _DIGITS.sub(lambda m: str(int(m.group()) + copy), text)


def name_pool(sources: list[Source]) -> dict[str, list[str]]:
    pool: dict[str, list[str]] = {}
    for s in sources:
        for n in s.people:
            if n not in pool.setdefault(s.language, []):
                pool[s.language].append(n)
    return pool


def build(n: int) -> list[tuple[str, str]]:
    """``n`` (name, text) pairs cycling over the sources, every text distinct."""
    sources = load_sources()
    pool = name_pool(sources)
    out: list[tuple[str, str]] = []
    texts: set[str] = set()
    i = 0
    while len(out) < n:
        src = sources[i % len(sources)]
        copy = i // len(sources)
        text = vary(src, copy, pool)
        if text not in texts:
            texts.add(text)
            out.append((f"{copy:04d}-{src.name.replace('/', '-')}", text))
        i += 1
    return out


def write(pairs: list[tuple[str, str]], folder: Path) -> list[Path]:
    """Write each text as ``folder/NAME.txt`` and return the paths in order."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, text in pairs:
        p = folder / f"{name}.txt"
        p.write_text(text, encoding="utf-8")
        paths.append(p)
    return paths


SHORT_EN = (
    "Officials in {city} said {n} people were evacuated on day {k} after the river rose.",
    "{person} told reporters that the council would spend {m} million on new schools.",
    "The ministry reported {n} new cases, up {p} percent from the week before.",
)
CITIES = ("Leeds", "Daraa", "Nairobi", "Lyon", "Basra", "Osaka", "Quito", "Perth")
PERSONS = ("Maria Lopez", "John Carter", "Amina Yusuf", "Omar Haddad", "Lena Berg")


def short_text(k: int) -> str:
    """A short, distinct English article (headline + two paragraphs) for store-size runs."""
    city, person = CITIES[k % len(CITIES)], PERSONS[(k // 8) % len(PERSONS)]
    vals = {"city": city, "person": person, "n": 100 + k, "k": k, "m": 3 + k % 97,
            "p": 2 + k % 41}
    body = [s.format(**vals) for s in SHORT_EN]
    return f"Update {k} from {city}\n\n{body[0]} {body[1]}\n\n{body[2]}\n"


def long_text(language: str, size: int) -> str:
    """One article of about ``size`` bytes in ``language``: a headline, then the dev
    texts of that language one after another (copies varied as in ``build``), one blank
    line between paragraphs: the shape of a long news file, not one giant line."""
    sources = [s for s in load_sources() if s.language == language]
    pool = name_pool(sources)
    parts: list[str] = []
    n = i = 0
    while n < size:
        body = vary(sources[i % len(sources)], i // len(sources), pool).strip()
        parts.append(body)
        n += len(body.encode()) + 2
        i += 1
    return "Long report\n\n" + "\n\n".join(parts) + "\n"
