#!/usr/bin/env bash
# Runs every test: vet, formatting, the unit and rule tests and the window
# tests under Xvfb (which needs no real display), then the determinism tests
# on other architectures. Installs what is missing first (scripts/setup.sh).
#
# Cross-architecture determinism (DESIGN section 3: the same scenario, seed
# and commands give the same game on any machine, and the computer plays the
# same game from the same seed):
#   - arm64 always, under qemu-user when this machine is not arm64: Go fuses
#     x*y+z there, so it is where a float would first break a replay or the
#     computer's choices;
#   - 386 natively when the kernel runs 32-bit programs (probed once), else
#     skipped with the reason (many kernels refuse them, and qemu-i386 cannot
#     run Go's 386 runtime);
#   - amd64 natively, or under qemu-user on an arm64 machine.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh test

# The tests that pin a game to its hashes and figures: the known-good records
# and the computer replaying them, tick pacing, keyframes, save and load,
# same seed same game, and the exact odds bit for bit.
determinism=(./replay ./sim ./odds)
determinism_run='Determinism|Record|Keyframe|SameSeed'

summary=()
started=$SECONDS
step() { # step NAME COMMAND...: runs a step and notes how long it took
  local name=$1 t0=$SECONDS
  shift
  echo "== $name"
  "$@"
  summary+=("$name: passed in $((SECONDS - t0)) s")
}

lint() {
  go vet ./...
  local unformatted
  unformatted=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))
  if [ -n "$unformatted" ]; then
    echo "gofmt: these files are not formatted:" >&2
    echo "$unformatted" >&2
    return 1
  fi
}
step "vet and gofmt" lint

host=$(go env GOARCH)
step "$host: every package (window tests under Xvfb)" \
  xvfb-run -a -s "-screen 0 1600x1000x24" go test -count=1 ./...

# The race detector on every package that opens no window: Ebitengine
# v2.10.4 itself races under -race, so render and its subpackages cannot pass.
# The ai package's seeded games take 5-10 minutes under the detector on a
# 2-core machine, near go test's default 10-minute guard against a hung
# binary (it ran out once, in session 14); the guard is raised, not the work
# cut. No test's outcome depends on time.
race() {
  go test -race -count=1 -timeout 45m $(go list ./... | grep -v -e '^hexstorm$' -e '/render$' -e '/render/')
}
step "$host: race detector (every package without a window)" race

cross() { # cross GOARCH QEMU: the determinism tests for GOARCH under qemu-user
  GOARCH=$1 go test -count=1 -exec "$2" "${determinism[@]}" -run "$determinism_run"
}
case $host in
  amd64) step "arm64 under qemu-aarch64: determinism" cross arm64 qemu-aarch64 ;;
  arm64) step "amd64 under qemu-x86_64: determinism" cross amd64 qemu-x86_64 ;;
  *) summary+=("arm64 and amd64: not checked, this machine is $host") ;;
esac

# 386: probe once whether this kernel runs a 32-bit program.
if [ "$host" = amd64 ]; then
  probe=$(mktemp -d)
  trap 'rm -rf "$probe"' EXIT
  printf 'package main\n\nfunc main() {}\n' >"$probe/main.go"
  if ! why=$(cd "$probe" && GOARCH=386 go build -o probe386 main.go 2>&1 && ./probe386 2>&1); then
    why=$(printf '%s' "$why" | tail -n 1)
    summary+=("386: skipped, this kernel cannot run 32-bit programs (${why##*: })")
  else
    step "386: determinism" env GOARCH=386 go test -count=1 "${determinism[@]}" -run "$determinism_run"
  fi
fi

echo
echo "Architectures checked (total $((SECONDS - started)) s):"
printf '  %s\n' "${summary[@]}"
