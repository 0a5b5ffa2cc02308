// spec storefront §3.4 tabs and extra tabs, §7 "extra tab contents" (loaded when opened).
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ProductTabContent, ProductTabs } from './ProductTabs';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

const tabs: ProductTabContent[] = [
  { id: 'description', title: 'Beschreibung', content: <p>Leicht und ergonomisch.</p> },
  { id: 'care', title: 'Pflegehinweise', content: <p>Feucht abwischen.</p> },
];
const extraTabs = [{ id: 'norms', title: 'Normen und Prüfungen' }];

describe('ProductTabs', () => {
  it('shows the first tab and switches by click', async () => {
    const { user } = renderWithShop(<ProductTabs tabs={tabs} />);
    expect(screen.getByRole('tab', { name: 'Beschreibung' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Beschreibung' })).toHaveTextContent(
      'Leicht und ergonomisch.',
    );
    await user.click(screen.getByRole('tab', { name: 'Pflegehinweise' }));
    expect(screen.getByRole('tabpanel', { name: 'Pflegehinweise' })).toHaveTextContent('Feucht abwischen.');
    expect(screen.queryByRole('tabpanel', { name: 'Beschreibung' })).not.toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = renderWithShop(<ProductTabs tabs={tabs} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Beschreibung' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Pflegehinweise' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Pflegehinweise' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Beschreibung' })).toHaveFocus();
  });

  it('loads an extra tab only when it is opened, and once', async () => {
    const loadExtraTab = vi.fn(async () => '<p>Geprüft nach DIN 58124.</p>');
    const { user } = renderWithShop(
      <ProductTabs tabs={tabs} extraTabs={extraTabs} loadExtraTab={loadExtraTab} />,
    );
    expect(loadExtraTab).not.toHaveBeenCalled();
    const extra = screen.getByRole('tab', { name: 'Normen und Prüfungen' });
    await user.click(extra);
    expect(await screen.findByText('Geprüft nach DIN 58124.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Beschreibung' }));
    await user.click(extra);
    expect(loadExtraTab).toHaveBeenCalledExactlyOnceWith('norms');
  });

  it('says so when an extra tab cannot be loaded', async () => {
    const { user } = renderWithShop(
      <ProductTabs
        tabs={tabs}
        extraTabs={extraTabs}
        loadExtraTab={() => Promise.reject(new Error('offline'))}
      />,
    );
    await user.click(screen.getByRole('tab', { name: 'Normen und Prüfungen' }));
    expect(await screen.findByText('Dieser Inhalt ist gerade nicht verfügbar.')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShop(
      <ProductTabs tabs={tabs} extraTabs={extraTabs} loadExtraTab={async () => null} />,
    );
    await expectNoAxeViolations(container);
  });
});
