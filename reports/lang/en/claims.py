"""Who said what: claims with their speaker, sentence and polarity.

What is an attribution (cue, content, source) is decided by the model trained on PolNeAR
(``attribution``); here its findings become claims: the source is mapped to the article's
people and organizations ("Mr Brown" -> "Gordon Brown", "the paper" -> the newspaper named
before), pronouns and titles to the last speaker of the right kind, unnamed sources keep
their description ("local human rights advocates"), quotations without a cue of their own
continue the previous speaker, and refused or denied speech says so ("would not say ...").
Arabic claims: ``reports.lang.ar.claims``.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field
from typing import Any

from ...analysis.nlp import Parsed
from ...model import Claim, Entity
from . import attribution
from . import words as en
from .attribution import clean_text as _clean_text
from .attribution import quote_blocks

_MIN_QUOTE_WORDS = 4  # shorter quoted phrases are scare quotes, not statements
_NAME_DEPS = ("compound", "flat", "appos", "amod", "det", "poss", "case", "nmod", "punct")


@dataclass
class _Speaker:
    text: str  # entity name, or the description as written
    kind: str  # "person" | "organization" | "group" | "he" | "they"
    named: bool
    role: str = ""  # head noun of a definite description ("the chancellor" -> "chancellor")
    head: Any = field(default=None, compare=False, repr=False)  # a description's head token


@dataclass
class _Draft:
    speaker: _Speaker
    verb: str
    text: str
    quote: bool
    first: int  # first and last sentence index
    last: int
    pos: int  # character offset, for ordering
    blocks: list[int] = field(default_factory=list)
    written: str = ""  # the source as the sentence words it, when not a pronoun
    polarity: str = ""  # Claim.polarity


def extract(parsed: Parsed, people: tuple[Entity, ...], orgs: tuple[Entity, ...],
            model: attribution.Model | None = None) -> tuple[Claim, ...]:
    """Claims of ``parsed``, in text order, one per reported statement (``model``: the
    shipped attribution model unless given, as the training script does)."""
    return _English(parsed, people, orgs, model).run()


class _English:
    def __init__(self, parsed: Parsed, people: tuple[Entity, ...], orgs: tuple[Entity, ...],
                 model: attribution.Model | None = None):
        self.model = model
        self.parsed = parsed
        self.doc = parsed.doc
        self.text = parsed.text
        self.people = people
        self.orgs = orgs
        self.starts = [s.start for s in parsed.sentences]
        self.blocks = quote_blocks(self.text)
        # blocks are sorted and disjoint: bisect instead of scanning them per verb
        self.block_starts = [b[0] for b in self.blocks]
        self.block_ends = [b[1] for b in self.blocks]
        self.anaphors: dict[str, list[tuple[int, int, Entity]]] = {}
        self.headline = {s.index for s in parsed.sentences if _is_headline(s.text)}
        first = parsed.sentences[0] if parsed.sentences else None
        if first is not None and not first.text.rstrip().endswith((".", "!", "?", '"', "”")) \
                and parsed.text[first.end:first.end + 2] == "\n\n":
            self.headline.add(0)  # the headline paragraph: a title, not a statement

    # ------------------------------------------------------------------ driver
    def sent_of(self, char: int) -> int:
        return max(0, bisect.bisect_right(self.starts, char) - 1)

    def run(self) -> tuple[Claim, ...]:
        drafts: list[_Draft] = []
        used: set[int] = set()
        ctx = attribution.Context.of(self.parsed)
        found = attribution.find(ctx, self.model)
        # "claimed responsibility for ...": what is claimed is the object, below
        found = [f for f in found if not (en.verb_lemma(self.doc[f.cue].text) == "claim"
                                          and _expresses(self.doc[f.cue]))]
        taken = {f.cue for f in found}.union(*(f.content for f in found))
        # "raised questions about ...", "voiced concern that ...": reporting by the object,
        # which the model (trained on verbs of saying) does not take for a cue; not inside
        # what someone said ("groups said the move raised questions")
        found += [attribution.Found(t.i, -1, _object_words(t), "expression", 1.0)
                  for t in self.doc if t.i not in taken and _expresses(t)]
        for f in found:
            draft = self._from_found(f, ctx, used)
            if draft is not None:
                drafts.append(draft)
        drafts.sort(key=lambda d: d.pos)
        drafts = self._continued_quotes(drafts, used)
        drafts = self._resolve(drafts)
        return tuple(self._claim(d) for d in _dedupe(drafts))

    # ------------------------------------------------------------------ the model
    def _from_found(self, f: attribution.Found, ctx: attribution.Context, used: set[int]) -> _Draft | None:
        """A claim from one attribution the model found, or None (headlines, no speaker)."""
        tok = self.doc[f.cue]
        sent = self.sent_of(tok.idx)
        if sent in self.headline:
            return None
        if _takes(tok) and f.kind != "expression":
            return None
        if tok.tag_ == "VBN" and tok.dep_ in ("advcl", "acl", "amod") and not any(
                c.dep_ in ("nsubj", "nsubjpass", "aux", "auxpass") for c in tok.children):
            return None  # "Asked about the claims, the mayor said ...": the mayor was asked
        subj = self._quoted(tok) or (self.doc[f.source] if f.source >= 0 else self._subject(tok))
        if subj is None or subj.lower_ in en.FIRST_PERSON:
            return None  # no speaker in view, or the reporter's own narration
        polarity = _polarity(tok)
        content = _as_saying(tok) or f.content
        if polarity:  # the text keeps its cue: "would not say how ...", "denied that ..."
            whole = set(content) | _cue_phrase(tok)
            content = tuple(range(min(whole), max(whole) + 1))
        text = _clean_text(attribution.text_of(self.doc, content))
        if len(text.split()) < 2:
            return None
        blocks = sorted({ctx.block[j] for j in f.content if ctx.block[j] >= 0})
        quoted = sum(1 for j in f.content if ctx.block[j] >= 0) >= 0.8 * len(f.content)
        used.update(blocks)
        sents = [self.sent_of(self.doc[j].idx) for j in f.content]
        first, last = min(sents + [sent]), max(sents + [sent])
        verb = "according to" if tok.lower_ == "according" else tok.text
        written = "" if subj.pos_ == "PRON" else _description(subj)
        return _Draft(self._speaker(subj, sent), verb, text, quoted and not polarity, first, last,
                      tok.idx, blocks, written, polarity)

    def _subject(self, tok: Any) -> Any | None:
        subj = self._any_subject(tok)
        if subj is not None and self.sent_of(subj.idx) != self.sent_of(tok.idx):
            return None  # the parser ran across a paragraph break
        return subj

    @staticmethod
    def _quoted(tok: Any) -> Any | None:
        """ "X was quoted as saying ...": X; "Interfax quoted X as saying ...": X (whether
        the cue is "saying" or "quoted")."""
        if en.verb_lemma(tok.text) == "quote" and any(c.dep_ == "prep" and c.lower_ == "as"
                                                      for c in tok.children):
            quoting = tok
        else:
            quoting = next((a for a in tok.ancestors if a.pos_ == "VERB"), None)
            if tok.lower_ != "saying" or quoting is None or en.verb_lemma(quoting.text) != "quote":
                return None
        return next((c for dep in ("nsubjpass", "dobj") for c in quoting.children if c.dep_ == dep), None)

    def _any_subject(self, tok: Any) -> Any | None:
        quoted = self._quoted(tok)
        if quoted is not None:
            return quoted
        subjects = [c for c in tok.children if c.dep_ in ("nsubj", "csubj")]
        if subjects:  # "The charity's head ..., Simon Wright said": the name wins
            named = [c for c in subjects if c.ent_type_ in ("PERSON", "ORG")]
            return (named or subjects)[-1 if named else 0]
        if tok.dep_ == "relcl":  # "Khalef, who said ..."
            return tok.head
        if tok.dep_ in ("conj", "xcomp", "advcl") and tok.head.i != tok.i \
                and self.sent_of(tok.head.idx) == self.sent_of(tok.idx):
            return self._any_subject(tok.head)
        return None

    # ------------------------------------------------------------------ quotes
    def _in_quote(self, char: int) -> bool:
        i = bisect.bisect_right(self.block_starts, char) - 1
        return i >= 0 and char < self.block_ends[i]

    def _continued_quotes(self, drafts: list[_Draft], used: set[int]) -> list[_Draft]:
        """Quotations with no verb of their own: the speaker just quoted goes on, or the
        clause before a colon introduces them ("... resumes: “I feel ...”")."""
        out = list(drafts)
        for i, (qs, qe, text) in enumerate(self.blocks):
            if i in used or len(text.split()) < _MIN_QUOTE_WORDS:
                continue
            sent = self.sent_of(qs)
            if sent in self.headline:
                continue
            after = next((d for d in out if qe <= d.pos <= qe + 40 and d.speaker.named
                          and not d.blocks and not text.rstrip().endswith(".")
                          and "\n" not in self.text[qe:d.pos]
                          and re.fullmatch(r"[\s,”\"’']*[\w .'’-]*", self.text[qe:d.pos])), None)
            if after is not None:  # "“How can they ...?” Karimov said, using ...": his
                out.append(_Draft(after.speaker, after.verb, text, True, sent, self.sent_of(qe - 1),
                                  qs, [i], after.written))
                continue
            # the speaker of the last quotation goes on ("The bank “...,” it said. “...”")
            whole = self.parsed.sentences[sent].text.strip(" \t\n\"“”‘’'") == text.strip(" \"“”‘’'")
            prev = [d for d in out if d.pos < qs and (d.quote or (d.blocks and whole))
                    and sent - d.last <= 2]
            if prev:
                p = max(prev, key=lambda d: d.pos)
                # one claim per sentence (each points back to its own), the speaker's still
                out.append(_Draft(p.speaker, p.verb, text, True, sent, self.sent_of(qe - 1), qs, [i],
                                  p.written))
                continue
            s = self.parsed.sentences[sent]
            lead = self.text[s.start:qs].rstrip(" \t\n\"“‘'")
            if lead.endswith(":"):
                root = next((t for t in self.doc.char_span(s.start, s.start + len(lead),
                                                           alignment_mode="contract") or ()
                             if t.dep_ == "ROOT"), None)
                subj = self._subject(root) if root is not None else None
                if subj is not None and subj.lower_ not in en.FIRST_PERSON:
                    out.append(_Draft(self._speaker(subj, sent), root.text, text, True, sent,
                                      self.sent_of(qe - 1), root.idx, [i]))
        out.sort(key=lambda d: d.pos)
        return out

    # ------------------------------------------------------------------ speakers
    def _speaker(self, subj: Any, sent: int) -> _Speaker:
        """The speaker a subject token stands for: an entity, a pronoun or a description."""
        low = subj.lower_
        if low in en.PERSON_PRONOUNS:
            main = self._main_subject(subj)
            if main is not None:  # "The chancellor unveiled a plan which he likened to ..."
                return self._speaker(main, sent)
            return _Speaker(subj.text, "he", False)
        if low in en.GROUP_PRONOUNS:
            return _Speaker(subj.text, "they", False)
        if low in ("who", "that", "which") and subj.head.dep_ == "relcl":
            subj = subj.head.head
        for c in subj.children:  # "The letter, from the Home Office, says"
            if c.dep_ == "prep" and c.lower_ == "from" and subj.ent_type_ == "":
                for o in c.children:
                    words = sorted(_name_tokens(o), key=lambda t: t.i)
                    ent = _match_entity(" ".join(t.text for t in words), self.orgs, "organization")
                    if ent is not None:
                        return _Speaker(ent.name, "organization", True)
        ent = None
        for owners in (False, True):  # "Hezbollah's Al Manar television": Al Manar speaks
            name_toks = _name_tokens(subj, owners)
            phrase = " ".join(t.text for t in sorted(name_toks, key=lambda t: t.i))
            ent = _match_entity(phrase, self.people, "person") or _match_entity(
                phrase, self.orgs, "organization")
            if ent is not None:
                break
        if ent is not None and ent.kind == "organization":
            ent = _expanded(ent, self.orgs)  # "the BOE": the Bank of England
        if ent is not None and ent.kind == "organization" and subj.lower_ in en.TITLES \
                and subj.text not in ent.name.split():
            # "A Home Office minister": a person of the office, not the office (but "a
            # Foreign Office spokesman" speaks for it)
            ent = None
        desc = _description(subj)
        if ent is None:  # "The Union of Aleppo Medics": the name runs on past "of"
            org = _match_entity(desc, self.orgs, "organization")
            if org is not None and subj.text in org.name.split():
                ent = org
        if ent is not None and ent.kind == "person":
            whole = _whole_person(subj)
            if whole and ent.name in whole and len(whole) > len(ent.name):
                # "Thamer Abbas al-Ghadhban": the tagger split the name in two entities
                return _Speaker(whole, "person", True)
        if ent is not None:
            return _Speaker(ent.name, ent.kind, True)
        head = subj.lower_
        body = en.FUNCTION_NAMES.get(head, head if head in en.BODY_NOUNS else "")
        if body and subj.tag_ == "NN" and any(c.lower_ == "the" for c in subj.children):
            # "The lender said", "the bank said": the one body named so far that is one
            named = [o for o in self.orgs if o.sentences and min(o.sentences) <= sent
                     and body in {_singular(w) for w in re.findall(
                         r"[\w-]+", " ".join((o.name, *o.aliases)).lower())}]
            if len(named) == 1:
                return _Speaker(named[0].name, "organization", True)
        if head in en.ORG_ANAPHORS and any(c.lower_ == "the" for c in subj.children):
            # "the paper", "the ministry": the organization named before; "the health
            # ministry" only one whose name has "health"
            mods = [c.lower_ for c in subj.children if c.dep_ in ("compound", "amod")]
            org = self._anaphor_org(head, subj.idx) or self._recent_org(sent)
            if org is not None and all(m in " ".join((org.name, *org.aliases)).lower() for m in mods):
                return _Speaker(org.name, "organization", True)
        # "one of the soldiers", "a police officer": a person; "activists", "the ministry": a group
        plural = subj.tag_ in ("NNS", "NNPS") or head in en.ORG_NOUNS or head in en.ORG_ANAPHORS
        kind = "group" if plural else "person"
        role = head if any(c.lower_ == "the" for c in subj.children) else ""
        return _Speaker(desc, kind, False, role, subj)

    def _main_subject(self, pron: Any) -> Any | None:
        """The subject of the main clause when ``pron`` sits in a clause below it."""
        verb = pron.head
        if verb.dep_ not in ("relcl", "advcl", "ccomp", "acl"):
            return None
        root = next((a for a in verb.ancestors if a.dep_ == "ROOT"), None)
        if root is None or self.sent_of(root.idx) != self.sent_of(pron.idx):
            return None
        subj = next((c for c in root.children if c.dep_ == "nsubj"), None)
        if subj is None or subj.i > pron.i or subj.pos_ == "PRON" or subj.tag_ not in ("NN", "NNP"):
            return None
        return subj

    def _recent_org(self, sent: int) -> Entity | None:
        """ "..., the company said": the organization named in this or the last sentence."""
        best: tuple[int, int, Entity] | None = None
        for rank, org in enumerate(self.orgs):
            seen = [s for s in org.sentences if sent - 1 <= s <= sent]
            if seen and (best is None or max(seen) > best[0]):
                best = (max(seen), rank, org)
        return best[2] if best else None

    def _anaphor_org(self, noun: str, before: int) -> Entity | None:
        """ "The paper said": the organization earlier introduced as "the ... newspaper X"."""
        if noun not in self.anaphors:
            self.anaphors[noun] = self._anaphor_sites(noun)
        best = None
        for _start, end, org in self.anaphors[noun]:  # in text order: the last one wins
            if end <= before:
                best = org
        return best

    def _anaphor_sites(self, noun: str) -> list[tuple[int, int, Entity]]:
        """(start, end, org) of every "<word ending in noun> <org name>", found once per
        article: searching the text before each speaker again was quadratic in its length."""
        forms = [(re.compile(re.escape(f) + r"\b"), org)
                 for org in self.orgs for f in (org.name, *org.aliases)]
        sites = []
        for m in re.finditer(r"(\w+)\s+", self.text):
            if not m.group(1).lower().endswith(noun):
                continue
            for pattern, org in forms:  # the first organization named here
                named = pattern.match(self.text, m.end())
                if named:
                    sites.append((m.start(), named.end(), org))
                    break
        return sites

    def _resolve(self, drafts: list[_Draft]) -> list[_Draft]:
        """Pronoun and title speakers -> the last speaker (or named person) that fits;
        descriptions -> the person or organization the text names for them."""
        last: dict[str, tuple[int, _Speaker]] = {}
        for n, d in enumerate(drafts):
            sp = d.speaker
            if sp.kind in ("he", "they"):
                want = ("person",) if sp.kind == "he" else ("organization", "group")
                cands = [last[k] for k in want if k in last and d.first - last[k][0] <= 4]
                own = self._org_before(d) if sp.text.lower() == "it" else None
                if own is not None:  # "The BOE “...,” it said": the bank, not an older group
                    cands = [c for c in cands if c[1].named and c[0] >= self.sent_of(d.pos)]
                    cands = cands or [(self.sent_of(d.pos), _Speaker(own.name, "organization", True))]
                fresh = self._introduced_person(d) if sp.kind == "he" else None
                if fresh is not None and (not cands or fresh[0] > max(c[0] for c in cands)):
                    d.speaker = fresh[1]  # "I asked a former sergeant ... “...,” he said."
                elif cands:
                    d.speaker = max(cands, key=lambda c: c[0])[1]
                elif sp.kind == "he":
                    person = self._recent_person(d.first)
                    if person is not None:
                        d.speaker = _Speaker(person.name, "person", True)
            elif not sp.named and sp.role and (sp.role in en.TITLES or sp.role in ("man", "woman")):
                # "the UK chancellor", "the man": the person just named or just quoted
                named = last.get("named")
                named = named if named is not None and d.first - named[0] <= 4 else None
                person = self._recent_person(d.first, window=2)
                seen = max((s for s in person.sentences if s <= d.first), default=-1) if person else -1
                if named is not None and named[0] >= seen:
                    d.speaker = named[1]
                elif person is not None:
                    d.speaker = _Speaker(person.name, "person", True)
            if not d.speaker.named and d.speaker.kind in ("person", "group"):
                named = self._named_for(d, drafts[n + 1:])
                if named is not None:
                    d.speaker = named
            if d.speaker.kind in ("person", "organization", "group"):
                last[d.speaker.kind] = (d.last, d.speaker)
            if d.speaker.named and d.speaker.kind == "person":
                last["named"] = (d.last, d.speaker)
        return drafts

    def _org_before(self, d: _Draft) -> Entity | None:
        """The organization named in the cue's own sentence before it, outside quotes."""
        s = self.parsed.sentences[self.sent_of(d.pos)]
        best: tuple[int, Entity] | None = None
        for org in self.orgs:
            for form in (org.name, *org.aliases):
                for m in re.finditer(r"(?<!\w)" + re.escape(form) + r"(?!\w)", self.text[s.start:d.pos]):
                    at = s.start + m.start()
                    if not self._in_quote(at) and (best is None or at > best[0]):
                        best = (at, org)
        return _expanded(best[1], self.orgs) if best else None

    def _named_for(self, d: _Draft, later: list[_Draft]) -> _Speaker | None:
        """The person or organization a description stands for, when the text names it:
        a document's issuer ("The group said in a statement ... The statement said"), the
        one name the text gives the same title ("the country's aviation minister" ~
        "Civil Aviation Minister Sherif Fathi"), an organization whose name shares a
        telling word ("a local doctors' union" ~ "Central Committee of Sudan Doctors"), or
        the person a lead describes and the next statement names ("London's most senior
        police officer has said ... Sir Ian Blair said")."""
        head = d.speaker.head
        if head is None:
            return None
        lemma = _singular(head.lower_)
        sent = self.sent_of(d.pos)
        if lemma in en.DOCUMENT_NOUNS:
            if any(c.lower_ == "the" for c in head.children) and not any(
                    c.dep_ in ("acl", "prep", "relcl") for c in head.children):
                return self._issuer(lemma, sent, d.pos)
            return None
        words = _describing(head)
        kind = d.speaker.kind
        ents = self.people if kind == "person" else self.orgs
        definite = any(c.lower_ == "the" or c.dep_ == "poss" for c in head.children)
        titled = [e for e in ents if self._titled(e, lemma, words)] if definite else []
        if len(titled) == 1:  # ("an architect" is someone new, not "X, the architect of ...")
            return _Speaker(titled[0].name, titled[0].kind, True)
        if kind == "group":
            telling = (words | {lemma}) - en.NAME_FILLERS
            telling |= {en.FUNCTION_NAMES[w] for w in telling if w in en.FUNCTION_NAMES}
            near = [o for o in self.orgs if any(abs(s - sent) <= 3 for s in o.sentences)
                    and telling & {_singular(w.lower()) for w in re.findall(r"[\w'’-]+", o.name)}]
            if len(near) == 1:
                return _Speaker(near[0].name, "organization", True)
            return None
        if head.tag_ != "NN" or (lemma not in en.TITLES and lemma not in en.PERSON_NOUNS):
            return None
        nxt = next((x for x in later if x.speaker.named or x.speaker.kind == "he"), None)
        if nxt is None or not nxt.speaker.named or nxt.speaker.kind != "person" \
                or nxt.first - d.last > 2:
            return None
        person = next((p for p in self.people if p.name == nxt.speaker.text), None)
        if person is None or not person.sentences or min(person.sentences) < d.first:
            return None  # named before the description: another person
        titles = {w for _, seen in self._titles().get(person.name, ()) for w in seen} - en.HONORIFICS
        if titles and not titles & (words | {lemma}):
            return None  # "A senior fire officer said ... Mayor John Carter said": two people
        others = [p for p in self.people if p is not person
                  and any(d.first <= s < min(person.sentences) for s in p.sentences)]
        return None if others else _Speaker(person.name, "person", True)

    def _issuer(self, noun: str, sent: int, before: int) -> _Speaker | None:
        """Who issued "the statement": the first person or organization named (outside
        quotes) in the sentence, this one or up to two before, that mentions the document."""
        for k in range(sent, max(-1, sent - 3), -1):
            s = self.parsed.sentences[k]
            end = min(s.end, before)
            if noun not in self.text[s.start:end].lower():
                continue
            best: tuple[int, Entity] | None = None
            for e in (*self.orgs, *self.people):
                for form in (e.name, *e.aliases):
                    for m in re.finditer(r"(?<!\w)" + re.escape(form) + r"(?!\w)", self.text[s.start:end]):
                        at = s.start + m.start()
                        if not self._in_quote(at) and (best is None or at < best[0]):
                            best = (at, e)
            if best is not None:
                return _Speaker(best[1].name, best[1].kind, True)
            span = self.doc.char_span(s.start, s.end, alignment_mode="contract")
            root = next((t for t in span or () if t.dep_ == "ROOT"), None)
            subj = next((c for c in root.children if c.dep_ == "nsubj"), None) if root is not None else None
            if subj is not None and subj.pos_ == "PROPN" or (subj is not None and any(
                    c.dep_ == "compound" and c.pos_ == "PROPN" for c in subj.children)):
                # "The Islamic State group claimed ... in a statement": a name the entity
                # step missed ("Islamic State") is still better than "the statement"
                proper = [t for t in subj.subtree if t.pos_ == "PROPN" and t.i < subj.i
                          and t.dep_ in ("compound", "amod", "nmod")]
                if subj.pos_ != "PROPN" and proper and subj.lower_ in en.ORG_NOUNS:
                    return _Speaker(" ".join(t.text for t in proper), "organization", False)
                return _Speaker(_description(subj), "group", False)
        return None

    def _titled(self, ent: Entity, head: str, words: set[str]) -> bool:
        """``ent`` is named somewhere with the title ``head`` and one of ``words`` (when
        there are any): "Civil Aviation minister Sherif Fathi", "Fathi, the aviation
        minister"."""
        return any(h == head and (not words or bool(words & seen))
                   for h, seen in self._titles().get(ent.name, ()))

    def _titles(self) -> dict[str, list[tuple[str, set[str]]]]:
        if not hasattr(self, "_title_words"):
            self._title_words = self._name_titles()
        return self._title_words

    def _name_titles(self) -> dict[str, list[tuple[str, set[str]]]]:
        """Entity name -> the titles written with it, each as (head noun, its words): the
        nouns and adjectives just before a mention, and an apposition."""
        out: dict[str, list[tuple[str, set[str]]]] = {}
        for span in self.doc.ents:
            if span.label_ not in ("PERSON", "ORG"):
                continue
            ent = _match_entity(span.text, self.people, "person") if span.label_ == "PERSON" \
                else _match_entity(span.text, self.orgs, "organization")
            if ent is None:
                continue
            got = out.setdefault(ent.name, [])
            k = span.start - 1
            words: set[str] = set()
            while k >= span.sent.start and span.start - k <= 5 \
                    and self.doc[k].pos_ in ("NOUN", "PROPN", "ADJ"):
                words.add(_singular(self.doc[k].lower_))
                k -= 1
            if words:  # "Civil Aviation minister Sherif Fathi": minister
                got.append((_singular(self.doc[span.start - 1].lower_), words))
            root = span.root
            if root.dep_ == "appos":  # "the aviation minister, Sherif Fathi"
                got.append((_singular(root.head.lower_), _describing(root.head)))
            for c in root.children:  # "Sherif Fathi, the aviation minister"
                if c.dep_ == "appos" and c.i >= span.end:
                    got.append((_singular(c.lower_), _describing(c)))
        return out

    def _introduced_person(self, d: _Draft) -> tuple[int, _Speaker] | None:
        """The last person brought in just before a "he said": a named person or a singular
        role ("a police officer"), in this sentence or the one before."""
        lo = self.parsed.sentences[max(0, d.first - 1)].start
        best: tuple[int, _Speaker] | None = None
        for t in self.doc.char_span(lo, d.pos, alignment_mode="contract") or ():
            if self._in_quote(t.idx) or t.dep_ in ("compound", "appos"):
                continue  # "Quentin Davies, the MP for Grantham": the MP is Davies
            if t.ent_type_ == "PERSON" and t.ent_iob_ in ("B", "I") and (
                    t.i + 1 >= len(self.doc) or self.doc[t.i + 1].ent_type_ != "PERSON"):
                ent = _match_entity(t.text, self.people, "person")
                if ent is not None:
                    best = (self.sent_of(t.idx), _Speaker(ent.name, "person", True))
            elif t.tag_ in ("NN", "NNP") and (t.lower_ in en.PERSON_NOUNS or t.lower_ in en.TITLES) \
                    and t.ent_type_ != "PERSON":
                best = (self.sent_of(t.idx), _Speaker(_description(t), "person", False))
        return best

    def _recent_person(self, sent: int, window: int = 3) -> Entity | None:
        best: tuple[int, Entity] | None = None
        for p in self.people:
            seen = [s for s in p.sentences if sent - window <= s <= sent]
            if seen and (best is None or max(seen) > best[0]):
                best = (max(seen), p)
        return best[1] if best else None

    def _claim(self, d: _Draft) -> Claim:
        sents = self.parsed.sentences[d.first:d.last + 1]
        ent = next((e for e in (*self.people, *self.orgs) if e.name == d.speaker.text), None)
        aliases = list(ent.aliases) if ent is not None else []
        if ent is None and d.speaker.kind == "person" and d.speaker.named:
            part = next((e for e in self.people if e.name in d.speaker.text), None)
            aliases = [part.name, *part.aliases] if part is not None else []
        if d.written and d.written != d.speaker.text and d.written not in aliases:
            aliases.insert(0, d.written)
        return Claim(speaker=d.speaker.text, text=d.text, quote=d.quote,
                     sentence=" ".join(s.text for s in sents), verb=d.verb, sentence_index=d.first,
                     speaker_aliases=tuple(aliases), polarity=d.polarity)


# ---------------------------------------------------------------------- helpers

def _object_words(tok: Any) -> tuple[int, ...]:
    """The words after an expression verb: "questions about whether ...", not a second
    coordinated statement; a claim keeps its verb ("claimed responsibility for ...")."""
    right = [c for c in tok.children if c.i > tok.i and c.dep_ not in ("conj", "cc", "punct")]
    verb = (tok.i,) if en.verb_lemma(tok.text) == "claim" else ()
    return verb + tuple(x.i for c in right for x in c.subtree if not x.is_punct)


def _expresses(tok: Any) -> bool:
    """ "raised questions about ...", "voiced concern that ...": reporting by its object;
    "claimed responsibility for ...": a group's statement that it did it."""
    if en.verb_lemma(tok.text) == "claim":  # (not "nobody has claimed responsibility")
        return any(c.dep_ == "dobj" and c.lower_ in en.CLAIMED for c in tok.children) \
            and not any(c.dep_ == "nsubj" and c.lower_ in en.NOBODY for c in tok.children)
    return tok.lower_.rstrip("ds").rstrip("e") in en.EXPRESSION_VERBS and any(
        c.dep_ == "dobj" and c.lower_ in en.EXPRESSION_OBJECTS for c in tok.children)


def _takes(tok: Any) -> bool:
    """ "claimed responsibility", "claimed victory", "the blast claimed 30 lives": "claim"
    with something taken for its object (``en.TAKEN``, an attack) is no statement."""
    return en.verb_lemma(tok.text) == "claim" and any(
        c.dep_ == "dobj" and (c.lower_ in en.TAKEN or c.lower_ in en.ATTACK_NOUNS)
        for c in tok.children)


def _as_saying(cue: Any) -> tuple[int, ...]:
    """ "quoted X as saying Y": Y's tokens, when the cue is "quoted" (else empty)."""
    if en.verb_lemma(cue.text) != "quote":
        return ()
    for c in cue.children:
        if c.dep_ == "prep" and c.lower_ == "as":
            for g in c.children:
                comp = next((x for x in g.children if x.dep_ == "ccomp"), None) if g.lower_ == "saying" else None
                if comp is not None:
                    return tuple(x.i for x in comp.subtree if not x.is_punct)
    return ()


def _polarity(cue: Any) -> str:
    """ "refusal" for speech refused ("would not say", "declined to comment", "did not
    respond"), "denial" for "denied", "disputed", else ""."""
    lemma = en.verb_lemma(cue.text)
    head = en.verb_lemma(cue.head.text) if cue.dep_ == "xcomp" else ""
    subj = next((c for c in cue.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    nobody = subj is not None and (subj.lower_ in en.NOBODY or any(
        c.dep_ == "det" and c.lower_ == "no" for c in subj.children))
    if lemma in en.REFUSAL_VERBS or head in en.REFUSAL_VERBS or nobody \
            or any(c.dep_ == "neg" or c.lower_ == "never" for c in cue.children):
        return "refusal"  # ("Nobody has claimed ...", "None of the officials would confirm")
    return "denial" if lemma in en.DENIAL_VERBS else ""


def _cue_phrase(cue: Any) -> set[int]:
    """The cue with its auxiliaries and negation ("would not say"), and the verb it
    depends on when it is the infinitive of a refusal ("refused to say")."""
    out = {cue.i} | {c.i for c in cue.children if c.dep_ in ("aux", "neg", "auxpass") or c.lower_ == "never"}
    if cue.dep_ == "xcomp" and en.verb_lemma(cue.head.text) in en.REFUSAL_VERBS:
        out |= _cue_phrase(cue.head)
    return out


def _is_headline(text: str) -> bool:
    """Title Case lines (headlines, captions) carry no reported speech of their own."""
    words = [w for w in re.findall(r"[A-Za-z][\w'’-]*", text)]
    if len(words) < 3 or text.rstrip().endswith((".", '"', "”")):
        return False
    caps = sum(1 for w in words if w[0].isupper())
    return caps / len(words) >= 0.6


def _name_tokens(subj: Any, owners: bool = True) -> list[Any]:
    """The subject's head with the words naming it (compounds, appositions), not its
    clauses: "A letter sent to Martin Mubanga" is not Martin Mubanga speaking. Without
    ``owners``, not its possessor either ("Hezbollah's" in "Hezbollah's Al Manar")."""
    out = [subj]
    for c in subj.children:
        if c.dep_ == "poss" and not owners:
            continue
        if c.dep_ in _NAME_DEPS:
            out.extend(_name_tokens(c, owners) if c.dep_ in ("appos", "compound", "flat", "poss", "nmod")
                       else [c])
    return out


def _whole_person(subj: Any) -> str:
    """The words tagged as a person around the subject's head, as one name (the tagger
    may split "Thamer Abbas al-Ghadhban" in two), or "" when longer than five words."""
    if subj.ent_type_ != "PERSON":
        return ""
    doc, start, end = subj.doc, subj.i, subj.i + 1
    while start > subj.sent.start and doc[start - 1].ent_type_ == "PERSON":
        start -= 1
    while end < subj.sent.end and doc[end].ent_type_ == "PERSON":
        end += 1
    while start < subj.i and (doc[start].lower_ in en.TITLES or doc[start].lower_ in en.PERSON_NOUNS):
        start += 1  # "Broker Khurshid Alam": a title the tagger took in
    return doc[start:end].text if end - start <= 5 else ""


def _describing(head: Any) -> set[str]:
    """The words that say which one a description means: its compounds, adjectives and
    possessors' nouns, lower case, without vague ones ("senior", "local")."""
    out = set()
    for c in head.children:
        if c.dep_ in ("compound", "amod", "poss", "nmod") and c.pos_ in ("NOUN", "PROPN", "ADJ"):
            w = _singular(c.lower_)
            if w not in en.VAGUE_MODIFIERS and c.pos_ != "PRON" and c.lower_ not in ("country", "nation"):
                out.add(w)
    return out


def _expanded(org: Entity, orgs: tuple[Entity, ...]) -> Entity:
    """The organization an acronym stands for when the article names it in full
    ("BOE" -> "Bank of England", "CCSD" -> "Central Committee of Sudan Doctors")."""
    short = org.name.replace(".", "")
    if not (2 <= len(short) <= 6 and short.isupper() and short.isalpha()):
        return org
    for o in orgs:
        words = re.findall(r"[A-Za-z]+", o.name)
        if o is not org and len(words) >= 2 and "".join(w[0] for w in words).upper() in (
                short, short.replace("O", "", 1)) and short[0] == words[0][0]:
            return o
    return org


def body_word(speaker: str) -> str:
    """What a definite description of a body calls it, as its names do ("The lender" ->
    "bank", "the court" -> "court"), or "" (``LanguagePack.body_word``)."""
    words = speaker.lower().split()
    if len(words) != 2 or words[0] != "the":
        return ""
    return en.FUNCTION_NAMES.get(words[1], words[1] if words[1] in en.BODY_NOUNS else "")


def _singular(word: str) -> str:
    """A plural's singular, crudely ("doctors" -> "doctor"; "news", "census" kept)."""
    word = word.lower().rstrip("’'")
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is", "news")):
        return word[:-1]
    return word


def _match_entity(phrase: str, ents: tuple[Entity, ...], kind: str) -> Entity | None:
    """The entity named in ``phrase``: full form first, then a surname or other alias."""
    phrase = re.sub(r"(?<=\w) - (?=\w)", "-", phrase)  # tokens joined: "al - Ghadhban"
    best: tuple[int, Entity] | None = None
    for e in ents:
        for form in (e.name, *e.aliases):
            if form and form in phrase and (best is None or len(form) > best[0]) \
                    and re.search(r"(?<!\w)" + re.escape(form) + r"(?!\w)", phrase):
                best = (len(form), e)
    if best:
        return best[1]
    if kind == "person":
        words = set(re.findall(r"[A-Z][\w'’-]{2,}", phrase))
        for e in ents:
            parts = e.name.split()
            if len(parts) > 1 and parts[-1] in words:
                return e
    return None


def _description(subj: Any) -> str:
    """The subject phrase without relative clauses or trailing asides."""
    toks = list(subj.subtree)
    drop: set[int] = set()
    for t in toks:
        if t.i != subj.i and (t.dep_ in ("relcl", "acl", "appos")
                              or (t.dep_ == "punct" and t.i > subj.i)):
            drop.update(x.i for x in t.subtree)
    runs: list[list[Any]] = []  # kept tokens in unbroken runs, each copied as written
    for t in toks:
        if t.i in drop:
            continue
        if runs and runs[-1][-1].i == t.i - 1:
            runs[-1].append(t)
        else:
            runs.append([t])
    text = " ".join(r[0].doc[r[0].i:r[-1].i + 1].text for r in runs)
    return re.sub(r"\s+", " ", text).strip(" ,")


def _dedupe(drafts: list[_Draft]) -> list[_Draft]:
    """One claim per statement: drop a claim whose text another claim of the same
    sentence and polarity already contains (a denial beside an assertion stays apart)."""
    out: list[_Draft] = []
    for d in drafts:
        dup = next((o for o in out if o.first == d.first and o.polarity == d.polarity
                    and (d.text in o.text or o.text in d.text)), None)
        if dup is None:
            out.append(d)
        elif len(d.text) > len(dup.text) and (d.speaker.named or not dup.speaker.named):
            out[out.index(dup)] = d
    return out
