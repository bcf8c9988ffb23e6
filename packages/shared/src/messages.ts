import type apiMessagesEnUs from './messages/en_US.json';

/** The API's own messages (envelope `msg`), one JSON file per locale, en_US being the type. */
export type ApiMessages = typeof apiMessagesEnUs;
export type ApiMessageKey = Exclude<keyof ApiMessages, 'fields'>;
export type ApiFieldKey = keyof ApiMessages['fields'];

/** Fills `{name}` placeholders; an unknown placeholder stays visible rather than vanishing. */
export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
