// The session storage every browser-side rule reads (a tooltip flag, viewed products, GA4 attribution):
// where the browser refuses it, reading it throws; the shop gets null and carries on.
import { describe, expect, it } from 'vitest';
import { sessionStorageOf } from './browserStorage';

describe('sessionStorageOf', () => {
  it("answers the window's session storage", () => {
    const storage = { getItem: () => null } as unknown as Storage;
    expect(sessionStorageOf({ sessionStorage: storage })).toBe(storage);
  });

  it('answers null where reading the storage throws (storage disabled, a sandboxed frame)', () => {
    const refusing = {
      get sessionStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    expect(sessionStorageOf(refusing)).toBeNull();
  });
});
