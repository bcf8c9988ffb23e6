import { SUPPORT_TEXT_MAX, type SupportMessage } from '@halyard/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import messagesEnUs from '../../../locales/en_US.json';
import { englishForTests } from '../../../lib/test-i18n';
import type { ChatSide } from '../api/chat-api';
import { ChatView } from './chat-view';

vi.mock('../hooks/use-chat-thread', () => ({
  useChatThread: () => ({ messages: [], status: 'success', retry: vi.fn(), hasEarlier: false, loadEarlier: vi.fn(), otherReadId: 0, add: vi.fn() }),
}));

const sent: SupportMessage = { id: 1, conversationId: 1, sender: 'member', text: 'x', imageId: null, createdAt: '2026-01-01T00:00:00Z' };

function memberSide(): ChatSide & { sendText: ReturnType<typeof vi.fn> } {
  return {
    me: 'member',
    conversationId: null,
    queryKey: ['test'],
    history: vi.fn(),
    sendText: vi.fn(() => Promise.resolve(sent)),
    sendImage: vi.fn(),
    read: vi.fn(),
    imagePath: (id: number) => `/images/${id}`,
  };
}

async function renderChat() {
  await englishForTests();
  const side = memberSide();
  render(<ChatView side={side} otherReadId={0} signedIn emptyText="Nothing yet" />);
  const input = screen.getByTestId('chat-input').querySelector('textarea');
  if (!input) throw new Error('no textarea in the composer');
  const type = (text: string) => act(() => void fireEvent.change(input, { target: { value: text } }));
  return { side, input, type };
}

describe('the chat composer', () => {
  // jsdom lays nothing out, so it has no scrollIntoView; the view scrolls to its newest message.
  beforeAll(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterAll(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('keeps every character typed past the limit, counts them, and refuses to send instead of cutting the text', async () => {
    const { side, input, type } = await renderChat();
    type('Hello');
    expect(screen.queryByTestId('chat-count')).toBeNull();

    type('x'.repeat(1980));
    expect(screen.getByTestId('chat-count').textContent).toContain('1,980/2,000');
    expect(screen.getByTestId('chat-count').dataset.over).toBe('false');

    const long = 'y'.repeat(SUPPORT_TEXT_MAX + 1);
    type(long);
    expect(input.value).toBe(long);
    const counter = screen.getByTestId('chat-count');
    expect(counter.textContent).toContain('2,001/2,000');
    expect(counter.dataset.over).toBe('true');
    expect(counter.textContent).toContain(messagesEnUs.common.textTooLong.replace('{{max}}', '2,000'));
    expect(screen.getByTestId<HTMLButtonElement>('chat-send').disabled).toBe(true);
    await act(async () => void fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 }));
    expect(side.sendText).not.toHaveBeenCalled();
    expect(input.value).toBe(long);
  });

  it('counts the text as sent: blanks around it neither count nor block it', async () => {
    const { side, input, type } = await renderChat();
    const text = 'z'.repeat(SUPPORT_TEXT_MAX);
    type(`   ${text}   `);
    expect(screen.getByTestId('chat-count').textContent).toContain('2,000/2,000');
    expect(screen.getByTestId<HTMLButtonElement>('chat-send').disabled).toBe(false);
    // The same key the over-long text was refused on sends a text within the limit.
    await act(async () => void fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 }));
    expect(side.sendText).toHaveBeenCalledWith(text);
  });
});
