# Swivel: `make run` starts the server, `make test` runs every test (README, Quick start).
# Both install what is missing first (scripts/install-deps.sh), so they work on a fresh
# Debian machine with the Swift toolchain. The Dockerfile calls the same targets.

SWIFT ?= swift
# Extra flags for the release build, e.g. --static-swift-stdlib in the Dockerfile.
RELEASE_FLAGS ?=
RUN_ARGS ?=

# Seconds each fuzz harness runs for in `make fuzz` (`make test` runs each for 15).
FUZZ_SECONDS ?= 300

.PHONY: run test build release deps test-deps bench fuzz clean

deps:
	scripts/install-deps.sh

test-deps:
	scripts/install-deps.sh --test

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release $(RELEASE_FLAGS)

run: build
	exec "$$($(SWIFT) build --show-bin-path)/swivel" serve $(RUN_ARGS)

test: test-deps
	$(SWIFT) build
	scripts/test.sh

bench: test-deps release
	bench/run.sh

fuzz: deps
	scripts/fuzz.sh $(FUZZ_SECONDS)

clean:
	rm -rf .build .build-fuzz bench/out bench/hello bench/durable
