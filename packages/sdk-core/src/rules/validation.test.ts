import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_NUMBER_MAX_LENGTH,
  containsDigit,
  customerNumberChecks,
  EMAIL_MAX_LENGTH,
  emailCheck,
  firstFailure,
  isAlphanumericDashPlus,
  isDigitsOnly,
  isEmail,
  isNameLike,
  isPhoneNumber,
  isUnicodeAlphanumericWithSpaces,
  isWithinMaxLength,
  maxLengthCheck,
  NEW_PASSWORD_CHECKS,
  optional,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordLength,
  passwordRepeatCheck,
  patternCheck,
  required,
  startsWithLetter,
  validateFields,
  validateForm,
} from './validation';

/** An address of exactly `length` characters. */
const emailOfLength = (length: number) => `${'a'.repeat(length - '@example.de'.length)}@example.de`;

describe('required (spec storefront §5: non-empty, vue.form.error.requiredField)', () => {
  it.each(['', '   ', '\t'])('rejects %j', (value) => {
    expect(required(value)).toBe('vue.form.error.requiredField');
  });
  it('accepts any text', () => {
    expect(required('a')).toBeNull();
  });
});

describe('e-mail (spec storefront §5: pattern, TLD of 2+ letters, umlauts, max 80)', () => {
  const check = emailCheck();

  it.each([
    'anna@example.de',
    'anna.lena+news@schule.example.com',
    'jürgen@müller.de',
    'ß@straße.at',
    'a@b.ch',
  ])('accepts %s', (value) => {
    expect(check(value)).toBeNull();
  });

  it.each([
    'anna',
    'anna@',
    '@example.de',
    'anna@example',
    'anna@example.d',
    'anna@example.d3',
    'anna@@example.de',
    'anna example@x.de',
    'anna@.de',
    'anna..lena@example.de',
    '',
  ])('rejects %j with vue.form.error.email.incorrect', (value) => {
    expect(check(value)).toBe('vue.form.error.email.incorrect');
  });

  it('allows 80 characters and rejects 81', () => {
    expect(EMAIL_MAX_LENGTH).toBe(80);
    expect(emailOfLength(80)).toHaveLength(80);
    expect(isEmail(emailOfLength(80))).toBe(true);
    expect(check(emailOfLength(80))).toBeNull();
    expect(check(emailOfLength(81))).toBe('vue.form.error.email.incorrect');
  });

  it('checks an optional e-mail only when non-empty', () => {
    const optionalCheck = emailCheck({ optional: true });
    expect(optionalCheck('')).toBeNull();
    expect(optionalCheck('  ')).toBeNull();
    expect(optionalCheck('anna')).toBe('vue.form.error.email.incorrect');
  });

  it('reports a non-unique address with vue.form.error.email.notUnique', () => {
    expect(emailCheck({ notUnique: true })('anna@example.de')).toBe('vue.form.error.email.notUnique');
    // a malformed address is reported as malformed first
    expect(emailCheck({ notUnique: true })('anna')).toBe('vue.form.error.email.incorrect');
  });
});

describe('password length (spec storefront §5: min 3, empty passes, max 35)', () => {
  it.each([
    [0, null],
    [1, 'vue.form.error.password.invalidLength'],
    [2, 'vue.form.error.password.invalidLength'],
    [3, null],
    [35, null],
    [36, 'vue.form.error.password.invalidLength'],
  ] as const)('%i characters -> %s', (length, expected) => {
    expect(passwordLength('x'.repeat(length))).toBe(expected);
  });

  it('uses the spec numbers', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([3, 35]);
  });

  it('requires a new password of 3 to 35 characters, and its repeat to equal it', () => {
    expect(firstFailure('', NEW_PASSWORD_CHECKS)).toBe('vue.form.error.requiredField');
    expect(firstFailure('ab', NEW_PASSWORD_CHECKS)).toBe('vue.form.error.password.invalidLength');
    expect(firstFailure('geheim', NEW_PASSWORD_CHECKS)).toBeNull();
    expect(passwordRepeatCheck('geheim')('geheim')).toBeNull();
    expect(passwordRepeatCheck('geheim')('Geheim')).toBe('vue.form.error.password.repeat');
  });
});

describe('B2B customer number (spec storefront §5: required, max 80)', () => {
  const run = (value: string) =>
    validateForm([{ name: 'customerNumber', value, checks: customerNumberChecks }]);

  it('is required', () => {
    expect(run('')).toEqual({
      valid: false,
      field: 'customerNumber',
      message: 'vue.form.error.requiredField',
    });
  });

  it('allows 80 characters and rejects 81', () => {
    expect(CUSTOMER_NUMBER_MAX_LENGTH).toBe(80);
    expect(run('1'.repeat(80))).toEqual({ valid: true });
    expect(run('1'.repeat(81))).toEqual({
      valid: false,
      field: 'customerNumber',
      message: 'vue.form.error.maxLength',
    });
  });
});

describe('helper checks (spec storefront §5 "Other helper checks")', () => {
  it.each([
    ['startsWithLetter', startsWithLetter, ['Anna', 'Ärger', 'a1'], ['1a', ' a', '-a', '']],
    ['containsDigit', containsDigit, ['a1', '9'], ['abc', '']],
    ['isDigitsOnly', isDigitsOnly, ['0', '0123'], ['12a', '1 2', '-1', '']],
    ['isAlphanumericDashPlus', isAlphanumericDashPlus, ['AB-12+3', 'abc'], ['a b', 'a_b', 'ä', '']],
    ['isPhoneNumber', isPhoneNumber, ['+49 30 123-456', '0301234'], ['030/123', '(030)', 'abc', '']],
    [
      'isUnicodeAlphanumericWithSpaces',
      isUnicodeAlphanumericWithSpaces,
      ['Grundschule 3', 'École Ñ 1', 'Школа 5'],
      ['a-b', 'a.b', 'a_b', ''],
    ],
    [
      'isNameLike',
      isNameLike,
      ['Anna-Lena', "O'Brien", 'Dr. Müller', 'José'],
      ['1Anna', '-Anna', 'Anna1', 'A@b', ''],
    ],
  ] as const)('%s', (_name, predicate, valid, invalid) => {
    for (const value of valid) expect(predicate(value), value).toBe(true);
    for (const value of invalid) expect(predicate(value), value).toBe(false);
  });

  it('isWithinMaxLength counts characters, boundary included', () => {
    expect(isWithinMaxLength('abc', 3)).toBe(true);
    expect(isWithinMaxLength('abcd', 3)).toBe(false);
    expect(maxLengthCheck(3)('abcd')).toBe('vue.form.error.maxLength');
  });

  it('patternCheck and optional compose a helper into a field check', () => {
    const phone = optional(patternCheck(isPhoneNumber, 'vue.form.error.requiredField'));
    expect(phone('')).toBeNull();
    expect(phone('+49 1')).toBeNull();
    expect(phone('abc')).toBe('vue.form.error.requiredField');
  });
});

describe('validateForm (spec storefront §5: runs all checks and stops at the first failure)', () => {
  it('is valid when every check passes', () => {
    expect(
      validateForm([
        { name: 'email', value: 'anna@example.de', checks: [required, emailCheck()] },
        { name: 'password', value: 'geheim', checks: [required, passwordLength] },
      ]),
    ).toEqual({ valid: true });
  });

  it('returns the first invalid field and its first failing check', () => {
    expect(
      validateForm([
        { name: 'email', value: '', checks: [required, emailCheck()] },
        { name: 'password', value: 'x', checks: [required, passwordLength] },
      ]),
    ).toEqual({ valid: false, field: 'email', message: 'vue.form.error.requiredField' });
    expect(
      validateForm([
        { name: 'email', value: 'anna@example.de', checks: [required, emailCheck()] },
        { name: 'password', value: 'x', checks: [required, passwordLength] },
      ]),
    ).toEqual({ valid: false, field: 'password', message: 'vue.form.error.password.invalidLength' });
  });

  it('does not run checks after the first failure', () => {
    let ran = false;
    const spy = () => {
      ran = true;
      return null;
    };
    validateForm([
      { name: 'a', value: '', checks: [required, spy] },
      { name: 'b', value: 'x', checks: [spy] },
    ]);
    expect(ran).toBe(false);
  });
});

describe('validateFields (spec shopping §5: every field runs, each stops at its first failure)', () => {
  it('is empty when every field passes', () => {
    expect(
      validateFields([
        { name: 'email', value: 'anna@example.de', checks: [required, emailCheck()] },
        { name: 'password', value: 'geheim', checks: [required, passwordLength] },
      ]),
    ).toEqual({});
  });

  it('reports every invalid field with its first failing message, in field order', () => {
    const errors = validateFields([
      { name: 'email', value: '', checks: [required, emailCheck()] },
      { name: 'name', value: 'Anna', checks: [required] },
      { name: 'password', value: 'x', checks: [required, passwordLength] },
    ]);
    expect(errors).toEqual({
      email: 'vue.form.error.requiredField',
      password: 'vue.form.error.password.invalidLength',
    });
    expect(Object.keys(errors)).toEqual(['email', 'password']);
  });

  it('runs no check of a field after its first failure, but still checks the next field', () => {
    const ran: string[] = [];
    const spy = (label: string) => () => {
      ran.push(label);
      return null;
    };
    validateFields([
      { name: 'a', value: '', checks: [required, spy('a-after-failure')] },
      { name: 'b', value: 'x', checks: [spy('b')] },
    ]);
    expect(ran).toEqual(['b']);
  });
});
