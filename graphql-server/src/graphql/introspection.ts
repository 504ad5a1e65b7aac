/**
 * Introspection cannot amplify (issue 17). GraphQL Armor's cost and depth limits leave introspection out (so
 * GraphiQL works), which let 15 aliases of `__schema` turn 1.4 KB into a 1.17 MB answer and a `__type` that
 * asks for fields within fields grow without bound. So:
 * - one `__schema` per request (aliases and fragments counted);
 * - no type cycles: along any path, at most one of the fields that list types (fields, inputFields,
 *   interfaces, possibleTypes, enumValues, types) — the standard introspection query and GraphiQL need no more;
 * - at most GUARDRAILS.query.maxIntrospectionDepth levels inside introspection (the `ofType` chain);
 * - an operation that asks only for introspection is answered from memory after the first time (the schema does
 *   not change while the process runs), so twenty of them at once cost the event loop nothing.
 */
import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { texts } from '@lumina/schema';
import { GUARDRAILS } from '../guardrails';
import type { RequestContext } from '../http/context';

/** Fields of the introspection types that list types (and so can lead back to __Type). */
const LISTING = new Set(['fields', 'inputFields', 'interfaces', 'possibleTypes', 'enumValues', 'types']);

/** Calls `onField` for every field of a selection with its path of field names (fragments inlined, each once per path). */
function collect(
  context: ValidationContext,
  node: { selectionSet?: SelectionSetNode },
  path: string[],
  fragmentsOnPath: Set<string>,
  onField: (field: FieldNode, path: string[]) => 'stop' | void,
): void {
  for (const selection of node.selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD) {
      const next = [...path, selection.name.value];
      if (onField(selection, next) === 'stop') continue;
      collect(context, selection, next, fragmentsOnPath, onField);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      collect(context, selection, path, fragmentsOnPath, onField);
    } else {
      const name = selection.name.value;
      if (fragmentsOnPath.has(name)) continue;
      const fragment: FragmentDefinitionNode | null | undefined = context.getFragment(name);
      if (fragment) collect(context, fragment, path, new Set([...fragmentsOnPath, name]), onField);
    }
  }
}

export const introspectionRule: ValidationRule = (context): ASTVisitor => ({
  OperationDefinition(operation) {
    let schemas = 0;
    let reported = false;
    const report = (message: string, field: FieldNode) => {
      if (reported) return;
      reported = true;
      context.reportError(new GraphQLError(message, { nodes: [field] }));
    };
    collect(context, operation, [], new Set(), (field, path) => {
      if (reported) return 'stop';
      if (path.length === 1 && field.name.value === '__schema') {
        schemas += 1;
        if (schemas > 1) report(texts.graphql.oneSchemaPerRequest, field);
      }
      const start = path.findIndex((name) => name === '__schema' || name === '__type');
      if (start < 0) return;
      const inside = path.slice(start);
      if (inside.length > GUARDRAILS.query.maxIntrospectionDepth) {
        report(texts.graphql.introspectionCycle(field.name.value), field);
        return 'stop';
      }
      if (LISTING.has(field.name.value) && inside.slice(0, -1).some((name) => LISTING.has(name) && name !== 'types')) {
        report(texts.graphql.introspectionCycle(field.name.value), field);
        return 'stop';
      }
      return undefined;
    });
  },
});

/** True when every root field of the operation is introspection (`__schema`, `__type`, `__typename`). */
function onlyIntrospection(context: GraphQLRequestContext<RequestContext>): boolean {
  const operation = context.operation;
  if (!operation || operation.operation !== 'query') return false;
  return operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && s.name.value.startsWith('__'));
}

/** Answers introspection-only operations from memory after the first time (keyed by the document and its variables). */
export function introspectionCachePlugin(): ApolloServerPlugin<RequestContext> {
  const answers = new Map<string, Record<string, unknown>>();
  const keyOf = (context: GraphQLRequestContext<RequestContext>) =>
    `${context.queryHash}:${context.operationName ?? ''}:${JSON.stringify(context.request.variables ?? {})}`;
  return {
    async requestDidStart() {
      return {
        async responseForOperation(context) {
          if (!onlyIntrospection(context)) return null;
          const data = answers.get(keyOf(context));
          return data ? { http: context.response.http, body: { kind: 'single', singleResult: { data } } } : null;
        },
        async willSendResponse(context) {
          const body = context.response.body;
          if (body.kind !== 'single' || body.singleResult.errors?.length || !body.singleResult.data || !onlyIntrospection(context)) return;
          // A handful of distinct introspection documents exist in practice; a flood of new ones is not kept.
          if (answers.size < GUARDRAILS.query.introspectionCacheEntries) answers.set(keyOf(context), body.singleResult.data);
        },
      };
    },
  };
}
