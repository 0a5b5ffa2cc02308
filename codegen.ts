// One SDL is the contract: typed documents for the SDK, resolver types for the shop API.
import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = { DateTime: 'string', File: 'File' };

const config: CodegenConfig = {
  schema: 'packages/sdk-core/schema/*.graphql',
  documents: 'packages/sdk-core/src/graphql/operations/*.graphql',
  generates: {
    'packages/sdk-core/src/graphql/generated.ts': {
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
