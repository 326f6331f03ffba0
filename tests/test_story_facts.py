"""A story's facts (reports.stories.facts) read from real analyses of sentences of our own:
the event day by a vote of the sources, the lead line in the reader's language."""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime

from reports import events
from reports.analysis import analyze
from reports.linking import link_entities
from reports.model import Article, Document, Story
from reports.stories import facts
from reports.text import script


def article(title: str, body: str, lang: str = "en", published: str = "2016-03-09",
            name: str = "") -> Article:
    """One article analyzed as the service analyzes a file."""
    digest = hashlib.sha256(f"{title}\n{body}".encode()).hexdigest()
    doc = Document(path=name or f"{digest[:8]}.txt", title=title, text=body, format="txt",
                   encoding="utf_8", language=lang, content_hash=digest, published=published)
    return Article(analysis=analyze(doc), sources=(doc.path,),
                   first_seen=datetime.fromisoformat(published).replace(hour=12, tzinfo=UTC),
                   published=published)


def read(group: list[Article], lang: str = "en") -> tuple[str, str]:
    """The story's day and lead, as ``linking.cluster`` reads them."""
    links = link_entities(group, lang=lang)
    ev = {a.id: events.of(a) for a in group}
    counts = facts.tallies(group, least=1)
    return facts.story_day(group, ev), facts.lead(
        group, ev, counts, facts.corroborate_figures(group, facts.tallies(group)),
        facts.group_responsibility(group, links), links, lang)


# -- the day -------------------------------------------------------------------------------

def test_the_day_is_the_sources_vote_not_a_publication_day() -> None:
    # 9 March 2016 was a Wednesday: two reports of Wednesday say "on Tuesday", a
    # follow-up two days later names no day (its own publication day is one vote)
    group = [
        article("Ferry sinks off the coast", "A ferry sank on Tuesday off the coast of Chittagong.",
                published="2016-03-09"),
        article("Ferry disaster: divers search the wreck",
                "Divers searched the wreck on Tuesday near Chittagong.", published="2016-03-09"),
        article("Families wait for news of the ferry",
                "Families waited at the port of Chittagong for news.", published="2016-03-11"),
    ]
    assert read(group)[0] == "2016-03-08"


def test_yesterday_in_arabic_and_a_tie_goes_to_the_earliest_day() -> None:
    group = [
        article("غرق عبارة قبالة السواحل", "غرقت عبارة أمس قبالة سواحل شيتاغونغ.", lang="ar",
                published="2016-03-10"),
        article("Ferry sinks", "A ferry sank off Chittagong.", published="2016-03-10"),
    ]
    assert read(group)[0] == "2016-03-09"


def test_a_story_keeps_its_day_and_lead_through_json() -> None:
    st = Story(id="s1", title="t", article_ids=("a",), languages=("en",), entity_ids=(),
               day="2016-03-08", lead="Attack in Baghdad: 12 killed")
    assert Story.from_dict(st.as_dict()) == st


# -- the lead line ------------------------------------------------------------------------

ARABIC_ONLY = [
    article("مقتل 12 شخصا في تفجير انتحاري في بغداد",
            "قتل 12 شخصا وأصيب 30 آخرون في تفجير انتحاري استهدف سوقا شعبيا في بغداد يوم الثلاثاء.",
            lang="ar", published="2016-03-09"),
    article("تفجير انتحاري يستهدف سوقا في بغداد",
            "أسفر تفجير انتحاري في سوق ببغداد عن مقتل 14 شخصا وإصابة 30 آخرين.",
            lang="ar", published="2016-03-08"),
]


def test_a_story_of_arabic_reports_has_an_english_lead() -> None:
    day, line = read(ARABIC_ONLY, "en")
    assert day == "2016-03-08"
    assert line.startswith("Attack in Baghdad: 12–14 killed, 30 wounded"), line
    assert script(line) == "latn"  # not a word of Arabic


def test_a_story_of_english_reports_has_an_arabic_lead() -> None:
    group = [
        article("Suicide bomber kills 12 at Baghdad market",
                "A suicide bomber killed 12 people and wounded 30 at a market in Baghdad on Tuesday.",
                published="2016-03-09"),
        article("Baghdad market bombing kills 14",
                "A suicide bombing at a Baghdad market killed 14 people, police said.",
                published="2016-03-08"),
    ]
    line = read(group, "ar")[1]
    assert line.startswith("هجوم في بغداد: \u206612–14\u2069 قتلى"), line
    assert script(line) == "arab"


def test_news_that_is_no_toll_leads_with_its_figure() -> None:
    group = [article("Central bank raises its main rate",
                     "The central bank raised its main interest rate to 1.5 percent on Tuesday.",
                     published="2016-03-09")]
    assert "1.5%" in read(group)[1]


def test_who_claimed_it_is_in_the_lead() -> None:
    group = [article("Islamic State claims Baghdad market bombing",
                     "Islamic State claimed responsibility for the bombing that killed 12 people "
                     "at a market in Baghdad on Tuesday.", published="2016-03-09")]
    assert "Claimed by Islamic State" in read(group)[1]
