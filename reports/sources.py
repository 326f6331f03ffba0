"""Find article files and read them into ``Document``s: decode, extract, clean, detect language."""

from __future__ import annotations

import hashlib
from pathlib import Path

from .model import Document

SUFFIXES = {".txt": "txt", ".md": "md", ".markdown": "md", ".html": "html", ".htm": "html"}


class SourceError(Exception):
    """A file that cannot be read as an article; the message is the quarantine reason."""


def discover(paths: list[Path]) -> list[Path]:
    """Article files under ``paths`` (files or folders), sorted, hidden files skipped."""
    out: list[Path] = []
    for p in paths:
        if p.is_dir():
            out += sorted(f for f in p.rglob("*") if f.is_file() and not f.name.startswith("."))
        else:
            out.append(p)
    return out


def read(path: Path, max_bytes: int = 20 * 1024 * 1024) -> Document:
    raw = path.read_bytes()
    text = raw.decode("utf-8-sig")
    lines = text.strip().split("\n")
    title, body = lines[0].strip(), "\n".join(lines[1:]).strip()
    lang = "ar" if sum("\u0600" <= c <= "\u06ff" for c in text) > len(text) / 4 else "en"
    h = hashlib.sha256(f"{title}\n{body}".encode()).hexdigest()
    return Document(path=str(path), title=title, text=body, format="txt", encoding="utf_8",
                    language=lang, content_hash=h)
