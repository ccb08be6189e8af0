# One image definition for both apps of the monorepo: `--target cms` or `--target site`.
# Production images run on Node 22 LTS.
FROM node:22-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages/types/package.json packages/types/
COPY apps/cms/package.json apps/cms/
COPY apps/site/package.json apps/site/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npx turbo run build

FROM node:22-bookworm-slim AS cms
ENV NODE_ENV=production HOST=0.0.0.0 PORT=1337
WORKDIR /app
COPY --from=build --chown=node:node /app /app
WORKDIR /app/apps/cms
USER node
EXPOSE 1337
CMD ["node", "../../node_modules/@strapi/strapi/bin/strapi.js", "start"]

FROM node:22-bookworm-slim AS site
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=build --chown=node:node /app /app
WORKDIR /app/apps/site
USER node
EXPOSE 3000
CMD ["node", "server.js"]
