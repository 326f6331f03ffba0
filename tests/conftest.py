"""Shared fixtures: paths to the seeds and the shared eval data."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples" / "articles"
SHARED = ROOT.parent / "shared"


@pytest.fixture
def examples() -> Path:
    return EXAMPLES


def seed(prefix: str) -> Path:
    """The example article whose file name starts with ``prefix`` (e.g. "002")."""
    return next(EXAMPLES.glob(f"{prefix}_*"))


def seed_briefing(root: Path, extra: dict[str, bytes] | None = None):
    """The examples (plus ``extra`` files) copied to ``root/articles``, ingested into a
    store at ``root/reports.db``: returns (settings, store, digest of the last hour)."""
    import shutil
    from datetime import UTC, datetime, timedelta

    from reports import briefing
    from reports.config import Settings
    from reports.ingest import ingest
    from reports.store import Store

    src = root / "articles"
    src.mkdir()
    for p in sorted(EXAMPLES.glob("*.txt")):
        shutil.copy(p, src / p.name)
    for name, data in (extra or {}).items():
        (src / name).write_bytes(data)
    settings = Settings(database=str(root / "reports.db"), sources=(str(src),),
                        templates=str(root / "no-user-templates"), output=str(root / "out"))
    store = Store(settings.database_url)
    ingest(settings, store, [src])
    now = datetime.now(UTC)
    b = briefing.digest(store, now - timedelta(hours=1), now + timedelta(hours=1),
                        "Morning Briefing")
    return settings, store, b
