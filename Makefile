# Set-up is part of every target: a fresh machine needs only `make demo` or `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: setup demo test models bench lint clean

$(BIN)/python:
	$(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip

$(STAMP): pyproject.toml setup.py scripts/system-deps.sh | $(BIN)/python
	./scripts/system-deps.sh
	$(BIN)/pip install -q -e '.[test]'
	touch $(STAMP)

setup: $(STAMP)

demo: setup
	$(BIN)/reports --database output/demo.db digest --source examples/articles --out output

test: setup
	$(BIN)/python -m pytest -q

models: setup
	$(BIN)/python scripts/train_ar.py

bench: setup
	$(BIN)/python benchmarks/run.py $(BENCH_ARGS)

lint: setup
	$(BIN)/ruff check reports tests benchmarks scripts

clean:
	rm -rf output/*.html output/*.pdf output/*.md output/*.json output/*.db* .pytest_cache
