// The wish list page's list settings (spec shopping §7 wish list mutations: create, rename, description,
// set standard list; §6 rights: managing a list is for its creator and admins): a form for a new list,
// a form that renames and describes the shown list, and the button that makes it the standard list.
// Each part shows only where its handler is given; what the host does with it is the wish list machine's.
import {
  WISHLIST_DESCRIPTION_MAX_LENGTH,
  WISHLIST_NAME_MAX_LENGTH,
  type WishlistSummary,
} from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from './Button';
import { TextAreaField, TextField } from './formControls';
import styles from './wishlist.module.css';

/** What the settings form changed: only the fields that differ from the list's. */
export interface WishlistSettingsChange {
  readonly name?: string;
  readonly description?: string;
}

export interface WishlistListSettingsProps {
  /** The list shown. */
  readonly list: WishlistSummary;
  readonly description: string | null;
  /** The list is the visitor's standard list (where products go when no list is chosen). */
  readonly isStandard: boolean;
  /** Given for a logged-in customer: anonymous visitors have the single merkzettel. */
  readonly onCreate?: (name: string, description: string | null) => void;
  /** Given where the visitor may manage the list (rename, describe). */
  readonly onSave?: (change: WishlistSettingsChange) => void;
  /** Given where the visitor may make the list their standard list. */
  readonly onSetStandard?: () => void;
}

/**
 * The list settings of the wish list page.
 *
 * @example
 * ```tsx
 * <WishlistListSettings list={list} description={shown.description} isStandard={shown.isStandardList}
 *   onCreate={(name, description) => changeList({ kind: 'createList', name, description })} />
 * ```
 */
export function WishlistListSettings({
  list,
  description,
  isStandard,
  onCreate,
  onSave,
  onSetStandard,
}: WishlistListSettingsProps) {
  const t = useTranslate();
  return (
    <div className={styles.settings}>
      {description ? <p className={styles.description}>{description}</p> : null}
      {isStandard && onCreate ? <p className={styles.meta}>{t('vue.wishlist.standard')}</p> : null}
      {onSetStandard && !isStandard ? (
        <Button variant="secondary" onClick={onSetStandard}>
          {t('vue.wishlist.setStandard')}
        </Button>
      ) : null}
      {onSave ? (
        // Keyed by list: switching lists starts the form from the other list's values.
        <EditListForm key={list.listId} list={list} description={description} onSave={onSave} />
      ) : null}
      {onCreate ? <NewListForm onCreate={onCreate} /> : null}
    </div>
  );
}

function EditListForm({
  list,
  description,
  onSave,
}: {
  readonly list: WishlistSummary;
  readonly description: string | null;
  readonly onSave: (change: WishlistSettingsChange) => void;
}) {
  const t = useTranslate();
  return (
    <ListFieldsForm
      summary={t('vue.wishlist.settings')}
      submitLabel={t('vue.wishlist.settings.save')}
      initial={{ name: list.name, description: description ?? '' }}
      onSubmit={(fields) =>
        onSave({
          ...(fields.name !== list.name ? { name: fields.name } : {}),
          ...(fields.description !== (description ?? '') ? { description: fields.description } : {}),
        })
      }
    />
  );
}

function NewListForm({
  onCreate,
}: {
  readonly onCreate: (name: string, description: string | null) => void;
}) {
  const t = useTranslate();
  return (
    <ListFieldsForm
      summary={t('vue.wishlist.newList')}
      submitLabel={t('vue.wishlist.newList.create')}
      initial={{ name: '', description: '' }}
      clearAfterSubmit
      onSubmit={(fields) => {
        if (fields.name) onCreate(fields.name, fields.description || null);
      }}
    />
  );
}

interface ListFields {
  readonly name: string;
  readonly description: string;
}

/** A list's name and description in a disclosure: what creating and editing a list both ask for. */
function ListFieldsForm({
  summary,
  submitLabel,
  initial,
  clearAfterSubmit = false,
  onSubmit,
}: {
  readonly summary: string;
  readonly submitLabel: string;
  readonly initial: ListFields;
  /** The form starts empty again after a submit (a new list); otherwise it keeps what was saved. */
  readonly clearAfterSubmit?: boolean;
  /** The fields, trimmed. */
  readonly onSubmit: (fields: ListFields) => void;
}) {
  const t = useTranslate();
  const headingId = useId();
  const [name, setName] = useState(initial.name);
  const [text, setText] = useState(initial.description);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ name: name.trim(), description: text.trim() });
    if (clearAfterSubmit) {
      setName(initial.name);
      setText(initial.description);
    }
  };
  return (
    <details className={styles.disclosure}>
      <summary id={headingId}>{summary}</summary>
      <form className={styles.settingsForm} aria-labelledby={headingId} onSubmit={submit}>
        <TextField
          label={t('vue.wishlist.field.name')}
          value={name}
          onValueChange={setName}
          required
          maxLength={WISHLIST_NAME_MAX_LENGTH}
        />
        <TextAreaField
          label={t('vue.wishlist.field.description')}
          value={text}
          onValueChange={setText}
          rows={2}
          maxLength={WISHLIST_DESCRIPTION_MAX_LENGTH}
        />
        <Button type="submit">{submitLabel}</Button>
      </form>
    </details>
  );
}
