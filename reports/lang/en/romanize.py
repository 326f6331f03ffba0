"""Consonant skeletons of Latin-script words (English spellings of names), in the
alphabet the Arabic pack uses, so "Khalef" and خلف both read "ḫlf" (see
``reports.lang.skeleton`` and ``reports.lang.ar.romanize``)."""

from __future__ import annotations

import re
import unicodedata

# Latin digraphs first, then single letters; vowels vanish.
LATIN_DIGRAPHS = (("kh", "ḫ"), ("sh", "š"), ("ch", "š"), ("gh", "g"), ("th", "s"),
                  ("dh", "z"), ("ph", "f"), ("ck", "k"), ("ou", "w"), ("ee", "y"), ("oo", "w"))
LATIN = {"q": "k", "c": "k", "p": "b", "v": "f", "x": "ks", "e": "", "a": "",
         "i": "", "o": "", "u": "", "'": "", "’": "", "`": ""}
ARTICLE = re.compile(r"^(?:al|el|ul|ad|as|ash|az|an|ar|at)[-\s]+", re.IGNORECASE)
PARTICLES = ("al", "el", "bin", "ibn", "the")


def word(w: str) -> str:
    """The skeleton of one Latin-script word ("" for a particle)."""
    if w.lower() in PARTICLES:
        return ""
    w = unicodedata.normalize("NFKD", w.lower())
    w = "".join(c for c in w if not unicodedata.combining(c))
    w = ARTICLE.sub("", w)
    for a, b in LATIN_DIGRAPHS:
        w = w.replace(a, b)
    out = []
    for i, ch in enumerate(w):
        if ch in ("w", "y") and i > 0:
            continue  # vowel glides inside a word, as Arabic long vowels
        if ch == "h" and i == len(w) - 1 and i > 0:
            continue  # final -ah/-eh: Arabic taa marbuta
        out.append(LATIN.get(ch, ch if ch.isalpha() else ""))
    return "".join(out)
