"""Geocoding: GeoNames lookups across spellings and scripts, and entity enrichment."""

from __future__ import annotations

import pytest

from reports.analysis import geo
from reports.model import Entity


def _near(place: geo.Place | None, lat: float, lon: float, tol: float = 0.3) -> bool:
    return place is not None and abs(place.lat - lat) < tol and abs(place.lon - lon) < tol


def test_daraa_in_both_scripts():
    en, ar = geo.lookup("Daraa", "en"), geo.lookup("درعا", "ar")
    assert en == ar
    assert en.country == "SY" and en.kind == "city"
    assert _near(en, 32.6, 36.1)


def test_damascus_prefers_the_populous_match():
    place = geo.lookup("Damascus", "en")
    assert place.country == "SY"  # not Damascus, Maryland
    assert _near(place, 33.5, 36.3)
    assert geo.lookup("دمشق", "ar") == place


def test_spelling_variants_meet():
    a = geo.lookup("Jisr al-Shughour", "en")
    b = geo.lookup("Jisr al-Shughur", "en")
    assert a is not None and a == b and a.country == "SY"


@pytest.mark.parametrize("name", ["Syria", "سوريا", "سورية", "لسوريا"])
def test_syria_country(name):
    place = geo.lookup(name, "ar" if not name.isascii() else "en")
    assert place.country == "SY" and place.kind == "country"


@pytest.mark.parametrize(("name", "code"), [
    ("UK", "GB"), ("Britain", "GB"), ("US", "US"), ("The Bahamas", "BS"),
    ("Swaziland", "SZ"), ("East Timor", "TL"), ("بالولايات المتحدة", "US"),
    ("والمغرب", "MA"), ("المملكة العربية السعودية", "SA"), ("south London", "GB"),
    ("Latakia Province", "SY"), ("مدينة حماة", "SY"),
])
def test_country_codes(name, code):
    place = geo.lookup(name, "en")
    assert place is not None and place.country == code, (name, place)


@pytest.mark.parametrize(("name", "code"), [
    ("مالطا", "MT"), ("مالطة", "MT"), ("لمالطا", "MT"), ("بنغلاديش", "BD"), ("بنغلادش", "BD"),
    ("نيوزيلندا", "NZ"), ("صربيا", "RS"), ("الدانمرك", "DK"),
])
def test_a_country_by_the_name_its_digest_prints(name, code):
    """The Arabic pack's country names (CLDR's) are read as much as pycountry's, so a
    report writing مالطا is about Malta as its Arabic digest would name it."""
    place = geo.lookup(name, "ar")
    assert place is not None and place.country == code and place.kind == "country", name


def test_continents_and_unknowns():
    assert geo.lookup("Africa").kind == "continent"
    assert geo.lookup("آسيا", "ar").kind == "continent"
    for name in ("Reuters", "Free Syrian Army", "Bashar Assad", "", "الميدان"):
        assert geo.lookup(name) is None, name


def test_locate_keeps_name_and_adds_canonical_alias():
    ent = Entity(name="درعا", kind="place", mentions=2, sentences=(0, 3))
    got = geo.locate(ent, "ar")
    assert got.name == "درعا" and got.mentions == 2 and got.sentences == (0, 3)
    assert got.country == "SY" and _near(geo.Place("", "", got.lat, got.lon, "city"), 32.6, 36.1)
    assert got.aliases and "Dar" in got.aliases[0]
    unknown = Entity(name="Nowhereville Gulch", kind="place")
    assert geo.locate(unknown, "en") == unknown


def test_index_is_cached_on_disk(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    geo._index.cache_clear()
    geo.lookup.cache_clear()
    try:
        assert geo.lookup("Homs").country == "SY"
        files = list((tmp_path / "reports").glob("geo-index-*.json"))
        assert len(files) == 1 and files[0].stat().st_size > 100_000
        geo._index.cache_clear()
        geo.lookup.cache_clear()
        assert geo.lookup("حمص", "ar").country == "SY"  # now read back from the file
    finally:
        geo._index.cache_clear()
        geo.lookup.cache_clear()


def test_capital_of_a_nationality_adjective() -> None:
    from reports.analysis.geo import capital_of

    assert capital_of("Syrian").name == "Damascus"
    assert capital_of("Lebanese").country == "LB"
    assert capital_of("السورية", "ar").name == "Damascus"
    assert capital_of("Tuesday") is None
