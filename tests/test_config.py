"""Settings: defaults < reports.toml < REPORTS_* env < CLI flags; unknown keys are errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from reports.cli import main
from reports.config import EXAMPLE, ConfigError, Schedule, Settings, Smtp, load


def _toml(tmp_path: Path, text: str) -> Path:
    p = tmp_path / "reports.toml"
    p.write_text(text, encoding="utf-8")
    return p


def test_defaults_without_file(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    s = load(env={})
    assert s == Settings()
    assert s.scan_seconds == 60 and s.schedules == (Schedule(),)
    assert s.schedules[0].cron == "0 6 * * *"


def test_example_loads_to_the_defaults(tmp_path):
    """`reports init` writes an example whose every value is the default."""
    assert load(_toml(tmp_path, EXAMPLE), env={}) == Settings()


def test_file_then_env_then_flags(tmp_path, monkeypatch, capsys):
    p = _toml(tmp_path, """
sources = ["in1", "in2"]
database = "from-file.db"
scan_seconds = 5
[smtp]
host = "mail.example.org"
port = 465
ssl = true
[[schedule]]
name = "morning"
cron = "30 7 * * 1-5"
timezone = "Asia/Beirut"
recipients = ["desk@example.org"]
[[schedule]]
name = "evening"
cron = "0 19 * * *"
""")
    s = load(p, env={})
    assert s.sources == ("in1", "in2") and s.scan_seconds == 5.0
    assert s.smtp == Smtp(host="mail.example.org", port=465, ssl=True)
    assert [x.name for x in s.schedules] == ["morning", "evening"]
    assert s.schedules[0].recipients == ("desk@example.org",)
    env = {"REPORTS_SCAN_SECONDS": "2", "REPORTS_SMTP_PORT": "2525",
           "REPORTS_SMTP_STARTTLS": "no", "REPORTS_SMTP_FROM": "bot@example.org",
           "REPORTS_SMTP_PASSWORD": "s3cret", "REPORTS_SOURCES": "a, b"}
    s = load(p, env=env)
    assert (s.scan_seconds, s.smtp.port, s.smtp.starttls, s.smtp.sender, s.sources) == (
        2.0, 2525, False, "bot@example.org", ("a", "b"))
    assert s.smtp.password == "s3cret"
    assert "s3cret" not in repr(s)
    assert s.with_overrides(database="flag.db", output=None).database == "flag.db"
    # the CLI flag wins over the file, the file over the default
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("REPORTS_SMTP_PASSWORD", "s3cret")
    assert main(["--config", str(p), "--database", str(tmp_path / "flag.db"),
                 "status", "--format", "json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["database"].endswith("/flag.db")
    assert [x["name"] for x in out["schedules"]] == ["morning", "evening"]
    assert (tmp_path / "flag.db").exists() and not (tmp_path / "from-file.db").exists()


@pytest.mark.parametrize("text, key", [
    ("scan_secs = 5\n", "scan_secs"),
    ("[smtp]\nhots = 'x'\n", "smtp.hots"),
    ("[[schedule]]\nname = 'a'\ncorn = '0 6 * * *'\n", "schedule[0].corn"),
    ("[mail]\nhost = 'x'\n", "mail"),
])
def test_unknown_keys_are_errors_naming_the_key(tmp_path, text, key):
    with pytest.raises(ConfigError, match=key.replace("[", r"\[").replace("]", r"\]")):
        load(_toml(tmp_path, text), env={})


def test_unknown_smtp_env_key_is_an_error(tmp_path):
    with pytest.raises(ConfigError, match="REPORTS_SMTP_HOTS"):
        load(_toml(tmp_path, ""), env={"REPORTS_SMTP_HOTS": "x"})


def test_password_in_file_is_refused(tmp_path):
    with pytest.raises(ConfigError, match="REPORTS_SMTP_PASSWORD"):
        load(_toml(tmp_path, "[smtp]\npassword = 'x'\n"), env={})
    with pytest.raises(ConfigError, match="REPORTS_DATABASE_PASSWORD"):
        load(_toml(tmp_path, "database_password = 'x'\n"), env={})


def test_database_password_comes_from_the_environment_and_is_never_shown(tmp_path):
    s = load(_toml(tmp_path, "database = 'postgresql://reports@db/reports'\n"),
             env={"REPORTS_DATABASE_PASSWORD": "s3cret", "REPORTS_LEASE_SECONDS": "30"})
    assert (s.database_password, s.lease_seconds) == ("s3cret", 30.0)
    assert "s3cret" not in repr(s) and "s3cret" not in s.database_url


def test_a_password_in_the_database_urls_query_is_refused_and_not_shown(tmp_path):
    for url in ("postgresql://reports@db/reports?password=hunter2",
                "postgresql:///reports?host=/run/pg&Password=hunter2"):
        with pytest.raises(ConfigError, match="REPORTS_DATABASE_PASSWORD") as err:
            load(_toml(tmp_path, f"database = '{url}'\n"), env={})
        assert "hunter2" not in str(err.value)


@pytest.mark.parametrize("text, needle", [
    ("scan_seconds = 0\n", "scan_seconds"),
    ("lease_seconds = 0\n", "lease_seconds"),
    ("scan_seconds = 'often'\n", "scan_seconds"),
    ("[[schedule]]\nname = 'a'\n[[schedule]]\nname = 'a'\n", "used twice"),
    ("[smtp]\nmax_attempts = 0\n", "max_attempts"),
    ("schedule = 'daily'\n", "schedule"),
])
def test_bad_values_are_errors(tmp_path, text, needle):
    with pytest.raises(ConfigError, match=needle):
        load(_toml(tmp_path, text), env={})


GOOD_ARGON2ID = ("$argon2id$v=19$m=65536,t=3,p=4$MDEyMzQ1Njc4OWFiY2RlZg"
                 "$8tq5t5xKLvbJMfMvLw4JK7BZNhL0n7xH9cF4qkzyS0E")
GOOD_SCRYPT = ("scrypt$131072$8$1$MDEyMzQ1Njc4OWFiY2RlZg==$" + "A" * 86 + "==")


@pytest.mark.parametrize("value, why", [
    ("plain", "not a password hash"),
    ("hunter2-secret", "not a password hash"),
    (GOOD_ARGON2ID.replace("argon2id", "argon2i"), "another variant than Argon2id"),
    (GOOD_ARGON2ID[: GOOD_ARGON2ID.rindex("$")], "not a whole Argon2id hash"),
    (GOOD_ARGON2ID.replace("m=65536,t=3,p=4", "m=65536,t=3"), "not a whole Argon2id hash"),
    (GOOD_ARGON2ID.replace("v=19", "v=16"), "not a whole Argon2id hash"),
    (GOOD_ARGON2ID.replace("t=3", "t=0"), "t or p is 0"),
    (GOOD_ARGON2ID + " ", "not a whole Argon2id hash"),
    (GOOD_SCRYPT.rsplit("$", 1)[0], "not a whole scrypt hash"),
    (GOOD_SCRYPT.replace("$131072$", "$100000$"), "not a power of 2"),
    (GOOD_SCRYPT.replace("$MDEy", "$!DEy"), "not a whole scrypt hash"),
    (GOOD_SCRYPT.replace("Zg==", "Zg="), "not base64"),
])
def test_a_malformed_web_password_hash_is_a_clear_error(tmp_path, monkeypatch, value, why):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(ConfigError, match=why) as err:
        load(_toml(tmp_path, f"[web]\npassword_hash = '{value}'\n"), env={})
    message = str(err.value)
    assert message.startswith("web.password_hash: ") and "reports web --hash-password" in message
    assert value not in message  # a password pasted there by mistake is not shown
    with pytest.raises(ConfigError, match=why):  # the environment's is checked alike
        load(env={"REPORTS_WEB_PASSWORD_HASH": value})


def test_both_password_hash_formats_load(tmp_path):
    for value in (GOOD_ARGON2ID, GOOD_SCRYPT):
        assert load(_toml(tmp_path, f"[web]\npassword_hash = '{value}'\n"), env={}).web.password_hash == value


def test_cli_reports_config_errors_in_one_line(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    _toml(tmp_path, "scan_secs = 5\n")
    assert main(["status"]) == 1
    err = capsys.readouterr().err
    assert err.strip() == "error: unknown setting 'scan_secs'"
    _toml(tmp_path, "[[schedule]]\nname = 'x'\ncron = '61 * * * *'\n")
    assert main(["status"]) == 1
    err = capsys.readouterr().err
    assert "bad cron expression" in err and "Traceback" not in err
    _toml(tmp_path, "[[schedule]]\nname = 'x'\ntimezone = 'Mars/Olympus'\n")
    assert main(["status"]) == 1
    assert "unknown time zone" in capsys.readouterr().err


def test_init_writes_example_once(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main(["init"]) == 0
    assert (tmp_path / "reports.toml").read_text(encoding="utf-8") == EXAMPLE
    assert main(["init"]) == 1
    assert "exists" in capsys.readouterr().err
    assert main(["init", "--force"]) == 0


def test_reports_config_names_the_file_between_the_flag_and_the_working_folder(tmp_path):
    """`python -m reports` runs the CLI; REPORTS_CONFIG beats ./reports.toml, --config beats
    both; a file it names that is missing is one line naming the variable."""
    import os
    import subprocess
    import sys

    here, there = tmp_path / "cwd", tmp_path / "etc"
    here.mkdir()
    there.mkdir()
    _toml(here, f"database = '{here / 'cwd.db'}'\n")
    (there / "service.toml").write_text(f"database = '{there / 'env.db'}'\n", encoding="utf-8")
    flag = _toml(tmp_path, f"database = '{tmp_path / 'flag.db'}'\n")
    env = {k: v for k, v in os.environ.items() if not k.startswith("REPORTS_")}

    def run(*args: str, config: str | None = None) -> subprocess.CompletedProcess:
        e = {**env, **({"REPORTS_CONFIG": config} if config is not None else {})}
        return subprocess.run([sys.executable, "-m", "reports", *args], cwd=here, env=e,
                              capture_output=True, text=True, timeout=120)

    def database(*args: str, config: str | None = None) -> str:
        r = run(*args, "status", "--format", "json", config=config)
        assert r.returncode == 0, r.stderr
        return Path(json.loads(r.stdout)["database"]).name

    assert database() == "cwd.db"
    assert database(config=str(there / "service.toml")) == "env.db"
    assert database(config="") == "cwd.db"  # set but empty: as if unset
    assert database("--config", str(flag), config=str(there / "service.toml")) == "flag.db"
    missing = run("status", config=str(there / "gone.toml"))
    assert missing.returncode == 1 and missing.stderr.strip() == (
        f"error: config file not found: {there / 'gone.toml'} (named by REPORTS_CONFIG)")
    assert run("--version").stdout.startswith("reports, version ")
    assert run("no-such-command").returncode == 2  # a usage error, as the command's
