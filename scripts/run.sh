#!/usr/bin/env bash
# Builds and opens the game window, installing what is missing first.
# Arguments are passed to hexstorm (e.g. scripts/run.sh --scenario channel).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh run
go build -o bin/hexstorm .
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  exec bin/hexstorm "$@"
fi
echo "No display found: running under Xvfb, so the window is invisible. Run from a desktop session to see it."
exec xvfb-run -a -s "-screen 0 1600x1000x24" bin/hexstorm "$@"
