"""The places of a digest, a story or an entity on an offline world map, drawn as SVG.

The outline is Natural Earth's 1:110m countries (public domain), shipped in the package
as ``data/world-110m.json`` (``scripts/build_worldmap.py`` makes it; about 100 KB). No
tile server, no network, no script: ``draw`` projects the outline and the places into a
frozen ``WorldMap`` (paths and dots in the map's own units) that ``_map.html.j2`` writes
as inline SVG, which browsers and WeasyPrint both draw.

The view is framed on the places and the capitals of the countries named
(equirectangular, its width scaled by the cosine of the middle latitude, so a region's
shapes look right), at least about 20 degrees wide, or the whole world when they spread
over most of it. A country named as a place ("Syria")
is shaded rather than dotted (its coordinates are its capital's, which a dot would
misname); towns and regions are dots sized by how many articles name them, labelled on
the side the page reads from (right of the dot left to right, left of it right to left)
where a label fits without covering another, and listed in full beside the map.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

__all__ = ["HEIGHT", "WIDTH", "MapDot", "Spot", "WorldMap", "draw", "outline"]

DATA = Path(__file__).resolve().parent / "data" / "world-110m.json"
WIDTH, HEIGHT = 480, 240  # the map's units (SVG viewBox); 2:1
MIN_HALF_WIDTH = 10.0  # degrees of longitude either side (times the cosine): a town's region
WORLD_SPREAD = 140.0  # places further apart than this (degrees of longitude): the world
LABEL_SIZE = 13.0  # font size of a dot's label, in map units
MAX_LABELS = 10


@dataclass(frozen=True)
class Spot:
    """A place to show: its name as the reader reads it, where, and its weight."""

    name: str
    lat: float | None
    lon: float | None
    weight: int = 1  # articles naming it
    country: str = ""  # ISO 3166-1 alpha-2
    is_country: bool = False  # the country itself: shaded, not dotted


@dataclass(frozen=True)
class MapDot:
    name: str
    x: float
    y: float
    r: float
    weight: int
    label_x: float = 0.0
    label_y: float = 0.0
    anchor: str = "start"  # its label starts at label_x ("start") or ends there ("end")
    labelled: bool = False  # its label is drawn on the map (every dot is in the legend)

    def as_dict(self) -> dict:
        return {"name": self.name, "x": self.x, "y": self.y, "weight": self.weight}


@dataclass(frozen=True)
class WorldMap:
    """A map ready to write: outline paths (``marked``: the countries named), dots."""

    width: int
    height: int
    land: tuple[str, ...]  # SVG path data of each country in view
    marked: tuple[str, ...]  # path data of the countries the places name
    dots: tuple[MapDot, ...]
    countries: tuple[str, ...]  # names of the countries shaded, as the reader reads them
    rtl: bool = False
    bounds: tuple[float, float, float, float] = (-180.0, -90.0, 180.0, 90.0)  # W, S, E, N

    @property
    def names(self) -> tuple[str, ...]:
        """Every place the map shows, dots first (heaviest first), then countries."""
        return (*(d.name for d in self.dots), *self.countries)


@cache
def outline() -> tuple[tuple[str, tuple[tuple[tuple[float, float], ...], ...]], ...]:
    """The shipped outline: (ISO code, rings of (lon, lat)) per country."""
    raw = json.loads(DATA.read_text(encoding="utf-8"))
    out = []
    for c in raw["countries"]:
        rings = tuple(tuple((r[i] / 10, r[i + 1] / 10) for i in range(0, len(r) - 1, 2))
                      for r in c["rings"])
        out.append((c["iso"], rings))
    return tuple(out)


@dataclass(frozen=True)
class _View:
    lon0: float
    lat0: float
    kx: float  # cos(middle latitude)
    scale: float  # map units per (scaled) degree

    def xy(self, lon: float, lat: float) -> tuple[float, float]:
        return (WIDTH / 2 + (lon - self.lon0) * self.kx * self.scale,
                HEIGHT / 2 - (lat - self.lat0) * self.scale)

    def lonlat(self, x: float, y: float) -> tuple[float, float]:
        return (self.lon0 + (x - WIDTH / 2) / (self.kx * self.scale),
                self.lat0 - (y - HEIGHT / 2) / self.scale)


def _frame(points: list[tuple[float, float]]) -> _View:
    """The view holding ``points`` (lon, lat) with a margin, 2:1, at least a region."""
    lons = [p[0] for p in points]
    lats = [p[1] for p in points]
    if max(lons) - min(lons) > WORLD_SPREAD:
        return _View(10.0, 5.0, 1.0, WIDTH / 360)
    lon0, lat0 = (max(lons) + min(lons)) / 2, (max(lats) + min(lats)) / 2
    kx = max(0.35, math.cos(math.radians(lat0)))
    half_w = max(MIN_HALF_WIDTH, (max(lons) - lon0) * kx * 1.35 + 4,
                 2 * ((max(lats) - lat0) * 1.35 + 3))
    half_w = min(half_w, 180 * kx)
    lat0 = max(-90 + half_w / 2, min(90 - half_w / 2, lat0))  # no sky beyond the poles
    return _View(lon0, lat0, kx, WIDTH / (2 * half_w))


def _path(ring: tuple[tuple[float, float], ...], view: _View) -> str:
    pts = [view.xy(lon, lat) for lon, lat in ring]
    return "M" + "L".join(f"{x:.1f} {y:.1f}" for x, y in pts) + "Z"


def _visible(ring: tuple[tuple[float, float], ...], west: float, south: float, east: float,
             north: float) -> bool:
    lons = [p[0] for p in ring]
    lats = [p[1] for p in ring]
    return not (max(lons) < west or min(lons) > east or max(lats) < south or min(lats) > north)


def _label_box(x: float, y: float, text: str, anchor: str) -> tuple[float, float, float, float]:
    w = LABEL_SIZE * 0.56 * len(text) + 2
    left = x if anchor == "start" else x - w
    return (left, y - LABEL_SIZE * 0.6, left + w, y + LABEL_SIZE * 0.6)


def _overlaps(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return not (a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1])


def draw(spots: Iterable[Spot], rtl: bool = False, country_names: dict[str, str] | None = None
         ) -> WorldMap | None:
    """The map of ``spots`` (None when none has coordinates). ``rtl``: labels to the left
    of their dots, as a right-to-left page reads; ``country_names``: ISO code -> the
    country's name for the reader (the shaded countries' names in the legend)."""
    spots = [s for s in spots if s.lat is not None and s.lon is not None
             and -90 <= s.lat <= 90 and -180 <= s.lon <= 180]
    if not spots:
        return None
    merged: dict[tuple[str, bool], Spot] = {}
    for s in spots:  # one dot per name
        key = (s.name, s.is_country)
        if key in merged:
            m = merged[key]
            s = Spot(m.name, m.lat, m.lon, m.weight + s.weight, m.country, m.is_country)
        merged[key] = s
    towns = sorted((s for s in merged.values() if not s.is_country),
                   key=lambda s: (-s.weight, s.name))
    shaded = {s.country.upper() for s in merged.values() if s.is_country and s.country}
    shapes = outline()
    # framed on the towns and each shaded country's capital (so a country named is in
    # view); countries only: on their shapes
    points = [(s.lon, s.lat) for s in merged.values()]
    if not towns:
        points += [p for iso, rings in shapes if iso in shaded for r in rings for p in r]
    view = _frame(points)
    west, north = view.lonlat(0, 0)
    east, south = view.lonlat(WIDTH, HEIGHT)
    land, marked = [], []
    for iso, rings in shapes:
        for ring in rings:
            if _visible(ring, west - 1, south - 1, east + 1, north + 1):
                (marked if iso in shaded else land).append(_path(ring, view))
    top = max((s.weight for s in towns), default=1)
    dots: list[MapDot] = []
    boxes: list[tuple[float, float, float, float]] = []
    for s in towns:
        x, y = view.xy(s.lon, s.lat)
        r = 3.5 + 3.5 * math.sqrt(s.weight / top)
        boxes.append((x - r, y - r, x + r, y + r))
        dots.append(MapDot(s.name, round(x, 1), round(y, 1), round(r, 1), s.weight))
    placed = []
    for i, d in enumerate(dots):
        label = None
        if sum(p.labelled for p in placed) < MAX_LABELS and 0 <= d.x <= WIDTH and 0 <= d.y <= HEIGHT:
            sides = ("end", "start") if rtl else ("start", "end")
            for anchor in sides:
                lx = d.x + (d.r + 3) * (1 if anchor == "start" else -1)
                ly = d.y  # the label's middle
                box = _label_box(lx, ly, d.name, anchor)
                inside = box[0] >= 0 and box[2] <= WIDTH and box[1] >= 0 and box[3] <= HEIGHT
                others = [b for j, b in enumerate(boxes) if j != i]
                if inside and not any(_overlaps(box, b) for b in others):
                    label = (round(lx, 1), round(ly, 1), anchor)
                    boxes.append(box)
                    break
        if label:
            d = MapDot(d.name, d.x, d.y, d.r, d.weight, *label, labelled=True)
        placed.append(d)
    names = country_names or {}
    countries = tuple(dict.fromkeys(
        names.get(s.country.upper(), s.name) for s in merged.values() if s.is_country))
    return WorldMap(WIDTH, HEIGHT, tuple(land), tuple(marked), tuple(placed), countries, rtl,
                    (round(west, 2), round(south, 2), round(east, 2), round(north, 2)))
