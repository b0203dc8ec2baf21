# platform-api: the folder `npm run package` writes (.package/platform-api: the bundle, its
# migrations and exactly its production node_modules), on Node 26. No build runs in the image.
#   npm run package && docker build -f images/platform-api.Dockerfile -t px/platform-api .
# Configuration: the API's environment variables (platform-api/README.md, docs/operations.md).
FROM node:26.10.0-bookworm-slim

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000

WORKDIR /app
COPY --chown=node:node .package/platform-api/ /app/

USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
