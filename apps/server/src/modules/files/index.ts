/** Files: stored uploads, image variants and their URLs. What other modules may use; everything else is internal. */
export { makeImageVariants } from './image-variants.js';
export { attachmentUrl, deleteFile, deleteFiles, productImageUrl, readFile, saveFile, thumbnailUrl, toFileInfo } from './store.js';
export { listImageVariants, saveImageVariants } from './variant-store.js';
