"""Figures: values, qualifiers, what they count, and the numbers that are not figures."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import seed
from reports import render, sources, view
from reports.analysis import analysis_text
from reports.analysis.figures import MEASURE_KEYS
from reports.analysis.nlp import parse
from reports.analysis.steps import analyze_parsed
from reports.config import Settings
from reports.labels import labels
from reports.lang.en import figures as en_figures
from reports.model import Analysis, Article, Briefing, Figure


def _figs(text: str, language: str = "en") -> tuple[Figure, ...]:
    return analyze_parsed(parse(text, language), until="figures").figures


def _by_value(figs: tuple[Figure, ...]) -> dict[float, Figure]:
    return {f.value: f for f in figs}


@pytest.fixture(scope="module")
def seed002() -> tuple[Figure, ...]:
    doc = sources.read(seed("002"))
    return analyze_parsed(parse(analysis_text(doc), doc.language), until="figures").figures


def test_seed_002_counts_with_qualifiers(seed002):
    got = _by_value(seed002)
    assert {4500, 1500, 350, 24, 10} <= set(got)
    assert got[4500].approx == "around"
    assert "personnel" in got[4500].what and "defected" in got[4500].what
    assert got[4500].unit == "people"
    assert got[4500].text == "around 4,500"
    assert "4,500 army personnel" in got[4500].sentence
    assert got[1500].approx == "more than"
    assert got[24].approx == "at least"
    assert got[10].unit == "years"


def test_seed_002_no_gallery_counters_or_link_headlines(seed002):
    values = [f.value for f in seed002]
    assert 5 not in values  # "5 of 5 |"
    assert 1 not in values and 2 not in values
    assert values.count(10) == 1  # "• Syria Security Forces Kill 10 ..." is a related link
    assert len(values) == 5


def test_years_dates_times_ordinals_labels_are_not_figures():
    text = ("Since 1997 the office has closed 10 posts. The plan runs between 2005 and 2008. "
            "On May 15 at 10:30 the fourth meeting opened under Article 5 of the G8 rules. "
            "It was World War Two. He left three years ago.")
    assert [f.value for f in _figs(text)] == [10]


def test_money_scales_and_currencies():
    text = ("Brown called for a pounds 5.5bn (dollars 10bn) plan. It would save $300m and "
            "£6m a year, or 3.5 per cent of the total.")
    got = _by_value(_figs(text))
    assert got[5_500_000_000].unit == "GBP"
    assert got[10_000_000_000].unit == "USD"
    assert got[300_000_000].unit == "USD"
    assert got[6_000_000].unit == "GBP"
    assert got[3.5].unit == "percent"


def test_spelled_numbers_need_something_countable():
    text = ("Nine embassies will close and six million lives could be saved. "
            "He made two basic points. Two of them held me and two others held my legs.")
    got = _by_value(_figs(text))
    assert set(got) == {9, 6_000_000}
    assert got[6_000_000].unit == "people"


def test_repeats_reported_once_but_distinct_counts_kept():
    text = ("Brown calls for pounds 5.5bn Aids fund\n\nBrown wants a pounds 5.5bn fund. "
            "Six men attacked him. \"Six men managed to grab me,\" he said. "
            "Two of the British men were freed. The other two men were released.")
    values = [f.value for f in _figs(text)]
    assert values.count(5_500_000_000) == 1
    assert values.count(6) == 1
    assert values.count(2) == 2


def test_ages_of_people():
    got = _by_value(_figs("Mr Davies, 60, said the mugging occurred 100 yards away."))
    assert got[60].unit == "years" and "Davies" in got[60].what
    assert got[100].unit == "yards"


def test_arabic_indic_digits_and_qualifier():
    text = "وصل عدد المنشقين إلى نحو ٤٥٠٠ جندي منشق في دمشق وحدها."
    (fig,) = _figs(text, "ar")
    assert fig.value == 4500
    assert fig.approx == "نحو"
    assert fig.unit == "people"
    assert fig.text == "٤٥٠٠"


def test_arabic_number_words_and_labels():
    text = ("أكد الملازم أحمد خلف، وهو ضابط في الفرقة 15، أن قادة الأفرع الأمنية السبعة عشر "
            "يتحكمون في الأمور. وقتلت القوات محتجين اثنين وأصابت 12 في عام 2011.")
    got = _by_value(_figs(text, "ar"))
    assert set(got) == {17, 2, 12}
    assert got[17].text == "السبعة عشر"


def test_arabic_scales_spaced_decimals_and_percent():
    text = ("بلغت الاستثمارات 28. 797 مليار دولار بما نسبته 75. 8% وارتفعت إلى 38 مليارا. "
            "وستخفض إنتاجها بنسبة خمسة في المائة في غضون عامين، والمدينة يسكنها 700 ألف نسمة.")
    got = _by_value(_figs(text, "ar"))
    assert set(got) == {28_797_000_000, 75.8, 38_000_000_000, 5, 2, 700_000}
    assert got[28_797_000_000].unit == "USD"
    assert got[38_000_000_000].unit == "USD"  # currency carried from the same sentence
    assert got[75.8].unit == "percent" and got[5].unit == "percent"
    assert got[2].unit == "years"


def test_arabic_decimals_with_ra_for_their_point_read_as_seen_right_to_left():
    """"73ر51 %" is 51.73 percent: the press that writes "ر" for the decimal point keeps the
    digits in the order a reader sees them, right to left; the text stays as written."""
    text = ("فاز المرشح بنسبة 62ر54 % مقابل 38ر45 % لمنافسه، وأغلق المؤشر عند 5ر1302 نقطة "
            "وجمعت الشركة 25ر3 مليار دولار.")
    got = _by_value(_figs(text, "ar"))
    assert set(got) == {54.62, 45.38, 1302.5, 3_250_000_000}, got
    assert got[54.62].unit == "percent" and got[54.62].text == "62ر54 %"
    assert got[3_250_000_000].unit == "USD"


def test_arabic_dates_and_weekdays_are_not_figures():
    text = "ارتفعت الأسعار الاثنين في 14 يوليو / تموز بعد أن بدأ الهجوم قبل ستة أيام عام 2005."
    assert _figs(text, "ar") == ()


# -- bad input never breaks an article ------------------------------------------------

_PIECES = (
    list("0123456789") + list("٠١٢٣٤٥٦٧٨٩") + [".", ",", " ", "\u00a0", "\u2009", "\u202f", "،",
                                                "٫", "-", "–", "%", "$", "£", "/", ":"]
    + list("ابتثجحخدذرسشصضطظعغفقكلمنهوي") + ["ال", "ألف", "مليون", "مائة", "عشرات", "و", "نحو"]
    + ["one", "two", "half", "a", "an", "quarter", "of", "and", "million", "billion", "dozen",
       "dozens", "hundred", "hundreds", "thousands", "tens", "between", "to", "from", "no",
       "fewer", "than", "or", "more", "people", "killed", "bn", "m", "k", "lakh", "th", "year"]
)
_NOISE = st.lists(st.sampled_from(_PIECES), min_size=1, max_size=30).map(
    lambda parts: "".join(p if len(p) == 1 else f" {p} " for p in parts))


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=_NOISE, language=st.sampled_from(["en", "ar"]))
def test_figures_never_raise_on_noise(text, language):
    """Random digits, dots, commas, spaces of every width, Arabic letters and digits and
    English number words: the figures step (the English one and the shared extract
    under the Arabic one) returns figures, never an exception."""
    figs = analyze_parsed(parse(text, language), until="figures").figures
    for f in figs:
        assert f.value == f.value  # not NaN
        assert f.high is None or f.high > f.value


@settings(max_examples=2000, deadline=None)
@given(text=_NOISE)
def test_english_number_reader_never_raises(text):
    for n in en_figures.numbers(text):
        assert 0 <= n.start < n.end <= len(text)


def test_dotted_numbers_never_lose_the_article():
    """Dates and addresses written with dots are no figures and break nothing: the
    other figures of the article are still read (Arabic and English)."""
    ar = ("نشر التقرير في 12.05.2020 من العنوان 192.168.1.2 وقتل 30 مدنيا. "
          "وأصيب 12 شخصا في الهجوم.")
    assert 12 in [f.value for f in _figs(ar, "ar")]
    en = "The log dated 12.05.2020 came from 192.168.1.2. Later 30 civilians were killed."
    assert [f.value for f in _figs(en)] == [30]


# -- figures in the digest ------------------------------------------------------------

def _digest(text: str, lang: str = "en"):
    """A one-article digest of ``text``: its view model, HTML and Markdown."""
    figs = _figs(text)
    a = Analysis(id="f1", source="f1.txt", title="Storm", language="en", figures=figs,
                 summary=(text.split(". ")[0],))
    when = datetime(2026, 11, 30, 8, tzinfo=UTC)
    b = Briefing(title="T", kind="digest", period_start=when, period_end=when,
                 generated=when, articles=(Article(a, ("f1.txt",), when),), lang=lang)
    settings = Settings(templates="/nonexistent")
    ctx = view.build(b, settings)
    return ctx, render.render_html(b, settings), render.render_markdown(b, settings)


STORM = ("Between 20 and 30 villagers were killed when the storm hit. "
         "The waves reached 650 feet and 1,200 homes were destroyed.")


def test_digest_shows_ranges_and_no_distance_among_key_figures():
    assert all(labels("en").get(f"measure_{k}") for k in MEASURE_KEYS)  # every key named
    ctx, html, md = _digest(STORM)
    (story,) = ctx["stories"]
    rows = {r.value: r for r in story.figures}
    assert rows[20].main.shown == "20–30" and rows[20].measure == "killed"
    assert rows[20].label == ""  # the source's own words already say it, in the reader's
    assert rows[650].measure == "distance"
    assert 650 not in [r.value for r in story.key_figures]  # a distance is no key figure
    assert "20–30" in html and "20–30" in md


def test_digest_names_the_measure_in_the_readers_language():
    words = labels("ar")  # an English article in an Arabic digest
    ctx, html, md = _digest(STORM, lang="ar")
    (story,) = ctx["stories"]
    rows = {r.value: r for r in story.figures}
    assert rows[20].label == words["measure_killed"]
    assert f'<span class="measure" lang="ar" dir="rtl">{words["measure_killed"]}</span>' in html
    assert f'{words["measure_killed"]}: ' in md and rows[20].main.what in html


def test_others_after_a_partitive_are_of_its_group():
    """"One of the attackers was killed, and three others were arrested": the others are
    attackers; "two policemen were killed and six others wounded": people at large."""
    figs = _by_value(_figs("One of the gunmen also was killed, and three others were "
                           "arrested at the scene. Two policemen were killed and six others "
                           "were wounded."))
    assert (figs[3].measure, figs[3].subject) == ("arrested", "gunmen")
    assert figs[6].subject == "others"


def test_bombers_who_blew_themselves_up_are_dead():
    """"blew themselves up", also as the second verb of its subject: they died."""
    figs = _by_value(_figs("Three suicide bombers opened fire then blew themselves up at the "
                           "airport. Two gunmen blew themselves up."))
    assert figs[3].measure == figs[2].measure == "killed"


def test_a_part_of_a_group_is_what_its_own_clause_says():
    """"two of its bombers had blown themselves up": the two died; "two of the gunmen
    killed five people": the two did the killing and are no toll."""
    figs = _by_value(_figs("Islamic State said two of its suicide bombers had blown "
                           "themselves up near the shrine. Three of the gunmen killed five "
                           "people at the market."))
    assert (figs[2].measure, figs[2].subject) == ("killed", "suicide bombers")
    assert figs[3].measure != "killed" and figs[5].measure == "killed"
