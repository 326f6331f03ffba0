"""``reports serve``: APScheduler 3.x drives scans and digests; the store makes them exact.

Two kinds of job run in one BackgroundScheduler (the main thread waits for a signal):

- the scan (memory job store, every ``scan_seconds``, first run at start): one
  ``watch.scan`` then a retry of every e-mail delivery whose backoff has passed;
- one job per configured schedule (cron + time zone), kept in the SQLAlchemy job store
  in the same database, which produces the digest due and e-mails it. A job's only
  argument is its schedule's name: the settings (and their passwords) are the running
  service's, looked up when it fires, never pickled into the job store.

APScheduler alone is not enough: its default misfire grace (1 s) skips runs missed
while the service was down, it skips a run while the previous one is still going, and a
persistent store can fire a job twice around a restart. So each digest run is keyed by
(schedule name, scheduled fire time) in the ``runs`` table and claimed before it starts
(a second firing finds it taken), and a digest holds every article its schedule has not
published yet (the ``reported`` table), not just those of its own period: a run that was
skipped, failed or overlapped loses nothing, the next one takes its articles, and its
digest and ``reports status`` say that it covers more, and why. Runs of one schedule never
overlap (a lock per schedule). On start the latest due fire time of every schedule is
produced if it is not done; each scan tick produces a latest fire time nobody ran and
retries a failed one once its backoff (1 min doubling to 1 h) has passed. Database locks
are waited out everywhere, the job store included (``store.patient``).

A digest with no article (a quiet night, or the first start of a new service, whose
last due run comes before anything was read) is written and its run done, but e-mailed
only when ``send_empty`` is set: its run's note says so in ``reports status``.
"""

from __future__ import annotations

import logging
import os
import signal
import threading
import time
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime, timedelta, tzinfo
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from apscheduler.events import EVENT_JOB_MAX_INSTANCES, EVENT_JOB_SUBMITTED
from apscheduler.triggers.cron import CronTrigger
from sqlalchemy.exc import DBAPIError

from . import briefing, deliver, watch
from .config import ConfigError, Schedule, Settings
from .ingest import Analyzer, Budget, Lease, gone
from .store import Store, patient

log = logging.getLogger(__name__)

SCHEDULER = "scheduler"  # the claim its holder runs the schedules by (no "/": not a file)
RETRY_BASE, RETRY_MAX = 60.0, 3600.0  # backoff of failed digest runs, seconds
STALE_RUN = timedelta(hours=1)  # a run still "running" after this is redone by a tick
EMPTY_NOTE = "no article: not e-mailed (send_empty = false)"
MISSED_LIMIT = 1000  # at most this many fire times before one run are recorded as skipped
_LOOKBACK = (timedelta(seconds=2), timedelta(minutes=2), timedelta(hours=2), timedelta(days=2),
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
    """The cron trigger of ``schedule``: five fields (minute hour day month weekday), or
    six with seconds first (``*/20 * * * * *``: every 20 seconds)."""
    fields = schedule.cron.split()
    try:
        if len(fields) == 6:
            second, minute, hour, day, month, weekday = fields
            return CronTrigger(second=second, minute=minute, hour=hour, day=day, month=month,
                               day_of_week=weekday, timezone=zone(schedule))
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


def fire_times(trig: CronTrigger, after: datetime, before: datetime, limit: int = MISSED_LIMIT
               ) -> list[datetime]:
    """Fire times strictly between ``after`` and ``before`` (at most ``limit``)."""
    out: list[datetime] = []
    t = trig.get_next_fire_time(None, after + timedelta(microseconds=1))
    while t is not None and t < before and len(out) < limit:
        out.append(t.astimezone(UTC))
        t = trig.get_next_fire_time(t, t + timedelta(microseconds=1))
    return out


def digest_key(name: str, fire_time: datetime) -> str:
    return f"{name}@{fire_time.astimezone(UTC).isoformat(timespec='seconds')}"


def retry_delay(attempts: int) -> float:
    """Seconds before a failed digest run is tried again: 1 min doubling to 1 h."""
    return min(RETRY_BASE * 2 ** max(attempts - 1, 0), RETRY_MAX)


# One lock per schedule name, for every thread of this process (the cron job and the
# scan tick's catch-up): runs of one schedule never overlap. A module-level registry
# because APScheduler calls ``digest_job`` by name, with no service object at hand.
_locks: dict[str, threading.Lock] = {}
_locks_guard = threading.Lock()


def _lock(name: str) -> threading.Lock:
    with _locks_guard:
        return _locks.setdefault(name, threading.Lock())


def missed(store: Store, trig: CronTrigger, name: str, after: datetime, before: datetime
           ) -> list[tuple[datetime, str]]:
    """Fire times of schedule ``name`` in (after, before) that produced no digest, each
    with the reason, read from what the store recorded."""
    rows = {r.fire_time: r for r in store.runs(limit=MISSED_LIMIT * 2, schedule=name,
                                                since=after, until=before)}
    started = store.get_state().get("serve_started")
    out = []
    for t in fire_times(trig, after, before):
        r = rows.get(t)
        if r is not None and r.status == "done":
            continue
        if r is not None and r.status == "failed":  # the error itself: in ``status``
            reason = "failed"
        elif r is not None and r.status == "skipped":
            reason = r.error or "skipped"
        elif r is not None:
            reason = "interrupted"
        elif any(x.started <= t and (x.finished is None or x.finished > t)
                 for x in rows.values() if x.status != "skipped"):
            reason = "previous run still going"
        elif isinstance(started, str) and t < datetime.fromisoformat(started):
            reason = "service not running"
        else:
            reason = "not run at its time"
        out.append((t, reason))
    return out


# why a fire time made no digest (as ``missed`` and ``reports status`` say it) -> the
# label the digest's note uses in its own language
REASON_LABELS = {"failed": "run_failed", "interrupted": "run_interrupted",
                 "previous run still going": "run_overlapped",
                 "service not running": "run_service_down",
                 "not run at its time": "run_not_run", "skipped": "run_not_run"}


def coverage_note(start: datetime, usual: datetime, skipped: list[tuple[datetime, str]],
                  late: int, tz: tzinfo, lang: str = "") -> str:
    """One sentence, in the digest's label language, when it covers more than its period
    (the reasons for ``reports status`` stay in the runs table)."""
    from .labels import DEFAULT, labels

    words = labels(lang or DEFAULT)

    def local(t: datetime) -> str:
        return f"{t.astimezone(tz):%Y-%m-%d %H:%M}" + (f":{t.second:02}" if t.second else "")

    parts = []
    if start < usual:
        why: dict[str, int] = {}
        for _, reason in skipped:
            label = words[REASON_LABELS.get(reason, "run_not_run")]
            why[label] = why.get(label, 0) + 1
        reasons = "; ".join(f"{label}: {n}" for label, n in why.items())
        parts.append(words["covers_more"].format(start=local(start), usual=local(usual),
                                                 n=len(skipped))
                     + (f" ({reasons})." if reasons else "."))
    if late:
        parts.append(words["late_articles"].format(n=late))
    return " ".join(parts)


def run_schedule(settings: Settings, store: Store, schedule: Schedule,
                 fire_time: datetime, reclaim: tuple[str, ...] = ()) -> str | None:
    """Produce (once) the digest of ``schedule`` due at ``fire_time`` and e-mail it.

    The digest holds every article the schedule has not published yet, so a run that
    was skipped, failed or overlapped loses nothing: the next one takes its articles
    and says so. Returns the digest key, or None when another run has it, a run of the
    same schedule is still going (the next tick tries again), or it failed (recorded,
    retried with backoff).
    """
    lock = _lock(schedule.name)
    if not lock.acquire(blocking=False):
        log.info("schedule %s: the run due at %s waits for the run in progress",
                 schedule.name, fire_time.isoformat())
        return None
    try:
        return _run(settings, store, schedule, fire_time, reclaim)
    finally:
        lock.release()


def _run(settings: Settings, store: Store, schedule: Schedule, fire_time: datetime,
         reclaim: tuple[str, ...]) -> str | None:
    if not store.claim_run(schedule.name, fire_time, reclaim=reclaim):
        return None
    key = digest_key(schedule.name, fire_time)
    trig = trigger(schedule)
    tz = zone(schedule)
    try:
        usual = last_due(trig, fire_time - timedelta(microseconds=1)) or (
            fire_time - timedelta(days=1))
        last = next(iter(store.runs(limit=1, schedule=schedule.name, until=fire_time,
                                    status="done")), None)
        if last is not None:  # from the last digest made
            start = min(usual, last.fire_time)
        else:  # none yet: from the period of the first run tried (it may have failed)
            first = store.first_run(schedule.name)
            begun = first.fire_time if first and first.fire_time < fire_time else fire_time
            start = min(usual, last_due(trig, begun - timedelta(microseconds=1)) or usual)
        skipped = missed(store, trig, schedule.name, last.fire_time if last else start,
                         fire_time)
        origin = min(store.schedule_origin(schedule.name) or start, start)
        arts = tuple(store.articles(since=origin, until=fire_time, current=True,
                                    unreported_by=schedule.name))
        late = sum(1 for a in arts if a.first_seen < start)
        note = coverage_note(start, usual, skipped, late, tz, schedule.lang)
        if note:
            log.warning("digest %s: %s", key, note)
        b, _files = briefing.make_digest(
            store, settings, start, fire_time, key=key, schedule=schedule.name,
            stem=f"{schedule.name}-{fire_time.astimezone(tz):%Y-%m-%d-%H%M%S}",
            lang=schedule.lang, articles=arts, note=note)
        # an empty digest is written and recorded (the run happened) but mailed only when
        # asked: a first start, a quiet night or an empty source folder sends nobody noise
        mail = schedule.recipients if arts or settings.send_empty else ()
        quiet = EMPTY_NOTE if schedule.recipients and not mail else ""
        # what it published, its e-mails and "done" in one transaction: never half
        store.finish_run(schedule.name, fire_time, key, reported_ids=[a.id for a in arts],
                         period_start=start, note=" ".join(filter(None, (note, quiet))) or None,
                         skipped=skipped, recipients=mail)
    except Exception as exc:  # recorded in runs and retried; the service keeps going
        run = store.run(schedule.name, fire_time)
        delay = retry_delay((run.attempts if run else 0) + 1)
        log.exception("digest %s failed; retrying in %.0f s", key, delay)
        store.finish_run(schedule.name, fire_time, key, error=f"{type(exc).__name__}: {exc}",
                         retry_in=delay)
        return None
    log.info("digest %s: %d stories from %d articles", key, len(b.stories), len(arts))
    if quiet:
        log.info("digest %s: %s", key, quiet)
    if mail:
        report = deliver.attempt(store, settings, key)
        log.info("digest %s e-mail: %s", key, report.line())
    return key


def catch_up(settings: Settings, store: Store, now: datetime | None = None,
             at_start: bool = True, should_stop: Callable[[], bool] = lambda: False
             ) -> list[str]:
    """Produce the last due digest of each schedule that has not been produced.

    At start (``at_start``) a run that never finished (crash, failure) is redone at
    once; on every scan tick a fire time with no run at all is taken (APScheduler skipped
    it: the machine slept, or the previous run was still going) and a failed one is
    retried once its backoff has passed. Earlier fire times need no run of their own:
    the latest one publishes every article they would have.
    """
    now = now or datetime.now(UTC)
    done = []
    for s in settings.schedules:
        if should_stop():
            break
        fire = last_due(trigger(s), now)
        if fire is None:
            continue
        run = store.run(s.name, fire)
        if run is None:
            reclaim: tuple[str, ...] = ()
        elif run.status == "done":
            continue
        elif at_start:
            reclaim = ("running", "failed")
        elif run.status == "failed" and run.next_attempt and run.next_attempt <= now:
            reclaim = ("failed",)
        elif run.status == "running" and run.started < now - STALE_RUN:
            reclaim = ("running",)  # its process died or gave up; the schedule lock
            # (taken in run_schedule) keeps a run of this process from being doubled
        else:
            continue
        log.info("schedule %s: producing the run due at %s now (%s)", s.name,
                 fire.isoformat(), "retry" if run else "missed")
        key = run_schedule(settings, store, s, fire, reclaim=reclaim)
        if key:
            done.append(key)
    return done


# The services of this process, by schedule name: a job in the job store carries only
# its schedule's name (pickled settings would store the passwords in the database), and
# APScheduler calls ``digest_job`` by reference, with no service object at hand.
_services: dict[str, Service] = {}


def digest_job(name: str) -> None:
    """Job-store entry point (referenced by name): run the schedule's latest due digest
    with the settings and store of the service that has it."""
    service = _services.get(name)
    schedule = next((s for s in service.settings.schedules if s.name == name),
                    None) if service else None
    if service is None or schedule is None:
        log.warning("job of schedule %r ignored: no running service has it", name)
        return
    if not service.leading.is_set():
        log.warning("job of schedule %r ignored: another service runs the schedules", name)
        return
    fire = last_due(trigger(schedule), datetime.now(UTC))
    if fire is not None:
        run_schedule(service.settings, service.store, schedule, fire)


def absolute(settings: Settings) -> Settings:
    """Output paths made absolute, so the digest jobs do not depend on the working folder.

    Sources stay as configured: ``reports ingest`` run from the same folder must see the
    same configured sources, which name the files (``sources.Keys``).
    """
    def a(p: str) -> str:
        return str(Path(p).expanduser().resolve())

    db = settings.database if "://" in settings.database else a(settings.database)
    return replace(settings, database=db, output=a(settings.output),
                   templates=a(settings.templates))


# What a job-store call answers when a database error outlasts the service: the
# scheduler's loop finishes its round and stops (a job whose next run was not recorded
# fires again at the next start, and its run, keyed by fire time, finds itself done).
_STOPPING_ANSWER: dict[str, Any] = {"get_due_jobs": [], "get_all_jobs": []}


def patient_job_store(store: Store, stopping: Callable[[], bool] = lambda: False) -> Any:
    """APScheduler's SQLAlchemy job store, in ``store``'s database (its engine, so the
    password is given once, never in a URL), whose every call waits out a locked database.

    The scheduler's main loop lets some job-store errors escape (updating a job after it
    ran), which end its thread: a lock, a full disk or a disk error would leave a service
    that runs nothing. So every database error is waited out here (while it lasts the
    loop stands still, and ``Service`` stops renewing the schedules' claim), until the
    service stops (``stopping``): then the loop is let go (``_STOPPING_ANSWER``). Its table is
    made under the store's schema lock, so two services starting at once do not race.
    """
    from apscheduler.jobstores.sqlalchemy import SQLAlchemyJobStore

    calls = ("start", "lookup_job", "get_due_jobs", "get_next_run_time", "get_all_jobs",
             "add_job", "update_job", "remove_job", "remove_all_jobs")
    def calm(name: str) -> Callable:
        call = patient(getattr(SQLAlchemyJobStore, name), give_up_after=None,
                       every_error=True, until=stopping)

        def answer(*args: Any, **kwargs: Any) -> Any:
            try:
                return call(*args, **kwargs)
            except DBAPIError:
                if not stopping():
                    raise
                log.warning("job store unavailable while stopping (%s skipped)", name)
                return _STOPPING_ANSWER.get(name)
        return answer

    cls = type("PatientJobStore", (SQLAlchemyJobStore,), {name: calm(name) for name in calls})
    jobs = cls(engine=store.engine, tablename="apscheduler_jobs")
    store.create_tables([jobs.jobs_t])
    return jobs


class ServiceFailed(Exception):
    """The service stopped by itself (its scheduler died): a supervisor should restart it."""


class Service:
    """The always-on service: ``run()`` blocks until Ctrl-C or SIGTERM.

    Any number of services (``reports serve``, ``reports worker``) on any hosts may share
    one database and one source tree: they claim the files they read (``ingest``), and
    the schedules are run by one service at a time, the holder of the ``SCHEDULER``
    claim, a lease it renews; when it stops or dies another ``serve`` takes them over
    (at once on the same host, else once the lease has run out) and produces what is
    due. A worker (``schedules=False``) only reads and analyzes.

    The claim is renewed only while the scheduler's loop is seen running (it hands out
    the scan job every ``scan_seconds``): a loop stuck on a full disk lets another
    service take the schedules once the lease runs out, and a scheduler whose thread
    died ends the service (``ServiceFailed``) instead of leaving it alive and deaf."""

    def __init__(self, settings: Settings, schedules: bool = True) -> None:
        self.settings = absolute(settings)
        self.publishes = schedules
        for s in self.settings.schedules if schedules else ():  # fail at start, not at 6 a.m.
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
        self.leading = threading.Event()  # this service holds the schedules
        self.store = Store(self.settings.database_url, self.settings.database_password)
        self.lock = Lease(self.store, self.settings.lease_seconds)
        self.scheduler: Any = None
        self.turn = threading.Lock()  # taking, keeping or giving up the schedules
        self.holder: threading.Thread | None = None
        self.beat = time.monotonic()  # the scheduler's loop last handed out the scan job
        self.failure: str | None = None
        # one set of analysis workers for the life of the service: models load once
        self.analyzer = Analyzer(self.settings.workers, Budget.of(self.settings))

    def tick(self) -> None:
        """One scan, then, when this service runs the schedules, the digests nobody
        produced and the e-mail retries that are due (never raises)."""
        try:
            watch.scan(self.settings, self.store, should_stop=self.stopping.is_set,
                       analyzer=self.analyzer)
        except DBAPIError as exc:  # a full disk, a lost server: one line a tick, no trace
            log.error("scan failed: database error: %s; trying again next scan",
                      str(exc.orig).splitlines()[0][:200])
        except Exception:  # try again next tick
            log.exception("scan failed")
        if self.stopping.is_set() or not self.leading.is_set():
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

    def build(self) -> Any:
        """The scheduler with its scan job (not started)."""
        from apscheduler.executors.pool import ThreadPoolExecutor
        from apscheduler.jobstores.memory import MemoryJobStore
        from apscheduler.schedulers.background import BackgroundScheduler
        from apscheduler.triggers.interval import IntervalTrigger

        scheduler = BackgroundScheduler(
            jobstores={"default": MemoryJobStore()},
            executors={"default": ThreadPoolExecutor(2)},
            job_defaults={"coalesce": True, "max_instances": 1},
            timezone=UTC)
        scheduler.add_job(self.tick, IntervalTrigger(seconds=self.settings.scan_seconds),
                          id="scan", name="scan sources", next_run_time=datetime.now(UTC),
                          misfire_grace_time=None)
        scheduler.add_listener(self._loop_ran, EVENT_JOB_SUBMITTED | EVENT_JOB_MAX_INSTANCES)
        return scheduler

    def _loop_ran(self, event: Any) -> None:
        if event.job_id == "scan":
            self.beat = time.monotonic()

    def loop_running(self) -> bool:
        """False when the scheduler's thread died (``failure`` says so) or its loop has
        not handed out the scan job for longer than a lease and a scan period (it is
        waiting out a database error). Before the scheduler starts (the catch-up at
        start) the service counts as running."""
        sched = self.scheduler
        if sched is None or not sched.running:
            return True
        thread = getattr(sched, "_thread", None)
        if thread is not None and not thread.is_alive():
            self.failure = "the scheduler's thread ended unexpectedly (see the log above)"
            return False
        return time.monotonic() - self.beat < self.lock.seconds + self.settings.scan_seconds

    def add_schedules(self, scheduler: Any) -> None:
        """The digest jobs, in the job store in the database: added by the service that
        runs the schedules (again, harmlessly, after a failure half-way), never from a
        job of the scheduler (a job calling the scheduler while it shuts down waits for
        the lock shutdown holds)."""
        if "digests" not in scheduler._jobstores:
            digests = patient_job_store(self.store, self.stopping.is_set)
            # persisted jobs of schedules no longer configured go
            wanted = {f"digest:{s.name}" for s in self.settings.schedules}
            for job in digests.get_all_jobs():
                if job.id not in wanted:
                    log.info("removing job %s (schedule no longer configured)", job.id)
                    digests.remove_job(job.id)
            scheduler.add_jobstore(digests, "digests")
        for s in self.settings.schedules:
            _services[s.name] = self
            # grace: a run delayed by a busy executor or a short pause still happens; a
            # longer outage is the catch-up's job (keyed by fire time, so a second firing
            # is a no-op either way)
            scheduler.add_job("reports.schedule:digest_job", trigger(s), args=(s.name,),
                              id=f"digest:{s.name}", name=f"digest {s.name}",
                              jobstore="digests", replace_existing=True,
                              misfire_grace_time=6 * 3600, coalesce=True)

    def lead(self) -> bool:
        """Take, or keep, the schedules' claim; True when this service holds it. A
        service that lost it (it stalled past its lease and another took over) gives its
        digest jobs up: two schedulers must not share one job store. A stopping service
        takes nothing."""
        with self.turn:
            if self.leading.is_set():
                if not self.loop_running():  # let the lease run out: another may take over
                    return True
                if self.store.renew_claims(self.lock.owner, self.lock.seconds):
                    return True
                self.leading.clear()
                log.warning("another service took over the schedules (this one stalled "
                            "past its lease of %g s)", self.lock.seconds)
                if self.scheduler is not None and "digests" in self.scheduler._jobstores:
                    self.scheduler.remove_jobstore("digests", shutdown=False)  # the engine
                    # is the store's
            if self.publishes and not self.stopping.is_set() and self.lock.claim([SCHEDULER]):
                self.leading.set()
                self.store.set_state(
                    serve_started=datetime.now(UTC).isoformat(timespec="seconds"),
                    serve_pid=os.getpid())
            return self.leading.is_set()

    def _hold(self) -> None:
        """Renew the schedules' claim, or wait to take it over (a thread of its own,
        from the first claim on: a long catch-up, scan or digest never lets the lease
        run out)."""
        while not self.stopping.wait(self.lock.seconds / 4):
            if not self.loop_running() and self.failure:
                log.error("stopping the service: %s; another service takes over the "
                          "schedules", self.failure)
                self.stopping.set()
                return
            try:
                was = self.leading.is_set()
                if self.lead() and self.scheduler is not None and (
                        not was or "digests" not in self.scheduler._jobstores):
                    with self.turn:
                        self.add_schedules(self.scheduler)
                    if not was:
                        log.info("this service runs the schedules now (the one that did "
                                 "stopped)")
                        self.scheduler.add_job(self._take_over, id="take-over",
                                               name="digests due at take-over",
                                               replace_existing=True)
            except DBAPIError as exc:  # the database is away or full: try again
                log.error("schedules claim not renewed: database error: %s",
                          str(exc.orig).splitlines()[0][:200])
            except Exception:  # noqa: BLE001 - try again
                log.exception("schedules claim not renewed")

    def _start_holding(self) -> None:
        self.holder = threading.Thread(target=self._hold, name="schedules-claim", daemon=True)
        self.holder.start()

    def _take_over(self) -> None:
        try:
            for key in catch_up(self.settings, self.store, should_stop=self.stopping.is_set):
                log.info("caught up: %s", key)
        except Exception:  # logged; the next tick tries again
            log.exception("digest catch-up failed")

    def run(self) -> None:
        """Catch up missed digests (when this service runs the schedules), then scan
        and publish until stopped.

        A signal only sets ``stopping``: the main thread waits for it and then shuts the
        scheduler down after the job in progress. (Raising from the handler, as this did,
        could land inside a job-store write or be swallowed by a retry, leaving a job row
        half-written or the service deaf to SIGTERM.)"""
        def on_term(signum: int, frame: object) -> None:
            if self.stopping.is_set():  # a second signal while finishing the job in progress
                if signum == signal.SIGINT:
                    log.warning("second Ctrl-C: stopping now")
                    os._exit(130)  # safe: every write is one transaction
                return
            self.stopping.set()
            log.info("stopping after the job in progress")

        for sig in (signal.SIGTERM, signal.SIGINT):
            signal.signal(sig, on_term)
        scheduler = None
        try:
            led = self.lead()
            if led:
                self._start_holding()
                for key in catch_up(self.settings, self.store,
                                    should_stop=self.stopping.is_set):
                    log.info("caught up: %s", key)
            elif self.publishes:
                self._start_holding()
                holder = self.store.claimed([SCHEDULER]).get(SCHEDULER)
                log.info("the schedules are run by %s; this service reads articles and "
                         "takes them over if it stops",
                         ":".join(holder[0].split(":")[:2]) if holder else "another")
            if self.stopping.is_set():
                return
            scheduler = self.build()
            with self.turn:
                self.scheduler = scheduler
                if self.leading.is_set():
                    self.add_schedules(scheduler)
                    if not led:  # taken over while starting: produce what is due
                        scheduler.add_job(self._take_over, id="take-over",
                                          name="digests due at take-over")
            scheduler.start()
            while not self.stopping.wait(1):
                pass
        finally:
            self.stopping.set()
            if self.holder is not None:  # no claim taken again once it is given back
                self.holder.join()
            if scheduler is not None and scheduler.running:
                # no job submitted from here on, once a round under way has finished (a
                # job submitted after shutdown is an APScheduler error with a traceback)
                scheduler.pause()
                with scheduler._jobstores_lock:
                    pass
                scheduler.shutdown(wait=True)
            for name in [n for n, svc in _services.items() if svc is self]:
                del _services[name]
            # the handlers stay: a late SIGTERM is ignored and a second Ctrl-C exits at
            # once while the process winds down (``serve`` returns to exit right after)
            self.analyzer.close()
            if self.leading.is_set():
                self.leading.clear()
                self.store.set_state(
                    serve_stopped=datetime.now(UTC).isoformat(timespec="seconds"))
                self.lock.release([SCHEDULER])  # another service may take over at once
            self.store.close()
        if self.failure:
            raise ServiceFailed(self.failure)


def service_state(store: Store) -> dict:
    """Which service runs the schedules: the holder of their claim, while its lease
    lasts and it is not known dead; when it last started and stopped."""
    st = store.get_state()
    holder = store.claimed([SCHEDULER]).get(SCHEDULER)
    running = bool(holder and holder[1] > store.clock() and not gone(holder[0]))
    by = ":".join(holder[0].split(":")[:2]) if running else None  # host:pid
    return {"running": running, "by": by, "pid": st.get("serve_pid"),
            "started": st.get("serve_started"), "stopped": st.get("serve_stopped")}


def status(settings: Settings, store: Store, now: datetime | None = None) -> dict:
    """Everything ``reports status`` shows, as JSON-able data (no secrets)."""
    from sqlalchemy.engine import make_url

    now = now or datetime.now(UTC)
    clock = store.clock()  # leases are the database's time
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
        "service": service_state(store),
        "articles": store.count_articles(),
        "last_scan": st.get("last_scan"),
        "pending": [p.as_dict() for p in store.pending().values()],
        "quarantined": [q.as_dict() for q in store.quarantined()],
        "being_read": [{"path": p, "by": owner, "until": until.isoformat(timespec="seconds")}
                       for p, (owner, until) in sorted(store.claimed().items())
                       if p != SCHEDULER and until > clock],
        "schedules": schedules,
        "runs": [r.as_dict() for r in runs[:10]],
        "digests": [d.as_dict() for d in store.digests(limit=10)],
        "deliveries": [d.as_dict() for d in store.deliveries(limit=30)],
    }
