import type { DrawingInfo } from '@rp/contract';
import { DrawingThumbnail } from './drawings-section';

/** The Drawing column of the quotes list: the first drawing's thumbnail and how many more there are. */
export function DrawingCell({ attachments }: { attachments: DrawingInfo[] }) {
  const first = attachments[0];
  if (!first) return <span className="text-slate-400 dark:text-slate-500">—</span>;
  return (
    <span className="flex items-center gap-1.5" data-testid="drawing-cell" title={attachments.map((a) => a.name).join(', ')}>
      <DrawingThumbnail file={first} className="h-10 w-10" />
      {attachments.length > 1 ? <span className="text-xs font-normal text-slate-500 dark:text-slate-400">+{attachments.length - 1}</span> : null}
      <span className="sr-only">{attachments.map((a) => a.name).join(', ')}</span>
    </span>
  );
}
