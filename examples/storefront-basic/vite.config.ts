import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The pages build into dist/client; the server (the BFF in front of them) into dist/server, with the
// SDK bundled in so its stylesheet imports are Vite's to handle.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  ssr: { noExternal: [/^@ranzen\//] },
  build: { outDir: isSsrBuild ? 'dist/server' : 'dist/client' },
}));
