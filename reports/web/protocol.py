"""uvicorn's HTTP/1.1 protocol (h11) with a deadline on each request, and connections
waiting for one not counted against ``limit_concurrency``.

uvicorn has no header timeout and counts every open connection against its limit: 65
connections that never finish their headers made every other request 503 (slowloris).
Here a client has ``request_timeout`` seconds to send a request's headers and body, from
its connection or its first byte after a response; a connection with no request being
handled (still sending headers, or idle between requests) is not counted, and at most
``WAITING_MAX`` of them are kept: past that the one waiting longest is closed.
"""

from __future__ import annotations

import asyncio

import h11
import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

WAITING_MAX = 256  # connections waiting for a request, all clients together


class Deadlined(H11Protocol):
    request_timeout = 10.0  # set per server by ``with_timeout``

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        self._deadline: asyncio.TimerHandle | None = None
        super().connection_made(transport)
        self._settle()

    def data_received(self, data: bytes) -> None:
        self.connections.add(self)  # counted, as uvicorn counts, while it may start a request
        super().data_received(data)
        self._settle()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        self._settle()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        _waiting(self.server_state).pop(self, None)
        super().connection_lost(exc)

    def _settle(self) -> None:
        """After each event: a deadline while the client owes (part of) a request, and
        counted only while a request of it is being handled."""
        if self.transport.is_closing():
            return
        owes = self.conn.their_state in (h11.IDLE, h11.SEND_BODY)
        if owes and self._deadline is None:
            self._deadline = self.loop.call_later(self.request_timeout, self._expired)
        elif not owes:
            self._disarm()
        waiting = _waiting(self.server_state)
        if self.cycle is None or self.cycle.response_complete:
            self.connections.discard(self)
            if self not in waiting:
                waiting[self] = None
                while len(waiting) > WAITING_MAX:  # the longest waiting goes
                    oldest = next(iter(waiting))
                    waiting.pop(oldest)
                    oldest.transport.close()
        else:
            waiting.pop(self, None)

    def _disarm(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _expired(self) -> None:
        """Too slow: closed (an app reading the body sees the client disconnect)."""
        self._deadline = None
        if not self.transport.is_closing():
            self.transport.close()


def _waiting(state) -> dict:
    """The server's connections waiting for a request, oldest first."""
    if not hasattr(state, "reports_waiting"):
        state.reports_waiting = {}
    return state.reports_waiting


def with_timeout(seconds: float) -> type[Deadlined]:
    """The protocol class for a server whose clients have ``seconds`` per request."""
    return type("Deadlined", (Deadlined,), {"request_timeout": seconds})


class Server(uvicorn.Server):
    """A uvicorn server that also closes the connections waiting for a request when it
    stops (uvicorn closes only those it counts)."""

    async def shutdown(self, sockets=None) -> None:
        for conn in list(_waiting(self.server_state)):
            conn.transport.close()
        await super().shutdown(sockets)
