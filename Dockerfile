# The specimen program in a small image that builds the site mounted at /site:
#   docker build -t specimen .
#   docker run --rm -v "$PWD":/site specimen build          (the default command; also check, …)
#   docker run --rm -v "$PWD":/site -p 8000:8000 specimen serve --host 0.0.0.0
# Build stage: the official Swift image on Debian 12 (bookworm), the Swift release Specimen is
# tested with. --static-swift-stdlib links the Swift standard library and Foundation in, so the
# runtime stage has no toolchain; it has only the shared libraries the binary lists (ldd), which
# README.md ("Install") and Docs/publishing.md name and Tests/Install/test_install.py checks.
FROM swift:6.3-bookworm AS build
# The packages of `script/bootstrap --install` (the image has some of them already).
# hadolint ignore=DL3008
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      libcmark-gfm-dev libcmark-gfm-extensions-dev libmimalloc-dev pkg-config libcurl4-openssl-dev \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
RUN swift build -c release --static-swift-stdlib --product specimen \
 && install -D -m 755 .build/release/specimen /out/specimen

FROM debian:bookworm-slim
# Exactly the Debian packages whose libraries the binary links (libc6, libgcc-s1 and libstdc++6
# are in the base image already; libcurl4 brings its own dependencies).
# hadolint ignore=DL3008
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      libc6 libgcc-s1 libstdc++6 libcurl4 \
      libcmark-gfm0.29.0.gfm.6 libcmark-gfm-extensions0.29.0.gfm.6 libmimalloc2.0 \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --create-home --uid 1000 --user-group specimen
COPY --from=build /out/specimen /usr/local/bin/specimen
# Not root. The site's files are written as 1000:1000; another owner: docker run --user "$(id -u):$(id -g)" …
USER 1000:1000
WORKDIR /site
ENTRYPOINT ["specimen"]
CMD ["build"]
