// One returnable line of an order in the returns product selection (spec shopping §3 "Return order" items
// with quantities, reasons, components; "Client selection" quantity, reason, additionalInfo, images,
// components; §5 "The image upload needs an upload signature"). A quantity of 0 leaves the line out; a
// returned line asks for its reason, a comment (needed for OTHER, checked by the shop API), photos and, for
// a set, the returned parts. A photo goes up as soon as it is chosen; a refused one shows why at the input.
import {
  REASON_NEEDING_COMMENT,
  RETURN_COMMENT_MAX_LENGTH,
  RETURN_IMAGES_MAX,
  type ReturnOrderQuery,
  type SelectedReturnItem,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_MAX_MEGABYTES,
} from '@ranzen/sdk-core';
import { type ReturnImageUpload, useTranslate } from '@ranzen/sdk-react';
import { type ChangeEvent, useId, useState } from 'react';
import { FieldError, SelectField, useErrorText } from './formControls';
import styles from './returns.module.css';

/** A returnable line as the return order query answers it. */
export type ReturnOrderItem = NonNullable<ReturnOrderQuery['returnOrder']>['items'][number];

export interface ReturnItemChoiceProps {
  readonly item: ReturnOrderItem;
  /** The line as chosen so far; null while it is not returned. */
  readonly selection: SelectedReturnItem | null;
  /** The changed choice; null when the quantity went back to 0. */
  readonly onChange: (selection: SelectedReturnItem | null) => void;
  /** Uploads one photo of the line (useReturns' uploadImage). */
  readonly onUpload: (file: File) => Promise<ReturnImageUpload>;
}

/**
 * A returnable order line with its quantity, reason, comment, photos and set parts.
 *
 * @example
 * ```tsx
 * <ReturnItemChoice item={item} selection={chosen} onChange={(line) => choose(item.id, line)} onUpload={uploadImage} />
 * ```
 */
export function ReturnItemChoice({ item, selection, onChange, onUpload }: ReturnItemChoiceProps) {
  const t = useTranslate();
  const errorText = useErrorText();
  const id = useId();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const quantities = Array.from({ length: item.quantityReturnable + 1 }, (_, count) => String(count));
  const firstReason = item.reasons[0];

  const setQuantity = (value: string) => {
    const quantity = Number(value);
    if (quantity === 0 || firstReason === undefined) {
      onChange(null);
      return;
    }
    onChange({
      ...(selection ?? {
        id: item.id,
        lineNo: item.lineNo,
        reason: firstReason,
        additionalInfo: '',
        images: [],
        components: [],
      }),
      quantity,
    });
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file || !selection) return;
    setUploading(true);
    setUploadError(null);
    const answer = await onUpload(file).finally(() => setUploading(false));
    input.value = '';
    if (answer.ok) onChange({ ...selection, images: [...selection.images, answer.uploadId] });
    else setUploadError(answer.message);
  };

  const toggleComponent = (component: string, checked: boolean) => {
    if (!selection) return;
    const others = selection.components.filter((chosen) => chosen !== component);
    onChange({ ...selection, components: checked ? [...others, component] : others });
  };

  const photoId = `${id}-photo`;
  return (
    <li className={styles.item} data-state={selection ? 'selected' : 'unselected'}>
      <h3 className={styles.itemName}>{item.name}</h3>
      <p className={styles.itemFacts}>
        {t('vue.returns.item.articleNumber', { number: item.articleNumber })} · {item.price.stringValue}
      </p>
      <SelectField
        label={`${t('vue.returns.item.quantity')}: ${item.name}`}
        name={`quantity-${item.id}`}
        value={String(selection?.quantity ?? 0)}
        options={quantities.map((value) => ({ value, label: value }))}
        onValueChange={setQuantity}
      />
      {selection ? (
        <>
          <SelectField
            label={t('vue.returns.item.reason')}
            name={`reason-${item.id}`}
            value={selection.reason}
            options={item.reasons.map((reason) => ({
              value: reason,
              label: t(`vue.returns.reason.${reason}`),
            }))}
            onValueChange={(reason) => onChange({ ...selection, reason })}
          />
          <div className={styles.field}>
            <label htmlFor={`${id}-comment`}>{t('vue.returns.item.comment')}</label>
            <textarea
              id={`${id}-comment`}
              className={styles.comment}
              value={selection.additionalInfo}
              maxLength={RETURN_COMMENT_MAX_LENGTH}
              required={selection.reason === REASON_NEEDING_COMMENT}
              onChange={(event) => onChange({ ...selection, additionalInfo: event.target.value })}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={photoId}>{t('vue.returns.item.photos', { max: UPLOAD_MAX_MEGABYTES })}</label>
            <input
              id={photoId}
              type="file"
              accept={UPLOAD_CONTENT_TYPES.join(',')}
              disabled={uploading || selection.images.length >= RETURN_IMAGES_MAX}
              aria-invalid={uploadError ? true : undefined}
              aria-describedby={uploadError ? `${photoId}-error` : undefined}
              onChange={upload}
            />
            <FieldError
              id={`${photoId}-error`}
              error={uploadError ? errorText(uploadError, { max: UPLOAD_MAX_MEGABYTES }) : null}
            />
            {selection.images.length > 0 ? (
              <p role="status">{t('vue.returns.item.photoAdded', { count: selection.images.length })}</p>
            ) : null}
          </div>
          {item.components.length > 0 ? (
            <fieldset className={styles.field}>
              <legend>{t('vue.returns.item.components')}</legend>
              {item.components.map((component) => (
                <label key={component} className={styles.check}>
                  <input
                    type="checkbox"
                    checked={selection.components.includes(component)}
                    onChange={(event) => toggleComponent(component, event.target.checked)}
                  />
                  {component}
                </label>
              ))}
            </fieldset>
          ) : null}
        </>
      ) : null}
    </li>
  );
}
