# The service's image, for deploy/docker-compose.yml (docs/operating.md, "Running on several machines").
# Not built on the project's machines (they cannot run Docker); it follows `npm ci && npm start`.
FROM node:20-bookworm-slim
# sqlite3 compiles from source (no prebuilt binary is downloaded): about 90 s.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
# The whole lock, dev dependencies included: the server's packages (koa, knex, sqlite3, ...)
# are optional peer dependencies of the npm package, hence devDependencies here, and the
# service runs from the sources through tsx (docs/library.md, "Installing the package").
RUN npm ci --no-audit --no-fund
COPY . .
# The element's bundle and the playground (dist/embed/), which /assets and /play serve.
RUN node scripts/build-embed.mjs
ENV PORT=8787 HOST=0.0.0.0
EXPOSE 8787
# One instance: answers 200 while it and its database answer (GET /health).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:8787/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--import", "tsx", "server/main.ts"]
