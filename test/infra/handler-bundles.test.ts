import { describe, expect, it } from 'vitest';
import { HANDLERS, bundleHandler } from '../support/handler-bundle.js';

// Our own code in each Lambda must stay under 150 KB minified (issue 4); a careless import (say,
// a re-exported zod namespace pulling in every locale) can triple it without any other test
// noticing. The deployed bundle also carries the tree-shaken AWS SDK (for cold starts, see
// HANDLER_BUNDLING); that whole stays under 600 KB.
const OWN_LIMIT_KB = 150;
const WHOLE_LIMIT_KB = 600;

describe('Lambda handler bundles', () => {
  for (const handler of HANDLERS) {
    it(`${handler}: our code under ${OWN_LIMIT_KB} KB, the bundle with the SDK under ${WHOLE_LIMIT_KB} KB, as CDK bundles it`, async () => {
      const own = (await bundleHandler(handler, { withoutSdk: true })).length / 1024;
      const whole = (await bundleHandler(handler)).length / 1024;
      expect(own).toBeGreaterThan(1);
      expect(own).toBeLessThan(OWN_LIMIT_KB);
      expect(whole).toBeGreaterThan(own);
      expect(whole).toBeLessThan(WHOLE_LIMIT_KB);
    });
  }
});
