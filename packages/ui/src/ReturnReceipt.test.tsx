// ReturnReceipt (spec shopping §3 "Return order": earlier returns; §8 "Return submit"; issue 18 item 5:
// the RMA number and the label PDF link).

import { earlierReturn } from '@ranzen/sdk-react/testing';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ReturnReceipt } from './ReturnReceipt';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

it('shows the RMA number, the label download and the earlier returns', async () => {
  const { container } = renderWithShop(
    <ReturnReceipt rma="100234-R2" labelUrl="/return-labels/abc" earlierReturns={[earlierReturn]} />,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Rücksendenummer: 100234-R2');
  expect(screen.getByRole('link', { name: 'Rücksendeetikett herunterladen (PDF)' })).toHaveAttribute(
    'href',
    '/return-labels/abc',
  );
  const earlier = screen.getByRole('region', { name: 'Bisherige Rücksendungen' });
  expect(earlier).toHaveTextContent('100234-R1');
  expect(earlier).toHaveTextContent('1 × Buntstifte, 24 Farben (Artikel ist defekt)');
  await expectNoAxeViolations(container);
});

it('offers no label without one (nolabel) and shows no status before the submit', () => {
  renderWithShop(<ReturnReceipt rma={null} labelUrl={null} earlierReturns={[]} />);
  expect(screen.queryByRole('status')).toBeNull();
  expect(screen.queryByRole('link')).toBeNull();
});
