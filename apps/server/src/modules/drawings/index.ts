/** Drawings attached to a record. What other modules may use; everything else is internal. */
import { defineModule } from '../../lib/server-module.js';
import retentionPlugin from './retention-plugin.js';
export { deleteDrawingBytes, drawingFields, drawingsFor, saveDrawings, type StoredDrawing } from './attachments.js';
export { copyDrawings } from './copy.js';

/** The drawings' retention job (DRAWING_RETENTION_DAYS). */
export const drawingsModule = defineModule({
  name: 'drawings',
  plugin: async (app, { config }) => {
    await app.register(retentionPlugin, { days: config.drawingRetentionDays });
  },
});
