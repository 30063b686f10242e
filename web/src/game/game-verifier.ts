import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { controlStyles } from '../ui/shared-styles.js';
import { fetchAuditExport } from './audit-log.js';

/**
 * "Verify this game": downloads the finished game's audit export and checks it here, with the
 * same verifier as `npm run verify` (engine/audit/verify.ts), so nobody has to trust the server
 * or this page's word for it: the lines shown are the verifier's own. The engine and the
 * verifier load only when asked for.
 */
@customElement('game-verifier')
export class GameVerifier extends LitElement {
  static override styles = [controlStyles, css`
    :host { display: block; }
    pre { white-space: pre-wrap; word-break: break-all; font-size: 0.8rem; margin: 0.4rem 0 0; padding: 0.5rem; border-radius: 0.4rem; background: #fff; border: 1px solid #d6cdb8; }
    pre.valid { border-color: #2f7d32; }
    pre.invalid { border-color: #c8102e; }
  `];

  @property() gameId = '';
  @state() private busy = false;
  @state() private result: { verdict: 'valid' | 'invalid' | 'incomplete' | 'error'; lines: string[] } | null = null;

  override render() {
    return html`<button ?disabled=${this.busy} @click=${this.verify}>${this.busy ? 'Verifying…' : 'Verify this game'}</button>
      ${this.result ? html`<pre class=${this.result.verdict} role="status" data-verdict=${this.result.verdict}>${this.result.lines.join('\n')}</pre>` : ''}`;
  }

  private verify = async () => {
    this.busy = true;
    try {
      const [doc, { verifyAudit, verdictLines }] = await Promise.all([fetchAuditExport(this.gameId), import('../../../engine/audit/verify.js')]);
      const verdict = verifyAudit(doc);
      this.result = { verdict: verdict.result, lines: verdictLines(verdict) };
    } catch (err) {
      this.result = { verdict: 'error', lines: [`Could not verify: ${(err as Error).message}`] };
    } finally {
      this.busy = false;
    }
  };
}
