"""What changed since the last briefing: new stories, stories with new sources or
languages, tolls that changed ("toll rose from 18 to 75"), new claims by people already
in the story.

A digest covers the articles first seen in its period, so a follow-up report lands in a
later digest than the first report of its event. ``since`` finds, for each story of the
current briefing, the story of the previous briefing it continues: one sharing an
article, or one whose articles report the same event (``events.compare``, the test that
makes stories). The previous briefing is the last digest recorded before this one, of
the same schedule when there is one (``previous``), read back from its JSON file.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

from . import events
from .lang import fold
from .model import Article, Briefing, Figure, Story, StoryChange, is_vague
from .stories.facts import close, kept, source_tolls

log = logging.getLogger(__name__)


def previous(store, before: datetime, schedule: str | None = None) -> Briefing | None:
    """The digest whose period began last before ``before`` (of ``schedule`` when given),
    read from its JSON file; a digest whose file is gone or unreadable is passed over
    (logged: a missing history never stops a digest)."""
    recs = [r for r in store.digests(limit=None)
            if r.period_start < before and (not schedule or r.schedule == schedule)]
    for rec in sorted(recs, key=lambda r: (r.period_start, r.created), reverse=True):
        path = rec.files.get("json")
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8")) if path else {}
            if data.get("digest", {}).get("kind", "digest") == "digest":
                return Briefing.from_dict(data, rec.lang)
        except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
            log.warning("digest %s unreadable (%s): changes are marked against an older one",
                        path, exc)
    return None


def since(last: Briefing | None, current: Briefing) -> tuple[StoryChange, ...]:
    """Each story of ``current`` as new, updated or the same as in ``last``."""
    if last is None:
        return ()
    old_arts = {a.id: a for a in last.articles}
    cur_arts = {a.id: a for a in current.articles}
    old_events = {s.id: [events.of(old_arts[i]) for i in s.article_ids if i in old_arts]
                  for s in last.stories}
    out = []
    for st in current.stories:
        mine = [cur_arts[i] for i in st.article_ids if i in cur_arts]
        before = _continued(st, mine, last.stories, old_events)
        if before is None:
            out.append(StoryChange(st.id, "new"))
            continue
        was = [old_arts[i] for i in before.article_ids if i in old_arts]
        new = tuple(a.id for a in mine if a.id not in old_arts)
        langs = tuple(sorted({a.analysis.language for a in mine}
                             - {a.analysis.language for a in was}))
        tolls = _toll_changes(was, mine)
        claims = _new_claims(was, mine)
        status = "updated" if new or langs or tolls or claims else "same"
        out.append(StoryChange(st.id, status, before.id, new, langs, tolls, claims))
    return tuple(out)


def _continued(story: Story, articles: Sequence[Article], old: Sequence[Story],
               old_events: dict[str, list[events.Event]]) -> Story | None:
    """The story of the last briefing this one continues: one sharing an article, else
    one with an article reporting the same event as one of this story's."""
    for s in old:
        if set(s.article_ids) & set(story.article_ids):
            return s
    mine = [events.of(a) for a in articles]
    for s in old:
        if any(events.compare(x, y)[0] for x in mine for y in old_events[s.id]):
            return s
    return None


def _latest_tolls(articles: Sequence[Article]) -> dict[str, float]:
    """The toll of each measure of people at large as the newest report gives it, among
    the reports ``linking`` keeps for a tally (no "dozens", no count of something else)."""
    by: dict[str, list[tuple[Article, Figure]]] = {}
    for a in articles:
        for (measure, subject), f in source_tolls(a).items():
            if not subject and not is_vague(f.text, f.approx):
                by.setdefault(measure, []).append((a, f))
    order = {a.id: k for k, a in enumerate(articles)}  # of one day and time: the later given
    return {m: max(kept(items), key=lambda af: (af[0].day, af[0].first_seen,
                                                  order[af[0].id]))[1].value
            for m, items in by.items()}


def _toll_changes(was: Sequence[Article], now: Sequence[Article]
                  ) -> tuple[tuple[str, float, float], ...]:
    """(measure, was, now) for each toll the newest report gives differently."""
    before, after = _latest_tolls(was), _latest_tolls([*was, *now])
    return tuple((m, before[m], v) for m, v in after.items()
                 if m in before and not close(v, before[m]))


def _new_claims(was: Sequence[Article], now: Sequence[Article]) -> tuple[str, ...]:
    """Speakers of the earlier reports who are quoted saying something new."""
    old = {(fold(c.speaker), fold(c.text)) for a in was for c in a.analysis.claims}
    speakers = {s for s, _ in old}
    out = []
    for a in now:
        for c in a.analysis.claims:
            key = (fold(c.speaker), fold(c.text))
            if key[0] in speakers and key not in old and c.speaker not in out:
                out.append(c.speaker)
    return tuple(out)
