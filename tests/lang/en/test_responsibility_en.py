"""English "who claimed it", one case per construction class, on invented sentences,
with the look-alikes that must not read as a claim. The organizations are given (as the
entities step would find them), so each case checks the rules alone."""

from __future__ import annotations

import pytest

from reports.analysis.nlp import parse
from reports.lang.en import responsibility
from reports.model import Entity

ORGS = (Entity("Al-Shabab", "organization"), Entity("Haqqani network", "organization"),
        Entity("Boko Haram", "organization", aliases=("Boko Haram's",)))


def found(text: str, orgs=ORGS) -> list[tuple[str, str]]:
    return [(r.status, r.group) for r in responsibility.extract(parse(text, "en"), orgs)]


@pytest.mark.parametrize("text, want", [
    # a group claimed it: subject, relative clause between, passive, "said it carried out"
    ("Al-Shabab claimed responsibility for the attack.", [("claimed", "Al-Shabab")]),
    ("Al-Shabab, which is linked to al-Qaida, claimed responsibility in a statement.",
     [("claimed", "Al-Shabab")]),
    ("The Taliban later claimed the twin bombings in a message to reporters.",
     [("claimed", "Taliban")]),
    ("Responsibility for the blast was claimed by the Islamic State group.",
     [("claimed", "Islamic State")]),
    ("The ambush, the deadliest this year, was claimed by Jamaat Nusrat al-Islam.",
     [("claimed", "Jamaat Nusrat al-Islam")]),
    ("The Pakistani Taliban said in a statement that its fighters carried out the attack.",
     [("claimed", "Pakistani Taliban")]),
    ("Hizbul Mujahideen took responsibility for the grenade attack on the convoy.",
     [("claimed", "Hizbul Mujahideen")]),
    # nobody has claimed it
    ("No group immediately claimed responsibility.", [("none", "")]),
    ("No group has claimed the bombing so far.", [("none", "")]),
    ("Nobody has yet claimed responsibility for the blast.", [("none", "")]),
    ("There was no immediate claim of responsibility.", [("none", "")]),
    ("Responsibility for the attack has not been claimed.", [("none", "")]),
    ("Al-Shabab has not claimed the attack.", [("none", "Al-Shabab")]),
    ("Boko Haram did not claim responsibility.", [("none", "Boko Haram")]),
    # a group denied it
    ("Hamas denied any involvement in the rocket attack.", [("denied", "Hamas")]),
    ("The Haqqani network denied being behind the bombing.", [("denied", "Haqqani network")]),
    # others blamed a group, it bore a group's hallmarks
    ("Police blamed the attack on Boko Haram.", [("blamed", "Boko Haram")]),
    ("Officials blamed the Haqqani network for the suicide bombing.",
     [("blamed", "Haqqani network")]),
    ("The government accused Al-Shabab of carrying out the assault.",
     [("blamed", "Al-Shabab")]),
    ("Officials said the Islamic State group was behind the attack.",
     [("blamed", "Islamic State")]),
    ("No group claimed responsibility, but the attack bore the hallmarks of Boko Haram.",
     [("none", ""), ("suspected", "Boko Haram")]),
])
def test_constructions(text: str, want: list[tuple[str, str]]) -> None:
    assert found(text) == want


@pytest.mark.parametrize("text", [
    "The ministry is responsible for security at the airport.",
    "He claimed the vote was rigged.",
    "The war claimed more than 125,000 lives.",
    "Clinton has taken responsibility for her decision.",
    "The senator denied any involvement in the scandal.",
    "Trump blamed Clinton for the trade deficit.",
    "The Democrats claimed the seat in November.",
    "Officials said they bore responsibility for the delays.",
    # a group's earlier attacks are no claim of this one
    "Islamic State's regional affiliate has carried out repeated attacks on the community.",
    "Al-Shabab, which has claimed several previous attacks in the city, did not comment.",
    "Al-Shabab has claimed similar bombings in the past.",
    # a negated blame is none
    "The president declined to blame Boko Haram for the attack.",
])
def test_look_alikes_are_not_read(text: str) -> None:
    assert found(text) == []


def test_an_organization_the_entities_step_found_names_the_group() -> None:
    """The entity's name, not the words around it ("the Haqqani network militants")."""
    orgs = (Entity("Haqqani Network", "organization"),)
    assert found("Police blamed the Haqqani Network militants for the bombing.", orgs) == [
        ("blamed", "Haqqani Network")]


@pytest.mark.parametrize("text, want", [
    # the model's entity is part of the name written: the name written
    ("Nearly 40 killed in Kabul bombings claimed by Islamic State.", [("claimed", "Islamic State")]),
    ("KABUL Islamic State claimed responsibility for the blasts.", [("claimed", "Islamic State")]),
    ("Investigators said the evidence pointed to Islamic State responsibility for the attack.",
     [("suspected", "Islamic State")]),
    ("Police have yet to comment on Islamic State's claims of responsibility.",
     [("claimed", "Islamic State")]),
    ("There was no immediate assertion of responsibility for the bombing.", [("none", "")]),
    # an attack named before ("that attack"), or one of last week, is not this one
    ("The militant group claimed responsibility for that attack.", []),
    ("Islamic State claimed a bombing at the same market last week.", []),
])
def test_names_and_other_attacks(text: str, want: list[tuple[str, str]]) -> None:
    assert found(text, (Entity("State", "organization"),)) == want
