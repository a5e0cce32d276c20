import { useEffect, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SITE_CONTENT_KIND_LABELS, siteContentDocuments, type SiteContentDetail, type SiteContentKind, type SiteContentSaveBody } from '@rp/contract';
import { AdminCard } from '~/components/ui/admin-page';
import { Button } from '~/components/ui/button';
import { FormSaveBar } from '~/components/ui/form-save-bar';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { useSaveContent } from '../api/content-api';
import { UndoButton, VersionList } from './content-versions';

/**
 * One kind's editor: the form (`fields`), a preview of the public part drawn from the draft (`preview`),
 * Save (a new version), Undo (asked first; back to the previous version) and Restore of any earlier version. Staff without the Owner's leave read only.
 */
export function ContentEditor({
  detail,
  canEdit,
  fields,
  preview,
}: {
  detail: SiteContentDetail;
  canEdit: boolean;
  fields: ReactNode;
  preview: (draft: FieldValues) => ReactNode;
}) {
  const kind: SiteContentKind = detail.Kind;
  const save = useSaveContent();
  const form: UseFormReturn<FieldValues> = useForm<FieldValues>({
    resolver: zodResolver(siteContentDocuments[kind] as never),
    defaultValues: detail.Document as FieldValues,
  });
  const { reset, handleSubmit, formState } = form;
  useEffect(() => reset(detail.Document as FieldValues), [detail, reset]);
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  const [invalid, setInvalid] = useState(false);
  const draft = useWatch({ control: form.control }) as FieldValues;

  const submit = handleSubmit(
    async (values) => {
      setInvalid(false);
      try {
        toast.success((await save.mutateAsync({ Kind: kind, Document: values } as SiteContentSaveBody)).message);
      } catch (error) {
        toast.error(error instanceof ApiError || error instanceof Error ? error.message : 'Could not save. Please try again.');
      }
    },
    () => setInvalid(true),
  );
  const tab = (value: 'edit' | 'preview', label: string) => (
    <Button type="button" variant={mode === value ? 'steel' : 'secondary'} size="sm" aria-pressed={mode === value} onClick={() => setMode(value)}>
      {label}
    </Button>
  );

  return (
    <FormProvider {...form}>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        {tab('edit', 'Edit')}
        {tab('preview', 'Preview')}
        <span className="ml-auto text-sm text-slate-500 dark:text-slate-400" data-testid="content-version">
          Version {detail.Version}
          {detail.UpdatedBy ? `, saved by ${detail.UpdatedBy}` : ', as the site started'}
        </span>
        {canEdit ? <UndoButton detail={detail} dirty={formState.isDirty} /> : null}
      </div>
      {/* One form for both views: in Preview the sticky bar keeps Save and Discard within reach. */}
      <form onSubmit={submit} noValidate aria-label={SITE_CONTENT_KIND_LABELS[kind]}>
        {mode === 'preview' ? (
          <AdminCard className="overflow-hidden p-4 sm:p-6">
            <section aria-label={`Preview of ${SITE_CONTENT_KIND_LABELS[kind]}`} data-testid="content-preview">
              <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">
                How the public site will show these values once saved{formState.isDirty ? ' (unsaved changes included)' : ''}.
              </p>
              {preview(draft)}
            </section>
          </AdminCard>
        ) : null}
        <div hidden={mode !== 'edit'}>
          <fieldset disabled={!canEdit || formState.isSubmitting} className="min-w-0 space-y-4">
            {fields}
          </fieldset>
          <VersionList detail={detail} canEdit={canEdit} dirty={formState.isDirty} />
        </div>
        {canEdit ? (
          <FormSaveBar
            invalid={invalid}
            dirty={formState.isDirty}
            submitting={formState.isSubmitting}
            onDiscard={() => {
              setInvalid(false);
              reset(detail.Document as FieldValues);
            }}
            saveLabel="Save and publish"
            stateTestId="content-save-state"
          />
        ) : null}
      </form>
    </FormProvider>
  );
}
