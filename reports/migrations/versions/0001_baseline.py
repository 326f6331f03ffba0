"""The schema as the store made it before migrations (release 0.1.0, up to commit 0dc544b).

Revision ID: 0001
Revises:
Create Date: 2026-12-05

A fresh database gets every table below. A database made before migrations (it has no
``alembic_version``: ``Store.create_tables`` made its tables as they came, adding columns
and indexes to those made by still older versions) gets what it lacks of them: missing
tables, columns and indexes, and on PostgreSQL the full-text indexes. Then Alembic stamps
it 0001, as a fresh one. Nothing there is changed or rewritten, only added: such a
database holds its users' articles, every schema before this one is a part of it (the
store only ever added, and only nullable columns), and making the missing parts here, in
the migration, leaves one way for a schema to come about. Were 0001 only a stamp, the
next migration would meet databases that lack what it expects.

The tables are written out here rather than taken from ``store.metadata``: that says what
the schema is at the head, which later migrations change; 0001 makes 0001's forever.
"""

from alembic import op
from sqlalchemy import (
    Column,
    Float,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    MetaData,
    String,
    Table,
    Text,
    inspect,
    text,
)

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

schema = MetaData()

Table(
    "articles", schema,
    Column("hash", String(64), primary_key=True),
    Column("id", String(16), nullable=False, index=True),
    Column("title", Text, nullable=False),
    Column("language", String(8), nullable=False),
    Column("text", Text, nullable=False),
    Column("analysis", Text, nullable=False),
    Column("published", String(32)),
    Column("first_seen", String(32), nullable=False, index=True),
    Column("outlet", Text),
    Column("bylines", Text),
)

Table(
    "sources", schema,
    Column("path", Text, primary_key=True),
    Column("hash", String(64), ForeignKey("articles.hash"), nullable=False),
    Column("size", Integer, nullable=False),
    Column("mtime", Float, nullable=False),
    Column("first_seen", String(32), nullable=False),
    Column("last_seen", String(32), nullable=False),
    Index("ix_sources_hash", "hash"),
)

Table(
    "versions", schema,
    Column("path", Text, primary_key=True),
    Column("hash", String(64), primary_key=True),
    Column("seen", String(32), nullable=False),
)

Table(
    "quarantine", schema,
    Column("path", Text, primary_key=True),
    Column("reason", Text, nullable=False),
    Column("size", Integer, nullable=False),
    Column("mtime", Float, nullable=False),
    Column("seen", String(32), nullable=False),
)

Table(
    "pending", schema,
    Column("path", Text, primary_key=True),
    Column("size", Integer, nullable=False),
    Column("mtime", Float, nullable=False),
    Column("first_seen", String(32), nullable=False),
    Column("last_seen", String(32), nullable=False),
)

Table(
    "runs", schema,
    Column("schedule", String(100), primary_key=True),
    Column("fire_time", String(32), primary_key=True),
    Column("status", String(16), nullable=False),
    Column("started", String(32), nullable=False),
    Column("finished", String(32)),
    Column("digest_key", Text),
    Column("error", Text),
    Column("period_start", String(32)),
    Column("note", Text),
    Column("attempts", Integer),
    Column("next_attempt", String(32)),
    Column("covered_by", Text),
)

Table(
    "reported", schema,
    Column("schedule", String(100), primary_key=True),
    Column("article_id", String(16), primary_key=True),
    Column("digest_key", Text, nullable=False),
)

Table(
    "digests", schema,
    Column("key", String(200), primary_key=True),
    Column("schedule", String(100)),
    Column("title", Text, nullable=False),
    Column("period_start", String(32), nullable=False),
    Column("period_end", String(32), nullable=False),
    Column("stories", Integer, nullable=False),
    Column("lang", String(8), nullable=False, default="en"),
    Column("files", Text, nullable=False),
    Column("created", String(32), nullable=False, index=True),
)

Table(
    "deliveries", schema,
    Column("digest_key", String(200), primary_key=True),
    Column("recipient", String(320), primary_key=True),
    Column("status", String(16), nullable=False),
    Column("attempts", Integer, nullable=False, default=0),
    Column("last_error", Text),
    Column("next_attempt", String(32), nullable=False),
    Column("claimed_at", String(32)),
    Column("sent_at", String(32)),
    Column("message_id", Text),
    Column("created", String(32), nullable=False),
)

Table(
    "state", schema,
    Column("key", String(64), primary_key=True),
    Column("value", Text, nullable=False),
)

Table(
    "claims", schema,
    Column("path", Text, primary_key=True),
    Column("owner", String(200), nullable=False),
    Column("expires", String(32), nullable=False),
)

Table(
    "link_state", schema,
    Column("what", String(16), primary_key=True),
    Column("fingerprint", String(64), nullable=False),
    Column("updated", String(32), nullable=False),
)

Table(
    "linked_entities", schema,
    Column("id", String(16), primary_key=True),
    Column("rank", Integer, nullable=False, index=True),
    Column("data", Text, nullable=False),
)

Table(
    "entity_mentions", schema,
    Column("article_id", String(16), primary_key=True),
    Column("kind", String(16), primary_key=True),
    Column("name", Text, primary_key=True),
    Column("entity_id", String(16), nullable=False, index=True),
)

Table(
    "entity_names", schema,
    Column("entity_id", String(16), nullable=False, index=True),
    Column("folded", Text, nullable=False),
    Column("skeleton", Text, nullable=False, index=True),
)

Table(
    "article_words", schema,
    Column("article_id", String(16), primary_key=True),
    Column("folded", Text, nullable=False),
)

Table(
    "linked_stories", schema,
    Column("id", String(16), primary_key=True),
    Column("rank", Integer, nullable=False, index=True),
    Column("data", Text, nullable=False),
)

Table(
    "story_members", schema,
    Column("story_id", String(16), primary_key=True),
    Column("article_id", String(16), primary_key=True, index=True),
)

Table(
    "link_keys", schema,
    Column("key", Text, nullable=False, index=True),
    Column("entity_id", String(16), nullable=False, index=True),
    Column("skeleton", Text),
)

Table(
    "article_events", schema,
    Column("article_id", String(16), nullable=False, index=True),
    Column("key", Text, nullable=False),
    Column("day", String(10), nullable=False),
    Index("article_events_key_day", "key", "day"),
)

Table(
    "article_meanings", schema,
    Column("text_key", String(40), primary_key=True),
    Column("vector", LargeBinary, nullable=False),
)

FTS = ("entity_names", "article_words")  # what a dossier searches: a full-text index each


def upgrade() -> None:
    """Make what the database lacks of ``schema``, in dependency order (``sources``
    names ``articles``)."""
    c = op.get_bind()
    have = inspect(c)
    present = set(have.get_table_names())
    for table in schema.sorted_tables:
        if table.name not in present:
            table.create(c)
        else:
            columns = {col["name"] for col in have.get_columns(table.name)}
            for col in table.columns:
                if col.name not in columns:  # nullable, as the store added them
                    op.add_column(table.name, Column(col.name, col.type))
            indexes = {i["name"] for i in have.get_indexes(table.name)}
            for index in table.indexes:
                if index.name not in indexes:
                    index.create(c)
        if c.dialect.name == "postgresql" and table.name in FTS:
            # the GIN index of the words, on the expression ``store._words_in`` queries; the
            # 'simple' configuration: ``folded`` is words of any language (no stemming, no
            # stop words). SQLite's FTS5 tables are made by the store as the links are.
            c.execute(text(f"CREATE INDEX IF NOT EXISTS {table.name}_fts ON {table.name} "
                           "USING gin (to_tsvector('simple', folded))"))


def downgrade() -> None:
    raise NotImplementedError("0001 is the first schema: there is none before it to go back to")
