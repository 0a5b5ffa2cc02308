import { createStorefrontViteConfig } from '@ranzen/storefront/vite';

export default createStorefrontViteConfig({ appRoot: new URL('.', import.meta.url) });
