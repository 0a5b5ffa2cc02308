// The address book as its page sees it (spec shopping §4 "Address book"): a view of the address-book
// machine (sdk-core) and the customer's actions. Until the first action the view is a closed book, so
// the page renders and hydrates without XState; the machine loads by dynamic import() on first use
// (useLazyMachine; DESIGN §6). Changes are reported to the page, which refetches the kind's list.
import { useApolloClient } from '@apollo/client/react';
import {
  type AddressBookInput,
  type AddressDraft,
  type AddressKind,
  type addressBookMachine,
  addressFormValues,
  type BookAddress,
  isMessageKey,
  parcelStationFormValues,
  type StoredAddress,
  storedAddressPayload,
} from '@ranzen/sdk-core';
import { useCallback, useMemo, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import { useShop, useTranslate } from './ShopProvider';
import { useToasts } from './ToastProvider';
import { useLazyMachine } from './useLazyMachine';

type AddressBookSnapshot = SnapshotFrom<typeof addressBookMachine>;

export interface AddressBookView {
  /** The form region: closed, a form open, or its save on the way (the page's data-state). */
  readonly form: AddressBookSnapshot['value']['form'];
  /** The removal region: idle, or a removal or revert on the way. */
  readonly removal: AddressBookSnapshot['value']['removal'];
  /** The open form's starting values; a new object for every opening. */
  readonly draft: AddressDraft | null;
  /** Removed addresses that can still be reverted, one per kind. */
  readonly removed: Readonly<Partial<Record<AddressKind, BookAddress>>>;
}

const CLOSED: AddressBookView = { form: 'closed', removal: 'idle', draft: null, removed: {} };

function viewOf(snapshot: AddressBookSnapshot): AddressBookView {
  return {
    form: snapshot.value.form,
    removal: snapshot.value.removal,
    draft: snapshot.context.draft,
    removed: snapshot.context.removed,
  };
}

/** A saved address in the form of its kind (the parcel station's post number and station back in their fields). */
export function addressDraft(kind: AddressKind, address: StoredAddress): AddressDraft {
  const payload = storedAddressPayload(address);
  return kind === 'parcelStation'
    ? { kind, values: parcelStationFormValues(payload) }
    : { kind, values: addressFormValues(payload) };
}

export interface UseAddressBookOptions {
  /** What a new address starts with (the store's `newAddress`). */
  readonly newAddress: AddressBookInput;
  /** A change of the kind's addresses was saved: the page refetches that list. */
  readonly onChanged: (kind: AddressKind) => void;
}

export interface UseAddressBookResult {
  readonly view: AddressBookView;
  readonly add: (kind: AddressKind) => void;
  readonly edit: (kind: AddressKind, address: StoredAddress) => void;
  readonly close: () => void;
  /** The open form's values, validated by the page with the shared form rules. */
  readonly save: (draft: AddressDraft) => void;
  readonly remove: (kind: AddressKind, address: StoredAddress) => void;
  readonly revert: (kind: AddressKind) => void;
  /** The page no longer offers the kind's revert (it was left). */
  readonly clean: (kind: AddressKind) => void;
}

/**
 * The address book pages: adding, editing, deleting (with a revert) the customer's addresses.
 *
 * @example
 * ```tsx
 * const { view, add, save } = useAddressBook({
 *   newAddress: store.newAddress,
 *   onChanged: (kind) => refetchAddresses(kind),
 * });
 * add('billing');
 * ```
 */
export function useAddressBook(options: UseAddressBookOptions): UseAddressBookResult {
  const client = useApolloClient();
  const { messages } = useShop();
  const t = useTranslate();
  const { addToast } = useToasts();
  const latest = useRef(options);
  latest.current = options;

  const { view, send, sendIfStarted } = useLazyMachine({
    load: () =>
      import('./provideAddressBookMachine').then(({ provideAddressBookMachine }) =>
        provideAddressBookMachine(client),
      ),
    input: () => latest.current.newAddress,
    initialView: () => CLOSED,
    view: viewOf,
    onEmitted: (event) => {
      if (event.type === 'ADDRESS.CHANGED') {
        latest.current.onChanged(event.kind);
        return;
      }
      addToast({
        id: 'address-book-error',
        type: 'error',
        message: isMessageKey(messages, event.message) ? t(event.message) : event.message,
      });
    },
  });

  const add = useCallback((kind: AddressKind) => send({ type: 'ADDRESS.ADD', kind }), [send]);
  const edit = useCallback(
    (kind: AddressKind, address: StoredAddress) =>
      send({ type: 'ADDRESS.EDIT', draft: addressDraft(kind, address) }),
    [send],
  );
  const close = useCallback(() => send({ type: 'ADDRESS.CLOSE' }), [send]);
  const save = useCallback((draft: AddressDraft) => send({ type: 'ADDRESS.SAVE', draft }), [send]);
  const remove = useCallback(
    (kind: AddressKind, address: StoredAddress) =>
      send({ type: 'ADDRESS.REMOVE', removed: { kind, address: storedAddressPayload(address) } }),
    [send],
  );
  const revert = useCallback((kind: AddressKind) => send({ type: 'ADDRESS.REVERT', kind }), [send]);
  const clean = useCallback(
    (kind: AddressKind) => sendIfStarted({ type: 'ADDRESS.CLEAN', kind }),
    [sendIfStarted],
  );

  return useMemo(
    () => ({ view, add, edit, close, save, remove, revert, clean }),
    [view, add, edit, close, save, remove, revert, clean],
  );
}
