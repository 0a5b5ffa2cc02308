// Demo accounts (issue 15 item 8), so a newcomer can log in at once; the README lists them with their
// passwords. Written once: an account already present (also one changed since) is left alone, and its
// address book is written with it.
import { sql } from 'drizzle-orm';
import { hashPassword } from '../customer/passwords';
import type { Db } from '../db/client';
import { customerAddresses, customers, users } from '../db/schema';
import { seedCustomerLists } from './customerLists';

export const DEMO_PASSWORD = 'ranzen-demo';

/**
 * The seeded accounts: a consumer (login by e-mail) and a B2B customer (login by customer number, with
 * school, industry and job-title codes of seed/customerLists.ts).
 */
export const DEMO_ACCOUNTS = [
  {
    userId: '00000000-0000-4000-8000-00000000c001',
    kind: 'consumer',
    email: 'demo@ranzen.test',
    customerNumber: null,
    salutation: 'ms',
    firstName: 'Erika',
    lastName: 'Beispiel',
    schoolOrCompany: null,
    jobTitleCode: null,
    primaryIndustryGroupCode: null,
  },
  {
    userId: '00000000-0000-4000-8000-00000000b001',
    kind: 'b2b',
    email: 'schule@ranzen.test',
    customerNumber: '4711001',
    salutation: 'mr',
    firstName: 'Bernd',
    lastName: 'Lehrer',
    schoolOrCompany: 'Grundschule am Park',
    jobTitleCode: 'TEACHER',
    primaryIndustryGroupCode: 'PRIMARY',
  },
] as const;

type DemoAddress = Omit<typeof customerAddresses.$inferInsert, 'customerId'>;

/**
 * Each demo account's address book: a billing (its customer address) and a shipping address; the consumer
 * also a parcel station, the B2B customer also the school authority's billing address.
 */
export const DEMO_ADDRESSES: Readonly<
  Record<(typeof DEMO_ACCOUNTS)[number]['userId'], readonly DemoAddress[]>
> = {
  '00000000-0000-4000-8000-00000000c001': [
    {
      addressType: 'billing',
      isCustomerAddress: true,
      salutation: 'ms',
      firstName: 'Erika',
      lastName: 'Beispiel',
      street: 'Musterstraße 12',
      postCode: '10115',
      city: 'Berlin',
      country: 'DE',
    },
    {
      addressType: 'shipping',
      salutation: 'ms',
      firstName: 'Erika',
      lastName: 'Beispiel',
      street: 'Gartenweg 3',
      addressAddition: 'Hinterhaus',
      postCode: '80331',
      city: 'München',
      country: 'DE',
    },
    {
      addressType: 'shipping',
      packstation: true,
      salutation: 'ms',
      firstName: 'Erika',
      lastName: 'Beispiel',
      street: '12345678',
      addressAddition: '105',
      postCode: '10117',
      city: 'Berlin',
      country: 'DE',
    },
  ],
  '00000000-0000-4000-8000-00000000b001': [
    {
      addressType: 'billing',
      isCustomerAddress: true,
      salutation: 'mr',
      schoolOrCompany: 'Grundschule am Park',
      firstName: 'Bernd',
      lastName: 'Lehrer',
      street: 'Parkallee 7',
      postCode: '50667',
      city: 'Köln',
      country: 'DE',
    },
    // The school authority pays the school's orders: the B2B checkout starts from this address
    // (shopping §4 "B2B default billing address prefers an address that is not the customer address").
    {
      addressType: 'billing',
      salutation: 'mr',
      schoolOrCompany: 'Schulverwaltungsamt Köln',
      firstName: 'Bernd',
      lastName: 'Lehrer',
      street: 'Rathausplatz 2',
      addressAddition: 'Rechnungsstelle',
      postCode: '50667',
      city: 'Köln',
      country: 'DE',
    },
    {
      addressType: 'shipping',
      salutation: 'mr',
      schoolOrCompany: 'Grundschule am Park',
      firstName: 'Bernd',
      lastName: 'Lehrer',
      street: 'Schulhof 1',
      addressAddition: 'Sekretariat',
      postCode: '50668',
      city: 'Köln',
      country: 'DE',
    },
  ],
};

export async function seedAccounts(db: Db): Promise<void> {
  // The B2B account's codes come from these lists.
  await seedCustomerLists(db);
  const present = await db
    .select({ userId: customers.userId })
    .from(customers)
    .where(sql`${customers.userId} in ${DEMO_ACCOUNTS.map((account) => account.userId)}`);
  const missing = DEMO_ACCOUNTS.filter((account) => !present.some((row) => row.userId === account.userId));
  for (const { userId, ...account } of missing) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.transaction(async (tx) => {
      await tx
        .insert(users)
        .values({ id: userId, kind: 'customer', email: account.email })
        .onConflictDoNothing();
      const [customer] = await tx
        .insert(customers)
        .values({ userId, passwordHash, ...account })
        .onConflictDoNothing()
        .returning({ id: customers.id });
      if (!customer) return;
      // One transaction gives every row the same now(): the address book lists by creation time, so
      // each seeded address is created a millisecond after the one before, in the order listed here.
      const createdFrom = Date.now();
      await tx.insert(customerAddresses).values(
        DEMO_ADDRESSES[userId].map((address, index) => ({
          ...address,
          customerId: customer.id,
          createdAt: new Date(createdFrom + index),
        })),
      );
    });
  }
}
