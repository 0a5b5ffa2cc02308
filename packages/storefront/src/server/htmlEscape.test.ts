import { describe, expect, it } from 'vitest';
import { escapeHtml, serializeForScript } from './htmlEscape';

describe('inline state and head escaping', () => {
  it('cannot close the state script early', () => {
    const json = serializeForScript({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('escapes text for the head', () => {
    expect(escapeHtml('Stifte & "Hefte" <neu>')).toBe('Stifte &amp; &quot;Hefte&quot; &lt;neu&gt;');
  });
});
