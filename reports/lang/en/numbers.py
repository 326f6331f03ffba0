"""English number vocabulary for the figures extractor.

Plain data: number words, scale words, currencies, qualifiers, units and the nouns that
make a small spelled-out number worth reporting ("nine embassies", not "two points").
"""

from __future__ import annotations

ONES: dict[str, int] = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
    "seventy": 70, "eighty": 80, "ninety": 90, "dozen": 12,
}
SCALES: dict[str, int] = {
    "hundred": 100, "thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000,
    "trillion": 1_000_000_000_000,
}
# glued to digits: "5.5bn", "pounds 6m", "300m vaccines", "10k"
SCALE_SUFFIX: dict[str, int] = {
    "bn": 1_000_000_000, "b": 1_000_000_000, "m": 1_000_000, "mn": 1_000_000,
    "k": 1_000, "tn": 1_000_000_000_000, "trn": 1_000_000_000_000,
}
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
    "cents": "cents", "cent": "cents", "pence": "pence", "p": "pence",
}

# longest first: matched against the words just before the figure
QUALIFIERS: tuple[str, ...] = (
    "as many as", "as much as", "as few as", "as little as", "more than", "less than",
    "fewer than", "at least", "at most", "up to", "close to", "just over", "just under",
    "upwards of", "in excess of", "an estimated", "estimated", "nearly", "almost", "around",
    "about", "approximately", "roughly", "some", "over", "under",
)
# tokens that make a number part of a date or a time
MONTHS = frozenset({
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December", "Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug",
    "Sep", "Sept", "Oct", "Nov", "Dec",
})
TIME_AFTER = frozenset({"am", "pm", "a.m.", "p.m.", "gmt", "bst", "utc", "est", "cet",
                        "o'clock", "hrs", "hours'", "ago"})
YEAR_BEFORE = frozenset({"in", "since", "by", "until", "till", "from", "of", "year", "during",
                         "before", "after", "early", "late", "mid", "spring", "summer",
                         "autumn", "winter", "fall", "between", "and", "to", "circa"})
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
    "meters": "m", "metre": "m", "meter": "m", "feet": "feet", "foot": "feet", "ft": "feet",
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
