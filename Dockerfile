# axdiff in a container, for CI jobs that run in images (GitLab CI, Jenkins, Buildkite):
#
#   docker build -t axdiff .
#   docker run --rm -v "$PWD:/work" -w /work axdiff check --base origin/main
#
# The build stage compiles axdiff with the Swift image; the final image is Debian with git and
# libgit2's shared library only (no Swift: the standard library is linked statically).
FROM swift:6.3-bookworm AS build
# Not pinned: the image is rebuilt from a release tag, and Debian replaces pinned versions with
# security updates, which would break the build.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends libgit2-dev pkg-config \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
# The whole package: the manifest names the test targets' folders too (.dockerignore leaves
# out build folders and git's).
COPY . .
RUN swift build -c release --static-swift-stdlib --product axdiff \
    && scripts/install --prefix /opt/axdiff --binary "$(swift build -c release --show-bin-path)/axdiff"

FROM debian:bookworm-slim
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends git libgit2-1.5 ca-certificates \
    && rm -rf /var/lib/apt/lists/*
COPY --from=build /opt/axdiff /usr/local
# CI checks out the repository as another user than the container's: let git read it.
RUN git config --system --add safe.directory '*'
ENTRYPOINT ["axdiff"]
CMD ["--help"]
