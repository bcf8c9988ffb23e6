import type { MemberInfo } from '@halyard/shared';
import { create } from 'zustand';
import { readStored, removeStored, writeStored } from '../../../lib/storage';

interface SessionState {
  token: string | undefined;
  address: string | undefined;
  userInfo: MemberInfo | undefined;
  signIn: (token: string, address: string, userInfo?: MemberInfo) => void;
  setUserInfo: (userInfo: MemberInfo) => void;
  clearSession: () => void;
}

/** Session UI state mirrored to storage, whose values expire after SESSION_TTL_SECONDS. */
export const useSessionStore = create<SessionState>((set) => ({
  token: readStored('token'),
  address: readStored('address'),
  userInfo: readStored('userInfo'),
  signIn: (token, address, userInfo) => {
    writeStored('token', token);
    writeStored('address', address);
    if (userInfo) writeStored('userInfo', userInfo);
    set({ token, address, ...(userInfo ? { userInfo } : {}) });
  },
  setUserInfo: (userInfo) => {
    writeStored('userInfo', userInfo);
    set({ userInfo });
  },
  clearSession: () => {
    removeStored('token');
    removeStored('address');
    removeStored('userInfo');
    set({ token: undefined, address: undefined, userInfo: undefined });
  },
}));

/** Reads storage, not memory, so an expired token counts as signed out at once. */
export function hasStoredToken(): boolean {
  return readStored('token') !== undefined;
}
