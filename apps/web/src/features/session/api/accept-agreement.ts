import { USER_AGREEMENT_VERSION, type MemberInfo } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSessionStore } from '../stores/session-store';
import { memberInfoQueryKey } from './get-member-info';

/** POST /member/app/auth: records that the user accepted the current user agreement. */
export async function acceptAgreement(): Promise<MemberInfo> {
  const body = { version: USER_AGREEMENT_VERSION };
  return apiRequest<MemberInfo>({ method: 'POST', path: '/member/app/auth', json: body });
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
