"""The wheel a user installs carries what the code reads at run time: the top-level
templates (as ``reports/templates``), the fonts and the models."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_wheel_ships_templates_fonts_and_models(tmp_path):
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", str(ROOT), "-w",
                    str(tmp_path)], check=True, capture_output=True, timeout=600)
    (wheel,) = tmp_path.glob("reports-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    templates = {f"reports/templates/{p.relative_to(ROOT / 'templates')}"
                 for p in (ROOT / "templates").rglob("*") if p.is_file()}
    assert templates and templates <= names
    assert "reports/fonts/NotoNaskhArabic-Regular.ttf" in names
    assert "reports/models/ar_ner/meta.json" in names
    assert "reports/models/en_attribution/weights.json" in names
    assert {"reports/models/stories.json", "reports/models/idf_en.json",
            "reports/models/idf_ar.json", "reports/stories/cluster.py"} <= names
    for table in ("translit.json.gz", "wiktionary.tsv", "awn.tsv", "cldr.tsv", "README.md",
                  "LICENSE-ArabicWordNet-CC-BY-SA-3.0.txt", "LICENSE-Apache-2.0.txt"):
        assert f"reports/models/names/{table}" in names  # the name tables, with their licences
    assert "reports/py.typed" in names
    assert not any(n.startswith(("templates/", "tests/")) for n in names)
    meta = zipfile.ZipFile(wheel).read(next(n for n in names if n.endswith("METADATA")))
    assert b"License-Expression: MIT" in meta
