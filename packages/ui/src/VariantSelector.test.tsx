// spec storefront §3.6 "Variant attribute" (tile or dropdown; selected, disabled, css, hasDiscount),
// §4 "Product variants".

import { sunnyVariantAttributes } from '@ranzen/sdk-react/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';
import { swatchColour, VariantSelector } from './VariantSelector';

describe('VariantSelector', () => {
  it('shows tile attributes as a radio group with the selected value', () => {
    renderWithShop(<VariantSelector attributes={sunnyVariantAttributes} onSelect={() => {}} />);
    const colour = screen.getByRole('group', { name: 'Farbe: Blue Rocket' });
    expect(within(colour).getByRole('radio', { name: 'Blue Rocket reduziert' })).toBeChecked();
    expect(within(colour).getByRole('radio', { name: 'Red Fire' })).not.toBeChecked();
    expect(within(colour).getByRole('radio', { name: 'Green Jungle nicht lieferbar' })).toBeDisabled();
  });

  it('shows dropdown attributes as a select with discount and availability notes', () => {
    renderWithShop(<VariantSelector attributes={sunnyVariantAttributes} onSelect={() => {}} />);
    const size = screen.getByRole('combobox', { name: 'Größe' });
    expect(size).toHaveValue('Standard');
    expect(within(size).getByRole('option', { name: 'Groß (reduziert)' })).toBeEnabled();
    expect(within(size).getByRole('option', { name: 'XL (nicht lieferbar)' })).toBeDisabled();
  });

  it('asks for a choice while a dropdown attribute has no selected value', () => {
    const [colour, size] = sunnyVariantAttributes;
    if (!colour || !size) throw new Error('fixture');
    const unselected = { ...size, options: size.options.map((option) => ({ ...option, selected: false })) };
    renderWithShop(<VariantSelector attributes={[colour, unselected]} onSelect={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Größe' })).toHaveDisplayValue('Bitte wählen');
  });

  it('reports a tile chosen by keyboard alone', async () => {
    const onSelect = vi.fn();
    const { user } = renderWithShop(
      <VariantSelector attributes={sunnyVariantAttributes} onSelect={onSelect} />,
    );
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Blue Rocket reduziert' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onSelect).toHaveBeenCalledWith('colour', 'Red Fire');
  });

  it('reports a dropdown choice', async () => {
    const onSelect = vi.fn();
    const { user } = renderWithShop(
      <VariantSelector attributes={sunnyVariantAttributes} onSelect={onSelect} />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Größe' }), 'Groß');
    expect(onSelect).toHaveBeenCalledWith('size', 'Groß');
  });

  it('paints only plain colours as swatches', () => {
    expect(swatchColour('#1d4f91')).toBe('#1d4f91');
    expect(swatchColour('rgb(10, 20, 30)')).toBe('rgb(10, 20, 30)');
    expect(swatchColour('red;background:url(x)')).toBeNull();
    expect(swatchColour(null)).toBeNull();
  });

  it('renders nothing for a product without attributes', () => {
    const { container } = renderWithShop(<VariantSelector attributes={[]} onSelect={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShop(
      <VariantSelector attributes={sunnyVariantAttributes} onSelect={() => {}} />,
    );
    await expectNoAxeViolations(container);
  });
});
