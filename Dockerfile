# Production image: build everything in one stage, run the API (which serves the web app) as
# a non-root user in a slim one. Needs DATABASE_URL and SESSION_SECRET (see .env.example).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY web/package.json web/
# npm install, not npm ci: see .ci/run on the lock file's missing other-platform binaries.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=4000
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/api/package.json ./api/
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/api/openapi.json ./api/
COPY --from=build /app/web/package.json ./web/
COPY --from=build /app/web/dist ./web/dist
USER node
EXPOSE 4000
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--max-semi-space-size=64", "api/dist/src/server.js"]
