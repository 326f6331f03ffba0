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
