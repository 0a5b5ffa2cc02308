// drizzle-kit generates the committed SQL migrations in ./drizzle from the one schema (DESIGN §3).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
