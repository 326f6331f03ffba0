"""The digest's words in Arabic: labels, language and month names, counted nouns.

Month and weekday names and the plural rule are CLDR's (Babel's copy, inside the package:
nothing is fetched); the words of the briefing are ours."""


from __future__ import annotations

import pycountry
from babel import Locale, localedata
from babel.dates import get_day_names, get_month_names

LABELS = {'resp_claimed': 'تبنّاه',
 'resp_denied': 'نفت مسؤوليتها',
 'resp_blamed': 'المتهم',
 'resp_suspected': 'المشتبه به',
 'resp_none': 'المسؤولية: لم تتبنّه أي جهة',
 'resp_none_by': 'لم تتبنّه',
 'contents': 'المحتويات',
 'daily_briefing': 'الموجز اليومي',
 'at_a_glance': 'في لمحة',
 'key_figures': 'أرقام رئيسية',
 'stories': 'الأخبار',
 'story': 'الخبر',
 'who': 'من',
 'people': 'الأشخاص',
 'organizations': 'الجهات',
 'where': 'أين',
 'claims': 'التصريحات',
 'figures': 'الأرقام',
 'summary': 'الملخص',
 'sources': 'المصادر',
 'source': 'المصدر',
 'articles': 'المقالات',
 'languages': 'اللغات',
 'language': 'اللغة',
 'index': 'الفهرس',
 'index_people': 'الأشخاص',
 'index_places': 'الأماكن',
 'map': 'خريطة',
 'map_of': 'خريطة الأماكن المذكورة: {places}',
 'map_credit': 'الحدود: Natural Earth',
 'wikidata': 'ويكي بيانات',
 'geonames': 'جيو نيمز',
 'identifiers': 'المعرّفات',
 'export_csv': 'CSV',
 'files_not_included': 'ملفات غير مدرجة',
 'files_not_included_intro': 'عُثر على هذه الملفات لكن تعذّرت قراءتها، فهي ليست جزءاً من '
                             'هذه النشرة.',
 'file': 'الملف',
 'reason': 'السبب',
 'seen': 'تاريخ الرصد',
 'quote': 'اقتباس',
 'reported': 'منقول',
 'value': 'الرقم',
 'what': 'ماذا',
 'qualifier': 'التقدير',
 'sentence': 'الجملة',
 'also': 'أيضاً',
 'mentions': 'مرات الذكر',
 'country': 'البلد',
 'page': 'ص',
 'generated': 'أُعدّت في',
 'period': 'الفترة',
 'query': 'موضوع البحث',
 'overview': 'ما تقوله المصادر',
 'no_articles': 'لا توجد مقالات في هذه الفترة.',
 'none_found': 'لا شيء',
 'digest': 'نشرة',
 'dossier': 'ملف',
 'chart_caption': 'أرقام هذا الخبر بمقياس واحد',
 'email_subject': '{title}، {date}: {count}',
 'email_footer': 'كل سطر يحيل إلى الجملة التي أُخذ منها. النسخة PDF تتضمن الفهرس الكامل.',
 'first_seen': 'أول رصد',
 'analyzed_in_part': 'حُلّل جزء منه فقط',
 'across_sources': 'بين المصادر',
 'across_intro': 'أخبار روتها أكثر من مقالة: ما تتفق عليه المصادر، وأين تورد أرقاماً أخرى.',
 'measure': 'المقياس',
 'reported_by': 'ورد في',
 'other_values': 'أرقام أخرى',
 'single_source': 'مصدر واحد',
 'change_new': 'جديد',
 'change_updated': 'محدَّث',
 'change_languages': 'لغة جديدة:',
 'comma': '، ',
 'list_sep': '؛ ',
 'change_claims': 'تصريحات جديدة من',
 'changes_since': 'مقارنة بموجز',
 'background': 'حدث آخر',
 'said': 'قال',
 'published': 'تاريخ النشر',
 'whos_who': 'دليل الأسماء',
 'index_organizations': 'الجهات',
 'sources_differ': 'المصادر تختلف',
 'according_to': 'بحسب',
 'who_said_what': 'من قال ماذا',
 'timeline': 'التسلسل الزمني',
 'timeline_caption': 'عدد المقالات في كل يوم',
 'what_said_when': 'ماذا قيل ومتى',
 'date': 'التاريخ',
 'in_story': 'في هذا الخبر',
 'story_sources': 'مصادر هذا الخبر',
 'figure_sources': 'المصادر',
 'page_of': ' من ',
 'covers_more': 'تغطي هذه النشرة الفترة منذ {start} بدلاً من {usual}: لم تصدر {n} نشرة سابقة',
 'late_articles': 'تضم {n} مقالة خُزّنت بعد صدور نشرة فترتها.',
 'run_failed': 'فشل',
 'run_interrupted': 'انقطاع',
 'run_overlapped': 'النشرة السابقة لم تكتمل بعد',
 'run_service_down': 'الخدمة متوقفة',
 'run_not_run': 'لم تُشغَّل في موعدها',
 'toll': 'الحصيلة',
 'said_most': 'أبرز ما قيل',
 'brief_note': 'تعرض هذه النشرة كل خبر باختصار؛ نسخة HTML من النشرة تضم النصوص الكاملة '
               'للمقالات وكل الأرقام والرسوم.',
 'brief_budget': 'الأخبار الـ{shown} الأكثر مصادر لها رقم صفحة وتُطبع أدناه؛ الأخبار الـ{rest} '
                 'الأخرى في نسخة HTML.',
 'brief_note_dossier': 'يعرض هذا الملف كل خبر باختصار؛ نسخة HTML من الملف تضم النصوص '
                       'الكاملة للمقالات وكل الأرقام والرسوم.',
 'more_names': 'و{n} غيرهم',}


LANGUAGE_NAMES = {'en': 'الإنجليزية', 'ar': 'العربية', 'fr': 'الفرنسية', 'und': 'غير معروفة'}


_AR = Locale("ar")


def _months(locale: str) -> tuple[str, ...]:
    names = get_month_names("wide", locale=locale)
    return tuple(names[m] for m in range(1, 13))


MONTHS = _months("ar")  # يناير ... ديسمبر, as the digest writes them


def _alef_forms(names: dict[str, int]) -> dict[str, int]:
    """Each name also as typed with a bare alef (أكتوبر and اكتوبر, آذار and اذار)."""
    bare = str.maketrans("أإآ", "ااا")
    return {**names, **{n.translate(bare): i for n, i in names.items()}}


# the month names sources write: each Arab region's in CLDR, the Egyptian and Gulf
# (يناير), the Levantine and Iraqi (كانون الثاني), the Algerian and Tunisian (جانفي), the
# Moroccan (يوليوز) and the Mauritanian (شتمبر); and spellings CLDR has not (Egyptian يونيه)
MONTH_WORDS: dict[str, int] = _alef_forms({
    **{m: i for code in localedata.locale_identifiers() if code.split("_")[0] == "ar"
       for i, m in enumerate(_months(code), start=1)},
    "يونيه": 6, "يوليه": 7, "جويلة": 7,
})

# Countries as Arabic news names them: CLDR's names (سوريا, روسيا, تركيا), where the ISO
# translations pycountry has are the official long forms (الجمهورية العربية السورية),
# untranslated (Türkiye) or wrong (Moldova as المالديف). Ours: the short forms of names
# CLDR qualifies for a menu ("الكونغو - كينشاسا", "ميانمار (بورما)") and Palestine, which
# CLDR calls الأراضي الفلسطينية.
# (The codes are ISO's: CLDR's also name regions, "ZZ" and the like.)
COUNTRY_NAMES: dict[str, str] = {
    **{c.alpha_2: _AR.territories[c.alpha_2] for c in pycountry.countries if c.alpha_2 in _AR.territories},
    "CD": "الكونغو الديمقراطية", "CG": "الكونغو", "HK": "هونغ كونغ", "MM": "ميانمار",
    "TL": "تيمور الشرقية", "CC": "جزر كوكوس", "PS": "فلسطين",
}

_DAYS = get_day_names("wide", locale="ar")
WEEKDAYS = tuple(_DAYS[d] for d in range(7))  # الاثنين ... الأحد (Babel's 0 is Monday)


NOUNS = {'story': ('خبر واحد', 'خبران', '{n} أخبار', '{n} خبراً', '{n} خبر', 'لا أخبار'),
 'source': ('مصدر واحد', 'مصدران', '{n} مصادر', '{n} مصدراً', '{n} مصدر', 'لا مصادر'),
 'article': ('مقالة واحدة', 'مقالتان', '{n} مقالات', '{n} مقالة', '{n} مقالة', 'لا مقالات')}


# What a figure counts (``Figure.measure``, the language-neutral keys of
# ``reports.analysis.figures.MEASURE_KEYS``) in Arabic, kept in LABELS as "measure_<key>".
MEASURE_LABELS = {'killed': 'قتلى',
 'wounded': 'جرحى',
 'casualties': 'ضحايا (قتلى وجرحى)',
 'arrested': 'معتقلون',
 'missing': 'مفقودون',
 'hostages': 'رهائن',
 'rescued': 'تم إنقاذهم',
 'freed': 'مفرج عنهم',
 'defected': 'منشقون',
 'displaced': 'نازحون ولاجئون',
 'protesters': 'متظاهرون',
 'troops': 'جنود وقوات',
 'inhabitants': 'السكان',
 'people': 'أشخاص',
 'countries': 'دول',
 'attacks': 'هجمات',
 'votes': 'أصوات ومقاعد',
 'money': 'مبلغ مالي',
 'percent': 'نسبة مئوية',
 'age': 'العمر',
 'duration': 'المدة',
 'distance': 'المسافة',
 'area': 'المساحة',
 'weight': 'الوزن',
 'count': 'عدد'}
LABELS.update({f"measure_{key}": label for key, label in MEASURE_LABELS.items()})

# the web app's pages (reports.web)
LABELS.update({
    'web_digests': 'النشرات',
    'web_stories': 'الأخبار',
    'web_entities': 'أشخاص وأماكن',
    'web_dossier': 'ملف',
    'web_operator': 'التشغيل',
    'web_search': 'بحث',
    'web_search_hint': 'اسم بأي من الخطين: أحمد خلف أو Ahmed Khalef',
    'web_no_results': 'لم يُعثر على شيء.',
    'web_day': 'اليوم',
    'web_place': 'المكان',
    'web_language': 'اللغة',
    'web_entity_kind': 'النوع',
    'web_kind': 'نوع الحدث',
    'web_any': 'الكل',
    'web_show': 'عرض',
    'web_no_stories': 'لا أخبار في هذا اليوم بهذه الشروط.',
    'web_no_digests': 'لا نشرة بعد: تُعَدّ الأولى في موعدها أو بالأمر reports digest.',
    'web_what_changed': 'ما الذي تغيّر',
    'web_nothing_changed': 'لم يتغير شيء منذ النشرة السابقة.',
    'web_changes_unreadable': 'ما تغيّر غير معروف: ملف JSON الخاص بالنشرة مفقود أو تتعذّر قراءته.',
    'web_no_changes': 'لا تغييرات معلَّمة: لم تسبقها نشرة للمقارنة.',
    'web_change_new': 'جديد',
    'web_change_updated': 'محدَّث',
    'web_mentions_over_time': 'المقالات عبر الزمن',
    'web_what_they_said': 'ما قيل',
    'web_mentioned_in': 'ورد في',
    'web_make_dossier': 'إعداد ملف',
    'web_add_alert': 'إضافة التنبيه',
    'web_alert_country': 'البلد',
    'web_alert_entity': 'شخص أو منظمة أو مكان',
    'web_alert_kind': 'نوع الحدث',
    'web_alert_matches': 'المطابقات',
    'web_alert_name': 'الاسم',
    'web_alert_recipients': 'يُرسل إلى',
    'web_alert_threshold': 'الحصيلة، مثلا killed >= 10',
    'web_alert_update': 'تحديث',
    'web_alert_words': 'كلمات',
    'web_alerts': 'التنبيهات',
    'web_feed': 'موجز Atom',
    'web_new_alert': 'تنبيه جديد',
    'web_no_alert': 'لا تنبيه بعد.',
    'web_no_match': 'لا مطابقة بعد: يفحص التنبيه ما يضيفه كل استيعاب.',
    'web_remove_alert': 'حذف التنبيه',
    'web_dossier_intro': ('يجمع الملف كل المقالات المخزنة عن شخص أو مكان أو منظمة أو كلمة، '
                          'باللغتين: ملف PDF للقراءة والإرسال، وملف HTML بنصوص المقالات كاملة.'),
    'web_labels_in': 'لغة الملف',
    'web_make': 'أعدّ الملف',
    'web_status_queued': 'في الانتظار',
    'web_status_running': 'قيد الإعداد',
    'web_status_done': 'جاهز',
    'web_status_failed': 'تعذّر إعداده',
    'web_refreshes': 'تتحدث هذه الصفحة تلقائيا حتى يجهز الملف.',
    'web_sign_in': 'تسجيل الدخول',
    'web_password': 'كلمة المرور',
    'web_wrong_password': 'كلمة المرور غير صحيحة.',
    'web_sign_out': 'تسجيل الخروج',
    'web_error': 'حدث خطأ',
    'web_service': 'الخدمة',
    'web_running': 'تشغّل الجداول',
    'web_not_running': 'متوقفة',
    'web_last_scan': 'آخر فحص',
    'web_never': 'لم يحدث',
    'web_settling': 'في انتظار الاستقرار',
    'web_quarantined': 'ملفات معزولة',
    'web_being_read': 'قيد القراءة',
    'web_schedules': 'الجداول',
    'web_next_run': 'التالي',
    'web_last_run': 'الأخير',
    'web_to': 'إلى',
    'web_deliveries': 'رسائل تحتاج إلى متابعة',
    'web_none': 'لا شيء.',
    'web_articles_stored': 'المقالات المخزنة',
    'web_api': 'واجهة JSON',
    'web_open': 'فتح',
    'web_story_of': 'خبر',
    'web_all_stories': 'كل أخبار اليوم',
    'web_dossier_on': 'ملف عن',
    'web_more_not_shown': '{n} أخرى لا تظهر هنا (واجهة JSON تقبل ?limit=).',
    'web_said_from': 'بحثًا في أحدث {articles}.',
    'web_also': 'ويُعرف أيضا',
    'kind_person': 'شخص',
    'kind_organization': 'منظمة',
    'kind_place': 'مكان',
    'event_referendum': 'استفتاء',
    'event_coup': 'انقلاب',
    'event_election': 'انتخابات',
    'event_disaster': 'كارثة',
    'event_crash': 'حادث',
    'event_protest': 'احتجاج',
    'event_attack': 'هجوم',
    'web_stage_finding': 'البحث عن المقالات',
    'web_stage_writing': 'كتابة الملف',
    'web_failed_none': 'لا يذكر أي مقال محفوظ «{query}».',
    'web_failed_too_many': '«{query}» مذكور في {articles}، أكثر مما يتسع له الملف ({limit}): حدّد الاسم أكثر.',
    'web_failed_error': 'تعذّر إعداد الملف؛ سجل الخدمة يذكر السبب.',
    'web_failed_expired': 'انتهت صلاحية هذا الملف وحُذفت ملفاته. اطلبه مرة أخرى.',
})


UNITS = {'people': 'أشخاص',
 'percent': 'نسبة مئوية',
 'years': 'سنوات',
 'months': 'أشهر',
 'weeks': 'أسابيع',
 'days': 'أيام',
 'hours': 'ساعات',
 'count': 'عدد',
 'km': 'كلم',
 'minutes': 'دقائق',
 'm': 'م',
 'cm': 'سم',
 'mm': 'ملم',
 'kg': 'كلغ',
 'litres': 'لترات',
 'miles': 'أميال',
 'tonnes': 'أطنان',
 'hectares': 'هكتارات',
 'barrels': 'براميل',
 'barrels per day': 'براميل يومياً',
 'cents': 'سنتات',
 'USD': 'دولار',
 'EUR': 'يورو',
 'GBP': 'جنيه إسترليني',
 'SAR': 'ريال سعودي',
 'AED': 'درهم إماراتي',
 'dinars': 'دنانير',
 'lira': 'ليرات',
 'JPY': 'ين',
 'CHF': 'فرنك سويسري',
 'RUB': 'روبل'}



_PLURAL = _AR.plural_form  # CLDR: zero, one, two, few (n % 100 in 3-10), many (11-99), other
_CLASSES = ("one", "two", "few", "many", "other", "zero")  # the order of NOUNS' forms


def count(n: int, noun: str) -> str:
    """The noun agrees with the number, by its CLDR plural class; "one" and "two" are
    said with the noun alone."""
    if noun not in NOUNS:
        return f"{n} {noun}"
    return NOUNS[noun][_CLASSES.index(_PLURAL(n))].format(n=n)


# What figures count, by concept (the keys of every pack's GLOSSES, see the English
# pack): the first form is how an Arabic digest says it, the others the forms a source
# writes (singular, plural, the accusative -an and the dual; clitics are stripped when
# looked up).
GLOSSES: dict[str, tuple[str, ...]] = {
    "years": ("سنوات", "سنة", "سنين", "عام", "عاما", "أعوام", "عامين"),
    "months": ("أشهر", "شهر", "شهرا", "شهور", "شهرين"),
    "weeks": ("أسابيع", "أسبوع", "أسبوعا", "أسبوعين"),
    "days": ("أيام", "يوم", "يوما", "يومين"), "hours": ("ساعات", "ساعة", "ساعتين"),
    "minutes": ("دقائق", "دقيقة", "دقيقتين"), "seconds": ("ثوان", "ثانية"),
    "decades": ("عقود", "عقد", "عقدين"),
    "km": ("كيلومترات", "كيلومتر", "كيلومترا", "كلم", "كم"),
    "m": ("أمتار", "متر", "مترا"), "cm": ("سنتيمترات", "سنتيمتر", "سنتيمترا", "سم"),
    "mm": ("مليمترات", "مليمتر", "مليمترا", "ملم", "ملليمتر", "ملليمترا"),
    "miles": ("أميال", "ميل", "ميلا"),
    "kg": ("كيلوغرامات", "كيلوغرام", "كيلوغراما", "كيلوجرام", "كلغ"),
    "tonnes": ("أطنان", "طن", "طنا"), "litres": ("لترات", "لتر", "لترا"),
    "barrels": ("براميل", "برميل", "برميلا"), "hectares": ("هكتارات", "هكتار", "هكتارا"),
    "degrees": ("درجات", "درجة"),
    "people": ("أشخاص", "شخص", "شخصا", "شخصين", "نسمة"),
    "civilians": ("مدنيين", "مدني", "مدنيا", "مدنيون"),
    "soldiers": ("جنود", "جندي", "جنديا", "جنديين", "عسكريين", "عسكري", "عسكريا", "عسكريون"),
    "police": ("شرطيين", "شرطي", "شرطيا", "شرطة", "شرطيون"),
    "officers": ("ضباط", "ضابط", "ضابطا", "ضابطين"),
    "children": ("أطفال", "طفل", "طفلا", "طفلين", "طفلة"),
    "women": ("نساء", "امرأة", "سيدة", "سيدات"), "men": ("رجال", "رجل", "رجلا", "رجلين"),
    "worshippers": ("مصلين", "مصل", "مصليا", "مصلون"),
    "protesters": ("محتجين", "محتج", "محتجا", "محتجون", "متظاهرين", "متظاهر", "متظاهرا",
                   "متظاهرون"),
    "activists": ("ناشطين", "ناشط", "ناشطا", "ناشطون"),
    "detainees": ("معتقلين", "معتقل", "معتقلا", "معتقلون", "محتجزين", "محتجز", "محتجزا"),
    "prisoners": ("سجناء", "سجين", "سجينا", "أسرى", "أسير", "أسيرا"),
    "hostages": ("رهائن", "رهينة"), "refugees": ("لاجئين", "لاجئ", "لاجئا", "لاجئون"),
    "migrants": ("مهاجرين", "مهاجر", "مهاجرا", "مهاجرون"),
    "residents": ("سكان", "ساكن", "أهالي"), "citizens": ("مواطنين", "مواطن", "مواطنا", "مواطنون"),
    "gunmen": ("مسلحين", "مسلح", "مسلحا", "مسلحون"),
    "bombers": ("انتحاريين", "انتحاري", "انتحاريا", "انتحاريون", "انتحاريان"),
    "fighters": ("مقاتلين", "مقاتل", "مقاتلا", "مقاتلون"),
    "militants": ("متشددين", "متشدد", "متشددا", "متشددون"),
    "attackers": ("مهاجمين", "مهاجم", "مهاجما", "مهاجمون"),
    "workers": ("عمال", "عامل", "عاملا", "عاملين"),
    "employees": ("موظفين", "موظف", "موظفا", "موظفون"),
    "engineers": ("مهندسين", "مهندس", "مهندسا", "مهندسون"),
    "students": ("طلاب", "طالبا", "طلبة"),
    "teachers": ("معلمين", "معلم", "معلما", "مدرسين", "مدرس"),
    "doctors": ("أطباء", "طبيب", "طبيبا"),
    "journalists": ("صحفيين", "صحفي", "صحفيا", "صحافيين", "صحافي", "صحافيا"),
    "passengers": ("ركاب", "راكب", "راكبا"), "pilgrims": ("حجاج", "حاج"),
    "tourists": ("سياح", "سائح", "سائحا"), "victims": ("ضحايا", "ضحية"),
    "bodies": ("جثث", "جثة"), "members": ("أعضاء", "عضو", "عضوا"),
    "lawmakers": ("نواب", "نائب", "نائبا"), "voters": ("ناخبين", "ناخب", "ناخبا"),
    "candidates": ("مرشحين", "مرشح", "مرشحا"), "colleagues": ("زملاء", "زميل", "زميلا"),
    "families": ("عائلات", "عائلة", "أسر", "أسرة"), "foreigners": ("أجانب", "أجنبي", "أجنبيا"),
    "guards": ("حراس", "حارس", "حارسا"), "paramedics": ("مسعفين", "مسعف", "مسعفا", "مسعفون"),
    "personnel": ("عناصر", "عنصر", "عنصرا"), "farmers": ("مزارعين", "مزارع", "مزارعا"),
    "fishermen": ("صيادين", "صياد", "صيادا"), "suspects": ("مشتبهين", "مشتبه"),
    "source": ("مصدر",), "sources": ("مصادر",), "official": ("مسؤول", "مسؤولا"),
    "officials": ("مسؤولين", "مسؤولون"), "witness": ("شاهد", "شاهدة"), "witnesses": ("شهود",),
    "spokesman": ("متحدث", "متحدثة", "ناطق", "ناطقة"), "governor": ("محافظ",),
    "deputy": ("وكيل",), "authority": ("هيئة", "سلطة", "مفوضية"), "authorities": ("سلطات",),
    "ministry": ("وزارة",), "government": ("حكومة",), "army": ("جيش",), "forces": ("قوات",),
    "seats": ("مقاعد", "مقعد", "مقعدا"), "municipalities": ("بلديات", "بلدية"),
    "cars": ("سيارات", "سيارة", "سيارتين"), "vehicles": ("مركبات", "مركبة"),
    "trucks": ("شاحنات", "شاحنة"), "buses": ("حافلات", "حافلة"),
    "trains": ("قطارات", "قطار", "قطارين"), "aircraft": ("طائرات", "طائرة"),
    "tanks": ("دبابات", "دبابة"), "boats": ("قوارب", "قارب"), "ships": ("سفن", "سفينة"),
    "houses": ("منازل", "منزل", "منزلا", "بيوت", "بيت", "بيتا"),
    "buildings": ("مبان", "مبنى", "مباني"), "villages": ("قرى", "قرية"),
    "cities": ("مدن", "مدينة", "بلدات", "بلدة"), "schools": ("مدارس", "مدرسة"),
    "hospitals": ("مستشفيات", "مستشفى"), "mosques": ("مساجد", "مسجد", "مسجدا"),
    "churches": ("كنائس", "كنيسة"), "centres": ("مراكز", "مركز", "مركزا"),
    "stations": ("محطات", "محطة"), "checkpoints": ("حواجز", "حاجز", "نقاط تفتيش"),
    "attacks": ("هجمات", "هجوم", "هجوما"), "explosions": ("انفجارات", "انفجار", "تفجيرات"),
    "rockets": ("صواريخ", "صاروخ", "صاروخا"), "missiles": ("صواريخ", "صاروخ"),
    "shells": ("قذائف", "قذيفة"), "countries": ("دول", "دولة", "بلدان", "بلد"),
    "provinces": ("محافظات", "محافظة", "ولايات", "ولاية"), "districts": ("أحياء", "حي"),
    "companies": ("شركات", "شركة"), "parties": ("أحزاب", "حزب"),
    "votes": ("أصوات", "صوت"), "cases": ("حالات", "حالة"),
}

# Institutions known by name, by concept (see the English pack's INSTITUTIONS).
INSTITUTIONS: dict[str, tuple[str, ...]] = {
    "un": ("الأمم المتحدة",), "unicef": ("اليونيسف", "يونيسف"),
    "who": ("منظمة الصحة العالمية",),
    "unhcr": ("مفوضية الأمم المتحدة لشؤون اللاجئين", "مفوضية اللاجئين"),
    "wfp": ("برنامج الأغذية العالمي",), "security_council": ("مجلس الأمن", "مجلس الأمن الدولي"),
    "red_cross": ("الصليب الأحمر", "اللجنة الدولية للصليب الأحمر"),
    "red_crescent": ("الهلال الأحمر",), "msf": ("أطباء بلا حدود",),
    "amnesty": ("منظمة العفو الدولية", "العفو الدولية"), "hrw": ("هيومن رايتس ووتش",),
    "eu": ("الاتحاد الأوروبي",), "arab_league": ("جامعة الدول العربية", "الجامعة العربية"),
    "nato": ("حلف شمال الأطلسي", "الناتو"), "african_union": ("الاتحاد الأفريقي", "الاتحاد الإفريقي"),
    "islamic_state": ("تنظيم الدولة الإسلامية", "الدولة الإسلامية", "داعش"),
    "al_qaeda": ("تنظيم القاعدة", "القاعدة"), "taliban": ("طالبان", "حركة طالبان"),
    "al_shabab": ("حركة الشباب",), "boko_haram": ("بوكو حرام", "جماعة بوكو حرام"),
    "hezbollah": ("حزب الله",), "hamas": ("حماس", "حركة حماس"),
    "houthis": ("الحوثيين", "الحوثيون", "جماعة الحوثي", "أنصار الله"),
    "interior_ministry": ("وزارة الداخلية",), "foreign_ministry": ("وزارة الخارجية",),
    "defence_ministry": ("وزارة الدفاع",), "health_ministry": ("وزارة الصحة",),
    "parliament": ("البرلمان", "مجلس النواب"),
    "reuters": ("رويترز", "وكالة رويترز"),
    "afp": ("فرانس برس", "أ ف ب", "وكالة فرانس برس", "وكالة الصحافة الفرنسية"),
    "ap": ("أسوشيتد برس", "أ ب", "وكالة أسوشيتد برس", "أسوشيتيد برس"), "dpa": ("د ب أ",),
    "world_bank": ("البنك الدولي",),
    "fed": ("الاحتياطي الفيدرالي", "مجلس الاحتياطي الفيدرالي", "الاحتياطي الاتحادي",
            "مجلس الاحتياطي الاتحادي", "البنك المركزي الأمريكي", "البنك المركزي الأميركي"),
    "ecb": ("البنك المركزي الأوروبي",), "boe": ("بنك إنجلترا", "بنك انجلترا"),
    "usgs": ("هيئة المسح الجيولوجي الأمريكية", "هيئة المسح الجيولوجي الأميركية",
             "المعهد الأمريكي للمسح الجيولوجي", "المعهد الأميركي للمسح الجيولوجي"),
    "iaea": ("الوكالة الدولية للطاقة الذرية",),
    "fifa": ("الفيفا", "فيفا", "الاتحاد الدولي لكرة القدم"),
    "icc": ("المحكمة الجنائية الدولية",),
    "gcc": ("مجلس التعاون الخليجي", "مجلس التعاون لدول الخليج العربية"),
    "unesco": ("اليونسكو", "يونسكو"), "wto": ("منظمة التجارة العالمية",),
    "g20": ("مجموعة العشرين",), "g7": ("مجموعة السبع",),
}

# The story's lead line (``stories.facts.lead``): what happened, where, its toll or
# figure, who claimed it, made of these words and the facts' names and numbers.
LABELS.update({
    "lead_what_where": "{what} في {where}",
    "lead_sep": ". ",
    "kind_attack": "هجوم",
    "kind_coup": "محاولة انقلاب",
    "kind_election": "انتخابات",
    "kind_referendum": "استفتاء",
    "kind_disaster": "كارثة",
    "kind_crash": "حادث تحطم",
    "kind_protest": "احتجاجات",
})

# The groups a toll counts, by kind (``subject_kinds``), where no report names them in
# the reader's words.
LABELS.update({
    "subject_police": "عناصر الشرطة",
    "subject_military": "الجنود",
    "subject_attackers": "المهاجمين",
    "subject_civilians": "المدنيين",
    "subject_hostages": "الرهائن",
})
LABELS["measure_magnitude"] = "قوة"  # an earthquake's (``stories.facts.magnitudes``)
LABELS["measure_score"] = "النتيجة"  # a match's (``stories.facts.scores``)
