"""English numbers, one test per class of how news writes a number: scales with fractions,
dozens, digit grouping, scale abbreviations, qualifiers (negated ones too), ranges, vague
counts, and what a figure counts (measure and subject). Each runs the real pipeline up to
the figures step on sentences written for these tests."""

from __future__ import annotations

from reports.analysis.nlp import parse
from reports.analysis.steps import analyze_parsed
from reports.lang.en.numbers import read_words, split_words
from reports.model import Figure


def _figs(text: str) -> tuple[Figure, ...]:
    return analyze_parsed(parse(text, "en"), until="figures").figures


def _one(text: str) -> Figure:
    figs = _figs(text)
    assert len(figs) == 1, [(f.value, f.text) for f in figs]
    return figs[0]


def test_scale_words_with_fractions():
    cases = {
        "The charity says half a million children go hungry each winter.": 500_000,
        "The appeal has raised a quarter of a million pounds since March.": 250_000,
        "Nearly one and a half million voters stayed at home.": 1_500_000,
        "The state will borrow two and a half billion dollars next year.": 2_500_000_000,
        "Three quarters of a million residents lost power after the storm.": 750_000,
        "The dam forced a million and a half villagers from their land.": 1_500_000,
        "Organisers counted one million two hundred thousand visitors.": 1_200_000,
    }
    for text, value in cases.items():
        assert _one(text).value == value, text


def test_dozens():
    cases = {
        "The clinic hired a dozen nurses.": 12,
        "Police questioned two dozen witnesses.": 24,
        "Three dozen students were sent home.": 36,
        "Half a dozen lorries were stuck at the border.": 6,
    }
    for text, value in cases.items():
        assert _one(text).value == value, text


def test_digit_grouping_is_one_number():
    cases = {
        "The census counted 1,234,567 residents in the province.": 1_234_567,
        "The census counted 2 345 678 residents in the province.": 2_345_678,
        "About 40 000 workers went on strike.": 40_000,
        "About 61\u00a0500 workers went on strike.": 61_500,  # no-break space
        "About 12\u2009800 workers went on strike.": 12_800,  # thin space
        "About 7\u202f250 workers went on strike.": 7_250,  # narrow no-break space
        "The bank cut its main rate to .25 percent.": 0.25,
    }
    for text, value in cases.items():
        assert _one(text).value == value, text


def test_scale_abbreviations():
    cases = {
        "The firm posted a 10 bln rouble loss.": (10_000_000_000, "RUB"),
        "The club paid 2mil euros for the striker.": (2_000_000, "EUR"),
        "The film earned 13 lakh rupees on its first day.": (1_300_000, "INR"),
        "The scheme cost 2 crore rupees.": (20_000_000, "INR"),
        "The budget rose to $4.5bn.": (4_500_000_000, "USD"),
        "A 3 mln euro grant was approved.": (3_000_000, "EUR"),
        "Traders moved £7tn last year.": (7_000_000_000_000, "GBP"),
        "He earns $250k a year.": (250_000, "USD"),
        "The donor gave $3million to the campaign.": (3_000_000, "USD"),
    }
    for text, (value, unit) in cases.items():
        f = _one(text)
        assert (f.value, f.unit, f.measure) == (value, unit, "money"), text


def test_negated_qualifiers_are_kept_whole():
    cases = {
        "No fewer than forty journalists were detained.": (40, "no fewer than"),
        "No less than thirty villages were flooded.": (30, "no less than"),
        "Not fewer than 20 ships sank in the storm.": (20, "not fewer than"),
        "No more than 12 inspectors were allowed in.": (12, "no more than"),
    }
    for text, (value, approx) in cases.items():
        f = _one(text)
        assert (f.value, f.approx) == (value, approx), text
        assert f.text.lower().startswith(approx)


def test_qualifiers_before_and_after():
    cases = {
        "Turnout was greater than 70 percent.": "greater than",
        "Losses exceeded $2bn this year.": "exceeded",
        "Arrivals surpassed 10,000 in June.": "surpassed",
        "Prices are above 40 percent higher.": "above",
        "Up to 300 migrants were rescued.": "up to",
        "Nearly 90 villagers were evacuated.": "nearly",
        "Almost 1,000 homes were damaged.": "almost",
        "Thirty or more fishermen are missing.": "or more",
        "A dozen or so houses burned.": "or so",
        "Some 50-plus lorries waited.": "some -plus",
    }
    for text, approx in cases.items():
        assert _one(text).approx == approx, text


def test_ranges_give_low_and_high():
    cases = {
        "Between 20 and 30 people were wounded.": (20, 30),
        "Officials said 1000-5000 families had fled.": (1000, 5000),
        "Between 1,000 and 1,500 civilians fled the town.": (1000, 1500),
        "Some 20 to 30 boats left the harbour.": (20, 30),
        "From 40 to 60 students were expelled.": (40, 60),
        "Between two and three million people need aid.": (2_000_000, 3_000_000),
        "Between two and three hundred cars burned.": (200, 300),
        "Between 2 and 300 cars burned.": (2, 300),
        "The repairs cost $5m-$10m.": (5_000_000, 10_000_000),
        "The tax takes 5-10% of their income.": (5, 10),
    }
    for text, (low, high) in cases.items():
        f = _one(text)
        assert (f.value, f.high) == (low, high), text


def test_changes_scores_and_spans_of_years_are_no_ranges():
    figs = _figs("Unemployment rose from 5 to 7 percent.")
    assert [(f.value, f.high, f.unit) for f in figs] == [(5, None, "percent"), (7, None, "percent")]
    figs = _figs("The bank raised its forecast by 0.2 percentage points to 3.1 percent.")
    assert [(f.value, f.high) for f in figs] == [(0.2, None), (3.1, None)]
    assert _figs("Arsenal won 3-1 and then lost 1-3 at home.") == ()
    assert [f.value for f in _figs("Call the hotline on 800-555-0199 for help.")] == []
    assert _figs("The reforms ran from 1998 to 2004, and between 2005 and 2008 nothing moved.") == ()


def test_vague_counts_are_approximate_figures():
    cases = {
        "Hundreds of protesters gathered outside parliament.": (100, "hundreds of"),
        "Tens of thousands fled the fighting.": (10_000, "tens of thousands"),
        "Dozens were arrested overnight.": (12, "dozens"),
        "Thousands of workers lost their jobs.": (1000, "thousands of"),
        "Scores of villagers were hurt.": (20, "scores of"),
        "Hundreds of thousands of refugees crossed the border.": (100_000,
                                                                  "hundreds of thousands of"),
        "Several hundred soldiers were deployed.": (100, "several hundred"),
    }
    for text, (value, approx) in cases.items():
        f = _one(text)
        assert (f.value, f.approx.lower()) == (value, approx), text


def test_measure_comes_from_the_governing_verb_or_noun():
    cases = {
        "The bombings killed travellers from 18 countries.": (18, "countries"),
        "The militants freed 150 hostages on Sunday.": (150, "freed"),
        "Rebels released 40 prisoners.": (40, "freed"),
        "Divers rescued 23 passengers from the ferry.": (23, "rescued"),
        "Gunmen abducted 25 students.": (25, "hostages"),
        "Two gunmen killed five villagers.": (5, "killed"),
        "About 300 people fled the shelling.": (300, "displaced"),
        "Some 200 soldiers defected on Sunday.": (200, "defected"),
        "Police detained 45 demonstrators.": (45, "arrested"),
        "The death toll rose to 35 on Monday.": (35, "killed"),
        "The city has a population of 700,000.": (700_000, "inhabitants"),
        "A town of 20,000 people lost its water supply.": (20_000, "inhabitants"),
        "The valley is home to 90,000 people.": (90_000, "inhabitants"),
        "The kidnappers held 14 hostages in a warehouse.": (14, "hostages"),
        "Police said 40 people were held overnight.": (40, "arrested"),
        "The storm destroyed 1,200 homes.": (1200, "count"),
        "Thirty were injured in the crash.": (30, "wounded"),
        "The divers reached 650 feet.": (650, "distance"),
        "The ship carried 3,000 tonnes of grain.": (3000, "weight"),
        "The farm covers 400 hectares.": (400, "area"),
        "The talks lasted 12 hours.": (12, "duration"),
    }
    for text, (value, measure) in cases.items():
        got = {f.value: f.measure for f in _figs(text)}
        assert got.get(value) == measure, (text, got)


def test_the_doer_of_a_verb_is_not_what_it_measures():
    got = {f.value: f for f in _figs("Two gunmen killed five villagers.")}
    assert got[2].measure != "killed" and got[5].measure == "killed"
    got = {f.value: f for f in _figs("Three attackers were shot dead by guards.")}
    assert got[3].measure == "killed"


def test_ages_are_not_counts_of_people():
    cases = {
        "A nine-year-old boy was killed in the blast.": (9, "boy"),
        "A 17-year-old girl was wounded.": (17, "girl"),
        "Mr Okafor, 62, was arrested at his home.": (62, "Okafor"),
    }
    for text, (value, subject) in cases.items():
        f = _one(text)
        assert (f.value, f.measure, f.unit, f.subject) == (value, "age", "years", subject), text
    got = {f.value: f.measure for f in _figs("Victims aged 20 to 35 were treated.")}
    assert got == {20: "age"}


def test_subject_is_who_or_what_is_counted():
    cases = {
        "Two assailants were killed and three officers were wounded.":
            {2: ("assailants", "killed"), 3: ("officers", "wounded")},
        "Hundreds of protesters marched on the palace.": {100: ("protesters", "protesters")},
        "Some 4,000 army personnel defected.": {4000: ("army personnel", "defected")},
        "The storm destroyed 120 homes.": {120: ("homes", "count")},
    }
    for text, want in cases.items():
        got = {f.value: (f.subject, f.measure) for f in _figs(text)}
        assert got == want, text


def test_word_grammar_reads_the_longest_number_and_stops():
    def read(text):
        value, used, _ = read_words(split_words(text))
        return value, used

    assert read("two hundred and fifty dead") == (250, 4)
    assert read("twenty-five") == (25, 2)
    assert read("five and six") == (5, 1)  # two numbers, not 11
    assert read("a thousand million") == (1_000_000_000, 3)
    assert read("and a half") == (0, 0)
    assert read("the") == (0, 0)


def test_bare_count_takes_the_participle_or_adjective_it_is_coordinated_with():
    # no noun after the number: the participle after it (a passive without "were") or the
    # verb of the qualifier it is parsed under names what happened
    cases = {
        "Nine soldiers were killed and 31 injured near the border.": {9: "killed", 31: "wounded"},
        "The crash left 14 passengers dead and 60 hurt.": {14: "killed", 60: "wounded"},
        "Hundreds were killed and thousands wounded in the raid.": {100: "killed",
                                                                    1000: "wounded"},
        "Eleven were killed and forty wounded in the ambush.": {11: "killed", 40: "wounded"},
        "Medics said 8 dead and dozens injured.": {8: "killed", 12: "wounded"},
        "The shelling injured over 250 on Friday.": {250: "wounded"},
        "The famine killed between 2,000-4,000 villagers.": {2000: "killed"},
        "The floods killed between 300 and 600 residents.": {300: "killed"},
    }
    for text, want in cases.items():
        got = {f.value: f.measure for f in _figs(text)}
        assert got == want, (text, got)
    # a vague count of the same value as the count before it is no repeat of it
    got = [(f.value, f.measure) for f in _figs("Police reported 12 dead and dozens hurt.")]
    assert got == [(12, "killed"), (12, "wounded")], got


def test_the_number_of_a_measure_noun_gives_the_measure():
    cases = {
        "The number of injured climbed to 85.": (85, "wounded"),
        "The wounded numbered about 400.": (400, "wounded"),
        "By evening the total of dead stood at 47.": (47, "killed"),
        "Medics put the number of wounded at 60 to 70.": (60, "wounded"),
        "The number of missing reached 19.": (19, "missing"),
    }
    for text, (value, measure) in cases.items():
        got = {f.value: f.measure for f in _figs(text)}
        assert got.get(value) == measure, (text, got)


def test_a_couple_of_and_bodies():
    f = _one("A couple of hundred workers walked out.")
    assert (f.value, f.approx.lower()) == (100, "a couple of hundred")
    f = _one("Forty or more corpses were found in the river.")
    assert (f.value, f.approx, f.measure) == (40, "or more", "killed")
    f = _one("Rescuers pulled 23 bodies from the rubble.")
    assert (f.value, f.measure) == (23, "killed")


def test_units_ages_inhabitants_and_inmates():
    f = _one("The new mast is 120 m high.")
    assert (f.value, f.unit, f.measure) == (120, "m", "distance")
    f = _one("The pipe is 40 cm wide.")
    assert (f.unit, f.measure) == ("cm", "distance")
    got = {f.value: f.measure for f in _figs("Three pupils, aged 7, 9 and 11, were rescued.")}
    assert got == {3: "rescued", 7: "age", 9: "age", 11: "age"}, got
    got = {f.value: f.measure for f in _figs("The brothers, aged 15 or 16, were detained.")}
    assert got == {15: "age", 16: "age"}, got
    cases = {
        "Roughly 90,000 people live on the island.": (90_000, "inhabitants"),
        "About 3,000 families reside in the valley.": (3000, "inhabitants"),
        "Several hundred inmates broke out of the jail.": (100, "arrested"),
        "Dozens of prisoners escaped overnight.": (12, "arrested"),
    }
    for text, (value, measure) in cases.items():
        got = {f.value: f.measure for f in _figs(text)}
        assert got.get(value) == measure, (text, got)
    # refugees who live in a camp stay displaced: a state verb names no measure of its own
    got = {f.value: f.measure for f in _figs("Some 8,000 refugees live in the camp.")}
    assert got == {8000: "displaced"}, got


def test_phone_numbers_are_no_figures():
    for text in ("For tickets ring 01632 960 983 before noon.",
                 "Readers can reach the desk on +1 202 555 0143.",
                 "Witnesses should phone 555-8812 at once.",
                 "The helpline, 0300 200 3300, is open all night."):
        assert _figs(text) == (), text
    # grouped digits with no calling word and no leading zero stay one number; ranges stay
    assert _one("The survey counted 3 456 789 voters.").value == 3_456_789
    assert (_one("Between 400-1200 families fled.").high) == 1200


def test_readings_on_a_scale_and_ratios_are_no_counts():
    for text in ("A tremor measuring 6.4 shook the capital.",
                 "The magnitude 5.9 quake cut power to the city.",
                 "The first shock registered 4.2 on the Richter scale."):
        assert _figs(text) == (), text
    assert _one("The crater, measuring 80 metres across, was mapped.").measure == "distance"
    # "N in M": one proportion, not a count of N and a count of M (skipped)
    assert _figs("Just 1 in 5 voters trusts the party.") == ()
    assert _figs("Two out of three nurses backed the strike.") == ()
    got = {f.value: f.measure for f in _figs("Rebels killed 40 in 6 raids.")}
    assert got == {40: "killed", 6: "attacks"}, got


def test_a_percent_is_not_of_the_time_after_it():
    f = _one("Sales fell 4.5 per cent last year.")
    assert (f.unit, f.measure) == ("percent", "percent")
    assert "year" not in f.what, f.what


def test_very_long_digit_runs_are_skipped_and_values_stay_finite():
    import json
    import math

    from reports.lang.en.numbers import digits_value

    assert digits_value("9" * 15) == 999_999_999_999_999
    assert digits_value("9" * 16) is None
    assert digits_value("1" * 400) is None
    text = f"The ledger listed {'7' * 300} entries and 5-{'3' * 400} more."
    figs = _figs(text)
    assert all(math.isfinite(f.value) and (f.high is None or math.isfinite(f.high))
               for f in figs)
    json.dumps([(f.value, f.high) for f in figs], allow_nan=False)
