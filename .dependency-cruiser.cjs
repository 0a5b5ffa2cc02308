// Package boundaries (DESIGN §1, issue 13): `pnpm check:deps` runs dependency-cruiser over the sources of
// every package, app, the e2e tests, benchmarks and scripts, and fails on any of these rules. Type-only
// imports count: a type import between layers couples them as much as a value import does.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle: split the modules so that one side no longer imports the other.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-apps-from-outside',
      comment:
        'Packages, e2e tests, benchmarks and scripts never reach into an app. The API offers what tests need ' +
        'through its package entry `@ranzen/api/testing`.',
      severity: 'error',
      from: { path: '^(packages|e2e|bench|scripts)/' },
      to: { path: '^apps/', pathNot: '^apps/api/src/testing/index\\.ts$' },
    },
    {
      name: 'api-testing-by-package-name',
      comment: 'The API testing entry is imported as `@ranzen/api/testing`, not by a relative path.',
      severity: 'error',
      from: { path: '^(packages|e2e|bench|scripts)/' },
      to: { path: '^apps/api/src/testing/index\\.ts$', dependencyTypes: ['local'] },
    },
    {
      name: 'no-app-to-other-app',
      comment: 'An app imports only its own sources and packages, never another app.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'sdk-core-is-the-bottom',
      comment: 'Packages depend one way: storefront -> ui -> sdk-react -> sdk-core.',
      severity: 'error',
      from: { path: '^packages/sdk-core/' },
      to: { path: '^packages/(sdk-react|ui|storefront)/' },
    },
    {
      name: 'sdk-react-below-ui',
      comment: 'Packages depend one way: storefront -> ui -> sdk-react -> sdk-core.',
      severity: 'error',
      from: { path: '^packages/sdk-react/' },
      to: { path: '^packages/(ui|storefront)/' },
    },
    {
      name: 'ui-below-storefront',
      comment: 'Packages depend one way: storefront -> ui -> sdk-react -> sdk-core.',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { path: '^packages/storefront/' },
    },
    {
      name: 'api-only-server-safe-sdk-core',
      comment:
        'The API uses sdk-core through its server-safe subpaths (`@ranzen/sdk-core/store`, `/rules`, `/i18n`, `/routes`) ' +
        'and no other package: the root entry loads Apollo Client and XState.',
      severity: 'error',
      from: { path: '^apps/api/' },
      to: { path: '^packages/', pathNot: '^packages/sdk-core/src/(store|rules|i18n|routes)/' },
    },
    {
      name: 'api-no-browser-libraries',
      comment: 'The API imports neither Apollo Client, XState nor React.',
      severity: 'error',
      from: { path: '^apps/api/' },
      to: { path: '(^|node_modules/)(@apollo/client|xstate|react|react-dom)(/|$)' },
    },
    {
      name: 'api-server-reaches-no-browser-libraries',
      comment:
        'Nothing the API server loads (main.ts and all it imports) reaches Apollo Client, XState or React.',
      severity: 'error',
      from: { path: '^apps/api/src/main\\.ts$' },
      to: { path: '(^|node_modules/)(@apollo/client|xstate|react|react-dom)(/|$)', reachable: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|storybook-static)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // Workspace packages resolve through their package.json `exports`, as Node and Vite resolve them.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
