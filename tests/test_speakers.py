"""Speakers (issue 28): each statement goes to the whole name of the person or body that made
it, never to a reporting word, an agency word, a place or a part of the name.

One test per class of construction, on invented sentences. The Arabic entities are given
(as the entity step finds them, often a part of the name), so each test checks the claim
rules alone. (Parsed with the shipped pipeline: ``conftest.arabic_rules_only`` reconfigures
spaCy's Arabic tokenizer for the rest of the process.)
"""

from __future__ import annotations

import pytest

from reports.analysis.nlp import parse
from reports.lang.ar import claims as ar_claims
from reports.model import Claim, Entity


def _person(name: str, *aliases: str) -> Entity:
    return Entity(name=name, kind="person", aliases=aliases)


def _org(name: str, *aliases: str) -> Entity:
    return Entity(name=name, kind="organization", aliases=aliases)


def _place(name: str) -> Entity:
    return Entity(name=name, kind="place")


def _ar(text: str, people=(), orgs=(), places=()) -> tuple[Claim, ...]:
    # the shipped pipeline's tokens and sentences; the entities are the test's
    return ar_claims.claims(parse(text, "ar"), tuple(people), tuple(orgs), tuple(places))


def _speaker_of(claims: tuple[Claim, ...], word: str) -> str:
    """The speaker of the claim whose text holds ``word``."""
    return next(c.speaker for c in claims if word in c.text)


# ------------------------------------------------------------------ Arabic: whole names


def test_ar_a_given_name_the_entity_step_left_out_stays_with_the_name() -> None:
    claims = _ar("وأفاد سامر عبد الكريم بأن عدد الجرحى ارتفع إلى ثلاثين في المدينة.",
                 [_person("عبد الكريم")])
    assert _speaker_of(claims, "الجرحى") == "سامر عبد الكريم"


def test_ar_the_rest_of_a_name_up_to_the_content_stays_with_it() -> None:
    claims = _ar("وقال حاكم الإقليم نبيل كريم الدين بهادر إن المسلحين هاجموا مركزا للشرطة.",
                 [_person("نبيل")])
    assert _speaker_of(claims, "المسلحين") == "نبيل كريم الدين بهادر"


@pytest.mark.parametrize("after", ["الأسبوع الماضي", "فجرا في خطاب", "بالاعتداء المسلح"])
def test_ar_everyday_words_after_a_name_are_not_the_name(after: str) -> None:
    claims = _ar(f"وقال نبيل سالم {after} إن الوضع في المدينة خطير جدا.", [_person("نبيل سالم")])
    assert _speaker_of(claims, "الوضع") == "نبيل سالم"


def test_ar_an_organization_keeps_its_country_and_adjective() -> None:
    claims = _ar("وأعلنت لجنة أطباء اليمن المركزية مقتل خمسة أشخاص في المدينة. "
                 "وقالت جمعية مصارف الأردن إنها قررت إغلاق البنوك يوم الأحد.",
                 orgs=[_org("لجنة أطباء"), _org("جمعية مصارف")],
                 places=[_place("اليمن"), _place("الأردن")])
    assert _speaker_of(claims, "مقتل") == "لجنة أطباء اليمن المركزية"
    assert _speaker_of(claims, "إغلاق") == "جمعية مصارف الأردن"


def test_ar_an_organization_keeps_its_short_name_in_brackets() -> None:
    claims = _ar("وذكرت وكالة الأنباء الليبية الرسمية (وال) أن الطريق أغلق أمام السيارات.",
                 orgs=[_org("وكالة الأنباء الليبية")])
    assert _speaker_of(claims, "الطريق") == "وكالة الأنباء الليبية الرسمية (وال)"


def test_ar_an_adjective_test_does_not_take_a_preposition() -> None:
    claims = _ar("وأشار البنك الدولي إلى أن النمو سيتباطأ في العام المقبل.",
                 orgs=[_org("البنك الدولي")])
    assert _speaker_of(claims, "النمو") == "البنك الدولي"


# ------------------------------------------------------------------ Arabic: not speakers


def test_ar_an_agency_word_is_never_the_speaker_the_quoted_name_is() -> None:
    claims = _ar("وذكرت وكالة «وفا» الفلسطينية أن الوزير عاد إلى رام الله بعد محادثات.",
                 orgs=[_org("وفا")], places=[_place("رام الله")])
    assert _speaker_of(claims, "الوزير") == "وكالة وفا الفلسطينية"


def test_ar_a_group_named_in_quotes_before_its_verb() -> None:
    claims = _ar('وكان تنظيم "الشباب" المتشدد أعلن مسؤوليته عن الهجوم، مشيرا إلى أن '
                 "مقاتليه قتلوا عشرة جنود على الأقل.", orgs=[_org("الشباب")])
    speakers = {c.speaker for c in claims}
    assert speakers == {"تنظيم الشباب المتشدد"}


def test_ar_a_possessed_noun_the_entity_step_took_for_a_name_is_no_speaker() -> None:
    claims = _ar('وكان تنظيم "الشباب" أعلن مسؤوليته عن الهجوم، مشيرا إلى أن '
                 "مقاتليه قتلوا عشرة جنود على الأقل.",
                 [_person("مسؤوليته")], orgs=[_org("الشباب")])
    assert "مسؤوليته" not in {c.speaker for c in claims}


def test_ar_a_place_in_a_title_is_not_the_speaker_the_name_after_it_is() -> None:
    claims = _ar("وصرح المتحدث باسم شرطة قندهار، سمير جاهد، بأن ثلاثة مسلحين هاجموا المركز.",
                 places=[_place("قندهار")])
    assert _speaker_of(claims, "مسلحين") == "سمير جاهد"
    claims = _ar("وصرح المتحدث باسم شرطة قندهار، نور أحمد زاهد، بأن ثلاثة مسلحين هاجموا المركز.",
                 [_person("نور أحمد زاهد")], places=[_place("قندهار")])
    assert _speaker_of(claims, "مسلحين") == "نور أحمد زاهد"


def test_ar_a_title_does_not_run_into_content_without_a_marker() -> None:
    claims = _ar("وأضاف الرئيس المصري لقد قتل عدد من الجنود في الهجوم الغادر.")
    assert _speaker_of(claims, "الجنود") == "الرئيس المصري"


def test_ar_the_holder_named_after_a_title_with_a_body_in_it() -> None:
    claims = _ar("وأكد نائب رئيس نادي الزمالك المصري لكرة اليد هشام فوزي أن الفريق سيبقى في الدوري الممتاز.",
                 [_person("هشام فوزي")], [_org("نادي الزمالك")])
    assert _speaker_of(claims, "الفريق") == "هشام فوزي"


def test_ar_a_body_right_after_the_verb_speaks_not_the_person_in_its_words() -> None:
    claims = _ar("وأعلنت قوات الحرس الوطني في البلاد، اليوم الخميس، احتجاز الوزير سالم "
                 "حداد واعتقال مساعده في العاصمة.", [_person("سالم حداد")])
    assert _speaker_of(claims, "احتجاز") == "قوات الحرس الوطني"
