// docs/rate-limits.md is written from rateLimitTable.ts, so the numbers have one home
// (`pnpm --filter @ranzen/api rate-limits:doc`; rateLimitDoc.test.ts fails when the doc is stale).
import { fileURLToPath } from 'node:url';
import type { Budget, RateLimitTable } from './rateLimitTable';

export const RATE_LIMITS_DOC = fileURLToPath(new URL('../../../../docs/rate-limits.md', import.meta.url));
export const TABLE_START = '<!-- rate-limit-table: generated from apps/api/src/limits/rateLimitTable.ts -->';
export const TABLE_END = '<!-- /rate-limit-table -->';

function window(seconds: number): string {
  if (seconds % 3600 === 0) return seconds === 3600 ? 'hour' : `${seconds / 3600} hours`;
  if (seconds % 60 === 0) return seconds === 60 ? 'minute' : `${seconds / 60} minutes`;
  return `${seconds} s`;
}

function budget(value: Budget | undefined, counts: string): string {
  return value ? `${value.points} ${counts} per ${window(value.windowSeconds)}` : '—';
}

/** A Markdown table with padded columns, as the formatter (biome) writes them. */
function markdownTable(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const [header = [], ...body] = rows;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)];
}

export function renderRateLimitTable(table: RateLimitTable): string {
  const rows = Object.entries(table).map(([name, limit]) => [
    `\`${name}\``,
    limit.operation,
    budget(limit.perAddress, limit.counts),
    budget(limit.perVisitor, limit.counts),
  ]);
  return [
    TABLE_START,
    ...markdownTable([['Limit', 'Operation', 'Per client address', 'Per visitor'], ...rows]),
    TABLE_END,
  ].join('\n');
}

/** The doc with its table section replaced by the current table. */
export function withCurrentTable(doc: string, table: RateLimitTable): string {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`${RATE_LIMITS_DOC} lacks the table markers`);
  return doc.slice(0, start) + renderRateLimitTable(table) + doc.slice(end + TABLE_END.length);
}
