/** Files: stored uploads, image variants and their URLs. What other modules may use; everything else is internal. */
import { defineModule } from '../../lib/server-module.js';
import fileRoutes from './routes.js';
export { makeImageVariants } from './image-variants.js';
export { attachmentUrl, deleteFile, deleteFiles, productImageUrl, readFile, saveFile, thumbnailUrl, toFileInfo } from './store.js';
export { listImageVariants, saveImageVariants } from './variant-store.js';

export const filesModule = defineModule({
  name: 'files',
  routes: async (api) => {
    await api.register(fileRoutes);
  },
});
