// The wish list's modals (spec shopping §4 "Wish list entry removal", "Adding from a product"): the
// choose-list modal a logged-in visitor with more than one list sees when adding a product, and the
// remove-list modal, asked for from the list's options or opened as "last item removed" when a list
// that is not the default one became empty; the share dialog that creates an invite link for a chosen
// right (spec shopping §4 "Invite links are created for a chosen rights level"), lists the open links to
// revoke and the members to remove; and the replace-variant dialog. What they decide is the wish list
// machine's or the host's.
import {
  type ListRemovalReason,
  WISHLIST_ROLE_LABELS,
  type WishlistInviteRole,
  type WishlistRole,
  type WishlistSummary,
} from '@ranzen/sdk-core';
import { useShop, useTranslate } from '@ranzen/sdk-react';
import { useId, useState } from 'react';
import { Button } from './Button';
import { CmsDialog } from './CmsDialog';
import styles from './wishlist.module.css';

export interface ChooseWishlistDialogProps {
  readonly open: boolean;
  readonly lists: readonly WishlistSummary[];
  readonly onChoose: (listId: string) => void;
  readonly onClose: () => void;
}

/**
 * The choose-list modal: one button per list of the visitor.
 *
 * @example
 * ```tsx
 * <ChooseWishlistDialog open={view.state === 'choosingList'} lists={view.lists} onChoose={chooseList} onClose={closeModal} />
 * ```
 */
export function ChooseWishlistDialog({ open, lists, onChoose, onClose }: ChooseWishlistDialogProps) {
  const t = useTranslate();
  const headingId = useId();
  return (
    <CmsDialog open={open} onClose={onClose} label={t('vue.wishlist.chooseList')}>
      <h2 id={headingId} className={styles.dialogHeading}>
        {t('vue.wishlist.chooseList')}
      </h2>
      <ul className={styles.choices} aria-labelledby={headingId}>
        {lists.map((list) => (
          <li key={list.listId}>
            <Button variant="secondary" onClick={() => onChoose(list.listId)}>
              {t('vue.wishlist.chooseList.entry', { list: list.name, count: list.entryCount })}
            </Button>
          </li>
        ))}
      </ul>
    </CmsDialog>
  );
}

export interface RemoveWishlistDialogProps {
  /** The list the modal asks about; the modal is closed without one. */
  readonly list: WishlistSummary | null;
  readonly reason: ListRemovalReason | null;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

const QUESTION_BY_REASON = {
  asked: 'vue.wishlist.removeList.asked',
  lastItemRemoved: 'vue.wishlist.removeList.lastItemRemoved',
} as const satisfies Record<ListRemovalReason, string>;

/**
 * The remove-list modal: asks before a list is deleted, also after its last item was removed.
 *
 * @example
 * ```tsx
 * <RemoveWishlistDialog list={view.listToRemove} reason={view.listRemovalReason} onConfirm={confirmRemoveList} onClose={closeModal} />
 * ```
 */
export function RemoveWishlistDialog({ list, reason, onConfirm, onClose }: RemoveWishlistDialogProps) {
  const t = useTranslate();
  return (
    <CmsDialog open={list !== null} onClose={onClose} label={t('vue.wishlist.removeList')}>
      <h2 className={styles.dialogHeading}>{t('vue.wishlist.removeList')}</h2>
      {list ? <p>{t(QUESTION_BY_REASON[reason ?? 'asked'], { list: list.name })}</p> : null}
      <div className={styles.actions}>
        <Button onClick={onConfirm}>{t('vue.wishlist.removeList')}</Button>
        <Button variant="secondary" onClick={onClose}>
          {t('vue.wishlist.removeList.keep')}
        </Button>
      </div>
    </CmsDialog>
  );
}

/** The levels an invite link offers, weakest first (the creator's own role is never handed out). */
const INVITE_LEVELS: readonly WishlistInviteRole[] = ['VIEWER', 'COMMENTATOR', 'EDITOR', 'ADMIN'];

/** An open invite link of the list (its token is not answered again after creation). */
export interface WishlistInviteView {
  readonly inviteId: string;
  readonly level: WishlistInviteRole;
  /** ISO date-time. */
  readonly expiresAt: string;
}

/** A person who sees the list. */
export interface WishlistMemberView {
  readonly memberId: string;
  readonly name: string;
  readonly role: WishlistRole;
}

export interface WishlistShareDialogProps {
  readonly open: boolean;
  /** The invite link once created for the chosen right. */
  readonly inviteUrl: string | null;
  /** The link is being created. */
  readonly creating?: boolean;
  readonly invites?: readonly WishlistInviteView[];
  readonly members?: readonly WishlistMemberView[];
  readonly onCreateInvite: (level: WishlistInviteRole) => void;
  readonly onRevokeInvite?: (inviteId: string) => void;
  /** Removes a member (never the creator). */
  readonly onRemoveMember?: (memberId: string) => void;
  readonly onClose: () => void;
}

/**
 * The share dialog: the visitor picks what invited people may do and gets an invite link for it; open
 * links can be revoked and members removed.
 *
 * @example
 * ```tsx
 * <WishlistShareDialog open={sharing} inviteUrl={url} invites={invites} members={members}
 *   onCreateInvite={(level) => changeList({ kind: 'createInvite', listId, level })}
 *   onRevokeInvite={revoke} onRemoveMember={removeMember} onClose={() => setSharing(false)} />
 * ```
 */
export function WishlistShareDialog({
  open,
  inviteUrl,
  creating = false,
  invites = [],
  members = [],
  onCreateInvite,
  onRevokeInvite,
  onRemoveMember,
  onClose,
}: WishlistShareDialogProps) {
  const t = useTranslate();
  const { store } = useShop();
  const linkId = useId();
  const invitesId = useId();
  const membersId = useId();
  const [level, setLevel] = useState<WishlistInviteRole>('COMMENTATOR');
  const dateFormat = new Intl.DateTimeFormat(store.language, { dateStyle: 'medium' });
  return (
    <CmsDialog open={open} onClose={onClose} label={t('vue.wishlist.share')}>
      <h2 className={styles.dialogHeading}>{t('vue.wishlist.share')}</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onCreateInvite(level);
        }}
      >
        <fieldset className={styles.rights}>
          <legend>{t('vue.wishlist.share.rights')}</legend>
          {INVITE_LEVELS.map((option) => (
            <label key={option} className={styles.right}>
              <input
                type="radio"
                name="right"
                value={option}
                checked={level === option}
                onChange={() => setLevel(option)}
              />
              {t(WISHLIST_ROLE_LABELS[option])}
            </label>
          ))}
        </fieldset>
        <Button type="submit" busy={creating}>
          {t('vue.wishlist.share.create')}
        </Button>
      </form>
      {inviteUrl ? (
        <div className={styles.invite}>
          <label htmlFor={linkId}>{t('vue.wishlist.share.link')}</label>
          <input
            id={linkId}
            className={styles.inviteLink}
            readOnly
            value={inviteUrl}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      ) : null}
      {invites.length > 0 ? (
        <>
          <h3 id={invitesId} className={styles.sectionHeading}>
            {t('vue.wishlist.share.invites')}
          </h3>
          <ul className={styles.sharing} aria-labelledby={invitesId}>
            {invites.map((invite) => {
              const right = t(WISHLIST_ROLE_LABELS[invite.level]);
              return (
                <li key={invite.inviteId}>
                  {t('vue.wishlist.share.invite', {
                    right,
                    date: dateFormat.format(new Date(invite.expiresAt)),
                  })}
                  {onRevokeInvite ? (
                    <button
                      type="button"
                      className={styles.link}
                      onClick={() => onRevokeInvite(invite.inviteId)}
                    >
                      {t('vue.wishlist.share.revoke', { right })}
                    </button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {members.length > 0 ? (
        <>
          <h3 id={membersId} className={styles.sectionHeading}>
            {t('vue.wishlist.share.members')}
          </h3>
          <ul className={styles.sharing} aria-labelledby={membersId}>
            {members.map((member) => (
              <li key={member.memberId}>
                {t('vue.wishlist.share.member', {
                  name: member.name,
                  right: t(WISHLIST_ROLE_LABELS[member.role]),
                })}
                {onRemoveMember && member.role !== 'CREATOR' ? (
                  <button
                    type="button"
                    className={styles.link}
                    onClick={() => onRemoveMember(member.memberId)}
                  >
                    {t('vue.wishlist.share.removeMember', { name: member.name })}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </CmsDialog>
  );
}

/** A variant an entry can be switched to. */
export interface WishlistVariantOption {
  readonly itemId: string;
  readonly label: string;
  readonly available: boolean;
}

export interface ReplaceVariantDialogProps {
  /** The entry's product name; the dialog is closed without one. */
  readonly productName: string | null;
  /** The entry's current item. */
  readonly currentItemId: string;
  /** The product's variants; empty while they load. */
  readonly variants: readonly WishlistVariantOption[];
  readonly onReplace: (itemId: string) => void;
  readonly onClose: () => void;
}

/**
 * The replace-variant dialog of the entry options menu: the product's other variants to choose from; the
 * entry keeps its quantity.
 *
 * @example
 * ```tsx
 * <ReplaceVariantDialog productName={entry?.name ?? null} currentItemId={entry.itemId} variants={variants}
 *   onReplace={(itemId) => replaceItem(listId, ref, itemId)} onClose={close} />
 * ```
 */
export function ReplaceVariantDialog({
  productName,
  currentItemId,
  variants,
  onReplace,
  onClose,
}: ReplaceVariantDialogProps) {
  const t = useTranslate();
  const [chosen, setChosen] = useState(currentItemId);
  const label = productName ? t('vue.wishlist.teaser.chooseVariant.label', { product: productName }) : '';
  return (
    <CmsDialog open={productName !== null} onClose={onClose} label={t('vue.wishlist.option.replaceVariant')}>
      <h2 className={styles.dialogHeading}>{t('vue.wishlist.option.replaceVariant')}</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen !== currentItemId) onReplace(chosen);
        }}
      >
        <fieldset className={styles.rights} aria-busy={variants.length === 0}>
          <legend>{label}</legend>
          {variants.map((variant) => (
            <label key={variant.itemId} className={styles.right}>
              <input
                type="radio"
                name="variant"
                value={variant.itemId}
                checked={chosen === variant.itemId}
                disabled={!variant.available}
                onChange={() => setChosen(variant.itemId)}
              />
              {variant.label}
            </label>
          ))}
        </fieldset>
        <Button type="submit" disabled={chosen === currentItemId}>
          {t('vue.wishlist.settings.save')}
        </Button>
      </form>
    </CmsDialog>
  );
}
