"""Consonant skeletons of Arabic words, in the alphabet the English pack spells Latin
names into, so an Arabic name meets its English spellings (see ``reports.lang.skeleton``).

Arabic script writes no short vowels and English spellings of Arabic names vary mostly in
vowels ("Khalef", "Khalif", "Khaleef"), so both sides are reduced to consonants in a
shared alphabet: خلف -> "ḫlf"; بشار الأسد -> "bšr sd". Letters that English spellings
confuse share one symbol (ق/ك -> k; س/ص/ث -> s). Long vowels (ا و ي inside a word) are
dropped like English vowels; و and ي at the start of a word stay consonants.
"""

from __future__ import annotations

import re

ARABIC = {
    "ب": "b", "ت": "t", "ث": "s", "ج": "j", "ح": "h", "خ": "ḫ", "د": "d", "ذ": "z",
    "ر": "r", "ز": "z", "س": "s", "ش": "š", "ص": "s", "ض": "d", "ط": "t", "ظ": "z",
    "ع": "", "غ": "g", "ف": "f", "ق": "k", "ك": "k", "ل": "l", "م": "m", "ن": "n",
    "ه": "h", "ة": "", "ء": "", "أ": "", "إ": "", "آ": "", "ا": "", "ى": "", "ئ": "",
    "ؤ": "", "و": "w", "ي": "y", "پ": "b", "چ": "j", "گ": "g", "ڤ": "f",
}
AR_ARTICLE = re.compile(r"^(?:ال|وال|فال|بال|لل)(?=\w{2,})")
AR_MARKS = re.compile("[\u0610-\u061a\u064b-\u065f\u0670\u0640]")
PARTICLES = ("بن", "ابن")  # "son of": not part of what is compared


def word(w: str) -> str:
    """The skeleton of one Arabic word ("" for a particle)."""
    if w in PARTICLES:
        return ""
    w = AR_ARTICLE.sub("", AR_MARKS.sub("", w))
    out = []
    for i, ch in enumerate(w):
        sym = ARABIC.get(ch, "")
        if sym in ("w", "y") and i > 0:  # long vowel inside a word
            if i + 1 < len(w) and w[i + 1] in "اى":  # "wa", "ya": consonant
                out.append(sym)
            continue
        out.append(sym)
    return "".join(out)
