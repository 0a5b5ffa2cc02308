// Issue 17's Storybook for designers: every component @ranzen/ui exports has a docs page, as the
// `component` of a stories file or among its `subcomponents` (Storybook's autodocs shows their props), so
// a new component cannot be published without one.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as ui from './index';

/**
 * Components that render no view of their own, each documented where its view is: the card provider's
 * auto-posting form (the checkout summary's Redirecting story; its own story would post the visitor's card
 * form to the provider on mount and leave Storybook), and the CMS context (a decorator of every CMS story).
 */
const WITHOUT_OWN_PAGE = ['CardPaymentPost', 'CmsContextProvider'];

/** Names a stories file documents: its `component` and its `subcomponents`. */
function documentedBy(source: string): string[] {
  const component = [...source.matchAll(/^\s*component: (\w+),$/gm)].map((match) => match[1] ?? '');
  const subcomponents = [...source.matchAll(/^\s*subcomponents: \{([^}]*)\},$/gm)].flatMap((match) =>
    (match[1] ?? '').split(',').map((name) => name.trim()),
  );
  return [...component, ...subcomponents];
}

describe('@ranzen/ui stories', () => {
  it('give every exported component a docs page', () => {
    const folder = import.meta.dirname;
    const documented = new Set(
      readdirSync(folder)
        .filter((file) => file.endsWith('.stories.tsx'))
        .flatMap((file) => documentedBy(readFileSync(join(folder, file), 'utf8'))),
    );
    const components = Object.entries(ui)
      .filter(([name, value]) => /^[A-Z][a-z]/.test(name) && typeof value === 'function')
      .map(([name]) => name);
    expect(components.filter((name) => !documented.has(name)).sort()).toEqual(WITHOUT_OWN_PAGE);
  });
});
