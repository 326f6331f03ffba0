"""Adding a language is adding a folder: a minimal French pack, written here into a
temporary folder the pack discovery is pointed at, analyzes a French article through the
library and the CLI without any file outside its folder."""

from __future__ import annotations

import contextlib
import io
import json
import sys
import textwrap

import pytest

from reports import lang, sources
from reports.analysis import analyze
from reports.cli import main

PACK = '''
"""French, the smallest pack: spaCy's blank French tokenizer, names after a civility,
the shared figures and summary steps."""

import re

from reports.lang.base import LanguagePack, blank_model
from reports.model import Entity

CIVILITY = re.compile(r"\\b(?:M\\.|Mme|Monsieur|Madame)\\s+([A-Z][\\w-]+(?:\\s+[A-Z][\\w-]+)?)")


def entities(work):
    seen = {}
    for s in work.parsed.sentences:
        for m in CIVILITY.finditer(s.text):
            seen.setdefault(m.group(1), []).append(s.index)
    work.people = tuple(Entity(name=n, kind="person", mentions=len(v),
                               sentences=tuple(sorted(set(v)))) for n, v in seen.items())


PACK = LanguagePack(
    code="fr", name="French", lingua="FRENCH", load_model=blank_model("fr"),
    steps={"entities": entities}, titles=frozenset({"m", "mme", "monsieur", "madame"}),
    measures={"killed": ("tué", "mort"), "displaced": ("évacué", "déplacé")},
    stop_words=lambda: frozenset("le la les de des du et un une en à au".split()),
    labels={"stories": "Articles", "summary": "Résumé"},
    months=("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
            "septembre", "octobre", "novembre", "décembre"),
)
'''

ARTICLE = textwrap.dedent("""\
    Inondations à Valence

    De fortes pluies ont touché la ville de Valence mardi soir. Selon M. Pierre Durand,
    le maire, 120 familles ont été évacuées vers le gymnase municipal. Les secours ont
    déployé 35 camions dans la nuit. Mme Claire Petit, de la préfecture, a indiqué que
    les routes resteraient fermées jusqu'à jeudi. Les habitants ont commencé à nettoyer
    leurs maisons mercredi matin, et la mairie a ouvert un centre d'accueil.
    """)


@pytest.fixture
def french(tmp_path):
    folder = tmp_path / "packs"
    (folder / "fr").mkdir(parents=True)
    (folder / "fr" / "__init__.py").write_text(PACK, encoding="utf-8")
    lang.__path__.append(str(folder))
    lang.reset()
    try:
        yield tmp_path
    finally:
        lang.__path__.remove(str(folder))
        sys.modules.pop("reports.lang.fr", None)
        lang.reset()


def test_a_third_language_is_a_folder(french):
    assert set(lang.codes()) >= {"en", "ar", "fr"}
    article = french / "valence.txt"
    article.write_text(ARTICLE, encoding="utf-8")
    doc = sources.read(article)
    assert doc.language == "fr"
    a = analyze(doc)
    assert {p.name for p in a.people} == {"Pierre Durand", "Claire Petit"}
    figures = {f.value: f for f in a.figures}
    assert figures[120].what == "familles" and figures[120].measure == "displaced"
    assert 35 in figures
    assert a.summary and not a.claims  # no reporting verbs in this pack: no claims

    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        assert main(["-q", "analyze", "--format", "json", str(article)]) == 0
    (out,) = json.loads(buf.getvalue())["articles"]
    assert out["language"] == "fr" and len(out["people"]) == 2
    # the digest speaks French where the pack has words, the default language elsewhere
    from reports.labels import format_date, labels

    assert labels("fr")["summary"] == "Résumé" and labels("fr")["contents"] == "Contents"
    from datetime import date

    assert format_date(date(2026, 12, 1), "fr") == "1 décembre 2026"
    with contextlib.redirect_stdout(io.StringIO()):
        assert main(["-q", "--database", str(french / "r.db"), "digest", "--source",
                     str(article.parent), "--lang", "fr", "--out", str(french / "out")]) == 0
    html = next((french / "out").glob("*.html")).read_text("utf-8")
    assert "Pierre Durand" in html and "<span>Articles</span>" in html  # cover: "stories"


def test_without_the_folder_the_language_is_read_but_not_analyzed(tmp_path):
    article = tmp_path / "valence.txt"
    article.write_text(ARTICLE, encoding="utf-8")
    doc = sources.read(article)
    assert doc.language == "fr" and "fr" not in lang.codes()
    a = analyze(doc)
    assert a.summary and not a.people and not a.figures


def test_an_installed_package_adds_a_language_through_its_entry_point(tmp_path,
                                                                       monkeypatch):
    """The same pack shipped as its own distribution: found through the
    ``reports.languages`` entry point, nothing in this package touched."""
    (tmp_path / "reports_fr").mkdir()
    (tmp_path / "reports_fr" / "__init__.py").write_text(PACK, encoding="utf-8")
    info = tmp_path / "reports_fr-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: reports-fr\nVersion: 1.0\n",
                                   encoding="utf-8")
    (info / "entry_points.txt").write_text("[reports.languages]\nfr = reports_fr:PACK\n",
                                           encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    lang.reset()
    try:
        pack = lang.get("fr")
        assert pack is not None and pack.name == "French"
        article = tmp_path / "valence.txt"
        article.write_text(ARTICLE, encoding="utf-8")
        assert {p.name for p in analyze(sources.read(article)).people} == {
            "Pierre Durand", "Claire Petit"}
    finally:
        monkeypatch.undo()
        lang.reset()
    assert lang.get("fr") is None


def test_a_step_that_raises_costs_its_findings_not_the_article(tmp_path):
    """A pack's rule meeting a sentence it was not written for: that step's findings are
    missing and say so (``truncated``), the other steps run, the article is stored and in
    the digest, nothing quarantined."""
    folder = tmp_path / "packs"
    (folder / "fr").mkdir(parents=True)
    broken = PACK.replace('steps={"entities": entities}',
                          'steps={"entities": entities, "claims": claims}')
    broken = broken.replace("PACK = LanguagePack(", "def claims(work):\n"
                            "    raise IndexError('list index out of range')\n\n\n"
                            "PACK = LanguagePack(")
    (folder / "fr" / "__init__.py").write_text(broken, encoding="utf-8")
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "valence.txt").write_text(ARTICLE, encoding="utf-8")
    sys.modules.pop("reports.lang.fr", None)  # the working pack of the tests above
    lang.__path__.append(str(folder))
    lang.reset()
    try:
        a = analyze(sources.read(tmp_path / "in" / "valence.txt"))
        assert a.truncated == "the claims step failed (an error in the service, logged); " \
                              "their findings are missing"
        assert len(a.people) == 2 and 120 in {f.value for f in a.figures} and a.summary
        with contextlib.redirect_stdout(io.StringIO()) as out:
            assert main(["--database", str(tmp_path / "r.db"), "ingest", "--source",
                         str(tmp_path / "in")]) == 0
        assert "1 analyzed" in out.getvalue() and "0 quarantined" in out.getvalue()
    finally:
        lang.__path__.remove(str(folder))
        sys.modules.pop("reports.lang.fr", None)
        lang.reset()
