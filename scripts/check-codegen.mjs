// The generated GraphQL types are committed; fail when they no longer match the SDL and operations.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const outputs = ['packages/sdk-core/src/graphql/generated.ts', 'apps/api/src/generated/resolvers.ts'];
const before = outputs.map((file) => readFileSync(file, 'utf8'));
execFileSync('pnpm', ['--silent', 'codegen'], { stdio: 'ignore' });
const stale = outputs.filter((file, index) => readFileSync(file, 'utf8') !== before[index]);
if (stale.length > 0) {
  console.error(
    `Regenerated files differ from the committed ones: ${stale.join(', ')}. Commit the result of pnpm codegen.`,
  );
  process.exit(1);
}
console.log('generated files are current');
