# Steward: `make run` sets everything up and starts the app; `make test` sets up and runs the suite.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test setup lint bench clean rebuild-llama

# llama.cpp compiles for this CPU (-march=native) but without AMX tiles: some virtual machines report them
# and then fault on the first tile load (SIGILL). models.native_check finds a build that cannot run here.
ifeq ($(shell uname -m),x86_64)
NATIVE_FLAGS := -mno-amx-tile -mno-amx-int8 -mno-amx-bf16
endif
BUILD_ENV := CFLAGS="$(NATIVE_FLAGS)" CXXFLAGS="$(NATIVE_FLAGS)"

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

$(STAMP): pyproject.toml | $(BIN)/python
	$(BUILD_ENV) $(BIN)/pip install --quiet -e '.[dev,training]'
	$(BIN)/python -m models.registry --prepare
	$(BIN)/python -m models.native_check || $(MAKE) rebuild-llama
	touch $(STAMP)

# pip reuses a llama-cpp-python wheel it built before, possibly for another CPU or with other flags.
rebuild-llama: | $(BIN)/python
	$(BIN)/pip cache remove llama_cpp_python || true
	$(BUILD_ENV) $(BIN)/pip install --quiet --no-cache-dir --force-reinstall --no-deps \
		"llama-cpp-python==$$($(BIN)/python -c 'import importlib.metadata as m; print(m.version("llama-cpp-python"))')"
	$(BIN)/python -m models.native_check

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
