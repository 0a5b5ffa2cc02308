// The info layer above every page's header (data/infoLayer.ts; spec storefront §7 "infolayer entries",
// §4 "Info bar: visible until closed, then hidden permanently through the cookie").
import { useShop, useTranslate } from '@ranzen/sdk-react';
import { InfoBar } from '@ranzen/ui';
import { useState } from 'react';
import { hideInfoBarCookie } from '../data/frameCookies';
import { INFO_LAYER_ID, infoLayerOf, useInfoLayerHiddenOnArrival } from '../data/infoLayer';
import { useLayoutData } from '../data/layoutData';
import styles from './InfoLayerBar.module.css';

/** The `infolayer` parameter's notice; nothing when the store has none or the visitor closed it. */
export function InfoLayerBar() {
  const { store } = useShop();
  const t = useTranslate();
  const { parameters } = useLayoutData();
  const hiddenOnArrival = useInfoLayerHiddenOnArrival();
  const [hidden, setHidden] = useState(hiddenOnArrival);
  const layer = infoLayerOf(parameters, store);
  if (!layer || hidden) return null;
  return (
    <section className={styles.infoLayer} aria-label={t('vue.infoLayer.label')}>
      <InfoBar
        bgcolor={layer.bgcolor}
        textColor={layer.textColor}
        onClose={() => {
          // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox; the value is built by hideInfoBarCookie
          document.cookie = hideInfoBarCookie(INFO_LAYER_ID);
          setHidden(true);
        }}
      >
        <p>{layer.href ? <a href={layer.href}>{layer.text}</a> : layer.text}</p>
      </InfoBar>
    </section>
  );
}
