// docs/rate-limits.md shows the limits the API enforces (issue 14 item 4: one home for the numbers).
import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { RATE_LIMITS_DOC, withCurrentTable } from './rateLimitDoc';
import { RATE_LIMITS } from './rateLimitTable';

it('docs/rate-limits.md matches rateLimitTable.ts (else: pnpm --filter @ranzen/api rate-limits:doc)', async () => {
  const doc = await readFile(RATE_LIMITS_DOC, 'utf8');
  expect(doc).toBe(withCurrentTable(doc, RATE_LIMITS));
});
