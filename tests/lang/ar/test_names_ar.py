"""Names in the reader's script: the shipped tables and the learned transliterator
(``reports.lang.ar.names``), and their use for entities known in one script only."""

from __future__ import annotations

import gzip
import json
from datetime import UTC, datetime

import pytest

from reports import linking  # first: importing an Arabic module first hides the pack
from reports.lang.ar import names, translit
from reports.model import Analysis, Article, Entity

in_reader_script, link_entities = linking.in_reader_script, linking.link_entities

needs_tables = pytest.mark.skipif(not (names.DIR / "translit.json.gz").exists(),
                                  reason="name tables not built (scripts/build_names.py)")


def fold(name: str) -> str:
    return name.casefold().replace("al-", "").replace("-", " ")


@needs_tables
def test_places_and_organizations_by_their_translated_names() -> None:
    assert names.to_latin("منظمة الصحة العالمية", "organization") == "World Health Organization"
    assert names.to_latin("الصليب الأحمر", "organization") == "Red Cross"
    assert names.to_latin("دمشق", "place") == "Damascus"
    # a glued conjunction or preposition on the first word is no part of the name
    assert names.to_latin("وحلب", "place") == "Aleppo"
    assert names.to_arabic("Damascus", "place") == "دمشق"  # the form most tables give
    assert names.to_arabic("World Health Organization", "organization") == "منظمة الصحة العالمية"
    assert names.to_arabic("Nowhere Such Place", "place") is None
    assert names.is_known_place("بيروت") and not names.is_known_place("محمد")


@needs_tables
def test_an_institution_no_table_knows_is_read_from_its_words() -> None:
    org = lambda name: names.to_latin(name, "organization")  # noqa: E731
    # modifiers before the head in English, a country's nisba as its English adjective
    assert org("وزارة الصحة العراقية") == "Iraqi Health Ministry"
    assert org("المحكمة الدستورية العليا") == "Supreme Constitutional Court"
    assert org("الشرطة الكينية") == "Kenyan Police"
    # an electoral committee is a "Commission" in English; another stays a "Committee"
    assert org("لجنة الانتخابات الرئاسية") == "Presidential Election Commission"
    assert org("اللجنة الانتخابية") == "Electoral Commission"
    assert org("لجنة الإنقاذ") == "Rescue Committee"
    assert org("وزارة الخارجية التركية") == "Turkish Foreign Ministry"  # ترك is not "Chuuk"
    assert org("اتحاد الصحفيين السودانيين") == "Sudanese Journalists Union"
    assert org("المرصد الليبي لحقوق الإنسان") == "Libyan Observatory for Human Rights"
    assert org("نقابة محامي الأردن") != "" and "Jordan" in org("جمعية مصارف الأردن")
    # a country named by a noun is the words' genitive: "of" it, after them
    assert org("مصرف سوريا المركزي") == "Central Bank of Syria"
    assert org("بنك اليابان") == "Bank of Japan"
    assert org("جمعية مصارف لبنان") == "Banks Association of Lebanon"
    # a city before the head, as English names its institutions; a body in a body
    assert org("مجلس محافظة بغداد") == "Baghdad Provincial Council"
    assert org("جامعة القاهرة") == "Cairo University"
    assert org("اللجنة الأمنية في مجلس محافظة بغداد") \
        == "Baghdad Provincial Council's Security Committee"
    # a place is the genitive of an indefinite word only: ليل after a definite adjective
    # is the night, not Lille
    assert not names.institution("الشرطة الفرنسية ليل")
    # a known organization and its country: one name the tables compose
    assert names.translated("الهلال الأحمر الفلسطيني") == "Palestinian Red Crescent"
    # a word outside the vocabulary: no half translation; no head: no institution
    assert "Ministry" not in org("وزارة السعادة الوطنية")
    assert names.to_latin("أحمد حسن", "") == names.to_latin("أحمد حسن")
    assert names.to_latin("السوداني", "organization") != "Sudanese"


@needs_tables
def test_an_acronym_said_as_a_word_is_spelled_in_capitals() -> None:
    org = lambda name: names.to_latin(name, "organization")  # noqa: E731
    assert org("كونا") == "KUNA" and org("قنا") == "QNA" and org("وام") == "WAM"
    assert org("إرنا") == "IRNA"
    # not a person's name, and not a longer word
    assert names.to_latin("كونا") != "KUNA" and org("تويتا") != "TWITA"


@needs_tables
def test_people_transliterated_as_an_english_reader_reads_them() -> None:
    # full names of people the pair tables know word by word
    assert fold(names.to_latin("دونالد ترامب", "person")) == "donald trump"
    assert fold(names.to_latin("أحمد حسن", "person")) == "ahmed hassan"
    # the article reads "al-", "son of" is spelled, not guessed
    out = names.to_latin("خالد بن سلمان", "person")
    assert out.split()[1] == "bin" and out.startswith("Khal")
    assert names.to_latin("الحسيني", "person").startswith("al-") or names.to_latin("الحسيني", "person")
    # a Latin name stays as it is
    assert names.to_latin("Joe Smith", "person") == "Joe Smith"


@needs_tables
def test_unknown_words_are_spelled_with_vowels_a_reader_can_say() -> None:
    model = names._model()
    assert model is not None
    for word in ("كزابلانوفتش", "فرونتيلاسكا", "موريندالو"):  # made up: no table has them
        assert translit.ar_word(word) not in model.known
        out = names.to_latin(word, "person")
        assert out.isascii() and out[:1].isupper()
        vowels = sum(c in "aeiou" for c in out.lower())
        assert vowels >= len(out) // 4, out  # not a consonant skeleton ("Ghrintsh")


@needs_tables
def test_english_names_in_arabic_when_every_word_is_known() -> None:
    assert names.to_arabic("Donald Trump", "person") == "دونالد ترامب"
    assert names.to_arabic("Xqzw Trump", "person") is None


def _article(aid: str, language: str, people=(), orgs=()) -> Article:
    a = Analysis(id=aid, source=f"{aid}.txt", title="t", language=language,
                 people=tuple(people), organizations=tuple(orgs))
    return Article(analysis=a, sources=(f"{aid}.txt",), first_seen=datetime(2026, 11, 30, tzinfo=UTC))


@needs_tables
def test_an_arabic_only_entity_reads_in_latin_letters_in_an_english_digest() -> None:
    ar = _article("a1", "ar", people=[Entity(name="دونالد ترامب", kind="person", mentions=2)],
                  orgs=[Entity(name="الصليب الأحمر", kind="organization", mentions=2)])
    en = _article("e1", "en", people=[Entity(name="Jane Doe", kind="person", mentions=2)])
    links = link_entities([ar, en], "en")
    shown = {e.name for e in links.entities}
    assert "Red Cross" in shown and "Jane Doe" in shown
    assert any(fold(n) == "donald trump" for n in shown)
    trump = next(e for e in links.entities if fold(e.name) == "donald trump")
    assert "دونالد ترامب" in trump.names  # the name as written is kept beside
    # the Arabic digest keeps the Arabic names as written
    assert {e.name for e in link_entities([ar], "ar").entities} == {"دونالد ترامب", "الصليب الأحمر"}
    assert in_reader_script("Damascus", "place", "ar") == "دمشق"
    assert in_reader_script("Xqzw Vrrk", "person", "ar") == "Xqzw Vrrk"  # nothing known: as is


@needs_tables
def test_shipped_tables_are_small_and_credited() -> None:
    size = sum(f.stat().st_size for f in names.DIR.iterdir() if f.is_file())
    assert size < 3_000_000
    readme = (names.DIR / "README.md").read_text(encoding="utf-8")
    for credit in ("CC BY-SA 3.0", "Wiktionary", "Arabic WordNet", "CLDR", "CC0", "Apache"):
        assert credit in readme
    with gzip.open(names.DIR / "translit.json.gz", "rt", encoding="utf-8") as f:
        model = json.load(f)
    assert set(model) == {"segments", "prior", "known", "weights", "letters"}


def test_alignment_learns_letters_from_pairs() -> None:
    """EM on a handful of pairs of one's own aligns letters to the segments they spell."""
    pairs = [("بدر", "badr"), ("بكر", "bakr"), ("كرم", "karam"), ("مدر", "madar"),
             ("دار", "dar"), ("رمز", "ramz"), ("زكي", "zaki"), ("بدري", "badri")] * 3
    prob = translit.align_em(pairs, rounds=6)
    segs = translit.viterbi("بكر", "bakr", dict(prob))
    assert segs is not None and segs[0].startswith("b") and segs[1].startswith("k")
    model = translit.Transliterator(translit.context_counts(pairs, prob), {}, {})
    assert model.word("بدر", use_known=False) == "badr"


@pytest.mark.skipif(not (names.DIR.parent / "ar_ner" / "meta.json").exists(),
                    reason="Arabic model not trained (make models)")
def test_a_name_where_a_place_stands_is_no_person() -> None:
    """After "قرب", "شمال", "في" (or with the preposition inside the model's span) a name
    is a place: the model alone reads such towns as people."""
    from reports.analysis.nlp import parse
    from reports.lang.ar import entities as ar_entities

    for text, town in (("انفجرت عبوة ناسفة قرب سيدي بوزيد مساء الخميس.", "سيدي بوزيد"),
                       ("وقعت اشتباكات عنيفة قرب بن قردان جنوب تونس صباح اليوم.", "بن قردان")):
        people, _orgs, places = ar_entities.entities(parse(text, "ar"))
        assert town in {p.name for p in places}
        assert not [p.name for p in people if town in p.name or p.name.startswith("قرب")]
    people, _orgs, _places = ar_entities.entities(
        parse("قال الرئيس عبد الفتاح السيسي في القاهرة إن الوضع مستقر.", "ar"))
    assert "عبد الفتاح السيسي" in {p.name for p in people}  # a person after a title stays one


@needs_tables
def test_an_organization_meets_its_translated_name_across_scripts() -> None:
    """Rule 1 of entity linking on the tables' translation: no consonant of منظمة الصحة
    العالمية is in "World Health Organization", yet they are one entity."""
    ar = _article("a1", "ar", orgs=[Entity(name="منظمة الصحة العالمية", kind="organization", mentions=2)])
    en = _article("e1", "en", orgs=[Entity(name="World Health Organization", kind="organization",
                                           mentions=2)])
    (who,) = link_entities([ar, en], "en").entities
    assert who.name == "World Health Organization" and "منظمة الصحة العالمية" in who.names
    assert set(who.article_ids) == {"a1", "e1"}
    keys, _ = linking.rule_keys("organization", ("منظمة الصحة العالمية",))
    assert "full|organization|world health organization" in keys  # the archive meets it too
    # a person is not translated by the tables: two people stay two
    other = _article("e2", "en", people=[Entity(name="World Health Organization", kind="person")])
    assert len(link_entities([ar, other], "en").entities) == 2


@needs_tables
def test_a_place_the_tables_know_is_no_one_word_person() -> None:
    from reports.lang.ar import entities as ar_entities

    assert names.is_known_place("ماناوس") and names.is_known_place("دنفر")
    assert ar_entities._major_place("ماناوس") and ar_entities._major_place("وماناوس")
    assert not names.is_known_place("العالم")  # CLDR's "world" is also "the scholar"
    assert not ar_entities._major_place("العالم") and not ar_entities._major_place("محمد")


@needs_tables
def test_a_name_of_no_known_kind_is_not_read_as_a_table_entry_of_another_kind() -> None:
    """A speaker's name (no kind) is a place or an organization only when the table says
    so; an untyped entry (محمد, "Islamic prophet Muhammad") is not taken for it."""
    assert names.romanize("محمد").casefold().startswith("m")
    assert "prophet" not in names.romanize("محمد").casefold()
    assert names.romanize("دمشق") == "Damascus"
    assert names.romanize("تنظيم داعش") == names.romanize("داعش") == "ISIS"


def test_an_acronym_spelled_letter_by_letter_reads_as_its_letters() -> None:
    """"بي بي سي" is BBC, "إف بي آي" FBI (آي is I, إي E); words that only may name a letter
    ("إن", "في": that, in) or one letter alone are no acronym."""
    assert [names.translated(x) for x in ("بي بي سي", "سي إن إن", "إف بي آي", "سي آي إيه")] == [
        "BBC", "CNN", "FBI", "CIA"]
    assert names.to_latin("بي بي سي", "organization") == "BBC"
    assert names.translated("إن في") is None and names.translated("سي") is None
