import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { call } from '../../../lib/api-client';
import { useSupportConversation } from './use-support-unread';

const channel = vi.hoisted(() => ({ onSubscribed: undefined as (() => void) | undefined, onPush: undefined as ((payload: unknown) => void) | undefined }));
vi.mock('../../../lib/use-socket-channel', () => ({
  useSocketChannel: (_name: string | null, onPush: (payload: unknown) => void, onSubscribed?: () => void) => {
    channel.onPush = onPush;
    channel.onSubscribed = onSubscribed;
  },
}));
vi.mock('../../../lib/api-client', async (original) => ({ ...(await original<object>()), call: vi.fn() }));

describe('the support button’s conversation', () => {
  it('reads the unread count again once the chat channel is confirmed, so an answer sent before then still counts', async () => {
    const unread = [0, 1];
    vi.mocked(call).mockImplementation(() => Promise.resolve({ id: 7, unread: unread.shift() ?? 1, memberReadId: 0, operatorReadId: 0 }) as never);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useSupportConversation(true), { wrapper });
    await waitFor(() => expect(result.current.data?.unread).toBe(0));
    // The operator answered between that read and the subscription: no push will come for it.
    act(() => channel.onSubscribed?.());
    await waitFor(() => expect(result.current.data?.unread).toBe(1));
    expect(call).toHaveBeenCalledTimes(2);
  });
});
