// spec shopping §4 "Lightning deals" display bands, §9 "days-only threshold 3 days (259200000 ms)".
import { describe, expect, it } from 'vitest';
import { countdownDisplay, isCountdownOver } from './countdown';

const HOUR_MS = 3_600_000;
/** §9: the days-only threshold, 3 days. */
const DAYS_ONLY_THRESHOLD_MS = 259_200_000;

const at = (remaining: number) => countdownDisplay(1_000_000_000 + remaining, 1_000_000_000);

describe('countdownDisplay (shopping §4, §9)', () => {
  it('shows days only above 3 days', () => {
    expect(at(DAYS_ONLY_THRESHOLD_MS + 1000)).toEqual({ kind: 'days', days: 3 });
    expect(at(5 * 86_400_000 + 5000)).toEqual({ kind: 'days', days: 5 });
  });

  it('shows H:MM:SS with hours counted across days up to exactly 3 days', () => {
    expect(at(DAYS_ONLY_THRESHOLD_MS)).toEqual({ kind: 'hours', text: '72:00:00' });
    expect(at(26 * HOUR_MS + 61_000)).toEqual({ kind: 'hours', text: '26:01:01' });
    expect(at(HOUR_MS)).toEqual({ kind: 'hours', text: '1:00:00' });
  });

  it('shows MM:SS with the minutes label under an hour', () => {
    expect(at(HOUR_MS - 1000)).toEqual({ kind: 'minutes', text: '59:59' });
    expect(at(65_000)).toEqual({ kind: 'minutes', text: '01:05' });
    expect(at(1000)).toEqual({ kind: 'minutes', text: '00:01' });
  });

  it('shows 00:00 under a second and counts zero or less as over', () => {
    expect(at(999)).toEqual({ kind: 'over', text: '00:00' });
    expect(at(-5000)).toEqual({ kind: 'over', text: '00:00' });
    expect(isCountdownOver(10, 10)).toBe(true);
    expect(isCountdownOver(11, 10)).toBe(false);
  });
});
