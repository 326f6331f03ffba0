"""The ``reports`` command: a thin click layer over the library.

User errors exit 1 with one clear line; usage errors exit 2 (click). Heavy libraries
(spaCy, WeasyPrint) are imported inside the commands so ``reports --help`` is instant.
"""

from __future__ import annotations

import faulthandler
import json
import logging
import os
import signal
import sys
from contextlib import nullcontext
from datetime import UTC, date, datetime
from pathlib import Path

import click

from . import __version__
from .config import CONFIG_NAME, EXAMPLE, ConfigError, Settings, load
from .text import shown

log = logging.getLogger("reports")


class LabelLanguage(click.ParamType):
    """A language with a pack (``reports.lang``), looked up when used, not at start-up."""

    name = "language"

    def get_metavar(self, param: click.Parameter, *args: object, **kwargs: object) -> str:
        from . import lang

        return "[" + "|".join(lang.codes()) + "]"

    def convert(self, value: object, param: click.Parameter | None,
                ctx: click.Context | None) -> str:
        from . import lang

        if value in lang.codes():
            return str(value)
        self.fail(f"{value!r} is not one of {', '.join(lang.codes())} (the language packs)",
                  param, ctx)


LABEL_LANGUAGE = LabelLanguage()


class UserError(click.ClickException):
    """Printed as one line, exit code 1."""

    def show(self, file=None) -> None:
        click.echo(f"error: {self.format_message()}", err=True)


LOG_FORMAT = "%(levelname)s %(name)s: %(message)s"


class _Timestamped(logging.Formatter):
    """Each line opens with its time, ISO 8601 to the millisecond with the UTC offset."""

    def formatTime(self, record: logging.LogRecord, datefmt: str | None = None) -> str:
        return datetime.fromtimestamp(record.created).astimezone().isoformat(timespec="milliseconds")


class _JsonLines(_Timestamped):
    """``--log-format json``: each record one JSON object (a collector parses no text)."""

    def format(self, record: logging.LogRecord) -> str:
        line = {"time": self.formatTime(record), "level": record.levelname,
                "logger": record.name, "message": record.getMessage()}
        if record.exc_info:
            line["exception"] = self.formatException(record.exc_info)
        return json.dumps(line, ensure_ascii=False)


def _format_logs(formatter: logging.Formatter) -> None:
    for handler in logging.getLogger().handlers:
        if type(handler) is logging.StreamHandler:  # basicConfig's; not a test's capture
            handler.setFormatter(formatter)


def _timestamped() -> None:
    """A service's log is read later (a file, a journal, a support ticket): its lines carry
    the time. One-shot commands keep the short lines (JSON lines carry it anyway)."""
    for handler in logging.getLogger().handlers:
        if type(handler) is logging.StreamHandler and not isinstance(handler.formatter, _JsonLines):
            handler.setFormatter(_Timestamped(f"%(asctime)s {LOG_FORMAT}"))


def _settings(ctx: click.Context) -> Settings:
    return ctx.obj["settings"]


def _open_store(settings: Settings, reading: bool = False):
    """The store, or one line on what keeps the database from opening (never the password).
    ``reading`` (a command that only reads): an SQLite file that cannot be opened for
    writing (its mode, its folder's, a read-only disk) is opened read-only instead."""
    from .store import Store, StoreError

    sqlite = "://" not in settings.database
    if sqlite:
        path = Path(settings.database).expanduser()
        if reading and path.is_file() and not all(
                os.access(p, os.W_OK) for p in (path, path.resolve().parent)):
            try:  # SQLite would open it read-only by itself, but say nothing of it
                return Store(settings.database_url, read_only=True)
            except StoreError as exc:
                raise UserError(str(exc)) from None
        path.parent.mkdir(parents=True, exist_ok=True)
    try:
        return Store(settings.database_url, settings.database_password)
    except StoreError as exc:
        if not (reading and sqlite):
            raise UserError(str(exc)) from None
        try:  # a read-only disk, an immutable file: what access() may not tell root
            return Store(settings.database_url, read_only=True)
        except StoreError:
            raise UserError(str(exc)) from None


def _safe_url(database: str) -> str:
    """The database for logs: a URL's password hidden."""
    if "://" not in database:
        return database
    from sqlalchemy.engine import make_url

    return make_url(database).render_as_string(hide_password=True)


class Progress:
    """One line on stderr, rewritten in place, while long work runs ("analyzing 12/46
    name"), plus a line per later stage ("writing ..."). Made only when stderr is a
    terminal and -q is not given (``_progress``): a log file or a pipe gets none, and
    ``serve`` never has one."""

    def __init__(self) -> None:
        self.total = 0  # new or changed files the ingest will read
        self.done = 0
        self.open = False  # a line without its newline yet

    def _line(self, text: str, end: bool) -> None:
        click.echo(f"\r{text[:78]:<78}", err=True, nl=end)
        self.open = not end

    def reading(self, i: int, n: int, path: str) -> None:
        """``ingest``'s and ``analyze``'s callback: file ``i`` of ``n`` is being read."""
        if not self.total:
            self._line(f"reading {i}/{n} {shown(Path(path).name)}", end=False)

    def analyzed(self, path: str) -> None:
        self.done += 1
        total = max(self.total, self.done)
        self._line(f"analyzing {self.done}/{total} {shown(Path(path).name)}",
                   end=self.done == total)

    def stage(self, text: str) -> None:
        self.finish()
        click.echo(text, err=True)

    def finish(self) -> None:
        if self.open:
            click.echo("", err=True)
            self.open = False

    def analyzer(self, settings: Settings):
        """An ``ingest.Analyzer`` that reports each article as its analysis comes back
        (the slow part: reading is quick, the models are not)."""
        from .ingest import Analyzer, Budget

        progress = self

        class Shown(Analyzer):
            def completed(self, docs, beat=None):
                docs = list(docs)
                for i, result in super().completed(docs, beat):
                    progress.analyzed(docs[i].path)
                    yield i, result

        return Shown(settings.workers, Budget.of(settings))


def _progress(quiet: bool) -> Progress | None:
    if quiet or not sys.stderr.isatty():
        return None
    return Progress()


def _to_read(settings: Settings, store, paths) -> int:
    """How many files an ingest of ``paths`` will read: those whose size or mtime differ
    from what the store recorded (ingest's own rule), for the progress line's total."""
    import os

    from . import sources

    known = store.file_states()
    key = sources.Keys(list(settings.sources))
    n = 0
    for path in sources.discover([Path(p) for p in (paths or settings.sources)]):
        try:
            st = path.stat()
        except OSError:
            continue
        state = known.get(key(path)) or known.get(os.path.abspath(path))
        n += not (state and state.size == st.st_size and state.mtime == st.st_mtime)
    return n


def _ingest(ctx: click.Context, settings: Settings, store, source_dirs: tuple[str, ...]):
    """``ingest.ingest`` with a progress line when stderr is a terminal."""
    from .ingest import ingest as run

    show = _progress(ctx.obj["quiet"])
    if show is None:
        return run(settings, store, source_dirs or None)
    show.total = _to_read(settings, store, source_dirs or None)
    analyzer = show.analyzer(settings)
    try:
        return run(settings, store, source_dirs or None, progress=show.reading,
                   analyzer=analyzer)
    finally:
        analyzer.close()
        show.finish()


def _stage(ctx: click.Context, text: str) -> None:
    """A line on stderr before a slow step, for a person watching a terminal."""
    show = _progress(ctx.obj["quiet"])
    if show is not None:
        show.stage(text)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="reports")
@click.option("--config", "config_path", type=click.Path(dir_okay=False),
              help=f"Settings file (default: the file REPORTS_CONFIG names, else "
                   f"./{CONFIG_NAME} when present).")
@click.option("--database", help="SQLite path or SQLAlchemy URL (overrides the config).")
@click.option("-q", "--quiet", is_flag=True, help="Only errors on stderr.")
@click.option("-v", "--verbose", is_flag=True, help="Debug logging on stderr.")
@click.option("--log-format", type=click.Choice(["text", "json"]), default="text",
              envvar="REPORTS_LOG_FORMAT", show_default=True,
              help="json: one JSON object a log line (time, level, logger, message), for a "
                   "log collector.")
@click.pass_context
def cli(ctx: click.Context, config_path: str | None, database: str | None, quiet: bool,
        verbose: bool, log_format: str) -> None:
    """Turn folders of news articles (English, Arabic) into briefings.

    \b
    Examples:
      reports analyze --format json article.txt
      reports digest --source examples/articles --out output
      reports dossier "Ahmed Khalef"
      reports serve
      reports status
    """
    level = logging.ERROR if quiet else logging.DEBUG if verbose else logging.WARNING
    logging.basicConfig(level=level, format=LOG_FORMAT, stream=sys.stderr)
    if log_format == "json":
        _format_logs(_JsonLines())
    try:
        settings = load(config_path).with_overrides(database=database)
    except ConfigError as exc:
        raise UserError(str(exc)) from None
    ctx.obj = {"settings": settings, "quiet": quiet, "verbose": verbose}


@cli.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True))
@click.option("--format", "fmt", type=click.Choice(["json", "text"]), default="text",
              show_default=True)
@click.option("--workers", type=click.IntRange(min=1),
              help="Analysis processes (default: the `workers` setting).")
@click.pass_context
def analyze(ctx: click.Context, paths: tuple[str, ...], fmt: str, workers: int | None) -> None:
    """Analyze files or folders and print their briefing (nothing is stored).

    Files that cannot be read are listed under "errors" (JSON) or on stderr.

    \b
    Example:
      reports analyze --format json examples/articles/
    """
    from . import sources
    from .ingest import Budget, analyze_all, error_reason
    from .model import SCHEMA

    settings = _settings(ctx).with_overrides(workers=workers)
    files = sources.discover([Path(p) for p in paths])
    roots = sources.resolve_roots(list(paths))  # links out of what was named are refused
    docs, errors = [], []
    show = _progress(ctx.obj["quiet"])
    for i, path in enumerate(files):
        if show:
            show.reading(i + 1, len(files), str(path))
        try:
            docs.append(sources.read(path, max_bytes=settings.max_file_bytes, roots=roots,
                                     hard_links=settings.allow_hard_links))
        except Exception as exc:  # noqa: BLE001 - reported per file, the rest goes on
            log.warning("skipped %s: %s", path, error_reason(exc))
            errors.append({"source": str(path), "error": error_reason(exc)})
    if show:
        show.stage(f"analyzing {len(docs)} file(s) ...")
    out = []
    for doc, result in zip(docs, analyze_all(docs, settings.workers,
                                                    Budget.of(settings))):
        if isinstance(result, str):
            errors.append({"source": doc.path, "error": result})
        elif fmt == "json":
            out.append(result.as_dict())
        else:
            click.echo(_as_text(result.as_dict()))
    if fmt == "json":
        click.echo(json.dumps({"schema": SCHEMA, "articles": out, "errors": errors},
                              ensure_ascii=False, indent=1))


def _as_text(a: dict) -> str:
    lines = [f"# {a['title']}", f"{shown(a['source'])} · {a['language']} · {a['id']}", ""]
    if a.get("truncated"):
        lines[-1:-1] = [f"Analyzed in part: {a['truncated']}"]
    lines += [f"  {s}" for s in a["summary"]]
    for field_, label in (("people", "Who"), ("organizations", "Organizations"),
                          ("places", "Where")):
        if a[field_]:
            names = []
            for e in a[field_]:
                extra = f" [{e['country']}]" if e.get("country") else ""
                alias = f" (also {', '.join(e['aliases'])})" if e["aliases"] else ""
                names.append(f"{e['name']}{extra}{alias}")
            lines.append(f"{label}: " + "; ".join(names))
    for c in a["claims"]:
        mark = "quote" if c["quote"] else "reported"
        lines.append(f"Claim ({mark}): {c['speaker']} -> {c['text']}")
    for f in a["figures"]:
        lines.append(f"Figure: {f['text']} = {f['value']} {f['unit']} ({f['what']})")
    return "\n".join(shown(line, marks=False) for line in lines) + "\n"


@cli.command()
@click.option("--source", "source_dirs", multiple=True, type=click.Path(exists=True),
              help="Folder or file to read (repeatable; default: the configured sources).")
@click.pass_context
def ingest(ctx: click.Context, source_dirs: tuple[str, ...]) -> None:
    """Read new and changed articles into the store (unchanged files are not read).

    \b
    Example:
      reports ingest --source examples/articles
    """
    settings = _settings(ctx)
    store = _open_store(settings)
    click.echo(_ingest(ctx, settings, store, source_dirs).line())


def _period(day: str | None, since: str | None, until: str | None) -> tuple[datetime, datetime]:
    from .briefing import day_period

    try:
        if since or until:
            if not (since and until):
                raise UserError("give both --since and --until")
            start, end = (datetime.fromisoformat(since), datetime.fromisoformat(until))
            return (start if start.tzinfo else start.astimezone(),
                    end if end.tzinfo else end.astimezone())
        return day_period(date.fromisoformat(day) if day else date.today())
    except ValueError as exc:
        raise UserError(f"bad date: {exc}") from None


@cli.command()
@click.option("--date", "day", help="Day to report, YYYY-MM-DD (default: today).")
@click.option("--since", help="Start of the period, ISO date-time (with --until).")
@click.option("--until", help="End of the period, ISO date-time (exclusive).")
@click.option("--source", "source_dirs", multiple=True, type=click.Path(exists=True),
              help="Folder or file to ingest first (default: the configured sources).")
@click.option("--out", "out_dir", type=click.Path(file_okay=False), help="Output folder.")
@click.option("--lang", type=LABEL_LANGUAGE, help="Language of the labels.")
@click.pass_context
def digest(ctx: click.Context, day: str | None, since: str | None, until: str | None,
           source_dirs: tuple[str, ...], out_dir: str | None, lang: str | None) -> None:
    """Ingest the sources, then write the digest as HTML, PDF, Markdown and JSON.

    A day's digest holds the articles published that day (metadata, else a date line
    or the lead's dateline, else the file's time) and those read that day that were
    published before (late arrivals), so digests run day by day leave none out. An
    existing digest file made from more articles (from another --database, say) is
    kept, not replaced: the command says which and exits 1.

    \b
    Examples:
      reports digest --source examples/articles --out output
      reports digest --date 2026-11-30
      reports digest --since 2026-11-29T00:00 --until 2026-11-30T12:00
    """
    from . import briefing, deliver

    settings = _settings(ctx).with_overrides(output=out_dir, lang=lang)
    start, end = _period(day, since, until)
    store = _open_store(settings)
    report = _ingest(ctx, settings, store, source_dirs)
    if not ctx.obj["quiet"]:
        click.echo(report.line(), err=True)
    _stage(ctx, "writing the digest (HTML, PDF, Markdown, JSON) ...")
    try:
        _b, files = briefing.make_digest(store, settings, start, end, key=None,
                                         stem=f"digest-{start.date().isoformat()}")
    except deliver.DigestKept as exc:
        raise UserError(f"{exc} (database {_safe_url(settings.database)}; remove the old "
                        "files or give another --out to write this one)") from None
    except OSError as exc:  # a full or read-only output disk: one line, nothing half made
        raise UserError(_unwritable(settings.output, exc)) from None
    for path in files.values():
        click.echo(str(path))


@cli.command()
@click.argument("query")
@click.option("--out", "out_dir", type=click.Path(file_okay=False), help="Output folder.")
@click.option("--lang", type=LABEL_LANGUAGE, help="Language of the labels.")
@click.pass_context
def dossier(ctx: click.Context, query: str, out_dir: str | None, lang: str | None) -> None:
    """Write a dossier on a person, place, organization or keyword from stored articles.

    \b
    Example:
      reports dossier "Ahmed Khalef" --out output
    """
    from . import briefing, deliver
    from .lang import fold

    configured = _settings(ctx)
    settings = configured.with_overrides(output=out_dir, lang=lang)
    store = _open_store(settings)
    _stage(ctx, f"dossier: finding {query!r} in {store.count_articles()} stored article(s) ...")
    b = briefing.dossier(store, query, lang=settings.lang, link_lang=configured.lang)
    if not b.articles:
        raise UserError(f"no stored article mentions {query!r} in "
                        f"{_safe_url(settings.database)} (run `reports ingest`, or give the "
                        "--database the articles went to)")
    stem = "dossier-" + (fold(query).replace(" ", "-")[:60] or "query")
    _stage(ctx, f"writing the dossier of {len(b.articles)} article(s) (HTML, PDF, Markdown, "
                "JSON) ...")
    try:
        files = deliver.write_files(b, settings, stem)
    except deliver.DigestKept as exc:
        raise UserError(f"{exc} (database {_safe_url(settings.database)})") from None
    except OSError as exc:
        raise UserError(_unwritable(settings.output, exc)) from None
    for path in files.values():
        click.echo(str(path))


def _unwritable(out: str, exc: OSError) -> str:
    return (f"cannot write to the output folder {shown(out)}: {exc.strerror or exc} "
            "(the previous files are untouched)")


def _service_options(f):
    for option in reversed((
            click.option("--source", "source_dirs", multiple=True, type=click.Path(),
                         help="Folder to watch (repeatable; default: the configured sources)."),
            click.option("--scan-seconds", type=click.FloatRange(min=0.1),
                         help="Seconds between scans (default 60)."),
            click.option("--settle-seconds", type=click.FloatRange(min=0),
                         help="A file unchanged this long is read without waiting a second "
                              "scan."))):
        f = option(f)
    return f


def _run_service(ctx: click.Context, source_dirs: tuple[str, ...], scan_seconds: float | None,
                 settle_seconds: float | None, out_dir: str | None, schedules: bool,
                 web: bool = False) -> None:
    from .schedule import Service, ServiceFailed
    from .store import StoreError

    settings = _settings(ctx).with_overrides(
        sources=source_dirs or None, scan_seconds=scan_seconds, settle_seconds=settle_seconds,
        output=out_dir)
    _timestamped()
    if not ctx.obj["quiet"]:
        logging.getLogger("reports").setLevel(
            logging.DEBUG if ctx.obj["verbose"] else logging.INFO)
    if not ctx.obj["verbose"]:  # "skipped: maximum number of running instances" when a
        logging.getLogger("apscheduler").setLevel(logging.ERROR)  # scan outlasts its interval
    if "://" not in settings.database:
        Path(settings.database).expanduser().parent.mkdir(parents=True, exist_ok=True)
    try:
        service = Service(settings, schedules=schedules)
    except (ConfigError, StoreError) as exc:
        raise UserError(str(exc)) from None
    s = service.settings
    log.info("%s: watching %s every %gs, digests %s, database %s",
             "serving" if schedules else "worker", ", ".join(s.sources), s.scan_seconds,
             ", ".join(f"{x.name} ({x.cron})" for x in s.schedules) if schedules and
             s.schedules else "none", _safe_url(s.database))
    srv = None
    if web:
        from .web import in_background, server

        try:
            srv = server(service.settings)
        except ConfigError as exc:
            raise UserError(str(exc)) from None
        in_background(srv)
        log.info("web: http://%s:%d/", srv.config.host, srv.config.port)
    # `kill -USR1 <pid>` writes every thread's stack to the log: what a stuck service is doing
    faulthandler.register(signal.SIGUSR1, all_threads=True)
    try:
        service.run()
    except ServiceFailed as exc:  # exit 1: a supervisor (systemd Restart=) starts it again
        raise UserError(f"the service stopped: {exc}") from None
    finally:
        if srv is not None:
            srv.should_exit = True


@cli.command()
@_service_options
@click.option("--out", "out_dir", type=click.Path(file_okay=False), help="Output folder.")
@click.option("--web", "with_web", is_flag=True,
              help="Also serve the web app ([web] settings; see `reports web`).")
@click.pass_context
def serve(ctx: click.Context, source_dirs: tuple[str, ...], scan_seconds: float | None,
          settle_seconds: float | None, out_dir: str | None, with_web: bool) -> None:
    """Watch the sources and publish the scheduled digests until Ctrl-C or SIGTERM.

    Scans every scan_seconds; each [[schedule]] (cron + time zone) writes its digest
    and e-mails it to its recipients. A digest whose time passed while the service
    was down is produced once at start. Stopping waits for the job in progress.
    Several services may share one database: one of them runs the schedules, the
    others read articles and take the schedules over when it stops.

    \b
    Example:
      REPORTS_SMTP_PASSWORD=... reports serve --source incoming --scan-seconds 30
    """
    _run_service(ctx, source_dirs, scan_seconds, settle_seconds, out_dir, schedules=True,
                 web=with_web)


@cli.command()
@click.option("--host", help="Address to listen on (default web.host, 127.0.0.1).")
@click.option("--port", type=click.IntRange(1, 65535), help="Port (default web.port, 8765).")
@click.option("--hash-password", is_flag=True,
              help="Read a password (typed twice, or one line on stdin) and print its hash "
                   "for web.password_hash; then exit.")
@click.pass_context
def web(ctx: click.Context, host: str | None, port: int | None, hash_password: bool) -> None:
    """Serve the web app: digests, stories, people and places, dossiers, the operator page.

    On 127.0.0.1 (the default) anyone on this machine may use it unless a credential is
    set; any other address needs web.password_hash or REPORTS_WEB_TOKEN, and should be
    behind TLS (its session cookie is Secure there). The JSON API's schema is at
    /api/v1/openapi.json.

    \b
    Example:
      reports web --hash-password        # put the line it prints in [web] password_hash
      reports web --host 0.0.0.0 --port 8765
    """
    from .web import security, server

    if hash_password:
        if sys.stdin.isatty():
            pw = click.prompt("Password", hide_input=True, confirmation_prompt=True)
        else:
            pw = sys.stdin.readline().rstrip("\n")
        try:
            click.echo(security.hash_password(pw))
        except ValueError as exc:  # too short: says how long, not what
            raise UserError(str(exc)) from None
        return
    settings = _settings(ctx)
    _timestamped()
    if not ctx.obj["quiet"]:
        logging.getLogger("reports").setLevel(logging.INFO)
    try:
        srv = server(settings, host, port)
    except ConfigError as exc:
        raise UserError(str(exc)) from None
    log.info("web: http://%s:%d/ (database %s)", srv.config.host, srv.config.port,
             _safe_url(settings.database))
    srv.run()


@cli.command()
@_service_options
@click.pass_context
def worker(ctx: click.Context, source_dirs: tuple[str, ...], scan_seconds: float | None,
           settle_seconds: float | None) -> None:
    """Read and analyze articles beside other workers until Ctrl-C or SIGTERM.

    Any number of workers, on any hosts, share one database (PostgreSQL) and one
    source tree (a network share, mounted anywhere: files are known by their source
    folder's name and their path in it). Each file is claimed before it is read, so
    none is analyzed twice; a killed worker's files are taken again once its lease
    (lease_seconds) runs out. Workers publish nothing: `reports serve` does.

    \b
    Example:
      REPORTS_DATABASE_PASSWORD=... reports --database postgresql://reports@db/reports \\
          worker --source /mnt/news/articles
    """
    _run_service(ctx, source_dirs, scan_seconds, settle_seconds, None, schedules=False)


@cli.command()
@click.argument("digest_file", required=False, type=click.Path(exists=True, dir_okay=False))
@click.option("--date", "day", help="Send the digest of this day, YYYY-MM-DD (default: today).")
@click.option("--to", "recipients", multiple=True,
              help="Recipient address (repeatable).")
@click.option("--no-wait", is_flag=True,
              help="Try once; leave retries to `reports serve` instead of waiting.")
@click.option("--retry-in-doubt", is_flag=True,
              help="Send again the deliveries in doubt (interrupted while sending) that "
                   "are not in the mailbox; all of them, or those --to / of a digest.")
@click.option("--mark-sent", is_flag=True,
              help="Record the deliveries in doubt that are in the mailbox as sent.")
@click.pass_context
def send(ctx: click.Context, digest_file: str | None, day: str | None,
         recipients: tuple[str, ...], no_wait: bool, retry_in_doubt: bool,
         mark_sent: bool) -> None:
    """E-mail a digest (PDF attached) once to each recipient.

    Sending the same digest to the same address again does nothing; failures are
    retried with growing delays (see `reports status`). A send interrupted mid-way
    (crash, kill) is "in doubt": look for it in the mailbox, then settle it with
    --retry-in-doubt (not there) or --mark-sent (there).

    A digest with no article is not sent unless send_empty = true, and --date never
    replaces an existing digest file made from more articles: both say so and exit 1.

    \b
    Examples:
      reports send --date 2026-11-30 --to desk@example.org
      reports send output/digest-2026-11-30.json --to desk@example.org --to chief@example.org
      reports send --retry-in-doubt --to desk@example.org
    """
    from . import deliver

    if digest_file and day:
        raise UserError("give a digest file or --date, not both")
    if retry_in_doubt and mark_sent:
        raise UserError("give --retry-in-doubt or --mark-sent, not both")
    if not recipients and not (retry_in_doubt or mark_sent):
        raise click.UsageError("give at least one --to ADDRESS")
    settings = _settings(ctx)
    if not settings.smtp.host and not mark_sent:
        raise UserError("no SMTP server: set smtp.host in reports.toml or REPORTS_SMTP_HOST")
    try:
        rcpts = [deliver.check_address(r) for r in recipients]
    except deliver.DeliveryError as exc:
        raise UserError(str(exc)) from None
    store = _open_store(settings)
    try:
        if retry_in_doubt or mark_sent:
            _settle(store, settings, digest_file, day, rcpts, arrived=mark_sent,
                    wait=not no_wait)
            return
        if digest_file:
            key = deliver.register_file(store, Path(digest_file), settings.lang)
        else:
            start, end = _period(day, None, None)
            key = _digest_of_day(store, settings, start, end, rcpts)
        report = deliver.send(store, settings, key, rcpts, wait=not no_wait)
        missed = _outcome(store, settings, key, rcpts, report)
    except deliver.DeliveryError as exc:
        raise UserError(str(exc)) from None
    finally:
        store.close()
    if missed:
        raise UserError(f"{missed} recipient(s) not reached; see `reports status`")


def _digest_of_day(store, settings: Settings, start: datetime, end: datetime,
                   rcpts: list[str]) -> str:
    """The key of the day's digest for ``send --date``: the one recorded when it holds
    the articles the store has for the day, else made now. A day the database holds
    nothing for is refused (unless ``send_empty``), and an existing digest file made from
    more articles is kept, not replaced (the usual cause of both: another --database than
    the one the digest was made from)."""
    import shlex

    from . import briefing, deliver

    day = start.date().isoformat()
    key, stem = f"date:{day}", f"digest-{day}"
    b = briefing.digest(store, start, end, settings.title, lang=settings.lang)
    rec = store.digest(key)
    if (rec is not None and all(Path(p).is_file() for p in rec.files.values())
            and set(deliver.article_ids_in(Path(rec.files.get("json", ""))) or ())
            == {a.id for a in b.articles} and b.articles):
        return key  # made already from the day's articles (any gone or new: made again)
    db = _safe_url(settings.database)
    on_disk = Path(settings.output) / f"{stem}.json"
    kept = deliver.articles_in(on_disk)
    resend = (f"; to send that one: reports send {shlex.quote(str(on_disk))} "
              + " ".join(f"--to {shlex.quote(r)}" for r in rcpts)) if kept else ""
    if not b.articles and not settings.send_empty:
        there = f"; {on_disk} ({kept} articles) is kept as it is" if kept else ""
        raise UserError(f"nothing sent: the database {db} holds no article for {day}{there}"
                        f"{resend} (send_empty = true mails empty digests)")
    try:  # the one way a digest is made (the store's articles already read: reused)
        briefing.make_digest(store, settings, start, end, key=key, stem=stem,
                             articles=b.articles)
    except deliver.DigestKept as exc:
        raise UserError(f"nothing sent: {exc} (database {db}){resend}") from None
    return key


def _settle(store, settings: Settings, digest_file: str | None, day: str | None,
            rcpts: list[str], arrived: bool, wait: bool) -> None:
    """``send --retry-in-doubt`` / ``--mark-sent``: the operator has looked in the mailbox."""
    from . import deliver

    key = None
    if digest_file:
        key = deliver.register_file(store, Path(digest_file), settings.lang)
    elif day:
        key = f"date:{_period(day, None, None)[0].date().isoformat()}"
    done, busy = deliver.settle_in_doubt(store, settings, arrived, key, rcpts or None)
    for d in busy:
        click.echo(f"still being sent: {d.digest_key} to {d.recipient} (claimed "
                   f"{d.claimed_at}); in doubt only from "
                   f"{d.claimed_at + deliver.in_doubt_after(settings.smtp)}", err=True)
    if not done:
        click.echo("no delivery in doubt" + (f" to {', '.join(rcpts)}" if rcpts else ""))
        if busy:
            raise UserError(f"{len(busy)} delivery(ies) still being sent; try again later")
        return
    if arrived:
        for d in done:
            click.echo(f"marked sent: {d.digest_key} to {d.recipient}")
        return
    missed = 0
    for key_ in dict.fromkeys(d.digest_key for d in done):
        mine = [d.recipient for d in done if d.digest_key == key_]
        report = deliver.send(store, settings, key_, mine, wait=wait)
        missed += _outcome(store, settings, key_, mine, report)
    if missed:
        raise UserError(f"{missed} recipient(s) not reached; see `reports status`")


def _outcome(store, settings: Settings, key: str, rcpts: list[str], report) -> int:
    """Print what became of each recipient of ``key``; the number not reached."""
    from . import deliver

    states = {d.recipient: d for d in store.deliveries(digest_key=key)}
    missed = 0
    for rcpt in dict.fromkeys(rcpts):
        d = states[rcpt]
        if rcpt in report.sent:
            click.echo(f"sent {key} to {rcpt}")
        elif d.status == "sent":
            click.echo(f"already sent {key} to {rcpt}")
        elif d.status == "sending" and not deliver.is_in_doubt(d, settings, datetime.now(UTC)):
            missed += 1
            click.echo(f"being sent: {key} to {rcpt} by another process since "
                       f"{d.claimed_at}; see `reports status`", err=True)
        elif d.status == "sending":
            missed += 1
            cmds = deliver.doubt_commands(rcpt)
            click.echo(f"in doubt: {key} to {rcpt} was interrupted while sending "
                       f"({d.claimed_at}); not sent again. Look for Message-ID "
                       f"{d.message_id} in the mailbox, then run `{cmds['if_missing']}` "
                       f"if it is not there, `{cmds['if_arrived']}` if it is", err=True)
        else:
            missed += 1
            when = "" if d.status == "failed" else f", next try {d.next_attempt}"
            if deliver.waiting_for_server(d, settings):
                when = (f"; `reports serve` sends it once the server answers, until "
                        f"{d.created + deliver.max_age(settings)}")
            click.echo(f"{d.status}: {key} to {rcpt} after {d.attempts} attempt(s){when}: "
                       f"{deliver.redact(d.last_error or '')}", err=True)
    return missed


@cli.command()
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text",
              show_default=True)
@click.pass_context
def status(ctx: click.Context, fmt: str) -> None:
    """Show stored articles, the last scan, files waiting or quarantined, runs and e-mails.

    E-mails in doubt (interrupted while sending) are listed with the command to run.

    \b
    Example:
      reports status --format json
    """
    from . import deliver
    from .schedule import status as collect

    settings = _settings(ctx)
    store = _open_store(settings, reading=True)
    try:
        data = collect(settings, store)
        data["read_only"], data["read_as_the_file_stands"] = store.read_only, store.snapshot
        data.update(deliver.status(store, settings))
        for key in ("deliveries", "in_doubt", "sending", "waiting_for_server"):
            for x in data[key]:  # rows stored before errors were scrubbed, too
                x["last_error"] = x["last_error"] and deliver.redact(x["last_error"])
    except ConfigError as exc:
        raise UserError(str(exc)) from None
    finally:
        store.close()
    if fmt == "json":
        click.echo(json.dumps(data, ensure_ascii=False, indent=1))
    else:
        click.echo(_status_text(data), nl=False)


def _status_text(d: dict) -> str:
    svc = d["service"]
    if svc["running"]:
        service = f"running the schedules: {svc['by']} (since {svc['started']})"
    elif svc["started"]:
        service = f"not running (last started {svc['started']}, stopped {svc['stopped'] or '?'})"
    else:
        service = "never started"
    out = [f"database: {d['database']}", f"service: {service}",
           f"articles stored: {d['articles']}"]
    if d.get("read_only"):
        out.insert(1, "  read-only: opened for reading only" + (
            ", as the file stands (a process writing it now is not seen)"
            if d.get("read_as_the_file_stands") else "") + "; ingest, digest, serve and send "
            "need write access to the file and its folder")
    scan = d.get("last_scan")
    out.append(f"last scan: {scan['finished'] or scan['started']} - {scan['line']}" if scan
               else "last scan: never")
    out.append(f"waiting to settle: {len(d['pending'])}")
    out += [f"  {p['path']} ({p['size']} bytes, first seen {p['first_seen']})"
            for p in d["pending"]]
    out.append(f"quarantined: {len(d['quarantined'])}")
    out += [f"  {q['path']}: {q['reason']}" for q in d["quarantined"]]
    out.append(f"being read: {len(d['being_read'])}")
    out += [f"  {c['path']} (by {c['by']}, claimed until {c['until']})" for c in d["being_read"]]
    out.append("schedules:")
    for s in d["schedules"]:
        last = s["last_run"]
        last_s = f"last {last['fire_time']} {last['status']}" if last else "never run"
        if last and last["status"] == "failed":
            last_s += f" ({last['error']}; next try {last['next_attempt']})"
        out.append(f"  {s['name']} ({s['cron']}, {s['timezone']}): next {s['next_run']}; "
                   f"{last_s}; to {', '.join(s['recipients']) or 'nobody'}")
        if last and last.get("note"):
            out.append(f"    {last['note']}")
    gaps = [r for r in d["runs"] if r["status"] in ("failed", "skipped")]
    if gaps:
        out.append("runs that produced no digest:")
        out += [f"  {r['status']:<7} {r['schedule']}@{r['fire_time']}: {r['error']}"
                + (f"; its articles are in {r['covered_by']}" if r["covered_by"] else
                   "; its articles go to the next run") for r in gaps]
    out.append("recent digests:")
    out += [f"  {g['key']}: {g['stories']} stories, {g['created']}, "
            f"{g['files'].get('pdf') or g['files'].get('json')}" for g in d["digests"]]
    out.append("deliveries:")
    doubt = {(x["digest_key"], x["recipient"]) for x in d.get("in_doubt", ())}
    waiting = {(x["digest_key"], x["recipient"]): x["gives_up_at"]
               for x in d.get("waiting_for_server", ())}
    for x in d["deliveries"]:
        when = x["sent_at"] or x["claimed_at"] or x["next_attempt"]
        err = f" - {x['last_error']}" if x["last_error"] and x["status"] != "sent" else ""
        pair = (x["digest_key"], x["recipient"])
        note = (" (IN DOUBT: see below)" if pair in doubt
                else " (being sent)" if x["status"] == "sending"
                else f" (waiting for the server to answer; gives up {waiting[pair]})"
                if pair in waiting else "")
        out.append(f"  {x['status']:<7} {x['digest_key']} -> {x['recipient']} "
                   f"({x['attempts']} attempts, {when}){err}{note}")
    if d.get("in_doubt"):
        out += [f"in doubt: {len(d['in_doubt'])} e-mail(s) interrupted while sending "
                "(crash or kill): each may have arrived or not, and is not sent again on its own.",
                "  Look for its Message-ID in the recipient's mailbox, then run the first "
                "command if it is not there, the second if it is:"]
        for x in d["in_doubt"]:
            out += [f"  {x['digest_key']} -> {x['recipient']}, claimed {x['claimed_at']}, "
                    f"Message-ID {x['message_id']}",
                    f"    {x['if_missing']}", f"    {x['if_arrived']}"]
    return "\n".join(map(shown, out)) + "\n"  # file names and errors come from outside


@cli.command()
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text",
              show_default=True)
@click.option("--kind", type=click.Choice(["person", "organization", "place"]),
              help="Only this kind.")
@click.pass_context
def entities(ctx: click.Context, fmt: str, kind: str | None) -> None:
    """List linked entities of the whole store: one per real entity, with all its names.

    \b
    Example:
      reports entities --kind person
    """
    from . import archive

    settings = _settings(ctx)
    links = archive.links(_open_store(settings), lang=settings.lang)
    ents = [e for e in links.entities if kind is None or e.kind == kind]
    if fmt == "json":
        click.echo(json.dumps([e.as_dict() for e in ents], ensure_ascii=False, indent=1))
        return
    for e in ents:
        where = f" [{e.country}]" if e.country else ""
        others = [n for n in e.names if n != e.name]
        also = f"  also: {'; '.join(others)}" if others else ""
        click.echo(f"{e.id}  {e.kind:<12} {e.name}{where}  "
                   f"({len(e.article_ids)} articles, {e.mentions} mentions){also}")


@cli.command()
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text",
              show_default=True)
@click.pass_context
def stories(ctx: click.Context, fmt: str) -> None:
    """List story clusters: articles about the same event, and the evidence that joined them.

    \b
    Example:
      reports stories --format json
    """
    from . import archive, view

    settings = _settings(ctx)
    clusters = archive.stories(_open_store(settings), settings.lang)
    if fmt == "json":
        click.echo(json.dumps([s.as_dict() for s in clusters], ensure_ascii=False, indent=1))
        return
    for s in clusters:
        click.echo(f"{s.id}  {s.title}")
        click.echo(f"    {len(s.article_ids)} article(s), languages: {', '.join(s.languages)}: "
                   f"{', '.join(s.article_ids)}")
        for why in s.why:
            click.echo(f"    joined: {why}")
        for t in s.tallies:
            by = "; ".join(f"{r.source} {r.value:,.0f}{f' ({r.approx})' if r.approx else ''}"
                           f" {r.day}" for r in t.reports)
            click.echo(f"    toll   {view.toll_line(t, 'en')}: {by}")
        for g in s.figures:
            if g.sources > 1 or g.disputed_by:
                rivals = "; ".join(f"{v:,.0f} ({r.source})" for v, _, r in g.disputed_by)
                click.echo(f"    figure {g.approx} {g.value:,.0f} {g.measure}: {g.sources} "
                           f"source(s)" + (f"; other values: {rivals}" if rivals else ""))


@cli.command("export")
@click.argument("what", type=click.Choice(["stories", "entities", "figures"]))
@click.option("--since", help="Start: ISO date or date-time (articles published from then).")
@click.option("--until", help="End: ISO date or date-time (exclusive).")
@click.option("--date", "day", help="One day, YYYY-MM-DD (instead of --since/--until).")
@click.option("--query", default="", help="Only articles about this person, place, "
              "organization or keyword, in either script.")
@click.option("--out", "out_file", type=click.Path(dir_okay=False),
              help="Write this file (default: standard output).")
@click.option("--no-bom", is_flag=True, help="No UTF-8 byte-order mark (Excel needs it to "
              "read Arabic; some programs do not want it).")
@click.option("--lang", type=LABEL_LANGUAGE, help="Language of tolls and place names.")
@click.pass_context
def export_cmd(ctx: click.Context, what: str, since: str | None, until: str | None,
               day: str | None, query: str, out_file: str | None, no_bom: bool,
               lang: str | None) -> None:
    """Export stories, entities or figures as CSV, over a period or a query (or both).

    stories: id, day, title, lead, languages, articles, sources, killed and wounded
    (low, high), tolls, places. entities: kind, name, names in each script, country,
    GeoNames and Wikidata ids, articles, mentions. figures: each figure as its article
    gives it, with its sentence. UTF-8 with a byte-order mark, CRLF lines; no cell is a
    formula to a spreadsheet.

    \b
    Examples:
      reports export stories --since 2026-11-01 --until 2026-12-01 --out stories.csv
      reports export entities --query "أحمد خلف"
      reports export figures --date 2026-11-30
    """
    from . import export

    configured = _settings(ctx)
    settings = configured.with_overrides(lang=lang)
    try:
        if day:
            start, end = _period(day, None, None)
        else:
            start, end = ((_moment(v) if v else None) for v in (since, until))
    except ValueError as exc:
        raise UserError(f"bad date: {exc}") from None
    if start is None and end is None and not query.strip():
        raise click.UsageError("give a period (--date, --since, --until) or a --query")
    store = _open_store(settings)  # the links are brought up to date first, as `entities` does
    arts = export.select(store, start, end, query, configured.lang)
    table = getattr(export, what)(store, arts, settings.lang)
    if out_file is None:
        click.echo(export.to_text(table, bom=not no_bom), nl=False)
        return
    try:
        export.save(table, Path(out_file), bom=not no_bom)
    except OSError as exc:
        raise UserError(f"cannot write {shown(out_file)}: {exc.strerror or exc}") from None
    if not ctx.obj["quiet"]:
        click.echo(f"{out_file}: {len(table.rows)} {what} from {len(arts)} article(s)", err=True)


def _moment(text: str) -> datetime:
    """An ISO date (midnight, this machine's zone) or date-time."""
    when = datetime.fromisoformat(text)
    return when if when.tzinfo else when.astimezone()


@cli.group()
def alert() -> None:
    """Standing alerts: a saved query that e-mails its recipients when an ingest adds or
    updates a story it matches (once per story and change: a new toll, a new language).

    \b
    Examples:
      reports alert add Khalef --entity "أحمد خلف" --to desk@example.org
      reports alert add "Daraa attacks" --kind attack --country SY --threshold "killed >= 10" --to desk@example.org
      reports alert list
      reports alert remove Khalef
    """


@alert.command("add")
@click.argument("name")
@click.option("--entity", default="", help="A person, organization or place, in either script.")
@click.option("--kind", default="", help="A kind of event: attack, crash, disaster, election ...")
@click.option("--country", default="", help="A country: its name in either script, or a code (SY).")
@click.option("--words", default="", help="Words of a headline or summary, in a row.")
@click.option("--threshold", default="", help='A toll to reach, e.g. "killed >= 10".')
@click.option("--to", "recipients", multiple=True, required=True, help="Recipient (repeatable).")
@click.pass_context
def alert_add(ctx: click.Context, name: str, entity: str, kind: str, country: str,
              words: str, threshold: str, recipients: tuple[str, ...]) -> None:
    """Add an alert NAME; prints its id and what it looks for.

    \b
    Example:
      reports alert add Khalef --entity "أحمد خلف" --to desk@example.org
    """
    from . import alerts

    store = _open_store(_settings(ctx))
    try:
        a = alerts.add(store, name, alerts.make_query(entity, kind, country, words, threshold),
                       recipients)
    except alerts.AlertError as exc:
        raise UserError(str(exc)) from None
    finally:
        store.close()
    click.echo(f"{a.id}  {shown(a.name)}: {shown(a.query.describe())} -> {', '.join(a.recipients)}")


@alert.command("list")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text",
              help="Output format.")
@click.pass_context
def alert_list(ctx: click.Context, fmt: str) -> None:
    """List the alerts, each with its number of matches.

    \b
    Example:
      reports alert list --format json
    """
    from . import alerts

    store = _open_store(_settings(ctx), reading=True)
    try:
        found = [(a, len(alerts.matches(store, a.id))) for a in alerts.alerts(store)]
    finally:
        store.close()
    if fmt == "json":
        click.echo(json.dumps([{**a.as_dict(), "matches": n} for a, n in found],
                              ensure_ascii=False, indent=2))
        return
    for a, n in found:
        click.echo(f"{a.id}  {shown(a.name)}: {shown(a.query.describe())} -> "
                   f"{', '.join(a.recipients)} ({n} match{'' if n == 1 else 'es'})")
    if not found:
        click.echo("no alert (reports alert add NAME --entity ... --to ADDR)")


@alert.command("remove")
@click.argument("ref", metavar="ID_OR_NAME")
@click.pass_context
def alert_remove(ctx: click.Context, ref: str) -> None:
    """Remove an alert (by its id or name) and its matches.

    \b
    Example:
      reports alert remove Khalef
    """
    from . import alerts

    store = _open_store(_settings(ctx))
    try:
        a = alerts.remove(store, ref)
    except alerts.AlertError as exc:
        raise UserError(str(exc)) from None
    finally:
        store.close()
    click.echo(f"removed {a.id}  {shown(a.name)}")


@cli.group()
def db() -> None:
    """The database's schema: bring it up to date, or write a migration.

    Every command brings the schema up to date first (one process at a time); `db
    upgrade` does only that. A change to the schema is a migration (reports/migrations):
    change `store.metadata`, then write the migration that does the same with `db
    revision` and read it through.

    \b
    Examples:
      reports db upgrade
      reports db revision -m "articles: rename outlet to publisher" --autogenerate
    """


@db.command()
@click.pass_context
def upgrade(ctx: click.Context) -> None:
    """Bring the database's schema up to this version's, and say where it is."""
    from . import migrations

    store = _open_store(_settings(ctx))
    at = store.schema()
    store.close()
    click.echo(f"schema at {', '.join(at)}{' (head)' if at == migrations.heads() else ''}")


@db.command()
@click.option("-m", "--message", required=True, help="What it changes (also its file name).")
@click.option("--autogenerate", is_flag=True,
              help="Write in it the operations that bring the database (brought to the head "
                   "first) to store.metadata; read them through, Alembic misses renames.")
@click.pass_context
def revision(ctx: click.Context, message: str, autogenerate: bool) -> None:
    """Write the next migration, NNNN_message.py, in reports/migrations/versions (of a
    source checkout: an installed package is not the place) and print its path."""
    from alembic import command

    from . import migrations

    store = _open_store(_settings(ctx)) if autogenerate else None
    try:
        with store.engine.connect() if store else nullcontext() as c:
            script = command.revision(migrations.config(c), message=message,
                                      autogenerate=autogenerate, rev_id=migrations.next_id())
    finally:
        if store:
            store.close()
    click.echo(script.path)


@cli.command()
@click.option("--force", is_flag=True, help="Overwrite an existing file.")
def init(force: bool) -> None:
    """Write a commented example reports.toml in this folder."""
    path = Path(CONFIG_NAME)
    if path.exists() and not force:
        raise UserError(f"{path} exists (use --force to overwrite)")
    path.write_text(EXAMPLE, encoding="utf-8")
    click.echo(str(path))


def main(argv: list[str] | None = None) -> int:
    """Entry point; returns the exit code."""
    try:
        cli.main(args=argv, prog_name="reports", standalone_mode=False)
    except click.exceptions.Abort:
        click.echo("aborted", err=True)
        return 1
    except click.ClickException as exc:
        exc.show()
        return exc.exit_code
    except click.exceptions.Exit as exc:
        return exc.exit_code
    except ConfigError as exc:  # a flag's value checked with the settings (one line)
        UserError(str(exc)).show()
        return UserError.exit_code
    return 0


if __name__ == "__main__":
    sys.exit(main())
