"""English names in Arabic letters (``reports.lang.ar.arabize``, learned from the name
pairs), their use in cross-script linking, and the learned pairs read Arabic -> English."""

from __future__ import annotations

import gzip
import json
from datetime import UTC, datetime

import pytest

from reports import linking  # first: importing an Arabic module first hides the pack
from reports.lang.ar import arabize, names, translit
from reports.model import Analysis, Article, Entity

needs_model = pytest.mark.skipif(not arabize.PATH.exists(),
                                 reason="English -> Arabic model not built (scripts/build_names.py)")


@needs_model
def test_known_words_take_their_usual_arabic_spelling() -> None:
    assert arabize.name("Donald Trump") == "دونالد ترامب"
    assert arabize.name("Angela Merkel") == "أنجيلا ميركل"
    # "al-" is the Arabic article, glued to the next word
    assert arabize.name("Hassan al-Turabi").split()[-1].startswith("ال")
    assert arabize.name("Osama bin Laden").split()[1] == "بن"


@needs_model
def test_a_misaligned_pair_yields_to_the_letter_model() -> None:
    # the pairs hold "barack" -> أوباما (a misalignment): no consonant of it agrees
    model = arabize.model()
    assert model is not None and "أوباما" in model.known.get("barack", {})
    assert not arabize.agrees("barack", "أوباما") and arabize.agrees("barack", "باراك")
    assert arabize.word("Barack") != "أوباما"


@needs_model
def test_unknown_words_are_spelled_by_the_letter_model() -> None:
    model = arabize.model()
    assert model is not None
    for word in ("Zorblatnik", "Quendaroso", "Maplewitz"):  # made up: no pair has them
        assert translit.en_word(word) not in model.known
        out = arabize.word(word)
        assert out and all("\u0621" <= c <= "\u064a" for c in out), out
        assert arabize.agrees(word, out), out  # its consonants, in Arabic letters
    assert not arabize.known("Zorblatnik") and arabize.known("Trump")


@needs_model
def test_a_hard_g_is_also_spelled_as_egyptian_outlets_write_it() -> None:
    spelled = arabize.spellings("Gordon Brown")
    assert len(spelled) == 2 and "ج" in spelled[1].split()[0] and "غ" in spelled[0].split()[0]
    assert len(arabize.spellings("John Smith")) == 1  # no g: one spelling


@needs_model
def test_english_names_in_arabic_only_when_every_word_is_known() -> None:
    assert names.to_arabic("Angela Merkel", "person") == "أنجيلا ميركل"
    assert names.to_arabic("Zorblatnik Merkel", "person") is None
    assert names.to_arabic("Barack Obama", "person") != "أوباما أوباما"


def _article(aid: str, language: str, people=()) -> Article:
    a = Analysis(id=aid, source=f"{aid}.txt", title="t", language=language, people=tuple(people))
    return Article(analysis=a, sources=(f"{aid}.txt",), first_seen=datetime(2026, 11, 30, tzinfo=UTC))


@needs_model
def test_a_person_meets_the_arabic_spelling_of_his_english_name() -> None:
    # the skeletons differ ("grd fsšr" against "jrd fšr"); the Arabic spelling of the
    # English name meets the Arabic one
    ar = _article("a1", "ar", people=[Entity(name="جيرارد فيشر", kind="person", mentions=2)])
    en = _article("e1", "en", people=[Entity(name="Gerard Fischer", kind="person", mentions=2)])
    other = _article("e2", "en", people=[Entity(name="Gerald Fortune", kind="person", mentions=1)])
    for lang, want in (("en", "Gerard Fischer"), ("ar", "جيرارد فيشر")):
        links = linking.link_entities([ar, en, other], lang)
        joined = [e for e in links.entities if "Gerard Fischer" in e.names]
        assert len(joined) == 1 and "جيرارد فيشر" in joined[0].names
        assert joined[0].name == want  # one name, in the reader's script
        assert not any("Gerald Fortune" in e.names and len(e.names) > 1 for e in links.entities)
    # the archive's keys carry the same spelled skeletons (an arriving article finds it)
    _keys, skels = linking.rule_keys("person", ("Gerard Fischer",))
    assert any(sk.startswith("j") and sk.endswith("fšr") for _k, sk in skels), skels


@needs_model
def test_a_tie_of_known_spellings_goes_to_the_one_more_names_use() -> None:
    model = names._model()
    assert model is not None
    with gzip.open(names.DIR / "translit.json.gz", "rt", encoding="utf-8") as f:
        raw = json.load(f)
    m = translit.Transliterator.from_dict({**raw, "known": {"ميشال": {"mychal": 1, "michel": 1}}})
    assert m.word("ميشال") == "michel"  # "michel" is far more often a name word


def test_a_name_with_a_glued_preposition_is_not_the_one_shown() -> None:
    def org(aid: str, name: str, mentions: int) -> Article:
        a = Analysis(id=aid, source=f"{aid}.txt", title="t", language="ar",
                     organizations=(Entity(name=name, kind="organization", mentions=mentions),))
        return Article(analysis=a, sources=(f"{aid}.txt",),
                       first_seen=datetime(2026, 11, 30, tzinfo=UTC))

    glued = org("a1", "للاتحاد الإفريقي", 5)  # an article kept the preposition: ل + الاتحاد
    clean = org("a2", "الاتحاد الإفريقي", 1)
    assert linking.glued_names(["للاتحاد الإفريقي", "الاتحاد الإفريقي", "African Union"]) \
        == {"للاتحاد الإفريقي"}
    assert linking.glued_names(["لبنان", "بنان"]) == set()  # a name's own letters stay
    links = linking.link_entities([glued, clean], "ar")
    assert [e.name for e in links.entities] == ["الاتحاد الإفريقي"]  # one entity, unglued
