"""The web front of the archive (``reports web``, ``reports serve --web``): see ``app``."""

from __future__ import annotations

import logging
import threading

from ..config import Settings
from .app import create_app

log = logging.getLogger(__name__)


def server(settings: Settings, host: str | None = None, port: int | None = None):
    """A uvicorn server of the app, not started (``.run()`` blocks; ``.should_exit``
    stops it). Refuses a public address without a credential (``ConfigError``). Each
    request has ``web.request_timeout`` seconds to arrive, and connections waiting for
    one are not counted against the 64 requests handled at once (``protocol``)."""
    import uvicorn

    from .protocol import Server, with_timeout

    host = host or settings.web.host
    app = create_app(settings, host=host)
    proxies = list(settings.web.forwarded_allow_ips)
    # log_config=None: uvicorn's records go to the service's own log handler (timestamped
    # by the CLI), not to handlers of its own
    config = uvicorn.Config(app, host=host, port=port or settings.web.port, log_level="warning",
                            log_config=None, access_log=settings.web.access_log,
                            server_header=False, proxy_headers=bool(proxies),
                            forwarded_allow_ips=proxies or None,
                            http=with_timeout(settings.web.request_timeout),
                            limit_concurrency=64, timeout_graceful_shutdown=10)
    if settings.web.access_log:  # its lines are INFO; another server in this process may
        access = logging.getLogger("uvicorn.access")  # have turned it off
        access.setLevel(logging.INFO)
        access.propagate = True
    return Server(config)


def in_background(srv) -> threading.Thread:
    """Run ``srv`` in a thread beside the service (uvicorn leaves the signals to it)."""
    t = threading.Thread(target=srv.run, name="web", daemon=True)
    t.start()
    return t


__all__ = ["create_app", "in_background", "server"]
