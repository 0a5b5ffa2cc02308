import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The client build writes a manifest: the check reads which chunks the entry loads.
export default defineConfig({ plugins: [react()], build: { manifest: true } });
