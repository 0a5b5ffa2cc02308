// Runtime input checks at the API boundary (DESIGN §7 "Inputs are validated at runtime"): GraphQL checks
// types, these add lengths and ranges. Violations are client errors (BAD_USER_INPUT), not crashes.
import { GraphQLError } from 'graphql';

export const MAX_ID_LENGTH = 64;

export function badInput(message: string, field: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field } });
}

/** Ids are short printable tokens; anything longer or with odd characters is rejected. */
export function requireId(value: string, field: string): string {
  if (value.length === 0 || value.length > MAX_ID_LENGTH || !/^[A-Za-z0-9_-]+$/.test(value)) {
    throw badInput(`Invalid ${field}.`, field);
  }
  return value;
}

export function requireIntInRange(value: number, min: number, max: number, field: string): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw badInput(`${field} must be an integer between ${min} and ${max}.`, field);
  }
  return value;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
