// One SDL is the contract: typed documents for the SDK, resolver types for the shop API.
import { readFileSync, writeFileSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = { DateTime: 'string', File: 'File' };

/**
 * The helper types codegen writes for its own declarations (`Scalars`, `Exact`, `InputMaybe`, …). They stay
 * inside the generated module: sdk-core's entries re-export it, and these names are not the SDK's to offer.
 */
const CODEGEN_HELPER_TYPES = [
  'Maybe',
  'InputMaybe',
  'Exact',
  'MakeOptional',
  'MakeMaybe',
  'MakeEmpty',
  'Incremental',
  'Scalars',
];
const HELPER_EXPORT = new RegExp(`^export (type (?:${CODEGEN_HELPER_TYPES.join('|')})\\b)`, 'gm');
const SDK_TYPES = 'packages/sdk-core/src/graphql/generated.ts';

/** Runs after every codegen run, also one that wrote nothing (codegen skips unchanged output). */
function keepHelperTypesPrivate(): void {
  const content = readFileSync(SDK_TYPES, 'utf8');
  const privateHelpers = content.replace(HELPER_EXPORT, '$1');
  if (privateHelpers !== content) writeFileSync(SDK_TYPES, privateHelpers);
}

const config: CodegenConfig = {
  schema: 'packages/sdk-core/schema/*.graphql',
  documents: 'packages/sdk-core/src/graphql/operations/*.graphql',
  hooks: { afterAllFileWrite: [keepHelperTypesPrivate] },
  generates: {
    [SDK_TYPES]: {
      plugins: ['typescript', 'typescript-operations', 'typed-document-node'],
      config: {
        scalars,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        useTypeImports: true,
        nonOptionalTypename: true,
        skipTypename: false,
        skipTypeNameForRoot: true,
        dedupeFragments: true,
        onlyOperationTypes: true,
      },
    },
    'apps/api/src/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars,
        enumsAsTypes: true,
        useTypeImports: true,
        contextType: '../context#ApiContext',
        useIndexSignature: false,
        mappers: {},
      },
    },
  },
};

export default config;
