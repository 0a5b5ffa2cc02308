// The shared variant of useLazyMachine, for a machine that many components of a page read (the cart:
// header count, buy boxes, flyout, basket). Like @xstate/react's createActorContext, one provider
// owns the actor (its host hook calls useLazyMachine) and components read what it offers (a view
// and actions, never the actor) through useLazyMachineContext. docs/adding-a-machine.md shows one.
import { type Context, createContext, useContext } from 'react';

export interface LazyMachineContext<TValue> {
  readonly Context: Context<TValue | null>;
  /** The provider's and the reading hook's names, for the error outside the provider. */
  readonly names: { readonly provider: string; readonly hook: string };
}

/**
 * A context for a provider that hosts a lazily loaded machine, with the names its error uses.
 *
 * @example
 * ```tsx
 * const CartContext = createLazyMachineContext<CartContextValue>({ provider: 'CartProvider', hook: 'useCartContext' });
 * ```
 */
export function createLazyMachineContext<TValue>(names: LazyMachineContext<TValue>['names']) {
  const Context = createContext<TValue | null>(null);
  Context.displayName = names.provider;
  return { Context, names } satisfies LazyMachineContext<TValue>;
}

/**
 * The provider's value; throws outside the provider.
 *
 * @example
 * ```tsx
 * const CartContext: LazyMachineContext<CartContextValue> = {
 *   Context: createContext<CartContextValue | null>(null),
 *   names: { provider: 'CartProvider', hook: 'useCartContext' },
 * };
 * export const useCartContext = () => useLazyMachineContext(CartContext);
 * ```
 */
export function useLazyMachineContext<TValue>({ Context, names }: LazyMachineContext<TValue>): TValue {
  const value = useContext(Context);
  if (value === null) throw new Error(`${names.hook} must be used inside <${names.provider}>`);
  return value;
}
