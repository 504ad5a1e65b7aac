# Build the shop (web) and the API server, then run the server alone on a slim image.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY schema/package.json schema/
COPY graphql-server/package.json graphql-server/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/schema/package.json schema/
COPY --from=build /app/schema/dist schema/dist
COPY --from=build /app/graphql-server/package.json graphql-server/
COPY --from=build /app/graphql-server/dist graphql-server/dist
COPY --from=build /app/web/dist web/dist
# The shop's server renderer (an ES module: web/package.json says so).
COPY --from=build /app/web/package.json web/
COPY --from=build /app/web/dist-ssr web/dist-ssr
# Uploaded product pictures (WebP and AVIF) live outside the image, in a volume the server may write.
ENV MEDIA_DIR=/data/media
RUN mkdir -p /data/media && chown node:node /data/media
USER node
EXPOSE 3000
CMD ["node", "graphql-server/dist/main.js"]
