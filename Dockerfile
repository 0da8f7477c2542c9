# SaleAssistant's three server images, from one build of the repository's one graph (as on a
# host: `make release`). Build from the repository root, one target an image:
#   docker build --target middleware    -t saleassistant/middleware .
#   docker build --target web-server    -t saleassistant/web-server .
#   docker build --target fake-upstream -t saleassistant/fake-upstream .
# (`docker compose build` does the same from docker-compose.yml.) The version the programs say
# (--version) comes as a build argument: the build context has no git history.
#   --build-arg SALES_VERSION="$(sh Core/Plugins/VersionPlugin/version.sh .)"
# The toolchain is the official Swift image of the version the project builds with; another (a
# mirror, a local one) with --build-arg SWIFT_IMAGE=…. Programs built elsewhere (`make release` on
# Debian bookworm) go in without a toolchain: --build-context binaries=DIR, DIR holding the three
# (what `make compose-test` does).
ARG SWIFT_IMAGE=swift:6.3-bookworm

FROM ${SWIFT_IMAGE} AS build
ARG SALES_VERSION=0.0.0-unknown
# The system libraries the targets name: curl.h (the clients), OpenSSL's libcrypto (sealing),
# libpq (PostgreSQL), libxlsxwriter (downloads), zlib (compression).
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends libcurl4-openssl-dev libssl-dev libpq-dev libxlsxwriter-dev \
        zlib1g-dev pkg-config binutils \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
# One graph, three products: the second and third reuse what the first compiled. Swift and
# Foundation linked in, no RUNPATH; stripped.
RUN for product in sales-middleware sales-web-server fake-upstream; do \
        SALES_VERSION="$SALES_VERSION" swift build -c release --product "$product" --static-swift-stdlib \
            --disable-local-rpath || exit 1; \
    done \
    && install -d /out \
    && for product in sales-middleware sales-web-server fake-upstream; do \
        strip --strip-unneeded --remove-section=.comment -o "/out/$product" \
            "$(swift build -c release --show-bin-path)/$product" || exit 1; \
    done

# What the runtime images copy the programs from: the build above, or a --build-context of that name.
FROM scratch AS binaries
COPY --from=build /out/ /

# Each runtime image: Debian bookworm-slim (the glibc, OpenSSL and libraries the programs were
# linked against), one program, what it loads and what its health check calls, a user of its own.
FROM debian:bookworm-slim AS middleware
# libcurl reaches the upstream's rates; curl answers the health check.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends libcurl4 tzdata curl ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --no-create-home app
COPY --from=binaries /sales-middleware /usr/local/bin/sales-middleware
USER 10001
ENV LISTEN_ADDR=0.0.0.0:8080
EXPOSE 8080
HEALTHCHECK --interval=5s --timeout=2s --retries=5 CMD ["curl", "-fsS", "http://127.0.0.1:8080/health"]
ENTRYPOINT ["sales-middleware"]

FROM debian:bookworm-slim AS web-server
# libcurl reaches the sales API; libpq5 PostgreSQL; libxlsxwriter the downloads; tzdata the
# managers' zones; curl answers the health check; ca-certificates the sales API's HTTPS.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends libcurl4 libpq5 libssl3 libxlsxwriter4 tzdata curl \
        ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --no-create-home app
COPY --from=binaries /sales-web-server /usr/local/bin/sales-web-server
USER 10001
# DATABASE_URL, PUBLIC_ORIGIN and SESSION_KEY_FILE (a mounted secret, 0400 or 0440) come from the deployment.
ENV LISTEN_ADDR=0.0.0.0:8090 \
    LOG_FORMAT=json
EXPOSE 8090
HEALTHCHECK --interval=5s --timeout=2s --retries=5 CMD ["curl", "-fsS", "http://127.0.0.1:8090/health"]
ENTRYPOINT ["sales-web-server"]

FROM debian:bookworm-slim AS fake-upstream
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends tzdata curl ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --no-create-home app
COPY --from=binaries /fake-upstream /usr/local/bin/fake-upstream
COPY fixtures /app/fixtures
USER 10001
ENV FAKE_UPSTREAM_HOST=0.0.0.0 \
    FAKE_UPSTREAM_PORT=8081 \
    FAKE_UPSTREAM_FIXTURES=/app/fixtures
EXPOSE 8081
HEALTHCHECK --interval=5s --timeout=2s --retries=5 CMD ["curl", "-fsS", "http://127.0.0.1:8081/_admin/health"]
ENTRYPOINT ["fake-upstream"]
