// Setup file of the `storefront-server` vitest project (vitest.server.config.ts): the server renders its
// pages with React's production build, as `pnpm start` (NODE_ENV=production) does. Vitest sets
// NODE_ENV=test, with which React loads its development build: it captures an Error stack for every
// element it creates and checks every render, about 13 % of these files' CPU seconds (decision 0036).
// React picks its build by NODE_ENV when an entry is first required, so the entries are required here,
// once per worker, with NODE_ENV=production for that moment only; every later import of React gets these
// modules, while the API, the storefront server and the tests still see NODE_ENV=test. The component tests
// (the `storefront`, `ui` and `sdk-react` projects) keep the development build and its warnings.
// Debugging a React error here ("Minified React error #…"): look the number up on react.dev/errors, or
// take this file out of vitest.server.config.ts's setupFiles (and `jsxDev: false`) for the moment.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const testEnvironment = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
try {
  for (const entry of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server']) require(entry);
} finally {
  if (testEnvironment === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = testEnvironment;
}
