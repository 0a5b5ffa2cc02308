// Preview mode through GraphQL (spec storefront §6: segments and A/B scenarios picked by staff, the
// ishop-preview-json value passed through to the API; §7 "preview data").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, query, startTestApi, type TestApi } from '../testing/testApi';
import { parsePreview } from './previewService';

let harness: TestApi;

beforeAll(async () => {
  harness = await startTestApi();
});

afterAll(async () => {
  await harness?.stop();
});

const PAGE = `query($url: String!, $preview: String) { pageDetails(url: $url, preview: $preview) {
  pageType rows { cells { html } } } }`;

async function headings(preview?: string): Promise<string[]> {
  const { pageDetails } = await query<{ pageDetails: { rows: { cells: { html: string | null }[] }[] } }>(
    harness,
    PAGE,
    { url: '/beratung/', preview },
  );
  return pageDetails.rows.flatMap((row) =>
    row.cells.flatMap((cell) =>
      [...(cell.html ?? '').matchAll(/<h[12]>([^<]+)</g)].map((match) => match[1] ?? ''),
    ),
  );
}

describe('pageDetails with a preview (spec storefront §6)', () => {
  it('shows every visitor the default variant and no segment content', async () => {
    expect(await headings()).toEqual(['Beratung', 'Ranzen-Check im Laden']);
  });

  it('shows the A/B scenario the preview picks', async () => {
    expect(await headings('{"scenarios":{"advice-teaser":"B"}}')).toEqual([
      'Beratung',
      'Ranzen-Check per Video',
    ]);
  });

  it('shows the content of the segments the preview picks', async () => {
    expect(await headings('{"segments":["kita"],"scenarios":{"advice-teaser":"B"}}')).toEqual([
      'Beratung',
      'Ranzen-Check per Video',
      'Für Kitas',
    ]);
  });

  it('refuses a malformed preview with a clear error', async () => {
    for (const preview of ['{nope', '[]', '{"segments":"kita"}', '{"scenarios":{"t":1}}', '{"other":1}']) {
      const result = await gql(harness, PAGE, { url: '/beratung/', preview });
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'preview' });
    }
  });
});

describe('previewData (spec storefront §7)', () => {
  it('lists the segments and A/B scenarios the CMS content targets', async () => {
    const { previewData } = await query<{
      previewData: { segments: string[]; scenarios: { testId: string; variant: string }[] };
    }>(harness, '{ previewData { segments scenarios { testId variant } } }');
    expect(previewData).toEqual({
      segments: ['kita'],
      scenarios: [
        { testId: 'advice-teaser', variant: 'A' },
        { testId: 'advice-teaser', variant: 'B' },
      ],
    });
  });
});

describe('parsePreview', () => {
  it('reads no preview from an absent or blank value', () => {
    expect(parsePreview(null)).toEqual({ segments: [], scenarios: {} });
    expect(parsePreview('  ')).toEqual({ segments: [], scenarios: {} });
  });

  it('refuses values that are too long or have too many entries', () => {
    expect(() => parsePreview(`{"segments":["${'x'.repeat(2100)}"]}`)).toThrow('Invalid preview');
    const many = JSON.stringify({ segments: Array.from({ length: 21 }, (_, index) => `s${index}`) });
    expect(() => parsePreview(many)).toThrow('Invalid preview');
  });
});
