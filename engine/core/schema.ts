import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// zod/mini keeps handler and client bundles small. It has no messages of its own, so
// English is configured once here; every schema module imports this one. (Re-exporting
// the z namespace from here would defeat tree-shaking, so each module imports zod/mini itself.)
z.config(en());

export const int = () => z.number().check(z.int());
