// The flag-style language switcher between a shop's hosts per language (spec storefront §1: the B2B shop
// "has separate hosts per language (German and English) and a flag-style language switcher"). Each
// entry is a flag with the language's own name, linking the same page on the other host; the host
// decides the links (storefront's languageLinks), the component only shows them.
import type { ShopLanguage } from '@ranzen/sdk-core';
import { useRenderedText, useTranslate } from '@ranzen/sdk-react';
import type { ReactNode } from 'react';
import styles from './LanguageSwitcher.module.css';

/** One language of the switcher: the store's language and where its version of the page is. */
export interface LanguageLink {
  readonly language: ShopLanguage;
  readonly href: string;
  /** The language of the page shown. */
  readonly current: boolean;
}

export interface LanguageSwitcherProps {
  readonly links: readonly LanguageLink[];
  /** A flag was followed: the host may remember the choice (the storefront's locale cookie). */
  readonly onChoose?: ((link: LanguageLink) => void) | undefined;
}

/** The language subtag a flag stands for. */
type FlagLanguage = 'de' | 'en';

const FLAGS: Readonly<Record<FlagLanguage, ReactNode>> = {
  de: (
    <>
      <rect width="30" height="6.67" fill="#000" />
      <rect y="6.67" width="30" height="6.67" fill="#dd0000" />
      <rect y="13.33" width="30" height="6.67" fill="#ffce00" />
    </>
  ),
  en: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0L30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0L30 20M30 0L0 20" stroke="#c8102e" strokeWidth="1.5" />
      <path d="M15 0V20M0 10H30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0V20M0 10H30" stroke="#c8102e" strokeWidth="3.5" />
    </>
  ),
};

function flagLanguage(language: ShopLanguage): FlagLanguage {
  return language.startsWith('en') ? 'en' : 'de';
}

/**
 * The language's name in itself ("Deutsch", "English"), as a switcher names the way back. The browser
 * hydrates with the server's name: asking `Intl` would start ICU while the page hydrates (Lighthouse TBT).
 */
function LanguageName({ code }: { readonly code: FlagLanguage }) {
  return useRenderedText(
    `text:languageName:${code}`,
    () => new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code,
  );
}

/**
 * Flag links to the page in the shop's other languages; nothing with fewer than two languages.
 *
 * @example
 * ```tsx
 * <LanguageSwitcher
 *   links={[
 *     { language: 'de-DE', href: '/service/impressum/', current: true },
 *     { language: 'en-DE', href: 'https://en.educational.example/service/imprint/', current: false },
 *   ]}
 * />
 * ```
 */
export function LanguageSwitcher({ links, onChoose }: LanguageSwitcherProps) {
  const t = useTranslate();
  if (links.length < 2) return null;
  return (
    <nav className={styles.switcher} aria-label={t('vue.header.language')}>
      <ul className={styles.list}>
        {links.map((link) => {
          const code = flagLanguage(link.language);
          return (
            <li key={link.language}>
              <a
                className={styles.link}
                href={link.href}
                hrefLang={code}
                lang={code}
                aria-current={link.current ? 'true' : undefined}
                onClick={onChoose ? () => onChoose(link) : undefined}
              >
                <svg className={styles.flag} viewBox="0 0 30 20" aria-hidden="true" focusable="false">
                  {FLAGS[code]}
                </svg>
                <span className={styles.name}>
                  <LanguageName code={code} />
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
