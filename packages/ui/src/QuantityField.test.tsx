// spec shopping §4 "Quantity field", §5 quantity messages, §9 quantity debounce 500 ms.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuantityField } from './QuantityField';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

describe('QuantityField', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function input(): HTMLInputElement {
    return screen.getByRole('textbox', { name: 'Menge' }) as HTMLInputElement;
  }

  it('reports the quantity once, 500 ms after the last click', () => {
    const onChange = vi.fn();
    renderWithShop(<QuantityField value={1} onChange={onChange} />);
    const plus = screen.getByRole('button', { name: 'Menge erhöhen' });
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(input().value).toBe('3');
    act(() => vi.advanceTimersByTime(499));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(3);
  });

  it('clamps a typed quantity above the maximum and says so', () => {
    const onChange = vi.fn();
    renderWithShop(<QuantityField value={2} max={10} onChange={onChange} />);
    fireEvent.change(input(), { target: { value: '25' } });
    act(() => vi.advanceTimersByTime(500));
    expect(input().value).toBe('10');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(10);
    expect(screen.getByRole('status')).toHaveTextContent('Höchstens 10 Stück bestellbar.');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
  });

  it('raises a quantity below the minimum to the minimum with the minimum message', () => {
    const onChange = vi.fn();
    renderWithShop(<QuantityField value={12} min={10} onChange={onChange} />);
    fireEvent.change(input(), { target: { value: '3' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(input().value).toBe('10');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(10);
    expect(screen.getByRole('status')).toHaveTextContent('Mindestbestellmenge: 10 Stück');
  });

  it('rejects text that is no quantity and keeps the last one', () => {
    const onChange = vi.fn();
    renderWithShop(<QuantityField value={4} onChange={onChange} />);
    fireEvent.change(input(), { target: { value: 'drei' } });
    fireEvent.blur(input());
    expect(input().value).toBe('4');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Bitte geben Sie eine gültige Menge ein.');
  });

  it('cannot go below the minimum without a delete action', () => {
    renderWithShop(<QuantityField value={1} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Menge verringern' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Artikel entfernen' })).not.toBeInTheDocument();
  });

  it('turns the minus button into a delete button at the minimum in the basket', () => {
    const onDelete = vi.fn();
    renderWithShop(<QuantityField value={2} min={2} onChange={() => {}} onDelete={onDelete} />);
    fireEvent.click(screen.getByRole('button', { name: 'Artikel entfernen' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('deletes on a typed 0 when it may delete', () => {
    const onDelete = vi.fn();
    const onChange = vi.fn();
    renderWithShop(<QuantityField value={3} onChange={onChange} onDelete={onDelete} />);
    fireEvent.change(input(), { target: { value: '0' } });
    act(() => vi.advanceTimersByTime(500));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows a new value from the host', () => {
    const { rerender } = renderWithShop(<QuantityField value={3} onChange={() => {}} />);
    rerender(<QuantityField value={7} onChange={() => {}} />);
    expect(input().value).toBe('7');
  });

  it('has no axe violations', async () => {
    vi.useRealTimers();
    const { container } = renderWithShop(<QuantityField value={1} onChange={() => {}} onDelete={() => {}} />);
    await expectNoAxeViolations(container);
  });
});
