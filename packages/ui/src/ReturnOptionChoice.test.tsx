// ReturnOptionChoice (spec shopping §3 "Client selection": regulation and carrier; §4 "Returns": the
// preselected first option).
import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { ReturnOptionChoice } from './ReturnOptionChoice';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

const OPTIONS = [
  { code: 'dhl', name: 'DHL' },
  { code: 'dpd', name: 'DPD' },
];

it('shows the chosen option checked and reports another choice (§3 carrier)', async () => {
  const onSelect = vi.fn();
  const { container, user } = renderWithShop(
    <ReturnOptionChoice
      legend="Versand"
      name="carrier"
      options={OPTIONS}
      selected="dhl"
      onSelect={onSelect}
    />,
  );
  const group = screen.getByRole('group', { name: 'Versand' });
  expect(group).toHaveAttribute('data-state', 'dhl');
  expect(screen.getByRole('radio', { name: 'DHL' })).toBeChecked();
  await user.click(screen.getByRole('radio', { name: 'DPD' }));
  expect(onSelect).toHaveBeenCalledWith('dpd');
  await expectNoAxeViolations(container);
});
