/**
 * Guardrails every GraphQL operation inherits (ARCHITECTURE §4a), apart from GraphQL Armor's limits on
 * aliases, depth, tokens, directives and cost (server.ts):
 * - at most a few mutations per request (a validation rule, so nothing runs);
 * - staff-only by default: a root field that is not on the public list needs a staff session, checked for the
 *   whole operation before any resolver runs (what the member's role allows is decided field by field by the
 *   executor: staff/field-roles.ts);
 * - each mutation, aliases included, takes one point of the client address's write limit; each staff root field of
 *   a query one of the staff member's reads (and their client address's);
 * - answers get the right HTTP status: 429 (with Retry-After) when rate-limited, 503 (with Retry-After) when
 *   the database is unavailable; internal errors are masked with the request id (details only in the log).
 */
import type { ApolloServerPlugin } from '@apollo/server';
import {
  BREAK,
  GraphQLError,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationRule,
} from 'graphql';
import { texts } from '@lumina/schema';
import { GUARDRAILS } from '../guardrails';
import type { RequestContext } from '../http/context';
import { describeError, type Logger } from '../http/logging';
import { inspectValue, isStorableText, type EdgeProblem } from '../http/edge';
import { InputError } from '../api/input-error';
import { PUBLIC_ROOT_FIELDS } from '../staff/public-fields';
import { staffOf } from '../staff/access';
import { isStaffOnly } from '../staff/staff-only';
import { rootFields } from './root-fields';

/** The answer when the client address has used its writes (HTTP 429 with Retry-After, see willSendResponse). */
export function rateLimited(retryAfterSeconds: number): GraphQLError {
  return new GraphQLError(texts.rest.tooManyRequests(retryAfterSeconds), { extensions: { code: 'RATE_LIMITED', retryAfter: retryAfterSeconds } });
}

/** Takes `points` more of the client address's writes (one mutation that makes several things); throws RATE_LIMITED when used up. */
export async function takeWrites(ctx: RequestContext, points: number): Promise<void> {
  if (points <= 0) return;
  const taken = await ctx.services.limits.writes.take(ctx.clientAddress, points);
  if (!taken.ok) throw rateLimited(taken.retryAfterSeconds);
}

/** Takes `points` of the staff member's reads (and their client address's); throws RATE_LIMITED when used up. */
async function takeStaffReads(ctx: RequestContext, staffId: number, points: number): Promise<void> {
  const taken = await ctx.services.limits.takeStaffReads(staffId, ctx.clientAddress, points);
  if (!taken.ok) throw rateLimited(taken.retryAfterSeconds);
}

export const maxMutationsRule: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation !== 'mutation') return;
    const count = rootFields(node.selectionSet, (name) => context.getFragment(name)).length;
    if (count > GUARDRAILS.query.maxMutations) {
      context.reportError(new GraphQLError(texts.graphql.tooManyMutations(GUARDRAILS.query.maxMutations), { nodes: [node] }));
    }
  },
});

/**
 * HTTP status of an answer that ran nothing (no `data`) whose errors carry these codes: a document refused
 * before it ran is a 400, a staff field without a session a 401, one the session's role may not use a 403.
 */
const STATUS_BY_CODE: Record<string, number> = {
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  BAD_USER_INPUT: 400,
  BAD_REQUEST: 400,
  OPERATION_NOT_SUPPORTED: 400,
  PERSISTED_QUERY_NOT_SUPPORTED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
};
/** These set the status even beside data: the whole request was refused or could not be served. */
const ALWAYS = new Set(['RATE_LIMITED', 'SERVICE_UNAVAILABLE']);
/**
 * These are refusals by the executor (staff/field-roles.ts: a field the role may not use is null): they set the
 * status when nothing was answered (data null, or every root field null), as a refusal before anything ran does.
 */
const REFUSALS = new Set(['FORBIDDEN', 'UNAUTHENTICATED']);
const RETRY_CODES = new Set(['RATE_LIMITED', 'SERVICE_UNAVAILABLE']);
/** Codes that describe the caller's request, not a fault of ours: logged at info, without a stack. */
const CALLER_CODES = new Set([...Object.keys(STATUS_BY_CODE), 'PERSISTED_QUERY_NOT_FOUND']);

/**
 * The code of an error that is the caller's doing although nothing named it so: a service's InputError,
 * graphql-js's "too many errors" after 50 wrong variable values, Apollo's refusal of a request it cannot read
 * (only an HTTP 4xx status on it). Undefined for anything else.
 */
export function unnamedCallerCode(error: unknown): 'BAD_USER_INPUT' | 'BAD_REQUEST' | undefined {
  if (error instanceof InputError) return 'BAD_USER_INPUT';
  const e = error as { message?: unknown; extensions?: { code?: unknown; http?: { status?: unknown } } } | null;
  if (typeof e?.message === 'string' && e.message.startsWith('Too many errors processing variables')) return 'BAD_USER_INPUT';
  const status = e?.extensions?.http?.status;
  if (e?.extensions?.code === undefined && typeof status === 'number' && status >= 400 && status < 500) return 'BAD_REQUEST';
  return undefined;
}

/** The first string or list literal of the document that may not enter (edge.ts), or null. */
function inspectLiterals(document: DocumentNode): EdgeProblem | null {
  let problem: EdgeProblem | null = null;
  visit(document, {
    StringValue(node) {
      if (!problem && !isStorableText(node.value)) problem = { message: texts.input.invalidText, path: [] };
    },
    ListValue(node) {
      const max = GUARDRAILS.input.maxListItems;
      if (!problem && node.values.length > max) problem = { message: texts.input.listTooLong(max), path: [] };
    },
  });
  return problem;
}

/** Whether the operation (with the fragments it uses) selects a field of a type, or a field, marked @StaffOnly(). */
export function selectsStaffData(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): boolean {
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  const used = new Set<string>();
  const pending: DefinitionNode[] = [operation];
  const typeInfo = new TypeInfo(schema);
  let found = false;
  while (pending.length > 0 && !found) {
    visit(
      pending.pop()!,
      visitWithTypeInfo(typeInfo, {
        Field() {
          const parent = typeInfo.getParentType();
          if (parent && (isStaffOnly(parent.extensions) || isStaffOnly(typeInfo.getFieldDef()?.extensions))) {
            found = true;
            return BREAK;
          }
          return undefined;
        },
        FragmentSpread(node) {
          const fragment = fragments.get(node.name.value);
          if (fragment && !used.has(node.name.value)) {
            used.add(node.name.value);
            pending.push(fragment);
          }
        },
      }),
    );
  }
  return found;
}

/** What the guard learns from a document alone (its literals, root fields, staff data), computed once per parsed document. */
interface DocumentFacts {
  literalProblem: EdgeProblem | null;
  rootFields: string[];
  /** Root fields (aliases included) that are not public: each is one staff read or write. */
  staffRootFields: number;
  needsStaff: boolean;
}

/**
 * Apollo keeps each parsed and validated document (its document store), so a shop that sends the same few
 * operations hands the guard the same DocumentNode again and again: its facts are kept with it.
 */
const factsByDocument = new WeakMap<DocumentNode, Map<OperationDefinitionNode, DocumentFacts>>();

function documentFacts(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): DocumentFacts {
  let byOperation = factsByDocument.get(document);
  if (!byOperation) factsByDocument.set(document, (byOperation = new Map()));
  const known = byOperation.get(operation);
  if (known) return known;
  const type = operation.operation === 'mutation' ? 'Mutation' : operation.operation === 'query' ? 'Query' : null;
  const fragment = (name: string) =>
    document.definitions.find((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === name);
  const fields = rootFields(operation.selectionSet, fragment);
  const open = type ? PUBLIC_ROOT_FIELDS[type] : [];
  const staffRootFields = fields.filter((name) => !name.startsWith('__') && !open.includes(name)).length;
  const facts: DocumentFacts = {
    literalProblem: inspectLiterals(document),
    rootFields: fields,
    staffRootFields,
    needsStaff: staffRootFields > 0 || selectsStaffData(schema, document, operation),
  };
  byOperation.set(operation, facts);
  return facts;
}

export function guardPlugin(options: { log: Logger; exposeErrors: boolean }): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, contextValue, request, schema }) {
          if (!operation) return;
          if (operation.operation === 'subscription') {
            throw new GraphQLError(texts.graphql.subscriptionsUnsupported, { extensions: { code: 'OPERATION_NOT_SUPPORTED' } });
          }
          // Every string and list that enters, in the variables and in the document itself, before anything runs.
          const facts = documentFacts(schema, document, operation);
          const problem = inspectValue(request.variables ?? {}) ?? facts.literalProblem;
          if (problem) throw new GraphQLError(problem.message, { extensions: { code: 'BAD_USER_INPUT', field: problem.path.map(String) } });
          const type = operation.operation === 'mutation' ? 'Mutation' : operation.operation === 'query' ? 'Query' : null;
          const fields = facts.rootFields;
          const staff = staffOf(contextValue.res);
          if (facts.needsStaff && !staff) {
            throw new GraphQLError(texts.staff.signInRequired, { extensions: { code: 'UNAUTHENTICATED' } });
          }
          // What the role allows is the executor's to decide, field by field (staff/field-roles.ts).
          if (type === 'Mutation' && fields.length > 0) {
            await takeWrites(contextValue, fields.length);
          } else if (staff && facts.needsStaff) {
            await takeStaffReads(contextValue, staff.id, Math.max(1, facts.staffRootFields));
          }
        },
        async didEncounterErrors({ errors, contextValue }) {
          for (const error of errors) {
            const original = error.originalError ?? error;
            const code = unnamedCallerCode(original) ?? unnamedCallerCode(error) ?? error.extensions?.code;
            if (typeof code === 'string' && CALLER_CODES.has(code)) {
              options.log.info({ requestId: contextValue.requestId, code, path: error.path }, 'graphql request refused');
            } else if (code === undefined || code === 'INTERNAL_SERVER_ERROR') {
              options.log.error({ requestId: contextValue.requestId, err: describeError(original), path: error.path }, 'graphql fault');
            }
          }
        },
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single') return;
          const errors = response.body.singleResult.errors;
          if (!errors?.length) return;
          let retryAfter: number | undefined;
          let mapped = 0;
          const data = response.body.singleResult.data;
          const ranNothing = data === undefined;
          const answeredNothing = data == null || Object.values(data).every((value) => value === null);
          for (const error of errors) {
            const code = String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
            if (ranNothing || ALWAYS.has(code) || (answeredNothing && REFUSALS.has(code))) mapped = Math.max(mapped, STATUS_BY_CODE[code] ?? 0);
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
