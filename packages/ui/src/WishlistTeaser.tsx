// The CMS teaser wish list (spec shopping §3 "Teaser wish lists"; §4 "Add-all-to-cart from a teaser list
// returns variantsToChoose, quantityChanged, maxInCart, successfullyAdded, which drive follow-up modals
// (choose a variant, confirm changed quantity)"; §6 "the delete button is hidden for teaser lists"): the
// list's entries with the visitor's variants and quantities, its total, "add all to cart", "save as my list", and the two
// follow-up modals. What happens is the teaser wish list machine's (useTeaserWishlist); this renders it.
import { type TeaserVariant, WISHLIST_QUANTITY_MAX, type WishlistCartLine } from '@ranzen/sdk-core';
import {
  type TeaserWishlistData,
  type TeaserWishlistView,
  useShopPath,
  useTranslate,
} from '@ranzen/sdk-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from './Button';
import { CmsDialog } from './CmsDialog';
import { SelectField } from './formControls';
import { QuantityField } from './QuantityField';
import styles from './WishlistTeaser.module.css';

export interface WishlistTeaserProps {
  readonly teaser: TeaserWishlistData;
  readonly view: TeaserWishlistView;
  /** Something of the list went into the cart on this page: the element links the basket. */
  readonly addedToCart?: boolean;
  readonly onAddAll: () => void;
  readonly onSaveAsList: () => void;
  /** The visitor's quantity for an entry, 1 to 9998. */
  readonly onChangeQuantity: (entryId: string, quantity: number) => void;
  readonly onChooseVariants: (chosen: readonly { entryId: string; itemId: string }[]) => void;
  readonly onCloseModal: () => void;
}

type Entry = TeaserWishlistData['wishlist']['entries'][number];

/**
 * The CMS teaser wish list with add-all-to-cart and its modals.
 *
 * @example
 * ```tsx
 * const { teaser, view, addAll, saveAsList, changeQuantity, chooseVariants, closeModal } =
 *   useTeaserWishlist(teaserId);
 * {teaser ? <WishlistTeaser teaser={teaser} view={view} onAddAll={addAll} onSaveAsList={saveAsList}
 *   onChangeQuantity={changeQuantity} onChooseVariants={chooseVariants} onCloseModal={closeModal} /> : null}
 * ```
 */
export function WishlistTeaser({
  teaser,
  view,
  addedToCart = false,
  onAddAll,
  onSaveAsList,
  onChangeQuantity,
  onChooseVariants,
  onCloseModal,
}: WishlistTeaserProps) {
  const t = useTranslate();
  const path = useShopPath();
  const headingId = useId();
  const { wishlist, total } = teaser;
  const busy = view.state !== 'idle';
  const productName = (entryId: string) =>
    wishlist.entries.find((entry) => entry.externalId === entryId)?.product.name ?? '';
  return (
    <section className={styles.teaser} aria-labelledby={headingId} data-state={view.state}>
      <h2 id={headingId} className={styles.heading}>
        {wishlist.name}
      </h2>
      {wishlist.description ? <p className={styles.description}>{wishlist.description}</p> : null}
      <ul className={styles.entries} aria-label={t('vue.wishlist.entries')}>
        {wishlist.entries.map((entry) => (
          <TeaserEntry
            key={entry.externalId}
            entry={entry}
            disabled={busy}
            onChangeQuantity={(quantity) => onChangeQuantity(entry.externalId, quantity)}
          />
        ))}
      </ul>
      <p className={styles.total}>
        <span>{t('vue.wishlist.teaser.total')}</span> <strong>{total.stringValue}</strong>
      </p>
      <div className={styles.actions}>
        <Button busy={view.state === 'adding'} disabled={busy} onClick={onAddAll}>
          {t('vue.wishlist.teaser.addAllToCart')}
        </Button>
        <Button variant="secondary" busy={view.state === 'saving'} disabled={busy} onClick={onSaveAsList}>
          {t('vue.wishlist.teaser.saveAsList')}
        </Button>
        {addedToCart ? (
          <a className={styles.link} href={path('basket')}>
            {t('vue.wishlist.teaser.toBasket')}
          </a>
        ) : null}
      </div>
      <ChooseVariantsDialog
        open={view.state === 'choosingVariants'}
        lines={view.toChoose}
        choosingFor={view.choosingFor}
        productName={productName}
        onChoose={onChooseVariants}
        onClose={onCloseModal}
      />
      <QuantityChangedDialog
        open={view.state === 'confirmingQuantities'}
        lines={view.changed}
        productName={productName}
        onClose={onCloseModal}
      />
    </section>
  );
}

interface TeaserEntryProps {
  readonly entry: Entry;
  readonly disabled: boolean;
  readonly onChangeQuantity: (quantity: number) => void;
}

function TeaserEntry({ entry, disabled, onChangeQuantity }: TeaserEntryProps) {
  const t = useTranslate();
  const { product, item } = entry;
  return (
    <li className={styles.entry}>
      <img
        className={styles.image}
        src={product.image.src}
        width={product.image.width}
        height={product.image.height}
        alt=""
        loading="lazy"
      />
      <div className={styles.details}>
        <a className={styles.name} href={product.path}>
          {product.name}
        </a>
        {item ? (
          item.variantInfoList.length > 0 ? (
            <dl className={styles.variants}>
              {item.variantInfoList.map((info) => (
                <div key={info.label}>
                  <dt>{info.label}</dt>
                  <dd>{info.value}</dd>
                </div>
              ))}
            </dl>
          ) : null
        ) : (
          <p className={styles.open}>{t('vue.wishlist.teaser.variantOpen')}</p>
        )}
        {entry.isSaleable ? null : <p className={styles.muted}>{t('vue.wishlist.notSaleable')}</p>}
      </div>
      {/* From 1 (no delete on a teaser list) to the wish list's maximum: the list may ask for more than the
          item's maximum, and the cart answers with a changed quantity. */}
      <QuantityField
        value={entry.quantity}
        max={WISHLIST_QUANTITY_MAX}
        label={t('vue.wishlist.quantityLabel', { product: product.name })}
        disabled={disabled}
        onChange={onChangeQuantity}
      />
      <p className={styles.price}>{entry.totals.total.stringValue}</p>
    </li>
  );
}

/** A variant's name in the select: its attribute values, else the item's name. */
function variantLabel(variant: TeaserVariant): string {
  const values = variant.variantAttributes.map((attribute) => attribute.value);
  return values.length > 0 ? values.join(', ') : variant.name;
}

interface ChooseVariantsDialogProps {
  readonly open: boolean;
  readonly lines: TeaserWishlistView['toChoose'];
  readonly choosingFor: TeaserWishlistView['choosingFor'];
  readonly productName: (entryId: string) => string;
  readonly onChoose: (chosen: readonly { entryId: string; itemId: string }[]) => void;
  readonly onClose: () => void;
}

/** The choose-variant modal: a variant for every line whose variant the list leaves open, for the cart or the lists. */
const CONFIRM_KEY = {
  add: 'vue.wishlist.teaser.chooseVariant.confirm',
  save: 'vue.wishlist.teaser.chooseVariant.save',
} as const satisfies Record<TeaserWishlistView['choosingFor'], string>;

function ChooseVariantsDialog({
  open,
  lines,
  choosingFor,
  productName,
  onChoose,
  onClose,
}: ChooseVariantsDialogProps) {
  const t = useTranslate();
  const [chosen, setChosen] = useState<Readonly<Record<string, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChoose(
      lines.flatMap(({ line }) => {
        const itemId = chosen[line.entryId];
        return itemId ? [{ entryId: line.entryId, itemId }] : [];
      }),
    );
  };
  return (
    <CmsDialog open={open} onClose={onClose} label={t('vue.wishlist.teaser.chooseVariant.title')}>
      <h2 className={styles.dialogHeading}>{t('vue.wishlist.teaser.chooseVariant.title')}</h2>
      <form className={styles.form} onSubmit={submit}>
        {lines.map(({ line, variants }) => (
          <SelectField
            key={line.entryId}
            label={t('vue.wishlist.teaser.chooseVariant.label', { product: productName(line.entryId) })}
            name={`variant-${line.entryId}`}
            required
            placeholder={t('vue.variant.choose')}
            value={chosen[line.entryId] ?? ''}
            options={variants.map((variant) => ({ value: variant.itemId, label: variantLabel(variant) }))}
            onValueChange={(itemId) => setChosen((previous) => ({ ...previous, [line.entryId]: itemId }))}
          />
        ))}
        <Button type="submit">{t(CONFIRM_KEY[choosingFor])}</Button>
      </form>
    </CmsDialog>
  );
}

export interface QuantityChangedDialogProps {
  readonly open: boolean;
  readonly lines: readonly WishlistCartLine[];
  readonly productName: (entryId: string) => string;
  readonly onClose: () => void;
}

/**
 * The changed-quantity modal: what went into the cart instead of what the list asked for (a teaser list's
 * add-all here, an own or shared list's on the wish list page).
 *
 * @example
 * ```tsx
 * <QuantityChangedDialog open={view.state === 'confirmingQuantities'} lines={view.changed}
 *   productName={(entryId) => names.get(entryId) ?? ''} onClose={closeModal} />
 * ```
 */
export function QuantityChangedDialog({ open, lines, productName, onClose }: QuantityChangedDialogProps) {
  const t = useTranslate();
  return (
    <CmsDialog open={open} onClose={onClose} label={t('vue.wishlist.teaser.quantityChanged.title')}>
      <h2 className={styles.dialogHeading}>{t('vue.wishlist.teaser.quantityChanged.title')}</h2>
      <ul className={styles.changed}>
        {lines.map((line) => (
          <li key={line.entryId}>
            {t('vue.wishlist.teaser.quantityChanged.line', {
              product: productName(line.entryId),
              added: line.addedQuantity,
              asked: line.quantity,
            })}
          </li>
        ))}
      </ul>
      <Button onClick={onClose}>{t('vue.wishlist.teaser.quantityChanged.confirm')}</Button>
    </CmsDialog>
  );
}
