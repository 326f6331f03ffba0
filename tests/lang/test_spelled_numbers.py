"""Both number readers against an independent speller: numbers that num2words writes out
in English ("one thousand, six hundred and forty-eight") and Arabic ("ألف و خمسمائة"),
inside a news sentence, read back as one figure of that value. num2words is a peer, not
our grammar, so this checks the readers on spellings nobody tuned them for."""

from __future__ import annotations

import random

import pytest
from num2words import num2words

from reports.analysis.nlp import parse
from reports.analysis.steps import analyze_parsed

SENTENCES = {
    "en": "Officials said the attack killed {} people in the city.",
    "ar": "وقال مسؤولون إن الهجوم أسفر عن مقتل {} شخصا في المدينة.",
}


def _sample(seed: int, top: int) -> list[int]:
    """Numbers of every size up to ``top``, the small ones (most spelled out in news) most."""
    rng = random.Random(seed)
    sizes = [(1, 99), (100, 999), (1_000, 99_999), (100_000, top)]
    return sorted({rng.randint(*sizes[k % 4]) for k in range(48)})


# num2words' Arabic above a million repeats scale words ("ألف ألف"): its own limit
@pytest.mark.parametrize("lang,top", [("en", 10**9), ("ar", 999_999)])
def test_numbers_spelled_by_num2words_read_back(lang: str, top: int) -> None:
    wrong = []
    for n in _sample(13, top):
        words = num2words(n, lang=lang)
        figures = analyze_parsed(parse(SENTENCES[lang].format(words), lang),
                                 until="figures").figures
        if [f.value for f in figures] != [n]:
            wrong.append((n, words, [f.value for f in figures]))
    assert not wrong, wrong
