"""The layout rules the code keeps, checked on its source (no allow-list):

- only ``reports/lang/`` knows language codes: nowhere else is a code compared, used as
  a key or looked up (a stage asks the article's pack instead);
- only the Arabic pack holds an Arabic letter table (one normalizer, one fold);
- the modules import each other without cycles, imports inside functions included.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

from reports import lang

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "reports"
LANG = PACKAGE / "lang"
CODES = frozenset(lang.codes()) | {"en", "ar"}


def _sources(exclude: Path | None = None) -> list[Path]:
    return [p for p in sorted(PACKAGE.rglob("*.py"))
            if exclude is None or not p.is_relative_to(exclude)]


def _code(node: ast.AST) -> bool:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value in CODES
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return any(_code(e) for e in node.elts)
    return False


def language_code_uses(path: Path) -> list[str]:
    """Comparisons with, keys of and look-ups by a language code literal in ``path``."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        hit = False
        if isinstance(node, ast.Compare):
            hit = any(_code(x) for x in (node.left, *node.comparators))
        elif isinstance(node, ast.Subscript):
            hit = _code(node.slice)
        elif isinstance(node, ast.Dict):
            hit = any(k is not None and _code(k) for k in node.keys)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            hit = node.func.attr == "get" and bool(node.args) and _code(node.args[0])
        if hit:
            out.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    return out


def _arabic_letter(node: ast.AST) -> bool:
    return (isinstance(node, ast.Constant) and isinstance(node.value, str)
            and len(node.value) == 1 and "\u0600" <= node.value <= "\u06ff")


def arabic_letter_tables(path: Path) -> list[str]:
    """Mappings of Arabic letters: dict literals keyed by them, ``str.maketrans`` and
    ``.replace`` calls over them."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        hit = False
        if isinstance(node, ast.Dict):
            hit = sum(1 for k in node.keys if k is not None and _arabic_letter(k)) >= 2
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            if node.func.attr == "replace":
                hit = any(_arabic_letter(a) for a in node.args)
            elif node.func.attr == "maketrans":  # the two-string form (the dict one: above)
                hit = any(isinstance(a, ast.Constant) and isinstance(a.value, str)
                          and any("\u0600" <= c <= "\u06ff" for c in a.value)
                          for a in node.args)
        if hit:
            out.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    return out


def _module(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def import_graph() -> dict[str, set[str]]:
    """Module -> the reports modules it imports, at any depth of the file."""
    modules = {_module(p): p for p in _sources()}
    graph: dict[str, set[str]] = {m: set() for m in modules}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = package.split(".")
                    up = up[:len(up) - (node.level - 1)]
                    base = ".".join([*up, base] if base else up)
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base
                           for a in node.names]
            for t in targets:
                while t and t not in modules:
                    t = t.rpartition(".")[0]
                if t and t != name:
                    graph[name].add(t)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def template_code_uses(path: Path) -> list[str]:
    """Jinja comparisons with a language code literal (``src.lang == "ar"``)."""
    codes = "|".join(sorted(CODES))
    pattern = re.compile(rf"""(?:==|!=|\bin)\s*\(?\s*["'](?:{codes})["']|["'](?:{codes})["']\s*(?:==|!=)""")
    text = path.read_text(encoding="utf-8")
    return [f"{path.relative_to(ROOT)}:{text.count(chr(10), 0, m.start()) + 1}"
            for m in pattern.finditer(text)]


def test_language_codes_live_in_the_language_packs():
    found = [hit for p in _sources(exclude=LANG) for hit in language_code_uses(p)]
    found += [hit for p in sorted((ROOT / "reports" / "templates").iterdir()) if p.is_file()
              for hit in template_code_uses(p)]
    assert found == []


def test_arabic_letter_tables_live_in_the_arabic_pack():
    found = [hit for p in _sources(exclude=LANG / "ar") for hit in arabic_letter_tables(p)]
    assert found == []


def test_no_import_cycles():
    assert cycles(import_graph()) == []


def test_the_checks_can_fail(tmp_path):
    """Each check finds what it is there to find."""
    bad = tmp_path / "bad.py"
    bad.write_text('if lang == "ar":\n    x = {"en": 1}\nT = str.maketrans({"أ": "ا", "إ": "ا"})\n'
                   'y = {"ى": "ي", "ة": "ه"}\n', encoding="utf-8")
    rel = Path(bad)
    global ROOT
    saved, ROOT = ROOT, tmp_path
    try:
        assert len(language_code_uses(rel)) == 2
        assert len(arabic_letter_tables(rel)) == 2
    finally:
        ROOT = saved
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    jinja = tmp_path / "t.j2"
    jinja.write_text('{{ "«" if src.lang == "ar" else "“" }}\n{% if lang != \'en\' %}{% endif %}',
                     encoding="utf-8")
    saved, ROOT = ROOT, tmp_path
    try:
        assert len(template_code_uses(jinja)) == 2
    finally:
        ROOT = saved


@pytest.mark.parametrize("module", ["reports.lang.ar.words", "reports.lang.ar.claims",
                                    "reports.lang.en.claims", "reports.analysis.nlp"])
def test_a_module_imported_first_leaves_no_language_out(module):
    """A pack's own module imported before anything else (as a plug-in or a test module
    may) finds every pack, and the tables made from them at import hold its words: no
    pack is asked for while one is still being imported."""
    code = (f"import {module}; from reports import lang, linking; "
            "print(' '.join(lang.codes()), any('\u0627' in t for t in linking.TITLES))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split()
    assert out == ["ar", "en", "True"]
