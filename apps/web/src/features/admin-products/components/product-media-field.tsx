import { useId, useRef, useState, type DragEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { toast } from '~/components/ui/toast';
import { ImagePlus, Link2, Maximize2, Trash2, Upload } from 'lucide-react';
import { PRODUCT_IMAGE_TYPES } from '@rp/contract';
import { Button } from '~/components/ui/button';
import { adminInputClass, adminLabelClass, FieldError } from '~/components/ui/field';
import { formatBytes } from '~/lib/format';
import { compressImage } from '../utils/compress-image';
import type { ProductFormValues } from '../utils/product-form';
import { ImageZoomViewer } from './image-zoom-viewer';
import { ProductImage } from './product-image';

const ACCEPT = PRODUCT_IMAGE_TYPES.join(',');

export interface ProductMediaFieldProps {
  compressing: boolean;
  onCompressingChange: (busy: boolean) => void;
  disabled: boolean;
}

/** Media section: image by URL or by upload (compressed in the browser), preview, zoom, remove. */
export function ProductMediaField({ compressing, onCompressingChange, disabled }: ProductMediaFieldProps) {
  const {
    register,
    setValue,
    control,
    formState: { errors },
    clearErrors,
  } = useFormContext<ProductFormValues>();
  const type = useWatch({ control, name: 'ProductImagesType' });
  const image = useWatch({ control, name: 'ProductImages' });
  const fileName = useWatch({ control, name: 'ProductMediaFileName' });
  const title = useWatch({ control, name: 'ProductTitle' });
  const fileRef = useRef<HTMLInputElement | null>(null);
  const [zoomOpen, setZoomOpen] = useState(false);
  const [dragOver, setDragOver] = useState(false);
  const [sizes, setSizes] = useState<{ original: number; compressed: number } | null>(null);
  const ids = { url: useId(), file: useId(), error: useId(), hint: useId() };
  const error = errors.ProductImages?.message;
  const dirty = { shouldDirty: true } as const;

  function clearFileInput() {
    if (fileRef.current) fileRef.current.value = '';
  }

  function chooseType(next: 'URL' | 'UploadImage') {
    if (next === type) return;
    // Choosing URL clears any upload; choosing Upload clears the URL (spec section 4).
    setValue('ProductImagesType', next, dirty);
    setValue('ProductImages', '', dirty);
    setValue('ProductMediaFileName', '', dirty);
    setSizes(null);
    clearFileInput();
    clearErrors('ProductImages');
  }

  function removeImage() {
    setValue('ProductImages', '', dirty);
    setValue('ProductMediaFileName', '', dirty);
    setSizes(null);
    clearFileInput();
  }

  async function handleFile(file: File | undefined) {
    if (!file) return;
    if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      toast.error('Invalid file type. Please select an image.');
      removeImage();
      return;
    }
    onCompressingChange(true);
    const toastId = toast.loading('Compressing...');
    try {
      const result = await compressImage(file);
      setValue('ProductImages', result.dataUrl, { shouldDirty: true, shouldValidate: true });
      setValue('ProductMediaFileName', file.name, dirty);
      setSizes({ original: result.originalSize, compressed: result.compressedSize });
      toast.success('Compressed!', { id: toastId });
    } catch {
      toast.error('Failed!', { id: toastId });
      removeImage();
    } finally {
      onCompressingChange(false);
    }
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragOver(false);
    if (disabled || compressing) return;
    void handleFile(event.dataTransfer.files[0]);
  }

  const tabClass = (active: boolean) =>
    `flex flex-1 items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-steel-500 ${
      active
        ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-700 dark:text-white'
        : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
    }`;

  const hasImage = Boolean(image && image.trim());

  return (
    <div className="space-y-4">
      <input type="hidden" {...register('ProductImagesType')} />
      <div role="radiogroup" aria-label="Image source" className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        <button
          type="button"
          role="radio"
          aria-checked={type === 'URL'}
          className={tabClass(type === 'URL')}
          onClick={() => chooseType('URL')}
          disabled={disabled || compressing}
        >
          <Link2 className="h-4 w-4" aria-hidden="true" /> Image URL
        </button>
        <button
          type="button"
          role="radio"
          aria-checked={type === 'UploadImage'}
          className={tabClass(type === 'UploadImage')}
          onClick={() => chooseType('UploadImage')}
          disabled={disabled || compressing}
        >
          <Upload className="h-4 w-4" aria-hidden="true" /> Upload
        </button>
      </div>

      {type === 'URL' ? (
        <div>
          <label htmlFor={ids.url} className={adminLabelClass}>
            Image URL <span className="text-red-600 dark:text-red-400">*</span>
          </label>
          <input
            id={ids.url}
            type="url"
            inputMode="url"
            placeholder="https://example.com/part.jpg or /images/part.jpg"
            className={adminInputClass}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            disabled={disabled}
            {...register('ProductImages')}
          />
        </div>
      ) : (
        <div>
          <span className={adminLabelClass} id={ids.hint}>
            Upload image <span className="text-red-600 dark:text-red-400">*</span>
          </span>
          <label
            htmlFor={ids.file}
            onDragOver={(event) => {
              event.preventDefault();
              setDragOver(true);
            }}
            onDragLeave={() => setDragOver(false)}
            onDrop={onDrop}
            className={`flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors focus-within:border-steel-500 focus-within:ring-2 focus-within:ring-steel-500/30 ${
              dragOver
                ? 'border-steel-500 bg-steel-50 dark:bg-steel-500/10'
                : error
                  ? 'border-red-400 bg-red-50/50 dark:border-red-500/60 dark:bg-red-500/5'
                  : 'border-slate-300 hover:border-steel-400 hover:bg-slate-50 dark:border-slate-600 dark:hover:border-steel-500 dark:hover:bg-slate-800/50'
            }`}
          >
            <ImagePlus className="h-7 w-7 text-slate-400" aria-hidden="true" />
            <span className="text-sm font-semibold text-steel-700 dark:text-steel-300">
              {compressing ? 'Compressing…' : hasImage ? 'Choose another image' : 'Choose an image or drop it here'}
            </span>
            <span className="text-xs text-slate-500 dark:text-slate-400">JPEG, PNG, GIF or WebP · compressed to about 0.5 MB</span>
            <input
              ref={fileRef}
              id={ids.file}
              type="file"
              accept={ACCEPT}
              className="sr-only"
              aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
              aria-invalid={error ? true : undefined}
              disabled={disabled || compressing}
              onChange={(event) => void handleFile(event.target.files?.[0])}
              data-testid="product-image-file"
            />
          </label>
          {fileName && hasImage ? (
            <p className="mt-2 truncate text-xs text-slate-500 dark:text-slate-400" data-testid="product-image-file-name">
              {fileName}
              {sizes ? (
                <span data-testid="compression-result">
                  {' '}
                  · {formatBytes(sizes.original)} → {formatBytes(sizes.compressed)}
                </span>
              ) : (
                ' · stored image'
              )}
            </p>
          ) : null}
        </div>
      )}
      <FieldError id={ids.error} message={error} />

      <div>
        <p className={adminLabelClass}>Preview</p>
        {hasImage ? (
          <div className="group relative overflow-hidden rounded-xl border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800">
            <button
              type="button"
              onClick={() => setZoomOpen(true)}
              className="block w-full cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-steel-500"
              aria-label="Zoom image preview"
            >
              <ProductImage
                src={image}
                alt={title ? `Preview of ${title}` : 'Product image preview'}
                className="mx-auto aspect-[4/3] w-full object-contain"
                data-testid="product-image-preview"
              />
            </button>
            <div className="absolute top-2 right-2 flex gap-1.5">
              <Button
                variant="secondary"
                size="icon"
                onClick={() => setZoomOpen(true)}
                aria-label="Open full-screen viewer"
                title="Full screen"
                className="bg-white/90 backdrop-blur dark:bg-slate-900/90"
              >
                <Maximize2 className="h-4 w-4" aria-hidden="true" />
              </Button>
              <Button
                variant="secondary"
                size="icon"
                onClick={removeImage}
                disabled={disabled || compressing}
                aria-label="Remove image"
                title="Remove image"
                className="bg-white/90 text-red-600 backdrop-blur hover:text-red-700 dark:bg-slate-900/90 dark:text-red-400"
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 text-sm text-slate-500 dark:border-slate-700 dark:bg-slate-800/50 dark:text-slate-400">
            <ImagePlus className="h-8 w-8" aria-hidden="true" />
            No image yet
          </div>
        )}
      </div>

      {zoomOpen && hasImage ? <ImageZoomViewer src={image} alt={title ? title : 'Product image'} onClose={() => setZoomOpen(false)} /> : null}
    </div>
  );
}
