import { createPortal } from 'react-dom';
import { Toaster } from 'react-hot-toast';
import { useTopDialog } from './dialog';

/**
 * The toaster. While a modal dialog is open the rest of the page is inert and below it, so the toasts
 * move into the innermost dialog: they stay on top, readable and announced.
 */
export function ToastHost() {
  const topDialog = useTopDialog();
  // Above a sticky save bar when the page has one (app.css sets --toast-bottom), so a toast never covers Save.
  const toaster = <Toaster position="bottom-right" containerStyle={{ bottom: 'var(--toast-bottom, 16px)' }} />;
  return topDialog ? createPortal(toaster, topDialog) : toaster;
}
