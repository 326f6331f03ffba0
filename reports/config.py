"""One typed, frozen Settings object: defaults < reports.toml < REPORTS_* env < CLI flags.

Unknown keys are errors that name the key, so a typo never silently falls back to a
default. The SMTP and database passwords are read from the environment only and never
printed.
"""

from __future__ import annotations

import base64
import ipaddress
import os
import re
import tomllib
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

CONFIG_NAME = "reports.toml"
LAYOUTS = ("brief", "full")  # the daily PDF's layout (Settings.layout)
QUIET_HOURS = re.compile(r"([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-3]):[0-5][0-9]")


class ConfigError(Exception):
    """A configuration problem the user can fix; the message names the key or file."""


@dataclass(frozen=True)
class Smtp:
    host: str = ""
    port: int = 587
    user: str = ""
    password: str = field(default="", repr=False)  # environment only
    starttls: bool = True
    ssl: bool = False  # implicit TLS (port 465)
    sender: str = "reports@localhost"
    timeout: float = 30.0
    retry_seconds: float = 60.0  # first retry delay; doubles per attempt (capped at 1 h)
    max_attempts: int = 6  # retries with backoff; then it waits for the server to answer


@dataclass(frozen=True)
class Schedule:
    """A digest produced on a cron schedule and e-mailed to its recipients."""

    name: str = "daily"
    cron: str = "0 6 * * *"
    timezone: str = ""  # "" = the machine's local zone
    recipients: tuple[str, ...] = ()
    lang: str = "en"


@dataclass(frozen=True)
class Web:
    """``reports web``: where it listens and who may use it. On a loopback address it is
    open to this machine's users unless a credential is set; on any other address it
    refuses to start without one."""

    host: str = "127.0.0.1"
    port: int = 8765
    # hash of the sign-in password (``reports web --hash-password``: Argon2id; an earlier
    # release's scrypt hash still works): a hash, so it may sit in the file; the password
    # itself is typed at the sign-in page
    password_hash: str = ""
    token: str = field(default="", repr=False)  # REPORTS_WEB_TOKEN only: API bearer token
    secret: str = field(default="", repr=False)  # REPORTS_WEB_SECRET only: signs sessions
    dossiers_per_hour: int = 20  # per session and per client (a loopback range, an IPv6 /64)
    dossier_max_articles: int = 2000  # a broader query is refused: name it more narrowly
    # dossier files are deleted this many hours after they were made, and the oldest go
    # first when the folder (output/web-dossiers) would hold more than dossier_storage_mb
    dossier_hours: float = 24.0
    dossier_storage_mb: int = 500
    # failed sign-ins and bearer tokens from all clients together, an hour; past it every
    # credential is refused until the hour has moved on (sessions signed in are kept)
    failed_sign_ins_per_hour: int = 100
    # seconds a client has to send a request's headers and body once it connected (or
    # started its next request); a slower one is disconnected
    request_timeout: float = 10.0
    # one line per request (uvicorn's access log) on the service's log
    access_log: bool = False
    # addresses or networks of a reverse proxy in front of the app: a request from one of
    # them is taken to come from the client its X-Forwarded-For names (and X-Forwarded-Proto
    # says whether it was HTTPS), so the limits count each client, not the proxy. Empty:
    # those headers are ignored (anyone could write them)
    forwarded_allow_ips: tuple[str, ...] = ()


@dataclass(frozen=True)
class Settings:
    sources: tuple[str, ...] = ("articles",)
    database: str = "reports.db"  # a path (SQLite) or an SQLAlchemy URL
    # REPORTS_DATABASE_PASSWORD only (or libpq's service and pgpass files, read by psycopg)
    database_password: str = field(default="", repr=False)
    output: str = "output"
    templates: str = "templates"  # user templates overriding the packaged ones, file by file
    title: str = "Daily Briefing"
    lang: str = "en"  # language of the digest's labels
    page_size: str = "A4"  # "A4" or "Letter"
    # the PDFs (daily and dossier): "brief" (page 1 at a glance, each story on at most one
    # page) or "full" (every article text, figure and chart); the HTML file is always full
    layout: str = "brief"
    # a daily brief's pages at most (0: no limit): past them it prints fewer stories, the
    # heaviest, and At a glance still lists all (render.briefing_pdf)
    brief_pages: int = 12
    max_file_bytes: int = 20 * 1024 * 1024
    # a file with other names (a hard link) may be one outside the watched folders: refused
    allow_hard_links: bool = False
    settle_seconds: float = 10.0  # a file unchanged this long (or over two scans) is stable
    scan_seconds: float = 60.0
    workers: int = 1  # analysis processes
    # a file being read is claimed for this long, renewed while its process works: a
    # killed process's files are taken by another once their lease has run out
    lease_seconds: float = 120.0
    delivery_max_age_hours: float = 24.0  # an e-mail not sent by then is failed, not sent late
    # per-article budget (0: no limit): words analyzed, seconds of parsing (the rest of a
    # longer text is left out, with a note), and the hard limits (time, and megabytes of
    # the worker's memory) after which the worker is killed and replaced and the file
    # quarantined; reading the file (decoding, Markdown, HTML) counts against them too
    analysis_words: int = 50_000
    analysis_seconds: float = 60.0
    analysis_timeout: float = 180.0
    analysis_memory: int = 1536
    # mail a digest that holds no article (the scheduler's and `reports send`'s); off, so
    # a quiet day or a wrong --database never sends editors an empty briefing
    send_empty: bool = False
    # standing alerts (reports/alerts.py): no alert e-mail in the quiet hours ("22:00-07:00",
    # in alert_timezone, "" the machine's zone; sent when they end), and at most
    # alert_daily_cap alert e-mails a recipient in 24 hours (0: no cap; the rest wait)
    alert_quiet_hours: str = ""
    alert_timezone: str = ""
    alert_daily_cap: int = 20
    smtp: Smtp = Smtp()
    schedules: tuple[Schedule, ...] = (Schedule(),)
    web: Web = Web()

    @property
    def database_url(self) -> str:
        if "://" in self.database:
            return self.database
        return f"sqlite:///{Path(self.database).expanduser().resolve()}"

    def with_overrides(self, **kw: Any) -> Settings:
        """A copy with the non-None keyword values applied (CLI flags), checked as the
        file's values are."""
        return validate(replace(self, **{k: v for k, v in kw.items() if v is not None}))


def _coerce(value: Any, default: Any, key: str) -> Any:
    """Convert a TOML or environment value to the type of the default."""
    try:
        if isinstance(default, bool):
            if isinstance(value, str):
                if value.lower() in ("1", "true", "yes", "on"):
                    return True
                if value.lower() in ("0", "false", "no", "off", ""):
                    return False
                raise ValueError(value)
            return bool(value)
        if isinstance(default, int):
            return int(value)
        if isinstance(default, float):
            return float(value)
        if isinstance(default, tuple):
            if isinstance(value, str):
                value = [v.strip() for v in value.split(",") if v.strip()]
            return tuple(str(v) for v in value)
        return str(value)
    except (TypeError, ValueError):
        raise ConfigError(f"{key}: expected {type(default).__name__}, got {value!r}") from None


def _apply(obj: Any, data: dict, prefix: str) -> Any:
    known = {f.name: f for f in fields(obj)}
    changes: dict[str, Any] = {}
    for key, value in data.items():
        name = f"{prefix}{key.upper() if prefix.startswith('REPORTS_') else key}"
        if key not in known or key in ("smtp", "schedules", "password", "database_password"):
            if key == "password":
                raise ConfigError(f"{name}: put the SMTP password in REPORTS_SMTP_PASSWORD, "
                                  "not in the file")
            if key == "database_password":
                raise ConfigError(f"{name}: put the database password in "
                                  "REPORTS_DATABASE_PASSWORD (or a libpq pgpass or service "
                                  "file), not in the file")
            raise ConfigError(f"unknown setting {name!r}")
        changes[key] = _coerce(value, getattr(obj, key), name)
    return replace(obj, **changes)


def load(path: str | Path | None = None, env: dict[str, str] | None = None) -> Settings:
    """Settings from ``path``, else the file REPORTS_CONFIG names (a service's unit file
    sets it once for every command), else ./reports.toml when present; then the
    environment."""
    env = dict(os.environ if env is None else env)
    named_by = ""
    if path is None and env.get("REPORTS_CONFIG"):
        path, named_by = env["REPORTS_CONFIG"], " (named by REPORTS_CONFIG)"
    if path is None and Path(CONFIG_NAME).is_file():
        path = CONFIG_NAME
    data: dict[str, Any] = {}
    if path is not None:
        p = Path(path).expanduser()
        if not p.is_file():
            raise ConfigError(f"config file not found: {p}{named_by}")
        try:
            data = tomllib.loads(p.read_text(encoding="utf-8"))
        except tomllib.TOMLDecodeError as exc:
            raise ConfigError(f"{p}: {exc}") from None
    smtp_data = data.pop("smtp", {})
    web_data = data.pop("web", {})
    schedule_data = data.pop("schedule", None)
    settings = _apply(Settings(), data, "")
    smtp = _apply(Smtp(), smtp_data, "smtp.")
    for secret in ("token", "secret"):
        if secret in web_data:
            raise ConfigError(f"web.{secret}: give it in REPORTS_WEB_{secret.upper()}, "
                              "not in the file")
    web = _apply(Web(), web_data, "web.")
    schedules = settings.schedules
    if schedule_data is not None:
        if not isinstance(schedule_data, list):
            raise ConfigError("schedule: write each schedule as a [[schedule]] table")
        schedules = tuple(_apply(Schedule(), s, f"schedule[{i}].")
                          for i, s in enumerate(schedule_data))

    # environment: REPORTS_<KEY> and REPORTS_SMTP_<KEY>
    top = {f.name for f in fields(Settings)} - {"smtp", "schedules", "web"}
    env_top = {k[8:].lower(): v for k, v in env.items()
               if k.startswith("REPORTS_") and k[8:].lower() in top}
    db_password = env_top.pop("database_password", "")
    settings = replace(_apply(settings, env_top, "REPORTS_"), database_password=db_password)
    smtp_env = {k[13:].lower(): v for k, v in env.items() if k.startswith("REPORTS_SMTP_")}
    password = smtp_env.pop("password", smtp.password)
    if "from" in smtp_env:
        smtp_env["sender"] = smtp_env.pop("from")
    smtp = replace(_apply(smtp, smtp_env, "REPORTS_SMTP_"), password=password)
    web_env = {k[12:].lower(): v for k, v in env.items() if k.startswith("REPORTS_WEB_")}
    secrets = {k: web_env.pop(k, "") for k in ("token", "secret")}
    web = replace(_apply(web, web_env, "REPORTS_WEB_"), **secrets)
    return validate(replace(settings, smtp=smtp, schedules=schedules, web=web))


def _query_password(url: str) -> bool:
    """True when ``url``'s query names a password (libpq reads ``password=`` there, and
    nothing that prints a URL hides it)."""
    from urllib.parse import parse_qsl, urlsplit

    try:
        query = urlsplit(url).query
    except ValueError:
        return False
    return any(k.strip().lower() in ("password", "passwd", "pass")
               for k, _ in parse_qsl(query, keep_blank_values=True))


_B64 = r"[A-Za-z0-9_-]+={0,2}"  # base64url, as the scrypt hashes wrote their salt and digest
_B64_BARE = r"[A-Za-z0-9+/]+"  # base64 without padding, as the PHC string format writes it
_ARGON2ID_HASH = re.compile(rf"\$argon2id\$v=19\$m=([0-9]{{1,10}}),t=([0-9]{{1,10}}),p=([0-9]{{1,3}})"
                            rf"\$({_B64_BARE})\$({_B64_BARE})")
_SCRYPT_HASH = re.compile(rf"scrypt\$([0-9]{{1,8}})\$([0-9]{{1,3}})\$([0-9]{{1,3}})\$({_B64})\$({_B64})")


def password_hash_problem(value: str) -> str:
    """Why ``value`` is no password hash the web app can check, in words that show
    nothing of it ("" when it is one): an Argon2id hash in the PHC string format,
    ``$argon2id$v=19$m=...,t=...,p=...$salt$hash`` (what ``reports web --hash-password``
    prints), or an earlier release's ``scrypt$N$r$p$salt$hash``. Its form only: whether
    its cost is one a sign-in may take is the web app's check (``check_startup``)."""
    made = "make one with `reports web --hash-password` and put the line it prints here"
    if value.startswith("scrypt$"):
        m = _SCRYPT_HASH.fullmatch(value)
        if not m:
            return f"not a whole scrypt hash (scrypt$N$r$p$salt$hash); {made}"
        n, r, p = (int(g) for g in m.groups()[:3])
        if n < 2 or n & (n - 1) or r < 1 or p < 1:
            return f"a scrypt hash whose N is not a power of 2, or whose r or p is 0; {made}"
        try:
            for part in m.groups()[3:]:
                base64.urlsafe_b64decode(part)
        except ValueError:
            return f"a scrypt hash whose salt or digest is not base64; {made}"
        return ""
    if value.startswith("$argon2"):
        m = _ARGON2ID_HASH.fullmatch(value)
        if not m:
            if value.split("$")[1] in ("argon2i", "argon2d"):
                return f"an Argon2 hash of another variant than Argon2id; {made}"
            return f"not a whole Argon2id hash ($argon2id$v=19$m=...,t=...,p=...$salt$hash); {made}"
        mem, t, p = (int(g) for g in m.groups()[:3])
        if t < 1 or p < 1 or mem < 8 * p:
            return f"an Argon2id hash whose t or p is 0, or m below 8 p (KiB); {made}"
        return ""
    return f"not a password hash (an Argon2id one, $argon2id$..., or scrypt$...); {made}"


def validate(settings: Settings) -> Settings:
    """Reject values no run could use, naming the key (checked once, at load time)."""
    for key in ("scan_seconds", "max_file_bytes", "delivery_max_age_hours", "lease_seconds"):
        if getattr(settings, key) <= 0:
            raise ConfigError(f"{key}: must be greater than 0")
    for key in ("settle_seconds", "analysis_words", "analysis_seconds", "analysis_timeout",
                "analysis_memory"):
        if getattr(settings, key) < 0:
            raise ConfigError(f"{key}: must be 0 or more")
    if "://" in settings.database and _query_password(settings.database):
        raise ConfigError("database: a password in the URL's query (?password=) would be "
                          "shown by status and logs; put it in REPORTS_DATABASE_PASSWORD "
                          "(or a libpq pgpass or service file)")
    if settings.alert_quiet_hours and not QUIET_HOURS.fullmatch(settings.alert_quiet_hours):
        raise ConfigError("alert_quiet_hours: expected HH:MM-HH:MM (such as 22:00-07:00), got "
                          f"{settings.alert_quiet_hours!r}")
    for key in ("alert_daily_cap", "brief_pages"):
        if getattr(settings, key) < 0:
            raise ConfigError(f"{key}: must be 0 or more")
    if settings.layout not in LAYOUTS:
        raise ConfigError(f"layout: expected one of {', '.join(LAYOUTS)}, got {settings.layout!r}")
    if not 0 < settings.web.port < 65536:
        raise ConfigError(f"web.port: expected 1-65535, got {settings.web.port}")
    for key in ("dossiers_per_hour", "dossier_max_articles", "dossier_storage_mb",
                "failed_sign_ins_per_hour"):
        if getattr(settings.web, key) < 1:
            raise ConfigError(f"web.{key}: must be at least 1")
    for key in ("dossier_hours", "request_timeout"):
        if getattr(settings.web, key) <= 0:
            raise ConfigError(f"web.{key}: must be greater than 0")
    if settings.web.password_hash and (why := password_hash_problem(settings.web.password_hash)):
        raise ConfigError(f"web.password_hash: {why}")
    for proxy in settings.web.forwarded_allow_ips:
        try:
            ipaddress.ip_network(proxy, strict=False)
        except ValueError:
            raise ConfigError(f"web.forwarded_allow_ips: {proxy!r} is not an address or a "
                              "network (such as 127.0.0.1 or 10.0.0.0/8)") from None
    if settings.smtp.max_attempts < 1:
        raise ConfigError("smtp.max_attempts: must be at least 1")
    # smtplib sends AUTH credentials as ASCII: any other character fails every login, and
    # its error names the character and its position (never shown: not even which one)
    if not settings.smtp.password.isascii():
        raise ConfigError("REPORTS_SMTP_PASSWORD: holds a character that is not ASCII, "
                          "which SMTP sign-in cannot send (so it could never sign in); give "
                          "the mail account a password of ASCII letters, digits and "
                          "punctuation")
    if not settings.smtp.user.isascii():
        raise ConfigError("smtp.user: holds a character that is not ASCII, which SMTP "
                          "sign-in cannot send")
    from .sources import same_names

    if clash := same_names(list(settings.sources)):
        raise ConfigError(f"sources: two folders are named {clash[0]!r}; the store names "
                          "files by their folder's name (so hosts may mount the sources "
                          "anywhere): rename one")
    names = [s.name for s in settings.schedules]
    for i, name in enumerate(names):
        if not name or names.index(name) != i:
            raise ConfigError(f"schedule[{i}].name: {name!r} is empty or used twice")
    return settings


EXAMPLE = """\
# reports.toml: settings for `reports`. Every key is optional; shown with its default.
# Found as --config FILE, else the file REPORTS_CONFIG names, else ./reports.toml.
# Environment variables override the file: REPORTS_DATABASE, REPORTS_OUTPUT, ...,
# and REPORTS_SMTP_HOST, _PORT, _USER, _PASSWORD, _STARTTLS, _FROM for mail.

# Folders watched for articles (.txt, .md, .html).
sources = ["articles"]
# SQLite file, or an SQLAlchemy URL such as "postgresql://user@host/reports". The
# password comes only from the environment (REPORTS_DATABASE_PASSWORD) or from libpq's
# own ~/.pgpass or service file ("postgresql:///?service=reports"), never from here.
database = "reports.db"
# Where digests and dossiers are written.
output = "output"
# Your own templates: a file here replaces the packaged template of the same name.
templates = "templates"
title = "Daily Briefing"
# Language of the digest's labels: the code of a language pack ("en", "ar" ...).
lang = "en"
# "A4" or "Letter".
page_size = "A4"
# The daily PDF: "brief" (page 1 at a glance, each story on one page at most, the
# article texts only in the HTML file) or "full" (every text, figure and chart).
layout = "brief"
# A daily brief's pages at most (0: no limit); past them only its heaviest stories are
# printed, and At a glance still lists every story.
brief_pages = 12
# Files larger than this are quarantined.
max_file_bytes = 20971520
# A file is read once unchanged for this many seconds (or over two scans).
settle_seconds = 10
# How often `reports serve` scans the sources.
scan_seconds = 60
# Analysis processes.
workers = 1
# Several processes may read the same folders into one database: each claims a file
# before reading it, for this many seconds, renewed while it works. The files of a
# process that was killed are taken by another once their lease has run out.
lease_seconds = 120
# An e-mail the SMTP server did not take within this many hours of its digest is marked
# failed instead of arriving late (`reports status` says why; `reports send` tries again).
delivery_max_age_hours = 24
# Budget of one article (0: no limit). Only the first analysis_words words are analyzed,
# and parsing stops after analysis_seconds; the briefing notes what was left out.
analysis_words = 50000
analysis_seconds = 60
# A file with several names (a hard link) is refused: its other name may be a file
# outside the watched folders. Set this when your tools make hard links (cp -l, rsync
# --link-dest) and nobody else can write in the watched folders.
allow_hard_links = false
# An analysis still running after this many seconds, or whose worker process grows past
# analysis_memory megabytes, is stopped (the worker is killed and replaced) and the file
# quarantined with the reason. Reading the file (decoding, Markdown, HTML) counts too.
analysis_timeout = 180
analysis_memory = 1536
# Mail a digest that holds no article (a quiet day): `reports serve` writes it either
# way, but e-mails it, and `reports send` sends it, only when this is true.
send_empty = false
# Standing alerts (`reports alert add`, the web app's Alerts page): no alert e-mail in the
# quiet hours (e.g. "22:00-07:00" in alert_timezone, empty: this machine's zone; they go
# out when the hours end) and at most alert_daily_cap a recipient in 24 hours (0: no cap).
alert_quiet_hours = ""
alert_timezone = ""
alert_daily_cap = 20

[smtp]
host = ""
port = 587
user = ""
starttls = true
ssl = false
sender = "reports@localhost"
timeout = 30
# A failed delivery is retried after retry_seconds, then 2x, 4x ... (at most 1 hour).
# After max_attempts, `reports serve` checks the server at every scan and sends as soon
# as it answers, until delivery_max_age_hours.
retry_seconds = 60
max_attempts = 6
# The password comes only from the environment: REPORTS_SMTP_PASSWORD.

[web]
# `reports web` (or `reports serve --web`). On 127.0.0.1 it is open to this machine's
# users unless a credential is set; any other host needs one: password_hash (make it
# with `reports web --hash-password`) or a token in REPORTS_WEB_TOKEN for the JSON API.
# Sessions are signed with REPORTS_WEB_SECRET (else a new key at every start).
# REPORTS_WEB_TOKEN and REPORTS_WEB_SECRET need 16 characters or more, a password 8.
host = "127.0.0.1"
port = 8765
password_hash = ""
# Per client: every loopback address is one client, and so is an IPv6 /64.
dossiers_per_hour = 20
dossier_max_articles = 2000
# Dossier files are deleted after dossier_hours, the oldest first past dossier_storage_mb.
dossier_hours = 24
dossier_storage_mb = 500
# Failed sign-ins and API tokens from all clients together in an hour; past it, every
# sign-in waits until the hour has moved on (10 a minute from any one client).
failed_sign_ins_per_hour = 100
# Seconds a client has to send its request (headers and body); slower ones are cut off.
request_timeout = 10
# One line per request on the log (method, path, status, client).
access_log = false
# Behind a reverse proxy: its addresses or networks, e.g. ["127.0.0.1"]. Requests from
# them count as from the client their X-Forwarded-For header names. Empty: ignored.
forwarded_allow_ips = []

[[schedule]]
name = "daily"
cron = "0 6 * * *"        # minute hour day month weekday (six fields: seconds first)
timezone = ""             # e.g. "Europe/London"; empty: this machine's zone
recipients = []           # e.g. ["desk@example.org"]
lang = "en"
"""
