import axe from 'axe-core';
import { expect } from 'vitest';

/** A test that runs axe over a large component (first in its file, with cold imports) on a busy machine. */
export const AXE_TIMEOUT_MS = 20_000;

/**
 * Runs axe-core on a rendered component and fails with a readable list of violations.
 * `region` is off because a component rendered alone is not inside a page's landmarks;
 * `color-contrast` is off because it needs layout and canvas, which jsdom lacks; contrast is
 * checked by axe in Chromium against the built stories and pages (e2e).
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    rules: { region: { enabled: false }, 'color-contrast': { enabled: false } },
  });
  const messages = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n${violation.nodes.map((node) => `  ${node.html}`).join('\n')}`,
  );
  expect(messages, messages.join('\n\n')).toEqual([]);
}
