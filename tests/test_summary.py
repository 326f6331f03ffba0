"""Extractive summary: ranked, de-duplicated, in the article's order and language."""

from __future__ import annotations

from conftest import seed
from reports import sources
from reports.analysis import analysis_text, summary
from reports.analysis.nlp import parse
from reports.analysis.steps import analyze_parsed


def _summarize(path, size: int = 4) -> tuple[tuple[str, ...], object]:
    doc = sources.read(path)
    parsed = parse(analysis_text(doc), doc.language)
    w = analyze_parsed(parsed, doc.title, until="figures")
    return summary.summarize(parsed, doc.title, w.people + w.organizations + w.places,
                             w.figures, size), parsed


def test_seed_002_summary_is_ranked_not_the_lead():
    got, parsed = _summarize(seed("002"))
    body = [s.text for s in parsed.sentences]
    assert 3 <= len(got) <= 4
    assert all(s in body for s in got)  # extractive
    assert parsed.sentences[0].text not in got  # never the headline
    assert not any(s.startswith("•") or "of 5" in s for s in got)  # no bullets or counters
    order = [body.index(s) for s in got]
    assert order == sorted(order)  # article order
    lead4 = [s.text for s in parsed.sentences[1:5]]
    assert list(got) != lead4  # not simply the first sentences
    assert any("4,500" in s or "1,500" in s for s in got)  # the figures make it in


def test_arabic_summary_stays_arabic():
    got, _ = _summarize(seed("003"), size=3)
    assert len(got) == 3
    assert all(any("\u0600" <= c <= "\u06ff" for c in s) for s in got)


def test_near_duplicates_are_not_repeated():
    text = ("Storm hits coast\n\n"
            "A powerful storm hit the northern coast on Monday, killing 12 people in three towns. "
            "A powerful storm hit the northern coast on Monday, killing 12 people in three towns "
            "officials said. "
            "Rescue teams searched collapsed homes in the port city through the night. "
            "The weather service warned that more heavy rain would fall later this week. "
            "Schools and offices across the region stayed closed while roads were cleared. "
            "Short line here.")
    parsed = parse(text, "en")
    figs = analyze_parsed(parsed, until="figures").figures
    got = summary.summarize(parsed, "Storm hits coast", (), figs, size=4)
    assert len(got) == 4
    assert sum(s.startswith("A powerful storm") for s in got) == 1
    assert "Short line here." not in got and "Storm hits coast" not in got


def test_size_and_empty_input():
    parsed = parse("Headline only", "en")
    assert summary.summarize(parsed, "Headline only", (), ()) == ()
    got, _ = _summarize(seed("000"), size=3)
    assert len(got) == 3
