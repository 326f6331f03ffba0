"""Arabic figures (issue 13, second round): the measure of death idioms, coordinated
counts, vague counts of displaced and missing people, and numbers that are not counts of
people. One test per class of construction, several sentences each; sentences are our own."""

from __future__ import annotations

from reports.analysis.nlp import parse
from reports.analysis.steps import analyze_parsed
from reports.model import Figure


def _figs(text: str) -> tuple[Figure, ...]:
    return analyze_parsed(parse(text, "ar"), until="figures").figures


def _measured(text: str) -> list[tuple[float, str]]:
    return [(f.value, f.measure) for f in _figs(text)]


def test_death_idioms_are_tolls():
    cases = {
        "أودى انفجار سيارة مفخخة قرب السوق بحياة 14 شخصا.": [(14, "killed")],
        "وأودت السيول بحياة أكثر من 60 قرويا في الشمال.": [(60, "killed")],
        "أودى الحريق بحياة سبعة أشخاص بينهم طفلان.": [(7, "killed"), (2, "people")],
        "ولقي 5 أشخاص حتفهم في انهيار منجم للفحم.": [(5, "killed")],
        "لقي أربعة صيادين حتفهم غرقا قبالة السواحل.": [(4, "killed")],
        "وانتشلت فرق الإنقاذ 19 جثة من تحت الأنقاض.": [(19, "killed")],
        "وعثرت الشرطة على ست جثث في بستان مهجور.": [(6, "killed")],
        "وتم انتشال جثتين من مياه البحيرة.": [(2, "killed")],
        "وارتفع عدد القتلى إلى 48 بعد وفاة ثلاثة جرحى.": [(48, "killed"), (3, "killed")],
        "ليرتفع عدد الضحايا إلى 95 منذ بداية الأسبوع.": [(95, "killed")],
        "ليرتفع بذلك عدد القتلى إلى 2050 شخصا.": [(2050, "killed")],
        "وارتفعت حصيلة قتلى الفيضانات إلى 1980.": [(1980, "killed")],
    }
    for text, want in cases.items():
        assert _measured(text) == want, text
    # "بحياة" is a toll only after "أودى": "risked the lives of" counts no dead
    assert _measured("وخاطر الغواصون بحياة 12 شخصا لإنقاذ الركاب.") == [(12, "people")]


def test_a_dual_death_noun_says_two_died():
    for text, what in (("كان الشقيقان يعبران الطريق عندما لقيا حتفهما.", ""),
                       ("لقي الطفلان حتفهما غرقا في البركة.", "الطفلان"),
                       ("ولقيت الممرضتان مصرعهما في القصف.", "الممرضتان"),
                       ("وأودى الانهيار بحياتهما على الفور.", "")):
        (fig,) = _figs(text)
        assert (fig.value, fig.measure, fig.unit, fig.what) == (2, "killed", "people", what), text
    # the number that counts them is read once, at the number
    assert _measured("لقي شخصان حتفهما في الحادث.") == [(2, "killed")]
    assert _measured("رجلان لقيا حتفهما في الحادث.") == [(2, "killed")]
    # "risked their lives" is no death
    assert _figs("وخاطرا بحياتهما لإنقاذ الطفل.") == ()


def test_each_coordinated_count_takes_its_nearest_noun():
    cases = {
        "وبلغ عدد القتلى 73 وعدد الجرحى 150 بحسب الوزارة.":
            [(73, "killed", "القتلى"), (150, "wounded", "الجرحى")],
        "بلغ عدد القتلى 12 والجرحى 40 في الهجوم.":
            [(12, "killed", "القتلى"), (40, "wounded", "الجرحى")],
        "ووصل عدد المعتقلين إلى 320 وعدد المصابين إلى 85.":
            [(320, "arrested", "المعتقلين"), (85, "wounded", "المصابين")],
        "وكان على متن الأولى 45 راكبا والثانية 65 راكبا.":
            [(45, "count", "راكبا"), (65, "count", "راكبا")],
    }
    for text, want in cases.items():
        assert [(f.value, f.measure, f.what) for f in _figs(text)] == want, text


def test_vague_counts_of_displaced_and_missing_people():
    for text, want in (
            ("وبات عشرات الآلاف من المشردين بلا مأوى.", (10_000, "displaced", "عشرات الآلاف")),
            ("ويعيش مئات المشردين في الخيام.", (100, "displaced", "مئات")),
            ("ويقيم عشرات الآلاف من النازحين في المدارس.",
             (10_000, "displaced", "عشرات الآلاف")),
            ("ولا يزال المئات في عداد المفقودين.", (100, "missing", "المئات")),
            ("وما زال العشرات في عداد المفقودين تحت الركام.", (10, "missing", "العشرات")),
            ("ولا يزال 12 شخصا في عداد المفقودين.", (12, "missing", "")),
            ("وأصبح الآلاف في عداد القتلى.", (1000, "killed", "الآلاف")),
            ("وفقد ما يصل إلى 200 في العاصفة.", (200, "missing", "ما يصل إلى")),
            ("فقد ما يصل إلى 300 مهاجر قبالة السواحل.", (300, "missing", "ما يصل إلى"))):
        (fig,) = _figs(text)
        assert (fig.value, fig.measure, fig.approx) == want, text
    # "فقد" + a verb is "ف + قد": "has arrived", no one missing
    assert _measured("فقد وصل 40 متظاهرا إلى الساحة.") == [(40, "protesters")]


def test_a_reading_on_a_scale_is_no_figure():
    for text in ("وضرب زلزال بقوة 7.2 درجات شمال البلاد.",
                 "وبلغت قوته 6.1 على مقياس ريختر.",
                 "وسجل الزلزال 5.9 درجات على مقياس ريختر.",
                 "زلزال بلغت شدته 6 درجات ضرب الساحل."):
        assert _figs(text) == (), text
    # a strength that counts something is still a figure
    assert _measured("محرك بقوة 300 حصان.") == [(300, "count")]
    assert _measured("ضرب زلزال بقوة 6.8 درجات وقتل 40 شخصا.") == [(40, "killed")]


def test_a_definite_number_after_a_time_noun_is_a_duration():
    cases = {
        "وقتل أكثر من 300 شخص في الأشهر الستة الماضية.":
            [(300, "killed", "شخص"), (6, "duration", "الأشهر")],
        "ونزح نحو 5000 شخص خلال الأيام الثلاثة الأخيرة.":
            [(5000, "displaced", "شخص"), (3, "duration", "الأيام")],
        "وتراجعت الصادرات خلال السنوات الخمس الماضية.": [(5, "duration", "السنوات")],
        "واعتقل 58 شخصا خلال الساعات الأربع والعشرين الماضية.":
            [(58, "arrested", "شخصا"), (24, "duration", "الساعات")],
    }
    for text, want in cases.items():
        assert [(f.value, f.measure, f.what) for f in _figs(text)] == want, text


def test_a_count_after_a_colon_is_a_figure_a_time_or_score_is_not():
    """A headline's "in numbers: 194 killed" counts people; "2:1" and "10:30" do not."""
    assert _measured("الانقلاب الفاشل بالأرقام: 194 قتيلا و1440 مصابا.") == [
        (194, "killed"), (1440, "wounded")]
    assert _measured("حصيلة الزلزال: 37 قتيلا في القرى الجبلية.") == [(37, "killed")]
    assert _measured("وانتهت المباراة 2:1 في الساعة 10:30 مساء.") == []


def test_a_perpetrator_named_alone_or_in_the_dual_is_counted():
    """The attackers' own toll written by the noun alone: a dual a verb of harm governs
    ("قتل مهاجمان": two), a definite singular harmed ("وتم قتل المسلح": one); the singular
    after a verb that may be active counts only when no object follows ("قتل المسلح
    خمسة أشخاص": the gunman killed five)."""
    cases = {
        "وقال التلفزيون إنه قتل انتحاريان خلال الاشتباك.": [(2, "killed")],
        "وأضاف المتحدث أنه تم قتل المسلح داخل المبنى.": [(1, "killed")],
        "وأعلنت الوزارة اعتقال المهاجم بعد ساعات.": [(1, "arrested")],
        "قتل المسلح برصاص قوات الأمن.": [(1, "killed")],
        "وقتل المسلح خمسة أشخاص في المقهى.": [(5, "killed")],
        "وفر المهاجم من المكان.": [],
    }
    for text, want in cases.items():
        assert _measured(text) == want, (text, _measured(text))
