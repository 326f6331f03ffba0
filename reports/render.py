"""Render a Briefing to HTML, PDF, Markdown, JSON and e-mail: the writers over the view
model (``view.build``, built once per briefing and shared by every output).

Article text is untrusted, so: Jinja2 autoescapes everything (the Markdown templates
use the ``md`` filter, which returns already-escaped Markup for Markdown instead of
HTML); WeasyPrint gets a URL fetcher that serves only files inside this package (fonts),
so no article can make the renderer read a local file or touch the network; the e-mail
HTML is CSS-inlined with remote stylesheets disabled. Templates come from the user's
``settings.templates`` folder first and the packaged ones (``templates/``) second, so a
user can replace one file (say ``print.css``) and keep the rest.
"""

from __future__ import annotations

import gc
import io
import json
import logging
import mimetypes
import os
import re
import tempfile
import time
from collections.abc import Callable, Iterable, Iterator
from functools import cache
from pathlib import Path, PurePath
from typing import BinaryIO
from urllib.parse import urlsplit
from urllib.request import url2pathname

from jinja2 import ChoiceLoader, Environment, FileSystemLoader, StrictUndefined, pass_context
from jinja2.runtime import Context as JinjaContext
from markupsafe import Markup, escape
from weasyprint import CSS, HTML
from weasyprint import html as weasy_html
from weasyprint.css.counters import CounterStyle
from weasyprint.document import Document, Page
from weasyprint.text.fonts import FontConfiguration
from weasyprint.urls import URLFetcher, URLFetcherResponse

from . import view
from .config import Settings
from .labels import count, format_date, unit_name
from .model import Briefing
from .text import shown, squash, text_direction

log = logging.getLogger(__name__)

PACKAGE_DIR = Path(__file__).resolve().parent
TEMPLATES_DIR = PACKAGE_DIR / "templates"

# --------------------------------------------------------------------------- templates


def environment(settings: Settings) -> Environment:
    """Jinja2 with autoescape and StrictUndefined; user templates shadow packaged ones."""
    loaders = []
    user = Path(settings.templates).expanduser()
    if user.is_dir():
        loaders.append(FileSystemLoader(str(user)))
    loaders.append(FileSystemLoader(str(TEMPLATES_DIR)))
    env = Environment(loader=ChoiceLoader(loaders), autoescape=True, undefined=StrictUndefined,
                      trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True)
    env.filters["squash"] = squash
    env.filters["md"] = md_escape
    env.filters["unquote"] = unquote
    env.filters["short"] = view.one_line
    env.filters["textdir"] = text_direction
    env.filters["bidi"] = isolate
    env.filters["unit"] = _unit_filter
    env.filters["filename"] = lambda path: shown(PurePath(str(path)).name)  # no folders, and
    # no control or direction character of the name reaches Markdown or the e-mail's text
    return env


@pass_context
def _unit_filter(ctx: JinjaContext, unit: str) -> str:
    """A figure's unit in the briefing's label language."""
    return unit_name(unit, ctx.get("lang", "en"))


def isolate(text: object) -> Markup:
    """Text between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE.

    Browsers isolate <bdi>, but WeasyPrint ignores ``unicode-bidi: isolate``; Pango's
    bidi algorithm does honour the isolate characters, so an Arabic name followed by a
    number, or a path inside an Arabic line, keeps its own order in the PDF too.
    """
    return Markup("\u2068") + escape(text) + Markup("\u2069")


_QUOTES = "\"'“”„«»‘’ "


def unquote(text: str) -> str:
    """A quote without the marks the sentence carried, so the template adds one pair."""
    t = squash(text)
    return t.strip(_QUOTES) or t


# An underscore inside a word (file_name) is never emphasis in CommonMark: left as is.
_MD_INLINE = re.compile(r"([\\`*\[\]<>|]|(?<![^\W_])_|_(?![^\W_]))")
_MD_LINE_START = re.compile(r"^(\s*)([#>+=~-]|\d+[.)])")


def md_escape(text: object) -> Markup:
    """Text made inert for Markdown: no HTML tags, links, emphasis or headings from it.

    Returned as Markup so the HTML autoescape leaves it alone: Markdown output is not
    HTML, and backslash escapes are what CommonMark renderers honour.
    """
    s = _MD_INLINE.sub(r"\\\1", squash(str(text)))
    s = _MD_LINE_START.sub(lambda m: m.group(1) + "\\" + m.group(2), s)
    return Markup(s)


# --------------------------------------------------------------------------- outputs


def template_name(briefing: Briefing, settings: Settings, standalone: bool = False) -> str:
    """The document's template. A PDF is a brief by default (``layout``): the daily one
    has page 1 at a glance and each story on one page at most, so an editor can read it on
    a phone and forward it; a dossier's adds its timeline, and stays a few dozen pages
    where the whole of a frequent name's articles runs to hundreds. The .html file
    (``standalone``) keeps every article text for whoever wants the rest."""
    brief = settings.layout == "brief" and not standalone
    if briefing.kind == "dossier":
        return "dossier_brief.html.j2" if brief else "dossier.html.j2"
    return "brief.html.j2" if brief else "digest.html.j2"


def _html_chunks(briefing: Briefing, settings: Settings, standalone: bool, ctx: dict
                 ) -> Iterator[str]:
    env = environment(settings)
    name = template_name(briefing, settings, standalone)
    return env.get_template(name).generate(ctx, embed_fonts=not standalone)


def render_html(briefing: Briefing, settings: Settings, standalone: bool = False,
                ctx: dict | None = None) -> str:
    """The document (``template_name``), CSS included inline.

    The default is the PDF's source, whose fonts load from the package; ``standalone``
    is the .html file, which names installed fonts only (nothing beside it to load) and
    is always the whole digest.
    """
    ctx = ctx if ctx is not None else view.build(briefing, settings)
    return "".join(_html_chunks(briefing, settings, standalone, ctx))


def _markdown_chunks(settings: Settings, ctx: dict) -> Iterator[str]:
    # the labels are ours, but autoescape would still write "Who&#39;s who" into plain
    # text: they go in Markdown-escaped like every other value
    words = {k: md_escape(v) for k, v in ctx["L"].items()}
    return environment(settings).get_template("briefing.md.j2").generate({**ctx, "L": words})


def render_markdown(briefing: Briefing, settings: Settings, ctx: dict | None = None) -> str:
    """The same content as readable plain text / Markdown (the e-mail's text part)."""
    ctx = ctx if ctx is not None else view.build(briefing, settings)
    return "".join(_markdown_chunks(settings, ctx))


class PackageFetcher(URLFetcher):
    """A WeasyPrint URL fetcher that serves only the package's fonts and templates.

    Anything else (file:///etc/passwd, http://..., data:, the package's own code or
    models, a path escaping through ``..`` or a symlink) is refused with ValueError,
    which WeasyPrint logs and skips; refused URLs are kept in ``refused``.
    """

    def __init__(self, folders: tuple[Path, ...] = (PACKAGE_DIR / "fonts", TEMPLATES_DIR)
                 ) -> None:
        super().__init__(allowed_protocols=("file",), allow_redirects=False)
        self.roots = tuple(Path(f).resolve() for f in folders)
        self.refused: list[str] = []

    def resolve(self, url: str) -> Path | None:
        """The package file ``url`` names, or None when it is not one."""
        parts = urlsplit(url)
        if parts.scheme.lower() != "file" or parts.netloc not in ("", "localhost"):
            return None
        path = Path(url2pathname(parts.path)).resolve()
        if not any(path.is_relative_to(r) for r in self.roots) or not path.is_file():
            return None
        return path

    def fetch(self, url: str, headers: dict | None = None) -> URLFetcherResponse:
        path = self.resolve(url)
        if path is None:
            self.refused.append(url)
            log.info("renderer refused to fetch %.120s", url)
            raise ValueError("only the package's own files may be loaded")
        mime = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
        return URLFetcherResponse(path.as_uri(), path.read_bytes(), {"Content-Type": mime})


# WeasyPrint's user-agent stylesheet gives every element five footnote and note
# pseudo-elements (``::footnote-call`` ...), whose styles it computes and keeps for the
# whole layout: over a quarter of the memory of a 300-page brief. They are drawn only
# under ``float: footnote`` or ``position: note()``, which a document without these
# words cannot use (one with them anywhere, even in an article, gets the stock sheet).
_NOTE_RULE = re.compile(r"^::(?:footnote|note)-[\w-]+ \{[^}\n]*\}\n", re.M)
_MAY_USE_NOTES = re.compile(r"footnote|note\(")


@cache
def _ua_without_notes() -> CSS:
    # its @counter-style rules are registered (and copied from) weasy_html's already
    return CSS(string=_NOTE_RULE.sub("", weasy_html.UA), counter_style=CounterStyle())


class _NoNotesHTML(HTML):
    """An HTML document laid out without the footnote and note pseudo-elements."""

    def _ua_stylesheets(self, forms: bool = False) -> list[CSS]:
        return [_ua_without_notes(), *super()._ua_stylesheets(forms)[1:]]


def _laid_out(html: str) -> Document:
    """``render_html`` output laid out in pages; relative URLs resolve inside the package."""
    fetcher = PackageFetcher()
    cls = HTML if _MAY_USE_NOTES.search(html) else _NoNotesHTML
    doc = cls(string=html, base_url=PACKAGE_DIR.as_uri() + "/", url_fetcher=fetcher)
    return doc.render(font_config=FontConfiguration())


def render_pdf(html: str, settings: Settings) -> bytes:
    """PDF bytes from ``render_html`` output, as laid out (no page budget)."""
    return _laid_out(html).write_pdf()


def _stories_begun(pages: list[Page]) -> int:
    """How many of a brief's stories begin on ``pages`` (their anchors)."""
    return sum(a.startswith(view.STORY_ANCHOR) for page in pages for a in page.anchors)


def briefing_pdf(briefing: Briefing, settings: Settings, html: str | None = None) -> bytes:
    """The PDF of ``briefing`` (from ``html`` when given, its ``render_html``).

    A daily brief keeps ``settings.brief_pages``: how long a story runs depends on the
    fonts and text shaping of the machine as much as on its words, so the budget is read
    off the laid-out pages, not guessed. Longer, it prints as many of its heaviest stories
    as began on those pages (a digest prints heaviest first), and fewer while it still runs
    over; At a glance lists every story and says how many are printed.
    """
    doc = _laid_out(html if html is not None else render_html(briefing, settings))
    budget = settings.brief_pages if template_name(briefing, settings) == "brief.html.j2" else 0
    printed = _stories_begun(doc.pages)
    while budget and len(doc.pages) > budget and printed:
        printed = min(printed - 1, _stories_begun(doc.pages[:budget]))
        log.info("the brief ran to %d pages (brief_pages = %d): printing its %d heaviest "
                 "stories", len(doc.pages), budget, printed)
        ctx = view.build(briefing, settings, brief=printed)
        doc = _laid_out(render_html(briefing, settings, ctx=ctx))
    return doc.write_pdf()


def _subject_date(briefing: Briefing, lang: str) -> str:
    return view.period(briefing, lang) if briefing.kind == "digest" else format_date(
        briefing.generated, lang)


def render_email(briefing: Briefing, settings: Settings, ctx: dict | None = None
                 ) -> tuple[str, str, str]:
    """(subject, plain text, HTML) for mail clients: inline styles, tables, no URLs."""
    import css_inline

    ctx = ctx if ctx is not None else view.build(briefing, settings)
    L = ctx["L"]
    subject = L["email_subject"].format(title=briefing.title,
                                        date=_subject_date(briefing, ctx["lang"]),
                                        count=count(len(ctx["stories"]), "story",
                                                    ctx["lang"]))
    subject = squash(subject)
    text = render_markdown(briefing, settings, ctx)
    raw = environment(settings).get_template("email.html.j2").render(ctx)
    inliner = css_inline.CSSInliner(load_remote_stylesheets=False, keep_style_tags=False,
                                    keep_link_tags=False)
    return subject, text, inliner.inline(raw)


def _umask() -> int:
    """This process's umask, read without changing it (``os.umask`` sets it, for a
    moment, for every thread)."""
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            return next(int(line.split()[1], 8) for line in fh if line.startswith("Umask:"))
    except (OSError, StopIteration, ValueError):
        return 0o022


STALE_TMP = 3600.0  # seconds: a temporary file older than this is a killed writer's


def _sweep(folder: Path) -> None:
    """Remove the temporary files a killed digest left in ``folder`` (``_staged``'s
    names, untouched for ``STALE_TMP``: a writer at work renews its file all along)."""
    limit = time.time() - STALE_TMP
    for tmp in folder.glob(".*.tmp"):
        try:
            if tmp.is_file() and not tmp.is_symlink() and tmp.stat().st_mtime < limit:
                tmp.unlink()
        except OSError:
            continue


def _staged(path: Path, write: Callable[[BinaryIO], None]) -> str:
    """A temporary file beside ``path``, filled by ``write`` and fsynced; its name. Its
    mode is what the umask allows a new file (mkstemp's own is 0600)."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as fh:
            write(fh)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, 0o666 & ~_umask())
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return tmp


def _text(chunks: Callable[[], Iterable[str]]) -> Callable[[BinaryIO], None]:
    """A writer of ``chunks()`` as UTF-8, each written as it comes: the document is
    never held whole."""
    def write(fh: BinaryIO) -> None:
        out = io.TextIOWrapper(fh, encoding="utf-8", newline="")
        out.writelines(chunks())
        out.detach()  # flushed; the caller fsyncs and closes the file
    return write


def json_chunks(data: object) -> Iterator[str]:
    """``data`` as a digest JSON file holds it, piece by piece: the text of
    ``json.dumps(data, ensure_ascii=False, indent=1)`` and a newline."""
    yield from json.JSONEncoder(ensure_ascii=False, indent=1).iterencode(data)
    yield "\n"


def _stage_texts(briefing: Briefing, settings: Settings, out_dir: Path, stem: str,
                 staged: dict[str, str]) -> str:
    """The HTML, Markdown and JSON files staged (names into ``staged``) from one view
    model; returns the brief's HTML, the PDF's source (the view model dies here)."""
    ctx = view.build(briefing, settings)
    writers = {
        "html": _text(lambda: _html_chunks(briefing, settings, True, ctx)),
        "md": _text(lambda: _markdown_chunks(settings, ctx)),
        "json": _text(lambda: json_chunks(briefing.as_dict())),
    }
    for ext, write in writers.items():
        staged[ext] = _staged(out_dir / f"{stem}.{ext}", write)
    return render_html(briefing, settings, ctx=ctx)


def write_all(briefing: Briefing, settings: Settings, out_dir: Path, stem: str) -> dict[str, Path]:
    """Render every format, then put ``{stem}.html/.pdf/.md/.json`` in place atomically.

    The HTML, Markdown and JSON go to temporary files as Jinja2 and the JSON encoder
    produce them (never held whole); the PDF, whose layout is the largest thing a digest
    holds, comes last, from the brief's HTML alone, once the rest is gone. Only when all
    four are written are they renamed over the old ones: a failure (say, in the PDF)
    leaves the previous files untouched rather than a new HTML beside an old PDF.
    """
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    _sweep(out_dir)
    staged: dict[str, str] = {}
    try:
        html = _stage_texts(briefing, settings, out_dir, stem, staged)
        gc.collect()  # the view model's cycles go before WeasyPrint lays out
        pdf = briefing_pdf(briefing, settings, html)
        del html
        staged["pdf"] = _staged(out_dir / f"{stem}.pdf", lambda fh: fh.write(pdf))
        paths = {}
        for ext in ("html", "pdf", "md", "json"):
            paths[ext] = out_dir / f"{stem}.{ext}"
            os.replace(staged[ext], paths[ext])
    except BaseException:
        for tmp in staged.values():
            Path(tmp).unlink(missing_ok=True)
        raise
    return paths
