import { routes, type ProductTerms, type ProductTermsName, type ProductTermsView } from '@halyard/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleQueryOptions, consoleQueryRoot } from '../../console/api/query-root';
import { call, type CallOptions } from '../../../../lib/api-client';
import { memberQueryRoot } from '../../../../lib/query-client';

export const termsQueryKey = [...consoleQueryRoot, 'terms'] as const;
/** A save writes the audit log too. */
const auditQueryKey = [...consoleQueryRoot, 'audit'] as const;
/**
 * What members' screens read the terms from (other features' keys, named here: a feature never
 * imports another): the contract's leverage levels, the published trading terms (option periods
 * and rates, contract fees) and the deposit and withdrawal channels (minimums, fee). The admin's
 * own app then shows the change at once.
 */
const publicTermsQueryKeys = [['contract', 'levels'], ['trading', 'config'], [...memberQueryRoot, 'assets', 'config']] as const;

/** The terms in force, and who changed each product's last (null: the defaults). */
export function useProductTerms() {
  return useQuery(consoleQueryOptions(termsQueryKey, routes.termsConsole.view));
}

const saveTerms: { [P in ProductTermsName]: (terms: ProductTerms[P], options: CallOptions) => Promise<ProductTermsView> } = {
  contract: (body, options) => call(routes.termsConsole.contract, { body }, options),
  options: (body, options) => call(routes.termsConsole.options, { body }, options),
  funds: (body, options) => call(routes.termsConsole.funds, { body }, options),
};

/** One product's terms; answers the terms now in force. The form shows a refusal. */
export function useSaveTerms<P extends ProductTermsName>(product: P) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (terms: ProductTerms[P]) => saveTerms[product](terms, { showsOwnErrors: true }),
    onSuccess: (view) => {
      queryClient.setQueryData(termsQueryKey, view);
      return Promise.all([termsQueryKey, auditQueryKey, ...publicTermsQueryKeys].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

export const useSaveContractTerms = () => useSaveTerms('contract');
export const useSaveOptionTerms = () => useSaveTerms('options');
export const useSaveFundTerms = () => useSaveTerms('funds');
