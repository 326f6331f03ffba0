"""Consonant skeletons that let an Arabic name meet its English spellings.

Arabic script writes no short vowels and English spellings of Arabic names vary mostly in
vowels ("Khalef", "Khalif", "Khaleef"), so both sides are reduced to consonants in a
shared alphabet: خلف -> "ḫlf", "Khalef" -> "ḫlf"; بشار الأسد -> "bšr sd", "Basher Al
Assad" -> "bšr sd". Letters that English spellings confuse share one symbol (ق/ك/q/c/k
-> k; س/ص/th/s -> s where English writes them alike). Long vowels (ا و ي inside a word)
are dropped like English vowels; و and ي at the start of a word stay consonants.
"""

from __future__ import annotations

import re
import unicodedata

ARABIC = {
    "ب": "b", "ت": "t", "ث": "s", "ج": "j", "ح": "h", "خ": "ḫ", "د": "d", "ذ": "z",
    "ر": "r", "ز": "z", "س": "s", "ش": "š", "ص": "s", "ض": "d", "ط": "t", "ظ": "z",
    "ع": "", "غ": "g", "ف": "f", "ق": "k", "ك": "k", "ل": "l", "م": "m", "ن": "n",
    "ه": "h", "ة": "", "ء": "", "أ": "", "إ": "", "آ": "", "ا": "", "ى": "", "ئ": "",
    "ؤ": "", "و": "w", "ي": "y", "پ": "b", "چ": "j", "گ": "g", "ڤ": "f",
}
# Latin digraphs first, then single letters; vowels vanish.
LATIN_DIGRAPHS = (("kh", "ḫ"), ("sh", "š"), ("ch", "š"), ("gh", "g"), ("th", "s"),
                  ("dh", "z"), ("ph", "f"), ("ck", "k"), ("ou", "w"), ("ee", "y"), ("oo", "w"))
LATIN = {"q": "k", "c": "k", "p": "b", "v": "f", "x": "ks", "e": "", "a": "",
         "i": "", "o": "", "u": "", "'": "", "’": "", "`": ""}
ARTICLE = re.compile(r"^(?:al|el|ul|ad|as|ash|az|an|ar|at)[-\s]+", re.IGNORECASE)
AR_ARTICLE = re.compile(r"^(?:ال|وال|فال|بال|لل)(?=\w{2,})")
AR_MARKS = re.compile("[\u0610-\u061a\u064b-\u065f\u0670\u0640]")


def is_arabic(text: str) -> bool:
    return any("\u0600" <= c <= "\u06ff" for c in text)


def _word_ar(word: str) -> str:
    word = AR_ARTICLE.sub("", AR_MARKS.sub("", word))
    out = []
    for i, ch in enumerate(word):
        sym = ARABIC.get(ch, "")
        if sym in ("w", "y") and i > 0:  # long vowel inside a word
            if i + 1 < len(word) and word[i + 1] in "اى":  # "wa", "ya": consonant
                out.append(sym)
            continue
        out.append(sym)
    return "".join(out)


def _word_latin(word: str) -> str:
    word = unicodedata.normalize("NFKD", word.lower())
    word = "".join(c for c in word if not unicodedata.combining(c))
    word = ARTICLE.sub("", word)
    for a, b in LATIN_DIGRAPHS:
        word = word.replace(a, b)
    out = []
    for i, ch in enumerate(word):
        if ch in ("w", "y") and i > 0:
            continue  # vowel glides inside a word, as Arabic long vowels above
        if ch == "h" and i == len(word) - 1 and i > 0:
            continue  # final -ah/-eh: Arabic taa marbuta
        out.append(LATIN.get(ch, ch if ch.isalpha() else ""))
    return "".join(out)


def skeleton(name: str) -> str:
    """Space-separated consonant skeletons of the words of ``name``, doubles collapsed."""
    words = re.findall(r"[\w'’`-]+", name)
    parts = []
    for w in words:
        for piece in w.split("-"):
            if not piece or piece.lower() in ("al", "el", "bin", "ibn", "the"):
                continue
            if piece in ("بن", "ابن"):
                continue
            sk = _word_ar(piece) if is_arabic(piece) else _word_latin(piece)
            sk = re.sub(r"(.)\1+", r"\1", sk)
            if sk:
                parts.append(sk)
    return " ".join(parts)
