"""The one Arabic normalizer: how every stage spells and strips Arabic words.

``norm`` unifies the spellings news text mixes (hamza forms of alef, ى/ي, ة/ه, Persian
kaf and yeh, no diacritics or tatweel); ``clitic_variants`` / ``bare`` take off the
conjunctions, prepositions and article glued to the front of a word ("وبالولايات" = and +
in + the-states); ``fold`` is the matching key the rest of the service uses for Arabic.
"""

from __future__ import annotations

import re
import unicodedata

from . import words as lex

_DIACRITICS = re.compile("[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]")


# One spelling for the letters news text mixes: hamza forms of alef, ى/ي, ة/ه, ؤ/و, ئ/ي,
# and the Persian-style kaf, yeh and heh some GeoNames names use.
LETTERS = str.maketrans({"أ": "ا", "إ": "ا", "آ": "ا", "ٱ": "ا", "ى": "ي", "ة": "ه", "ؤ": "و",
                         "ئ": "ي", "ک": "ك", "ی": "ي", "ہ": "ه", "ە": "ه"})
DIACRITICS = _DIACRITICS


def norm(text: str) -> str:
    """Spelling-normalized form: no diacritics or tatweel, ``LETTERS`` unified."""
    return _DIACRITICS.sub("", text).translate(LETTERS)


def fold(text: str) -> str:
    """Matching key of Arabic text: ``norm``, case-folded, punctuation as spaces."""
    text = unicodedata.normalize("NFKC", norm(text))
    return " ".join(re.sub(r"[^\w\s]", " ", text.casefold()).split())


def clitic_variants(word: str) -> tuple[str, ...]:
    """``word`` (normalized) and the readings without glued و ف / ب ل ك, longest first.

    "وبالولايات" -> ("وبالولايات", "بالولايات", "الولايات"); "للحكومة" -> ... "الحكومه".
    Only strips when a plausible stem (>= 3 letters) remains.
    """
    out = [word]
    stems = [word]
    if len(word) > 3 and word[0] in lex.CONJUNCTIONS:
        stems.append(word[1:])
    for stem in list(stems):
        if stem.startswith("لل") and len(stem) > 4:
            stems.append(lex.ARTICLE + stem[2:])
        elif len(stem) > 3 and stem[0] in lex.PREPOSITIONS:
            stems.append(stem[1:])
    for s in stems:
        if s not in out:
            out.append(s)
    return tuple(out)


def bare(word: str) -> str:
    """The shortest clitic-free reading of ``word`` (normalized)."""
    return clitic_variants(norm(word))[-1]


def is_in(word: str, words: frozenset[str]) -> bool:
    """``word`` (any spelling, with or without glued clitics) is one of ``words``."""
    return any(v in words for v in clitic_variants(norm(word)))


def key(name: str) -> str:
    """Comparison key of a name: normalized, first word clitic-free, article kept."""
    words = norm(name).split()
    if not words:
        return ""
    return " ".join([bare(words[0]), *words[1:]])


def strip_clitics(word: str) -> str:
    """``word`` without its glued conjunction, preposition or article (the stem)."""
    return no_article(bare(word))


def no_article(word: str) -> str:
    return word[2:] if word.startswith(lex.ARTICLE) and len(word) > 4 else word
