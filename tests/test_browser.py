"""The HTML digest in a real browser: headless Chromium driven over the DevTools protocol.

Chromium's ``--remote-debugging-pipe`` speaks the protocol as NUL-terminated JSON on file
descriptors 3 (commands in) and 4 (events and replies out), so no websocket client is
needed. The seed digest (English and Arabic) is opened from disk as a user would open
the .html file: no console errors or failed loads, Arabic blocks computed right to left,
and a screenshot in test-artifacts/ (git-ignored) for a person to look at.
"""

from __future__ import annotations

import base64
import json
import os
import select
import shutil
import subprocess
import tempfile
import time
from dataclasses import replace
from pathlib import Path

import pytest

from conftest import seed_briefing
from reports import render

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser") or "/usr/bin/chromium"
WAIT = 60.0  # seconds for any one protocol reply: a safety net, not a measurement

pytestmark = pytest.mark.skipif(
    not os.access(CHROMIUM, os.X_OK),
    reason="Chromium is not installed (scripts/system-deps.sh installs the Debian package)")


class Browser:
    """Headless Chromium and the DevTools protocol over its debugging pipe."""

    def __init__(self, profile: Path) -> None:
        to_child_r, self._to_child = os.pipe()
        self._from_child, from_child_w = os.pipe()
        # The child must read commands on fd 3 and write on fd 4: bash moves our pipe
        # ends there before exec (no preexec_fn, which is unsafe with threads).
        wire = (f'exec "$0" "$@" 3<&{to_child_r} 4>&{from_child_w} '
                f"{to_child_r}<&- {from_child_w}>&-")
        self.proc = subprocess.Popen(
            ["bash", "-c", wire, CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu",
             "--disable-quic", "--no-first-run", "--disable-background-networking",
             "--disable-component-update", "--disable-sync", "--disable-extensions",
             "--hide-scrollbars", "--remote-debugging-pipe", f"--user-data-dir={profile}",
             "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            pass_fds=(to_child_r, from_child_w))
        os.close(to_child_r)
        os.close(from_child_w)
        self._buf = b""
        self._next = 0
        self.events: list[dict] = []

    def _read_message(self, deadline: float) -> dict:
        while b"\0" not in self._buf:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self._from_child], [], [], left)[0]:
                raise TimeoutError("no reply from Chromium")
            chunk = os.read(self._from_child, 1 << 20)
            if not chunk:
                raise RuntimeError(f"Chromium closed the pipe (exit {self.proc.poll()})")
            self._buf += chunk
        raw, self._buf = self._buf.split(b"\0", 1)
        return json.loads(raw)

    def send(self, method: str, session: str | None = None, **params) -> dict:
        """Send one command and return its result; events met on the way are kept."""
        self._next += 1
        msg = {"id": self._next, "method": method, "params": params}
        if session:
            msg["sessionId"] = session
        os.write(self._to_child, json.dumps(msg).encode() + b"\0")
        deadline = time.monotonic() + WAIT
        while True:
            reply = self._read_message(deadline)
            if reply.get("id") == self._next:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def wait_for(self, method: str) -> dict:
        deadline = time.monotonic() + WAIT
        for i, e in enumerate(self.events):
            if e.get("method") == method:
                return self.events.pop(i)
        while True:
            e = self._read_message(deadline)
            if e.get("method") == method:
                return e
            self.events.append(e)

    def close(self) -> None:
        try:
            self.send("Browser.close")
        except (RuntimeError, TimeoutError, OSError):
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        for fd in (self._to_child, self._from_child):
            os.close(fd)


@pytest.fixture(scope="module")
def digests(tmp_path_factory) -> dict:
    """The seed digest as .html files, in English and with Arabic labels (and the
    briefing and settings they came from)."""
    root = tmp_path_factory.mktemp("browser")
    settings, _store, b = seed_briefing(root)
    out: dict = {"briefing": b, "settings": settings}
    for lang in ("en", "ar"):
        path = root / f"digest-{lang}.html"
        path.write_text(render.render_html(replace(b, lang=lang), settings, standalone=True),
                        encoding="utf-8")
        out[lang] = path
    return out


@pytest.fixture(scope="module")
def browser():
    with tempfile.TemporaryDirectory(prefix="reports-chromium-") as profile:
        b = Browser(Path(profile))
        try:
            b.send("Browser.getVersion")
        except (RuntimeError, TimeoutError) as exc:
            b.close()
            pytest.fail(f"Chromium did not answer on its debugging pipe: {exc}")
        yield b
        b.close()


DIRECTIONS = """JSON.stringify({
  html: getComputedStyle(document.documentElement).direction,
  arabic: [...document.querySelectorAll('article.source[lang="ar"], h2[lang="ar"],'
                                        + ' .said[lang="ar"]')]
          .map(e => getComputedStyle(e).direction),
  english: [...document.querySelectorAll('article.source[lang="en"]')]
           .map(e => getComputedStyle(e).direction),
  stories: document.querySelectorAll('section.story').length,
  width: document.documentElement.scrollWidth, view: window.innerWidth,
})"""


def open_page(browser: Browser, path: Path, width: int = 1000) -> tuple[str, list[str]]:
    """Open ``path`` in a new tab; (session, console errors and failed loads)."""
    target = browser.send("Target.createTarget", url="about:blank")["targetId"]
    session = browser.send("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
    for domain in ("Page", "Runtime", "Log", "Network"):
        browser.send(f"{domain}.enable", session)
    browser.send("Emulation.setDeviceMetricsOverride", session, width=width, height=1400,
                 deviceScaleFactor=1, mobile=False)
    browser.send("Page.navigate", session, url=path.as_uri())
    browser.wait_for("Page.loadEventFired")
    browser.send("Runtime.evaluate", session, expression="document.fonts.ready",
                 awaitPromise=True)
    errors = []
    for e in browser.events:
        if e.get("sessionId") != session:
            continue
        p = e.get("params", {})
        if e["method"] == "Runtime.consoleAPICalled" and p.get("type") in ("error", "assert"):
            errors.append(json.dumps(p.get("args"))[:200])
        elif e["method"] == "Runtime.exceptionThrown":
            errors.append(json.dumps(p.get("exceptionDetails"))[:200])
        elif e["method"] == "Log.entryAdded" and p["entry"].get("level") == "error":
            errors.append(p["entry"].get("text", "")[:200])
        elif e["method"] == "Network.loadingFailed":
            errors.append(f"failed load: {p.get('errorText')}")
    return session, errors


def evaluate(browser: Browser, session: str, expression: str):
    res = browser.send("Runtime.evaluate", session, expression=expression, returnByValue=True)
    return json.loads(res["result"]["value"])


def test_digest_in_chromium_english(browser, digests):
    session, errors = open_page(browser, digests["en"])
    assert errors == []
    d = evaluate(browser, session, DIRECTIONS)
    assert d["html"] == "ltr" and d["stories"] >= 2
    assert d["arabic"] and set(d["arabic"]) == {"rtl"}  # every Arabic block reads RTL
    assert d["english"] and set(d["english"]) == {"ltr"}
    shot = browser.send("Page.captureScreenshot", session, format="png",
                        captureBeyondViewport=False)
    png = base64.b64decode(shot["data"])
    assert png.startswith(b"\x89PNG") and len(png) > 10_000  # a page, not a blank
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "digest-chromium.png").write_bytes(png)


def test_digest_in_chromium_arabic_labels_and_phone_width(browser, digests):
    session, errors = open_page(browser, digests["ar"], width=380)
    assert errors == []
    d = evaluate(browser, session, DIRECTIONS)
    assert d["html"] == "rtl" and set(d["arabic"]) == {"rtl"}
    assert d["english"] and set(d["english"]) == {"ltr"}  # English stays LTR inside
    assert d["width"] <= d["view"] + 1  # nothing wider than a phone screen
    shot = browser.send("Page.captureScreenshot", session, format="png")
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "digest-chromium-ar-phone.png").write_bytes(base64.b64decode(shot["data"]))


def test_email_html_reads_at_phone_width(browser, digests, tmp_path):
    """The e-mail part as a phone shows it: no loads at all, no sideways scrolling."""
    b, settings = digests["briefing"], digests["settings"]
    _, _, mail = render.render_email(b, settings)
    page = tmp_path / "mail.html"
    page.write_text(mail, encoding="utf-8")
    session, errors = open_page(browser, page, width=360)
    assert errors == []
    d = evaluate(browser, session, """JSON.stringify({
      width: document.documentElement.scrollWidth, view: window.innerWidth,
      arabic: [...document.querySelectorAll('[lang="ar"]')].map(e => getComputedStyle(e).direction),
      requests: performance.getEntriesByType('resource').length})""")
    assert d["width"] <= d["view"] + 1 and d["requests"] == 0
    assert d["arabic"] and set(d["arabic"]) == {"rtl"}
