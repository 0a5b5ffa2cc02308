// The wish list's modals (spec shopping §4 "Adding from a product" choose-list modal, "last item
// removed" remove-list modal, invite links for a chosen rights level).
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';
import {
  ChooseWishlistDialog,
  RemoveWishlistDialog,
  ReplaceVariantDialog,
  WishlistShareDialog,
} from './WishlistDialogs';
import { classList, merkzettel } from './wishlistFixtures';

describe('ChooseWishlistDialog', () => {
  it('offers each list with its entry count and reports the chosen one', async () => {
    const onChoose = vi.fn();
    const { user, container } = renderWithShop(
      <ChooseWishlistDialog open lists={[merkzettel, classList]} onChoose={onChoose} onClose={vi.fn()} />,
    );
    expect(screen.getByRole('dialog', { name: 'Auf welche Liste?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Klasse 1a (1 Einträge)' }));
    expect(onChoose).toHaveBeenCalledWith('w-1a');
    await expectNoAxeViolations(container);
  });

  it('closes without choosing', async () => {
    const onClose = vi.fn();
    const onChoose = vi.fn();
    const { user } = renderWithShop(
      <ChooseWishlistDialog open lists={[merkzettel, classList]} onChoose={onChoose} onClose={onClose} />,
    );
    await user.click(screen.getByRole('button', { name: /Schließen/ }));
    expect(onClose).toHaveBeenCalled();
    expect(onChoose).not.toHaveBeenCalled();
  });
});

describe('RemoveWishlistDialog', () => {
  it('says the last item was removed and deletes or keeps the list', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    const { user } = renderWithShop(
      <RemoveWishlistDialog
        list={classList}
        reason="lastItemRemoved"
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Liste löschen' })).toHaveTextContent(
      'Sie haben den letzten Artikel von „Klasse 1a“ entfernt.',
    );
    await user.click(screen.getByRole('button', { name: 'Liste behalten' }));
    expect(onClose).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Liste löschen' }));
    expect(onConfirm).toHaveBeenCalled();
  });

  it('is closed without a list', () => {
    renderWithShop(<RemoveWishlistDialog list={null} reason={null} onConfirm={vi.fn()} onClose={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Liste behalten' })).toBeNull();
  });
});

describe('WishlistShareDialog', () => {
  it('creates an invite link for the chosen right and shows it', async () => {
    const onCreateInvite = vi.fn();
    const { user, rerender, container } = renderWithShop(
      <WishlistShareDialog open inviteUrl={null} onCreateInvite={onCreateInvite} onClose={vi.fn()} />,
    );
    expect(screen.getByRole('radio', { name: 'Ansehen und kommentieren' })).toBeChecked();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'VIEWER',
      'COMMENTATOR',
      'EDITOR',
      'ADMIN',
    ]);
    await user.click(screen.getByRole('radio', { name: 'Artikel bearbeiten' }));
    await user.click(screen.getByRole('button', { name: 'Einladungslink erstellen' }));
    expect(onCreateInvite).toHaveBeenCalledWith('EDITOR');

    rerender(
      <WishlistShareDialog
        open
        inviteUrl="http://localhost/myaccount/wishlist/?invite=abc"
        onCreateInvite={onCreateInvite}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Einladungslink' })).toHaveValue(
      'http://localhost/myaccount/wishlist/?invite=abc',
    );
    await expectNoAxeViolations(container);
  });
});

describe('WishlistShareDialog: open links and members', () => {
  it('revokes an open link and removes a member, never the creator', async () => {
    const onRevokeInvite = vi.fn();
    const onRemoveMember = vi.fn();
    const { user, container } = renderWithShop(
      <WishlistShareDialog
        open
        inviteUrl={null}
        invites={[{ inviteId: 'inv-1', level: 'VIEWER', expiresAt: '2026-12-27T10:00:00.000Z' }]}
        members={[
          { memberId: 'u-1', name: 'Bernd Lehrer', role: 'CREATOR' },
          { memberId: 'u-2', name: 'Erika Beispiel', role: 'EDITOR' },
        ]}
        onCreateInvite={vi.fn()}
        onRevokeInvite={onRevokeInvite}
        onRemoveMember={onRemoveMember}
        onClose={vi.fn()}
      />,
    );
    const invites = screen.getByRole('list', { name: 'Offene Einladungslinks' });
    expect(invites).toHaveTextContent('Nur ansehen, gültig bis 27.12.2026');
    await user.click(screen.getByRole('button', { name: 'Einladungslink „Nur ansehen“ widerrufen' }));
    expect(onRevokeInvite).toHaveBeenCalledWith('inv-1');

    const members = screen.getByRole('list', { name: 'Wer die Liste sieht' });
    expect(members).toHaveTextContent('Bernd Lehrer: Ersteller');
    expect(screen.queryByRole('button', { name: 'Bernd Lehrer entfernen' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Erika Beispiel entfernen' }));
    expect(onRemoveMember).toHaveBeenCalledWith('u-2');
    await expectNoAxeViolations(container);
  });
});

describe('ReplaceVariantDialog (spec shopping §4 replacing a variant)', () => {
  it('offers the available variants and reports the chosen one, not the current one', async () => {
    const onReplace = vi.fn();
    const { user, container } = renderWithShop(
      <ReplaceVariantDialog
        productName="Bleistift"
        currentItemId="i-hb"
        variants={[
          { itemId: 'i-hb', label: 'HB', available: true },
          { itemId: 'i-2b', label: '2B', available: true },
          { itemId: 'i-4b', label: '4B', available: false },
        ]}
        onReplace={onReplace}
        onClose={vi.fn()}
      />,
    );
    const save = screen.getByRole('button', { name: 'Speichern' });
    expect(save).toBeDisabled();
    expect(screen.getByRole('radio', { name: '4B' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '2B' }));
    await user.click(save);
    expect(onReplace).toHaveBeenCalledWith('i-2b');
    await expectNoAxeViolations(container);
  });
});
