/**
 * The server renderer (graphql-server/src/http/pages.ts loads the build of this file, web/dist-ssr): renders a
 * shop page to HTML with React's static renderer after Apollo has answered every query the page asks on the
 * server, and hands back the HTML, the Apollo cache (written into the page; main.tsx restores it and hydrates)
 * and what the page said about its head. Queries about the visitor (cart, order) carry `ssr: false`: the
 * server does not know who asks, so every page it renders is the same for everyone and may be shared. The one
 * exception is the checkout's own query: pages.ts renders /checkout with the visitor's cart cookie and sends it to
 * them alone, so its lines, totals and form are in the first paint (issue 32).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';
import { apolloCacheConfig } from './app/apollo';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { PageHeadCollector, type CollectedHead } from './lib/page-head';

/** Runs one GraphQL operation on the server itself (no HTTP; no cookie, or the checkout's cart cookie alone). */
export type ExecuteGraphQL = (operation: {
  query: DocumentNode;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}) => Promise<FormattedExecutionResult>;

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The Apollo cache after the render (client.extract()). */
  state: unknown;
  head: CollectedHead;
  /** A query failed, a component threw or the render was cut short: the page is not what the browser would show; do not send it. */
  incomplete: boolean;
  /** What components threw while rendering. */
  errors: string[];
}

export async function render(url: string, execute: ExecuteGraphQL, signal?: AbortSignal): Promise<RenderedPage> {
  let incomplete = false;
  const errors: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<FormattedExecutionResult>((observer) => {
        execute({ query: operation.query, variables: operation.variables, operationName: operation.operationName }).then(
          (result) => {
            if (result.errors?.length) incomplete = true;
            observer.next(result);
            observer.complete();
          },
          (error: unknown) => {
            incomplete = true;
            observer.error(error);
          },
        );
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache(apolloCacheConfig), ssrMode: true });
  const head: CollectedHead = {};
  const tree = (
    <StrictMode>
      <PageHeadCollector.Provider value={head}>
        <Providers client={client}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </Providers>
      </PageHeadCollector.Provider>
    </StrictMode>
  );
  const result = await prerenderStatic({
    tree,
    signal,
    // Every boundary inline (none outlined behind a script: the CSP allows no inline script but the theme's).
    renderFunction: (node) =>
      prerenderToNodeStream(node, {
        signal,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // A component that throws on the server leaves its boundary to the browser: the page is not sent.
        onError: (error) => {
          if (!signal?.aborted) errors.push(error instanceof Error ? error.message : String(error));
        },
      }),
    maxRerenders: 6,
  });
  return { html: result.result, state: client.extract(), head, errors, incomplete: incomplete || result.aborted || errors.length > 0 };
}

export { documentTitle } from './lib/page-head';
