"""The web app over an archive (issue 15): how long a search and an entity page take.

``reports web`` is started in a fresh process on a free loopback port, in the folder of
an archive built by ``archive.py`` (its reports.toml), after the archive's links are
stored. Each page is asked for once (the first request: templates compiled, the
process warm; for information), then ``TRIES`` more times over loopback; the slowest of
those is the figure the bound (300 ms) is on, and the ratio is it over the bare best.
The bare figure is the library doing the same reading in a fresh process, best of
``TRIES``: for the search, the name index looked up and the entities loaded
(``Store.find_entities``, ``Store.linked``); for the entity page, the entity, the days
of its articles and its newest ``SAID_FROM`` in full (``Store.linked``,
``Store.article_days``, ``Store.articles``).
"""

from __future__ import annotations

import json
import re
import socket
import subprocess
import time
import urllib.parse
import urllib.request
from dataclasses import dataclass
from pathlib import Path

from common import PYTHON

TRIES = 5
START_WAIT = 120.0  # seconds for the server to answer its first request


@dataclass(frozen=True)
class Timing:
    query: str  # the name searched for
    articles: int  # articles of the entity found
    first_ms: float  # the first request of the page
    worst_ms: float  # the slowest of the TRIES after it
    bare_ms: float  # the library's reading, best of TRIES
    peak_mb: float  # the server's peak RSS after every request


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


_DIRECT = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # never via a proxy


def _get(url: str) -> tuple[float, str]:
    t = time.perf_counter()
    with _DIRECT.open(url, timeout=60) as r:
        body = r.read().decode("utf-8")
    return (time.perf_counter() - t) * 1000, body


def _bare(db: Path, query: str, entity_id: str) -> tuple[float, float]:
    """Best ms of the library's search and of its entity reading, in a fresh process."""
    code = f"""
import json, time
from reports.lang import fold, skeleton
from reports.store import Store
from reports.web.app import SAID_FROM
s = Store('sqlite:///{db}')
q, eid = {query!r}, {entity_id!r}
def search():
    skel = skeleton(q)
    return s.linked(s.find_entities(fold(q), skel if len(skel.split()) >= 2 else ''))[0]
def entity():  # what the page reads: the days of all its articles, its newest in full
    e = s.linked([eid])[0][0]
    days = s.article_days(e.article_ids)
    newest = sorted(days, key=lambda i: (*days[i], i), reverse=True)[:SAID_FROM]
    return list(s.articles(ids=set(newest), current=True))
out = []
for fn in (search, entity):
    best = float('inf')
    for _ in range({TRIES}):
        t = time.perf_counter(); fn(); best = min(best, time.perf_counter() - t)
    out.append(best * 1000)
print(json.dumps(out))
"""
    p = subprocess.run([PYTHON, "-c", code], capture_output=True, text=True, check=True)
    search_ms, entity_ms = json.loads(p.stdout)
    return search_ms, entity_ms


def measure(reports: str, cwd: Path, db: Path, query: str) -> dict[str, Timing]:
    """``{"search": ..., "entity": ...}`` for ``query`` (a name) and its first hit."""
    port = _port()
    base = f"http://127.0.0.1:{port}"
    with open(cwd / "web.log", "wb") as log:
        srv = subprocess.Popen([reports, "-q", "web", "--port", str(port)], cwd=cwd,
                               stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + START_WAIT
        while True:
            try:
                _get(f"{base}/api/v1/openapi.json")
                break
            except OSError:
                if srv.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"reports web did not start: see {cwd / 'web.log'}") from None
                time.sleep(0.2)
        search = f"{base}/entities?{urllib.parse.urlencode({'q': query})}"
        first_search, page = _get(search)
        found = re.search(r'href="/entities/([^"]+)"', page)
        if not found:
            raise RuntimeError(f"the search for {query!r} found nothing")
        entity_id = urllib.parse.unquote(found.group(1))
        entity = f"{base}/entities/{found.group(1)}"
        first_entity, _ = _get(entity)
        worst = {name: max(_get(url)[0] for _ in range(TRIES))
                 for name, url in (("search", search), ("entity", entity))}
        status = Path(f"/proc/{srv.pid}/status").read_text()  # before any other request
        peak = int(re.search(r"VmHWM:\s+(\d+)", status).group(1)) / 1024
        articles = json.loads(_get(f"{base}/api/v1/entities/{found.group(1)}")[1])["articles"]
    finally:
        srv.terminate()
        try:
            srv.wait(timeout=30)
        except subprocess.TimeoutExpired:
            srv.kill()
            srv.wait()
    bare_search, bare_entity = _bare(db, query, entity_id)
    return {"search": Timing(query, articles, first_search, worst["search"], bare_search, peak),
            "entity": Timing(query, articles, first_entity, worst["entity"], bare_entity, peak)}
