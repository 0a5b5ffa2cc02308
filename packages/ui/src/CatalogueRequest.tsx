// The catalogue pages' request form (spec shopping §2 /service/katalog, /service/catalogue; issue 20
// item 7): the store's printed catalogues as checkboxes; the chosen ones go into the cart free of charge
// (the cart's catalogues, ordered with the order). A catalogue already in the cart is shown as such.
import { useTranslate } from '@ranzen/sdk-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from './Button';
import styles from './CatalogueRequest.module.css';
import { FieldError } from './formControls';

/** A printed catalogue of the store; `selected` when the visitor's cart already orders it. */
export interface PrintedCatalogue {
  readonly code: string;
  readonly name: string;
  readonly selected: boolean;
}

export interface CatalogueRequestProps {
  /** The store's printed catalogues, `selected` when the cart already orders one. */
  readonly catalogues: readonly PrintedCatalogue[];
  /** Puts the chosen catalogues into the cart; resolves when the call is done (the page reports it). */
  readonly onRequest: (codes: readonly string[]) => Promise<void>;
}

/**
 * The request form of the catalogue pages.
 *
 * @example
 * ```tsx
 * <CatalogueRequest catalogues={cart.catalogs} onRequest={(codes) => addCatalogues(codes)} />
 * ```
 */
export function CatalogueRequest({ catalogues, onRequest }: CatalogueRequestProps) {
  const t = useTranslate();
  const errorId = useId();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  const toggle = (code: string, on: boolean) => {
    setMissing(false);
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(code);
      else next.delete(code);
      return next;
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen.size === 0) {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      await onRequest([...chosen]);
      setChosen(new Set());
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
      <fieldset
        className={styles.group}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? errorId : undefined}
      >
        <legend className={styles.legend}>{t('vue.catalogueRequest.legend')}</legend>
        {catalogues.map((catalogue) => (
          <label key={catalogue.code} className={styles.option}>
            <input
              type="checkbox"
              name="catalogue"
              value={catalogue.code}
              checked={catalogue.selected || chosen.has(catalogue.code)}
              disabled={catalogue.selected}
              onChange={(event) => toggle(catalogue.code, event.target.checked)}
            />
            {catalogue.selected ? t('vue.catalogueRequest.inCart', { name: catalogue.name }) : catalogue.name}
          </label>
        ))}
        <FieldError id={errorId} error={missing ? t('vue.catalogueRequest.noneChosen') : null} />
      </fieldset>
      <Button type="submit" busy={busy}>
        {t('vue.catalogueRequest.submit')}
      </Button>
    </form>
  );
}
