"""Render a Briefing to HTML, PDF, Markdown and JSON (placeholder until the render module lands)."""

from __future__ import annotations

import json
from pathlib import Path

from .config import Settings
from .model import Briefing


def write_all(briefing: Briefing, settings: Settings, out_dir: Path, stem: str) -> dict[str, Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    p = out_dir / f"{stem}.json"
    p.write_text(json.dumps(briefing.as_dict(), ensure_ascii=False, indent=1), encoding="utf-8")
    return {"json": p}
