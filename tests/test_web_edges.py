"""The web app's edges (issue 29), each on a real uvicorn server on 127.0.0.1 over a real
SQLite store: rate limits that count a client, not an address (every address of
127.0.0.0/8 is one client; the test connects from 127.0.0.2, 127.0.0.3 ...), a ceiling
on failed credentials from all clients together, throttled bearer tokens, and tokens
and secrets too short to start with."""

from __future__ import annotations

import logging
import os
import re
import subprocess
import sys
import time
from dataclasses import replace

import httpx
import pytest
from web_support import Running, free_port, schema, valid

from reports import config, web
from reports.config import ConfigError, Settings, Web
from reports.store import Store
from reports.web import security

PASSWORD = "correct horse battery"
TOKEN = "t" * 8 + "0123456789abcdef"  # 24 characters


@pytest.fixture(scope="module")
def empty(tmp_path_factory):
    """Settings over an empty store: the limits need no article."""
    root = tmp_path_factory.mktemp("edges")
    settings = Settings(database=str(root / "reports.db"), sources=(str(root / "articles"),),
                        templates=str(root / "none"), output=str(root / "out"))
    Store(settings.database_url).close()
    return settings


def guarded(settings: Settings, **web_changes) -> Settings:
    return replace(settings, web=replace(Web(), password_hash=security.hash_password(PASSWORD),
                                         token=TOKEN, **web_changes))


def from_address(running: Running, address: str) -> httpx.Client:
    """A client whose connections come from ``address`` (another loopback address)."""
    return httpx.Client(base_url=running.url, timeout=60,
                        transport=httpx.HTTPTransport(local_address=address))


def sign_in(running: Running, address: str, password: str) -> httpx.Response:
    with from_address(running, address) as c:
        page = c.get("/login")
        token = re.search(r'name="csrf" value="([^"]+)"', page.text).group(1)
        return c.post("/login", data={"password": password, "csrf": token},
                      follow_redirects=False)


def test_the_loopback_range_is_one_client_for_sign_ins(empty):
    running = Running(guarded(empty))
    try:
        # ten wrong passwords, each from another address of 127.0.0.0/8
        for i in range(2, 2 + security.ATTEMPTS):
            assert sign_in(running, f"127.0.0.{i}", "wrong password").status_code == 401
        refused = sign_in(running, "127.0.0.50", "wrong password")
        assert refused.status_code == 429 and "from your address" in refused.text
        # the right password too, from yet another address: no guess is checked now
        assert sign_in(running, "127.0.0.51", PASSWORD).status_code == 429
    finally:
        running.close()


def test_wrong_bearer_tokens_are_throttled_like_sign_ins(empty):
    running = Running(guarded(empty))
    try:
        for i in range(2, 2 + security.ATTEMPTS):
            with from_address(running, f"127.0.0.{i}") as c:
                r = c.get("/api/v1/stories", headers={"Authorization": f"Bearer {'x' * 24}"})
                assert r.status_code == 401, r.text
        with from_address(running, "127.0.0.60") as c:
            right = c.get("/api/v1/stories", headers={"Authorization": f"Bearer {TOKEN}"})
            assert right.status_code == 429 and "too many failed" in right.json()["error"]
            # a request with no credential at all is not a guess: it is asked for one
            assert c.get("/api/v1/stories").status_code == 401
    finally:
        running.close()


def test_failed_credentials_of_all_clients_together_have_a_ceiling(empty):
    running = Running(guarded(empty, failed_sign_ins_per_hour=3))
    try:
        for i in range(3):
            assert sign_in(running, f"127.0.1.{i + 2}", "wrong password").status_code == 401
        r = sign_in(running, "127.0.1.9", PASSWORD)
        assert r.status_code == 429 and "on this server" in r.text
        with from_address(running, "127.0.1.10") as c:
            r = c.get("/api/v1/stories", headers={"Authorization": f"Bearer {TOKEN}"})
            assert r.status_code == 429 and "on this server" in r.json()["error"]
    finally:
        running.close()


def test_clients_are_a_loopback_range_an_ipv6_64_or_an_address():
    key = security.client_key
    assert {key(h) for h in ("127.0.0.1", "127.0.0.2", "127.255.0.9", "::1",
                             "::ffff:127.0.0.3")} == {"loopback"}
    assert key("2001:db8:1:2::1") == key("2001:db8:1:2:ffff:ffff:ffff:fffe") == "2001:db8:1:2::/64"
    assert key("2001:db8:1:3::1") != key("2001:db8:1:2::1")
    assert key("192.0.2.7") == key("::ffff:192.0.2.7") == "192.0.2.7" != key("192.0.2.8")
    # the ceiling counts every client: spread over 20 addresses, guess 4 is refused
    failures = security.Failures(per_hour=3)
    for i in range(3):
        assert failures.refused(f"192.0.2.{i}") == ""
        failures.failed(f"192.0.2.{i}")
    assert "on this server" in failures.refused("192.0.2.99")


def test_short_tokens_secrets_and_passwords_are_refused_showing_nothing_of_them(tmp_path):
    """``reports web`` (and ``serve --web``) refuse to start, exit 1, one line naming the
    variable and nothing of its value; other commands do not use them and still run."""
    short = "hunter2-abc"
    for name in ("REPORTS_WEB_TOKEN", "REPORTS_WEB_SECRET"):
        env = {**os.environ, "REPORTS_DATABASE": str(tmp_path / "reports.db"), name: short}
        done = subprocess.run([sys.executable, "-m", "reports.cli", "web", "--port",
                               str(free_port())], cwd=tmp_path, env=env, capture_output=True,
                              text=True, timeout=120)
        assert done.returncode == 1 and done.stdout == ""
        assert done.stderr.startswith(f"error: {name}: too short"), done.stderr
        assert done.stderr.count("\n") == 1 and "hunter" not in done.stderr
    assert config.load(env={"REPORTS_WEB_TOKEN": short}).web.token == short  # not used here
    in_code = Settings(database=str(tmp_path / "reports.db"), web=replace(Web(), secret=short))
    with pytest.raises(ConfigError, match="REPORTS_WEB_SECRET: too short"):
        web.server(in_code, "127.0.0.1", free_port())  # settings made in code: the same
    with pytest.raises(ValueError, match="at least 8"):
        security.hash_password("seven77")
    hashed = subprocess.run([sys.executable, "-m", "reports.cli", "web", "--hash-password"],
                            input="seven77\n", capture_output=True, text=True, timeout=120)
    assert hashed.returncode == 1 and "at least 8 characters" in hashed.stderr
    assert "seven77" not in hashed.stderr + hashed.stdout


class Served:
    """``reports web`` in a process of its own (its memory measured apart from the test's)."""

    def __init__(self, root, **env: str) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "reports.cli", "web", "--port", str(self.port)], cwd=root,
            env={**os.environ, "REPORTS_DATABASE": str(root / "reports.db"),
                 "REPORTS_OUTPUT": str(root / "out"), **env},
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 60
        while True:
            try:
                httpx.get(f"{self.url}/login", timeout=5)
                break
            except httpx.TransportError:
                if self.proc.poll() is not None or time.monotonic() > deadline:
                    self.close()
                    raise AssertionError(f"reports web did not start: {self.stderr()}") from None
                time.sleep(0.2)

    def peak_mb(self) -> float:
        """The process's peak resident memory (VmHWM) so far, in MB."""
        status = open(f"/proc/{self.proc.pid}/status").read()
        return int(re.search(r"VmHWM:\s+(\d+) kB", status).group(1)) / 1024

    def stderr(self) -> str:
        return self.proc.stderr.read().decode(errors="replace") if self.proc.poll() is not None \
            else ""

    def close(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def test_a_large_body_is_refused_before_it_is_read_or_authenticated(tmp_path):
    """10 MB of ``[[],[],...]`` to POST /api/v1/dossiers: without a credential 401 before a
    byte of it is parsed, with one 413 (by Content-Length, and while a chunked body
    streams); the server's peak memory stays where it was (it grew by ~260 MB when the
    body was parsed first)."""
    Store(f"sqlite:///{tmp_path / 'reports.db'}").close()
    served = Served(tmp_path, REPORTS_WEB_PASSWORD_HASH=security.hash_password(PASSWORD),
                    REPORTS_WEB_TOKEN=TOKEN)
    try:
        body = b"[" + b"[]," * (10 * 1024 * 1024 // 3) + b"[]]"
        json_type = {"Content-Type": "application/json"}
        with httpx.Client(base_url=served.url, timeout=60) as c:
            c.get("/api/v1/stories", headers={"Authorization": f"Bearer {TOKEN}"})  # warm
            before = served.peak_mb()
            r = c.post("/api/v1/dossiers", content=body, headers=json_type)
            assert r.status_code == 401, r.text
            assert served.peak_mb() - before < 100, (before, served.peak_mb())
            bearer = {**json_type, "Authorization": f"Bearer {TOKEN}"}
            r = c.post("/api/v1/dossiers", content=body, headers=bearer)
            assert r.status_code == 413 and "64 KB" in r.json()["error"]
            chunks = (body[i:i + 65536] for i in range(0, len(body), 65536))  # no length
            r = c.post("/api/v1/dossiers", content=chunks, headers=bearer)
            assert r.status_code == 413, r.text
            page = c.post("/dossier", content=body, follow_redirects=False,
                          headers={"Content-Type": "application/x-www-form-urlencoded"})
            assert page.status_code == 303 and page.headers["location"] == "/login"
            after = served.peak_mb()
            # a body within the limit is still taken
            ok = c.post("/api/v1/dossiers", json={"query": "Khalef"}, headers=bearer)
            assert ok.status_code == 202, ok.text
        assert after - before < 100, (before, after)
    finally:
        served.close()


def test_connections_that_never_finish_their_headers_do_not_stop_the_others(empty):
    """Slowloris: 70 connections (more than the 64 requests handled at once) send half a
    request and wait; a normal request still answers 200, and each of them is closed
    once ``request_timeout`` has passed (one sending its body too slowly as well)."""
    import socket

    running = Running(replace(empty, web=replace(Web(), request_timeout=2.0)))
    slow: list[socket.socket] = []
    try:
        for _ in range(70):
            s = socket.create_connection(("127.0.0.1", running.port), timeout=30)
            s.sendall(b"GET /api/v1/stories HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
            slow.append(s)
        s = socket.create_connection(("127.0.0.1", running.port), timeout=30)
        s.sendall(b"POST /api/v1/dossiers HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                  b"Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"q")
        slow.append(s)
        time.sleep(0.5)  # all of them are in before the normal request
        r = httpx.get(f"{running.url}/api/v1/stories", timeout=10)
        assert r.status_code == 200, (r.status_code, r.text)
        for s in slow:  # closed by the server: recv sees the end (a timeout would raise)
            assert s.recv(4096) == b""
    finally:
        for s in slow:
            s.close()
        running.close()


def test_past_the_cap_of_waiting_connections_the_oldest_is_closed(empty):
    import socket

    from reports.web.protocol import WAITING_MAX

    running = Running(replace(empty, web=replace(Web(), request_timeout=120.0)))
    idle: list[socket.socket] = []
    try:
        for _ in range(WAITING_MAX + 4):
            idle.append(socket.create_connection(("127.0.0.1", running.port), timeout=30))
            idle[-1].sendall(b"GET / HTTP/1.1\r\n")
        for s in idle[:4]:  # the four waiting longest were closed for the newest
            assert s.recv(4096) == b""
        idle[-1].sendall(b"Host: 127.0.0.1\r\n\r\n")  # the newest is still served
        assert idle[-1].recv(4096).startswith(b"HTTP/1.1 200")
        r = httpx.get(f"{running.url}/api/v1/stories", timeout=10)
        assert r.status_code == 200
    finally:
        for s in idle:
            s.close()
        running.close()


def signed_in_cookie(running: Running, password: str = PASSWORD) -> str:
    r = sign_in(running, "127.0.0.1", password)
    assert r.status_code == 303, r.text
    return re.search(r"reports_session=([^;]+)", r.headers["set-cookie"]).group(1)


def opens(running: Running, cookie: str) -> bool:
    """Whether a browser holding only ``cookie`` is signed in."""
    r = httpx.get(f"{running.url}/entities", cookies={"reports_session": cookie},
                  follow_redirects=False, timeout=60)
    assert r.status_code in (200, 303), r.status_code
    return r.status_code == 200


def test_signing_out_or_a_new_password_ends_a_session_a_restart_does_not(empty, tmp_path):
    """Sessions live in the database: a cookie copied before its owner signed out no
    longer works, another session does and survives a restart (with the same
    REPORTS_WEB_SECRET); a new password ends every session."""
    settings = replace(guarded(empty), database=str(tmp_path / "reports.db"))
    settings = replace(settings, web=replace(settings.web, secret="s" * 32))
    running = Running(settings)
    try:
        mine, other = signed_in_cookie(running), signed_in_cookie(running)
        copied = mine
        assert opens(running, mine) and opens(running, other)
        with httpx.Client(base_url=running.url, cookies={"reports_session": mine}) as c:
            token = re.search(r'name="csrf" value="([^"]+)"', c.get("/dossier").text).group(1)
            r = c.post("/logout", data={"csrf": token}, follow_redirects=False)
            assert r.status_code == 303
        assert not opens(running, copied)  # signed out: the copy is worth nothing
        assert opens(running, other)  # the other session is untouched
    finally:
        running.close()
    running = Running(settings)  # restarted, same secret, same database
    try:
        assert opens(running, other) and not opens(running, copied)
    finally:
        running.close()
    changed = replace(settings, web=replace(settings.web, password_hash=security.hash_password(
        "a new password")))
    running = Running(changed)
    try:
        assert not opens(running, other)  # a new password: every session is over
        assert opens(running, signed_in_cookie(running, "a new password"))
    finally:
        running.close()


def test_dossier_files_expire_and_their_folder_is_bounded(empty, tmp_path):
    """Swept at start: files older than dossier_hours go; swept when a dossier is asked
    for: past dossier_storage_mb the oldest go first."""
    folder = tmp_path / "out" / "web-dossiers"
    now = time.time()

    def made(name: str, size: int, hours_ago: float):
        (folder / name).mkdir(parents=True)
        (folder / name / "dossier.pdf").write_bytes(b"x" * size)
        os.utime(folder / name, (now - hours_ago * 3600,) * 2)

    made("old", 10, 25)
    made("fresh", 10, 2)
    running = Running(replace(empty, output=str(tmp_path / "out"),
                              web=replace(Web(), dossier_storage_mb=1)))
    try:
        assert sorted(p.name for p in folder.iterdir()) == ["fresh"]
        made("big-a", 700_000, 1)
        made("big-b", 700_000, 0)
        r = httpx.post(f"{running.url}/api/v1/dossiers", json={"query": "Khalef"}, timeout=60)
        assert r.status_code == 202
        assert {"fresh", "big-b"} <= {p.name for p in folder.iterdir()}
        assert not (folder / "big-a").exists()  # 1.4 MB > 1 MB: the older big one went
    finally:
        running.close()


def test_a_dossier_whose_files_expired_says_so(tmp_path_factory):
    from conftest import seed_briefing

    settings, store, _ = seed_briefing(tmp_path_factory.mktemp("expiry"))
    running = Running(guarded(settings))
    try:
        api = httpx.Client(base_url=running.url, timeout=60,
                           headers={"Authorization": f"Bearer {TOKEN}"})

        def made(query: str) -> dict:
            job = api.post("/api/v1/dossiers", json={"query": query}).json()
            deadline = time.monotonic() + 120
            while job["status"] not in ("done", "failed"):
                assert time.monotonic() < deadline, job
                time.sleep(0.3)
                job = api.get(f"/api/v1/dossiers/{job['id']}").json()
            return job

        first = made("Khalef")
        assert first["status"] == "done" and api.get(first["files"]["pdf"]).status_code == 200
        folder = next(p for p in (running_output(settings) / "web-dossiers").iterdir()
                      if p.name == first["id"])
        old = time.time() - 25 * 3600
        os.utime(folder, (old, old))
        assert made("Khalef")["status"] == "done"  # asking for another sweeps
        gone = api.get(f"/api/v1/dossiers/{first['id']}").json()
        assert (gone["status"], gone["problem"]) == ("failed", "expired"), gone
        assert "deleted" in gone["error"] and not folder.exists()
        assert api.get(first["files"]["pdf"]).status_code == 404
    finally:
        running.close()
        store.close()


def running_output(settings: Settings):
    from pathlib import Path

    return Path(settings.output).expanduser().resolve()


def test_one_client_cannot_keep_the_dossier_queue_full(empty):
    """With the dossier thread busy, one client (any of its loopback addresses) has at
    most 2 dossiers waiting; another client may still ask."""
    import threading

    from reports.web.jobs import QUEUED_PER_CLIENT

    running = Running(empty)
    gate = threading.Event()
    dossiers = running.srv.config.app.state.dossiers
    dossiers._pool.submit(gate.wait, 60)  # the one dossier thread is busy till the gate opens
    try:
        for i in range(QUEUED_PER_CLIENT):
            with from_address(running, f"127.0.0.{i + 2}") as c:
                r = c.post("/api/v1/dossiers", json={"query": "Khalef"})
                assert r.status_code == 202 and r.json()["status"] == "queued", r.text
        with from_address(running, "127.0.0.9") as c:
            r = c.post("/api/v1/dossiers", json={"query": "Khalef"})
            assert r.status_code == 429 and "of your dossiers" in r.json()["error"]
        # another client: its own quota (submitted directly: the app is on loopback only)
        job = dossiers.submit("Khalef", "en", "someone", "192.0.2.1")
        assert job.status == "queued"
    finally:
        gate.set()
        running.close()


# -- issue 30: one error shape, a health check, proxies, the access log -------------------

def test_every_api_error_has_the_one_shape_the_schema_advertises(empty):
    """Each error the API answers (401, 403, 404, 405, 413, 422, 429) is ``{"error": ...}``;
    for an operation of the schema, openapi-core finds its status there and the answer
    valid, and the schema advertises no other error shape (FastAPI's ``{"detail": [...]}``)."""
    running = Running(guarded(empty))
    try:
        spec = running.client.get("/api/v1/openapi.json").json()
        openapi = schema(running.client)
        assert "HTTPValidationError" not in spec["components"]["schemas"]
        bearer = {"Authorization": f"Bearer {TOKEN}"}
        cases = [
            ("GET", "/api/v1/stories", {}, None, 401),
            ("GET", "/api/v1/stories?day=2026-13-45", bearer, None, 422),
            ("GET", "/api/v1/stories/nope", bearer, None, 404),
            ("GET", "/api/v1/entities", bearer, None, 422),  # q is required
            ("GET", "/api/v1/entities/nope?limit=0", bearer, None, 422),
            ("GET", "/api/v1/entities/nope", bearer, None, 404),
            ("GET", "/api/v1/figures?cursor=x", bearer, None, 422),
            ("GET", "/api/v1/dossiers/nope", bearer, None, 404),
            ("POST", "/api/v1/dossiers", bearer, {"query": ""}, 422),
            ("POST", "/api/v1/dossiers", bearer, {"query": "!!!"}, 422),
            ("POST", "/api/v1/dossiers", bearer, "x" * 70_000, 413),
            ("DELETE", "/api/v1/stories", bearer, None, 405),  # not an operation: shape only
            ("GET", "/api/v1/no-such-thing", bearer, None, 404),  # nor this
        ]
        for method, path, headers, body, status in cases:
            kw = {"json": body} if isinstance(body, dict) else {"content": body} if body else {}
            r = running.client.request(method, path, headers=headers, **kw)
            assert r.status_code == status, (method, path, r.status_code, r.text)
            assert r.headers["content-type"] == "application/json", (path, r.headers)
            assert set(r.json()) == {"error"} and r.json()["error"], (path, r.text)
            if method != "DELETE" and "no-such-thing" not in path:
                valid(openapi, r)
        # a signed-in session's cookie without its CSRF token (403), and failed tokens (429)
        signed = running.client.post("/login", data={"password": PASSWORD,
                                                     "csrf": running.csrf("/login")})
        assert signed.status_code == 303, signed.text
        r = valid(openapi, running.client.post("/api/v1/dossiers", json={"query": "Khalef"}))
        assert r.status_code == 403 and set(r.json()) == {"error"}, r.text
        for _ in range(security.ATTEMPTS + 1):
            with from_address(running, "127.0.0.9") as c:
                r = c.get("/api/v1/stories", headers={"Authorization": f"Bearer {'x' * 24}"})
        assert valid(openapi, r).status_code == 429 and set(r.json()) == {"error"}
        for op in (o for ops in spec["paths"].values() for o in ops.values()):
            for code, answer in op["responses"].items():
                if code.startswith(("4", "5")) and op["operationId"] != "healthz_healthz_get":
                    ref = answer["content"]["application/json"]["schema"]["$ref"]
                    assert ref.endswith("/ApiError"), (op["operationId"], code)
    finally:
        running.close()


def test_healthz_answers_a_load_balancer_without_sign_in_or_secrets(tmp_path):
    """200 with the database reachable and the last scan; 503 once the database file is
    not a database; no credential asked, nothing of the settings shown."""
    db = tmp_path / "reports.db"
    settings = guarded(Settings(database=str(db), output=str(tmp_path / "out"),
                                templates=str(tmp_path / "none")))
    store = Store(settings.database_url)
    store.set_state(last_scan="2026-12-05T07:00:00+00:00")
    store.close()
    running = Running(settings)
    try:
        openapi = schema(running.client)
        r = valid(openapi, httpx.get(f"{running.url}/healthz", timeout=30))  # no cookie, no token
        assert r.status_code == 200, r.text
        assert r.json() == {"status": "ok", "database": "reachable",
                            "last_scan": "2026-12-05T07:00:00+00:00", "service_running": False}
        assert r.headers["cache-control"] == "no-store"
        assert str(tmp_path) not in r.text and TOKEN not in r.text
        assert running.client.get("/api/v1/stories").status_code == 401  # the rest still asks
        for f in tmp_path.glob("reports.db*"):  # in place (the same files), WAL and all
            f.write_bytes(b"this is not a database" * 100)
        r = valid(openapi, httpx.get(f"{running.url}/healthz", timeout=30))
        assert r.status_code == 503, r.text
        assert r.json() == {"status": "unavailable", "database": "unreachable",
                            "last_scan": None, "service_running": None}
        assert str(tmp_path) not in r.text
    finally:
        running.close()


def _sign_in_as(running: Running, forwarded_for: str, password: str) -> int:
    """A sign-in the proxy forwards for client ``forwarded_for`` (the connection is ours)."""
    headers = {"X-Forwarded-For": forwarded_for}
    with httpx.Client(base_url=running.url, timeout=60, headers=headers) as c:
        token = re.search(r'name="csrf" value="([^"]+)"', c.get("/login").text).group(1)
        return c.post("/login", data={"password": password, "csrf": token},
                      follow_redirects=False).status_code


@pytest.mark.parametrize("proxies, apart", [
    ((), False),  # the default: X-Forwarded-For is anyone's to write, so it is ignored
    (("10.0.0.1",), False),  # a proxy that is not the one connecting: ignored too
    (("127.0.0.1",), True),
    (("127.0.0.0/8", "::1"), True),
])
def test_behind_a_trusted_proxy_each_client_is_counted_apart(empty, proxies, apart):
    """Ten failed sign-ins of one client lock that client out; behind the proxy named in
    web.forwarded_allow_ips the next client may still sign in, else everyone is locked out
    with it (every request comes from the proxy's address)."""
    running = Running(guarded(empty, forwarded_allow_ips=proxies))
    try:
        for _ in range(security.ATTEMPTS):
            assert _sign_in_as(running, "203.0.113.5", "wrong password") == 401
        assert _sign_in_as(running, "203.0.113.5", PASSWORD) == 429
        assert _sign_in_as(running, "203.0.113.6", PASSWORD) == (303 if apart else 429)
    finally:
        running.close()


def test_forwarded_allow_ips_must_be_addresses_or_networks(tmp_path):
    cfg = tmp_path / "reports.toml"
    cfg.write_text('[web]\nforwarded_allow_ips = ["127.0.0.1", "proxy.example.org"]\n',
                   encoding="utf-8")
    with pytest.raises(ConfigError, match="forwarded_allow_ips: 'proxy.example.org'"):
        config.load(cfg, env={})
    assert config.load(cfg, env={"REPORTS_WEB_FORWARDED_ALLOW_IPS": "10.0.0.0/8, ::1"}
                       ).web.forwarded_allow_ips == ("10.0.0.0/8", "::1")


@pytest.mark.parametrize("on", [False, True])
def test_the_access_log_is_a_setting(empty, caplog, on):
    """web.access_log: one line per request on the service's log (off by default)."""
    caplog.set_level(logging.INFO)
    running = Running(replace(empty, web=replace(empty.web, access_log=on)))
    try:
        assert running.client.get("/healthz?probe=1").status_code == 200
        time.sleep(0.2)  # the line is written as the response ends
    finally:
        running.close()
    lines = [r.getMessage() for r in caplog.records if r.name == "uvicorn.access"]
    if on:
        assert any('"GET /healthz?probe=1 HTTP/1.1" 200' in line for line in lines), lines
    else:
        assert lines == []
