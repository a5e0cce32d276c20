import { useId, type ReactNode } from 'react';
import { Controller, get, useFormContext, useWatch } from 'react-hook-form';
import { ArrowDown, ArrowUp, FileText, ImageUp, Trash2 } from 'lucide-react';
import { AdminCard } from '~/components/ui/admin-page';
import { Button } from '~/components/ui/button';
import { adminInputClass, controlProps, Field } from '~/components/ui/field';
import { toast } from '~/components/ui/toast';
import { useUploadContentFile } from '../api/content-api';

/** The kit's control props with the admin look. */
export const adminControl = (...args: Parameters<typeof controlProps>) => ({ ...controlProps(...args), className: adminInputClass });

/** The first message in an error (a field's, an array's own, or its first item's). */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const record = error as { message?: unknown } & Record<string, unknown>;
  if (typeof record.message === 'string') return record.message;
  for (const value of Object.values(record)) {
    const inner = messageOf(value);
    if (inner) return inner;
  }
  return undefined;
}

/** The message of a field (or of an array, for its own rule or its items), from the form's errors. */
export function useErrorOf(name: string): string | undefined {
  const { formState } = useFormContext();
  return messageOf(get(formState.errors, name));
}

interface TextProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  rows?: number;
  className?: string;
  /** A warning that does not block saving (e.g. longer than search engines show). */
  warn?: (value: string) => string | null;
}

/** One text field (a textarea when `rows` is given), with the kit's label, error and hint. */
export function TextInput({ name, label, required, hint, rows, className = '', warn }: TextProps) {
  const id = useId();
  const { register } = useFormContext();
  const error = useErrorOf(name);
  const value = String(useWatch({ name }) ?? '');
  const warning = warn?.(value) ?? null;
  const props = { ...adminControl(id, error, { required }), ...register(name) };
  return (
    <Field tone="admin" id={id} label={label} required={required} error={error} hint={warning ? undefined : hint} className={className}>
      {rows ? <textarea rows={rows} {...props} /> : <input type="text" {...props} />}
      {warning && !error ? (
        <p className="mt-1 text-xs font-medium text-amber-800 dark:text-amber-300" data-testid="length-warning">
          {warning}
        </p>
      ) : null}
    </Field>
  );
}

/**
 * A list of texts in one textarea: one per line, or (`paragraphs`) separated by an empty line. Empty entries
 * are dropped when the field is left.
 */
export function LinesField({
  name,
  label,
  hint,
  paragraphs = false,
  rows = 4,
}: {
  name: string;
  label: string;
  hint: string;
  paragraphs?: boolean;
  rows?: number;
}) {
  const id = useId();
  const error = useErrorOf(name);
  const separator = paragraphs ? '\n\n' : '\n';
  const split = (text: string) => (paragraphs ? text.split(/\n\s*\n/) : text.split('\n'));
  return (
    <Controller
      name={name}
      render={({ field }) => {
        const items = (field.value as string[] | undefined) ?? [];
        return (
          <Field tone="admin" id={id} label={label} required error={error} hint={hint} className="sm:col-span-2">
            <textarea
              rows={rows}
              {...adminControl(id, error, { required: true })}
              value={items.join(separator)}
              onChange={(e) => field.onChange(split(e.target.value))}
              onBlur={() => field.onChange(items.map((item) => item.trim()).filter(Boolean))}
            />
          </Field>
        );
      }}
    />
  );
}

/** A titled group of fields on its own card (a page's banner, the founder). */
export function FieldSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AdminCard className="p-4 sm:p-5">
      <section aria-label={title}>
        <h2 className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
        <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      </section>
    </AdminCard>
  );
}

export function CheckboxInput({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext();
  return (
    <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
      <input type="checkbox" className="h-4 w-4 rounded border-slate-300 accent-steel-700" {...register(name)} />
      {label}
    </label>
  );
}

/** A stored file reference as the form holds it. */
interface FileValue {
  FileId: string;
  Name: string;
  Url?: string;
  Type?: 'pdf' | 'image';
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });

/**
 * Upload of a picture (or, for a certificate, a PDF): uploaded at once, used on the site once the form is
 * saved. `fallback` is the picture shipped with the site, shown while none is uploaded.
 */
export function FileInput({ name, label, use, fallback }: { name: string; label: string; use: 'image' | 'certificate'; fallback?: string }) {
  const id = useId();
  const { setValue } = useFormContext();
  const value = useWatch({ name }) as FileValue | null | undefined;
  const upload = useUploadContentFile();
  const error = useErrorOf(name);
  const accept = use === 'certificate' ? 'application/pdf,image/jpeg,image/png,image/gif,image/webp' : 'image/jpeg,image/png,image/gif,image/webp';

  const choose = async (file: File | undefined) => {
    if (!file) return;
    try {
      const uploaded = await upload.mutateAsync({ Use: use, FileName: file.name, Body: await readAsDataUrl(file) });
      setValue(
        name,
        use === 'certificate' ? uploaded : { FileId: uploaded.FileId, Name: uploaded.Name, Url: uploaded.Url, Variants: uploaded.Variants },
        {
          shouldDirty: true,
          shouldValidate: true,
        },
      );
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'The file could not be uploaded.');
    }
  };

  const preview = value?.Url ?? fallback;
  return (
    <Field
      tone="admin"
      id={id}
      label={label}
      error={error}
      hint={use === 'certificate' ? 'PDF or image, at most 5 MB.' : 'JPEG, PNG, GIF or WebP, at most 5 MB.'}
    >
      <div className="flex flex-wrap items-center gap-3">
        {value?.Type === 'pdf' ? (
          <a
            href={value.Url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-steel-700 underline dark:text-steel-300"
          >
            <FileText className="h-4 w-4" aria-hidden="true" />
            {value.Name}
          </a>
        ) : preview ? (
          <img src={preview} alt="" className="h-16 w-24 rounded-md border border-slate-200 object-cover dark:border-slate-700" />
        ) : null}
        <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-steel-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100">
          <ImageUp className="h-4 w-4" aria-hidden="true" />
          {upload.isPending ? 'Uploading…' : value ? 'Replace' : 'Upload'}
          <input id={id} type="file" accept={accept} className="sr-only" onChange={(e) => void choose(e.target.files?.[0])} />
        </label>
        {value ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => setValue(name, null, { shouldDirty: true })}>
            {fallback ? 'Use the built-in picture' : 'Remove file'}
          </Button>
        ) : null}
      </div>
    </Field>
  );
}

/** One item of a list (a certification, a testimonial, a milestone): its fields and its move and remove buttons. */
export function ListItem({
  title,
  index,
  count,
  move,
  remove,
  children,
}: {
  title: string;
  index: number;
  count: number;
  move?: (from: number, to: number) => void;
  remove?: (index: number) => void;
  children: ReactNode;
}) {
  return (
    <AdminCard className="p-4 sm:p-5">
      <section aria-label={title} className="min-w-0">
        <div className="mb-3 flex items-center gap-1">
          <h3 className="mr-auto text-sm font-semibold text-slate-900 dark:text-white">{title}</h3>
          {move ? (
            <>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Move ${title} up`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ArrowUp className="h-4 w-4" aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Move ${title} down`}
                disabled={index === count - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDown className="h-4 w-4" aria-hidden="true" />
              </Button>
            </>
          ) : null}
          {remove ? (
            <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${title}`} onClick={() => remove(index)}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          ) : null}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      </section>
    </AdminCard>
  );
}
