"""Arabic "who claimed it", one case per construction class, on invented sentences, with
diacritics, shadda and glued و/ف, and the look-alikes that must not read as a claim. The
organizations are given (as the entities step would find them)."""

from __future__ import annotations

import pytest

from reports.analysis.nlp import parse
from reports.lang.ar import responsibility
from reports.model import Entity

ORGS = (Entity("حركة الشباب", "organization"), Entity("جماعة بوكو حرام", "organization"),
        Entity("تنظيم الدولة الإسلامية", "organization"))


def found(text: str, orgs=ORGS) -> list[tuple[str, str]]:
    return [(r.status, r.group) for r in responsibility.extract(parse(text, "ar"), orgs)]


@pytest.mark.parametrize("text, want", [
    # a group claimed it
    ("وتبنّت حركة الشباب الهجوم في بيان.", [("claimed", "حركة الشباب")]),
    ("تبنت حركة الشباب المرتبطة بتنظيم القاعدة التفجير.", [("claimed", "حركة الشباب")]),
    ("وتبنى تنظيم الدولة الإسلامية الاعتداء على الكنيسة.",
     [("claimed", "تنظيم الدولة الإسلامية")]),
    ("وأعلنت حركة الشباب مسؤوليتها عن الهجوم.", [("claimed", "حركة الشباب")]),
    ("فأعلن تنظيم الدولة الإسلامية مسؤوليته عن التفجيرين.",
     [("claimed", "تنظيم الدولة الإسلامية")]),
    ("وأعلنت جماعة أنصار الدين تبنيها العملية.", [("claimed", "جماعة أنصار الدين")]),
    ("وتبنّته جماعة بوكو حرام في تسجيل مصور.", [("claimed", "جماعة بوكو حرام")]),
    # nobody has claimed it
    ("ولم تعلن أي جهة على الفور مسؤوليتها عن الهجوم.", [("none", "")]),
    ("لم تعلن أية جهة مسؤوليتها عن التفجير حتى الآن.", [("none", "")]),
    ("ولم تتبنّ أي جهة الهجوم.", [("none", "")]),
    ("ولم يتبن أحد التفجير.", [("none", "")]),
    ("ولم تعلن حركة الشباب مسؤوليتها عن الهجوم.", [("none", "حركة الشباب")]),
    # a group denied it
    ("ونفت حركة الشباب أي مسؤولية لها عن الهجوم.", [("denied", "حركة الشباب")]),
    ("ونفت جماعة بوكو حرام أي علاقة لها بالتفجير.", [("denied", "جماعة بوكو حرام")]),
    # others blamed a group, it bore a group's hallmarks
    ("واتهمت الحكومة الصومالية حركة الشباب بتنفيذ الهجوم.", [("blamed", "حركة الشباب")]),
    ("وحمّلت السلطات جماعة بوكو حرام مسؤولية التفجير.", [("blamed", "جماعة بوكو حرام")]),
    ("ولم تتبنّ أي جهة الهجوم، لكنه يحمل بصمات جماعة بوكو حرام وغريمها تنظيم الدولة.",
     [("none", ""), ("suspected", "جماعة بوكو حرام")]),
])
def test_constructions(text: str, want: list[tuple[str, str]]) -> None:
    assert found(text) == want


@pytest.mark.parametrize("text", [
    "وقال المسؤولين إن الوضع مستقر.",
    "وقال مسؤول أمني إن التحقيقات بدأت لكشف الجهة المسؤولة عن الهجوم.",
    "الوزارة مسؤولة عن أمن المطار.",
    "وتتبنى الحكومة موقفا موحدا من عملية السلام.",
    "تتبنى موقفا موحدا من عملية السلام.",
    "وأعلنت الحكومة مسؤوليتها عن تأمين الانتخابات.",
    "ولم تعلن أي جهة موقفها من الاتفاق.",
    "واتهم الرئيس المعارضة بالفساد.",
    # a group's earlier attacks are no claim of this one
    "غير أن تنظيم الدولة الإسلامية سبق أن تبنى هجمات عدة على أبناء الطائفة.",
    "وتبنت حركة الشباب هجمات مماثلة في العاصمة مرارا.",
])
def test_look_alikes_are_not_read(text: str) -> None:
    assert found(text) == []


@pytest.mark.parametrize("text, want", [
    # the object first, a quoted name, the subject first
    ("وقد تبنت هذا الهجوم المزدوج حركة طالبان.", [("claimed", "حركة طالبان")]),
    ('وتبنى تنظيم "داعش" التفجير الذي استهدف السوق.', [("claimed", "تنظيم داعش")]),
    ('وتنظيم "داعش" يعلن مسؤوليته عن العملية.', [("claimed", "تنظيم داعش")]),
    ('وقالت الشرطة إن جماعة بوكو حرام أعلنت مسؤوليتها عن الهجوم.',
     [("claimed", "جماعة بوكو حرام")]),
    ("ولم تعلن بعد أي جهة مسؤوليتها.", [("none", "")]),
    ("وقع الانفجار الذي لم تتبناه أي جهة قرب السوق.", [("none", "")]),
    ("وتبنت حركة الشباب في تسجيل مصور هجوما على قاعدة عسكرية.", [("claimed", "حركة الشباب")]),
    # "those bombings": an attack named before, not the one reported
    ("وتبنى تنظيم الدولة الإسلامية تنفيذ تلك التفجيرات.", []),
])
def test_word_orders_and_other_attacks(text: str, want: list[tuple[str, str]]) -> None:
    assert found(text) == want
