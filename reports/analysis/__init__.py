"""Per-article analysis: one driver chaining the extractors.

``analyze(document)`` picks the document's language pack (``reports.lang``), parses the
text once with the pack's model (``nlp.parse``) and runs the pack's steps over the same
``Parsed``: entities -> claims -> figures -> responsibility -> summary (``steps``; a
pack supplies its own or falls back to the shared ones). Nothing here knows a language.

A budget bounds one article: at most ``max_words`` words are analyzed, and parsing
stops taking further pieces of the text after ``max_seconds``. What was left out is
recorded in ``Analysis.truncated``, so a digest never passes a partial reading off as whole.
"""

from __future__ import annotations

import re
import time
from dataclasses import replace

from .. import lang
from ..model import Analysis, Claim, Document
from .nlp import Parsed, parse
from .steps import Work, run

__all__ = ["Parsed", "analysis_text", "analyze", "count_words", "first_words"]

_WORD = re.compile(r"\S+")


def analysis_text(doc: Document) -> str:
    """The text extractors see: headline as its own paragraph, then the body."""
    return f"{doc.title}\n\n{doc.text}" if doc.title else doc.text


def count_words(text: str) -> int:
    """``len(text.split())`` without the list (a 20 MB file would hold ~200 MB of it)."""
    return sum(1 for _ in _WORD.finditer(text))


def first_words(text: str, limit: int) -> str:
    """The whole paragraphs of ``text`` that fit in ``limit`` words (the first ``limit``
    words when the first paragraph alone is longer); ``text`` itself when it fits."""
    for i, m in enumerate(_WORD.finditer(text)):
        if i == limit:
            head = text[:m.start()].rstrip()
            cut = head.rfind("\n\n")
            return head[:cut].rstrip() if cut > 0 else head
    return text


def fallback_title(parsed: Parsed, limit: int = 90) -> str:
    """A headline for a text that has none: its first sentence, cut at a word."""
    first = parsed.sentences[0].text if parsed.sentences else ""
    if len(first) <= limit:
        return first
    return first[:limit].rsplit(" ", 1)[0].rstrip(" ,،;:") + "…"


def _after_dateline(claim: Claim, line: str) -> Claim:
    """A claim made of the lead's sentence starts after its dateline ("BEIRUT (AP) -"
    tells where and who wrote it, not what the source said)."""
    words = re.findall(r"\w+", line)
    head = re.compile(r"^\W*" + r"\W+".join(map(re.escape, words)) + r"(?!\w)\W*")
    text = head.sub("", claim.text, count=1)
    return replace(claim, text=text) if text and text != claim.text else claim


def analyze(doc: Document, max_words: int = 0, max_seconds: float = 0) -> Analysis:
    """Analyze one document within the budget (0: no limit). A language without a pack
    gets a summary and no extractions."""
    text = analysis_text(doc)
    words = count_words(text)
    kept = first_words(text, max_words) if max_words else text
    deadline = time.monotonic() + max_seconds if max_seconds else None
    parsed = parse(kept, doc.language, deadline)
    truncated = ""
    if len(parsed.text) < len(text):
        why = (f"parsing stopped at the time budget (analysis_seconds = {max_seconds:g})"
               if len(parsed.text) < len(kept) else
               f"longer than the word budget (analysis_words = {max_words})")
        truncated = (f"analyzed the first {len(parsed.text.split()):,} of {words:,} words: "
                     f"{why}")
    work = run(Work(parsed, doc.title, lang.get(doc.language)))
    from ..sources import dateline  # here: a language pack imports this package

    line = dateline(kept)
    if line:
        work.claims = tuple(_after_dateline(c, line) for c in work.claims)
    if work.failed:
        failed = (f"the {' and '.join(work.failed)} step{'s' * (len(work.failed) > 1)} failed "
                  "(an error in the service, logged); their findings are missing")
        truncated = f"{truncated}; {failed}" if truncated else failed
    return Analysis(id=doc.id, source=doc.path, title=doc.title or fallback_title(parsed),
                    language=doc.language, words=words, truncated=truncated,
                    summary=work.summary, people=work.people,
                    organizations=work.organizations, places=work.places,
                    claims=work.claims, figures=work.figures,
                    responsibility=work.responsibility)
