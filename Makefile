# Steward: `make run` sets everything up and starts the app; `make test` sets up and runs the suite.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test setup lint bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e '.[dev,training]'
	$(BIN)/python -m models.registry --prepare
	touch $(STAMP)

setup: $(STAMP)

run: setup
	$(BIN)/python -m app

lint: setup
	$(BIN)/ruff check app core models ui tests bench
	$(BIN)/lint-imports

test: setup lint
	$(BIN)/python -m pytest

bench: setup
	$(BIN)/python bench/model_load.py

clean:
	rm -rf $(VENV) tests/artifacts
