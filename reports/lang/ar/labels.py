"""The digest's words in Arabic: labels, language and month names, counted nouns."""


from __future__ import annotations

LABELS = {'resp_claimed': 'تبنّاه',
 'resp_denied': 'نفت مسؤوليتها',
 'resp_blamed': 'المتهم',
 'resp_suspected': 'المشتبه به',
 'resp_none': 'المسؤولية: لم تتبنّه أي جهة',
 'resp_none_by': 'لم تتبنّه',
 'contents': 'المحتويات',
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
 'more_names': 'و{n} غيرهم',}


LANGUAGE_NAMES = {'en': 'الإنجليزية', 'ar': 'العربية', 'fr': 'الفرنسية', 'und': 'غير معروفة'}


MONTHS = ('يناير',
 'فبراير',
 'مارس',
 'أبريل',
 'مايو',
 'يونيو',
 'يوليو',
 'أغسطس',
 'سبتمبر',
 'أكتوبر',
 'نوفمبر',
 'ديسمبر')


WEEKDAYS = ('الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت', 'الأحد')


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



def count(n: int, noun: str) -> str:
    """The noun agrees with the number, by CLDR plural class (one, two, few: n % 100 in
    3-10, many: 11-99, other: 100, 101 ..., zero); "one" and "two" are said with the
    noun alone."""
    if noun not in NOUNS:
        return f"{n} {noun}"
    one, two, few, many, other, zero = NOUNS[noun]
    r = n % 100
    form = (zero if n == 0 else one if n == 1 else two if n == 2 else few if 3 <= r <= 10
            else many if 11 <= r <= 99 else other)
    return form.format(n=n)
