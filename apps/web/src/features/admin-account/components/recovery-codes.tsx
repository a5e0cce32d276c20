import { useState } from 'react';
import { toast } from '~/components/ui/toast';
import { Copy } from 'lucide-react';
import { Button } from '~/components/ui/button';

/** The recovery codes, shown once after enabling: copy them, then confirm they are kept. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
      toast.success('Recovery codes copied.');
    } catch {
      toast.error('Could not copy: select the codes and copy them by hand.');
    }
  };
  return (
    <div className="space-y-4" data-testid="recovery-codes">
      <div
        role="status"
        className="rounded-lg border border-amber-300 bg-amber-50 px-3.5 py-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
      >
        <p className="font-semibold">Two-factor sign-in is on. Save these recovery codes now: they are shown only once.</p>
        <p className="mt-1">Each code signs you in once if your phone is lost. Keep them somewhere safe, away from your phone.</p>
      </div>
      <ul aria-label="Recovery codes" className="grid max-w-md grid-cols-1 gap-2 font-mono text-sm sm:grid-cols-2">
        {codes.map((code) => (
          <li
            key={code}
            className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
          >
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" type="button" onClick={() => void copy()}>
          <Copy className="h-4 w-4" aria-hidden="true" /> {copied ? 'Copied' : 'Copy all codes'}
        </Button>
        <Button variant="steel" type="button" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}
