// `pnpm seed [count]`: seeds the database without starting the server (same env as main.ts; the count
// argument or --products=N overrides RANZEN_SEED_PRODUCTS). Prints how long the seed and images took.
import { openDatabase } from '../db/client';
import { renderAllImages } from '../images/imageStore';
import { DEFAULT_DATA_DIR } from '../server';
import { DEFAULT_SEED_PRODUCTS, seedDatabase } from './seed';

function productCount(argv: readonly string[]): number {
  const arg = argv.find((value) => /^(--products=)?\d+$/.test(value));
  const raw =
    arg?.replace('--products=', '') ?? process.env.RANZEN_SEED_PRODUCTS ?? String(DEFAULT_SEED_PRODUCTS);
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`invalid product count ${raw}`);
  return value;
}

const dataDir = process.env.RANZEN_DATA_DIR || DEFAULT_DATA_DIR;
const products = productCount(process.argv.slice(2));
const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
try {
  const result = await seedDatabase(database.db, { products, log: (message) => console.log(message) });
  console.log(
    result.seeded
      ? `seeded ${result.products} products in ${result.ms} ms`
      : `already seeded (${result.products} products); delete the data folder or database to reseed`,
  );
  const images = await renderAllImages(dataDir);
  console.log(`images: ${images.rendered} files ready in ${images.ms} ms under ${dataDir}/images`);
} finally {
  await database.close();
}
