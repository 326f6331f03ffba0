"""Entity linking, story clustering and corroboration, on constructed articles and the seeds."""

from __future__ import annotations

from datetime import UTC, datetime

from reports import lang
from reports.analysis.figures import measure_of
from reports.lang import skeleton
from reports.linking import cluster, link_entities
from reports.model import Analysis, Article, Claim, Entity, Figure


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


def test_story_needs_shared_actor_and_more_evidence() -> None:
    khalef = "Khalef estimated that around 4,500 army personnel had defected"
    en = art("en", people=[person("Ahmed Khalef", "Khalef")],
             claims=[claim("Ahmed Khalef", "troops were ordered to commit genocide")],
             figures=[fig(4500, "army personnel defected", khalef), fig(1500, "killed",
                                                                          "More than 1,500 killed")])
    ar = art("ar", lang="ar", people=[person("أحمد خلف", "خلف")],
             claims=[claim("خلف", "تلقى أوامر")],
             figures=[fig(4500, "جندي منشق", "نحو 4500 جندي منشق"),
                      fig(1300, "قتيل", "مقتل 1300 مدني")])
    other = art("other", people=[person("Hussein Harmoush", "Harmoush")],
                claims=[claim("Hussein Harmoush", "I defected")])
    links = link_entities([en, ar, other])
    stories = cluster([en, ar, other], links)
    assert [sorted(s.article_ids) for s in stories] == [["ar", "en"], ["other"]]
    story = stories[0]
    assert story.languages == ("ar", "en")
    g4500 = next(g for g in story.figures if g.value == 4500)
    assert g4500.sources == 2 and not g4500.single_source
    killed = next(g for g in story.figures if g.value == 1500)
    assert killed.measure == "killed" and killed.single_source
    assert [v for v, _, _ in killed.disputed_by] == [1300]
    khalef = next(c for c in story.claims if c.sources == 2)
    assert {r.language for r in khalef.reports} == {"en", "ar"}


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
