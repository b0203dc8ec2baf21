# The console's static origin on Debian's nginx: the folder `npm run package` writes
# (.package/console: every app's build as origin/<app>/<version>/, and configure.mjs). At start,
# configure.mjs writes config.json, the registry and nginx.conf from the CONSOLE_* variables
# (scripts/configure-origin.mjs), then nginx serves the files itself, as a non-root user.
#   npm run package && docker build -f images/console.Dockerfile -t px/console .

# Stage 1, on the Node image: the package, checked (its configure script parses on this Node).
FROM node:26.10.0-bookworm-slim AS package
WORKDIR /srv/console
COPY .package/console/ /srv/console/
RUN node --check configure.mjs

# Stage 2, the image that runs: Debian's nginx with its brotli modules, Node's binary alone for
# configure.mjs (no npm, corepack or yarn), the checked package, a system user without a login shell.
FROM debian:12.12-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter \
  && rm -rf /var/lib/apt/lists/* \
  && useradd --system --uid 10001 --no-create-home --shell /usr/sbin/nologin console
ENV CONSOLE_DIR=/srv/console \
    CONSOLE_LISTEN_HOST=0.0.0.0 \
    CONSOLE_FIRST_PORT=8080 \
    CONSOLE_API_PORT=8090
COPY --from=package /usr/local/bin/node /usr/local/bin/node
COPY --from=package --chown=10001:10001 /srv/console/ /srv/console/
# The registry's folder, owned by the user: a volume mounted there (shared with the API instances,
# images/compose.yaml) starts with this owner.
RUN mkdir -p /srv/console/registry && chown 10001:10001 /srv/console/registry
USER 10001
WORKDIR /srv/console
EXPOSE 8080 8081 8082 8083 8084 8090
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.CONSOLE_FIRST_PORT + '/config.json').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGQUIT
CMD ["sh", "-c", "node /srv/console/configure.mjs && exec nginx -p /srv/console/nginx -c /srv/console/nginx/nginx.conf -e /srv/console/nginx/error.log -g 'daemon off;'"]
