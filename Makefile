# Shortcuts for the README's commands and a few developer tasks.
.PHONY: run test build bench fuzz

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
	go test -run '^$$' -fuzz FuzzDecodeRecord -fuzztime 60s ./replay/
