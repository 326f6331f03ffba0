"""Headless Chromium driven over the DevTools protocol, for the browser tests.

Chromium's ``--remote-debugging-pipe`` speaks the protocol as NUL-terminated JSON on file
descriptors 3 (commands in) and 4 (events and replies out), so no websocket client is
needed. ``Tab`` is one page: navigate or click, then ask what loaded badly, evaluate an
expression, save a screenshot in test-artifacts/ (git-ignored) for a person to look at.
"""

from __future__ import annotations

import base64
import fcntl
import json
import os
import select
import shutil
import subprocess
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser") or "/usr/bin/chromium"
WAIT = 60.0  # seconds for any one protocol reply: a safety net, not a measurement


def _above_4(fd: int) -> int:
    high = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 10)  # pass_fds opens it to the child only
    os.close(fd)
    return high


def gone(exc: Exception) -> bool:
    """Whether a failed evaluation only met a document being replaced (a reload)."""
    return any(m in str(exc) for m in ("Execution context was destroyed",
                                       "Cannot find context", "Inspected target navigated"))


def available() -> bool:
    return os.access(CHROMIUM, os.X_OK)


class Browser:
    """Headless Chromium and the DevTools protocol over its debugging pipe."""

    def __init__(self, profile: Path) -> None:
        to_child_r, self._to_child = os.pipe()
        self._from_child, from_child_w = os.pipe()
        # the child's ends above 4, so that moving them to 3 and 4 overwrites nothing
        to_child_r, from_child_w = (_above_4(fd) for fd in (to_child_r, from_child_w))
        # The child must read commands on fd 3 and write on fd 4: bash moves our pipe
        # ends there before exec (no preexec_fn, which is unsafe with threads).
        wire = (f'exec "$0" "$@" 3<&{to_child_r} 4>&{from_child_w} '
                f"{to_child_r}<&- {from_child_w}>&-")
        try:
            self.proc = subprocess.Popen(
                ["bash", "-c", wire, CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu",
                 "--disable-quic", "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--disable-extensions",
                 "--hide-scrollbars", "--remote-debugging-pipe",
                 f"--user-data-dir={profile}", "about:blank"],
                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                pass_fds=(to_child_r, from_child_w))
        except BaseException:
            os.close(self._to_child)
            os.close(self._from_child)
            raise
        finally:
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

    def wait_for(self, method: str, session: str | None = None, when=lambda params: True,
                 wait: float = WAIT) -> dict:
        """The first event ``method`` (of ``session``, if given) whose params pass ``when``."""
        def fits(e: dict) -> bool:
            return (e.get("method") == method and (session is None or e.get("sessionId") == session)
                    and when(e.get("params", {})))

        for i, e in enumerate(self.events):
            if fits(e):
                return self.events.pop(i)
        deadline = time.monotonic() + wait
        while True:
            e = self._read_message(deadline)
            if fits(e):
                return e
            self.events.append(e)

    def tab(self, width: int = 1000) -> Tab:
        return Tab(self, width)

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


class Tab:
    """One page of the browser, ``width`` CSS pixels wide, in a browser context of its
    own (its own cookies: one test's session or language never reaches another's).
    Close it (or use it in a ``with``) when done."""

    def __init__(self, browser: Browser, width: int) -> None:
        self.browser, self.width = browser, width
        self.context = browser.send("Target.createBrowserContext")["browserContextId"]
        try:
            self.target = browser.send("Target.createTarget", url="about:blank",
                                       browserContextId=self.context)["targetId"]
            self.session = browser.send("Target.attachToTarget", targetId=self.target,
                                        flatten=True)["sessionId"]
        except (RuntimeError, TimeoutError):
            browser.send("Target.disposeBrowserContext", browserContextId=self.context)
            raise
        for domain in ("Page", "Runtime", "Log", "Network"):
            self.send(f"{domain}.enable")
        self.send("Emulation.setDeviceMetricsOverride", width=width, height=1400,
                  deviceScaleFactor=1, mobile=width < 600)

    def send(self, method: str, **params) -> dict:
        return self.browser.send(method, self.session, **params)

    def navigate(self, url: str) -> None:
        self._loaded(lambda: self.send("Page.navigate", url=url))

    def click(self, selector: str) -> None:
        """Click the element as a user would and wait for the page it leads to."""
        self._loaded(lambda: self._press(selector))

    def download(self, selector: str, folder: Path) -> Path:
        """Click a download link and wait for the file Chromium saves in ``folder``."""
        self.browser.send("Browser.setDownloadBehavior", behavior="allowAndName",
                          browserContextId=self.context, downloadPath=str(folder),
                          eventsEnabled=True)
        self.browser.events = [e for e in self.browser.events
                               if not e.get("method", "").startswith("Browser.download")]
        self._press(selector)
        begun = self.browser.wait_for("Browser.downloadWillBegin")["params"]
        done = self.browser.wait_for("Browser.downloadProgress", when=lambda p: p.get(
            "guid") == begun["guid"] and p.get("state") in ("completed", "canceled"))
        assert done["params"]["state"] == "completed", done
        return folder / begun["guid"]

    def _press(self, selector: str) -> None:
        """A real left click (mouse events) at the centre of the element, in view."""
        box = self.evaluate(f"""(() => {{
          const e = document.querySelector({json.dumps(selector)});
          if (!e) return null;
          e.scrollIntoView({{block: "center"}});
          const r = e.getBoundingClientRect();
          return {{x: r.x + r.width / 2, y: r.y + r.height / 2}};
        }})()""")
        assert box, f"nothing on the page matches {selector!r}"
        for kind in ("mousePressed", "mouseReleased"):
            self.send("Input.dispatchMouseEvent", type=kind, x=box["x"], y=box["y"],
                      button="left", clickCount=1)

    def _loaded(self, action) -> None:
        self.browser.events = [e for e in self.browser.events if not (
            e.get("sessionId") == self.session and e.get("method") == "Page.loadEventFired")]
        action()
        self.next_load()

    def next_load(self) -> None:
        """Wait for the page's next load (a navigation, or a reload of its own)."""
        self.browser.wait_for("Page.loadEventFired", self.session)
        self.send("Runtime.evaluate", expression="document.fonts.ready", awaitPromise=True)

    def settled(self, wait: float = WAIT) -> None:
        """Wait until the document now in the tab has loaded whole."""
        deadline = time.monotonic() + wait
        while True:
            try:
                if self.evaluate("document.readyState") == "complete":
                    return
            except RuntimeError as exc:
                if not gone(exc):
                    raise
            if time.monotonic() > deadline:
                raise TimeoutError("the page did not finish loading")
            time.sleep(0.05)

    def evaluate(self, expression: str):
        """The value of a JavaScript expression (JSON-serializable)."""
        res = self.send("Runtime.evaluate", expression=expression, returnByValue=True)
        if "exceptionDetails" in res:
            raise RuntimeError(json.dumps(res["exceptionDetails"])[:300])
        return res["result"].get("value")

    def url(self) -> str:
        return self.evaluate("location.href")

    def errors(self) -> list[str]:
        """Console errors, uncaught exceptions and failed loads of this tab so far."""
        out = []
        for e in self.browser.events:
            if e.get("sessionId") != self.session:
                continue
            p = e.get("params", {})
            method = e.get("method")
            if method == "Runtime.consoleAPICalled" and p.get("type") in ("error", "assert"):
                out.append(json.dumps(p.get("args"))[:200])
            elif method == "Runtime.exceptionThrown":
                out.append(json.dumps(p.get("exceptionDetails"))[:200])
            elif method == "Log.entryAdded" and p["entry"].get("level") == "error":
                out.append(p["entry"].get("text", "")[:200])
            elif method == "Network.loadingFailed" and not p.get("canceled"):
                out.append(f"failed load: {p.get('errorText')}")
        return out

    def screenshot(self, name: str) -> bytes:
        """The whole page as a PNG, saved as test-artifacts/<name>."""
        png = base64.b64decode(self.send("Page.captureScreenshot", format="png",
                                         captureBeyondViewport=True)["data"])
        ARTIFACTS.mkdir(exist_ok=True)
        (ARTIFACTS / name).write_bytes(png)
        return png

    def close(self) -> None:
        """Close the tab and its context; a browser that died already is let be (its
        test has failed and says why)."""
        try:
            self.browser.send("Target.closeTarget", targetId=self.target)
            self.browser.send("Target.disposeBrowserContext", browserContextId=self.context)
        except (RuntimeError, TimeoutError, OSError):
            pass
        self.browser.events = [e for e in self.browser.events
                               if e.get("sessionId") != self.session]

    def __enter__(self) -> Tab:
        return self

    def __exit__(self, *exc) -> None:
        self.close()
