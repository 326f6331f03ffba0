"""Render a Briefing to HTML, PDF, Markdown, JSON and e-mail.

Article text is untrusted, so: Jinja2 autoescapes everything (the Markdown templates
use the ``md`` filter, which returns already-escaped Markup for Markdown instead of
HTML); WeasyPrint gets a URL fetcher that serves only files inside this package (fonts),
so no article can make the renderer read a local file or touch the network; the e-mail
HTML is CSS-inlined with remote stylesheets disabled. Templates come from the user's
``settings.templates`` folder first and the packaged ``reports/templates`` second, so a
user can replace one file (say ``print.css``) and keep the rest.
"""

from __future__ import annotations

import json
import logging
import mimetypes
import os
import re
import tempfile
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from urllib.parse import urlsplit
from urllib.request import url2pathname

from jinja2 import ChoiceLoader, Environment, FileSystemLoader, StrictUndefined
from markupsafe import Markup, escape
from weasyprint import HTML
from weasyprint.text.fonts import FontConfiguration
from weasyprint.urls import URLFetcher, URLFetcherResponse

from . import __version__
from .briefing import fold
from .charts import Chart, charts_for
from .config import Settings
from .labels import (
    count_stories,
    country_name,
    direction,
    format_date,
    format_range,
    labels,
    language_name,
)
from .model import Analysis, Article, Briefing, Claim, Entity, Figure

log = logging.getLogger(__name__)

PACKAGE_DIR = Path(__file__).resolve().parent
TEMPLATES_DIR = PACKAGE_DIR / "templates"
PAGE_SIZES = {"a4": "A4", "letter": "letter"}
HEADLINE_WORDS = 22
MAX_GROUP_ROWS = 6  # per multi-source story: the figures and claims shown

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
    env.filters["short"] = _one_line
    env.filters["textdir"] = text_direction
    env.filters["bidi"] = isolate
    return env


def squash(text: str) -> str:
    """Collapse runs of whitespace (extractors keep paragraph breaks inside sentences)."""
    return " ".join(str(text).split())


def isolate(text: object) -> Markup:
    """Text between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE.

    Browsers isolate <bdi>, but WeasyPrint ignores ``unicode-bidi: isolate``; Pango's
    bidi algorithm does honour the isolate characters, so an Arabic name followed by a
    number, or a path inside an Arabic line, keeps its own order in the PDF too.
    """
    return Markup("\u2068") + escape(text) + Markup("\u2069")


_LATIN = re.compile("[A-Za-z\u00c0-\u024f]")


def text_direction(text: str) -> str:
    """"rtl" when a text is mostly Arabic letters (for strings that carry no language)."""
    arabic = len(re.findall("[\u0600-\u06ff]", str(text)))
    return "rtl" if arabic > len(_LATIN.findall(str(text))) else "ltr"


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


# --------------------------------------------------------------------------- view model


@dataclass(frozen=True)
class PlaceView:
    entity: Entity
    country: str  # country name in the label language, "" when unknown


@dataclass(frozen=True)
class StoryView:
    """One article as the templates show it: numbered, anchored, with its direction."""

    num: int
    anchor: str
    article: Article
    lang: str
    dir: str
    language: str  # language name in the label language
    headline: str  # the title, cut to a line; made from the text when there is none
    lead: str  # the story in one line
    sources: tuple[str, ...]
    people: tuple[Entity, ...]
    organizations: tuple[Entity, ...]
    places: tuple[PlaceView, ...]
    claims: tuple[Claim, ...]
    figures: tuple[Figure, ...]
    key_figures: tuple[Figure, ...]
    charts: tuple[Chart, ...]
    first_seen: str
    published: str

    @property
    def title(self) -> str:
        return self.article.analysis.title

    @property
    def summary(self) -> tuple[str, ...]:
        return self.article.analysis.summary


@dataclass(frozen=True)
class Ref:
    num: int
    anchor: str
    title: str


@dataclass(frozen=True)
class IndexView:
    """A person or place in the index: its name, its names in the other script, where."""

    kind: str
    name: str
    other_names: tuple[str, ...]
    country: str
    refs: tuple[Ref, ...]


@dataclass(frozen=True)
class FigureRow:
    """One measure of a multi-source story: the value, who reports it, who differs."""

    measure: str
    text: str
    unit: str
    refs: tuple[Ref, ...]
    single_source: bool
    others: tuple[tuple[str, Ref], ...]  # (value as written, article) giving another value


@dataclass(frozen=True)
class ClaimRow:
    speaker: str
    text: str
    lang: str  # language of ``text`` (the first report's)
    dir: str
    refs: tuple[Ref, ...]


@dataclass(frozen=True)
class GroupView:
    """Articles about the same event, from several sources (``Briefing.stories``)."""

    title: str
    refs: tuple[Ref, ...]
    languages: tuple[str, ...]
    figures: tuple[FigureRow, ...]
    claims: tuple[ClaimRow, ...]


RefOf = Callable[[str], "Ref | None"]  # article id -> its numbered reference in this briefing

_ARABIC = re.compile("[\u0600-\u06ff]")


def _script(name: str) -> str:
    return "ar" if _ARABIC.search(name) else "latn"


def _other_names(name: str, names: Iterable[str], limit: int = 3) -> tuple[str, ...]:
    """Names worth printing beside ``name``: not a part of it, not a spelling variant."""
    out: list[str] = []
    keys = [fold(name)]
    for n in names:
        k = fold(n)
        if k and not any(k in seen or seen in k for seen in keys):
            out.append(n)
            keys.append(k)
    return tuple(out[:limit])


def _index(briefing: Briefing, kind: str, lang: str, ref: RefOf) -> list[IndexView]:
    """Index entries from the linked entities (one per real entity, across scripts),
    or from the per-article index when linking gave none."""
    out = []
    linked = [e for e in briefing.entities if e.kind == kind]
    if linked:
        for e in linked:
            names = tuple(dict.fromkeys((e.name, *e.names)))
            name = e.name
            if lang == "ar":  # an Arabic digest names people in Arabic when it can
                name = next((n for n in names if _script(n) == "ar"), name)
            others = _other_names(name, names)
            refs = tuple(r for r in map(ref, e.article_ids) if r)
            out.append(IndexView(kind, name, others, _country_beside(name, e.country, lang),
                                 refs))
    else:
        for e in briefing.index:
            if e.kind == kind:
                refs = tuple(r for r in map(ref, e.article_ids) if r)
                out.append(IndexView(kind, e.name, (), _country_beside(e.name, e.country, lang),
                                     refs))
    out = [v for v in out if v.refs]
    out.sort(key=lambda v: (_script(v.name) != ("ar" if lang == "ar" else "latn"),
                            v.name.casefold()))
    return out


def _groups(briefing: Briefing, lang: str, ref: RefOf) -> list[GroupView]:
    """Stories told by two or more articles, with what their sources agree on."""
    out = []
    for st in briefing.stories:
        refs = tuple(r for r in map(ref, st.article_ids) if r)
        if len(refs) < 2:
            continue
        figures = []
        for g in st.figures:
            frefs = tuple(dict.fromkeys(r for r in (ref(x.article_id) for x in g.reports) if r))
            others = tuple((d[2].text, r) for d in g.disputed_by
                           if (r := ref(d[2].article_id)))
            if len(frefs) < 2 and not others:
                continue  # one article's number alone says nothing across sources
            text = g.reports[0].text if g.reports else f"{g.value:g}"
            figures.append(FigureRow(g.measure, text, g.unit, frefs, g.single_source, others))
        figures.sort(key=lambda f: (-len(f.refs), len(f.others)))  # agreed first
        claims = []
        for c in st.claims:
            crefs = tuple(dict.fromkeys(r for r in (ref(x.article_id) for x in c.reports) if r))
            if c.reports and crefs:
                first = c.reports[0]
                claims.append(ClaimRow(c.speaker, first.text, first.language,
                                       direction(first.language), crefs))
        claims.sort(key=lambda c: -len(c.refs))  # what several sources carry first
        out.append(GroupView(_one_line(st.title, HEADLINE_WORDS) or refs[0].title, refs,
                             tuple(language_name(x, lang) for x in st.languages),
                             tuple(figures[:MAX_GROUP_ROWS]), tuple(claims[:MAX_GROUP_ROWS])))
    return out


def _one_line(text: str, words: int = 32) -> str:
    parts = squash(text).split(" ")
    return " ".join(parts[:words]) + ("…" if len(parts) > words else "")


def _key_figures(figures: Iterable[Figure], limit: int = 3) -> tuple[Figure, ...]:
    """The figures worth a line at a glance: first mentioned first, one per value."""
    out: list[Figure] = []
    values: set[float] = set()
    for f in figures:
        if float(f.value) in values:
            continue
        values.add(float(f.value))
        out.append(f)
        if len(out) == limit:
            break
    return tuple(out)


def _order(briefing: Briefing) -> tuple[Article, ...]:
    """Digest: as stored (first seen). Dossier: oldest first by publication date."""
    if briefing.kind != "dossier":
        return briefing.articles
    return tuple(sorted(briefing.articles,
                        key=lambda a: (a.published or a.first_seen.date().isoformat(),
                                       a.first_seen)))


def _story(num: int, article: Article, lang: str) -> StoryView:
    a = article.analysis
    alang = a.language or "und"
    headline = _headline(a)
    return StoryView(
        num=num, anchor=f"story-{num}", article=article, lang=alang, dir=direction(alang),
        language=language_name(alang, lang),
        headline=headline, lead=_lead(headline, a.summary),
        sources=article.sources or (a.source,),
        people=a.people, organizations=a.organizations,
        places=tuple(PlaceView(e, _country_beside(e.name, e.country, lang)) for e in a.places),
        claims=a.claims, figures=a.figures, key_figures=_key_figures(a.figures),
        charts=tuple(charts_for(a.figures, rtl=direction(alang) == "rtl")),
        first_seen=format_date(article.first_seen, lang),
        published=_published(article.published, lang),
    )


def _headline(a: Analysis) -> str:
    """The title cut to a line (some sources give a paragraph); without a title, the
    opening words of the text, then the file name."""
    if squash(a.title):
        return _one_line(a.title, HEADLINE_WORDS)
    for sentence in a.summary:
        if squash(sentence):
            return _one_line(sentence, HEADLINE_WORDS // 2)
    return Path(a.source).name


def _country_beside(name: str, code: str | None, lang: str) -> str:
    """The country to print after a place, or "" when the place is the country."""
    country = country_name(code, lang)
    return "" if fold(country) == fold(name) or (code or "").upper() == name.upper() else country


def _lead(headline: str, summary: Iterable[str]) -> str:
    """The story in one line: the first summary sentence that is not the headline again."""
    h = squash(headline).rstrip("…")
    for sentence in summary:
        s = squash(sentence)
        if s and not s.startswith(h) and s not in h:
            return _one_line(s)
    return ""


def _published(value: str | None, lang: str) -> str:
    if not value:
        return ""
    try:
        return format_date(datetime.fromisoformat(value), lang)
    except ValueError:
        return value


def _period(briefing: Briefing, lang: str) -> str:
    """Inclusive dates of the period (a digest's end is exclusive: midnight next day)."""
    first = briefing.period_start.date()
    end = briefing.period_end
    last = (end - timedelta(microseconds=1)).date() if briefing.kind == "digest" else end.date()
    return format_range(first, max(first, last), lang)


def context(briefing: Briefing, settings: Settings) -> dict:
    """Everything the templates read; built once so every output says the same thing."""
    lang = briefing.lang or settings.lang
    stories = [_story(i, a, lang) for i, a in enumerate(_order(briefing), 1)]
    by_id = {s.article.id: s for s in stories}

    def ref(article_id: str) -> Ref | None:
        s = by_id.get(article_id)
        return Ref(s.num, s.anchor, s.headline) if s else None

    page_size = PAGE_SIZES.get(settings.page_size.strip().lower())
    if page_size is None:
        log.warning("page_size %r is not A4 or Letter; using A4", settings.page_size)
        page_size = "A4"
    return {
        "b": briefing,
        "L": labels(lang),
        "lang": lang,
        "dir": direction(lang),
        "title": briefing.title,
        "period": _period(briefing, lang),
        "generated": briefing.generated,
        "generated_text": f"{format_date(briefing.generated, lang)} "
                          f"{briefing.generated.strftime('%H:%M')}",
        "stories": stories,
        "languages": [language_name(code, lang) for code in briefing.languages],
        "glance_figures": [(s, f) for s in stories for f in s.key_figures][:12],
        "groups": _groups(briefing, lang, ref),
        "index_people": _index(briefing, "person", lang, ref),
        "index_places": _index(briefing, "place", lang, ref),
        "quarantined": briefing.quarantined,
        "page_size": page_size,
        "version": __version__,
    }


# --------------------------------------------------------------------------- outputs


def render_html(briefing: Briefing, settings: Settings) -> str:
    """The full document (digest.html.j2 or dossier.html.j2), CSS included inline."""
    env = environment(settings)
    name = "dossier.html.j2" if briefing.kind == "dossier" else "digest.html.j2"
    return env.get_template(name).render(context(briefing, settings))


def render_markdown(briefing: Briefing, settings: Settings) -> str:
    """The same content as readable plain text / Markdown (the e-mail's text part)."""
    return environment(settings).get_template("briefing.md.j2").render(
        context(briefing, settings))


class PackageFetcher(URLFetcher):
    """A WeasyPrint URL fetcher that serves only the package's fonts and templates.

    Anything else (file:///etc/passwd, http://..., data:, the package's own code or
    models, a path escaping through ``..`` or a symlink) is refused with ValueError,
    which WeasyPrint logs and skips; refused URLs are kept in ``refused``.
    """

    def __init__(self, root: Path = PACKAGE_DIR,
                 folders: tuple[str, ...] = ("fonts", "templates")) -> None:
        super().__init__(allowed_protocols=("file",), allow_redirects=False)
        self.roots = tuple((Path(root) / f).resolve() for f in folders)
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


def render_pdf(html: str, settings: Settings) -> bytes:
    """PDF bytes from ``render_html`` output; relative URLs resolve inside the package."""
    fetcher = PackageFetcher()
    doc = HTML(string=html, base_url=PACKAGE_DIR.as_uri() + "/", url_fetcher=fetcher)
    return doc.write_pdf(font_config=FontConfiguration())


def _subject_date(briefing: Briefing, lang: str) -> str:
    return _period(briefing, lang) if briefing.kind == "digest" else format_date(
        briefing.generated, lang)


def render_email(briefing: Briefing, settings: Settings) -> tuple[str, str, str]:
    """(subject, plain text, HTML) for mail clients: inline styles, tables, no URLs."""
    import css_inline

    ctx = context(briefing, settings)
    L = ctx["L"]
    subject = L["email_subject"].format(title=briefing.title,
                                        date=_subject_date(briefing, ctx["lang"]),
                                        count=count_stories(len(briefing.articles),
                                                            ctx["lang"]))
    subject = squash(subject)
    text = render_markdown(briefing, settings)
    raw = environment(settings).get_template("email.html.j2").render(ctx)
    inliner = css_inline.CSSInliner(load_remote_stylesheets=False, keep_style_tags=False,
                                    keep_link_tags=False)
    return subject, text, inliner.inline(raw)


def _atomic_write(path: Path, data: bytes) -> None:
    """Write next to the target, fsync, then rename: readers see old or new, never half."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_all(briefing: Briefing, settings: Settings, out_dir: Path, stem: str) -> dict[str, Path]:
    """Render every format first, then write ``{stem}.html/.pdf/.md/.json`` atomically.

    Rendering before writing means a failure (say, in the PDF) leaves the previous
    files untouched rather than a new HTML beside an old PDF.
    """
    html = render_html(briefing, settings)
    blobs = {
        "html": html.encode("utf-8"),
        "pdf": render_pdf(html, settings),
        "md": render_markdown(briefing, settings).encode("utf-8"),
        "json": (json.dumps(briefing.as_dict(), ensure_ascii=False, indent=1) + "\n")
        .encode("utf-8"),
    }
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = {}
    for ext, data in blobs.items():
        path = out_dir / f"{stem}.{ext}"
        _atomic_write(path, data)
        paths[ext] = path
    return paths
