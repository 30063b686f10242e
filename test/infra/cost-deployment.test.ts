import { describe, expect, it } from 'vitest';
import { readDeployment } from '../../scripts/cost/deployment.js';

// `npm run cost` reads these from the source that sets them; this fails first when that source moves.
describe('the figures npm run cost reads from the source', () => {
  it('finds the Lambda memory size, the keep-alive paces, the live window, the presence window, the hidden tab grace and whether ping has its own route', () => {
    const d = readDeployment();
    expect(d.lambdaMemoryMb).toBeGreaterThanOrEqual(128);
    expect(d.livePingEveryMs).toBeGreaterThan(0);
    expect(d.livePingEveryMs).toBeLessThan(d.idlePingEveryMs);
    // API Gateway closes a WebSocket idle for 10 minutes.
    expect(d.idlePingEveryMs).toBeLessThan(10 * 60_000);
    expect(d.liveAfterMoveMs).toBeGreaterThan(0);
    expect(d.presentAfterInputMs).toBeGreaterThan(0);
    expect(d.probeUnlessHeardWithinMs).toBeGreaterThan(0);
    expect(d.hiddenGraceMs).toBeGreaterThan(0);
    expect(d.hiddenGraceMs).toBeLessThan(d.idlePingEveryMs);
    expect(typeof d.pingInvokesLambda).toBe('boolean');
  });
});
