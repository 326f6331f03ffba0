"""What a figure measures, by language: stems that name the measure in a figure's context.

Used to put "more than 1,500 killed" beside "1,300 died" (same measure, different values)
and to say that two sources give the same death toll.
"""

from __future__ import annotations

MEASURES: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "killed": ("kill", "died", "dead", "death", "die", "martyr", "toll", "massacre"),
        "wounded": ("wound", "injur", "hurt"),
        "defected": ("defect", "desert"),
        "arrested": ("arrest", "detain", "jail", "prisoner", "captur", "held"),
        "displaced": ("refugee", "displac", "fled", "flee"),
        "protesters": ("protest", "demonstrat", "march"),
        "money": ("$", "dollar", "pound", "euro", "usd", "gbp", "eur", "bn", "budget", "fund"),
        "percent": ("%", "percent", "per cent"),
    },
    "ar": {
        "killed": ("قتل", "قتيل", "قتلى", "مقتل", "مصرع", "شهيد", "شهداء", "وفا", "ضحايا", "القتلى"),
        "wounded": ("جرح", "جريح", "اصاب", "أصاب", "اصيب", "أصيب", "مصاب"),
        "defected": ("انشق", "منشق", "منشقين", "فرار"),
        "arrested": ("اعتقل", "معتقل", "اعتقال", "احتجز", "اسير", "أسير", "سجين"),
        "displaced": ("لاجئ", "نازح", "نزوح", "فر"),
        "protesters": ("محتج", "متظاهر", "مظاهر", "احتجاج"),
        "money": ("دولار", "يورو", "جنيه", "دينار", "ريال", "درهم", "ليرة"),
        "percent": ("%", "٪", "بالمئة", "بالمائة", "في المئة", "في المائة"),
    },
}
