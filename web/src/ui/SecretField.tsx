import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import './secret-field.css';

/**
 * A secret shown this once (a token, a signing secret, a client secret): selected on focus, with
 * a Copy button and its outcome said to screen readers. `failedText` says what to do when the
 * clipboard refuses.
 */
export function SecretField({ label, secret, failedText }: { label: string; secret: string; failedText: string }) {
  const { t } = useLingui();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  }

  return (
    <>
      <div className="secret-field">
        <input className="input secret-field__value" translate="no" aria-label={label} value={secret} readOnly onFocus={(event) => event.target.select()} />
        <button type="button" className="btn btn--primary" onClick={() => void copy()}><Trans>Copy</Trans></button>
      </div>
      <p role="status" className="secret-field__state">
        {copyState === 'copied' ? t`Copied` : copyState === 'failed' ? failedText : ''}
      </p>
    </>
  );
}
