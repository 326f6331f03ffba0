"""Small charts: a story's figures as bars, a dossier's articles per day as a timeline.

SVG shapes written directly (no plotting library). Only figures that share a unit are
drawn on one scale: a bar of "1,300 people" next to "40 percent" would be a lie about
proportion. Bars are sorted by value, every bar carries its number as written, there are
no gridlines, axes or legends (nothing to decode). Words and numbers are HTML text around
the SVG, never SVG text: WeasyPrint sets SVG text glyph by glyph, which breaks Arabic.
The SVG goes inline into the HTML, so WeasyPrint needs no URL; the e-mail skips charts
(many mail clients drop SVG).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta

from markupsafe import Markup, escape

from .labels import direction, short_date
from .model import Figure

BAR = 9  # bar thickness in CSS px; the bar's length is a share of its column
OUTLIER = 10.0  # a largest value this many times the next is left out of the chart
COLOR = "#b3261e"


@dataclass(frozen=True)
class Chart:
    """One rendered chart: the unit its bars share and the inline SVG markup."""

    unit: str
    svg: Markup


def _short(text: str, limit: int = 38) -> str:
    """Trim at a word boundary so a label fits its column."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[:limit].rsplit(" ", 1)[0] or text[:limit]
    return cut.rstrip(",;:") + "…"


def chartable(figures: Sequence[Figure], min_bars: int = 2, max_bars: int = 8,
              langs: Sequence[str] = ()) -> list[tuple[str, list[tuple[Figure, str]]]]:
    """Groups of figures worth a chart: same unit, positive value, ``min_bars`` or more.

    Each figure comes with its language (``langs``, parallel to ``figures``; "" when not
    given) so a story told in two languages labels each bar in its own direction.
    """
    groups: dict[str, list[tuple[Figure, str]]] = defaultdict(list)
    seen: set[tuple[str, float, str]] = set()
    for i, f in enumerate(figures):
        key = (f.unit, float(f.value), f.what)
        if f.value is None or float(f.value) <= 0 or key in seen:
            continue
        seen.add(key)
        groups[f.unit].append((f, langs[i] if i < len(langs) else ""))
    out = []
    for unit, fs in groups.items():
        fs.sort(key=lambda fl: -float(fl[0].value))
        # one number ten times the next flattens every other bar into a hairline: the
        # table under the chart still gives it, the chart compares the rest
        if len(fs) > min_bars and float(fs[0][0].value) > OUTLIER * float(fs[1][0].value):
            fs.pop(0)  # one only: a chart that drops its way down to the smallest lies too
        if len(fs) >= min_bars:
            out.append((unit, fs[:max_bars]))
    out.sort(key=lambda g: -len(g[1]))
    return out


def bar_chart(figures: Sequence[Figure], rtl: bool = False, title: str = "",
              langs: Sequence[str] = ()) -> Markup:
    """Rows of label, number and an SVG bar; ``rtl`` anchors the bars on the right.

    Labels and numbers are HTML text, not SVG text: WeasyPrint places SVG text glyph by
    glyph, which breaks Arabic shaping and order, while HTML text goes through Pango.
    """
    peak = max(float(f.value) for f in figures)
    rows = []
    for i, f in enumerate(figures):
        w = max(0.8, 100.0 * float(f.value) / peak)
        x = 100.0 - w if rtl else 0.0
        label = escape(_short(f.what or f.sentence, 60))
        value = escape(" ".join((f.text or f"{f.value:g}").split()))
        lang = langs[i] if i < len(langs) else ""
        attrs = f' lang="{escape(lang)}" dir="{direction(lang)}"' if lang else ""
        rows.append(
            f'<tr><td class="c-label"{attrs}>{label}</td><td class="c-value"{attrs}>{value}</td>'
            f'<td class="c-bar"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 10"'
            f' preserveAspectRatio="none" width="100%" height="{BAR}" aria-hidden="true">'
            f'<rect x="{x:.2f}" y="0" width="{w:.2f}" height="10" fill="{COLOR}"/></svg></td></tr>'
        )
    caption = f' aria-label="{escape(title)}"' if title else ""
    return Markup(f'<table class="chart"{caption}><colgroup><col class="c-label">'
                  f'<col class="c-value"><col class="c-bar"></colgroup><tbody>'
                  + "".join(rows) + "</tbody></table>")


def charts_for(figures: Sequence[Figure], rtl: bool = False, limit: int = 2,
               langs: Sequence[str] = (), min_bars: int = 3) -> list[Chart]:
    """The charts of one story: one per unit that has ``min_bars`` figures or more (two
    bars of unrelated counts, "1,300 died" and "two soldiers", compare nothing)."""
    return [Chart(unit=unit, svg=bar_chart([f for f, _ in fls], rtl=rtl, title=unit,
                                           langs=[lang for _, lang in fls]))
            for unit, fls in chartable(figures, min_bars=min_bars, langs=langs)[:limit]]


TIMELINE_HEIGHT = 44  # px of the tallest column
MAX_COLUMNS = 31


def _buckets(days: Sequence[date]) -> tuple[list[date], int]:
    """The columns of a timeline: every day from the first to the last when that fits,
    else weeks, else 30-day spans (the scale stays even: empty days are shown empty)."""
    first, last = min(days), max(days)
    span = (last - first).days + 1
    step = 1 if span <= MAX_COLUMNS else 7 if span <= 7 * MAX_COLUMNS else 30
    if step == 7:
        first -= timedelta(days=first.weekday())
    n = (last - first).days // step + 1
    return [first + timedelta(days=i * step) for i in range(n)], step


def timeline_chart(days: Sequence[date], lang: str = "en") -> Markup:
    """Articles per day as columns on an even time scale, counts above, dates below.

    A table (one column per day, week or month) so the counts and dates are HTML text
    in the label language; in an RTL document time runs right to left, as Arabic reads.
    Dates are printed under the first and last column and under columns with articles
    (only under some when there are many).
    """
    if not days:
        return Markup("")
    starts, step = _buckets(days)
    counts = Counter((d - starts[0]).days // step for d in days)
    peak = max(counts.values())
    busy = [i for i in range(len(starts)) if counts.get(i)]
    every = max(1, len(busy) // 8)
    labelled = {0, len(starts) - 1} | set(busy[::every])
    top, bars, foot = [], [], []
    for i, start in enumerate(starts):
        n = counts.get(i, 0)
        h = round(TIMELINE_HEIGHT * n / peak) if n else 0
        top.append(f'<td class="t-n">{n or ""}</td>')
        bar = (f'<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="{h}"'
               f' style="height: {h}px"'
               f' viewBox="0 0 10 {h}" preserveAspectRatio="none" aria-hidden="true">'
               f'<rect x="1.5" y="0" width="7" height="{h}" fill="{COLOR}"/></svg>'
               if h else '<div class="t-zero"></div>')
        bars.append(f'<td class="t-bar">{bar}</td>')
        foot.append(f'<td class="t-d">{escape(short_date(start, lang)) if i in labelled else ""}'
                    "</td>")
    width = max(14, min(100, 7 * len(starts)))  # a lone day is a column, not a slab
    # --cols: a narrow screen may widen the chart to its columns (web.css)
    return Markup(f'<table class="timeline" style="width: {width}%; --cols: {len(starts)}">'
                  '<tbody>'
                  f'<tr>{"".join(top)}</tr><tr class="t-bars">{"".join(bars)}</tr>'
                  f'<tr>{"".join(foot)}</tr></tbody></table>')
