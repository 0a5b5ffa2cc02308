// spec storefront §5 "Star rating maps like this": below 1.4 one full star; half steps at 1.4, 2.4, 3.4,
// 4.4; full steps at 1.9, 2.9, 3.9, 4.9.
import { describe, expect, it } from 'vitest';
import { starDisplay } from './stars';

describe('starDisplay (storefront §5)', () => {
  it.each([
    [0, 1, false],
    [1.3, 1, false],
    [1.4, 1, true],
    [1.8, 1, true],
    [1.9, 2, false],
    [2.3, 2, false],
    [2.4, 2, true],
    [2.9, 3, false],
    [3.4, 3, true],
    [3.9, 4, false],
    [4.4, 4, true],
    [4.8, 4, true],
    [4.9, 5, false],
    [5, 5, false],
  ])('%s gives %s full stars, half %s', (rating, full, half) => {
    const display = starDisplay(rating);
    expect(display).toMatchObject({ full, half });
    expect(display.full + (display.half ? 1 : 0) + display.empty).toBe(5);
  });
});
