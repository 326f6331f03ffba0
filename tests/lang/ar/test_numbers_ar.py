"""Arabic figures (issue 13): one test per class of number news writes, through the real
pipeline (parse, then the analysis up to the figures step). Sentences are our own."""

from __future__ import annotations

import logging
import random

from reports.analysis.figures import MEASURE_KEYS
from reports.analysis.nlp import parse
from reports.analysis.steps import analyze_parsed
from reports.lang.ar import labels
from reports.model import Figure


def _figs(text: str) -> tuple[Figure, ...]:
    return analyze_parsed(parse(text, "ar"), until="figures").figures


def _values(text: str) -> list[float]:
    return [f.value for f in _figs(text)]


def _one(text: str) -> Figure:
    (fig,) = _figs(text)
    return fig


def test_unreadable_numbers_are_skipped_and_the_rest_is_read(caplog):
    text = ("أعلنت الشرطة في بيان صدر 12.05.2020 أن 14 شخصا قتلوا. "
            "وتعطل الخادم 192.168.1.2 بعد هجوم أصاب 30 جهازا. "
            "وجاء في الرقم المرجعي 3.4.5.6 أن 7 محتجين اعتقلوا.")
    with caplog.at_level(logging.DEBUG, logger="reports.lang.ar.numbers"):
        values = _values(text)
    assert values == [14, 30, 7]
    assert any("12.05.2020" in r.getMessage() for r in caplog.records)
    assert any("192.168.1.2" in r.getMessage() for r in caplog.records)


def test_random_digit_and_letter_strings_never_break_the_figures_step(caplog):
    """A property: whatever mix of digits (both sets), separators, spaces, Arabic letters
    and number words a sentence holds, the figures step returns figures (it never raises,
    and its own guard against a reader error never fires)."""
    rng = random.Random(13)
    pieces = (list("0123456789٠١٢٣٤٥٦٧٨٩") + [".", ",", "،", "٫", "٬", " ", "  ", "-", "%", "٪"]
              + list("ابتثجحخدذرزسشصضطظعغفقكلمنهويةىأإآءئؤ")
              + ["ألف", "مليون", "مليار", "مائة", "مئتي", "ألفين", "عشر", "عشرات", "مئات", "آلاف",
                 "ثلاث", "خمسا", "وعشرين", "و", "نصف", "ربع", "بين", "من", "إلى", "نحو",
                 "لا أقل من", "قتل", "في السابعة", "عاما", "دولار", "في المائة"])
    caplog.set_level(logging.DEBUG)
    for _ in range(3000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 25)))
        for fig in _figs(f"قال المصدر {text} شخصا."):
            assert isinstance(fig.value, float | int)
    guards = [r.getMessage() for r in caplog.records
              if "not read" in r.getMessage() or "figures of sentence" in r.getMessage()]
    assert not guards


def test_digit_groupings_separators_and_scales_are_one_number():
    assert _values("بلغ عدد سكان الإقليم ١،٢٣٤،٥٦٧ نسمة.") == [1_234_567]
    assert _values("تظاهر 40 000 شخص في العاصمة.") == [40_000]
    assert _values("تضم المدينة 2 500 000 نسمة.") == [2_500_000]
    assert _values("نزح ٢٥٬٠٠٠ شخص من القرى.") == [25_000]
    assert _values("ارتفع التضخم بنسبة .08 في المائة.") == [0.08]
    assert _values("ارتفع التضخم بنسبة ٣٫٥٪ هذا العام.") == [3.5]
    assert _values("خصصت الحكومة 10 مليار دولار للإعمار.") == [10_000_000_000]
    assert _values("وصلت مساعدات بقيمة 2 مليون يورو.") == [2_000_000]
    assert _values("بلغت الخسائر 5bn دولار و3 mln يورو.") == [5_000_000_000, 3_000_000]
    assert _values("صوت 1,5 مليون ناخب في الاستفتاء.") == [1_500_000]
    assert _values("يعيش في الغابة نحو 16 ، 000 فيل.") == [16_000]


def test_a_number_written_in_groups_of_digits_and_scale_words_is_one_number():
    assert _values("نال المرشح 4 ملايين و512 ألفا و78 صوتا.") == [4_512_078]
    assert _values("فر 7 آلاف و300 شخص من المدينة.") == [7_300]
    # a count after a sum is no part of it: one step down at a time
    assert _values("بلغت الخسائر 3 مليون دولار و 5 أشخاص.") == [3_000_000, 5]


def test_number_words_hundreds_units_and_tens():
    cases = {
        "قتل مائة وستة عشر شخصا في الزلزال.": 116,
        "اعتقلت الشرطة ثلاثمائة وواحدا وثلاثين متظاهرا.": 331,
        "اعتقلت الشرطة ثلاث مائة وواحدا وثلاثين متظاهرا.": 331,
        "نزح ألف وخمسمائة شخص من البلدة.": 1500,
        "أصيب أربعمائة وخمس وعشرين مدنيا بجروح.": 425,
        "أطلق الجيش سراح خمسا وعشرين معتقلا.": 25,
        "لقي ستة و عشرون عاملا حتفهم في المنجم.": 26,
        "قتل مئة وعشرون جنديا في المعارك.": 120,
        "أصيب إثنا عشر ألف شخص بالوباء.": 12_000,
        "تبرعت الجمعية بثلاثمئة ألف دولار.": 300_000,
        "شارك مليون وثلاثمائة ألف ناخب في التصويت.": 1_300_000,
    }
    for text, value in cases.items():
        assert _values(text) == [value], text


def test_duals_of_scales_and_hundreds():
    cases = {
        "فر ألفين لاجئ عبر الحدود.": 2000,
        "دفعت الشركة ألفي دولار غرامة.": 2000,
        "رصدت الحكومة مليوني يورو للمدارس.": 2_000_000,
        "قتل مئتي شخص في الفيضانات.": 200,
        "أصيب مائتين من العمال.": 200,
        "يسكن المدينة مليونين نسمة.": 2_000_000,
        "خصص البنك مليارين دولار.": 2_000_000_000,
    }
    for text, value in cases.items():
        assert _values(text) == [value], text
    assert _values("خرج حشد مليوني في الساحة الكبرى.") == []  # an adjective


def test_fractions_of_scales():
    cases = {
        "يسكن الوادي ربع مليون نسمة.": 250_000,
        "نزح نصف مليون شخص من المنطقة.": 500_000,
        "تبرع رجل الأعمال بمليون ونصف مليون دولار.": 1_500_000,
        "تبرع رجل الأعمال بمليون ونصف دولار.": 1_500_000,
        "تضم العاصمة ثلاثة ملايين ونصف مليون نسمة.": 3_500_000,
        "يعيش في الجزيرة ثلاثة أرباع مليون نسمة.": 750_000,
        "بلغت الميزانية 2 مليون ونصف دولار.": 2_500_000,
    }
    for text, value in cases.items():
        assert _values(text) == [value], text
    assert _values("أمضى نصف عمره في السجن.") == []


def test_qualifiers_at_least_more_than_about_up_to():
    at_least = {"قتل لا أقل من 30 شخصا في القصف.": "لا أقل من",
                "اعتقل ما لا يقل عن 45 ناشطا.": "ما لا يقل عن",
                "أصيب 12 شرطيا على الأقل.": "على الأقل"}
    more = {"شارك ما يزيد على 500 متظاهر.": "ما يزيد على",
            "شارك ما يزيد عن 500 متظاهر.": "ما يزيد عن",
            "قتل أكثر من 20 مدنيا.": "أكثر من",
            "قتل أكبر من 20 مدنيا.": "أكبر من",
            "نزح 300 شخص أو أكثر.": "أو أكثر",
            "بلغت نسبة البطالة ما يتجاوز 40%.": "ما يتجاوز",
            "ويتجاوز عدد النازحين 500 ألف.": "يتجاوز",
            "ارتفعت الأسعار بنسبة تفوق 12%.": "تفوق",
            "قد يصل إلى 900 عدد المعتقلين.": "يصل إلى"}
    about = {"نزح نحو 2000 شخص.": "نحو", "قتل حوالي 70 جنديا.": "حوالي",
             "قتل حوالى 70 جنديا.": "حوالى", "أصيب قرابة 15 مدنيا.": "قرابة",
             "فر زهاء 800 لاجئ.": "زهاء", "اعتقل ما يقارب 60 محتجا.": "ما يقارب",
             "قتل بنحو 40 شخصا.": "نحو"}
    for text, approx in {**at_least, **more, **about}.items():
        fig = _one(text)
        assert fig.approx == approx, text
    for text in at_least:  # never "less than"
        assert "أقل من" != _one(text).approx


def test_ranges_set_value_and_high():
    cases = {
        "قتل بين 20 و30 مدنيا.": (20, 30),
        "قتل ما بين 20 و 30 مدنيا.": (20, 30),
        "نزح 1000-5000 شخص من القرى.": (1000, 5000),
        "شارك من ألف إلى ألف وخمسمائة متظاهر.": (1000, 1500),
        "تعتزم المشاركة بما بين ألفين وثلاثة آلاف جندي.": (2000, 3000),
        "كلفت بين 20 و30 ألف دولار.": (20_000, 30_000),
        "بنسب بين 11 و25 في المائة.": (11, 25),
    }
    for text, (low, high) in cases.items():
        fig = _one(text)
        assert (fig.value, fig.high) == (low, high), text
    # a change and a score are not ranges
    figs = _figs("ارتفع عدد القتلى من 20 إلى 30 يوم الأحد.")
    assert [(f.value, f.high) for f in figs] == [(20, None), (30, None)]
    assert _figs("فاز الفريق 2-1 على منافسه في موسم 2005-2006.") == ()


def test_vague_counts_are_approximate_figures():
    cases = {
        "خرج عشرات الآلاف من المحتجين إلى الشوارع.": (10_000, "عشرات الآلاف"),
        "قتل مئات المدنيين في القصف.": (100, "مئات"),
        "نزح آلاف السكان من المدينة.": (1000, "آلاف"),
        "اعتقلت الشرطة عشرات الناشطين.": (10, "عشرات"),
        "فر مئات الآلاف من اللاجئين.": (100_000, "مئات الآلاف"),
        "امتلأت السجون بمئات الضباط.": (100, "مئات"),
    }
    for text, (value, approx) in cases.items():
        fig = _one(text)
        assert (fig.value, fig.approx, fig.unit) == (value, approx, "people"), text
    assert _figs("كرر ذلك آلاف المرات منذ مئات السنين.") == ()


def test_measure_from_the_words_governing_the_number():
    cases = {
        "قتلت القوات 18 مدنيا في المدينة.": "killed",
        "أسفر الهجوم عن مقتل 13 شخصا.": "killed",
        "قال إن 5 من جنوده قتلوا في الكمين.": "killed",
        "لقي 20 عاملا حتفهم في الحريق.": "killed",
        "وصل عدد الضحايا إلى 45 قتيلا.": "killed",
        "وأصيب 12 شخصا بجروح.": "wounded",
        "اعتقلت الشرطة 40 ناشطا.": "arrested",
        "نزح 3000 شخص من القرى.": "displaced",
        "انشق 4500 جندي عن الجيش.": "defected",
        "شارك 500 متظاهر في المسيرة.": "protesters",
        "احتجز المسلحون ١٢ رهينة.": "hostages",
        "أفرج عن 150 رهينة.": "freed",
        "شارك ممثلو 18 دولة في المؤتمر الذي قتل فيه خبير.": "countries",
        "تضم المدينة 700 ألف نسمة.": "inhabitants",
        "خصصت الحكومة 10 ملايين دولار.": "money",
        "ارتفعت البطالة بنسبة 9%.": "percent",
        "حكم عليه بالسجن 5 سنوات.": "duration",
        "قطعت القافلة 650 كيلومترا.": "distance",
    }
    for text, measure in cases.items():
        assert _one(text).measure == measure, text
    killed, wounded = _figs("قتل 5 أشخاص وأصيب 7 آخرون في الانفجار.")
    assert (killed.measure, wounded.measure) == ("killed", "wounded")


def test_age_is_kept_apart_from_counts():
    cases = {
        "قتلت قوات الأمن طفلا في السابعة عشرة من عمره.": (17, "طفلا"),
        "قتلت قوات الأمن شابا يبلغ 17 عاما.": (17, "شابا"),
        "أصيبت طفلة تبلغ من العمر 9 سنوات.": (9, "طفلة"),
        "اعتقل رجل (45 عاما) في الحي.": (45, "رجل"),
        "توفي المغني وهو في الخامسة والعشرين من عمره.": (25, ""),
    }
    for text, (value, who) in cases.items():
        fig = _one(text)
        assert (fig.value, fig.measure, fig.unit, fig.subject) == (value, "age", "years", who), text
    assert _one("حكم على الناشط بالسجن 17 عاما.").measure == "duration"


def test_what_is_the_counted_phrase_as_written_and_subject_who_is_counted():
    fig = _one("تضم حماة 700 ألف نسمة بوسط سوريا.")
    assert (fig.what, fig.subject, fig.measure) == ("نسمة", "", "inhabitants")
    fig = _one("قتلت القوات 18 مدنياً فلسطينياً في الغارة.")
    assert fig.what == "مدنياً فلسطينياً" and fig.subject == fig.what
    fig = _one("وصل عدد المنشقين إلى نحو 4500 جندي منشق.")
    assert (fig.what, fig.measure) == ("جندي منشق", "defected")
    fig = _one("قتل 50 قتيلا في الهجوم.")
    assert fig.subject == ""  # the noun names what happened, not who
    _, fig = _figs("ارتفع عدد الجرحى من 40 إلى 65 مساء الأحد.")
    assert (fig.value, fig.what, fig.measure) == (65, "الجرحى", "wounded")
    fig = _one("ضبطت الشرطة 8 . 000 درهم مزورة.")
    assert (fig.value, fig.what, fig.measure) == (8000, "درهم", "money")


def test_years_scores_and_labels_are_not_figures():
    for text in ("بني المسجد سنة 636 م وجدد عام 1230 م.", "توفي الخليفة في 40 للهجرة.",
                 "بدأ العصر البرونزي نحو 3100 ق م.", "فاز النادي 3 - 1 ثم 2 - 0 على ضيفه.",
                 "ولد الشاعر عام ألفين وخمسة.", "رفع اللاعب رصيده إلى 60 .",
                 "سجل الهدف في الدقيقة 65 من المباراة."):
        assert _figs(text) == (), text


def test_every_measure_key_has_an_arabic_label():
    for key in MEASURE_KEYS:
        label = labels.LABELS[f"measure_{key}"]
        assert label and all("\u0600" <= c <= "\u06ff" or not c.isalpha() for c in label), key


def _read(text: str) -> list[tuple]:
    return [(f.value, f.unit, f.measure) for f in _figs(text)]


def test_a_bare_number_next_to_a_people_verb_counts_people():
    assert _read("أصيب ثلاثة في حادث السير.") == [(3, "people", "wounded")]
    assert _read("اعتقل نحو عشرة خلال المداهمة.") == [(10, "people", "arrested")]
    assert _read("وقتل أكثر من سبعة عند الحاجز.") == [(7, "people", "killed")]
    assert _figs("وصل خمسة إلى المطار أمس.") == ()  # no people verb: not a figure


def test_a_conjunction_and_a_verb_end_the_counted_phrase():
    cases = {
        "أصيب أربعون وقتل عشرة في الاشتباكات.": [(40, "people", "wounded"),
                                              (10, "people", "killed")],
        "اعتقل 25 وأصيب 8 في المظاهرة.": [(25, "people", "arrested"), (8, "people", "wounded")],
        "قتل ستون وجرح ثلاثة عشر.": [(60, "people", "killed"), (13, "people", "wounded")],
    }
    for text, read in cases.items():
        assert _read(text) == read, text
    assert all(f.what == "" and f.subject == "" for f in _figs("اعتقل 25 وأصيب 8 في المظاهرة."))
    assert _read("أصيب 9 وقالت الشرطة إن التحقيق بدأ.") == [(9, "people", "wounded")]
    assert _read("قتل 4 ولم تعلن أي جهة مسؤوليتها.") == [(4, "people", "killed")]


def test_a_dual_people_noun_a_people_verb_governs_is_two_people():
    cases = {
        "أصيب صحفيان في القصف.": [(2, "people", "wounded")],
        "اعتقل رجلان وأصيب طفلان.": [(2, "people", "arrested"), (2, "people", "wounded")],
        "قتلت امرأتان في الغارة.": [(2, "people", "killed")],
        "قتل فلسطينيان برصاص الجيش.": [(2, "people", "killed")],
    }
    for text, read in cases.items():
        assert _read(text) == read, text
    # "-ين" on a nisba is the plural as well; "-ان" ends many words that are not duals
    assert _figs("قتل المدنيين في القصف.") == ()
    assert _figs("أصدرت الحكومة بيانا عن سليمان وعثمان والمهرجان.") == ()
    assert _figs("وصل صحفيان إلى المؤتمر.") == ()  # a nisba dual without a people verb


def test_a_toll_or_a_noun_of_the_dead_before_the_number_sets_what_it_counts():
    cases = {
        "بلغت حصيلة قتلى الفيضانات 85.": (85, "people", "killed"),
        "وصلت حصيلة جرحى الانفجار إلى مئة وعشرين.": (120, "people", "wounded"),
        "ارتفع القتلى إلى 64 بحسب المستشفى.": (64, "people", "killed"),
        "بلغ عدد المفقودين 19.": (19, "people", "missing"),
    }
    for text, read in cases.items():
        assert _read(text)[:1] == [read], text


def test_fled_went_missing_and_ages_are_measures():
    assert _one("فرت 900 عائلة من القصف.").measure == "displaced"
    assert _read("فر نحو مليوني عراقي إلى الخارج.") == [(2_000_000, "people", "displaced")]
    assert _one("فقدت 6 قوارب صيد قبالة الساحل.").measure == "missing"
    assert _one("فقد وصل 40 متظاهرا إلى الساحة.").measure == "protesters"  # ف + قد
    fig = _one("تتراوح أعمار المصابين بين 18 و30 عاما.")
    assert (fig.value, fig.high, fig.measure) == (18, 30, "age")
    assert _one("تبلغ مدة العقد 3 سنوات.").measure == "duration"


def test_phone_numbers_and_ordinal_tens_are_not_figures():
    for text in ("للحجز اتصلوا على 0221 334 556 مساء.", "رقم الطوارئ 0800 123 456 مجاني.",
                 "احتفلت الصحيفة بالذكرى الأربعين لصدورها.", "احتفل الفنان بعيد ميلاده الستين.",
                 "بلغ الدين 123 456 789 012 345 678 دولار."):
        assert _figs(text) == (), text
    assert _read("التقى الوزراء العشرون في الرياض.") == [(20, "count", "count")]


def test_a_range_does_not_hide_the_same_low_value_alone():
    figs = _figs("ارتفعت الأسعار بين 5 و8 في المائة، ثم ارتفعت 5 في المائة أخرى.")
    assert [(f.value, f.high) for f in figs] == [(5, 8), (5, None)]
    figs = _figs("تكلف المشروع بين 4 و6 ملايين يورو ثم رصدت 4 ملايين يورو.")
    assert [(f.value, f.high, f.what) for f in figs] == [
        (4_000_000, 6_000_000, "يورو"), (4_000_000, None, "يورو")]
