// Rewrites the table in docs/rate-limits.md from rateLimitTable.ts.
import { readFile, writeFile } from 'node:fs/promises';
import { RATE_LIMITS_DOC, withCurrentTable } from './rateLimitDoc';
import { RATE_LIMITS } from './rateLimitTable';

await writeFile(RATE_LIMITS_DOC, withCurrentTable(await readFile(RATE_LIMITS_DOC, 'utf8'), RATE_LIMITS));
console.log(`updated ${RATE_LIMITS_DOC}`);
