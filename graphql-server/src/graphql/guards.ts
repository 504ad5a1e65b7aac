/**
 * Guardrails every GraphQL operation inherits (ARCHITECTURE §4a), apart from GraphQL Armor's limits on
 * aliases, depth, tokens, directives and cost (server.ts):
 * - at most a few mutations per request (a validation rule, so nothing runs);
 * - staff-only by default: a root field that is not on the public list needs a staff session, checked for the
 *   whole operation before any resolver runs;
 * - each mutation, aliases included, takes one point of the client address's write limit;
 * - answers get the right HTTP status: 429 (with Retry-After) when rate-limited, 503 (with Retry-After) when
 *   the database is unavailable; internal errors are masked with the request id (details only in the log).
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, type FragmentDefinitionNode, type ValidationRule } from 'graphql';
import { texts } from '@lumina/schema';
import { GUARDRAILS } from '../guardrails';
import type { RequestContext } from '../http/context';
import { describeError, type Logger } from '../http/logging';
import { PUBLIC_ROOT_FIELDS } from '../staff/public-fields';
import { staffOf } from '../staff/access';
import { rootFields } from './root-fields';

export const maxMutationsRule: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation !== 'mutation') return;
    const count = rootFields(node.selectionSet, (name) => context.getFragment(name)).length;
    if (count > GUARDRAILS.query.maxMutations) {
      context.reportError(new GraphQLError(texts.graphql.tooManyMutations(GUARDRAILS.query.maxMutations), { nodes: [node] }));
    }
  },
});

/** HTTP status of an answer whose errors carry these codes (a document refused before it ran is a 400). */
const STATUS_BY_CODE: Record<string, number> = {
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
};
const RETRY_CODES = new Set(['RATE_LIMITED', 'SERVICE_UNAVAILABLE']);

export function guardPlugin(options: { log: Logger; exposeErrors: boolean }): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, contextValue }) {
          if (!operation) return;
          const type = operation.operation === 'mutation' ? 'Mutation' : operation.operation === 'query' ? 'Query' : null;
          const fragment = (name: string) =>
            document.definitions.find((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === name);
          const fields = rootFields(operation.selectionSet, fragment);
          const open = type ? PUBLIC_ROOT_FIELDS[type] : [];
          const needsStaff = fields.some((name) => !name.startsWith('__') && !open.includes(name));
          if (needsStaff && !staffOf(contextValue.res)) {
            throw new GraphQLError(texts.staff.signInRequired, { extensions: { code: 'UNAUTHENTICATED' } });
          }
          if (type === 'Mutation' && fields.length > 0) {
            const taken = await contextValue.services.limits.writes.take(contextValue.clientAddress, fields.length);
            if (!taken.ok) {
              throw new GraphQLError(texts.rest.tooManyRequests(taken.retryAfterSeconds), {
                extensions: { code: 'RATE_LIMITED', retryAfter: taken.retryAfterSeconds },
              });
            }
          }
        },
        async didEncounterErrors({ errors, contextValue }) {
          for (const error of errors) {
            const code = error.extensions?.code;
            if (code === undefined || code === 'INTERNAL_SERVER_ERROR') {
              options.log.error({ requestId: contextValue.requestId, err: describeError(error.originalError ?? error), path: error.path }, 'graphql fault');
            }
          }
        },
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single') return;
          const errors = response.body.singleResult.errors;
          if (!errors?.length) return;
          let retryAfter: number | undefined;
          let mapped = 0;
          for (const error of errors) {
            const code = String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
            mapped = Math.max(mapped, STATUS_BY_CODE[code] ?? 0);
            if (RETRY_CODES.has(code)) {
              retryAfter = Math.max(retryAfter ?? 0, Number(error.extensions?.retryAfter ?? GUARDRAILS.retryAfterSeconds));
            }
          }
          if (mapped) response.http.status = mapped;
          if (retryAfter !== undefined) response.http.headers.set('retry-after', String(retryAfter));
          if (options.exposeErrors) return;
          response.body.singleResult.errors = errors.map((error) =>
            (error.extensions?.code ?? 'INTERNAL_SERVER_ERROR') === 'INTERNAL_SERVER_ERROR'
              ? {
                  message: texts.rest.internalWithId(contextValue.requestId),
                  locations: error.locations,
                  path: error.path,
                  extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: contextValue.requestId },
                }
              : error,
          );
        },
      };
    },
  };
}
