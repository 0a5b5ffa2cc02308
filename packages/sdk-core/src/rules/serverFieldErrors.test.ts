// Spec shopping §5: "Server field errors are lists of field name (optionally dotted or with form
// name) and message; they map to per-field messages plus a general message."
import { describe, expect, it } from 'vitest';
import type { AuthResultFieldsFragment } from '../graphql/generated';
import { mapServerFieldErrors } from './serverFieldErrors';

const fields = ['email', 'password', 'postcode'] as const;

describe('mapServerFieldErrors (spec shopping §3 Auth result, §5)', () => {
  it('puts each message under its field and keeps the general message', () => {
    expect(
      mapServerFieldErrors({
        fields,
        fieldErrors: [
          { field: 'email', message: 'vue.form.error.email.notUnique' },
          { field: 'password', message: 'vue.form.error.password.invalidLength' },
        ],
        generalErrorMessage: 'Bitte prüfen Sie Ihre Eingaben.',
      }),
    ).toEqual({
      fields: {
        email: 'vue.form.error.email.notUnique',
        password: 'vue.form.error.password.invalidLength',
      },
      general: 'Bitte prüfen Sie Ihre Eingaben.',
    });
  });

  it('reads a dotted field name by its last segment', () => {
    const mapped = mapServerFieldErrors({
      fields,
      fieldErrors: [
        { field: 'billingAddress.postcode', message: 'vue.form.error.postcode' },
        { field: 'registerForm.email', message: 'vue.form.error.email.incorrect' },
      ],
    });
    expect(mapped.fields).toEqual({
      postcode: 'vue.form.error.postcode',
      email: 'vue.form.error.email.incorrect',
    });
  });

  it("leaves out errors of another named form, keeps this form's and unnamed ones", () => {
    const mapped = mapServerFieldErrors({
      fields,
      formName: 'personalData',
      fieldErrors: [
        { field: 'postcode', message: 'of the address form', form: 'billingAddress' },
        { field: 'email', message: 'of this form', form: 'personalData' },
        { field: 'password', message: 'unnamed' },
      ],
    });
    expect(mapped.fields).toEqual({ email: 'of this form', password: 'unnamed' });
    expect(mapped.general).toBeNull();
  });

  it('keeps the first message when the server reports a field twice', () => {
    const mapped = mapServerFieldErrors({
      fields,
      fieldErrors: [
        { field: 'email', message: 'first' },
        { field: 'email', message: 'second' },
      ],
    });
    expect(mapped.fields).toEqual({ email: 'first' });
  });

  it('shows a message for a field the form lacks as the general message when there is none', () => {
    expect(
      mapServerFieldErrors({ fields, fieldErrors: [{ field: 'customerNumber', message: 'unknown number' }] }),
    ).toEqual({ fields: {}, general: 'unknown number' });
    expect(
      mapServerFieldErrors({
        fields,
        fieldErrors: [{ field: 'customerNumber', message: 'unknown number' }],
        generalErrorMessage: 'Login failed',
      }).general,
    ).toBe('Login failed');
  });

  it("takes the API's fieldErrors as they come (schema FieldError)", () => {
    const fromApi: AuthResultFieldsFragment['fieldErrors'] = [
      { __typename: 'FieldError', field: 'email', message: 'taken', form: 'register' },
    ];
    expect(mapServerFieldErrors({ fields, formName: 'register', fieldErrors: fromApi }).fields).toEqual({
      email: 'taken',
    });
  });

  it('has nothing to show for an answer without errors', () => {
    expect(mapServerFieldErrors({ fields, fieldErrors: null, generalErrorMessage: ' ' })).toEqual({
      fields: {},
      general: null,
    });
  });
});
