import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lambdas/app/errors.js';
import { checkPushEndpoint } from '../../../lambdas/app/notify/endpoints.js';

/** What `checkPushEndpoint` refused `raw` with (code and message), or null when it took it. */
function refusal(raw: string, loopback = false): { code: string; message: string } | null {
  try {
    checkPushEndpoint(raw, loopback);
    return null;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { code: err.code, message: err.message };
  }
}

// Every address a hostile soak registered as a push endpoint (all 26 were taken), and the other
// spellings of the same places: the cloud's metadata service, the private networks, this machine.
const IP_LITERALS = [
  'https://169.254.169.254/latest/meta-data/iam/security-credentials/',
  'https://169.254.170.2/v2/credentials',
  'https://[fd00:ec2::254]/latest/meta-data/',
  'https://10.0.0.1/push',
  'https://10.255.255.254/push',
  'https://192.168.0.1/push',
  'https://192.168.255.254/push',
  'https://172.16.0.1/push',
  'https://172.31.255.254/push',
  'https://100.64.0.1/push',
  'https://127.0.0.1/push',
  'https://[::1]/push',
  'https://0.0.0.0/push',
  'https://[::]/push',
  'https://[fe80::1]/push',
  'https://[fc00::1]/push',
  'https://224.0.0.1/push',
  'https://[ff02::1]/push',
  // 127.0.0.1 in octal, decimal and hex, whole and dotted, and shortened.
  'https://0177.0.0.1/push',
  'https://2130706433/push',
  'https://0x7f000001/push',
  'https://0x7f.0.0.1/push',
  'https://127.1/push',
  // 169.254.169.254 as a single decimal and in octal.
  'https://2852039166/latest/meta-data/',
  'https://0251.0376.0251.0376/latest/meta-data/',
  // IPv4-mapped IPv6: 127.0.0.1, 169.254.169.254, 10.0.0.1.
  'https://[::ffff:127.0.0.1]/push',
  'https://[::ffff:a9fe:a9fe]/latest/meta-data/',
  'https://[::ffff:10.0.0.1]/push',
  // A public address is no push service either.
  'https://8.8.8.8/push',
];

const HOSTS_NOT_PUSH_SERVICES = [
  'https://localhost/push',
  'https://localhost./push',
  'https://metadata.google.internal/computeMetadata/v1/',
  'https://169.254.169.254.nip.io/latest/meta-data/',
  'https://push.example/x',
  'https://fcm.googleapis.com.evil.example/fcm/send/x',
  'https://evilfcm.googleapis.com/fcm/send/x',
  'https://storage.googleapis.com/fcm/send/x',
  'https://android.googleapis.com/gcm/send/x',
  'https://push.services.mozilla.com.evil.example/wpush/v2/x',
  'https://apple.com/push',
  'https://push.apple.com.evil.example/x',
  'https://notify.windows.com/w/?token=x',
  'https://db5p.notify.windows.com.evil.example/w/?token=x',
  'https://evil.example#@fcm.googleapis.com/fcm/send/x',
  'https://fcm.googleapis.com./fcm/send/x',
];

describe('a push endpoint in production: only the browser push services, by name, over https', () => {
  it('takes the endpoints Chrome, Firefox, Safari and Edge give, as the URL standard writes them', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bHqXwJ',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://web.push.apple.com/QGuQyavXutnMH6IPvqQJ5xf',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAABk',
      'https://db5p.notify.windows.com/w/?token=BQYAAABk',
    ]) {
      expect(checkPushEndpoint(endpoint, false), endpoint).toBe(endpoint);
    }
    // Stored as the standard writes it, so what was checked is what is sent to.
    expect(checkPushEndpoint('https://FCM.googleapis.com:443/fcm/send/x', false)).toBe(
      'https://fcm.googleapis.com/fcm/send/x',
    );
  });

  it('refuses every IP address, in any spelling, naming it as one', () => {
    for (const raw of IP_LITERALS) {
      for (const loopback of [false, true]) {
        expect(refusal(raw, loopback), raw).toEqual({
          code: 'PUSH_ENDPOINT',
          message: expect.stringMatching(/names an IP address/),
        });
      }
    }
  });

  it('refuses every host that is not a browser push service, listing the ones that are', () => {
    for (const raw of HOSTS_NOT_PUSH_SERVICES) {
      expect(refusal(raw), raw).toEqual({
        code: 'PUSH_ENDPOINT',
        message: expect.stringMatching(
          /is not a browser push service \(fcm\.googleapis\.com, updates\.push\.services\.mozilla\.com, \*\.push\.apple\.com, \*\.notify\.windows\.com\)/,
        ),
      });
    }
  });

  it('refuses other schemes, a port, and a user name or password, each saying so', () => {
    const cases: [string, RegExp][] = [
      ['not a url', /it is not a URL/],
      ['http://fcm.googleapis.com/fcm/send/x', /push services are https/],
      ['ftp://fcm.googleapis.com/fcm/send/x', /push services are https/],
      ['https://fcm.googleapis.com:8443/fcm/send/x', /it may not name a port/],
      ['https://user:pw@fcm.googleapis.com/fcm/send/x', /user name or password/],
      ['https://fcm.googleapis.com@evil.example/fcm/send/x', /user name or password/],
    ];
    for (const [raw, message] of cases)
      expect(refusal(raw), raw).toEqual({ code: 'PUSH_ENDPOINT', message: expect.stringMatching(message) });
  });

  it('on the local stack also takes http://127.0.0.1 with a port, for its tests, and nothing else on this machine', () => {
    expect(checkPushEndpoint('http://127.0.0.1:9123/push/1', true)).toBe('http://127.0.0.1:9123/push/1');
    expect(refusal('http://127.0.0.1:9123/push/1', false)).toMatchObject({ code: 'PUSH_ENDPOINT' });
    for (const raw of [
      'http://127.0.0.1/push',
      'http://localhost:9123/push',
      'http://[::1]:9123/push',
      'http://127.0.0.2:9123/push',
      'http://10.0.0.1:9123/push',
    ]) {
      expect(refusal(raw, true), raw).toMatchObject({ code: 'PUSH_ENDPOINT' });
    }
    // Another spelling of the same address is stored as the standard writes it.
    expect(checkPushEndpoint('http://0177.0.0.1:9123/push/1', true)).toBe('http://127.0.0.1:9123/push/1');
  });
});
