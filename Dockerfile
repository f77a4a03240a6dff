# DealFinder AI: one Node process and one SQLite file (decision 047).
#   docker build -t dealfinder .
#   docker run -d -p 127.0.0.1:3000:3000 -v dealfinder-data:/data --env-file .env \
#     -e PORT=3000 -e DATABASE_URL=/data/app.db -e TRUST_PROXY=uniquelocal dealfinder
# The -e values win over --env-file, whatever the order: a .env copied from .env.example (or made
# for running without Docker) sets DATABASE_URL=./data/app.db, outside the volume and not
# writable here, and TRUST_PROXY=loopback, which refuses every form post through a proxy in
# front. Or `docker compose up -d` (compose.yaml), which does the same.

# --- build: compilers for better-sqlite3, all dependencies, the production build ---------------
FROM node:20-bookworm-slim AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# `npm install`, not `npm ci`: the lock file is made on linux-x64 and may lack another
# architecture's native packages (README, "Other platforms"); install resolves them.
COPY package.json package-lock.json ./
COPY db/ops/check-native.mjs db/ops/check-native.mjs
RUN npm install --no-audit --no-fund
COPY . .
# Development packages stay: the operations CLIs (db:backup, db:restore, data:update) run with tsx.
RUN npm run build

# --- run: no compilers, a non-root user, the database on a volume ----------------------------
FROM node:20-bookworm-slim
# The defaults when nothing else is given (the -e values above and compose.yaml set the same). A
# proxy in front reaches the container from a private Docker address, never loopback.
ENV NODE_ENV=production \
    PORT=3000 \
    DATABASE_URL=/data/app.db \
    TRUST_PROXY=uniquelocal
WORKDIR /app
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
# tsconfig.json: tsx resolves the sources' `~/…` imports with it (the admin, data:import and
# data:update commands reach them; without it they stop with "Cannot find package '~'").
COPY --from=build --chown=node:node /app/package.json /app/server.js /app/tsconfig.json ./
COPY --from=build --chown=node:node /app/server ./server
COPY --from=build --chown=node:node /app/public ./public
# Migrations and the shipped government data (loaded on first start), and the CLIs' sources.
COPY --from=build --chown=node:node /app/db ./db
COPY --from=build --chown=node:node /app/app ./app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM from `docker stop` closes the server and the database cleanly.
CMD ["node", "server.js"]
