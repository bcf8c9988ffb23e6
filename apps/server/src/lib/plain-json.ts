/** The text of each answer object already serialized: an object answered many times is stringified once. */
const serializedAnswers = new WeakMap<object, string>();

/**
 * A route-level serializer that skips the zod type provider's response validation. For hot
 * public reads whose data our own typed code builds (market quotes), validating every answer
 * again costs throughput and catches nothing; the schema still documents the route in OpenAPI.
 * The same answer object (see per-second-cache.ts) is turned into text only once.
 */
export const plainJsonSerializer = () => (data: unknown) => {
  if (typeof data !== 'object' || data === null) return JSON.stringify(data);
  let text = serializedAnswers.get(data);
  if (text === undefined) {
    text = JSON.stringify(data);
    serializedAnswers.set(data, text);
  }
  return text;
};
