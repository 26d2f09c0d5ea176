# Festival Finder image: builds the SPA and the API, runs the API (which also serves the SPA) as a non-root user.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Manifests first, so the dependency layer is reused until a package.json or the lock file changes.
COPY package.json package-lock.json ./
COPY backend/package.json backend/package.json
COPY frontend/package.json frontend/package.json
COPY tests/package.json tests/package.json
RUN npm ci --no-audit --no-fund
COPY tsconfig.json ./
COPY backend backend
COPY frontend frontend
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/package.json
COPY frontend/package.json frontend/package.json
COPY tests/package.json tests/package.json
# Only the API's runtime dependencies.
RUN npm ci --omit=dev --workspace backend --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/dist frontend/dist
# Kafka topic settings (infra/kafka/topics.json) are read at start-up.
COPY infra infra
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--max-semi-space-size=64", "backend/dist/src/main.js"]
