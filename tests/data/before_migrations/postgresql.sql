--
-- PostgreSQL database dump
--


-- Dumped from database version 15.18 (Debian 15.18-0+deb12u1)
-- Dumped by pg_dump version 15.18 (Debian 15.18-0+deb12u1)




--
-- Name: article_events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.article_events (
    article_id character varying(16) NOT NULL,
    key text NOT NULL,
    day character varying(10) NOT NULL
);


--
-- Name: article_meanings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.article_meanings (
    text_key character varying(40) NOT NULL,
    vector bytea NOT NULL
);


--
-- Name: article_words; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.article_words (
    article_id character varying(16) NOT NULL,
    folded text NOT NULL
);


--
-- Name: articles; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.articles (
    hash character varying(64) NOT NULL,
    id character varying(16) NOT NULL,
    title text NOT NULL,
    language character varying(8) NOT NULL,
    text text NOT NULL,
    analysis text NOT NULL,
    published character varying(32),
    first_seen character varying(32) NOT NULL,
    outlet text,
    bylines text
);


--
-- Name: claims; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.claims (
    path text NOT NULL,
    owner character varying(200) NOT NULL,
    expires character varying(32) NOT NULL
);


--
-- Name: deliveries; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.deliveries (
    digest_key character varying(200) NOT NULL,
    recipient character varying(320) NOT NULL,
    status character varying(16) NOT NULL,
    attempts integer NOT NULL,
    last_error text,
    next_attempt character varying(32) NOT NULL,
    claimed_at character varying(32),
    sent_at character varying(32),
    message_id text,
    created character varying(32) NOT NULL
);


--
-- Name: digests; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.digests (
    key character varying(200) NOT NULL,
    schedule character varying(100),
    title text NOT NULL,
    period_start character varying(32) NOT NULL,
    period_end character varying(32) NOT NULL,
    stories integer NOT NULL,
    lang character varying(8) NOT NULL,
    files text NOT NULL,
    created character varying(32) NOT NULL
);


--
-- Name: entity_mentions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.entity_mentions (
    article_id character varying(16) NOT NULL,
    kind character varying(16) NOT NULL,
    name text NOT NULL,
    entity_id character varying(16) NOT NULL
);


--
-- Name: entity_names; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.entity_names (
    entity_id character varying(16) NOT NULL,
    folded text NOT NULL,
    skeleton text NOT NULL
);


--
-- Name: link_keys; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.link_keys (
    key text NOT NULL,
    entity_id character varying(16) NOT NULL,
    skeleton text
);


--
-- Name: link_state; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.link_state (
    what character varying(16) NOT NULL,
    fingerprint character varying(64) NOT NULL,
    updated character varying(32) NOT NULL
);


--
-- Name: linked_entities; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.linked_entities (
    id character varying(16) NOT NULL,
    rank integer NOT NULL,
    data text NOT NULL
);


--
-- Name: linked_stories; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.linked_stories (
    id character varying(16) NOT NULL,
    rank integer NOT NULL,
    data text NOT NULL
);


--
-- Name: pending; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.pending (
    path text NOT NULL,
    size integer NOT NULL,
    mtime double precision NOT NULL,
    first_seen character varying(32) NOT NULL,
    last_seen character varying(32) NOT NULL
);


--
-- Name: quarantine; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.quarantine (
    path text NOT NULL,
    reason text NOT NULL,
    size integer NOT NULL,
    mtime double precision NOT NULL,
    seen character varying(32) NOT NULL
);


--
-- Name: reported; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.reported (
    schedule character varying(100) NOT NULL,
    article_id character varying(16) NOT NULL,
    digest_key text NOT NULL
);


--
-- Name: runs; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.runs (
    schedule character varying(100) NOT NULL,
    fire_time character varying(32) NOT NULL,
    status character varying(16) NOT NULL,
    started character varying(32) NOT NULL,
    finished character varying(32),
    digest_key text,
    error text,
    period_start character varying(32),
    note text,
    attempts integer,
    next_attempt character varying(32),
    covered_by text
);


--
-- Name: sources; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sources (
    path text NOT NULL,
    hash character varying(64) NOT NULL,
    size integer NOT NULL,
    mtime double precision NOT NULL,
    first_seen character varying(32) NOT NULL,
    last_seen character varying(32) NOT NULL
);


--
-- Name: state; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.state (
    key character varying(64) NOT NULL,
    value text NOT NULL
);


--
-- Name: story_members; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.story_members (
    story_id character varying(16) NOT NULL,
    article_id character varying(16) NOT NULL
);


--
-- Name: versions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.versions (
    path text NOT NULL,
    hash character varying(64) NOT NULL,
    seen character varying(32) NOT NULL
);


--
-- Data for Name: article_events; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'w|army', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'w|syrian', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'w|commit', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'w|defector', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'w|genocide', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'w|ordered', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'w|daraa', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'w|khalef', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'w|told', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'w|orders', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'w|ahmed', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'w|al', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'w|arab', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'w|ashareq', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'w|awsat', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'w|carry', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'w|children', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'w|city', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'w|claimed', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'w|commanders', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'w|elite', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'w|flashpoint', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'w|genocidal', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'w|lives', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'e|o2f63da5cc', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'e|o7b1285091', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'e|oc346900a5', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'e|p20fba7664', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'e|p261781f4e', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'e|p6481b0daf', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'e|pb25865397', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'e|pb6ddc2f9d', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'c|SY', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'n|defected|4500', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'n|duration|10', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'n|killed|1500', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'n|killed|24', '2026-12-05');
INSERT INTO public.article_events VALUES ('a3c54a64d2e94cd7', 'n|killed|350', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'w|سوري', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'w|قوات', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'w|احمد', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'w|اكد', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'w|جيش', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'w|خاصه', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'w|خلف', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'w|ضابط', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'w|فرقه', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'w|ملازم', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'w|منشق', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'w|قتلت', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'w|امن', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'w|سوريه', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'w|محتجين', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'w|اباده', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'w|اخرون', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'w|اسد', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'w|اطفال', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'w|الاف', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'w|اوامر', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'w|تستثني', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'w|تلقي', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'w|تنفيذ', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'e|o74cb75035', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'e|o777b59e56', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'e|o7b1285091', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'e|p20fba7664', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'e|p261781f4e', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'e|p2abebd3dc', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'e|p3403c31fb', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'e|p6481b0daf', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'e|p6b99a977c', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'e|p83bb20cba', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'e|p9b8eeeecb', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'e|p9cfb0d430', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'e|pb25865397', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'e|pb6ddc2f9d', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'e|pded447511', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'c|SY', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'n|age|17', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'n|count|17', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'n|defected|4500', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'n|inhabitants|700000', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'n|killed|18', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'n|killed|2', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'n|killed|300', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'n|protesters|10000', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'n|troops|100', '2026-12-05');
INSERT INTO public.article_events VALUES ('30cc19d06bece083', 'n|wounded|12', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'w|orders', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'w|syria', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'w|highest', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'w|men', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'w|kill', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'w|levels', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'w|told', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'w|air', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'w|armed', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'w|barking', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'w|bruised', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'w|circumstances', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'w|control', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'w|country', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'w|crouch', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'w|directing', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'w|expected', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'w|group', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'w|kneel', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'w|latakia', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'w|nonsense', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'w|north', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'w|organised', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'w|people', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'e|o314e31010', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'e|od5d7fe612', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'e|p261781f4e', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'e|p8fe30c2cc', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'e|pb6ddc2f9d', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'e|pe6d8c6f10', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'e|pea5f5e9e5', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'c|SY', '2026-12-05');
INSERT INTO public.article_events VALUES ('c0b29a8307057e73', 'n|people|30', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'w|syrian', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'w|civilians', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'w|military', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'w|defected', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'w|ordered', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'w|defectors', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'w|fire', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'w|reporters', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'w|says', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'w|tell', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'w|unarmed', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'w|al', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'w|arab', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'w|army', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'w|christian', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'w|die', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'w|fidou', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'w|interviewed', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'w|jisr', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'w|killing', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'w|magazine', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'w|monitor', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'w|people', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'w|protecting', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'e|o3f540f347', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'e|o4773cc4f7', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'e|o8df87159a', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'e|p0055b0652', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'e|p1daa57007', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'e|p5f5ad7be3', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'e|p975582a1a', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'e|pb6ddc2f9d', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'c|SY', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'n|defected|2', '2026-12-05');
INSERT INTO public.article_events VALUES ('e8b4a1eb483d8ff0', 'n|killed|1300', '2026-12-05');


--
-- Data for Name: article_meanings; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.article_meanings VALUES ('db8447d716b0e6e23bac685e59e79bffc636535e', '\x7f3d893cdd724dbd86e35cbde50e423df50c80bccdb6003d40bd55b9f33a90bdd7903abb087491bc5e583b3dfff03b3d104fcebc643578bd0e670c3deaa64bbcd9158ebd57f05bbdaef4a7bd1a0c9f3d008088bda9da9a3ac37eee3b6a34143d8ba481bd701038bd27dc203d2eb554bd234918bdca3e7ebd0aef67bd5961483d296292bdd59d07bd7201923b84fb95bc39ce8f3da469d43c3aae03bd5a65463d527e883cd670353d148423bd59f187bd0a9821bc973c48bd535ab83c35e55f3c6ff1fe3c476eb4baf70db7bc799130bd7086c0bc736573bc2313b6bc19f9b5bcabe8ae3d66e5adbc077c523dc29ff7bc6c00ff3c11c1503d19ba7f3c21de76bd0d536fbdf554a23a8abff3bc74107f3ddf2dfa3c79d6893cd7f24c3d8bead4bc37f726bd1640ec3cb91471bd8462833d4975adbcfc8465bd1ead233d72b702bd5ad735bd98bb443ce76d8d3c4c9d463dbc5daf3d31231d3d734168bd56e12a3df109463d47a2943b0d38fe3cc087943db65b393c1994043d661bb0bb5a5fb53be5bfb03d31abfeb955559d3d4e15a6bc4983c1bc1a53a0bba3eac33bb9e85ebd8d2d86bc7a48333d19cb3abdb3da6fbddfb877bd42c38fbca1f0b23bfdf5f53c7d83913d07e18c3d2594e6bc98a095bd0637c23b635c7b3dc65a823d3e999bbd75b0733bf0868a3ddbcc00bda6d105bd0bda4abd76da003d9a6887bd03a15ebdfc16743d723e53bd3d1051bd4c1f1abd5d2f7a3cb8209bbdfa2c903c228c82bbfd209abd878d2abdc7f3983c5edaa0bcc637563d523c5fbd230600bdc97ab7ba16b0343d979365bdb09b7abde419d0bc4725d73c028bb13dfee4a7bd6665543b38924e3d4ef6293d797e02bc1a85a43dc6d31a3df115b03ca444ee3c12ab0fbc973158bdb1c95d3d173db3bbd5c1edbb3ba4e8bc2d82543de834583de26399bb67e7493d4ba165bc4c9efb3b6006213c54dcb83ca057a83a744b823d34cc293dfa9d373de770e1bc14f959bddec5773d514938bd29ea523d47f8d23ca681c63c50225fbce1291bbd81fa94bd68f60abd8b69573d089d26bd77ae853c70d0213c6fb27a3cdf2ca13d4cf5f2bc540d823ccd341e3ddb3c0a3c37b283bdf51fb33d611a563c059d11bd55f9d1bce0639cbd927111bdc31e943d33278eb91aed3a3c81e766bc1af1c9bcbade3c3dab99abbc0a693a3da4cb5ebc19a1b4bc9ece7ebde05d26bd9dad08bdeff7763ccf2f9d3cabbe823c30c0c13c6491e13ca702c7bb8ead2fbde083a6bd5306fe3be5b7223d68b10d3d0208993de1f5c73c1f1f95bd4a8f92bbda1e76bd08770cbd6c983abac16082ba72ff473d3fd996bc87f0ccbc1a8a783de0acb33c3655e2bc9a6ad5bceca23ebd11461dbd0dce863d1262853d2866933df58c56bdde6433bd1df309bde8570dbc3069ecbc74835fbcf3010fbd7814903c7bf9313db36df3bc13c54bbc3a8c873d151f4e3d4364e2bcc683cd3c1d83923b63a4613d21f29bbda87a50bd1063873d4e4085bc156a403d5b5c8abdd3a2a73cd9ba89bd50594cbd1fab54bdfdc768bdf031a13d26ebc53cb3834a3dec29fcbba7e99fbca23fd73c701c293d59024c3df3a2c3bca2b070bd50cca23d9ad242bd16088d3df6f89a3d52e3713d84dd24bdae00573ce270943df18fffbc9ae7b6bc2bc7f0bbb61b7ebdff33b0ba70ca64bd2c11f4bcd37686bdee8b583d39a68bbdefbea73b9625a63c2f01623d444d9e3d66338fbd76dd1a3d39bf84bd21ba9e3c894a053dc133313dc210233b20d940bd538cecbc44a077bb56c9023df541ac3baa59bebc043f90bdf99f983d44688a3cd29535bd66ec423d2534863d9278eebc2a77913c150271bdc58a933cdbc8953d11de603d8e8c8bbdff07d23c27495e3b2515423dd10cc63c1eaa9bbd7e3f023d63db1ebd806ea13c833985bd152c09bd0d55273dc0656e3d7ca515bc25ae9d3c1433313ceb420cbd504a69bddb202c3d82cfd13c48368a3df1a5f8bc27f9343da86b123dae803dbd13cb35bd64dfe9bc48ca42bd78b9333c87deb13d315c0a3d47c84bbdd363723d2d008fbd234484bd236dbfbc77b3b0bce4a829bd08e1d9bc778bbebc08aff0bc8c84923dd6e4923c14f746bcbe00c93b2165913d24823f3d79c28abd91e1993bf9a58e3cfdb3033c9c0ab33cf957413d97d13abcfcf5853d953a3dbd613f73bc4c438dbd71f8efbc84d59f3d7fe634bc13d04abdfd14b4bd9e2cfc3af52b903d1e536ebc92fb513cd7e0e53c1a59973ddf2b833d1a8387bddb6d13bda550353dcac0983c2fe27e3df23b793b3b52cd3c81f4333d524d193d627cb2bbddcfb2bc95b9803d0d0398bcb6c4b7bc1a6dbcbc9d600fbc196e50bdebb5813c9b32b23d886dbe3cb11c0a3d0902c13ca888a3bc1e1f693d758f803cc53e0b3cc8f4743dbd1d73bba832a3bc69695abcca2fe0bc9bdd8bbc9c43133ca37cf2bc352196bda345403d9cfc13bd862fc5bc8bc8c13c2b14123c903680bc2c853abcdae267bc7fad0d3c6af3cdbc3c35553d0bbb383db365803da00b5dbc211ba4bb4d3c9cbd7688b2bc681e97bd63bbc03c9b5620bd787a003cedf3013d2a65053d495875bda4adfe3cc4ce1bbddb3f693ca81298bd85557bbc73c39abab43c41bd69a40d3d28a287bdab81b13d625a1f3d25e2bcbb9e667abd4ffe12bd91aa32bb5fbab43d56f87dbde2219ebdd3cf2cbcf0c1be3ce88550bd3a8768bd7c91b43dedbc7d3cfe5cbd3c4fc7a9bd9dcc593dd544a0bd9c19783be7e1423dd551f8bc7892873c4e0550bdbb9a09bdd8c9e2bca08d10bd20f6933c12b98d3cd392dd3c5567cebc06ad973d79575cbd53c5e0bbac4f843dac5b12bcddf7113c3fe16dbdb3d5083a000c9ebc');
INSERT INTO public.article_meanings VALUES ('5406271a6da9be17276fde089d6642cff8c5db69', '\xb43e17bde9293dbd258a563de739933d0f10223dc413cc3c909ec6bc2f9996bdc520f5bc3defadbc893d9d3d37d25c3ddf7f1cbda31632bd480e513d3e481c3d4c1b61bce07cd83cbceae5bbf597193d4a99ad3c9439cd3bf9fa013c53803f3d8164f9bc343535bdda4c903da8452fbdbc2f82bd7e9cefbbbe4c8ebdfba3813d04a28abdee5ed9bbd45e363d5e5d8fbd2a21ea3c90c8293d2605e33c66d46b3d678a0f3cc9de123b80a52d3bcfddb0bc971000bb5a2642bc6926b0bbfb7d8f3d78e9303d2e14293dd0a84dbd06647ebd1cb1073de1d62abd2e650d3cf66b52bd8a2b743d233582bd1484f5bc6b4701bd3bc6553dddd76bba93acb03cdf6a82bdd662dabc6ae3a23b629f8cbdbbf7903d318ec93ca4fa21bd7c4d2b3d48ca4cbd2ffe4dbd380d5bbd2d1ae1bccb02f8bcff90e33c4ffe93bd670846bd82bbbcbcf83e733cb2a3753d5d8481bb1445263da9591e3d9d22043c288d88bd2ca04c3d1ce8803cb8461dbd7e9e3a3d51acb6bc0ba3553da88ae33bdea6d8bcd4136e3c62628c3d6fddf23c5150a73cf080463d53bd0e3d6f455b3cc494b33c6b10a3bc040b393db85b413dfefc18bd0ee5993d4d0d99bd4d1c9fbc95db203db61f933d6fbe2e3d24d7543de395243c521486bd218f523d4d6d883db45c3cbde3788fbde91683bcec61863d446fddbc334202bd07219ebd8da661bdd72a9abd9a4c1bbc3851823d4bab103cc03706bd9bc598bd0645353c221a79bd3b7b86bd9d82203d60575fbd600f87bdfacd17bd3bdaedbcc2cc58bb4c72823c1fea5d3d35b316bdfd25733caaa917bc8ae9b4bc009e4d3dd31d6cbc068d9b3d2b605abd76c9ef3b103f91ba2c1d6f3cf66482bcf4b08c3d26c7f4bb12e8783bc3fd9e3d0b6b45bc7c37703c8dd72c3d6700ea3c9a5a96bd8e07fcbc0244053d4751543d72010e3c4db8743da112263c2c29ec3b1139b43aa43968bdac3403bdccbe78bc830bfdbc5c54afbb801e8f3de3f919bdb947b93c82e7f7bc3e4c863df00341bb97736abdb88e73bd093eb23cd0898ebd50f9bcbc926b943d83228dbdd7f16f3c33af2bbd708b473d31338f3dc8b9d13a04bf6ebd75b5f03cd075b43be85d0bbd5f2a8c3d87a8a3bca44649bd87707ebd7040f6bc676d70bd6569903ddd7fc53c7df291bd194b98bc9fbb8bbd5f2e6b3d3c5300bc0ad709bdd70d19bdf41a203dba8ee73c8a44253d45365fbd445b263d39ee633d9e6d503cb9a027bcf6590c3da77751bd12e3fcbc2ea09bbd93188e3a3aeb7abd451c63bde2e4533d008fd8bcf1735a3d9ecfed3c48cb96bd43c855bdecb976bcae18573d30750dbc23b3b8bb1f9fd3bc187f1d3d97028a3a2b30783c5f7dfebccf64243d5732cabc1a48473dcb888e3d682b743c7bfd2bbdc17b91bdf1ee073d2b14acbc4ded94bd2f006f3d0e6f2abdd2c9de3c522f5abd2bb6453b52b9043d7cd1613ddd3f62bbf12334bd3e2b4f3dd40a6fbd654b62bd5c1318bd4eb45fbd78d29cbbb603b5bcfb1c0e3dacdf43bde195843c1257f0bc359e8fbd294465bd6a5674bd0ae40e3d6b35c23cd8aaaebc27a8963b5eb0333c4553f7bcf595f13c3407f03c75191c3d843d3f3bedeb9d3d48b94e3d6f6a453d3c332e3d9eec7d3dbc3f81bd56e580bdf458263ddeac2fbd2a8dcabc922fe83c70f784bcc1c88bbd90bd55bde4fb4a3d7f8e44bd5f3c793c0e1997bdef45d03c3f4792bda125cfbc3ece423d240615bd166fcbbce355533d21facc3cad16b9bc6e8d23bd4299493aac46d1ba8bf26cbd70c93d3d4955ce3af99bad3c011073bdc11d9dbd9b137e3d91cf9d3ded1b163d16fff13c03bd9f3c5247debceb939c3ccdb5e5bc796f4cbd8a5c6c3d1bc05ebb42ba76bd7d3ebc3cda13fdbc258e8c3d177b8a3cc114ef3b968252bd788493bdf026173decb01abc06930abd9479893d2d9c5fbdcb2b043df6be373bab49cc3c7cb981bd87391ebd15d35e3c215addbcfed99b3ca85ff23c1a7f093de2fbf23cb85d9bbda648fdbb13f28ebdb7112abc8d96eb3b57589c3d2bcfe53b5d257dbddbfd923d5bd728bdbacc68bd88cbe53b5b9085bc3abc02bd650a15bdb0cc483d5653913aae289c3d79f6503de86bdebc53c31fbda451943d304e413debbdd1bc32f56a3d15b6a0bcd73d2abde1d72d3d5f00713d23bf79bd893fba3cf99981bda11f2d3bf32a82bdce4b1f3d0b9d543d752b2a3d7c17d3bc4db87dbdd39749bcb41f573cdee61ebd38721dbde1494c3dd48e083dd5579f3dace9b4bc9ff5693c5db9f23c46e782bcd18a49bd45e45a3d8c69233de945b0bbc9f31d3d65401dbc629c99bd9667be385f0a463c0ce3123d949d163d97d9acbb80426bbda54a5bbd6d729d3dfcc9a5bc1cb22ebd81342ebd492e84ba91fe0b3bc73d0e3d6c4c54bd5da94dbcbc391bbddebc79bd302c333c9b9039bd55a187bdd2b11a3d423710bd0dee4abdb9b27cbde6df05bd92b23fbdf70525bcfeed84bd7106683d575fb33c8f0d6e3d09c860bd1abb793d04e44bbbf772ac3c12ba8a3ce2814f3ddcc63bb86e0c8cbd4c3591bd836d94bc6b049a3ccc9c823d7f7f32bdcb86f3bcd6b6683c2f3371bd4717b23bedab99bca65b113cefbd5fbdccc4273dce9a51bd637d34bd21b80bbd6a184abd7faf9b3de9568a3d7a83c53bd0b440bdeff5803cbb0d3fbd01a0a03d011306bdbb11a5bc3bff783da2158e3df2124f3d2f2b66bd23cc9e3dbe4d3fbd0c65f1bcf23499bd24b3133d707f95bd4046e3bb25759cbbb67dbcbbe41a463da652023caec1fbbcb56769bd651b56bd4d623dbd21cd803d335d303dabbbebbc29c48a3d4e0419bdbff235bd28a6593d07230e3dcfd31a3de6457dbd7e082d3de38aabbc');
INSERT INTO public.article_meanings VALUES ('d32cdb9c2907d8a44f19f2e0a5845b4fd56033f3', '\x6170773d0b3b943cc8334c3c67dfe3bb2916253a3f0cbc3cd850213c75647abd29e84a3d7d1a0b3dd01351bd14bdfe3b449163bd701a66bd15572a3cd1751b3c053a90bcc8cd8ebdabe5a8bd3c93493d0f1c22bdd269adbc4dbf673ca9f511bd27e79fbd3d4795bcc3acff3ba99b86bdcdfc85bd16628cbdbf96a5bd49a1e33cf8389abd8ce0be3b64436fbb330ddbbc181aa3bcf1022c3d12296bbdb2fb0c3d2f5d933ce9ad343d3f5187bd945b563d9fcf5bbcae4680bddc21f8bc913918bd92d2493d0e40cabac03ef13c16019cbd585eb73c03a4fb3b91c01a39748799bd2b0c7a3d4a071abd5ee80e3c4a101c3cf93f59bc2f26863df4c0383d36407bbdc516e8bc70fb863b652c16bdc489a43d6d2904bcf2f3b23c2a04a2bcaf96f43b4d8d84bd2c9d2abc3e5f63bdb218323d887187bd7e6266bdbb812fbc7cf2b2bd6d6bb4bdb6ff313c1d3bc6bb541338bc0e3f463d7edef93c7b2fba3cd4bf423c4768443cb0dc8b3dc6b6febcea499a3d2be694bd23fb6ebd9b7387bdb76197bb262bb73d0707123de00b253d736212bdcf586fbdc55a6cbc2ef50fbdd8e5a7bda902ca3c912e91bc69ad86bd858c9a3c94b1a7bd477d07bd3778213cf5634abb8e5babbca470023dd0abd1bbbb7ad3bca82b8ebbd967033df0d4f8bbb0573f3d3288533dd4864e3d69f453bc98103dbdff1f5fbd4474223d94251f3df4d448bda114853a5cadbb3bf3aa5cbd4a44a13cb911083c66fb94bd05c158bd5682893d96fa46bd528b3fbd8aef623df0c2aabba202e7bba3c88abd9197a0bc9e15543d4436dd3ce31fadbd3eade93c0cf95fbc6ac7923c56e9373ba9ac02bb38c9913b684214bc58f77cbced34923c07cd473d2230bc3cae5fe7bc24c939bd66720b3bdfe95abd12df21bdc3d6c8bb8fb919bd9a504d3cd603b7bb5f5202bdca2ff53c929b873dc415073c2a5b3ebc8bccec3c338a9a3c275099bdb1e7ea3b71b8a63d471cda3c115c193de55e063c8895a03d35b48abd36a96e3d9d38443a86a2de3cac1bc43bc9a9ce3c4b86c43c776d3b3d3aca4b3d9127cfbb3ced693d1fa780bd37628d3db24f91bb77780c3dfdaa92bdd15b973c052f923d4d7730bde0d9523d5171273dfdc7eb3b2b96a6bd2aee97393ae41abddfe37d3d4d53a13bebbe7cbc2e8a61bd85e868bd231e863d0de746bb547d4e3d592184bdb7f16e3df2a63c3c1de19abd3aecc6bd4f5ae2bb9483d3bc4e91ec3c52b3b7ba06b707bc569fac3b5a9373bc60f4bdbcba05113b1580953c99701b3d6f41673d43e42fbc59308dbdf1a01abdf95dd63c23dc48bdad5381bdb96bcfbc9d21813ca556c83c455ad7bc19a41abc3bf930bdccc9f43bec3b87bda2bdd2bc23c75ebd51023c3d10ce613d0c0f293d4879993cb97c8bbd0fe23abd37df0fbdf8900a3dcf6c9e3d15eb6c3971f1223d3342783c342229bd92c6603da0d5033d58551cbc205674bd5cfbc83b19858b3b04e01f3bc16192bd2f7cec3cbf5e033d9211b9bc75baa23c6d7d61bdf881d83cb91613bd8685823d5ca5903c17798f3d3604a53c8a6352bdf95f713d0a90fa3c56d395bd0f1af43ce7359f3c825f06bc4887283daf19d4bcf3cb843dba7c87bd2c4fa53de566ad3d7e49353da974b9bbe0bea4bd2931363da9a2c23cc5b1fabc3cf88b3c15ffebbb3e6a273dbae28abb0ace94bcc927d23c0c39853c845920bd70e43f3be813ebbc46fb27bd77d1dd3c94fc8ebd5bcc653cb46916bd0a90af39ebd7383dbf6650bd8ec8be3aad7ac2bc5e6e6ebd549d463d2bef70bd955a373d980b85bd2e936dbd8d38913dd59dfebb6c604ebd48088e3c694487bccedebc3c5d8c113c05d4203dcad0863c633316bd8502a83c3d4e55bdb43248bc9ef26abd777434bd81207ebded04ffbc1421b7bc63c6aabdc4fe20bc6daa0ebc38f71fbdd674383d68616b3d43b5f63c15d067bdf9759c3a685dbbbc1fc5adbc56725a3c76370ebd806d9a3c4ca18c3d6afd983d6a920ebc159f95bd8f3da33de17c76bd5b18d5bb5ff4e1bb5a8cc53d3750aa3c6de497bd4395313d650287bcf6dd043cad40203ccf14a23c895b103d03329e3c5943c43bd51757bd1ed4963d09c849bda331483bd3e2aebc5661703daded493d8ca5bd3ceec6ca3c7d0e663d017f633ddab0693ddb20513de8f5093d1c8d8e3d18db57bb78aa4ebd4ce689bdd9f16cbd762f2e3dcde3863d7796ad3d9ead86bd45a1d8bbd3d789bdf3468a3ddae134bd4be61f3d01f8953d704f283dc18e9bbd7ed032bd4a94933db54c183d57ba41b925eb013d7536273d77f094bdb4e983bc0741e2bc92aedcbcb490263ce0952c3d48af06bdad95053dfca032bce38750bc75b184bd25c3973d3631f23c97a1fb3c8e16d23ca658053c11e1643d9fcf23bd3364ec3c9e0bd13c13b087bc982c5cbc4b67bfbc754f09bda93e61bc16583e3d70158bbb3fea33bc6dcf93bd8a9b43bd8ee77c3d7c7debba6c4e633dbebff2bc7245c53db877883d8f31a1bc72847d3d861322bdda505f3d3ddb51bde493083dc381cebba3488fbce71b143d39c2c8bc31e7013df5f9913d491cc2bbc2fce53c701d043d759b9fbc045a243caae94abd0ce3573cf1a571bd2c12973cea5343bd3530f43c02fb51bc1dc210bc02dcaf3d5a96473d201835bdfe4c84bcde02b6ba97eaa33dd224b73d5f960fbd76efacbd0edea63dd14a4c3d57475b3d6e5fc1bd8174ad3ddc0ff4bcb23c88bcf2da13bd548da63cae3ab1bd74f161bce8d1e0bc43cac33c67a731bd16d9dcbb88b056bd980d39bd83d082bc0fecee3cb2f47c3de88fdc3c6d3f9ebb37e3a43d40f7bfbca7a216bcf593873db5024e3d01ed8b3cff9805bdf0d7df3c6fb0b9bc');
INSERT INTO public.article_meanings VALUES ('c71bb4ca748009775f5248bfea5bfce038ce00e8', '\x7581afbb49512b3d3d39113da7a8793cb187eebb483339bd63bf24bc21e792bd5b8370bb149dfa3c0a22463d98bb973c9d3721bd63c7503ddc5ee63ce90f153af7afb0bce12113bdd3faa1bde1b1d3bc72b375bd7da582bda3ec1abcabd6293d9d1a8ebd851c10bba8778c3d50e2a1bc9962adbbc6b376bc0ad680bd832f803d04a762bd503419bdc2eb0ebdbe1ffcbc9c071c3d0a1f063da2ff5ebd2f39533d6c655ebdcda7393d2e96183da37883bd2c2205bd061a67bddd012dbd1444553db67d643d9c7fa7bc1c663cbc7d0003bdb7e5ed3c8a5f87bd3b6266bd0da316bd1ee8973d9de073bd47f51d3d044b88bdfea01b3c8fe21c3dc51516bc5cea2b3d9dc105bd1efd633c99a4c0bc387d303d0bcd613c708ac7babc7c1d3ddbaef7bb498282bc6a21023da2c137bd25355bbd36f8d5bb6a1052bde639683c98f475bd913b8abd14fc32bd56ff103df22b743d77a0943db29d6d3d697387bd3f1c843da052443dbdb7dfbcf74e8b3dd2eb293d227f8e3c8a36953a53d09fbd771328bd5fd9a63d9d56f43c3ee9d53c1e83a13c3002743dbfa8683c3b632dbce92a2d3de3848dbc869a873c91203ebda8b3393bdb1b96bd386dd5bc8a5943bc9277943ce217d73cce6ebc3ce2b30ebd8af298bdc2191b3c0ed35d3b419c253d563330bd99001a3ce9467f3d09ce7bbde07026bd94a026bd7e35173d82d57dbded60ecbcec2f913dd3f54cbd65ff7fbc71a042bd303417bd80bd1fbd82920c3c118f7b3d37d49fbd0b292dbd812c3f3d3fcb14bdae4ec83b343442bd25161f3da624043defd6843ccf8d67bdc352bbbc5c5a00bd4666343cc20ca63ddfde9ebde26f06bd2cfd2b3d9e633b3d71e907bd9952273db87c613d12078c3dda9c12bd6db023bdc862a23ce5f3903ce1141c3a0d8b10bd252266bdcfef07bc20f63f3d8d9614bd4398b03c35e7643d9f3b1fbd83f6063da708c63a69fdf6bcac19ac3c3d01b9bcf5e7693c5c0d1bbc3bd67ebdcd4d5f3d0585003de6b16b3d50a0613d40cd39bdf506d0bcc0620ebd594893bdecdbbb3c55ea6a3d2bb82cbcfcd485bc6bca38bd76fb46bb0274e03c3bbe963c3bdaf63cd065d33c9a367dbd8f18553d69eba33d037c813cffc3133d34758dbd3374a4bd3751c0bb30e5a03d74015f3b4d2e2f3cd4a2b43c6fcd433c90e24a3d13640fbd202397bb9dcc22bd49acec3c544aa8bcf591ff3cb9fba5bd855ccebb9f17223d332c91bde66be0bc372a82bdfdf91dbdbf985ebdc47194bd3dd39fbc801fd4bb6f443abdec61303da3a10b3d752ba2bdd25e173a670f01bd555959bdd7906cbd815709bd666352bd0bbce03b36ddcc3c78e5593d4f58c83c77ff21bd845cb5bc8dce353d27cc93bdda29333dee63973dedb7793d7a140abd4f43813bb7a08dbdc2334f3db11b9fbdaad67bbd804719bd637189bc6a6e3f3cf96b50bdfd0f7b3c5ac3483d52c0d63cdf933fbdf5313e3d98d939bd6bde733d12189bbd953b27bd1afc2dbc1388273d3c7f1c3de8aaa1bde65c963dab89fe3c253645bde5cdc0bc650581bd46667b3d18ddb93c799b3f3de44932bdda5b15ba596913bd959c96bcbc5f7ebcd62046bd9cde44bdd8a1a33d160da4bb7f420abb8ec3733c96bc1ebdfe48de3c93de963d9425863d8be7203dcc2f493c2667f03b8ae164bdb3908a3d1caec43c5674883c6e4106bda8035cbcb93d42bd199192bda558f7bcd9f6bb3cc1de9f3d1f446ebdf36c8b3d6ba58d3d79ec18bd3775fe3c64953b3d1451c1bc51d5263c6ed7a3bc137c9c3d249a883bfbdf3fbac859b83ca452c0bc0300223c89ed8bbc403a73bd3795553d1c7860bd38a328bca538b4ba8fc10d3d1d374fbd69cc993d4c9b593d587491bd7ad9c63c8cad71bd25e864bdc4eebcbc5ae971bd4dcf2bbd8bfca2bdbe54bdbc8e5b1fbd72cd3abd06899dbc80817bbcbf73123d6f4cf0bc4175a3bbcc8830bdb6b15d3c4f73b33c374185bcd702103dba50513d9a672a3ded586b3d087cc83cfcf682bd512ff4399fef293ca053dc3c10dfa63dc4e9053d6a05a1bd2378813d0102353c1c6689bca9eaf1bc9f361e3ddd92a2bbeb45e33c78850d3cfcf0df3cf217a63dfb47f73c09663e3c26d8a7bb1b8d933daf096cbd284ad2bc228cd43c359d7f3dd2ae893c9959763dcf3aa7bc31f66ebde7fe803d16e89d3cb14d85bc36be00bd419329bd23548dbc4b79f0bba6904abd9378a5bd7d2c683de077293da550533d7b09f7bc8ec6993dc326a33df96916bcf02a2f3d52dce63c053c593dce5c0b3d30e4543d96d33c3d34c1b83cff52bb3c97fd05bc9d178ebc6fbf0c3dbbcb613d4c792d3d6e455bbd3dff31bd8b2c0cbd57c4dcbc407b93bd2e00a63d9ae53e3d1b7d213d0601673cb6b881bcdead40bdb127753c90c2cdbc18507b3d0ef554bda42ba9bc55a13abdb68f26bd2f2839bd72f6283dc8154f3d3b965dbd5481aabc0c86f8bc5a23673dc4d513bc8fb470bd0567c73cad179d3db446813d3ecb65bd4916833de345f13c159026bceabced3b538a8a3db1b9ec3b14c572bd3c9d10bdf0f288bd9a4a453dd3630a3d43c45fbda56d99bc1a472e3d335446bd999146bdc6e965bd1fad4ebd6e74efbcaec3e93b77255ebd580a8fbb06ef693d0bb275bc2686a63df354873d5443b1bb625392bdfaf52dbd5988e53a56dfa63d4bfbdc3cf0461ebd974f2e3dd9bcb13c86c4edbc0697a4bd1fd1a63d2ad954bd43c801bddaa89ebd3f7a4f3db8fa7ebdfd742c3cf1de8b3ca916d93cc33d18bdf4f899393c87b63a1495523d8dcb12bd55e92e3d764b5e3daf9417bba11618bd6a8ea13dd0cb19bdb06b26bcb292793cd4dfccba2440e9bcaca185bd42b3e13c143d21bd');


--
-- Data for Name: article_words; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.article_words VALUES ('a3c54a64d2e94cd7', 'syrian defector i was ordered to commit genocide syrian army troops were ordered to commit genocide in the flashpoint southern city of daraa an army defector claimed in remarks published saturday i and other army officers received orders from our commanders to carry out a genocidal operation in daraa and were told not to spare the lives of women and children ahmed khalef a former officer in a syrian elite army unit told the pan arab newspaper ashareq al awsat khalef who said he had served in the army for 10 years added that he refused to obey the orders khalef estimated that around 4 500 army personnel had defected in the syrian capital alone');
INSERT INTO public.article_words VALUES ('30cc19d06bece083', 'اكد الملازم السوري المنشق احمد خلف وهو ضابط في القوات الخاصه بالجيش السوري الفرقه 15 اكد الملازم السوري المنشق احمد خلف وهو ضابط في القوات الخاصه بالجيش السوري الفرقه 15 انه تلقي وضباط اخرون اوامر من قيادته عقب صرف الجنود بتنفيذ عمليه اباده جماعيه في درعا لا تستثني حتي النساء والاطفال وكان ناشطون قد ذكروا ان قوات الامن السوريه قتلت 18 مدنيا علي الاقل في هجمات علي عشرات الالاف من المحتجين علي حكم الرييس السوري بشار الاسد في اول جمعه من شهر رمضان وقال اتحاد تنسيقيات الثوره السوريه ان القوات الحكوميه قتلت بالرصاص محتجين اثنين واصابت 12 بعد صلاه التراويح في حي الميدان بوسط دمشق والذي اصبح بوره للمظاهرات رغم نشر قوات الحرس الجمهوري في الحي واضاف ان قوات الامن قتلت شابا عمره 17 عاما في حي نهر عايشه علي اطراف دمشق ومحتج في مدينه حمص');
INSERT INTO public.article_words VALUES ('c0b29a8307057e73', 'syria orders to kill from highest levels scared thin and in some circumstances bruised a group of 30 men were told to crouch or kneel by a wall as armed men organised them into rows barking orders and directing them with that no nonsense air of people in control we had not expected to see any of this on our trip into syria s latakia province in the north of the country secondly that they were told the fsa were foreign fighters and that al qaeda had taken over whole towns a direct copy of the propaganda put out by colonel gaddafi and his henchmen last year in libya it came for the highest level he said');
INSERT INTO public.article_words VALUES ('e8b4a1eb483d8ff0', 'syrian military defectors tell reporters they were ordered to fire on unarmed civilians today time magazine and the christian science monitor interviewed two syrian soldiers who defected from the military in protest of the regime s killing of civilians i defected from the syrian arab army and took responsibility for protecting civilians in jisr al shughour he says syrian soldier darwish mohammed fidou deserted after witnessing the deaths of civilians and being ordered to gun down his countymen my heart is broken to watch my people die the syrian people die to see such a thing as this says fidou');


--
-- Data for Name: articles; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.articles VALUES ('a3c54a64d2e94cd76e77de18cfc5cfbf46b07d53829f1525066911b48d1a28ac', 'a3c54a64d2e94cd7', 'Syrian Defector: I Was Ordered to Commit Genocide', 'en', 'Syrian army troops were ordered to commit genocide in the flashpoint southern city of Daraa, an army defector claimed in remarks published Saturday.

"I and other (army) officers received orders from our commanders to carry out a genocidal operation in Daraa and were told not to spare the lives of women and children," Ahmed Khalef, a former officer in a Syrian elite army unit, told the pan-Arab newspaper Ashareq Al Awsat.

Khalef, who said he had served in the army for 10 years, added that he refused to obey the orders.

"This was an enough reason for issuing an order to physically liquidate me," said Khalef, who fled the country.

The paper said it would not disclose the whereabouts of the defector, at his request, for fear of reprisal.

Khalef estimated that around 4,500 army personnel had defected in the Syrian capital alone.

More than 1,500 people and around 350 security personnel have been killed since pro-democracy protests against the government of Syrian President Bashar Assad began in mid-March, local human rights advocates say.

At least 24 civilians were killed Friday by security and army troops in demonstrations in several parts of Syria, according to the opposition group Local Coordination Committees of Syria.

It is hard to verify these reports, as the Syrian authorities have barred most foreign media and international human rights from the country.', '{"source": "in/002_c3df465974cf283c.txt", "id": "a3c54a64d2e94cd7", "title": "Syrian Defector: I Was Ordered to Commit Genocide", "language": "en", "summary": ["Syrian army troops were ordered to commit genocide in the flashpoint southern city of Daraa, an army defector claimed in remarks published Saturday.", "\"I and other (army) officers received orders from our commanders to carry out a genocidal operation in Daraa and were told not to spare the lives of women and children,\" Ahmed Khalef, a former officer in a Syrian elite army unit, told the pan-Arab newspaper Ashareq Al Awsat.", "Khalef, who said he had served in the army for 10 years, added that he refused to obey the orders.", "Khalef estimated that around 4,500 army personnel had defected in the Syrian capital alone."], "people": [{"name": "Ahmed Khalef", "aliases": ["Khalef"], "mentions": 4, "sentences": [2, 3, 4, 6]}, {"name": "Bashar Assad", "aliases": ["President Bashar Assad"], "mentions": 1, "sentences": [7]}], "organizations": [{"name": "Syrian army", "aliases": [], "mentions": 1, "sentences": [1]}, {"name": "Ashareq Al Awsat", "aliases": [], "mentions": 1, "sentences": [2]}, {"name": "Local Coordination Committees", "aliases": [], "mentions": 1, "sentences": [8]}], "places": [{"name": "Daraa", "aliases": ["Dar‘ā"], "mentions": 2, "country": "SY", "lat": 32.61889, "lon": 36.10213, "sentences": [1, 2]}, {"name": "Syria", "aliases": [], "mentions": 2, "country": "SY", "lat": 33.5102, "lon": 36.29128, "sentences": [8]}, {"name": "Damascus", "aliases": [], "mentions": 1, "country": "SY", "lat": 33.5102, "lon": 36.29128, "sentences": [6]}], "claims": [{"speaker": "Ahmed Khalef", "text": "Syrian army troops were ordered to commit genocide in the flashpoint southern city of Daraa", "quote": false, "sentence": "Syrian army troops were ordered to commit genocide in the flashpoint southern city of Daraa, an army defector claimed in remarks published Saturday.", "verb": "claimed", "sentence_index": 1, "speaker_aliases": ["an army defector", "Khalef"], "polarity": ""}, {"speaker": "Ahmed Khalef", "text": "I and other (army) officers received orders from our commanders to carry out a genocidal operation in Daraa and were told not to spare the lives of women and children", "quote": true, "sentence": "\"I and other (army) officers received orders from our commanders to carry out a genocidal operation in Daraa and were told not to spare the lives of women and children,\" Ahmed Khalef, a former officer in a Syrian elite army unit, told the pan-Arab newspaper Ashareq Al Awsat.", "verb": "told", "sentence_index": 2, "speaker_aliases": ["Khalef"], "polarity": ""}, {"speaker": "Ahmed Khalef", "text": "he had served in the army for 10 years", "quote": false, "sentence": "Khalef, who said he had served in the army for 10 years, added that he refused to obey the orders.", "verb": "said", "sentence_index": 3, "speaker_aliases": ["Khalef"], "polarity": ""}, {"speaker": "Ahmed Khalef", "text": "he refused to obey the orders", "quote": false, "sentence": "Khalef, who said he had served in the army for 10 years, added that he refused to obey the orders.", "verb": "added", "sentence_index": 3, "speaker_aliases": ["Khalef"], "polarity": ""}, {"speaker": "Ahmed Khalef", "text": "This was an enough reason for issuing an order to physically liquidate me", "quote": true, "sentence": "\"This was an enough reason for issuing an order to physically liquidate me,\" said Khalef, who fled the country.", "verb": "said", "sentence_index": 4, "speaker_aliases": ["Khalef"], "polarity": ""}, {"speaker": "Ashareq Al Awsat", "text": "it would not disclose the whereabouts of the defector, at his request, for fear of reprisal", "quote": false, "sentence": "The paper said it would not disclose the whereabouts of the defector, at his request, for fear of reprisal.", "verb": "said", "sentence_index": 5, "speaker_aliases": ["The paper"], "polarity": ""}, {"speaker": "Ahmed Khalef", "text": "around 4,500 army personnel had defected in the Syrian capital alone", "quote": false, "sentence": "Khalef estimated that around 4,500 army personnel had defected in the Syrian capital alone.", "verb": "estimated", "sentence_index": 6, "speaker_aliases": ["Khalef"], "polarity": ""}, {"speaker": "local human rights advocates", "text": "More than 1,500 people and around 350 security personnel have been killed since pro-democracy protests against the government of Syrian President Bashar Assad began in mid-March", "quote": false, "sentence": "More than 1,500 people and around 350 security personnel have been killed since pro-democracy protests against the government of Syrian President Bashar Assad began in mid-March, local human rights advocates say.", "verb": "say", "sentence_index": 7, "speaker_aliases": [], "polarity": ""}, {"speaker": "Local Coordination Committees", "text": "At least 24 civilians were killed Friday by security and army troops in demonstrations in several parts of Syria", "quote": false, "sentence": "At least 24 civilians were killed Friday by security and army troops in demonstrations in several parts of Syria, according to the opposition group Local Coordination Committees of Syria.", "verb": "according to", "sentence_index": 8, "speaker_aliases": ["the opposition group"], "polarity": ""}], "figures": [{"value": 10, "unit": "years", "what": "years", "approx": "", "text": "10", "sentence": "Khalef, who said he had served in the army for 10 years, added that he refused to obey the orders.", "sentence_index": 3, "measure": "duration", "high": null, "subject": ""}, {"value": 4500, "unit": "people", "what": "army personnel defected", "approx": "around", "text": "around 4,500", "sentence": "Khalef estimated that around 4,500 army personnel had defected in the Syrian capital alone.", "sentence_index": 6, "measure": "defected", "high": null, "subject": "army personnel"}, {"value": 1500, "unit": "people", "what": "people killed", "approx": "more than", "text": "more than 1,500", "sentence": "More than 1,500 people and around 350 security personnel have been killed since pro-democracy protests against the government of Syrian President Bashar Assad began in mid-March, local human rights advocates say.", "sentence_index": 7, "measure": "killed", "high": null, "subject": "people"}, {"value": 350, "unit": "people", "what": "security personnel", "approx": "around", "text": "around 350", "sentence": "More than 1,500 people and around 350 security personnel have been killed since pro-democracy protests against the government of Syrian President Bashar Assad began in mid-March, local human rights advocates say.", "sentence_index": 7, "measure": "killed", "high": null, "subject": "security personnel"}, {"value": 24, "unit": "people", "what": "civilians killed", "approx": "at least", "text": "at least 24", "sentence": "At least 24 civilians were killed Friday by security and army troops in demonstrations in several parts of Syria, according to the opposition group Local Coordination Committees of Syria.", "sentence_index": 8, "measure": "killed", "high": null, "subject": "civilians"}], "responsibility": [], "words": 234, "truncated": ""}', '2026-12-05', '2026-12-05T13:03:06+00:00', '002_c3df465974cf283c.txt', '[]');
INSERT INTO public.articles VALUES ('30cc19d06bece08310884b55bd7a83571da8e5867d77e3b9f2219db2b4ae2824', '30cc19d06bece083', 'أكد الملازم السوري المنشق أحمد خلف، وهو ضابط في القوات الخاصة بالجيش السوري الفرقة 15…', 'ar', 'أكد الملازم السوري المنشق أحمد خلف، وهو ضابط في القوات الخاصة بالجيش السوري الفرقة 15، انه "تلقى وضباط آخرون أوامر من قيادته عقب صرف الجنود، بتنفيذ عملية إبادة جماعية في درعا لا تستثني حتى النساء والأطفال".

لكن خلف قال إنه "أمر جنوده بعدم إطلاق الرصاص على المواطنين"، موضحا انه "كان هذا سببا كافيا لصدور أمر بتصفيته، لكنه تمكن من الفرار إلى خارج سوريا".

وأشار خلف في حديث لصحيفة الشرق الاوسط إلى "اعتقاده بأن الرئيس السوري بشار الأسد فقد السيطرة تماما على قيادات الجيش".

وأضاف: إنه "تلقى أوامر من قادة الكتيبة بإطلاق النار على المواطنين في الشوارع، بعد ساعات من خطاب الأسد بإيقاف إطلاق النار".

وتابع: إن "قادة الأفرع الأمنية السبعة عشر هم من يتحكمون فعليا في زمام الأمور في سوريا".

وكشف خلف عن "استخدام قوات الجيش أسلحة متطورة لم يسبق تدريبهم عليها، منها "القذائف الفراغية»" و"الطلقات الخارقة المتفجرة"، مشيرا إلى "تأثيرها الفتاك"، قائلا إنها "تخترق الجسد وتنفجر داخله".

وزاد: إن "القيادات العليا بالجيش تحرص على عزل وتفتيت كتائب الجيش لتفادي أي انشقاق كبير".

وأكد أن "سجون دمشق تمتلئ بمئات الضباط الذين امتنعوا عن إطلاق النار"، لافتا إلى أن "عدد المنشقين من الجنود وصل إلى نحو 4500 جندي منشق في دمشق وحدها".

وكان ناشطون قد ذكروا ان قوات الامن السورية قتلت 18 مدنيا على الاقل في هجمات على عشرات الآلاف من المحتجين على حكم الرئيس السوري بشار الاسد في اول جمعة من شهر رمضان.

وقالت لجان التنسيق المحلية ان هجوما بالدبابات بدأ قبل ستة ايام على مدينة حماة الواقعة وسط سوريا لسحق المظاهرات المطالبة بالديمقراطية هناك اسفر عن قتل 300 مدني على الاقل .

وقال اتحاد تنسيقيات الثورة السورية ان القوات الحكومية قتلت بالرصاص محتجين اثنين واصابت 12 بعد صلاة التراويح في حي الميدان بوسط دمشق والذي اصبح بؤرة للمظاهرات رغم نشر قوات الحرس الجمهوري في الحي.

واضاف ان قوات الامن قتلت شابا عمره 17 عاما في حي نهر عائشة على اطراف دمشق ومحتج في مدينة حمص.

وقال سكان ان قوات الامن اطلقت النار ايضا على محتجين بعد الصلاة في ضواحي حريستا ودوما وداريا.

وقصفت الدبابات مدينة حماة لليوم السادس. ويخشى سكان حماه ان يتجاوز القتلى العدد الذي تم تقديره وهو 300 منذ بدء الحملة العسكرية يوم الأحد على المدينة التي يسكنها 700 ألف نسمة بوسط سوريا.', '{"source": "in/003_ba6bebe0382ccb86.txt", "id": "30cc19d06bece083", "title": "أكد الملازم السوري المنشق أحمد خلف، وهو ضابط في القوات الخاصة بالجيش السوري الفرقة 15…", "language": "ar", "summary": ["أكد الملازم السوري المنشق أحمد خلف، وهو ضابط في القوات الخاصة بالجيش السوري الفرقة 15، انه \"تلقى وضباط آخرون أوامر من قيادته عقب صرف الجنود، بتنفيذ عملية إبادة جماعية في درعا لا تستثني حتى النساء والأطفال\".", "وكان ناشطون قد ذكروا ان قوات الامن السورية قتلت 18 مدنيا على الاقل في هجمات على عشرات الآلاف من المحتجين على حكم الرئيس السوري بشار الاسد في اول جمعة من شهر رمضان.", "وقال اتحاد تنسيقيات الثورة السورية ان القوات الحكومية قتلت بالرصاص محتجين اثنين واصابت 12 بعد صلاة التراويح في حي الميدان بوسط دمشق والذي اصبح بؤرة للمظاهرات رغم نشر قوات الحرس الجمهوري في الحي.", "واضاف ان قوات الامن قتلت شابا عمره 17 عاما في حي نهر عائشة على اطراف دمشق ومحتج في مدينة حمص."], "people": [{"name": "أحمد خلف", "aliases": ["خلف"], "mentions": 4, "sentences": [0, 1, 2, 5]}, {"name": "بشار الأسد", "aliases": ["الأسد", "بشار الاسد"], "mentions": 3, "sentences": [2, 3, 8]}], "organizations": [{"name": "اتحاد تنسيقيات الثورة السورية", "aliases": [], "mentions": 1, "sentences": [10]}, {"name": "صحيفة الشرق الاوسط", "aliases": ["لصحيفة الشرق الاوسط"], "mentions": 1, "sentences": [2]}, {"name": "لجان التنسيق المحلية", "aliases": [], "mentions": 1, "sentences": [9]}], "places": [{"name": "دمشق", "aliases": ["Damascus"], "mentions": 4, "country": "SY", "lat": 33.5102, "lon": 36.29128, "sentences": [7, 10, 11]}, {"name": "سوريا", "aliases": ["Syria"], "mentions": 4, "country": "SY", "lat": 33.5102, "lon": 36.29128, "sentences": [1, 4, 9, 14]}, {"name": "حماة", "aliases": ["Ḩamāh"], "mentions": 2, "country": "SY", "lat": 35.13179, "lon": 36.75783, "sentences": [9, 13]}, {"name": "الميدان", "aliases": [], "mentions": 1, "country": null, "lat": null, "lon": null, "sentences": [10]}, {"name": "حريستا", "aliases": [], "mentions": 1, "country": null, "lat": null, "lon": null, "sentences": [12]}, {"name": "حمص", "aliases": ["Homs"], "mentions": 1, "country": "SY", "lat": 34.72405, "lon": 36.72559, "sentences": [11]}, {"name": "داريا", "aliases": ["وداريا", "Dārayyā"], "mentions": 1, "country": "SY", "lat": 33.45835, "lon": 36.23256, "sentences": [12]}, {"name": "درعا", "aliases": ["Dar‘ā"], "mentions": 1, "country": "SY", "lat": 32.61889, "lon": 36.10213, "sentences": [0]}, {"name": "دوما", "aliases": ["ودوما", "Dūmā"], "mentions": 1, "country": "SY", "lat": 33.57175, "lon": 36.4027, "sentences": [12]}, {"name": "عائشة", "aliases": [], "mentions": 1, "country": null, "lat": null, "lon": null, "sentences": [11]}], "claims": [{"speaker": "أحمد خلف", "text": "تلقى وضباط آخرون أوامر من قيادته عقب صرف الجنود ، بتنفيذ عملية إبادة جماعية في درعا لا تستثني حتى النساء والأطفال", "quote": true, "sentence": "أكد الملازم السوري المنشق أحمد خلف، وهو ضابط في القوات الخاصة بالجيش السوري الفرقة 15، انه \"تلقى وضباط آخرون أوامر من قيادته عقب صرف الجنود، بتنفيذ عملية إبادة جماعية في درعا لا تستثني حتى النساء والأطفال\".", "verb": "أكد", "sentence_index": 0, "speaker_aliases": ["خلف"], "polarity": ""}, {"speaker": "أحمد خلف", "text": "أمر جنوده بعدم إطلاق الرصاص على المواطنين", "quote": true, "sentence": "لكن خلف قال إنه \"أمر جنوده بعدم إطلاق الرصاص على المواطنين\"، موضحا انه \"كان هذا سببا كافيا لصدور أمر بتصفيته، لكنه تمكن من الفرار إلى خارج سوريا\".", "verb": "قال", "sentence_index": 1, "speaker_aliases": ["خلف"], "polarity": ""}, {"speaker": "أحمد خلف", "text": "كان هذا سببا كافيا لصدور أمر بتصفيته ، لكنه تمكن من الفرار إلى خارج سوريا", "quote": true, "sentence": "لكن خلف قال إنه \"أمر جنوده بعدم إطلاق الرصاص على المواطنين\"، موضحا انه \"كان هذا سببا كافيا لصدور أمر بتصفيته، لكنه تمكن من الفرار إلى خارج سوريا\".", "verb": "موضحا", "sentence_index": 1, "speaker_aliases": ["خلف"], "polarity": ""}, {"speaker": "أحمد خلف", "text": "الرئيس السوري بشار الأسد فقد السيطرة تماما على قيادات الجيش", "quote": true, "sentence": "وأشار خلف في حديث لصحيفة الشرق الاوسط إلى \"اعتقاده بأن الرئيس السوري بشار الأسد فقد السيطرة تماما على قيادات الجيش\".", "verb": "وأشار", "sentence_index": 2, "speaker_aliases": ["خلف"], "polarity": ""}, {"speaker": "أحمد خلف", "text": "تلقى أوامر من قادة الكتيبة بإطلاق النار على المواطنين في الشوارع ، بعد ساعات من خطاب الأسد بإيقاف إطلاق النار", "quote": true, "sentence": "وأضاف: إنه \"تلقى أوامر من قادة الكتيبة بإطلاق النار على المواطنين في الشوارع، بعد ساعات من خطاب الأسد بإيقاف إطلاق النار\".", "verb": "وأضاف", "sentence_index": 3, "speaker_aliases": ["خلف"], "polarity": ""}, {"speaker": "أحمد خلف", "text": "قادة الأفرع الأمنية السبعة عشر هم من يتحكمون فعليا في زمام الأمور في سوريا", "quote": true, "sentence": "وتابع: إن \"قادة الأفرع الأمنية السبعة عشر هم من يتحكمون فعليا في زمام الأمور في سوريا\".", "verb": "وتابع", "sentence_index": 4, "speaker_aliases": ["خلف"], "polarity": ""}, {"speaker": "أحمد خلف", "text": "استخدام قوات الجيش أسلحة متطورة لم يسبق تدريبهم عليها ، منها القذائف الفراغية و الطلقات الخارقة المتفجرة", "quote": true, "sentence": "وكشف خلف عن \"استخدام قوات الجيش أسلحة متطورة لم يسبق تدريبهم عليها، منها \"القذائف الفراغية»\" و\"الطلقات الخارقة المتفجرة\"، مشيرا إلى \"تأثيرها الفتاك\"، قائلا إنها \"تخترق الجسد وتنفجر داخله\".", "verb": "وكشف", "sentence_index": 5, "speaker_aliases": ["خلف"], "polarity": ""}, {"speaker": "أحمد خلف", "text": "تخترق الجسد وتنفجر داخله", "quote": true, "sentence": "وكشف خلف عن \"استخدام قوات الجيش أسلحة متطورة لم يسبق تدريبهم عليها، منها \"القذائف الفراغية»\" و\"الطلقات الخارقة المتفجرة\"، مشيرا إلى \"تأثيرها الفتاك\"، قائلا إنها \"تخترق الجسد وتنفجر داخله\".", "verb": "قائلا", "sentence_index": 5, "speaker_aliases": ["خلف"], "polarity": ""}, {"speaker": "أحمد خلف", "text": "القيادات العليا بالجيش تحرص على عزل وتفتيت كتائب الجيش لتفادي أي انشقاق كبير", "quote": true, "sentence": "وزاد: إن \"القيادات العليا بالجيش تحرص على عزل وتفتيت كتائب الجيش لتفادي أي انشقاق كبير\".", "verb": "وزاد", "sentence_index": 6, "speaker_aliases": ["خلف"], "polarity": ""}, {"speaker": "أحمد خلف", "text": "سجون دمشق تمتلئ بمئات الضباط الذين امتنعوا عن إطلاق النار", "quote": true, "sentence": "وأكد أن \"سجون دمشق تمتلئ بمئات الضباط الذين امتنعوا عن إطلاق النار\"، لافتا إلى أن \"عدد المنشقين من الجنود وصل إلى نحو 4500 جندي منشق في دمشق وحدها\".", "verb": "وأكد", "sentence_index": 7, "speaker_aliases": ["خلف"], "polarity": ""}, {"speaker": "أحمد خلف", "text": "عدد المنشقين من الجنود وصل إلى نحو 4500 جندي منشق في دمشق وحدها", "quote": true, "sentence": "وأكد أن \"سجون دمشق تمتلئ بمئات الضباط الذين امتنعوا عن إطلاق النار\"، لافتا إلى أن \"عدد المنشقين من الجنود وصل إلى نحو 4500 جندي منشق في دمشق وحدها\".", "verb": "لافتا", "sentence_index": 7, "speaker_aliases": ["خلف"], "polarity": ""}, {"speaker": "ناشطون", "text": "قوات الامن السورية قتلت 18 مدنيا على الاقل في هجمات على عشرات الآلاف من المحتجين على حكم الرئيس السوري بشار الاسد في اول جمعة من شهر رمضان", "quote": false, "sentence": "وكان ناشطون قد ذكروا ان قوات الامن السورية قتلت 18 مدنيا على الاقل في هجمات على عشرات الآلاف من المحتجين على حكم الرئيس السوري بشار الاسد في اول جمعة من شهر رمضان.", "verb": "ذكروا", "sentence_index": 8, "speaker_aliases": [], "polarity": ""}, {"speaker": "لجان التنسيق المحلية", "text": "هجوما بالدبابات بدأ قبل ستة ايام على مدينة حماة الواقعة وسط سوريا لسحق المظاهرات المطالبة بالديمقراطية هناك اسفر عن قتل 300 مدني على الاقل", "quote": false, "sentence": "وقالت لجان التنسيق المحلية ان هجوما بالدبابات بدأ قبل ستة ايام على مدينة حماة الواقعة وسط سوريا لسحق المظاهرات المطالبة بالديمقراطية هناك اسفر عن قتل 300 مدني على الاقل .", "verb": "وقالت", "sentence_index": 9, "speaker_aliases": [], "polarity": ""}, {"speaker": "اتحاد تنسيقيات الثورة السورية", "text": "القوات الحكومية قتلت بالرصاص محتجين اثنين واصابت 12 بعد صلاة التراويح في حي الميدان بوسط دمشق والذي اصبح بؤرة للمظاهرات رغم نشر قوات الحرس الجمهوري في الحي", "quote": false, "sentence": "وقال اتحاد تنسيقيات الثورة السورية ان القوات الحكومية قتلت بالرصاص محتجين اثنين واصابت 12 بعد صلاة التراويح في حي الميدان بوسط دمشق والذي اصبح بؤرة للمظاهرات رغم نشر قوات الحرس الجمهوري في الحي.", "verb": "وقال", "sentence_index": 10, "speaker_aliases": [], "polarity": ""}, {"speaker": "اتحاد تنسيقيات الثورة السورية", "text": "قوات الامن قتلت شابا عمره 17 عاما في حي نهر عائشة على اطراف دمشق ومحتج في مدينة حمص", "quote": false, "sentence": "واضاف ان قوات الامن قتلت شابا عمره 17 عاما في حي نهر عائشة على اطراف دمشق ومحتج في مدينة حمص.", "verb": "واضاف", "sentence_index": 11, "speaker_aliases": [], "polarity": ""}, {"speaker": "سكان", "text": "قوات الامن اطلقت النار ايضا على محتجين بعد الصلاة في ضواحي حريستا ودوما وداريا", "quote": false, "sentence": "وقال سكان ان قوات الامن اطلقت النار ايضا على محتجين بعد الصلاة في ضواحي حريستا ودوما وداريا.", "verb": "وقال", "sentence_index": 12, "speaker_aliases": [], "polarity": ""}, {"speaker": "سكان حماة", "text": "يتجاوز القتلى العدد الذي تم تقديره وهو 300 منذ بدء الحملة العسكرية يوم الأحد على المدينة التي يسكنها 700 ألف نسمة بوسط سوريا", "quote": false, "sentence": "ويخشى سكان حماه ان يتجاوز القتلى العدد الذي تم تقديره وهو 300 منذ بدء الحملة العسكرية يوم الأحد على المدينة التي يسكنها 700 ألف نسمة بوسط سوريا.", "verb": "ويخشى", "sentence_index": 14, "speaker_aliases": [], "polarity": ""}], "figures": [{"value": 17, "unit": "count", "what": "الأفرع الأمنية", "approx": "", "text": "السبعة عشر", "sentence": "وتابع: إن \"قادة الأفرع الأمنية السبعة عشر هم من يتحكمون فعليا في زمام الأمور في سوريا\".", "sentence_index": 4, "measure": "count", "high": null, "subject": "الأفرع الأمنية"}, {"value": 100, "unit": "people", "what": "الضباط", "approx": "مئات", "text": "مئات", "sentence": "وأكد أن \"سجون دمشق تمتلئ بمئات الضباط الذين امتنعوا عن إطلاق النار\"، لافتا إلى أن \"عدد المنشقين من الجنود وصل إلى نحو 4500 جندي منشق في دمشق وحدها\".", "sentence_index": 7, "measure": "troops", "high": null, "subject": "الضباط"}, {"value": 4500, "unit": "people", "what": "جندي منشق", "approx": "نحو", "text": "4500", "sentence": "وأكد أن \"سجون دمشق تمتلئ بمئات الضباط الذين امتنعوا عن إطلاق النار\"، لافتا إلى أن \"عدد المنشقين من الجنود وصل إلى نحو 4500 جندي منشق في دمشق وحدها\".", "sentence_index": 7, "measure": "defected", "high": null, "subject": "جندي منشق"}, {"value": 18, "unit": "people", "what": "مدنيا", "approx": "على الاقل", "text": "18", "sentence": "وكان ناشطون قد ذكروا ان قوات الامن السورية قتلت 18 مدنيا على الاقل في هجمات على عشرات الآلاف من المحتجين على حكم الرئيس السوري بشار الاسد في اول جمعة من شهر رمضان.", "sentence_index": 8, "measure": "killed", "high": null, "subject": "مدنيا"}, {"value": 10000, "unit": "people", "what": "المحتجين", "approx": "عشرات الآلاف", "text": "عشرات الآلاف", "sentence": "وكان ناشطون قد ذكروا ان قوات الامن السورية قتلت 18 مدنيا على الاقل في هجمات على عشرات الآلاف من المحتجين على حكم الرئيس السوري بشار الاسد في اول جمعة من شهر رمضان.", "sentence_index": 8, "measure": "protesters", "high": null, "subject": "المحتجين"}, {"value": 300, "unit": "people", "what": "مدني", "approx": "على الاقل", "text": "300", "sentence": "وقالت لجان التنسيق المحلية ان هجوما بالدبابات بدأ قبل ستة ايام على مدينة حماة الواقعة وسط سوريا لسحق المظاهرات المطالبة بالديمقراطية هناك اسفر عن قتل 300 مدني على الاقل .", "sentence_index": 9, "measure": "killed", "high": null, "subject": "مدني"}, {"value": 2, "unit": "people", "what": "محتجين", "approx": "", "text": "اثنين", "sentence": "وقال اتحاد تنسيقيات الثورة السورية ان القوات الحكومية قتلت بالرصاص محتجين اثنين واصابت 12 بعد صلاة التراويح في حي الميدان بوسط دمشق والذي اصبح بؤرة للمظاهرات رغم نشر قوات الحرس الجمهوري في الحي.", "sentence_index": 10, "measure": "killed", "high": null, "subject": "محتجين"}, {"value": 12, "unit": "people", "what": "", "approx": "", "text": "12", "sentence": "وقال اتحاد تنسيقيات الثورة السورية ان القوات الحكومية قتلت بالرصاص محتجين اثنين واصابت 12 بعد صلاة التراويح في حي الميدان بوسط دمشق والذي اصبح بؤرة للمظاهرات رغم نشر قوات الحرس الجمهوري في الحي.", "sentence_index": 10, "measure": "wounded", "high": null, "subject": ""}, {"value": 17, "unit": "years", "what": "شابا", "approx": "", "text": "17", "sentence": "واضاف ان قوات الامن قتلت شابا عمره 17 عاما في حي نهر عائشة على اطراف دمشق ومحتج في مدينة حمص.", "sentence_index": 11, "measure": "age", "high": null, "subject": "شابا"}, {"value": 700000, "unit": "people", "what": "نسمة", "approx": "", "text": "700 ألف", "sentence": "ويخشى سكان حماه ان يتجاوز القتلى العدد الذي تم تقديره وهو 300 منذ بدء الحملة العسكرية يوم الأحد على المدينة التي يسكنها 700 ألف نسمة بوسط سوريا.", "sentence_index": 14, "measure": "inhabitants", "high": null, "subject": ""}], "responsibility": [], "words": 356, "truncated": ""}', '2026-12-05', '2026-12-05T13:03:07+00:00', '003_ba6bebe0382ccb86.txt', '[]');
INSERT INTO public.articles VALUES ('e8b4a1eb483d8ff05f9e6890016776c2b2557b4bee37eea2bdb44739a4c3e2a5', 'e8b4a1eb483d8ff0', 'Syrian Military Defectors Tell Reporters They Were Ordered To Fire On Unarmed Civilians', 'en', 'As the Arab Spring continues to roll on, Syria is the site of some of the worst crackdowns against pro-democracy protesters. Some activists there estimate that as many as 1,300 Syrians have died in the nonviolent uprising that was met by the regime’s brutal crackdown.

Today, TIME Magazine and the Christian Science Monitor interviewed two Syrian soldiers who defected from the military in protest of the regime’s killing of civilians. Col. Hussein Harmoush describes how his conscience was weighing on him and how he wishes he had joined the side of the people earlier:

“I defected from the Syrian Arab army and took responsibility for protecting civilians in Jisr al-Shughour,” he says. “I was late in taking this decision.” His lower lip quivers. He struggles to maintain his composure. After a long pause, and several deep breathes, the man with the thinning salt-and-pepper hair resumes: “I feel like I am responsible for the deaths of every single martyr in Syria.”

Syrian soldier Darwish Mohammed Fidou deserted after witnessing the deaths of civilians and being ordered to gun down his countymen. He paid a bribe to escape a military base and joined the protesters:

“My heart is broken to watch my people die, the Syrian people die, to see such a thing as this,” says Fidou. “It was the same when I had orders to shoot on the people – it broke my heart.” [...] Fidou had had enough, however, and paid a bribe for a slip of paper – which he still keeps in his pocket – that allowed him to temporarily exit the base on May 15. Leaving everything behind, he fled, eventually passing through Jisr al-Shughur, where he joined anti-regime protesters.

In addition to the stories, there have been numerous other reports of soldiers deserting and joining the protest movement. Dissent among the ranks of the military will be an important factor in deciding the fate of the regime. Recall that senior Egyptian military officers refused President Mubarak’s orders to massacre nonviolent protesters, a key factor to the triumphs in that country.', '{"source": "in/001_15c20c73b5d1145d.txt", "id": "e8b4a1eb483d8ff0", "title": "Syrian Military Defectors Tell Reporters They Were Ordered To Fire On Unarmed Civilians", "language": "en", "summary": ["Today, TIME Magazine and the Christian Science Monitor interviewed two Syrian soldiers who defected from the military in protest of the regime’s killing of civilians.", "“I defected from the Syrian Arab army and took responsibility for protecting civilians in Jisr al-Shughour,” he says.", "Syrian soldier Darwish Mohammed Fidou deserted after witnessing the deaths of civilians and being ordered to gun down his countymen.", "“My heart is broken to watch my people die, the Syrian people die, to see such a thing as this,” says Fidou."], "people": [{"name": "Hussein Harmoush", "aliases": ["Col. Hussein Harmoush"], "mentions": 1, "sentences": [4]}, {"name": "Darwish Mohammed Fidou", "aliases": ["Fidou"], "mentions": 3, "sentences": [10, 12, 14]}, {"name": "Mubarak", "aliases": ["President Mubarak"], "mentions": 1, "sentences": [18]}], "organizations": [{"name": "TIME Magazine", "aliases": [], "mentions": 1, "sentences": [3]}, {"name": "Christian Science Monitor", "aliases": [], "mentions": 1, "sentences": [3]}, {"name": "Syrian Arab army", "aliases": [], "mentions": 1, "sentences": [5]}], "places": [{"name": "Syria", "aliases": [], "mentions": 2, "country": "SY", "lat": 33.5102, "lon": 36.29128, "sentences": [1, 9]}, {"name": "Jisr al-Shughur", "aliases": ["Jisr al-Shughour", "Jisr ash Shughūr"], "mentions": 2, "country": "SY", "lat": 35.81418, "lon": 36.31983, "sentences": [5, 15]}], "claims": [{"speaker": "Some activists there", "text": "as many as 1,300 Syrians have died in the nonviolent uprising that was met by the regime’s brutal crackdown", "quote": false, "sentence": "Some activists there estimate that as many as 1,300 Syrians have died in the nonviolent uprising that was met by the regime’s brutal crackdown.", "verb": "estimate", "sentence_index": 2, "speaker_aliases": [], "polarity": ""}, {"speaker": "Hussein Harmoush", "text": "how his conscience was weighing on him and how he wishes he had joined the side of the people earlier", "quote": false, "sentence": "Col. Hussein Harmoush describes how his conscience was weighing on him and how he wishes he had joined the side of the people earlier:", "verb": "describes", "sentence_index": 4, "speaker_aliases": ["Col. Hussein Harmoush"], "polarity": ""}, {"speaker": "Hussein Harmoush", "text": "I defected from the Syrian Arab army and took responsibility for protecting civilians in Jisr al-Shughour", "quote": true, "sentence": "“I defected from the Syrian Arab army and took responsibility for protecting civilians in Jisr al-Shughour,” he says.", "verb": "says", "sentence_index": 5, "speaker_aliases": ["Col. Hussein Harmoush"], "polarity": ""}, {"speaker": "Hussein Harmoush", "text": "I was late in taking this decision.", "quote": true, "sentence": "“I was late in taking this decision.”", "verb": "says", "sentence_index": 6, "speaker_aliases": ["Col. Hussein Harmoush"], "polarity": ""}, {"speaker": "Hussein Harmoush", "text": "I feel like I am responsible for the deaths of every single martyr in Syria", "quote": true, "sentence": "After a long pause, and several deep breathes, the man with the thinning salt-and-pepper hair resumes: “I feel like I am responsible for the deaths of every single martyr in Syria.”", "verb": "resumes", "sentence_index": 9, "speaker_aliases": ["the man with the thinning salt and pepper hair", "Col. Hussein Harmoush"], "polarity": ""}, {"speaker": "Darwish Mohammed Fidou", "text": "My heart is broken to watch my people die, the Syrian people die, to see such a thing as this It was the same when I had orders to shoot on the people – it broke my heart", "quote": true, "sentence": "“My heart is broken to watch my people die, the Syrian people die, to see such a thing as this,” says Fidou. “It was the same when I had orders to shoot on the people – it broke my heart.”", "verb": "says", "sentence_index": 12, "speaker_aliases": ["Fidou"], "polarity": ""}], "figures": [{"value": 1300, "unit": "people", "what": "Syrians died", "approx": "as many as", "text": "as many as 1,300", "sentence": "Some activists there estimate that as many as 1,300 Syrians have died in the nonviolent uprising that was met by the regime’s brutal crackdown.", "sentence_index": 2, "measure": "killed", "high": null, "subject": "Syrians"}, {"value": 2, "unit": "people", "what": "interviewed Syrian soldiers", "approx": "", "text": "two", "sentence": "Today, TIME Magazine and the Christian Science Monitor interviewed two Syrian soldiers who defected from the military in protest of the regime’s killing of civilians.", "sentence_index": 3, "measure": "defected", "high": null, "subject": "Syrian soldiers"}], "responsibility": [], "words": 357, "truncated": ""}', '2026-12-05', '2026-12-05T13:03:08+00:00', '001_15c20c73b5d1145d.txt', '[]');
INSERT INTO public.articles VALUES ('c0b29a8307057e730dead616ec2e8dd15f868e02cd9a496596e0a1c5f63cfe55', 'c0b29a8307057e73', 'Syria: Orders To Kill ''From Highest Levels''', 'en', 'Scared, thin and in some circumstances bruised, a group of 30 men were told to crouch or kneel by a wall as armed men organised them into rows; barking orders and directing them with that no-nonsense air of people in control.

They said nothing, some looking down or hiding their faces as we were invited forward to film them.

The officer in charge shouted an order for the men to double-time towards a nearby house and then directed his men to secure the building.

We had not expected to see any of this on our trip into Syria''s Latakia Province in the north of the country.

But the prisoners are Syrian government police and soldiers and their captors the Free Syrian Army (FSA).

Just a few months ago this was an unimaginable picture. The FSA did not have the men or the ability to capture anyone on this type of scale.

The FSA say they want to keep their prisoners to swap with their own captured comrades. Their commander insisted that they would come to no harm.

I told the men that they had no obligation to speak to us but they volunteered to do so. While I am aware we were in the presence of their captors, they seemed genuine on two basic points they made as a group.

First that they were ordered to kill anyone involved in the revolution and to clear out villages of anyone who disagreed with the government, either by killing them or forcing them to flee. These orders came from the top.

Secondly that they were told the FSA were foreign fighters and that Al Qaeda had taken over whole towns - a direct copy of the propaganda put out by Colonel Gaddafi and his henchmen last year in Libya.

"We had the idea that (opposition forces) were there to terrorise people, to kill children, to kill females and to kill everybody around, but... we noticed that the opposite was what was actually happening," one of the soldiers told me.

"It is just not a war," he added, saying that the shelling of towns and villages was random and killing the old and the young indiscriminately.

I asked a former Sergeant who gave the orders to carry out attacks on civilians. "It came for the highest level," he said.

In Syria, the President runs everything. Even if the direct command did not come from him, his senior officers would at the very least be interpreting his expectations for putting down this uprising that is spiralling out of Basher Al Assad''s control.

A police officer asked to make a statement. He said that he, his men and the country had been lied too and called on all the security forces to join the Free Syrian Army. "I am ready to join," he said.

This series of interviews are the first time independent media have had the opportunity to question security forces, who are not defectors, and get their opinions.

The sense I got is that they represent a growing feeling amongst the military that enough is enough. The FSA and many civilians certainly hope so, although the shelling of villages and the killing of civilians goes on unabated.', '{"source": "in/000_366974b3f0922cad.txt", "id": "c0b29a8307057e73", "title": "Syria: Orders To Kill ''From Highest Levels''", "language": "en", "summary": ["Scared, thin and in some circumstances bruised, a group of 30 men were told to crouch or kneel by a wall as armed men organised them into rows; barking orders and directing them with that no-nonsense air of people in control.", "We had not expected to see any of this on our trip into Syria''s Latakia Province in the north of the country.", "Secondly that they were told the FSA were foreign fighters and that Al Qaeda had taken over whole towns - a direct copy of the propaganda put out by Colonel Gaddafi and his henchmen last year in Libya.", "\"It came for the highest level,\" he said."], "people": [{"name": "Gaddafi", "aliases": ["Colonel Gaddafi"], "mentions": 1, "sentences": [14]}, {"name": "Basher Al Assad", "aliases": [], "mentions": 1, "sentences": [21]}], "organizations": [{"name": "Free Syrian Army", "aliases": ["FSA"], "mentions": 7, "sentences": [5, 7, 8, 14, 23, 27]}, {"name": "Al Qaeda", "aliases": [], "mentions": 1, "sentences": [14]}], "places": [{"name": "Syria", "aliases": [], "mentions": 3, "country": "SY", "lat": 33.5102, "lon": 36.29128, "sentences": [0, 4, 20]}, {"name": "Latakia Province", "aliases": ["Latakia"], "mentions": 1, "country": "SY", "lat": 35.53125, "lon": 35.79088, "sentences": [4]}, {"name": "Libya", "aliases": [], "mentions": 1, "country": "LY", "lat": 32.88743, "lon": 13.18733, "sentences": [14]}], "claims": [{"speaker": "They", "text": "some looking down or hiding their faces as we were invited forward to film them", "quote": false, "sentence": "They said nothing, some looking down or hiding their faces as we were invited forward to film them.", "verb": "said", "sentence_index": 2, "speaker_aliases": [], "polarity": ""}, {"speaker": "The officer in charge", "text": "an order for the men", "quote": false, "sentence": "The officer in charge shouted an order for the men to double-time towards a nearby house and then directed his men to secure the building.", "verb": "shouted", "sentence_index": 3, "speaker_aliases": [], "polarity": ""}, {"speaker": "Free Syrian Army", "text": "they want to keep their prisoners to swap with their own captured comrades", "quote": false, "sentence": "The FSA say they want to keep their prisoners to swap with their own captured comrades.", "verb": "say", "sentence_index": 8, "speaker_aliases": ["The FSA", "FSA"], "polarity": ""}, {"speaker": "Their commander", "text": "they would come to no harm", "quote": false, "sentence": "Their commander insisted that they would come to no harm.", "verb": "insisted", "sentence_index": 9, "speaker_aliases": [], "polarity": ""}, {"speaker": "one of the soldiers", "text": "We had the idea that (opposition forces) were there to terrorise people, to kill children, to kill females and to kill everybody around, but... we noticed that the opposite was what was actually happening", "quote": true, "sentence": "\"We had the idea that (opposition forces) were there to terrorise people, to kill children, to kill females and to kill everybody around, but... we noticed that the opposite was what was actually happening,\" one of the soldiers told me.", "verb": "told", "sentence_index": 15, "speaker_aliases": [], "polarity": ""}, {"speaker": "one of the soldiers", "text": "It is just not a war", "quote": true, "sentence": "\"It is just not a war,\" he added, saying that the shelling of towns and villages was random and killing the old and the young indiscriminately.", "verb": "added", "sentence_index": 17, "speaker_aliases": [], "polarity": ""}, {"speaker": "one of the soldiers", "text": "the shelling of towns and villages was random and killing the old and the young indiscriminately", "quote": false, "sentence": "\"It is just not a war,\" he added, saying that the shelling of towns and villages was random and killing the old and the young indiscriminately.", "verb": "saying", "sentence_index": 17, "speaker_aliases": [], "polarity": ""}, {"speaker": "a former Sergeant", "text": "It came for the highest level", "quote": true, "sentence": "\"It came for the highest level,\" he said.", "verb": "said", "sentence_index": 19, "speaker_aliases": [], "polarity": ""}, {"speaker": "A police officer", "text": "to make a statement", "quote": false, "sentence": "A police officer asked to make a statement.", "verb": "asked", "sentence_index": 22, "speaker_aliases": [], "polarity": ""}, {"speaker": "A police officer", "text": "he, his men and the country had been lied too and called on all the security forces to join the Free Syrian Army", "quote": false, "sentence": "He said that he, his men and the country had been lied too and called on all the security forces to join the Free Syrian Army.", "verb": "said", "sentence_index": 23, "speaker_aliases": [], "polarity": ""}, {"speaker": "A police officer", "text": "I am ready to join", "quote": true, "sentence": "\"I am ready to join,\" he said.", "verb": "said", "sentence_index": 24, "speaker_aliases": [], "polarity": ""}], "figures": [{"value": 30, "unit": "people", "what": "men", "approx": "", "text": "30", "sentence": "Scared, thin and in some circumstances bruised, a group of 30 men were told to crouch or kneel by a wall as armed men organised them into rows; barking orders and directing them with that no-nonsense air of people in control.", "sentence_index": 1, "measure": "people", "high": null, "subject": "men"}], "responsibility": [], "words": 541, "truncated": ""}', '2026-12-05', '2026-12-05T13:03:08+00:00', '000_366974b3f0922cad.txt', '[]');


--
-- Data for Name: claims; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: deliveries; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.deliveries VALUES ('file:/tmp/tmpkvdfvqwc/out/digest-2026-12-05.json:7ab17e64062c2d8f', 'chief@example.org', 'pending', 0, NULL, '2026-12-05T13:03:09+00:00', NULL, NULL, NULL, '2026-12-05T13:03:09+00:00');
INSERT INTO public.deliveries VALUES ('file:/tmp/tmpkvdfvqwc/out/digest-2026-12-05.json:7ab17e64062c2d8f', 'desk@example.org', 'sent', 1, NULL, '2026-12-05T13:03:09+00:00', '2026-12-05T13:03:09+00:00', '2026-12-05T13:03:09+00:00', '<1@example.org>', '2026-12-05T13:03:09+00:00');


--
-- Data for Name: digests; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.digests VALUES ('file:/tmp/tmpkvdfvqwc/out/digest-2026-12-05.json:7ab17e64062c2d8f', NULL, 'Daily Briefing', '2026-12-05T00:00:00+00:00', '2026-12-06T00:00:00+00:00', 2, 'en', '{"html": "/tmp/tmpkvdfvqwc/out/digest-2026-12-05.html", "pdf": "/tmp/tmpkvdfvqwc/out/digest-2026-12-05.pdf", "md": "/tmp/tmpkvdfvqwc/out/digest-2026-12-05.md", "json": "/tmp/tmpkvdfvqwc/out/digest-2026-12-05.json"}', '2026-12-05T13:03:09+00:00');


--
-- Data for Name: entity_mentions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.entity_mentions VALUES ('a3c54a64d2e94cd7', 'person', 'Ahmed Khalef', 'pb25865397');
INSERT INTO public.entity_mentions VALUES ('30cc19d06bece083', 'person', 'أحمد خلف', 'pb25865397');
INSERT INTO public.entity_mentions VALUES ('a3c54a64d2e94cd7', 'person', 'Bashar Assad', 'p261781f4e');
INSERT INTO public.entity_mentions VALUES ('30cc19d06bece083', 'person', 'بشار الأسد', 'p261781f4e');
INSERT INTO public.entity_mentions VALUES ('c0b29a8307057e73', 'person', 'Basher Al Assad', 'p261781f4e');
INSERT INTO public.entity_mentions VALUES ('a3c54a64d2e94cd7', 'organization', 'Syrian army', 'oc346900a5');
INSERT INTO public.entity_mentions VALUES ('a3c54a64d2e94cd7', 'organization', 'Ashareq Al Awsat', 'o7b1285091');
INSERT INTO public.entity_mentions VALUES ('30cc19d06bece083', 'organization', 'صحيفة الشرق الاوسط', 'o7b1285091');
INSERT INTO public.entity_mentions VALUES ('a3c54a64d2e94cd7', 'organization', 'Local Coordination Committees', 'o2f63da5cc');
INSERT INTO public.entity_mentions VALUES ('a3c54a64d2e94cd7', 'place', 'Daraa', 'p6481b0daf');
INSERT INTO public.entity_mentions VALUES ('30cc19d06bece083', 'place', 'درعا', 'p6481b0daf');
INSERT INTO public.entity_mentions VALUES ('a3c54a64d2e94cd7', 'place', 'Syria', 'pb6ddc2f9d');
INSERT INTO public.entity_mentions VALUES ('30cc19d06bece083', 'place', 'سوريا', 'pb6ddc2f9d');
INSERT INTO public.entity_mentions VALUES ('c0b29a8307057e73', 'place', 'Syria', 'pb6ddc2f9d');
INSERT INTO public.entity_mentions VALUES ('e8b4a1eb483d8ff0', 'place', 'Syria', 'pb6ddc2f9d');
INSERT INTO public.entity_mentions VALUES ('a3c54a64d2e94cd7', 'place', 'Damascus', 'p20fba7664');
INSERT INTO public.entity_mentions VALUES ('30cc19d06bece083', 'place', 'دمشق', 'p20fba7664');
INSERT INTO public.entity_mentions VALUES ('30cc19d06bece083', 'organization', 'اتحاد تنسيقيات الثورة السورية', 'o74cb75035');
INSERT INTO public.entity_mentions VALUES ('30cc19d06bece083', 'organization', 'لجان التنسيق المحلية', 'o777b59e56');
INSERT INTO public.entity_mentions VALUES ('30cc19d06bece083', 'place', 'حماة', 'p9cfb0d430');
INSERT INTO public.entity_mentions VALUES ('30cc19d06bece083', 'place', 'الميدان', 'p83bb20cba');
INSERT INTO public.entity_mentions VALUES ('30cc19d06bece083', 'place', 'حريستا', 'pded447511');
INSERT INTO public.entity_mentions VALUES ('30cc19d06bece083', 'place', 'حمص', 'p2abebd3dc');
INSERT INTO public.entity_mentions VALUES ('30cc19d06bece083', 'place', 'داريا', 'p6b99a977c');
INSERT INTO public.entity_mentions VALUES ('30cc19d06bece083', 'place', 'دوما', 'p3403c31fb');
INSERT INTO public.entity_mentions VALUES ('30cc19d06bece083', 'place', 'عائشة', 'p9b8eeeecb');
INSERT INTO public.entity_mentions VALUES ('c0b29a8307057e73', 'person', 'Gaddafi', 'p8fe30c2cc');
INSERT INTO public.entity_mentions VALUES ('c0b29a8307057e73', 'organization', 'Free Syrian Army', 'od5d7fe612');
INSERT INTO public.entity_mentions VALUES ('c0b29a8307057e73', 'organization', 'Al Qaeda', 'o314e31010');
INSERT INTO public.entity_mentions VALUES ('c0b29a8307057e73', 'place', 'Latakia Province', 'pea5f5e9e5');
INSERT INTO public.entity_mentions VALUES ('c0b29a8307057e73', 'place', 'Libya', 'pe6d8c6f10');
INSERT INTO public.entity_mentions VALUES ('e8b4a1eb483d8ff0', 'person', 'Hussein Harmoush', 'p0055b0652');
INSERT INTO public.entity_mentions VALUES ('e8b4a1eb483d8ff0', 'person', 'Darwish Mohammed Fidou', 'p975582a1a');
INSERT INTO public.entity_mentions VALUES ('e8b4a1eb483d8ff0', 'person', 'Mubarak', 'p1daa57007');
INSERT INTO public.entity_mentions VALUES ('e8b4a1eb483d8ff0', 'organization', 'TIME Magazine', 'o3f540f347');
INSERT INTO public.entity_mentions VALUES ('e8b4a1eb483d8ff0', 'organization', 'Christian Science Monitor', 'o8df87159a');
INSERT INTO public.entity_mentions VALUES ('e8b4a1eb483d8ff0', 'organization', 'Syrian Arab army', 'o4773cc4f7');
INSERT INTO public.entity_mentions VALUES ('e8b4a1eb483d8ff0', 'place', 'Jisr al-Shughur', 'p5f5ad7be3');


--
-- Data for Name: entity_names; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.entity_names VALUES ('pb6ddc2f9d', 'syria', 'sr');
INSERT INTO public.entity_names VALUES ('pb6ddc2f9d', 'سوريا', 'sry');
INSERT INTO public.entity_names VALUES ('p261781f4e', 'bashar assad', 'bšr sd');
INSERT INTO public.entity_names VALUES ('p261781f4e', 'basher al assad', 'bšr sd');
INSERT INTO public.entity_names VALUES ('p261781f4e', 'president bashar assad', 'brsdnt bšr sd');
INSERT INTO public.entity_names VALUES ('p261781f4e', 'الاسد', 'sd');
INSERT INTO public.entity_names VALUES ('p261781f4e', 'بشار الاسد', 'bšr sd');
INSERT INTO public.entity_names VALUES ('pb25865397', 'ahmed khalef', 'hmd ḫlf');
INSERT INTO public.entity_names VALUES ('pb25865397', 'khalef', 'ḫlf');
INSERT INTO public.entity_names VALUES ('pb25865397', 'احمد خلف', 'hmd ḫlf');
INSERT INTO public.entity_names VALUES ('pb25865397', 'خلف', 'ḫlf');
INSERT INTO public.entity_names VALUES ('p20fba7664', 'damascus', 'dmsks');
INSERT INTO public.entity_names VALUES ('p20fba7664', 'دمشق', 'dmšk');
INSERT INTO public.entity_names VALUES ('p6481b0daf', 'dar a', 'dr');
INSERT INTO public.entity_names VALUES ('p6481b0daf', 'daraa', 'dr');
INSERT INTO public.entity_names VALUES ('p6481b0daf', 'درعا', 'dr');
INSERT INTO public.entity_names VALUES ('o7b1285091', 'ashareq al awsat', 'šrk st');
INSERT INTO public.entity_names VALUES ('o7b1285091', 'صحيفه الشرق الاوسط', 'shf šrk st');
INSERT INTO public.entity_names VALUES ('o7b1285091', 'لصحيفه الشرق الاوسط', 'lshf šrk st');
INSERT INTO public.entity_names VALUES ('od5d7fe612', 'free syrian army', 'fr srn rm');
INSERT INTO public.entity_names VALUES ('od5d7fe612', 'fsa', 'fs');
INSERT INTO public.entity_names VALUES ('p975582a1a', 'darwish mohammed fidou', 'drš mhmd fd');
INSERT INTO public.entity_names VALUES ('p975582a1a', 'fidou', 'fd');
INSERT INTO public.entity_names VALUES ('p9cfb0d430', 'hamah', 'hm');
INSERT INTO public.entity_names VALUES ('p9cfb0d430', 'حماه', 'hm');
INSERT INTO public.entity_names VALUES ('p5f5ad7be3', 'jisr al shughour', 'jsr šgr');
INSERT INTO public.entity_names VALUES ('p5f5ad7be3', 'jisr al shughur', 'jsr šgr');
INSERT INTO public.entity_names VALUES ('p5f5ad7be3', 'jisr ash shughur', 'jsr š šgr');
INSERT INTO public.entity_names VALUES ('p83bb20cba', 'الميدان', 'mdn');
INSERT INTO public.entity_names VALUES ('o314e31010', 'al qaeda', 'kd');
INSERT INTO public.entity_names VALUES ('o74cb75035', 'اتحاد تنسيقيات الثوره السوريه', 'thd tnskyt sr sr');
INSERT INTO public.entity_names VALUES ('p9b8eeeecb', 'عايشه', 'š');
INSERT INTO public.entity_names VALUES ('o8df87159a', 'christian science monitor', 'šrstn sknk mntr');
INSERT INTO public.entity_names VALUES ('p6b99a977c', 'darayya', 'dr');
INSERT INTO public.entity_names VALUES ('p6b99a977c', 'داريا', 'dry');
INSERT INTO public.entity_names VALUES ('p6b99a977c', 'وداريا', 'wdry');
INSERT INTO public.entity_names VALUES ('p3403c31fb', 'duma', 'dm');
INSERT INTO public.entity_names VALUES ('p3403c31fb', 'دوما', 'dm');
INSERT INTO public.entity_names VALUES ('p3403c31fb', 'ودوما', 'wdm');
INSERT INTO public.entity_names VALUES ('p8fe30c2cc', 'colonel gaddafi', 'klnl gdf');
INSERT INTO public.entity_names VALUES ('p8fe30c2cc', 'gaddafi', 'gdf');
INSERT INTO public.entity_names VALUES ('pded447511', 'حريستا', 'hrst');
INSERT INTO public.entity_names VALUES ('p2abebd3dc', 'homs', 'hms');
INSERT INTO public.entity_names VALUES ('p2abebd3dc', 'حمص', 'hms');
INSERT INTO public.entity_names VALUES ('p0055b0652', 'col hussein harmoush', 'kl hsn hrmš');
INSERT INTO public.entity_names VALUES ('p0055b0652', 'hussein harmoush', 'hsn hrmš');
INSERT INTO public.entity_names VALUES ('pea5f5e9e5', 'latakia', 'ltk');
INSERT INTO public.entity_names VALUES ('pea5f5e9e5', 'latakia province', 'ltk brfnk');
INSERT INTO public.entity_names VALUES ('pe6d8c6f10', 'libya', 'lb');
INSERT INTO public.entity_names VALUES ('o777b59e56', 'لجان التنسيق المحليه', 'ljn tnsk mhl');
INSERT INTO public.entity_names VALUES ('o2f63da5cc', 'local coordination committees', 'lkl krdntn kmts');
INSERT INTO public.entity_names VALUES ('p1daa57007', 'mubarak', 'mbrk');
INSERT INTO public.entity_names VALUES ('p1daa57007', 'president mubarak', 'brsdnt mbrk');
INSERT INTO public.entity_names VALUES ('o4773cc4f7', 'syrian arab army', 'srn rb rm');
INSERT INTO public.entity_names VALUES ('oc346900a5', 'syrian army', 'srn rm');
INSERT INTO public.entity_names VALUES ('o3f540f347', 'time magazine', 'tm mgzn');


--
-- Data for Name: link_keys; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.link_keys VALUES ('geo|country|SY|Syria', 'pb6ddc2f9d', NULL);
INSERT INTO public.link_keys VALUES ('one|place|syria', 'pb6ddc2f9d', NULL);
INSERT INTO public.link_keys VALUES ('one|place|سوريا', 'pb6ddc2f9d', NULL);
INSERT INTO public.link_keys VALUES ('full|person|bashar assad', 'p261781f4e', NULL);
INSERT INTO public.link_keys VALUES ('full|person|basher al assad', 'p261781f4e', NULL);
INSERT INTO public.link_keys VALUES ('full|person|بشار الاسد', 'p261781f4e', NULL);
INSERT INTO public.link_keys VALUES ('one|person|الاسد', 'p261781f4e', NULL);
INSERT INTO public.link_keys VALUES ('pskel|bšr sd', 'p261781f4e', NULL);
INSERT INTO public.link_keys VALUES ('sur|person|assad', 'p261781f4e', NULL);
INSERT INTO public.link_keys VALUES ('sur|person|الاسد', 'p261781f4e', NULL);
INSERT INTO public.link_keys VALUES ('skel|person|2|latn', 'p261781f4e', 'bšr sd');
INSERT INTO public.link_keys VALUES ('skel|person|2|latn', 'p261781f4e', 'bšr sd');
INSERT INTO public.link_keys VALUES ('skel|person|2|arab', 'p261781f4e', 'bšr sd');
INSERT INTO public.link_keys VALUES ('skel|person|2|arab', 'p261781f4e', 'bšr sd');
INSERT INTO public.link_keys VALUES ('skel|person|2|latn', 'p261781f4e', 'bšr sd');
INSERT INTO public.link_keys VALUES ('full|person|ahmed khalef', 'pb25865397', NULL);
INSERT INTO public.link_keys VALUES ('full|person|احمد خلف', 'pb25865397', NULL);
INSERT INTO public.link_keys VALUES ('one|person|khalef', 'pb25865397', NULL);
INSERT INTO public.link_keys VALUES ('one|person|خلف', 'pb25865397', NULL);
INSERT INTO public.link_keys VALUES ('pskel|hmd ḫlf', 'pb25865397', NULL);
INSERT INTO public.link_keys VALUES ('sur|person|khalef', 'pb25865397', NULL);
INSERT INTO public.link_keys VALUES ('sur|person|خلف', 'pb25865397', NULL);
INSERT INTO public.link_keys VALUES ('skel|person|2|latn', 'pb25865397', 'hmd ḫlf');
INSERT INTO public.link_keys VALUES ('skel|person|2|arab', 'pb25865397', 'hmd ḫlf');
INSERT INTO public.link_keys VALUES ('geo|city|SY|Damascus', 'p20fba7664', NULL);
INSERT INTO public.link_keys VALUES ('one|place|damascus', 'p20fba7664', NULL);
INSERT INTO public.link_keys VALUES ('one|place|دمشق', 'p20fba7664', NULL);
INSERT INTO public.link_keys VALUES ('full|place|dar a', 'p6481b0daf', NULL);
INSERT INTO public.link_keys VALUES ('geo|city|SY|Dar‘ā', 'p6481b0daf', NULL);
INSERT INTO public.link_keys VALUES ('one|place|daraa', 'p6481b0daf', NULL);
INSERT INTO public.link_keys VALUES ('one|place|درعا', 'p6481b0daf', NULL);
INSERT INTO public.link_keys VALUES ('sur|place|a', 'p6481b0daf', NULL);
INSERT INTO public.link_keys VALUES ('skel|place|1|latn', 'p6481b0daf', 'dr');
INSERT INTO public.link_keys VALUES ('acr|AA', 'o7b1285091', NULL);
INSERT INTO public.link_keys VALUES ('full|organization|ashareq al awsat', 'o7b1285091', NULL);
INSERT INTO public.link_keys VALUES ('full|organization|الشرق الاوسط', 'o7b1285091', NULL);
INSERT INTO public.link_keys VALUES ('sur|organization|awsat', 'o7b1285091', NULL);
INSERT INTO public.link_keys VALUES ('sur|organization|الاوسط', 'o7b1285091', NULL);
INSERT INTO public.link_keys VALUES ('skel|organization|2|latn', 'o7b1285091', 'šrk st');
INSERT INTO public.link_keys VALUES ('skel|organization|2|arab', 'o7b1285091', 'šrk st');
INSERT INTO public.link_keys VALUES ('skel|organization|2|arab', 'o7b1285091', 'šrk st');
INSERT INTO public.link_keys VALUES ('acr|FSA', 'od5d7fe612', NULL);
INSERT INTO public.link_keys VALUES ('full|organization|free syrian army', 'od5d7fe612', NULL);
INSERT INTO public.link_keys VALUES ('one|organization|fsa', 'od5d7fe612', NULL);
INSERT INTO public.link_keys VALUES ('sur|organization|army', 'od5d7fe612', NULL);
INSERT INTO public.link_keys VALUES ('skel|organization|3|latn', 'od5d7fe612', 'fr srn rm');
INSERT INTO public.link_keys VALUES ('full|person|darwish mohammed fidou', 'p975582a1a', NULL);
INSERT INTO public.link_keys VALUES ('one|person|fidou', 'p975582a1a', NULL);
INSERT INTO public.link_keys VALUES ('pskel|drš mhmd fd', 'p975582a1a', NULL);
INSERT INTO public.link_keys VALUES ('sur|person|fidou', 'p975582a1a', NULL);
INSERT INTO public.link_keys VALUES ('skel|person|3|latn', 'p975582a1a', 'drš mhmd fd');
INSERT INTO public.link_keys VALUES ('geo|city|SY|Ḩamāh', 'p9cfb0d430', NULL);
INSERT INTO public.link_keys VALUES ('one|place|hama', 'p9cfb0d430', NULL);
INSERT INTO public.link_keys VALUES ('one|place|hamah', 'p9cfb0d430', NULL);
INSERT INTO public.link_keys VALUES ('one|place|حماه', 'p9cfb0d430', NULL);
INSERT INTO public.link_keys VALUES ('full|place|jisr al shughour', 'p5f5ad7be3', NULL);
INSERT INTO public.link_keys VALUES ('full|place|jisr al shughur', 'p5f5ad7be3', NULL);
INSERT INTO public.link_keys VALUES ('full|place|jisr ash shughur', 'p5f5ad7be3', NULL);
INSERT INTO public.link_keys VALUES ('geo|city|SY|Jisr ash Shughūr', 'p5f5ad7be3', NULL);
INSERT INTO public.link_keys VALUES ('sur|place|shughour', 'p5f5ad7be3', NULL);
INSERT INTO public.link_keys VALUES ('sur|place|shughur', 'p5f5ad7be3', NULL);
INSERT INTO public.link_keys VALUES ('skel|place|2|latn', 'p5f5ad7be3', 'jsr šgr');
INSERT INTO public.link_keys VALUES ('skel|place|2|latn', 'p5f5ad7be3', 'jsr šgr');
INSERT INTO public.link_keys VALUES ('skel|place|3|latn', 'p5f5ad7be3', 'jsr š šgr');
INSERT INTO public.link_keys VALUES ('one|place|الميدان', 'p83bb20cba', NULL);
INSERT INTO public.link_keys VALUES ('full|organization|al qaeda', 'o314e31010', NULL);
INSERT INTO public.link_keys VALUES ('sur|organization|qaeda', 'o314e31010', NULL);
INSERT INTO public.link_keys VALUES ('skel|organization|1|latn', 'o314e31010', 'kd');
INSERT INTO public.link_keys VALUES ('full|organization|اتحاد تنسيقيات الثوره السوريه', 'o74cb75035', NULL);
INSERT INTO public.link_keys VALUES ('sur|organization|السوريه', 'o74cb75035', NULL);
INSERT INTO public.link_keys VALUES ('skel|organization|4|arab', 'o74cb75035', 'thd tnskyt srh srh');
INSERT INTO public.link_keys VALUES ('one|place|عايشه', 'p9b8eeeecb', NULL);
INSERT INTO public.link_keys VALUES ('acr|CSM', 'o8df87159a', NULL);
INSERT INTO public.link_keys VALUES ('full|organization|christian science monitor', 'o8df87159a', NULL);
INSERT INTO public.link_keys VALUES ('sur|organization|monitor', 'o8df87159a', NULL);
INSERT INTO public.link_keys VALUES ('skel|organization|3|latn', 'o8df87159a', 'šrstn sknk mntr');
INSERT INTO public.link_keys VALUES ('geo|city|SY|Dārayyā', 'p6b99a977c', NULL);
INSERT INTO public.link_keys VALUES ('one|place|darayya', 'p6b99a977c', NULL);
INSERT INTO public.link_keys VALUES ('one|place|داريا', 'p6b99a977c', NULL);
INSERT INTO public.link_keys VALUES ('one|place|وداريا', 'p6b99a977c', NULL);
INSERT INTO public.link_keys VALUES ('geo|city|SY|Dūmā', 'p3403c31fb', NULL);
INSERT INTO public.link_keys VALUES ('one|place|duma', 'p3403c31fb', NULL);
INSERT INTO public.link_keys VALUES ('one|place|دوما', 'p3403c31fb', NULL);
INSERT INTO public.link_keys VALUES ('one|place|ودوما', 'p3403c31fb', NULL);
INSERT INTO public.link_keys VALUES ('one|person|gaddafi', 'p8fe30c2cc', NULL);
INSERT INTO public.link_keys VALUES ('one|place|حريستا', 'pded447511', NULL);
INSERT INTO public.link_keys VALUES ('geo|city|SY|Homs', 'p2abebd3dc', NULL);
INSERT INTO public.link_keys VALUES ('one|place|homs', 'p2abebd3dc', NULL);
INSERT INTO public.link_keys VALUES ('one|place|حمص', 'p2abebd3dc', NULL);
INSERT INTO public.link_keys VALUES ('full|person|hussein harmoush', 'p0055b0652', NULL);
INSERT INTO public.link_keys VALUES ('pskel|hsn hrmš', 'p0055b0652', NULL);
INSERT INTO public.link_keys VALUES ('sur|person|harmoush', 'p0055b0652', NULL);
INSERT INTO public.link_keys VALUES ('skel|person|2|latn', 'p0055b0652', 'hsn hrmš');
INSERT INTO public.link_keys VALUES ('skel|person|2|latn', 'p0055b0652', 'hsn hrmš');
INSERT INTO public.link_keys VALUES ('full|place|latakia province', 'pea5f5e9e5', NULL);
INSERT INTO public.link_keys VALUES ('geo|city|SY|Latakia', 'pea5f5e9e5', NULL);
INSERT INTO public.link_keys VALUES ('one|place|latakia', 'pea5f5e9e5', NULL);
INSERT INTO public.link_keys VALUES ('sur|place|province', 'pea5f5e9e5', NULL);
INSERT INTO public.link_keys VALUES ('skel|place|2|latn', 'pea5f5e9e5', 'ltk brfnk');
INSERT INTO public.link_keys VALUES ('geo|country|LY|Libya', 'pe6d8c6f10', NULL);
INSERT INTO public.link_keys VALUES ('one|place|libya', 'pe6d8c6f10', NULL);
INSERT INTO public.link_keys VALUES ('full|organization|لجان التنسيق المحليه', 'o777b59e56', NULL);
INSERT INTO public.link_keys VALUES ('sur|organization|المحليه', 'o777b59e56', NULL);
INSERT INTO public.link_keys VALUES ('skel|organization|3|arab', 'o777b59e56', 'ljn tnsk mhlh');
INSERT INTO public.link_keys VALUES ('acr|LCC', 'o2f63da5cc', NULL);
INSERT INTO public.link_keys VALUES ('full|organization|local coordination committees', 'o2f63da5cc', NULL);
INSERT INTO public.link_keys VALUES ('sur|organization|committees', 'o2f63da5cc', NULL);
INSERT INTO public.link_keys VALUES ('skel|organization|3|latn', 'o2f63da5cc', 'lkl krdntn kmts');
INSERT INTO public.link_keys VALUES ('one|person|mubarak', 'p1daa57007', NULL);
INSERT INTO public.link_keys VALUES ('acr|SAA', 'o4773cc4f7', NULL);
INSERT INTO public.link_keys VALUES ('full|organization|syrian arab army', 'o4773cc4f7', NULL);
INSERT INTO public.link_keys VALUES ('sur|organization|army', 'o4773cc4f7', NULL);
INSERT INTO public.link_keys VALUES ('skel|organization|3|latn', 'o4773cc4f7', 'srn rb rm');
INSERT INTO public.link_keys VALUES ('acr|SA', 'oc346900a5', NULL);
INSERT INTO public.link_keys VALUES ('full|organization|syrian army', 'oc346900a5', NULL);
INSERT INTO public.link_keys VALUES ('sur|organization|army', 'oc346900a5', NULL);
INSERT INTO public.link_keys VALUES ('skel|organization|2|latn', 'oc346900a5', 'srn rm');
INSERT INTO public.link_keys VALUES ('acr|TM', 'o3f540f347', NULL);
INSERT INTO public.link_keys VALUES ('full|organization|time magazine', 'o3f540f347', NULL);
INSERT INTO public.link_keys VALUES ('sur|organization|magazine', 'o3f540f347', NULL);
INSERT INTO public.link_keys VALUES ('skel|organization|2|latn', 'o3f540f347', 'tm mgzn');


--
-- Data for Name: link_state; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.link_state VALUES ('links', 'en e446ca1a5ea0', '2026-12-05T13:03:08+00:00');


--
-- Data for Name: linked_entities; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.linked_entities VALUES ('pb6ddc2f9d', 0, '{"id": "pb6ddc2f9d", "kind": "place", "name": "Syria", "names": ["Syria", "سوريا"], "article_ids": ["a3c54a64d2e94cd7", "30cc19d06bece083", "c0b29a8307057e73", "e8b4a1eb483d8ff0"], "mentions": 11, "country": "SY", "lat": 33.5102, "lon": 36.29128}');
INSERT INTO public.linked_entities VALUES ('p261781f4e', 0, '{"id": "p261781f4e", "kind": "person", "name": "Bashar Assad", "names": ["Bashar Assad", "President Bashar Assad", "بشار الأسد", "الأسد", "بشار الاسد", "Basher Al Assad"], "article_ids": ["a3c54a64d2e94cd7", "30cc19d06bece083", "c0b29a8307057e73"], "mentions": 5, "country": null, "lat": null, "lon": null}');
INSERT INTO public.linked_entities VALUES ('pb25865397', 0, '{"id": "pb25865397", "kind": "person", "name": "Ahmed Khalef", "names": ["Ahmed Khalef", "Khalef", "أحمد خلف", "خلف"], "article_ids": ["a3c54a64d2e94cd7", "30cc19d06bece083"], "mentions": 8, "country": null, "lat": null, "lon": null}');
INSERT INTO public.linked_entities VALUES ('p20fba7664', 0, '{"id": "p20fba7664", "kind": "place", "name": "Damascus", "names": ["Damascus", "دمشق"], "article_ids": ["a3c54a64d2e94cd7", "30cc19d06bece083"], "mentions": 5, "country": "SY", "lat": 33.5102, "lon": 36.29128}');
INSERT INTO public.linked_entities VALUES ('p6481b0daf', 0, '{"id": "p6481b0daf", "kind": "place", "name": "Daraa", "names": ["Daraa", "Dar‘ā", "درعا"], "article_ids": ["a3c54a64d2e94cd7", "30cc19d06bece083"], "mentions": 3, "country": "SY", "lat": 32.61889, "lon": 36.10213}');
INSERT INTO public.linked_entities VALUES ('o7b1285091', 0, '{"id": "o7b1285091", "kind": "organization", "name": "Ashareq Al Awsat", "names": ["Ashareq Al Awsat", "صحيفة الشرق الاوسط", "لصحيفة الشرق الاوسط"], "article_ids": ["a3c54a64d2e94cd7", "30cc19d06bece083"], "mentions": 2, "country": null, "lat": null, "lon": null}');
INSERT INTO public.linked_entities VALUES ('od5d7fe612', 0, '{"id": "od5d7fe612", "kind": "organization", "name": "Free Syrian Army", "names": ["Free Syrian Army", "FSA"], "article_ids": ["c0b29a8307057e73"], "mentions": 7, "country": null, "lat": null, "lon": null}');
INSERT INTO public.linked_entities VALUES ('p975582a1a', 0, '{"id": "p975582a1a", "kind": "person", "name": "Darwish Mohammed Fidou", "names": ["Darwish Mohammed Fidou", "Fidou"], "article_ids": ["e8b4a1eb483d8ff0"], "mentions": 3, "country": null, "lat": null, "lon": null}');
INSERT INTO public.linked_entities VALUES ('p9cfb0d430', 0, '{"id": "p9cfb0d430", "kind": "place", "name": "Hamah", "names": ["حماة", "Ḩamāh"], "article_ids": ["30cc19d06bece083"], "mentions": 2, "country": "SY", "lat": 35.13179, "lon": 36.75783}');
INSERT INTO public.linked_entities VALUES ('p5f5ad7be3', 0, '{"id": "p5f5ad7be3", "kind": "place", "name": "Jisr al-Shughur", "names": ["Jisr al-Shughur", "Jisr al-Shughour", "Jisr ash Shughūr"], "article_ids": ["e8b4a1eb483d8ff0"], "mentions": 2, "country": "SY", "lat": 35.81418, "lon": 36.31983}');
INSERT INTO public.linked_entities VALUES ('p83bb20cba', 0, '{"id": "p83bb20cba", "kind": "place", "name": "al-Medan", "names": ["الميدان"], "article_ids": ["30cc19d06bece083"], "mentions": 1, "country": null, "lat": null, "lon": null}');
INSERT INTO public.linked_entities VALUES ('o314e31010', 0, '{"id": "o314e31010", "kind": "organization", "name": "Al Qaeda", "names": ["Al Qaeda"], "article_ids": ["c0b29a8307057e73"], "mentions": 1, "country": null, "lat": null, "lon": null}');
INSERT INTO public.linked_entities VALUES ('o74cb75035', 0, '{"id": "o74cb75035", "kind": "organization", "name": "Athad Tensigiat al-Thora al-Soria", "names": ["اتحاد تنسيقيات الثورة السورية"], "article_ids": ["30cc19d06bece083"], "mentions": 1, "country": null, "lat": null, "lon": null}');
INSERT INTO public.linked_entities VALUES ('p9b8eeeecb', 0, '{"id": "p9b8eeeecb", "kind": "place", "name": "Ayse", "names": ["عائشة"], "article_ids": ["30cc19d06bece083"], "mentions": 1, "country": null, "lat": null, "lon": null}');
INSERT INTO public.linked_entities VALUES ('o8df87159a', 0, '{"id": "o8df87159a", "kind": "organization", "name": "Christian Science Monitor", "names": ["Christian Science Monitor"], "article_ids": ["e8b4a1eb483d8ff0"], "mentions": 1, "country": null, "lat": null, "lon": null}');
INSERT INTO public.linked_entities VALUES ('p6b99a977c', 0, '{"id": "p6b99a977c", "kind": "place", "name": "Darayya", "names": ["داريا", "وداريا", "Dārayyā"], "article_ids": ["30cc19d06bece083"], "mentions": 1, "country": "SY", "lat": 33.45835, "lon": 36.23256}');
INSERT INTO public.linked_entities VALUES ('p3403c31fb', 0, '{"id": "p3403c31fb", "kind": "place", "name": "Duma", "names": ["دوما", "ودوما", "Dūmā"], "article_ids": ["30cc19d06bece083"], "mentions": 1, "country": "SY", "lat": 33.57175, "lon": 36.4027}');
INSERT INTO public.linked_entities VALUES ('p8fe30c2cc', 0, '{"id": "p8fe30c2cc", "kind": "person", "name": "Gaddafi", "names": ["Gaddafi", "Colonel Gaddafi"], "article_ids": ["c0b29a8307057e73"], "mentions": 1, "country": null, "lat": null, "lon": null}');
INSERT INTO public.linked_entities VALUES ('pded447511', 0, '{"id": "pded447511", "kind": "place", "name": "Harista", "names": ["حريستا"], "article_ids": ["30cc19d06bece083"], "mentions": 1, "country": null, "lat": null, "lon": null}');
INSERT INTO public.linked_entities VALUES ('p2abebd3dc', 0, '{"id": "p2abebd3dc", "kind": "place", "name": "Homs", "names": ["حمص", "Homs"], "article_ids": ["30cc19d06bece083"], "mentions": 1, "country": "SY", "lat": 34.72405, "lon": 36.72559}');
INSERT INTO public.linked_entities VALUES ('p0055b0652', 0, '{"id": "p0055b0652", "kind": "person", "name": "Hussein Harmoush", "names": ["Hussein Harmoush", "Col. Hussein Harmoush"], "article_ids": ["e8b4a1eb483d8ff0"], "mentions": 1, "country": null, "lat": null, "lon": null}');
INSERT INTO public.linked_entities VALUES ('pea5f5e9e5', 0, '{"id": "pea5f5e9e5", "kind": "place", "name": "Latakia Province", "names": ["Latakia Province", "Latakia"], "article_ids": ["c0b29a8307057e73"], "mentions": 1, "country": "SY", "lat": 35.53125, "lon": 35.79088}');
INSERT INTO public.linked_entities VALUES ('pe6d8c6f10', 0, '{"id": "pe6d8c6f10", "kind": "place", "name": "Libya", "names": ["Libya"], "article_ids": ["c0b29a8307057e73"], "mentions": 1, "country": "LY", "lat": 32.88743, "lon": 13.18733}');
INSERT INTO public.linked_entities VALUES ('o777b59e56', 0, '{"id": "o777b59e56", "kind": "organization", "name": "Ljan al-Tencik al-Mahli", "names": ["لجان التنسيق المحلية"], "article_ids": ["30cc19d06bece083"], "mentions": 1, "country": null, "lat": null, "lon": null}');
INSERT INTO public.linked_entities VALUES ('o2f63da5cc', 0, '{"id": "o2f63da5cc", "kind": "organization", "name": "Local Coordination Committees", "names": ["Local Coordination Committees"], "article_ids": ["a3c54a64d2e94cd7"], "mentions": 1, "country": null, "lat": null, "lon": null}');
INSERT INTO public.linked_entities VALUES ('p1daa57007', 0, '{"id": "p1daa57007", "kind": "person", "name": "Mubarak", "names": ["Mubarak", "President Mubarak"], "article_ids": ["e8b4a1eb483d8ff0"], "mentions": 1, "country": null, "lat": null, "lon": null}');
INSERT INTO public.linked_entities VALUES ('o4773cc4f7', 0, '{"id": "o4773cc4f7", "kind": "organization", "name": "Syrian Arab army", "names": ["Syrian Arab army"], "article_ids": ["e8b4a1eb483d8ff0"], "mentions": 1, "country": null, "lat": null, "lon": null}');
INSERT INTO public.linked_entities VALUES ('oc346900a5', 0, '{"id": "oc346900a5", "kind": "organization", "name": "Syrian army", "names": ["Syrian army"], "article_ids": ["a3c54a64d2e94cd7"], "mentions": 1, "country": null, "lat": null, "lon": null}');
INSERT INTO public.linked_entities VALUES ('o3f540f347', 0, '{"id": "o3f540f347", "kind": "organization", "name": "TIME Magazine", "names": ["TIME Magazine"], "article_ids": ["e8b4a1eb483d8ff0"], "mentions": 1, "country": null, "lat": null, "lon": null}');


--
-- Data for Name: linked_stories; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.linked_stories VALUES ('s2bb6ac8bd', 0, '{"id": "s2bb6ac8bd", "title": "Syrian Defector: I Was Ordered to Commit Genocide", "article_ids": ["a3c54a64d2e94cd7", "30cc19d06bece083", "e8b4a1eb483d8ff0"], "languages": ["ar", "en"], "entity_ids": ["pb25865397", "p261781f4e", "oc346900a5", "o7b1285091", "o2f63da5cc", "p6481b0daf", "pb6ddc2f9d", "p20fba7664", "o74cb75035", "o777b59e56", "p9cfb0d430", "p83bb20cba", "pded447511", "p2abebd3dc", "p6b99a977c", "p3403c31fb", "p9b8eeeecb", "p0055b0652", "p975582a1a", "p1daa57007", "o3f540f347", "o8df87159a", "o4773cc4f7", "p5f5ad7be3"], "figures": [{"measure": "killed", "value": 24, "approx": "at least", "unit": "people", "reports": [{"article_id": "a3c54a64d2e94cd7", "source": "002_c3df465974cf283c.txt", "language": "en", "seen": "2026-12-05", "text": "at least 24", "sentence": "At least 24 civilians were killed Friday by security and army troops in demonstrations in several parts of Syria, according to the opposition group Local Coordination Committees of Syria.", "what": "civilians killed", "unit": "people", "quote": false, "value": 24, "high": null, "approx": "at least", "subject": "civilians", "day": "2026-12-05"}], "disputed_by": [[18, "على الاقل", {"article_id": "30cc19d06bece083", "source": "003_ba6bebe0382ccb86.txt", "language": "ar", "seen": "2026-12-05", "text": "18", "sentence": "وكان ناشطون قد ذكروا ان قوات الامن السورية قتلت 18 مدنيا على الاقل في هجمات على عشرات الآلاف من المحتجين على حكم الرئيس السوري بشار الاسد في اول جمعة من شهر رمضان.", "what": "مدنيا", "unit": "people", "quote": false, "value": 18, "high": null, "approx": "على الاقل", "subject": "مدنيا", "day": "2026-12-05"}]], "background": false, "sources": 1, "single_source": true}, {"measure": "killed", "value": 18, "approx": "على الاقل", "unit": "people", "reports": [{"article_id": "30cc19d06bece083", "source": "003_ba6bebe0382ccb86.txt", "language": "ar", "seen": "2026-12-05", "text": "18", "sentence": "وكان ناشطون قد ذكروا ان قوات الامن السورية قتلت 18 مدنيا على الاقل في هجمات على عشرات الآلاف من المحتجين على حكم الرئيس السوري بشار الاسد في اول جمعة من شهر رمضان.", "what": "مدنيا", "unit": "people", "quote": false, "value": 18, "high": null, "approx": "على الاقل", "subject": "مدنيا", "day": "2026-12-05"}], "disputed_by": [[24, "at least", {"article_id": "a3c54a64d2e94cd7", "source": "002_c3df465974cf283c.txt", "language": "en", "seen": "2026-12-05", "text": "at least 24", "sentence": "At least 24 civilians were killed Friday by security and army troops in demonstrations in several parts of Syria, according to the opposition group Local Coordination Committees of Syria.", "what": "civilians killed", "unit": "people", "quote": false, "value": 24, "high": null, "approx": "at least", "subject": "civilians", "day": "2026-12-05"}]], "background": false, "sources": 1, "single_source": true}, {"measure": "defected", "value": 4500, "approx": "around", "unit": "people", "reports": [{"article_id": "a3c54a64d2e94cd7", "source": "002_c3df465974cf283c.txt", "language": "en", "seen": "2026-12-05", "text": "around 4,500", "sentence": "Khalef estimated that around 4,500 army personnel had defected in the Syrian capital alone.", "what": "army personnel defected", "unit": "people", "quote": false, "value": 4500, "high": null, "approx": "around", "subject": "army personnel", "day": "2026-12-05"}, {"article_id": "30cc19d06bece083", "source": "003_ba6bebe0382ccb86.txt", "language": "ar", "seen": "2026-12-05", "text": "4500", "sentence": "وأكد أن \"سجون دمشق تمتلئ بمئات الضباط الذين امتنعوا عن إطلاق النار\"، لافتا إلى أن \"عدد المنشقين من الجنود وصل إلى نحو 4500 جندي منشق في دمشق وحدها\".", "what": "جندي منشق", "unit": "people", "quote": false, "value": 4500, "high": null, "approx": "نحو", "subject": "جندي منشق", "day": "2026-12-05"}], "disputed_by": [], "background": false, "sources": 2, "single_source": false}, {"measure": "protesters", "value": 10000, "approx": "عشرات الآلاف", "unit": "people", "reports": [{"article_id": "30cc19d06bece083", "source": "003_ba6bebe0382ccb86.txt", "language": "ar", "seen": "2026-12-05", "text": "عشرات الآلاف", "sentence": "وكان ناشطون قد ذكروا ان قوات الامن السورية قتلت 18 مدنيا على الاقل في هجمات على عشرات الآلاف من المحتجين على حكم الرئيس السوري بشار الاسد في اول جمعة من شهر رمضان.", "what": "المحتجين", "unit": "people", "quote": false, "value": 10000, "high": null, "approx": "عشرات الآلاف", "subject": "المحتجين", "day": "2026-12-05"}], "disputed_by": [], "background": false, "sources": 1, "single_source": true}, {"measure": "killed", "value": 1500, "approx": "more than", "unit": "people", "reports": [{"article_id": "a3c54a64d2e94cd7", "source": "002_c3df465974cf283c.txt", "language": "en", "seen": "2026-12-05", "text": "more than 1,500", "sentence": "More than 1,500 people and around 350 security personnel have been killed since pro-democracy protests against the government of Syrian President Bashar Assad began in mid-March, local human rights advocates say.", "what": "people killed", "unit": "people", "quote": false, "value": 1500, "high": null, "approx": "more than", "subject": "people", "day": "2026-12-05"}], "disputed_by": [], "background": false, "sources": 1, "single_source": true}, {"measure": "killed", "value": 1300, "approx": "as many as", "unit": "people", "reports": [{"article_id": "e8b4a1eb483d8ff0", "source": "001_15c20c73b5d1145d.txt", "language": "en", "seen": "2026-12-05", "text": "as many as 1,300", "sentence": "Some activists there estimate that as many as 1,300 Syrians have died in the nonviolent uprising that was met by the regime’s brutal crackdown.", "what": "Syrians died", "unit": "people", "quote": false, "value": 1300, "high": null, "approx": "as many as", "subject": "Syrians", "day": "2026-12-05"}], "disputed_by": [], "background": false, "sources": 1, "single_source": true}, {"measure": "killed", "value": 350, "approx": "around", "unit": "people", "reports": [{"article_id": "a3c54a64d2e94cd7", "source": "002_c3df465974cf283c.txt", "language": "en", "seen": "2026-12-05", "text": "around 350", "sentence": "More than 1,500 people and around 350 security personnel have been killed since pro-democracy protests against the government of Syrian President Bashar Assad began in mid-March, local human rights advocates say.", "what": "security personnel", "unit": "people", "quote": false, "value": 350, "high": null, "approx": "around", "subject": "security personnel", "day": "2026-12-05"}], "disputed_by": [], "background": false, "sources": 1, "single_source": true}, {"measure": "troops", "value": 100, "approx": "مئات", "unit": "people", "reports": [{"article_id": "30cc19d06bece083", "source": "003_ba6bebe0382ccb86.txt", "language": "ar", "seen": "2026-12-05", "text": "مئات", "sentence": "وأكد أن \"سجون دمشق تمتلئ بمئات الضباط الذين امتنعوا عن إطلاق النار\"، لافتا إلى أن \"عدد المنشقين من الجنود وصل إلى نحو 4500 جندي منشق في دمشق وحدها\".", "what": "الضباط", "unit": "people", "quote": false, "value": 100, "high": null, "approx": "مئات", "subject": "الضباط", "day": "2026-12-05"}], "disputed_by": [], "background": false, "sources": 1, "single_source": true}, {"measure": "count", "value": 17, "approx": "", "unit": "count", "reports": [{"article_id": "30cc19d06bece083", "source": "003_ba6bebe0382ccb86.txt", "language": "ar", "seen": "2026-12-05", "text": "السبعة عشر", "sentence": "وتابع: إن \"قادة الأفرع الأمنية السبعة عشر هم من يتحكمون فعليا في زمام الأمور في سوريا\".", "what": "الأفرع الأمنية", "unit": "count", "quote": false, "value": 17, "high": null, "approx": "", "subject": "الأفرع الأمنية", "day": "2026-12-05"}], "disputed_by": [], "background": false, "sources": 1, "single_source": true}, {"measure": "defected", "value": 2, "approx": "", "unit": "people", "reports": [{"article_id": "e8b4a1eb483d8ff0", "source": "001_15c20c73b5d1145d.txt", "language": "en", "seen": "2026-12-05", "text": "two", "sentence": "Today, TIME Magazine and the Christian Science Monitor interviewed two Syrian soldiers who defected from the military in protest of the regime’s killing of civilians.", "what": "interviewed Syrian soldiers", "unit": "people", "quote": false, "value": 2, "high": null, "approx": "", "subject": "Syrian soldiers", "day": "2026-12-05"}], "disputed_by": [], "background": false, "sources": 1, "single_source": true}, {"measure": "duration", "value": 10, "approx": "", "unit": "years", "reports": [{"article_id": "a3c54a64d2e94cd7", "source": "002_c3df465974cf283c.txt", "language": "en", "seen": "2026-12-05", "text": "10", "sentence": "Khalef, who said he had served in the army for 10 years, added that he refused to obey the orders.", "what": "years", "unit": "years", "quote": false, "value": 10, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}], "disputed_by": [], "background": false, "sources": 1, "single_source": true}, {"measure": "killed", "value": 300, "approx": "على الاقل", "unit": "people", "reports": [{"article_id": "30cc19d06bece083", "source": "003_ba6bebe0382ccb86.txt", "language": "ar", "seen": "2026-12-05", "text": "300", "sentence": "وقالت لجان التنسيق المحلية ان هجوما بالدبابات بدأ قبل ستة ايام على مدينة حماة الواقعة وسط سوريا لسحق المظاهرات المطالبة بالديمقراطية هناك اسفر عن قتل 300 مدني على الاقل .", "what": "مدني", "unit": "people", "quote": false, "value": 300, "high": null, "approx": "على الاقل", "subject": "مدني", "day": "2026-12-05"}], "disputed_by": [], "background": true, "sources": 1, "single_source": true}, {"measure": "wounded", "value": 12, "approx": "", "unit": "people", "reports": [{"article_id": "30cc19d06bece083", "source": "003_ba6bebe0382ccb86.txt", "language": "ar", "seen": "2026-12-05", "text": "12", "sentence": "وقال اتحاد تنسيقيات الثورة السورية ان القوات الحكومية قتلت بالرصاص محتجين اثنين واصابت 12 بعد صلاة التراويح في حي الميدان بوسط دمشق والذي اصبح بؤرة للمظاهرات رغم نشر قوات الحرس الجمهوري في الحي.", "what": "", "unit": "people", "quote": false, "value": 12, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}], "disputed_by": [], "background": true, "sources": 1, "single_source": true}, {"measure": "inhabitants", "value": 700000, "approx": "", "unit": "people", "reports": [{"article_id": "30cc19d06bece083", "source": "003_ba6bebe0382ccb86.txt", "language": "ar", "seen": "2026-12-05", "text": "700 ألف", "sentence": "ويخشى سكان حماه ان يتجاوز القتلى العدد الذي تم تقديره وهو 300 منذ بدء الحملة العسكرية يوم الأحد على المدينة التي يسكنها 700 ألف نسمة بوسط سوريا.", "what": "نسمة", "unit": "people", "quote": false, "value": 700000, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}], "disputed_by": [], "background": true, "sources": 1, "single_source": true}, {"measure": "age", "value": 17, "approx": "", "unit": "years", "reports": [{"article_id": "30cc19d06bece083", "source": "003_ba6bebe0382ccb86.txt", "language": "ar", "seen": "2026-12-05", "text": "17", "sentence": "واضاف ان قوات الامن قتلت شابا عمره 17 عاما في حي نهر عائشة على اطراف دمشق ومحتج في مدينة حمص.", "what": "شابا", "unit": "years", "quote": false, "value": 17, "high": null, "approx": "", "subject": "شابا", "day": "2026-12-05"}], "disputed_by": [], "background": false, "sources": 1, "single_source": true}, {"measure": "killed", "value": 2, "approx": "", "unit": "people", "reports": [{"article_id": "30cc19d06bece083", "source": "003_ba6bebe0382ccb86.txt", "language": "ar", "seen": "2026-12-05", "text": "اثنين", "sentence": "وقال اتحاد تنسيقيات الثورة السورية ان القوات الحكومية قتلت بالرصاص محتجين اثنين واصابت 12 بعد صلاة التراويح في حي الميدان بوسط دمشق والذي اصبح بؤرة للمظاهرات رغم نشر قوات الحرس الجمهوري في الحي.", "what": "محتجين", "unit": "people", "quote": false, "value": 2, "high": null, "approx": "", "subject": "محتجين", "day": "2026-12-05"}], "disputed_by": [], "background": true, "sources": 1, "single_source": true}], "claims": [{"speaker_id": "pb25865397", "speaker": "Ahmed Khalef", "reports": [{"article_id": "a3c54a64d2e94cd7", "source": "002_c3df465974cf283c.txt", "language": "en", "seen": "2026-12-05", "text": "Syrian army troops were ordered to commit genocide in the flashpoint southern city of Daraa", "sentence": "Syrian army troops were ordered to commit genocide in the flashpoint southern city of Daraa, an army defector claimed in remarks published Saturday.", "what": "", "unit": "", "quote": false, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}, {"article_id": "a3c54a64d2e94cd7", "source": "002_c3df465974cf283c.txt", "language": "en", "seen": "2026-12-05", "text": "I and other (army) officers received orders from our commanders to carry out a genocidal operation in Daraa and were told not to spare the lives of women and children", "sentence": "\"I and other (army) officers received orders from our commanders to carry out a genocidal operation in Daraa and were told not to spare the lives of women and children,\" Ahmed Khalef, a former officer in a Syrian elite army unit, told the pan-Arab newspaper Ashareq Al Awsat.", "what": "", "unit": "", "quote": true, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}, {"article_id": "a3c54a64d2e94cd7", "source": "002_c3df465974cf283c.txt", "language": "en", "seen": "2026-12-05", "text": "he had served in the army for 10 years", "sentence": "Khalef, who said he had served in the army for 10 years, added that he refused to obey the orders.", "what": "", "unit": "", "quote": false, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}, {"article_id": "a3c54a64d2e94cd7", "source": "002_c3df465974cf283c.txt", "language": "en", "seen": "2026-12-05", "text": "he refused to obey the orders", "sentence": "Khalef, who said he had served in the army for 10 years, added that he refused to obey the orders.", "what": "", "unit": "", "quote": false, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}, {"article_id": "a3c54a64d2e94cd7", "source": "002_c3df465974cf283c.txt", "language": "en", "seen": "2026-12-05", "text": "This was an enough reason for issuing an order to physically liquidate me", "sentence": "\"This was an enough reason for issuing an order to physically liquidate me,\" said Khalef, who fled the country.", "what": "", "unit": "", "quote": true, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}, {"article_id": "a3c54a64d2e94cd7", "source": "002_c3df465974cf283c.txt", "language": "en", "seen": "2026-12-05", "text": "around 4,500 army personnel had defected in the Syrian capital alone", "sentence": "Khalef estimated that around 4,500 army personnel had defected in the Syrian capital alone.", "what": "", "unit": "", "quote": false, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}, {"article_id": "30cc19d06bece083", "source": "003_ba6bebe0382ccb86.txt", "language": "ar", "seen": "2026-12-05", "text": "تلقى وضباط آخرون أوامر من قيادته عقب صرف الجنود ، بتنفيذ عملية إبادة جماعية في درعا لا تستثني حتى النساء والأطفال", "sentence": "أكد الملازم السوري المنشق أحمد خلف، وهو ضابط في القوات الخاصة بالجيش السوري الفرقة 15، انه \"تلقى وضباط آخرون أوامر من قيادته عقب صرف الجنود، بتنفيذ عملية إبادة جماعية في درعا لا تستثني حتى النساء والأطفال\".", "what": "", "unit": "", "quote": true, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}, {"article_id": "30cc19d06bece083", "source": "003_ba6bebe0382ccb86.txt", "language": "ar", "seen": "2026-12-05", "text": "أمر جنوده بعدم إطلاق الرصاص على المواطنين", "sentence": "لكن خلف قال إنه \"أمر جنوده بعدم إطلاق الرصاص على المواطنين\"، موضحا انه \"كان هذا سببا كافيا لصدور أمر بتصفيته، لكنه تمكن من الفرار إلى خارج سوريا\".", "what": "", "unit": "", "quote": true, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}, {"article_id": "30cc19d06bece083", "source": "003_ba6bebe0382ccb86.txt", "language": "ar", "seen": "2026-12-05", "text": "كان هذا سببا كافيا لصدور أمر بتصفيته ، لكنه تمكن من الفرار إلى خارج سوريا", "sentence": "لكن خلف قال إنه \"أمر جنوده بعدم إطلاق الرصاص على المواطنين\"، موضحا انه \"كان هذا سببا كافيا لصدور أمر بتصفيته، لكنه تمكن من الفرار إلى خارج سوريا\".", "what": "", "unit": "", "quote": true, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}, {"article_id": "30cc19d06bece083", "source": "003_ba6bebe0382ccb86.txt", "language": "ar", "seen": "2026-12-05", "text": "الرئيس السوري بشار الأسد فقد السيطرة تماما على قيادات الجيش", "sentence": "وأشار خلف في حديث لصحيفة الشرق الاوسط إلى \"اعتقاده بأن الرئيس السوري بشار الأسد فقد السيطرة تماما على قيادات الجيش\".", "what": "", "unit": "", "quote": true, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}, {"article_id": "30cc19d06bece083", "source": "003_ba6bebe0382ccb86.txt", "language": "ar", "seen": "2026-12-05", "text": "تلقى أوامر من قادة الكتيبة بإطلاق النار على المواطنين في الشوارع ، بعد ساعات من خطاب الأسد بإيقاف إطلاق النار", "sentence": "وأضاف: إنه \"تلقى أوامر من قادة الكتيبة بإطلاق النار على المواطنين في الشوارع، بعد ساعات من خطاب الأسد بإيقاف إطلاق النار\".", "what": "", "unit": "", "quote": true, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}, {"article_id": "30cc19d06bece083", "source": "003_ba6bebe0382ccb86.txt", "language": "ar", "seen": "2026-12-05", "text": "قادة الأفرع الأمنية السبعة عشر هم من يتحكمون فعليا في زمام الأمور في سوريا", "sentence": "وتابع: إن \"قادة الأفرع الأمنية السبعة عشر هم من يتحكمون فعليا في زمام الأمور في سوريا\".", "what": "", "unit": "", "quote": true, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}, {"article_id": "30cc19d06bece083", "source": "003_ba6bebe0382ccb86.txt", "language": "ar", "seen": "2026-12-05", "text": "استخدام قوات الجيش أسلحة متطورة لم يسبق تدريبهم عليها ، منها القذائف الفراغية و الطلقات الخارقة المتفجرة", "sentence": "وكشف خلف عن \"استخدام قوات الجيش أسلحة متطورة لم يسبق تدريبهم عليها، منها \"القذائف الفراغية»\" و\"الطلقات الخارقة المتفجرة\"، مشيرا إلى \"تأثيرها الفتاك\"، قائلا إنها \"تخترق الجسد وتنفجر داخله\".", "what": "", "unit": "", "quote": true, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}, {"article_id": "30cc19d06bece083", "source": "003_ba6bebe0382ccb86.txt", "language": "ar", "seen": "2026-12-05", "text": "تخترق الجسد وتنفجر داخله", "sentence": "وكشف خلف عن \"استخدام قوات الجيش أسلحة متطورة لم يسبق تدريبهم عليها، منها \"القذائف الفراغية»\" و\"الطلقات الخارقة المتفجرة\"، مشيرا إلى \"تأثيرها الفتاك\"، قائلا إنها \"تخترق الجسد وتنفجر داخله\".", "what": "", "unit": "", "quote": true, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}, {"article_id": "30cc19d06bece083", "source": "003_ba6bebe0382ccb86.txt", "language": "ar", "seen": "2026-12-05", "text": "القيادات العليا بالجيش تحرص على عزل وتفتيت كتائب الجيش لتفادي أي انشقاق كبير", "sentence": "وزاد: إن \"القيادات العليا بالجيش تحرص على عزل وتفتيت كتائب الجيش لتفادي أي انشقاق كبير\".", "what": "", "unit": "", "quote": true, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}, {"article_id": "30cc19d06bece083", "source": "003_ba6bebe0382ccb86.txt", "language": "ar", "seen": "2026-12-05", "text": "سجون دمشق تمتلئ بمئات الضباط الذين امتنعوا عن إطلاق النار", "sentence": "وأكد أن \"سجون دمشق تمتلئ بمئات الضباط الذين امتنعوا عن إطلاق النار\"، لافتا إلى أن \"عدد المنشقين من الجنود وصل إلى نحو 4500 جندي منشق في دمشق وحدها\".", "what": "", "unit": "", "quote": true, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}, {"article_id": "30cc19d06bece083", "source": "003_ba6bebe0382ccb86.txt", "language": "ar", "seen": "2026-12-05", "text": "عدد المنشقين من الجنود وصل إلى نحو 4500 جندي منشق في دمشق وحدها", "sentence": "وأكد أن \"سجون دمشق تمتلئ بمئات الضباط الذين امتنعوا عن إطلاق النار\"، لافتا إلى أن \"عدد المنشقين من الجنود وصل إلى نحو 4500 جندي منشق في دمشق وحدها\".", "what": "", "unit": "", "quote": true, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}], "sources": 2}, {"speaker_id": "p0055b0652", "speaker": "Hussein Harmoush", "reports": [{"article_id": "e8b4a1eb483d8ff0", "source": "001_15c20c73b5d1145d.txt", "language": "en", "seen": "2026-12-05", "text": "how his conscience was weighing on him and how he wishes he had joined the side of the people earlier", "sentence": "Col. Hussein Harmoush describes how his conscience was weighing on him and how he wishes he had joined the side of the people earlier:", "what": "", "unit": "", "quote": false, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}, {"article_id": "e8b4a1eb483d8ff0", "source": "001_15c20c73b5d1145d.txt", "language": "en", "seen": "2026-12-05", "text": "I defected from the Syrian Arab army and took responsibility for protecting civilians in Jisr al-Shughour", "sentence": "“I defected from the Syrian Arab army and took responsibility for protecting civilians in Jisr al-Shughour,” he says.", "what": "", "unit": "", "quote": true, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}, {"article_id": "e8b4a1eb483d8ff0", "source": "001_15c20c73b5d1145d.txt", "language": "en", "seen": "2026-12-05", "text": "I was late in taking this decision.", "sentence": "“I was late in taking this decision.”", "what": "", "unit": "", "quote": true, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}, {"article_id": "e8b4a1eb483d8ff0", "source": "001_15c20c73b5d1145d.txt", "language": "en", "seen": "2026-12-05", "text": "I feel like I am responsible for the deaths of every single martyr in Syria", "sentence": "After a long pause, and several deep breathes, the man with the thinning salt-and-pepper hair resumes: “I feel like I am responsible for the deaths of every single martyr in Syria.”", "what": "", "unit": "", "quote": true, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}], "sources": 1}, {"speaker_id": "o74cb75035", "speaker": "Athad Tensigiat al-Thora al-Soria", "reports": [{"article_id": "30cc19d06bece083", "source": "003_ba6bebe0382ccb86.txt", "language": "ar", "seen": "2026-12-05", "text": "القوات الحكومية قتلت بالرصاص محتجين اثنين واصابت 12 بعد صلاة التراويح في حي الميدان بوسط دمشق والذي اصبح بؤرة للمظاهرات رغم نشر قوات الحرس الجمهوري في الحي", "sentence": "وقال اتحاد تنسيقيات الثورة السورية ان القوات الحكومية قتلت بالرصاص محتجين اثنين واصابت 12 بعد صلاة التراويح في حي الميدان بوسط دمشق والذي اصبح بؤرة للمظاهرات رغم نشر قوات الحرس الجمهوري في الحي.", "what": "", "unit": "", "quote": false, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}, {"article_id": "30cc19d06bece083", "source": "003_ba6bebe0382ccb86.txt", "language": "ar", "seen": "2026-12-05", "text": "قوات الامن قتلت شابا عمره 17 عاما في حي نهر عائشة على اطراف دمشق ومحتج في مدينة حمص", "sentence": "واضاف ان قوات الامن قتلت شابا عمره 17 عاما في حي نهر عائشة على اطراف دمشق ومحتج في مدينة حمص.", "what": "", "unit": "", "quote": false, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}], "sources": 1}, {"speaker_id": "o7b1285091", "speaker": "Ashareq Al Awsat", "reports": [{"article_id": "a3c54a64d2e94cd7", "source": "002_c3df465974cf283c.txt", "language": "en", "seen": "2026-12-05", "text": "it would not disclose the whereabouts of the defector, at his request, for fear of reprisal", "sentence": "The paper said it would not disclose the whereabouts of the defector, at his request, for fear of reprisal.", "what": "", "unit": "", "quote": false, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}], "sources": 1}, {"speaker_id": "u:local human rights advocates", "speaker": "local human rights advocates", "reports": [{"article_id": "a3c54a64d2e94cd7", "source": "002_c3df465974cf283c.txt", "language": "en", "seen": "2026-12-05", "text": "More than 1,500 people and around 350 security personnel have been killed since pro-democracy protests against the government of Syrian President Bashar Assad began in mid-March", "sentence": "More than 1,500 people and around 350 security personnel have been killed since pro-democracy protests against the government of Syrian President Bashar Assad began in mid-March, local human rights advocates say.", "what": "", "unit": "", "quote": false, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}], "sources": 1}, {"speaker_id": "o2f63da5cc", "speaker": "Local Coordination Committees", "reports": [{"article_id": "a3c54a64d2e94cd7", "source": "002_c3df465974cf283c.txt", "language": "en", "seen": "2026-12-05", "text": "At least 24 civilians were killed Friday by security and army troops in demonstrations in several parts of Syria", "sentence": "At least 24 civilians were killed Friday by security and army troops in demonstrations in several parts of Syria, according to the opposition group Local Coordination Committees of Syria.", "what": "", "unit": "", "quote": false, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}], "sources": 1}, {"speaker_id": "u:ناشطون", "speaker": "ناشطون", "reports": [{"article_id": "30cc19d06bece083", "source": "003_ba6bebe0382ccb86.txt", "language": "ar", "seen": "2026-12-05", "text": "قوات الامن السورية قتلت 18 مدنيا على الاقل في هجمات على عشرات الآلاف من المحتجين على حكم الرئيس السوري بشار الاسد في اول جمعة من شهر رمضان", "sentence": "وكان ناشطون قد ذكروا ان قوات الامن السورية قتلت 18 مدنيا على الاقل في هجمات على عشرات الآلاف من المحتجين على حكم الرئيس السوري بشار الاسد في اول جمعة من شهر رمضان.", "what": "", "unit": "", "quote": false, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}], "sources": 1}, {"speaker_id": "o777b59e56", "speaker": "Ljan al-Tencik al-Mahli", "reports": [{"article_id": "30cc19d06bece083", "source": "003_ba6bebe0382ccb86.txt", "language": "ar", "seen": "2026-12-05", "text": "هجوما بالدبابات بدأ قبل ستة ايام على مدينة حماة الواقعة وسط سوريا لسحق المظاهرات المطالبة بالديمقراطية هناك اسفر عن قتل 300 مدني على الاقل", "sentence": "وقالت لجان التنسيق المحلية ان هجوما بالدبابات بدأ قبل ستة ايام على مدينة حماة الواقعة وسط سوريا لسحق المظاهرات المطالبة بالديمقراطية هناك اسفر عن قتل 300 مدني على الاقل .", "what": "", "unit": "", "quote": false, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}], "sources": 1}, {"speaker_id": "u:سكان", "speaker": "سكان", "reports": [{"article_id": "30cc19d06bece083", "source": "003_ba6bebe0382ccb86.txt", "language": "ar", "seen": "2026-12-05", "text": "قوات الامن اطلقت النار ايضا على محتجين بعد الصلاة في ضواحي حريستا ودوما وداريا", "sentence": "وقال سكان ان قوات الامن اطلقت النار ايضا على محتجين بعد الصلاة في ضواحي حريستا ودوما وداريا.", "what": "", "unit": "", "quote": false, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}], "sources": 1}, {"speaker_id": "u:سكان حماه", "speaker": "سكان حماة", "reports": [{"article_id": "30cc19d06bece083", "source": "003_ba6bebe0382ccb86.txt", "language": "ar", "seen": "2026-12-05", "text": "يتجاوز القتلى العدد الذي تم تقديره وهو 300 منذ بدء الحملة العسكرية يوم الأحد على المدينة التي يسكنها 700 ألف نسمة بوسط سوريا", "sentence": "ويخشى سكان حماه ان يتجاوز القتلى العدد الذي تم تقديره وهو 300 منذ بدء الحملة العسكرية يوم الأحد على المدينة التي يسكنها 700 ألف نسمة بوسط سوريا.", "what": "", "unit": "", "quote": false, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}], "sources": 1}, {"speaker_id": "u:some activists there", "speaker": "Some activists there", "reports": [{"article_id": "e8b4a1eb483d8ff0", "source": "001_15c20c73b5d1145d.txt", "language": "en", "seen": "2026-12-05", "text": "as many as 1,300 Syrians have died in the nonviolent uprising that was met by the regime’s brutal crackdown", "sentence": "Some activists there estimate that as many as 1,300 Syrians have died in the nonviolent uprising that was met by the regime’s brutal crackdown.", "what": "", "unit": "", "quote": false, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}], "sources": 1}, {"speaker_id": "p975582a1a", "speaker": "Darwish Mohammed Fidou", "reports": [{"article_id": "e8b4a1eb483d8ff0", "source": "001_15c20c73b5d1145d.txt", "language": "en", "seen": "2026-12-05", "text": "My heart is broken to watch my people die, the Syrian people die, to see such a thing as this It was the same when I had orders to shoot on the people – it broke my heart", "sentence": "“My heart is broken to watch my people die, the Syrian people die, to see such a thing as this,” says Fidou. “It was the same when I had orders to shoot on the people – it broke my heart.”", "what": "", "unit": "", "quote": true, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}], "sources": 1}], "why": ["a3c54a64d2e94cd7 ~ 30cc19d06bece083: same day, in Daraa ~ درعا (SY), both name Ahmed Khalef, Ashareq Al Awsat, Daraa, same figures: 4,500 defected, headlines alike in meaning", "30cc19d06bece083 ~ a3c54a64d2e94cd7: same day, in Daraa ~ درعا (SY), both name أحمد خلف, درعا, صحيفة الشرق الاوسط, same figures: 4,500 defected, headlines alike in meaning", "e8b4a1eb483d8ff0 ~ a3c54a64d2e94cd7: same day, in SY, toll 1,500 ~ 1,300, both name Syria, same words: syrian, ordered, army, defected"], "tallies": [{"measure": "killed", "subject": "", "reports": [{"article_id": "30cc19d06bece083", "source": "003_ba6bebe0382ccb86.txt", "language": "ar", "seen": "2026-12-05", "text": "18", "sentence": "وكان ناشطون قد ذكروا ان قوات الامن السورية قتلت 18 مدنيا على الاقل في هجمات على عشرات الآلاف من المحتجين على حكم الرئيس السوري بشار الاسد في اول جمعة من شهر رمضان.", "what": "مدنيا", "unit": "people", "quote": false, "value": 18, "high": null, "approx": "على الاقل", "subject": "مدنيا", "day": "2026-12-05"}, {"article_id": "a3c54a64d2e94cd7", "source": "002_c3df465974cf283c.txt", "language": "en", "seen": "2026-12-05", "text": "at least 24", "sentence": "At least 24 civilians were killed Friday by security and army troops in demonstrations in several parts of Syria, according to the opposition group Local Coordination Committees of Syria.", "what": "civilians killed", "unit": "people", "quote": false, "value": 24, "high": null, "approx": "at least", "subject": "civilians", "day": "2026-12-05"}], "low": 18, "high": 24, "sources": 2, "agree": false}, {"measure": "defected", "subject": "army personnel", "reports": [{"article_id": "30cc19d06bece083", "source": "003_ba6bebe0382ccb86.txt", "language": "ar", "seen": "2026-12-05", "text": "4500", "sentence": "وأكد أن \"سجون دمشق تمتلئ بمئات الضباط الذين امتنعوا عن إطلاق النار\"، لافتا إلى أن \"عدد المنشقين من الجنود وصل إلى نحو 4500 جندي منشق في دمشق وحدها\".", "what": "جندي منشق", "unit": "people", "quote": false, "value": 4500, "high": null, "approx": "نحو", "subject": "جندي منشق", "day": "2026-12-05"}, {"article_id": "a3c54a64d2e94cd7", "source": "002_c3df465974cf283c.txt", "language": "en", "seen": "2026-12-05", "text": "around 4,500", "sentence": "Khalef estimated that around 4,500 army personnel had defected in the Syrian capital alone.", "what": "army personnel defected", "unit": "people", "quote": false, "value": 4500, "high": null, "approx": "around", "subject": "army personnel", "day": "2026-12-05"}], "low": 4500, "high": 4500, "sources": 2, "agree": true}], "responsibility": [], "day": "2026-12-05", "lead": "Daraa: 18–24 killed"}');
INSERT INTO public.linked_stories VALUES ('s3fe3e5fbe', 0, '{"id": "s3fe3e5fbe", "title": "Syria: Orders To Kill ''From Highest Levels''", "article_ids": ["c0b29a8307057e73"], "languages": ["en"], "entity_ids": ["p8fe30c2cc", "p261781f4e", "od5d7fe612", "o314e31010", "pb6ddc2f9d", "pea5f5e9e5", "pe6d8c6f10"], "figures": [{"measure": "people", "value": 30, "approx": "", "unit": "people", "reports": [{"article_id": "c0b29a8307057e73", "source": "000_366974b3f0922cad.txt", "language": "en", "seen": "2026-12-05", "text": "30", "sentence": "Scared, thin and in some circumstances bruised, a group of 30 men were told to crouch or kneel by a wall as armed men organised them into rows; barking orders and directing them with that no-nonsense air of people in control.", "what": "men", "unit": "people", "quote": false, "value": 30, "high": null, "approx": "", "subject": "men", "day": "2026-12-05"}], "disputed_by": [], "background": false, "sources": 1, "single_source": true}], "claims": [{"speaker_id": "u:one of the soldiers", "speaker": "one of the soldiers", "reports": [{"article_id": "c0b29a8307057e73", "source": "000_366974b3f0922cad.txt", "language": "en", "seen": "2026-12-05", "text": "We had the idea that (opposition forces) were there to terrorise people, to kill children, to kill females and to kill everybody around, but... we noticed that the opposite was what was actually happening", "sentence": "\"We had the idea that (opposition forces) were there to terrorise people, to kill children, to kill females and to kill everybody around, but... we noticed that the opposite was what was actually happening,\" one of the soldiers told me.", "what": "", "unit": "", "quote": true, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}, {"article_id": "c0b29a8307057e73", "source": "000_366974b3f0922cad.txt", "language": "en", "seen": "2026-12-05", "text": "It is just not a war", "sentence": "\"It is just not a war,\" he added, saying that the shelling of towns and villages was random and killing the old and the young indiscriminately.", "what": "", "unit": "", "quote": true, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}, {"article_id": "c0b29a8307057e73", "source": "000_366974b3f0922cad.txt", "language": "en", "seen": "2026-12-05", "text": "the shelling of towns and villages was random and killing the old and the young indiscriminately", "sentence": "\"It is just not a war,\" he added, saying that the shelling of towns and villages was random and killing the old and the young indiscriminately.", "what": "", "unit": "", "quote": false, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}], "sources": 1}, {"speaker_id": "u:a police officer", "speaker": "A police officer", "reports": [{"article_id": "c0b29a8307057e73", "source": "000_366974b3f0922cad.txt", "language": "en", "seen": "2026-12-05", "text": "to make a statement", "sentence": "A police officer asked to make a statement.", "what": "", "unit": "", "quote": false, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}, {"article_id": "c0b29a8307057e73", "source": "000_366974b3f0922cad.txt", "language": "en", "seen": "2026-12-05", "text": "he, his men and the country had been lied too and called on all the security forces to join the Free Syrian Army", "sentence": "He said that he, his men and the country had been lied too and called on all the security forces to join the Free Syrian Army.", "what": "", "unit": "", "quote": false, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}, {"article_id": "c0b29a8307057e73", "source": "000_366974b3f0922cad.txt", "language": "en", "seen": "2026-12-05", "text": "I am ready to join", "sentence": "\"I am ready to join,\" he said.", "what": "", "unit": "", "quote": true, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}], "sources": 1}, {"speaker_id": "u:they", "speaker": "They", "reports": [{"article_id": "c0b29a8307057e73", "source": "000_366974b3f0922cad.txt", "language": "en", "seen": "2026-12-05", "text": "some looking down or hiding their faces as we were invited forward to film them", "sentence": "They said nothing, some looking down or hiding their faces as we were invited forward to film them.", "what": "", "unit": "", "quote": false, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}], "sources": 1}, {"speaker_id": "u:the officer in charge", "speaker": "The officer in charge", "reports": [{"article_id": "c0b29a8307057e73", "source": "000_366974b3f0922cad.txt", "language": "en", "seen": "2026-12-05", "text": "an order for the men", "sentence": "The officer in charge shouted an order for the men to double-time towards a nearby house and then directed his men to secure the building.", "what": "", "unit": "", "quote": false, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}], "sources": 1}, {"speaker_id": "od5d7fe612", "speaker": "Free Syrian Army", "reports": [{"article_id": "c0b29a8307057e73", "source": "000_366974b3f0922cad.txt", "language": "en", "seen": "2026-12-05", "text": "they want to keep their prisoners to swap with their own captured comrades", "sentence": "The FSA say they want to keep their prisoners to swap with their own captured comrades.", "what": "", "unit": "", "quote": false, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}], "sources": 1}, {"speaker_id": "u:their commander", "speaker": "Their commander", "reports": [{"article_id": "c0b29a8307057e73", "source": "000_366974b3f0922cad.txt", "language": "en", "seen": "2026-12-05", "text": "they would come to no harm", "sentence": "Their commander insisted that they would come to no harm.", "what": "", "unit": "", "quote": false, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}], "sources": 1}, {"speaker_id": "u:a former sergeant", "speaker": "a former Sergeant", "reports": [{"article_id": "c0b29a8307057e73", "source": "000_366974b3f0922cad.txt", "language": "en", "seen": "2026-12-05", "text": "It came for the highest level", "sentence": "\"It came for the highest level,\" he said.", "what": "", "unit": "", "quote": true, "value": null, "high": null, "approx": "", "subject": "", "day": "2026-12-05"}], "sources": 1}], "why": [], "tallies": [], "responsibility": [], "day": "2026-12-05", "lead": "Syria"}');


--
-- Data for Name: pending; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: quarantine; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: reported; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.reported VALUES ('daily', '30cc19d06bece083', 'file:/tmp/tmpkvdfvqwc/out/digest-2026-12-05.json:7ab17e64062c2d8f');
INSERT INTO public.reported VALUES ('daily', 'a3c54a64d2e94cd7', 'file:/tmp/tmpkvdfvqwc/out/digest-2026-12-05.json:7ab17e64062c2d8f');
INSERT INTO public.reported VALUES ('daily', 'c0b29a8307057e73', 'file:/tmp/tmpkvdfvqwc/out/digest-2026-12-05.json:7ab17e64062c2d8f');
INSERT INTO public.reported VALUES ('daily', 'e8b4a1eb483d8ff0', 'file:/tmp/tmpkvdfvqwc/out/digest-2026-12-05.json:7ab17e64062c2d8f');


--
-- Data for Name: runs; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.runs VALUES ('daily', '2026-12-05T06:00:00+00:00', 'done', '2026-12-05T13:03:09+00:00', '2026-12-05T13:03:09+00:00', 'file:/tmp/tmpkvdfvqwc/out/digest-2026-12-05.json:7ab17e64062c2d8f', NULL, '2026-12-05T00:00:00+00:00', NULL, 1, NULL, NULL);


--
-- Data for Name: sources; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.sources VALUES ('in/002_c3df465974cf283c.txt', 'a3c54a64d2e94cd76e77de18cfc5cfbf46b07d53829f1525066911b48d1a28ac', 2023, 1796475786.3165853, '2026-12-05T13:03:06+00:00', '2026-12-05T13:03:06+00:00');
INSERT INTO public.sources VALUES ('in/003_ba6bebe0382ccb86.txt', '30cc19d06bece08310884b55bd7a83571da8e5867d77e3b9f2219db2b4ae2824', 3611, 1796475786.316654, '2026-12-05T13:03:07+00:00', '2026-12-05T13:03:07+00:00');
INSERT INTO public.sources VALUES ('in/001_15c20c73b5d1145d.txt', 'e8b4a1eb483d8ff05f9e6890016776c2b2557b4bee37eea2bdb44739a4c3e2a5', 2167, 1796475786.3165066, '2026-12-05T13:03:08+00:00', '2026-12-05T13:03:08+00:00');
INSERT INTO public.sources VALUES ('in/000_366974b3f0922cad.txt', 'c0b29a8307057e730dead616ec2e8dd15f868e02cd9a496596e0a1c5f63cfe55', 3012, 1796475786.3163812, '2026-12-05T13:03:08+00:00', '2026-12-05T13:03:08+00:00');


--
-- Data for Name: state; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: story_members; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.story_members VALUES ('s2bb6ac8bd', 'a3c54a64d2e94cd7');
INSERT INTO public.story_members VALUES ('s2bb6ac8bd', '30cc19d06bece083');
INSERT INTO public.story_members VALUES ('s2bb6ac8bd', 'e8b4a1eb483d8ff0');
INSERT INTO public.story_members VALUES ('s3fe3e5fbe', 'c0b29a8307057e73');


--
-- Data for Name: versions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.versions VALUES ('in/002_c3df465974cf283c.txt', 'a3c54a64d2e94cd76e77de18cfc5cfbf46b07d53829f1525066911b48d1a28ac', '2026-12-05T13:03:06+00:00');
INSERT INTO public.versions VALUES ('in/003_ba6bebe0382ccb86.txt', '30cc19d06bece08310884b55bd7a83571da8e5867d77e3b9f2219db2b4ae2824', '2026-12-05T13:03:07+00:00');
INSERT INTO public.versions VALUES ('in/001_15c20c73b5d1145d.txt', 'e8b4a1eb483d8ff05f9e6890016776c2b2557b4bee37eea2bdb44739a4c3e2a5', '2026-12-05T13:03:08+00:00');
INSERT INTO public.versions VALUES ('in/000_366974b3f0922cad.txt', 'c0b29a8307057e730dead616ec2e8dd15f868e02cd9a496596e0a1c5f63cfe55', '2026-12-05T13:03:08+00:00');


--
-- Name: article_meanings article_meanings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.article_meanings
    ADD CONSTRAINT article_meanings_pkey PRIMARY KEY (text_key);


--
-- Name: article_words article_words_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.article_words
    ADD CONSTRAINT article_words_pkey PRIMARY KEY (article_id);


--
-- Name: articles articles_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.articles
    ADD CONSTRAINT articles_pkey PRIMARY KEY (hash);


--
-- Name: claims claims_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.claims
    ADD CONSTRAINT claims_pkey PRIMARY KEY (path);


--
-- Name: deliveries deliveries_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.deliveries
    ADD CONSTRAINT deliveries_pkey PRIMARY KEY (digest_key, recipient);


--
-- Name: digests digests_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.digests
    ADD CONSTRAINT digests_pkey PRIMARY KEY (key);


--
-- Name: entity_mentions entity_mentions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.entity_mentions
    ADD CONSTRAINT entity_mentions_pkey PRIMARY KEY (article_id, kind, name);


--
-- Name: link_state link_state_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.link_state
    ADD CONSTRAINT link_state_pkey PRIMARY KEY (what);


--
-- Name: linked_entities linked_entities_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.linked_entities
    ADD CONSTRAINT linked_entities_pkey PRIMARY KEY (id);


--
-- Name: linked_stories linked_stories_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.linked_stories
    ADD CONSTRAINT linked_stories_pkey PRIMARY KEY (id);


--
-- Name: pending pending_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.pending
    ADD CONSTRAINT pending_pkey PRIMARY KEY (path);


--
-- Name: quarantine quarantine_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.quarantine
    ADD CONSTRAINT quarantine_pkey PRIMARY KEY (path);


--
-- Name: reported reported_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reported
    ADD CONSTRAINT reported_pkey PRIMARY KEY (schedule, article_id);


--
-- Name: runs runs_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.runs
    ADD CONSTRAINT runs_pkey PRIMARY KEY (schedule, fire_time);


--
-- Name: sources sources_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sources
    ADD CONSTRAINT sources_pkey PRIMARY KEY (path);


--
-- Name: state state_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.state
    ADD CONSTRAINT state_pkey PRIMARY KEY (key);


--
-- Name: story_members story_members_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.story_members
    ADD CONSTRAINT story_members_pkey PRIMARY KEY (story_id, article_id);


--
-- Name: versions versions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.versions
    ADD CONSTRAINT versions_pkey PRIMARY KEY (path, hash);


--
-- Name: article_events_key_day; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX article_events_key_day ON public.article_events USING btree (key, day);


--
-- Name: article_words_fts; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX article_words_fts ON public.article_words USING gin (to_tsvector('simple'::regconfig, folded));


--
-- Name: entity_names_fts; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX entity_names_fts ON public.entity_names USING gin (to_tsvector('simple'::regconfig, folded));


--
-- Name: ix_article_events_article_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ix_article_events_article_id ON public.article_events USING btree (article_id);


--
-- Name: ix_articles_first_seen; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ix_articles_first_seen ON public.articles USING btree (first_seen);


--
-- Name: ix_articles_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ix_articles_id ON public.articles USING btree (id);


--
-- Name: ix_digests_created; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ix_digests_created ON public.digests USING btree (created);


--
-- Name: ix_entity_mentions_entity_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ix_entity_mentions_entity_id ON public.entity_mentions USING btree (entity_id);


--
-- Name: ix_entity_names_entity_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ix_entity_names_entity_id ON public.entity_names USING btree (entity_id);


--
-- Name: ix_entity_names_skeleton; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ix_entity_names_skeleton ON public.entity_names USING btree (skeleton);


--
-- Name: ix_link_keys_entity_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ix_link_keys_entity_id ON public.link_keys USING btree (entity_id);


--
-- Name: ix_link_keys_key; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ix_link_keys_key ON public.link_keys USING btree (key);


--
-- Name: ix_linked_entities_rank; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ix_linked_entities_rank ON public.linked_entities USING btree (rank);


--
-- Name: ix_linked_stories_rank; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ix_linked_stories_rank ON public.linked_stories USING btree (rank);


--
-- Name: ix_sources_hash; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ix_sources_hash ON public.sources USING btree (hash);


--
-- Name: ix_story_members_article_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ix_story_members_article_id ON public.story_members USING btree (article_id);


--
-- Name: sources sources_hash_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sources
    ADD CONSTRAINT sources_hash_fkey FOREIGN KEY (hash) REFERENCES public.articles(hash);


--
-- PostgreSQL database dump complete
--
