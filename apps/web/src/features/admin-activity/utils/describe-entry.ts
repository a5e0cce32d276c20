import { ACTIVITY_KIND_LABELS, ACTIVITY_KINDS, type ActivityEntry, type ActivityKind } from '@rp/contract';
import type { ActivityView } from '../api/activity-api';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What happened, in plain words, from the entry's kind and its small facts. */
export function describeEntry(entry: ActivityEntry): string {
  const { from, to } = entry.Details;
  switch (entry.Kind) {
    case 'lead-status':
      return `Changed a lead’s status from ${text(from)} to ${text(to)}`;
    case 'lead-assigned':
      return to ? `Assigned a lead to ${text(to)}` : `Unassigned a lead${from ? ` (was ${text(from)})` : ''}`;
    case 'team-role-changed':
      return `Changed a role from ${text(from)} to ${text(to)}`;
    case 'team-invited':
      return entry.Details.resent ? 'Sent a new invitation' : `Invited a team member as ${text(entry.Details.role) || 'Staff'}`;
    default:
      return ACTIVITY_KIND_LABELS[entry.Kind];
  }
}

/** Reads ?actor=&kind=&page= (unknown values ignored). */
export function readActivityView(params: URLSearchParams): ActivityView {
  const page = Number(params.get('page'));
  const kind = params.get('kind') ?? '';
  return {
    actor: params.get('actor') ?? '',
    kind: (ACTIVITY_KINDS as string[]).includes(kind) ? (kind as ActivityKind) : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Writes the view into the URL, defaults left out. */
export function writeActivityView(view: ActivityView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.actor) params.set('actor', view.actor);
  if (view.kind) params.set('kind', view.kind);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}
