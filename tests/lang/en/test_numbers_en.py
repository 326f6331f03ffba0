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
