import { routes, USER_AGREEMENT_VERSION } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSessionStore } from '../stores/session-store';
import { memberInfoQueryKey } from './get-member-info';

/** Records that the user accepted the current user agreement. */
export function acceptAgreement() {
  return call(routes.session.acceptAgreement, { body: { version: USER_AGREEMENT_VERSION } });
}

export function useAcceptAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptAgreement,
    onSuccess: (info) => {
      useSessionStore.getState().setUserInfo(info);
      queryClient.setQueryData(memberInfoQueryKey, info);
    },
  });
}
