# syntax=docker/dockerfile:1
# Cégdok: the API and the built web app in one Node process. See README "Telepítés (deployment)".
# docker build -t cegdok . && docker run -p 8080:8080 -v cegdok-data:/data --env-file .env cegdok

# Node 22 LTS: Node 20 left support on 2026-04-30. `npm run test:node-versions -- 22` runs the engine and server tests
# and a server start on it; Node 24 waits for better-sqlite3 13 (see README, Deployment).
ARG NODE_IMAGE=node:22-bookworm-slim

# 1. Every dependency, then the web app's production bundle (web/dist).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY engine/package.json engine/
COPY cli/package.json cli/
COPY server/package.json server/
COPY web/package.json web/
RUN npm ci --no-fund --no-audit
COPY . .
RUN npm run build

# 2. Production dependencies only (no vite, no test tools); tsx is one of them (docs/decisions/009).
FROM ${NODE_IMAGE} AS production-deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY engine/package.json engine/
COPY cli/package.json cli/
COPY server/package.json server/
COPY web/package.json web/
RUN npm ci --omit=dev --no-fund --no-audit && npm cache clean --force

# 3. The runtime: source of engine and server, templates, reference data, web/dist; runs as the unprivileged `node`.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=8080
WORKDIR /app
COPY --from=production-deps /app/node_modules node_modules
COPY --from=production-deps /app/package.json ./
COPY engine engine
COPY server/package.json server/
COPY server/src server/src
COPY server/drizzle server/drizzle
COPY templates templates
COPY reference-data reference-data
COPY --from=build /app/web/dist web/dist
COPY web/package.json web/
COPY cli/package.json cli/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--import", "tsx", "server/src/main.ts"]
