// @vitest-environment jsdom
// The account pages as a visitor uses them (spec shopping §2 account routes, §3, §4 "Forgot password",
// §5 validation and contact save rules, §7 calls, §8 messages; storefront §5 form rules): fields found
// by their labels, what is sent, what the page answers, and no axe violations.
import { parseServerToasts, SERVER_TOAST_COOKIE, STORES, type StoreConfig } from '@ranzen/sdk-core';
import { answerByName, answeringLink, ShopTestProvider } from '@ranzen/sdk-react/testing';
import { ToastRegion } from '@ranzen/ui';
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageDataContext } from '../data/pageData';
import type { ContactDetailsLoaderData, LoadedPage } from '../data/routeLoaders';
import { documentNavigation } from './accountActions';
import { ContactDetailsPage } from './ContactDetailsPage';
import { CustomerNumberPage } from './CustomerNumberPage';
import { NewPasswordPage } from './NewPasswordPage';
import { PasswordPage } from './PasswordPage';
import { RegisterPage } from './RegisterPage';
import { RESET_TRIES_STORAGE_KEY, ResetPasswordPage } from './ResetPasswordPage';

const META = { title: 't', robots: 'noindex,follow' };

/** Each operation's answer (its data), by operation name. */
type Answers = Readonly<Record<string, Record<string, unknown>>>;

/** The same data for every call of an operation. */
function answerBy(answers: Answers) {
  return answerByName(Object.fromEntries(Object.entries(answers).map(([name, data]) => [name, () => data])));
}

function renderPage(
  page: ReactElement,
  data: LoadedPage,
  { store = STORES.de, answers = {} }: { readonly store?: StoreConfig; readonly answers?: Answers } = {},
) {
  const { link, operations } = answeringLink(answerBy(answers));
  const user = userEvent.setup();
  const view = render(
    <ShopTestProvider store={store} link={link}>
      <PageDataContext.Provider value={data}>{page}</PageDataContext.Provider>
      <ToastRegion />
    </ShopTestProvider>,
  );
  return { ...view, user, operations };
}

async function expectNoAxeViolations(container: Element): Promise<void> {
  // As packages/ui/src/test/axe.ts: no page landmarks around a lone page; contrast needs layout (e2e).
  const results = await axe.run(container, {
    rules: { region: { enabled: false }, 'color-contrast': { enabled: false } },
  });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
}

/** An auth result as the API and the storefront's endpoints answer (shopping §3). */
function authResult(fields: Partial<Record<string, unknown>> = {}) {
  return {
    __typename: 'AuthResult',
    successfull: true,
    errorMessage: null,
    generalErrorMessage: null,
    fieldErrors: [],
    updatedCartId: null,
    userId: null,
    firstName: null,
    lastName: null,
    cartMerged: false,
    token: null,
    customerNumber: null,
    ...fields,
  };
}

/** The server toast a page left for the next one (spec storefront §4 "Server toasts ... in a cookie"). */
function leftToasts() {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${SERVER_TOAST_COOKIE}=`));
  return parseServerToasts(entry?.slice(SERVER_TOAST_COOKIE.length + 1));
}

const posted: { path: string; form: URLSearchParams }[] = [];
let endpointAnswer: Record<string, unknown> = authResult();

beforeEach(() => {
  posted.length = 0;
  endpointAnswer = authResult();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      posted.push({ path, form: new URLSearchParams(String(init.body)) });
      return new Response(
        JSON.stringify({ ...endpointAnswer, cartId: null, serverError: false, isReset: false }),
        {
          status: 200,
          headers: { 'content-type': 'application/json' },
        },
      );
    }),
  );
  vi.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // biome-ignore lint/suspicious/noDocumentCookie: test teardown
  document.cookie = `${SERVER_TOAST_COOKIE}=; Max-Age=0; Path=/`;
  window.sessionStorage.clear();
});

const consumerRegister: LoadedPage = {
  route: 'register',
  data: { origin: 'page', form: 'consumer', industries: [], jobTitles: [], meta: META },
};

describe('RegisterPage (shopping §2 register, §5, §7 /api/register-action/)', () => {
  it('shows the page-registration message, or the checkout one for origin=/checkout/basket/', () => {
    renderPage(<RegisterPage />, consumerRegister);
    expect(screen.getByRole('heading', { level: 1, name: 'Kundenkonto anlegen' })).toBeVisible();
    expect(screen.getByText(/Mit einem Kundenkonto haben Sie Ihre Bestellungen/)).toBeVisible();
    cleanup();
    renderPage(<RegisterPage />, {
      ...consumerRegister,
      data: { ...consumerRegister.data, origin: 'checkout' },
    });
    expect(screen.getByText(/schließen Sie Ihre Bestellung danach direkt ab/)).toBeVisible();
  });

  it('marks every invalid field with its spec message and sends nothing', async () => {
    const { user } = renderPage(<RegisterPage />, consumerRegister);
    await user.type(screen.getByRole('combobox', { name: 'E-Mail-Adresse' }), 'anna@example');
    await user.type(screen.getByLabelText('Passwort'), 'ab');
    await user.type(screen.getByLabelText('Passwort wiederholen'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(screen.getByLabelText('Vorname')).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus.');
    expect(screen.getByRole('combobox', { name: 'E-Mail-Adresse' })).toHaveAccessibleDescription(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );
    expect(screen.getByLabelText('Passwort')).toHaveAccessibleDescription(
      'Das Passwort muss zwischen 3 und 35 Zeichen lang sein.',
    );
    expect(screen.getByLabelText('Passwort wiederholen')).toHaveAccessibleDescription(
      'Die Passwörter stimmen nicht überein.',
    );
    expect(screen.getByLabelText('Vorname')).toHaveFocus();
    expect(posted).toEqual([]);
  });

  it('posts the form, then opens the account logged in with the welcome message', async () => {
    const { user, container } = renderPage(<RegisterPage />, consumerRegister);
    await user.selectOptions(screen.getByLabelText('Anrede (optional)'), 'Frau');
    await user.type(screen.getByLabelText('Vorname'), 'Anna');
    await user.type(screen.getByLabelText('Nachname'), 'Muster');
    await user.type(screen.getByRole('combobox', { name: 'E-Mail-Adresse' }), 'anna@example.de');
    await user.type(screen.getByLabelText('Passwort'), 'geheim1');
    await user.type(screen.getByLabelText('Passwort wiederholen'), 'geheim1');
    await user.click(screen.getByLabelText('Angemeldet bleiben'));
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(posted).toHaveLength(1);
    expect(posted[0]?.path).toBe('/api/register-action/');
    expect(Object.fromEntries(posted[0]?.form ?? [])).toEqual({
      salutation: 'ms',
      firstName: 'Anna',
      lastName: 'Muster',
      email: 'anna@example.de',
      phone: '',
      password: 'geheim1',
      stayLogged: 'true',
    });
    expect(documentNavigation.assign).toHaveBeenCalledWith('/myaccount/');
    expect(leftToasts()).toMatchObject([
      { type: 'success', message: 'Willkommen! Ihr Kundenkonto ist angelegt.' },
    ]);
  });

  it("maps the server's field errors to their fields and shows its general message (§5, §8)", async () => {
    endpointAnswer = authResult({
      successfull: false,
      generalErrorMessage: 'vue.form.error.general',
      fieldErrors: [{ field: 'email', message: 'vue.form.error.email.notUnique', form: 'register' }],
    });
    const { user } = renderPage(<RegisterPage />, consumerRegister);
    await user.type(screen.getByLabelText('Vorname'), 'Anna');
    await user.type(screen.getByLabelText('Nachname'), 'Muster');
    await user.type(screen.getByRole('combobox', { name: 'E-Mail-Adresse' }), 'demo@ranzen.test');
    await user.type(screen.getByLabelText('Passwort'), 'geheim1');
    await user.type(screen.getByLabelText('Passwort wiederholen'), 'geheim1');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText('Bitte prüfen Sie Ihre Eingaben.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'E-Mail-Adresse' })).toHaveAccessibleDescription(
      'Diese E-Mail-Adresse ist bereits registriert.',
    );
    expect(documentNavigation.assign).not.toHaveBeenCalled();
  });

  it('B2B: asks for the institution with the industry and job-title lists from the API (§6)', async () => {
    const { user, container } = renderPage(
      <RegisterPage />,
      {
        route: 'register',
        data: {
          origin: 'page',
          form: 'b2b',
          industries: [{ __typename: 'ListEntry', entryCode: 'SCHOOL', entryText: 'Schule' }],
          jobTitles: [{ __typename: 'ListEntry', entryCode: 'TEACHER', entryText: 'Lehrkraft' }],
          meta: META,
        },
      },
      { store: STORES['b2b-de'] },
    );
    const industry = screen.getByLabelText('Branche');
    expect(within(industry).getByRole('option', { name: 'Schule' })).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Funktion')).getByRole('option', { name: 'Lehrkraft' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Angemeldet bleiben')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(screen.getByLabelText('Firma oder Schule')).toHaveFocus();
    expect(industry).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus.');
    await user.type(screen.getByLabelText('Firma oder Schule'), 'Grundschule Am Park');
    await user.selectOptions(industry, 'Schule');
    await user.selectOptions(screen.getByLabelText('Funktion'), 'Lehrkraft');
    await user.type(screen.getByLabelText('Vorname'), 'Bernd');
    await user.type(screen.getByLabelText('Nachname'), 'Lehrer');
    await user.type(screen.getByRole('combobox', { name: 'E-Mail-Adresse' }), 'bernd@schule.de');
    await user.type(screen.getByLabelText('Passwort'), 'geheim1');
    await user.type(screen.getByLabelText('Passwort wiederholen'), 'geheim1');
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(Object.fromEntries(posted[0]?.form ?? [])).toMatchObject({
      schoolOrCompany: 'Grundschule Am Park',
      primaryIndustryGroupCode: 'SCHOOL',
      jobTitleCode: 'TEACHER',
      vatRegistrationNo: '',
      numberOfEmployees: '',
      stayLogged: 'false',
    });
  });
});

describe('PasswordPage (shopping §2 password, §7 /api/change-password/)', () => {
  const page: LoadedPage = { route: 'password', data: { meta: META } };

  it('checks the repeat, posts old and new password and confirms the change', async () => {
    const { user, container } = renderPage(<PasswordPage />, page);
    expect(screen.getByRole('link', { name: 'Passwort ändern' })).toHaveAttribute('aria-current', 'page');
    await user.type(screen.getByLabelText('Aktuelles Passwort'), 'alt-geheim');
    await user.type(screen.getByLabelText('Neues Passwort'), 'neu-geheim');
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'neu-geheimX');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByLabelText('Neues Passwort wiederholen')).toHaveAccessibleDescription(
      'Die Passwörter stimmen nicht überein.',
    );
    expect(posted).toEqual([]);
    await user.clear(screen.getByLabelText('Neues Passwort wiederholen'));
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'neu-geheim');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(posted[0]?.path).toBe('/api/change-password/');
    expect(Object.fromEntries(posted[0]?.form ?? [])).toEqual({
      oldPassword: 'alt-geheim',
      newPassword: 'neu-geheim',
    });
    expect(await screen.findByText('Ihr Passwort wurde geändert.')).toBeVisible();
    expect(screen.getByLabelText('Aktuelles Passwort')).toHaveValue('');
    await expectNoAxeViolations(container);
  });

  it('marks a wrong current password', async () => {
    endpointAnswer = authResult({
      successfull: false,
      fieldErrors: [{ field: 'oldPassword', message: 'vue.form.error.password.wrong', form: null }],
    });
    const { user } = renderPage(<PasswordPage />, page);
    await user.type(screen.getByLabelText('Aktuelles Passwort'), 'falsch');
    await user.type(screen.getByLabelText('Neues Passwort'), 'neu-geheim');
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'neu-geheim');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Das aktuelle Passwort ist falsch.')).toBeVisible();
    expect(screen.getByLabelText('Aktuelles Passwort')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('ResetPasswordPage (shopping §4 "Forgot password", DESIGN §7)', () => {
  const page: LoadedPage = { route: 'resetPassword', data: { meta: META } };
  const forgotPassword = {
    forgotPassword: {
      __typename: 'ForgotPasswordResult',
      successfull: true,
      emailToken: null,
      passwordOpsError: null,
      triesCount: 1,
      fieldErrors: [],
    },
  };

  it('sends the e-mail with an empty honeypot and the session counter from 1, then says the same for any account', async () => {
    const { user, operations, container } = renderPage(<ResetPasswordPage />, page, {
      answers: { ForgotPassword: forgotPassword },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Passwort vergessen?' })).toBeVisible();
    await user.type(screen.getByRole('combobox', { name: 'E-Mail-Adresse' }), 'demo@ranzen.test');
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Link anfordern' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Falls ein Kundenkonto zu Ihrer Angabe existiert, haben wir Ihnen eine E-Mail mit einem Link gesendet.',
    );
    expect(operations).toEqual([
      {
        operationName: 'ForgotPassword',
        variables: { input: { email: 'demo@ranzen.test', honeypot: '', triesCount: 1 } },
      },
    ]);
    expect(window.sessionStorage.getItem(RESET_TRIES_STORAGE_KEY)).toBe('1');
  });

  it('counts a second request in the same session as 2', async () => {
    window.sessionStorage.setItem(RESET_TRIES_STORAGE_KEY, '1');
    const { user, operations } = renderPage(<ResetPasswordPage />, page, {
      answers: { ForgotPassword: forgotPassword },
    });
    await user.type(screen.getByRole('combobox', { name: 'E-Mail-Adresse' }), 'demo@ranzen.test');
    await user.click(screen.getByRole('button', { name: 'Link anfordern' }));
    await screen.findByRole('status');
    expect(operations[0]?.variables).toMatchObject({ input: { triesCount: 2 } });
  });

  it('asks for the customer number in the B2B store', async () => {
    const { user, operations } = renderPage(<ResetPasswordPage />, page, {
      store: STORES['b2b-de'],
      answers: { ForgotPassword: forgotPassword },
    });
    await user.click(screen.getByRole('button', { name: 'Link anfordern' }));
    expect(screen.getByLabelText('Kundennummer')).toHaveAccessibleDescription(
      'Bitte füllen Sie dieses Feld aus.',
    );
    await user.type(screen.getByLabelText('Kundennummer'), '4711001');
    await user.click(screen.getByRole('button', { name: 'Link anfordern' }));
    await screen.findByRole('status');
    expect(operations[0]?.variables).toMatchObject({ input: { email: '4711001' } });
  });
});

describe('NewPasswordPage (shopping §2 newpassword, §7 change forgotten password)', () => {
  const page: LoadedPage = { route: 'newPassword', data: { token: 'tok-123', meta: META } };

  it('sets the new password with the link token and sends the visitor to log in with a message', async () => {
    const { user, operations, container } = renderPage(<NewPasswordPage />, page, {
      answers: { ChangeForgottenPassword: { changeForgottenPassword: authResult() } },
    });
    await user.type(screen.getByLabelText('Neues Passwort'), 'neu-geheim');
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'neu-geheim');
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    await vi.waitFor(() => expect(documentNavigation.assign).toHaveBeenCalledWith('/login/'));
    expect(operations).toEqual([
      { operationName: 'ChangeForgottenPassword', variables: { token: 'tok-123', password: 'neu-geheim' } },
    ]);
    expect(leftToasts()).toMatchObject([
      { type: 'success', message: 'Ihr neues Passwort ist gespeichert. Bitte melden Sie sich damit an.' },
    ]);
  });

  it('shows the refusal of a token that expired meanwhile', async () => {
    const { user } = renderPage(<NewPasswordPage />, page, {
      answers: {
        ChangeForgottenPassword: {
          changeForgottenPassword: authResult({
            successfull: false,
            errorMessage: 'vue.resetPassword.tokenInvalid',
          }),
        },
      },
    });
    await user.type(screen.getByLabelText('Neues Passwort'), 'neu-geheim');
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'neu-geheim');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByText(/Dieser Link zum Zurücksetzen des Passworts ist ungültig/)).toBeVisible();
    expect(documentNavigation.assign).not.toHaveBeenCalled();
  });
});

describe('CustomerNumberPage (shopping §2, §6 B2B customer number link)', () => {
  it("shows the B2B customer's number in the account's navigation frame", async () => {
    const { container } = renderPage(
      <CustomerNumberPage />,
      { route: 'customerNumber', data: { customerNumber: '4711001', meta: META } },
      { store: STORES['b2b-de'] },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ihre Kundennummer' })).toBeVisible();
    expect(screen.getByText('4711001')).toBeVisible();
    const navigation = screen.getByRole('navigation', { name: 'Mein Konto' });
    expect(within(navigation).getByRole('link', { name: 'Ihre Kundennummer' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(navigation).getByRole('link', { name: 'Bestellliste' })).toHaveAttribute(
      'href',
      '/myaccount/wishlist/',
    );
    await expectNoAxeViolations(container);
  });
});

describe('ContactDetailsPage (shopping §2 contact data, §5 contact save rules, §7)', () => {
  const contactData: ContactDetailsLoaderData = {
    customer: {
      __typename: 'AccountData',
      salutation: 'ms',
      firstName: 'Dana',
      lastName: 'Demo',
      email: 'demo@ranzen.test',
      phone: '030 123456',
      customerNumber: null,
      schoolOrCompany: null,
      vatRegistrationNo: null,
      jobTitleCode: null,
      primaryIndustryGroupCode: null,
      numberOfEmployees: null,
    },
    institution: false,
    industries: [],
    jobTitles: [],
    meta: META,
  };
  const page: LoadedPage = { route: 'contactDetails', data: contactData };

  it('shows the stored data and saves the names, sending e-mail and phone only when they changed', async () => {
    const { user, operations, container } = renderPage(<ContactDetailsPage />, page, {
      answers: {
        ChangeAccountData: { changeAccountData: authResult() },
        UpdatePhone: { updatePhone: authResult() },
        UpdateEmail: { updateEmail: authResult() },
      },
    });
    expect(screen.getByLabelText('Vorname')).toHaveValue('Dana');
    expect(screen.getByLabelText('Anrede (optional)')).toHaveValue('ms');
    expect(screen.getByRole('combobox', { name: 'E-Mail-Adresse' })).toHaveValue('demo@ranzen.test');
    expect(screen.getByLabelText('Telefon (optional)')).toHaveValue('030 123456');
    await expectNoAxeViolations(container);
    await user.clear(screen.getByLabelText('Vorname'));
    await user.type(screen.getByLabelText('Vorname'), 'Daniela');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Ihre Änderungen wurden gespeichert.')).toBeVisible();
    expect(operations).toEqual([
      {
        operationName: 'ChangeAccountData',
        variables: { input: { salutation: 'ms', firstName: 'Daniela', lastName: 'Demo' } },
      },
    ]);
    await user.clear(screen.getByLabelText('Telefon (optional)'));
    await user.type(screen.getByLabelText('Telefon (optional)'), '030 654321');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await vi.waitFor(() =>
      expect(operations.map((operation) => operation.operationName)).toContain('UpdatePhone'),
    );
    expect(operations.at(-1)).toEqual({ operationName: 'UpdatePhone', variables: { phone: '030 654321' } });
    expect(operations.some((operation) => operation.operationName === 'UpdateEmail')).toBe(false);
  });

  it("shows the stored salutation key as its word and offers only the address forms' salutations (shopping §3)", async () => {
    const stored: LoadedPage = {
      route: 'contactDetails',
      data: { ...contactData, customer: { ...contactData.customer, salutation: 'mr' } },
    };
    renderPage(<ContactDetailsPage />, stored);
    const salutation = screen.getByRole('combobox', { name: 'Anrede (optional)' });
    expect(within(salutation).getByRole('option', { selected: true })).toHaveTextContent('Herr');
    expect(
      within(salutation)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bitte wählen', 'Frau', 'Herr', 'Divers']);
  });

  it('marks a salutation the API refuses (vue.form.error.listEntry)', async () => {
    const { user } = renderPage(<ContactDetailsPage />, page, {
      answers: {
        ChangeAccountData: {
          changeAccountData: authResult({
            successfull: false,
            fieldErrors: [
              { field: 'salutation', message: 'vue.form.error.listEntry', form: 'changeAccountData' },
            ],
          }),
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByRole('combobox', {
        name: 'Anrede (optional)',
        description: 'Bitte wählen Sie einen Eintrag aus der Liste.',
      }),
    ).toBeInTheDocument();
  });

  it('marks an e-mail address another account uses (vue.form.error.email.notUnique)', async () => {
    const { user } = renderPage(<ContactDetailsPage />, page, {
      answers: {
        ChangeAccountData: { changeAccountData: authResult() },
        UpdateEmail: {
          updateEmail: authResult({
            successfull: false,
            fieldErrors: [{ field: 'email', message: 'vue.form.error.email.notUnique', form: 'updateEmail' }],
          }),
        },
      },
    });
    const email = screen.getByRole('combobox', { name: 'E-Mail-Adresse' });
    await user.clear(email);
    await user.type(email, 'taken@ranzen.test');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Diese E-Mail-Adresse ist bereits registriert.')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes the account after the password and leaves logged out with a message', async () => {
    const { user, operations } = renderPage(<ContactDetailsPage />, page, {
      answers: { DeleteAccount: { deleteAccount: authResult() } },
    });
    const deletion = screen.getByRole('form', { name: 'Kundenkonto löschen' });
    await user.click(within(deletion).getByRole('button', { name: 'Kundenkonto endgültig löschen' }));
    expect(within(deletion).getByLabelText('Passwort zur Bestätigung')).toHaveAccessibleDescription(
      'Bitte füllen Sie dieses Feld aus.',
    );
    await user.type(within(deletion).getByLabelText('Passwort zur Bestätigung'), 'ranzen-demo');
    await user.click(within(deletion).getByRole('button', { name: 'Kundenkonto endgültig löschen' }));
    await vi.waitFor(() => expect(documentNavigation.assign).toHaveBeenCalledWith('/'));
    expect(operations).toEqual([{ operationName: 'DeleteAccount', variables: { password: 'ranzen-demo' } }]);
    expect(posted.map((entry) => entry.path)).toEqual(['/api/logout-action/']);
    expect(leftToasts()).toMatchObject([{ type: 'success', message: 'Ihr Kundenkonto wurde gelöscht.' }]);
  });
});
