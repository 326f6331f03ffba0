"""The web front of the archive: an ASGI app (FastAPI on Starlette, served by uvicorn).

Pages and a JSON API over the same library the CLI uses: the latest digests, stories
by day with filters, a story, people / organizations / places found in either script,
an entity, a dossier made in the background, and the operator's view of the service.
Pages are the packaged Jinja2 templates (``templates/web/``), autoescaped, with the
digest's view model for a story; nothing loads from outside the app (a Content
Security Policy says so to the browser). Files are served only by what the app itself
recorded (a digest's key, a dossier job's id), never by a path from the request.
"""

from __future__ import annotations

import base64
import json
import logging
import secrets
import threading
from bisect import bisect_right
from collections import Counter
from collections.abc import Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Annotated, Any
from urllib.parse import quote, urlencode

from fastapi import Depends, FastAPI, Form, HTTPException, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse, RedirectResponse
from fastapi.routing import APIRoute
from pydantic import BaseModel, ConfigDict, Field, PlainSerializer, WithJsonSchema
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.middleware.sessions import SessionMiddleware
from starlette.responses import PlainTextResponse, Response

from .. import __version__, archive, events, export, view
from ..briefing import day_period, entities_named, matches, publication_days
from ..charts import timeline_chart
from ..config import Settings
from ..labels import count, country_name, direction, format_date, labels, language_name
from ..lang import fold, skeleton
from ..model import Briefing, LinkedEntity, StoryChange
from ..render import environment
from ..store import Store, now
from ..text import squash, text_direction
from . import alerting, security
from .jobs import FORMATS, Busy, Dossiers, TooMany
from .sessions import HOURS, Sessions

log = logging.getLogger(__name__)

API = "/api/v1"  # the JSON API's paths; those under /api/ before it redirect here (308)
QUERY_MAX = 200  # characters of a search or dossier query
BODY_MAX = 64 * 1024  # bytes of a request's body: a form or a dossier request is < 1 KB
RESULTS = 50  # entities a search page lists
LIMIT, LIMIT_MAX = 50, 500  # items of a page of an API list: by default, at most
SHOWN = 30  # mentions and sayings an entity page shows (the API's default limit)
SAID_FROM = 200  # an entity's newest articles its sayings are looked for in
MAP_ARTICLES = 200  # an entity's newest articles whose places its map shows
LANGS = ("en", "ar")  # label languages of the pages
CSP = ("default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; "
       "frame-ancestors 'none'; base-uri 'none'")
MEDIA = {"html": "text/html; charset=utf-8", "pdf": "application/pdf",
         "md": "text/markdown; charset=utf-8", "json": "application/json"}


# -- the API's shapes (its OpenAPI schema: /api/v1/openapi.json) --------------------------

class ApiError(BaseModel):
    """Every error the JSON API answers, whatever its status: one line saying why."""

    model_config = ConfigDict(extra="forbid")
    error: str = Field(description="what went wrong, in English")


ERRORS = {  # the statuses an API operation may answer with ApiError, and when
    401: "no credential, or a wrong one (send Authorization: Bearer <token>)",
    403: "a session cookie without its CSRF token (X-CSRF-Token)",
    404: "no such thing",
    413: "the request body is too large",
    422: "a parameter or the body is not valid",
    429: "too many requests or failed credentials; try again later",
    500: "an error of the server (the log has the details)",
    503: "the dossier queue is full",
}


def _errors(*codes: int) -> dict[int | str, dict[str, Any]]:
    """The ``responses`` of an API operation: its error statuses, each an ``ApiError``
    (listing 422 also keeps FastAPI from advertising its own validation shape)."""
    return {c: {"model": ApiError, "description": ERRORS[c]} for c in (401, 422, 429, 500, *codes)}


def _listed() -> dict[int | str, dict[str, Any]]:
    """The ``responses`` of a list: its errors, and a page as JSON or CSV with the
    ``Link`` header of the next page (the JSON stays a list, as it was before pages)."""
    return {**_errors(), 200: {
        "description": "a page of the list, as JSON or (format=csv) CSV, one row an item "
                       "and a header row; list cells are joined with \"; \"",
        "headers": {"Link": {"description": '`<URL of the next page>; rel="next"` while '
                             "more follow; absent on the last page",
                             "schema": {"type": "string"}}},
        "content": {"text/csv": {"schema": {"type": "string"}}}}}


def _whole(value: float) -> float | int:
    """4500.0 written 4500, as the digest's JSON writes a figure."""
    return int(value) if value.is_integer() else value


# a JSON number (an integer is one): the serializer's output is not made a float again
Number = Annotated[float, PlainSerializer(_whole, return_type=Any),
                   WithJsonSchema({"type": "number"})]

# the parameters every list takes
Limit = Annotated[int, Query(ge=1, le=LIMIT_MAX, description="items a page holds")]
Cursor = Annotated[str, Query(max_length=4096, description="where the page starts: the "
                              "cursor of the Link header's next page (opaque); none: the first")]
Format = Annotated[str, Query(pattern="^(json|csv)$", description="json, or csv (text/csv: "
                              "cells that a spreadsheet would read as a formula start with ')")]


class Health(BaseModel):
    status: str = Field(description='"ok", or "unavailable" when the database does not answer')
    database: str = Field(description='"reachable" or "unreachable"')
    last_scan: str | None = Field(description="when a service last scanned the sources "
                                  "(ISO 8601), if one ever did")
    service_running: bool | None = Field(description="whether a `reports serve` holds the "
                                         "schedules now (null when the database is unreachable)")


class StoryItem(BaseModel):
    id: str
    title: str = Field(description="its heading: the story's title (/api/v1/stories/{id}) "
                       "when in English, else the headline of an English article if it has "
                       "one")
    day: str = Field(description="the newest publication day of its articles")
    languages: list[str]
    articles: int
    kinds: list[str] = Field(description="event kinds of its articles (attack, crash ...)")
    places: list[str] = Field(description="in English (romanized) where it can")
    tolls: list[str] = Field(description='"28-43 killed": a range when sources differ')


class EntityItem(BaseModel):
    id: str
    kind: str
    name: str
    names: list[str] = Field(description="every name it goes by, in either script")
    country: str | None
    articles: int
    mentions: int
    geonames: int | None = Field(default=None, description="places: the GeoNames id "
                                 "(https://www.geonames.org/{id})")
    wikidata: str = Field(default="", description='the Wikidata item ("Q858") a name of it is '
                          'tied to in the shipped name tables; "" when none is sure')


class Said(BaseModel):
    day: str
    speaker: str
    text: str
    sentence: str
    article_id: str
    source: str


class Mention(BaseModel):
    day: str
    article_id: str
    title: str
    source: str
    language: str
    story_id: str | None


class EntityDetail(EntityItem):
    per_day: dict[str, int] = Field(description="articles per publication day (all of them)")
    said: list[Said] = Field(description="its claims, newest publication first, at most limit")
    said_more: int = Field(description="claims found beyond limit")
    said_from: int = Field(description="the newest articles its claims were looked for in "
                                       f"(at least {SAID_FROM}, or all of them)")
    mentioned_in: list[Mention] = Field(description="its newest articles, at most limit")


class FigureItem(BaseModel):
    """A number one article gives, with what it counts and its sentence."""

    article_id: str
    index: int = Field(description="its place among the article's figures, from 0")
    day: str = Field(description="the article's publication day")
    source: str
    language: str
    story_id: str | None
    measure: str = Field(description='what kind of count: "killed", "money", "percent" ... '
                         'or ""')
    value: Number
    high: Number | None = Field(description="the top of a range (between 20 and 30)")
    unit: str = Field(description='"people", "percent", "USD" ... or "" when unknown')
    what: str = Field(description="what the number counts, as written")
    subject: str = Field(description="who or what the count is of, as written")
    approx: str = Field(description='its qualifier as written: "around", "at least" ... or ""')
    text: str = Field(description="the figure as written")
    sentence: str


# a stored story (``model.Story.as_dict``): extra="forbid", so a field the store gains and
# the schema lacks fails the tests (a 500) instead of reaching clients undocumented

class StoryReport(BaseModel):
    """One source's version of a figure or claim, pointing back to its sentence."""

    model_config = ConfigDict(extra="forbid")
    article_id: str
    source: str
    language: str
    seen: str = Field(description="ISO day the article was first seen")
    text: str = Field(description="the figure or claim as written")
    sentence: str
    what: str
    unit: str
    quote: bool = Field(description="claims: a direct quotation")
    value: Number | None
    high: Number | None
    approx: str
    subject: str
    day: str = Field(description="the article's publication day")
    by: str = Field(default="", description=(
        "tallies: the source the article gives this count as said by, where it gives "
        "another source's count beside it (\"SANA\"); else \"\""))


class StoryFigure(BaseModel):
    """A measure in the story and the values its sources give."""

    model_config = ConfigDict(extra="forbid")
    measure: str
    value: Number
    approx: str
    unit: str
    reports: list[StoryReport]
    disputed_by: list[tuple[Number, str, StoryReport]] = Field(
        description="other values given for the measure: [value, qualifier, report]")
    background: bool = Field(description="every source gives it of an earlier or another event")
    high: Number | None = Field(
        description="a range's upper end, or a score's second side (\"1-0\": value 1, high 0)")
    sources: int
    single_source: bool


class StoryTally(BaseModel):
    """One count of the story's event as each source gives it, newest first."""

    model_config = ConfigDict(extra="forbid")
    measure: str
    subject: str
    reports: list[StoryReport]
    low: Number
    high: Number
    sources: int
    agree: bool


class StoryClaim(BaseModel):
    """What one speaker said across the sources, in each original wording."""

    model_config = ConfigDict(extra="forbid")
    speaker_id: str
    speaker: str
    reports: list[StoryReport]
    sources: int


class StoryResponsibility(BaseModel):
    """One thing the sources say of who carried it out."""

    model_config = ConfigDict(extra="forbid")
    status: str = Field(description="claimed | denied | none | blamed | suspected")
    group: str
    reports: list[StoryReport]
    entity_id: str
    sources: int


class StoryDetail(BaseModel):
    """A story as stored: the articles about one news item and what they say."""

    model_config = ConfigDict(extra="forbid")
    id: str
    title: str
    article_ids: list[str]
    languages: list[str]
    entity_ids: list[str]
    figures: list[StoryFigure]
    claims: list[StoryClaim]
    why: list[str] = Field(description="the evidence that joined its articles")
    tallies: list[StoryTally]
    responsibility: list[StoryResponsibility]
    day: str = Field(description='the day the event happened, by a vote of its sources ("" '
                     "when unknown)")
    lead: str = Field(description="the story in one line of facts")


class DossierRequest(BaseModel):
    query: str = Field(min_length=1, max_length=QUERY_MAX)
    lang: str = Field(default="en", pattern="^(en|ar)$")


class DossierJob(BaseModel):
    id: str
    query: str
    lang: str
    status: str = Field(description="queued | running | done | failed")
    stage: str = Field(description='"finding" the articles, then "writing" the files')
    articles: int
    error: str = Field(description="why it failed, in English")
    problem: str = Field(description="why it failed: none | too_many | error")
    created: str
    finished: str | None
    files: dict[str, str] = Field(description="format -> URL, once done")


# -- the app ------------------------------------------------------------------------------

def create_app(settings: Settings, store: Store | None = None, host: str | None = None
               ) -> FastAPI:
    """The app for ``settings`` (``host``: the address it will listen on, default
    ``web.host``; a public one needs a credential, see ``security.check_startup``)."""
    web = settings.web
    host = host or web.host
    security.check_startup(web, host)
    store = store or Store(settings.database_url, settings.database_password)
    dossiers = Dossiers(settings, store)
    env = environment(settings)
    limits = security.RateLimit(web.dossiers_per_hour, 3600.0)
    failures = security.Failures(web.failed_sign_ins_per_hour)
    guarded = security.has_credential(web)
    sessions = Sessions(store, web.password_hash) if web.password_hash else None

    @asynccontextmanager
    async def lifespan(_app: FastAPI):
        stop = threading.Event()
        linker = threading.Thread(target=keep_linked, args=(store, settings, stop),
                                  name="web-links", daemon=True)
        linker.start()
        yield
        stop.set()
        dossiers.close()

    app = FastAPI(title="reports", version=__version__, docs_url=None, redoc_url=None,
                  lifespan=lifespan,
                  openapi_url=f"{API}/openapi.json",
                  description="The archive's stories, entities, figures and dossiers, as "
                              "JSON (lists as CSV too). Off loopback, send `Authorization: "
                              "Bearer <REPORTS_WEB_TOKEN>`. Every error is one shape, "
                              "`ApiError`: `{\"error\": \"...\"}`. A list answers a page at "
                              "a time: while more follow, its `Link` header gives the next "
                              "page's URL (`rel=\"next\"`). The paths under /api/ before "
                              "/api/v1 redirect here (308).")
    # innermost: before any endpoint parses a body, its sender is signed in and its size
    # bounded (the session is read by the middleware around it)
    app.add_middleware(_Gate, refusal=lambda request: refusal(request))
    app.add_middleware(SessionMiddleware, secret_key=web.secret or secrets.token_urlsafe(32),
                       session_cookie="reports_session", same_site="lax",
                       https_only=not security.is_loopback(host), max_age=HOURS * 3600)
    # no DNS rebinding: a page of another site whose name resolves to 127.0.0.1
    trusted = ({"127.0.0.1", "localhost", "::1", host.strip("[]")}
               if security.is_loopback(host) else None)
    app.state.dossiers = dossiers

    @app.middleware("http")
    async def headers(request: Request, call_next):
        api = request.url.path.startswith("/api/")
        if trusted is not None and security.host_of(request.headers.get("host", "")) not in trusted:
            response = (JSONResponse({"error": "invalid Host header"}, 400) if api
                        else PlainTextResponse("Invalid host header", status_code=400))
        else:
            try:
                response = await call_next(request)
            except Exception:  # one line to the client, the trace to the log, headers kept
                log.exception("error serving %s", request.url.path)
                response = (JSONResponse({"error": "internal error"}, 500) if api
                            else PlainTextResponse("internal error", status_code=500))
        if guarded:  # pages and answers of a signed-in user stay out of shared caches
            response.headers.setdefault("Cache-Control", "no-store")
        response.headers["Content-Security-Policy"] = CSP
        response.headers["X-Content-Type-Options"] = "nosniff"
        response.headers["Referrer-Policy"] = "no-referrer"
        response.headers["X-Frame-Options"] = "DENY"
        return response

    # -- who is asking ----------------------------------------------------------------
    def client(request: Request) -> str:
        """The client the limits count (a loopback range, an IPv6 /64, an address)."""
        return security.client_key(request.client.host if request.client else "")

    def bearer(request: Request) -> bool:
        """Whether the request carries the right bearer token (checked once a request). A
        wrong one is a failed sign-in; none is checked while its client, or all clients
        together, have failed too often (429)."""
        known = getattr(request.state, "bearer", None)
        if known is not None:
            return known
        auth = request.headers.get("authorization", "")
        ok = False
        if auth.startswith("Bearer "):
            who = client(request)
            if why := failures.refused(who):
                raise HTTPException(429, why, headers={"Retry-After": "60"})
            ok = security.token_ok(auth[7:], web)
            if not ok:
                failures.failed(who)
                log.warning("web: a wrong bearer token from %s", who)
        request.state.bearer = ok
        return ok

    def owner(request: Request) -> str:
        """Whose a dossier job is: the session's, or the API token holder's."""
        if bearer(request):
            return "token"
        return request.session.setdefault("sid", secrets.token_urlsafe(16))

    def signed_in(request: Request) -> bool:
        """No credential is needed, or the bearer token is right, or the session's key
        is a live session (``sessions``: checked once a request)."""
        if not guarded or bearer(request):
            return True
        known = getattr(request.state, "session_live", None)
        if known is None:
            known = bool(sessions and request.session.get("user") == "editor"
                         and sessions.live(request.session.get("key", "")))
            request.state.session_live = known
        return known

    def refusal(request: Request) -> Response | None:
        """Why a request with a body is refused before its body is read (None: it is
        not): only a sign-in is taken from someone not signed in."""
        if request.url.path == "/login":
            return None
        try:
            if signed_in(request):
                return None
        except HTTPException as exc:  # too many failed bearer tokens
            return JSONResponse({"error": exc.detail}, exc.status_code, headers=exc.headers)
        if request.url.path.startswith("/api/"):
            return JSONResponse({"error": "sign in, or send Authorization: Bearer <token>"},
                                401, headers={"WWW-Authenticate": "Bearer"})
        return RedirectResponse("/login", status_code=303)

    def page_user(request: Request) -> None:
        if not signed_in(request):
            nxt = request.url.path + (f"?{request.url.query}" if request.url.query else "")
            raise HTTPException(303, headers={"Location": f"/login?next={quote(nxt)}"})

    def api_user(request: Request) -> None:
        if not signed_in(request):
            raise HTTPException(401, "sign in, or send Authorization: Bearer <token>",
                                headers={"WWW-Authenticate": "Bearer"})

    def check_csrf(request: Request, given: str | None) -> None:
        if bearer(request):
            return  # no cookie was used: nothing to forge
        if not security.csrf_ok(request.session, given):
            raise HTTPException(403, "the form is out of date (no valid CSRF token): "
                                     "reload the page and send it again")

    # -- rendering ----------------------------------------------------------------------
    def ui_lang(request: Request) -> str:
        asked = request.query_params.get("ui")
        if asked in LANGS:
            request.session["ui"] = asked
        return request.session.get("ui", settings.lang if settings.lang in LANGS else "en")

    def page(request: Request, name: str, status: int = 200, keep: dict | None = None,
             **ctx: Any) -> HTMLResponse:
        """Page ``name``; ``keep``: what its language links carry besides the query (the
        fields of a form that was posted)."""
        lang = ui_lang(request)
        html = env.get_template(f"web/{name}.html.j2").render(
            L=labels(lang), lang=lang, dir=direction(lang), version=__version__,
            csrf=security.csrf_token(request.session), path=request.url.path,
            # this page in each other label language, named in that language: a link of
            # the query alone, so nothing of the request's path can lead off the site
            switches=[(c, language_name(c, c), direction(c),
                       "?" + urlencode({**request.query_params, **(keep or {}), "ui": c}))
                      for c in LANGS if c != lang],
            country=lambda code: country_name(code, lang) or code,
            signed_in=guarded and signed_in(request),
            count=lambda n, noun: count(n, noun, lang),
            lname=lambda code: language_name(code, lang),
            when=lambda iso: format_date(_day(iso), lang) if _day(iso) else iso, **ctx)
        return HTMLResponse(html, status_code=status)

    @app.exception_handler(RequestValidationError)
    async def bad_request(request: Request, exc: RequestValidationError):
        where = "; ".join(f"{'.'.join(map(str, e.get('loc', ())[1:]))}: {e.get('msg')}"
                          for e in exc.errors())
        return await http_error(request, HTTPException(422, where or "a bad request"))

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException):
        if exc.status_code == 303 and exc.headers:
            return RedirectResponse(exc.headers["Location"], status_code=303)
        if request.url.path.startswith("/api/"):
            return JSONResponse({"error": exc.detail}, status_code=exc.status_code,
                                headers=exc.headers)
        if request.url.path.startswith("/feeds/"):  # a feed reader: the line and its headers
            return PlainTextResponse(str(exc.detail), status_code=exc.status_code,
                                     headers=exc.headers)
        return page(request, "error", status=exc.status_code, code=exc.status_code,
                    message=exc.detail)

    # -- the library calls, shared by pages and the API (reads only: see ``keep_linked``) -
    def stories_on(day: date, place: str = "", lang: str = "", kind: str = "",
                   words: str = "en") -> list[StoryItem]:
        """The stories of ``day`` that pass the filters, tolls in language ``words``."""
        since, until = day_period(day)
        arts = {a.id: a for a in store.articles(since=since, until=until, current=True,
                                                   published=publication_days(since, until))}
        found = store.stories_of(arts)
        ents = {e.id: e for e in store.linked({i for s in found for i in s.entity_ids})[0]}
        out = []
        for st in found:
            mine = [arts[i] for i in st.article_ids if i in arts]
            kinds = sorted({k for a in mine if (k := events.of(a).kind)})
            places = [ents[i] for i in st.entity_ids if i in ents and ents[i].kind == "place"]
            if lang and lang not in st.languages or kind and kind not in kinds:
                continue
            shown = [view.display_name(p, words) for p in places]
            if place and not any(matches((*p.names, n), place) for p, n in zip(places, shown)):
                continue
            days = [a.day.isoformat() for a in mine]
            # headed as the digest heads it: the story's title when it is in the label
            # language's direction, else the first of its articles in that language
            title = squash(st.title)
            if not title or text_direction(title) != direction(words):
                title = next((view.headline(a.analysis) for a in mine
                              if a.analysis.language == words), title) or view.headline(
                    mine[0].analysis)
            out.append(StoryItem(
                id=st.id, title=title, day=max(days), languages=list(st.languages),
                articles=len(st.article_ids), kinds=kinds,
                places=list(dict.fromkeys(shown))[:6],
                tolls=[view.toll_line(t, words) for t in st.tallies[:3]]))
        out.sort(key=lambda i: (-i.articles, -len(i.languages), i.title))
        return out

    def figures_on(day: date, measure: str = "", lang: str = "") -> list[FigureItem]:
        """The figures the articles of ``day`` give, of ``measure`` and in ``lang`` if
        given, each as its article gives it (as stored at ingest: nothing is read again)."""
        since, until = day_period(day)
        arts = [a for a in store.articles(since=since, until=until, current=True,
                                          published=publication_days(since, until))
                if not lang or a.analysis.language == lang]
        story_of = store.story_ids(a.id for a in arts)
        return [FigureItem(article_id=a.id, index=i, day=a.day.isoformat(), source=a.source_name,
                           language=a.analysis.language, story_id=story_of.get(a.id),
                           measure=f.measure, value=f.value, high=f.high, unit=f.unit,
                           what=f.what, subject=f.subject, approx=f.approx, text=f.text,
                           sentence=f.sentence)
                for a in arts for i, f in enumerate(a.analysis.figures)
                if not measure or f.measure == measure]

    def the_day(day: str) -> date:
        """The day asked for, or the newest publication day stored."""
        if day and _day(day) is None:
            raise HTTPException(422, "day: expected YYYY-MM-DD")
        if day and not FIRST_DAY <= _day(day) <= LAST_DAY:
            raise HTTPException(422, f"day: expected a day from {FIRST_DAY} to {LAST_DAY}")
        return _day(day) or _day(store.last_published() or "") or now().date()

    def search(q: str, kind: str = "") -> list[LinkedEntity]:
        hits = entities_named(store, q.strip()[:QUERY_MAX])
        return [e for e in hits if not kind or e.kind == kind]

    def entity(entity_id: str, limit: int = SHOWN
               ) -> tuple[LinkedEntity, list[date], EntityDetail]:
        """An entity, the days of its articles, and its detail: its ``limit`` newest
        mentions and sayings, the sayings looked for in its ``max(SAID_FROM, limit)``
        newest articles. An entity of thousands of articles is counted from the index
        (``Store.article_days``) and only its newest articles are read."""
        found = store.linked([entity_id])[0]
        if not found:
            raise HTTPException(404, f"no entity {entity_id!r}")
        e = found[0]
        days = store.article_days(e.article_ids)
        newest = sorted(days, key=lambda i: (*days[i], i), reverse=True)  # by publication
        arts = sorted(store.articles(ids=set(newest[:max(SAID_FROM, limit)]), current=True),
                      key=lambda a: (a.day, a.first_seen, a.id), reverse=True)
        story_of = store.story_ids(a.id for a in arts[:limit])
        said_by = _speaker(e)
        said = [Said(day=a.day.isoformat(), speaker=c.speaker, text=c.text, sentence=c.sentence,
                     article_id=a.id, source=a.source_name)
                for a in arts for c in a.analysis.claims if said_by(c.speaker)]
        per_day = Counter(d.isoformat() for d, _ in days.values())
        detail = EntityDetail(
            **{**_entity_item(e).model_dump(), "articles": len(days)},
            per_day=dict(sorted(per_day.items())), said=said[:limit],
            said_more=max(0, len(said) - limit), said_from=len(arts),
            mentioned_in=[Mention(day=a.day.isoformat(), article_id=a.id,
                                  title=a.analysis.title or (a.analysis.summary or ("",))[0],
                                  source=a.source_name, language=a.analysis.language,
                                  story_id=story_of.get(a.id)) for a in arts[:limit]])
        return e, [d for d, _ in days.values()], detail

    def entity_map(e: LinkedEntity, lang: str):
        """The places named in the entity's newest articles (a place: itself among them)."""
        days = store.article_days(e.article_ids)
        ids = sorted(days, key=lambda i: (*days[i], i), reverse=True)[:MAP_ARTICLES]
        places = {eid for (_a, kind, _n), eid in store.mentions(ids).items() if kind == "place"}
        if e.kind == "place":
            places.add(e.id)
        return view.places_map(store.linked(places)[0], lang, ids)

    def job_view(job) -> DossierJob:
        d = job.as_dict()
        d["files"] = {f: f"/dossiers/{job.id}/{f}" for f in d.pop("formats")}
        return DossierJob(**d)

    def ask_dossier(request: Request, query: str, lang: str):
        query = " ".join(query.split())
        if not query or len(query) > QUERY_MAX:
            raise HTTPException(422, f"a dossier query has 1 to {QUERY_MAX} characters")
        if not fold(query):  # "!!!": no word to look for (it would read the whole archive)
            raise HTTPException(422, "a dossier query needs a letter or a digit")
        who = owner(request)
        # by session and by client: a client dropping its cookie gets no new quota
        if not (limits.allow(who) and limits.allow(f"client {client(request)}")):
            raise HTTPException(429, f"at most {web.dossiers_per_hour} dossiers an hour; "
                                     "try again later")
        try:
            return dossiers.submit(query, lang if lang in LANGS else "en", who, client(request))
        except TooMany as exc:
            raise HTTPException(429, str(exc)) from None
        except Busy as exc:
            raise HTTPException(503, str(exc)) from None

    def the_job(request: Request, job_id: str):
        job = dossiers.get(job_id, owner(request))
        if job is None:
            raise HTTPException(404, "no such dossier (a dossier is kept while the app runs, "
                                     f"its files {web.dossier_hours:g} hours)")
        return job

    # -- pages ------------------------------------------------------------------------------
    @app.get("/login", response_class=HTMLResponse, include_in_schema=False)
    def login_form(request: Request, next: str = "/"):
        return page(request, "login", next=_local(next), failed=False)

    @app.post("/login", include_in_schema=False)
    def login(request: Request, password: str = Form(""), csrf: str = Form(""),
              next: str = Form("/")):
        check_csrf(request, csrf)
        who = client(request)
        if why := failures.refused(who):
            raise HTTPException(429, why, headers={"Retry-After": "60"})
        if not web.password_hash or not security.check_password(password, web.password_hash):
            failures.failed(who)
            log.warning("web: failed sign-in from %s", who)
            return page(request, "login", status=401, keep={"next": _local(next)},
                        next=_local(next), failed=True)
        request.session.clear()  # a new session: no fixation
        request.session["user"] = "editor"
        request.session["key"] = sessions.start()
        return RedirectResponse(_local(next), status_code=303)

    @app.post("/logout", include_in_schema=False)
    def logout(request: Request, csrf: str = Form("")):
        check_csrf(request, csrf)
        if sessions:  # ended here: a copy of the cookie no longer signs anyone in
            sessions.end(request.session.get("key", ""))
        request.session.clear()
        return RedirectResponse("/login", status_code=303)

    @app.get("/", response_class=HTMLResponse, include_in_schema=False,
             dependencies=[Depends(page_user)])
    def home(request: Request):
        return page(request, "home", digests=store.digests(limit=20),
                    format_date=format_date)

    @app.get("/digest", response_class=HTMLResponse, include_in_schema=False,
             dependencies=[Depends(page_user)])
    def digest_changes(request: Request, key: str = ""):
        record = store.digest(key)
        if record is None:
            raise HTTPException(404, "no such digest")
        changes, stories, previous, data = [], {}, "", None
        path = _made_file(record.files.get("json"), settings)
        try:  # what changed is in the digest's JSON file, if it is still there and whole
            data = json.loads(path.read_text(encoding="utf-8")) if path else None
        except (OSError, ValueError) as exc:
            log.warning("web: digest %s: its JSON file is unreadable: %s", key, exc)
        readable = isinstance(data, dict)
        if readable:
            lang = ui_lang(request)
            previous = (data.get("changes") or {}).get("previous", "")
            for d in (data.get("changes") or {}).get("stories", []):
                c = StoryChange.from_dict(d)
                changes.append({"story_id": c.story_id, "status": c.status,
                                "line": view.change_line(c, lang)})
            stories = {s["id"]: s["title"] for s in data.get("stories", [])}
        return page(request, "digest", record=record, changes=changes, titles=stories,
                    previous=previous, readable=readable,
                    formats=[f for f in FORMATS if _made_file(record.files.get(f), settings)],
                    format_date=format_date)

    @app.get("/digest/{fmt}", include_in_schema=False, dependencies=[Depends(page_user)])
    def digest_file(fmt: str, key: str = ""):
        record = store.digest(key)
        path = _made_file(record.files.get(fmt) if record and fmt in FORMATS else None,
                          settings)
        if path is None:
            raise HTTPException(404, "no such file")
        return _file(path, fmt)

    @app.get("/stories", response_class=HTMLResponse, include_in_schema=False,
             dependencies=[Depends(page_user)])
    def stories_page(request: Request, day: str = "", place: str = Query("", max_length=QUERY_MAX),
                     lang: str = "", kind: str = ""):
        when = the_day(day)
        ui = ui_lang(request)
        items = stories_on(when, place, lang, kind, words=ui)
        return page(request, "stories", items=items, day=when.isoformat(), place=place,
                    next_day=(when + timedelta(days=1)).isoformat(),
                    flang=lang, kind=kind, kinds=sorted(_event_kinds()),
                    langs=[(c, language_name(c, ui)) for c in LANGS])

    @app.get("/stories/{story_id}", response_class=HTMLResponse, include_in_schema=False,
             dependencies=[Depends(page_user)])
    def story_page(request: Request, story_id: str):
        st = store.story(story_id)
        if st is None:
            raise HTTPException(404, f"no story {story_id!r}")
        arts = tuple(store.articles(ids=set(st.article_ids), current=True))
        if not arts:
            raise HTTPException(404, f"story {story_id!r} has no current article")
        lang = ui_lang(request)
        seen = [a.first_seen for a in arts]
        b = Briefing(title=st.title, kind="digest", period_start=min(seen),
                     period_end=max(seen), generated=now(), articles=arts,
                     stories=(st,), entities=store.linked(st.entity_ids)[0], lang=lang)
        ctx = view.build(b, settings.with_overrides(lang=lang))
        return page(request, "story", s=ctx["stories"][0], story=st, map=ctx["map"])

    @app.get("/entities", response_class=HTMLResponse, include_in_schema=False,
             dependencies=[Depends(page_user)])
    def entities_page(request: Request, q: str = Query("", max_length=QUERY_MAX),
                      kind: str = ""):
        hits = search(q, kind)[:RESULTS] if q.strip() else []
        return page(request, "entities", q=q, kind=kind, hits=hits)

    @app.get("/entities/{entity_id}", response_class=HTMLResponse, include_in_schema=False,
             dependencies=[Depends(page_user)])
    def entity_page(request: Request, entity_id: str):
        e, days, detail = entity(entity_id)
        lang = ui_lang(request)
        chart = timeline_chart(days, lang) if days else None
        return page(request, "entity", e=e, d=detail, chart=chart, map=entity_map(e, lang))

    @app.get("/dossier", response_class=HTMLResponse, include_in_schema=False,
             dependencies=[Depends(page_user)])
    def dossier_form(request: Request, q: str = Query("", max_length=QUERY_MAX)):
        return page(request, "dossier_form", q=q, max_len=QUERY_MAX,
                    label_langs=[(c, language_name(c, c), direction(c)) for c in LANGS])

    @app.post("/dossier", include_in_schema=False, dependencies=[Depends(page_user)])
    def dossier_post(request: Request, query: str = Form(""), lang: str = Form("en"),
                     csrf: str = Form("")):
        check_csrf(request, csrf)
        job = ask_dossier(request, query, lang)
        return RedirectResponse(f"/dossiers/{job.id}", status_code=303)

    @app.get("/dossiers/{job_id}", response_class=HTMLResponse, include_in_schema=False,
             dependencies=[Depends(page_user)])
    def dossier_page(request: Request, job_id: str):
        return page(request, "dossier_job", job=job_view(the_job(request, job_id)),
                    limit=web.dossier_max_articles)

    @app.get("/dossiers/{job_id}/{fmt}", include_in_schema=False,
             dependencies=[Depends(page_user)])
    def dossier_file(request: Request, job_id: str, fmt: str):
        job = the_job(request, job_id)
        if fmt not in job.files or not job.files[fmt].is_file():
            raise HTTPException(404, "no such file")
        return _file(job.files[fmt], fmt)

    @app.get("/operator", response_class=HTMLResponse, include_in_schema=False,
             dependencies=[Depends(page_user)])
    def operator(request: Request):
        from .. import deliver
        from ..schedule import status

        data = status(settings, store)
        data.update(deliver.status(store, settings))
        return page(request, "operator", d=data)

    # -- for a load balancer or a supervisor ------------------------------------------------
    @app.get("/healthz", response_model=Health, tags=["operations"],
             summary="Whether the app answers and its database is reachable (no sign-in)",
             responses={503: {"model": Health, "description": "the database does not answer"}})
    def healthz():
        from sqlalchemy.exc import SQLAlchemyError

        from ..schedule import service_state

        try:
            state = store.get_state()
            running = service_state(store)["running"]
        except SQLAlchemyError as exc:  # the kind only: a driver's message may name the host
            log.warning("web: health check: the database does not answer (%s)",
                        type(exc).__name__)
            body = Health(status="unavailable", database="unreachable", last_scan=None,
                          service_running=None)
            return JSONResponse(body.model_dump(), 503, headers={"Cache-Control": "no-store"})
        scan = state.get("last_scan")
        body = Health(status="ok", database="reachable",
                      last_scan=scan if isinstance(scan, str) else None, service_running=running)
        return JSONResponse(body.model_dump(), headers={"Cache-Control": "no-store"})

    # -- the JSON API, under /api/v1 ---------------------------------------------------------
    @app.get(f"{API}/stories", response_model=list[StoryItem], dependencies=[Depends(api_user)],
             summary="Stories of a day, most articles first", tags=["stories"],
             responses=_listed())
    def api_stories(request: Request, response: Response,
                    day: str = Query("", description="YYYY-MM-DD; default the newest"),
                    place: str = Query("", max_length=QUERY_MAX), lang: str = "",
                    kind: str = "", limit: Limit = LIMIT, cursor: Cursor = "",
                    format: Format = "json"):
        items = stories_on(the_day(day), place, lang, kind)
        return _listed_page(request, response, STORIES, items, limit, cursor, format)

    @app.get(f"{API}/stories/{{story_id}}", response_model=StoryDetail,
             dependencies=[Depends(api_user)], tags=["stories"],
             summary="One story as stored (the digest JSON's story)", responses=_errors(404))
    def api_story(story_id: str):
        st = store.story(story_id)
        if st is None:
            raise HTTPException(404, f"no story {story_id!r}")
        return st.as_dict()

    @app.get(f"{API}/entities", response_model=list[EntityItem],
             dependencies=[Depends(api_user)],
             summary="People, organizations and places by name, in either script, most "
                     "articles first", tags=["entities"], responses=_listed())
    def api_entities(request: Request, response: Response,
                     q: str = Query(..., min_length=1, max_length=QUERY_MAX),
                     kind: str = Query("", pattern="^(|person|organization|place)$"),
                     limit: Limit = LIMIT, cursor: Cursor = "",
                     format: Format = "json"):
        hits = search(q, kind)
        return _listed_page(request, response, ENTITIES, [_entity_item(e) for e in hits],
                            limit, cursor, format)

    @app.get(f"{API}/entities/{{entity_id}}", response_model=EntityDetail,
             dependencies=[Depends(api_user)], tags=["entities"],
             summary="An entity: its mentions per day, what it said, where",
             responses=_errors(404))
    def api_entity(entity_id: str, limit: int = Query(SHOWN, ge=1, le=500)):
        return entity(entity_id, limit)[2]

    @app.get(f"{API}/figures", response_model=list[FigureItem], dependencies=[Depends(api_user)],
             summary="The figures of a day's articles, as each article gives them",
             tags=["figures"], responses=_listed())
    def api_figures(request: Request, response: Response,
                    day: str = Query("", description="YYYY-MM-DD; default the newest"),
                    measure: str = Query("", max_length=40, description="killed, wounded, "
                                         "money, percent ... (default: every figure)"),
                    lang: str = "", limit: Limit = LIMIT, cursor: Cursor = "",
                    format: Format = "json"):
        items = figures_on(the_day(day), measure, lang)
        return _listed_page(request, response, FIGURES, items, limit, cursor, format)

    @app.get("/export/{what}.csv", include_in_schema=False, dependencies=[Depends(page_user)])
    def export_csv(request: Request, what: str,
                   since: str = Query("", max_length=40, description="ISO date or date-time"),
                   until: str = Query("", max_length=40, description="ISO, exclusive"),
                   q: str = Query("", max_length=QUERY_MAX)):
        """A CSV export (``reports.export``) of the stories, entities or figures of a period
        and/or a query, as ``reports export`` writes it (UTF-8 with a BOM)."""
        if what not in export.KINDS:
            raise HTTPException(404, f"no export {what!r}: one of {', '.join(export.KINDS)}")
        start, end = (_moment(v, name) for v, name in ((since, "since"), (until, "until")))
        if not (start or end or q.strip()):
            raise HTTPException(422, "give a period (since, until) or a query (q)")
        table = export.export(store, what, start, end, q.strip(), settings.lang, refresh=False)
        return Response(export.to_text(table), media_type="text/csv; charset=utf-8", headers={
            "Content-Disposition": f'attachment; filename="{what}.csv"'})

    @app.post(f"{API}/dossiers", response_model=DossierJob, status_code=202,
              dependencies=[Depends(api_user)], tags=["dossiers"],
              summary="Ask for a dossier; poll its URL until status is done",
              responses=_errors(403, 413, 503))
    def api_dossier(request: Request, body: DossierRequest):
        # a JSON body cannot be sent from another site without CORS (none is allowed):
        # only a request riding on a session cookie shows its CSRF token
        if "reports_session" in request.cookies:
            check_csrf(request, request.headers.get("x-csrf-token"))
        return job_view(ask_dossier(request, body.query, body.lang))

    @app.get(f"{API}/dossiers/{{job_id}}", response_model=DossierJob,
             dependencies=[Depends(api_user)], tags=["dossiers"], responses=_errors(404))
    def api_dossier_job(request: Request, job_id: str):
        return job_view(the_job(request, job_id))

    # the paths before /api/v1: moved for good, the method and body kept (308), not in the schema
    for route in [r for r in app.routes if isinstance(r, APIRoute) and r.path.startswith(API)]:
        app.add_api_route("/api" + route.path[len(API):], _moved, methods=sorted(route.methods),
                          include_in_schema=False)
    app.add_api_route("/api/openapi.json", _moved, methods=["GET"], include_in_schema=False)

    # standing alerts and Atom feeds (issue 31): reports/web/alerting.py
    alerting.add_routes(app, store=store, settings=settings, page=page, page_user=page_user,
                        check_csrf=check_csrf,
                        feed_user=alerting.feed_guard(settings, signed_in, client, failures))
    return app


# -- helpers ------------------------------------------------------------------------------

def keep_linked(store: Store, settings: Settings, stop: threading.Event) -> None:
    """Bring the stored links up to date at start, then every ``scan_seconds`` until
    ``stop``: beside the app, never in a request, so a read only reads (a request that
    linked wrote to the database, and waited for a whole archive's relinking after an
    upgrade). Ingest links what it stores; this catches links made by other code and an
    ingest whose linking failed. Cheap when they are current (``archive.refresh``)."""
    while not stop.is_set():
        try:
            archive.refresh(store, settings.lang)
        except Exception:  # noqa: BLE001 - logged; the pages show the links as stored
            log.exception("web: the stored links were not brought up to date")
        stop.wait(settings.scan_seconds)


class _Gate:
    """ASGI middleware for requests that may carry a body (all but GET, HEAD, OPTIONS):
    ``refusal`` decides on the headers alone (authentication before the body), then
    the body is read here, refused past ``BODY_MAX`` bytes by its Content-Length or as
    it arrives, and handed on whole, so no parser ever holds more."""

    def __init__(self, app, refusal) -> None:
        self.app, self.refusal = app, refusal

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http" or scope["method"] in ("GET", "HEAD", "OPTIONS"):
            await self.app(scope, receive, send)
            return
        request = Request(scope)
        # in a thread: whether a session is live is a database query
        if (refused := await run_in_threadpool(self.refusal, request)) is not None:
            await refused(scope, receive, send)
            return
        length = request.headers.get("content-length", "")
        if length.isdigit() and int(length) > BODY_MAX:
            await _too_big(scope, receive, send)
            return
        body = bytearray()
        while True:
            message = await receive()
            if message["type"] != "http.request":  # the client went away
                return
            body += message.get("body", b"")
            if len(body) > BODY_MAX:
                await _too_big(scope, receive, send)
                return
            if not message.get("more_body", False):
                break
        await self.app(scope, _replay(bytes(body), receive), send)


async def _too_big(scope, receive, send) -> None:
    """413, as JSON for the API; the rest of the body is read and dropped by uvicorn."""
    why = f"a request body holds at most {BODY_MAX // 1024} KB"
    answer = (JSONResponse({"error": why}, 413) if scope["path"].startswith("/api/")
              else PlainTextResponse(why, 413))
    await answer(scope, receive, send)


def _replay(body: bytes, receive):
    """A ``receive`` that gives ``body`` once, then waits on the client (a disconnect)."""
    sent = False

    async def again():
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return again


@dataclass(frozen=True)
class _Listing:
    """An API list: its name (the CSV file's), its item, and its order: ``key`` sorts
    its items, and a cursor is the key of a page's last item, so a page starts where
    the last one ended however the list changed meanwhile (nothing twice, nothing left
    out of what stayed). ``types``: the key's, checked in a cursor from a client."""

    name: str
    model: type[BaseModel]
    key: Callable[[Any], tuple]
    types: tuple[type, ...]


STORIES = _Listing("stories", StoryItem, lambda s: (-s.articles, -len(s.languages), s.title, s.id),
                   (int, int, str, str))
ENTITIES = _Listing("entities", EntityItem, lambda e: (-e.articles, -e.mentions, fold(e.name), e.id),
                    (int, int, str, str))  # as ``archive.order``
FIGURES = _Listing("figures", FigureItem, lambda f: (f.article_id, f.index), (str, int))


def _listed_page(request: Request, response: Response, listing: _Listing, items: list,
                 limit: int, cursor: str, fmt: str) -> Any:
    """The page of ``items`` after ``cursor``, at most ``limit``, as JSON (the list) or
    CSV, with ``Link: <next page>; rel="next"`` while more follow."""
    items = sorted(items, key=listing.key)
    start = bisect_right([listing.key(i) for i in items], _after(cursor, listing.types)
                         ) if cursor else 0
    page = items[start:start + limit]
    headers = {}
    if start + limit < len(items):
        query = [(k, v) for k, v in request.query_params.multi_items() if k != "cursor"]
        query.append(("cursor", _cursor(listing.key(page[-1]))))
        headers["Link"] = f'<{request.url.path}?{urlencode(query)}>; rel="next"'
    if fmt == "csv":
        return _csv(listing, page, headers)
    response.headers.update(headers)
    return page


def _cursor(key: tuple) -> str:
    """A page's last key as a cursor: opaque to clients (urlsafe base64 of its JSON)."""
    raw = json.dumps(key, ensure_ascii=False, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def _after(cursor: str, types: tuple[type, ...]) -> tuple:
    """The key a cursor holds; 422 for anything that is not a key of this list (a
    cursor is a client's to send back, so it is checked like any parameter)."""
    try:
        key = json.loads(base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)))
    except ValueError:  # not base64, not UTF-8, not JSON
        key = None
    if not (isinstance(key, list) and len(key) == len(types) and all(
            type(v) is t for v, t in zip(key, types))):
        raise HTTPException(422, "cursor: not a cursor of this list (send back the one "
                                 "the Link header gave)")
    return tuple(key)


# a CSV cell: written as ``reports.export`` writes every CSV (no formula, no control character)
_cell = export.cell


def _csv(listing: _Listing, items: list[BaseModel], headers: dict[str, str]) -> Response:
    """``items`` as CSV (RFC 4180: CRLF lines, a header row of the item's field names),
    written by ``reports.export`` (no BOM: a page of a list is for programs)."""
    fields = tuple(listing.model.model_fields)
    table = export.Table(listing.name, fields, tuple(tuple(getattr(i, f) for f in fields)
                                                     for i in items))
    return Response(export.to_text(table, bom=False), media_type="text/csv; charset=utf-8", headers={
        **headers, "Content-Disposition": f'attachment; filename="{listing.name}.csv"'})


def _moved(request: Request) -> RedirectResponse:
    """A path from before /api/v1, answered with its new place (308: the method and
    body are kept), its path as sent and its query string kept."""
    raw = (request.scope.get("raw_path") or request.url.path.encode()).decode("latin-1")
    query = request.scope.get("query_string", b"").decode("latin-1")
    return RedirectResponse(API + raw[len("/api"):] + (f"?{query}" if query else ""), 308)


def _speaker(e: LinkedEntity):
    """Whether a claim's speaker names ``e``: as ``briefing.matches((speaker,), name)``
    for any of its names (the dossier's test), folded once per name and per speaker."""
    names = {fold(n) for n in e.names}
    skels = {s for n in e.names if len((s := skeleton(n)).split()) >= 2}
    seen: dict[str, bool] = {}

    def said_by(speaker: str) -> bool:
        if speaker not in seen:
            f = fold(speaker)
            seen[speaker] = (f in names or any(f" {n} " in f" {f} " for n in names)
                             or skeleton(speaker) in skels)
        return seen[speaker]

    return said_by


def _entity_item(e: LinkedEntity) -> EntityItem:
    return EntityItem(id=e.id, kind=e.kind, name=e.name, names=list(e.names),
                      country=e.country, articles=len(e.article_ids), mentions=e.mentions,
                      geonames=e.geonames, wikidata=e.wikidata)


FIRST_DAY, LAST_DAY = date(1900, 1, 1), date(2999, 12, 31)  # days the web app answers for


def _moment(text: str, name: str) -> datetime | None:
    """An export's end: an ISO date (midnight, this machine's zone) or date-time; 422 else."""
    if not text:
        return None
    try:
        when = datetime.fromisoformat(text)
    except ValueError:
        raise HTTPException(422, f"{name}: expected an ISO date or date-time") from None
    if not FIRST_DAY <= when.date() <= LAST_DAY:
        raise HTTPException(422, f"{name}: expected a day from {FIRST_DAY} to {LAST_DAY}")
    return when if when.tzinfo else when.astimezone()


def _day(text: str) -> date | None:
    try:
        return date.fromisoformat(text[:10]) if text else None
    except ValueError:
        return None


def _event_kinds() -> set[str]:
    from .. import lang

    return {k for code in lang.codes() for k in (lang.get(code).event_kinds or {})}


def _local(path: str) -> str:
    """A redirect target on this site only (never "//host" or "https://...")."""
    return path if path.startswith("/") and not path.startswith(("//", "/\\")) else "/"


def _made_file(recorded: str | None, settings: Settings) -> Path | None:
    """A file the app's digests recorded, if it is still in the output folder."""
    if not recorded:
        return None
    path = Path(recorded).resolve()
    out = Path(settings.output).expanduser().resolve()
    return path if path.is_file() and path.is_relative_to(out) else None


def _file(path: Path, fmt: str) -> FileResponse:
    inline = fmt in ("html", "pdf")
    return FileResponse(path, media_type=MEDIA[fmt], filename=path.name,
                        content_disposition_type="inline" if inline else "attachment")
