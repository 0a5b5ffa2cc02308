// Preview mode (spec storefront §6 "Preview mode lets staff pick customer segments and A/B scenarios.
// A preview query parameter ishop-preview-json is passed through to the API", §7 "preview data").
// CMS cells may target a customer segment or one variant of an A/B test (cms_cells.segment,
// ab_test_id, ab_variant). Without a preview a visitor is in no segment and sees each test's
// default variant; a preview names the segments and the variant per test to show instead.
// Format (docs/preview.md): {"segments":["kita"],"scenarios":{"advice-teaser":"B"}}.
import { and, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cmsCells } from '../db/schema';
import type { PreviewData } from '../generated/resolvers';
import { badInput } from '../shop/validation';

/** The variant every visitor outside a preview sees. */
export const DEFAULT_AB_VARIANT = 'A';
export const MAX_PREVIEW_LENGTH = 2000;
const MAX_ENTRIES = 20;
const MAX_NAME_LENGTH = 50;

export interface Preview {
  readonly segments: readonly string[];
  /** A/B test id -> variant. */
  readonly scenarios: Readonly<Record<string, string>>;
}

export const NO_PREVIEW: Preview = { segments: [], scenarios: {} };

function isName(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_NAME_LENGTH;
}

function invalid(): never {
  throw badInput(
    'Invalid preview: expected {"segments":[...],"scenarios":{"<test id>":"<variant>"}}.',
    'preview',
  );
}

/** Parses ishop-preview-json; null or empty means no preview, anything malformed is bad input. */
export function parsePreview(raw: string | null | undefined): Preview {
  if (raw === null || raw === undefined || raw.trim() === '') return NO_PREVIEW;
  if (raw.length > MAX_PREVIEW_LENGTH) return invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return invalid();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return invalid();
  const { segments = [], scenarios = {}, ...rest } = parsed as { segments?: unknown; scenarios?: unknown };
  if (Object.keys(rest).length > 0) return invalid();
  if (!Array.isArray(segments) || segments.length > MAX_ENTRIES || !segments.every(isName)) return invalid();
  if (typeof scenarios !== 'object' || scenarios === null || Array.isArray(scenarios)) return invalid();
  const entries = Object.entries(scenarios);
  if (entries.length > MAX_ENTRIES || !entries.every(([test, variant]) => isName(test) && isName(variant))) {
    return invalid();
  }
  return { segments, scenarios: Object.fromEntries(entries) as Record<string, string> };
}

export interface TargetedCell {
  readonly segment: string | null;
  readonly abTestId: string | null;
  readonly abVariant: string | null;
}

/** Whether a cell is shown under a preview (NO_PREVIEW: what every visitor sees). */
export function isCellShown(cell: TargetedCell, preview: Preview): boolean {
  if (cell.segment !== null && !preview.segments.includes(cell.segment)) return false;
  if (cell.abTestId === null) return true;
  const variant = Object.hasOwn(preview.scenarios, cell.abTestId)
    ? preview.scenarios[cell.abTestId]
    : DEFAULT_AB_VARIANT;
  return cell.abVariant === variant;
}

/** Spec §7 "preview data": the segments and A/B scenarios the CMS content targets. */
export async function previewData(db: Db): Promise<PreviewData> {
  const segmentRows = await db
    .selectDistinct({ segment: cmsCells.segment })
    .from(cmsCells)
    .where(isNotNull(cmsCells.segment));
  const scenarioRows = await db
    .selectDistinct({ testId: cmsCells.abTestId, variant: cmsCells.abVariant })
    .from(cmsCells)
    .where(and(isNotNull(cmsCells.abTestId), isNotNull(cmsCells.abVariant)));
  return {
    segments: segmentRows.flatMap((row) => (row.segment ? [row.segment] : [])).sort(),
    scenarios: scenarioRows
      .flatMap((row) => (row.testId && row.variant ? [{ testId: row.testId, variant: row.variant }] : []))
      .sort((a, b) => a.testId.localeCompare(b.testId) || a.variant.localeCompare(b.variant)),
  };
}
