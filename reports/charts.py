"""Small bar charts of a story's figures: SVG bars written directly (no plotting library).

Only figures that share a unit are drawn on one scale: a bar of "1,300 people" next to
"40 percent" would be a lie about proportion. Bars are sorted by value, every bar carries
its number as written, there are no gridlines, axes or legends (nothing to decode). The
SVG goes inline into the HTML, so WeasyPrint needs no URL; the e-mail skips charts
(many mail clients drop SVG).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from markupsafe import Markup, escape

from .model import Figure

BAR = 9  # bar thickness in CSS px; the bar's length is a share of its column
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


def chartable(figures: Sequence[Figure], min_bars: int = 2,
              max_bars: int = 8) -> list[tuple[str, list[Figure]]]:
    """Groups of figures worth a chart: same unit, positive value, ``min_bars`` or more."""
    groups: dict[str, list[Figure]] = defaultdict(list)
    seen: set[tuple[str, float, str]] = set()
    for f in figures:
        key = (f.unit, float(f.value), f.what)
        if f.value is None or float(f.value) <= 0 or key in seen:
            continue
        seen.add(key)
        groups[f.unit].append(f)
    out = [(unit, sorted(fs, key=lambda f: -float(f.value))[:max_bars])
           for unit, fs in groups.items() if len(fs) >= min_bars]
    out.sort(key=lambda g: -len(g[1]))
    return out


def bar_chart(figures: Sequence[Figure], rtl: bool = False, title: str = "") -> Markup:
    """Rows of label, number and an SVG bar; ``rtl`` anchors the bars on the right.

    Labels and numbers are HTML text, not SVG text: WeasyPrint places SVG text glyph by
    glyph, which breaks Arabic shaping and order, while HTML text goes through Pango.
    """
    peak = max(float(f.value) for f in figures)
    rows = []
    for f in figures:
        w = max(0.8, 100.0 * float(f.value) / peak)
        x = 100.0 - w if rtl else 0.0
        label = escape(_short(f.what or f.sentence, 60))
        value = escape(" ".join((f.text or f"{f.value:g}").split()))
        rows.append(
            f'<tr><td class="c-label">{label}</td><td class="c-value">{value}</td>'
            f'<td class="c-bar"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 10"'
            f' preserveAspectRatio="none" width="100%" height="{BAR}" aria-hidden="true">'
            f'<rect x="{x:.2f}" y="0" width="{w:.2f}" height="10" fill="{COLOR}"/></svg></td></tr>'
        )
    caption = f' aria-label="{escape(title)}"' if title else ""
    return Markup(f'<table class="chart"{caption}><colgroup><col class="c-label">'
                  f'<col class="c-value"><col class="c-bar"></colgroup><tbody>'
                  + "".join(rows) + "</tbody></table>")


def charts_for(figures: Sequence[Figure], rtl: bool = False, limit: int = 2) -> list[Chart]:
    """The charts of one story: one per unit that has two or more figures."""
    return [Chart(unit=unit, svg=bar_chart(fs, rtl=rtl, title=unit))
            for unit, fs in chartable(figures)[:limit]]
