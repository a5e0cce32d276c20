/** Thumbnails: drawing previews made by a worker in child processes, or in the parser unit (ADR 092). */
import { defineModule } from '../../lib/server-module.js';
import thumbnailPlugin, { type ThumbnailPluginOptions } from './plugin.js';
export { measureApart, MEASURE_LIMITS, type MeasureOptions } from './measure.js';

declare module '../../lib/server-module.js' {
  interface ModuleOptions {
    /** Thumbnail worker settings (tests use tighter limits). */
    thumbnails?: ThumbnailPluginOptions;
  }
}

export const thumbnailsModule = defineModule({
  name: 'thumbnails',
  plugin: async (app, { options, config }) => {
    await app.register(thumbnailPlugin, { socketPath: config.parserSocket, ...options.thumbnails });
  },
});
