"""English numbers: the vocabulary of the figures extractor and a small grammar that reads
a number however news writes it.

``read_words`` reads number words with scales, fractions of scales and dozens ("two and a
half billion", "a quarter of a million", "half a dozen"); ``read_digits`` reads digits in
any grouping ("1,234,567", "1 234 567" with plain, thin or non-breaking spaces, ".08") with
a glued or spaced scale ("5.5bn", "10 bln", "2mil", "13 lakh"). ``vague`` gives the unit of
a vague count ("tens of thousands" -> 10,000). Measured before writing this: text2num 3.1
(``alpha2digit``) reads "twenty-five" and "two hundred and fifty" but leaves "half a
million", "a quarter of a million", "one and a half million", "a dozen", "two dozen",
"half a dozen" and "13 lakh" unread and turns "hundreds of" into "100 of", so the grammar
is our own. Everything here is plain data and pure functions that never raise and
return only finite values (digits past ``MAX_DIGITS`` are no number).
"""

from __future__ import annotations

import math
import re

ONES: dict[str, int] = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
    "seventy": 70, "eighty": 80, "ninety": 90, "dozen": 12,
}
TENS = frozenset({"twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"})
SCALES: dict[str, int] = {
    "hundred": 100, "thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000,
    "trillion": 1_000_000_000_000,
}
# glued to digits: "5.5bn", "pounds 6m", "300m vaccines", "10k"
SCALE_SUFFIX: dict[str, int] = {
    "bn": 1_000_000_000, "b": 1_000_000_000, "bln": 1_000_000_000, "m": 1_000_000,
    "mn": 1_000_000, "mln": 1_000_000, "mil": 1_000_000, "k": 1_000, "tn": 1_000_000_000_000,
    "trn": 1_000_000_000_000,
}
# written after a space too: "10 bln", "3 mln", "13 lakh", "2 crore" ("5 m" is metres)
SPACED_SCALES: dict[str, int] = {
    "bn": 1_000_000_000, "bln": 1_000_000_000, "mn": 1_000_000, "mln": 1_000_000,
    "mil": 1_000_000, "tn": 1_000_000_000_000, "trn": 1_000_000_000_000,
    "lakh": 100_000, "lakhs": 100_000, "lac": 100_000, "crore": 10_000_000,
    "crores": 10_000_000, **SCALES,
}
# fractions of a scale: "half a million", "a quarter of a million", "two and a half"
FRACTIONS: dict[str, float] = {"half": 0.5, "quarter": 0.25, "quarters": 0.25, "third": 1 / 3,
                               "thirds": 1 / 3}
# vague counts: the unit of the scale ("hundreds of" -> 100, "tens of thousands" -> 10,000)
VAGUE: dict[str, int] = {"tens": 10, "dozens": 12, "scores": 20, "hundreds": 100,
                         "thousands": 1_000, "millions": 1_000_000, "billions": 1_000_000_000}
# "several hundred", "a few thousand": a vague count of one scale
VAGUE_BEFORE = ("several", "a few", "a couple of", "many")
ORDINAL_WORDS = frozenset({
    "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
    "tenth", "eleventh", "twelfth", "thirteenth", "twentieth", "hundredth", "thousandth",
})

# symbol or word before the number -> ISO code
CURRENCY_BEFORE: dict[str, str] = {
    "$": "USD", "us$": "USD", "usd": "USD", "£": "GBP", "gbp": "GBP", "€": "EUR",
    "eur": "EUR", "¥": "JPY", "pounds": "GBP", "pound": "GBP", "dollars": "USD",
    "dollar": "USD", "euros": "EUR", "euro": "EUR", "yen": "JPY", "a$": "AUD", "c$": "CAD",
    "hk$": "HKD",
}
# word after the number -> unit
CURRENCY_AFTER: dict[str, str] = {
    "dollars": "USD", "dollar": "USD", "pounds": "GBP", "pound": "GBP", "sterling": "GBP",
    "euros": "EUR", "euro": "EUR", "yen": "JPY", "yuan": "CNY", "rupees": "INR",
    "cents": "cents", "cent": "cents", "pence": "pence", "p": "pence", "roubles": "RUB",
    "rubles": "RUB", "lira": "TRY", "riyals": "SAR", "dirhams": "AED", "francs": "CHF",
    "shekels": "ILS", "rand": "ZAR", "naira": "NGN", "rupee": "INR",
    "rouble": "RUB", "ruble": "RUB", "riyal": "SAR", "dirham": "AED", "franc": "CHF",
    "shekel": "ILS",
}

# longest first: matched against the words just before the figure
# (the negated ones first: "no fewer than forty" is at least forty, not fewer than it)
QUALIFIERS: tuple[str, ...] = (
    "no less than", "no fewer than", "not less than", "not fewer than", "no more than",
    "not more than", "well over", "well above", "a little over", "a little more than",
    "slightly more than", "slightly less than", "just over", "just under", "just above",
    "just below", "as many as", "as much as", "as few as", "as little as", "more than",
    "greater than", "larger than", "higher than", "less than", "fewer than", "lower than",
    "at least", "at most", "up to", "close to", "upwards of", "in excess of", "the best part of",
    "an estimated", "estimated", "nearly", "almost", "around", "about", "approximately",
    "roughly", "some", "over", "under", "above", "below", "beyond", "exceeding", "exceeded",
    "exceeds", "exceed", "surpassing", "surpassed", "surpasses", "surpass", "topping",
    "topped", "nearing", "approaching", "perhaps", "possibly", "maybe", "circa",
    "approx.", "approx",
)
# written after the number: "thirty or more", "a dozen or so"
QUALIFIERS_AFTER: tuple[str, ...] = ("or more", "or so", "or over", "or fewer", "or less",
                                     "and more", "and above", "and over", "-plus", "-odd")
# tokens that make a number part of a date or a time
MONTHS = frozenset({
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December", "Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug",
    "Sep", "Sept", "Oct", "Nov", "Dec",
})
TIME_AFTER = frozenset({"am", "pm", "a.m.", "p.m.", "gmt", "bst", "utc", "est", "cet",
                        "o'clock", "hrs", "hours'", "ago"})
# a capitalised word of these before a number is not a label ("About 30", "Since 1997")
NOT_LABEL = frozenset({
    "about", "around", "some", "nearly", "almost", "over", "under", "only", "just", "since",
    "by", "in", "of", "on", "at", "to", "for", "and", "but", "with", "from", "after", "before",
    "until", "another", "all", "the", "a", "an", "more", "less", "fewer", "least", "most",
    "than", "up", "as", "roughly", "approximately", "estimated", "these", "those",
    "its", "his", "her", "their", "our", "my", "your", "if", "when", "while", "every", "each",
    "mr", "mrs", "ms", "dr", "says", "said", "i", "we", "they", "he", "she",
})
LABEL_BEFORE = frozenset({
    "article", "chapter", "section", "page", "pages", "room", "flight", "route", "resolution",
    "paragraph", "number", "no", "no.", "step", "phase", "level", "grade", "class", "channel",
    "episode", "season", "part", "volume", "vol", "item", "clause", "table", "figure",
    "platform", "gate", "terminal", "highway", "interstate", "division", "brigade", "unit",
    "battalion", "regiment", "corps", "fleet", "squadron", "apollo", "formula", "windows",
    "top", "box", "lot", "ward", "district", "zone", "sector", "block", "building", "floor",
    "bus", "line", "exit", "junction", "road", "street", "avenue", "category", "tier",
    "stage", "round", "week", "day", "year", "match", "game", "photo", "picture", "image",
})
# "10 Downing Street": a number before a name and one of these is an address
STREET_WORDS = frozenset({"street", "st", "road", "rd", "avenue", "ave", "lane", "square",
                          "place", "drive", "boulevard", "terrace", "crescent", "way"})
# pronouns: "two of them", "two others" are not figures
PRONOUN_HEADS = frozenset({"them", "us", "you", "those", "these", "which", "whom", "others",
                           "other", "ones", "one", "it", "theirs", "ours", "each"})

PEOPLE = frozenset({
    "people", "person", "persons", "men", "man", "women", "woman", "children", "child",
    "kids", "boys", "girls", "babies", "adults", "residents", "civilians", "citizens",
    "soldiers", "soldier", "troops", "officers", "officer", "personnel", "police",
    "policemen", "staff", "workers", "employees", "members", "mps", "peers",
    "ministers", "judges", "voters", "protesters", "demonstrators", "activists", "rebels",
    "fighters", "militants", "insurgents", "detainees", "prisoners", "inmates", "hostages",
    "refugees", "migrants", "immigrants", "asylum", "patients", "victims", "casualties",
    "dead", "deaths", "lives", "students", "pupils", "teachers", "doctors", "nurses",
    "journalists", "reporters", "defectors", "deserters", "guards", "agents", "spies",
    "suspects", "muggers", "attackers", "gunmen", "bombers", "britons", "syrians", "iraqis",
    "americans", "nationals", "families", "households", "pensioners", "taxpayers",
    "consumers", "customers", "users", "visitors", "tourists", "passengers", "fans",
    "players", "diplomats", "delegates", "candidates", "councillors", "lords", "commanders",
    "generals", "colonels", "sergeants", "recruits", "conscripts", "officials", "leaders",
    "volunteers", "survivors", "witnesses", "homeless", "jobs", "lawyers", "solicitors",
    "individuals", "youths", "teenagers", "pilgrims", "worshippers", "mourners",
    "miners", "farmers", "scientists", "researchers", "experts", "economists",
    "analysts", "critics", "supporters", "opponents", "backbenchers", "crew",
    "sailors", "marines", "pilots", "drivers", "monks", "priests", "clerics", "bishops",
    "brothers", "sisters", "sons", "daughters", "wives", "husbands", "parents", "orphans",
    "bodies", "corpses",
})
TIME_UNITS: dict[str, str] = {
    "year": "years", "years": "years", "month": "months", "months": "months",
    "week": "weeks", "weeks": "weeks", "day": "days", "days": "days", "hour": "hours",
    "hours": "hours", "minute": "minutes", "minutes": "minutes", "second": "seconds",
    "seconds": "seconds", "decade": "decades", "decades": "decades", "century": "centuries",
    "centuries": "centuries", "night": "nights", "nights": "nights",
}
MEASURE_UNITS: dict[str, str] = {
    "km": "km", "kilometres": "km", "kilometers": "km", "kilometre": "km", "kilometer": "km",
    "miles": "miles", "mile": "miles", "yards": "yards", "yard": "yards", "metres": "m",
    "meters": "m", "metre": "m", "meter": "m", "m": "m", "cm": "cm", "mm": "mm",
    "centimetres": "cm", "centimeters": "cm", "millimetres": "mm", "millimeters": "mm",
    "feet": "feet", "foot": "feet", "ft": "feet",
    "inches": "inches", "kg": "kg", "kilograms": "kg", "kilos": "kg", "tonnes": "tonnes",
    "tons": "tonnes", "tonne": "tonnes", "ton": "tonnes", "pounds-weight": "lb", "lb": "lb",
    "litres": "litres", "liters": "litres", "gallons": "gallons", "barrels": "barrels",
    "barrel": "barrels", "acres": "acres", "hectares": "hectares", "sq": "sq",
    "mph": "mph", "kph": "kph", "degrees": "degrees", "goals": "goals", "runs": "runs", "wickets": "wickets",
}
# other things worth counting when the number is spelled out
COUNTABLE = frozenset({
    "embassies", "consulates", "missions", "posts", "offices", "countries", "nations",
    "states", "cities", "towns", "villages", "provinces", "regions", "districts", "areas",
    "sites", "bases", "camps", "prisons", "hospitals", "schools", "universities", "colleges",
    "companies", "firms", "banks", "businesses", "factories", "plants", "stores", "shops",
    "branches", "parties", "groups", "units", "divisions", "brigades", "battalions",
    "tanks", "vehicles", "cars", "trucks", "buses", "trains", "planes", "aircraft", "jets",
    "helicopters", "ships", "boats", "vessels", "missiles", "rockets", "bombs", "shells",
    "weapons", "guns", "rifles", "mines", "attacks", "explosions", "blasts", "raids",
    "strikes", "airstrikes", "bills", "laws", "votes", "seats", "cases", "charges", "counts",
    "trials", "elections", "referendums", "hearings", "meetings", "talks", "rounds",
    "homes", "houses", "buildings", "flats", "apartments", "churches", "mosques",
    "consulates-general", "commissions", "councils", "committees", "ministries",
    "departments", "agencies", "organisations", "organizations", "charities", "unions",
    "times", "occasions", "incidents", "deaths", "injuries", "arrests", "executions",
    "stations", "airports", "ports", "bridges", "roads", "checkpoints", "crossings",
    "doses", "vaccines", "tests", "beds", "wards", "jobs", "contracts", "deals", "projects",
    "programmes", "programs", "products", "items", "copies", "signatures",
    "petitions", "letters", "documents", "pages", "reports", "barrels", "tonnes",
    "hectares", "acres", "animals", "cattle", "sheep", "horses", "dogs", "birds", "trees",
})


# -- the grammar -------------------------------------------------------------------------

# digits in any grouping: "1,234,567", "1 234 567" (plain, no-break, thin or narrow no-break
# spaces), "40 000", "3.5", ".08"; a space-grouped number is one when every group has 3 digits
GROUP_SPACE = "[ \u00a0\u2009\u202f]"
DIGITS = (rf"(?:\d{{1,3}}(?:,\d{{3}})+(?:\.\d+)?|\d{{1,3}}(?:{GROUP_SPACE}\d{{3}})+(?![\d,]|\.\d)"
          rf"|\d+(?:\.\d+)?|\.\d+)")
# the words that can make up a spelled-out number (after splitting on spaces and hyphens)
NUMBER_WORDS = frozenset({*ONES, *SCALES, *FRACTIONS, "and", "a", "an", "of", "lakh", "lakhs",
                          "crore", "crores"})


# digits with more than this are an identifier (an account or a serial number), not a
# figure; it also keeps every value finite (a 400-digit number would be float inf)
MAX_DIGITS = 15


def digits_value(text: str) -> float | None:
    """"1,234,567" / "1 234 567" / ".08" -> a number; None when it is not one or has more
    than ``MAX_DIGITS`` digits."""
    clean = re.sub(r"[,\s\u00a0\u2009\u202f]", "", text)
    if sum(c.isdigit() for c in clean) > MAX_DIGITS:
        return None
    try:
        value = float(clean)
    except ValueError:
        return None
    return value if math.isfinite(value) else None


def scale_of(word: str) -> int:
    """What a scale word multiplies by ("million", "lakh", "dozen"); 0 for other words."""
    return SPACED_SCALES.get(word, 12 if word == "dozen" else 0)


def _small(tokens: list[str], i: int) -> tuple[float, int] | None:
    """A cardinal below a thousand written in words at ``tokens[i]``: "seven",
    "twenty five", "two hundred and fifty", "a hundred"; (value, next index)."""
    n = len(tokens)
    if i >= n:
        return None
    w = tokens[i]
    if w in ("a", "an", "one") and i + 1 < n and tokens[i + 1] == "hundred":
        value, j = 100.0, i + 2
    elif w in ONES and w != "dozen":
        value, j = float(ONES[w]), i + 1
        if w in TENS and j < n and tokens[j] in ONES and ONES[tokens[j]] < 10:
            value, j = value + ONES[tokens[j]], j + 1
        if value < 100 and j < n and tokens[j] == "hundred":
            value, j = value * 100, j + 1
        else:
            return value, j
    else:
        return None
    # "two hundred and fifty", "a hundred twenty"
    k = j + 1 if j < n and tokens[j] == "and" else j
    rest = _small(tokens, k) if k < n and tokens[k] != "a" else None
    if rest and rest[0] < 100:
        return value + rest[0], rest[1]
    return value, j


def _fraction(tokens: list[str], i: int) -> tuple[float, int] | None:
    """"half a", "a quarter of a", "three quarters of a", "two thirds of an" before a scale."""
    n = len(tokens)
    j, times = i, 1.0
    if j < n and tokens[j] in ("a", "one"):
        j += 1
    elif _small(tokens, j) and j + 1 < n and tokens[j + 1] in ("quarters", "thirds"):
        times, j = _small(tokens, j)[0], j + 1
    if j >= n or tokens[j] not in FRACTIONS or (tokens[j] == "half" and j != i and
                                                tokens[i] != "a"):
        return None
    part = FRACTIONS[tokens[j]] * times
    j += 1
    if j < n and tokens[j] == "of":
        j += 1
    if j < n and tokens[j] in ("a", "an"):
        j += 1
    return (part, j) if j < n and scale_of(tokens[j]) else None


def read_words(tokens: list[str]) -> tuple[float, int, bool]:
    """The number spelled out at the start of ``tokens`` (lower case, split on spaces and
    hyphens): (value, tokens read, whether a scale word was read); (0, 0, False) when
    there is none. Groups add up in falling scale order ("one million two hundred
    thousand"); fractions multiply the scale after them ("half a million", "one and a half
    million", "a million and a half", "half a dozen"); dozens multiply ("two dozen")."""
    total, i, last, scaled = 0.0, 0, float("inf"), False
    n = len(tokens)
    while i < n:
        start = i + 1 if total and tokens[i] == "and" else i
        frac = _fraction(tokens, start)
        if frac:
            value, j = frac
        else:
            small = _small(tokens, start)
            if small:
                value, j = small
            elif start < n and tokens[start] in ("a", "an") and start + 1 < n \
                    and scale_of(tokens[start + 1]):
                value, j = 1.0, start + 1
            else:
                break
            # "one and a half million", "two and a half years"
            if j + 2 < n and tokens[j] == "and" and tokens[j + 1] in ("a", "one") \
                    and tokens[j + 2] in ("half", "quarter"):
                value, j = value + FRACTIONS[tokens[j + 2]], j + 3
        mult = 1
        while j < n and scale_of(tokens[j]) and scale_of(tokens[j]) > mult:
            mult = mult * scale_of(tokens[j]) if mult > 1 else scale_of(tokens[j])
            j += 1
        if mult > 1:
            # "a million and a half": half of the scale just read
            if j + 2 < n and tokens[j] == "and" and tokens[j + 1] == "a" \
                    and tokens[j + 2] in FRACTIONS and not (j + 3 < n and scale_of(tokens[j + 3])):
                value, j = value + FRACTIONS[tokens[j + 2]], j + 3
            value *= mult
            scaled = True
        if mult >= last or (total and mult == 1 and value >= 1000):
            break
        total += value
        i, last = j, mult
        if mult == 1:
            break
    return (float(round(total)) if scaled and total >= 100 else total), i, scaled


def split_words(text: str) -> list[str]:
    return [w for w in re.split(r"[\s\u00a0\u2009\u202f-]+", text.lower()) if w]


def vague(text: str) -> float | None:
    """The unit of a vague count: "hundreds of" -> 100, "tens of thousands" -> 10,000,
    "dozens" -> 12, "several hundred" -> 100; None when ``text`` is not one."""
    words = [w for w in split_words(text) if w != "of"]
    for q in VAGUE_BEFORE:  # compared without "of" too: "a couple of thousand"
        q_words = [w for w in q.split() if w != "of"]
        if words[:len(q_words)] == q_words:
            words = words[len(q_words):]
            break
    if not words:
        return None
    value = 1.0
    for w in words:
        unit = VAGUE.get(w) or SCALES.get(w) or (12 if w == "dozen" else 0)
        if not unit:
            return None
        value *= unit
    return value
