"""Who may use the web app: credentials, sessions, CSRF tokens and rate limits.

On a loopback address the app is open to this machine's users unless a credential is
set; on any other address it refuses to start without one (``check_startup``). A
signed-in browser holds a signed session cookie (HttpOnly, Secure off loopback,
SameSite=Lax: a link from another site, a webmail's, opens the page signed in; no
POST is taken on the cookie alone); every POST carries the session's CSRF token; the JSON API also takes the
bearer token of ``REPORTS_WEB_TOKEN``. Passwords are kept only as scrypt hashes.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import ipaddress
import secrets
import threading
import time
from collections import defaultdict, deque

from ..config import ConfigError, Web

# scrypt cost: 2^15 x 8 x 1 takes ~50 ms and 32 MB here, per sign-in
_N, _R, _P = 2**15, 8, 1


def hash_password(password: str) -> str:
    """``scrypt$N$r$p$salt$hash`` (base64): what ``web.password_hash`` holds."""
    if not password:
        raise ValueError("an empty password")
    salt = secrets.token_bytes(16)
    digest = hashlib.scrypt(password.encode(), salt=salt, n=_N, r=_R, p=_P, maxmem=64 << 20)
    b64 = base64.urlsafe_b64encode
    return f"scrypt${_N}${_R}${_P}${b64(salt).decode()}${b64(digest).decode()}"


def check_password(password: str, stored: str) -> bool:
    """True when ``password`` hashes to ``stored`` (a malformed hash matches nothing)."""
    try:
        kind, n, r, p, salt, digest = stored.split("$")
        if kind != "scrypt":
            return False
        want = base64.urlsafe_b64decode(digest)
        got = hashlib.scrypt(password.encode(), salt=base64.urlsafe_b64decode(salt),
                             n=int(n), r=int(r), p=int(p), maxmem=64 << 20, dklen=len(want))
    except (ValueError, TypeError):
        return False
    return hmac.compare_digest(got, want)


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def host_of(header: str) -> str:
    """The host of a Host header without its port: "[::1]:8080" -> "::1",
    "localhost:80" -> "localhost" (Starlette's own check cuts IPv6 at its first colon)."""
    header = header.strip().lower()
    if header.startswith("["):
        return header[1:header.find("]")] if "]" in header else ""
    return header.rsplit(":", 1)[0] if header.count(":") == 1 else header


def has_credential(web: Web) -> bool:
    return bool(web.password_hash or web.token)


def check_startup(web: Web, host: str) -> None:
    """Refuse a public address without a credential, and a password hash that is not one."""
    if web.password_hash and web.password_hash.split("$", 1)[0] != "scrypt":
        raise ConfigError("web.password_hash: not a hash made by `reports web --hash-password`")
    if not is_loopback(host) and not has_credential(web):
        raise ConfigError(f"web: {host} is not a loopback address; set web.password_hash "
                          "(`reports web --hash-password`) or REPORTS_WEB_TOKEN first, "
                          "or listen on 127.0.0.1")


def token_ok(given: str, web: Web) -> bool:
    return bool(web.token) and hmac.compare_digest(given.encode(), web.token.encode())


def csrf_token(session: dict) -> str:
    """The session's CSRF token, made on first use."""
    if "csrf" not in session:
        session["csrf"] = secrets.token_urlsafe(32)
    return session["csrf"]


def csrf_ok(session: dict, given: str | None) -> bool:
    want = session.get("csrf")
    return bool(want and given) and hmac.compare_digest(str(given).encode(), want.encode())


class RateLimit:
    """At most ``limit`` events per ``window`` seconds per key (a sliding window, kept
    in memory: a limit per process, which is what one ``reports web`` is)."""

    def __init__(self, limit: int, window: float) -> None:
        self.limit, self.window = limit, window
        self._seen: dict[str, deque[float]] = defaultdict(deque)
        self._lock = threading.Lock()

    def allow(self, key: str) -> bool:
        now = time.monotonic()
        with self._lock:
            seen = self._seen[key]
            while seen and seen[0] <= now - self.window:
                seen.popleft()
            if len(seen) >= self.limit:
                return False
            seen.append(now)
            return True
