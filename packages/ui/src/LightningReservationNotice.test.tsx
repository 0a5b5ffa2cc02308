// Lightning reservation notice (spec shopping §4 "Lightning deals", §9 countdown bands).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LightningReservationNotice } from './LightningReservationNotice';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

describe('LightningReservationNotice', () => {
  it('says how long the deals stay reserved, in minutes under an hour', async () => {
    const { container } = renderWithShop(
      <LightningReservationNotice state="counting" remainingMs={754_000} />,
    );
    expect(
      screen.getByText(/Ihre Blitzangebote sind noch .*12:34.* für Sie reserviert\./),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows nothing without a running reservation', () => {
    const { container } = renderWithShop(<LightningReservationNotice state="none" remainingMs={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});
