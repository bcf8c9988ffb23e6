/** One line of what an audited action changed or decided. */
export type AuditChange = { field: string; before: unknown; after: unknown } | { field: string; value: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The detail of an audit row as lines: a change of fields ({before: {...}, after: {...}}) lists
 * the fields that differ; a change of one value ({before, after}, an operator's role) is one line
 * under `field`; anything else (a decision's reason, rate or hash) is listed as it is.
 */
export function auditChanges(detail: Record<string, unknown>, field = 'value'): AuditChange[] {
  if ('before' in detail && 'after' in detail) {
    const { before, after } = detail;
    if (isRecord(before) || isRecord(after)) {
      const was = isRecord(before) ? before : {};
      const now = isRecord(after) ? after : {};
      const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
      return fields.filter((name) => JSON.stringify(was[name]) !== JSON.stringify(now[name])).map((name) => ({ field: name, before: was[name] ?? null, after: now[name] ?? null }));
    }
    return [{ field, before, after }];
  }
  return Object.entries(detail).map(([name, value]) => ({ field: name, value }));
}
