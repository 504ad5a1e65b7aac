/**
 * Answers of the public API kept in one process for anonymous visitors (issue 32, item 4): the catalogue's reads over
 * GraphQL (products, a product with its configurator, a price quote, ...) and REST (/api/products), which are the same
 * for everyone, are answered from memory from their second request on, with the very bytes the first one got.
 *
 * - Only for a request without a staff session cookie or an Authorization header; a staff member is never answered
 *   from it, nor does their answer enter it.
 * - GraphQL: only a query whose root fields are all on KEPT_ROOT_FIELDS (never the cart, an order, the staff member), and
 *   only an answer without errors (answerKeepingPlugin decides once Apollo has answered). Kept for the request as sent:
 *   its Accept header (which decides the content type), operation name, document text and variables.
 * - Bounded (GUARDRAILS.answers: entries and bytes, keys included) and kept as briefly as the shared pages (PageCache:
 *   an LRU, a request kept from its second asking on, so a flood of different requests displaces nothing), and cleared
 *   with them by every staff change to what the shop shows, in every process (services.changes, 'pages').
 * - A request that says `Cache-Control: no-cache` (or `Pragma: no-cache`) gets a new answer, which is kept in turn: how
 *   the bench measures the API without it (scripts/bench/api.mjs).
 */
import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import { Kind, type DocumentNode, type FragmentDefinitionNode } from 'graphql';
import { GUARDRAILS } from '../guardrails';
import { rootFields } from '../graphql/root-fields';
import { staffOf } from '../staff/access';
import type { RequestContext } from './context';
import { staffToken } from './cookies';
import { PageCache } from './page-cache';

/** The GraphQL root fields whose answer is the same for every visitor: the catalogue, its prices, fabrics and reviews. */
export const KEPT_ROOT_FIELDS: ReadonlySet<string> = new Set(['shop', 'products', 'lowestPrice', 'product', 'priceQuote', 'fabricCollection', 'fabricCollectionFacets', 'reviews']);

/** An answer as it went out: its bytes, with the content type and the ETag Express gave them (not worked out again). */
interface Answer {
  body: Buffer;
  contentType: string | undefined;
  etag: string | undefined;
}

const header = (res: Response, name: string): string | undefined => {
  const value = res.getHeader(name);
  return typeof value === 'string' ? value : undefined;
};

/** Set on an answer (res.locals) that may be kept: a GraphQL answer only once the plugin has seen it. */
const KEEPABLE = 'answerKeepable';

const anonymous = (req: Request, res: Response): boolean => !staffOf(res) && staffToken(req) === undefined && req.headers.authorization === undefined;

const wantsFresh = (req: Request): boolean => /no-cache/i.test(`${req.headers['cache-control'] ?? ''} ${req.headers.pragma ?? ''}`);

export class AnswerCache {
  private readonly kept = new PageCache<Answer>({
    entries: GUARDRAILS.answers.entries,
    seconds: GUARDRAILS.answers.seconds,
    seenAddresses: GUARDRAILS.answers.seenRequests,
    // A request's key is its document and variables (up to the body limit): both count.
    bytes: { max: GUARDRAILS.answers.maxBytes, of: (answer) => answer.body.length },
  });

  /** Forgets every answer (a staff change to what the shop shows); answers under way are not kept. */
  clear(): void {
    this.kept.clear();
  }

  /** In front of POST /graphql: a kept answer, or Apollo's, kept if answerKeepingPlugin marked it. */
  graphql(): RequestHandler {
    return this.serve((req, res) => {
      const body = req.body as { query?: unknown; operationName?: unknown; variables?: unknown; extensions?: unknown } | undefined;
      if (req.method !== 'POST' || typeof body?.query !== 'string' || body.extensions !== undefined || !anonymous(req, res)) return null;
      return JSON.stringify([req.headers.accept ?? '', body.operationName ?? null, body.query, body.variables ?? null]);
    });
  }

  /** In front of a public REST read (GET): a kept answer, or the route's, kept when it is a 200. */
  rest(): RequestHandler {
    return this.serve((req, res) => {
      if (req.method !== 'GET' || !anonymous(req, res)) return null;
      res.locals[KEEPABLE] = true;
      return `GET ${req.originalUrl}`;
    });
  }

  private serve(keyOf: (req: Request, res: Response) => string | null): RequestHandler {
    return (req, res, next) => {
      const key = keyOf(req, res);
      if (key === null) return next();
      const hit = wantsFresh(req) ? undefined : this.kept.get(key);
      if (hit) {
        if (hit.contentType) res.setHeader('Content-Type', hit.contentType);
        if (hit.etag) res.setHeader('ETag', hit.etag);
        res.send(hit.body);
        return;
      }
      const keep = this.kept.rendering(key);
      const send = res.send;
      // Apollo's integration and res.json both answer through res.send, with the body as one string.
      res.send = function (this: Response, body?: unknown) {
        res.send = send;
        const keepable = res.statusCode === 200 && typeof body === 'string' && res.locals[KEEPABLE] === true;
        const sent = send.call(this, body);
        if (keepable && res.statusCode === 200) keep({ body: Buffer.from(body), contentType: header(res, 'content-type'), etag: header(res, 'etag') });
        return sent;
      } as Response['send'];
      next();
    };
  }
}

const fragments = (document: DocumentNode) => (name: string) =>
  document.definitions.find((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === name);

/** Marks an anonymous query's answer keepable: no errors, and only root fields of KEPT_ROOT_FIELDS. */
export const answerKeepingPlugin: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, operation, document, contextValue }) {
        if (response.body.kind !== 'single' || response.body.singleResult.errors || operation?.operation !== 'query' || !document) return;
        if (staffOf(contextValue.res)) return;
        const fields = rootFields(operation.selectionSet, fragments(document));
        if (fields.length > 0 && fields.every((name) => KEPT_ROOT_FIELDS.has(name))) contextValue.res.locals[KEEPABLE] = true;
      },
    };
  },
};
