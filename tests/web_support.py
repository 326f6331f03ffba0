"""The web app on a real uvicorn server on 127.0.0.1, for test_web and test_web_browser."""

from __future__ import annotations

import re
import socket
import time

import httpx

from reports import web
from reports.config import Settings


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Running:
    """The app served by uvicorn in a thread, and a client with a cookie jar."""

    def __init__(self, settings: Settings) -> None:
        self.port = free_port()
        self.srv = web.server(settings, "127.0.0.1", self.port)
        self.thread = web.in_background(self.srv)
        deadline = time.monotonic() + 30
        while not self.srv.started:
            if time.monotonic() > deadline or not self.thread.is_alive():
                self.srv.should_exit = True
                raise AssertionError("uvicorn did not start")
            time.sleep(0.05)
        self.url = f"http://127.0.0.1:{self.port}"
        self.client = httpx.Client(base_url=self.url, timeout=60)

    def csrf(self, path: str) -> str:
        page = self.client.get(path)
        assert page.status_code == 200, page.text
        return re.search(r'name="csrf" value="([^"]+)"', page.text).group(1)

    def close(self) -> None:
        self.client.close()
        self.srv.should_exit = True
        self.thread.join(timeout=30)
