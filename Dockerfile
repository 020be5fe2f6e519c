# The site's production image: `docker compose --profile site up` runs two of it behind Caddy.
# Configuration comes from the environment at run time (README "Configuration"); nothing secret is
# built in. Migrations are applied when the server starts, one instance at a time (an advisory lock).

# Node 24 LTS: Node 20 is past its end of life, and its time zone data (2025c) puts British Columbia
# and Alberta an hour off from November 2026 (docs/operations.md, "Time zone data").
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

# Every dependency, to build with.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
ENV NEXT_TELEMETRY_DISABLED=1 NODE_ENV=production
COPY . .
# The build prerenders pages that read the CMS, so it runs against a throwaway embedded PostgreSQL
# (migrated and seeded with the default copy), deleted with the stage.
RUN SEED_DEMO=false node scripts/run.mjs build && rm -rf .data

# Production dependencies only, installed apart so no build tool reaches the final image.
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
WORKDIR /app
# The server reads the config, the cache handler and the migrations from source at start
# (next.config.mjs, src/framework/*.mjs, migrations/), beside the build.
COPY --from=prod-deps --chown=root:root /app/node_modules ./node_modules
# The build belongs to root: the server's user must not be able to change its code. Without
# REDIS_URL, Next writes the pages it renders again beside the prerendered ones (.html, .rsc, .meta
# under .next/server/app) and its data into .next/cache: those files are the server's, and their
# folders take new files from it but, with the sticky bit, never let it replace or remove root's
# (the route code beside them).
COPY --from=build --chown=root:root /app/.next ./.next
RUN mkdir -p .next/cache && chown -R node:node .next/cache \
  && find .next/server/app -type d -exec chown root:node {} + -exec chmod 1775 {} + \
  && find .next/server/app -type f \( -name '*.html' -o -name '*.rsc' -o -name '*.meta' -o -name '*.body' \) -exec chown node:node {} +
COPY --chown=root:root package.json next.config.mjs payload.config.ts tsconfig.json ./
COPY --chown=root:root scripts ./scripts
COPY --chown=root:root src ./src
COPY --chown=root:root migrations ./migrations
# Besides the build, the server writes only the local resume folder (unused with S3), media uploads
# and the outbox (unused with SMTP).
RUN mkdir -p .private-uploads media .outbox && chown -R node:node .private-uploads media .outbox
USER node
EXPOSE 3000
# The process answers and reaches its database (/api/health); /api/ready, which also checks Redis and
# storage, feeds alerts (docs/operations.md).
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM reaches the launcher, which passes it to the server (graceful shutdown, SHUTDOWN_TIMEOUT_MS).
STOPSIGNAL SIGTERM
CMD ["node", "scripts/run.mjs", "serve"]
