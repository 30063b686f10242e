import { writeFileSync } from 'node:fs';
import { auditJsonSchema } from '../engine/audit/export.js';

/** `npm run audit-schema`: writes docs/audit.schema.json from the export's schema (test/engine/audit/schema-file.test.ts keeps them equal). */
writeFileSync(new URL('../docs/audit.schema.json', import.meta.url), `${JSON.stringify(auditJsonSchema(), null, 2)}\n`);
