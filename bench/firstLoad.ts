// What a page loads before it hydrates, read from a storefront app's client build: the scripts the
// storefront server links in its HTML (`loadClientAssets`, router/pageComponents.ts), the entry, its
// static imports and the page's route chunk with its own. Shared by bench:weight and bench:composition.
import { loadClientAssets } from '../packages/storefront/src/server/clientAssets';

export const STOREFRONT_APPS = ['consumer', 'b2b'] as const;
/** The pages DESIGN §6 budgets, by the route chunk's name. */
export const BUDGETED_PAGES = { product: 'ProductPage', category: 'CategoryPage', home: 'HomePage' } as const;
/** The apps' client entry (clientEntry in each app's src/server.ts). */
const CLIENT_ENTRY = 'src/entry-client.tsx';

export interface FirstLoad {
  /** Scripts, relative to the build folder. */
  readonly scripts: readonly string[];
  readonly stylesheet: string | null;
}

/** The first load of each budgeted page of the client build in `dir`. */
export function firstLoads(dir: string): Map<keyof typeof BUDGETED_PAGES, FirstLoad> {
  const assets = loadClientAssets(dir, CLIENT_ENTRY);
  if (!assets.entryScript) throw new Error(`${dir}: the client build has no entry; build it first`);
  const loads = new Map<keyof typeof BUDGETED_PAGES, FirstLoad>();
  for (const [page, component] of Object.entries(BUDGETED_PAGES) as [keyof typeof BUDGETED_PAGES, string][]) {
    const pageAssets = assets.chunks.get(component);
    if (!pageAssets) throw new Error(`${dir}: no route chunk for ${component}`);
    loads.set(page, {
      scripts: [assets.entryScript, ...assets.preloadScripts, ...pageAssets.preloadScripts],
      stylesheet: assets.stylesheet,
    });
  }
  return loads;
}
