"""Build the package's world outline, ``reports/data/world-110m.json``, from Natural Earth.

Input: Natural Earth's 1:110m "Admin 0 – Countries" as GeoJSON (public domain; the GeoJSON
conversion used is martynafford/natural-earth-geojson, CC0, ``110m/cultural/
ne_110m_admin_0_countries.json``). Output: per country its ISO 3166-1 alpha-2 code and
its rings, coordinates in tenths of a degree (lon, lat, lon, lat, ...), consecutive
repeats dropped: about 60 KB that ``reports.geomap`` projects and draws.

    python scripts/build_worldmap.py ne_110m_admin_0_countries.json
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "reports" / "data" / "world-110m.json"


def rings_of(geometry: dict) -> list[list[list[float]]]:
    if geometry["type"] == "Polygon":
        return [geometry["coordinates"][0]]  # outer ring only: holes are lakes at this scale
    if geometry["type"] == "MultiPolygon":
        return [poly[0] for poly in geometry["coordinates"]]
    return []


def compact(ring: list[list[float]]) -> list[int]:
    out: list[int] = []
    for lon, lat in ring:
        x, y = round(lon * 10), round(lat * 10)
        if len(out) >= 2 and out[-2] == x and out[-1] == y:
            continue
        out += [x, y]
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("geojson", type=Path)
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)
    data = json.loads(args.geojson.read_text(encoding="utf-8"))
    countries = []
    for f in data["features"]:
        p = f["properties"]
        iso = p.get("ISO_A2_EH") or p.get("ISO_A2") or ""
        if iso in ("-99", "-1"):
            iso = p.get("WB_A2") if p.get("WB_A2") not in (None, "-99") else ""
        if p.get("ADM0_A3") == "FRA":
            iso = "FR"
        elif p.get("ADM0_A3") == "NOR":
            iso = "NO"
        rings = [r for r in (compact(r) for r in rings_of(f["geometry"])) if len(r) >= 6]
        if rings:
            countries.append({"iso": iso, "name": p.get("NAME", ""), "rings": rings})
    countries.sort(key=lambda c: c["name"])
    doc = {
        "source": "Natural Earth 1:110m Admin 0 - Countries (public domain), naturalearthdata.com",
        "units": "tenths of a degree: lon, lat pairs",
        "countries": countries,
    }
    args.out.write_text(json.dumps(doc, separators=(",", ":"), ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{args.out}: {len(countries)} countries, {args.out.stat().st_size} bytes", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
