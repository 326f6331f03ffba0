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
from reports.lang.ar import entities as ar_entities
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


def test_ar_the_entity_and_its_later_claims_take_the_whole_name() -> None:
    text = ("وأفاد سامر عبد الكريم، مدير المرصد، بأن الحصيلة ارتفعت إلى ثلاثين قتيلا. "
            "وقال عبد الكريم إن المعارك مستمرة في المنطقة الشمالية.")
    whole: dict[str, str] = {}
    people = (_person("عبد الكريم"),)
    claims = ar_claims.claims(parse(text, "ar"), people, (), (), whole=whole)
    assert {c.speaker for c in claims} == {"سامر عبد الكريم"}
    grown = ar_claims.with_whole_names(people, whole)
    assert [(e.name, e.aliases) for e in grown] == [("سامر عبد الكريم", ("عبد الكريم",))]


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


def test_ar_the_subject_after_ama_is_the_speaker_of_its_fa_clause() -> None:
    claims = _ar("وقال شهود إن الانفجار كان قويا جدا. أما وكالة “وفا” الناطقة باسم السلطة، فقد "
                 "ذكرت أن “الانفجار وقع قرب الحاجز العسكري”.", orgs=[_org("وفا")])
    assert _speaker_of(claims, "الحاجز") == "وكالة وفا"


def test_ar_a_quoted_name_described_by_wahuwa_is_the_speaker() -> None:
    claims = _ar('وقال "مجلس الرقابة المدنية على الانتخابات" وهو هيئة مستقلة إن الفارق بلغ '
                 "مليون صوت في الجولة الأولى.")
    assert _speaker_of(claims, "الفارق") == "مجلس الرقابة المدنية على الانتخابات"


def test_ar_an_office_of_a_named_person_speaks_as_the_office() -> None:
    claims = _ar("كما أشار مكتب رئيس الوزراء سامي حداد إلى أنه لم يتضح ما إذا كان الطياران "
                 "سيطلبان اللجوء.", [_person("سامي حداد")])
    assert _speaker_of(claims, "الطياران") == "مكتب رئيس الوزراء سامي حداد"
    # a name whose first letter is ل (a name word of the pairs, its rest none) is no
    # addressee with a glued "to"
    claims = _ar("كما أشار مكتب رئيس الوزراء ليونيل حداد إلى أنه لم يتضح ما إذا كان الطياران "
                 "سيطلبان اللجوء.", [_person("ليونيل حداد")])
    assert _speaker_of(claims, "الطياران") == "مكتب رئيس الوزراء ليونيل حداد"
    claims = _ar("وقال المتحدث باسم الوزارة سامي حداد إن الوضع هادئ في المدينة.",
                 [_person("سامي حداد")])
    assert _speaker_of(claims, "الوضع") == "سامي حداد"


def test_ar_a_body_in_another_body_speaks_as_the_whole() -> None:
    parsed = parse("أعلنت اللجنة الأمنية في مجلس محافظة بغداد، اليوم الأحد، ارتفاع عدد "
                   "ضحايا التفجير إلى 75 قتيلاً.", "ar")
    people, orgs, _places = ar_entities.entities(parsed)
    claims = ar_claims.claims(parsed, people, tuple(o for o in orgs if not o.described),
                              bodies=tuple(o for o in orgs if o.described))
    assert _speaker_of(claims, "ضحايا") == "اللجنة الأمنية في مجلس محافظة بغداد"


def test_ar_the_head_of_a_body_is_a_person_known_by_the_whole_title() -> None:
    claims = _ar('قال رئيس هيئة الأركان الليبي المؤقت، إن "عهد الانقلابات في البلاد انتهى".',
                 orgs=[_org("هيئة الأركان الليبي")])
    assert _speaker_of(claims, "الانقلابات") == "رئيس هيئة الأركان الليبي المؤقت"
    claims = _ar("وقال المتحدث باسم هيئة الأركان إن الوضع تحت السيطرة تماما.",
                 orgs=[_org("هيئة الأركان")])
    assert _speaker_of(claims, "الوضع") == "هيئة الأركان"  # a spokesman speaks for it


def test_ar_a_statement_of_a_quoted_group_and_its_quotation() -> None:
    claims = _ar('وجاء في بيان لتنظيم "الشباب" نشر على مواقع متشددة "تمكن مقاتلونا من الوصول '
                 'إلى تجمع كبير للجنود في المدينة".', orgs=[_org("الشباب")])
    said = _speaker_of(claims, "مقاتلونا")
    assert said == "الشباب"
    assert next(c for c in claims if c.speaker == said).text.startswith("تمكن")


def test_ar_according_to_what_someone_announced() -> None:
    claims = _ar("قتل 30 شخصا على الأقل، مساء أمس، في هجوم انتحاري وقع داخل محطة القطارات، "
                 "بحسب ما أعلنه حاكم المدينة.")
    assert _speaker_of(claims, "انتحاري") == "حاكم المدينة"


def test_ar_a_document_of_a_body_speaks_for_the_body() -> None:
    claims = _ar("وقال بيان لوزارة الداخلية البيروفية أن 300 شخص على الأقل لقوا حتفهم جراء "
                 "الفيضانات.")
    assert _speaker_of(claims, "الفيضانات") == "وزارة الداخلية البيروفية"


def test_ar_a_relative_after_a_thing_that_cannot_speak_is_the_subjects() -> None:
    claims = _ar("ودان الرئيس الكيني أوهورو كينياتا الهجوم، الذي قال إنه «يظهر فشل الإرهابيين "
                 "في المواجهة المباشرة».", [_person("أوهورو كينياتا")])
    assert _speaker_of(claims, "الإرهابيين") == "أوهورو كينياتا"


def test_ar_a_relay_past_an_outlet_with_its_short_name_in_brackets() -> None:
    claims = _ar("ونقلت شبكة تلفزيون كيتو (تي في كيه) عن وزير الإعلام الإكوادوري خوان ألبرتو "
                 "القول أن ”هناك أضرارا كبيرة في جميع أنحاء البلاد“.",
                 [_person("خوان ألبرتو")], [_org("تلفزيون كيتو")])
    assert _speaker_of(claims, "أضرارا") == "خوان ألبرتو"


def test_ar_a_described_body_with_a_long_aside_before_its_content() -> None:
    claims = _ar('وقال الدفاع المدني على موقعه الرسمي على أحد مواقع التواصل الاجتماعي اليوم '
                 '"إن تدافع الحشود عند البوابة سبب الحادث".')
    assert _speaker_of(claims, "تدافع") == "الدفاع المدني"


def test_ar_a_verb_behind_a_full_stop_without_a_space() -> None:
    claims = _ar("واقتحم مسلحون المبنى وقتلوا العشرات واحتجزوا آخرين.وقال مركز العمليات الوطني "
                 "في بيان «تأكد مقتل 40 شخصا في الهجوم على المبنى».")
    assert _speaker_of(claims, "تأكد") == "مركز العمليات الوطني"


def test_ar_the_holder_named_after_a_body_and_its_complement() -> None:
    claims = _ar("وأكد رئيس معهد النخيل للبحوث العلمية سليم كورابى أن فريق الباحثين نجح اليوم "
                 "في التجربة.", orgs=[_org("معهد النخيل")])
    assert _speaker_of(claims, "الباحثين") == "سليم كورابى"


def test_ar_a_given_name_is_taken_only_right_after_the_verb() -> None:
    claims = _ar("وقال القيادي بالحركة سامر رضوان للصحفيين أمس إن الخلاف الوحيد يتمثل في المبادرة.",
                 [_person("سامر رضوان")])
    assert _speaker_of(claims, "الخلاف") == "سامر رضوان"


def test_ar_a_first_name_glued_to_the_body_before_it_and_the_description_used_again() -> None:
    claims = _ar("وأفاد الوكيل المساعد لمحافظ البنك المركزي سامح جاب الله في بيان للبنك اليوم أنه "
                 "تقرر خفض قيمة العملة. وأضاف الوكيل المساعد لمحافظ البنك المركزي، أنه تم أيضا "
                 "رفع أسعار الفائدة على الودائع.", orgs=[_org("البنك المركزي سامح")])
    assert _speaker_of(claims, "خفض") == "سامح جاب الله"
    assert _speaker_of(claims, "الفائدة") == "سامح جاب الله"


# ------------------------------------------------------------------ English


def _en(text: str) -> tuple[Claim, ...]:
    """(A headline and the first sentence can parse as one sentence, read as a headline:
    the passages open with a sentence of their own.)"""
    from reports.lang.en import claims as en_claims
    from reports.lang.en import entities as en_entities

    parsed = parse(text, "en")
    people, orgs, _ = en_entities.extract(parsed)
    return en_claims.extract(parsed, people, orgs)


def _en_speaker(claims: tuple[Claim, ...], words: str) -> Claim:
    return next(c for c in claims if words in c.text)


def test_en_a_lead_description_is_the_person_the_next_statement_names() -> None:
    claims = _en("Police warn marchers\n\nGlasgow's most senior police officer has said the force "
                 "will not tolerate violence at the march. Speaking on local radio, Sir Tom Hendry "
                 "said officers would be deployed across the city.\n")
    lead = _en_speaker(claims, "not tolerate violence")
    assert lead.speaker == "Tom Hendry"
    assert "Glasgow's most senior police officer" in lead.speaker_aliases  # as written


def test_en_a_minister_of_an_office_is_a_person_not_the_office() -> None:
    claims = _en("Grants reviewed\n\nA Scottish Office minister has said the grant scheme will be "
                 "reviewed this year. Helen Marsh told MPs the review would begin next month.\n")
    assert _en_speaker(claims, "grant scheme").speaker == "Helen Marsh"


def test_en_a_description_is_not_given_to_someone_with_another_title() -> None:
    claims = _en("Fire in the old town\n\nThe old town was closed.\n\n"
                 "A senior fire officer said the blaze was started "
                 "deliberately. Mayor John Carter said the city would pay for the repairs.\n")
    assert _en_speaker(claims, "blaze").speaker == "A senior fire officer"


def test_en_a_title_is_the_one_person_named_with_it_elsewhere() -> None:
    claims = _en("Ferry sinks off coast\n\nThe country's transport minister said a technical fault "
                 "was more likely than sabotage. Rescue teams searched through the night. Greek "
                 "Transport Minister Nikos Pappas said later that no distress call had been "
                 "received.\n")
    assert _en_speaker(claims, "technical fault").speaker == "Nikos Pappas"


def test_en_an_indefinite_description_is_someone_new() -> None:
    # "an engineer" is not "Maria Lopez, the engineer of the bridge" named elsewhere
    claims = _en("Bridge closed\n\nMaria Lopez, the engineer of the bridge, said the cables had "
                 "been replaced in May. Later an engineer said the deck had cracked overnight, "
                 "and the council closed the bridge.\n")
    assert _en_speaker(claims, "deck had cracked").speaker == "an engineer"


def test_en_a_description_sharing_a_word_with_an_organization_nearby_is_it() -> None:
    claims = _en("Market bombing\n\nThe city was quiet on Saturday.\n\n"
                 "A car bomb killed at least nine people in the market on Sunday, "
                 "a local medics' union said. The Union of Aleppo Medics said several of the "
                 "wounded were in critical condition.\n")
    assert _en_speaker(claims, "car bomb killed").speaker == "Union of Aleppo Medics"
    assert _en_speaker(claims, "critical condition").speaker == "Union of Aleppo Medics"


def test_en_the_statement_is_its_issuer() -> None:
    claims = _en("Convoy attacked\n\nThe Popular Front claimed the attack, the group said in a "
                 "statement on Monday. \"Our fighters struck the convoy at dawn and returned "
                 "safely to their bases,\" the statement said.\n")
    quoted = _en_speaker(claims, "struck the convoy")
    assert quoted.speaker == "Popular Front" and "the statement" in quoted.speaker_aliases


def test_en_an_outlet_speaks_not_its_owner() -> None:
    claims = _en("Checkpoint hit\n\nLebanese group Amal's Al Nour radio reported the blast had hit "
                 "an army checkpoint near the border.\n")
    assert _en_speaker(claims, "army checkpoint").speaker == "Al Nour"


def test_en_it_is_the_organization_of_its_own_sentence_and_its_quote_runs_on() -> None:
    claims = _en("Markets fall\n\nTraders priced in a rate cut by July, according to data compiled "
                 "by brokers. The Bank of Ruritania \u201chas prepared for every outcome and is "
                 "working with the finance ministry,\u201d it said in a statement. \u201cThe Bank of "
                 "Ruritania will take all necessary steps to keep markets stable.\u201d\n")
    assert _en_speaker(claims, "prepared for every outcome").speaker == "Bank of Ruritania"
    assert _en_speaker(claims, "necessary steps").speaker == "Bank of Ruritania"


def test_en_a_quotation_just_before_its_speaker_and_cue_is_his() -> None:
    claims = _en("Prayers attacked\n\nThe attack shocked the country.\n\n\u201cHow can anyone attack "
                 "people at prayer?\u201d Karimov said, using the word for the ritual.\n")
    assert _en_speaker(claims, "people at prayer").speaker == "Karimov"


def test_en_an_acronym_is_the_organization_named_in_full() -> None:
    claims = _en("Markets fall\n\nThe Bank of Ruritania met on Friday.\n\nThe BOR \u201chas prepared "
                 "for every outcome and is working with the finance ministry,\u201d it said.\n")
    assert _en_speaker(claims, "prepared for every outcome").speaker == "Bank of Ruritania"


def test_en_the_statement_of_a_group_the_entity_step_missed_is_the_group() -> None:
    claims = _en("Blast in the market\n\nThe city was calm.\n\nThe Black Banner group claimed "
                 "responsibility for the attack in a statement posted online. The statement said a "
                 "suicide bomber had targeted the market and warned that more attacks would come.\n")
    said = _en_speaker(claims, "suicide bomber")
    assert said.speaker == "Black Banner" and "The statement" in said.speaker_aliases


def test_en_a_spokesman_of_an_office_speaks_for_it() -> None:
    claims = _en("Talks resume\n\nThe talks resumed.\n\nA Scottish Office spokesman said the talks "
                 "would resume on Monday.\n")
    assert _en_speaker(claims, "would resume").speaker == "Scottish Office"


def test_en_news_is_no_plural_shared_with_an_agency_name() -> None:
    # "news" and "Interfax news" share no telling word ("news" is not the plural of "new")
    claims = _en("Minister visits clinic\n\nThe minister visited a clinic, the Vostok news agency "
                 "said.\n\nEarlier Russian news reports had said the minister was abroad on "
                 "holiday.\n")
    assert _en_speaker(claims, "was abroad").speaker != "Vostok news"


def test_en_a_finished_quotation_is_not_the_next_sentences_speaker() -> None:
    claims = _en("Markets\n\nStocks fell.\n\n\u201cThere are more worries in bond land this "
                 "week.\u201d\n\nThe Commerce Department said orders for durable goods fell.\n")
    assert all(c.speaker != "Commerce Department" for c in claims if "bond land" in c.text)


def test_en_a_speaker_keeps_the_whole_name_the_tagger_split() -> None:
    claims = _en("Oil deal\n\nMinisters met.\n\n\u201cWe will cut output by a million barrels a day,"
                 "\u201d Iraq\u2019s Oil Minister Thamer Abbas al-Ghadhban told reporters after a "
                 "meeting in Vienna.\n")
    said = _en_speaker(claims, "million barrels")
    assert said.speaker.endswith("al-Ghadhban") and said.speaker.startswith("Thamer")
