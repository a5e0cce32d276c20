import path from 'node:path';
import { inject } from 'vitest';

/** A module of src/ in the run's JavaScript copy (test/global-setup.ts), e.g. 'cli/backup.ts'. */
export function builtModule(srcPath: string): string {
  return path.join(inject('serverBuild'), srcPath.replace(/\.ts$/, '.js'));
}
