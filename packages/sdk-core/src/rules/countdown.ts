// Lightning deal countdown (spec shopping §4 "Lightning deals", §9 "Lightning countdown tick 1 s;
// days-only threshold 3 days"): more than 3 days shows days only; up to 3 days H:MM:SS with hours
// counted across days; under an hour MM:SS with a minutes label; under a second 00:00 (over).

export const COUNTDOWN_TICK_MS = 1000;
const DAYS_ONLY_THRESHOLD_MS = 259_200_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export type CountdownDisplay =
  | { readonly kind: 'days'; readonly days: number }
  | { readonly kind: 'hours'; readonly text: string }
  | { readonly kind: 'minutes'; readonly text: string }
  | { readonly kind: 'over'; readonly text: '00:00' };

const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * Remaining time until `untilMs`, formatted by the spec's bands.
 *
 * @example
 * ```ts
 * countdownDisplay(endMs, endMs - 90 * 60_000); // { kind: 'hours', text: '1:30:00' }
 * ```
 */
export function countdownDisplay(untilMs: number, nowMs: number): CountdownDisplay {
  const remaining = untilMs - nowMs;
  if (remaining < COUNTDOWN_TICK_MS) return { kind: 'over', text: '00:00' };
  if (remaining > DAYS_ONLY_THRESHOLD_MS) return { kind: 'days', days: Math.floor(remaining / DAY_MS) };
  const totalSeconds = Math.floor(remaining / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (remaining >= HOUR_MS) return { kind: 'hours', text: `${hours}:${pad(minutes)}:${pad(seconds)}` };
  return { kind: 'minutes', text: `${pad(minutes)}:${pad(seconds)}` };
}

/**
 * The countdown is over at zero or less; lightning data is then refetched.
 *
 * @example
 * ```ts
 * isCountdownOver(10, 10); // true
 * isCountdownOver(11, 10); // false
 * ```
 */
export function isCountdownOver(untilMs: number, nowMs: number): boolean {
  return untilMs - nowMs <= 0;
}
