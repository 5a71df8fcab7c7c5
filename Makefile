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

fuzz:
	go test -run '^$$' -fuzz FuzzLoad -fuzztime 60s ./scenarios/
	go test -run '^$$' -fuzz FuzzDecodeCommands -fuzztime 60s ./sim/
	go test -run '^$$' -fuzz FuzzDecodeRecord -fuzztime 60s ./replay/

# A longer run of the random-command invariant test (thousands of games).
invariants:
	go test -run TestInvariant_RandomCommands -invariant.games=3000 -timeout 30m -v ./sim/
