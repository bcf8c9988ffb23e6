import { TEXT_LIMITS } from '../input-rules.js';

/**
 * The built-in support chat (when no SUPPORT_CHAT_URL is configured): one conversation per
 * member with the operators, over our socket (`user.chat`).
 */
export const SUPPORT_CHAT_CHANNEL = 'user.chat';
export const SUPPORT_TEXT_MAX = TEXT_LIMITS.supportText;
/** Images a chat may carry, and their largest size. */
export const SUPPORT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type SupportImageType = (typeof SUPPORT_IMAGE_TYPES)[number];
export const SUPPORT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
