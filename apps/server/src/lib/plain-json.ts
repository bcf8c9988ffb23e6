/**
 * A route-level serializer that skips the zod type provider's response validation. For hot
 * public reads whose data our own typed code builds (market quotes), validating every answer
 * again costs throughput and catches nothing; the schema still documents the route in OpenAPI.
 */
export const plainJsonSerializer = () => (data: unknown) => JSON.stringify(data);
