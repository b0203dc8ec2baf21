# platform-api: the folder `npm run package` writes (.package/platform-api: the bundle, its
# migrations and exactly its production node_modules), on Node 26. Nothing is compiled here.
#   npm run package && docker build -f images/platform-api.Dockerfile -t px/platform-api .
# Configuration: the API's environment variables (platform-api/README.md, docs/operations.md).

# Stage 1, on the Node image: the package, checked (its bundle parses on this Node).
FROM node:26.10.0-bookworm-slim AS package
WORKDIR /app
COPY .package/platform-api/ /app/
RUN node --check server.js

# Stage 2, the image that runs: Debian with Node's binary alone (no npm, corepack or yarn to
# patch), the checked package, and a system user without a login shell.
FROM debian:12.12-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000
RUN useradd --system --uid 10001 --no-create-home --shell /usr/sbin/nologin api
COPY --from=package /usr/local/bin/node /usr/local/bin/node
COPY --from=package --chown=10001:10001 /app/ /app/
# Where compose mounts the console origin's registry (CONSOLE_REGISTRY_FILE), owned by the user:
# the shared volume starts with this owner whichever container mounts it first.
RUN mkdir -p /srv/registry && chown 10001:10001 /srv/registry
WORKDIR /app
USER 10001
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
