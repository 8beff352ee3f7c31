# The two commands that matter: `make run` and `make test`.
# The first interpreter that runs and is a supported version (a pyenv shim for a version that
# is not enabled is on PATH but fails when run, so each candidate is asked for its version).
PYTHON ?= $(shell for p in python3.11 python3.12 python3.13 python3; do \
	$$p -c 'import sys; sys.exit(not (3, 11) <= sys.version_info < (3, 14))' 2>/dev/null \
	&& command -v $$p && break; done)
VENV ?= .venv
PY := $(VENV)/bin/python
# Playing needs only the app's own dependencies; testing adds the test toolchain on top.
APP_STAMP := $(VENV)/.installed-app
STAMP := $(VENV)/.installed
# Shared libraries Qt needs even offscreen, plus the xcb ones for a real window.
QT_LIBS := libegl1 libgl1 libfontconfig1 libxkbcommon0 libglib2.0-0 libdbus-1-3 \
	libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 \
	libxcb-render-util0 libxcb-xkb1 libxcb-shape0 libxcb-randr0 libxcb-xinerama0 iproute2

# Translations: the catalogues under resources/i18n/ are edited by hand (or with
# pyside6-linguist); the .qm files the app loads are compiled from them.
CATALOGUES := $(wildcard resources/i18n/dominos_*.ts)
QM := $(patsubst resources/i18n/%.ts,dominos/resources/i18n/%.qm,$(CATALOGUES))

.PHONY: all run test lint bench bench-smoke sysdeps clean package translations

all: $(APP_STAMP) $(QM)

# One line per step, so a first `make run` (a minute or more, mostly downloading Qt) shows
# what it is doing; pip's own upgrade is not downloaded: the app does not need it.
$(APP_STAMP): pyproject.toml
	@echo "==> checking the system libraries Qt needs"
	@$(MAKE) --no-print-directory sysdeps
	@test -x $(PY) || { echo "==> making a virtual environment in $(VENV) with $(PYTHON)"; \
	  $(PYTHON) -m venv $(VENV); }
	@echo "==> installing Dominos and what it needs to play into $(VENV) (the first time downloads Qt)"
	@$(PY) -m pip install -q --disable-pip-version-check -e .
	@touch $(APP_STAMP)

$(STAMP): $(APP_STAMP) pyproject.toml
	$(PY) -m pip install -q -e '.[test]'
	touch $(STAMP)

sysdeps:
	@missing=""; for p in $(QT_LIBS); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "installing system libraries:$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	  else echo "Qt needs these system libraries; install them with: sudo apt-get install$$missing"; fi; \
	fi

dominos/resources/i18n/%.qm: resources/i18n/%.ts $(APP_STAMP)
	@echo "==> compiling the $* translations"
	@mkdir -p $(@D)
	@$(VENV)/bin/pyside6-lrelease -silent $< -qm $@.partial && mv -f $@.partial $@

# After adding or changing a tr() string: new strings appear as type="unfinished" in
# each resources/i18n/dominos_*.ts; translate them there and remove that mark.
translations: $(APP_STAMP)
	$(PY) resources/translations.py refresh

run: $(APP_STAMP) $(QM)
	@echo "==> starting Dominos"
	@$(VENV)/bin/dominos $(ARGS)

lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy --strict dominos benchmarks
	$(VENV)/bin/lint-imports

test: lint $(QM)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest $(PYTEST_ARGS)

bench: $(STAMP)
	$(PY) -m benchmarks

bench-smoke: $(STAMP)
	$(PY) -m benchmarks --smoke

package: $(STAMP) $(QM)
	$(PY) -m pip install -q -e '.[package]'
	$(PY) packaging/build.py

clean:
	rm -rf $(VENV) build dist *.egg-info dominos/resources/i18n
