// The account pages' read of the logged-in customer's own data (schema account-data.graphql; shopping
// §2 contact details and customer number, §3 customer fields). Only the session's customer is read:
// the query takes no id, so nobody can ask for another customer's data.
import type { AccountData, Resolvers } from '../generated/resolvers';
import type { CustomerSession } from './sessions';

export function accountData(session: CustomerSession | null): AccountData | null {
  const customer = session?.customer;
  // A guest session has no account of its own (shopping §4 "Session kind").
  if (!customer || customer.kind === 'guest') return null;
  return {
    salutation: customer.salutation,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    customerNumber: customer.customerNumber,
    schoolOrCompany: customer.schoolOrCompany,
    vatRegistrationNo: customer.vatRegistrationNo,
    jobTitleCode: customer.jobTitleCode,
    primaryIndustryGroupCode: customer.primaryIndustryGroupCode,
    numberOfEmployees: customer.numberOfEmployees,
  };
}

export const accountDataResolvers: Resolvers = {
  Query: {
    accountData: (_parent, _args, { customer }) => accountData(customer),
  },
};
