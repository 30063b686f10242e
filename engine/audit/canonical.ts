/**
 * The canonical JSON of a value: the bytes that get hashed, so two parties holding the same
 * record always hash the same text whatever order its keys arrived in (DynamoDB does not keep
 * key order). It is RFC 8785 (JCS) for the values records hold:
 * - object keys sorted by UTF-16 code units (JavaScript's default sort), no whitespace;
 * - properties whose value is undefined are left out, as JSON.stringify leaves them out;
 * - numbers as JSON.stringify writes them (shortest round-trip form, -0 as 0); NaN and
 *   the infinities have no JSON form and are refused;
 * - strings as JSON.stringify escapes them (", \ and control characters; everything else,
 *   non-ASCII included, as itself), then UTF-8.
 */
export function canonicalJson(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'string':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw new Error(`canonicalJson: ${value} has no JSON form`);
      return JSON.stringify(value);
    case 'object': {
      if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
      const obj = value as Record<string, unknown>;
      const keys = Object.keys(obj)
        .filter((k) => obj[k] !== undefined)
        .sort();
      return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(',')}}`;
    }
    default:
      throw new Error(`canonicalJson: a ${typeof value} has no JSON form`);
  }
}
