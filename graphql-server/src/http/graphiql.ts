import type { Request } from 'express';

let page: string | undefined;

/** GraphiQL with every asset inlined (no CDN), for integrators exploring /graphql in a browser. */
export function graphiqlPage(): string {
  if (!page) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { renderGraphiQL } = require('@graphql-yoga/render-graphiql') as {
      renderGraphiQL: (opts: Record<string, unknown>) => string;
    };
    page = renderGraphiQL({
      title: 'Lumina GraphQL',
      endpoint: '/graphql',
      credentials: 'same-origin',
      defaultQuery: '# Probeer bijvoorbeeld:\n{\n  products(category: "rolgordijnen") {\n    id\n    name\n    price { formatted }\n  }\n}\n',
    });
  }
  return page;
}

/** A browser navigating to /graphql (not a GraphQL client): it asks for HTML and sends no query. */
export function wantsGraphiql(req: Request): boolean {
  return req.method === 'GET' && !req.query.query && (req.headers.accept ?? '').includes('text/html');
}
