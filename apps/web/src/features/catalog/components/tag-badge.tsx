import { TAG_STYLES } from '../utils/catalog';

export function TagBadge({ tag }: { tag: string }) {
  return (
    <span
      data-testid="tag-badge"
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TAG_STYLES[tag] ?? 'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-steel-800 dark:text-slate-200 dark:ring-steel-600'}`}
    >
      {tag}
    </span>
  );
}
