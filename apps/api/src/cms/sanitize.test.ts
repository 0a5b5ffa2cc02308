// CMS HTML is sanitised on the server (DESIGN §7).
import { describe, expect, it } from 'vitest';
import { sanitizeCmsHtml } from './sanitize';

describe('sanitizeCmsHtml', () => {
  it('keeps structure and links but drops scripts, handlers, frames and javascript: URLs', () => {
    const html = sanitizeCmsHtml(
      '<h2>Hallo</h2><p onclick="x()">Text <a href="javascript:alert(1)">böse</a> <a href="/inspiration/">gut</a></p>' +
        '<script>alert(1)</script><iframe src="https://evil.example/"></iframe><img src=x onerror="alert(1)">',
    );
    expect(html).toContain('<h2>Hallo</h2>');
    expect(html).toContain('<a href="/inspiration/">gut</a>');
    expect(html).not.toMatch(/script|onclick|onerror|iframe|javascript:/i);
    expect(sanitizeCmsHtml(null)).toBeNull();
  });
});
