"""Outlets and bylines: each article is shown by the source readers know (a site, an
agency, front matter), never by a folder, and credit lines are recorded as bylines,
cut from the analyzed text, so reporters and editors never become people of the news."""

from __future__ import annotations

import json
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from conftest import seed_briefing
from reports import view
from reports.model import Analysis, Article
from reports.sources import credit_names, dateline, dateline_outlet, read
from reports.store import Store

BODY = ("Officials said at least 40 people were killed in the attack on the market, "
        "which was crowded with shoppers before the holiday, and that dozens more were hurt.")


def write(tmp_path: Path, name: str, text: str) -> Path:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p


# --------------------------------------------------------------------------- outlets


def test_txt_outlet_is_the_datelines_agency(tmp_path):
    doc = read(write(tmp_path, "a.txt", f"Blast kills 40 in Baghdad\n\nBAGHDAD (Reuters) - {BODY}\n"))
    assert doc.outlet == "Reuters"
    assert doc.text.startswith("BAGHDAD (Reuters) - ")  # the dateline itself stays


def test_txt_without_credit_is_known_by_its_file_name_not_its_folder(tmp_path):
    doc = read(write(tmp_path, "002_c3df465974cf283c.txt", f"Blast kills 40\n\n{BODY}\n"))
    assert doc.outlet == "002_c3df465974cf283c.txt"
    assert str(tmp_path) not in doc.outlet


@pytest.mark.parametrize(("opening", "outlet"), [
    ("(CNN) — ", "CNN"),
    ("WASHINGTON (AP) — ", "AP"),
    ("CAIRO, May 19 (Reuters) - ", "Reuters"),
    ("BEIRUT - Reuters - ", "Reuters"),
    ("PARIS (AFP) - ", "AFP"),
    ("بغداد (رويترز) - ", "رويترز"),
    ("القاهرة (أ ف ب) - ", "أ ف ب"),
    ("دمشق - وكالة الأنباء السورية: ", "وكالة الأنباء السورية"),
    ("مايدوغوري (نيجيريا) - أ ف ب: ", "أ ف ب"),  # the country in brackets after the place
])
def test_dateline_credits(opening, outlet):
    assert dateline_outlet([opening + BODY]) == outlet
    assert dateline(f"Headline\n\n{opening}{BODY}") == opening.strip()


@pytest.mark.parametrize("paragraph", [
    f"Syrian state news agency (SANA) - {BODY}",  # a mention, not a dateline
    f"The figures were confirmed to the agency (AFP) by the police. {BODY}",
    f"BAGHDAD {BODY}",
    "اقتحم انصار رجل الدين مقتدى الصدر اليوم (الجمعة)، مكتب رئيس الوزراء.",
    f"BAGHDAD (Getty Images) - {BODY}",  # a picture desk is not an outlet
])
def test_agency_mentions_that_are_no_dateline_give_no_outlet(paragraph):
    assert dateline_outlet([paragraph]) == "" and dateline(paragraph) == ""


def test_a_claim_quoting_the_lead_starts_after_its_dateline(tmp_path):
    """"BEIRUT (AP) - Police fired tear gas ..., the Red Cross said": what the Red Cross
    said is the sentence without "BEIRUT (AP)"."""
    from reports.analysis import analyze

    f = tmp_path / "a.txt"
    f.write_text("Tear gas in Beirut\n\nBEIRUT (AP) - Police fired tear gas at hundreds of "
                 "protesters outside parliament on Friday, the Lebanese Red Cross said.\n\n"
                 "Roads were closed for hours.\n", encoding="utf-8")
    (claim,) = analyze(read(f)).claims
    assert claim.text.startswith("Police fired tear gas") and "BEIRUT" in claim.sentence


def test_markdown_front_matter_source_is_the_outlet(tmp_path):
    text = (f"---\ntitle: Blast kills 40\nsource: The Daily Example\nauthor: Jane Doe\n---\n\n"
            f"BAGHDAD (Reuters) - {BODY}\n")
    doc = read(write(tmp_path, "a.md", text))
    assert doc.outlet == "The Daily Example"  # the file's own word beats the dateline
    assert doc.bylines == ("Jane Doe",)
    for key in ("outlet", "publisher"):
        other = read(write(tmp_path, f"{key}.md", f"---\n{key}: Example Times\n---\n\n{BODY}\n"))
        assert other.outlet == "Example Times"


def test_html_site_name_and_json_ld_publisher(tmp_path):
    page = ("<html><head><title>Blast kills 40 | Example News</title>"
            '<meta property="og:site_name" content="Example News">'
            '<meta name="author" content="By Jane Doe">'
            "</head><body><article><h1>Blast kills 40</h1>"
            f"<p>{BODY}</p><p>{BODY} Rescuers searched the rubble.</p></article></body></html>")
    doc = read(write(tmp_path, "a.html", page))
    assert doc.outlet == "Example News"
    assert doc.title == "Blast kills 40"
    assert "Jane Doe" in doc.bylines
    ld = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": "Blast",
          "publisher": {"@type": "Organization", "name": "Example Wire"},
          "author": [{"@type": "Person", "name": "John Roe"}]}
    page = ("<html><head><title>Blast kills 40</title>"
            f'<script type="application/ld+json">{json.dumps(ld)}</script>'
            f"</head><body><article><h1>Blast kills 40</h1><p>{BODY}</p>"
            f"<p>{BODY} Rescuers searched.</p></article></body></html>")
    doc = read(write(tmp_path, "b.html", page))
    assert doc.outlet == "Example Wire"
    assert doc.bylines == ("John Roe",)
    page = ('<html><head><link rel="canonical" href="https://www.example.org/news/1">'
            '<meta name="publisher" content="https://www.facebook.com/examplenews">'
            f"</head><body><h1>Blast</h1><p>{BODY}</p></body></html>")
    assert read(write(tmp_path, "c.html", page)).outlet == "example.org"


# --------------------------------------------------------------------------- bylines


@pytest.mark.parametrize(("line", "names"), [
    ("By Dominic Evans", ["Dominic Evans"]),
    ("By Jane Doe and John Roe", ["Jane Doe", "John Roe"]),
    ("By JANE DOE, Reuters", ["JANE DOE"]),
    ("By Jane Doe | Political Correspondent | June 3, 2016", ["Jane Doe"]),
    ("Reporting by Jane Doe; Writing by John Roe; Editing by Lincoln Feast",
     ["Jane Doe", "John Roe", "Lincoln Feast"]),
    ("(Additional reporting by Saif Hameed in Baghdad and Ali Abdelaty in Cairo; Writing by "
     "Stephen Kalin; Editing by Ralph Boulton and Dominic Evans)",
     ["Saif Hameed", "Ali Abdelaty", "Stephen Kalin", "Ralph Boulton", "Dominic Evans"]),
    ("(Additional reporting by Ayla Jean Yackley and Istanbul bureau; Writing by Nick Tattersall)",
     ["Ayla Jean Yackley", "Nick Tattersall"]),
    ("Jane Doe in Cairo contributed to this report.", ["Jane Doe"]),
    ("CNN's Jane Doe, John Roe, and Ann Poe contributed to this report.",
     ["Jane Doe", "John Roe", "Ann Poe"]),
    ("Associated Press writer Jane Doe in Baghdad contributed reporting.", ["Jane Doe"]),
    ("كتب: أحمد علي", ["أحمد علي"]),
    ("كتبت - سارة محمد", ["سارة محمد"]),
    ("بقلم محمد سعيد", ["محمد سعيد"]),
    ("إعداد: خالد يوسف", ["خالد يوسف"]),
    ("تحرير: محمود حسن", ["محمود حسن"]),
    ("مراسل الحياة في بغداد", ["مراسل الحياة في بغداد"]),
])
def test_credit_lines_give_their_names(line, names):
    assert credit_names(line) == names


@pytest.mark.parametrize("line", [
    "By Tuesday, 40 people had died, the ministry said.",
    "By the end of the year, prices had doubled.",
    "By early Saturday, lawmakers were still hiding in shelters.",
    "By Monday Morning",
    "By 2020 the city had grown.",
    "Officials said Smith contributed to this report.",
    "The reporting by local media was disputed by the army.",
    "Edited by Jane Doe, the book sold a million copies.",
    "Reporting by state media said 40 people had died.",
    "كتب الرئيس في تغريدة أن الوضع خطير.",
    "تحرير الموصل من تنظيم داعش",  # "liberation", not "edited by"
    "مراسلنا يفيد بسقوط قتلى",
    "بقلمه الخاص كتب رسالة طويلة إلى الوزير.",
    # a correspondent's colon opens news as often as a name: never cut ("مراسلنا: خالد
    # يوسف" stays too; a name left in the text costs less than a sentence lost)
    "مراسل العربية: انفجار ثان يهز المدينة",
    "مراسلنا: خالد يوسف",
    "مراسل الجزيرة في غزة استشهد",
    # title-case headings, not names
    "By Hook Or By Crook, Maduro Clings On",
    "By The People, For The People",
    "By Any Means Necessary",
])
def test_sentences_that_look_like_credits_stay_text(line):
    assert credit_names(line) == []


def test_byline_lines_are_recorded_and_cut_from_the_text(tmp_path):
    text = (f"Blast kills 40 in Baghdad\n\nBy Dominic Evans\n\nBAGHDAD (Reuters) - {BODY}\n\n"
            f"By Tuesday, 40 people had died, the ministry said.\n\n"
            f"(Reporting by Kareem Raheem; Editing by Lincoln Feast)\n")
    doc = read(write(tmp_path, "a.txt", text))
    assert doc.title == "Blast kills 40 in Baghdad"
    assert doc.bylines == ("Dominic Evans", "Kareem Raheem", "Lincoln Feast")
    assert "Dominic Evans" not in doc.text and "Lincoln Feast" not in doc.text
    assert "By Tuesday, 40 people had died, the ministry said." in doc.text.split("\n\n")
    assert "By Dominic Evans" in doc.removed
    assert "(Reporting by Kareem Raheem; Editing by Lincoln Feast)" in doc.removed
    assert doc.outlet == "Reuters"


def test_a_dated_byline_still_dates_the_article(tmp_path):
    doc = read(write(tmp_path, "a.txt", f"Blast kills 40\n\nBy Jane Doe | 3 June 2016\n\n{BODY}\n"))
    assert (doc.published, doc.bylines) == ("2016-06-03", ("Jane Doe",))
    assert "Jane Doe" not in doc.text


def test_credit_at_the_end_of_the_last_paragraph_is_cut(tmp_path):
    text = f"Blast kills 40\n\n{BODY}\n\n{BODY} (Reporting by Jane Doe; Editing by John Roe)\n"
    doc = read(write(tmp_path, "a.txt", text))
    assert doc.text.endswith("dozens more were hurt.")
    assert doc.bylines == ("Jane Doe", "John Roe")


def test_arabic_bylines_are_recorded_and_cut(tmp_path):
    body = ("قتل 40 شخصا على الأقل في انفجار سيارة مفخخة في سوق شعبي وسط بغداد مساء أمس، "
            "وفق ما أفادت مصادر أمنية وطبية.")
    text = f"مقتل 40 في انفجار ببغداد\n\nكتب: أحمد علي\n\nبغداد (رويترز) - {body}\n\nبقلم محمد سعيد\n"
    doc = read(write(tmp_path, "a.txt", text))
    assert doc.language == "ar"
    assert doc.bylines == ("أحمد علي", "محمد سعيد")
    assert "أحمد علي" not in doc.text and "محمد سعيد" not in doc.text
    assert doc.outlet == "رويترز"


# --------------------------------------------------------------------------- stored, shown


def _analysis() -> Analysis:
    return Analysis(id="a" * 16, source="/in/x.txt", title="T", language="en", words=3)


def test_article_round_trips_outlet_and_bylines():
    art = Article(_analysis(), ("/in/x.txt",), datetime(2026, 1, 1, tzinfo=UTC), "2026-01-01",
                  outlet="Reuters", bylines=("Jane Doe", "John Roe"))
    text = json.dumps(art.as_dict(), ensure_ascii=False)
    again = Article.from_dict(json.loads(text))
    assert again == art
    assert json.dumps(again.as_dict(), ensure_ascii=False) == text


def test_store_keeps_outlet_and_bylines(tmp_path):
    store = Store(f"sqlite:///{tmp_path / 'r.db'}")
    store.add_article(_analysis(), "h1", "text", "/in/x.txt", 10, 1.0, outlet="Reuters",
                      bylines=("Jane Doe",))
    (art,) = store.articles()
    assert (art.outlet, art.bylines) == ("Reuters", ("Jane Doe",))
    store.close()


def test_older_database_gains_the_columns_and_old_rows_read_back_empty(tmp_path):
    db = tmp_path / "old.db"
    con = sqlite3.connect(db)
    con.execute("CREATE TABLE articles (hash VARCHAR(64) PRIMARY KEY, id VARCHAR(16) NOT NULL, "
                "title TEXT NOT NULL, language VARCHAR(8) NOT NULL, text TEXT NOT NULL, "
                "analysis TEXT NOT NULL, published VARCHAR(32), first_seen VARCHAR(32) NOT NULL)")
    con.execute("INSERT INTO articles VALUES ('h0', ?, 'T', 'en', 'text', ?, NULL, "
                "'2026-01-01T00:00:00+00:00')",
                ("a" * 16, json.dumps(_analysis().as_dict())))
    con.commit()
    con.close()
    store = Store(f"sqlite:///{db}")
    (art,) = store.articles()
    assert (art.outlet, art.bylines) == ("", ())
    src = view._article_view("1", art, "en").src
    assert src.name == "x.txt"  # the file name, never its folder
    store.close()


def test_digest_names_sources_by_outlet_and_bylines_are_nobody(tmp_path):
    story = (f"Blast kills 40 in Baghdad market\n\nBAGHDAD (Reuters) - {BODY} Prime Minister "
             "Haider al-Abadi visited the site and ordered an inquiry.\n\n"
             "(Reporting by Dominic Evans; Editing by Lincoln Feast)\n")
    _settings, store, digest = seed_briefing(tmp_path, {"reuters.txt": story.encode()})
    (art,) = [a for a in digest.articles if a.outlet == "Reuters"]
    assert art.bylines == ("Dominic Evans", "Lincoln Feast")
    people = {n for a in digest.articles for e in (*a.analysis.people, *a.analysis.organizations)
              for n in (e.name, *e.aliases)}
    assert not people & {"Dominic Evans", "Lincoln Feast", "Evans", "Feast"}
    names = {view._article_view("1", a, "en").src.name for a in digest.articles}
    assert "Reuters" in names
    assert not any("/" in n for n in names)
    store.close()


def test_a_headline_or_a_heading_is_never_a_byline(tmp_path):
    """The first line of plain text is its headline, even when it reads like a credit
    ("By Popular Demand"); a Markdown heading is a heading."""
    txt = tmp_path / "a.txt"
    txt.write_text(f"By Popular Demand\n\n{BODY}\n", encoding="utf-8")
    doc = read(txt)
    assert doc.title == "By Popular Demand" and doc.bylines == ()
    md = tmp_path / "b.md"
    md.write_text(f"# Flood kills 40\n\n## By Foot Across The Desert\n\n{BODY}\n", encoding="utf-8")
    doc = read(md)
    assert "By Foot Across The Desert" in doc.text and doc.bylines == ()


def test_odd_metadata_never_costs_the_article(tmp_path):
    """A JSON-LD block nested too deep for the parser is skipped, not the article; a path
    given as the source is no outlet (paths are private)."""
    deep = "[" * 20000 + "]" * 20000
    html = tmp_path / "a.html"
    html.write_text(f'<html><head><title>Flood kills 40</title><script type="application/ld+json">'
                    f"{deep}</script></head><body><h1>Flood kills 40</h1><p>{BODY}</p>"
                    f"</body></html>", encoding="utf-8")
    doc = read(html)
    assert "40 people were killed" in doc.text
    md = tmp_path / "b.md"
    md.write_text(f"---\nsource: /home/jane/private/clips/b.md\n---\n# Flood kills 40\n\n{BODY}\n",
                  encoding="utf-8")
    assert "/" not in read(md).outlet
