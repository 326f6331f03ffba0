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
from functools import cache
from importlib.metadata import entry_points

from ..text import script
from .base import LanguagePack

__all__ = ["LanguagePack", "codes", "get", "packs", "reset", "skeleton"]

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


def get(code: str) -> LanguagePack | None:
    """The pack of ``code``, or None when the language has none."""
    return packs().get(code)


def codes() -> tuple[str, ...]:
    return tuple(packs())


def by_script(name: str) -> LanguagePack | None:
    """The first pack that writes in ``name``'s script (its names' spellings)."""
    want = script(name)
    return next((p for p in packs().values() if p.script == want), None)


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
