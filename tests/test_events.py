"""The event an article reports (reports.events): kind, country, places, day, toll."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from reports import events
from reports.model import Analysis, Article, Entity, Figure


def article(title: str, summary: tuple[str, ...] = (), lang: str = "en", places=(),
            figures=(), published: str | None = "2016-07-03") -> Article:
    a = Analysis(id="x", source="x.txt", title=title, language=lang, summary=summary,
                 places=tuple(places), figures=tuple(figures))
    return Article(analysis=a, sources=("x.txt",), first_seen=datetime(2026, 12, 1, tzinfo=UTC),
                   published=published)


def place(name: str, country: str, lat: float, lon: float, sentences=(0,), mentions=1) -> Entity:
    return Entity(name=name, kind="place", mentions=mentions, country=country, lat=lat,
                  lon=lon, sentences=tuple(sentences))


def killed(value: float, sentence_index: int) -> Figure:
    return Figure(value=value, unit="people", what="killed", approx="", text=str(value),
                  sentence="", sentence_index=sentence_index, measure="killed")


@pytest.mark.parametrize(("lang", "title", "kind"), [
    ("en", "Car bomb kills 11 near police bus in Istanbul", "attack"),
    ("en", "Gunmen storm cafe, take hostages", "attack"),
    ("en", "Airliner crashes into the sea with 66 on board", "crash"),
    ("en", "Strong earthquake hits coast, dozens dead", "disaster"),
    ("en", "Voters go to the polls in presidential election", "election"),
    ("en", "Britain votes to leave the EU in referendum", "referendum"),
    ("en", "Army faction attempts coup, jets over the capital", "coup"),
    ("en", "Protesters storm parliament", "protest"),
    ("en", "Mutinous officers say they have toppled the elected president", "coup"),
    ("en", "Junta names a general as interim leader after overthrowing the elected government",
     "coup"),
    ("en", "Two passenger trains collide, killing 21", "crash"),
    ("ar", "مقتل 24 في تصادم قطارين في صعيد مصر", "crash"),
    ("ar", "مقتل 11 في تفجير سيارة مفخخة قرب حافلة للشرطة", "attack"),
    ("ar", "تحطم طائرة ركاب في البحر وعلى متنها 66 شخصا", "crash"),
    ("ar", "زلزال قوي يضرب الساحل ويوقع عشرات القتلى", "disaster"),
    ("ar", "الناخبون يدلون بأصواتهم في الانتخابات الرئاسية", "election"),
    ("ar", "نتيجة الاستفتاء تهز الأسواق", "referendum"),
    ("ar", "فشل محاولة الانقلاب العسكري", "coup"),
    ("ar", "متظاهرون يقتحمون البرلمان", "protest"),
    ("en", "Minister meets his counterpart", ""),
])
def test_kind_from_the_headline_and_lead(lang: str, title: str, kind: str) -> None:
    assert events.of(article(title, lang=lang)).kind == kind


def test_the_day_the_lead_names_and_the_publication_day() -> None:
    # 3 July 2016 was a Sunday
    assert events.of(article("t", ("The blast struck on Friday night.",))).day == date(2016, 7, 1)
    assert events.of(article("t", ("It happened yesterday.",))).day == date(2016, 7, 2)
    assert events.of(article("t", ("وقع الانفجار أمس في السوق.",), lang="ar")).day == date(2016, 7, 2)
    assert events.of(article("t", ("وقع الانفجار يوم الجمعة.",), lang="ar")).day == date(2016, 7, 1)
    assert events.of(article("t", ("Nothing dated here.",))).day == date(2016, 7, 3)
    # no publication date: the day the file was first seen
    undated = events.of(article("t", published=None))
    assert undated.day == undated.published == date(2026, 12, 1)


@pytest.mark.parametrize(("lang", "lead", "rest", "day", "night"), [
    # 3 July 2016 was a Sunday: "Saturday night" is 2 July
    ("en", "Gunmen attacked a cafe late on Saturday.", (), 2, 2),
    ("en", "Gunmen attacked a cafe on Saturday evening.", (), 2, 2),
    ("en", "Soldiers tried to seize power overnight.", (), 2, 2),
    ("en", "Soldiers tried to seize power last night.", (), 2, 2),
    ("en", "Police raided a flat on Saturday.", (), 2, None),
    ("ar", "هاجم مسلحون مقهى مساء السبت.", (), 2, 2),
    ("ar", "وقع الانفجار ليلة السبت في السوق.", (), 2, 2),
    ("ar", "وقع الانفجار يوم السبت ليلاً في السوق.", (), 2, 2),
    ("ar", "حاول جنود الاستيلاء على السلطة الليلة الماضية.", (), 2, 2),
    ("ar", "وقع الانفجار يوم السبت في السوق.", (), 2, None),
    # a lead that names no day keeps the publication day; a later sentence may name the
    # evening or night of that day or the day before, never a plain day, nor a night
    # days earlier
    ("en", "The president declared a state of emergency.",
     ("He called Saturday night's attacks a horror.",), 3, 2),
    ("ar", "أعلن الرئيس حالة الطوارئ.", ("وقال شاهد إن المسلحين هاجموا مساء السبت المسرح.",), 3, 2),
    ("en", "The president declared a state of emergency.", ("He spoke on Saturday.",), 3, None),
    ("en", "The president declared a state of emergency.", ("Rebels attacked on Thursday night.",),
     3, None),
    # the lead's own day first: what followed a night's event
    ("en", "The coup crumbled on Sunday.", ("It began late Saturday.",), 3, None),
])
def test_the_evening_or_night_of_a_day(lang: str, lead: str, rest: tuple[str, ...], day: int,
                                       night: int | None) -> None:
    e = events.of(article("t", (lead, *rest), lang=lang))
    assert (e.day, e.night) == (date(2016, 7, day), night and date(2016, 7, night))


def test_main_day_the_night_before_the_morning_after() -> None:
    night = events.of(article("t", ("The president declared a state of emergency.",
                                    "Gunmen attacked a theatre on Saturday evening.")))
    after = events.of(article("t", ("The president declared a state of emergency.",)))
    assert events.main_day([night, after, after]) == date(2016, 7, 2)
    # "overnight" alone straddles midnight: the night before only when a report names it
    overnight = events.of(article("t", ("Soldiers tried to seize power overnight.",)))
    named = events.of(article("t", ("The coup crumbled on Sunday.", "Violence erupted on Saturday.")))
    sunday = events.of(article("t", ("A bomb went off on Sunday in the market.",)))
    assert events.main_day([overnight, sunday, sunday]) == date(2016, 7, 3)
    assert events.main_day([overnight, overnight, sunday, sunday]) == date(2016, 7, 3)
    assert events.main_day([overnight, named, after]) == date(2016, 7, 2)
    ar_night = events.of(article("t", ("أعلن الرئيس حالة الطوارئ.", "وقال شاهد إن المسلحين هاجموا مساء السبت المسرح."),
                                 lang="ar"))
    ar_after = events.of(article("t", ("أعلن الرئيس حالة الطوارئ.",), lang="ar"))
    assert events.main_day([ar_night, ar_after, after]) == date(2016, 7, 2)
    # the most voted day, the earliest of a tie
    assert events.main_day([sunday, after]) == date(2016, 7, 3)
    assert events.main_day([]) is None


def test_country_of_the_headline_first_and_a_city_over_a_country() -> None:
    # the headline names the UK; the body names the US more often
    brexit = article("Sterling falls as UK votes to leave", places=[
        place("UK", "GB", 51.5, -0.1, sentences=(0, 9)),
        place("U.S.", "US", 38.9, -77.0, sentences=(4, 5, 6, 7, 8, 9))])
    assert events.of(brexit).country == "GB"
    # "Ukrainians among the dead": a country named beside the city the attack was in
    airport = article("t", places=[place("Ukraine", "UA", 50.4, 30.5, sentences=(1,)),
                                   place("Istanbul", "TR", 41.0, 29.0, sentences=(1,))])
    assert events.of(airport).country == "TR"


def test_a_dateline_is_not_the_place_of_the_event() -> None:
    e = events.of(article("t", places=[place("NEW DELHI", "IN", 28.6, 77.2, sentences=(1,)),
                                       place("Kishoreganj", "BD", 24.4, 90.8, sentences=(1,))]))
    assert [p.name for p in e.places] == ["Kishoreganj"]


def test_an_arabic_dateline_is_not_the_place_of_the_event() -> None:
    """"إسلام آباد - أ ف ب: ..." says where the report was filed; a city the first sentence
    names after the dateline is still a place of the event."""
    lead = "إسلام آباد - أ ف ب: قتل 19 شخصا في انفجار في سوق بمدينة كويتا."
    e = events.of(article("t", summary=(lead,), lang="ar", places=[
        place("إسلام آباد", "PK", 33.7, 73.0, sentences=(1,)),
        place("كويتا", "PK", 30.2, 67.0, sentences=(0, 1))]))
    assert [p.name for p in e.places] == ["كويتا"]
    # named again later, the filing city is a place of the report like any other
    e = events.of(article("t", summary=(lead,), lang="ar", places=[
        place("إسلام آباد", "PK", 33.7, 73.0, sentences=(1, 4))]))
    assert [p.name for p in e.places] == ["إسلام آباد"]


def test_the_toll_is_read_from_the_lead_not_the_background() -> None:
    e = events.of(article("t", figures=[killed(24, 1), killed(1500, 9)]))
    assert e.toll == 24


def test_two_reports_of_one_event_and_a_decoy() -> None:
    baghdad = place("Baghdad", "IQ", 33.34, 44.40)
    karrada = place("الكرادة", "IQ", 33.30, 44.42)
    en = events.of(article("Suicide bombing kills 120 in Baghdad", places=[baghdad],
                           figures=[killed(120, 1)]))
    ar = events.of(article("مقتل 75 في تفجير انتحاري في الكرادة", lang="ar", places=[karrada],
                           figures=[killed(75, 1)], published="2016-07-04"))
    same, facts = events.compare(en, ar)
    assert same and "attack" in facts and "IQ" in facts and "toll 120 ~ 75" in facts
    may = events.of(article("Car bomb kills 64 in Baghdad market", places=[baghdad],
                            figures=[killed(64, 1)], published="2016-05-11"))
    assert not events.compare(en, may)[0]  # the same city and kind, seven weeks earlier
