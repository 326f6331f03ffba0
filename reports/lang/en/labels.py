"""The digest's words in English: labels, language and month names, counted nouns."""


from __future__ import annotations

LABELS = {'resp_claimed': 'Claimed by',
 'resp_denied': 'Denied by',
 'resp_blamed': 'Blamed on',
 'resp_suspected': 'Suspected',
 'resp_none': 'Responsibility: not claimed',
 'resp_none_by': 'Not claimed by',
 'contents': 'Contents',
 'daily_briefing': 'Daily Briefing',
 'at_a_glance': 'At a glance',
 'key_figures': 'Key figures',
 'stories': 'Stories',
 'story': 'Story',
 'who': 'Who',
 'people': 'People',
 'organizations': 'Organizations',
 'where': 'Where',
 'claims': 'Claims',
 'figures': 'Figures',
 'summary': 'Summary',
 'sources': 'Sources',
 'source': 'Source',
 'articles': 'Articles',
 'languages': 'Languages',
 'language': 'Language',
 'index': 'Index',
 'index_people': 'People',
 'index_places': 'Places',
 'files_not_included': 'Files not included',
 'files_not_included_intro': 'These files were found but could not be read; they are not '
                             'part of this briefing.',
 'file': 'File',
 'reason': 'Reason',
 'seen': 'Seen',
 'quote': 'Quote',
 'reported': 'Reported',
 'value': 'Figure',
 'what': 'What',
 'qualifier': 'Qualifier',
 'sentence': 'Sentence',
 'also': 'also',
 'mentions': 'mentions',
 'country': 'Country',
 'page': 'p.',
 'generated': 'Generated',
 'period': 'Period',
 'query': 'Query',
 'overview': 'What the sources say',
 'no_articles': 'No articles in this period.',
 'none_found': 'None found',
 'digest': 'Digest',
 'dossier': 'Dossier',
 'chart_caption': 'Figures in this story, to scale',
 'email_subject': '{title}, {date}: {count}',
 'email_footer': 'Every line points back to the sentence it came from. The PDF edition has '
                 'the full index.',
 'first_seen': 'First seen',
 'analyzed_in_part': 'Analyzed in part',
 'across_sources': 'Across sources',
 'across_intro': 'Stories told by more than one article: what the sources agree on, and '
                 'where they give other numbers.',
 'measure': 'Measure',
 'reported_by': 'Reported by',
 'other_values': 'Other values',
 'single_source': 'single source',
 'change_new': 'new',
 'change_updated': 'updated',
 'change_languages': 'now also in',
 'comma': ', ',
 'list_sep': '; ',
 'change_claims': 'new statements by',
 'changes_since': 'Marked against the digest of',
 'background': 'another event',
 'said': 'Said',
 'published': 'Published',
 'whos_who': "Who's who",
 'index_organizations': 'Organizations',
 'sources_differ': 'Sources differ',
 'who_said_what': 'Who said what',
 'timeline': 'Timeline',
 'timeline_caption': 'Articles per day',
 'what_said_when': 'What was said when',
 'date': 'Date',
 'in_story': 'In this story',
 'story_sources': 'Sources of this story',
 'figure_sources': 'Sources',
 'page_of': ' / ',
 'covers_more': 'Covers from {start} instead of {usual}: {n} earlier run(s) produced no digest',
 'late_articles': '{n} article(s) stored too late for the digest of their period are included.',
 'run_failed': 'failed',
 'run_interrupted': 'interrupted',
 'run_overlapped': 'previous run still going',
 'run_service_down': 'service not running',
 'run_not_run': 'not run at its time',
 'toll': 'Toll',
 'said_most': 'What was said',
 'brief_note': 'This brief shows each story in short; the HTML digest has every article '
               'text, figure and chart.',
 'brief_budget': 'The {shown} stories with the most sources have a page number and are '
                 'printed below; the other {rest} are in the HTML edition.',
 'brief_note_dossier': 'This PDF shows each story in short; the HTML dossier has every '
                       'article text, figure and chart.',
 'more_names': '+{n} more',}


# Figure.measure keys (reports.analysis.figures.MEASURE_KEYS) in English: what a figure
# counts, shown in the reader's language beside the words of its source. Each pack's
# LABELS holds them as "measure_<key>"; a pack without one falls back to these.
MEASURE_LABELS = {
    "killed": "killed",
    "wounded": "wounded",
    "casualties": "casualties",
    "arrested": "arrested",
    "missing": "missing",
    "hostages": "hostages",
    "rescued": "rescued",
    "freed": "freed",
    "defected": "defected",
    "displaced": "displaced",
    "protesters": "protesters",
    "troops": "troops",
    "inhabitants": "inhabitants",
    "people": "people",
    "countries": "countries",
    "attacks": "attacks",
    "votes": "votes",
    "money": "money",
    "percent": "percent",
    "age": "age",
    "duration": "duration",
    "distance": "distance",
    "area": "area",
    "weight": "weight",
    "count": "count",
}
LABELS.update({f"measure_{key}": label for key, label in MEASURE_LABELS.items()})

# the web app's pages (reports.web)
LABELS.update({
    'web_digests': 'Digests',
    'web_stories': 'Stories',
    'web_entities': 'People and places',
    'web_dossier': 'Dossier',
    'web_operator': 'Operator',
    'web_search': 'Search',
    'web_search_hint': 'A name in either script: Ahmed Khalef or أحمد خلف',
    'web_no_results': 'Nothing found.',
    'web_day': 'Day',
    'web_place': 'Place',
    'web_language': 'Language',
    'web_entity_kind': 'Kind',
    'web_kind': 'Kind of event',
    'web_any': 'any',
    'web_show': 'Show',
    'web_no_stories': 'No stories on this day with these filters.',
    'web_no_digests': 'No digest yet: the first is made at its schedule, or by `reports digest`.',
    'web_what_changed': 'What changed',
    'web_nothing_changed': 'Nothing changed since the digest before.',
    'web_changes_unreadable': "What changed is not known: the digest's JSON file is missing or unreadable.",
    'web_no_changes': 'Nothing marked as changed: there was no earlier digest to compare with.',
    'web_change_new': 'new',
    'web_change_updated': 'updated',
    'web_mentions_over_time': 'Articles over time',
    'web_what_they_said': 'What they said',
    'web_mentioned_in': 'Mentioned in',
    'web_make_dossier': 'Make a dossier',
    'web_dossier_intro': ('A dossier gathers every stored article on a person, place, organization '
                          'or keyword, in both languages: a PDF to read and forward, and an HTML '
                          'file with every article text.'),
    'web_labels_in': 'Labels in',
    'web_make': 'Make the dossier',
    'web_status_queued': 'Waiting its turn',
    'web_status_running': 'Being made',
    'web_status_done': 'Ready',
    'web_status_failed': 'Not made',
    'web_refreshes': 'This page refreshes itself until the dossier is ready.',
    'web_sign_in': 'Sign in',
    'web_password': 'Password',
    'web_wrong_password': 'Wrong password.',
    'web_sign_out': 'Sign out',
    'web_error': 'Something went wrong',
    'web_service': 'Service',
    'web_running': 'running the schedules',
    'web_not_running': 'not running',
    'web_last_scan': 'Last scan',
    'web_never': 'never',
    'web_settling': 'Waiting to settle',
    'web_quarantined': 'Quarantined',
    'web_being_read': 'Being read',
    'web_schedules': 'Schedules',
    'web_next_run': 'next',
    'web_last_run': 'last',
    'web_to': 'to',
    'web_deliveries': 'E-mails needing attention',
    'web_none': 'None.',
    'web_articles_stored': 'Articles stored',
    'web_api': 'JSON API',
    'web_open': 'Open',
    'web_story_of': 'Story',
    'web_all_stories': 'All stories of the day',
    'web_dossier_on': 'Dossier on',
    'web_more_not_shown': '{n} more not shown here (the JSON API takes ?limit=).',
    'web_said_from': 'Looked for in its newest {articles}.',
    'web_also': 'also',
    'kind_person': 'person',
    'kind_organization': 'organization',
    'kind_place': 'place',
    'event_referendum': 'referendum',
    'event_coup': 'coup',
    'event_election': 'election',
    'event_disaster': 'disaster',
    'event_crash': 'crash',
    'event_protest': 'protest',
    'event_attack': 'attack',
    'web_stage_finding': 'finding the articles',
    'web_stage_writing': 'writing the dossier',
    'web_failed_none': 'No stored article mentions “{query}”.',
    'web_failed_too_many': '“{query}” is in {articles}, more than a dossier holds ({limit}): name it more narrowly.',
    'web_failed_error': "The dossier could not be made; the service's log says why.",
    'web_failed_expired': 'This dossier has expired: its files were deleted. Ask for it again.',
})


LANGUAGE_NAMES = {'en': 'English', 'ar': 'Arabic', 'fr': 'French', 'und': 'Unknown'}


MONTHS = ('January',
 'February',
 'March',
 'April',
 'May',
 'June',
 'July',
 'August',
 'September',
 'October',
 'November',
 'December')


# the month names sources write: the names, their abbreviations ("Jan", "Sept")
MONTH_WORDS: dict[str, int] = {
    **{m.casefold(): i for i, m in enumerate(MONTHS, start=1)},
    **{m[:3].casefold(): i for i, m in enumerate(MONTHS, start=1)},
    "sept": 9,
}

WEEKDAYS = ('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday')


NOUNS = {'story': ('1 story', '{n} stories'),
 'source': ('1 source', '{n} sources'),
 'article': ('1 article', '{n} articles')}



def count(n: int, noun: str) -> str:
    """"1 source" / "4 sources"."""
    one, other = NOUNS.get(noun, ("1 " + noun, "{n} " + noun + "s"))
    return one if n == 1 else other.format(n=n)


# What figures count, by concept: the units and counted nouns a digest in another
# language glosses ("180 مليمترا" -> "millimetres"). The key names the concept in every
# pack (a unit's key is the unit as figures store it); the first form is how an English
# digest says it, the others are the forms a source writes.
GLOSSES: dict[str, tuple[str, ...]] = {
    # units of time, length, weight, volume, area
    "years": ("years", "year"), "months": ("months", "month"), "weeks": ("weeks", "week"),
    "days": ("days", "day"), "hours": ("hours", "hour"), "minutes": ("minutes", "minute"),
    "seconds": ("seconds", "second"), "decades": ("decades", "decade"),
    "km": ("kilometres", "kilometre", "kilometers", "kilometer", "km"),
    "m": ("metres", "metre", "meters", "meter", "m"),
    "cm": ("centimetres", "centimetre", "centimeters", "centimeter", "cm"),
    "mm": ("millimetres", "millimetre", "millimeters", "millimeter", "mm"),
    "miles": ("miles", "mile"), "kg": ("kilograms", "kilogram", "kilos", "kg"),
    "tonnes": ("tonnes", "tonne", "tons", "ton"), "litres": ("litres", "litre", "liters", "l"),
    "barrels": ("barrels", "barrel"), "hectares": ("hectares", "hectare"),
    "degrees": ("degrees", "degree"),
    # people
    "people": ("people", "person", "persons"), "civilians": ("civilians", "civilian"),
    "soldiers": ("soldiers", "soldier", "troops"), "police": ("police", "policemen",
                                                             "policeman", "police officers"),
    "officers": ("officers", "officer"), "children": ("children", "child"),
    "women": ("women", "woman"), "men": ("men", "man"),
    "worshippers": ("worshippers", "worshipper"),
    "protesters": ("protesters", "protester", "demonstrators"),
    "activists": ("activists", "activist"), "detainees": ("detainees", "detainee"),
    "prisoners": ("prisoners", "prisoner"), "hostages": ("hostages", "hostage"),
    "refugees": ("refugees", "refugee"), "migrants": ("migrants", "migrant"),
    "residents": ("residents", "resident", "inhabitants"), "citizens": ("citizens", "citizen"),
    "gunmen": ("gunmen", "gunman"), "bombers": ("bombers", "bomber"), "fighters": ("fighters", "fighter"),
    "militants": ("militants", "militant"), "attackers": ("attackers", "attacker"),
    "workers": ("workers", "worker"), "employees": ("employees", "employee"),
    "engineers": ("engineers", "engineer"), "students": ("students", "student"),
    "teachers": ("teachers", "teacher"), "doctors": ("doctors", "doctor"),
    "journalists": ("journalists", "journalist"), "passengers": ("passengers", "passenger"),
    "pilgrims": ("pilgrims", "pilgrim"), "tourists": ("tourists", "tourist"),
    "victims": ("victims", "victim"), "bodies": ("bodies", "body"),
    "members": ("members", "member"), "lawmakers": ("lawmakers", "lawmaker", "MPs"),
    "voters": ("voters", "voter"), "candidates": ("candidates", "candidate"),
    "colleagues": ("colleagues", "colleague"), "families": ("families", "family"),
    "foreigners": ("foreigners", "foreigner"), "guards": ("guards", "guard"),
    "paramedics": ("paramedics", "paramedic", "rescuers"), "personnel": ("personnel",),
    "farmers": ("farmers", "farmer"), "fishermen": ("fishermen", "fisherman"),
    "suspects": ("suspects", "suspect"),
    # who speaks when no name is given ("مصادر أمنية", "a ministry official")
    "source": ("source",), "sources": ("sources",), "official": ("official",),
    "officials": ("officials",), "witness": ("witness",), "witnesses": ("witnesses",),
    "spokesman": ("spokesman", "spokesperson", "spokeswoman"), "governor": ("governor",),
    "deputy": ("deputy",), "authority": ("authority", "agency", "commission"),
    "authorities": ("authorities",), "ministry": ("ministry",),
    "government": ("government",), "army": ("army", "military"), "forces": ("forces",),
    # things
    "seats": ("seats", "seat"), "municipalities": ("municipalities", "municipality"),
    "cars": ("cars", "car"), "vehicles": ("vehicles", "vehicle"),
    "trucks": ("trucks", "truck"), "buses": ("buses", "bus"), "trains": ("trains", "train"),
    "aircraft": ("aircraft", "planes", "plane"), "tanks": ("tanks", "tank"),
    "boats": ("boats", "boat"), "ships": ("ships", "ship"),
    "houses": ("houses", "house", "homes", "home"), "buildings": ("buildings", "building"),
    "villages": ("villages", "village"), "cities": ("cities", "city", "towns", "town"),
    "schools": ("schools", "school"), "hospitals": ("hospitals", "hospital"),
    "mosques": ("mosques", "mosque"), "churches": ("churches", "church"),
    "centres": ("centres", "centre", "centers", "center"),
    "stations": ("stations", "station"), "checkpoints": ("checkpoints", "checkpoint"),
    "attacks": ("attacks", "attack"), "explosions": ("explosions", "explosion", "blasts"),
    "rockets": ("rockets", "rocket"), "missiles": ("missiles", "missile"),
    "shells": ("shells", "shell"), "countries": ("countries", "country"),
    "provinces": ("provinces", "province"), "districts": ("districts", "district"),
    "companies": ("companies", "company"), "parties": ("parties", "party"),
    "votes": ("votes", "vote"), "cases": ("cases", "case"),
}

# Institutions known by name, by concept (the keys of every pack's INSTITUTIONS): an
# organization another language names is shown by its name here ("الهلال الأحمر" ->
# "Red Crescent"); the first form is this language's name, the others how sources write it.
INSTITUTIONS: dict[str, tuple[str, ...]] = {
    "un": ("United Nations", "UN", "U.N."), "unicef": ("UNICEF",),
    "who": ("World Health Organization",), "unhcr": ("UNHCR", "UN refugee agency"),
    "wfp": ("World Food Programme", "WFP"),
    "security_council": ("Security Council", "UN Security Council"),
    "red_cross": ("Red Cross", "International Committee of the Red Cross", "ICRC"),
    "red_crescent": ("Red Crescent",),
    "msf": ("Doctors Without Borders", "MSF", "Medecins Sans Frontieres"),
    "amnesty": ("Amnesty International",), "hrw": ("Human Rights Watch",),
    "eu": ("European Union", "EU"), "arab_league": ("Arab League",), "nato": ("NATO",),
    "african_union": ("African Union",),
    "islamic_state": ("Islamic State", "ISIS", "ISIL", "Daesh"),
    "al_qaeda": ("Al-Qaida", "al-Qaeda", "al Qaeda", "Al Qaida"),
    "taliban": ("Taliban",), "al_shabab": ("Al-Shabab", "al-Shabaab", "al Shabaab"),
    "boko_haram": ("Boko Haram",), "hezbollah": ("Hezbollah", "Hizbollah"),
    "hamas": ("Hamas",), "houthis": ("Houthis", "Houthi", "Ansar Allah"),
    "interior_ministry": ("Interior Ministry", "Ministry of Interior",
                          "Ministry of the Interior"),
    "foreign_ministry": ("Foreign Ministry", "Ministry of Foreign Affairs"),
    "defence_ministry": ("Defence Ministry", "Defense Ministry", "Ministry of Defence",
                         "Ministry of Defense"),
    "health_ministry": ("Health Ministry", "Ministry of Health"),
    "parliament": ("Parliament",),
    "reuters": ("Reuters",), "afp": ("AFP", "Agence France-Presse"),
    "ap": ("AP", "Associated Press"), "dpa": ("dpa",),
}

# The story's lead line (``stories.facts.lead``): what happened, where, its toll or
# figure, who claimed it, made of these words and the facts' names and numbers.
LABELS.update({
    "lead_what_where": "{what} in {where}",
    "lead_sep": ". ",
    "kind_attack": "Attack",
    "kind_coup": "Coup attempt",
    "kind_election": "Election",
    "kind_referendum": "Referendum",
    "kind_disaster": "Disaster",
    "kind_crash": "Crash",
    "kind_protest": "Protests",
})

# The groups a toll counts, by kind (``subject_kinds``), where no report names them in
# the reader's words.
LABELS.update({
    "subject_police": "police",
    "subject_military": "soldiers",
    "subject_attackers": "attackers",
    "subject_civilians": "civilians",
    "subject_hostages": "hostages",
})
LABELS["measure_magnitude"] = "magnitude"  # an earthquake's (``stories.facts.magnitudes``)
