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


# Letters as Latin-script readers spell Arabic names. Short vowels are not written in
# Arabic, so none are guessed: a romanization to read a name by, shown beside the name.
LETTERS = {
    "ب": "b", "ت": "t", "ث": "th", "ج": "j", "ح": "h", "خ": "kh", "د": "d", "ذ": "dh",
    "ر": "r", "ز": "z", "س": "s", "ش": "sh", "ص": "s", "ض": "d", "ط": "t", "ظ": "z",
    "ع": "'", "غ": "gh", "ف": "f", "ق": "q", "ك": "k", "ل": "l", "م": "m", "ن": "n",
    "ه": "h", "ة": "a", "ء": "'", "أ": "'", "إ": "'", "آ": "a", "ا": "a", "ى": "a",
    "ئ": "'", "ؤ": "'", "پ": "p", "چ": "ch", "گ": "g", "ڤ": "v",
}
FIRST = {"ا": "a", "أ": "a", "إ": "i", "آ": "a", "ع": "a"}  # a word's first letter


def _roman(w: str) -> str:
    w = AR_MARKS.sub("", w)
    article = w.startswith("ال") and len(w) > 3
    if article:
        w = w[2:]
    out = []
    for i, ch in enumerate(w):
        nxt = w[i + 1] if i + 1 < len(w) else ""
        if i == 0 and ch in FIRST:
            out.append(FIRST[ch])
        elif ch == "ي" and nxt == "ة" and i > 0:  # the nisba -iya: أمنية -> amniya
            out.append("iy")
        elif ch in "وي":  # a consonant at the start or before a vowel letter, else a vowel
            consonant = i == 0 or (nxt != "" and nxt in "اىة")
            out.append(("w" if ch == "و" else "y") if consonant else ("u" if ch == "و" else "i"))
        else:
            out.append(LETTERS.get(ch, ch if ch.isascii() else ""))
    text = "".join(out)
    text = text[:1].upper() + text[1:]
    return f"al-{text}" if article else text


def name(text: str) -> str:
    """An Arabic name in Latin letters, word by word: جمعية الهلال الأحمر -> "Jm'iya
    al-Hlal al-Ahmr"; عبد الفتاح نور -> "Abd al-Ftah Nur"."""
    return " ".join(r for r in map(_roman, text.split()) if r)
