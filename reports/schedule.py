"""``reports serve``: APScheduler 3.x drives scans and digests; the store makes them exact.

Two kinds of job run in one BlockingScheduler:

- the scan (memory job store, every ``scan_seconds``, first run at start): one
  ``watch.scan`` then a retry of every e-mail delivery whose backoff has passed;
- one job per configured schedule (cron + time zone), kept in the SQLAlchemy job store
  in the same database, which produces the digest due and e-mails it.

APScheduler alone is not enough: its default misfire grace (1 s) skips runs missed
while the service was down, and a persistent store can fire a job twice around a
restart. So each digest run is keyed by (schedule name, scheduled fire time) in the
``runs`` table and claimed before it starts: a second firing finds it done. On start,
before the scheduler runs, the last due fire time of every schedule is computed from its
cron expression, and if no finished run is recorded for it, that digest is produced now:
once, not skipped, not repeated (only the latest missed one, never a backlog). Each scan
tick repeats the check for fire times with no run at all (a suspended machine).
A digest covers the articles first seen between the previous fire time and this one.
"""

from __future__ import annotations

import logging
import os
import signal
import threading
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime, timedelta, tzinfo
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from apscheduler.triggers.cron import CronTrigger

from . import briefing, deliver, watch
from .config import ConfigError, Schedule, Settings
from .store import Store

log = logging.getLogger(__name__)

_LOOKBACK = (timedelta(minutes=2), timedelta(hours=2), timedelta(days=2),
             timedelta(days=40), timedelta(days=800))


def zone(schedule: Schedule) -> tzinfo:
    """The schedule's time zone; an empty setting means this machine's zone."""
    if not schedule.timezone:
        import tzlocal

        return tzlocal.get_localzone()
    try:
        return ZoneInfo(schedule.timezone)
    except (ZoneInfoNotFoundError, ValueError):
        raise ConfigError(f"schedule {schedule.name!r}: unknown time zone "
                          f"{schedule.timezone!r}") from None


def trigger(schedule: Schedule) -> CronTrigger:
    """The cron trigger of ``schedule`` (five fields: minute hour day month weekday)."""
    try:
        return CronTrigger.from_crontab(schedule.cron, timezone=zone(schedule))
    except ValueError as exc:
        raise ConfigError(f"schedule {schedule.name!r}: bad cron expression "
                          f"{schedule.cron!r} ({exc})") from None


def last_due(trig: CronTrigger, now: datetime) -> datetime | None:
    """The latest fire time of ``trig`` at or before ``now`` (None if none in ~2 years)."""
    for back in _LOOKBACK:
        t = trig.get_next_fire_time(None, now - back)
        last = None
        while t is not None and t <= now:
            last = t
            t = trig.get_next_fire_time(t, t + timedelta(microseconds=1))
        if last is not None:
            return last.astimezone(UTC)
    return None


def next_run(trig: CronTrigger, now: datetime) -> datetime | None:
    t = trig.get_next_fire_time(None, now + timedelta(microseconds=1))
    return t.astimezone(UTC) if t else None


def digest_key(name: str, fire_time: datetime) -> str:
    return f"{name}@{fire_time.astimezone(UTC).isoformat(timespec='seconds')}"


def run_schedule(settings: Settings, store: Store, schedule: Schedule,
                 fire_time: datetime, reclaim: bool = False) -> str | None:
    """Produce (once) the digest of ``schedule`` due at ``fire_time`` and e-mail it.

    Returns the digest key, or None when another run has it or it failed (the
    failure is recorded in ``runs`` and retried at the next start, see ``claim_run``).
    """
    if not store.claim_run(schedule.name, fire_time, reclaim=reclaim):
        return None
    key = digest_key(schedule.name, fire_time)
    trig = trigger(schedule)
    try:
        start = last_due(trig, fire_time - timedelta(microseconds=1)) or (
            fire_time - timedelta(days=1))
        b = briefing.digest(store, start, fire_time, settings.title, lang=schedule.lang)
        local = fire_time.astimezone(zone(schedule))
        stem = f"{schedule.name}-{local:%Y-%m-%d-%H%M}"
        deliver.publish(store, settings, b, stem, key, schedule=schedule.name)
        store.add_deliveries(key, schedule.recipients)
    except Exception as exc:  # recorded in runs; the service keeps going
        log.exception("digest %s failed", key)
        store.finish_run(schedule.name, fire_time, key, error=f"{type(exc).__name__}: {exc}")
        return None
    store.finish_run(schedule.name, fire_time, key)
    log.info("digest %s: %d stories", key, len(b.articles))
    if schedule.recipients:
        report = deliver.attempt(store, settings, key)
        log.info("digest %s e-mail: %s", key, report.line())
    return key


def catch_up(settings: Settings, store: Store, now: datetime | None = None,
             at_start: bool = True, should_stop: Callable[[], bool] = lambda: False
             ) -> list[str]:
    """Produce the last due digest of each schedule that has not been produced.

    At start (``at_start``) a run that never finished (crash, failure) is redone; on
    every scan tick only a fire time with no run at all is taken (one that APScheduler
    skipped, e.g. after the machine slept), so the tick never races the cron job.
    """
    now = now or datetime.now(UTC)
    done = []
    for s in settings.schedules:
        if should_stop():
            break
        fire = last_due(trigger(s), now)
        if fire is None:
            continue
        if (at_start and store.run_done(s.name, fire)) or (
                not at_start and store.run_exists(s.name, fire)):
            continue
        log.info("schedule %s: run due at %s was missed; producing it now", s.name,
                 fire.isoformat())
        key = run_schedule(settings, store, s, fire, reclaim=at_start)
        if key:
            done.append(key)
    return done


def without_secrets(settings: Settings) -> Settings:
    """Settings safe to pickle into the job store: no password (read from env at run time)."""
    return replace(settings, smtp=replace(settings.smtp, password=""))


def digest_job(settings: Settings, name: str) -> None:
    """Job-store entry point (referenced by name): run the schedule's latest due digest."""
    password = os.environ.get("REPORTS_SMTP_PASSWORD", "")
    settings = replace(settings, smtp=replace(settings.smtp, password=password))
    schedule = next((s for s in settings.schedules if s.name == name), None)
    if schedule is None:
        return
    store = Store(settings.database_url)
    try:
        fire = last_due(trigger(schedule), datetime.now(UTC))
        if fire is not None:
            run_schedule(settings, store, schedule, fire)
    finally:
        store.close()


def absolute(settings: Settings) -> Settings:
    """Output paths made absolute, so the digest jobs do not depend on the working folder.

    Sources stay as configured: the store knows a file by the path it was found under,
    and ``reports ingest`` run from the same folder must find the same keys.
    """
    def a(p: str) -> str:
        return str(Path(p).expanduser().resolve())

    db = settings.database if "://" in settings.database else a(settings.database)
    return replace(settings, database=db, output=a(settings.output),
                   templates=a(settings.templates))


class _Stop(Exception):
    """Raised in the main thread by the first SIGTERM or Ctrl-C."""


class Service:
    """The always-on service: ``run()`` blocks until Ctrl-C or SIGTERM."""

    def __init__(self, settings: Settings) -> None:
        self.settings = absolute(settings)
        for s in self.settings.schedules:  # fail at start, not at 6 a.m.
            trigger(s)
            for r in s.recipients:
                try:
                    deliver.check_address(r)
                except deliver.DeliveryError as exc:
                    raise ConfigError(f"schedule {s.name!r}: {exc}") from None
            if s.recipients and not self.settings.smtp.host:
                log.warning("schedule %s has recipients but no SMTP server is set "
                            "(smtp.host / REPORTS_SMTP_HOST): digests are written, not sent",
                            s.name)
        self.stopping = threading.Event()
        self.store = Store(self.settings.database_url)

    def tick(self) -> None:
        """One scan, then the e-mail retries that are due (never raises)."""
        try:
            watch.scan(self.settings, self.store, should_stop=self.stopping.is_set)
        except Exception:  # e.g. database locked: try again next tick
            log.exception("scan failed")
        if self.stopping.is_set():
            return
        try:  # a fire time APScheduler did not run (suspended machine, clock jump)
            catch_up(self.settings, self.store, at_start=False,
                     should_stop=self.stopping.is_set)
        except Exception:  # logged; retried next tick
            log.exception("digest catch-up failed")
        try:
            sent = deliver.attempt_due(self.store, self.settings)
            if sent.sent or sent.failed:
                log.info("e-mail retries: %s", sent.line())
        except Exception:  # logged; retried next tick
            log.exception("e-mail retries failed")

    def _prune(self, scheduler: Any) -> None:
        """Drop persisted digest jobs of schedules no longer configured."""
        wanted = {f"digest:{s.name}" for s in self.settings.schedules}
        for job in scheduler.get_jobs(jobstore="digests"):
            if job.id not in wanted:
                log.info("removing job %s (schedule no longer configured)", job.id)
                job.remove()

    def build(self) -> Any:
        """The scheduler with its jobs (not started)."""
        from apscheduler.executors.pool import ThreadPoolExecutor
        from apscheduler.jobstores.memory import MemoryJobStore
        from apscheduler.jobstores.sqlalchemy import SQLAlchemyJobStore
        from apscheduler.schedulers.blocking import BlockingScheduler
        from apscheduler.triggers.interval import IntervalTrigger

        scheduler = BlockingScheduler(
            jobstores={"default": MemoryJobStore(),
                       "digests": SQLAlchemyJobStore(url=self.settings.database_url,
                                                     tablename="apscheduler_jobs")},
            executors={"default": ThreadPoolExecutor(2)},
            job_defaults={"coalesce": True, "max_instances": 1},
            timezone=UTC)
        now = datetime.now(UTC)
        scheduler.add_job(self.tick, IntervalTrigger(seconds=self.settings.scan_seconds),
                          id="scan", name="scan sources", next_run_time=now,
                          misfire_grace_time=None)
        scheduler.add_job(self._prune, "date", run_date=now, args=(scheduler,), id="prune")
        public = without_secrets(self.settings)
        for s in self.settings.schedules:
            # grace: a run delayed by a busy executor or a short pause still happens; a
            # longer outage is the start-up catch-up's job (keyed by fire time, so a
            # second firing is a no-op either way)
            scheduler.add_job("reports.schedule:digest_job", trigger(s), args=(public, s.name),
                              id=f"digest:{s.name}", name=f"digest {s.name}",
                              jobstore="digests", replace_existing=True,
                              misfire_grace_time=6 * 3600, coalesce=True)
        return scheduler

    def run(self) -> None:
        """Catch up missed digests, then scan and publish until stopped."""
        interrupt = threading.Event()  # set once the main thread only waits on the scheduler

        def on_term(signum: int, frame: object) -> None:
            if self.stopping.is_set():  # a second signal while finishing the job in progress
                if signum == signal.SIGINT:
                    log.warning("second Ctrl-C: stopping now")
                    os._exit(130)  # safe: every write is one transaction
                return
            self.stopping.set()
            if interrupt.is_set():
                raise _Stop
            log.info("stopping after the catch-up in progress")

        for sig in (signal.SIGTERM, signal.SIGINT):
            signal.signal(sig, on_term)
        scheduler = None
        try:
            self.store.set_state(serve_started=datetime.now(UTC).isoformat(timespec="seconds"),
                                 serve_pid=os.getpid())
            for key in catch_up(self.settings, self.store, should_stop=self.stopping.is_set):
                log.info("caught up: %s", key)
            if self.stopping.is_set():
                return
            scheduler = self.build()
            interrupt.set()
            if self.stopping.is_set():  # a signal between the two checks
                return
            scheduler.start()
        except (KeyboardInterrupt, _Stop):
            log.info("stopping after the job in progress")
        finally:
            self.stopping.set()
            if scheduler is not None and scheduler.running:
                scheduler.shutdown(wait=True)
            # the handlers stay: a late SIGTERM is ignored and a second Ctrl-C exits at
            # once while the process winds down (``serve`` returns to exit right after)
            self.store.set_state(serve_stopped=datetime.now(UTC).isoformat(timespec="seconds"))
            self.store.close()


def _service_state(st: dict) -> dict:
    """Whether a ``reports serve`` on this machine is running on this database."""
    pid, started, stopped = st.get("serve_pid"), st.get("serve_started"), st.get("serve_stopped")
    running = False
    if isinstance(pid, int) and started and (not stopped or str(stopped) <= str(started)):
        try:
            os.kill(pid, 0)
            running = True
        except ProcessLookupError:
            running = False  # killed without a clean stop
        except PermissionError:
            running = True  # alive, another user's
    return {"running": running, "pid": pid, "started": started, "stopped": stopped}


def status(settings: Settings, store: Store, now: datetime | None = None) -> dict:
    """Everything ``reports status`` shows, as JSON-able data (no secrets)."""
    from sqlalchemy.engine import make_url

    now = now or datetime.now(UTC)
    st = store.get_state()
    runs = store.runs(limit=50)
    schedules = []
    for s in settings.schedules:
        trig = trigger(s)
        last = next((r for r in runs if r.schedule == s.name), None)
        nxt = next_run(trig, now)
        schedules.append({"name": s.name, "cron": s.cron, "timezone": s.timezone or "local",
                          "recipients": list(s.recipients),
                          "next_run": nxt.isoformat(timespec="seconds") if nxt else None,
                          "last_run": last.as_dict() if last else None})
    return {
        "database": make_url(settings.database_url).render_as_string(hide_password=True),
        "service": _service_state(st),
        "articles": store.count_articles(),
        "last_scan": st.get("last_scan"),
        "pending": [p.as_dict() for p in store.pending().values()],
        "quarantined": [q.as_dict() for q in store.quarantined()],
        "schedules": schedules,
        "runs": [r.as_dict() for r in runs[:10]],
        "digests": [d.as_dict() for d in store.digests(limit=10)],
        "deliveries": [d.as_dict() for d in store.deliveries(limit=30)],
    }
