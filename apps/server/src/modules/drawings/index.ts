/** Drawings attached to a record. What other modules may use; everything else is internal. */
export { deleteDrawingBytes, drawingFields, drawingsFor, saveDrawings, type StoredDrawing } from './attachments.js';
