import { useMemo } from 'react';
import { drawingPreviewKind, type Buyer, type CompanyProfileRecord, type RecordKind } from '@rp/contract';
import { AdminProblem, AdminSpinner } from '~/components/ui/admin-page';
import { useDrawingMeasure } from '~/lib/drawing-measure';
import { useLeadForQuotation, useQuotation } from '../api/quotation-detail';
import { useEstimateRates } from '../api/rate-tables';
import { estimateFromAnalysis } from '../utils/estimate-form';
import { canEdit } from '../utils/quotation-states';
import { newQuotationValues, valuesFromLead, valuesFromQuotation } from '../utils/quotation-form';
import { valuesFromBuyer } from '../utils/quotation-from-buyer';
import { DraftEditor } from './draft-editor';
import { QuotationView } from './quotation-view';

export interface QuotationEditorScreenProps {
  /** The quotation's _id, or null for a new one. */
  id: string | null;
  /** A new quotation prepared from this lead (?lead=<id>&kind=quote|inquiry). */
  lead: { kind: RecordKind; id: string } | null;
  /** A new quotation for this buyer record (?buyer=<id>), loaded by the page. */
  buyer?: Buyer | null;
  /** The company profile (its state and registration decide the tax, its rates the lines'; its defaults fill a new quotation). */
  profile: { data?: CompanyProfileRecord; error: Error | null; refetch: () => void };
}

const BACK = { to: '/admin/quotations', label: 'Back to quotations' };

/** /admin/quotations/new and /admin/quotations/:id: the Draft editor, or the read-only view once sent. */
export function QuotationEditorScreen({ id, lead, buyer = null, profile }: QuotationEditorScreenProps) {
  const quotation = useQuotation(id ?? '', Boolean(id));
  const leadQuery = useLeadForQuotation(lead?.kind ?? 'quote', id ? null : (lead?.id ?? null));
  const record = profile.data;
  const saved = id ? quotation.data : null;
  // A request with a STEP or DXF drawing: its first line opens with the estimate the drawing suggests.
  const model = id ? undefined : leadQuery.data?.Attachments?.find((a) => ['step', 'dxf'].includes(drawingPreviewKind(a.name, a.type)));
  const measure = useDrawingMeasure(model?.id ?? null, Boolean(model));
  const rates = useEstimateRates();
  const measuring = Boolean(model) && (measure.isPending || rates.isPending);

  const initialValues = useMemo(() => {
    if (!record) return null;
    if (saved) return valuesFromQuotation(saved);
    if (lead)
      return leadQuery.data && !measuring ? valuesFromLead(leadQuery.data, record, undefined, estimateFromAnalysis(measure.data, rates.data)) : null;
    if (buyer) return valuesFromBuyer(buyer, record);
    return newQuotationValues(record);
    // Built once per quotation or lead: a refetch does not replace what staff are typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record?.State, saved?._id, leadQuery.data?._id, buyer?._id, measuring]);

  if (profile.error)
    return (
      <AdminProblem back={BACK} retry={profile.refetch}>
        The company profile could not be loaded: {profile.error.message}
      </AdminProblem>
    );
  if (id && quotation.isError)
    return (
      <AdminProblem back={BACK} retry={() => void quotation.refetch()}>
        {quotation.error.message}
      </AdminProblem>
    );
  if (id && quotation.data === null) return <AdminProblem back={BACK}>There is no such quotation. It may have been removed.</AdminProblem>;
  if (lead && !id && leadQuery.isError)
    return (
      <AdminProblem back={BACK} retry={() => void leadQuery.refetch()}>
        {leadQuery.error.message}
      </AdminProblem>
    );
  if (lead && !id && leadQuery.data === null)
    return <AdminProblem back={BACK}>The request this quotation was to be prepared from no longer exists.</AdminProblem>;
  if (!record || (id && !saved) || !initialValues) return <AdminSpinner />;

  const exportNote = record.QuotationDefaults.ExportNote;
  if (saved && !canEdit(saved.State)) return <QuotationView quotation={saved} exportNote={exportNote} />;
  return (
    <DraftEditor
      key={saved?._id ?? `new-${lead?.id ?? buyer?._id ?? ''}`}
      quotation={saved ?? null}
      initialValues={saved ? valuesFromQuotation(saved) : initialValues}
      profile={record}
      leadReference={lead ? leadQuery.data?.Reference : undefined}
    />
  );
}
