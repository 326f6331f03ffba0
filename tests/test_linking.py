"""Entity linking, story clustering and corroboration, on constructed articles and the seeds."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime

from reports import events, lang, view
from reports.analysis.figures import measure_of
from reports.lang import skeleton
from reports.linking import as_told, link_entities, national, written
from reports.model import Analysis, Article, Claim, ClaimGroup, Entity, Figure, LinkedEntity, Story
from reports.stories.build import build as cluster
from reports.stories.build import speaker_ids
from reports.stories.facts import corroborate_figures


def art(aid: str, lang: str = "en", people=(), orgs=(), places=(), claims=(), figures=(),
        title: str = "t") -> Article:
    a = Analysis(id=aid, source=f"{aid}.txt", title=title, language=lang,
                 people=tuple(people), organizations=tuple(orgs), places=tuple(places),
                 claims=tuple(claims), figures=tuple(figures))
    return Article(analysis=a, sources=(f"{aid}.txt",), first_seen=datetime(2026, 11, 30, tzinfo=UTC))


def person(name: str, *aliases: str, mentions: int = 2) -> Entity:
    return Entity(name=name, kind="person", aliases=aliases, mentions=mentions)


def org(name: str, *aliases: str) -> Entity:
    return Entity(name=name, kind="organization", aliases=aliases, mentions=2)


def claim(speaker: str, text: str) -> Claim:
    return Claim(speaker=speaker, text=text, quote=False, sentence=text, verb="said")


def fig(value: float, what: str, sentence: str) -> Figure:
    return Figure(value=value, unit="people", what=what, approx="", text=f"{value:,.0f}",
                  sentence=sentence)


def test_skeleton_meets_across_scripts() -> None:
    assert skeleton("أحمد خلف") == skeleton("Ahmed Khalef")
    assert skeleton("بشار الأسد") == skeleton("Basher Al Assad") == skeleton("Bashar al-Assad")
    assert skeleton("درعا") == skeleton("Daraa")
    assert skeleton("Jisr al-Shughour") == skeleton("Jisr al-Shughur")
    assert skeleton("أحمد خلف") != skeleton("Ahmed Khalil")


def test_one_entity_across_names_and_languages() -> None:
    a = art("a", people=[person("Bashar Assad", "Assad", "President Bashar Assad")])
    b = art("b", people=[person("Basher Al Assad")])
    c = art("c", lang="ar", people=[person("بشار الأسد", "الأسد")])
    d = art("d", people=[person("Assad", mentions=1)])
    links = link_entities([a, b, c, d])
    people = [e for e in links.entities if e.kind == "person"]
    assert len(people) == 1
    assert {"Bashar Assad", "Basher Al Assad", "بشار الأسد", "Assad"} <= set(people[0].names)
    assert people[0].name == "Bashar Assad"  # Latin full name for an English digest
    assert set(people[0].article_ids) == {"a", "b", "c", "d"}
    assert link_entities([a, c], lang="ar").entities[0].name == "بشار الأسد"


def test_transliterated_organizations_meet_across_scripts() -> None:
    """One-word organization names written in both scripts meet by their skeleton; short
    skeletons and translated names do not, and a place never joins an organization."""
    en = art("en", orgs=[org("Afghan Taliban", "Taliban"), org("Hamas"), org("UN")])
    ar = art("ar", lang="ar", orgs=[org("حركة طالبان", "طالبان"), org("حماس"),
                                     org("الأمم المتحدة")],
             places=[place("حمص", "SY", 34.73, 36.72)])
    orgs = [e for e in link_entities([en, ar]).entities if e.kind == "organization"]
    by = {n: e.id for e in orgs for n in e.names}
    assert by["Taliban"] == by["طالبان"] and by["Hamas"] == by["حماس"]
    assert by["UN"] != by["الأمم المتحدة"] and len(orgs) == 4


def test_an_organization_meets_its_name_as_arabic_spells_it() -> None:
    """"Reuters" is spelled روترز by the learned speller, whose skeleton meets رويترز (the
    Latin one reads s where Arabic writes ز); an army named by its country's adjective is
    no one-word name ("الجيش الجزائري" is not "al-Jazeera")."""
    ar = art("ar", lang="ar", orgs=[org("رويترز"), org("الجيش الجزائري"), org("سكاى نيوز")])
    en = art("en", orgs=[org("Reuters"), org("al-Jazeera"), org("Sky News")])
    groups = sorted(sorted(e.names) for e in link_entities([ar, en]).entities)
    assert groups == [["Reuters", "رويترز"], ["Sky News", "سكاى نيوز"], ["al-Jazeera"],
                      ["الجيش الجزائري"]]


def test_an_arabic_digest_names_people_as_the_story_s_own_reports_do() -> None:
    """The Arabic spelling one story's outlet gave Abadi is not shown in a story whose
    reports name him only in English: that story points at a record of its own."""
    a = art("a", lang="ar", people=[person("حيدر العبادي", "العبادي")])
    b = art("b", people=[person("Haider al-Abadi", "Abadi")])
    links = link_entities([a, b], lang="ar")
    (abadi,) = [e for e in links.entities if e.kind == "person"]
    assert abadi.name == "حيدر العبادي"
    said = ClaimGroup(speaker_id=abadi.id, speaker=abadi.name, reports=())
    sa, sb = (Story(id=f"s{x.id}", title="t", article_ids=(x.id,), languages=(lg,),
                    entity_ids=(abadi.id,), claims=(said,))
              for x, lg in ((a, "ar"), (b, "en")))
    told, (ta, tb) = as_told(links, [sa, sb], [a, b], "ar")
    assert ta == sa  # its own report writes the Arabic name
    (own,) = [told.get(i) for i in tb.entity_ids]
    assert (own.name, own.of, own.article_ids) == ("Haider al-Abadi", abadi.id, ("b",))
    assert (tb.claims[0].speaker_id, tb.claims[0].speaker) == (own.id, own.name)
    assert told.get(abadi.id) == abadi and told.by_mention == links.by_mention
    # a Latin reader keeps the whole entity's name: nothing to add
    en = link_entities([a, b], lang="en")
    assert as_told(en, [sa, sb], [a, b], "en") == (en, (sa, sb))


def test_a_name_is_found_as_a_text_in_another_script_writes_it() -> None:
    """A person's name is read in a text of another script by its consonants, also with
    a conjunction or a preposition glued to it, or in the spelling the name pairs give
    (an exonym); a word that only ends like the name's is no match."""
    text = ("وصل عبدالله صالحين وعلي الرابطي إلى طرابلس. وقال الرابطي إن قائدا مواليا "
            "لمعمر القذافي أمره بقصف المدنيين. وكان الرئيس حسني مبارك قد تنحى.")
    assert written(["Ali al-Rabiti", "Rabiti"], [text]) == {"علي الرابطي": 1}
    assert written(["Muammar Gaddafi"], [text]) == {"معمر القذافي": 1}
    assert written(["Hosni Mubarak", "Mubarak"], [text, text]) == {"حسني مبارك": 2}
    assert not written(["Ali Hassan"], [text])
    # and the other way round: an Arabic name in an English text
    assert written(["حمدين صباحي"], ["Hamdeen Sabahy came third."]) == {"Hamdeen Sabahy": 1}


def test_a_digest_names_a_person_as_the_story_s_texts_in_its_language_write_him() -> None:
    """The Arabic tagger missed a name its report writes: an Arabic reader sees that
    spelling, not the English report's, in that story and in the whole record; a story
    with no Arabic report of him keeps the English name (as its reports write it)."""
    a = art("a", lang="ar", people=[person("حيدر العبادي")])
    b = art("b", people=[person("Hamdeen Sabahy"), person("Haider al-Abadi")])
    c = art("c", people=[person("Hamdeen Sabahy")])
    links = link_entities([a, b, c], lang="ar")
    sabahy = next(e for e in links.entities if e.name == "Hamdeen Sabahy")
    sa = Story(id="sa", title="t", article_ids=("a", "b"), languages=("ar", "en"),
               entity_ids=tuple(e.id for e in links.entities))
    sc = Story(id="sc", title="t", article_ids=("c",), languages=("en",),
               entity_ids=(sabahy.id,))
    texts = {"a": "وحل ثالثا حمدين صباحي بأربعة ملايين صوت.", "b": "", "c": ""}
    told, (ta, tc) = as_told(links, [sa, sc], [a, b, c], "ar", texts)
    assert told.get(sabahy.id).name == "حمدين صباحي" and ta.entity_ids == sa.entity_ids
    (own,) = [told.get(i) for i in tc.entity_ids]
    assert (own.name, own.of) == ("Hamdeen Sabahy", sabahy.id)
    # without the texts, as before
    assert as_told(links, [sa, sc], [a, b, c], "ar")[0].get(sabahy.id).name == "Hamdeen Sabahy"


def test_a_dateline_s_capitals_are_no_place_s_name() -> None:
    """"CAIRO" (a dateline, the most written) is shown "Cairo"; a place only a dateline
    names reads as a name too ("NEW DELHI" -> "New Delhi"); "U.S." stays."""
    a = art("a", places=[place("CAIRO", "EG", 30.06, 31.25)])
    b = art("b", places=[place("Cairo", "EG", 30.06, 31.25)])
    c = art("c", places=[place("CAIRO", "EG", 30.06, 31.25), place("NEW DELHI", "IN", 28.6, 77.2),
                         place("U.S.", "US", 39.8, -98.6)])
    names = sorted(e.name for e in link_entities([a, b, c]).entities)
    assert names == ["Cairo", "New Delhi", "U.S."]


def test_an_organization_goes_by_the_name_its_country_qualifies() -> None:
    """"وزارة الداخلية التونسية" over the shorter name its reports write more often; not
    when two countries' adjectives qualify it (two bodies merged)."""
    assert national(["وزارة الداخلية", "وزارة الداخلية التونسية"]) == {"وزارة الداخلية التونسية"}
    assert national(["Interior Ministry", "Tunisian Interior Ministry"]) == {
        "Tunisian Interior Ministry"}
    assert not national(["قوات الأمن", "قوات الأمن التونسية", "قوات الأمن السودانية"])
    assert not national(["Interior Ministry", "Interior Ministry spokesman"])
    one = org("وزارة الداخلية", "وزارة الداخلية التونسية")
    a = art("a", lang="ar", orgs=[one, org("وزارة الداخلية")])
    assert link_entities([a], lang="ar").entities[0].name == "وزارة الداخلية التونسية"


def test_an_organization_its_texts_spell_an_acronym_for_goes_by_it() -> None:
    sana = org("وكالة الأنباء السورية الرسمية", "سانا")
    ministry = org("وزارة الداخلية التونسية")
    links = link_entities([art("a", lang="ar", orgs=[sana, ministry])], lang="en")
    assert sorted(e.name for e in links.entities) == ["SANA", "Tunisian Interior Ministry"]
    # an Arabic reader reads the name with its acronym, as the texts write it
    links = link_entities([art("a", lang="ar", orgs=[sana, ministry])], lang="ar")
    assert sorted(e.name for e in links.entities) == [
        "وزارة الداخلية التونسية", "وكالة الأنباء السورية الرسمية (سانا)"]


def test_an_agency_known_only_in_another_script_goes_by_the_reader_s_name_of_it() -> None:
    """A news agency an Arabic report names is "AFP" to an English reader, not a
    transliteration ("Frans Behrs"), and "Reuters" is رويترز to an Arabic one; a name
    that only contains a known institution keeps its own ("Tunisian Interior Ministry")."""
    arabic = art("a", lang="ar", orgs=[org("وكالة فرانس برس"), org("رويترز"),
                                       org("وزارة الداخلية التونسية"),
                                       org("الاحتياطي الفيدرالي")])
    names = sorted(e.name for e in link_entities([arabic], lang="en").entities)
    assert names == ["AFP", "Federal Reserve", "Reuters", "Tunisian Interior Ministry"]
    english = art("b", orgs=[org("Reuters")])
    assert [e.name for e in link_entities([english], lang="ar").entities] == ["رويترز"]


def test_a_speaker_is_the_entity_of_his_name_before_one_ending_the_same() -> None:
    army, guard = org("القوات المسلحة في النيجر"), org("قوات الحرس الرئاسي في النيجر")
    a = art("a", lang="ar", orgs=[army, guard],
            claims=[claim("قوات الحرس الرئاسي في النيجر", "احتجاز الرئيس")])
    links = link_entities([a], lang="ar")
    assert speaker_ids(a, links) == {0: links.id_of("a", guard)}


def test_acronym_joins_its_expansion() -> None:
    a = art("a", orgs=[org("Free Syrian Army")])
    b = art("b", orgs=[org("FSA")])
    c = art("c", orgs=[org("Financial Services Authority")])
    links = link_entities([a, b])
    assert len(links.entities) == 1
    # ambiguous acronym (two expansions) stays apart
    assert len(link_entities([a, b, c]).entities) == 3


def test_same_surname_different_people_stay_apart() -> None:
    a = art("a", people=[person("John Smith", "Smith")], orgs=[org("Acme Corp")])
    b = art("b", people=[person("Mary Smith", "Smith")], orgs=[org("City Council")])
    c = art("c", people=[person("Smith", mentions=1)], orgs=[org("City Council")])
    links = link_entities([a, b, c])
    people = {e.name: e for e in links.entities if e.kind == "person"}
    assert set(people) == {"John Smith", "Mary Smith"}
    assert set(people["Mary Smith"].article_ids) == {"b", "c"}  # context decided it


def place(name: str, country: str, lat: float, lon: float) -> Entity:
    return Entity(name=name, kind="place", mentions=2, country=country, lat=lat, lon=lon,
                  sentences=(0, 1))


def dated(article: Article, day: str) -> Article:
    return Article(analysis=article.analysis, sources=article.sources,
                   first_seen=article.first_seen, published=day)


def _daraa_pair(en_day: str, ar_day: str) -> tuple[Article, Article]:
    en = art("en", title="Car bomb kills 24 in Daraa, monitor says",
             places=[place("Daraa", "SY", 32.62, 36.10)],
             people=[person("Ahmed Khalef", "Khalef")],
             claims=[claim("Ahmed Khalef", "troops were ordered to fire")],
             figures=[fig(24, "killed", "At least 24 people were killed"),
                      fig(1500, "killed", "More than 1,500 killed since March")])
    ar = art("ar", lang="ar", title="مقتل 27 شخصا في تفجير سيارة مفخخة في درعا",
             places=[place("درعا", "SY", 32.63, 36.11)],
             people=[person("أحمد خلف", "خلف")], claims=[claim("خلف", "تلقى أوامر")],
             figures=[fig(27, "قتيل", "مقتل 27 شخصا")])
    return dated(en, en_day), dated(ar, ar_day)


def test_one_event_in_two_languages_is_one_story_from_its_facts() -> None:
    """Where words cannot meet, the names linked across scripts, the place and the toll
    join the two reports; a report of another attack in another city that day, told in
    its own words, stays apart. (Three articles give words no weights: two headlines cut
    from one template, "Car bomb kills N in X", would read as one story here.)"""
    en, ar = _daraa_pair("2016-05-03", "2016-05-04")
    other = dated(art("other", title="Shelling of Homs market leaves 30 dead, activists say",
                      places=[place("Homs", "SY", 34.73, 36.72)],
                      figures=[fig(30, "killed", "30 killed")]), "2016-05-03")
    stories = cluster([en, ar, other], link_entities([en, ar, other]))
    assert [sorted(s.article_ids) for s in stories] == [["ar", "en"], ["other"]]
    story = stories[0]
    assert story.languages == ("ar", "en")
    # the why line names the facts that agree: day, country, kind, place, toll (24 and
    # 27: the 1,500 killed since March is background, not the toll)
    assert any("SY" in w and "attack" in w and "Daraa" in w and "toll" in w for w in story.why)
    khalef = next(c for c in story.claims if c.sources == 2)
    assert {r.language for r in khalef.reports} == {"en", "ar"}


def test_the_same_kind_in_the_same_place_weeks_apart_is_two_stories() -> None:
    en, ar = _daraa_pair("2016-05-03", "2016-06-11")
    assert len(cluster([en, ar], link_entities([en, ar]))) == 2


def test_a_country_a_day_and_an_actor_alone_are_two_stories() -> None:
    """A minister in the news twice in a day, on two matters: the same person, city and
    day, and nothing said alike."""
    a = dated(art("a", title="Minister meets envoy", people=[person("Dariusz Rosati")],
                  places=[place("Warsaw", "PL", 52.23, 21.01)]), "1996-12-06")
    b = dated(art("b", title="Parliament delays budget vote", people=[person("Dariusz Rosati")],
                  places=[place("Warsaw", "PL", 52.23, 21.01)]), "1996-12-06")
    assert len(cluster([a, b], link_entities([a, b]))) == 2


def test_stories_do_not_chain() -> None:
    # b matches a (two days apart) and c (two days apart), a and c are four days apart:
    # a story is a group whose members all match, not a path of links
    arts = [dated(art(k, title="Car bomb kills 24 in Daraa",
                      places=[place("Daraa", "SY", 32.62, 36.10)],
                      figures=[fig(24, "killed", "24 killed")]), day)
            for k, day in (("a", "2016-05-01"), ("b", "2016-05-03"), ("c", "2016-05-05"))]
    stories = cluster(arts, link_entities(arts))
    assert sorted(len(s.article_ids) for s in stories) == [1, 2]


def test_shared_country_alone_is_not_a_story() -> None:
    a = art("a", people=[person("Bashar Assad", mentions=1)],
            orgs=[org("Free Syrian Army")], figures=[fig(30, "men captured", "30 men")])
    b = art("b", people=[person("Bashar Assad", mentions=1)],
            orgs=[org("Syrian Arab army")], figures=[fig(1300, "died", "1,300 died")])
    assert len(cluster([a, b], link_entities([a, b]))) == 2


def test_measure_from_context() -> None:
    f = fig(24, "", "At least 24 civilians were killed Friday")
    assert measure_of(f, lang.get("en").measures) == "killed"
    assert measure_of(fig(4500, "جندي منشق", "نحو 4500 جندي منشق"),
                      lang.get("ar").measures) == "defected"


def toll(value: float, sentence: str, index: int, subject: str = "", approx: str = "",
         measure: str = "killed") -> Figure:
    return Figure(value=value, unit="people", what=subject or "people", approx=approx,
                  text=f"{value:,.0f}", sentence=sentence, sentence_index=index,
                  measure=measure, subject=subject)


def _airport_reports() -> list[Article]:
    """Three reports of one airport bombing over three days, with background figures (an
    earlier bombing in the same city, one abroad) and a count of the attackers."""
    ist = place("Istanbul", "TR", 41.01, 28.97)
    brussels = Entity(name="Brussels", kind="place", mentions=1, country="BE", lat=50.85,
                      lon=4.35, sentences=(4,))
    first = art("r1", title="Suicide bombers kill 36 at Istanbul airport", places=[ist, brussels],
                figures=[toll(36, "Suicide bombers kill 36 at Istanbul airport", 0, "people"),
                         toll(3, "Three attackers were killed by police", 2, "attackers"),
                         toll(11, "Last year, a car bomb in the city killed 11 people", 3),
                         toll(16, "A bombing at Brussels airport killed 16 people", 4),
                         toll(45, "A 2015 attack in Ankara killed 45 people", 5)])
    second = art("a1", lang="ar", title="مقتل 41 شخصا في هجوم انتحاري على مطار إسطنبول",
                 places=[place("إسطنبول", "TR", 41.01, 28.98)],
                 figures=[toll(41, "مقتل 41 شخصا في هجوم انتحاري على مطار إسطنبول", 0, "شخصا",
                               "على الأقل")])
    third = art("r2", title="Istanbul airport attack toll rises to 43", places=[ist],
                figures=[toll(43, "The toll of the airport attack rose to 43", 1),
                         toll(3, "Three attackers blew themselves up", 2, "attackers")])
    return [dated(first, "2016-06-28"), dated(second, "2016-06-29"), dated(third, "2016-06-30")]


def test_background_sentences_are_not_the_event() -> None:
    """Figures of a sentence about an earlier event (its words, another year) or another
    country are not the event's: not its toll, not evidence of the same story."""
    first = _airport_reports()[0]
    assert [f.value for f in events.own_figures(first)] == [36, 3]
    assert events.of(first).toll == 36


def test_a_toll_is_shown_source_by_source_newest_first() -> None:
    """One tally per measure and group: each source's toll of the event, newest first,
    with the range; the attackers killed are another count, never one of the dead."""
    reports = _airport_reports()
    (story,) = cluster(reports, link_entities(reports))
    killed = [t for t in story.tallies if t.measure == "killed"]
    people, attackers = killed
    assert (people.subject, people.low, people.high, people.agree) == ("", 36, 43, False)
    assert [(r.article_id, r.value, r.day) for r in people.reports] == [
        ("r2", 43, "2016-06-30"), ("a1", 41, "2016-06-29"), ("r1", 36, "2016-06-28")]
    assert people.reports[1].approx == "على الأقل"
    assert attackers.subject == "attackers" and attackers.agree and attackers.sources == 2
    # the figure groups: 36 is disputed by 41 and 43, the attackers' 3 by nobody
    g36 = next(g for g in story.figures if g.value == 36)
    assert sorted(v for v, _, _ in g36.disputed_by) == [41, 43]
    g3 = next(g for g in story.figures if g.value == 3)
    assert g3.sources == 2 and not g3.disputed_by
    # figures of other events stay listed, as background, after the event's own
    assert [g.value for g in story.figures if g.background] == [45, 16, 11]
    assert not any(g.background for g in story.figures[:-3])
    assert Story.from_dict(story.as_dict()) == story


def test_counts_of_different_groups_are_never_one_figure() -> None:
    """"Two assailants killed" and "two French dead" are two figures; across languages a
    named group never matches people at large."""
    a = art("a", figures=[toll(2, "Two assailants were killed", 1, "assailants")])
    b = art("b", figures=[toll(2, "Two French nationals died", 1, "French nationals")])
    c = art("c", lang="ar", figures=[toll(2, "قتل شخصان", 1, "")])
    groups = corroborate_figures([a, b, c])
    assert sorted(tuple(r.article_id for r in g.reports) for g in groups) == [
        ("a",), ("b",), ("c",)]
    d = art("d", figures=[toll(2, "Two people were killed", 1, "people")])
    assert {tuple(r.article_id for r in g.reports) for g in corroborate_figures([c, d])} == {
        ("c", "d")}


def _one_sentence(sentence: str, places=(), value: float = 30, index: int = 3) -> Article:
    """A report from Istanbul dated 29 June 2016 whose sentence ``index`` is ``sentence``."""
    ist = Entity(name="Istanbul", kind="place", mentions=2, country="TR", lat=41.01,
                 lon=28.97, sentences=(0, 1))
    f = toll(value, sentence, index)
    return dated(art("x", title="Bombers kill 36 at Istanbul airport", places=[ist, *places],
                     figures=[toll(36, "Bombers kill 36 at Istanbul airport", 0), f]),
                 "2016-06-29")


def _city(name: str, country: str, lat: float, lon: float, index: int = 3) -> Entity:
    return Entity(name=name, kind="place", mentions=1, country=country, lat=lat, lon=lon,
                  sentences=(index,))


BACKGROUND = [
    "A bombing at the same airport last year killed 30 people.",
    "More than 30 people have been killed since the start of the campaign.",
    "Some 30 people have died in attacks since March.",
    "A 2015 attack in the city killed 30 people.",
    "In November, a similar attack killed 30 people.",
]
THIS_EVENT = [
    "The toll rose to 30 from a previous count of 24.",
    "According to the most recent toll, 30 people were killed.",
    "Police have arrested 30 people since Tuesday.",
    "Prime Minister Theresa May said 30 people were wounded.",
    "On June 28, 2016, the attackers killed 30 people.",
    "In the past 24 hours, 30 more bodies were found.",
    "Thirty people were wounded in what officials called the deadliest attack since 2015.",
]


def test_sentences_about_another_time_are_background_not_the_event() -> None:
    """Earlier-time words, "since" before a start, month or year, and another year or
    month as a time of its own make a sentence another event's; dates of this event,
    "since Tuesday", "a previous count", "Theresa May" do not."""
    for sentence in BACKGROUND:
        assert [f.value for f in events.own_figures(_one_sentence(sentence))] == [36], sentence
    for sentence in THIS_EVENT[:-1]:
        assert [f.value for f in events.own_figures(_one_sentence(sentence))] == [36, 30], \
            sentence
    # "the deadliest attack since 2015": a comparison, the figure is this event's
    assert [f.value for f in events.own_figures(_one_sentence(THIS_EVENT[-1]))] == [36, 30]


def test_places_away_from_the_event_make_a_toll_background() -> None:
    """Another country, unless the event's country is named too; a city far from the
    cities of the headline and first sentence, for a toll of dead or hurt only."""
    brussels = _city("Brussels", "BE", 50.85, 4.35)
    turkey = Entity(name="Turkey", kind="place", mentions=1, country="TR", lat=39.0, lon=35.0,
                    sentences=(3,))
    ankara = _city("Ankara", "TR", 39.93, 32.86)
    cases = [
        ("A bombing at Brussels airport killed 30 people.", [brussels], [36]),
        ("From Brussels, officials said 30 people died in Turkey.", [brussels, turkey], [36, 30]),
        ("A bombing in Ankara killed 30 people.", [ankara], [36]),
        ("Istanbul and Ankara police arrested 30 people.",
         [ankara, _city("Istanbul", "TR", 41.01, 28.97)], [36, 30]),
    ]
    for sentence, places, want in cases:
        got = [f.value for f in events.own_figures(_one_sentence(sentence, places))]
        assert got == want, sentence
    # a count that is no toll of dead or hurt may be far from the event: not background
    far = _one_sentence("In Ankara, 30 soldiers defected.", [ankara])
    far = replace(far, analysis=replace(far.analysis, figures=(
        far.analysis.figures[0], replace(far.analysis.figures[1], measure="defected"))))
    assert [f.value for f in events.own_figures(far)] == [36, 30]


def test_arabic_sentences_about_another_time() -> None:
    def own(sentence: str) -> list[float]:
        a = _one_sentence(sentence)
        a = replace(a, analysis=replace(a.analysis, language="ar"))
        return [f.value for f in events.own_figures(a)]

    for sentence in ("قتل 30 شخصا منذ بدء الحملة العسكرية على المدينة.",
                     "وكانت اعتداءات باريس قد أوقعت 30 قتيلا بنوفمبر الماضي.",
                     "وقتل 30 شخصا في هجوم مماثل العام الماضي."):
        assert own(sentence) == [36], sentence
    for sentence in ("وارتفع عدد القتلى إلى 30 منذ صباح اليوم.",
                     "وقال وزير الداخلية السابق إن 30 شخصا أصيبوا.",
                     "وقع الهجوم في 28 يونيو وأسفر عن مقتل 30 شخصا."):
        assert own(sentence) == [36, 30], sentence


def test_two_people_sharing_a_first_name_stay_apart_across_scripts() -> None:
    """The skeletons of خالد الفيصل and Khalid al-Falih agree on the whole (one first name)
    but not on the surname: two people. Ahmed Khalef still meets أحمد خلف."""
    a = art("a", people=[person("Khalid al-Falih")])
    b = art("b", lang="ar", people=[person("خالد الفيصل")])
    c = art("c", people=[person("Ahmed Khalef")])
    d = art("d", lang="ar", people=[person("أحمد خلف")])
    people = [set(e.names) for e in link_entities([a, b, c, d]).entities if e.kind == "person"]
    assert {"Khalid al-Falih"} in people and {"خالد الفيصل"} in people
    assert {"Ahmed Khalef", "أحمد خلف"} in people


def test_a_digest_lists_each_other_name_of_an_entity_once() -> None:
    """"ISIS" is both the entity's name in Latin letters and an acronym: shown once beside
    تنظيم داعش in an Arabic digest."""
    e = LinkedEntity(id="o1", kind="organization", name="تنظيم داعش",
                     names=("تنظيم داعش", "ISIS"), article_ids=("a",), mentions=3)
    shown, others, _ = view._display(e, "ar")
    assert shown == "تنظيم داعش" and others == ("ISIS",)


def test_a_speaker_no_entity_is_reads_as_the_institution_its_words_name() -> None:
    """A body read from its words before a word of it glossed ("محافظة": provinces): the
    English reader sees the committee, and a description still reads as what it is."""
    body = "اللجنة الأمنية في مجلس محافظة بغداد"
    assert view._letters(body, "en", described=True) == (
        "Baghdad Provincial Council's Security Committee", body)
    assert view._letters("مصادر طبية", "en", described=True)[0] == "sources"
    assert view._letters("جمعية الهلال الأحمر", "en", described=True)[0] == "Red Crescent"
