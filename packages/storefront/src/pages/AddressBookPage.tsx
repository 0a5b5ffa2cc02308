// The address book /myaccount/addresses/billing|shipping|packing-station (spec shopping §2, §3
// "Address form", "Parcel-station form", §4 "Address book", §5 validation and what is sent). The
// kind's list comes from the Apollo cache (the loader read it: data/addressBookLoaders.ts); adding, editing, removing and
// reverting go through the address-book machine (useAddressBook), which reports each saved change so
// the list is read again. Forms are the shared ui ones, checked with the shared rules before sending.
// The page sits in the account frame (AccountLayout) like the other account pages.
import { useQuery } from '@apollo/client/react';
import {
  ADDRESS_KINDS,
  type AddressDraft,
  type AddressFieldName,
  type AddressFieldsFragment,
  type AddressKind,
  BillingAddressesDocument,
  type MessageKey,
  type ParcelStationFieldName,
  routePath,
  ShippingAddressesDocument,
  validateAddressForm,
  validateParcelStationForm,
} from '@ranzen/sdk-core';
import { useAddressBook, useShop, useTranslate } from '@ranzen/sdk-react';
import { type AddressErrors, AddressForm, ParcelStationForm, postalAddressLines } from '@ranzen/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { usePageData } from '../data/pageData';
import { AccountLayout } from './AccountLayout';
import styles from './AddressBookPage.module.css';

type AnyAddressField = AddressFieldName | ParcelStationFieldName;

const KIND_LABELS: Readonly<Record<AddressKind, MessageKey>> = {
  billing: 'vue.addressBook.kind.billing',
  shipping: 'vue.addressBook.kind.shipping',
  parcelStation: 'vue.addressBook.kind.parcelStation',
};
const FORM_LEGENDS: Readonly<Record<AddressKind, MessageKey>> = {
  billing: 'vue.addressBook.form.billing',
  shipping: 'vue.addressBook.form.shipping',
  parcelStation: 'vue.addressBook.form.parcelStation',
};
const ADD_LABELS: Readonly<Record<AddressKind, MessageKey>> = {
  billing: 'vue.addressBook.add.billing',
  shipping: 'vue.addressBook.add.shipping',
  parcelStation: 'vue.addressBook.add.parcelStation',
};

/** Shipping addresses and parcel stations share the API's shipping list; the flag tells them apart. */
function ofKind(kind: AddressKind, address: AddressFieldsFragment): boolean {
  return kind === 'parcelStation' ? address.packstationAddress : !address.packstationAddress;
}

/** The open form's errors by the shared rules; none means it may be sent. */
function draftErrors(draft: AddressDraft): AddressErrors<AnyAddressField> {
  return draft.kind === 'parcelStation'
    ? validateParcelStationForm(draft.values)
    : validateAddressForm(draft.values);
}

export function AddressBookPage() {
  const t = useTranslate();
  const { store } = useShop();
  const { kind } = usePageData('addressBook');
  const billing = useQuery(BillingAddressesDocument, { skip: kind !== 'billing' });
  const shipping = useQuery(ShippingAddressesDocument, { skip: kind === 'billing' });
  const book = useAddressBook({
    newAddress: store.newAddress,
    onChanged: (changed) => void (changed === 'billing' ? billing : shipping).refetch(),
  });
  const { view, clean } = book;
  const [draft, setDraft] = useState<AddressDraft | null>(view.draft);
  const [errors, setErrors] = useState<AddressErrors<AnyAddressField>>({});

  // Every opening starts from the machine's fresh values (and a failed save from the values sent).
  useEffect(() => {
    setDraft(view.draft);
    setErrors({});
  }, [view.draft]);

  // Leaving the kind's page drops its held removal: the revert is offered only here.
  useEffect(() => () => clean(kind), [clean, kind]);

  const list = kind === 'billing' ? billing.data?.billingAddresses : shipping.data?.shippingAddresses;
  const addresses = (list ?? []).filter((address) => ofKind(kind, address));
  const removed = view.removed[kind];
  const formOpen = draft !== null && draft.kind === kind;
  const saving = view.form === 'creating' || view.form === 'updating';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const found = draftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) book.save(draft);
  };

  return (
    <AccountLayout current="addresses" title={t('vue.addressBook.heading')}>
      <nav aria-label={t('vue.addressBook.kinds')}>
        <ul className={styles.kinds}>
          {ADDRESS_KINDS.map((each) => (
            <li key={each}>
              <a
                className={styles.kind}
                href={routePath('addressBook', { kind: each })}
                aria-current={each === kind ? 'page' : undefined}
              >
                {t(KIND_LABELS[each])}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="address-book-list" className={styles.section}>
        <h2 id="address-book-list" className={styles.heading}>
          {t(KIND_LABELS[kind])}
        </h2>
        {removed ? (
          <p role="status" className={styles.removed}>
            {t('vue.addressBook.removed', {
              name: `${removed.address.firstName} ${removed.address.lastName}`,
            })}{' '}
            <button
              type="button"
              className={styles.link}
              onClick={() => book.revert(kind)}
              disabled={view.removal !== 'idle'}
            >
              {t('vue.addressBook.revert')}
            </button>
          </p>
        ) : null}
        {addresses.length === 0 ? <p>{t('vue.addressBook.empty')}</p> : null}
        <ul className={styles.cards}>
          {addresses.map((address) => {
            const lines = postalAddressLines(t, address);
            return (
              <li key={address.addressId}>
                <article className={styles.card} aria-label={lines.join(', ')}>
                  {address.isAlsoCustomerAddress ? (
                    <p className={styles.badge}>{t('vue.addressBook.customerAddress')}</p>
                  ) : null}
                  <address className={styles.lines}>
                    {lines.map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </address>
                  <div className={styles.actions}>
                    <button type="button" className={styles.link} onClick={() => book.edit(kind, address)}>
                      {t('vue.addressBook.edit')}
                    </button>
                    <button
                      type="button"
                      className={styles.link}
                      onClick={() => book.remove(kind, address)}
                      disabled={view.removal !== 'idle'}
                    >
                      {t('vue.addressBook.delete')}
                    </button>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
        {formOpen ? null : (
          <button type="button" className={styles.primary} onClick={() => book.add(kind)}>
            {t(ADD_LABELS[kind])}
          </button>
        )}
      </section>
      {formOpen ? (
        <form className={styles.form} onSubmit={submit} noValidate aria-busy={saving}>
          {draft.kind === 'parcelStation' ? (
            <ParcelStationForm
              legend={t(FORM_LEGENDS[kind])}
              values={draft.values}
              onChange={(values) => setDraft({ kind: 'parcelStation', values })}
              errors={errors}
            />
          ) : (
            <AddressForm
              legend={t(FORM_LEGENDS[kind])}
              values={draft.values}
              onChange={(values) => setDraft({ kind: draft.kind, values })}
              errors={errors}
            />
          )}
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={saving}>
              {saving ? t('vue.addressBook.saving') : t('vue.addressBook.save')}
            </button>
            <button type="button" className={styles.link} onClick={book.close} disabled={saving}>
              {t('vue.addressBook.cancel')}
            </button>
          </div>
        </form>
      ) : null}
    </AccountLayout>
  );
}
