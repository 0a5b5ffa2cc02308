// The wish list page's list settings (spec shopping §7 wish list mutations: create, rename, description,
// set standard list; §6 managing a list needs the right), queried as a person reads them.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';
import { WishlistListSettings } from './WishlistListSettings';
import { classList } from './wishlistFixtures';

describe('WishlistListSettings', () => {
  it('creates a new list with a trimmed name and no empty description', async () => {
    const onCreate = vi.fn();
    const { user, container } = renderWithShop(
      <WishlistListSettings list={classList} description={null} isStandard={false} onCreate={onCreate} />,
    );
    await user.click(screen.getByText('Neue Liste'));
    const form = screen.getByRole('form', { name: 'Neue Liste' });
    await user.type(screen.getByRole('textbox', { name: 'Name der Liste' }), '  Klasse 2b ');
    await user.click(screen.getByRole('button', { name: 'Liste anlegen' }));
    expect(onCreate).toHaveBeenCalledWith('Klasse 2b', null);
    expect(form).toBeInTheDocument();
    // The form starts empty again; a description goes with the next list, trimmed.
    const name = screen.getByRole('textbox', { name: 'Name der Liste' });
    expect(name).toHaveValue('');
    await user.type(name, 'Klasse 3a');
    await user.type(screen.getByRole('textbox', { name: 'Beschreibung' }), ' Bastelsachen ');
    await user.click(screen.getByRole('button', { name: 'Liste anlegen' }));
    expect(onCreate).toHaveBeenLastCalledWith('Klasse 3a', 'Bastelsachen');
    await expectNoAxeViolations(container);
  });

  it('sends only what changed when renaming or describing the list', async () => {
    const onSave = vi.fn();
    const { user } = renderWithShop(
      <WishlistListSettings list={classList} description="Für die Eltern" isStandard onSave={onSave} />,
    );
    expect(screen.getByText('Für die Eltern', { selector: 'p' })).toBeInTheDocument();
    await user.click(screen.getByText('Liste bearbeiten'));
    const name = screen.getByRole('textbox', { name: 'Name der Liste' });
    expect(name).toHaveValue('Klasse 1a');
    await user.clear(name);
    await user.type(name, 'Klasse 1b');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSave).toHaveBeenLastCalledWith({ name: 'Klasse 1b' });

    await user.type(screen.getByRole('textbox', { name: 'Beschreibung' }), ' – bitte bis Freitag');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSave).toHaveBeenLastCalledWith({
      name: 'Klasse 1b',
      description: 'Für die Eltern – bitte bis Freitag',
    });
  });

  it('offers "use as standard list" only for a list that is not the standard list', async () => {
    const onSetStandard = vi.fn();
    const { user, rerender } = renderWithShop(
      <WishlistListSettings
        list={classList}
        description={null}
        isStandard={false}
        onSetStandard={onSetStandard}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Als Standardliste verwenden' }));
    expect(onSetStandard).toHaveBeenCalledOnce();
    rerender(
      <WishlistListSettings list={classList} description={null} isStandard onSetStandard={onSetStandard} />,
    );
    expect(screen.queryByRole('button', { name: 'Als Standardliste verwenden' })).toBeNull();
  });

  it('shows no forms without their handlers (a member without the manage right)', () => {
    renderWithShop(<WishlistListSettings list={classList} description={null} isStandard={false} />);
    expect(screen.queryByText('Liste bearbeiten')).toBeNull();
    expect(screen.queryByText('Neue Liste')).toBeNull();
  });
});
