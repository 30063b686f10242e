import { ArnFormat, CustomResource, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { vapidParameterNames, type VapidParameterNames } from '../../lambdas/adapters/ssm/vapid-keys.js';
import type { VapidResourceProps } from '../../lambdas/handlers/vapid-keys.js';
import type { StageConfig } from '../stages.js';
import { handlerFunction } from './handler-function.js';

/**
 * The stack's Web Push key pair (VAPID), made once by a Lambda-backed custom resource
 * (lambdas/handlers/vapid-keys.ts) because CloudFormation cannot create a SecureString: the
 * private key in the SecureString `/<stack>/vapid/private`, the public key in the String
 * `/<stack>/vapid/public` and in `publicKey` (an attribute of the resource), which goes into
 * the web client's config.json and the notifier's environment.
 *
 * A deploy never makes a new pair (browsers' subscriptions are bound to the public key). In
 * prod the parameters outlive the stack like the games do; in dev they go with it.
 */
export class VapidKeys extends Construct {
  readonly parameters: VapidParameterNames;
  readonly publicKey: string;

  constructor(scope: Construct, id: string, props: { name: string; stage: StageConfig }) {
    super(scope, id);
    this.parameters = vapidParameterNames(props.name);
    const fn = handlerFunction(this, 'Handler', 'vapid-keys', {}, props.stage, { timeout: Duration.seconds(30) });
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['ssm:GetParameter', 'ssm:PutParameter', 'ssm:DeleteParameter'],
        resources: [this.parametersArn('*')],
      }),
    );
    const provider = new Provider(this, 'Provider', {
      onEventHandler: fn,
      logGroup: new LogGroup(this, 'ProviderLogs', {
        retention: props.stage.logRetentionDays,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
    });
    const properties: VapidResourceProps = {
      PrivateParameter: this.parameters.privateKey,
      PublicParameter: this.parameters.publicKey,
      RemoveOnDelete: String(!props.stage.keepGames),
    };
    const resource = new CustomResource(this, 'Resource', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::VapidKeys',
      properties,
    });
    this.publicKey = resource.getAttString('PublicKey');
  }

  /** The ARN of `/<stack>/vapid/<leaf>` ('*' for both). */
  private parametersArn(leaf: string): string {
    // A parameter named /a/b has the ARN ...:parameter/a/b.
    return Stack.of(this).formatArn({
      service: 'ssm',
      resource: 'parameter',
      resourceName: `${this.parameters.privateKey.split('/')[1]}/vapid/${leaf}`,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    });
  }

  /** May read (and decrypt, with SSM's own key) the private key, and nothing else of Parameter Store. */
  grantReadPrivateKey(grantee: IGrantable): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['ssm:GetParameter'], resources: [this.parametersArn('private')] }),
    );
  }

  /** What the notifier reads: the public key itself and where the private one is. */
  get environment(): Record<string, string> {
    return { VAPID_PUBLIC_KEY: this.publicKey, VAPID_PRIVATE_KEY_PARAMETER: this.parameters.privateKey };
  }
}
