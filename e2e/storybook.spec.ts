// DESIGN §5: Storybook builds, and its stories render without errors in Chromium.
import { expect, test } from '@playwright/test';
import { E2E_PORTS } from './ports';

const base = `http://127.0.0.1:${E2E_PORTS.storybook}`;

interface StoryIndex {
  entries: Record<string, { id: string; type: 'story' | 'docs' }>;
}

test('every story renders without errors in both themes', async ({ page, request }) => {
  test.setTimeout(180_000);
  const index = (await (await request.get(`${base}/index.json`)).json()) as StoryIndex;
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  expect(stories.length).toBeGreaterThan(5);

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const story of stories) {
    for (const theme of ['consumer', 'b2b']) {
      await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`);
      // Storybook marks the body once the story rendered (sb-show-main) or failed (sb-show-errordisplay);
      // some stories, such as the CMS fallback without content, rightly render nothing.
      await expect(page.locator('body'), story.id).toHaveClass(/sb-show-main/);
    }
  }
  expect(errors).toEqual([]);
});
