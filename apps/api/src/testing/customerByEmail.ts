// The customer row of a registered e-mail, for benchmarks that write data for a customer they registered.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers } from '../db/schema';

export async function customerByEmail(db: Db, email: string): Promise<typeof customers.$inferSelect> {
  const [customer] = await db.select().from(customers).where(eq(customers.email, email));
  if (!customer) throw new Error(`no customer ${email}`);
  return customer;
}
