import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Duration, Fn, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import {
  contentSecurityPolicy,
  HSTS_MAX_AGE_SECONDS,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
} from '../security-headers.js';

/** The header's value as CloudFront names it: a policy other than these fails to compile, not to deploy. */
const REFERRER_POLICIES: Record<typeof REFERRER_POLICY, HeadersReferrerPolicy> = {
  'strict-origin-when-cross-origin': HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
};

const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface WebHostingProps {
  historyApi: HttpApi;
  /** wss:// URL of the WebSocket stage, written into config.json for the client. */
  webSocketUrl: string;
  /** Origins the client connects to besides its own (the WebSocket API's wss://host): the CSP's connect-src. */
  connectOrigins: string[];
  /** Prefix of the policy's name, which is unique in the account (the stack's name). */
  name: string;
  /** Retention of the deployment helper's log group (it runs only on deploy). */
  logRetentionDays: RetentionDays;
  /** The stage's floor for a table's per-move allowance, written into config.json: the lobby offers nothing shorter. */
  minMoveSeconds: number;
  /** The stack's VAPID public key (a deploy-time value of the VapidKeys resource): browsers subscribe to pushes with it. */
  vapidPublicKey: string;
}

/**
 * What the client reads from /config.json: where the WebSocket API is, the server's floor for
 * `moveSeconds`, and the key a browser subscribes to Web Push with.
 */
export function webConfig(props: Pick<WebHostingProps, 'webSocketUrl' | 'minMoveSeconds' | 'vapidPublicKey'>): {
  wsUrl: string;
  historyUrl: string;
  minMoveSeconds: number;
  vapidPublicKey: string;
} {
  return {
    wsUrl: props.webSocketUrl,
    historyUrl: '',
    minMoveSeconds: props.minMoveSeconds,
    vapidPublicKey: props.vapidPublicKey,
  };
}

/**
 * The web client in a private bucket behind CloudFront. The history API is routed under
 * /games/* on the same distribution, so the client finds it at its own origin.
 */
export class WebHosting extends Construct {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebHostingProps) {
    super(scope, id);
    const bucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    // apiEndpoint is https://{id}.execute-api.{region}.amazonaws.com; CloudFront wants the bare domain.
    const apiDomain = Fn.select(2, Fn.split('/', props.historyApi.apiEndpoint));
    // The same headers the local stack sends (infra/security-headers.ts), so the browser tests run under them.
    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      responseHeadersPolicyName: `${props.name}-security-headers`,
      comment: 'CSP (own scripts, own origin and the WebSocket API), HSTS, nosniff, referrer and permissions policies',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(props.connectOrigins), override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: REFERRER_POLICIES[REFERRER_POLICY], override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }],
      },
    });
    this.distribution = new Distribution(this, 'Cdn', {
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        // Gzip or brotli by the browser's Accept-Encoding (the default cache policy keys on both).
        compress: true,
        responseHeadersPolicy: headers,
      },
      additionalBehaviors: {
        '/games/*': {
          origin: new HttpOrigin(apiDomain),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
          compress: true,
          // The history handler says what may be cached: nothing while a game runs, all of it once over.
          cachePolicy: CachePolicy.USE_ORIGIN_CACHE_CONTROL_HEADERS,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
        },
      },
    });
    const config = Source.jsonData('config.json', webConfig(props));
    // The client is built by web/build.ts; without a build only config.json is deployed. A stack
    // whose assets are not being built (one `cdk deploy` did not select, or a template test's
    // `aws:cdk:bundling-stacks: []`) leaves the build out as it leaves its functions' code, so a
    // template test never reads web/dist, which `npm start` in another test may be rewriting.
    const build = Stack.of(this).bundlingRequired && existsSync(webDist);
    new BucketDeployment(this, 'Deploy', {
      // The build's .br/.gz copies are for the local server; CloudFront compresses by itself.
      sources: build ? [Source.asset(webDist, { exclude: ['*.br', '*.gz'] }), config] : [config],
      destinationBucket: bucket,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      logGroup: new LogGroup(this, 'DeployLogs', {
        retention: props.logRetentionDays,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
    });
  }
}
