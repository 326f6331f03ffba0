"""Arabic name spans that overran or were cut (``reports.lang.ar.entities``, the
speaker's whole name in ``reports.lang.ar.claims``): a surname that is also a word, a
nationality ending a title, a preposition glued to a noun, a description after an
organization's name, the object of a describing verb."""

from __future__ import annotations

import pytest

from conftest import arabic_rules_only as rules_only
from reports.analysis.nlp import parse
from reports.lang.ar import claims as ar_claims
from reports.lang.ar import entities as ar_entities
from reports.lang.ar import names as ar_names
from reports.lang.ar.model import AR_MODEL_DIR

needs_model = pytest.mark.skipif(not (AR_MODEL_DIR / "meta.json").exists(),
                                 reason="Arabic model not trained (make models)")
needs_tables = pytest.mark.skipif(not (ar_names.DIR / "translit.json.gz").exists(),
                                  reason="name tables not built (scripts/build_names.py)")


def people_and_orgs(parsed) -> tuple[list[str], list[str]]:
    people, orgs, _ = ar_entities.entities(parsed)
    return [e.name for e in people], [e.name for e in orgs]


@needs_tables
def test_name_words_come_from_the_name_pairs() -> None:
    # كيري is also in the corpus' list of ordinary words; the name pairs know it
    assert ar_names.is_name_word("كيري") and ar_entities.common("كيري")
    assert not ar_names.is_name_word("الاتفاق")
    # "الاتفاق" is not in the word list, "اتفاق" is; "المتطرفة" is of "المتطرفين"'s family
    assert ar_entities.ordinary("الاتفاق") and ar_entities.ordinary("المتطرفة")
    assert not ar_entities.ordinary("كيري") and not ar_entities.ordinary("بوتفليقة")


@needs_model
@needs_tables
def test_a_surname_that_is_also_a_word_stays_with_the_given_name() -> None:
    people, _ = people_and_orgs(parse(
        "وقال وزير الخارجية الأمريكي جيمس كيري للصحفيين إن المحادثات مستمرة.", "ar"))
    assert "جيمس كيري" in people and "جيمس" not in people


@needs_model
@needs_tables
def test_a_nationality_ending_a_title_opens_no_name() -> None:
    people, _ = people_and_orgs(parse(
        "وقال رئيس الحكومة التونسي يوسف الشاهد إن الأسعار سترتفع.", "ar"))
    assert "يوسف الشاهد" in people
    assert not any(n.startswith("التونسي") for n in people)


@needs_tables
def test_a_name_opens_with_no_preposition() -> None:
    for text in ("وقتل ثلاثة أشخاص خلال اقتحام الشرطة الإسبانية لمسرح كولوسيو بمدريد لتحرير الرهائن.",
                 "وقتل ثلاثة أشخاص خلال اقتحام الشرطة الإيطالية لفندق ريجينا بروما لتحرير الرهائن."):
        people, _ = people_and_orgs(rules_only(text))
        assert not any(n[:1] == "ل" for n in people), people
    assert ar_entities._glued_noun("لمسرح") and not ar_entities._glued_noun("لورانس")


@needs_tables
def test_a_description_after_an_organization_is_not_its_name() -> None:
    _, orgs = people_and_orgs(rules_only(
        "وتبنت جماعة أنصار الدين المرتبطة بتنظيم القاعدة الهجوم."))
    assert "جماعة أنصار الدين" in orgs and "جماعة أنصار الدين المرتبطة" not in orgs
    # a nisba stays: it is part of the name
    _, orgs = people_and_orgs(rules_only("وأعلن البنك المركزي الأردني رفع سعر الفائدة."))
    assert not any(o.startswith("البنك") and not o.endswith("الأردني") for o in orgs)


@needs_model
@needs_tables
def test_what_a_describing_verb_describes_is_not_the_speakers_name() -> None:
    parsed = parse('ووصف الرئيس الفرنسي إيمانويل ماكرون الاتفاق بأنه "خطوة تاريخية نحو السلام".',
                   "ar")
    people, orgs, places = ar_entities.entities(parsed)
    speakers = {c.speaker for c in ar_claims.claims(parsed, people, orgs)}
    assert speakers == {"إيمانويل ماكرون"}


@needs_tables
def test_a_name_set_off_by_commas_beside_a_title_is_a_person() -> None:
    people, _ = people_and_orgs(rules_only(
        "وصرح المتحدث باسم شرطة المدينة، كريم زبيدات، بأن المسلحين فروا."))
    assert "كريم زبيدات" in people
    people, _ = people_and_orgs(rules_only(
        "وقال غاريث ماكنزي، زعيم حزب العمال المعارض، إن النتيجة مفاجئة."))
    assert "غاريث ماكنزي" in people
    # words set off by commas with no title before them are no one's name
    people, _ = people_and_orgs(rules_only("وزار الوفد حي السلام، كفر زيتا، ثم عاد."))
    assert "كفر زيتا" not in people


@needs_model
@needs_tables
def test_a_bracketed_acronym_is_the_same_organization() -> None:
    people, orgs, _ = ar_entities.entities(parse(
        "ونقلت وكالة الأنباء القطرية (قنا) عن الوزير قوله إن المحادثات ستستأنف. "
        "وذكرت قنا أن الوفد وصل.", "ar"))
    agency = [o for o in orgs if o.name == "وكالة الأنباء القطرية"]
    assert agency and "قنا" in agency[0].aliases
    assert not any(o.name == "قنا" for o in orgs) and not any(p.name == "قنا" for p in people)


@needs_tables
def test_an_organization_takes_in_the_country_and_adjectives_that_complete_its_name() -> None:
    people, orgs, places = ar_entities.entities(rules_only(
        "وقالت جمعية مصارف الأردن المركزية إن الإضراب مستمر."))
    assert "جمعية مصارف الأردن المركزية" in [o.name for o in orgs]
    assert "الأردن" in [p.name for p in places]  # still a place: where, across scripts
    # a definite name is complete: the country after it is the verb's object
    _, orgs, _ = ar_entities.entities(rules_only("وزار وفد البنك الدولي الأردن الأسبوع الماضي."))
    assert not any(o.name.endswith("الأردن") for o in orgs)


@needs_tables
def test_a_body_takes_in_a_faith_adjective_and_the_country_it_is_in() -> None:
    """"جماعة الإخوان" + "المسلمين" (a plural adjective of the glossary); "القوات المسلحة"
    + "في النيجر", its short name kept as an alias and the country still a place; read
    into English as the country's body."""
    _, orgs, places = ar_entities.entities(rules_only(
        "وقالت جماعة الإخوان المسلمين إنها ستشارك. وطالبت القوات المسلحة في النيجر "
        "الحرس الرئاسي بتحرير الرئيس. وتظاهر الآلاف في بغداد."))
    by_name = {o.name: o for o in orgs}
    assert "جماعة الإخوان المسلمين" in by_name
    assert by_name["القوات المسلحة في النيجر"].aliases == ("القوات المسلحة",)
    assert "النيجر" in [p.name for p in places]
    assert ar_names.to_latin("القوات المسلحة في النيجر", "organization") \
        == "Niger's Armed Forces"
    assert ar_names.to_latin("وزارة الداخلية في بغداد", "organization") \
        != "Baghdad's Interior Ministry"  # a city is no country


@needs_model
@needs_tables
def test_nationalities_of_a_list_and_a_time_zone_are_no_people() -> None:
    people, orgs = people_and_orgs(parse(
        "وكان بين الركاب فرنسي وكويتي وسوداني وتشادي وكندي. وأقلعت الطائرة في الساعة 03:10 "
        "بتوقيت القاهرة (01:10 بتوقيت غرينتش). وقالت شركة مصر للطيران إن الاتصال انقطع.", "ar"))
    assert people == [], people
    assert "شركة مصر للطيران" in orgs


@needs_model
@needs_tables
def test_a_description_after_a_reporting_verb_is_no_name() -> None:
    """"وأوضح الشهود", "واضاف المراسل": a definite description speaks, not a person
    called so; "يعلن مسؤوليته" (his responsibility, its ة written ت before the suffix) is
    no speaker at all; a name after the verb still is one."""
    assert ar_entities.common("مسؤوليته") and ar_entities.common("حكومته")
    people, _ = people_and_orgs(parse(
        "وأوضح الشهود أن المتظاهرين دخلوا المنطقة الخضراء. واضاف المراسل ان اكثر من 20 "
        "سيارة اسعاف هرعت الى المكان. وتنظيم داعش يعلن مسؤوليته عن العملية. وقال شاهد إن "
        "المهاجم شاب. وقال رامسفيلد إن الحرب انتهت.", "ar"))
    assert people == ["رامسفيلد"]


@needs_tables
def test_a_glued_clitic_is_cut_from_a_name_the_pairs_know() -> None:
    assert ar_entities._unglued("بالحريري") == "الحريري"
    assert ar_entities._unglued("بأردوغان") == "أردوغان"  # as written, hamza kept
    # a name that begins with the letter is no clitic: بوتفليقة, وليد, لبنى
    for name in ("بوتفليقة", "وليد", "لبنى", "الحريري"):
        assert ar_entities._unglued(name) is None, name


@needs_model
@needs_tables
def test_people_the_model_read_as_one_span_over_a_clitic() -> None:
    parsed = parse("وأعلن مصدر قضائي ان بين القتلى في الهجوم على الصحيفة اشهر رسامي الكاريكاتور "
                   "في الصحيفة الساخرة شارب وكابو وولينسكي وتينوس. واتصل الرئيس ميشال عون "
                   "بالحريري.", "ar")
    people, _ = people_and_orgs(parsed)
    # a list of names joined by "و": each name apart, none with the conjunction
    assert {"كابو", "ولينسكي", "تينوس"} <= set(people), people
    assert not {"وكابو", "وكابو وولينسكي", "وتينوس"} & set(people), people
    # a preposition glued to the second of two names: two people
    assert "ميشال عون" in people and "الحريري" in people
