import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { HANDLER_BUNDLING } from '../../infra/constructs/handler-function.js';

// Each Lambda must stay under 150 KB minified (issue 4); a careless import (say, a re-exported
// zod namespace pulling in every locale) can triple a bundle without any other test noticing.
const LIMIT_KB = 150;

describe('Lambda handler bundles', () => {
  for (const handler of ['connect', 'disconnect', 'message', 'history']) {
    it(`${handler} bundles under ${LIMIT_KB} KB minified, as CDK bundles it`, async () => {
      const result = await build({
        entryPoints: [`lambdas/handlers/${handler}.ts`],
        bundle: true,
        write: false,
        platform: 'node',
        format: 'esm',
        target: HANDLER_BUNDLING.target,
        minify: HANDLER_BUNDLING.minify,
        mainFields: HANDLER_BUNDLING.mainFields,
        external: HANDLER_BUNDLING.externalModules,
        logLevel: 'silent',
      });
      const kb = result.outputFiles[0].contents.length / 1024;
      expect(kb).toBeGreaterThan(1);
      expect(kb).toBeLessThan(LIMIT_KB);
    });
  }
});
