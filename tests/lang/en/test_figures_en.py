"""English figures: what a toll counts, one test per class of how news writes it: death
idioms, elliptical heads ("six others were injured"), a measure carried into each half of a
coordination, abductions; and ages, durations and distances that stay out of people counts.
Each runs the real pipeline up to the figures step on sentences written for these tests."""

from __future__ import annotations

from reports.analysis.nlp import parse
from reports.analysis.steps import analyze_parsed
from reports.model import Figure


def _figs(text: str) -> tuple[Figure, ...]:
    return analyze_parsed(parse(text, "en"), until="figures").figures


def _measures(text: str) -> dict[float, str]:
    return {f.value: f.measure for f in _figs(text)}


def test_death_idioms_count_the_dead():
    cases = {
        "More than 60 pilgrims lost their lives in the stampede.": 60,
        "Nine firefighters have lost their lives since the blaze began.": 9,
        "Three sisters took their own lives within a year.": 3,
        "Twenty-two soldiers gave their lives defending the bridge.": 22,
        "The pilot killed himself and 5 others when the plane hit a hill.": 5,
        "The suicide bomber killed himself and four others at the gate.": 4,
        "Searchers said 28 bodies were found in the forest.": 28,
        "Police recovered 16 bodies from the river.": 16,
        "Cholera has claimed 410 lives this year.": 410,
        "The avalanche claimed the lives of 18 climbers.": 18,
        "Some 90 lives were lost when the dam burst.": 90,
        "The explosion left 33 dead and hundreds homeless.": 33,
        "Officials confirmed 7 fatalities after the crash.": 7,
    }
    for text, value in cases.items():
        assert _measures(text).get(value) == "killed", (text, _measures(text))


def test_lives_saved_or_risked_are_no_toll():
    for text in ("The new ward could save 4,000 lives a year.",
                 "The scheme improved the lives of 2 million farmers.",
                 "Rescuers risked their lives to reach 14 climbers."):
        assert "killed" not in _measures(text).values(), (text, _measures(text))
    # the doer of "claimed ... lives" is not among the dead
    assert _measures("Three gunmen claimed 40 lives in the raid.") == {3: "people", 40: "killed"}


def test_a_toll_raised_to_a_value_counts_the_dead_at_the_new_value():
    cases = {
        "Shelling overnight raised the death toll to 118.": 118,
        "New finds brought the number of dead to 57.": 57,
        "The collapse of a second block pushed the toll to 243, officials said.": 243,
        "The toll climbed to 86 on Sunday.": 86,
        "Medics put the death toll at 39.": 39,
    }
    for text, value in cases.items():
        got = _measures(text)
        assert got.get(value) == "killed", (text, got)
        assert "attacks" not in got.values(), (text, got)  # the doer is no count
    # a number with a noun of its own is the value of a tally only, not of any object or
    # subject: a destination, an agent
    got = _measures("The army moved 300 prisoners to 4 camps.")
    assert got == {300: "arrested", 4: "count"}, got
    got = _measures("Four officers were killed by 30 gunmen.")
    assert got == {4: "killed", 30: "people"}, got


def test_elliptical_heads_governed_by_a_people_verb_are_counted():
    cases = {
        "One soldier died and three others were wounded in the ambush.": {3: "wounded"},
        "Two guards were killed and 4 others were injured.": {2: "killed", 4: "wounded"},
        "Police held two men on Friday and three more were arrested on Saturday.":
            {2: "arrested", 3: "arrested"},
        "The gunmen killed eight more before dawn.": {8: "killed"},
        "Six others fled across the border.": {6: "displaced"},
        "A doctor drowned and two others are still missing.": {2: "missing"},
    }
    for text, want in cases.items():
        got = _measures(text)
        assert all(got.get(v) == m for v, m in want.items()), (text, got)


def test_elliptical_heads_without_a_people_verb_and_pronouns_stay_out():
    assert _figs("Two of them were killed on the road.") == ()
    assert _figs("Rebels burned three trucks and seized two others.") != ()
    got = _measures("Rebels burned three trucks and seized two others.")
    assert 2 not in got, got
    assert _figs("Two others said they had seen the blast.") == ()
    # "more" before a noun is no head: the noun is counted
    f = [f for f in _figs("Officials said 12 more children were rescued.") if f.value == 12]
    assert (f[0].unit, f[0].measure) == ("people", "rescued"), f
    assert _figs("Officials said 25 million more people need food.")[0].subject != "more"


def test_each_half_of_a_coordination_takes_its_nearest_noun():
    cases = {
        "Officials put the number of dead at 41 and the number of injured at 160.":
            {41: "killed", 160: "wounded"},
        "The ministry put the death toll at 12 and the number of wounded at 95.":
            {12: "killed", 95: "wounded"},
        "The blasts raised the number of dead to 64 and the number of wounded to 210.":
            {64: "killed", 210: "wounded"},
    }
    for text, want in cases.items():
        assert _measures(text) == want, (text, _measures(text))


def test_abductions_count_hostages_and_keep_who():
    cases = {
        "Bandits abducted 80 schoolboys from their dormitory.": (80, "schoolboys"),
        "Gunmen kidnapped 140 schoolchildren in a dawn raid.": (140, "schoolchildren"),
        "Militants kidnapped 7 engineers near the dam.": (7, "engineers"),
        "Pirates seized 22 hostages from the freighter.": (22, "hostages"),
        "Armed men abducted 15 villagers overnight.": (15, "villagers"),
    }
    for text, (value, subject) in cases.items():
        f = [f for f in _figs(text) if f.value == value]
        assert f and (f[0].measure, f[0].subject) == ("hostages", subject), (text, f)


def test_ages_durations_and_distances_stay_out_of_people_counts():
    got = _measures("A 7-year-old and three others were injured in the shelling.")
    assert got == {7: "age", 3: "wounded"}, got
    got = _measures("Two others, aged 10 and 13, were hurt 5 km from the camp.")
    assert got == {2: "wounded", 10: "age", 13: "age", 5: "distance"}, got
    got = _measures("Gunmen held the 9 hostages for 11 days before killing 4 others.")
    assert got == {9: "hostages", 11: "duration", 4: "killed"}, got
    got = _measures("The death toll rose to 52 within 48 hours.")
    assert got == {52: "killed", 48: "duration"}, got


def test_a_perpetrator_named_alone_is_one_of_them():
    """The attackers' own toll is often written with no number: a singular noun of them as
    what a killing, wounding or arrest was done to, or "one" of them. A victim so named is
    no count, and neither is what a perpetrator did."""
    one = {
        "Officers later shot the hijacker dead near the terminal.": "killed",
        "Troops said that one insurgent had been killed in the exchange.": "killed",
        "At least one militant was wounded, a spokesman said.": "wounded",
        "One of the assailants was arrested at a checkpoint.": "arrested",
        "The second bomber blew himself up outside the stadium.": "killed",
        "The attacker, who was later shot dead by guards, had a record.": "killed",
    }
    for text, measure in one.items():
        got = [(f.value, f.measure) for f in _figs(text)]
        assert got == [(1.0, measure)], (text, got)
    none = (
        "Police are searching for the gunman who killed a shopkeeper.",
        "A woman was killed when the roof fell.",
        "The militant fired at the crowd before fleeing.",
        "The attackers were killed in the raid.",  # how many is not said
    )
    for text in none:
        assert not [f for f in _figs(text) if f.value == 1], (text, _figs(text))


def test_a_part_of_the_dead_is_of_the_group_the_copula_names():
    cases = {
        "Two of the dead were police officers.": (2, "killed", "police officers"),
        "At least 5 of the injured were children, doctors said.": (5, "wounded", "children"),
        "13 of those killed were soldiers.": (13, "killed", "soldiers"),
    }
    for text, want in cases.items():
        f = [(f.value, f.measure, f.subject) for f in _figs(text)]
        assert f == [want], (text, f)
    # no people noun after the copula: the "of" noun stays the subject
    assert [f.subject for f in _figs("Two of the dead were from Paris.")] == ["dead"]
