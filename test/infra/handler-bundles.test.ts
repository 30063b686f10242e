import { describe, expect, it } from 'vitest';
import { games } from '../../engine/index.js';
import { HANDLERS, bundleHandler, weighHandler } from '../support/handler-bundle.js';

// Our own code in each Lambda must stay small: a careless import (say, a re-exported zod
// namespace pulling in every locale) can triple it without any other test noticing. The
// platform (everything but the rule sets, zod included) stays under 150 KB minified (issue 4);
// each rule set, whose size is its rules and components and grows with every game we add,
// under 80 KB of its own. The deployed bundle also carries the tree-shaken AWS SDK (for cold
// starts, see HANDLER_BUNDLING); that whole stays under 640 KB. Three SDK clients now (DynamoDB,
// the Management API and EventBridge Scheduler, which every function that moves a game uses to
// schedule wake-ups): the scheduler's client added about 20 KB to each, the message handler
// 582 -> 604 KB when it came (issue 12).
const PLATFORM_LIMIT_KB = 150;
const RULE_SET_LIMIT_KB = 80;
const WHOLE_LIMIT_KB = 640;

describe('Lambda handler bundles', () => {
  for (const handler of HANDLERS) {
    it(`${handler}: the platform under ${PLATFORM_LIMIT_KB} KB, each rule set under ${RULE_SET_LIMIT_KB} KB, the bundle with the SDK under ${WHOLE_LIMIT_KB} KB, as CDK bundles it`, async () => {
      const { platformKb, ruleSetsKb } = await weighHandler(handler);
      const own = (await bundleHandler(handler, { withoutSdk: true })).length / 1024;
      const whole = (await bundleHandler(handler)).length / 1024;
      expect(platformKb).toBeGreaterThan(1);
      expect(platformKb).toBeLessThan(PLATFORM_LIMIT_KB);
      // Every registered rule set is in the bundle (the backend serves them all), none too big.
      expect(Object.keys(ruleSetsKb).sort()).toEqual(Object.keys(games).sort());
      for (const [id, kb] of Object.entries(ruleSetsKb)) expect(kb, id).toBeLessThan(RULE_SET_LIMIT_KB);
      expect(whole).toBeGreaterThan(own);
      expect(whole).toBeLessThan(WHOLE_LIMIT_KB);
    });
  }
});
