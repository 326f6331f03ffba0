"""reports: news articles in, briefings editors trust out.

Pipeline: sources -> ingest -> store -> analysis -> briefing -> render -> deliver.
"""

from __future__ import annotations

__version__ = "0.1.0"

__all__ = ["__version__"]
