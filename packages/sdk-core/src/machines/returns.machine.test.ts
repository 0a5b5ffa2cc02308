// Returns machine (spec shopping §4 "Returns": regulation defaults to the first available; carrier to the
// first available or nolabel; labels 0 with no carrier; a different hash clears the state; continuing needs
// selected items, regulation and carrier; §8 "Return submit"). Actors are swapped with .provide().
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { DEFAULT_RETURN_LABELS, NO_LABEL_CARRIER } from '../rules/returns';
import {
  type ReturnCarriersInput,
  type ReturnItemsInput,
  type ReturnOption,
  type ReturnSelection,
  type ReturnsEmitted,
  returnsMachine,
  type SelectedReturnItem,
  type SubmitReturnOutput,
} from './returns.machine';

const refund: ReturnOption = { code: 'REFUND', name: 'Geld zurück' };
const exchange: ReturnOption = { code: 'EXCHANGE', name: 'Umtausch' };
const dhl: ReturnOption = { code: 'dhl', name: 'DHL' };
const dpd: ReturnOption = { code: 'dpd', name: 'DPD' };

const pencil: SelectedReturnItem = {
  id: 'i1',
  lineNo: 1,
  quantity: 2,
  reason: 'WRONG_ITEM',
  additionalInfo: '',
  images: [],
  components: [],
};

interface Options {
  readonly regulations?: readonly ReturnOption[];
  readonly carriers?: readonly ReturnOption[];
  readonly submit?: (input: ReturnSelection) => Promise<SubmitReturnOutput>;
}

function start({ regulations = [refund, exchange], carriers = [dhl, dpd], submit }: Options = {}) {
  const regulationsFn = vi.fn(async (_: ReturnItemsInput) => regulations);
  const carriersFn = vi.fn(async (_: ReturnCarriersInput) => carriers);
  const submitFn = vi.fn(submit ?? (async () => ({ rma: 'RMA-1', labelUrl: '/return-labels/t1' })));
  const machine = returnsMachine.provide({
    actors: {
      returnRegulations: fromPromise(({ input }: { input: ReturnItemsInput }) => regulationsFn(input)),
      returnCarriers: fromPromise(({ input }: { input: ReturnCarriersInput }) => carriersFn(input)),
      submitReturn: fromPromise(({ input }: { input: ReturnSelection }) => submitFn(input)),
    },
  });
  const actor = createActor(machine);
  const emitted: ReturnsEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const reach = (state: 'regulations' | 'carrier' | 'confirm' | 'submitted' | 'productSelection') =>
    waitFor(actor, (snapshot) => snapshot.matches(state));
  return { actor, emitted, reach, regulationsFn, carriersFn, submitFn };
}

/** Opens hash h1, selects the pencil and continues to the carrier step. */
async function toCarrier(options: Options = {}) {
  const started = start(options);
  const { actor, reach } = started;
  actor.send({ type: 'RETURNS.OPEN', hash: 'h1' });
  actor.send({ type: 'RETURNS.SET_ITEMS', items: [pencil] });
  actor.send({ type: 'RETURNS.CONTINUE' });
  await reach('regulations');
  actor.send({ type: 'RETURNS.CONTINUE' });
  await reach('carrier');
  return started;
}

describe('returnsMachine: continuing (spec shopping §4 "Returns", §2 sub-step guards)', () => {
  it('does not continue from the product selection without selected items', () => {
    const { actor, regulationsFn } = start();
    actor.send({ type: 'RETURNS.OPEN', hash: 'h1' });
    actor.send({ type: 'RETURNS.CONTINUE' });
    expect(actor.getSnapshot().value).toBe('productSelection');
    actor.send({ type: 'RETURNS.SET_ITEMS', items: [{ ...pencil, quantity: 0 }] });
    actor.send({ type: 'RETURNS.CONTINUE' });
    expect(actor.getSnapshot().value).toBe('productSelection');
    expect(regulationsFn).not.toHaveBeenCalled();
  });

  it('asks for the regulations of the selection and defaults to the first available', async () => {
    const { actor, reach, regulationsFn } = start();
    actor.send({ type: 'RETURNS.OPEN', hash: 'h1' });
    actor.send({ type: 'RETURNS.SET_ITEMS', items: [pencil] });
    actor.send({ type: 'RETURNS.CONTINUE' });
    await reach('regulations');
    expect(regulationsFn).toHaveBeenCalledWith({ hash: 'h1', items: [pencil] });
    expect(actor.getSnapshot().context.regulation).toBe('REFUND');
    actor.send({ type: 'RETURNS.SELECT_REGULATION', code: 'EXCHANGE' });
    expect(actor.getSnapshot().context.regulation).toBe('EXCHANGE');
    actor.send({ type: 'RETURNS.SELECT_REGULATION', code: 'UNKNOWN' });
    expect(actor.getSnapshot().context.regulation).toBe('EXCHANGE');
  });

  it('does not continue from the regulations when none is available', async () => {
    const { actor, reach, carriersFn } = start({ regulations: [] });
    actor.send({ type: 'RETURNS.OPEN', hash: 'h1' });
    actor.send({ type: 'RETURNS.SET_ITEMS', items: [pencil] });
    actor.send({ type: 'RETURNS.CONTINUE' });
    await reach('regulations');
    expect(actor.getSnapshot().context.regulation).toBeNull();
    actor.send({ type: 'RETURNS.CONTINUE' });
    expect(actor.getSnapshot().value).toBe('regulations');
    expect(carriersFn).not.toHaveBeenCalled();
  });

  it('defaults the carrier to the first available with one label', async () => {
    const { actor, carriersFn } = await toCarrier();
    expect(carriersFn).toHaveBeenCalledWith({ hash: 'h1', items: [pencil], regulation: 'REFUND' });
    expect(actor.getSnapshot().context).toMatchObject({ carrier: 'dhl', labelsCount: DEFAULT_RETURN_LABELS });
  });

  it('falls back to nolabel with 0 labels when no carrier is available, and keeps the labels at 0', async () => {
    const { actor } = await toCarrier({ carriers: [] });
    expect(actor.getSnapshot().context).toMatchObject({ carrier: NO_LABEL_CARRIER, labelsCount: 0 });
    actor.send({ type: 'RETURNS.SET_LABELS', count: 2 });
    expect(actor.getSnapshot().context.labelsCount).toBe(0);
  });

  it('sets the labels count within 1 to MAX_RETURN_LABELS for a carrier', async () => {
    const { actor } = await toCarrier();
    actor.send({ type: 'RETURNS.SET_LABELS', count: 3 });
    expect(actor.getSnapshot().context.labelsCount).toBe(3);
    actor.send({ type: 'RETURNS.SET_LABELS', count: 0 });
    actor.send({ type: 'RETURNS.SET_LABELS', count: 99 });
    expect(actor.getSnapshot().context.labelsCount).toBe(3);
    actor.send({ type: 'RETURNS.SELECT_CARRIER', code: 'dpd' });
    expect(actor.getSnapshot().context).toMatchObject({ carrier: 'dpd', labelsCount: 3 });
  });

  it('submits the whole selection from the confirm step and reports the RMA number', async () => {
    const { actor, reach, submitFn, emitted } = await toCarrier();
    actor.send({ type: 'RETURNS.SELECT_CARRIER', code: 'dpd' });
    actor.send({ type: 'RETURNS.CONTINUE' });
    expect(actor.getSnapshot().value).toBe('confirm');
    actor.send({ type: 'RETURNS.SUBMIT' });
    await reach('submitted');
    expect(submitFn).toHaveBeenCalledWith({
      hash: 'h1',
      items: [pencil],
      regulation: 'REFUND',
      carrier: 'dpd',
      labelsCount: 1,
      contact: null,
    });
    expect(actor.getSnapshot().context).toMatchObject({ rma: 'RMA-1', labelUrl: '/return-labels/t1' });
    expect(emitted).toContainEqual({ type: 'RETURNS.SUBMITTED', rma: 'RMA-1' });
  });

  it('stays on the confirm step with the error when the submit is refused (§8 "Return submit")', async () => {
    const { actor, reach, emitted } = await toCarrier({
      submit: async () => {
        throw new Error('vue.returns.error.submit');
      },
    });
    actor.send({ type: 'RETURNS.CONTINUE' });
    actor.send({ type: 'RETURNS.SUBMIT' });
    await reach('confirm');
    expect(emitted).toContainEqual({ type: 'RETURNS.ERROR', message: 'vue.returns.error.submit' });
    expect(actor.getSnapshot().context.rma).toBeNull();
  });
});

describe('returnsMachine: the hash (spec shopping §4 "loading a different hash clears the state")', () => {
  it('keeps the selection when the same hash is opened again', async () => {
    const { actor } = await toCarrier();
    actor.send({ type: 'RETURNS.OPEN', hash: 'h1' });
    expect(actor.getSnapshot().value).toBe('carrier');
    expect(actor.getSnapshot().context.items).toEqual([pencil]);
  });

  it('starts a new return of the same order once the last one was submitted', async () => {
    const { actor, reach } = await toCarrier();
    actor.send({ type: 'RETURNS.CONTINUE' });
    actor.send({ type: 'RETURNS.SUBMIT' });
    await reach('submitted');
    actor.send({ type: 'RETURNS.OPEN', hash: 'h1' });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('productSelection');
    expect(context).toMatchObject({ hash: 'h1', items: [], regulation: null, carrier: null, rma: null });
  });

  it('clears the selection when a different hash is opened', async () => {
    const { actor } = await toCarrier();
    actor.send({ type: 'RETURNS.OPEN', hash: 'h2' });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('productSelection');
    expect(context).toMatchObject({
      hash: 'h2',
      items: [],
      regulation: null,
      carrier: null,
      labelsCount: DEFAULT_RETURN_LABELS,
    });
  });
});
