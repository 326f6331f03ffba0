"""English claims: speakers, reported text, quotes and pronouns, on a seed and on small
constructed passages (one rule each), through the real spaCy pipeline."""

from __future__ import annotations

import pytest

from conftest import seed
from reports import sources
from reports.analysis import analysis_text
from reports.analysis.nlp import parse
from reports.lang.en import claims, entities


def _claims(text: str):
    parsed = parse(text, "en")
    people, orgs, _ = entities.extract(parsed)
    return parsed, claims.extract(parsed, people, orgs)


def _by(found, speaker: str):
    return [c for c in found if c.speaker == speaker]


@pytest.fixture(scope="module")
def seed_002():
    doc = sources.read(seed("002"))
    parsed = parse(analysis_text(doc), "en")
    people, orgs, _ = entities.extract(parsed)
    return parsed, claims.extract(parsed, people, orgs)


def test_seed_002_khalef_claims(seed_002) -> None:
    parsed, found = seed_002
    khalef = _by(found, "Ahmed Khalef")  # "Khalef" and "said Khalef" map to the full name
    texts = " | ".join(c.text for c in khalef)
    assert "genocidal operation in Daraa" in texts
    quoted = next(c for c in khalef if "genocidal operation" in c.text)
    assert quoted.quote and quoted.verb == "told"
    assert quoted.text.startswith("I and other (army) officers received orders")
    assert "Ashareq Al Awsat" in quoted.sentence  # the full source sentence, not just the quote
    assert parsed.sentences[quoted.sentence_index].text in quoted.sentence
    assert any("refused to obey the orders" in c.text and not c.quote for c in khalef)
    assert any("served in the army for 10 years" in c.text for c in khalef)  # "who said ..."
    assert any("4,500 army personnel" in c.text and c.verb == "estimated" for c in khalef)
    # the lead: troops were ordered to commit genocide, "an army defector" claimed: the
    # person the next statement names (issue 28), the description kept as an alias
    lead = next(c for c in found if "commit genocide" in c.text and c.verb == "claimed")
    assert lead.speaker == "Ahmed Khalef" and "an army defector" in lead.speaker_aliases
    assert not lead.quote


def test_seed_002_sources_other_than_khalef(seed_002) -> None:
    _, found = seed_002
    lcc = next(c for c in found if c.verb == "according to")
    assert "Local Coordination Committees" in lcc.speaker
    assert "24 civilians were killed" in lcc.text and "according" not in lcc.text
    advocates = next(c for c in found if "350 security personnel" in c.text)
    assert advocates.speaker == "local human rights advocates"  # unnamed, kept as described
    paper = next(c for c in found if "whereabouts" in c.text)
    assert paper.speaker == "Ashareq Al Awsat"  # "The paper said" -> the newspaper named earlier
    # one claim per statement
    assert len({(c.speaker, c.text) for c in found}) == len(found)


def test_quote_with_attribution_after() -> None:
    _, found = _claims('"The savings will help us protect our embassies," said Jack Straw.')
    (c,) = found
    assert c.speaker == "Jack Straw" and c.quote and c.verb == "said"
    assert c.text == "The savings will help us protect our embassies"


def test_quote_with_attribution_before_and_colon() -> None:
    _, found = _claims('Mark Oaten told reporters: "The power should only be used in '
                       'extreme circumstances."')
    (c,) = found
    assert c.speaker == "Mark Oaten" and c.quote and c.verb == "told"
    assert c.text.startswith("The power should only be used")


def test_quote_with_attribution_in_the_middle_and_continuation() -> None:
    _, found = _claims('Gordon Brown spoke in Nairobi. "We must act now," Mr Brown said, '
                       '"or a generation will be lost." "Existing commitments on their own will '
                       'not stop the pandemic."')
    assert {c.speaker for c in found} == {"Gordon Brown"}
    assert all(c.quote for c in found)
    joined = " | ".join(c.text for c in found)
    assert "We must act now" in joined and "a generation will be lost" in joined
    assert "Existing commitments" in joined  # a quote with no verb continues the speaker


def test_quote_running_over_several_sentences_is_one_claim() -> None:
    _, found = _claims('Quentin Davies, the MP for Grantham, was robbed in Nairobi. He said in a '
                       'statement: "It was a frightening experience. "Six men managed to steal up '
                       'on me."')
    (c,) = found
    assert c.speaker == "Quentin Davies" and c.quote
    assert "frightening experience" in c.text and "Six men managed" in c.text


def test_pronoun_resolves_to_last_named_speaker() -> None:
    _, found = _claims("Shadow foreign secretary Michael Ancram criticised the plan. "
                       "The government must explain the changes, he said. "
                       "The embassies are vital, he added.")
    # "criticised the plan" names a topic, not a statement: the model (PolNeAR's speech
    # attributions) does not make it a claim; the two statements go to the named speaker
    assert all(c.speaker == "Michael Ancram" for c in found)
    assert [c.verb for c in found] == ["said", "added"]
    assert found[0].text == "The government must explain the changes"


def test_surname_speaker_maps_to_full_name() -> None:
    _, found = _claims("Ahmed Khalef is a former officer. Khalef added that he refused to obey "
                       "the orders.")
    (c,) = found
    assert c.speaker == "Ahmed Khalef" and c.text == "he refused to obey the orders"
    assert not c.quote and c.verb == "added" and c.sentence_index == 1


def test_unnamed_speaker_keeps_its_description() -> None:
    _, found = _claims('"It is just not a war," one of the soldiers told me.')
    (c,) = found
    assert c.speaker == "one of the soldiers" and c.quote


def test_non_claims_are_skipped() -> None:
    # (a passive cue's speaker is its agent; the parser reads "by a wall" as one, so the
    # sentence here has none)
    _, found = _claims("A group of 30 men were told to crouch. They said nothing. "
                       "I told the men that they had no obligation to speak to us.")
    assert found == ()


def test_reported_speech_in_a_relative_clause_is_its_own_claim() -> None:
    _, found = _claims("Ahmed Khalef, who said he had served in the army for 10 years, added "
                       "that he refused to obey the orders.")
    texts = sorted(c.text for c in found)
    assert texts == ["he had served in the army for 10 years", "he refused to obey the orders"]
    assert {c.speaker for c in found} == {"Ahmed Khalef"}


def test_coordinated_statement_by_an_organization() -> None:
    _, found = _claims('But the Pentagon told BBC News US policy "condemns and prohibits" torture '
                       'and said there was no evidence that any detainee was abused.')
    assert {c.speaker for c in found} == {"Pentagon"}
    texts = " | ".join(c.text for c in found)
    assert "no evidence that any detainee was abused" in texts
    assert len(found) == 2


def test_quoted_as_saying_names_the_quoted_person() -> None:
    _, found = _claims("MOSCOW ready for talks\n\nInterfax news agency quoted Deputy Foreign "
                       "Minister Igor Ivanov as saying Moscow was ready for constructive work.")
    (c,) = found
    assert c.speaker == "Igor Ivanov"  # not the agency, not the headline
    assert c.text == "Moscow was ready for constructive work"


def test_pronoun_prefers_a_person_just_introduced_over_an_older_speaker() -> None:
    _, found = _claims('"We were lied to," one of the soldiers told me. I asked a former sergeant '
                       'who gave the orders. "It came from the highest level," he said.')
    assert [c.speaker for c in found] == ["one of the soldiers", "a former sergeant"]
    assert found[1].text == "It came from the highest level"


@pytest.mark.parametrize("text", [
    "The rebels claimed victory in the northern town.",
    "Islamic State claimed the bombing through its news agency.",
    "The floods have claimed 40 lives since Monday.",
])
def test_claim_with_something_taken_for_object_is_no_statement(text) -> None:
    assert [c.text for c in _claims(text)[1]] == []


def test_a_group_claiming_responsibility_says_so() -> None:
    """Gold stories list "claimed responsibility for ..." among a group's statements; the
    text keeps the verb, so the brief reads "Al-Shabab: claimed responsibility for ..."."""
    _, found = _claims("Al-Shabab claimed responsibility for the attack in a statement. "
                       "Nobody has claimed responsibility for the second blast.")
    assert [(c.speaker, c.text) for c in found] == [
        ("Al-Shabab", "claimed responsibility for the attack in a statement")]


def test_claim_with_a_clause_or_an_assertion_is_still_a_statement() -> None:
    _, found = _claims("The opposition claimed the vote was rigged. He claimed vast wealth.")
    assert [c.text for c in found] == ["the vote was rigged", "vast wealth"]


def test_a_description_of_what_a_body_does_is_that_body() -> None:
    """"The lender said" is the one bank the article named, "a monitoring group" the one
    observatory; with two banks named the description stays as written."""
    _, found = _claims("The Central Reserve Bank of Peru lowered its main rate on Thursday. "
                       "Markets rallied. The lender said in a statement that inflation was easing.")
    assert [c.speaker for c in found] == ["Central Reserve Bank"]
    _, found = _claims("A bomb killed four people in Homs, a monitoring group said. The "
                       "Syrian Observatory for Human Rights said the toll could rise.")
    assert {c.speaker for c in found} == {"Syrian Observatory for Human Rights"}
    _, found = _claims("The World Bank and the Bank of England met in London. The bank said "
                       "rates would rise.")
    assert [c.speaker for c in found] == ["The bank"]
