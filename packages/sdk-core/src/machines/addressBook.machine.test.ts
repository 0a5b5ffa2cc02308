// Address book machine (spec shopping §4 "Address book"; §3 "Address form", "Parcel-station form"; §5
// what is sent). Actors are swapped with .provide() so nothing touches the network.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type AddressPayload, emptyAddressForm, emptyParcelStationForm } from '../rules/addressForm';
import {
  type AddressActorInput,
  type AddressBookEmitted,
  type AddressDraft,
  addressBookMachine,
  type BookAddress,
  type CreateAddressOutput,
  type DeleteAddressInput,
} from './addressBook.machine';

type Create = (input: AddressActorInput) => Promise<CreateAddressOutput>;
type Update = (input: AddressActorInput) => Promise<void>;
type Delete = (input: DeleteAddressInput) => Promise<void>;

interface Options {
  readonly create?: Create;
  readonly update?: Update;
  readonly remove?: Delete;
}

/** A started address book in a German consumer shop, recording what it emits and sends. */
function start({ create, update, remove }: Options = {}) {
  const createFn = vi.fn<Create>(create ?? (async () => ({ addressId: 'new' })));
  const updateFn = vi.fn<Update>(update ?? (async () => undefined));
  const deleteFn = vi.fn<Delete>(remove ?? (async () => undefined));
  const machine = addressBookMachine.provide({
    actors: {
      createAddress: fromPromise<CreateAddressOutput, AddressActorInput>(({ input }) => createFn(input)),
      updateAddress: fromPromise<void, AddressActorInput>(({ input }) => updateFn(input)),
      deleteAddress: fromPromise<void, DeleteAddressInput>(({ input }) => deleteFn(input)),
    },
  });
  const actor = createActor(machine, { input: { country: 'DE', formType: 'private' } });
  const emitted: AddressBookEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const form = () => actor.getSnapshot().value.form;
  const removal = () => actor.getSnapshot().value.removal;
  const settled = () =>
    waitFor(
      actor,
      (s) =>
        !s.matches({ form: 'creating' }) &&
        !s.matches({ form: 'updating' }) &&
        s.matches({ removal: 'idle' }),
    );
  return { actor, emitted, form, removal, settled, create: createFn, update: updateFn, remove: deleteFn };
}

const anna = {
  ...emptyAddressForm(),
  salutation: 'ms',
  firstname: 'Anna',
  lastname: 'Berg',
  streetAndNumber: 'Hauptstr. 1',
  postcode: '10115',
  city: 'Berlin',
} as const;

function stored(id: string, firstName = 'Anna'): AddressPayload {
  return {
    addressId: id,
    schoolOrCompany: '',
    salutation: 'ms',
    firstName,
    lastName: 'Berg',
    street: 'Hauptstr. 1',
    addressAddition: '',
    postCode: '10115',
    city: 'Berlin',
    country: 'DE',
    packstationAddress: false,
  };
}

const billing = (id: string, firstName?: string): BookAddress => ({
  kind: 'billing',
  address: stored(id, firstName),
});

describe('addressBookMachine: forms (spec shopping §4 "Address book")', () => {
  it('opens an empty form of the kind asked for, in the store country', () => {
    const { actor, form } = start();
    actor.send({ type: 'ADDRESS.ADD', kind: 'billing' });
    expect(form()).toBe('adding');
    expect(actor.getSnapshot().context.draft).toEqual({
      kind: 'billing',
      values: emptyAddressForm('private', 'DE'),
    });
    actor.send({ type: 'ADDRESS.ADD', kind: 'parcelStation' });
    expect(actor.getSnapshot().context.draft).toEqual({
      kind: 'parcelStation',
      values: emptyParcelStationForm(),
    });
  });

  it('starts a B2B address as company or school, in the Austrian shop in AT', () => {
    const actor = createActor(addressBookMachine, { input: { country: 'AT', formType: 'companyOrSchool' } });
    actor.start();
    actor.send({ type: 'ADDRESS.ADD', kind: 'shipping' });
    expect(actor.getSnapshot().context.draft?.values).toMatchObject({
      formType: 'companyOrSchool',
      country: 'AT',
    });
  });

  it('opening one form closes the other and resets the form', () => {
    const { actor, form } = start();
    const editing: AddressDraft = { kind: 'shipping', values: { ...anna, addressId: 's1' } };
    actor.send({ type: 'ADDRESS.EDIT', draft: editing });
    expect(form()).toBe('editing');
    expect(actor.getSnapshot().context.draft).toEqual(editing);

    actor.send({ type: 'ADDRESS.ADD', kind: 'billing' });
    expect(form()).toBe('adding');
    expect(actor.getSnapshot().context.draft).toEqual({ kind: 'billing', values: emptyAddressForm() });

    actor.send({ type: 'ADDRESS.EDIT', draft: editing });
    expect(form()).toBe('editing');
    expect(actor.getSnapshot().context.draft).toEqual(editing);
  });

  it('closes without sending anything', () => {
    const { actor, form, create, update } = start();
    actor.send({ type: 'ADDRESS.ADD', kind: 'billing' });
    actor.send({ type: 'ADDRESS.CLOSE' });
    expect(form()).toBe('closed');
    expect(actor.getSnapshot().context.draft).toBeNull();
    expect(create).not.toHaveBeenCalled();
    expect(update).not.toHaveBeenCalled();
  });

  it('adds an address with what the form rules send (no company for a private address, §5)', async () => {
    const { actor, emitted, form, settled, create } = start();
    actor.send({ type: 'ADDRESS.ADD', kind: 'billing' });
    actor.send({ type: 'ADDRESS.SAVE', draft: { kind: 'billing', values: { ...anna, company: 'Schule' } } });
    expect(form()).toBe('creating');
    await settled();
    expect(create).toHaveBeenCalledWith({
      kind: 'billing',
      address: { ...stored('x'), addressId: null, phone: '', email: '', isAlsoCustomerAddress: false },
    });
    expect(form()).toBe('closed');
    expect(emitted).toEqual([{ type: 'ADDRESS.CHANGED', kind: 'billing' }]);
  });

  it('adds a parcel station with post number as street and station as addition (§5)', async () => {
    const { actor, settled, create } = start();
    actor.send({ type: 'ADDRESS.ADD', kind: 'parcelStation' });
    const values = {
      ...emptyParcelStationForm(),
      salutation: 'mr',
      firstname: 'Ben',
      lastname: 'Kurz',
      postnumber: '123456',
      packstation: '101',
      postcode: '10115',
      city: 'Berlin',
    } as const;
    actor.send({ type: 'ADDRESS.SAVE', draft: { kind: 'parcelStation', values } });
    await settled();
    expect(create).toHaveBeenCalledWith({
      kind: 'parcelStation',
      address: expect.objectContaining({
        street: '123456',
        addressAddition: '101',
        packstationAddress: true,
      }),
    });
  });

  it('updates the edited address', async () => {
    const { actor, emitted, form, settled, update } = start();
    actor.send({ type: 'ADDRESS.EDIT', draft: { kind: 'shipping', values: { ...anna, addressId: 's1' } } });
    actor.send({
      type: 'ADDRESS.SAVE',
      draft: { kind: 'shipping', values: { ...anna, addressId: 's1', city: 'Potsdam' } },
    });
    await settled();
    expect(update).toHaveBeenCalledWith({
      kind: 'shipping',
      address: expect.objectContaining({ addressId: 's1', city: 'Potsdam' }),
    });
    expect(form()).toBe('closed');
    expect(emitted).toEqual([{ type: 'ADDRESS.CHANGED', kind: 'shipping' }]);
  });

  it('refuses values that are not the open form’s (another kind or another address)', () => {
    const { actor, form, update } = start();
    actor.send({ type: 'ADDRESS.EDIT', draft: { kind: 'shipping', values: { ...anna, addressId: 's1' } } });
    actor.send({ type: 'ADDRESS.SAVE', draft: { kind: 'billing', values: { ...anna, addressId: 's1' } } });
    actor.send({ type: 'ADDRESS.SAVE', draft: { kind: 'shipping', values: { ...anna, addressId: 's2' } } });
    expect(form()).toBe('editing');
    expect(update).not.toHaveBeenCalled();
  });

  it('keeps the form open with the typed values when saving fails, and says why', async () => {
    const { actor, emitted, form, settled } = start({
      create: async () => Promise.reject(new Error('Postleitzahl')),
    });
    actor.send({ type: 'ADDRESS.ADD', kind: 'billing' });
    actor.send({ type: 'ADDRESS.SAVE', draft: { kind: 'billing', values: anna } });
    await settled();
    expect(form()).toBe('adding');
    expect(actor.getSnapshot().context.draft).toEqual({ kind: 'billing', values: anna });
    expect(emitted).toEqual([{ type: 'ADDRESS.ERROR', message: 'Postleitzahl' }]);
  });
});

describe('addressBookMachine: removal and revert (spec shopping §4 "Address book")', () => {
  it('deletes a removed address and holds it aside for its kind', async () => {
    const { actor, emitted, removal, settled, remove } = start();
    actor.send({ type: 'ADDRESS.REMOVE', removed: billing('b1') });
    expect(removal()).toBe('deleting');
    await settled();
    expect(remove).toHaveBeenCalledWith({ kind: 'billing', addressId: 'b1' });
    expect(actor.getSnapshot().context.removed).toEqual({ billing: billing('b1') });
    expect(emitted).toEqual([{ type: 'ADDRESS.CHANGED', kind: 'billing' }]);
  });

  it('holds one removal per kind: a new removal of the kind makes the earlier one final', async () => {
    const { actor, settled, remove } = start();
    const station: BookAddress = {
      kind: 'parcelStation',
      address: { ...stored('p1'), packstationAddress: true },
    };
    actor.send({ type: 'ADDRESS.REMOVE', removed: billing('b1') });
    await settled();
    actor.send({ type: 'ADDRESS.REMOVE', removed: station });
    await settled();
    actor.send({ type: 'ADDRESS.REMOVE', removed: billing('b2', 'Bert') });
    await settled();
    expect(remove.mock.calls.map(([input]) => input.addressId)).toEqual(['b1', 'p1', 'b2']);
    expect(actor.getSnapshot().context.removed).toEqual({
      billing: billing('b2', 'Bert'),
      parcelStation: station,
    });
  });

  it('a revert recreates the held address and drops it from the held ones', async () => {
    const { actor, emitted, removal, settled, create } = start();
    actor.send({ type: 'ADDRESS.REMOVE', removed: billing('b1') });
    await settled();
    actor.send({ type: 'ADDRESS.REVERT', kind: 'billing' });
    expect(removal()).toBe('restoring');
    await settled();
    expect(create).toHaveBeenCalledWith({ kind: 'billing', address: { ...stored('b1'), addressId: null } });
    expect(actor.getSnapshot().context.removed).toEqual({});
    expect(emitted).toEqual([
      { type: 'ADDRESS.CHANGED', kind: 'billing' },
      { type: 'ADDRESS.CHANGED', kind: 'billing' },
    ]);
  });

  it('a revert of a kind with nothing held does nothing', () => {
    const { actor, removal, create } = start();
    actor.send({ type: 'ADDRESS.REVERT', kind: 'shipping' });
    expect(removal()).toBe('idle');
    expect(create).not.toHaveBeenCalled();
  });

  it('cleaning drops the held address of that kind only, and a revert is no longer possible', async () => {
    const { actor, settled, create } = start();
    const shipping: BookAddress = { kind: 'shipping', address: stored('s1') };
    actor.send({ type: 'ADDRESS.REMOVE', removed: billing('b1') });
    await settled();
    actor.send({ type: 'ADDRESS.REMOVE', removed: shipping });
    await settled();
    actor.send({ type: 'ADDRESS.CLEAN', kind: 'billing' });
    expect(actor.getSnapshot().context.removed).toEqual({ shipping });
    actor.send({ type: 'ADDRESS.REVERT', kind: 'billing' });
    expect(create).not.toHaveBeenCalled();
  });

  it('a failed deletion holds nothing and says why; the earlier held address stays', async () => {
    const answers = [undefined, new Error('nicht gefunden')];
    const { actor, emitted, settled } = start({
      remove: async () => {
        const failure = answers.shift();
        if (failure) throw failure;
      },
    });
    actor.send({ type: 'ADDRESS.REMOVE', removed: billing('b1') });
    await settled();
    actor.send({ type: 'ADDRESS.REMOVE', removed: billing('b2') });
    await settled();
    expect(actor.getSnapshot().context.removed).toEqual({ billing: billing('b1') });
    expect(emitted.at(-1)).toEqual({ type: 'ADDRESS.ERROR', message: 'nicht gefunden' });
  });

  it('a failed revert keeps the address held so it can be tried again', async () => {
    const answers: (CreateAddressOutput | Error)[] = [new Error('offline'), { addressId: 'b9' }];
    const { actor, emitted, settled, create } = start({
      create: async () => {
        const answer = answers.shift();
        if (answer instanceof Error) throw answer;
        return answer ?? { addressId: 'x' };
      },
    });
    actor.send({ type: 'ADDRESS.REMOVE', removed: billing('b1') });
    await settled();
    actor.send({ type: 'ADDRESS.REVERT', kind: 'billing' });
    await settled();
    expect(actor.getSnapshot().context.removed).toEqual({ billing: billing('b1') });
    expect(emitted.at(-1)).toEqual({ type: 'ADDRESS.ERROR', message: 'offline' });
    actor.send({ type: 'ADDRESS.REVERT', kind: 'billing' });
    await settled();
    expect(create).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.removed).toEqual({});
  });

  it('takes no second removal or revert while one is on its way', () => {
    const { actor, removal, remove } = start({ remove: () => new Promise(() => undefined) });
    actor.send({ type: 'ADDRESS.REMOVE', removed: billing('b1') });
    actor.send({ type: 'ADDRESS.REMOVE', removed: billing('b2') });
    expect(removal()).toBe('deleting');
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('removing the address being edited closes its form', async () => {
    const { actor, form, settled } = start();
    actor.send({ type: 'ADDRESS.EDIT', draft: { kind: 'billing', values: { ...anna, addressId: 'b1' } } });
    actor.send({ type: 'ADDRESS.REMOVE', removed: billing('b1') });
    await settled();
    expect(form()).toBe('closed');
    expect(actor.getSnapshot().context.draft).toBeNull();
  });

  it('another form stays open while an address is removed', async () => {
    const { actor, form, settled } = start();
    actor.send({ type: 'ADDRESS.ADD', kind: 'shipping' });
    actor.send({ type: 'ADDRESS.REMOVE', removed: billing('b1') });
    await settled();
    expect(form()).toBe('adding');
    actor.send({ type: 'ADDRESS.EDIT', draft: { kind: 'billing', values: { ...anna, addressId: 'b2' } } });
    actor.send({ type: 'ADDRESS.REMOVE', removed: billing('b3') });
    await settled();
    expect(form()).toBe('editing');
  });
});
