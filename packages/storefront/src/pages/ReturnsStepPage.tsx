// /myaccount/returns/productselection|regulations|carrier|confirm (spec shopping §2 return steps and their
// guards; §3 "Return order", "Client selection"; §4 "Returns"; §8 "Return submit"): one return order, read
// from the Apollo cache by its hash (the loader fetched it), and the returns machine (useReturns) holding
// the selection. The page shows the step of its URL and keeps the URL and the machine together: a step the
// selection does not reach yet goes back to the product selection (§2 "regulation empty, no selected items,
// or no carrier send back to productselection"); the browser's back button steps the machine back; a step
// the machine moves on to (continue, back, submit) is navigated to. After a submit, the receipt links the
// order's next return while anything is left to return; that step starts it (no reload needed).
import { useQuery } from '@apollo/client/react';
import {
  emailCheck,
  type FieldCheck,
  MAX_RETURN_LABELS,
  NAME_CHECKS,
  NAME_MAX_LENGTH,
  NO_LABEL_CARRIER,
  PHONE_CHECKS,
  PHONE_MAX_LENGTH,
  RETURN_STEPS,
  type ReturnContact,
  ReturnOrderDocument,
  type ReturnStep,
  required,
  returnStepAllowed,
  returnStepOf,
  routePath,
  SALUTATION_CHECKS,
  type SelectedReturnItem,
} from '@ranzen/sdk-core';
import { type UseReturnsResult, useReturns, useTranslate } from '@ranzen/sdk-react';
import {
  AccountForm,
  EmailField,
  PersonNameFields,
  PhoneField,
  ReturnItemChoice,
  ReturnOptionChoice,
  type ReturnOrderItem,
  ReturnReceipt,
  SalutationField,
  SelectField,
  useAccountForm,
  useErrorText,
  useShopDateFormat,
} from '@ranzen/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigateTo } from '../data/navigateTo';
import { usePageData } from '../data/pageData';
import pages from './pages.module.css';
import styles from './ReturnsStepPage.module.css';

const stepIndex = (step: ReturnStep) => RETURN_STEPS.indexOf(step);

/** Keeps the shown step (the URL) and the machine's step together, as the header comment says. */
function useStepSync(step: ReturnStep, hash: string, returns: UseReturnsResult): void {
  const navigateTo = useNavigateTo();
  const { view, open, back, next } = returns;
  const arrived = useRef<ReturnStep | null>(null);
  const machineStep = returnStepOf(view.state);

  // Also on every step shown: after a submit, arriving at a step again starts the order's next return.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step shown is what triggers the open
  useEffect(() => open(hash), [open, hash, step]);

  useEffect(() => {
    if (machineStep === null || view.context.hash !== hash) return;
    const stepHref = (to: ReturnStep) => routePath('returnsStep', { step: to, order: hash });
    if (arrived.current !== step) {
      if (!returnStepAllowed(step, view.context)) {
        arrived.current = 'productselection';
        if (step !== 'productselection') navigateTo(stepHref('productselection'));
        return;
      }
      const settled = returnStepOf(view.state) === machineStep && !view.state.startsWith('loading');
      if (!settled) return;
      if (stepIndex(machineStep) > stepIndex(step)) back();
      else if (stepIndex(machineStep) < stepIndex(step)) next();
      else arrived.current = step;
      return;
    }
    if (machineStep !== step) {
      arrived.current = machineStep;
      navigateTo(stepHref(machineStep));
    }
  }, [machineStep, step, hash, view, back, next, navigateTo]);
}

function ProductSelection({
  items,
  returns,
}: {
  readonly items: readonly ReturnOrderItem[];
  readonly returns: UseReturnsResult;
}) {
  const t = useTranslate();
  const [missing, setMissing] = useState(false);
  const selected = returns.view.context.items;
  const returnable = items.filter((item) => item.quantityReturnable > 0);
  const choose = (item: ReturnOrderItem, line: SelectedReturnItem | null) => {
    setMissing(false);
    const others = selected.filter((chosen) => chosen.id !== item.id);
    returns.setItems(line ? [...others, line] : others);
  };
  if (returnable.length === 0) return <p>{t('vue.returns.nothingReturnable')}</p>;
  return (
    <>
      <ul className={styles.items}>
        {returnable.map((item) => (
          <ReturnItemChoice
            key={item.id}
            item={item}
            selection={selected.find((chosen) => chosen.id === item.id) ?? null}
            onChange={(line) => choose(item, line)}
            onUpload={returns.uploadImage}
          />
        ))}
      </ul>
      {missing ? <p role="alert">{t('vue.returns.error.items')}</p> : null}
      <div className={styles.actions}>
        <button
          type="button"
          onClick={() => (selected.length > 0 ? returns.next() : setMissing(true))}
          disabled={returns.view.state === 'loadingRegulations'}
        >
          {t('vue.returns.next')}
        </button>
      </div>
    </>
  );
}

function StepActions({ returns, busy }: { readonly returns: UseReturnsResult; readonly busy: boolean }) {
  const t = useTranslate();
  return (
    <div className={styles.actions}>
      <button type="button" onClick={returns.back} disabled={busy}>
        {t('vue.returns.back')}
      </button>
      <button type="button" onClick={returns.next} disabled={busy}>
        {t('vue.returns.next')}
      </button>
    </div>
  );
}

function Carrier({ returns }: { readonly returns: UseReturnsResult }) {
  const t = useTranslate();
  const { carriers, carrier, labelsCount } = returns.view.context;
  const counts = Array.from({ length: MAX_RETURN_LABELS }, (_, index) => String(index + 1));
  return (
    <>
      {carriers.length > 0 ? (
        <ReturnOptionChoice
          legend={t('vue.returns.step.carrier')}
          name="carrier"
          options={carriers}
          selected={carrier}
          onSelect={returns.selectCarrier}
        />
      ) : (
        <p>{t('vue.returns.noLabel')}</p>
      )}
      {carrier !== null && carrier !== NO_LABEL_CARRIER ? (
        <SelectField
          label={t('vue.returns.labels')}
          name="labels"
          value={String(labelsCount)}
          options={counts.map((value) => ({ value, label: value }))}
          onValueChange={(value) => returns.setLabels(Number(value))}
        />
      ) : null}
      <StepActions returns={returns} busy={false} />
    </>
  );
}

type ContactField = keyof ReturnContact;
const CONTACT_CHECKS: Readonly<Record<ContactField, readonly FieldCheck[]>> = {
  salutation: [required, ...SALUTATION_CHECKS],
  firstName: NAME_CHECKS,
  lastName: NAME_CHECKS,
  email: [required, emailCheck()],
  phone: PHONE_CHECKS,
};

/** The contact to reach the customer about the return, then the submit. */
function Confirm({ returns }: { readonly returns: UseReturnsResult }) {
  const t = useTranslate();
  const submitting = returns.view.state === 'submitting';
  const form = useAccountForm<ContactField>({
    initial: returns.view.context.contact ?? {
      salutation: '',
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
    },
    checks: () => CONTACT_CHECKS,
    maxLengths: { firstName: NAME_MAX_LENGTH, lastName: NAME_MAX_LENGTH, phone: PHONE_MAX_LENGTH },
    // The machine sends it; its refusal is the page's error, its success the receipt.
    submit: async (contact) => {
      returns.submit(contact);
      return { ok: true };
    },
  });
  return (
    <>
      <AccountForm
        title={t('vue.returns.contact')}
        submitLabel={t('vue.returns.submit')}
        loading={submitting}
        onSubmit={form.onSubmit}
      >
        <SalutationField field={form.field('salutation')} label={t('vue.address.salutation')} />
        <PersonNameFields firstName={form.field('firstName')} lastName={form.field('lastName')} />
        <EmailField {...form.field('email')} label={t('vue.returns.contact.email')} />
        <PhoneField field={form.field('phone')} />
      </AccountForm>
      <div className={styles.actions}>
        <button type="button" onClick={returns.back} disabled={submitting}>
          {t('vue.returns.back')}
        </button>
      </div>
    </>
  );
}

export function ReturnsStepPage() {
  const t = useTranslate();
  const errorText = useErrorText();
  const dateFormat = useShopDateFormat();
  const { step, hash } = usePageData('returnsStep');
  const { data, refetch } = useQuery(ReturnOrderDocument, { variables: { hash } });
  const returns = useReturns();
  useStepSync(step, hash, returns);
  const { view, error } = returns;
  const { rma, labelUrl } = view.context;

  // A created return joins the order's earlier returns.
  useEffect(() => {
    if (rma) void refetch();
  }, [rma, refetch]);

  const order = data?.returnOrder;
  if (!order) return null;
  const busy = view.state.startsWith('loading');
  return (
    <div className={pages.page} data-page="returns" data-state={view.state}>
      <h1 className={pages.title}>{t('vue.returns.headline')}</h1>
      <p>
        {t('vue.returns.order', {
          order: order.salesOrderNo,
          date: dateFormat.format(new Date(order.orderDate)),
        })}
      </p>
      <nav aria-label={t('vue.returns.steps')}>
        <ol className={styles.steps}>
          {RETURN_STEPS.map((shown) => (
            <li key={shown} aria-current={shown === step ? 'step' : undefined}>
              {t(`vue.returns.step.${shown}`)}
            </li>
          ))}
        </ol>
      </nav>
      <h2>{t(`vue.returns.step.${step}`)}</h2>
      {error ? <p role="alert">{errorText(error)}</p> : null}
      {step === 'productselection' ? <ProductSelection items={order.items} returns={returns} /> : null}
      {step === 'regulations' ? (
        <>
          <ReturnOptionChoice
            legend={t('vue.returns.step.regulations')}
            name="regulation"
            options={view.context.regulations}
            selected={view.context.regulation}
            onSelect={returns.selectRegulation}
          />
          <StepActions returns={returns} busy={busy} />
        </>
      ) : null}
      {step === 'carrier' ? <Carrier returns={returns} /> : null}
      {step === 'confirm' && !rma ? <Confirm returns={returns} /> : null}
      <ReturnReceipt rma={rma} labelUrl={labelUrl} earlierReturns={order.earlierReturns} />
      {rma && order.items.some((item) => item.quantityReturnable > 0) ? (
        <p>
          <a href={routePath('returnsStep', { step: 'productselection', order: hash })}>
            {t('vue.returns.another')}
          </a>
        </p>
      ) : null}
    </div>
  );
}
