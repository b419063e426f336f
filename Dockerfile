# syntax=docker/dockerfile:1
# pqs: one static binary (pure-Go SQLite, no cgo) on a distroless base, run
# as an unprivileged user. Build: docker build -t pqs .
# Run (embedded SQLite in a volume):
#   docker run -p 8080:8080 -v pqs-data:/data pqs
# Replicas: see deploy/compose.yaml and docs/deploy.md.

FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN --mount=type=cache,target=/go/pkg/mod go mod download
COPY . .
# go generate ./web builds the web page's engine (WebAssembly), which the
# binary embeds (docs/web.md).
RUN --mount=type=cache,target=/go/pkg/mod --mount=type=cache,target=/root/.cache/go-build \
    go generate ./web \
 && CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/pqs . \
 && mkdir -p /out/data

FROM gcr.io/distroless/static-debian12:nonroot
# The MCP Registry checks that the image belongs to the server.json entry
# (deploy/release writes it with this name).
LABEL io.modelcontextprotocol.server.name="io.github.pqs-dev/pqs"
COPY --from=build /out/pqs /usr/local/bin/pqs
# The data directory must belong to the non-root user (uid 65532) so that a
# fresh named volume mounted here is writable.
COPY --from=build --chown=65532:65532 /out/data /data
USER 65532:65532
ENV PQS_ADDR=0.0.0.0:8080 \
    PQS_DATA_DIR=/data
EXPOSE 8080
VOLUME ["/data"]
ENTRYPOINT ["/usr/local/bin/pqs"]
CMD ["serve"]
