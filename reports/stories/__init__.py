"""Stories: which articles report one news item, of any kind, and what they say of it.

``evidence`` reads what every kind of news carries from an article (weighted words,
linked entities, places, days, numbers, and the event reader's kind and toll where it
has them) and compares two articles; ``model`` weighs that evidence with weights learned
from labelled pairs (``scripts/train_stories.py``); ``cluster`` finds the candidate
pairs through indexed keys and groups articles by average linkage, so a story does not
chain through one member. ``facts`` reads the story's facts from its members (tolls,
figures, who claimed it, its day and lead line); ``build`` makes the stories of a set of
articles from their entity links (``reports.linking``): grouped, their facts read, their
claims grouped by speaker.
"""
