// Shopping §5 (helper checks, "other bounds ... for registration fields: not shown" – decided here) and
// §3 "Industry and job-title lists" (a B2B registration chooses one entry of each).
import { describe, expect, it } from 'vitest';
import {
  EMPLOYEES_CHECKS,
  EMPLOYEES_MAX_DIGITS,
  isVatId,
  LIST_CODE_CHECKS,
  SALUTATION_CHECKS,
  SCHOOL_OR_COMPANY_CHECKS,
  VAT_ID_CHECKS,
  VAT_ID_MAX_LENGTH,
} from './accountForms';
import { ADDRESS_LINE_MAX_LENGTH, SALUTATIONS } from './addressForm';
import { firstFailure } from './validation';

describe('B2B registration field checks (shopping §3, §5)', () => {
  it('requires the school or company and bounds it like an address line', () => {
    expect(firstFailure(' ', SCHOOL_OR_COMPANY_CHECKS)).toBe('vue.form.error.requiredField');
    expect(firstFailure('x'.repeat(ADDRESS_LINE_MAX_LENGTH + 1), SCHOOL_OR_COMPANY_CHECKS)).toBe(
      'vue.form.error.maxLength',
    );
    expect(firstFailure('Grundschule am Park', SCHOOL_OR_COMPANY_CHECKS)).toBeNull();
  });

  it('takes German, Austrian and Swiss VAT ids, an empty one, and nothing else', () => {
    for (const valid of ['DE123456789', 'ATU12345678', 'CHE-123.456.789 MWST', '']) {
      expect(firstFailure(valid, VAT_ID_CHECKS)).toBeNull();
    }
    expect(isVatId('12345')).toBe(false);
    expect(firstFailure('DE 123 <script>', VAT_ID_CHECKS)).toBe('vue.form.error.vatId');
    expect(firstFailure(`DE${'1'.repeat(VAT_ID_MAX_LENGTH)}`, VAT_ID_CHECKS)).toBe(
      'vue.form.error.maxLength',
    );
  });

  it('requires a list code and takes the number of employees as digits only', () => {
    expect(firstFailure('', LIST_CODE_CHECKS)).toBe('vue.form.error.requiredField');
    expect(firstFailure('', EMPLOYEES_CHECKS)).toBeNull();
    expect(firstFailure('25', EMPLOYEES_CHECKS)).toBeNull();
    expect(firstFailure('-3', EMPLOYEES_CHECKS)).toBe('vue.form.error.digitsOnly');
    expect(firstFailure('9'.repeat(EMPLOYEES_MAX_DIGITS + 1), EMPLOYEES_CHECKS)).toBe(
      'vue.form.error.maxLength',
    );
  });
});

describe("account salutation (shopping §3 customer fields: the address forms' salutations)", () => {
  it("is optional and takes only the address forms' keys, not words of a language", () => {
    for (const valid of [...SALUTATIONS, '']) expect(firstFailure(valid, SALUTATION_CHECKS)).toBeNull();
    for (const word of ['Frau', 'Herr', 'Dr.', 'MS']) {
      expect(firstFailure(word, SALUTATION_CHECKS)).toBe('vue.form.error.listEntry');
    }
  });
});
