"""Who may use the web app: credentials, sessions, CSRF tokens and rate limits.

On a loopback address the app is open to this machine's users unless a credential is
set; on any other address it refuses to start without one (``check_startup``). A
signed-in browser holds a signed session cookie carrying the key of a session kept in
the database (``sessions``: signing out ends it) (HttpOnly, Secure off loopback,
SameSite=Lax: a link from another site, a webmail's, opens the page signed in; no
POST is taken on the cookie alone); every POST carries the session's CSRF token; the JSON API also takes the
bearer token of ``REPORTS_WEB_TOKEN``. Passwords are kept only as hashes: Argon2id
for new ones; an earlier release's scrypt hash still verifies, and the app says at
start to make a new one.

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

from argon2 import PasswordHasher, profiles
from argon2 import exceptions as argon2_errors

from ..config import ConfigError, Web, password_hash_problem

log = logging.getLogger(__name__)

PASSWORD_MIN = 8  # characters of a sign-in password (refused when hashed)
SECRET_MIN = 16  # characters of REPORTS_WEB_TOKEN and REPORTS_WEB_SECRET
PRUNE_AT = 10_000  # keys a rate limit holds before it forgets the idle ones
ATTEMPTS = 10  # sign-ins, and failed bearer tokens, a client may try a minute

# A new hash is Argon2id with RFC 9106's second recommended option, its "low memory" one:
# t = 3, m = 64 MiB, p = 4, a 16-byte salt and a 32-byte tag (~0.15 s here). The RFC's first
# option takes 2 GiB a check, more than a web server may give every sign-in. Named here,
# not left to argon2-cffi's default (the same today), so that a release of the library
# with other defaults changes no new hash unseen: check_needs_rehash compares with these.
ARGON2 = profiles.RFC_9106_LOW_MEMORY
_hasher = PasswordHasher.from_parameters(ARGON2)
# A stored hash carries its own cost; one asking for more than these is refused rather than
# computed (a sign-in may not take a gigabyte, nor minutes): Argon2id m in KiB, scrypt N.
M_MAX, T_MAX, P_MAX = 2**20, 16, 16
N_MAX = 2**20
# password checks computed at once in this process (each holds 64 MB, an old scrypt hash's
# 128 MB); the others wait, so 64 sign-ins at once cannot take gigabytes
_checking = threading.BoundedSemaphore(2)


def _scrypt(password: str, salt: bytes, n: int, r: int, p: int, dklen: int = 64) -> bytes:
    if not (1 < n <= N_MAX and 0 < r <= 32 and 0 < p <= 16):
        raise ValueError("scrypt parameters out of range")
    with _checking:  # OpenSSL needs 128 r (N + p + 2) bytes
        return hashlib.scrypt(password.encode(), salt=salt, n=n, r=r, p=p, dklen=dklen,
                              maxmem=128 * r * (n + p + 2) + (1 << 20))


def hash_password(password: str) -> str:
    """``$argon2id$v=19$m=65536,t=3,p=4$salt$hash`` (the PHC string format): what
    ``web.password_hash`` holds."""
    if len(password) < PASSWORD_MIN:
        raise ValueError(f"a password needs at least {PASSWORD_MIN} characters")
    return _hasher.hash(password)


def check_password(password: str, stored: str) -> bool:
    """True when ``password`` hashes to ``stored`` (Argon2id, or an earlier release's
    scrypt), with the cost ``stored`` names; a malformed hash, or one costing more than
    ``too_costly`` allows, matches nothing."""
    if password_hash_problem(stored) or too_costly(stored):
        return False
    if stored.startswith("$argon2id$"):
        try:
            with _checking:  # argon2 compares the tags in constant time
                return _hasher.verify(stored, password)
        except (argon2_errors.VerificationError, argon2_errors.InvalidHashError):
            return False  # a wrong password (VerifyMismatchError), or a hash argon2 refuses
    try:
        _kind, n, r, p, salt, digest = stored.split("$")
        want = base64.urlsafe_b64decode(digest)
        got = _scrypt(password, base64.urlsafe_b64decode(salt), int(n), int(r), int(p),
                      dklen=len(want))
    except (ValueError, TypeError):
        return False
    return hmac.compare_digest(got, want)


def too_costly(stored: str) -> str:
    """Why a well-formed ``stored`` asks for more than a sign-in may take ("" when not)."""
    parts = stored.split("$")
    if stored.startswith("$argon2id$"):
        cost = dict(kv.split("=", 1) for kv in parts[3].split(","))
        m, t, p = int(cost["m"]), int(cost["t"]), int(cost["p"])
        if m > M_MAX or t > T_MAX or p > P_MAX:
            return (f"an Argon2id hash costing more than a sign-in may take (at most "
                    f"m = {M_MAX} KiB, t = {T_MAX}, p = {P_MAX})")
    elif stored.startswith("scrypt$"):
        n, r, p = int(parts[1]), int(parts[2]), int(parts[3])
        if not (n <= N_MAX and r <= 32 and p <= 16):
            return "a scrypt hash costing more than a sign-in may take (at most N = 2^20, r = 32, p = 16)"
    return ""


def rehash_advice(stored: str) -> str:
    """Why a new hash is advised for ``stored``, a well-formed hash that still works ("" when
    none is): any scrypt hash, and an Argon2id one made with other parameters than new ones."""
    if stored.startswith("scrypt$"):
        return ("a scrypt hash (an earlier release's): it still works, but a new Argon2id one "
                "is advised")
    if stored.startswith("$argon2id$") and _hasher.check_needs_rehash(stored):
        return ("an Argon2id hash made with other parameters than new ones (m = "
                f"{ARGON2.memory_cost} KiB, t = {ARGON2.time_cost}, p = {ARGON2.parallelism}, "
                f"{ARGON2.salt_len}-byte salt, {ARGON2.hash_len}-byte hash): it still works, "
                "but a new one is advised")
    return ""


def weak_hash(stored: str) -> bool:
    """Whether a new hash is advised for ``stored`` (``rehash_advice``)."""
    return bool(stored) and not password_hash_problem(stored) and bool(rehash_advice(stored))


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
    """Refuse a public address without a credential, a password hash that is not one or
    costs more than a sign-in may take, and a token or secret too short (``check_secrets``);
    log that a new hash is advised for one that still works (``rehash_advice``)."""
    check_secrets(web)
    stored = web.password_hash
    if stored and (why := password_hash_problem(stored)):
        raise ConfigError(f"web.password_hash: {why}")
    if stored and (why := too_costly(stored)):
        raise ConfigError(f"web.password_hash: {why}; make one with `reports web --hash-password`")
    if stored and (advice := rehash_advice(stored)):  # it still works: a warning, not a refusal
        log.warning("web.password_hash: %s; make one with `reports web --hash-password`", advice)
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
