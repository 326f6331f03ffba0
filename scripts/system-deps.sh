#!/usr/bin/env bash
# Debian packages the project needs at run and test time, installed only when missing:
# WeasyPrint's Pango, poppler-utils (pdftotext/pdftoppm for tests and README pictures),
# chromium (tests/test_browser.py opens the HTML digest in headless Chromium),
# postgresql (the tests start a throw-away PostgreSQL server: tests/pg_support.py).
set -euo pipefail
need=()
command -v pdftotext >/dev/null 2>&1 || need+=(poppler-utils)
ldconfig -p 2>/dev/null | grep -q libpango-1.0 || need+=(libpango-1.0-0 libpangoft2-1.0-0)
# HarfBuzz-Subset: WeasyPrint subsets the embedded fonts with it (else a warning per run).
ldconfig -p 2>/dev/null | grep -q libharfbuzz-subset || need+=(libharfbuzz-subset0)
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || need+=(chromium)
# Debian puts initdb and pg_ctl in /usr/lib/postgresql/N/bin, not on PATH
{ command -v initdb && command -v pg_ctl; } >/dev/null 2>&1 \
  || compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || need+=(postgresql)
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "missing system packages: ${need[*]} (install them with apt-get as root)" >&2
    exit 1
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi
