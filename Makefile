# Shortcuts for the README's commands and a few developer tasks.
.PHONY: run test build bench fuzz invariants

run:
	scripts/run.sh $(ARGS)

test:
	scripts/test.sh

build:
	go build -o bin/hexstorm .

bench:
	go test -run '^$$' -bench . -benchmem ./...

# Each fuzzer runs FUZZTIME; minimising a new crasher is capped so that a
# slow input cannot stall the run (it once held FuzzLoad to 47 executions).
FUZZTIME ?= 60s
FUZZFLAGS = -run '^$$' -fuzztime $(FUZZTIME) -fuzzminimizetime 10s
fuzz:
	go test $(FUZZFLAGS) -fuzz FuzzLoad ./scenarios/
	go test $(FUZZFLAGS) -fuzz FuzzRead ./saves/
	go test $(FUZZFLAGS) -fuzz FuzzDecodeCommands ./sim/
	go test $(FUZZFLAGS) -fuzz FuzzDecodeRecord ./replay/

# A longer run of the random-command invariant test (thousands of games).
invariants:
	go test -run TestInvariant_RandomCommands -invariant.games=3000 -timeout 30m -v ./sim/
