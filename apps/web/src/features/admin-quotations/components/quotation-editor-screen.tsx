import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { CompanyProfileRecord, RecordKind } from '@rp/contract';
import { AdminCard, AdminSpinner } from '~/components/ui/admin-page';
import { Button, buttonClass } from '~/components/ui/button';
import { useLeadForQuotation, useQuotation } from '../api/quotation-detail';
import { canEdit } from '../utils/quotation-states';
import { newQuotationValues, valuesFromLead, valuesFromQuotation } from '../utils/quotation-form';
import { DraftEditor } from './draft-editor';
import { QuotationView } from './quotation-view';

export interface QuotationEditorScreenProps {
  /** The quotation's _id, or null for a new one. */
  id: string | null;
  /** A new quotation prepared from this lead (?lead=<id>&kind=quote|inquiry). */
  lead: { kind: RecordKind; id: string } | null;
  /** The company profile (its state decides CGST+SGST or IGST; its defaults fill a new quotation). */
  profile: { data?: CompanyProfileRecord; error: Error | null; refetch: () => void };
}

function Problem({ children, retry }: { children: ReactNode; retry?: () => void }) {
  return (
    <AdminCard className="flex flex-col items-start gap-3 p-6 text-sm text-slate-700 dark:text-slate-200">
      <p role="alert">{children}</p>
      <div className="flex gap-2">
        {retry ? (
          <Button variant="secondary" size="sm" onClick={retry}>
            Try again
          </Button>
        ) : null}
        <Link to="/admin/quotations" className={buttonClass('secondary', 'sm')}>
          Back to quotations
        </Link>
      </div>
    </AdminCard>
  );
}

/** /admin/quotations/new and /admin/quotations/:id: the Draft editor, or the read-only view once sent. */
export function QuotationEditorScreen({ id, lead, profile }: QuotationEditorScreenProps) {
  const quotation = useQuotation(id ?? '', Boolean(id));
  const leadQuery = useLeadForQuotation(lead?.kind ?? 'quote', id ? null : (lead?.id ?? null));
  const record = profile.data;
  const saved = id ? quotation.data : null;

  const initialValues = useMemo(() => {
    if (!record) return null;
    if (saved) return valuesFromQuotation(saved);
    if (lead) return leadQuery.data ? valuesFromLead(leadQuery.data, record) : null;
    return newQuotationValues(record);
    // Built once per quotation or lead: a refetch does not replace what staff are typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record?.State, saved?._id, leadQuery.data?._id]);

  if (profile.error) return <Problem retry={profile.refetch}>The company profile could not be loaded: {profile.error.message}</Problem>;
  if (id && quotation.isError) return <Problem retry={() => void quotation.refetch()}>{quotation.error.message}</Problem>;
  if (id && quotation.data === null) return <Problem>There is no such quotation. It may have been removed.</Problem>;
  if (lead && !id && leadQuery.isError) return <Problem retry={() => void leadQuery.refetch()}>{leadQuery.error.message}</Problem>;
  if (lead && !id && leadQuery.data === null) return <Problem>The request this quotation was to be prepared from no longer exists.</Problem>;
  if (!record || (id && !saved) || !initialValues) return <AdminSpinner />;

  const exportNote = record.QuotationDefaults.ExportNote;
  if (saved && !canEdit(saved.State)) return <QuotationView quotation={saved} exportNote={exportNote} />;
  return (
    <DraftEditor
      key={saved?._id ?? `new-${lead?.id ?? ''}`}
      quotation={saved ?? null}
      initialValues={saved ? valuesFromQuotation(saved) : initialValues}
      companyStateCode={record.State}
      exportNote={exportNote}
      validityDays={record.QuotationDefaults.ValidityDays}
      leadReference={lead ? leadQuery.data?.Reference : undefined}
    />
  );
}
