"""Who may use the web app: credentials, sessions, CSRF tokens and rate limits.

On a loopback address the app is open to this machine's users unless a credential is
set; on any other address it refuses to start without one (``check_startup``). A
signed-in browser holds a signed session cookie carrying the key of a session kept in
the database (``sessions``: signing out ends it) (HttpOnly, Secure off loopback,
SameSite=Lax: a link from another site, a webmail's, opens the page signed in; no
POST is taken on the cookie alone); every POST carries the session's CSRF token; the JSON API also takes the
bearer token of ``REPORTS_WEB_TOKEN``. Passwords are kept only as scrypt hashes
(N = 2^17 for new ones; older, cheaper hashes still verify).

Limits count a *client*, not an address: every address of the loopback range is one
client (127.0.0.2 is this machine too), and an IPv6 address's /64 is one (a host is
given a whole /64 and picks addresses from it at will). Failed credentials, sign-ins
and bearer tokens alike, are limited per client and for all clients together, so
guessing from many addresses is as slow as from one.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import ipaddress
import logging
import secrets
import threading
import time
from collections import defaultdict, deque

from ..config import ConfigError, Web

log = logging.getLogger(__name__)

PASSWORD_MIN = 8  # characters of a sign-in password (refused when hashed)
SECRET_MIN = 16  # characters of REPORTS_WEB_TOKEN and REPORTS_WEB_SECRET
PRUNE_AT = 10_000  # keys a rate limit holds before it forgets the idle ones
ATTEMPTS = 10  # sign-ins, and failed bearer tokens, a client may try a minute

# scrypt cost of a new hash: N = 2^17, r = 8, p = 1, the current minimum advised for scrypt
# (2^15 before): ~0.3 s and 128 MB here per sign-in. Older hashes carry their own cost and
# still verify; one above N_MAX (1 GB of memory) is refused rather than computed.
_N, _R, _P = 2**17, 8, 1
N_MIN = 2**17  # a stored hash below this works, and the app says to make a new one
N_MAX = 2**20
# password checks computed at once in this process (each holds 128 MB); the others wait,
# so 64 sign-ins at once cannot take 8 GB
_checking = threading.BoundedSemaphore(2)


def _scrypt(password: str, salt: bytes, n: int, r: int, p: int, dklen: int = 64) -> bytes:
    if not (1 < n <= N_MAX and 0 < r <= 32 and 0 < p <= 16):
        raise ValueError("scrypt parameters out of range")
    with _checking:  # OpenSSL needs 128 r (N + p + 2) bytes
        return hashlib.scrypt(password.encode(), salt=salt, n=n, r=r, p=p, dklen=dklen,
                              maxmem=128 * r * (n + p + 2) + (1 << 20))


def hash_password(password: str) -> str:
    """``scrypt$N$r$p$salt$hash`` (base64): what ``web.password_hash`` holds."""
    if len(password) < PASSWORD_MIN:
        raise ValueError(f"a password needs at least {PASSWORD_MIN} characters")
    salt = secrets.token_bytes(16)
    digest = _scrypt(password, salt, _N, _R, _P)
    b64 = base64.urlsafe_b64encode
    return f"scrypt${_N}${_R}${_P}${b64(salt).decode()}${b64(digest).decode()}"


def check_password(password: str, stored: str) -> bool:
    """True when ``password`` hashes to ``stored``, with the cost ``stored`` names (a
    malformed hash, or one asking for more than ``N_MAX``, matches nothing)."""
    try:
        kind, n, r, p, salt, digest = stored.split("$")
        if kind != "scrypt":
            return False
        want = base64.urlsafe_b64decode(digest)
        got = _scrypt(password, base64.urlsafe_b64decode(salt), int(n), int(r), int(p),
                      dklen=len(want))
    except (ValueError, TypeError):
        return False
    return hmac.compare_digest(got, want)


def weak_hash(stored: str) -> bool:
    """Whether ``stored`` is a scrypt hash made at a cost below today's (``N_MIN``)."""
    try:
        return stored.startswith("scrypt$") and int(stored.split("$")[1]) < N_MIN
    except (IndexError, ValueError):
        return False


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def client_key(host: str) -> str:
    """Who a request counts as for the limits: "loopback" for any loopback address
    (127.0.0.0/8, ::1, ::ffff:127.x), an IPv6 address's /64, else the address itself."""
    try:
        ip = ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        return host or "?"
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    if ip.is_loopback:
        return "loopback"
    if isinstance(ip, ipaddress.IPv6Address):
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


def host_of(header: str) -> str:
    """The host of a Host header without its port: "[::1]:8080" -> "::1",
    "localhost:80" -> "localhost" (Starlette's own check cuts IPv6 at its first colon)."""
    header = header.strip().lower()
    if header.startswith("["):
        return header[1:header.find("]")] if "]" in header else ""
    return header.rsplit(":", 1)[0] if header.count(":") == 1 else header


def has_credential(web: Web) -> bool:
    return bool(web.password_hash or web.token)


def check_secrets(web: Web) -> None:
    """Refuse a token or a session secret too short to resist guessing, in one line
    that shows nothing of it (checked where they are used: the web app's start)."""
    for value, name in ((web.token, "REPORTS_WEB_TOKEN"), (web.secret, "REPORTS_WEB_SECRET")):
        if value and len(value) < SECRET_MIN:
            raise ConfigError(f"{name}: too short, give at least {SECRET_MIN} characters "
                              "(make one with `python3 -c 'import secrets; "
                              "print(secrets.token_urlsafe(32))'`)")


def check_startup(web: Web, host: str) -> None:
    """Refuse a public address without a credential, a password hash that is not one,
    and a token or secret too short (``check_secrets``)."""
    check_secrets(web)
    if web.password_hash and web.password_hash.split("$", 1)[0] != "scrypt":
        raise ConfigError("web.password_hash: not a hash made by `reports web --hash-password`")
    if weak_hash(web.password_hash):  # it still works: a warning, not a refusal
        log.warning("web.password_hash: made at a lower scrypt cost than new hashes (N < "
                    "2^17); it still works, but make a new one with `reports web "
                    "--hash-password`")
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
        """Count one event of ``key``, unless the limit is reached (then False)."""
        with self._lock:
            if self._full(key):
                return False
            self._seen[key].append(time.monotonic())
            self._prune()
            return True

    def full(self, key: str) -> bool:
        """Whether ``key`` has reached the limit (counts nothing)."""
        with self._lock:
            return self._full(key)

    def note(self, key: str) -> None:
        """Count one event of ``key`` even over the limit (a failure that happened)."""
        with self._lock:
            self._full(key)
            self._seen[key].append(time.monotonic())
            self._prune()

    def _prune(self) -> None:
        """Forget every key with nothing in the window, once there are many (clients
        from a whole IPv6 /48 would otherwise each stay in memory)."""
        if len(self._seen) > PRUNE_AT:
            for key in list(self._seen):
                self._full(key)

    def wait(self, key: str) -> int:
        """Seconds until ``key`` may act again (0: now)."""
        with self._lock:
            if not self._full(key):
                return 0
            seen = self._seen[key]
            return max(1, int(seen[len(seen) - self.limit] + self.window - time.monotonic()) + 1)

    def _full(self, key: str) -> bool:
        now = time.monotonic()
        seen = self._seen.get(key)
        if seen is None:
            return False
        while seen and seen[0] <= now - self.window:
            seen.popleft()
        if not seen:
            del self._seen[key]  # forgotten: the table holds only recent clients
            return False
        return len(seen) >= self.limit


class Failures:
    """Failed credentials (a wrong password, a wrong bearer token): at most ``ATTEMPTS``
    a minute per client and ``per_hour`` an hour from all clients together. Past either,
    every credential is refused (a right one too: else the refusal would not slow a guess)
    until the window has moved on; a session already signed in is not touched."""

    def __init__(self, per_hour: int) -> None:
        self.client = RateLimit(ATTEMPTS, 60.0)
        self.everyone = RateLimit(per_hour, 3600.0)

    def refused(self, client: str) -> str:
        """Why a credential from ``client`` is not even checked now ("" when it may be)."""
        if self.everyone.full("all"):
            return (f"too many failed sign-ins on this server; try again in "
                    f"{_minutes(self.everyone.wait('all'))}")
        if self.client.full(client):
            return "too many failed sign-ins from your address; wait a minute"
        return ""

    def failed(self, client: str) -> None:
        self.client.note(client)
        self.everyone.note("all")


def _minutes(seconds: int) -> str:
    return f"{-(-seconds // 60)} minute{'s' if seconds > 60 else ''}"
