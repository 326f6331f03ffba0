# Set-up is part of every target: a fresh machine needs only `make demo` or `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: setup demo test eval pins models bench lint clean

$(BIN)/python:
	$(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip

$(STAMP): pyproject.toml scripts/system-deps.sh | $(BIN)/python
	./scripts/system-deps.sh
	@# the distribution was called `reports` before it became `newsroom-reports`: drop that install
	@if $(BIN)/pip show -q reports >/dev/null 2>&1; then $(BIN)/pip uninstall -q -y reports; fi
	$(BIN)/pip install -q -e '.[test]'
	touch $(STAMP)

setup: $(STAMP)

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
	$(BIN)/pip install -q -e '.[train]'
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
