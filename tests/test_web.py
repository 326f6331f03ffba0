"""The web app (issue 15) on a real uvicorn server on 127.0.0.1, over a real SQLite
store holding the example articles, driven with httpx as a browser would: search finds
a name in either script, an entity page and a story page render, a dossier is made in
the background and its PDF is read back; the app refuses a public address without a
credential, a POST without its CSRF token, a wrong password, and any file it did not
make."""

from __future__ import annotations

import base64
import hashlib
import io
import re
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path
from urllib.parse import unquote

import httpx
import pytest
from pypdf import PdfReader
from web_support import Running, free_port

from conftest import seed_briefing
from reports import web
from reports.config import ConfigError, Web
from reports.web import security

WAIT = 120.0  # seconds a dossier may take here: a safety net, not a measurement


@pytest.fixture(scope="module")
def seeded(tmp_path_factory):
    root = tmp_path_factory.mktemp("web")
    settings, store, _ = seed_briefing(root)
    return settings, store


@pytest.fixture(scope="module")
def app(seeded):
    running = Running(seeded[0])
    yield running
    running.close()


def test_a_name_is_found_in_either_script_and_its_page_says_what_it_said(app):
    latin = app.client.get("/api/v1/entities", params={"q": "Ahmed Khalef"}).json()
    arabic = app.client.get("/api/v1/entities", params={"q": "أحمد خلف"}).json()
    assert latin and arabic
    assert {e["id"] for e in latin} & {e["id"] for e in arabic}
    eid = next(e["id"] for e in arabic if e["id"] in {x["id"] for x in latin})
    page = app.client.get("/entities", params={"q": "أحمد خلف"})
    assert page.status_code == 200 and f'href="/entities/{eid}"' in page.text
    detail = app.client.get(f"/api/v1/entities/{eid}").json()
    assert detail["articles"] >= 2 and sum(detail["per_day"].values()) == detail["articles"]
    assert {m["language"] for m in detail["mentioned_in"]} == {"en", "ar"}
    html = app.client.get(f"/entities/{eid}").text
    assert '<table class="timeline"' in html and "Khalef" in html
    for said in detail["said"]:  # each with its sentence and source
        assert said["sentence"] and said["source"]


def test_stories_of_the_day_with_filters_and_a_story_page(app):
    items = app.client.get("/api/v1/stories").json()
    assert items, "the seeded day has stories"
    assert all(s["articles"] >= 1 and s["day"] for s in items)
    arabic = app.client.get("/api/v1/stories", params={"lang": "ar"}).json()
    assert arabic and all("ar" in s["languages"] for s in arabic)
    assert len(arabic) <= len(items)
    assert app.client.get("/api/v1/stories", params={"place": "Nowhere At All"}).json() == []
    assert app.client.get("/api/v1/stories", params={"day": "not-a-day"}).status_code == 422
    sid = items[0]["id"]
    page = app.client.get(f"/stories/{sid}")
    assert page.status_code == 200 and '<section class="story"' in page.text
    assert app.client.get(f"/api/v1/stories/{sid}").json()["id"] == sid
    assert app.client.get("/stories/no-such-story").status_code == 404
    # a story told in both languages is headed in the page's language, as the digest heads it
    both = next((i for i in items if set(i["languages"]) == {"en", "ar"}), None)
    assert both, items
    try:
        page = app.client.get("/stories", params={"ui": "ar"}).text
    finally:
        app.client.get("/?ui=en")
    title = re.search(rf'href="/stories/{re.escape(both["id"])}"[^>]*><bdi>([^<]+)<', page)
    assert title and re.search("[\u0600-\u06ff]", title.group(1)), title
    assert not re.search("[\u0600-\u06ff]", both["title"])  # the API's: English
    # its places too: in Arabic on the Arabic page where the entity has an Arabic name,
    # Latin letters in the API; a place is found by the name either shows
    row = page[page.index(f'href="/stories/{both["id"]}"'):].split("</li>")[0]
    assert "دمشق" in row and "Damascus" not in row
    assert both["places"] and not [n for n in both["places"] if re.search("[\u0600-\u06ff]", n)]
    shown = both["places"][0]
    assert both["id"] in {i["id"] for i in app.client.get("/api/v1/stories",
                                                          params={"place": shown}).json()}


def test_a_dossier_is_made_in_the_background_and_its_pdf_reads_back(app):
    token = app.csrf("/dossier")
    r = app.client.post("/dossier", data={"query": "أحمد خلف", "lang": "ar", "csrf": token},
                        follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"].startswith("/dossiers/")
    job = r.headers["location"]
    deadline = time.monotonic() + WAIT
    while True:
        state = app.client.get(f"/api/v1{job}").json()
        if state["status"] in ("done", "failed"):
            break
        assert time.monotonic() < deadline, state
        page = app.client.get(job).text
        if app.client.get(f"/api/v1{job}").json()["status"] not in ("done", "failed"):
            assert 'http-equiv="refresh"' in page  # still running when shown: it follows it
        time.sleep(0.5)
    assert state["status"] == "done", state
    assert set(state["files"]) == {"html", "pdf", "md", "json"}
    pdf = app.client.get(state["files"]["pdf"])
    assert pdf.headers["content-type"] == "application/pdf"
    text = " ".join(p.extract_text() for p in PdfReader(io.BytesIO(pdf.content)).pages)
    assert "خلف" in text
    # another browser (another session) does not see this dossier
    other = httpx.Client(base_url=str(app.client.base_url))
    assert other.get(job).status_code == 404 and other.get(state["files"]["pdf"]).status_code == 404


def test_digests_open_with_what_changed_and_the_operator_page(app, seeded):
    from datetime import UTC, datetime, timedelta

    from reports import briefing

    settings, store = seeded
    end = datetime.now(UTC) + timedelta(hours=1)
    for hours in (2, 1):  # two digests: the second is marked against the first
        briefing.make_digest(store, settings, end - timedelta(hours=hours + 24),
                             end - timedelta(hours=hours - 1), key=None,
                             stem=f"digest-test-{hours}")
    home = app.client.get("/").text
    link = re.search(r'href="(/digest\?key=[^"]+)"', home).group(1).replace("&amp;", "&")
    page = app.client.get(link)
    assert page.status_code == 200 and "What changed" in page.text
    pdf = app.client.get(link.replace("/digest?", "/digest/pdf?"))
    assert pdf.status_code == 200 and pdf.content.startswith(b"%PDF")
    assert app.client.get("/digest?key=no-such-key").status_code == 404
    # the language switch keeps the page: the same digest, in Arabic
    switch = re.search(r'href="(\?[^"]*ui=ar[^"]*)"', page.text).group(1).replace("&amp;", "&")
    try:  # a link of the query alone: this page, in Arabic
        arabic = app.client.get("/digest" + switch)
        assert arabic.status_code == 200 and 'dir="rtl"' in arabic.text
        assert "ما الذي تغيّر" in arabic.text
    finally:
        app.client.get("/?ui=en")
    ops = app.client.get("/operator")
    assert ops.status_code == 200 and "Quarantined" in ops.text
    # its JSON file gone: the page says what changed is not known (not "no earlier digest")
    record = store.digest(unquote(re.search(r"key=([^&]+)", link).group(1)))
    Path(record.files["json"]).unlink()
    gone = app.client.get(link)
    assert gone.status_code == 200 and "JSON file is missing or unreadable" in gone.text


def test_a_dossier_of_nothing_says_why_in_the_page_language(app):
    try:
        token = app.csrf("/dossier?ui=ar")
        r = app.client.post("/dossier", data={"query": "Zzyzx Qwerty", "lang": "ar",
                                              "csrf": token}, follow_redirects=False)
        job = r.headers["location"]
        deadline = time.monotonic() + WAIT
        while (state := app.client.get(f"/api/v1{job}").json())["status"] not in ("done", "failed"):
            assert time.monotonic() < deadline, state
            time.sleep(0.2)
        assert state["status"] == "failed" and state["problem"] == "none", state
        assert "Zzyzx Qwerty" in state["error"]  # the API's words, in English
        page = app.client.get(job).text
        assert "لا يذكر أي مقال محفوظ" in page and "Zzyzx Qwerty" in page
        assert 'http-equiv="refresh"' not in page  # a finished job stops reloading
    finally:
        app.client.get("/?ui=en")


def test_no_link_of_a_page_leads_off_the_site(app):
    """A path that looks like another host ("//evil.example") gets the 404 page, whose
    language link is a query of this page, never a URL of that host."""
    for raw in (b"//evil.example/x", b"/%2F%2Fevil.example"):
        page = app.client.get(httpx.URL(app.url, raw_path=raw))
        assert page.status_code == 404, raw
        links = re.findall(r'href="([^"]*)"', page.text)
        assert links and not [h for h in links if "evil" in h or h.startswith("//")], links


def test_another_site_named_127_0_0_1_is_refused(app):
    """DNS rebinding: a page of another site whose name points here is not served."""
    r = app.client.get("/api/v1/entities", params={"q": "Khalef"}, headers={"Host": "evil.example"})
    assert r.status_code == 400


def test_a_day_out_of_range_is_a_422_with_the_security_headers(app):
    for day in ("9999-12-31", "0001-01-01", "2026-13-01"):
        for path in ("/stories", "/api/v1/stories"):
            r = app.client.get(path, params={"day": day})
            assert r.status_code == 422, (path, day, r.status_code)
            assert r.headers["content-security-policy"] and "Traceback" not in r.text


def test_host_headers_with_a_port_and_ipv6_loopback():
    assert [security.host_of(h) for h in ("[::1]:8080", "[::1]", "localhost:80",
                                          "127.0.0.1", "Evil.example:1")] == [
        "::1", "::1", "localhost", "127.0.0.1", "evil.example"]


def test_the_app_answers_on_ipv6_loopback(seeded):
    import socket

    try:
        with socket.socket(socket.AF_INET6) as probe:
            probe.bind(("::1", 0))
            port = probe.getsockname()[1]
    except OSError as exc:
        pytest.skip(f"no IPv6 loopback here: {exc}")
    srv = web.server(seeded[0], "::1", port)
    thread = web.in_background(srv)
    try:
        deadline = time.monotonic() + 30
        while not srv.started and time.monotonic() < deadline:
            time.sleep(0.05)
        r = httpx.get(f"http://[::1]:{port}/api/v1/stories", timeout=60)
        assert r.status_code == 200, r.text
    finally:
        srv.should_exit = True
        thread.join(timeout=30)


def test_the_api_asks_for_a_dossier_without_a_session(app):
    api = httpx.Client(base_url=str(app.client.base_url), timeout=60)
    r = api.post("/api/v1/dossiers", json={"query": "Khalef", "lang": "en"})
    assert r.status_code == 202 and r.json()["status"] in ("queued", "running", "done")
    assert api.get(f"/api/v1/dossiers/{r.json()['id']}").status_code == 200
    assert api.post("/api/v1/dossiers", json={"query": ""}).status_code == 422
    nothing = httpx.post(f"{app.url}/api/v1/dossiers", json={"query": "!!! ..."})  # no word
    assert nothing.status_code == 422 and "letter or a digit" in nothing.json()["error"]


def test_every_post_needs_its_csrf_token(app):
    r = app.client.post("/dossier", data={"query": "Khalef", "lang": "en"},
                        follow_redirects=False)
    assert r.status_code == 403
    r = app.client.post("/dossier", data={"query": "Khalef", "lang": "en", "csrf": "forged"},
                        follow_redirects=False)
    assert r.status_code == 403
    # a JSON request riding on the session cookie shows its token too
    assert app.client.post("/api/v1/dossiers", json={"query": "Khalef"}).status_code == 403


def test_nothing_is_served_outside_what_the_app_made(app, seeded):
    secret = Path(seeded[0].database)  # a file the app can read, but never serves
    for path in ("/digests/../../reports.db/html", f"/digests/{secret}/html",
                 "/dossiers/../../reports.db/pdf", "/dossiers/x/..%2F..%2Freports.db",
                 "/static/../reports.db", "/../reports.db"):
        r = app.client.get(path)
        assert r.status_code == 404, (path, r.status_code)
        assert b"SQLite format" not in r.content
    page = app.client.get("/")
    assert page.headers["content-security-policy"].startswith("default-src 'none'")
    assert "<script" not in page.text


def test_a_dossier_query_is_bounded_and_requests_are_rate_limited(seeded, tmp_path):
    settings = replace(seeded[0], output=str(tmp_path / "out"),
                       web=replace(Web(), dossiers_per_hour=2))
    running = Running(settings)
    try:
        token = running.csrf("/dossier")
        too_long = running.client.post("/dossier", data={"query": "x" * 201, "csrf": token})
        assert too_long.status_code == 422
        for _ in range(2):
            r = running.client.post("/dossier", data={"query": "Khalef", "csrf": token},
                                    follow_redirects=False)
            assert r.status_code == 303
        r = running.client.post("/dossier", data={"query": "Khalef", "csrf": token})
        assert r.status_code == 429 and "2 dossiers an hour" in r.text
    finally:
        running.close()


def test_a_public_address_needs_a_credential(seeded):
    with pytest.raises(ConfigError, match="not a loopback address"):
        web.server(seeded[0], "0.0.0.0", free_port())
    settings = replace(seeded[0], web=replace(Web(), password_hash=security.hash_password("pw-of-8+")))
    assert web.server(settings, "0.0.0.0", free_port()) is not None  # made, not started
    with pytest.raises(ConfigError, match="password_hash"):
        web.server(replace(seeded[0], web=replace(Web(), password_hash="plain")), "127.0.0.1")


def test_with_a_password_every_page_asks_to_sign_in(seeded, tmp_path):
    settings = replace(seeded[0], web=replace(Web(), password_hash=security.hash_password("s3cret-pw"),
                                              token="api-token-0123456789"))
    running = Running(settings)
    try:
        c = running.client
        r = c.get("/entities?q=Khalef", follow_redirects=False)
        assert r.status_code == 303 and r.headers["location"].startswith("/login?next=")
        assert c.get("/api/v1/entities", params={"q": "Khalef"}).status_code == 401
        bearer = {"Authorization": "Bearer api-token-0123456789"}
        assert c.get("/api/v1/entities", params={"q": "Khalef"}, headers=bearer).status_code == 200
        token = running.csrf("/login")
        wrong = c.post("/login", data={"password": "nope", "csrf": token})
        assert wrong.status_code == 401
        r = c.post("/login", data={"password": "s3cret-pw", "csrf": token,
                                   "next": "//evil.example/"}, follow_redirects=False)
        assert r.status_code == 303 and r.headers["location"] == "/"  # never off-site
        cookie = r.headers["set-cookie"].lower()
        assert "httponly" in cookie and "samesite=lax" in cookie
        signed = c.get("/entities?q=Khalef")
        assert signed.status_code == 200 and signed.headers["cache-control"] == "no-store"
    finally:
        running.close()


def test_new_password_hashes_are_argon2id_with_rfc_9106_low_memory_parameters():
    h = security.hash_password("correct horse")
    assert h.startswith("$argon2id$v=19$m=65536,t=3,p=4$") and "correct" not in h
    _, kind, version, cost, salt, tag = h.split("$")
    assert len(base64.b64decode(salt + "==")) == 16 and len(base64.b64decode(tag + "==")) == 32
    assert security.check_password("correct horse", h)
    assert not security.check_password("correct horsE", h)
    assert not security.check_password("", h)
    assert security.hash_password("correct horse") != h  # salted
    assert not security.weak_hash(h) and security.rehash_advice(h) == ""
    assert not security.check_password("x", "scrypt$1$2$3$bad$bad")  # malformed: no match
    assert not security.check_password("correct horse", h[: h.rindex("$")])
    assert not security.check_password("correct horse", h.replace("argon2id", "argon2i"))
    # a hash asking for more than a sign-in may take is refused, not computed
    assert not security.check_password("correct horse", h.replace("m=65536", f"m={2**22}"))
    # `reports web --hash-password` prints one, read from stdin
    made = subprocess.run([sys.executable, "-m", "reports.cli", "web", "--hash-password"],
                          input="correct horse\n", capture_output=True, text=True, timeout=120)
    assert made.returncode == 0 and made.stdout.startswith("$argon2id$v=19$m=65536,t=3,p=4$")
    assert security.check_password("correct horse", made.stdout.strip())


def _old_scrypt_hash(password: str, n: int) -> str:
    """A hash as the previous releases' ``hash_password`` made it (scrypt N, r = 8, p = 1, a
    16-byte salt and a 64-byte digest, both urlsafe base64), computed here by hashlib."""
    salt = b"0123456789abcdef"
    digest = hashlib.scrypt(password.encode(), salt=salt, n=n, r=8, p=1, maxmem=256 << 20)
    b64 = base64.urlsafe_b64encode
    return f"scrypt${n}$8$1${b64(salt).decode()}${b64(digest).decode()}"


@pytest.mark.parametrize("n", [2**15, 2**17])  # the release before the last's, and the last's
def test_an_earlier_releases_scrypt_hash_still_signs_in_and_the_log_advises_argon2id(seeded, caplog, n):
    stored = _old_scrypt_hash("correct horse", n)
    assert security.check_password("correct horse", stored)
    assert not security.check_password("correct horsE", stored)
    assert security.weak_hash(stored)
    settings = replace(seeded[0], web=replace(Web(), password_hash=stored))
    with caplog.at_level("WARNING", logger="reports.web.security"):
        running = Running(settings)
    try:
        advice = [r.getMessage() for r in caplog.records if r.name == "reports.web.security"]
        assert len(advice) == 1, advice
        assert "scrypt" in advice[0] and "still works" in advice[0] and "Argon2id" in advice[0]
        assert "reports web --hash-password" in advice[0] and "correct" not in caplog.text
        c = running.client
        token = running.csrf("/login")
        assert c.post("/login", data={"password": "correct horsE", "csrf": token}).status_code == 401
        r = c.post("/login", data={"password": "correct horse", "csrf": token},
                   follow_redirects=False)
        assert r.status_code == 303 and r.headers["location"] == "/"
        assert c.get("/entities?q=Khalef", follow_redirects=False).status_code == 200
    finally:
        running.close()
    # one asking for more memory than a sign-in may take is refused at start, and matches nothing
    costly = stored.replace(f"${n}$", f"${2**22}$", 1)
    assert not security.check_password("correct horse", costly)
    with pytest.raises(ConfigError, match="web.password_hash: a scrypt hash costing more"):
        security.check_startup(Web(password_hash=costly), "127.0.0.1")


def test_an_argon2id_hash_with_other_parameters_still_works_and_the_log_advises_a_new_one(caplog):
    from argon2 import PasswordHasher

    older = PasswordHasher(time_cost=2, memory_cost=19456, parallelism=1).hash("correct horse")
    assert security.check_password("correct horse", older)
    assert not security.check_password("correct horsE", older)
    assert security.weak_hash(older)
    with caplog.at_level("WARNING", logger="reports.web.security"):
        security.check_startup(Web(password_hash=older), "127.0.0.1")
    assert "other parameters" in caplog.text and "m = 65536 KiB, t = 3, p = 4" in caplog.text
    assert "reports web --hash-password" in caplog.text
    caplog.clear()
    with caplog.at_level("WARNING", logger="reports.web.security"):
        security.check_startup(Web(password_hash=security.hash_password("correct horse")), "127.0.0.1")
    assert caplog.text == ""  # a new hash: no advice


def test_a_dossier_too_large_is_refused_before_it_is_built(seeded, tmp_path, monkeypatch):
    """Over ``dossier_max_articles`` the job fails at once, counted from the index, and
    its page says how many articles the name is in."""
    from reports import briefing
    from reports.web.jobs import Dossiers

    settings, store = seeded
    read = []
    monkeypatch.setattr(store, "articles", lambda *a, **k: read.append(1) or iter(()))
    with pytest.raises(briefing.DossierTooLarge) as refused:
        briefing.dossier(store, "Ahmed Khalef", limit=1)
    monkeypatch.undo()
    assert refused.value.articles == 2 and read == []  # not one article was read
    assert len(briefing.dossier(store, "Ahmed Khalef", limit=2).articles) == 2
    small = replace(settings, output=str(tmp_path), web=replace(Web(), dossier_max_articles=1))
    jobs = Dossiers(small, store)
    try:
        job = jobs.submit("أحمد خلف", "en", "me")
        deadline = time.monotonic() + WAIT
        while job.status not in ("done", "failed"):
            assert time.monotonic() < deadline, job
            time.sleep(0.1)
        assert (job.status, job.problem, job.articles, job.files) == ("failed", "too_many", 2, {})
        assert "in at least 2 articles, more than a dossier holds (1)" in job.error
    finally:
        jobs.close()
