// A choice among the options the shop API offers for a return (spec shopping §3 "Client selection":
// regulation, carrier; §4 "Returns": the first is preselected by the returns machine). Radio buttons under
// a legend; the machine holds the choice, this component only shows it.
import { useId } from 'react';
import styles from './checkoutChoice.module.css';

export interface ReturnChoiceOption {
  readonly code: string;
  readonly name: string;
}

export interface ReturnOptionChoiceProps {
  /** The group's visible name (the regulation, the carrier). */
  readonly legend: string;
  /** The radio group's form name. */
  readonly name: string;
  readonly options: readonly ReturnChoiceOption[];
  readonly selected: string | null;
  readonly onSelect: (code: string) => void;
  readonly disabled?: boolean;
}

/**
 * The regulations or carriers of a return as a radio group.
 *
 * @example
 * ```tsx
 * <ReturnOptionChoice legend="Abwicklung" name="regulation" options={regulations} selected={regulation} onSelect={selectRegulation} />
 * ```
 */
export function ReturnOptionChoice({
  legend,
  name,
  options,
  selected,
  onSelect,
  disabled = false,
}: ReturnOptionChoiceProps) {
  const id = useId();
  return (
    <fieldset className={styles.options} data-state={selected ?? 'none'} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => {
        const inputId = `${id}-${option.code}`;
        return (
          <div key={option.code} className={styles.option}>
            <input
              id={inputId}
              type="radio"
              name={name}
              value={option.code}
              checked={option.code === selected}
              onChange={() => onSelect(option.code)}
            />
            <label htmlFor={inputId} className={styles.label}>
              {option.name}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
