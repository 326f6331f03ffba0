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
