import { contractTermsSchema, fundTermsSchema, optionTermsSchema, productTermsViewSchema } from '../contracts/terms.js';
import { defineRoutes } from './define.js';

/** The product terms in the console (admins): what new records are made under; records keep their own. */
export const termsConsoleRoutes = defineRoutes('admin', {
  view: {
    method: 'GET',
    path: '/admin/terms',
    summary: 'The product terms in force, and who changed each last',
    response: productTermsViewSchema,
  },
  contract: {
    method: 'PUT',
    path: '/admin/terms/contract',
    summary: 'Contract leverage levels, fee and maintenance margin rates and minimum margin, for new orders',
    body: contractTermsSchema,
    response: productTermsViewSchema,
  },
  options: {
    method: 'PUT',
    path: '/admin/terms/options',
    summary: 'Option periods and profit rates, fee rate and minimum, for new options',
    body: optionTermsSchema,
    response: productTermsViewSchema,
  },
  funds: {
    method: 'PUT',
    path: '/admin/terms/funds',
    summary: 'Deposit minimum, withdrawal minimum and fee, for new deposits and withdrawals',
    body: fundTermsSchema,
    response: productTermsViewSchema,
  },
});
