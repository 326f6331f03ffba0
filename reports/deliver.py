"""Output files and e-mail: every digest reaches every recipient exactly once.

A digest is written once (``publish``: ``render.write_all`` writes each file atomically)
and recorded in the store with its files, so an e-mail can be rebuilt from them later
(a retry after a restart). Each (digest, recipient) pair is a row in ``deliveries``:
it is *claimed* (status ``sending``, in one conditional UPDATE) before the SMTP call
and marked ``sent`` after it, so a crash or a second process can never send it twice.
A crash in between leaves ``sending``: once older than any live send can be
(``in_doubt_after``) it is *in doubt*, listed by ``reports status`` and never retried on
its own (it may have gone out); the operator looks in the mailbox and settles it with
``reports send --retry-in-doubt`` or ``--mark-sent`` (``settle_in_doubt``).

Failures are retried with exponential backoff, every attempt recorded; after
``smtp.max_attempts`` a delivery waits for the server: each service tick checks that the
server answers (``smtp_probe``) and then tries it at once. A delivery not sent within
``delivery_max_age_hours`` is failed with that reason rather than sent late. The SMTP
password is used for LOGIN only, never logged.

A standing alert's e-mail (``reports/alerts.py``) is a delivery like a digest's, keyed
``alert:<alert>:<story thread>:<change>`` and written from the stored match
(``alert_message``); it waits out the alerts' quiet hours and a recipient's daily cap.
"""

from __future__ import annotations

import base64
import hashlib
import json
import logging
import re
import shlex
import smtplib
import ssl
import time
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta, tzinfo
from datetime import time as dtime
from email.message import EmailMessage
from email.utils import formatdate, getaddresses, make_msgid, parseaddr
from pathlib import Path
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from . import view
from .config import Settings, Smtp
from .model import Briefing
from .store import Delivery, Store

log = logging.getLogger(__name__)

MAX_BACKOFF = 3600.0
# A live send waits at most smtp.timeout per SMTP step and the upload is one step, so a
# claim still "sending" after this many timeouts belongs to a sender that died mid-send.
IN_DOUBT_TIMEOUTS = 3
PROBE_TIMEOUT = 5.0  # seconds: a server that answers, answers quickly
ALERT_PREFIX = "alert:"  # the delivery keys of standing alerts' e-mails (reports/alerts.py)
# not in a mail: control characters (a terminal's escapes) and direction overrides
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


class DeliveryError(Exception):
    """A digest that cannot be sent as asked (bad address, missing files, no SMTP host)."""


class EmptyDigest(DeliveryError):
    """A digest with no article, not e-mailed unless ``send_empty`` asks for it: an empty
    briefing in an editor's inbox is noise at best, and at worst hides a wrong database."""

    def __init__(self, key: str) -> None:
        super().__init__(f"digest {key} holds no article: not e-mailed (set send_empty = "
                         "true to mail empty digests)")


@dataclass
class DeliveryReport:
    sent: list[str] = field(default_factory=list)
    failed: list[tuple[str, str]] = field(default_factory=list)  # (recipient, error)
    skipped: list[str] = field(default_factory=list)  # already sent or in progress

    def line(self) -> str:
        s = f"{len(self.sent)} sent, {len(self.failed)} failed attempts"
        return s + (f", {len(self.skipped)} already sent" if self.skipped else "")


def backoff(attempts: int, base: float) -> float:
    """Seconds to wait after the ``attempts``-th failure: base, 2*base, 4*base ... <= 1 h."""
    return min(base * 2 ** max(attempts - 1, 0), MAX_BACKOFF)


def check_address(addr: str) -> str:
    """A plain ``user@host`` address, or DeliveryError (no header injection, and one
    mailbox per delivery row: exactly-once is counted per recipient)."""
    if len(getaddresses([addr])) != 1 or "," in addr or ";" in addr:
        raise DeliveryError(f"one address per recipient, got {addr!r}")
    _name, email = parseaddr(addr)
    local, _, host = email.rpartition("@")
    if (any(c in addr for c in "\r\n") or not local or not host
            or any(c.isspace() for c in email)):
        raise DeliveryError(f"not an e-mail address: {addr!r}")
    return addr.strip()


# -- output files ------------------------------------------------------------------------
class DigestKept(DeliveryError):
    """A digest not written because the file already there was made from more articles:
    a run against the wrong database, or a day whose articles are gone, must not replace
    an editor's briefing with a thinner one. The old files stay as they were."""

    def __init__(self, path: Path, kept: int, new: int) -> None:
        self.path, self.kept, self.new = path, kept, new
        super().__init__(f"kept {path} and its .html/.pdf/.md ({_n(kept)}): the new "
                         f"digest has {_n(new)}, so it was not written (to write it on "
                         f"purpose, delete the old files first)")


def _n(count: int) -> str:
    return f"{count} article" + ("" if count == 1 else "s")


def article_ids_in(json_path: Path) -> list[str] | None:
    """The ids of the articles the digest JSON at ``json_path`` holds (None: no such
    file, or not a digest JSON, which is then not ours to protect)."""
    try:
        data = json.loads(Path(json_path).read_text(encoding="utf-8"))
        return [a["id"] for a in data["articles"]]
    except (OSError, ValueError, KeyError, TypeError):
        return None


def articles_in(json_path: Path) -> int | None:
    """How many articles the digest JSON at ``json_path`` holds (None: none there)."""
    ids = article_ids_in(json_path)
    return None if ids is None else len(ids)


def write_files(briefing: Briefing, settings: Settings, stem: str) -> dict[str, Path]:
    """Write ``{stem}.html/.pdf/.md/.json`` in the output folder, atomically, unless the
    JSON there holds more articles than ``briefing`` (another database, or a day whose
    articles are gone): then nothing is written and ``DigestKept`` says which file was
    kept (same or more articles: replaced). To write the thinner one on purpose (a
    withdrawn article), delete the old files first."""
    from . import render

    out = Path(settings.output)
    kept = articles_in(out / f"{stem}.json")
    if kept is not None and len(briefing.articles) < kept:
        raise DigestKept(out / f"{stem}.json", kept, len(briefing.articles))
    return render.write_all(briefing, settings, out, stem)


def publish(store: Store, settings: Settings, briefing: Briefing, stem: str,
            key: str | None, schedule: str | None = None) -> dict[str, Path]:
    """Write the digest's files (``write_files``: never over one made from more
    articles) and record them under ``key`` (None: the key of its JSON file's content,
    as ``register_file`` would give it, so a digest made again with new content is a new
    digest to send)."""
    files = write_files(briefing, settings, stem)
    files = {k: Path(v).resolve() for k, v in files.items()}
    key = key or file_key(files["json"])
    stories = view.story_count(briefing)
    store.record_digest(key, schedule, briefing.title, briefing.period_start,
                        briefing.period_end, stories,
                        {k: str(v) for k, v in files.items()}, lang=briefing.lang)
    log.info("digest %s: %d stories, %d articles -> %s", key, stories,
             len(briefing.articles), ", ".join(str(p) for p in files.values()))
    return files


def file_key(json_path: Path) -> str:
    """Delivery key of a digest JSON not produced by this store: its path and content."""
    h = hashlib.sha256(json_path.read_bytes()).hexdigest()[:16]
    return f"file:{json_path.resolve()}:{h}"


def register_file(store: Store, json_path: Path, lang: str = "en") -> str:
    """The digest key of an existing digest JSON (recorded by us, or recorded now)."""
    json_path = json_path.resolve()
    rec = store.digest_by_file(str(json_path))
    if rec and not rec.key.startswith("file:"):
        return rec.key  # written by the service or `reports send --date`
    key = file_key(json_path)  # a file we did not write: its content is its identity
    if rec and rec.key == key:
        return key
    try:
        b = Briefing.from_dict(json.loads(json_path.read_text(encoding="utf-8")), lang)
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise DeliveryError(f"{json_path}: not a digest JSON file ({exc})") from None
    files = {"json": str(json_path)}
    for ext in ("pdf", "md", "html"):
        sibling = json_path.with_suffix(f".{ext}")
        if sibling.is_file():
            files[ext] = str(sibling)
    store.record_digest(key, None, b.title, b.period_start, b.period_end,
                        view.story_count(b), files, lang=b.lang)
    return key


# -- e-mail ------------------------------------------------------------------------------
def _one_line(text: str) -> str:
    return " ".join(text.split())


def build_message(briefing: Briefing, settings: Settings, pdf: bytes | None, pdf_name: str,
                  recipient: str, message_id: str) -> EmailMessage:
    """multipart/mixed: multipart/alternative (text from the Markdown, HTML) + the PDF."""
    from . import render

    subject, text, html = render.render_email(briefing, settings)
    msg = EmailMessage()
    msg["Subject"] = _one_line(subject)
    msg["From"] = check_address(settings.smtp.sender)
    msg["To"] = check_address(recipient)
    msg["Date"] = formatdate(localtime=True)
    msg["Message-ID"] = message_id
    msg.set_content(text, subtype="plain", charset="utf-8")
    msg.add_alternative(html, subtype="html", charset="utf-8")
    if pdf is not None:
        msg.add_attachment(pdf, maintype="application", subtype="pdf", filename=pdf_name)
    return msg


def _connect(smtp: Smtp, context: ssl.SSLContext) -> smtplib.SMTP:
    if smtp.ssl:
        return smtplib.SMTP_SSL(smtp.host, smtp.port, timeout=smtp.timeout, context=context)
    return smtplib.SMTP(smtp.host, smtp.port, timeout=smtp.timeout)


def smtp_probe(smtp: Smtp) -> bool:
    """Whether the SMTP server answers EHLO: waiting e-mails are worth trying again.
    Nothing is sent and no attempt is counted."""
    if not smtp.host:
        return False
    smtp = replace(smtp, timeout=min(smtp.timeout, PROBE_TIMEOUT))  # a tick never stalls
    try:
        conn = _connect(smtp, ssl.create_default_context())
    except (OSError, smtplib.SMTPException):
        return False
    try:
        return 200 <= conn.ehlo()[0] < 300
    except (OSError, smtplib.SMTPException):
        return False
    finally:
        try:
            conn.quit()
        except (smtplib.SMTPException, OSError):
            conn.close()


def smtp_send(smtp: Smtp, msg: EmailMessage) -> None:
    """Send over SMTP: implicit TLS (``ssl``) or STARTTLS, then LOGIN when a user is set."""
    if not smtp.host:
        raise DeliveryError("no SMTP server: set smtp.host or REPORTS_SMTP_HOST")
    context = ssl.create_default_context()
    conn = _connect(smtp, context)
    try:
        conn.ehlo()
        if smtp.starttls and not smtp.ssl:
            conn.starttls(context=context)
            conn.ehlo()
        if smtp.user:
            try:
                conn.login(smtp.user, smtp.password)
            except UnicodeError:  # its message names a password character and position
                raise DeliveryError("SMTP sign-in: the user name or password holds a "
                                    "character that is not ASCII, which SMTP cannot send; "
                                    "use an ASCII password") from None
        conn.send_message(msg)
    finally:
        try:  # once the server accepted the message, a failing QUIT is not a failure
            conn.quit()
        except (smtplib.SMTPException, OSError):
            conn.close()


# Python's codec errors quote the character and its position: from a credential, that is
# part of the secret (rows stored before this rule are shown through it too)
_CODEC_DETAIL = re.compile(r"(codec can't (?:en|de)code) (?:characters?|bytes?)(?: .*?)? "
                           r"in position [0-9]+(?:-[0-9]+)?")


def redact(text: str) -> str:
    """``text`` without the character and position a codec error quotes."""
    return _CODEC_DETAIL.sub(r"\1 a character", text)


def _password_forms(smtp: Smtp) -> list[str]:
    """The password as typed, as a reply quoted in an error shows it (``repr`` of str and
    bytes) and as AUTH LOGIN and PLAIN send it (a server may echo what it got)."""
    pw = smtp.password.encode("utf-8", "replace")
    user = smtp.user.encode("utf-8", "replace")
    forms = {smtp.password, repr(smtp.password)[1:-1], repr(pw)[2:-1],
             base64.b64encode(pw).decode(), base64.b64encode(b"\0" + user + b"\0" + pw).decode()}
    return sorted(forms, key=len, reverse=True)


def _scrub(text: str, smtp: Smtp) -> str:
    """An error as stored and shown: the password replaced before the text is cut or
    its spaces joined, so no part of it survives either."""
    if smtp.password:
        for form in _password_forms(smtp):
            text = text.replace(form, "***")
    return redact(_one_line(text))[:500]


def _permanent(exc: Exception) -> bool:
    """Errors a retry cannot fix: the server refused the recipient, the address is bad."""
    return isinstance(exc, smtplib.SMTPRecipientsRefused | DeliveryError)


@dataclass(frozen=True)
class Loaded:
    briefing: Briefing
    pdf: bytes | None
    pdf_name: str


def load_digest(store: Store, settings: Settings, key: str) -> Loaded:
    """The recorded digest ``key`` rebuilt from its JSON file, with its PDF bytes."""
    rec = store.digest(key)
    if rec is None or "json" not in rec.files:
        raise DeliveryError(f"digest {key!r} is not recorded")
    jpath = Path(rec.files["json"])
    try:
        b = Briefing.from_dict(json.loads(jpath.read_text(encoding="utf-8")), rec.lang)
    except (OSError, ValueError, KeyError) as exc:
        raise DeliveryError(f"digest file {jpath} cannot be read: {exc}") from None
    pdf_path = Path(rec.files["pdf"]) if "pdf" in rec.files else jpath.with_suffix(".pdf")
    if pdf_path.is_file():
        pdf = pdf_path.read_bytes()
    else:  # a JSON given alone: print it now
        from . import render

        pdf = render.briefing_pdf(b, settings)
    return Loaded(b, pdf, pdf_path.name)


def digest_is_empty(store: Store, key: str) -> bool:
    """Whether the recorded digest ``key`` holds no article (read from its JSON file)."""
    rec = store.digest(key)
    return rec is not None and articles_in(Path(rec.files.get("json", ""))) == 0


def max_age(settings: Settings) -> timedelta:
    return timedelta(hours=settings.delivery_max_age_hours)


def too_old(settings: Settings, d: Delivery, now: datetime) -> bool:
    """A delivery asked for longer ago than ``delivery_max_age_hours``: not sent late."""
    return now - d.created >= max_age(settings)


def _age_reason(settings: Settings) -> str:
    return (f"not sent within {settings.delivery_max_age_hours:g} hours "
            f"(delivery_max_age_hours); gave up")


def attempt(store: Store, settings: Settings, key: str, now: datetime | None = None,
            report: DeliveryReport | None = None, only: Collection[str] | None = None,
            hold: bool = True) -> DeliveryReport:
    """Try every delivery of ``key`` that is due now (to ``only`` these recipients when
    given), once each; record the outcome. One past its age is failed, not sent. An
    alert's e-mail waits out the quiet hours and the daily cap unless not ``hold`` (a
    person asked for it: ``send``)."""
    report = report or DeliveryReport()
    now = now or datetime.now(UTC)
    due = []
    for d in store.deliveries(digest_key=key, due=now):
        if only is not None and d.recipient not in only:
            continue
        if too_old(settings, d, now):
            err = _age_reason(settings) + (f"; last error: {d.last_error}" if d.last_error
                                           else "")
            store.delivery_failed(key, d.recipient, err, None)
            report.failed.append((d.recipient, err))
            log.warning("sending %s to %s: %s", key, d.recipient, err)
        else:
            due.append(d)
    if not due:
        return report
    smtp = settings.smtp
    try:  # files gone or unreadable, an empty digest (rows made before that rule, or by
        # hand), an alert removed: recorded per row, with the reason
        build = _builder(store, settings, key)
    except Exception as exc:  # noqa: BLE001
        for d in due:
            _fail(store, settings, key, d, d.attempts + 1, exc, now, report)
        return report
    alert = key.startswith(ALERT_PREFIX)
    domain = smtp.sender.rpartition("@")[2] or "localhost"
    for d in due:
        if alert and hold and (until := _alert_hold(store, settings, d.recipient, now)):
            store.defer_delivery(key, d.recipient, until)  # quiet hours, the daily cap
            log.info("alert e-mail %s to %s held until %s", key, d.recipient,
                     until.isoformat(timespec="minutes"))
            continue
        message_id = make_msgid(domain=domain)
        try:
            msg = build(d.recipient, message_id)
        except Exception as exc:  # noqa: BLE001 - recorded on the delivery, retried
            _fail(store, settings, key, d, d.attempts + 1, exc, now, report)
            continue
        if not store.claim_delivery(key, d.recipient, message_id, when=now):
            report.skipped.append(d.recipient)  # another process took it
            continue
        try:
            smtp_send(smtp, msg)
        except Exception as exc:  # noqa: BLE001 - recorded on the delivery, retried
            _fail(store, settings, key, d, d.attempts + 1, exc, now, report)
            continue
        store.delivery_sent(key, d.recipient)
        report.sent.append(d.recipient)
        log.info("sent %s to %s (%s)", key, d.recipient, message_id)
    return report


def _builder(store: Store, settings: Settings, key: str
             ) -> Callable[[str, str], EmailMessage]:
    """How the e-mail of ``key`` is written to a recipient (with a Message-ID): a
    digest's, rebuilt from its files, or a standing alert's (``alerts.message``)."""
    if key.startswith(ALERT_PREFIX):
        return lambda rcpt, mid: alert_message(store, settings, key, rcpt, mid)
    loaded = load_digest(store, settings, key)
    if not loaded.briefing.articles and not settings.send_empty:
        raise EmptyDigest(key)
    return lambda rcpt, mid: build_message(loaded.briefing, settings, loaded.pdf,
                                           loaded.pdf_name, rcpt, mid)


# -- standing alerts' e-mails (reports/alerts.py records the matches and queues them) ------
def _zone(settings: Settings) -> tzinfo:
    if settings.alert_timezone:
        try:
            return ZoneInfo(settings.alert_timezone)
        except (ZoneInfoNotFoundError, ValueError):
            log.warning("alert_timezone %r is not a time zone: the machine's is used",
                        settings.alert_timezone)
    return datetime.now().astimezone().tzinfo or UTC


def quiet_until(settings: Settings, when: datetime) -> datetime | None:
    """The end of the alerts' quiet hours ``when`` falls in (None: not quiet)."""
    if not settings.alert_quiet_hours:
        return None
    first, last = (dtime.fromisoformat(t) for t in settings.alert_quiet_hours.split("-"))
    local = when.astimezone(_zone(settings))
    t = local.time().replace(tzinfo=None)
    if not ((first <= t < last) if first <= last else (t >= first or t < last)):
        return None
    end = datetime.combine(local.date(), last, tzinfo=local.tzinfo)
    if end <= local:
        end += timedelta(days=1)
    return end.astimezone(UTC)


def _alert_hold(store: Store, settings: Settings, recipient: str, when: datetime
                ) -> datetime | None:
    """When an alert e-mail to ``recipient`` may go, if not now: after the quiet hours,
    or once the oldest of its last ``alert_daily_cap`` alert e-mails is a day old."""
    if (end := quiet_until(settings, when)) is not None:
        return end
    cap = settings.alert_daily_cap
    if cap:
        sent = store.sent_since(recipient, ALERT_PREFIX, when - timedelta(days=1))
        if len(sent) >= cap:
            return sent[len(sent) - cap] + timedelta(days=1)
    return None


def _span(low: float, high: float) -> str:
    return f"{low:g}" if low == high else f"{low:g}–{high:g}"


def _clean(text: str) -> str:
    return _CONTROL.sub("", text)


def alert_message(store: Store, settings: Settings, key: str, recipient: str,
                  message_id: str) -> EmailMessage:
    """The e-mail of the alert match ``key`` names (``alert:<alert>:<thread>:<change>``)
    to ``recipient``: plain text, every line from the stored match, control characters
    of its untrusted text removed."""
    from .labels import language_name

    alert_id, _, rest = key[len(ALERT_PREFIX):].partition(":")
    thread, _, fp = rest.partition(":")
    m = next((d for _a, t, f, _s, d, _c in store.alert_matches(alert_id)
              if t == thread and f == fp), None)
    if m is None:
        raise DeliveryError(f"alert {alert_id} was removed, or holds no match {thread}:{fp}: "
                            "nothing to send")
    title, lead, change = (_clean(m.get(k) or "") for k in ("title", "lead", "change"))
    subject = (f"[{m['alert']}] update: {change} · {title}" if change
               else f"[{m['alert']}] {lead or title}")
    lines = [f"Alert \"{m['alert']}\": {m.get('query', '')}", "",
             f"Update: {change}" if change else "A new story matches.", "", title]
    if lead and lead != title:
        lines.append(lead)
    lines.append("")
    if m.get("day"):
        lines.append(f"Day of the event: {m['day']}")
    if m.get("tolls"):
        lines.append("Tolls: " + "; ".join(f"{x} {_span(lo, hi)}" for x, lo, hi in m["tolls"]))
    lines.append("Languages: " + ", ".join(language_name(c, "en") for c in m.get("languages", ())))
    lines.append(f"Reports: {len(m.get('article_ids', ()))}")
    lines.append(f"In the web app: /stories/{m['story_id']} (this alert: /alerts/{alert_id})")
    msg = EmailMessage()
    msg["Subject"] = _one_line(_clean(subject))[:300]
    msg["From"] = check_address(settings.smtp.sender)
    msg["To"] = check_address(recipient)
    msg["Date"] = formatdate(localtime=True)
    msg["Message-ID"] = message_id
    msg.set_content("\n".join(_clean(line) for line in lines) + "\n", charset="utf-8")
    return msg


def _fail(store: Store, settings: Settings, key: str, d: Delivery, attempts: int,
          exc: Exception, now: datetime, report: DeliveryReport) -> None:
    smtp = settings.smtp
    err = _scrub(f"{type(exc).__name__}: {exc}", smtp)
    if _permanent(exc):
        retry_at, then = None, "giving up"
    elif too_old(settings, d, now):
        retry_at, then = None, "giving up"
        err = f"{err}; {_age_reason(settings)}"
    else:
        retry_at = now + timedelta(seconds=backoff(attempts, smtp.retry_seconds))
        then = ("waiting for the server to answer" if attempts >= smtp.max_attempts
                else f"next try {retry_at.isoformat(timespec='seconds')}")
    store.delivery_failed(key, d.recipient, err, retry_at, attempts=attempts)
    report.failed.append((d.recipient, err))
    log.warning("sending %s to %s failed (attempt %d, %s): %s", key, d.recipient, attempts,
                then, err)


def waiting_for_server(d: Delivery, settings: Settings) -> bool:
    """Retried ``max_attempts`` times already: now tried when the server answers again."""
    return d.status == "retry" and d.attempts >= settings.smtp.max_attempts


def attempt_due(store: Store, settings: Settings, now: datetime | None = None
                ) -> DeliveryReport:
    """Retry every open delivery whose time has come (the service calls this each tick),
    and those waiting for the server as soon as it answers."""
    report = DeliveryReport()
    now = now or datetime.now(UTC)
    waiting = [(d.digest_key, d.recipient) for d in store.deliveries(status=("retry",))
               if waiting_for_server(d, settings) and d.next_attempt > now]
    if waiting and smtp_probe(settings.smtp):
        log.info("the SMTP server answers: trying %d waiting e-mail(s) now", len(waiting))
        store.make_due(waiting, when=now)
    for key in dict.fromkeys(d.digest_key for d in store.deliveries(due=now)):
        attempt(store, settings, key, now, report)
    return report


def send(store: Store, settings: Settings, key: str, recipients: Iterable[str],
         wait: bool = True, sleep: Callable[[float], None] = time.sleep,
         clock: Callable[[], datetime] = lambda: datetime.now(UTC)) -> DeliveryReport:
    """Send ``key`` to ``recipients`` unless already sent; with ``wait``, retry (backoff)
    until each is sent, given up or waiting for the server (``max_attempts``: then
    ``reports serve`` goes on). Deliveries that had given up or wait are tried again."""
    rcpts = list(dict.fromkeys(check_address(r) for r in recipients))
    if not settings.send_empty and digest_is_empty(store, key):
        raise EmptyDigest(key)
    store.add_deliveries(key, rcpts)
    store.reopen_deliveries(key, rcpts)
    if key.startswith(ALERT_PREFIX):  # held back (quiet hours, the cap): a person asks (--retry-in-doubt)
        for r in rcpts:
            store.defer_delivery(key, r, clock())
    report = DeliveryReport()

    def mine() -> list:
        return [d for d in store.deliveries(digest_key=key) if d.recipient in rcpts]

    report.skipped = [d.recipient for d in mine() if d.status == "sent"]
    while True:
        attempt(store, settings, key, clock(), report, only=set(rcpts), hold=False)
        waiting = [d.next_attempt for d in mine() if d.status in ("pending", "retry")
                   and not waiting_for_server(d, settings)]
        if not wait or not waiting:
            return report
        sleep(max((min(waiting) - clock()).total_seconds(), 0.0))


# -- deliveries in doubt ---------------------------------------------------------------
def in_doubt_after(smtp: Smtp) -> timedelta:
    """How long a claim may stay ``sending`` while its sender is still at work."""
    return timedelta(seconds=IN_DOUBT_TIMEOUTS * smtp.timeout)


def is_in_doubt(d: Delivery, settings: Settings, now: datetime) -> bool:
    """Claimed, never finished, and older than a live send can be: it may have gone out."""
    return (d.status == "sending" and d.claimed_at is not None
            and now - d.claimed_at >= in_doubt_after(settings.smtp))


def doubt_commands(recipient: str) -> dict[str, str]:
    """What the operator runs once they have looked in ``recipient``'s mailbox."""
    to = shlex.quote(recipient)
    return {"if_missing": f"reports send --retry-in-doubt --to {to}",
            "if_arrived": f"reports send --mark-sent --to {to}"}


def status(store: Store, settings: Settings, now: datetime | None = None) -> dict:
    """The deliveries needing a person (in doubt) or a server (waiting), for
    ``reports status`` and the web app's operator page, each with what to do."""
    now = now or datetime.now(UTC)
    doubt, sending = [], []
    for d in store.deliveries(status=("sending",)):
        if is_in_doubt(d, settings, now):
            doubt.append({**d.as_dict(), **doubt_commands(d.recipient)})
        else:
            sending.append({**d.as_dict(), "in_doubt_from": (
                d.claimed_at + in_doubt_after(settings.smtp)).isoformat(timespec="seconds")
                if d.claimed_at else None})
    waiting = [{**d.as_dict(), "gives_up_at": (d.created + max_age(settings)).isoformat(
        timespec="seconds")} for d in store.deliveries(status=("retry",))
        if waiting_for_server(d, settings)]
    for x in (*doubt, *sending, *waiting):  # rows stored before errors were scrubbed, too
        x["last_error"] = x.get("last_error") and redact(x["last_error"])
    return {"in_doubt": doubt, "sending": sending, "waiting_for_server": waiting}


def settle_in_doubt(store: Store, settings: Settings, arrived: bool, key: str | None = None,
                    recipients: Collection[str] | None = None, now: datetime | None = None
                    ) -> tuple[list[Delivery], list[Delivery]]:
    """Settle the deliveries in doubt (of ``key``, to ``recipients`` when given) as the
    operator found them: ``arrived`` marks them sent, else they are due again now (then
    ``send`` them). Returns (settled, still being sent: claims too recent to judge)."""
    now = now or datetime.now(UTC)
    done, busy = [], []
    for d in store.deliveries(digest_key=key, status=("sending",)):
        if recipients is not None and d.recipient not in recipients:
            continue
        if not is_in_doubt(d, settings, now):
            busy.append(d)
        elif store.release_delivery(d.digest_key, d.recipient, d.message_id, sent=arrived):
            done.append(d)
            log.info("in doubt %s to %s: %s", d.digest_key, d.recipient,
                     "marked sent" if arrived else "released to be sent again")
    return done, busy
