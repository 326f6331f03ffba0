"""Wikidata ids come only from names the shipped table is sure of."""

from __future__ import annotations

from reports import identifiers


def test_a_person_is_not_known_by_one_word_of_his_name():
    prophet = identifiers.wikidata_of("person", ["محمد"])
    assert prophet  # the table ties the one word to the Prophet...
    # ...which says nothing of a spokesman whose report also calls him by it
    assert identifiers.wikidata_of("person", ["Mohammed Ali al-Orwa", "محمد"]) == ""


def test_places_and_organizations_keep_their_one_word_names():
    assert identifiers.wikidata_of("place", ["Syria", "سوريا"]) == "Q858"
    assert identifiers.wikidata_of("place", ["سوريا"]) == "Q858"
