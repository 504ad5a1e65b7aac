import fs from 'node:fs';
import path from 'node:path';
import express, { type ErrorRequestHandler, type Express } from 'express';
import compression from 'compression';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { texts } from '@lumina/schema';
import { buildAppSchema } from '../schema';
import type { Services } from '../services';
import type { RequestContext } from './context';
import { graphiqlPage, wantsGraphiql } from './graphiql';
import { restRoutes } from '../rest';
import { HttpError } from '../rest/http-error';
import { loadStaff } from '../staff/access';
import { InputError } from '../shop/input-error';

export interface AppOptions {
  services: Services;
  webDist?: string;
  production?: boolean;
  log?: (message: string) => void;
}

const SHOP_CSP = [
  "default-src 'self'",
  "img-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export async function createApp(options: AppOptions): Promise<{ app: Express; stop: () => Promise<void> }> {
  const { services } = options;
  const log = options.log ?? ((m: string) => console.error(m));
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(compression());
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    next();
  });
  app.use(express.json({ limit: '64kb' }));
  app.use(loadStaff(services.staff));

  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });

  const apollo = new ApolloServer<RequestContext>({
    schema: await buildAppSchema(),
    introspection: !options.production,
    plugins: [ApolloServerPluginLandingPageDisabled()],
    formatError: (formatted: GraphQLFormattedError, error: unknown) => {
      const original = unwrapResolverError(error);
      if (original instanceof InputError) {
        return { ...formatted, message: original.message, extensions: { code: 'BAD_USER_INPUT', field: original.field ? [original.field] : null } };
      }
      const code = formatted.extensions?.code;
      if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
        log(`GraphQL-fout: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        if (options.production) return { message: texts.rest.internal, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
      }
      return formatted;
    },
  });
  await apollo.start();

  app.get('/graphql', (req, res, next) => {
    if (!wantsGraphiql(req) || options.production) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader(
      'Content-Security-Policy',
      "default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval' blob:; worker-src 'self' blob:; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'",
    );
    res.type('html').send(graphiqlPage());
  });
  app.use(
    '/graphql',
    expressMiddleware(apollo, {
      context: async ({ req, res }) => ({ req, res, services }),
    }),
  );

  app.use(restRoutes(services));

  // Unknown API paths answer JSON, never the shop's HTML.
  app.use(['/api', '/admin/fabric-sku'], (_req, res) => {
    res.status(404).json({ message: texts.rest.notFound });
  });

  const webDist = options.webDist;
  const indexHtml = webDist ? path.join(webDist, 'index.html') : undefined;
  if (webDist && indexHtml && fs.existsSync(indexHtml)) {
    app.use(
      '/assets',
      express.static(path.join(webDist, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false }),
    );
    app.use(
      '/images',
      express.static(path.join(webDist, 'images'), { maxAge: '30d', index: false, fallthrough: false }),
    );
    app.use(express.static(webDist, { index: false, maxAge: '1d' }));
    // The landing page comes prerendered (web/scripts/prerender.mjs) when the build made it.
    const homeHtml = path.join(webDist, 'home.html');
    app.get(/.*/, (req, res) => {
      res.setHeader('Content-Security-Policy', SHOP_CSP);
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(req.path === '/' && fs.existsSync(homeHtml) ? homeHtml : indexHtml);
    });
  } else {
    app.get('/', (_req, res) => {
      res
        .status(503)
        .type('text')
        .send(texts.rest.notBuilt);
    });
  }

  const errorHandler: ErrorRequestHandler = (err, _req, res, next) => {
    if (res.headersSent) return next(err);
    if (err instanceof HttpError) {
      return void res.status(err.status).json(err.details ? { message: err.message, errors: err.details } : { message: err.message });
    }
    if (err instanceof InputError) return void res.status(400).json({ message: err.message });
    const status = typeof err?.status === 'number' ? err.status : typeof err?.statusCode === 'number' ? err.statusCode : 500;
    if (err?.type === 'entity.too.large') return void res.status(413).json({ message: texts.rest.tooLarge });
    if (err?.type === 'entity.parse.failed') return void res.status(400).json({ message: texts.rest.invalidJson });
    if (status >= 400 && status < 500) return void res.status(status).json({ message: err.message ?? texts.rest.badRequest });
    log(`Serverfout: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    res.status(500).json({ message: texts.rest.internal });
  };
  app.use(errorHandler);

  return { app, stop: () => apollo.stop() };
}
