"""Standing alerts and what they matched (issue 31).

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-05

``alerts``: a saved query (an entity in either script, a kind of event, a country, words,
a toll threshold) with its recipients. ``alert_matches``: one row per alert, story thread
and fingerprint of the story's facts that matter (its tolls, its languages); the row is
the once-only record of a change, so an e-mail goes out when one is inserted and never
again for the same change.
"""

from alembic import op
from sqlalchemy import Column, String, Text, inspect

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # a table there already is kept: a database whose alembic_version was lost (read as
    # one from before migrations: 0001 then adds only what it lacks) may hold these
    there = set(inspect(op.get_bind()).get_table_names())
    if "alerts" not in there:
        _alerts()
    if "alert_matches" not in there:
        _matches()


def _alerts() -> None:
    op.create_table(
        "alerts",
        Column("id", String(16), primary_key=True),
        Column("name", Text, nullable=False),
        Column("query", Text, nullable=False),  # Query.as_dict() as JSON
        Column("recipients", Text, nullable=False),  # JSON list of addresses
        Column("created", String(32), nullable=False),
    )


def _matches() -> None:
    op.create_table(
        "alert_matches",
        Column("alert_id", String(16), primary_key=True),
        Column("thread", String(16), primary_key=True),  # the story's first matched id
        Column("fingerprint", String(16), primary_key=True),
        Column("story_id", String(16), nullable=False),
        Column("data", Text, nullable=False),  # Match.as_dict() as JSON
        Column("created", String(32), nullable=False, index=True),
    )


def downgrade() -> None:
    op.drop_table("alert_matches")
    op.drop_table("alerts")
