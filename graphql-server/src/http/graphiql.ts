import type { Request } from 'express';
import { graphiqlExamples } from './graphiql-examples';

let page: string | undefined;

/** GraphiQL with every asset inlined (no CDN), for integrators exploring /graphql in a browser. */
export function graphiqlPage(): string {
  if (!page) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { renderGraphiQL } = require('@graphql-yoga/render-graphiql') as typeof import('@graphql-yoga/render-graphiql');
    page = renderGraphiQL({
      title: 'Lumina GraphQL',
      endpoint: '/graphql',
      credentials: 'same-origin',
      defaultTabs: graphiqlExamples.map((tab) => ({ query: tab.query, variables: JSON.stringify(tab.variables, null, 2) })),
    });
  }
  return page;
}

/** A browser navigating to /graphql (not a GraphQL client): it asks for HTML and sends no query. */
export function wantsGraphiql(req: Request): boolean {
  return req.method === 'GET' && !req.query.query && (req.headers.accept ?? '').includes('text/html');
}
