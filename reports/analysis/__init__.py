"""Per-article analysis: one driver chaining the extractors.

``analyze(document)`` parses the text once (``nlp.parse``) and hands the same ``Parsed``
to each extractor: entities -> places geocoded -> claims -> figures -> summary. Each
extractor lives in its own module; per-language word lists live in ``lang/``.
"""

from __future__ import annotations

from ..model import Analysis, Document
from . import claims, entities, figures, summary
from .nlp import Parsed, parse

__all__ = ["Parsed", "analysis_text", "analyze"]

SUPPORTED = ("en", "ar")


def analysis_text(doc: Document) -> str:
    """The text extractors see: headline as its own paragraph, then the body."""
    return f"{doc.title}\n\n{doc.text}" if doc.title else doc.text


def fallback_title(parsed: Parsed, limit: int = 90) -> str:
    """A headline for a text that has none: its first sentence, cut at a word."""
    first = parsed.sentences[0].text if parsed.sentences else ""
    if len(first) <= limit:
        return first
    return first[:limit].rsplit(" ", 1)[0].rstrip(" ,،;:") + "…"


def analyze(doc: Document) -> Analysis:
    """Analyze one document. Unsupported languages get a summary and no extractions."""
    text = analysis_text(doc)
    parsed = parse(text, doc.language)
    base = dict(id=doc.id, source=doc.path, title=doc.title or fallback_title(parsed),
                language=doc.language, words=len(text.split()))
    if doc.language not in SUPPORTED:
        return Analysis(summary=summary.summarize(parsed, doc.title, (), ()), **base)
    people, orgs, places = entities.extract(parsed)
    claim_list = claims.extract(parsed, people, orgs)
    figure_list = figures.extract(parsed)
    summ = summary.summarize(parsed, doc.title, people + orgs + places, figure_list)
    return Analysis(summary=summ, people=people, organizations=orgs, places=places,
                    claims=claim_list, figures=figure_list, **base)
