// The frame of an account form (register, contact data, password, reset and new password): a heading
// that names the form, the fields, and a submit button that shows the loading state (spec shopping §8
// "loading state is cleared" after an answer). State and submit come from useAccountForm.
import { useTranslate } from '@ranzen/sdk-react';
import { type FormEvent, type ReactNode, useId } from 'react';
import styles from './AccountForm.module.css';
import { Button } from './Button';

export interface AccountFormProps {
  /** The form's accessible name, shown as its heading unless the page's own heading says it already. */
  readonly title: string;
  /** False where the page's heading names the form (one form on the page): no heading of its own. */
  readonly showTitle?: boolean;
  readonly submitLabel: string;
  readonly loading: boolean;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Text under the heading (what the form does). */
  readonly intro?: ReactNode;
  /** A destructive action (delete the account) gets the warning look. */
  readonly tone?: 'default' | 'danger';
  readonly children: ReactNode;
}

/**
 * The frame of an account form.
 *
 * @example
 * ```tsx
 * <AccountForm title="Change password" submitLabel="Save" loading={saving} onSubmit={submit}>
 *   <PasswordField label="New password" value={password} onValueChange={setPassword} />
 * </AccountForm>
 * ```
 */
export function AccountForm({
  title,
  showTitle = true,
  submitLabel,
  loading,
  onSubmit,
  intro,
  tone = 'default',
  children,
}: AccountFormProps) {
  const t = useTranslate();
  const headingId = useId();
  return (
    <form
      className={styles.form}
      aria-labelledby={showTitle ? headingId : undefined}
      aria-label={showTitle ? undefined : title}
      aria-busy={loading}
      data-state={loading ? 'loading' : 'idle'}
      noValidate
      onSubmit={onSubmit}
    >
      {showTitle ? (
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
      ) : null}
      {intro ? <div className={styles.intro}>{intro}</div> : null}
      {children}
      <Button
        type="submit"
        variant={tone === 'danger' ? 'danger' : 'primary'}
        className={styles.submit}
        busy={loading}
      >
        {loading ? t('vue.loading') : submitLabel}
      </Button>
    </form>
  );
}
