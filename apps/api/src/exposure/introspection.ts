// What the API tells a client about its schema (DESIGN §7 "introspection off in production"; issue 14:
// "off unless explicitly enabled for development"). Introspection and graphql-js's "Did you mean …"
// suggestions are off unless RANZEN_GRAPHQL_INTROSPECTION=1. Codegen reads the SDL files, never a live API.
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export const INTROSPECTION_ENV = 'RANZEN_GRAPHQL_INTROSPECTION';

export function introspectionFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[INTROSPECTION_ENV] === '1';
}

/**
 * graphql-js appends suggestions to validation errors (unknown fields, arguments, types) and to variable
 * coercion errors (unknown enum values): ` Did you mean "x"?`, ` Did you mean the enum value "x"?`.
 */
const SUGGESTION = / ?Did you mean [^?]*\?/g;

export function withoutSuggestions(message: string): string {
  return message.replace(SUGGESTION, '').trim();
}

/**
 * Refuses `__schema` / `__type` and strips suggestions from every error of every result (graphql-armor's
 * block-field-suggestions covers only validation errors of the field form, not enum values in variables).
 */
export function hiddenSchemaPlugin(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
    onResultProcess({ result }) {
      for (const single of Array.isArray(result) ? result : [result]) {
        if (!('errors' in single) || !single.errors) continue;
        for (const error of single.errors) error.message = withoutSuggestions(error.message);
      }
    },
  };
}
