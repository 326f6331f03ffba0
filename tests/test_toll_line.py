"""A story's toll in one line (``view.toll_line``), as the web's list of stories and
``reports stories`` show it: the range when sources differ, the agreed qualifier, the
words when no source gives a number, the group counted in the reader's words."""

from __future__ import annotations

from reports.model import Report, Tally
from reports.view import toll_line


def report(value: float, text: str, approx: str = "", lang: str = "en", subject: str = "",
           high: float | None = None) -> Report:
    return Report("a1", "Wire", lang, "2026-01-01", text, f"{text} people were killed",
                  value=value, high=high, approx=approx, subject=subject)


def test_sources_that_differ_give_a_range_low_to_high():
    t = Tally("killed", "", (report(43, "43"), report(28, "28")))
    assert toll_line(t, "en") == "28–43 killed"
    # inside Arabic the range is an isolate, so it still reads 28 to 43
    assert toll_line(t, "ar") == "\u206628–43\u2069 قتلى"


def test_sources_that_agree_give_one_number_with_the_lead_qualifier():
    t = Tally("killed", "", (report(28, "at least 28", "at least"), report(28, "28", high=28)))
    assert toll_line(t, "en") == "at least 28 killed"  # not "28–28"
    assert toll_line(t, "ar") == "\u206628\u2069 قتلى"  # the English qualifier is not shown


def test_one_source_giving_a_range_keeps_it():
    assert toll_line(Tally("killed", "", (report(20, "20 to 30", high=30),)), "en") == \
        "20–30 killed"


def test_only_words_show_the_words_of_the_reader_language():
    t = Tally("killed", "", (report(100, "مئات", "مئات", lang="ar"),
                             report(100, "hundreds", "hundreds")))
    assert toll_line(t, "en") == "hundreds killed"  # never "100 killed"
    assert toll_line(t, "ar") == "مئات قتلى"


def test_the_group_counted_is_never_dropped():
    soldiers = Tally("killed", "جنود", (report(5, "5", lang="ar", subject="جنود"),))
    assert toll_line(soldiers, "en") == "5 killed (soldiers)"  # the pack's gloss
    own = Tally("killed", "جنود", (report(5, "5", lang="ar", subject="جنود"),
                                   report(5, "five", subject="troops")))
    assert toll_line(own, "en") == "5 killed (troops)"  # a source's own English words
    unknown = Tally("killed", "قبيلة الزبيدات", (report(5, "5", lang="ar", subject="x"),))
    assert toll_line(unknown, "en") == "5 killed (قبيلة الزبيدات)"  # else as written
