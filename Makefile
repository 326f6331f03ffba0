# Set-up is part of every target: a fresh machine needs only `make demo` or `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

LOCK := requirements.lock

.PHONY: setup lock demo test eval pins models bench lint clean

$(BIN)/python:
	$(PY) -m venv $(VENV)

# Every package, with the dev group and pip and setuptools themselves, is the lock's release
# and file (--require-hashes); the project goes in editable, built by the lock's setuptools.
# -qq: pip's errors only; with -q it warns once for each package an index configured on this
# machine lacks, which says nothing about the project.
$(STAMP): $(LOCK) pyproject.toml scripts/system-deps.sh | $(BIN)/python
	@./scripts/system-deps.sh
	@# the distribution was called `reports` before it became `newsroom-reports`: drop that install
	@if $(BIN)/pip show -q reports >/dev/null 2>&1; then $(BIN)/pip uninstall -qq -y reports; fi
	@# First the lock's own pip: the one a venv starts with (23.2 on Python 3.11) takes an extra such
	@# as justext's `lxml[html_clean]` from the newest release, not the pinned one, and then refuses
	@# it as unpinned; this broke set-up the day lxml 6.2.1 came out.
	@sed -n '/^pip==/,/^    #/p' $(LOCK) | grep -v '^    #' > $(VENV)/pip.lock
	$(BIN)/pip install -qq --require-hashes -r $(VENV)/pip.lock
	$(BIN)/pip install -qq --require-hashes -r $(LOCK)
	$(BIN)/pip install -q --no-deps --no-build-isolation -e .
	@touch $(STAMP)

setup: $(STAMP)

# Rewrite requirements.lock from pyproject.toml: keeps the pinned releases it can and adds what a
# changed dependency needs; LOCK_ARGS=--upgrade takes the newest. Any platform, Python 3.11 up.
lock: setup
	$(BIN)/uv pip compile --quiet pyproject.toml --group dev --universal --python-version 3.11 \
	  --generate-hashes --custom-compile-command 'make lock' $(LOCK_ARGS) -o $(LOCK)

# The default database (reports.db here), so the README's examples find the demo's articles.
demo: setup
	$(BIN)/reports digest --source examples/articles --out output

test: setup
	$(BIN)/python -m pytest -q

# Every eval set with the scorers' tables and the pins; writes nothing (scripts/eval_pins.py).
eval: setup
	$(BIN)/python scripts/eval_pins.py --check

# Raise the pins in tests/eval_pins.json; never lowers them. New eval data: PINS_ARGS=--new-eval-data
pins: setup
	$(BIN)/python scripts/eval_pins.py $(PINS_ARGS)

# Rebuild the shipped models from ../shared/data (scikit-learn is needed for training only).
models: setup
	$(BIN)/pip install -qq --group train
	$(BIN)/python scripts/train_attribution.py
	$(BIN)/python scripts/train_ar.py
	$(BIN)/python scripts/train_idf.py
	$(BIN)/python scripts/train_stories.py ../shared/eval/dev_archive ../shared/eval/dev_linking ../shared/eval/dev_stories

bench: setup
	$(BIN)/python benchmarks/run.py $(BENCH_ARGS)

lint: setup
	$(BIN)/ruff check reports tests benchmarks scripts

clean:
	rm -rf output/*.html output/*.pdf output/*.md output/*.json output/*.db* .pytest_cache
