#!/usr/bin/env bash
# Runs every test: vet, the unit and rule tests, and the window tests under
# Xvfb (which needs no real display). Installs what is missing first.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh test
go vet ./...
unformatted=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))
if [ -n "$unformatted" ]; then
  echo "gofmt: these files are not formatted:" >&2
  echo "$unformatted" >&2
  exit 1
fi
xvfb-run -a -s "-screen 0 1600x1000x24" go test -count=1 ./...
# Determinism on a 32-bit platform: the known-good records, tick pacing and
# save/load must give the same hashes there (it runs natively on amd64).
GOARCH=386 go test -count=1 ./replay ./sim -run 'Determinism|Record|Keyframe|SameSeed'
