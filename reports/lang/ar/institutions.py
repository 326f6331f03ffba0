"""Arabic names of institutions read into English from their words.

An organization no name table knows is most often named by what it is: a head noun and
its modifiers ("وزارة الداخلية التونسية": ministry, interior, Tunisian). Arabic puts the
modifiers after the head, English before it, so the English name is the words' glosses
in reverse order ("Tunisian Interior Ministry", "Transitional Military Council"), a part
after the preposition لـ ("for") read the same way ("Syrian Observatory for Human
Rights"). A nisba adjective of a country ("المصري") becomes its English adjective
("Egyptian") through the country's translated name. A name with any word outside this
vocabulary is not translated at all (``translate`` gives None): half a translation
beside a transliteration reads worse than either.
"""

from __future__ import annotations

from collections.abc import Callable

from . import normalize

# The words institutions are named with, by their stem (no article): what they are (one
# must head the name, so a person's name or a phrase of other words is never read as
# one), and the words of their field, rank and standing, in English modifier forms (an
# "Election Commission"): the reversed order makes every gloss but the head a premodifier.
HEADS: dict[str, str] = {
    "وزاره": "Ministry", "مجلس": "Council", "لجنه": "Committee", "هيئه": "Authority",
    "جمعيه": "Association", "اتحاد": "Union", "منظمه": "Organization", "حركه": "Movement",
    "حزب": "Party", "جبهه": "Front", "جيش": "Army", "قوات": "Forces", "شرطه": "Police",
    "حرس": "Guard", "بنك": "Bank", "مصرف": "Bank", "محكمه": "Court", "نيابه": "Prosecution",
    "برلمان": "Parliament", "حكومه": "Government", "رئاسه": "Presidency", "مكتب": "Office",
    "اداره": "Administration", "مديريه": "Directorate", "وكاله": "Agency",
    "مرصد": "Observatory", "معهد": "Institute", "مركز": "Center", "جامعه": "University",
    "تجمع": "Association", "تحالف": "Alliance", "ائتلاف": "Coalition", "نقابه": "Union",
    "موسسه": "Foundation", "شركه": "Company", "صندوق": "Fund", "مفوضيه": "Commission",
    "سلطه": "Authority", "دائره": "Department", "قياده": "Command", "اركان": "Staff",
    "مجموعه": "Group", "كتله": "Bloc", "غرفه": "Chamber", "بورصه": "Exchange",
    "دفاع": "Defense",
}
MODIFIERS: dict[str, str] = {
    # fields
    "امن": "Security", "مخابرات": "Intelligence", "استخبارات": "Intelligence",
    "داخليه": "Interior", "خارجيه": "Foreign", "عدل": "Justice",
    "صحه": "Health", "ماليه": "Finance", "اقتصاد": "Economy", "تعليم": "Education",
    "اعلام": "Information", "نفط": "Oil", "طاقه": "Energy", "زراعه": "Agriculture",
    "تجاره": "Trade", "عمل": "Labor", "انتخابات": "Election", "انباء": "News",
    "اخبار": "News", "حقوق": "Rights", "انسان": "Human", "اطباء": "Doctors",
    "مهنيين": "Professionals", "محامين": "Lawyers", "صحفيين": "Journalists",
    "عمال": "Workers", "طلاب": "Students", "مصارف": "Banks", "بنوك": "Banks",
    "امم": "Nations", "دول": "States", "تعاون": "Cooperation", "طوارئ": "Emergency",
    "انقاذ": "Rescue", "اسعاف": "Ambulance", "اطفاء": "Fire", "هلال": "Crescent",
    "صليب": "Cross", "سياسه": "Policy", "نقد": "Monetary", "مرور": "Traffic",
    "سجون": "Prisons", "هجره": "Migration", "لاجئين": "Refugees", "سلام": "Peace",
    "نزاهه": "Integrity", "فساد": "Corruption", "ارهاب": "Terrorism",
    "نقل": "Transport", "طيران": "Aviation", "كهرباء": "Electricity", "مياه": "Water",
    "بيئه": "Environment", "ثقافه": "Culture", "سياحه": "Tourism", "اوقاف": "Endowments",
    "شؤون": "Affairs", "دوله": "State", "وزراء": "Ministers", "قضاء": "Judiciary",
    "محافظه": "Provincial",
    # modifiers
    "مركزي": "Central", "عسكري": "Military", "انتقالي": "Transitional",
    "دستوري": "Constitutional", "رئاسي": "Presidential", "مدني": "Civil",
    "وطني": "National", "قومي": "National", "اعلي": "Supreme", "عليا": "Supreme",
    "عام": "General", "عامه": "General", "شعبي": "Popular", "اسلامي": "Islamic",
    "عربي": "Arab", "دولي": "International", "عالمي": "World", "اتحادي": "Federal",
    "فيدرالي": "Federal", "ملكي": "Royal", "جمهوري": "Republican", "ثوري": "Revolutionary",
    "امني": "Security", "خاص": "Special", "خاصه": "Special", "مسلحه": "Armed",
    "جوي": "Air", "بحري": "Naval", "بري": "Ground", "اقليمي": "Regional",
    "مستقل": "Independent", "مستقله": "Independent", "ديمقراطي": "Democratic",
    "اشتراكي": "Socialist", "تنفيذي": "Executive", "تشريعي": "Legislative",
    "قضائي": "Judicial", "رسمي": "Official", "متحده": "United", "موحد": "Unified",
    "احمر": "Red", "نقدي": "Monetary", "انتخابي": "Electoral", "سيادي": "Sovereign",
    "اعلامي": "Media", "احتياطي": "Reserve",
    # faiths ("جماعة الإخوان المسلمين")
    "مسلم": "Muslim", "مسلمين": "Muslim", "مسيحي": "Christian",
}
# A head English names otherwise in a field: an electoral committee is a "Commission"
FIELD_HEADS: dict[tuple[str, str], str] = {("لجنه", "انتخابات"): "Commission",
                                           ("لجنه", "انتخابي"): "Commission"}
HEADS = {normalize.norm(w): gloss for w, gloss in HEADS.items()}  # as ``_stem`` spells them
MODIFIERS_NORM = {normalize.norm(w): gloss for w, gloss in MODIFIERS.items()}
WORDS = HEADS | MODIFIERS_NORM

# English adjectives of countries whose name does not take "-n" ("Tunisia" -> "Tunisian",
# "Kenya" -> "Kenyan", the rule for the rest)
ADJECTIVES: dict[str, str] = {
    "France": "French", "United Kingdom": "British", "Britain": "British",
    "Netherlands": "Dutch", "Switzerland": "Swiss", "Greece": "Greek", "Thailand": "Thai",
    "Philippines": "Filipino", "Spain": "Spanish", "Portugal": "Portuguese",
    "Denmark": "Danish", "Sweden": "Swedish", "Finland": "Finnish", "Poland": "Polish",
    "Ireland": "Irish", "Turkey": "Turkish", "Türkiye": "Turkish", "China": "Chinese",
    "Vietnam": "Vietnamese", "Lebanon": "Lebanese", "Sudan": "Sudanese",
    "South Sudan": "South Sudanese", "Japan": "Japanese", "Senegal": "Senegalese",
    "Nepal": "Nepalese", "Afghanistan": "Afghan", "Pakistan": "Pakistani", "Iran": "Iranian",
    "Iraq": "Iraqi", "Kuwait": "Kuwaiti", "Qatar": "Qatari", "Bahrain": "Bahraini",
    "Yemen": "Yemeni", "Oman": "Omani", "Israel": "Israeli", "Saudi Arabia": "Saudi",
    "United States": "American", "United Arab Emirates": "Emirati", "Jordan": "Jordanian",
    "Egypt": "Egyptian", "Morocco": "Moroccan", "Germany": "German", "Niger": "Nigerien",
    "Bangladesh": "Bangladeshi", "Somalia": "Somali", "Mali": "Malian", "Chad": "Chadian",
    "Palestine": "Palestinian", "Palestinian Territories": "Palestinian",
    "Belgium": "Belgian", "Mexico": "Mexican", "Peru": "Peruvian", "Ecuador": "Ecuadorian",
    "Norway": "Norwegian", "Canada": "Canadian", "Brazil": "Brazilian", "Italy": "Italian",
    "Hungary": "Hungarian", "Cyprus": "Cypriot", "Malta": "Maltese", "Djibouti": "Djiboutian",
    "Eritrea": "Eritrean", "Azerbaijan": "Azerbaijani",
    "Uzbekistan": "Uzbek", "Kazakhstan": "Kazakh", "Tajikistan": "Tajik",
}
ARTICLE = "ال"


def _stem(word: str) -> str:
    """A word's lookup form: normalized, no article (``normalize.no_article``)."""
    w = normalize.norm(word)
    return w[2:] if w.startswith(ARTICLE) and len(w) > 3 else w


def head(word: str) -> bool:
    """``word`` is a noun an institution's name is headed by ("وزارة", "المجلس")."""
    return _stem(word) in HEADS


def modifier(word: str) -> bool:
    """``word`` is an adjective of the glossary ("المركزية", "العليا"): part of a name."""
    stem = _stem(word)
    return stem in MODIFIERS_NORM or (stem.endswith("يه") and stem[:-1] in MODIFIERS_NORM)


def adjective(country: str) -> str | None:
    """The English adjective of a country's English name, or None when unsure."""
    if country in ADJECTIVES:
        return ADJECTIVES[country]
    if country.endswith("a") and " " not in country:
        return country + "n"
    return None


def _forms(word: str) -> tuple[str, ...]:
    """A word's lookup forms: its stem, and a feminine adjective's masculine
    ("الانتخابية" -> "انتخابي")."""
    stem = _stem(word)
    return (stem, stem[:-1]) if stem.endswith("يه") else (stem,)


def _gloss(word: str, country_of: Callable[[str], str | None],
           country: Callable[[str], str | None],
           place: Callable[[str], str | None]) -> str | None:
    for w in _forms(word):
        if w in WORDS:
            return WORDS[w]
    of = country_of(word)
    return adjective(of) if of else country(word) or place(word)


IN = "في"


def translate(name: str, country_of: Callable[[str], str | None],
              country: Callable[[str], str | None] = lambda w: None,
              place: Callable[[str], str | None] = lambda w: None) -> str | None:
    """``name`` (Arabic) as the English name of an institution, or None when a word of it
    is outside the vocabulary or it is not headed by what an institution is.
    ``country_of``: a nisba adjective's country, by its English name ("التونسية" ->
    "Tunisia"), or None; ``country``: the English name of a country named by a noun
    ("لبنان" -> "Lebanon": "جمعية مصارف لبنان" is the "Banks Association of Lebanon");
    ``place``: that of a city, which English puts before the head ("مجلس محافظة بغداد":
    "Baghdad Provincial Council")."""
    words = normalize.norm(name).split()
    if len(words) > 2 and IN in words[1:-1]:
        # "القوات المسلحة في النيجر": the body of a country ("Niger's Armed Forces"), or
        # of another body ("اللجنة الأمنية في مجلس محافظة بغداد")
        k = words.index(IN, 1)
        rest = " ".join(words[k + 1:])
        where = country(rest) if k == len(words) - 2 else \
            translate(rest, country_of, country, place)
        body = translate(" ".join(words[:k]), country_of, country, place) if where else None
        return f"{where}'s {body}" if body else None
    parts: list[list[str]] = [[]]
    for i, word in enumerate(words):
        if i and word.startswith("لل") and len(word) > 4:  # "for the ...": a part of its own
            parts.append([])
            word = ARTICLE + word[2:]
        elif i and word.startswith("ل") and word[1:] in WORDS:  # "for ..." ("لحقوق")
            parts.append([])
            word = word[1:]
        parts[-1].append(word)
    if not parts[0] or _stem(parts[0][0]) not in HEADS:
        return None
    out = []
    fields = {f for w in words for f in _forms(w)}
    for part in parts:
        glosses = [_gloss(w, country_of, country, place) for w in part]
        if not all(glosses):
            return None
        if any(k and _noun_place(w, country_of, country, place)
               and normalize.norm(part[k - 1]).startswith(ARTICLE) for k, w in enumerate(part)):
            return None  # a place is the genitive of an indefinite word only: "شرطة كابول",
            # not "الشرطة الفرنسية ليل" ("French police, Thursday night")
        if part is parts[0]:
            glosses[0] = next((g for (h, f), g in FIELD_HEADS.items()
                               if h == _stem(part[0]) and f in fields), glosses[0])
        # a country named by a noun is the genitive of the words before it, "of" it in
        # English ("مصرف سوريا المركزي": "Central Bank of Syria"); an adjective stays
        # before the head ("Syrian")
        of = next((k for k, w in enumerate(part) if k and _noun_place(w, country_of, country)),
                  None)
        words_of = glosses if of is None else glosses[:of] + glosses[of + 1:]
        phrase = " ".join(reversed(words_of))  # type: ignore[arg-type]
        out.append(phrase if of is None else f"{phrase} of {glosses[of]}")
    return " for ".join(out)


def _noun_place(word: str, country_of: Callable[[str], str | None],
                country: Callable[[str], str | None],
                place: Callable[[str], str | None] = lambda w: None) -> bool:
    """``word`` names a country (or, given ``place``, a city) as a noun ("لبنان"), not by
    its adjective ("اللبناني") nor as a word of the glossary."""
    return not any(w in WORDS for w in _forms(word)) and not country_of(word) \
        and bool(country(word) or place(word))
