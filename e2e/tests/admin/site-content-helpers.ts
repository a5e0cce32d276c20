import { endpoints, type SiteContentKind } from '@rp/contract';
import type { AdminApi } from '../../fixtures';

/** The worker's server is shared by the specs it runs: undo what a test saved to a kind, back to where it started. */
export async function restoringContent(api: AdminApi, kind: SiteContentKind, run: () => Promise<void>) {
  const start = (await api.call(endpoints.content.get, { body: { Kind: kind } })).data.Version;
  try {
    await run();
  } finally {
    for (let i = 0; i < 10; i++) {
      const now = (await api.call(endpoints.content.get, { body: { Kind: kind } })).data;
      if (now.Version === start || !now.CanUndo) break;
      await api.call(endpoints.content.undo, { body: { Kind: kind } });
    }
  }
}
