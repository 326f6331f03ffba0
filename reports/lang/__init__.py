"""Language packs: one folder per language (``reports/lang/<code>/``), found at run time.

A pack is a sub-package of this one that defines ``PACK``, or an installed package that
declares an entry point in the group ``reports.languages`` pointing at a
``LanguagePack``. Everything that lists languages (the analysis, the CLI's ``--lang``,
language detection, model warm-up) asks ``packs()``, so adding a language is adding a
folder. Text in a language without a pack is read, marked and summarized, not analyzed.
"""

from __future__ import annotations

import importlib
import logging
import pkgutil
import re
from functools import cache, lru_cache
from importlib.metadata import entry_points

from ..text import fold as plain_fold
from ..text import script
from .base import LanguagePack

__all__ = ["LanguagePack", "by_script", "codes", "direction", "fold", "get", "packs", "reset",
           "skeleton"]

log = logging.getLogger(__name__)
ENTRY_POINTS = "reports.languages"


@cache
def packs() -> dict[str, LanguagePack]:
    """Every pack, by code: the folders here first, then installed ones."""
    found: dict[str, LanguagePack] = {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if not info.ispkg:
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        pack = getattr(module, "PACK", None)
        if isinstance(pack, LanguagePack):
            found[pack.code] = pack
    for ep in entry_points(group=ENTRY_POINTS):
        try:
            pack = ep.load()
        except Exception:  # noqa: BLE001 - a broken plug-in must not stop the service
            log.exception("language pack %s could not be loaded", ep.name)
            continue
        if isinstance(pack, LanguagePack):
            found.setdefault(pack.code, pack)
    return found


def reset() -> None:
    """Forget the discovered packs (after a folder was added at run time)."""
    packs.cache_clear()
    _of_script.cache_clear()


def get(code: str) -> LanguagePack | None:
    """The pack of ``code``, or None when the language has none."""
    return packs().get(code)


def codes() -> tuple[str, ...]:
    return tuple(packs())


# Right-to-left languages that may arrive without a pack (read, marked, not analyzed).
RTL = frozenset({"ar", "fa", "he", "ur", "ps", "yi", "dv", "ckb"})


def direction(code: str) -> str:
    """``"rtl"`` or ``"ltr"``: the pack's direction, else what the language is known as."""
    pack = get(code.split("-")[0])
    if pack is not None:
        return pack.direction
    return "rtl" if code.split("-")[0] in RTL else "ltr"


def script_of(code: str) -> str:
    """The script a reader of language ``code`` reads names in ("latn" when no pack)."""
    pack = get(code)
    return pack.script if pack else "latn"


def by_script(name: str) -> LanguagePack | None:
    """The first pack that writes in ``name``'s script (its names' spellings)."""
    return _of_script(script(name))


@cache
def _of_script(want: str) -> LanguagePack | None:
    return next((p for p in packs().values() if p.script == want), None)


def fold(text: str) -> str:
    """The matching key of names and words across the service: each word in the fold of
    the pack of its script (Arabic: one alef, ي for ى, ه for ة, no diacritics ...), then
    case, accents and punctuation folded."""
    return " ".join(w for w in map(_fold_word, text.split()) if w)


@lru_cache(maxsize=1 << 17)
def _fold_word(word: str) -> str:
    """One word's fold (``fold``), remembered: linking folds the same names and words
    millions of times over a large archive."""
    pack = by_script(word)
    return pack.fold(word) if pack else plain_fold(word)


@lru_cache(maxsize=1 << 16)
def skeleton(name: str) -> str:
    """Space-separated consonant skeletons of the words of ``name``, each made by the
    pack of its script, doubles collapsed: "Ahmed Khalef" and "أحمد خلف" both give
    "hmd ḫlf", so a name meets its spelling in another script."""
    parts = []
    for w in re.findall(r"[\w'’`-]+", name):
        for piece in w.split("-"):
            pack = by_script(piece) if piece else None
            sk = pack.skeleton(piece) if pack and pack.skeleton else ""
            sk = re.sub(r"(.)\1+", r"\1", sk)
            if sk:
                parts.append(sk)
    return " ".join(parts)
