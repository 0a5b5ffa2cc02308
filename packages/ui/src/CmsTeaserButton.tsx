// The button of the CMS teasers (image teaser, hero slide, prize draw; spec storefront §5 button
// schemes): the shop's ButtonLink in the variant nearest to the CMS scheme. The schemes with a colour
// of their own (secondary, red, green) and the small size add only that on top (CmsTeaserButton.module.css).
import type { ButtonScheme } from '@ranzen/sdk-core';
import { ButtonLink, type ButtonLinkProps, type ButtonVariant } from './Button';
import styles from './CmsTeaserButton.module.css';
import type { TeaserButtonStyle } from './cmsTeaser';

const VARIANT_OF_SCHEME: Readonly<Record<ButtonScheme, ButtonVariant>> = {
  primary: 'primary',
  secondary: 'primary',
  red: 'primary',
  green: 'primary',
  outline: 'secondary',
  link: 'link',
};

export interface CmsTeaserButtonProps extends Omit<ButtonLinkProps, 'variant' | 'className'> {
  /** The teaser's buttonType (teaserButtonStyle). */
  readonly buttonStyle: TeaserButtonStyle;
}

export function CmsTeaserButton({ buttonStyle, children, ...rest }: CmsTeaserButtonProps) {
  return (
    <ButtonLink
      {...rest}
      variant={VARIANT_OF_SCHEME[buttonStyle.scheme]}
      className={styles.button}
      data-scheme={buttonStyle.scheme}
      data-small={buttonStyle.small || undefined}
    >
      {children}
    </ButtonLink>
  );
}
