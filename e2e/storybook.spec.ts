// DESIGN §5: Storybook builds, and its stories render without errors in Chromium, in both themes.
// One test per story, read from the built index, so a failure names its story and each story has its
// own time limit however many stories the library grows.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { E2E_PORTS } from './ports';

const base = `http://127.0.0.1:${E2E_PORTS.storybook}`;

interface StoryIndex {
  entries: Record<string, { id: string; type: 'story' | 'docs' }>;
}

const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as StoryIndex;
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

test('the Storybook build lists the stories of the library', () => {
  expect(stories.length).toBeGreaterThan(5);
});

for (const story of stories) {
  test(`story ${story.id} renders in both themes`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const theme of ['consumer', 'b2b']) {
      await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`);
      // Storybook marks the body once the story rendered (sb-show-main) or failed (sb-show-errordisplay);
      // some stories, such as the CMS fallback without content, rightly render nothing.
      await expect(page.locator('body')).toHaveClass(/sb-show-main/);
    }
    expect(errors).toEqual([]);
  });
}
