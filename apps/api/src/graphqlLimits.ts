// GraphQL hardening (DESIGN §7 "depth, alias and cost limits; introspection off in production"):
// validation rules that reject deep or alias-heavy documents before any resolver runs.
import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/** Deepest query the storefront sends is ~7 (pageDetails > rows > cells > teasers > attributes). */
export const MAX_DEPTH = 12;
export const MAX_ALIASES = 30;

interface Measure {
  depth: number;
  aliases: number;
}

function measure(
  selectionSet: SelectionSetNode,
  context: ValidationContext,
  depth: number,
  visiting: Set<string>,
): Measure {
  let result: Measure = { depth, aliases: 0 };
  for (const selection of selectionSet.selections) {
    let inner: Measure | null = null;
    if (selection.kind === 'Field') {
      const aliases = selection.alias ? 1 : 0;
      inner = selection.selectionSet
        ? measure(selection.selectionSet, context, depth + 1, visiting)
        : { depth: depth + 1, aliases: 0 };
      inner = { depth: inner.depth, aliases: inner.aliases + aliases };
    } else if (selection.kind === 'InlineFragment') {
      inner = measure(selection.selectionSet, context, depth, visiting);
    } else {
      const name = selection.name.value;
      const fragment: FragmentDefinitionNode | null | undefined = context.getFragment(name);
      // Cycles are reported by graphql's own NoFragmentCycles rule; here they only must not recurse forever.
      if (fragment && !visiting.has(name)) {
        visiting.add(name);
        inner = measure(fragment.selectionSet, context, depth, visiting);
        visiting.delete(name);
      }
    }
    if (inner)
      result = { depth: Math.max(result.depth, inner.depth), aliases: result.aliases + inner.aliases };
  }
  return result;
}

export function limitsRule(maxDepth = MAX_DEPTH, maxAliases = MAX_ALIASES) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node: OperationDefinitionNode) {
      const { depth, aliases } = measure(node.selectionSet, context, 0, new Set());
      if (depth > maxDepth) {
        context.reportError(
          new GraphQLError(`Query depth ${depth} exceeds the limit of ${maxDepth}.`, { nodes: [node] }),
        );
      }
      if (aliases > maxAliases) {
        context.reportError(
          new GraphQLError(`Query uses ${aliases} aliases, more than ${maxAliases}.`, { nodes: [node] }),
        );
      }
    },
  });
}
