#!/usr/bin/env bash
# Installs what hexstorm needs on Debian, and only what is missing.
#   scripts/setup.sh run    runtime libraries for the window (GL, X11, ALSA)
#   scripts/setup.sh test   the same, plus Xvfb for the window tests and
#                           qemu-user for the determinism tests on arm64
# Sound libraries are optional at run time: without a sound device the game
# runs muted with a notice.
set -euo pipefail

mode=${1:-run}
need=(libgl1 libgl1-mesa-dri libegl1 libx11-6 libxrandr2 libxcursor1 libxi6 libxinerama1 libxext6 libxrender1 libxxf86vm1 libasound2)
if [ "$mode" = test ] || [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  need+=(xvfb xauth)
fi
if [ "$mode" = test ]; then
  need+=(qemu-user)
fi

if ! command -v go >/dev/null 2>&1; then
  echo "setup: Go is not installed; install Go 1.26 or newer from your distribution or go.dev." >&2
  exit 1
fi

missing=()
for p in "${need[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "setup: missing packages ${missing[*]}, and this is not a Debian-like system; install them by hand." >&2
  exit 1
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
    echo "setup: missing packages ${missing[*]}; run as root or install sudo." >&2
    exit 1
  fi
fi
echo "setup: installing ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
