"""The web app on a real uvicorn server on 127.0.0.1, for the test_web* modules, and its
answers checked against its OpenAPI schema by openapi-core."""

from __future__ import annotations

import re
import socket
import time

import httpx
from openapi_core import Config, OpenAPI
from openapi_core.testing import MockRequest, MockResponse

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


def schema(client: httpx.Client) -> OpenAPI:
    """The app's schema, for openapi-core; CSV read as the text it is (openapi-core hands
    a media type it does not know over as bytes, which no JSON Schema string matches)."""
    def text(value: bytes, **parameters: str) -> str:
        return value.decode(parameters.get("charset", "utf-8"))

    return OpenAPI.from_dict(client.get("/api/v1/openapi.json").json(),
                             config=Config(extra_media_type_deserializers={"text/csv": text}))


def valid(openapi: OpenAPI, r: httpx.Response) -> httpx.Response:
    """``r`` checked by openapi-core against the operation of its request in the schema:
    its status is documented, and its body and headers are what the schema says."""
    req = r.request
    request = MockRequest(f"{req.url.scheme}://{req.url.netloc.decode()}", req.method,
                          req.url.path, args=list(req.url.params.multi_items()),
                          headers=dict(req.headers), data=req.content or None,
                          content_type=req.headers.get("content-type", ""))
    response = MockResponse(r.content, r.status_code, headers=dict(r.headers),
                            content_type=r.headers.get("content-type", ""))
    openapi.validate_response(request, response)
    return r
