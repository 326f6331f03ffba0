"""Arabic word lists: titles, reporting verbs, clitics, stop words, tokenizer punctuation.

``reports.analysis.arabic`` compares words in a normalized spelling (``arabic.norm``:
hamza forms of alef unified to ا, ى to ي, ة to ه, no diacritics or tatweel) and
normalizes these lists the same way when it loads them, so one entry covers the variant
spellings found in news text, however it is typed here. Entries are clitic-free: "قال"
also matches "وقال", "الحكومة" also "للحكومة".
"""

from __future__ import annotations

import re
from typing import Any


def _words(text: str) -> frozenset[str]:
    """A word list written as whitespace-separated text (easier to read and extend)."""
    return frozenset(text.split())

# Conjunctions and prepositions glued to the front of a word (wa-, fa-, bi-, li-, ka-), and
# the article al-. "وبالولايات" = wa + bi + al-wilayat.
CONJUNCTIONS = ("و", "ف")
PREPOSITIONS = ("ب", "ل", "ك")
ARTICLE = "ال"

# Honorifics, ranks and functions written before a person's name. A capitalised language
# marks names by case; Arabic does not, so "title + unknown words" is a strong person cue.
TITLES = _words("""
الرئيس الرئيسه الملك الملكه الامير الاميره الشيخ الشيخه السيد السيده الانسه الدكتور الدكتوره
الوزير الوزيره وزير وزيره رئيس الملازم الملازم_اول العقيد اللواء العميد المقدم النقيب
الرائد الفريق المشير الجنرال العريف الرقيب المستشار المستشاره الاستاذ الاستاذه البروفيسور
المهندس المهندسه المحامي القاضي الامام الحاج الحاجه البابا الكاردينال المطران الاب
النائب النائبه السفير السفيره المبعوث المتحدث المتحدثه الناطق الناطقه القائد زعيم الزعيم
المدرب اللاعب الكاتب الكاتبه الصحفي الصحفيه المخرج الفنان الفنانه المطرب المطربه
المغني المغنيه الممثل الممثله الدبلوماسي المحلل المفوض المدير المديره مدير رئيسه
نائب امين الامين جلاله سمو فخامه معالي سعاده ولي
""")

# Words that may sit between a title and the name without being part of it
# ("الرئيس السوري بشار الأسد", "وزير الخارجية الأميركي كولن باول"): nisba adjectives
# (ending -ي) and these function nouns.
TITLE_COMPLEMENTS = _words("""
الخارجيه الداخليه الدفاع الماليه العدل الاعلام الصحه التعليم الزراعه النفط الطاقه
الاقتصاد التجاره الثقافه السياحه الخزانه العمل الوزراء الحكومه الدوله البرلمان المجلس
الحزب الجمهوريه المملكه الوزاره الاتحاد الشركه الجيش الاركان الامن العام العامه
السابق السابقه الجديد الجديده الحالي المنتهيه ولايته المنشق المنشقه الاول الثاني
الاعلى الاعلي باسم الدائم التنفيذي الاسبق العهد
""")

# Verbs that introduce reported speech, in the past (and some present) forms news uses.
# Feminine forms (قالت) and the conjunction (وقال) are handled by ``arabic.verb_stem``.
REPORTING_VERBS = _words("""
قال اكد اضاف اشار كشف تابع زاد اوضح ذكر اعلن صرح شدد لفت نفى حذر راي راى افاد اعرب طالب
دعا رجح توقع اقر اعترف ابلغ كتب روى ردد جدد اشاد انتقد ندد نوه يقول يري يرى يؤكد يوكد
يضيف يشير يقر تقول تؤكد توكد تضيف تشير ختم استطرد اردف زعم ادعى ادعي نبه هدد وعد تعهد
يخشى تخشى يعتقد تعتقد وصف
""")

# Relative pronouns: "الذي يعتقد أنه" is a relative clause, not a report.
RELATIVES = _words("الذي التي الذين اللذين اللتين اللذان اللتان اللواتي اللاتي")

# Verbs that report only when content follows ("وزاد: إن ..."); otherwise they mean
# "increased", "followed", "called for", "described", "ended", "uncovered".
MARKED_ONLY_VERBS = _words("زاد تابع دعا وصف ختم كشف")

# Present participles used as "... adding that" after a claim ("مضيفا أن", "مشيرا إلى").
REPORTING_PARTICIPLES = _words("""
مضيفا مشيرا موضحا مؤكدا موكدا لافتا قائلا معتبرا مشددا منوها مبينا محذرا متابعا
كاشفا معربا مضيفه مشيره موضحه مؤكده قائله
""")

# After the verb: "أن"/"إن" (that), "إلى" (to) and prepositions introduce the content.
CONTENT_MARKERS = _words("ان انه انها انهم انهما انهن انني اننا انكم بان بانه بانها بانهم الي عن")

# Nouns that speak for an institution ("الوزارة", "التقرير"): acceptable speakers when no
# named entity is the subject.
INSTITUTIONAL_SPEAKERS = _words("""
الوزاره الحكومه الصحيفه التقرير البيان الوكاله الشرطه الجيش المصدر المصادر المتحدث
الناطق المسؤول المسؤولون مسؤول مسؤولون مصدر مصادر الخبراء الخبير الشركه المنظمه اللجنه
المجلس الحزب المحكمه الدراسه المسح السلطات شهود ناشطون سكان الاطباء الامم الرئاسه
البنك الصندوق الهيئه الادارة الاداره المكتب الوفد الطرفان الجانبان المحققون الباحثون
سلطات حكومه اهالي سكان مواطنو مسؤولو قاده
""")

# ---- claim vocabulary (read by ``claims`` only; the entity rules above do not see it)

# Reporting verbs the claim rules add to REPORTING_VERBS: "considered", "ruled out",
# "accused", "stipulated", present-tense forms ("يوضح", "تفيد").
CLAIM_VERBS = _words("""
اعتبر استبعد اتهم نص قضي نقل يوضح توضح يصف تصف يعتبر تعتبر يرجح ترجح
يعترف تعترف يضيف يتابع
""")

# "حمّل X Y مسؤولية Z" (X held Y responsible for Z) blames, as "اتهم" accuses: a claim, but
# only with the responsibility after it ("حمل المتظاهرون لافتات": carried).
BLAME_VERBS = _words("حمل")
RESPONSIBILITY_NOUNS = _words("مسووليه المسووليه مسيوليه المسيوليه")

# Speech acts that are not claims (annotation rules: calls, demands, attitudes, praise,
# condemnation, threats, promises), but still make their subject the current speaker.
NOT_CLAIM_VERBS = _words("""
دعا طالب ناشد حث اعرب ابدي اشاد ندد شكر دان استنكر هدد وعد تعهد يطالب تطالب يدعو
تدعو امتنع تحدث
""")

# Criticism states what is wrong ("انتقد عدم تنفيذ الإصلاحات"): a claim when it is the
# speaker's whole statement, not when another verb of the sentence says what the speaker
# holds ("انتقدت الجبهة التصريحات واعتبرتها في غير محلها": one claim, the second verb's).
CRITICISM_VERBS = _words("انتقد")

NOT_CLAIM_PARTICIPLES = _words("""
داعيا داعيه مطالبا مطالبه مناشدا معربا معربه مستنكرا مستنكره منددا منتقدا مهددا شاكرا
""")

# Participles that report (besides REPORTING_PARTICIPLES): "... مرجحا أن", "متهما".
CLAIM_PARTICIPLES = _words("""
مرجحا مرجحه مستبعدا متهما معترفا مؤكدين مشيرين مضيفين نافيا نافيه مذكرا مذكره معلنا
معلنه مستدركا مستطردا ملمحا
""")

# Verbs that report only when a clause follows ("حذر من أن", "شدد على أن", "رأى أن"); with
# a noun ("حذر من غزو", "شدد على ضرورة", "جدد قصفها", "رأى الطائرة") they warn, insist,
# renew or see, and are not claims.
CLAUSE_ONLY_VERBS = _words("""
حذر شدد نبه نص قضي وصف يصف تصف جدد راي رأى يري يرى تري ترى كتب يعتبر تعتبر محذرا
مشددا منبها
""")

# Words after which a verb starts a new clause of its own, not a verb inside the content
# ("... لكنه أكد أن", "حيث أكد", "كما قال").
CLAUSE_LINKERS = _words("كما ثم حيث بل لكن ولكن لكنه لكنها ولكنه ولكنها فيما بينما اذ حين وحين")

# Feminine participles that are also nouns ("مضيفة" = hostess): participles only before
# content ("مضيفة أن").
AMBIGUOUS_PARTICIPLES = _words("مضيفه مشيره قائله")

# Verbs that are also everyday nouns ("ذكر" = male): reports only before content (أن، :).
CLAIM_MARKED_ONLY = _words("ذكر")

# Denials: the claim keeps the denial verb ("نفى الأنباء عن ..."), never the denied content.
DENIAL_VERBS = _words("نفي نفى ينفي تنفي نافيا نافيه")

# ... of which these are not even speech without the clause ("كتب رواية", "رأى الطائرة",
# "جددت قصفها"): they make no speaker either.
NOT_SPEECH_WITHOUT_CLAUSE = _words("كتب راي رأى يري يرى تري ترى جدد يعتبر تعتبر")

# Verbs whose object pronoun gives the sense of an act, not speech: "استبعده" (left him
# out), against "استبعد أن" / "استبعد حدوث مفاجأة" (ruled out).
OBJECT_ACT_VERBS = _words("استبعد")

# Verbs of belief and expectation: after a relative pronoun or inside content they report
# nobody's words ("الذي يعتقد أنه", "التي يتوقع أن تستمر").
BELIEF_VERBS = _words("يعتقد تعتقد يخشى تخشى توقع يتوقع تتوقع يامل تامل")

# Negation right before a reporting verb: refused or absent speech is never a claim
# ("لم يعلن", "لا تعتقد").
NEGATIONS = _words("لم لن لا ولم ولن ولا فلم")

# "ما" before a verb: "مما يشير إلى أن" (which indicates) reports nobody's words; "وهو ما
# أكده X" reports X's. Like a relative pronoun, with no antecedent to speak.
WHAT = _words("ما مما بما")

# Nouns of necessity: "أكد على ضرورة", "مؤكدا الحاجة إلى" stress a need, not a fact.
NEED_NOUNS = _words("ضروره الحاجه اهميه وجوب")

# Words that close a verb's subject: prepositions and adverbs of circumstance
# ("خلال لقائه مع كوفي أنان", "في مقابلة مع"): a name after them is not the subject.
SUBJECT_BREAKS = _words("""
مع خلال في على الي الى عن امام لدي لدى بعد قبل عقب اثناء حول داخل من عبر اليوم امس
ايضا كذلك بدوره بدورها جهته جانبه ناحيته
""")

# Conjunctions that open a new clause: the verb's subject cannot lie beyond them
# ("وقال X ... إذا قرر مجلس الأمن").
CLAUSE_OPENERS = _words("اذا لو حين عندما لان لانه كي حتي بينما فيما رغم بعدما قبلما حيث")

# Past-tense reporting verbs that begin with ت: every other verb form beginning with ي or ت
# is present tense ("يقول", "تعتقد"), which inside reported content is content too.
PAST_WITH_TA = _words("تابع توقع تعهد")

# "وصف X بأنه Y": the content is the object and what it is called, both.
DESCRIBE_VERBS = _words("وصف يصف تصف")

# Subordinators after which a verb's subject is the person the sentence just named
# ("خطاب الرئيس X في بلدة Y حين قال إن ...").
WHEN_WORDS = _words("حين عندما لما بعدما اذ حينما")

# Collective and institutional nouns that speak in news ("أعلنت القوات", "ذكرت تقارير").
CLAIM_SPEAKER_NOUNS = _words("""
القوات قوات القياده الشرطه الجيش جيش تقارير انباء التقارير الانباء الصحف صحف وسائل مراسل
المراسل متحدث متحدثه المتحدثه ناطق ناطقه الناطقه خبراء الخبراء دبلوماسيون مصادر المصادر
مسؤولون مسؤولو شهود مصدر مسؤول البيان بيان التقرير تقرير القرار نص الوزاره الحكومه
وزاره وكاله صحيفه منظمه هيئه لجنه حكومه رئاسه اداره قياده شرطه سلطات مكتب
تقديرات التقديرات احصاءات الاحصاءات ارقام الارقام استطلاع الاستطلاع
مسؤولين دبلوماسيين محللين مراقبين ناشطين مواطنين
حاكم محافظ مركز
""")

# Attribution words the claim rules add to ATTRIBUTIONS ("حسبما ذكرت", "وفق ما أفاد").
CLAIM_ATTRIBUTIONS = _words("حسبما بحسبما وفقما وفق طبقا نقلا")

# "وجاء في البيان أن", "جاء في نص القرار أن": a document speaks (for its author).
DOCUMENT_VERBS = _words("جاء ورد")
DOCUMENT_NOUNS = _words("""
بيان البيان تقرير التقرير نص رساله الرساله القرار قرار وثيقه الوثيقه مذكره المذكره
الاعلان اعلان الدراسه دراسه
""")

# "كلمة وجهها X انتقد فيها", "أصدر X بيانا قال فيه إن": a verb "in it" speaks in the
# speech or statement named before it, for whoever gave it.
SPEECH_NOUNS = DOCUMENT_NOUNS | _words("كلمه الكلمه خطاب الخطاب مقابله المقابله مؤتمر المؤتمر")
IN_IT = _words("فيه فيها")

# Speaker nouns that name a source only with the noun after them: "وسائل إعلام" (the
# media), never "وسائل" (means) alone.
MEDIA_CONSTRUCTS: dict[str, frozenset[str]] = {"وسايل": _words("اعلام الاعلام")}

# "نقلت وكالة X عن مصادر قولها إن": the source after عن is the speaker.
RELAY_VERBS = _words("نقل")
RELAY_SAYING = _words("قوله قولها قولهم قولهما تاكيده تاكيدها تصريحه تصريحها")

# "... على حد قوله" (as he put it): the sentence's own subject is the source.
AS_HE_PUT_IT = _words("قوله قولها تعبيره تعبيرها وصفه وصفها قولهم تعبيرهم")

# "وفق ما أفاد", "طبقا لما قاله", "حسبما ذكرت": the relative and verb before the source.
ATTRIBUTION_FILLERS = _words("""
ما لما بما حسبما وفقما كما قاله قالته قال قالت ذكره ذكرته ذكر ذكرت افاد افادت اعلن اعلنت
اعلنه اعلنته اورده اوردته اوردت نقلته نقله جاء ورد اكده اكدته اكد اكدت ل لـ
""")

# "... according to X": attribution after the content; "بحسب ما ذكرت X", "حسبما ذكرت X":
# according to what X said, the verb first.
ATTRIBUTIONS = _words("نقلا بحسب حسب وفقا وفق طبقا")
FUSED_ATTRIBUTIONS = _words("حسبما بحسبما وفقما")

# Frequent function words: never names on their own, never speakers.
STOP_WORDS = _words("""
في من على الى الي عن مع ان انه انها ان لا لم لن ما ماذا هذا هذه ذلك تلك هو هي هم هن نحن
انا كان كانت يكون التي الذي الذين اللذين اللتين قد لقد ثم او ام بل لكن غير بين حتى اذا
اذ كل بعض عند منذ خلال بعد قبل حول ضد دون عبر لدي لدى امس اليوم غدا وقد وكان وهو وهي
كما ايضا حيث اي ايه هناك هنا به بها له لها فيه فيها منه منها عليه عليها اليه اليها
""")

# Punctuation the corpus writes as separate tokens but running text glues to words.
_PREFIX_PUNCT = ["«", "“", "‘", '"', "'", r"\(", r"\[", r"\{", "<", "-", "–", "—"]
_SUFFIX_PUNCT = [r"\.", "»", "”", "’", '"', "'", r"\)", r"\]", r"\}", ">", ",", "،", ":",
                 "؛", ";", "؟", r"\?", "!", "-", "–", "—", "…"]

# a quote opened right after a glued conjunction: و"الطلقات -> و " الطلقات
_QUOTE_INFIX = r'(?<=[\u0600-\u06ff])["«“»”](?=[\u0600-\u06ff])'


def configure_tokenizer(nlp: Any) -> None:
    """Split punctuation glued to Arabic words ("درعا،" "«القذائف" "أرشيف).").

    The prefix/suffix patterns are saved with the model, so loading it needs no code.
    """
    from spacy.util import compile_infix_regex, compile_prefix_regex, compile_suffix_regex

    prefixes = list(nlp.Defaults.prefixes or ()) + _PREFIX_PUNCT
    suffixes = list(nlp.Defaults.suffixes or ()) + _SUFFIX_PUNCT
    nlp.tokenizer.prefix_search = compile_prefix_regex(prefixes).search
    nlp.tokenizer.suffix_search = compile_suffix_regex(suffixes).search
    infixes = list(nlp.Defaults.infixes or ()) + [_QUOTE_INFIX]
    nlp.tokenizer.infix_finditer = compile_infix_regex(infixes).finditer


# Words inside a person's name that link its parts: "حمد بن خليفة آل ثاني", "أبو مازن".
NAME_LINKS = _words("بن بنت ابن ابو ابي ال عبد")

# Place names news uses that ISO and GeoNames lack in Arabic (continents, regions).
PLACE_NAMES = {
    "آسيا": "Asia", "أوروبا": "Europe", "أفريقيا": "Africa", "إفريقيا": "Africa",
    "أمريكا": "America", "أميركا": "America", "أمريكا اللاتينية": "Latin America",
    "أمريكا الشمالية": "North America", "أمريكا الجنوبية": "South America",
    "أستراليا": "Australia", "الشرق الأوسط": "Middle East", "الخليج": "Gulf",
    "الولايات المتحدة": "United States", "بريطانيا": "United Kingdom",
    "الضفة الغربية": "West Bank", "قطاع غزة": "Gaza Strip", "غزة": "Gaza",
    "القدس": "Jerusalem", "كوسوفو": "Kosovo", "الشيشان": "Chechnya", "دارفور": "Darfur",
    "كردستان": "Kurdistan", "البلقان": "Balkans", "المغرب العربي": "Maghreb",
    "الجولان": "Golan Heights", "سيناء": "Sinai", "القرم": "Crimea", "كشمير": "Kashmir",
    "الصحراء الغربية": "Western Sahara", "جنوب لبنان": "South Lebanon", "الأنبار": "Anbar",
    "البصرة": "Basra", "الفلوجة": "Fallujah", "الموصل": "Mosul", "النجف": "Najaf",
    # short forms of countries neither ISO nor CLDR (labels.COUNTRY_NAMES) write so
    "سورية": "Syria", "الإمارات": "United Arab Emirates", "كوريا": "Korea",
    "البوسنة": "Bosnia", "المجر": "Hungary",
    "واشنطن": "Washington", "الخرطوم": "Khartoum",
}

# ISO codes of Arab League members: smaller towns there are named in Arabic news.
ARAB_COUNTRIES = _words("DZ BH KM DJ EG IQ JO KW LB LY MR MA OM PS QA SA SO SD SY TN AE YE")

# GeoNames alternate names that are everyday Arabic words (normalized spelling).
NOT_PLACES = _words("""
الرئيس الملك العام الدوله الامن السلام النصر الوحده الحريه المدينه القريه الجديده
الحي البلد الوطن الشعب الجيش الحكومه الشرق الغرب الشمال الجنوب الوسط المركز السوق
الجامعه المطار الميناء الملعب المستشفي الطريق البحر النهر الجبل الوادي العين الحصن
القلعه البيت الدار الساحل الجزيره الخليج الاتحاد المنطقه منطقه مدينه قريه بلده
الثوره الاستقلال التحرير الامل الفجر الرحمه الكرامه العرب عرب اليوم امس غدا امان
""")

# Generic nouns that open a place name; trimmed so "مدينة حمص" is listed as "حمص".
PLACE_HEADS = _words("مدينه بلده قريه محافظه ولايه عاصمه العاصمه منطقه اقليم مخيم")

# Nouns that make the following name an organization: "صحيفة الشرق الأوسط" is a paper,
# not a region; "حركة فتح", "جماعة الجهاد".
ORG_HEADS = _words("""
صحيفه جريده مجله وكاله قناه اذاعه تلفزيون شركه مؤسسه جامعه حزب حركه جماعه تنظيم منظمه
جمعيه اتحاد مجلس هيئه لجنه بنك مصرف نادي منتخب جبهه تحالف كتائب ميليشيا مليشيا
معهد بورصه محكمه مفوضيه سلطه ائتلاف رابطه نقابه لجان
""")

# Heads whose "definite noun + nisba" complement is a proper name ("جماعة الجهاد الإسلامية",
# "لجان التنسيق المحلية"); after "شركة" or "مجلس" the same shape is a description
# ("شركة السيارات الألمانية").
POLITICAL_HEADS = _words("حزب جماعه تنظيم جبهه تحالف ائتلاف كتائب لجان منظمه جمعيه")

# Media heads: what follows is the outlet's name even when it reads as a place
# ("صحيفة الشرق الأوسط", "قناة الجزيرة").
MEDIA_HEADS = _words("صحيفه جريده مجله وكاله قناه اذاعه تلفزيون موقع")

# Words after which a name is a place: "حي الميدان", "ضواحي دمشق", "نهر النيل".
PLACE_CONTEXT = _words("""
حي مدينه بلده قريه محافظه ولايه منطقه ضواحي مخيم عاصمه اقليم نهر جزيره جزر بحيره
""")

# The sides of a match are teams, not places ("فازت إنجلترا على هولندا", "فوزه على خيتافي"),
# in an article about sport (SPORTS_WORDS): the verbs whose subject is a side, the words a
# side follows after على / أمام / مع, and the words that make an article a sports report.
MATCH_VERBS = _words("""
فاز فازت يفوز تفوز تغلب تغلبت يتغلب تتغلب هزم هزمت يهزم تهزم خسر خسرت يخسر تخسر تعادل
تعادلت يتعادل تتعادل واجه واجهت يواجه تواجه التقى التقت يلتقي تلتقي تأهل تاهل
يتأهل يتاهل
""")
MATCH_WORDS = MATCH_VERBS | _words("""
فوز فوزه فوزها تغلبه تغلبها خساره خسارته خسارتها مباراه مباراته مباراتها لقاء تعادله
تعادلها
""")
# Latin letters spelled out, as acronyms are written in Arabic news ("بي بي سي", "إف بي آي").
# Only the names that spell no Arabic word: "إن" (N; "that"), "في" (V; "in"), "أو" (O;
# "or"), "أي", "أم", "كي", "ال" are left out.
LETTER_NAMES = _words("""
بي سي دي جي اتش جاي جيه كيه كيو ار تي يو دبليو اكس واي زد ايه اف اس
""")

# members of a team, indefinite before the team's name in a sports report: "سائق رينو"
# (Renault's driver), "مهاجم برشلونة", "مدرب ليفربول"
TEAM_MEMBERS = _words("""
سائق سائقا سائقي لاعب لاعبا لاعبو لاعبي مدرب مدربا مهاجم مهاجما مدافع مدافعا حارس حارسا
قائد نجم نجما
""")

# a match word owned by the name before it: "حسم X مباراته", "X فوزه الثالث"
SIDE_NOUNS = _words("""
مباراته مباراتها فوزه فوزها خسارته خسارتها تعادله تعادلها مرماه مرماها شباكه شباكها
لقاءه لقاءها
""")
SPORTS_WORDS = _words("""
مباراه مباريات هدف اهداف هدفين الدوري بطوله منتخب فريق كره ملعب لاعب اللاعب المدرب الشوط
نقطه نقاط
""")

# The kind of event an article reports, from its headline and lead (keys as in the English
# pack): stems in the normalized spelling, found inside words ("بتفجير", "والانقلابيين").
EVENT_KINDS: dict[str, tuple[str, ...]] = {  # the more specific first: it wins a tie
    "referendum": ("استفتاء",),
    "coup": ("انقلاب",),
    "election": ("انتخاب", "اقتراع", "مرشح", "صناديق"),
    "disaster": ("زلزال", "هزه ارضيه", "فيضان", "اعصار", "عاصفه", "تسونامي", "بركان"),
    "crash": ("تحطم", "طائره", "رحله", "قطار", "تصادم", "اصطدام"),
    "protest": ("احتجاج", "متظاهر", "مظاهر", "تظاهر", "اعتصام", "اقتحم", "اقتحام"),
    "attack": ("تفجير", "انفجار", "مفخخ", "انتحاري", "هجوم", "اعتداء", "مسلح", "اطلاق نار",
               "رهائن", "ناسف", "دهس", "مجزره", "كمين", "غاره", "قصف"),
}
# Words of the lead that place the event relative to the publication day (weekdays come
# from the pack's weekday names).
DAY_WORDS: dict[str, int] = {"امس": -1, "البارحه": -1, "الليله الماضيه": -1, "اليوم": 0}
# Words that put a day's mention in its evening or night ("مساء الجمعة", "ليلة الجمعة",
# "ليل الجمعة", "مساء أمس", "الجمعة ليلاً"), in the normalized spelling, with and without
# the article ("الليلة الماضية").
NIGHT_WORDS = frozenset({"مساء", "مساءا", "ليل", "ليله", "ليلا", "الليل", "الليله"})
# Words that put a sentence about an earlier event beside the one reported (as in the
# English pack), in the normalized spelling; "time" words are those before a year or a
# month ("في 2015", "عام 2015", "منذ نوفمبر").
BACKGROUND_WORDS: dict[str, tuple[str, ...]] = {
    "earlier": ("العام الماضي", "الشهر الماضي", "السنه الماضيه", "العام السابق", "قبل عام",
                "قبل اشهر", "قبل سنوات"),
    "since": ("منذ",),
    "start": ("بدء", "بدايه", "اندلاع", "انطلاق"),
    "compare": ("الاعنف", "الاسوا", "الاكثر", "الاكبر", "الادمي", "اعنف", "اسوا", "اكثر",
                "اكبر", "ادمي", "الاول", "الاولي", "اول", "اولي"),
    "time": ("في", "منذ", "عام", "العام", "سنه", "خلال", "حتي", "مطلع", "اواخر", "منتصف",
             "اوائل", "قبل", "بعد"),
    # read by a story's tolls only (``stories.facts``), as in the English pack, in the
    # normalized spelling
    "before": ("في وقت سابق", "وقت سابق من اليوم", "خلال الاشهر الماضيه", "في الاشهر الاخيره",
               "خلال الاشهر الاخيره", "اخر اعتداء", "اخر هجوم", "هجوم سابق", "اعتداء سابق",
               "الفتره الاخيره", "الاونه الاخيره", "اسبوعين علي", "شهر علي", "شهرين علي",
               "اشهر علي", "قبل اسبوعين"),
    "past": ("الماضي", "الفائت", "المنصرم", "السابق"),  # after a month: "مارس الماضي"
    "and_or": ("و", "او"),  # between the words of one count: "قتيل أو جريح"
    "votes": ("صوت", "صوتا", "اصوات"),  # after a number: a count of votes is no toll
    "war": ("الحرب", "حرب", "النزاع", "الصراع", "الثوره", "الانتفاضه", "الازمه"),
    "war_links": ("في", "منذ", "خلال", "طيله", "طوال"),
    "began": ("بدء", "بدايه", "اندلاع", "انطلاق"),
    "projection": ("قد يرتفع", "قد ترتفع", "مرشح للارتفاع", "مرشحه للارتفاع", "قد يصل",
                   "قد تصل", "يتوقع ان", "من المتوقع", "يخشي", "مرجح", "قد يموت"),
    # a toll updated ("ارتفاع حصيلة الهجوم إلى 22 قتيلا", "حصيلة جديدة"): a report's
    # latest count, wherever it stands
    "rose": ("ارتفاع", "ارتفعت", "ارتفع", "يرتفع", "ترتفع", "حصيله جديده", "الحصيله الجديده"),
    # the people aboard a craft the sentence says vanished are its missing ("اختفاء طائرة
    # ... وعلى متنها 66 شخصا"): words of being aboard, words of vanishing
    "aboard": ("متن", "متنها", "متنه", "تقل", "يقل", "تحمل", "يحمل"),
    "vanished": ("اختفاء", "اختفت", "اختفي", "فقدان", "فقد الاتصال", "مفقوده", "مفقود"),
    "claim_said": ("قال", "قالت", "اعلن", "اعلنت", "بيان", "وكاله", "زعم", "زعمت", "ادعي",
                   "ادعت", "وفق", "بحسب"),
}
# The number that is the news (as in the English pack), in the normalized spelling.
KEY_FIGURE_WORDS: dict[str, tuple[str, ...]] = {
    "magnitude": ("بقوه", "قوته", "قوتها", "درجات", "درجه", "ريختر", "ريشتر", "زلزال",
                  "الزلزال", "هزه"),
    "score": ("فوز", "الفوز", "فاز", "تغلب", "هزم", "خسر", "تعادل", "بهدف", "بهدفين",
              "النهائي", "المباراه", "بنتيجه", "نتيجه"),
    "news": ("الاصوات", "من الاصوات", "سعر الفائده", "اسعار الفائده", "الفائده",
             "نقطه اساس", "برميل", "تعهدات", "تعهد", "سعر", "قيمه الجنيه", "خفض قيمه"),
    # a share of the ballots counted so far, and the turnout: not the result
    "progress": ("فرز", "احتساب", "نسبه المشاركه", "المشاركه", "نسبه التصويت",
                 "نسبه الاقبال"),
    # a share of the people a survey asked: what they think, not what happened
    "opinion": ("استطلاع", "الاستطلاع", "المستطلعين", "المستطلعه", "شملهم"),
    "news_after": ("صوت", "صوتا"),  # after the number only: "5,84 مليون صوت", not "صوت 23"
    "share": ("الاصوات", "من الاصوات", "اصوات الناخبين"),  # a percentage here: a vote share
}
# Counted nouns that name no group of their own (as in the English pack); ``subject_key``
# reads them as it reads a subject (folded, clitics and the tanween alif off).
GENERIC_SUBJECTS = frozenset("""شخص اشخاص آخرين آخرون آخر قتيل قتلى جريح جرحى مصاب مصابين
ضحية ضحايا بينهم جروح نسمة فرد أفراد حصيلة عدد""".split())
# Groups a count of people can be of (keys as in the English pack), stems in the
# normalized spelling without clitics.
SUBJECT_KINDS: dict[str, tuple[str, ...]] = {
    "police": ("شرطي", "شرطه", "ضابط", "ضباط", "حارس", "حراس", "امن"),
    "military": ("جندي", "جنود", "مجند", "عسكري"),
    "attackers": ("مسلح", "مهاجم", "انتحاري", "ارهابي", "متشدد", "انقلابي", "مشتبه",
                  "متمرد", "خاطف", "منفذ"),
    "civilians": ("مدني", "طفل", "اطفال", "نساء", "امراه", "سكان", "ركاب", "راكب", "مصلي",
                  "سائح", "طلاب"),
    "hostages": ("رهينه", "رهائن", "مخطوف", "مختطف"),
}

# Pronoun suffixes: "داخله" (inside it) is "داخل" + ه, not the town of Dakhla.
PRONOUN_SUFFIXES = ("هما", "هم", "هن", "ها", "كم", "نا", "ه")


# "العاصمة السورية": the capital named by a nisba adjective (definite, after العاصمة).
CAPITAL_PHRASE = re.compile(r"(?:[وفب]?ال|ل)عاصمة\s+(?P<adj>ال[\u0621-\u064a]+?(?:ية|ي))(?![\u0621-\u064a])")


# What a figure measures: stems that name the measure in a figure's context, so
# "more than 1,500 killed" meets "1,300 died" (same measure, different values). The pack's
# ``measures``: linking reads them for figures stored before figures carried a measure.
MEASURES: dict[str, tuple[str, ...]] = {
    "killed": ("قتل", "قتيل", "قتلى", "مقتل", "مصرع", "شهيد", "شهداء", "وفا", "ضحايا", "القتلى"),
    "wounded": ("جرح", "جريح", "اصاب", "أصاب", "اصيب", "أصيب", "مصاب"),
    "defected": ("انشق", "منشق", "منشقين", "فرار"),
    "arrested": ("اعتقل", "معتقل", "اعتقال", "احتجز", "اسير", "أسير", "سجين"),
    "displaced": ("لاجئ", "نازح", "نزوح", "فر"),
    "protesters": ("محتج", "متظاهر", "مظاهر", "احتجاج"),
    "money": ("دولار", "يورو", "جنيه", "دينار", "ريال", "درهم", "ليرة"),
    "percent": ("%", "٪", "بالمئة", "بالمائة", "في المئة", "في المائة"),
}

# ---- figures: what a number counts (read by ``figures`` only). Folded when loaded
# (``figures._folded``); entries are clitic-free.

# Counted nouns that name the measure themselves: "50 قتيلا", "300 جريح", "700 ألف نسمة".
MEASURE_NOUNS: dict[str, frozenset[str]] = {
    "killed": _words("""قتيل قتيلا قتلى قتلي شهيد شهيدا شهداء ضحية ضحايا ميت ميتا موتى
                        جثة جثث جثتان جثتين جثمان جثامين"""),
    "wounded": _words("جريح جريحا جرحى مصاب مصابا مصابين مصابون"),
    "arrested": _words("""معتقل معتقلا معتقلين معتقلون موقوف موقوفا موقوفين محتجز محتجزا
                          محتجزين سجين سجينا سجناء أسير أسيرا أسرى"""),
    "defected": _words("منشق منشقا منشقين منشقون"),
    "displaced": _words("""لاجئ لاجئا لاجئين لاجئون نازح نازحا نازحين نازحون مهجر مهجرا مهجرين
                           مشرد مشردا مشردين مشردون"""),
    "protesters": _words("متظاهر متظاهرا متظاهرين متظاهرون محتج محتجا محتجين محتجون"),
    "hostages": _words("رهينة رهائن مختطف مختطفا مختطفين مخطوف مخطوفا مخطوفين"),
    "missing": _words("مفقود مفقودا مفقودين مفقودون"),
    "inhabitants": _words("نسمة ساكن ساكنا"),
    "countries": _words("دولة دول دولا بلد بلدا بلدان"),
    "troops": _words("""جندي جنديا جنود عسكري عسكريا عسكريين ضابط ضابطا ضباط شرطي شرطيا
                        مقاتل مقاتلا مقاتلين عنصر عنصرا عناصر"""),
}

# Verbs and event nouns that set the measure of the number they govern: before it ("قتل 5
# أشخاص", "أسفر عن مقتل 300", "عدد سكانها 700 ألف") or after its noun ("20 شخصا قتلوا",
# "لقي 5 أشخاص حتفهم"). Matched without glued و/ف/ب/ل, the article, and the verb and
# pronoun endings (ت وا ن ها ه هم).
MEASURE_EVENTS: dict[str, frozenset[str]] = {
    "killed": _words("""قتل يقتل مقتل مصرع حتف حتفهم مصرعهم توفي وفاة مات موت لقي لقوا لقيا
                        استشهد استشهاد أعدم إعدام القتلى الضحايا"""),
    "wounded": _words("أصيب أصاب إصابة جرح يصاب إصابات الجرحى المصابين"),
    "arrested": _words("اعتقل اعتقال احتجز احتجاز أوقف توقيف القبض سجن المعتقلين"),
    "defected": _words("انشق انشقاق المنشقين"),
    "displaced": _words("""نزح نزوح هجر تهجير فر يفر فرار هرب لجأ شرد تشريد إجلاء أجلي
                           اللاجئين النازحين"""),
    "missing": _words("فقد فقدان اختفى اختفاء المفقودين"),
    "hostages": _words("اختطف اختطاف خطف الرهائن"),
    "rescued": _words("أنقذ حرر تحرير"),  # not إنقاذ: "فرق الإنقاذ" recover bodies
    "freed": _words("أفرج الإفراج إفراج سراح"),
    "protesters": _words("تظاهر تظاهرة مظاهرة احتجاج المتظاهرين المحتجين"),
    "inhabitants": _words("يسكن يقطن سكان تعداد"),
}

# Words that make a number a person's age when it counts years: "عمره 17 عاما", "يبلغ من
# العمر 30 عاما"; and the people whose age "في السابعة عشرة" tells ("طفل في السابعة عشرة").
AGE_WORDS = _words("""عمر عمره عمرها عمرهم العمر يبلغ تبلغ البالغ البالغة بعمر سن أعمار
                      أعمارهم أعمارهن أعمارها الأعمار""")
PERSON_NOUNS = _words("""
طفل طفلا طفلة صبي صبيا فتى فتاة شاب شابا شابة رجل رجلا امرأة سيدة فتاة ولد ولدا بنت
مراهق مراهقا مراهقة طالب طالبا طالبة شقيق شقيقة ابن ابنة نجل نجلة أخ أخت زوج زوجة والد
والدة
""")

# Change verbs: "ارتفع من 20 إلى 30" is a change, not the range "من 20 إلى 30".
CHANGE_WORDS = _words("""
ارتفع ارتفاع انخفض انخفاض تراجع زاد زيادة صعد هبط قفز نما نمو تضاعف ارتفعت انخفضت
تراجعت زادت صعدت هبطت قفزت
""")


# Places: type and part words before a name ("مدينة حماة", "جنوب لبنان", "ريف دمشق").
PLACE_WORDS = _words("""محافظة مدينة ولاية منطقة إقليم بلدة قرية مقاطعة العاصمة
شمال جنوب شرق غرب وسط شمالي جنوبي شرقي غربي ضواحي أطراف ريف""")

# Who claimed an attack (``responsibility``), in the normalized spelling: the nouns that
# head an armed group's name ("حركة الشباب", "جماعة بوكو حرام"; "الحكومة" is none, so in
# "اتهمت الحكومة حركة الشباب" the group is the second), the words that end a group's name
# in a sentence, and the words of a clause about earlier attacks ("سبق أن تبنى هجمات
# عدة": also an indefinite plural of attacks).
GROUP_HEADS = _words("""
حركه جماعه تنظيم جبهه كتائب فصيل فصائل ميليشيا ميليشيات مليشيا مليشيات فرع حزب لواء سرايا
ولايه مجموعه شبكه خليه
""")
NAME_BREAKS = _words("""
في من عن علي الي مع بعد خلال عبر امس اليوم الذي التي الذين ان انه انها قد بان ضد منذ حتي
عقب اثر لدي حيث بينما فيما كما ثم او
""")
PAST_CUES = _words("سبق سابقا مرارا عده عديده متكرره مماثله الماضي الماضيه اعتاد عاده كثيرا")
ATTACK_NOUNS = _words("""
هجوم هجومين هجمات تفجير تفجيرين تفجيرات انفجار انفجارين اعتداء اعتداءات عمليه عمليتين
عمليات كمين اغتيال خطف اختطاف غاره قصف مجزره استهداف
""")
