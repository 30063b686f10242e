import { ArnFormat, Duration, Stack } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Effect, PolicyStatement, Role, ServicePrincipal, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { CfnScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';

/** How often the sweep looks for games whose wake-up was missed, so no deadline waits for ever. */
export const SWEEP_RATE = Duration.minutes(15);

const SCHEDULER_SERVICE = 'scheduler.amazonaws.com';

/**
 * What wakes a game when a seat's time runs out or a bot is due (lambdas/app/expire.ts): one
 * EventBridge Scheduler one-time schedule per wake-up, in a group of its own, invoking the
 * expire function as a role that may do nothing else; and a rule that runs the sweep every
 * 15 minutes, which finds any game whose schedule was never created.
 *
 * The expire function's ARN goes into the environment of every function that schedules,
 * itself included (it schedules its next run when it stops early), so its name is fixed
 * here: an ARN read from the function would make the function depend on itself.
 */
export class Wakeups extends Construct {
  readonly group: CfnScheduleGroup;
  /** The role EventBridge Scheduler assumes to invoke the expire function. */
  readonly role: Role;
  readonly expireFunctionName: string;

  constructor(scope: Construct, id: string, props: { name: string }) {
    super(scope, id);
    const stack = Stack.of(this);
    this.group = new CfnScheduleGroup(this, 'Group', { name: `${props.name}-wakeups` });
    this.expireFunctionName = `${props.name}-expire`;
    // Only schedules of this account may assume it (the confused-deputy guard AWS recommends).
    this.role = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal(SCHEDULER_SERVICE, {
        conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
      }),
      description: 'Assumed by EventBridge Scheduler to invoke the expire function when a game is due',
    });
  }

  /** What a function that schedules wake-ups reads (lambdas/adapters/scheduler/eventbridge-scheduler.ts). */
  get environment(): Record<string, string> {
    const expireArn = Stack.of(this).formatArn({
      service: 'lambda',
      resource: 'function',
      resourceName: this.expireFunctionName,
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });
    return { SCHEDULE_GROUP: this.group.ref, SCHEDULER_ROLE_ARN: this.role.roleArn, EXPIRE_FUNCTION_ARN: expireArn };
  }

  /** The schedules wake the expire function: the scheduler's role may invoke it and nothing else. */
  wakes(expire: IFunction): void {
    expire.grantInvoke(this.role);
  }

  /** The sweep runs every 15 minutes. */
  sweeps(sweep: IFunction): Rule {
    return new Rule(this, 'Sweep', {
      description: 'Runs the sweep: games whose wake-up is due but whose schedule never fired',
      schedule: Schedule.rate(SWEEP_RATE),
      targets: [new LambdaFunction(sweep)],
    });
  }

  /**
   * May create schedules in the group (and only there), handing them the scheduler's role
   * (and only to EventBridge Scheduler). Never delete, update or read: a wake-up is made
   * once and deletes itself after it fires.
   */
  grantScheduling(grantee: IGrantable): void {
    const schedules = Stack.of(this).formatArn({
      service: 'scheduler',
      resource: 'schedule',
      resourceName: `${this.group.ref}/*`,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    });
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({ effect: Effect.ALLOW, actions: ['scheduler:CreateSchedule'], resources: [schedules] }),
    );
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['iam:PassRole'],
        resources: [this.role.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': SCHEDULER_SERVICE } },
      }),
    );
  }
}
