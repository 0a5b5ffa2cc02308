import { describe, expect, it } from 'vitest';
import { suggestionLabelParts } from './suggestionLabel';

describe('suggestionLabelParts (spec storefront §3.11: the label is HTML)', () => {
  it('marks the typed part in <b> as strong', () => {
    expect(suggestionLabelParts('<b>bunt</b>stifte')).toEqual([
      { text: 'bunt', strong: true },
      { text: 'stifte', strong: false },
    ]);
  });

  it('unescapes entities and never yields markup other than the strong parts', () => {
    expect(suggestionLabelParts('Stifte &amp; <b>Farb</b>en &lt;script&gt;')).toEqual([
      { text: 'Stifte & ', strong: false },
      { text: 'Farb', strong: true },
      { text: 'en <script>', strong: false },
    ]);
    expect(suggestionLabelParts('<img src=x onerror=alert(1)>Heft')).toEqual([
      { text: 'Heft', strong: false },
    ]);
  });
});
