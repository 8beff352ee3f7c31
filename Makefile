# The two commands that matter: `make run` and `make test`.
# The first interpreter that runs and is a supported version (a pyenv shim for a version that
# is not enabled is on PATH but fails when run, so each candidate is asked for its version).
SUPPORTED := 3.11 to 3.14
PYTHON ?= $(shell for p in python3.11 python3.12 python3.13 python3.14 python3; do \
	$$p -c 'import sys; sys.exit(not (3, 11) <= sys.version_info < (3, 15))' 2>/dev/null \
	&& command -v $$p && break; done)
ifeq ($(strip $(PYTHON)),)
PYTHON = $(error Dominos needs Python $(SUPPORTED) and none was found: install one \
	(on Debian or Ubuntu: sudo apt-get install python3 python3-venv) or name it with \
	make PYTHON=/path/to/python3.X)
endif
VENV ?= .venv
PY := $(VENV)/bin/python
# Playing needs only the app's own dependencies; testing adds the test toolchain on top.
APP_STAMP := $(VENV)/.installed-app
STAMP := $(VENV)/.installed
# Shared libraries Qt needs even offscreen, plus the xcb ones for a real window.
QT_LIBS := libegl1 libgl1 libfontconfig1 libxkbcommon0 libglib2.0-0 libdbus-1-3 \
	libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 \
	libxcb-render-util0 libxcb-xkb1 libxcb-shape0 libxcb-randr0 libxcb-xinerama0 iproute2
# What the tests use besides: packet filters and a capture tool for the lossy-link and capture
# tests, which build their own network namespaces when run as root; an X server, a window
# manager and xprop for the urgency hint; a private D-Bus for desktop notifications.
TEST_LIBS := nftables tcpdump xvfb openbox x11-utils dbus-daemon libglib2.0-bin
# Debian's own Python keeps its shared library in a package of its own, which PyInstaller
# needs to bundle that Python for the installer tests: named only when it is missing.
LIBPYTHON = $$(dpkg -S "$$(readlink -f $(PY))" >/dev/null 2>&1 && $(PY) -c 'import os, sys, \
	sysconfig as c; lib = os.path.join(c.get_config_var("LIBDIR"), c.get_config_var("INSTSONAME")); \
	os.path.exists(lib) or print("libpython%d.%d" % sys.version_info[:2])')
# Tests run in parallel, one worker per core and one more, up to five: about a third of the
# suite's time is spent waiting (sockets, the programs it starts, the lossy link's delays),
# which the extra worker fills; on 2 cores `make test` takes 4.8 minutes rather than 6.4.
# Under Wine, where each process weighs more, one worker per core (WINE_JOBS). Tests that
# share an expensive set-up (the installer build) ask for one worker by their xdist_group,
# and share it under a lock when they are spread anyway (tests/packaging/conftest.py).
CORES := $(shell nproc 2>/dev/null || echo 2)
TEST_JOBS ?= $(shell n=$$(( $(CORES) + 1 )); [ $$n -gt 5 ] && n=5; echo $$n)
WINE_JOBS ?= $(shell n=$(CORES); [ $$n -gt 4 ] && n=4; echo $$n)
FAST_TESTS := dominos tests/engine tests/table tests/net tests/ui tests/i18n tests/discovery tests/test_terms.py tests/test_review_lifetime.py \
	tests/test_signals.py \
	$(foreach t,ui/test_end_to_end ui/test_flows ui/test_resume net/test_bad_input \
	net/test_slow_return net/test_heartbeat,--ignore=tests/$(t).py)
PYTEST := QT_QPA_PLATFORM=offscreen $(PY) -m pytest -n $(TEST_JOBS) --dist loadgroup

# Translations: the catalogues under resources/i18n/ are edited by hand (or with
# pyside6-linguist); the .qm files the app loads are compiled from them.
CATALOGUES := $(wildcard resources/i18n/dominos_*.ts)
QM := $(patsubst resources/i18n/%.ts,dominos/resources/i18n/%.qm,$(CATALOGUES))

.PHONY: all run test test-fast lint bench bench-long bench-smoke sysdeps clean package translations native \
	wine-root test-windows package-windows

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
	@$(MAKE) --no-print-directory sysdeps SYSDEPS="$(TEST_LIBS) $(LIBPYTHON)"
	$(PY) -m pip install -q -e '.[test]'
	touch $(STAMP)

# A library renamed for 64-bit time (libglib2.0-0t64 on newer releases) counts as installed.
SYSDEPS ?= $(QT_LIBS)
sysdeps:
	@command -v dpkg >/dev/null || exit 0; missing=""; for p in $(SYSDEPS); do \
	  dpkg -s $$p >/dev/null 2>&1 || dpkg -s $${p}t64 >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "installing system libraries:$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	  else echo "these system packages are missing; install them with: sudo apt-get install$$missing"; fi; \
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
	$(VENV)/bin/mypy tests
	$(VENV)/bin/lint-imports

test: lint $(QM)
	$(PYTEST) $(PYTEST_ARGS)

# The edit-test loop: the rules, the table, the protocol and the widgets, without the soaks,
# the network namespaces, the installer or whole games between processes (under a minute).
test-fast: $(STAMP) $(QM)
	$(PYTEST) -m "not once and not slow and not netns" $(FAST_TESTS) $(PYTEST_ARGS)

bench: $(STAMP)
	$(PY) -m benchmarks

# The long soaks too (memory over 320 + 1,000 + 1,000 rounds): the long-evening figures.
bench-long: $(STAMP)
	$(PY) -m benchmarks --long

bench-smoke: $(STAMP)
	$(PY) -m benchmarks --smoke

package: $(STAMP) $(QM)
	$(PY) -m pip install -q -e '.[package]'
	$(PY) packaging/build.py

# Windows from Linux, as root: Windows' own Python under Wine 10 in a Debian root that
# packaging/wine/root makes once in WINE_ROOT (see packaging/README.md). test-windows runs the
# test-fast selection there, less what Wine cannot do (packaging/wine/deselected.txt, with the
# reasons); package-windows builds dist/windows/Dominos-<version>-setup.exe.
WINE_ROOT ?= /var/tmp/dominos-wine
WINE := WINE_ROOT=$(WINE_ROOT) packaging/wine/run
WINDOWS_DESELECTED := $(shell sed -n 's/[[:space:]]*\#.*//; /./s/^/--deselect /p' packaging/wine/deselected.txt)

wine-root:
	@packaging/wine/root $(WINE_ROOT)

test-windows: wine-root
	@$(WINE) python resources/translations.py compile
	QT_QPA_PLATFORM=offscreen $(WINE) python -m pytest -p no:cacheprovider -n $(WINE_JOBS) \
	  --dist loadgroup --max-worker-restart 0 -m "not once and not slow and not netns" $(FAST_TESTS) \
	  $(WINDOWS_DESELECTED) $(PYTEST_ARGS)

package-windows: wine-root
	$(WINE) python packaging/build.py --dist dist/windows --work build/windows

# Optional: the review's solver compiled to C by mypyc (needs a C compiler; about 2.4 times
# faster searches). Without it everything runs the pure Python solver, the same values.
native: $(STAMP)
	$(PY) resources/native_solver.py build

clean:
	rm -rf $(VENV) build dist *.egg-info dominos/resources/i18n dominos/engine/solver_native*
