"""Attributions (source, cue, content) found by three learned decisions over the parse.

Trained on PolNeAR (Newell, Margolin and Ruths, LREC 2018; ``scripts/train_attribution.py``,
``make models``), like a semantic-role labeller: for every token, *is it the head of a cue*
("said", "according", "told", "statement"); for a cue, *which of its candidate spans is what
was said* (a complement clause, the quotation beside it, the clause around a parenthetical
"he said", the rest of an "according to" sentence ...); and *which noun phrase is the
source* (its subject, the object of "according to", the agent of a passive ...). Each
decision is a logistic regression over sparse features of the dependency parse (paths,
words, entity types, quotation marks), so a verb or construction the rules never listed is
still found, and every candidate comes from the parse, never from a word list.

The weights (``reports/models/en_attribution/weights.json``) hold feature -> weight maps;
scoring them needs no machine-learning package at run time.
"""

from __future__ import annotations

import bisect
import json
import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

MODEL_DIR = Path(__file__).resolve().parents[2] / "models" / "en_attribution"

_CUE_POS = frozenset({"VERB", "NOUN"})  # PolNeAR dev: 1,344 of 1,345 cues the model took
_NP_POS = frozenset({"NOUN", "PROPN", "PRON"})
_NOT_NP_HEAD = frozenset({"compound", "flat", "amod", "nmod", "det"})
# children never offered as content: function words, and the cue's subject (the speaker, or
# in a passive the thing reported on: "were told to crouch" says nothing of the group told)
_SKIP_CHILD = frozenset({"punct", "aux", "auxpass", "neg", "cc", "mark", "det", "prt",
                         "nsubj", "nsubjpass", "csubj", "csubjpass", "expl", "conj"})
_MAX_PATH = 4
WINDOW = 80  # tokens either side of a cue that its content and source can come from
_OPEN = "“«‘"
_CLOSE = "”»’"


@dataclass(frozen=True)
class Found:
    """One attribution: token indices of the cue's head and the source's head (or -1),
    the content's tokens in text order, and the model's confidence in the cue."""

    cue: int
    source: int
    content: tuple[int, ...]
    kind: str  # which candidate the content is ("child:ccomp", "quote:same", ...)
    score: float


# ---------------------------------------------------------------------- the model

@dataclass(frozen=True)
class Linear:
    """A binary logistic regression over string features."""

    weights: dict[str, float]
    bias: float
    threshold: float

    def prob(self, feats: Iterable[str]) -> float:
        w = self.weights
        z = self.bias + sum(w.get(f, 0.0) for f in feats)
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Linear:
        return cls(dict(d["weights"]), float(d["bias"]), float(d["threshold"]))

    def as_dict(self) -> dict[str, Any]:
        return {"bias": self.bias, "threshold": self.threshold, "weights": self.weights}


@dataclass(frozen=True)
class Model:
    cue: Linear
    content: Linear
    source: Linear

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Model:
        return cls(*(Linear.from_dict(d[k]) for k in ("cue", "content", "source")))

    def as_dict(self) -> dict[str, Any]:
        return {"cue": self.cue.as_dict(), "content": self.content.as_dict(),
                "source": self.source.as_dict()}


@cache
def model(path: Path = MODEL_DIR / "weights.json") -> Model:
    return Model.from_dict(json.loads(path.read_text(encoding="utf-8"))["model"])


# ---------------------------------------------------------------------- the parse

class Context:
    """Per-article facts the features need: sentence and quotation of every token."""

    def __init__(self, doc: Any, sentence_starts: Sequence[int], blocks: Sequence[tuple[int, int]]):
        self.doc = doc
        self.sent = [max(0, bisect.bisect_right(sentence_starts, t.idx) - 1) for t in doc]
        self.n_sents = len(sentence_starts)
        self.block = [-1] * len(doc)  # index of the quotation a token is inside
        self.blocks: list[list[int]] = [[] for _ in blocks]
        starts = [b[0] for b in blocks]
        for t in doc:
            b = bisect.bisect_right(starts, t.idx) - 1
            if b >= 0 and t.idx < blocks[b][1]:
                self.block[t.i] = b
                self.blocks[b].append(t.i)
        self.sent_tokens: list[list[int]] = [[] for _ in range(max(self.n_sents, 1))]
        for t in doc:
            self.sent_tokens[self.sent[t.i]].append(t.i)
        self.sent_words = [len(_words(self, toks)) for toks in self.sent_tokens]

    @classmethod
    def of(cls, parsed: Any) -> Context:
        return cls(parsed.doc, [s.start for s in parsed.sentences],
                   [(a, b) for a, b, _ in quote_blocks(parsed.text)])

    def window(self, i: int) -> list[int]:
        """The tokens of ``i``'s sentence, at most WINDOW either side of it: a run-on "sentence"
        of thousands of tokens (a page without stops) must not make each cue cost all of it."""
        toks = self.sent_tokens[self.sent[i]]
        if len(toks) <= 2 * WINDOW:
            return toks
        return [j for j in toks if abs(j - i) <= WINDOW]

    def quote_near(self, i: int) -> str:
        """Where the nearest quotation of the token's sentence lies: in/before/after/none."""
        if self.block[i] >= 0:
            return "in"
        toks = self.sent_tokens[self.sent[i]]
        before = any(self.block[j] >= 0 for j in toks if j < i)
        after = any(self.block[j] >= 0 for j in toks if j > i)
        return {(True, True): "both", (True, False): "before", (False, True): "after"}.get(
            (before, after), "none")


def _stem(word: str) -> str:
    w = word.lower()
    for end in ("ing", "ed", "es", "s", "e"):
        if w.endswith(end) and len(w) - len(end) >= 3:
            return w[: -len(end)]
    return w


def _ancestors(tok: Any) -> list[Any]:
    out = [tok]
    while out[-1].head.i != out[-1].i and len(out) < 40:
        out.append(out[-1].head)
    return out


def _label(tok: Any) -> str:
    """A path step: the dependency, with the word for prepositions and markers ("prep:by")."""
    dep = tok.dep_
    return f"{dep}:{tok.lower_}" if dep in ("prep", "agent", "mark", "advmod") else dep


def path(a: Any, b: Any) -> str:
    """Dependency path from ``a`` up to the common ancestor and down to ``b``: ">nsubj"
    for a's subject, "<conj>nsubj" for the subject of the verb a is coordinated with,
    "far" beyond four steps."""
    up = _ancestors(a)
    down = _ancestors(b)
    up_i = {t.i: k for k, t in enumerate(up)}
    k_down = next((k for k, t in enumerate(down) if t.i in up_i), None)
    if k_down is None:
        return "far"
    k_up = up_i[down[k_down].i]
    if k_up + k_down > _MAX_PATH:
        return "far"
    ups = ["<" + _label(t) for t in up[:k_up]]
    downs = [">" + _label(t) for t in reversed(down[:k_down])]
    return "".join(ups + downs) or "self"


def _bucket(n: int) -> str:
    return str(n) if n < 4 else "4-7" if n < 8 else "8-15" if n < 16 else "16-31" if n < 32 else "32+"


# ---------------------------------------------------------------------- cues

def cue_candidates(ctx: Context) -> list[int]:
    return [t.i for t in ctx.doc if t.pos_ in _CUE_POS and not t.is_punct and len(t.text) > 1]


def cue_features(ctx: Context, i: int) -> list[str]:
    t = ctx.doc[i]
    low, stem = t.lower_, _stem(t.text)
    head = t.head
    kids = list(t.children)
    deps = {c.dep_ for c in kids}
    subj = next((c for c in kids if c.dep_ in ("nsubj", "nsubjpass", "csubj")), None)
    subj_kind = "none" if subj is None else (subj.ent_type_ or ("PRON" if subj.pos_ == "PRON" else subj.pos_))
    quote = ctx.quote_near(i)
    nxt = ctx.doc[i + 1].lower_ if i + 1 < len(ctx.doc) else "<end>"
    prv = ctx.doc[i - 1].lower_ if i > 0 else "<start>"
    f = [f"w={low}", f"s={stem}", f"pos={t.pos_}", f"tag={t.tag_}", f"dep={t.dep_}",
         f"s+tag={stem}|{t.tag_}", f"s+dep={stem}|{t.dep_}", f"hs={_stem(head.text)}",
         f"dep+hs={t.dep_}|{_stem(head.text)}", f"hpos={head.pos_}", f"subj={subj_kind}",
         f"s+subj={stem}|{subj_kind}", f"q={quote}", f"s+q={stem}|{quote}",
         f"next={nxt}", f"prev={prv}", f"s+next={stem}|{nxt}", f"suf={low[-3:]}",
         f"ent={t.ent_type_}"]
    for d in deps:
        f.append(f"kid={d}")
        f.append(f"s+kid={stem}|{d}")
    for c in kids:
        if c.dep_ in ("ccomp", "xcomp", "dobj", "prep", "mark", "advcl"):
            f.append(f"kidw={c.dep_}|{c.lower_}")
        if c.dep_ == "ccomp":
            mark = next((g.lower_ for g in c.children if g.dep_ == "mark"), "")
            f.append(f"ccomp_mark={mark}")
    if "auxpass" in deps or "nsubjpass" in deps:
        f.append("passive")
        f.append(f"s+passive={stem}")
    if "neg" in deps:
        f.append("neg")
    after = ctx.doc[i + 1:i + 3].text
    if ":" in after:
        f.append("colon_after")
    if "," in after or "." in after:
        f.append("punct_after")
    if ctx.sent[i] == 0:
        f.append("first_sentence")
    return f


# ---------------------------------------------------------------------- content

@dataclass(frozen=True)
class Span:
    """A content candidate: its word tokens, and every way the parse offers it
    ("child:ccomp" and "quote:before" for the quoted complement of a "..., she said")."""

    kinds: tuple[str, ...]
    tokens: tuple[int, ...]

    @property
    def kind(self) -> str:
        return "+".join(self.kinds)


def _words(ctx: Context, toks: Iterable[int]) -> tuple[int, ...]:
    return tuple(sorted(j for j in toks if not ctx.doc[j].is_punct and not ctx.doc[j].is_space))


def content_candidates(ctx: Context, i: int) -> list[Span]:
    """Spans of the cue's sentence (and its neighbours) that may be what was said."""
    doc, t = ctx.doc, ctx.doc[i]
    s = ctx.sent[i]
    own = set(ctx.window(i))
    out: dict[tuple[int, ...], list[str]] = {}

    def add(kind: str, toks: Iterable[int]) -> None:
        words = _words(ctx, toks)
        if len(words) >= 2:
            out.setdefault(words, []).append(kind)

    sub_t = {x.i for x in t.subtree}
    # "told X ... and said Y": the coordinated verb makes a statement of its own
    second = {x.i for c in t.children if c.dep_ == "conj" and c.pos_ in ("VERB", "AUX")
              for x in c.subtree} | {c.i for c in t.children if c.dep_ == "cc"}
    for c in t.children:
        if c.dep_ in _SKIP_CHILD:
            continue
        add(f"child:{c.dep_}", (x.i for x in c.subtree if x.i in own))
        if c.dep_ == "prep":
            for g in c.children:
                add(f"grand:{c.lower_}:{g.dep_}", (x.i for x in g.subtree if x.i in own))
    if t.head.i != i and t.head.i in own:
        add(f"head:{t.dep_}", (x.i for x in t.head.subtree if x.i in own and x.i not in sub_t))
    add("rest", (j for j in own if j not in sub_t))
    add("right", (j for j in own if j > i and j not in second))
    add("left", (j for j in own if j < min(sub_t)))
    here: list[int] = []  # the quotations of the cue's sentence
    following: list[int] = []  # the first quotation of the next one
    for b, toks in enumerate(ctx.blocks):
        if not toks:
            continue
        where = ctx.sent[toks[0]]
        if where == s or ctx.sent[toks[-1]] == s:
            rel = "in" if ctx.block[i] == b else "before" if toks[-1] < i else "after"
            add(f"quote:{rel}", toks)
            here.extend(toks)
        elif where == s + 1 or ctx.sent[toks[-1]] == s - 1:
            add("quote:next" if where == s + 1 else "quote:prev", toks)
            if where == s + 1:
                following = toks
    if here:  # a quotation split by its cue: "“We must act,” he said, “or ...”"
        add("quote:all", here)
        if following:  # "“X,” she said. “Y.”": one statement over two sentences
            add("quote:on", here + following)
    if s + 1 < ctx.n_sents and doc[ctx.sent_tokens[s][-1]].text == ":":
        add("next_sentence", ctx.sent_tokens[s + 1])
    return [Span(tuple(kinds), words) for words, kinds in out.items()]


def content_features(ctx: Context, i: int, span: Span) -> list[str]:
    doc = ctx.doc
    t = doc[i]
    stem = _stem(t.text)
    first, last = doc[span.tokens[0]], doc[span.tokens[-1]]
    n = len(span.tokens)
    quoted = sum(1 for j in span.tokens if ctx.block[j] >= 0) / n
    qb = "all" if quoted > 0.9 else "some" if quoted > 0.1 else "none"
    side = "right" if first.i > i else "left" if last.i < i else "around"
    verbs = sum(1 for j in span.tokens if doc[j].pos_ in ("VERB", "AUX"))
    cover = _bucket(round(10 * n / max(ctx.sent_words[ctx.sent[i]], 1)))
    cueq = ctx.quote_near(i)
    f = [f"len={_bucket(n)}", f"first={first.lower_}", f"firstpos={first.pos_}",
         f"lastpos={last.pos_}", f"q={qb}", f"side={side}", f"verbs={min(verbs, 3)}",
         f"cover={cover}", f"cueq={cueq}", f"firstent={first.ent_type_}", f"ways={len(span.kinds)}"]
    for kind in span.kinds:
        f += [f"k={kind}", f"k+s={kind}|{stem}", f"k+tag={kind}|{t.tag_}", f"k+len={kind}|{_bucket(n)}",
              f"k+first={kind}|{first.lower_}", f"k+q={kind}|{qb}", f"k+side={kind}|{side}",
              f"k+verbs={kind}|{min(verbs, 3)}", f"k+cover={kind}|{cover}", f"k+cueq={kind}|{cueq}"]
    return f


# ---------------------------------------------------------------------- source

def source_candidates(ctx: Context, i: int) -> list[int]:
    """Heads of the noun phrases of the cue's sentence."""
    own = ctx.window(i)
    return [j for j in own if j != i and ctx.doc[j].pos_ in _NP_POS
            and ctx.doc[j].dep_ not in _NOT_NP_HEAD]


def source_features(ctx: Context, i: int, j: int) -> list[str]:
    t, c = ctx.doc[i], ctx.doc[j]
    stem = _stem(t.text)
    p = path(t, c)
    kind = c.ent_type_ or ("PRON" if c.pos_ == "PRON" else c.tag_)
    dist = _bucket(abs(j - i))
    side = "before" if j < i else "after"
    inq = "inq" if ctx.block[j] >= 0 and ctx.block[j] != ctx.block[i] else "outq"
    f = [f"p={p}", f"p+s={p}|{stem}", f"p+kind={p}|{kind}", f"kind={kind}", f"dist={dist}",
         f"side={side}", f"p+side={p}|{side}", f"inq={inq}", f"p+inq={p}|{inq}",
         f"dep={c.dep_}", f"pos={c.pos_}", f"s+dep={stem}|{c.dep_}"]
    if c.pos_ == "PRON":
        f.append(f"pron={c.lower_}")
    return f


# ---------------------------------------------------------------------- decoding

def find(ctx: Context, m: Model | None = None) -> list[Found]:
    """Every attribution the model finds in ``ctx``'s article, in text order."""
    m = m or model()
    out = []
    cues = {i: p for i in cue_candidates(ctx) if (p := m.cue.prob(cue_features(ctx, i))) >= m.cue.threshold}
    cue_sents = {ctx.sent[i] for i in cues}
    for i, p in cues.items():
        # a quotation in the next (or last) sentence is this cue's only when its own sentence
        # quotes nothing and the other sentence has no cue of its own ("“X,” A said. “Y,” B added.")
        own_quote = any(ctx.block[j] >= 0 for j in ctx.sent_tokens[ctx.sent[i]])
        here = ctx.sent[i]
        spans = [sp for sp in content_candidates(ctx, i)
                 if not (set(sp.kinds) <= {"quote:next", "quote:prev"} and own_quote)
                 and not (set(sp.kinds) & {"quote:next", "quote:prev", "quote:on"}
                          and any(ctx.sent[j] != here and ctx.sent[j] in cue_sents for j in sp.tokens))]
        if not spans:
            continue
        best = max(spans, key=lambda sp: m.content.prob(content_features(ctx, i, sp)))
        cands = [j for j in source_candidates(ctx, i) if j not in best.tokens]
        if any(c.dep_ in ("nsubjpass", "auxpass") for c in ctx.doc[i].children):
            # "were told to crouch", "is said to be": a passive cue's source is its agent or none
            cands = [j for j in cands if path(ctx.doc[i], ctx.doc[j]).startswith(">agent")]
        sources = [(m.source.prob(source_features(ctx, i, j)), j) for j in cands]
        top = max(sources, default=(0.0, -1))
        source = top[1] if top[0] >= m.source.threshold else -1
        out.append(Found(i, source, best.tokens, best.kind, p))
    return out


def text_of(doc: Any, tokens: Sequence[int]) -> str:
    """The content's text as written: its tokens' runs, joined by a space where a gap is."""
    runs: list[list[int]] = []
    for j in tokens:
        if runs and j - runs[-1][-1] <= 2 and all(doc[k].is_punct for k in range(runs[-1][-1] + 1, j)):
            runs[-1].append(j)
        else:
            runs.append([j])
    text = " ".join(doc[r[0]:r[-1] + 1].text for r in runs)
    return re.sub(r"\s+", " ", text).strip()


def quote_blocks(text: str) -> list[tuple[int, int, str]]:
    """(start, end, text) of quoted passages; a run of quotes with only spaces between
    (a statement quoted over several sentences) is one block."""
    marks: list[tuple[int, str, int]] = []
    for m in re.finditer(r"''|[\"“”«»]|(?<!\w)‘|’(?!\w)", text):  # '' : typewriter quotes
        ch = m.group()
        pos = m.start()
        before = text[pos - 1] if pos else " "
        after = text[m.end()] if m.end() < len(text) else " "
        if ch in _OPEN:
            kind = "open"
        elif ch in _CLOSE:
            kind = "close"
        elif before.isspace() or before in "([—–-:" or pos == 0:
            kind = "open"
        elif after.isspace() or after in ".,;:!?)" or m.end() == len(text):
            kind = "close"
        else:
            kind = "open" if not before.isalnum() else "close"
        marks.append((pos, kind, len(ch)))
    spans: list[tuple[int, int]] = []
    open_at: int | None = None
    for pos, kind, width in marks:
        if kind == "open":
            if open_at is not None:  # a new quote opens: the previous one ran to here
                spans.append((open_at, pos))
            open_at = pos + width
        elif open_at is not None:
            spans.append((open_at, pos))
            open_at = None
    if open_at is not None:
        end = text.find("\n\n", open_at)
        spans.append((open_at, end if end != -1 else len(text)))
    blocks: list[tuple[int, int]] = []
    for s, e in spans:
        if blocks and not text[blocks[-1][1]:s].strip(" \t\"“”'’‘\n") \
                and "\n\n" not in text[blocks[-1][1]:s]:
            blocks[-1] = (blocks[-1][0], e)
        else:
            blocks.append((s, e))
    return [(s, e, clean_text(text[s:e])) for s, e in blocks]


def clean_text(text: str) -> str:
    text = re.sub(r"\s+", " ", text).strip()
    text = text.replace("''", "").replace("“", "").replace("”", "").replace('"', "")
    text = re.sub(r"^(?:that|:)\s+", "", text.strip())
    return text.strip(" ,;:-–—").strip()
