import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { AuditExport } from '../../../engine/audit/export.js';
import type { Verdict } from '../../../engine/audit/verify.js';
import { msg } from '../i18n/i18n.js';
import { Localized } from '../i18n/localized.js';
import { controlStyles } from '../ui/shared-styles.js';
import { seatName } from '../ui/seat-colours.js';
import { createdTable } from '../store/created-tables.js';
import { auditProblem, fetchAuditExport } from './audit-log.js';
import '../ui/tokens.js';

/**
 * "Verify this game": downloads the finished game's audit export and checks it here, with the
 * same verifier as `npm run verify` (engine/audit/verify.ts), so nobody has to trust the server
 * or this page's word for it: the lines shown are the verifier's findings (its verdict, counts,
 * dice scheme and each replaced dice key in the page's language; what a failed check found stays in
 * the verifier's own, technical English). On the device that created the table, the export is
 * also held to the commitment the server gave before the nonce was drawn. The engine and the
 * verifier load only when asked for.
 */
@customElement('game-verifier')
export class GameVerifier extends LitElement {
  protected readonly i18n = new Localized(this);

  static override styles = [
    controlStyles,
    css`
    :host { display: block; }
    pre { white-space: pre-wrap; overflow-wrap: anywhere; font-size: var(--tw-text-80); margin: var(--tw-space-8) 0 0; padding: var(--tw-space-10); border-radius: 0.4rem; background: var(--tw-surface); border: 1px solid var(--tw-sand-78-2); }
    pre.valid { border-color: var(--tw-green-34); }
    pre.invalid { border-color: var(--tw-red-42); }
  `,
  ];

  @property({ attribute: 'gameid' }) gameId = '';
  @state() private busy = false;
  /** The verifier's verdict and the export's replaced dice keys, or why there is none; written out while drawing, in the language of the moment. */
  @state() private result: { verdict: Verdict; replaced: ReplacedKey[]; names: string[] } | { error: unknown } | null =
    null;

  override render() {
    const r = this.result;
    const verdict = r === null ? null : 'verdict' in r ? r.verdict.result : 'error';
    return html`<button ?disabled=${this.busy} @click=${this.verify}>${
      this.busy
        ? msg({ id: 'game.verify.busy', defaultMessage: 'Verifying…' })
        : msg({ id: 'game.verify.button', defaultMessage: 'Verify this game' })
    }</button>
      ${
        r
          ? html`<pre class=${verdict} role="status" data-verdict=${verdict}>${
              'verdict' in r
                ? verdictLines(r.verdict, r.replaced, r.names).join('\n')
                : msg(
                    { id: 'game.verify.failed', defaultMessage: 'Could not verify: {reason}' },
                    { reason: auditProblem(r.error) },
                  )
            }</pre>`
          : ''
      }`;
  }

  private verify = async () => {
    this.busy = true;
    try {
      const [doc, { verifyAudit }, { auditExportSchema }] = await Promise.all([
        fetchAuditExport(this.gameId),
        import('../../../engine/audit/verify.js'),
        import('../../../engine/audit/export.js'),
      ]);
      // A table created on this device: the export must commit to the seed the server promised before our nonce.
      const verdict = verifyAudit(doc, undefined, { commitment: createdTable(this.gameId)?.commitment });
      const parsed = auditExportSchema.safeParse(doc);
      this.result = {
        verdict,
        replaced: parsed.success ? replacedKeys(parsed.data) : [],
        names: parsed.success ? parsed.data.seats : [],
      };
    } catch (err) {
      this.result = { error: err };
    } finally {
      this.busy = false;
    }
  };
}

/** A dice key that replaced a seat's own (docs/audit.md, seat chains): the verifier notes each. */
interface ReplacedKey {
  version: number;
  seat: number;
}

/**
 * The export's keys that replaced a seat's own, found as the verifier finds them (verify.ts
 * followChains: a seat record after the start that carries `key` while the seat has one), so
 * each of its notes can be written here in the page's language.
 */
function replacedKeys(doc: AuditExport): ReplacedKey[] {
  const keyed = new Set<number>();
  const replaced: ReplacedKey[] = [];
  for (const r of doc.records.slice(1)) {
    if (r.actor === 'system' || r.key === undefined) continue;
    if (keyed.has(r.actor)) replaced.push({ version: r.version, seat: r.actor });
    keyed.add(r.actor);
  }
  return replaced;
}

/**
 * The verdict as `npm run verify` prints it (engine/audit/verify.ts verdictLines), in the page's
 * language: each failed check ("version 12: draws: …", its finding in the verifier's words), what
 * could not be checked, each dice key that replaced a seat's own, the dice scheme the game used,
 * then the verdict with its counts. `replaced` is the verifier's notes read from the export
 * (`names`, its seats); should the two ever disagree, the verifier's own words are shown.
 */
function verdictLines(v: Verdict, replaced: readonly ReplacedKey[], names: readonly string[]): string[] {
  const lines = v.failures.map((f) =>
    msg(
      { id: 'game.verify.failure', defaultMessage: '{where}: {check}: {finding}' },
      {
        where:
          f.version === null
            ? msg({ id: 'game.verify.export', defaultMessage: 'export' })
            : msg({ id: 'game.verify.version', defaultMessage: 'version {version, number}' }, { version: f.version }),
        check: f.check,
        finding: f.message,
      },
    ),
  );
  for (const u of v.unchecked)
    lines.push(msg({ id: 'game.verify.unchecked', defaultMessage: 'not checked: {what}' }, { what: u }));
  if (replaced.length === v.notes.length) {
    for (const k of replaced) {
      lines.push(
        msg(
          {
            id: 'game.verify.keyAgain',
            defaultMessage:
              'note: version {version, number}: {seat} set a new dice key; the seat had one, so another device plays it now (or this one lost its key)',
          },
          { version: k.version, seat: seatName(names, k.seat) },
        ),
      );
    }
  } else {
    for (const n of v.notes) lines.push(msg({ id: 'game.verify.note', defaultMessage: 'note: {what}' }, { what: n }));
  }
  // No scheme: a game recorded before commitments, or an export the schema refused.
  if (v.scheme === 2) {
    lines.push(
      msg(
        {
          id: 'game.verify.scheme2',
          defaultMessage:
            "Dice scheme 2 (seat chains): the dice come from the server's secret seed, the creator's nonce and the links of each seat's chain ({links, plural, one {# link followed} other {# links followed}})",
        },
        { links: v.counts.links },
      ),
    );
  } else if (v.scheme === 1) {
    lines.push(
      msg({
        id: 'game.verify.scheme1',
        defaultMessage:
          "Dice scheme 1 (before seat chains): each move's dice come from the server's secret seed, the hash of the record before it and the move's id",
      }),
    );
  }
  const counts = { records: v.counts.records, draws: v.counts.draws, events: v.counts.events };
  if (v.result === 'invalid') {
    lines.push(
      msg(
        {
          id: 'game.verify.invalid',
          defaultMessage:
            'INVALID: {failed, plural, one {# failed check} other {# failed checks}} ({records, number} records, {draws, number} draws re-derived, {events, number} events re-decided)',
        },
        { failed: v.failures.length, ...counts },
      ),
    );
  } else if (v.result === 'incomplete') {
    lines.push(
      msg(
        {
          id: 'game.verify.incomplete',
          defaultMessage:
            'INCOMPLETE: nothing failed, but not everything could be checked ({records, number} records, {draws, number} draws re-derived, {events, number} events re-decided)',
        },
        counts,
      ),
    );
  } else {
    lines.push(
      msg(
        {
          id: 'game.verify.valid',
          defaultMessage:
            'VALID: {records, number} records, {draws, number} draws re-derived, {events, number} events re-decided',
        },
        counts,
      ),
    );
  }
  return lines;
}
