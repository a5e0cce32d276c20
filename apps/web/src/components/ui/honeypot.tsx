import type { InputHTMLAttributes } from 'react';

/**
 * The 'Website' honeypot: people never see or reach it, bots fill it in and the server drops those
 * submissions silently.
 */
export function HoneypotField(props: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}
