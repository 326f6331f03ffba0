"""Per-language word lists for page debris (galleries, captions, related links, boilerplate).

``reports.sources`` removes whole lines whose *shape* is debris; these lists only supply the
words that fill those shapes. The cleaner runs before language detection, so it uses the
union of all languages (a page often mixes an English template with Arabic text).
Everything is lower-case; matching is case-insensitive.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class DebrisWords:
    """The words one language contributes to the debris shapes."""

    nav: frozenset[str]  # a line made only of these (and filler) is navigation ("next")
    filler: frozenset[str]  # small words allowed in a navigation line ("back to top")
    of: frozenset[str]  # the word in a gallery counter: "5 of 5", "٣ من ٥"
    credit: frozenset[str]  # "<caption> Credit: AFP": any short tail after the colon is a credit
    weak_credit: frozenset[str]  # "Source: Reuters": a credit only when the tail is an agency
    related: tuple[str, ...]  # prefixes of related-link lines: "Read more:", "اقرأ أيضا"
    boilerplate: tuple[str, ...]  # prefixes of short page-furniture lines ("Advertisement")
    rights: tuple[str, ...] = ()  # a short line ending with one of these is a notice
    captions: tuple[str, ...] = ()  # prefixes that make a line of any length a caption


EN = DebrisWords(
    nav=frozenset({
        "next", "previous", "prev", "back", "close", "share", "tweet", "print", "email",
        "e-mail", "advertisement", "advert", "ad", "more", "gallery", "slideshow", "photos",
        "photo", "images", "image", "play", "pause", "enlarge", "zoom", "comments", "comment",
        "top", "home", "menu", "skip", "video", "videos", "listen", "embed", "save", "like",
        "follow", "subscribe", "login", "register", "search", "facebook", "twitter", "whatsapp",
        "linkedin", "reddit", "pinterest", "telegram", "copy", "link", "expand", "collapse",
        "view", "slide", "page", "toggle", "hide", "show", "caption", "click", "tap", "watch",
        "full", "screen", "fullscreen", "replay", "mute", "unmute", "open", "window", "story",
    }),
    filler=frozenset({"of", "to", "the", "and", "on", "all", "in", "this", "/"}),
    of=frozenset({"of", "/"}),
    credit=frozenset({
        "credit", "credits", "photo credit", "photo", "photograph", "photographer", "picture",
        "pic", "image", "image credit", "courtesy", "copyright", "image copyright", "caption",
        "photos", "pictures", "graphic", "illustration", "video",
    }),
    weak_credit=frozenset({"source", "sources", "via"}),
    related=("read more", "related", "see also", "more on this", "more:", "also read",
             "recommended", "you may also like", "most read", "most popular", "watch:",
             "listen:", "click here", "related topics", "related stories", "related articles",
             "related links", "related coverage", "related news", "top stories",
             "more from", "more stories", "latest news", "trending"),
    boilerplate=("advertisement", "sponsored", "share this", "share on", "follow us",
                 "sign up", "subscribe", "subscribe to", "all rights reserved", "copyright",
                 "©", "image copyright", "image caption", "media caption",
                 "media playback is unsupported", "please enable javascript", "skip to",
                 "back to top", "getty images", "reporting by", "editing by", "writing by",
                 "additional reporting by", "these are external links",
                 "the bbc is not responsible", "story continues below",
                 "article continues below", "continue reading", "scroll to continue"),
    rights=("all rights reserved",),
    captions=("image caption", "media caption", "image copyright", "photo caption",
              "caption:", "pictured:", "above:", "top:"),
)

AR = DebrisWords(
    nav=frozenset({
        "التالي", "السابق", "التالية", "السابقة", "المزيد", "شارك", "مشاركة", "طباعة",
        "إغلاق", "اغلاق", "تكبير", "صور", "الصور", "صورة", "فيديو", "إعلان", "اعلان", "الرئيسية",
        "تعليقات", "التعليقات", "أرسل", "ارسل", "لصديق", "حفظ", "نسخ", "الرابط",
        "عودة", "رجوع", "للأعلى", "للاعلى", "تابعونا", "تويتر", "فيسبوك", "حجم", "الخط",
        "تصغير", "واتساب", "اطبع", "شاهد",
    }),
    filler=frozenset({"من", "إلى", "الى", "على", "/"}),
    of=frozenset({"من"}),
    credit=frozenset({"تصوير", "الصورة", "صورة", "مصدر الصورة", "حقوق الصورة", "عدسة",
                      "الصور", "حقوق النشر"}),
    weak_credit=frozenset({"المصدر", "مصدر", "عن", "نقلا عن"}),
    related=("اقرأ أيضا", "اقرأ أيضاً", "اقرأ ايضا", "اقرا ايضا", "اقرأ المزيد", "مواضيع ذات صلة",
             "أخبار ذات صلة", "اخبار ذات صلة", "ذات صلة", "شاهد أيضا", "شاهد ايضا",
             "الأكثر قراءة", "الاكثر قراءة", "اضغط هنا", "انقر هنا",
             "مواد ذات صلة"),
    boilerplate=("إعلان", "اعلان", "جميع الحقوق محفوظة", "كل الحقوق محفوظة", "حقوق النشر",
                 "تابعونا على", "شارك هذا", "شارك على", "اشترك", "©"),
    rights=("جميع الحقوق محفوظة", "كل الحقوق محفوظة"),
    captions=("تعليق الصورة", "شرح الصورة", "حقوق الصورة", "مصدر الصورة"),
)

FR = DebrisWords(
    nav=frozenset({"suivant", "suivante", "précédent", "précédente", "fermer", "partager",
                   "imprimer", "publicité", "plus", "voir", "diaporama"}),
    filler=frozenset({"sur", "de", "le", "la", "les", "tout", "tous"}),
    of=frozenset({"sur", "de"}),
    credit=frozenset({"crédit", "crédits", "photo", "crédit photo", "légende", "image"}),
    weak_credit=frozenset({"source"}),
    related=("lire aussi", "à lire aussi", "voir aussi", "sur le même sujet", "lire la suite"),
    boilerplate=("publicité", "tous droits réservés", "partager sur", "suivez-nous",
                 "abonnez-vous", "©"),
    rights=("tous droits réservés",),
    captions=("légende:", "légende :"),
)

DE = DebrisWords(
    nav=frozenset({"weiter", "zurück", "vorherige", "nächste", "schließen", "teilen",
                   "drucken", "anzeige", "mehr"}),
    filler=frozenset({"von", "zu", "alle"}),
    of=frozenset({"von"}),
    credit=frozenset({"foto", "bild", "bildquelle", "fotos"}),
    weak_credit=frozenset({"quelle"}),
    related=("lesen sie auch", "mehr zum thema", "auch interessant"),
    boilerplate=("anzeige", "alle rechte vorbehalten", "©"),
    rights=("alle rechte vorbehalten",),
)

ES = DebrisWords(
    nav=frozenset({"siguiente", "anterior", "cerrar", "compartir", "imprimir", "publicidad",
                   "más"}),
    filler=frozenset({"de", "ver", "todo", "todos"}),
    of=frozenset({"de"}),
    credit=frozenset({"foto", "fotografía", "imagen", "crédito"}),
    weak_credit=frozenset({"fuente"}),
    related=("lea también", "lee también", "te puede interesar", "noticias relacionadas"),
    boilerplate=("publicidad", "todos los derechos reservados", "©"),
    rights=("todos los derechos reservados",),
)

LANGUAGES: dict[str, DebrisWords] = {"en": EN, "ar": AR, "fr": FR, "de": DE, "es": ES}

# News agencies and picture desks: a line that is only one of these is a credit, and a
# "Source: <agency>" tail is a credit even though "source" is a common word.
AGENCIES: frozenset[str] = frozenset({
    "afp", "reuters", "ap", "associated press", "getty", "getty images", "epa", "efe", "dpa",
    "ansa", "xinhua", "tass", "ria novosti", "anadolu", "anadolu agency", "sana", "wam",
    "kuna", "mena", "qna", "spa", "petra", "bbc", "cnn", "al jazeera", "aljazeera",
    "shutterstock", "alamy", "pa", "pa media", "upi", "ani", "pti", "ap photo", "afp photo",
    "reuters photo", "afp/getty images", "ap/getty images",
    "أ ف ب", "أ.ف.ب", "ا ف ب", "فرانس برس", "وكالة فرانس برس", "رويترز", "وكالة رويترز",
    "أ ب", "ا ب", "أسوشيتد برس", "اسوشيتد برس", "د ب أ", "سانا", "وام", "كونا", "واس",
    "الأناضول", "الاناضول", "بترا", "قنا", "شينخوا", "الجزيرة", "أرشيفية", "ارشيفية",
    "إنترنت", "انترنت", "أرشيف", "ارشيف",
})


def union(extra: Iterable[DebrisWords] = ()) -> DebrisWords:
    """All languages' words in one ``DebrisWords`` (the cleaner runs before detection),
    with ``extra`` (the language packs' own lists)."""
    langs = list(dict.fromkeys([*LANGUAGES.values(), *extra]))
    return DebrisWords(
        nav=frozenset().union(*(w.nav for w in langs)),
        filler=frozenset().union(*(w.filler for w in langs)),
        of=frozenset().union(*(w.of for w in langs)),
        credit=frozenset().union(*(w.credit for w in langs)),
        weak_credit=frozenset().union(*(w.weak_credit for w in langs)),
        related=tuple(dict.fromkeys(p for w in langs for p in w.related)),
        boilerplate=tuple(dict.fromkeys(p for w in langs for p in w.boilerplate)),
        rights=tuple(dict.fromkeys(p for w in langs for p in w.rights)),
        captions=tuple(dict.fromkeys(p for w in langs for p in w.captions)),
    )


# Metadata lines near the top of a plain-text article: "Published: 11 June 2011".
# Such a line gives ``Document.published`` and is dropped (a bare dateline such as
# "PRAGUE 1996-12-06" gives the date too but stays: its place is news).
DATE_LABELS: tuple[str, ...] = (
    "published on", "published", "first published", "last updated", "updated on", "updated",
    "posted on", "posted", "dated", "date", "publié le", "mis à jour le", "veröffentlicht",
    "publicado", "تاريخ النشر", "آخر تحديث", "اخر تحديث", "نشر في", "نشر بتاريخ", "بتاريخ",
    "التاريخ",
)

# month names of languages without a pack (a pack's own are its ``month_words``)
MONTHS: dict[str, int] = {
    m: i for i, m in enumerate(
        ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
         "octobre", "novembre", "décembre"), start=1)
}
