// The shop's one button (and the link that looks like one): every form and dialog asks for a variant
// instead of styling its own, so size, colours, focus ring, disabled and busy states are the same
// everywhere.
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './Button.module.css';

/**
 * How a button looks: `primary` for the one main action of a form or step, `secondary` for actions beside
 * it, `danger` for an action that destroys something, `link` for a minor action that reads as text.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** Default `primary`. */
  readonly variant?: ButtonVariant;
  /** Default `button`: only a form's own submit button says `submit`. */
  readonly type?: 'button' | 'submit' | 'reset';
  /** The action it started is running: the button is disabled and marked busy for assistive technology. */
  readonly busy?: boolean;
  readonly children: ReactNode;
}

const classNameOf = (variant: ButtonVariant, extra: string | undefined) =>
  [styles.button, styles[variant], extra].filter(Boolean).join(' ');

/**
 * A button in one of the shop's variants.
 *
 * @example
 * ```tsx
 * <>
 *   <Button type="submit" busy={saving}>{t('vue.checkout.shipping.submit')}</Button>
 *   <Button variant="link" onClick={onAbort}>{t('vue.checkout.amazonPay.abort')}</Button>
 * </>
 * ```
 */
export function Button({
  variant = 'primary',
  type = 'button',
  busy = false,
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={classNameOf(variant, className)}
      data-variant={variant}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  readonly href: string;
  /** Default `primary`. */
  readonly variant?: ButtonVariant;
  readonly children: ReactNode;
}

/**
 * A link that navigates, drawn like a Button of the same variant (for example "continue to the summary").
 *
 * @example
 * ```tsx
 * <ButtonLink href={path('basket')}>{t('vue.cart.flyout.toCart')}</ButtonLink>
 * ```
 */
export function ButtonLink({ variant = 'primary', className, children, ...rest }: ButtonLinkProps) {
  return (
    <a {...rest} className={classNameOf(variant, className)} data-variant={variant}>
      {children}
    </a>
  );
}
