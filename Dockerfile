# syntax=docker/dockerfile:1
# Swivel: build a release binary with the Swift 6.3 toolchain (Debian bookworm), run it on
# bookworm-slim. The build runs the same script and make target as the README's quick start.

FROM swift:6.3-bookworm AS build
WORKDIR /src
COPY . .
# scripts/install-deps.sh installs libmicrohttpd-dev, libsqlite3-dev, libcairo2-dev, libpng-dev,
# fonts-dejavu-core and pkg-config.
RUN scripts/install-deps.sh \
    && make release RELEASE_FLAGS=--static-swift-stdlib \
    && install -D "$(swift build -c release --show-bin-path)/swivel" /out/swivel

FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends libmicrohttpd12 libsqlite3-0 libcairo2 libpng16-16 \
       fonts-dejavu-core curl ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && groupadd --system --gid 10001 swivel \
    && useradd --system --create-home --home-dir /srv/swivel --uid 10001 --gid 10001 swivel
WORKDIR /srv/swivel
COPY --from=build /out/swivel /usr/local/bin/swivel
COPY --from=build /src/Config ./Config
COPY --from=build /src/Public ./Public
RUN mkdir -p /srv/swivel/data && chown 10001:10001 /srv/swivel/data
USER 10001:10001
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 \
    CMD ["curl", "-fsS", "-o", "/dev/null", "http://127.0.0.1:8080/v1/health"]
# Listening on 0.0.0.0 needs a token: run with -e SWIVEL_TOKEN=<at least 16 characters>
# (clients send Authorization: Bearer <token>; README, "Security"). Without it swivel exits
# at start with a message saying so.
ENTRYPOINT ["swivel"]
CMD ["serve", "--host", "0.0.0.0", "--port", "8080", "--data", "/srv/swivel/data"]
