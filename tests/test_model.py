"""The contract between stages: every record goes to JSON and back unchanged, so what a
digest file says is what the e-mail and any later reader rebuild."""

from __future__ import annotations

import json

from conftest import seed_briefing
from reports import briefing
from reports.model import Briefing


def test_digest_and_dossier_json_round_trip_losslessly(tmp_path):
    _settings, store, digest = seed_briefing(tmp_path)
    assert digest.stories and digest.entities and any(s.figures for s in digest.stories)
    assert any(r.what for s in digest.stories for f in s.figures for r in f.reports)
    assert any(r.quote for s in digest.stories for c in s.claims for r in c.reports)
    dossier = briefing.dossier(store, "Ahmed Khalef")
    assert dossier.overview and dossier.overview[0].article_id
    for b in (digest, dossier):
        text = json.dumps(b.as_dict(), ensure_ascii=False)
        again = Briefing.from_dict(json.loads(text))
        assert again == b
        assert json.dumps(again.as_dict(), ensure_ascii=False) == text
    store.close()


def test_responsibility_round_trips_and_old_analyses_still_load():
    """Per article and per story, through JSON; an analysis stored before the step
    existed (no "responsibility" key) loads with none."""
    from reports.model import (
        Analysis,
        Report,
        Responsibility,
        ResponsibilityGroup,
        Story,
    )

    said = (Responsibility("claimed", "Al-Shabab", "Al-Shabab claimed responsibility.", 7),
            Responsibility("none", "", "ولم تتبنّ أي جهة الهجوم.", 5))
    a = Analysis(id="a1", source="x.txt", title="t", language="en", responsibility=said)
    d = json.loads(json.dumps(a.as_dict(), ensure_ascii=False))
    assert d["responsibility"][0] == {"status": "claimed", "group": "Al-Shabab",
                                      "sentence": "Al-Shabab claimed responsibility.",
                                      "sentence_index": 7}
    assert Analysis.from_dict(d) == a
    del d["responsibility"]
    assert Analysis.from_dict(d).responsibility == ()
    r = Report(article_id="a1", source="AP", language="en", seen="2025-02-20",
               text="Al-Shabab", sentence=said[0].sentence, day="2025-02-20")
    st = Story(id="s1", title="t", article_ids=("a1",), languages=("en",), entity_ids=(),
               responsibility=(ResponsibilityGroup("claimed", "Al-Shabab", (r,), "o123"),))
    d = json.loads(json.dumps(st.as_dict(), ensure_ascii=False))
    assert d["responsibility"][0]["sources"] == 1
    assert Story.from_dict(d) == st
    del d["responsibility"]
    assert Story.from_dict(d).responsibility == ()
