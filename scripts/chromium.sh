#!/usr/bin/env bash
# scripts/chromium.sh
#
# Prints the path of a headless-capable Chromium, installing Debian's
# `chromium` package with apt-get when none is on the PATH (as root, or
# with password-less sudo). The /docs browser test (handlers) runs it when
# it finds no browser; it exits non-zero, saying why, when it cannot
# install one, so the test fails instead of skipping.
#
# Environment (optional): CHROMIUM, a browser binary to use instead.
set -euo pipefail

PROG=${0##*/}
log() { printf '%s: %s\n' "$PROG" "$*" >&2; }
die() { printf '%s: error: %s\n' "$PROG" "$*" >&2; exit 1; }

# find_browser prints the first browser found, or fails.
find_browser() {
  if [[ -n ${CHROMIUM:-} ]]; then
    [[ -x $CHROMIUM ]] || die "CHROMIUM=$CHROMIUM is not an executable file"
    printf '%s\n' "$CHROMIUM"
    return 0
  fi
  local name
  for name in chromium chromium-browser; do
    command -v "$name" && return 0
  done
  return 1
}

find_browser && exit 0

sudo=()
if [[ $(id -u) -ne 0 ]]; then
  command -v sudo >/dev/null && sudo -n true 2>/dev/null ||
    die "chromium is not installed and this user cannot install it; run: sudo apt-get install -y chromium"
  sudo=(sudo -n)
fi
command -v apt-get >/dev/null || die "chromium is not installed and apt-get is not available; install Chromium and set CHROMIUM"

log "installing chromium with apt-get (once; about 100 MB)"
apt=(env DEBIAN_FRONTEND=noninteractive timeout 900 apt-get -q
  -o Acquire::Retries=3 -o Acquire::http::Timeout=30 -o Acquire::https::Timeout=30
  -o DPkg::Lock::Timeout=300)
aptlog=$(mktemp "${TMPDIR:-/tmp}/readapi-apt.XXXXXX")
trap 'rm -f "$aptlog"' EXIT
if ! "${sudo[@]}" "${apt[@]}" update >"$aptlog" 2>&1 ||
  ! "${sudo[@]}" "${apt[@]}" install -y --no-install-recommends chromium >>"$aptlog" 2>&1; then
  tail -n 30 "$aptlog" >&2
  die "apt-get could not install chromium (see output above)"
fi
find_browser || die "chromium still missing after apt-get install"
