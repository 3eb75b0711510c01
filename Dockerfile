# syntax=docker/dockerfile:1
# Seaway: the web app and the /api/v6 server in one image (issue [9]). Multi-stage: the build stage installs every
# dependency and builds the app (client bundle, brotli/gzip copies, server-rendering bundle); the runtime stage keeps
# production dependencies, the build output, the server's sources (run by tsx) and the translations, as a non-root user.

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
# Production dependencies only (tsx, which runs the TypeScript server, is one of them).
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-ssr ./dist-ssr
COPY server ./server
COPY src/contract ./src/contract
COPY src/domain ./src/domain
COPY locales ./locales
COPY tsconfig.json ./
# The embedded database's folder (the default without DATABASE_URL): a volume, owned by the unprivileged user.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/v6/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM (docker stop) drains: requests in flight are answered, then the process exits 0 (server/main.ts).
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "server/main.ts"]
