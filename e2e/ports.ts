/** Ports of the servers the end-to-end run starts (distinct from the dev defaults 3000/3001/4000). */
export const E2E_PORTS = { api: 4100, consumer: 3100, b2b: 3101, storybook: 6106 } as const;

/** Base URL of a storefront host; browsers resolve every *.localhost name to loopback. */
export function storeUrl(host: string, port: number): string {
  return `http://${host}:${port}`;
}

/** Products in the end-to-end stack's seed (playwright.config.ts, e2e/prepareData.ts). */
export const E2E_SEED_PRODUCTS = 400;
