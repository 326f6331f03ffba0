"""English word lists for entity repair and claim extraction.

Kept as plain frozensets so the rules in ``entities.py`` and ``claims.py`` stay
language-neutral: another language supplies its own lists in a sibling module.
All entries are lower case; dotted abbreviations are listed without the dot.
"""

from __future__ import annotations

import re
from functools import cache

from ..base import spacy_stop_words


@cache
def stop_words() -> frozenset[str]:
    return spacy_stop_words("en")


def _words(text: str) -> frozenset[str]:
    """A word list written as whitespace-separated text (easier to read and extend)."""
    return frozenset(text.split())

# Honorifics, ranks and offices written before a name ("Col. Hussein Harmoush",
# "Foreign Minister Dariusz Rosati"). Stripped from the name, kept as an alias.
TITLES = _words("""
mr mrs ms miss dr sir dame lord lady prof professor rev reverend father sister brother
col colonel lt lieutenant gen general maj major capt captain sgt sergeant cpl corporal pte private
brig brigadier adm admiral cmdr commander marshal field-marshal lieutenant-general
lieutenant-colonel major-general brigadier-general lt-col lt-gen maj-gen
president vice-president premier vice-premier chancellor minister secretary senator sen rep
representative congressman congresswoman governor gov mayor ambassador judge justice
king queen prince princess emperor sheikh sheik emir imam ayatollah pope cardinal bishop
archbishop rabbi chairman chairwoman chief prime deputy foreign finance defence defense
interior home shadow first former ex-president ex-minister late acting interim mp mep
""")

# Titles of monarchs, before a regnal number ("Queen Elizabeth I", "Tsar Nicholas II").
MONARCH_TITLES = _words("king queen emperor empress pope tsar czar tsarina sultan shah pharaoh")

# Offices held "for" a place: "the MP for Grantham", "Minister for Europe".
SEAT_TITLES = _words("mp mep member minister secretary senator representative envoy governor")

# Nouns naming a person's role; a name right after one is a person ("FIFA chairman
# Joao Havelange", "director Kate Allen", "Syrian soldier Darwish Mohammed Fidou").
PERSON_NOUNS = _words("""
spokesman spokeswoman spokesperson director solicitor lawyer attorney analyst economist
soldier officer defector striker captain coach manager player goalkeeper midfielder
defender chairman chairwoman chief executive founder leader head minister secretary
president premier envoy ambassador official diplomat commander general colonel sergeant
correspondent reporter editor journalist columnist writer author professor doctor
activist campaigner lawmaker senator deputy mp mayor governor king queen prince
businessman businesswoman banker trader dealer broker student teacher priest cleric
wife husband widow widower son daughter mother
""")

# Roles in a sports team: "Newcastle manager Kevin Keegan" makes Newcastle a club.
TEAM_ROLES = _words("""
manager coach striker captain goalkeeper midfielder defender forward winger keeper
player players chairman fans supporters
""")

# Match words: "beat Sunderland 5-0", "lost 2-1 to Arsenal".
MATCH_WORDS = _words("""
beat beats beaten beating defeat defeated defeats drew draw draws drawn lost lose loses
won win wins against v vs versus trounced thrashed edged
""")

# Nouns naming an organization; a capitalized name right after one is an organization
# ("the pan-Arab newspaper Ashareq Al Awsat", "Aid charity Actionaid").
ORG_NOUNS = _words("""
newspaper paper daily weekly magazine journal tabloid broadsheet agency channel network
broadcaster station radio television tv website group committee party organisation
organization charity foundation company firm brewer brewery carrier airline bank
brokerage insurer bank union federation association movement coalition alliance
council ministry department institute university club team
""")

# Words that make a capitalized span an organization wherever they appear in it.
ORG_WORDS = _words("""
committee committees party council ministry department office agency commission army
navy force forces police corp corporation co inc ltd plc llc bv sa ag nv gmbh spa group
holdings bank airlines airways association federation union university institute
foundation organisation organization society league club times post news press
magazine monitor newspaper network broadcasting tv radio court parliament assembly
newsroom desk
congress senate church front movement brigade brigades battalion
""")

# Legal-form suffixes of company names: "Lear Corp", "Magna International Inc".
COMPANY_SUFFIXES = _words("""
inc corp corporation co cos ltd plc llc lp bv sa ag nv gmbh spa ab as asa oyj kk bhd
pte pty srl sarl holdings group bancorp bancshares
""")

# Last words of names that are things, not organizations: laws, plans, prizes, events
# ("the Royal Prerogative", "International Finance Facility", "Grand Slam Cup").
THING_HEADS = _words("""
plan act bill law laws treaty accord accords agreement convention protocol prerogative
facility initiative programme program scheme pact cup trophy prize award awards
championship championships tournament open games olympics festival war doctrine day
""")

# Place nouns: "the city of Daraa", "Latakia Province", "the capital Nairobi".
PLACE_NOUNS = _words("""
city town village province region district capital state county port island
governorate area suburb neighbourhood neighborhood valley camp
""")

# Nouns after a name that make it a place or building: "Heathrow airport".
FACILITY_NOUNS = _words("""
airport airbase base station street road bridge hotel cathedral mosque
hospital prison jail border crossing checkpoint stadium palace embassy river lake
square sanatorium resort clinic monastery castle
""")

# Nouns before a ship's name ("the aircraft carrier Carl Vinson") and the prefixes of
# ships' names ("RMS Titanic", "HMS Ark Royal"): a vessel is neither a body nor a place.
VESSEL_NOUNS = _words("""
carrier carriers ship ships vessel vessels liner frigate destroyer cruiser submarine
tanker supertanker ferry freighter yacht battleship warship trawler
""")
SHIP_PREFIXES = frozenset("USS HMS RMS HMAS HMCS MV".split())

# Last words of street names, a place ("Wall Street", "Fifth Avenue").
STREET_WORDS = _words("street avenue boulevard road lane square")

# A wire service's desk after a city: "Dhaka Newsroom" is an organization.
DESK_WORDS = _words("newsroom desk")

# Nouns right after a name that make it a news medium or a company ("Zycie Warszawy
# daily said", "the Prensa Latina agency").
ORG_TAIL_NOUNS = _words("""
newspaper daily weekly magazine agency tabloid broadcaster network company firm
""")

# Nouns before the title of a work: "her biography My Turn", "the film Michael Collins".
WORK_NOUNS = _words("""
book biography autobiography memoir memoirs novel film movie documentary album song
poem opera musical
""")

# Prepositions that put a following name in a place role ("the government in Kinshasa").
LOCATIVE_PREPS = _words("in at near from to into outside inside around across via")

# Nouns for armed forces and governments that, after a nationality adjective, name an
# organization ("Syrian army", "Syrian Arab army").
FORCE_NOUNS = _words("army navy")

# Demonyms and nationality adjectives: on their own they are not entities.
NATIONALITIES = _words("""
afghan albanian algerian american andorran angolan argentine argentinian armenian
australian austrian azerbaijani bahraini bangladeshi belarusian belgian bolivian
bosnian brazilian british bulgarian burmese burundian cambodian cameroonian canadian
chadian chilean chinese colombian congolese croatian cuban cypriot czech danish dutch
ecuadorian egyptian emirati english eritrean estonian ethiopian european filipino finnish
french georgian german ghanaian greek guatemalan guinean haitian honduran hungarian
icelandic indian indonesian iranian iraqi irish israeli italian ivorian jamaican japanese
jordanian kazakh kenyan korean kosovar kurdish kuwaiti kyrgyz lao latvian lebanese
liberian libyan lithuanian macedonian malagasy malaysian malian maltese mauritanian
mexican moldovan mongolian moroccan mozambican namibian nepalese nigerian nigerien
norwegian omani pakistani palestinian panamanian paraguayan peruvian polish portuguese
qatari romanian russian rwandan saudi scottish senegalese serbian sierra singaporean
slovak slovenian somali african asian arab arabic south sudanese spanish sri swedish
swiss syrian taiwanese tajik tanzanian thai tunisian turkish turkmen ugandan ukrainian
uruguayan uzbek venezuelan vietnamese welsh yemeni zambian zimbabwean western eastern
northern southern pan-arab israelis palestinians syrians egyptians iraqis afghans
americans europeans africans arabs britons kurds shiite shia sunni muslim muslims
christian christians jewish jews islamist islamists
""")

# Faiths among the nationality words: "Christian Democrats" is a party, "Bosnian Serbs" a people.
FAITHS = _words("christian christians muslim muslims jewish shiite shia sunni islamist islamists")

# Month and weekday names and their abbreviations: never part of a name.
CALENDAR = _words("""
january february march april may june july august september october november december
jan feb mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday
saturday sunday mon tue tues wed thu thur thurs fri sat sun today yesterday tomorrow
""")

# Words joining the parts of an organization's name; ignored when forming initials.
NAME_JOINERS = _words("""
of and the for de la le du des di del della dello degli da dos das von van der den al el
& on y e
""")

# "raised questions about ...", "expressed concern that ...": reporting through the object.
EXPRESSION_VERBS = _words("rais express voic")  # stems: raise(d), express(ed), voice(d)
EXPRESSION_OBJECTS = _words("questions question concern concerns doubts doubt fears hope hopes")

# What "claim" takes rather than says ("claimed responsibility", "claimed 30 lives"): with
# one of these (or an attack) for its object the verb reports no statement.
TAKEN = _words("responsibility credit victory win lives life title seat seats")
# ... but a group that claims responsibility or credit says so: a statement of its own
CLAIMED = _words("responsibility credit")

# Pronouns resolved to the last named speaker, by the kind of speaker they can stand for.
# Documents a statement is attributed to ("the statement said"): the one who issued it speaks.
DOCUMENT_NOUNS = _words("statement communique communiqué video message release letter post")
# Titles of courtesy, which say nothing of a person's office ("Sir Tom Hendry").
HONORIFICS = _words("mr mrs ms miss dr sir dame lord lady prof professor rev reverend")
# Modifiers of a description that say nothing about who it is ("a senior police officer"):
# left out when a description is matched to a name's titles.
VAGUE_MODIFIERS = _words("""
senior top former local other own current high highest most more some several many
""")
# Words of an organization's name that do not identify it ("a local union" is not every
# "Union"): a description and a name must share another word.
NAME_FILLERS = _words("""
the of for and in on a an national international state group groups union council committee
ministry office agency party news association organization organisation department
""")
# What a body does, as a description of it names it ("the lender said" of a bank, "a
# monitoring group" of an observatory), by the word its names use for what it is.
FUNCTION_NAMES: dict[str, str] = {
    "lender": "bank", "monitor": "observatory", "monitoring": "observatory",
    "carrier": "airlines", "airline": "airlines", "broadcaster": "television",
    "insurer": "insurance", "automaker": "motors", "carmaker": "motors",
    "cartel": "organization", "exporter": "exporting", "watchdog": "agency",
}
# Heads of bodies' names a definite description repeats ("the bank said"): the body is the
# one named so far whose name has the word.
BODY_NOUNS = _words("bank observatory commission council court tribunal")
PERSON_PRONOUNS = _words("he she him her")
GROUP_PRONOUNS = _words("they it")
FIRST_PERSON = _words("i we me us")

# Cues that report no statement ("declined to comment", "refused to say") and cues that
# report the opposite of their content ("denied that ..."): the claim says so in its text.
REFUSAL_VERBS = _words("decline refuse")
DENIAL_VERBS = _words("deny dispute reject dismiss refute")
# Subjects that make a statement a refusal: "Nobody has claimed ...", "None would confirm".
NOBODY = _words("nobody none neither")

# Nouns that stand for a recently named organization ("The paper said ...").
ORG_ANAPHORS = _words("""
paper newspaper daily agency group committee party ministry company firm charity
organisation organization channel broadcaster magazine
""")


def _forms(lemma: str) -> set[str]:
    """Regular inflections of ``lemma`` (enough for the cue verbs above)."""
    out = {lemma}
    if lemma.endswith("e"):
        out |= {lemma + "s", lemma + "d", lemma[:-1] + "ing"}
    elif lemma.endswith("y") and lemma[-2:-1] not in "aeiou":
        out |= {lemma[:-1] + "ies", lemma[:-1] + "ied", lemma + "ing"}
    elif lemma.endswith(("s", "sh", "ch", "x", "z")):
        out |= {lemma + "es", lemma + "ed", lemma + "ing"}
    else:
        out |= {lemma + "s", lemma + "ed", lemma + "ing"}
    return out


VERB_LEMMAS: dict[str, str] = {
    form: lemma
    for lemma in REFUSAL_VERBS | DENIAL_VERBS | {"quote", "claim"}
    for form in _forms(lemma)
}


def verb_lemma(word: str) -> str:
    """Lemma of a reporting-verb form ("told" -> "tell"); other words come back lower-cased.

    The English pipeline runs without its lemmatizer (speed), so the few verbs the claim
    rules need are inflected here instead.
    """
    w = word.lower()
    return VERB_LEMMAS.get(w, w)


# "the Syrian capital": a nationality adjective naming a country's capital city.
CAPITAL_PHRASE = re.compile(r"\b(?:the\s+)?(?P<adj>[A-Z][a-z]+(?:an|ese|ish|i))\s+capital\b")


# What a figure measures (keys: reports.analysis.figures.MEASURE_KEYS): word stems that
# name the measure. The figures step matches them against the verb or noun that governs
# the number in the parse (``figures._measure``); stems starting with a letter match the
# start of a word. Older figures without a measure fall back to these stems in their text.
MEASURES: dict[str, tuple[str, ...]] = {
    "killed": ("kill", "died", "dead", "death", "die", "dying", "martyr", "toll", "massacr",
               "slain", "slaughter", "perish", "fatalit", "murder", "execut", "behead",
               "shot dead", "lives", "drown", "bodies", "corpse"),
    "wounded": ("wound", "injur", "hurt", "maim"),
    "casualties": ("casualt",),
    "hostages": ("hostage", "abduct", "kidnap", "captive"),
    "rescued": ("rescu", "liberat"),
    "freed": ("freed", "free", "releas", "swapped", "exchanged"),
    "arrested": ("arrest", "detain", "detent", "jail", "imprison", "prisoner", "inmate", "captur",
                 "held", "round", "incarcerat", "convict", "sentenc"),
    "missing": ("missing", "unaccounted", "disappear"),
    "defected": ("defect", "desert"),
    "displaced": ("refugee", "displac", "fled", "flee", "evacu", "homeless", "uproot", "exodus",
                  "asylum", "migrant"),
    "protesters": ("protester", "protestor", "protested", "protesting", "protests", "demonstrat",
                   "march", "rall"),
    "troops": ("troop", "soldier", "deploy", "station", "fighter", "militiam", "reservist",
               "peacekeep", "mobilis", "mobiliz"),
    "inhabitants": ("inhabitant", "population", "populat", "home to"),
    "countries": ("countr", "nation", "member state", "states"),
    "attacks": ("attack", "strike", "airstrike", "raid", "explosion", "blast", "bombing",
                "shelling", "assault"),
    "votes": ("vote", "ballot", "seat"),
    "money": ("$", "dollar", "pound", "euro", "usd", "gbp", "eur", "bn", "budget", "fund"),
    "percent": ("%", "percent", "per cent"),
}
# verbs that make a count of people the inhabitants of a place ("700,000 people live in the
# city", "some 5,000 families reside there")
DWELL_VERBS: tuple[str, ...] = ("live", "lived", "living", "resid", "inhabit", "dwell")
# verbs whose active subject is what they measure ("30 died", "200 fled"); for the others
# the subject is the doer ("two gunmen killed five": the five were killed, not the two)
SUBJECT_VERBS: tuple[str, ...] = ("die", "died", "dying", "perish", "drown", "fled", "flee",
                                  "defect", "desert", "protest", "demonstrat", "march", "rall",
                                  "disappear", "vanish", "surrender", "missing", "starv",
                                  *DWELL_VERBS)
# verbs of a state, not an event: they give a measure only to a noun that has none of its
# own ("held 30 hostages" counts hostages; "30 people were held" counts arrests)
STATE_VERBS: tuple[str, ...] = ("held", "hold", "holding", "kept", "keep", "keeping")
# the measures a verb sets for a count of people ("killed 18", "150 hostages were freed"):
# a verb says what happened to people, not to things ("held three meetings")
PEOPLE_MEASURES = frozenset({"killed", "wounded", "casualties", "hostages", "rescued", "freed",
                             "arrested", "missing", "defected", "displaced", "protesters", "troops"})


# The kind of event an article reports, from its headline and lead: stems of the words that
# name it (a word starting with a stem counts). Keys are shared by every language pack.
EVENT_KINDS: dict[str, tuple[str, ...]] = {  # the more specific first: it wins a tie
    "referendum": ("referendum", "brexit"),
    "coup": ("coup", "putsch", "mutin", "junta", "overthr", "toppl", "seized power"),
    "election": ("election", "elected", "vote", "voting", "polls", "ballot", "candidate"),
    "disaster": ("earthquake", "quake", "tremor", "flood", "hurricane", "cyclone", "typhoon",
                 "tsunami", "landslide", "wildfire", "eruption"),
    "crash": ("crash", "plane", "airliner", "flight", "derail", "sank", "capsiz", "train",
              "collision", "collided"),
    "protest": ("protest", "demonstrat", "rally", "rallies", "riot", "sit-in", "stormed"),
    "attack": ("bomb", "blast", "explosi", "suicide", "gunm", "shooting", "attack", "assault",
               "hostage", "massacre", "ambush", "stabb", "rampage", "airstrike", "air strike",
               "truck"),
}
# Words of the lead that place the event relative to the publication day ("on Sunday" is
# read from the pack's weekday names); "overnight" in a report is the night that ended
# with its publication day, so the event began the day before.
DAY_WORDS: dict[str, int] = {"yesterday": -1, "today": 0, "tonight": 0, "overnight": -1,
                             "last night": -1}
# Words that put a day's mention in its evening or night ("Friday night", "late Friday",
# "on the night of Friday", "Friday evening"), and the day words that are nights.
NIGHT_WORDS = frozenset({"night", "nights", "evening", "late", "overnight", "tonight"})
# Words that put a sentence about an earlier event beside the one reported: phrases
# that do it wherever they stand ("a bombing at Brussels airport last year that killed
# 32"); "since" before a month, a year or the start of something ("killed since March",
# not "arrested since Tuesday"), unless a comparison ends with it ("the deadliest attack
# since 2005"); the words before a year or a
# month that make it a time of its own ("in 2015", "a 2015 attack", "in November"). A year
# or month other than the event's, so used, makes the sentence another event's.
BACKGROUND_WORDS: dict[str, tuple[str, ...]] = {
    "earlier": ("last year", "last month", "years ago", "months ago", "earlier this year",
                "earlier this month", "a year ago"),
    "since": ("since",),
    "start": ("the start", "the beginning", "the outbreak", "it began", "they began"),
    "compare": ("deadliest", "worst", "bloodiest", "biggest", "largest", "highest", "most",
                "first", "heaviest"),
    "time": ("in", "since", "of", "a", "the", "until", "by", "during", "early", "late", "mid",
             "last", "before", "after", "from"),
    # read by a story's tolls only (``stories.facts``): times before the event reported
    # ("earlier in the day": another attack), the nouns of a long conflict whose whole
    # toll is no event's ("killed in the uprising", "since the war"), the verbs of its start
    # ("since protests began"), a toll that is not yet one ("could rise to 40", "will
    # die"), and what the perpetrators say ("the group said", "its statement")
    # (not "last week", "days ago": a follow-up's words for the event it reports)
    "before": ("earlier in the day", "earlier that day", "earlier on", "in recent months",
               "in recent weeks", "in recent years", "previous attack", "last attack",
               "a similar attack", "weeks ago", "weeks after", "months after"),
    "past": ("last", "past", "previous"),  # before a month: "last March"
    "and_or": ("and", "or"),  # between the words of one count: "killed or wounded"
    "votes": ("votes", "ballots"),  # after a number: a count of votes is no toll
    "war": ("war", "civil war", "conflict", "uprising", "revolution", "insurgency", "revolt",
            "rebellion"),
    "war_links": ("in", "since", "during", "throughout", "of", "over"),
    "began": ("began", "begun", "started", "erupted", "broke out", "first broke out"),
    "projection": ("could rise", "could reach", "could climb", "could top", "may rise",
                   "might rise", "may reach", "expected to rise", "likely to rise",
                   "feared to rise", "could die", "will die", "would die", "may die",
                   "could be killed"),
    # a toll updated ("the toll rose to 22", "a new toll"): a report's latest count,
    # wherever it stands
    "rose": ("rose", "risen", "climbed", "jumped", "increased", "raised", "new toll",
             "updated toll", "revised toll", "latest toll"),
    # the people aboard a craft the sentence says vanished are its missing ("a jet carrying
    # 66 passengers and crew disappeared from radar"): words of being aboard, of vanishing
    "aboard": ("aboard", "on board", "onboard", "carrying", "carried"),
    "vanished": ("disappeared", "disappears", "vanished", "vanishes", "missing", "lost contact"),
    "claim_said": ("said", "says", "claimed", "claims", "statement", "news agency", "boasted",
                   "according to"),
}
# The number that is the news (``stories.facts``): the words beside an earthquake's
# magnitude (a number under 10), and those of a figure that is a vote share, a rate, a
# price or an output ("51.7 percent of the vote", "interest rates", "barrels per day").
KEY_FIGURE_WORDS: dict[str, tuple[str, ...]] = {
    "magnitude": ("magnitude", "richter", "earthquake", "quake", "tremor", "aftershock"),
    "score": ("won", "win", "wins", "beat", "beats", "victory", "defeat", "defeated", "lost",
              "draw", "drew", "final", "goal", "goals", "scoreline", "thrashed", "edged"),
    "news": ("of the vote", "of the votes", "vote share", "interest rate", "interest rates",
             "rates", "rate", "basis points", "percentage point", "percentage points",
             "barrels", "bpd", "pledged", "pledge", "pledges", "price", "devalued",
             "devaluation", "exchange rate", "won"),
    # a share of the ballots counted so far is how far the count is, and the turnout how
    # many voted: neither is the result
    "progress": ("counted", "reporting", "tallied", "turnout"),
    # a share of the people a survey asked is what they think, not what happened
    "opinion": ("respondents", "polled", "surveyed", "survey", "opinion poll", "of those asked"),
    "news_after": ("votes",),  # after the number only: "13,230,131 votes"
    # a percentage in a sentence with these is a share of the vote
    "share": ("of the vote", "of the votes", "the vote", "the votes", "ballots cast"),
}
# Counted nouns that name no group of their own ("43 people killed", "six others"): a toll
# so worded is the event's whole toll; "two officers", "three French" count a part of it.
GENERIC_SUBJECTS = frozenset("""people persons person others dead deaths victims lives bodies
fatalities casualties injured wounded individuals toll tolls death number figure figures count
tally""".split())
# Groups a count of people can be of, by stems of their words ("police officers",
# "gunmen"); keys shared by every pack, so "2,839 soldiers" ~ "2839 جنديا" and "two
# officers" is never "two attackers". A group of no kind here is compared by its words.
SUBJECT_KINDS: dict[str, tuple[str, ...]] = {
    "police": ("police", "officer", "guard", "constable", "gendarm", "security"),
    "military": ("soldier", "troop", "army", "personnel", "servicem", "conscript", "recruit",
                 "cadet", "sergeant", "military"),
    "attackers": ("attacker", "assailant", "gunm", "bomber", "militant", "insurgent",
                  "jihadist", "terrorist", "suspect", "plotter", "rebel", "hijack",
                  "perpetrator", "kidnapper", "abductor"),
    "civilians": ("civilian", "resident", "passenger", "worshipper", "pedestrian", "tourist",
                  "student", "child", "women", "woman", "villager", "shopper"),
    "hostages": ("hostage", "captive"),
}

# Places: the type words after a name ("Latakia Province") and the part words before it
# ("south London": the larger place when the part has no entry of its own).
PLACE_TYPES = _words("""province governorate region district city county state municipality
prefecture oblast bay valley""")
PLACE_PARTS = _words("""north south east west central northern southern eastern western
north-east north-west south-east south-west greater downtown inner outer rural suburban""")


# Who claimed an attack (``responsibility``): what is attacked or claimed ("claimed the
# twin bombings"), the nouns after a group's name that are not of it ("Boko Haram
# militants"), and the words of a clause about earlier attacks ("has carried out repeated
# attacks", "claimed similar bombings in the past").
ATTACK_NOUNS = _words("""
attack attacks bombing bombings blast blasts explosion explosions assault assaults ambush
ambushes killing killings kidnapping kidnappings abduction abductions shooting shootings
massacre massacres raid raids strike strikes airstrike airstrikes rampage siege hijacking
assassination operation operations stabbing stabbings
""")
GROUP_NOUNS = _words("""
militants militant fighters fighter insurgents insurgent rebels rebel jihadists jihadist
extremists extremist gunmen group groups movement militia militias network organisation
organization faction outfit affiliate branch wing cell members
""")
PAST_CUES = _words("""
previous previously past similar repeated repeatedly several numerous series often
frequently history string spate wave regularly
""")
