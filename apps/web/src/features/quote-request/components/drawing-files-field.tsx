import { LIMITS } from '@rp/contract';
import { FileText, Upload, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '~/components/ui/button';
import { formatBytes } from '~/lib/format';
import { DRAWING_ACCEPT, addDrawings } from '../utils/file-rules';

interface DrawingFilesFieldProps {
  id: string;
  files: File[];
  onChange: (files: File[]) => void;
  error: string | null;
  onError: (message: string | null) => void;
  disabled: boolean;
}

/** The quote modal's drawings: up to 5, each with its preview and remove button (the spec's one-file UI, repeated). */
export function DrawingFilesField({ id, files, onChange, error, onError, disabled }: DrawingFilesFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const full = files.length >= LIMITS.drawingMaxFiles;

  const onInput = (event: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Cleared every time: a refused file is not kept, and the same file can be chosen again after removing it.
    if (input.current) input.current.value = '';
    if (chosen.length === 0) return;
    const result = addDrawings(files, chosen);
    onError(result.error);
    onChange(result.files);
  };

  const remove = (index: number) => {
    onChange(files.filter((_, i) => i !== index));
    onError(null);
  };

  return (
    <div className="min-w-0 sm:col-span-2">
      <label htmlFor={`${id}-file`} className="mb-1.5 block text-sm font-semibold text-slate-800 dark:text-slate-200">
        Upload Drawing <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
      </label>
      {files.length ? (
        <ul className="mb-2 grid gap-2">
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${index}`}>
              <DrawingPreview file={file} onRemove={() => remove(index)} disabled={disabled} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className={full ? 'sr-only' : ''}>
        <div className="relative flex items-center gap-3 rounded-md border-2 border-dashed border-slate-300 px-4 py-4 focus-within:border-amber-brand-500 dark:border-steel-600">
          <Upload aria-hidden="true" className="size-6 shrink-0 text-steel-600 dark:text-steel-300" />
          <div className="min-w-0 text-sm">
            <p className="font-semibold">
              {files.length ? `Add another drawing (${files.length} of ${LIMITS.drawingMaxFiles})` : 'Choose a file or drop it here'}
            </p>
            <p id={`${id}-file-hint`} className="text-xs text-slate-600 dark:text-slate-400">
              PDF, DXF, STEP, DWG, JPG or PNG · up to 5 MB each, {LIMITS.drawingMaxFiles} files, 20 MB in all
            </p>
          </div>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            multiple
            accept={DRAWING_ACCEPT}
            onChange={onInput}
            disabled={disabled || full}
            aria-describedby={error ? `${id}-file-error` : `${id}-file-hint`}
            aria-invalid={!!error}
            className="absolute inset-0 cursor-pointer opacity-0"
          />
        </div>
      </div>
      {error ? (
        <p id={`${id}-file-error`} role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function DrawingPreview({ file, onRemove, disabled }: { file: File; onRemove: () => void; disabled: boolean }) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file.type.startsWith('image/')) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div data-testid="file-preview" className="flex min-w-0 items-center gap-3 rounded-md border border-slate-300 p-2 sm:p-3 dark:border-steel-600">
      {preview ? (
        <img src={preview} alt={`Preview of ${file.name}`} className="size-11 shrink-0 rounded object-cover sm:size-14" />
      ) : (
        <span className="flex size-11 shrink-0 items-center justify-center rounded bg-steel-100 sm:size-14 dark:bg-steel-800">
          <FileText aria-hidden="true" className="size-6 text-steel-700 sm:size-7 dark:text-steel-200" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        {/* Long names wrap anywhere (two lines at most): the row never grows past the modal. */}
        <p className="line-clamp-2 text-sm font-semibold break-all" title={file.name}>
          {file.name}
        </p>
        <p className="text-xs text-slate-600 dark:text-slate-400">{formatBytes(file.size)}</p>
      </div>
      {/* Below sm the button is its icon (a 44 px target); its name stays "Remove file <name>". */}
      <button
        type="button"
        onClick={onRemove}
        className={buttonClass('outline', 'sm', 'min-h-11 min-w-11 shrink-0 max-sm:px-0')}
        disabled={disabled}
        aria-label={`Remove file ${file.name}`}
      >
        <X aria-hidden="true" className="size-4" />
        <span className="max-sm:sr-only">Remove file</span>
      </button>
    </div>
  );
}
