// The page frame's info layer (spec storefront §7 "Global parameters read by name and entry: infolayer
// entries (info bar)"; §3.13 info bar bgcolor and textColor; §4 "visible until closed, then hidden
// permanently through the cookie"): one notice above the header of every page, from the `infolayer`
// parameter, in the store's language (docs/not-shown.md). Closed, it stays hidden through the info-bar
// cookie (frameCookies.ts), decided on the server so the page never shifts.
import {
  CONTENT_PAGES,
  type ContentPageId,
  contentPagePath,
  type ParameterRowLike,
  parameterValue,
  type StoreConfig,
} from '@ranzen/sdk-core';
import { createContext, useContext } from 'react';

export const INFO_LAYER_PARAMETER = 'infolayer';
/** The info layer's id for its hide cookie (frameCookies.ts hideInfoBarCookie). */
export const INFO_LAYER_ID = 'infolayer';

export interface InfoLayer {
  readonly text: string;
  /** The content page the notice links, in the store's language; absent without one. */
  readonly href?: string;
  readonly bgcolor?: string;
  readonly textColor?: string;
}

function isContentPageId(value: string): value is ContentPageId {
  return Object.hasOwn(CONTENT_PAGES, value);
}

/**
 * The store's info layer: entry `text.<language>` (`text.de`, `text.en`) is the notice, none in the
 * store's language shows none; `link` names a content page (`shipping`, …) linked in the store's language
 * when the store has it; `bgcolor` and `textColor` as the CMS info bar's.
 */
export function infoLayerOf(
  parameters: readonly ParameterRowLike[],
  store: Pick<StoreConfig, 'family' | 'messages'>,
): InfoLayer | null {
  const entry = (name: string) => parameterValue(parameters, { name: INFO_LAYER_PARAMETER, entry: name });
  const text = entry(`text.${store.messages}`);
  if (!text) return null;
  const link = entry('link');
  const href = link && isContentPageId(link) ? contentPagePath(store, link) : undefined;
  const bgcolor = entry('bgcolor');
  const textColor = entry('textColor');
  return {
    text,
    ...(href ? { href } : {}),
    ...(bgcolor ? { bgcolor } : {}),
    ...(textColor ? { textColor } : {}),
  };
}

const InfoLayerHiddenContext = createContext(false);

/** The server's answer from the request's cookie: the visitor closed the info layer. */
export const InfoLayerHiddenProvider = InfoLayerHiddenContext.Provider;

export function useInfoLayerHiddenOnArrival(): boolean {
  return useContext(InfoLayerHiddenContext);
}
