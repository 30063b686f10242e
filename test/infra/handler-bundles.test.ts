import { describe, expect, it } from 'vitest';
import { HANDLERS, bundleHandler } from '../support/handler-bundle.js';

// Each Lambda must stay under 150 KB minified (issue 4); a careless import (say, a re-exported
// zod namespace pulling in every locale) can triple a bundle without any other test noticing.
const LIMIT_KB = 150;

describe('Lambda handler bundles', () => {
  for (const handler of HANDLERS) {
    it(`${handler} bundles under ${LIMIT_KB} KB minified, as CDK bundles it`, async () => {
      const kb = (await bundleHandler(handler)).length / 1024;
      expect(kb).toBeGreaterThan(1);
      expect(kb).toBeLessThan(LIMIT_KB);
    });
  }
});
