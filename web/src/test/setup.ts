/**
 * Component tests (Vitest + Testing Library + jsdom): the GraphQL network is MSW (`server`), started once per
 * file; handlers a test adds with `server.use(...)` are reset after it. A request no handler answers fails
 * the test, so a screen can never silently reach for data the test did not describe.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { staticMediaQueryList } from './media';
import { server } from './msw';

// jsdom has no layout: the media queries the shop asks answer "no match" (a phone-first layout) unless a
// test overrides window.matchMedia.
if (!window.matchMedia) window.matchMedia = (query: string) => staticMediaQueryList(query, false);
window.scrollTo = (() => undefined) as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// findBy… and waitFor poll until the screen shows what they ask, and return at once when it does: a busy
// machine (three test files on two cores) may need longer than the library's 1 s to render.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
