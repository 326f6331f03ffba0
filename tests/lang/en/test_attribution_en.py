"""The learned English attribution model (``reports.lang.en.attribution``) through the real
pipeline: constructions as classes, on invented sentences, and the shipped weights."""

from __future__ import annotations

import json

from reports.analysis.nlp import parse
from reports.lang.en import attribution, claims, entities, words
from reports.model import Claim


def _claims(text: str) -> tuple[Claim, ...]:
    parsed = parse(text, "en")
    people, orgs, _ = entities.extract(parsed)
    return claims.extract(parsed, people, orgs)


def test_weights_ship_with_the_package_and_credit_polnear() -> None:
    data = json.loads((attribution.MODEL_DIR / "weights.json").read_text(encoding="utf-8"))
    assert "PolNeAR" in data["meta"]["data"]
    m = attribution.Model.from_dict(data["model"])
    assert 0 < m.cue.threshold < 1 and len(m.cue.weights) > 1000
    assert attribution.Model.from_dict(m.as_dict()) == m


def test_a_cue_verb_no_rule_lists_is_found() -> None:
    assert "quip" not in words.VERB_LEMMAS.values()  # no list names it: the model learned it
    (c,) = _claims("“We will be back next season, and we will win,” the coach quipped.")
    assert c.quote and c.verb == "quipped"
    assert "we will win" in c.text and c.speaker == "the coach"


def test_parenthetical_cue_takes_both_halves() -> None:
    (c,) = _claims("The new budget, the finance minister said on Monday, will cut spending on roads.")
    assert "The new budget" in c.text and "will cut spending on roads" in c.text
    assert "finance minister" in c.speaker


def test_according_to_names_the_source() -> None:
    (c,) = _claims("According to the health ministry, at least 40 people were killed in the strike.")
    assert "health ministry" in c.speaker.lower()
    assert "at least 40 people were killed" in c.text and c.verb == "according to"


def test_a_split_quotation_is_one_claim() -> None:
    (c,) = _claims("“The roads are closed,” the mayor said, “and the schools will stay shut all week.”")
    assert "The roads are closed" in c.text and "schools will stay shut" in c.text and c.quote


def test_refused_speech_is_never_the_claim() -> None:
    found = _claims("Pentagon officials would not say how they knew about the attack. "
                    "A spokesman refused to say whether the talks had resumed.")
    assert found, "refusals are kept, as refusals"
    for c in found:
        assert c.polarity == "refusal"
        assert c.text.startswith(("would not say", "refused to say")), c.text
        assert not c.quote


def test_a_denial_says_so_in_its_text() -> None:
    (c,) = _claims("The minister denied that the army had shelled the town.")
    assert c.polarity == "denial" and c.text.startswith("denied")
    assert "the army had shelled the town" in c.text


def test_a_description_resolved_to_a_name_keeps_its_wording() -> None:
    found = _claims("Bill de Blasio toured the street on Sunday. The mayor said there was no sign "
                    "of a link to terrorism.")
    (c,) = [c for c in found if "terrorism" in c.text]
    assert c.speaker == "Bill de Blasio"
    assert "The mayor" in c.speaker_aliases


def test_typewriter_quotation_marks_are_quotations() -> None:
    (block,) = attribution.quote_blocks("He said ''we will never give up the fight'' on Monday.")
    assert block[2] == "we will never give up the fight"


def test_claim_round_trip_keeps_aliases_and_polarity() -> None:
    c = Claim(speaker="Bill de Blasio", text="denied that it was a bomb", quote=False,
              sentence="The mayor denied that it was a bomb.", verb="denied",
              speaker_aliases=("The mayor",), polarity="denial")
    assert Claim.from_dict(json.loads(json.dumps(c.as_dict()))) == c


def test_each_speaker_keeps_their_own_quotation() -> None:
    found = _claims('"We will fight on," the general said. "We will never give up this city," '
                    "the mayor added.")
    by = {c.speaker: c.text for c in found}
    assert "fight on" in by["the general"] and "give up" not in by["the general"]
    assert "give up this city" in by["the mayor"]


def test_a_denial_beside_an_assertion_is_two_claims() -> None:
    found = _claims("The company denied any wrongdoing by its managers but said it would cooperate "
                    "with the inquiry.")
    denial = [c for c in found if c.polarity == "denial"]
    plain = [c for c in found if not c.polarity]
    assert denial and plain and "cooperate" in plain[0].text and "cooperate" not in denial[0].text


def test_nobody_confirming_is_a_refusal() -> None:
    for text in ("None of the officials would confirm that the envoy had resigned.",
                 "Nobody has claimed responsibility for the attack."):
        assert all(c.polarity == "refusal" for c in _claims(text)), text


def test_the_person_asked_is_not_a_speaker_of_the_question() -> None:
    found = _claims('Asked about the claims, the mayor said: "That is nonsense."')
    assert [c.verb for c in found] == ["said"] and "nonsense" in found[0].text


def test_a_described_organization_is_not_another_one() -> None:
    found = _claims("The UN has not verified the figures, which the health ministry says show "
                    "2,000 deaths.")
    assert all(c.speaker != "UN" for c in found if "2,000" in c.text)


def test_quotation_marks_of_two_widths_in_one_text() -> None:
    blocks = attribution.quote_blocks('He said "we will fight on the beaches" and left. '
                                      "Later he said ''no surrender ever'' again.")
    assert [b[2] for b in blocks] == ["we will fight on the beaches", "no surrender ever"]


def test_claim_from_dict_takes_null_aliases() -> None:
    c = Claim.from_dict({"speaker": "A", "text": "b c", "quote": False, "sentence": "A said b c.",
                         "speaker_aliases": None})
    assert c.speaker_aliases == ()
