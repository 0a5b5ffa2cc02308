// Wish list comment links (spec shopping §5 "comment links"; issue 19 "comment text is stored and shown as plain
// text (script, image and javascript: payloads never run)").
import { describe, expect, it } from 'vitest';
import { commentSegments } from './wishlistComment';

const SHOP = ['https://ranzen.de', 'https://educational.ranzen.de'];

describe('commentSegments (shopping §5 comment links)', () => {
  it("links addresses on the shop's own hosts, keeping the sentence's full stop as text", () => {
    expect(commentSegments('Bitte diese: https://ranzen.de/prod/100001/?varid=2.', SHOP)).toEqual([
      { kind: 'text', text: 'Bitte diese: ' },
      {
        kind: 'link',
        text: 'https://ranzen.de/prod/100001/?varid=2',
        href: 'https://ranzen.de/prod/100001/?varid=2',
      },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps every other address as text', () => {
    for (const comment of [
      'https://evil.example/ranzen.de',
      'https://ranzen.de.evil.example/',
      'https://user:pw@ranzen.de/',
      'javascript:alert(1)',
      'ftp://ranzen.de/file',
    ]) {
      expect(commentSegments(comment, SHOP)).toEqual([{ kind: 'text', text: comment }]);
    }
  });

  it('leaves markup as plain text, never as elements', () => {
    const payload =
      '<script>alert(1)</script><img src=x onerror=alert(1)> <a href="javascript:alert(1)">x</a>';
    expect(commentSegments(payload, SHOP)).toEqual([{ kind: 'text', text: payload }]);
  });

  it('answers nothing for an empty comment', () => {
    expect(commentSegments('', SHOP)).toEqual([]);
  });
});
