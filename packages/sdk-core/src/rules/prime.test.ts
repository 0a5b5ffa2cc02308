import { describe, expect, it } from 'vitest';
import { routePath } from '../routes/routeTable';
import { STORES } from '../store/storeConfig';
import {
  isPrimeRegistrationOpen,
  PRIME_REGISTRATION_PARAMETER,
  primeCheckoutGuard,
  primeCheckoutRefusal,
  primeMarker,
  primePeriodEnd,
  primeStatusOf,
} from './prime';

const day = (iso: string) => new Date(`${iso}T10:00:00Z`);

describe('primeStatusOf (shopping §3 "Customer info" primeInfo, §4 "Prime")', () => {
  const period = { startAt: day('2026-01-10'), endAt: day('2027-01-10') };

  it('is ACTIVE while the period runs, from its start up to (not at) its end', () => {
    expect(primeStatusOf(period, false, day('2026-01-10'))).toBe('ACTIVE');
    expect(primeStatusOf(period, false, day('2026-12-31'))).toBe('ACTIVE');
    expect(primeStatusOf(period, false, day('2027-01-10'))).toBe('NONE');
    expect(primeStatusOf(period, false, day('2026-01-09'))).toBe('NONE');
  });

  it('is WAITING_LIST for an address on the waiting list without a running membership', () => {
    expect(primeStatusOf(null, true, day('2026-06-01'))).toBe('WAITING_LIST');
    expect(primeStatusOf(period, true, day('2026-06-01'))).toBe('ACTIVE');
    expect(primeStatusOf(null, false, day('2026-06-01'))).toBe('NONE');
  });
});

describe('primePeriodEnd', () => {
  it('adds calendar months; a day the month lacks becomes its last day', () => {
    expect(primePeriodEnd(day('2026-03-15'), 12)).toEqual(day('2027-03-15'));
    expect(primePeriodEnd(day('2028-02-29'), 12)).toEqual(day('2029-02-28'));
    expect(primePeriodEnd(day('2026-01-31'), 1)).toEqual(day('2026-02-28'));
  });
});

describe('primeMarker (shopping §6 "prime member (status not NONE, shown with a marker)")', () => {
  it('marks every status but NONE', () => {
    expect(primeMarker('NONE')).toBeNull();
    expect(primeMarker('ACTIVE')).toBe('vue.prime.marker.ACTIVE');
    expect(primeMarker('WAITING_LIST')).toBe('vue.prime.marker.WAITING_LIST');
    expect(primeMarker('CANCELLED')).toBe('vue.prime.marker.CANCELLED');
  });
});

describe('isPrimeRegistrationOpen (shopping §9 feature flag "prime registration")', () => {
  it("is open only with the flag's exact 'true'; a missing flag is closed", () => {
    const row = (value: string | null) => [{ ...PRIME_REGISTRATION_PARAMETER, value }];
    expect(isPrimeRegistrationOpen(row('true'))).toBe(true);
    expect(isPrimeRegistrationOpen(row('false'))).toBe(false);
    expect(isPrimeRegistrationOpen(row('TRUE'))).toBe(false);
    expect(isPrimeRegistrationOpen([])).toBe(false);
  });
});

describe('the prime checkout guard (shopping §2 "Prime checkout ... /prime/?fromPrimeCheckout=true")', () => {
  const open = { store: STORES.de, loggedIn: true, status: 'NONE', registrationOpen: true } as const;
  const url = new URL('http://localhost/prime/checkout/?cancelPayment=PAYPAL');
  const offer = routePath('prime', { fromPrimeCheckout: 'true' });

  it('lets a logged-in non-member in while registration is open', () => {
    expect(primeCheckoutRefusal(open)).toBeNull();
    expect(primeCheckoutGuard(null, url)).toEqual({ allow: true });
  });

  it('sends a visitor without a login to log in and back to the checkout', () => {
    const refusal = primeCheckoutRefusal({ ...open, loggedIn: false });
    expect(refusal).toBe('LOGIN_REQUIRED');
    expect(primeCheckoutGuard(refusal, url)).toEqual({
      allow: false,
      location: routePath('login', { redirect: '/prime/checkout/?cancelPayment=PAYPAL' }),
    });
  });

  it('sends a member and anyone while registration is closed to the offer with the flag', () => {
    for (const facts of [
      { ...open, status: 'ACTIVE' as const },
      { ...open, registrationOpen: false },
    ]) {
      const refusal = primeCheckoutRefusal(facts);
      expect(refusal).not.toBeNull();
      expect(primeCheckoutGuard(refusal, url)).toEqual({ allow: false, location: offer });
    }
    expect(offer).toBe('/prime/?fromPrimeCheckout=true');
  });

  it('has no prime in B2B, before anything else', () => {
    expect(primeCheckoutRefusal({ ...open, store: STORES['b2b-de'], loggedIn: false })).toBe('NO_PRIME');
  });
});
