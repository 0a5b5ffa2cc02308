// WCAG 2.x contrast for editor colours (spec storefront §3.13 info bar bgcolor / textColor).
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColour, readableColours } from './contrast';

describe('parseHexColour', () => {
  it('reads #rgb and #rrggbb and rejects the rest', () => {
    expect(parseHexColour('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHexColour(' #1e63c4 ')).toEqual({ r: 30, g: 99, b: 196 });
    expect(parseHexColour('red')).toBeUndefined();
    expect(parseHexColour('#12345')).toBeUndefined();
    expect(parseHexColour('url(x)')).toBeUndefined();
    expect(parseHexColour(null)).toBeUndefined();
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    const white = { r: 255, g: 255, b: 255 };
    const black = { r: 0, g: 0, b: 0 };
    expect(contrastRatio(white, black)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBeCloseTo(1, 5);
    expect(contrastRatio(white, { r: 0x76, g: 0x76, b: 0x76 })).toBeCloseTo(4.54, 2);
  });
});

describe('readableColours', () => {
  it('keeps pairs with AA contrast (the seeded info bar)', () => {
    expect(readableColours('#1e63c4', '#ffffff')).toEqual({ background: '#1e63c4', text: '#ffffff' });
  });

  it('refuses low contrast and unparsable colours', () => {
    expect(readableColours('#ffff00', '#ffffff')).toBeUndefined();
    expect(readableColours('#777777', '#ffffff')).toBeUndefined();
    expect(readableColours('blue', '#ffffff')).toBeUndefined();
    expect(readableColours(undefined, '#000')).toBeUndefined();
  });
});
