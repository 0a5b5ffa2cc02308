// The wish list page's content (spec shopping §2 /myaccount/wishlist, §3 "Wish list entry", "Wish list
// comment", §4 "Wish list entry removal", §5 "Wish list quantity", §6 rights and the options menu,
// §9 three comments per entry and quantity 0 to 9998): the list selector with share and delete, the
// entries with their quantity field, restore rows where removed entries stood, the options menu,
// and the comments with show-all above 3 (links only to the shop's own hosts, §5 comment links), and the
// list's add-all-to-cart. Rules live in sdk-core; changes go to the wish list machine.
import {
  commentSegments,
  type MoneyFieldsFragment,
  type RemovedWishlistEntry,
  visibleComments,
  WISHLIST_LABEL_BY_FAMILY,
  type WishlistEntryRef,
  type WishlistSummary,
  wishlistMaximum,
  wishlistMinimum,
  wishlistRows,
} from '@ranzen/sdk-core';
import { useShop, useTranslate } from '@ranzen/sdk-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from './Button';
import { SelectField } from './formControls';
import { Price } from './Price';
import { QuantityField } from './QuantityField';
import styles from './wishlist.module.css';

export interface WishlistCommentView {
  readonly commentId: string;
  /** Plain text: shown as text, never as markup. */
  readonly comment: string;
  readonly name: string;
  readonly displayedDate: string;
  readonly deleteAllowed: boolean;
}

export interface WishlistEntryView {
  readonly entryId: string;
  readonly productId: string;
  readonly itemId: string;
  readonly name: string;
  readonly path: string;
  readonly imageUrl: string | null;
  readonly variantInfo: readonly { readonly label: string; readonly value: string }[];
  readonly orderNumber: string;
  readonly quantity: number;
  /** The item's minimumOrderQuantity, or the product's when the item names none. */
  readonly minimumOrderQuantity: number;
  /** The item's maxQuantity; null when it names none. */
  readonly maxQuantity: number | null;
  readonly price: MoneyFieldsFragment;
  readonly oldPrice: MoneyFieldsFragment | null;
  readonly isSaleable: boolean;
  /** The product has other variants this entry can be switched to. */
  readonly hasMultipleItems: boolean;
  /** The comments read so far: the first 3 with the list, all of them after "show all". */
  readonly comments: readonly WishlistCommentView[];
  /** How many comments the entry has (the show-all link is for more than 3). */
  readonly commentCount: number;
}

/**
 * What the wish list machine needs to know about an entry it is told to change.
 *
 * @example
 * ```ts
 * send({ type: 'WISHLIST.REMOVE', listId, entry: wishlistEntryRef(entry), index });
 * ```
 */
export function wishlistEntryRef(entry: WishlistEntryView): WishlistEntryRef {
  const { entryId, productId, itemId, name, quantity, minimumOrderQuantity } = entry;
  return { entryId, productId, itemId, productName: name, quantity, minimumOrderQuantity };
}

export interface WishlistViewProps {
  readonly lists: readonly WishlistSummary[];
  readonly list: WishlistSummary;
  readonly entries: readonly WishlistEntryView[];
  /** The machine's removed entries; those of this list get restore rows. */
  readonly removed: readonly RemovedWishlistEntry[];
  /** The options menu is for logged-in visitors only; anonymous visitors have the single current list. */
  readonly loggedIn: boolean;
  /** A teaser list (CMS): entries cannot be deleted from it. */
  readonly teaser?: boolean;
  readonly onSelectList: (listId: string) => void;
  readonly onChangeQuantity: (entry: WishlistEntryRef, quantity: number) => void;
  /** `index`: the entry's position among the rows, for its restore row. */
  readonly onRemove: (entry: WishlistEntryRef, index: number) => void;
  /** A restore row's button, with the removal the row stands for. */
  readonly onRestore: (removal: RemovedWishlistEntry) => void;
  readonly onAddToCart: (entry: WishlistEntryView) => void;
  /** Given where the list's saleable entries can go to the cart in one click. */
  readonly onAddAllToCart?: () => void;
  /** Add-all-to-cart is on its way (the button is busy). */
  readonly addingAllToCart?: boolean;
  /** The list's settings under the heading (WishlistListSettings). */
  readonly settings?: ReactNode;
  /**
   * The shop's own origins (`https://www.ranzen.de`): web addresses on their hosts in a comment become
   * links, every other address stays text. None: no comment links.
   */
  readonly ownOrigins?: readonly string[];
  readonly onReplaceVariant?: (entry: WishlistEntryView) => void;
  /** Given where the visitor may comment on the list. */
  readonly onComment?: (entry: WishlistEntryView, comment: string) => void;
  readonly onDeleteComment?: (entry: WishlistEntryView, comment: WishlistCommentView) => void;
  /** The show-all link: the host reads the entry's other comments. */
  readonly onShowAllComments?: (entry: WishlistEntryView) => void;
  /** Given where the visitor may share the list. */
  readonly onShare?: () => void;
  /** Given where the visitor may delete the list (never the default list). */
  readonly onAskRemoveList?: () => void;
}

/**
 * The wish list page's content.
 *
 * @example
 * ```tsx
 * <WishlistView lists={lists} list={list} entries={entries} removed={view.removed} loggedIn
 *   onSelectList={selectList} onChangeQuantity={changeQuantity} onRemove={remove} onRestore={restore}
 *   onAddToCart={(entry) => addPosition(entry.itemId, entry.quantity)} />
 * ```
 */
export function WishlistView(props: WishlistViewProps) {
  const { lists, list, entries, removed, loggedIn, onSelectList, onShare, onAskRemoveList, onRestore } =
    props;
  const { settings, onAddAllToCart, addingAllToCart = false } = props;
  const t = useTranslate();
  const { store } = useShop();
  const headingId = useId();
  const rows = wishlistRows(
    entries,
    removed
      .filter((removal) => removal.listId === list.listId)
      .map((removal) => ({ removed: removal, index: removal.index })),
  );
  return (
    <section className={styles.view} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {t(WISHLIST_LABEL_BY_FAMILY[store.family])}
      </h1>
      {loggedIn && lists.length > 1 ? (
        <SelectField
          label={t('vue.wishlist.lists')}
          name="wishlist"
          value={list.listId}
          options={lists.map((option) => ({ value: option.listId, label: option.name }))}
          onValueChange={onSelectList}
        />
      ) : null}
      {settings}
      {onShare || onAskRemoveList ? (
        <div className={styles.actions}>
          {onShare ? (
            <Button variant="secondary" onClick={onShare}>
              {t('vue.wishlist.share')}
            </Button>
          ) : null}
          {onAskRemoveList && !list.isDefault ? (
            <Button variant="secondary" onClick={onAskRemoveList}>
              {t('vue.wishlist.removeList')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {rows.length === 0 ? <p className={styles.empty}>{t('vue.wishlist.empty')}</p> : null}
      {onAddAllToCart && entries.some((entry) => entry.isSaleable) ? (
        <div className={styles.actions}>
          <Button busy={addingAllToCart} onClick={onAddAllToCart}>
            {t('vue.wishlist.addAllToCart')}
          </Button>
        </div>
      ) : null}
      <ul className={styles.entries} aria-label={t('vue.wishlist.entries')}>
        {rows.map((row, index) =>
          row.kind === 'removed' ? (
            <RestoreRow
              key={`removed-${row.removed.entry.entryId}`}
              removal={row.removed}
              onRestore={onRestore}
            />
          ) : (
            <EntryRow key={row.entry.entryId} entry={row.entry} index={index} {...props} />
          ),
        )}
      </ul>
    </section>
  );
}

function RestoreRow({
  removal,
  onRestore,
}: {
  readonly removal: RemovedWishlistEntry;
  readonly onRestore: (removal: RemovedWishlistEntry) => void;
}) {
  const t = useTranslate();
  const textId = useId();
  return (
    <li className={styles.restore} data-state="removed">
      <p id={textId} role="status">
        {t('vue.wishlist.entryRemoved', { product: removal.entry.productName })}
      </p>
      <Button variant="secondary" aria-describedby={textId} onClick={() => onRestore(removal)}>
        {t('vue.wishlist.restore')}
      </Button>
    </li>
  );
}

type EntryRowProps = WishlistViewProps & { readonly entry: WishlistEntryView; readonly index: number };

function EntryRow({ entry, index, loggedIn, teaser = false, ...handlers }: EntryRowProps) {
  const t = useTranslate();
  const nameId = useId();
  const ref = wishlistEntryRef(entry);
  const remove = teaser ? undefined : () => handlers.onRemove(ref, index);
  return (
    <li className={styles.entry} aria-labelledby={nameId}>
      {entry.imageUrl ? (
        <img className={styles.image} src={entry.imageUrl} alt="" width={96} height={96} />
      ) : null}
      <div className={styles.details}>
        <a id={nameId} className={styles.name} href={entry.path}>
          {entry.name}
        </a>
        {entry.variantInfo.length > 0 ? (
          <dl className={styles.variants}>
            {entry.variantInfo.map((info) => (
              <div key={info.label}>
                <dt>{info.label}</dt>
                <dd>{info.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className={styles.meta}>{t('vue.pdp.orderNumber', { orderNumber: entry.orderNumber })}</p>
        <Price current={entry.price} old={entry.oldPrice} />
        {entry.isSaleable ? null : <p className={styles.meta}>{t('vue.wishlist.notSaleable')}</p>}
      </div>
      <QuantityField
        value={entry.quantity}
        min={wishlistMinimum(entry)}
        max={wishlistMaximum(entry.maxQuantity)}
        label={t('vue.wishlist.quantityLabel', { product: entry.name })}
        onChange={(quantity) => handlers.onChangeQuantity(ref, quantity)}
        onDelete={remove}
      />
      <EntryActions
        entry={entry}
        loggedIn={loggedIn}
        onRemove={remove}
        onAddToCart={handlers.onAddToCart}
        onReplaceVariant={handlers.onReplaceVariant}
      />
      <EntryComments
        entry={entry}
        ownOrigins={handlers.ownOrigins ?? []}
        onComment={handlers.onComment}
        onDeleteComment={handlers.onDeleteComment}
        onShowAllComments={handlers.onShowAllComments}
      />
    </li>
  );
}

interface EntryActionsProps {
  readonly entry: WishlistEntryView;
  readonly loggedIn: boolean;
  readonly onRemove: (() => void) | undefined;
  readonly onAddToCart: (entry: WishlistEntryView) => void;
  readonly onReplaceVariant?: ((entry: WishlistEntryView) => void) | undefined;
}

/** The options menu for logged-in visitors and saleable entries; otherwise the plain buttons. */
function EntryActions({ entry, loggedIn, onRemove, onAddToCart, onReplaceVariant }: EntryActionsProps) {
  const t = useTranslate();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const addToCart = entry.isSaleable ? (
    <Button onClick={() => onAddToCart(entry)}>{t('vue.wishlist.option.addToCart')}</Button>
  ) : null;
  const removeButton = onRemove ? (
    <Button variant="secondary" onClick={onRemove}>
      {t('vue.wishlist.option.remove')}
    </Button>
  ) : null;
  if (!loggedIn || !entry.isSaleable) {
    return (
      <div className={styles.actions}>
        {addToCart}
        {removeButton}
      </div>
    );
  }
  return (
    <div className={styles.options}>
      <Button variant="secondary" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        {t('vue.wishlist.options', { product: entry.name })}
      </Button>
      <ul id={menuId} className={styles.optionList} hidden={!open}>
        <li>{addToCart}</li>
        {onReplaceVariant && entry.hasMultipleItems ? (
          <li>
            <Button variant="secondary" onClick={() => onReplaceVariant(entry)}>
              {t('vue.wishlist.option.replaceVariant')}
            </Button>
          </li>
        ) : null}
        {removeButton ? <li>{removeButton}</li> : null}
      </ul>
    </div>
  );
}

interface EntryCommentsProps {
  readonly entry: WishlistEntryView;
  readonly ownOrigins: readonly string[];
  readonly onComment?: ((entry: WishlistEntryView, comment: string) => void) | undefined;
  readonly onDeleteComment?: ((entry: WishlistEntryView, comment: WishlistCommentView) => void) | undefined;
  readonly onShowAllComments?: ((entry: WishlistEntryView) => void) | undefined;
}

/** Three comments per entry, a show-all link above 3; a comment is deleted only where allowed. */
function EntryComments({
  entry,
  ownOrigins,
  onComment,
  onDeleteComment,
  onShowAllComments,
}: EntryCommentsProps) {
  const t = useTranslate();
  const [expanded, setExpanded] = useState(false);
  const [draft, setDraft] = useState('');
  const fieldId = useId();
  const { shown } = visibleComments(entry.comments, expanded);
  // The list answers the first 3 comments and the count; the others come with "show all" (offered again
  // while the host has not read them).
  const hidden = Math.max(entry.commentCount, entry.comments.length) - shown.length;
  if (entry.comments.length === 0 && !onComment) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || !onComment) return;
    onComment(entry, text);
    setDraft('');
  };
  return (
    <section className={styles.comments} aria-label={t('vue.wishlist.comments', { product: entry.name })}>
      <ul className={styles.commentList}>
        {shown.map((comment) => (
          <li key={comment.commentId}>
            <p className={styles.commentMeta}>
              {t('vue.wishlist.comment.by', { name: comment.name, date: comment.displayedDate })}
            </p>
            <p className={styles.commentText}>
              <CommentText comment={comment.comment} ownOrigins={ownOrigins} />
            </p>
            {comment.deleteAllowed && onDeleteComment ? (
              <button type="button" className={styles.link} onClick={() => onDeleteComment(entry, comment)}>
                {t('vue.wishlist.comment.delete', { name: comment.name })}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <button
          type="button"
          className={styles.link}
          onClick={() => {
            setExpanded(true);
            onShowAllComments?.(entry);
          }}
        >
          {t('vue.wishlist.comments.showAll', { count: shown.length + hidden })}
        </button>
      ) : null}
      {onComment ? (
        <form className={styles.commentForm} onSubmit={submit}>
          <label htmlFor={fieldId}>{t('vue.wishlist.comment.label')}</label>
          <textarea id={fieldId} value={draft} onChange={(event) => setDraft(event.target.value)} rows={2} />
          <Button variant="secondary" type="submit">
            {t('vue.wishlist.comment.submit')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}

/** A comment as text, with addresses on the shop's own hosts as links (never markup). */
function CommentText({
  comment,
  ownOrigins,
}: {
  readonly comment: string;
  readonly ownOrigins: readonly string[];
}) {
  return commentSegments(comment, ownOrigins).map((segment, index) =>
    segment.kind === 'link' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one comment never reorder
      <a key={index} href={segment.href}>
        {segment.text}
      </a>
    ) : (
      segment.text
    ),
  );
}
