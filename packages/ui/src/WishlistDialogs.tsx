// The wish list's modals (spec shopping §4 "Wish list entry removal", "Adding from a product"): the
// choose-list modal a logged-in visitor with more than one list sees when adding a product, and the
// remove-list modal, asked for from the list's options or opened as "last item removed" when a list
// that is not the default one became empty; and the share dialog that creates an invite link for a
// chosen right. What they decide is the wish list machine's or the host's.
import type { ListRemovalReason, WishlistSummary } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { useId, useState } from 'react';
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
            <button type="button" className={styles.secondary} onClick={() => onChoose(list.listId)}>
              {t('vue.wishlist.chooseList.entry', { list: list.name, count: list.entryCount })}
            </button>
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
        <button type="button" className={styles.primary} onClick={onConfirm}>
          {t('vue.wishlist.removeList')}
        </button>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {t('vue.wishlist.removeList.keep')}
        </button>
      </div>
    </CmsDialog>
  );
}

/** The rights an invite link can grant (the creator's own right is never handed out). */
export type WishlistInviteRight = 'commentator' | 'editor' | 'admin';

const INVITE_RIGHT_LABELS = {
  commentator: 'vue.wishlist.rights.commentator',
  editor: 'vue.wishlist.rights.editor',
  admin: 'vue.wishlist.rights.admin',
} as const satisfies Record<WishlistInviteRight, string>;

const INVITE_RIGHTS = Object.keys(INVITE_RIGHT_LABELS) as WishlistInviteRight[];

export interface WishlistShareDialogProps {
  readonly open: boolean;
  /** The invite link once created for the chosen right. */
  readonly inviteUrl: string | null;
  /** The link is being created. */
  readonly creating?: boolean;
  readonly onCreateInvite: (right: WishlistInviteRight) => void;
  readonly onClose: () => void;
}

/**
 * The share dialog: the visitor picks what invited people may do and gets an invite link for it.
 *
 * @example
 * ```tsx
 * <WishlistShareDialog open={sharing} inviteUrl={url} onCreateInvite={(right) => createInvite(list.listId, right)} onClose={() => setSharing(false)} />
 * ```
 */
export function WishlistShareDialog({
  open,
  inviteUrl,
  creating = false,
  onCreateInvite,
  onClose,
}: WishlistShareDialogProps) {
  const t = useTranslate();
  const linkId = useId();
  const [right, setRight] = useState<WishlistInviteRight>('commentator');
  return (
    <CmsDialog open={open} onClose={onClose} label={t('vue.wishlist.share')}>
      <h2 className={styles.dialogHeading}>{t('vue.wishlist.share')}</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onCreateInvite(right);
        }}
      >
        <fieldset className={styles.rights}>
          <legend>{t('vue.wishlist.share.rights')}</legend>
          {INVITE_RIGHTS.map((option) => (
            <label key={option} className={styles.right}>
              <input
                type="radio"
                name="right"
                value={option}
                checked={right === option}
                onChange={() => setRight(option)}
              />
              {t(INVITE_RIGHT_LABELS[option])}
            </label>
          ))}
        </fieldset>
        <button type="submit" className={styles.primary} aria-busy={creating} disabled={creating}>
          {t('vue.wishlist.share.create')}
        </button>
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
    </CmsDialog>
  );
}
