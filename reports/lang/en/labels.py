"""The digest's words in English: labels, language and month names, counted nouns."""


from __future__ import annotations

LABELS = {'resp_claimed': 'Claimed by',
 'resp_denied': 'Denied by',
 'resp_blamed': 'Blamed on',
 'resp_suspected': 'Suspected',
 'resp_none': 'Responsibility: not claimed',
 'resp_none_by': 'Not claimed by',
 'contents': 'Contents',
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


WEEKDAYS = ('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday')


NOUNS = {'story': ('1 story', '{n} stories'),
 'source': ('1 source', '{n} sources'),
 'article': ('1 article', '{n} articles')}



def count(n: int, noun: str) -> str:
    """"1 source" / "4 sources"."""
    one, other = NOUNS.get(noun, ("1 " + noun, "{n} " + noun + "s"))
    return one if n == 1 else other.format(n=n)
