import { Kind, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

/**
 * The root fields an operation asks for, aliases and fragments included (each alias is one more field):
 * what the staff guard checks and what the write limit counts.
 */
export function rootFields(
  selectionSet: SelectionSetNode,
  fragment: (name: string) => FragmentDefinitionNode | null | undefined,
  seen: Set<string> = new Set(),
): string[] {
  const names: string[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) names.push(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT) names.push(...rootFields(selection.selectionSet, fragment, seen));
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const definition = fragment(selection.name.value);
      if (definition) names.push(...rootFields(definition.selectionSet, fragment, seen));
    }
  }
  return names;
}
