"""The wheel a user installs carries what the code reads at run time: the top-level
templates (as ``reports/templates``), the fonts and the models; it is named so that
``pip install`` finds this project, not the other ``reports`` on PyPI."""

from __future__ import annotations

import email
import email.message
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


DIST = "newsroom-reports"  # free on PyPI when chosen; `reports` (0.4.1, 2021) is someone else's


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """The wheel pip builds from this checkout (built once for the module)."""
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", str(ROOT), "-w",
                    str(out)], check=True, capture_output=True, timeout=600)
    (built,) = out.glob("*.whl")
    return built


def _metadata(wheel: Path) -> email.message.Message:
    with zipfile.ZipFile(wheel) as z:
        return email.message_from_bytes(z.read(next(n for n in z.namelist()
                                                    if n.endswith(".dist-info/METADATA"))))


def test_distribution_name_is_ours_and_the_command_stays_reports(wheel):
    assert wheel.name.startswith("newsroom_reports-")
    assert _metadata(wheel)["Name"] == DIST
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        entry = z.read(next(n for n in names if n.endswith(".dist-info/entry_points.txt"))).decode()
    assert "reports = reports.cli:main" in entry.splitlines()  # the command
    assert "reports/__init__.py" in names  # the import package
    assert {n.split("/")[0] for n in names if not n.split("/")[0].endswith(".dist-info")} == {"reports"}
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert f"pip install {DIST}" in readme and "the command and the import stay `reports`" in readme


def test_wheel_ships_templates_fonts_and_models(wheel):
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
