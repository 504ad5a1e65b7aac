/**
 * The Apollo server over the one schema, with every guardrail on (ARCHITECTURE §4a): GraphQL Armor's limits
 * (aliases, depth, directives, cost; "did you mean" suggestions blocked unless errors are exposed), graphql-js's
 * own token limit while parsing,
 * at most a few mutations per request, no batched requests, and the guards of guards.ts.
 */
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLFormattedError } from 'graphql';
import { texts } from '@lumina/schema';
import { isDatabaseUnavailable } from '../db/availability';
import { GUARDRAILS } from '../guardrails';
import type { RequestContext } from '../http/context';
import type { Logger } from '../http/logging';
import { buildAppSchema } from '../schema';
import { InputError } from '../api/input-error';
import { guardPlugin, maxMutationsRule, unnamedCallerCode } from './guards';
import { introspectionCachePlugin, introspectionRule } from './introspection';
import { answerKeepingPlugin } from '../http/answer-cache';

export interface GraphQLServerOptions {
  log: Logger;
  /** Internal details, stack traces and suggestions in answers (npm run dev only). */
  exposeErrors: boolean;
  introspection: boolean;
  /** Marks the answers the app may keep for anonymous visitors (http/answer-cache.ts). */
  keepAnswers?: boolean;
}

/**
 * No answer is cached: the schema gives no cache hints, so Apollo's cache-control plugin, which wraps every field's
 * resolver to collect them (work for every field of every answer), would only ever write this header.
 */
const noStorePlugin: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        response.http.headers.set('cache-control', 'no-store');
      },
    };
  },
};

export async function createGraphQLServer(options: GraphQLServerOptions): Promise<ApolloServer<RequestContext>> {
  const q = GUARDRAILS.query;
  const armor = new ApolloArmor({
    maxAliases: { n: q.maxAliases },
    maxDepth: { n: q.maxDepth, ignoreIntrospection: true },
    // graphql-js counts tokens itself while parsing (parseOptions below): a refusal is a clean 400.
    maxTokens: { enabled: false },
    maxDirectives: { n: q.maxDirectives },
    costLimit: { maxCost: q.maxCost, ignoreIntrospection: true },
    blockFieldSuggestion: { enabled: !options.exposeErrors },
  });
  const protection = armor.protect();
  const server = new ApolloServer<RequestContext>({
    schema: await buildAppSchema(),
    introspection: options.introspection,
    allowBatchedHttpRequests: false,
    // main.ts stops the server on SIGINT/SIGTERM in order; Apollo's own handler raced it and hung the exit.
    stopOnTerminationSignals: false,
    parseOptions: { maxTokens: q.maxTokens },
    includeStacktraceInErrorResponses: options.exposeErrors,
    validationRules: [...protection.validationRules, maxMutationsRule, introspectionRule],
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled(), noStorePlugin, ...protection.plugins, guardPlugin(options), introspectionCachePlugin(), ...(options.keepAnswers ? [answerKeepingPlugin] : [])],
    formatError: (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
      const original = unwrapResolverError(error);
      if (original instanceof InputError) {
        return { ...formatted, message: original.message, extensions: { code: 'BAD_USER_INPUT', field: original.field ? [original.field] : null } };
      }
      // graphql-js stops coercing variables after 50 errors with an error of its own; Apollo refuses a request it
      // cannot read (a persisted-query hash that does not match) with only an HTTP status: both are the caller's.
      const unnamed = formatted.extensions?.code === 'INTERNAL_SERVER_ERROR' ? unnamedCallerCode(error) : undefined;
      if (unnamed === 'BAD_USER_INPUT') return { message: texts.input.tooManyInputErrors, extensions: { code: unnamed } };
      if (unnamed === 'BAD_REQUEST') return { ...formatted, message: texts.graphql.badRequest(formatted.message), extensions: { code: unnamed } };
      if (isDatabaseUnavailable(original)) {
        return {
          message: texts.rest.unavailable,
          path: formatted.path,
          extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: GUARDRAILS.retryAfterSeconds },
        };
      }
      return formatted;
    },
  });
  await server.start();
  return server;
}
