// The address book of /myaccount/addresses/billing|shipping|packing-station (spec shopping §4 "Address
// book"; §3 "Address form", "Parcel-station form"; §5 what is sent).
//
// Parallel regions:
// - `form`: one form at a time, adding or editing an address of one kind. Opening a form (another
//   kind, another address, or the same again) closes the open one and starts from fresh values.
//   Saving sends what the shared form rules make of the values (rules/addressForm.ts) to
//   `createAddress` or `updateAddress`.
// - `removal`: a removal deletes the address on the server (`deleteAddress`) and holds it aside, one
//   per kind, so it can be reverted until the page cleans it. A new removal of the same kind makes
//   the held one final; a revert recreates the held address (`createAddress`).
// Every successful change emits `ADDRESS.CHANGED` (the page refetches the list), every failure
// `ADDRESS.ERROR` with the message for a toast.
import { assertEvent, assign, emit, setup } from 'xstate';
import {
  type AddressCountry,
  type AddressFormType,
  type AddressFormValues,
  type AddressPayload,
  addressPayload,
  emptyAddressForm,
  emptyParcelStationForm,
  type ParcelStationFormValues,
  parcelStationPayload,
} from '../rules/addressForm';
import { errorText } from './errorText';
import { notImplemented } from './notImplemented';

/** The address book's three kinds (the parcel station's page is /packing-station). */
export const ADDRESS_KINDS = ['billing', 'shipping', 'parcelStation'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

/** The values of an open form, by kind: billing and shipping use the address form. */
export type AddressDraft =
  | { readonly kind: 'billing' | 'shipping'; readonly values: AddressFormValues }
  | { readonly kind: 'parcelStation'; readonly values: ParcelStationFormValues };

/** An address of the book as the server stores it; `address.addressId` is set. */
export interface BookAddress {
  readonly kind: AddressKind;
  readonly address: AddressPayload;
}

export interface AddressActorInput {
  readonly kind: AddressKind;
  readonly address: AddressPayload;
}

export interface CreateAddressOutput {
  readonly addressId: string;
}

export interface DeleteAddressInput {
  readonly kind: AddressKind;
  readonly addressId: string;
}

export interface AddressBookInput {
  /** The store's country: a new address form starts with it. */
  readonly country: AddressCountry;
  /** B2B starts a new address as companyOrSchool, the consumer shops as private. */
  readonly formType: AddressFormType;
}

export interface AddressBookContext {
  readonly country: AddressCountry;
  readonly formType: AddressFormType;
  /** The open form's starting values (fresh for every opening), null while no form is open. */
  draft: AddressDraft | null;
  /** Removed addresses held aside for a revert, at most one per kind. */
  removed: Readonly<Partial<Record<AddressKind, BookAddress>>>;
  /** The address whose removal or revert is on its way. */
  pending: BookAddress | null;
}

export type AddressBookEvent =
  | { type: 'ADDRESS.ADD'; kind: AddressKind }
  /** The address's current values as its form shows them (`values.addressId` set). */
  | { type: 'ADDRESS.EDIT'; draft: AddressDraft }
  | { type: 'ADDRESS.CLOSE' }
  /** The open form's values, validated by the form (rules/addressForm.ts). */
  | { type: 'ADDRESS.SAVE'; draft: AddressDraft }
  | { type: 'ADDRESS.REMOVE'; removed: BookAddress }
  | { type: 'ADDRESS.REVERT'; kind: AddressKind }
  /** The page no longer offers the revert (it was left, or the hint dismissed). */
  | { type: 'ADDRESS.CLEAN'; kind: AddressKind };

export type AddressBookEmitted =
  | { type: 'ADDRESS.CHANGED'; kind: AddressKind }
  | { type: 'ADDRESS.ERROR'; message: string };

/** What is sent for a form's values (company only for companyOrSchool; the parcel-station mapping). */
function payloadOf(draft: AddressDraft): AddressPayload {
  return draft.kind === 'parcelStation' ? parcelStationPayload(draft.values) : addressPayload(draft.values);
}

function emptyDraft(kind: AddressKind, context: AddressBookContext): AddressDraft {
  return kind === 'parcelStation'
    ? { kind, values: emptyParcelStationForm() }
    : { kind, values: emptyAddressForm(context.formType, context.country) };
}

/** The open form's address as the server stores it (a new one has no id yet). */
function savedAddress(context: AddressBookContext): AddressActorInput {
  if (!context.draft) throw new Error('addressBookMachine: no form is open');
  return { kind: context.draft.kind, address: payloadOf(context.draft) };
}

function pendingAddress(context: AddressBookContext): BookAddress {
  if (!context.pending) throw new Error('addressBookMachine: no removal or revert is on its way');
  return context.pending;
}

function withoutKind(
  removed: AddressBookContext['removed'],
  kind: AddressKind,
): AddressBookContext['removed'] {
  return Object.fromEntries(Object.entries(removed).filter(([held]) => held !== kind));
}

const OPEN_FORM = {
  'ADDRESS.ADD': { target: 'adding', reenter: true, actions: 'openEmptyForm' },
  'ADDRESS.EDIT': { target: 'editing', reenter: true, actions: 'openEditForm' },
} as const;

export const addressBookMachine = setup({
  types: {
    context: {} as AddressBookContext,
    events: {} as AddressBookEvent,
    input: {} as AddressBookInput,
    emitted: {} as AddressBookEmitted,
  },
  actors: {
    createAddress: notImplemented<CreateAddressOutput, AddressActorInput>(
      'addressBookMachine',
      'createAddress',
    ),
    updateAddress: notImplemented<void, AddressActorInput>('addressBookMachine', 'updateAddress'),
    deleteAddress: notImplemented<void, DeleteAddressInput>('addressBookMachine', 'deleteAddress'),
  },
  guards: {
    /** The saved values are the open form's: its kind and the address it opened (none when adding). */
    isOpenForm: ({ context, event }) => {
      assertEvent(event, 'ADDRESS.SAVE');
      return (
        context.draft?.kind === event.draft.kind &&
        context.draft.values.addressId === event.draft.values.addressId
      );
    },
    isEditedAddress: ({ context, event }) => {
      assertEvent(event, 'ADDRESS.REMOVE');
      const { kind, address } = event.removed;
      return context.draft?.kind === kind && context.draft.values.addressId === address.addressId;
    },
    hasRemoved: ({ context, event }) => {
      assertEvent(event, 'ADDRESS.REVERT');
      return context.removed[event.kind] !== undefined;
    },
  },
  actions: {
    openEmptyForm: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'ADDRESS.ADD');
        return emptyDraft(event.kind, context);
      },
    }),
    openEditForm: assign({
      draft: ({ event }) => {
        assertEvent(event, 'ADDRESS.EDIT');
        return event.draft;
      },
    }),
    /** Keeps the values being saved, so a failed save reopens the form with them. */
    keepSavedValues: assign({
      draft: ({ event }) => {
        assertEvent(event, 'ADDRESS.SAVE');
        return event.draft;
      },
    }),
    closeForm: assign({ draft: null }),
    reportChange: emit((_, kind: AddressKind) => ({ type: 'ADDRESS.CHANGED' as const, kind })),
    reportError: emit((_, message: string) => ({ type: 'ADDRESS.ERROR' as const, message })),
  },
}).createMachine({
  id: 'addressBook',
  type: 'parallel',
  context: ({ input }) => ({
    country: input.country,
    formType: input.formType,
    draft: null,
    removed: {},
    pending: null,
  }),
  states: {
    form: {
      initial: 'closed',
      states: {
        closed: { on: OPEN_FORM },
        adding: {
          on: {
            ...OPEN_FORM,
            'ADDRESS.CLOSE': { target: 'closed', actions: 'closeForm' },
            'ADDRESS.SAVE': { guard: 'isOpenForm', target: 'creating', actions: 'keepSavedValues' },
          },
        },
        editing: {
          on: {
            ...OPEN_FORM,
            'ADDRESS.CLOSE': { target: 'closed', actions: 'closeForm' },
            'ADDRESS.SAVE': { guard: 'isOpenForm', target: 'updating', actions: 'keepSavedValues' },
            // The address being edited is removed: there is nothing left to edit.
            'ADDRESS.REMOVE': { guard: 'isEditedAddress', target: 'closed', actions: 'closeForm' },
          },
        },
        creating: {
          invoke: {
            src: 'createAddress',
            input: ({ context }) => savedAddress(context),
            onDone: {
              target: 'closed',
              actions: [
                { type: 'reportChange', params: ({ context }) => savedAddress(context).kind },
                'closeForm',
              ],
            },
            onError: {
              target: 'adding',
              actions: { type: 'reportError', params: ({ event }) => errorText(event.error) },
            },
          },
        },
        updating: {
          invoke: {
            src: 'updateAddress',
            input: ({ context }) => savedAddress(context),
            onDone: {
              target: 'closed',
              actions: [
                { type: 'reportChange', params: ({ context }) => savedAddress(context).kind },
                'closeForm',
              ],
            },
            onError: {
              target: 'editing',
              actions: { type: 'reportError', params: ({ event }) => errorText(event.error) },
            },
          },
        },
      },
    },
    removal: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'ADDRESS.REMOVE': {
              target: 'deleting',
              actions: assign({ pending: ({ event }) => event.removed }),
            },
            'ADDRESS.REVERT': {
              guard: 'hasRemoved',
              target: 'restoring',
              actions: assign({ pending: ({ context, event }) => context.removed[event.kind] ?? null }),
            },
            'ADDRESS.CLEAN': {
              actions: assign({ removed: ({ context, event }) => withoutKind(context.removed, event.kind) }),
            },
          },
        },
        deleting: {
          invoke: {
            src: 'deleteAddress',
            input: ({ context }) => {
              const { kind, address } = pendingAddress(context);
              return { kind, addressId: address.addressId ?? '' };
            },
            onDone: {
              target: 'idle',
              actions: [
                { type: 'reportChange', params: ({ context }) => pendingAddress(context).kind },
                // Held aside in place of the kind's earlier removal, which is now final.
                assign({
                  removed: ({ context }) => {
                    const held = pendingAddress(context);
                    return { ...context.removed, [held.kind]: held };
                  },
                  pending: null,
                }),
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ pending: null }),
                { type: 'reportError', params: ({ event }) => errorText(event.error) },
              ],
            },
          },
        },
        restoring: {
          invoke: {
            src: 'createAddress',
            // Recreated as a new address: the deleted one's id is gone.
            input: ({ context }) => {
              const { kind, address } = pendingAddress(context);
              return { kind, address: { ...address, addressId: null } };
            },
            onDone: {
              target: 'idle',
              actions: [
                { type: 'reportChange', params: ({ context }) => pendingAddress(context).kind },
                assign({
                  removed: ({ context }) => withoutKind(context.removed, pendingAddress(context).kind),
                  pending: null,
                }),
              ],
            },
            // The address stays held aside, so the revert can be tried again.
            onError: {
              target: 'idle',
              actions: [
                assign({ pending: null }),
                { type: 'reportError', params: ({ event }) => errorText(event.error) },
              ],
            },
          },
        },
      },
    },
  },
});
