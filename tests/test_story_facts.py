"""A story's facts (reports.stories.facts) read from real analyses of sentences of our own:
the event day by a vote of the sources, the lead line in the reader's language."""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime

from reports import events
from reports.analysis import analyze
from reports.linking import link_entities
from reports.model import Article, Document, Figure, Story
from reports.stories import build, facts
from reports.text import script


def article(title: str, body: str, lang: str = "en", published: str = "2016-03-09",
            name: str = "") -> Article:
    """One article analyzed as the service analyzes a file."""
    digest = hashlib.sha256(f"{title}\n{body}".encode()).hexdigest()
    doc = Document(path=name or f"{digest[:8]}.txt", title=title, text=body, format="txt",
                   encoding="utf_8", language=lang, content_hash=digest, published=published)
    return Article(analysis=analyze(doc), sources=(doc.path,),
                   first_seen=datetime.fromisoformat(published).replace(hour=12, tzinfo=UTC),
                   published=published)


def read(group: list[Article], lang: str = "en") -> tuple[str, str]:
    """The story's day and lead, as ``stories.build`` reads them."""
    links = link_entities(group, lang=lang)
    ev = {a.id: events.of(a) for a in group}
    counts = facts.tallies(group, least=1)
    return facts.story_day(group, ev), facts.lead(
        group, ev, counts, facts.corroborate_figures(group, facts.tallies(group)),
        facts.group_responsibility(group, links, facts.story_kind(group, ev)), links, lang)


# -- the day -------------------------------------------------------------------------------

def test_the_day_is_the_sources_vote_not_a_publication_day() -> None:
    # 9 March 2016 was a Wednesday: two reports of Wednesday say "on Tuesday", a
    # follow-up two days later names no day (its own publication day is one vote)
    group = [
        article("Ferry sinks off the coast", "A ferry sank on Tuesday off the coast of Chittagong.",
                published="2016-03-09"),
        article("Ferry disaster: divers search the wreck",
                "Divers searched the wreck on Tuesday near Chittagong.", published="2016-03-09"),
        article("Families wait for news of the ferry",
                "Families waited at the port of Chittagong for news.", published="2016-03-11"),
    ]
    assert read(group)[0] == "2016-03-08"


def test_yesterday_in_arabic_and_a_tie_goes_to_the_earliest_day() -> None:
    group = [
        article("غرق عبارة قبالة السواحل", "غرقت عبارة أمس قبالة سواحل شيتاغونغ.", lang="ar",
                published="2016-03-10"),
        article("Ferry sinks", "A ferry sank off Chittagong.", published="2016-03-10"),
    ]
    assert read(group)[0] == "2016-03-09"


def test_a_story_keeps_its_day_and_lead_through_json() -> None:
    st = Story(id="s1", title="t", article_ids=("a",), languages=("en",), entity_ids=(),
               day="2016-03-08", lead="Attack in Baghdad: 12 killed")
    assert Story.from_dict(st.as_dict()) == st


# -- the lead line ------------------------------------------------------------------------

ARABIC_ONLY = [
    article("مقتل 12 شخصا في تفجير انتحاري في بغداد",
            "قتل 12 شخصا وأصيب 30 آخرون في تفجير انتحاري استهدف سوقا شعبيا في بغداد يوم الثلاثاء.",
            lang="ar", published="2016-03-09"),
    article("تفجير انتحاري يستهدف سوقا في بغداد",
            "أسفر تفجير انتحاري في سوق ببغداد عن مقتل 14 شخصا وإصابة 30 آخرين.",
            lang="ar", published="2016-03-08"),
]


def test_a_story_of_arabic_reports_has_an_english_lead() -> None:
    day, line = read(ARABIC_ONLY, "en")
    assert day == "2016-03-08"
    assert line.startswith("Attack in Baghdad: 12–14 killed, 30 wounded"), line
    assert script(line) == "latn"  # not a word of Arabic


def test_a_story_of_english_reports_has_an_arabic_lead() -> None:
    group = [
        article("Suicide bomber kills 12 at Baghdad market",
                "A suicide bomber killed 12 people and wounded 30 at a market in Baghdad on Tuesday.",
                published="2016-03-09"),
        article("Baghdad market bombing kills 14",
                "A suicide bombing at a Baghdad market killed 14 people, police said.",
                published="2016-03-08"),
    ]
    line = read(group, "ar")[1]
    assert line.startswith("هجوم في بغداد: \u206612–14\u2069 قتلى"), line
    assert script(line) == "arab"


def test_news_that_is_no_toll_leads_with_its_figure() -> None:
    group = [article("Central bank raises its main rate",
                     "The central bank raised its main interest rate to 1.5 percent on Tuesday.",
                     published="2016-03-09")]
    assert "1.5%" in read(group)[1]


def test_who_claimed_it_is_in_the_lead() -> None:
    group = [article("Islamic State claims Baghdad market bombing",
                     "Islamic State claimed responsibility for the bombing that killed 12 people "
                     "at a market in Baghdad on Tuesday.", published="2016-03-09")]
    assert "Claimed by Islamic State" in read(group)[1]


def responsibility(group: list[Article]) -> list[tuple[str, str, int]]:
    """(status, group, sources) of the story, as ``stories.build`` reads them."""
    ev = {a.id: events.of(a) for a in group}
    resp = facts.group_responsibility(group, link_entities(group), facts.story_kind(group, ev))
    return [(g.status, g.group, g.sources) for g in resp]


def test_an_attack_no_source_claims_is_not_claimed_by_every_source_s_silence() -> None:
    group = [article("Gunmen attack a hotel in Sousse", "Gunmen attacked a hotel in Sousse on "
                     "Friday, killing 27 people, officials said."),
             article("هجوم مسلح على فندق في سوسة", "قتل 27 شخصا في هجوم مسلح على فندق في سوسة.",
                     lang="ar")]
    assert responsibility(group) == [("none", "", 2)]
    assert read(group)[1].endswith("Responsibility: not claimed")


def test_the_rescued_of_a_group_are_everyone_rescued_but_hostages_are_counted_apart() -> None:
    group = [article("Students rescued from a besieged college",
                     "Soldiers rescued 420 students from the college on Tuesday."),
             article("تحرير طلاب محاصرين في كلية",
                     "وتم تحرير نحو 400 طالب كانوا محاصرين داخل الكلية يوم الثلاثاء.", lang="ar")]
    assert toll(group, "rescued") == {420, 400}
    freed = [article("Hostages rescued in a raid", "Commandos rescued 13 hostages on Tuesday."),
             article("Hostages rescued", "Thirteen hostages were rescued by commandos.")]
    assert toll(freed, "rescued", "hostages") == {13} and toll(freed, "rescued") == set()


def test_a_claim_is_kept_and_news_that_is_no_attack_says_nothing_of_responsibility() -> None:
    claimed = [article("Islamic State claims Baghdad market bombing",
                       "Islamic State claimed responsibility for the bombing that killed 12 "
                       "people at a market in Baghdad on Tuesday.")]
    assert [s for s, _g, _n in responsibility(claimed)] == ["claimed"]
    election = [article("Election results announced", "The electoral commission announced the "
                        "results of the presidential election on Tuesday.")]
    assert responsibility(election) == []


# -- tolls: the event's counts of people, per measure and group ---------------------------

def toll(group: list[Article], measure: str = "killed", subject: str = "") -> set[float]:
    """The values of the story's tally of ``measure`` for ``subject`` (set() when none):
    its kind's key ("attackers") or the words the reader is shown ("gunmen")."""
    return {r.value for t in facts.tallies(group, least=1, lang="en")
            if t.measure == measure and bool(t.subject) == bool(subject)
            and (not subject or subject in (t.subject, facts.group_words(t, "en")))
            for r in t.reports}


def test_a_projection_is_no_toll() -> None:
    en = article("Market bombing kills 21",
                 "A car bomb killed 21 people at a market in Mosul on Tuesday. A hospital "
                 "official said the death toll could rise to 40.")
    ar = article("مقتل 21 شخصا في تفجير سوق بالموصل",
                 "قتل 21 شخصا في تفجير سيارة مفخخة في سوق بالموصل. وقال مسؤول إن عدد "
                 "القتلى قد يرتفع إلى 40 شخصا.", lang="ar")
    assert toll([en]) == {21} and toll([ar]) == {21}


def test_a_toll_updated_later_in_the_report_is_its_toll() -> None:
    en = article("Gunmen kill 21 at a museum in Tunis",
                 "Gunmen killed 21 people at a museum in Tunis on Wednesday, the prime minister "
                 "said. Security forces stormed the building and freed the hostages. The "
                 "gunmen wore military uniforms, a witness said. Tourists fled into the "
                 "gardens as shots rang out. Later the death toll rose to 22, state television said.")
    ar = article("مقتل 21 شخصا في هجوم على متحف في تونس",
                 "أعلن رئيس الوزراء مقتل 21 شخصا في الهجوم على المتحف في العاصمة. واقتحمت قوات "
                 "الأمن المبنى وحررت الرهائن. وقال شاهد إن المسلحين كانوا يرتدون زيا عسكريا. "
                 "وفر السياح إلى الحدائق مع سماع إطلاق النار. ولاحقا أعلن التلفزيون ارتفاع "
                 "حصيلة الهجوم إلى 22 قتيلا.", lang="ar")
    for a in (en, ar):
        assert toll([a]) == {22}, a.analysis.figures


def test_a_second_source_s_toll_an_article_relays_is_a_report_too() -> None:
    """The monitor's 20 dead and 30 wounded, the state agency's 12 and 55, in one report:
    both sources' tolls, where a lone count of militants killed elsewhere is none."""
    en = article("Twin blasts hit a Damascus suburb",
                 "Twin blasts struck a Damascus suburb on Saturday. The Syrian Observatory "
                 "for Human Rights said 20 people were killed and more than 30 were wounded. "
                 "State news agency SANA said 12 people were killed and 55 were wounded. "
                 "The army killed two militants near the border at the weekend, a military "
                 "source said.")
    ar = article("تفجيران في ضاحية دمشق",
                 "ضرب تفجيران ضاحية في دمشق اليوم السبت. وأفاد رامي عبد الرحمن، مدير المرصد "
                 "السوري لحقوق الإنسان، بأن الحصيلة ارتفعت إلى 20 قتيلا وأكثر من 30 مصابا. "
                 "وقالت وكالة الأنباء السورية الرسمية (سانا) إن 12 شخصا قتلوا وأصيب 55 آخرون.",
                 lang="ar")
    for a in (en, ar):
        assert toll([a]) == {20, 12}, a.analysis.claims
        assert toll([a], "wounded") == {30, 55}
    # each count with the source the report gives it as said by; not the militants
    by = {(r.value, r.by) for t in facts.tallies([en], least=1) if not t.subject
          for r in t.reports}
    sohr = "Syrian Observatory for Human Rights"
    assert by == {(20, sohr), (30, sohr), (12, "SANA"), (55, "SANA")}, by


def test_the_people_aboard_a_craft_that_vanished_are_its_missing() -> None:
    en = article("Airliner vanishes over the sea",
                 "An airliner carrying 66 passengers and crew disappeared from radar over the "
                 "sea on Thursday. The aircraft was carrying 56 passengers and 10 crew.")
    ar = article("اختفاء طائرة ركاب فوق البحر وعلى متنها 66 شخصا",
                 "أعلنت الشركة أن الطائرة اختفت من شاشات الرادار فوق البحر. وكانت الطائرة تقل "
                 "56 راكبا وطاقما من عشرة أشخاص.", lang="ar")
    for a in (en, ar):
        assert toll([a], "missing") == {66}, a.analysis.figures
    # aboard a craft that landed, or crashed: no one is missing
    landed = article("Airliner lands safely",
                     "An airliner carrying 66 passengers and crew landed safely on Thursday.")
    assert toll([landed], "missing") == set()


def test_killed_and_wounded_together_are_neither() -> None:
    ar = article("تفجير في سوق ببغداد",
                 "أسفر التفجير عن سقوط نحو 100 قتيل وجريح في سوق شعبي ببغداد.", lang="ar")
    en = article("Blast in Baghdad market",
                 "The blast left 60 killed or wounded at a market in Baghdad on Tuesday.")
    for a in (ar, en):
        assert toll([a]) == set() and toll([a], "wounded") == set(), a.analysis.figures


def test_a_war_s_toll_is_no_toll_of_the_day() -> None:
    en = article("Troops fire on protesters in Hama",
                 "Troops shot dead 12 protesters in Hama on Friday, activists said. As many "
                 "as 1,300 people have died in the uprising, rights groups say.")
    ar = article("مقتل 12 متظاهرا في حماة",
                 "قتلت قوات الأمن 12 متظاهرا في حماة يوم الجمعة. وقتل أكثر من 1300 شخص في "
                 "الانتفاضة بحسب منظمات حقوقية.", lang="ar")
    since = article("Troops fire on protesters in Hama",
                    "Troops shot dead 12 protesters in Hama on Friday. More than 1,300 people "
                    "have been killed since the protests began, rights groups say.")
    for a in (en, ar, since):
        assert 1300 not in toll([a]), a.analysis.language


def test_another_day_s_toll_is_no_toll_of_this_event() -> None:
    en = article("Strong aftershock hits Nepal",
                 "A strong earthquake killed 37 people in Nepal on Tuesday. The toll of the 25 "
                 "April earthquake, which killed more than 8,000 people, keeps rising.",
                 published="2015-05-12")
    ar = article("زلزال جديد يضرب نيبال",
                 "قتل 37 شخصا في زلزال جديد ضرب نيبال الثلاثاء. وفي أبريل الماضي قتل أكثر من "
                 "ثمانية آلاف شخص في زلزال مدمر.", lang="ar", published="2015-05-12")
    earlier = article("Bombing in Baghdad kills 20",
                      "A bomb killed 20 people in Baghdad on Saturday. Earlier in the day, a "
                      "suicide bomber killed 19 people in Nahrawan.")
    assert toll([en]) == {37} and toll([ar]) == {37} and toll([earlier]) == {20}


def test_the_perpetrators_disputed_count_is_no_toll() -> None:
    a = article("Islamic State claims Jakarta attack",
                "Islamic State claimed responsibility for the attack in Jakarta on Thursday. "
                "Islamic State said in a statement that 15 people were killed. Police said "
                "seven people were killed, five of them attackers.")
    assert 15 not in toll([a]), a.analysis.figures


def test_words_are_no_count_and_a_group_of_victims_is_the_toll() -> None:
    assert toll([article("Dozens killed in Kabul attack",
                         "Dozens were killed in an attack in Kabul on Tuesday.")]) == set()
    # the article counts no one else: 717 pilgrims are the toll of people at large
    assert toll([article("Stampede in Mina", "A stampede killed 717 pilgrims in Mina on "
                         "Thursday, Saudi officials said.")]) == {717}
    # beside the whole toll, a group is a part of it, and the attackers are counted apart
    a = article("Gunmen kill 20 in Dhaka cafe",
                "Gunmen killed 20 people at a cafe in Dhaka on Friday, among them nine Italians. "
                "Police killed six gunmen.")
    assert toll([a]) == {20} and toll([a], subject="gunmen") == {6}


# -- the number that is the news ----------------------------------------------------------

def first(group: list[Article], n: int = 1) -> list[float]:
    return [g.value for g in facts.corroborate_figures(group)[:n]]


def test_an_earthquake_leads_with_its_magnitude() -> None:
    en = article("Strong quake hits Sumatra", "A magnitude 6.9 earthquake struck off Sumatra "
                 "on Monday, killing 14 people and injuring 120, officials said.")
    ar = article("زلزال قوي يضرب سومطرة", "ضرب زلزال بقوة 6.9 درجات سواحل سومطرة يوم الاثنين، "
                 "ما أسفر عن مقتل 14 شخصا وإصابة 120 آخرين.", lang="ar")
    assert first([en]) == [6.9] and first([ar]) == [6.9] and first([en, ar]) == [6.9]


def test_a_rate_decision_leads_with_the_rate_not_a_crowd() -> None:
    a = article("Central bank raises rates",
                "About 3,000 people marched in the capital on Thursday. The central bank raised "
                "its benchmark interest rate to 4.25 percent on Thursday.")
    b = article("البنك المركزي يرفع سعر الفائدة",
                "تظاهر نحو 3000 شخص في العاصمة. ورفع البنك المركزي سعر الفائدة إلى 4.25 في المئة.",
                lang="ar")
    for group in ([a], [b], [a, b]):
        assert first(group) == [4.25], [(g.value, g.unit) for g in facts.corroborate_figures(group)]


def test_a_share_one_source_rounds_is_the_other_s_precise_share() -> None:
    a = article("Incumbent wins the runoff", "The incumbent won 53.64 percent of the vote in "
                "Sunday's runoff, the election commission said on Monday.")
    b = article("Incumbent re-elected", "The incumbent took 53 percent of the vote in Sunday's "
                "runoff, against 46 percent for his rival, officials said on Monday.")
    got = facts.corroborate_figures([b, a])
    assert got[0].value == 53.64 and got[0].sources == 2, [(g.value, g.sources) for g in got]
    c = article("Central bank cuts its rate", "The central bank cut its main rate to 0.25 percent "
                "on Thursday, from 0 percent in a first step last year.")
    assert 0.25 in first([c], 2)


def test_a_match_leads_with_its_score_in_both_languages() -> None:
    en = article("Rovers win the cup", "Rovers beat United 3-1 in Saturday's final at Hampden, "
                 "watched by 50,000 fans, their first title in 12 years.")
    ar = article("روفرز يتوج بالكأس", "تغلب روفرز على يونايتد 3-1 في المباراة النهائية يوم السبت "
                 "بحضور 50 ألف متفرج.", lang="ar")
    draw = article("Stalemate in the derby", "City and Town drew 2-2 on Sunday.")
    for group in ([en], [ar], [en, ar]):
        got = facts.corroborate_figures(group)
        assert (got[0].measure, got[0].value, got[0].high) == ("score", 3, 1), got[:2]
    assert facts.corroborate_figures([en, ar])[0].sources == 2
    assert (facts.corroborate_figures([draw])[0].value, facts.corroborate_figures([draw])[0].high) == (2, 2)
    _, lead = read([en])
    assert "3\u20131" in lead
    # a range of people beside no word of a match is no score
    crowd = article("Clashes in the capital", "Between 10-15 people were hurt in clashes on Friday.")
    assert all(g.measure != "score" for g in facts.corroborate_figures([crowd]))


def test_a_duration_or_a_distance_is_never_the_news() -> None:
    a = article("Algeria beat Senegal to win the Cup",
                "Algeria won their second title in 29 years, watched by 75,000 fans, after a goal "
                "from 20 yards.")
    assert 29 not in first([a], 1) and 20 not in first([a], 1)


def test_killed_then_wounded_with_their_own_numbers_are_two_tolls() -> None:
    a = article("مقتل 11 في تفجير وسط إسطنبول",
                "أعلن الحاكم أن 11 شخصا من بينهم 7 شرطيين قتلوا وأصيب 36 شخصا آخرين في تفجير "
                "وسط المدينة.", lang="ar")
    assert toll([a]) == {11} and toll([a], "wounded") == {36}
    assert toll([a], subject="police") == {7}  # the security forces, counted apart


def test_a_rounded_toll_beside_the_precise_one_is_that_one() -> None:
    a = article("زلزال يضرب الساحل", "ضرب زلزال الساحل مساء السبت وأوقع 77 قتيلا وقرابة 600 جريح. "
                "وقال نائب الرئيس إن هناك أكثر من 588 جريحا.", lang="ar")
    b = article("Quake hits the coast", "A quake killed 77 people and injured nearly 600 on "
                "Saturday. The vice president said 588 people were injured.")
    for x in (a, b):
        assert toll([x], "wounded") == {588}, x.analysis.figures


def test_the_first_attack_since_an_offensive_began_is_a_comparison_not_a_war_toll() -> None:
    en = article("Taliban attack in Kabul kills 40", "The Taliban attacked a compound in Kabul on "
                 "Tuesday, killing 40 people in the first attack in the capital since the spring "
                 "offensive began.")
    ar = article("طالبان تهاجم مقرا في كابول", "هاجمت حركة طالبان مبنى في كابول ما أدى إلى سقوط 40 "
                 "قتيلا في أول هجوم في العاصمة منذ بدء هجوم الربيع.", lang="ar")
    assert toll([en]) == {40} and toll([ar]) == {40}


def test_a_count_of_people_beside_a_word_of_the_dead_or_hurt_is_that_toll() -> None:
    ar = article("ارتفاع عدد قتلى الزلزال إلى أكثر من 1500 شخص",
                 "ارتفع عدد قتلى الزلزال الذي ضرب البلاد يوم السبت.", lang="ar")
    en = article("Troops storm the sit-in", "Troops stormed the sit-in on Monday, killing 12 "
                 "protesters. More than 116 injured people were taken to hospital.")
    assert toll([ar]) == {1500}, ar.analysis.figures
    assert toll([en], "wounded") == {116}, en.analysis.figures


def test_a_toll_since_a_decade_is_no_toll_of_the_day() -> None:
    a = article("Gunmen kill 9 in Davao", "Gunmen killed 9 people in Davao on Monday. Death squads "
                "have killed more than 1,000 suspected criminals in the city since the 1980s.")
    assert 1000 not in toll([a], subject="criminals") and toll([a]) == {9}


def test_a_count_of_votes_is_no_toll() -> None:
    sentence = "قال رئيس اللجنة إن مرسي حصل على 13 مليونا و230 ألفا و131 صوتا."
    a = article("فوز مرسي بالرئاسة", sentence, lang="ar")
    # whatever measure a count is read with, the votes after it make it none of a toll
    misread = Figure(value=13e6, unit="", what="", approx="", text="13 مليونا",
                     sentence=sentence, sentence_index=1, measure="displaced")
    assert facts.NotToll(a).why(misread) == "votes"
    en = article("Morsi wins", "Morsi won 13,230,131 votes.")
    assert facts.NotToll(en).why(Figure(value=13230131, unit="", what="", approx="",
                                        text="13,230,131", sentence="Morsi won 13,230,131 votes.",
                                        sentence_index=1, measure="killed")) == "votes"


def test_a_share_of_ballots_counted_is_how_far_the_count_is_not_the_result() -> None:
    en = article("Mayor nears victory in presidential vote",
                 "With 90% of ballots counted on Monday, Mayor Reyes had 41% of the vote, "
                 "election officials said.")
    ar = article("رييس يقترب من الفوز بالرئاسة",
                 "بعد فرز 90 في المئة من الأصوات، حصل رييس على 41 في المئة من الأصوات.", lang="ar")
    for a in (en, ar):
        assert first([a]) == [41], [(g.value, g.unit) for g in facts.corroborate_figures([a])]


def test_the_turnout_is_not_the_result() -> None:
    en = article("Incumbent leads the vote", "Turnout was 61.5 percent on Sunday, the commission "
                 "said. The incumbent won 52.4 percent of the vote, his rival 45.1 percent.")
    ar = article("الرئيس يتصدر النتائج", "بلغت نسبة المشاركة 61.5 في المئة يوم الأحد. وحصل الرئيس "
                 "على 52.4 في المئة من الأصوات.", lang="ar")
    for a in (en, ar):
        assert first([a]) == [52.4], [(g.value, g.unit) for g in facts.corroborate_figures([a])]


def test_a_share_of_those_a_survey_asked_is_no_figure_of_the_event() -> None:
    en = article("Acme shares slide as merger collapses", "Shares in Acme fell 8 percent on "
                 "Tuesday after the merger collapsed. In a survey before the vote, 64 percent "
                 "of respondents said the deal should go ahead.")
    ar = article("أسهم الشركة تتراجع بعد انهيار الاندماج", "تراجعت أسهم الشركة 8 في المئة يوم "
                 "الثلاثاء بعد انهيار الاندماج. وفي استطلاع قبل التصويت، قال 64 في المئة من "
                 "المستطلعين إن الصفقة يجب أن تمضي.", lang="ar")
    for a in (en, ar):
        assert first([a])[0] == 8, [(g.value, g.unit) for g in facts.corroborate_figures([a])]


def test_a_follow_up_s_words_for_its_own_event_keep_the_toll() -> None:
    a = article("Mosul mourns market bombing victims", "The market bombing in Mosul last week "
                "killed 12 people, police said on Monday.", published="2016-03-14")
    b = article("الموصل تشيع ضحايا تفجير السوق", "أسفر تفجير السوق في الموصل قبل أيام عن مقتل 12 "
                "شخصا، بحسب الشرطة.", lang="ar", published="2016-03-14")
    assert toll([a]) == {12} and toll([b]) == {12}


def test_a_lead_names_the_victims_group_when_no_count_of_everyone_is_given() -> None:
    """No count of everyone killed, six soldiers killed: the lead says so; the attackers'
    own dead are never the lead's toll."""
    from reports.model import Report, Tally
    from reports.stories.facts import _toll_words

    def tally(measure: str, subject: str, value: float, written: str = "") -> Tally:
        return Tally(measure, subject, (Report("a1", "AP", "en", "2020-01-01", f"{value:g}",
                                               "s", value=value, subject=written),))

    assert _toll_words([tally("killed", "military", 6, "soldiers"), tally("wounded", "", 4)],
                       "en") == "6 soldiers killed, 4 wounded"
    assert _toll_words([tally("killed", "military", 6), tally("wounded", "", 4)],
                       "ar") == "\u20666\u2069 الجنود قتلى، \u20664\u2069 جرحى"
    assert _toll_words([tally("killed", "attackers", 2, "gunmen"), tally("wounded", "", 4)],
                       "en") == "4 wounded"
    assert _toll_words([tally("killed", "", 9), tally("killed", "military", 6)],
                       "en") == "9 killed"


def test_a_group_is_one_key_in_every_language_and_each_reader_reads_its_own_words() -> None:
    """Reports in two languages of one attack's dead gunmen make one tally keyed by the
    group's kind, as a measure is ("attackers"), shown in each reader's words."""
    en = article("Gunmen storm hotel", "Two gunmen were killed by police at the hotel on "
                 "Wednesday, officials said.")
    ar = article("هجوم على فندق", "وقالت الشرطة إنه قتل مسلحان في الهجوم على الفندق يوم "
                 "الأربعاء.", lang="ar")
    (t,) = [t for t in facts.tallies([en, ar], least=1) if t.subject]
    assert (t.measure, t.subject, {r.value for r in t.reports}) == ("killed", "attackers", {2})
    assert facts.group_words(t, "en") == "gunmen"
    assert facts.group_words(t, "ar") == "مسلحان"


# -- actors and speakers named by what they are ---------------------------------------------

def test_an_institution_named_by_what_it_is_is_an_actor_kept_apart_from_names() -> None:
    """"وزارة الداخلية الأردنية", "المجلس الدستوري": words a name tagger does not count as a
    name, yet the story's actors, shown in English as the institution ("Jordanian Interior
    Ministry"); a movement ("الحركة الإسلامية") is named, never described."""
    a = article("استقالة الحكومة في عمان",
                "وقال بيان لوزارة الداخلية الأردنية إن المحتجين غادروا الساحة. "
                "وأحال الرئيس ملفه إلى المجلس الدستوري يوم الأحد. "
                "وقالت الحركة الإسلامية إنها ستقاطع الانتخابات.", lang="ar")
    bodies = {e.name for e in a.analysis.organizations if e.described}
    assert {"وزارة الداخلية الأردنية", "المجلس الدستوري"} <= bodies
    assert "الحركة الإسلامية" not in bodies
    d = a.analysis.as_dict()
    assert {e["name"] for e in d["bodies"]} == bodies
    assert not bodies & {e["name"] for e in d["organizations"]}
    assert type(a.analysis).from_dict(d) == a.analysis
    names = {e.name for e in link_entities([a], lang="en").entities}
    assert {"Jordanian Interior Ministry", "Constitutional Council"} <= names


def test_a_body_s_description_speaks_for_the_body_another_report_names() -> None:
    """"The lender said" in one report is the central bank an Arabic report of the story
    names; with two banks in the story it stays a description."""
    en = article("Egypt floats its currency",
                 "Egypt floated its currency on Thursday. The lender said in a statement it "
                 "had moved to a flexible exchange rate to end the black market.",
                 published="2016-11-03")
    ar = article("البنك المركزي المصري يقرر تعويم الجنيه",
                 "قرر البنك المركزي المصري اليوم الخميس تعويم سعر صرف الجنيه.", lang="ar",
                 published="2016-11-03")
    links = link_entities([en, ar], lang="en")
    groups = build.group_claims([en, ar], links)
    lender = next(g for g in groups if any("flexible" in r.text for r in g.reports))
    assert links.get(lender.speaker_id).name == "Egyptian Central Bank"
    other = article("A second bank", "The National Bank of Egypt raised its rates.",
                    published="2016-11-03")
    links = link_entities([en, ar, other], lang="en")
    alone = build.group_claims([en, ar, other], links)
    lender = next(g for g in alone if any("flexible" in r.text for r in g.reports))
    assert lender.speaker == "The lender"


def test_a_name_shared_by_a_country_and_its_capital_is_the_country() -> None:
    """الجزائر is Algeria and Algiers in the name tables, as often each: the country, so
    "الجيش الجزائري" is the Algerian Army."""
    from reports.lang.ar import names
    assert names.to_latin("الجزائر", "place") == "Algeria"
    assert names.to_latin("الجيش الجزائري", "organization") == "Algerian Army"


def test_one_percentage_of_two_things_is_no_second_source() -> None:
    """Two reports in one language give 10 percent of different things (a bank's shares,
    the pound): no corroboration; of one thing (the vote), two sources."""
    a = article("Markets tumble after the vote", "Shares of the Northern Bank sank almost 10 "
                "percent on Friday after the referendum result.")
    b = article("Pound slumps", "The pound fell more than 10 percent against the dollar on "
                "Friday, the most on record.")
    assert [g.sources for g in facts.corroborate_figures([a, b]) if g.value == 10] == [1, 1]
    c = article("Leave wins", "Leave won 52 percent of the vote in Thursday's referendum.")
    d = article("Britain votes to leave", "Britain voted to leave, with 52 percent of the vote "
                "for Leave.")
    assert [g.sources for g in facts.corroborate_figures([c, d]) if g.value == 52] == [2]
