import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auditJsonSchema } from '../../../engine/audit/export.js';

describe('docs/audit.schema.json', () => {
  it('is the JSON Schema of the export the server writes and the verifier checks (npm run audit-schema writes it)', () => {
    const file = JSON.parse(readFileSync(new URL('../../../docs/audit.schema.json', import.meta.url), 'utf8'));
    expect(file).toEqual(auditJsonSchema());
  });
});
