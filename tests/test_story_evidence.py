"""Stories from evidence every kind of news carries (``reports.stories``): the pair
evidence, the learned model, the candidates and the clustering, on sentences of our own."""

from __future__ import annotations

from datetime import UTC, datetime

from reports.linking import link_entities
from reports.model import Analysis, Article, Entity, Figure
from reports.stories import cluster as clustering
from reports.stories import evidence
from reports.stories.build import build as cluster
from reports.stories.build import profiles as story_profiles
from reports.stories.model import Model, load


def report(aid: str, title: str, lead: tuple[str, ...], day: str, lang: str = "en",
           people=(), orgs=(), places=(), figures=()) -> Article:
    a = Analysis(id=aid, source=f"{aid}.txt", title=title, language=lang, summary=lead,
                 people=tuple(people), organizations=tuple(orgs), places=tuple(places),
                 figures=tuple(figures))
    return Article(analysis=a, sources=(f"{aid}.txt",), first_seen=datetime(2026, 1, 1, tzinfo=UTC),
                   published=day)


def person(name: str) -> Entity:
    return Entity(name=name, kind="person", mentions=2, sentences=(0, 1))


def org(name: str) -> Entity:
    return Entity(name=name, kind="organization", mentions=2, sentences=(0,))


def rate(value: float, text: str) -> Figure:
    return Figure(value=value, unit="percent", what="interest rate", approx="", text=text,
                  sentence=text, measure="percent")


BANK = [
    report("fed1", "Central bank raises interest rate to 4.5 percent",
           ("The Bank of Norland raised its main interest rate by a quarter point to 4.5 percent "
            "on Thursday, its governor Ilse Marten said.",
            "Economists had expected the increase after inflation rose for a fifth month."),
           "2026-03-05", people=[person("Ilse Marten")], orgs=[org("Bank of Norland")],
           figures=[rate(4.5, "4.5 percent")]),
    report("fed2", "Norland lifts borrowing costs again as inflation bites",
           ("Norland's central bank lifted its benchmark interest rate to 4.5 percent, "
            "governor Ilse Marten told reporters.",
            "It was the third increase this year."),
           "2026-03-05", people=[person("Ilse Marten")], orgs=[org("Bank of Norland")],
           figures=[rate(4.5, "4.5 percent")]),
    report("cup", "Norland win the cup final on penalties",
           ("Norland beat Estavia on penalties in the cup final on Thursday after a goalless "
            "draw, captain Tom Reyes scoring the winning kick.",),
           "2026-03-05", people=[person("Tom Reyes")]),
]


def test_two_reports_of_a_rate_decision_are_one_story_and_a_cup_final_is_not() -> None:
    """No event kind, no toll: the words, the names and the figure decide."""
    stories = cluster(BANK, link_entities(BANK))
    assert sorted(sorted(s.article_ids) for s in stories) == [["cup"], ["fed1", "fed2"]]
    why = next(s for s in stories if len(s.article_ids) == 2).why
    assert all("same day" in w and "Ilse Marten" in w for w in why), why


def test_the_evidence_of_a_pair() -> None:
    links = link_entities(BANK)
    profs = story_profiles(BANK, links)
    idf = evidence.Idf.of(profs)
    same = evidence.compare(profs[0], profs[1], idf)
    other = evidence.compare(profs[0], profs[2], idf)
    assert same.value("names") > 0.5 and other.value("names") == 0
    assert same.value("numbers") > 0 and ("percent", 4.5) in same.numbers
    assert same.value("text") > other.value("text")
    assert same.days == 0 and same.value("gap0") == 1
    model = load()
    assert model.chance(same) > model.threshold > model.chance(other)


def test_rare_words_weigh_more_than_common_ones() -> None:
    idf = evidence.Idf(10, {"w|rate": 1, "w|said": 1})
    assert idf("w|norland") > idf("w|rate") > 0
    # "said" is in most news of the background corpus, "inflation" in fewer
    assert idf("w|inflation") > idf("w|said")


def test_stories_do_not_chain_through_one_member() -> None:
    """a ~ b and b ~ c, but a and c were never compared: c is close to b, not to the
    story; a pair the evidence says are two events keeps their groups apart."""
    assert sorted(map(sorted, clustering.average_linkage(3, {(0, 1): 0.9, (1, 2): 0.8}, 0.5))) \
        == [[0, 1], [2]]
    assert sorted(map(sorted, clustering.average_linkage(
        3, {(0, 1): 0.9, (1, 2): 0.95, (0, 2): 0.01}, 0.3, veto=0.05))) == [[0], [1, 2]]
    assert sorted(map(sorted, clustering.average_linkage(
        3, {(0, 1): 0.9, (1, 2): 0.9, (0, 2): 0.6}, 0.5))) == [[0, 1, 2]]


def test_candidates_share_a_key_within_the_window() -> None:
    later = report("fed3", BANK[0].analysis.title, BANK[0].analysis.summary, "2026-03-12",
                   people=[person("Ilse Marten")], orgs=[org("Bank of Norland")])
    arts = [*BANK, later]
    profs = story_profiles(arts, link_entities(arts))
    pairs = set(clustering.candidates(profs))
    assert (0, 1) in pairs
    assert not any(3 in p for p in pairs)  # a week later: another day's news


def test_the_model_file_round_trips() -> None:
    m = load()
    assert Model.from_dict(m.as_dict()) == m
    assert len(m.weights) == len(evidence.FEATURES) and 0 < m.threshold < 1
