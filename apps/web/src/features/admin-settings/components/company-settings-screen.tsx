import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Lock, TriangleAlert } from 'lucide-react';
import {
  companyProfileBody,
  PRODUCT_CATEGORIES,
  profilePlaceholders,
  type CompanyProfile,
  type CompanyProfileBody,
  type CompanyProfileRecord,
} from '@rp/contract';
import { AdminCard, AdminPageHeader, AdminSpinner } from '~/components/ui/admin-page';
import { Button } from '~/components/ui/button';
import { FormSaveBar } from '~/components/ui/form-save-bar';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { formatDateTime } from '~/lib/format';
import { useCompanyProfile, useSaveCompanyProfile } from '../api/settings-api';
import { defaultCategoryRate } from '../utils/gst-rates';
import { CompanyProfileSections } from './company-profile-sections';

/** The form's values: the record without its save stamp, CategoryDefaults in the catalogue's order (one row each). */
function toFormValues(record: CompanyProfileRecord): CompanyProfileBody {
  const { UpdatedAt: _at, UpdatedBy: _by, ...profile } = record;
  const saved = new Map(profile.QuotationDefaults.CategoryDefaults.map((row) => [row.Category, row]));
  const rate = defaultCategoryRate(profile.GstRates);
  const CategoryDefaults = PRODUCT_CATEGORIES.map((c) => saved.get(c.slug) ?? { Category: c.slug, HSN: '', GstRate: rate });
  return { ...profile, QuotationDefaults: { ...profile.QuotationDefaults, CategoryDefaults } } as CompanyProfileBody;
}

const savedAt = formatDateTime;

/** What the saved profile still lacks before going live (the dashboard's checklist names the same). */
function PlaceholderNotice({ record }: { record: CompanyProfileRecord }) {
  const open = profilePlaceholders(record);
  if (open.length === 0) return null;
  return (
    <div
      role="note"
      className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100"
    >
      <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0 text-amber-600 dark:text-amber-300" aria-hidden="true" />
      <div>
        <p className="font-semibold">Still placeholders: replace these before going live</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {open.map((item) => (
            <li key={item.Field}>{item.Message}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function ProfileForm({ record, canEdit }: { record: CompanyProfileRecord; canEdit: boolean }) {
  const save = useSaveCompanyProfile();
  const defaults = useMemo(() => toFormValues(record), [record]);
  const form = useForm<CompanyProfileBody, unknown, CompanyProfile>({
    resolver: zodResolver(companyProfileBody),
    defaultValues: defaults,
    // A wrong GSTIN check digit (and every other mistake) is said on leaving the field, not only on Save.
    mode: 'onTouched',
  });
  const { reset, handleSubmit, setError, formState } = form;
  useEffect(() => reset(defaults), [defaults, reset]);
  const flagged = new Set(profilePlaceholders(record).map((p) => p.Field));
  // Said in the save bar, not in a toast: a toast would sit over the Save button (bottom right).
  const [invalid, setInvalid] = useState(false);

  const submit = handleSubmit(
    async (values) => {
      setInvalid(false);
      try {
        toast.success((await save.mutateAsync(values)).message);
      } catch (error) {
        for (const [field, message] of Object.entries(error instanceof ApiError ? (error.errors ?? {}) : {})) {
          setError(field as keyof CompanyProfileBody, { message });
        }
        toast.error(error instanceof Error && error.message ? error.message : 'The profile could not be saved. Please try again.');
      }
    },
    () => setInvalid(true),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Company profile">
        <fieldset disabled={!canEdit || formState.isSubmitting} className="min-w-0 space-y-5">
          <CompanyProfileSections flagged={flagged} />
        </fieldset>
        {canEdit ? (
          <FormSaveBar
            invalid={invalid}
            dirty={formState.isDirty}
            submitting={formState.isSubmitting}
            onDiscard={() => {
              setInvalid(false);
              reset(defaults);
            }}
            saveLabel="Save changes"
            stateTestId="settings-save-state"
          />
        ) : null}
      </form>
    </FormProvider>
  );
}

/**
 * /admin/settings: the company profile the website, mails, status page and quotations print. Owners edit
 * it; Staff see it read-only (the server refuses their saves too).
 */
export function CompanySettingsScreen({ canEdit }: { canEdit: boolean }) {
  const profile = useCompanyProfile();
  const record = profile.data;
  const stamp =
    record?.UpdatedBy && record.UpdatedAt
      ? `Last saved by ${record.UpdatedBy}, ${savedAt(record.UpdatedAt)}.`
      : 'Not edited yet: these are the values the site started with.';
  return (
    <>
      <AdminPageHeader
        title="Company settings"
        description={record ? stamp : 'What the website, the mails, the buyer’s status page and quotations show.'}
      />
      {profile.isPending ? <AdminSpinner /> : null}
      {profile.isError ? (
        <AdminCard className="p-6 text-sm text-red-700 dark:text-red-300">
          {profile.error.message}{' '}
          <Button variant="secondary" size="sm" className="ml-2" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </AdminCard>
      ) : null}
      {record ? (
        <div className="space-y-5">
          {canEdit ? null : (
            <AdminCard className="flex gap-3 p-4 text-sm text-slate-600 dark:text-slate-300">
              <Lock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <p data-testid="settings-read-only">
                Only an Owner can change the company profile. You can read it here; ask an Owner of your team for a change.
              </p>
            </AdminCard>
          )}
          <PlaceholderNotice record={record} />
          <ProfileForm record={record} canEdit={canEdit} />
        </div>
      ) : null}
    </>
  );
}
