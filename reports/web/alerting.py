"""The web app's standing alerts and Atom feeds (issue 31), added to the app by
``create_app`` (``add_routes``): pages to list, make and remove alerts and to see what
each matched, and the feeds, which a feed reader fetches with the app's credentials (a
session, the bearer token, or HTTP Basic with the token or the password: ``feed_user``).
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Callable
from typing import Any

from fastapi import Depends, FastAPI, Form, HTTPException, Request
from fastapi.responses import RedirectResponse, Response

from .. import alerts, feeds
from ..config import Settings
from ..store import Store
from . import security

FEED_REALM = 'Basic realm="reports feeds", charset="UTF-8"'


def basic_password(request: Request) -> str | None:
    """The password of an ``Authorization: Basic`` header (None: there is none)."""
    auth = request.headers.get("authorization", "")
    if not auth.startswith("Basic "):
        return None
    try:
        raw = base64.b64decode(auth[6:].strip(), validate=True).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError):
        return ""
    return raw.partition(":")[2]


def add_routes(app: FastAPI, *, store: Store, settings: Settings, page: Callable[..., Any],
               page_user: Callable[[Request], None], check_csrf: Callable[[Request, str], None],
               feed_user: Callable[[Request], None]) -> None:
    """The alerts' pages and the feeds, on ``app``, with its page renderer and guards."""

    def base(request: Request) -> str:
        return str(request.base_url).rstrip("/")

    def atom(feed: feeds.Feed) -> Response:
        return Response(feeds.render(feed), media_type=feeds.MEDIA_TYPE)

    def the_alert(alert_id: str) -> alerts.Alert:
        found = next((a for a in alerts.alerts(store) if a.id == alert_id), None)
        if found is None:
            raise HTTPException(404, "no such alert")
        return found

    def listing(request: Request, status: int = 200, error: str = "",
                form: dict | None = None) -> Response:
        every = alerts.alerts(store)
        newest = {a.id: alerts.matches(store, a.id, limit=1) for a in every}
        return page(request, "alerts", status=status, alerts=every, newest=newest,
                    error=error, form=form or {}, kinds=sorted(alerts.event_kinds()),
                    max_len=alerts.QUERY_MAX)

    @app.get("/alerts", include_in_schema=False, dependencies=[Depends(page_user)])
    def alerts_page(request: Request):
        return listing(request)

    @app.post("/alerts", include_in_schema=False, dependencies=[Depends(page_user)])
    def alerts_add(request: Request, name: str = Form(""), entity: str = Form(""),
                   kind: str = Form(""), country: str = Form(""), words: str = Form(""),
                   threshold: str = Form(""), recipients: str = Form(""),
                   csrf: str = Form("")):
        check_csrf(request, csrf)
        form = {"name": name, "entity": entity, "kind": kind, "country": country,
                "words": words, "threshold": threshold, "recipients": recipients}
        try:
            a = alerts.add(store, name, alerts.make_query(entity, kind, country, words,
                                                          threshold),
                           [r for r in recipients.replace(",", " ").split() if r])
        except alerts.AlertError as exc:
            return listing(request, status=422, error=str(exc), form=form)
        return RedirectResponse(f"/alerts/{a.id}", status_code=303)

    @app.get("/alerts/{alert_id}", include_in_schema=False, dependencies=[Depends(page_user)])
    def alert_page(request: Request, alert_id: str):
        a = the_alert(alert_id)
        found = alerts.matches(store, a.id, limit=feeds.ENTRIES)
        current = store.story_ids(m.article_ids[0] for m in found if m.article_ids)
        return page(request, "alert", a=a, matches=found, span=alerts.span,
                    story_of=lambda m: current.get(m.article_ids[0], m.story_id)
                    if m.article_ids else m.story_id)

    @app.post("/alerts/{alert_id}/remove", include_in_schema=False,
              dependencies=[Depends(page_user)])
    def alert_remove(request: Request, alert_id: str, csrf: str = Form("")):
        check_csrf(request, csrf)
        alerts.remove(store, the_alert(alert_id).id)
        return RedirectResponse("/alerts", status_code=303)

    # -- feeds (Atom, RFC 4287) -------------------------------------------------------------
    @app.get("/feeds/digests/{schedule}", include_in_schema=False,
             dependencies=[Depends(feed_user)])
    def digests_feed(request: Request, schedule: str):
        known = {s.name for s in settings.schedules} | {
            r.schedule for r in store.digests(limit=None) if r.schedule}
        if schedule not in known:
            raise HTTPException(404, "no such schedule")
        return atom(feeds.schedule_feed(store, schedule, base(request)))

    @app.get("/feeds/alerts/{alert_id}", include_in_schema=False,
             dependencies=[Depends(feed_user)])
    def alert_feed(request: Request, alert_id: str):
        return atom(feeds.alert_feed(store, the_alert(alert_id), base(request)))

    @app.get("/feeds/entities/{entity_id}", include_in_schema=False,
             dependencies=[Depends(feed_user)])
    def entity_feed(request: Request, entity_id: str):
        found = store.linked([entity_id])[0]
        if not found:
            raise HTTPException(404, "no such entity")
        return atom(feeds.entity_feed(store, found[0], base(request)))


def feed_guard(settings: Settings, signed_in: Callable[[Request], bool],
               client: Callable[[Request], str], failures: security.Failures
               ) -> Callable[[Request], None]:
    """Who may read a feed: whoever may read the pages (a session, the bearer token, or
    no credential needed), or a feed reader sending HTTP Basic with the bearer token or
    the sign-in password as its password (any user name). A wrong one counts as a failed
    sign-in, as on the sign-in page."""
    web = settings.web

    def feed_user(request: Request) -> None:
        if signed_in(request):
            return
        given = basic_password(request)
        if given:
            who = client(request)
            if why := failures.refused(who):
                raise HTTPException(429, why, headers={"Retry-After": "60"})
            if security.token_ok(given, web) or (
                    web.password_hash and security.check_password(given, web.password_hash)):
                return
            failures.failed(who)
        raise HTTPException(401, "a feed needs the app's credentials: HTTP Basic with the "
                                 "password or the token", headers={"WWW-Authenticate": FEED_REALM})

    return feed_user
