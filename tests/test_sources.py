"""reports.sources: real files in real encodings, read back through ``read``."""

from __future__ import annotations

import hashlib
import os
import random
import socket
from pathlib import Path

import pytest

from reports import sources
from reports.model import Document
from reports.sources import SourceError, discover, read

TESTS = Path(__file__).parent
DATA = TESTS / "data" / "sources"


def seed(prefix: str) -> Path:
    """The example article whose file name starts with ``prefix``."""
    return next((TESTS.parent / "examples" / "articles").glob(f"{prefix}_*"))


ARABIC = ("انشقاق ضابط في الجيش السوري\n\n"
          "أكد الملازم السوري المنشق أحمد خلف، وهو ضابط في القوات الخاصة بالجيش السوري، "
          "أنه تلقى أوامر بتنفيذ عملية في درعا لا تستثني حتى النساء والأطفال.\n\n"
          "وأشار خلف في حديث لصحيفة الشرق الأوسط إلى اعتقاده بأن الرئيس السوري فقد "
          "السيطرة تماما على قيادات الجيش.\n")
FRENCH = ("Le gouvernement annonce des mesures contre la sécheresse\n\n"
          "Le président de la République a déclaré mercredi à la presse que l'été serait "
          "très chaud et qu'il faudrait économiser l'eau dans toutes les régions du pays.\n\n"
          "Les agriculteurs du Sud-Ouest, déjà éprouvés, réclament des aides d'urgence "
          "à l'État et une réunion rapide avec le ministre.\n")
ENGLISH = ("Storm hits the coast\n\n"
           "A powerful storm struck the northern coast on Friday, leaving thousands of homes "
           "without power, officials said.\n\n"
           "Emergency crews worked through the night to clear roads and restore electricity "
           "to the worst hit areas.\n")


def write(tmp_path: Path, name: str, data: str | bytes, encoding: str = "utf-8") -> Path:
    p = tmp_path / name
    p.write_bytes(data if isinstance(data, bytes) else data.encode(encoding))
    return p


def whole(doc: Document) -> str:
    return f"{doc.title}\n\n{doc.text}" if doc.title else doc.text


# ------------------------------------------------------------------ formats


def test_txt_first_line_is_headline_and_paragraphs_are_blank_line_separated(tmp_path):
    doc = read(write(tmp_path, "a.txt", ENGLISH))
    assert doc.format == "txt"
    assert doc.title == "Storm hits the coast"
    assert doc.text.split("\n\n") == [
        ("A powerful storm struck the northern coast on Friday, leaving thousands of homes "
        "without power, officials said."),
        ("Emergency crews worked through the night to clear roads and restore electricity "
        "to the worst hit areas.")]
    assert doc.title not in doc.text


def test_txt_without_headline_keeps_every_paragraph_in_text(tmp_path):
    body = ("The storm struck the northern coast on Friday. " * 8).strip()
    doc = read(write(tmp_path, "a.txt", f"{body}\n\nCrews worked through the night.\n"))
    assert doc.title == ""
    assert doc.text.startswith("The storm struck")
    assert doc.text.endswith("Crews worked through the night.")


def test_txt_hard_wrapped_paragraphs_are_joined(tmp_path):
    text = ("Storm hits the coast\n\n"
            "A powerful storm struck the northern coast on Friday, leaving\n"
            "thousands of homes without power, officials said on Saturday.\n\n"
            "Crews worked through the night to clear the roads and restore\n"
            "electricity.\n")
    doc = read(write(tmp_path, "a.txt", text))
    assert doc.text.split("\n\n") == [
        ("A powerful storm struck the northern coast on Friday, leaving thousands of homes "
        "without power, officials said on Saturday."),
        "Crews worked through the night to clear the roads and restore electricity."]


def test_markdown_is_plain_text_with_first_heading_as_title():
    doc = read(DATA / "article.md")
    assert doc.format == "md"
    assert doc.title == "Storm hits the northern coast"
    assert doc.published == "2011-06-11"
    paras = doc.text.split("\n\n")
    assert paras[0] == ("A powerful storm struck the northern coast on Friday, leaving "
                        "thousands of homes without power, officials said.")
    assert "Evacuations" in paras  # subheadings and list items are content
    assert "3,000 people were evacuated from the harbour district" in paras
    assert "Schools closed" in paras
    assert "Crews worked through the night." in paras
    assert "Tyre | 1,200" in paras
    for markup in ("**", "*thousands*", "](", "#", "```", "<", "https://"):
        assert markup not in doc.text
    assert "alert" not in doc.text
    assert "not article text" not in doc.text  # code blocks are not prose
    assert "Credit: AFP" not in doc.text  # image alt text is a caption
    assert "Floods in the south" not in doc.text  # a paragraph that is only a link
    assert "Floods in the south" in doc.removed


def test_markdown_inline_script_and_style_content_dropped(tmp_path):
    md = ("# Storm\n\nThe storm <script>alert(1)</script>struck the coast "
          "<style>p{color:red}</style>on Friday, officials said.\n")
    doc = read(write(tmp_path, "s.md", md))
    assert doc.text == "The storm struck the coast on Friday, officials said."


def test_markdown_front_matter_title_used_when_there_is_no_heading(tmp_path):
    md = ("---\ntitle: Storm hits the coast\ndate: 2011-06-12\n---\n\n"
          "A powerful storm struck the northern coast on Friday, officials said.\n")
    doc = read(write(tmp_path, "a.md", md))
    assert doc.title == "Storm hits the coast"
    assert doc.published == "2011-06-12"
    assert doc.text == "A powerful storm struck the northern coast on Friday, officials said."


def test_html_main_text_metadata_and_no_script_content():
    doc = read(DATA / "gallery.html")
    assert doc.format == "html"
    assert doc.title == "Storm hits the coast"
    assert doc.published == "2011-06-11"
    assert doc.language == "en"
    paras = doc.text.split("\n\n")
    assert paras[0].startswith("A powerful storm struck")
    assert paras[-1].startswith("Emergency crews worked")
    assert len(paras) == 3
    for junk in ("alert", "injected text", "color: red", "Home", "Sport", "Credit: Reuters",
                 "1 of 3", "previous", "All rights reserved"):
        assert junk not in doc.text and junk not in doc.title


def test_html_fallback_takes_h1_and_paragraphs(tmp_path):
    page = ("<html><head><title>Tiny | Site</title><script>alert(1)</script></head><body>"
            "<h1>Tiny headline</h1><p>One short paragraph about the storm.</p>"
            "<script>alert(1)</script></body></html>")
    doc = read(write(tmp_path, "t.htm", page))
    assert doc.title == "Tiny headline"
    assert doc.text == "One short paragraph about the storm."
    assert "alert" not in doc.text


def test_html_in_windows_1256_round_trips(tmp_path):
    body = ARABIC.split("\n\n")
    page = ("<html><head><meta http-equiv='Content-Type' content='text/html; "
            f"charset=windows-1256'><title>{body[0]}</title></head><body><h1>{body[0]}</h1>"
            f"<p>{body[1]}</p><p>{body[2].strip()}</p></body></html>")
    doc = read(write(tmp_path, "ar.html", page, "cp1256"))
    assert doc.encoding == "cp1256"
    assert doc.language == "ar"
    assert whole(doc) == ARABIC.strip()


def test_html_is_read_without_network(tmp_path, monkeypatch):
    def refuse(*_a, **_k):
        raise AssertionError("network access while reading a source")

    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)
    page = ("<html><head><title>http://example.org/</title>"
            "<link rel='canonical' href='http://example.org/a'></head><body>"
            "<img src='http://example.org/x.png'><p>A powerful storm struck the northern "
            "coast on Friday, officials said in a statement.</p></body></html>")
    doc = read(write(tmp_path, "n.html", page))
    assert "storm" in doc.text


# ------------------------------------------------------------------ encodings


@pytest.mark.parametrize(("text", "codec", "expected"), [
    (ENGLISH, "utf-8", {"utf_8"}),
    (ARABIC, "utf-8", {"utf_8"}),
    (ARABIC, "utf-8-sig", {"utf_8"}),
    (ARABIC, "utf-16", {"utf_16"}),  # BOM, native order
    (ARABIC, "cp1256", {"cp1256"}),
    (FRENCH, "latin-1", {"cp1252", "latin_1"}),  # identical for bytes outside 0x80-0x9F
    (FRENCH + "\n“Guillemets” – et points…\n", "cp1252", {"cp1252"}),
    (FRENCH, "utf-16", {"utf_16"}),
])
def test_encodings_round_trip(tmp_path, text, codec, expected):
    doc = read(write(tmp_path, "e.txt", text, codec))
    assert doc.encoding in expected
    assert whole(doc) == text.strip()


@pytest.mark.parametrize("bom", ["\ufeff".encode("utf-16-le"), "\ufeff".encode("utf-16-be")])
def test_utf16_boms_in_both_byte_orders(tmp_path, bom):
    order = "utf-16-le" if bom == b"\xff\xfe" else "utf-16-be"
    doc = read(write(tmp_path, "b.txt", bom + ARABIC.encode(order)))
    assert whole(doc) == ARABIC.strip()
    assert not doc.title.startswith("\ufeff")


@pytest.mark.parametrize("order", ["utf-16-le", "utf-16-be"])
def test_utf16_without_bom_is_text_not_binary(tmp_path, order):
    doc = read(write(tmp_path, "u.txt", ARABIC, order))
    assert whole(doc) == ARABIC.strip()
    assert doc.encoding.startswith("utf_16")


def test_utf8_bom_does_not_reach_the_title(tmp_path):
    doc = read(write(tmp_path, "b.txt", ENGLISH, "utf-8-sig"))
    assert doc.title == "Storm hits the coast"


# ------------------------------------------------------------------ cleaning


def test_seed_002_gallery_debris_removed_and_paragraphs_kept():
    raw = seed("002").read_text(encoding="utf-8")
    doc = read(seed("002"))
    assert doc.title == raw.split("\n", 1)[0]
    for gone in ("•", "5 of 5", "1 of 5", "Credit: AFP", "Credit: Reuters", "Cairo", "AFP",
                 "Security Forces Kill 10", "Arab world protests in solidarity"):
        assert gone not in doc.text, gone
    lines = doc.text.split("\n\n")
    assert "next" not in lines and "previous" not in lines
    assert any(line.startswith("• Syria Security Forces") for line in doc.removed)
    assert {"next", "previous", "5 of 5 |"} <= set(doc.removed)
    assert sum("Credit:" in line for line in doc.removed) == 3
    # every paragraph about Khalef survives, in order
    khalef = [p for p in raw.split("\n") if "Khalef" in p]
    assert len(khalef) >= 4
    assert [p for p in lines if "Khalef" in p] == khalef
    assert lines[-1].startswith("It is hard to verify these reports")


DEBRIS = [
    "Next »",
    "« Previous",
    "Photo 3 of 12",
    "4 / 9",
    "التالي",
    "٣ من ٥",
    "صورة 2 من 10",
    "Firefighters at the scene of the blaze in the old town. Photo: Reuters",
    "A woman carries water in the harbour district.Credit: EPA",
    "عناصر من الدفاع المدني في موقع الانفجار (تصوير: رويترز)",
    "Getty Images",
    "AFP/Getty Images",
    "• Ministers Meet Over Budget Gap in Capital",
    "Read more: Floods hit the south for a third day",
    "اقرأ أيضا: الحكومة تعلن خطة جديدة",
    "Advertisement",
    "© 2011 Example Media Ltd",
    "Reporting by Jane Doe; Editing by John Roe",
    "https://example.org/news/2011/06/storm",
    "Toggle caption",
    "Related Topics",
    "Mourners gather outside the mosque after Friday prayers. (AP Photo/Jane Doe)",
    "حجم الخط",
    ("Image caption Firefighters worked through the night to put out the blaze in the old "
    "market, where dozens of shops were destroyed and at least three people were hurt"),
]
KEPT = [
    "Related protests broke out in three other cities on Friday, witnesses said.",
    "Next year the army will withdraw from the city, the minister said.",
    "Thousands of volunteers rushed to sign up.",
    "The source: a senior official who asked not to be named.",
    "وقال المصدر: إن الوضع في المدينة لا يزال متوترا.",
    "- 3,000 families were displaced by the floods",
    "Photographs of the damage were shared widely online, officials said.",
]


def test_debris_shapes_are_removed_and_sentences_of_similar_words_kept(tmp_path):
    spacer = "Officials said the situation remained tense in the region on Friday."
    lines = ["Storm hits the coast"]
    for i, line in enumerate(DEBRIS + KEPT):
        lines += [f"{spacer} (paragraph {i})", line]
    doc = read(write(tmp_path, "d.txt", "\n\n".join(lines)))
    paras = doc.text.split("\n\n")
    for line in DEBRIS:
        assert line not in paras, line
        assert line in doc.removed, line
    for line in KEPT:
        assert line in paras, line


def test_headline_like_line_next_to_gallery_debris_is_removed(tmp_path):
    text = ("Storm hits the coast\n\n"
            "A powerful storm struck the northern coast on Friday, officials said.\n\n"
            "Rescue teams in the harbour district. Credit: AFP\n\n"
            "Harbour district under water\n\n"
            "Beirut\n\n"
            "Crews worked through the night to clear the roads.\n\n"
            "Key facts\n\n"
            "The army said it had deployed 200 soldiers.\n\n"
            "***\n\nWhat happens next\n\n"
            "Parliament will debate the relief plan on Monday, its speaker said.\n")
    doc = read(write(tmp_path, "g.txt", text))
    paras = doc.text.split("\n\n")
    assert "Harbour district under water" in doc.removed  # next to a caption
    assert "Key facts" in paras  # a short line far from any debris stays
    assert "What happens next" in paras  # a subheading after a separator stays
    assert "Crews worked through the night to clear the roads." in paras
    assert doc.title == "Storm hits the coast"


def test_gallery_captions_with_credit_on_their_own_line(tmp_path):
    text = ("Protests spread to the capital\n\n"
            "Thousands marched through the capital on Friday, witnesses said.\n\n"
            "next\n\nprevious\n\n3 of 4 |\n\n"
            "Demonstrators wave flags outside the parliament building in Amman.\n\n"
            "AFP\n\n4 of 4 |\n\n"
            "Police officers watch a march near the old souk in Tunis.\n\n"
            "1 of 4 |\n\n"
            "The interior ministry said 12 people had been arrested.\n\n"
            "Rights groups said the number was far higher.\n\n"
            "Officials declined to comment on the arrests.\n\n"
            "Reuters\n")
    doc = read(write(tmp_path, "c.txt", text))
    for gone in ("Amman", "AFP", "Tunis", "of 4"):
        assert gone not in doc.text, gone
    paras = doc.text.split("\n\n")
    assert paras[0] == "Thousands marched through the capital on Friday, witnesses said."
    # far from any gallery, a sentence before a lone agency signature is text
    assert paras[-1] == "Officials declined to comment on the arrests."
    assert "The interior ministry said 12 people had been arrested." in paras


def test_only_debris_leaves_nothing(tmp_path):
    with pytest.raises(SourceError, match="no article text left after cleaning"):
        read(write(tmp_path, "x.txt", "next\n\nprevious\n\n1 of 5 |\n\nAdvertisement\n"))


def test_whitespace_normalized(tmp_path):
    text = ("Storm\u00a0hits\tthe   coast\r\n\r\n"
            "A powerful\u200b storm struck the\u00a0northern coast\u202e on Friday.\r\n")
    doc = read(write(tmp_path, "w.txt", text))
    assert doc.title == "Storm hits the coast"
    assert doc.text == "A powerful storm struck the northern coast on Friday."


def test_arabic_kept_intact_and_presentation_forms_unfolded(tmp_path):
    vocalized = "مُحَمَّد"  # diacritics must survive
    text = (f"خبر عاجل\n\nقال {vocalized} إن الوضع هادئ في درعا اليوم.\n\n"
            "\ufefb \ufe91\ufeb4\ufee2 كـــبير\n")
    doc = read(write(tmp_path, "ar.txt", text))
    assert vocalized in doc.text
    assert "لا بسم كبير" in doc.text
    assert not any("\ufb50" <= c <= "\ufeff" for c in doc.text)


def test_published_date_from_plain_text_metadata(tmp_path):
    text = ("Storm hits the coast\n\nPublished: 11 June 2011\n\n"
            "A powerful storm struck the northern coast on Friday, officials said.\n")
    doc = read(write(tmp_path, "p.txt", text))
    assert doc.published == "2011-06-11"
    assert "Published" not in doc.text and "Published: 11 June 2011" in doc.removed
    arabic = ("عاصفة تضرب الساحل\n\nتاريخ النشر: ١٢ يونيو ٢٠١١\n\n"
              "ضربت عاصفة قوية الساحل الشمالي يوم الجمعة، وفق ما قال مسؤولون.\n")
    assert read(write(tmp_path, "a.txt", arabic)).published == "2011-06-12"


def test_dateline_gives_the_date_and_stays(tmp_path):
    text = ("STORM HITS COAST.\n\nPRAGUE 1996-12-06\n\n"
            "A powerful storm struck the northern coast on Friday, officials said.\n")
    doc = read(write(tmp_path, "d.txt", text))
    assert doc.published == "1996-12-06"
    assert doc.text.startswith("PRAGUE 1996-12-06\n\n")


def test_a_date_inside_a_sentence_is_not_the_publication_date(tmp_path):
    text = ("Election called\n\nThe vote is set for June 11, 2012.\n\n"
            "The prime minister announced it on Friday, officials said.\n")
    doc = read(write(tmp_path, "v.txt", text))
    assert doc.published is None
    assert "The vote is set for June 11, 2012." in doc.text


# ------------------------------------------------------------------ language


def test_language_detection():
    assert read(seed("003")).language == "ar"
    assert read(seed("000")).language == "en"


def test_french_and_other_languages_are_read_and_marked(tmp_path):
    assert read(write(tmp_path, "fr.txt", FRENCH)).language == "fr"
    german = ("Sturm trifft die Küste\n\nEin schwerer Sturm hat am Freitag die Nordküste "
              "getroffen und Tausende Haushalte ohne Strom gelassen, teilten die Behörden mit.")
    assert read(write(tmp_path, "de.txt", german)).language == "de"


@pytest.mark.parametrize("names", [
    "Feyenoord 2 Volendam 0 Graafschap Doetinchem 1 NAC Breda 1 Vitesse Arnhem 2",
    "Bayern Muenchen 2 Borussia Dortmund 0 Hansa Rostock 1 Werder Bremen 1 Schalke 0",
    "Paris Saint-Germain 19 Monaco 17 Auxerre 16 Girondins de Bordeaux 15 Olympique Lyon 14",
])
def test_names_in_another_language_do_not_change_the_language(tmp_path, names):
    text = (f"SOCCER - LEAGUE RESULTS.\n\nLONDON 1996-12-07\n\n"
            f"Results of first division matches played on Saturday: {names}")
    assert read(write(tmp_path, "r.txt", text)).language == "en"


def test_too_little_text_is_undetermined(tmp_path):
    assert read(write(tmp_path, "u.txt", "OK 2011\n\n12,000\n")).language == "und"


# ------------------------------------------------------------------ quarantine


def reason(path: Path, **kw) -> str:
    with pytest.raises(SourceError) as exc:
        read(path, **kw)
    msg = str(exc.value)
    assert msg and "\n" not in msg  # one clear line
    return msg


def test_quarantine_reasons(tmp_path):
    assert reason(write(tmp_path, "e.txt", b"")) == "empty file"
    assert "empty" in reason(write(tmp_path, "w.txt", b" \n\r\n\t \n"))
    assert "binary" in reason(write(tmp_path, "n.txt", b"Storm\x00hits\x00" * 50))
    assert reason(write(tmp_path, "p.txt", b"%PDF-1.4\n%\xe2\xe3")) == "binary file (PDF)"
    rng = random.Random(0)
    noise = bytes(rng.randrange(0x80, 0x100) for _ in range(4000))
    assert "undecodable" in reason(write(tmp_path, "r.txt", noise))
    assert "unsupported file type '.pdf'" in reason(write(tmp_path, "a.pdf", ENGLISH))
    assert "unsupported" in reason(write(tmp_path, "noext", ENGLISH))
    assert "no article text" in reason(
        write(tmp_path, "s.html", "<html><body><script>alert(1)</script></body></html>"))
    assert "too large" in reason(write(tmp_path, "big.txt", ENGLISH), max_bytes=50)


def test_size_is_checked_before_reading(tmp_path):
    big = tmp_path / "huge.txt"
    with big.open("wb") as fh:  # sparse: 21 MiB by stat, nothing written
        fh.truncate(21 * 1024 * 1024)
    assert "too large" in reason(big)


def test_fifo_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "pipe.txt"
    os.mkfifo(fifo)
    assert reason(fifo) == "not a regular file"


def test_missing_file_is_not_quarantined(tmp_path):
    """A file deleted between listing and reading is gone, not bad: no quarantine."""
    with pytest.raises(FileNotFoundError):
        sources.read(tmp_path / "gone.txt")


# ------------------------------------------------------------------ identity


def test_same_content_same_hash_whatever_the_name_or_encoding(tmp_path):
    a = read(write(tmp_path, "a.txt", ARABIC))
    b = read(write(tmp_path, "copy of a.txt", ARABIC, "utf-16"))
    c = read(write(tmp_path, "c.txt", ARABIC.replace("\n\n", "\r\n\r\n"), "cp1256"))
    assert a.content_hash == b.content_hash == c.content_hash
    assert a.content_hash == hashlib.sha256(a.text.encode()).hexdigest()
    other = read(write(tmp_path, "d.txt", ARABIC.replace("درعا", "حمص")))
    assert other.content_hash != a.content_hash


def test_debris_does_not_change_identity(tmp_path):
    a = read(write(tmp_path, "a.txt", ENGLISH))
    b = read(write(tmp_path, "b.txt", ENGLISH + "\nnext\n\nprevious\n\n2 of 7 |\n"))
    assert a.content_hash == b.content_hash


# ------------------------------------------------------------------ discover


def test_discover_recurses_sorted_and_skips_hidden_and_temp(tmp_path):
    names = ["b.txt", "a.md", "sub/c.html", "sub/deep/d.txt", "notes.pdf",
             ".hidden.txt", ".git/x.txt", "sub/.cache/y.txt", "draft.txt~", "e.txt.part",
             "f.tmp", ".g.txt.swp", "h.swp", "~$doc.txt"]
    for n in names:
        p = tmp_path / n
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(ENGLISH)
    found = discover([tmp_path, tmp_path / "b.txt"])
    rel = [p.relative_to(tmp_path).as_posix() for p in found]
    assert rel == ["a.md", "b.txt", "notes.pdf", "sub/c.html", "sub/deep/d.txt"]
    assert found == sorted(found)


def test_discover_does_not_follow_symlinked_folders(tmp_path):
    (tmp_path / "a").mkdir()
    write(tmp_path / "a", "x.txt", ENGLISH)
    (tmp_path / "a" / "loop").symlink_to(tmp_path / "a", target_is_directory=True)
    assert discover([tmp_path]) == [tmp_path / "a" / "x.txt"]


def test_discover_keeps_explicit_files_and_skips_missing(tmp_path):
    f = write(tmp_path, ".explicit.txt", ENGLISH)
    assert discover([f, tmp_path / "missing.txt"]) == [f]


def test_public_interface():
    assert sources.SUFFIXES[".txt"] == "txt" and sources.SUFFIXES[".htm"] == "html"
    assert issubclass(SourceError, Exception)


def test_implausible_publication_date_is_dropped(tmp_path):
    body = "John Smith said the council met on Monday to discuss the budget for next year."
    p = tmp_path / "a.txt"
    p.write_text(f"A headline here\n\nPublished: 0001-01-01\n\n{body}\n", encoding="utf-8")
    assert sources.read(p).published is None
    p.write_text(f"A headline here\n\nPublished: 2011-06-12\n\n{body}\n", encoding="utf-8")
    assert sources.read(p).published == "2011-06-12"


def test_same_body_under_other_headlines_is_one_article(tmp_path):
    """A rewritten headline, or the site's name added to it, does not make a new article."""
    body = seed("002").read_text(encoding="utf-8").split("\n", 1)[1]
    docs = [read(write(tmp_path, f"h{i}.txt", f"{headline}\n\n{body}"))
            for i, headline in enumerate(("Syrian defector speaks out",
                                          "I was ordered to commit genocide, says officer",
                                          "Defector: orders came from the top"))]
    page = ("<html><head><title>Defector speaks - Example News</title></head><body>"
            "<h1>Defector speaks</h1>"
            + "".join(f"<p>{p}</p>" for p in docs[0].text.split("\n\n")) + "</body></html>")
    docs.append(read(write(tmp_path, "h.html", page)))
    assert len({d.title for d in docs}) == 4
    assert len({d.content_hash for d in docs}) == 1


def test_short_bodies_keep_their_headline_in_the_identity(tmp_path):
    """Two stubs that share "More to follow." are still two articles."""
    a = read(write(tmp_path, "a.txt", "Storm hits the coast\n\nDeveloping story, more to follow.\n"))
    b = read(write(tmp_path, "b.txt", "Minister resigns\n\nDeveloping story, more to follow.\n"))
    assert a.text == b.text and a.content_hash != b.content_hash


# ------------------------------------------------------------------ reading (issue 10)

PARAGRAPH = ("The storm struck the northern coast on Friday, leaving thousands of homes "
             "without power and cutting the only road to the harbour, officials said.")


def page(body: str, head: str = "<title>Storm hits the coast</title>") -> str:
    """A news page with enough text around ``body`` for the extractor to find it."""
    filler = "".join(f"<p>{PARAGRAPH} Report {i} of the regional office.</p>" for i in range(3))
    return (f"<!DOCTYPE html><html><head><meta charset='utf-8'>{head}</head><body>"
            "<nav><a href='/'>Home</a> <a href='/world'>World</a></nav>"
            f"<article><h1>Storm hits the coast</h1>{filler}{body}</article>"
            "<footer>Contact us</footer></body></html>")


def test_html_comments_do_not_cut_paragraphs(tmp_path):
    """React renders text runs with ``<!-- -->`` between them: one paragraph, not three."""
    html = page("<p>Rescue teams reached <!-- -->the village of Beit Jala<!-- --> late on "
                "Saturday<!-- -->, <!-- -->two days after the storm.</p>"
                "<p>Crews <!--[if IE]>old browsers<![endif]-->restored power on Sunday.</p>")
    paras = read(write(tmp_path, "react.html", html)).text.split("\n\n")
    assert ("Rescue teams reached the village of Beit Jala late on Saturday, two days "
            "after the storm.") in paras
    assert "Crews restored power on Sunday." in paras
    assert not any("old browsers" in p for p in paras)


def test_recurring_short_lines_are_kept_and_copied_prose_is_not(tmp_path):
    """Interview questions put to each guest and a meal plan's daily headings recur;
    a paragraph of prose printed twice, or a line echoed, is a copy."""
    lines = ["Three chefs on their kitchens"]
    for name in ("Olga", "Daria", "Oksana"):
        lines += [f"{name} runs a cooking page.", "What inspired you to start?",
                  f"{name}: my grandmother taught me to bake bread.",
                  "Which cuisine do you love yourself?",
                  f"{name}: anything with mushrooms, and soups in winter."]
    for day in ("Monday", "Tuesday"):
        lines += [f"Plan for {day}", "Meal 1", "Eat every 2–3 hours", f"Oats and berries ({day})"]
    lines += [PARAGRAPH, "Crews worked through the night.", PARAGRAPH,
              "Power returned on Sunday.", "Power returned on Sunday."]
    doc = read(write(tmp_path, "interview.txt", "\n\n".join(lines)))
    paras = doc.text.split("\n\n")
    assert paras.count("What inspired you to start?") == 3
    assert paras.count("Which cuisine do you love yourself?") == 3
    assert paras.count("Meal 1") == 2 and paras.count("Eat every 2–3 hours") == 2
    assert paras.count(PARAGRAPH) == 1 and paras.count("Power returned on Sunday.") == 1
    assert PARAGRAPH in doc.removed


@pytest.mark.parametrize(("head", "title"), [
    # the site's own name in og:site_name, before or after the headline
    ("<meta property='og:site_name' content='BBC News'>"
     "<meta property='og:title' content='Storm hits the coast - BBC News'>", None),
    ("<meta property='og:site_name' content='MoreBikes'>"
     "<title>Storm hits the coast | MoreBikes</title>", None),
    # a site name with a separator of its own, then a colon
    ("<meta property='og:site_name' content=\"LinkNaija | Nigeria's news platform\">"
     "<meta property='og:title' content=\"LinkNaija | Nigeria's news platform: "
     "Storm hits the coast\">", None),
    # no name in the metadata: the host of the canonical address, or the Twitter handle
    ("<link rel='canonical' href='https://www.techcrunch.com/2019/11/18/storm/'>"
     "<title>Storm hits the coast – TechCrunch</title>", None),
    ("<meta property='og:site_name' content='https://www.newsnation.in'>"
     "<title>Storm hits the coast - News Nation</title>", None),
    ("<meta name='twitter:site' content='@IGN'>"
     "<meta name='twitter:title' content='Storm hits the coast - IGN'>", None),
    # kept: a section, or a part of the headline, is not the site
    ("<meta property='og:site_name' content='The Guardian'>"
     "<meta property='og:title' content='Opinion | Storm hits the coast'>",
     "Opinion | Storm hits the coast"),
    ("<meta property='og:site_name' content='Reuters'>"
     "<meta property='og:title' content='Storm hits the coast - live updates'>",
     "Storm hits the coast - live updates"),
    # the whole title is never dropped
    ("<meta property='og:site_name' content='Reuters'>"
     "<meta property='og:title' content='Reuters'>", "Reuters"),
])
def test_site_name_is_dropped_from_titles(tmp_path, head, title):
    doc = read(write(tmp_path, "t.html", page("", head)))
    assert doc.title == (title or "Storm hits the coast")


LATIN = [
    "Café de la Paix\n\nLe ministre a déclaré que le café était fermé.",
    "Déclaré coupable\n\nLe président a déclaré mercredi que l'été serait très chaud.",
    "Élection à Genève\n\nLe député a été réélu après une soirée animée.",
    "Les élèves\n\nLes élèves de l'école ont reçu leurs diplômes à côté du marché.",
    "Situación difícil\n\nEl señor López dijo que la situación en Cádiz es difícil.",
    "Pão e manteiga\n\nA menina não quis comer o pão com manteiga.",
    "Straße gesperrt\n\nMüller sagte, die Straße sei gesperrt. Der Bürgermeister äußerte sich nicht.",
]


@pytest.mark.parametrize("text", LATIN)
def test_latin1_western_text_is_not_read_as_a_rare_code_page(tmp_path, text):
    """Short Western text in Latin-1 once came back as cp775 ("Cafķ", "dķclarķ"),
    mac_latin2 or big5: the few accented letters are no evidence for those."""
    doc = read(write(tmp_path, "l.txt", text, "latin-1"))
    assert doc.encoding == "cp1252"
    assert whole(doc) == text


@pytest.mark.parametrize(("text", "codec"), [
    ("A kormány kedden elfogadta a jövő évi költségvetést. A miniszter szerint a "
     "gazdaság gyorsabban nő a vártnál.", "cp1250"),
    ("Vyriausybė antradienį pritarė kitų metų biudžeto projektui. Ministras sakė, kad "
     "ekonomika auga greičiau.", "cp1257"),
    ("Hükümet salı günü gelecek yılın bütçesini onayladı. Bakan, ekonominin "
     "beklenenden hızlı büyüdüğünü söyledi.", "cp1254"),
    ("Правительство во вторник одобрило проект бюджета на следующий год.", "cp1251"),
    ("Η κυβέρνηση ενέκρινε την Τρίτη τον προϋπολογισμό του επόμενου έτους.", "cp1253"),
])
def test_other_single_byte_code_pages_still_read_right(tmp_path, text, codec):
    """cp1252 is preferred for Western text only: a Hungarian, Lithuanian or Turkish
    file (which cp1252 would also decode) keeps its own code page, by its language."""
    doc = read(write(tmp_path, "c.txt", text, codec))
    assert doc.encoding == codec
    assert doc.text == text


@pytest.mark.parametrize(("declared", "codec", "text"), [
    ("iso-8859-1", "cp1252", "Le député a été réélu à Genève après une soirée animée."),
    ("windows-1253", "cp1253", "Η κυβέρνηση ενέκρινε την Τρίτη τον προϋπολογισμό."),
    ("koi8-r", "koi8_r", "Правительство одобрило проект бюджета на следующий год."),
])
def test_html_declared_charset_is_used(tmp_path, declared, codec, text):
    html = page(f"<p>{text}</p>").replace("charset='utf-8'", f"charset='{declared}'")
    doc = read(write(tmp_path, "d.html", html, codec))
    assert doc.encoding == codec
    assert text in doc.text.split("\n\n")


BENCHMARK = TESTS.parent.parent / "shared" / "data" / "article-extraction-benchmark"


@pytest.mark.skipif(not (BENCHMARK / "ground-truth.json").is_file() and not os.environ.get("CI"),
                    reason="shared/data/article-extraction-benchmark not beside the repository")
def test_html_reader_is_not_below_bare_trafilatura_on_real_pages():
    """Gate (about 2 s): on every third page of the public article-extraction benchmark
    (61 real pages, gold bodies, its own evaluate.py) our reader's F1 is at least bare
    trafilatura's. Before issue 10 it was 0.950 against 0.962 here (paragraphs cut at
    HTML comments, recurring lines dropped). ``make bench`` runs all 181 pages, timed."""
    import json
    import sys

    sys.path.insert(0, str(TESTS.parent / "benchmarks"))
    try:
        import extraction
    finally:
        sys.path.pop(0)
    keys = list(json.loads((BENCHMARK / "ground-truth.json").read_text(encoding="utf-8")))
    ours, bare, _ = extraction.compare(BENCHMARK, rounds=1, keys=keys[::3])
    assert ours.f1 >= bare.f1, (ours, bare)
