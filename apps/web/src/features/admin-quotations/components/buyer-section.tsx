import { useWatch } from 'react-hook-form';
import { QUOTATION_LIMITS, QUOTATION_SOURCES, type QuotationWarning } from '@rp/contract';
import type { QuotationFormValues } from '../utils/quotation-form';
import { BuyerTaxFields } from './buyer-tax-fields';
import { EditorSection, SelectField, TextAreaField, TextField } from './editor-fields';
import { ExportTermsFields } from './export-terms-fields';
import { QuotationWarnings } from './quotation-warnings';

// Website and Repeat order leads come from the site's forms and the buyer's desk, never typed in by staff.
const SOURCE_CHOICES = QUOTATION_SOURCES.filter((s) => s !== 'Website' && s !== 'Repeat order').map((s) => ({ value: s, label: s }));

export interface BuyerSectionProps {
  askSource: boolean;
  sourceText?: string;
  /** The company's GST state: where a buyer leaving Overseas without a GSTIN is placed. */
  companyState: string;
  /** The saved quotation's warnings (e.g. a GSTIN of another state than the place of supply). */
  warnings?: readonly QuotationWarning[];
}

/**
 * Who the quotation is for and how GST treats them; the buyer's own enquiry number; for an Overseas buyer the
 * currency and Incoterm.
 */
export function BuyerSection({ askSource, sourceText, companyState, warnings = [] }: BuyerSectionProps) {
  const treatment = useWatch<QuotationFormValues, 'Buyer.GstTreatment'>({ name: 'Buyer.GstTreatment' });
  return (
    <EditorSection id="buyer-heading" title="Buyer" description={sourceText}>
      <QuotationWarnings warnings={warnings} saved />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="Buyer.Company" label="Company" required autoComplete="organization" />
        <TextField name="Buyer.Contact" label="Contact person" required autoComplete="name" />
        <TextField name="Buyer.Email" label="E-mail" type="email" required autoComplete="email" />
        <TextField name="Buyer.Phone" label="Phone" type="tel" autoComplete="tel" hint="Used for the WhatsApp share." />
        <BuyerTaxFields companyState={companyState} />
        <TextAreaField name="Buyer.BillingAddress" label="Billing address" required rows={3} />
        <TextAreaField name="Buyer.ShippingAddress" label="Shipping address" hint="Leave empty when it is the billing address." rows={3} />
        <TextField
          name="BuyerReference"
          label="Buyer's enquiry no."
          hint="Their own reference, printed as “Your enquiry …”."
          maxLength={QUOTATION_LIMITS.buyerReferenceMax}
        />
        <TextField
          name="BuyerReferenceDate"
          label="Enquiry date"
          type="date"
          inputClassName="dark:[color-scheme:dark]"
          options={{ setValueAs: (value: string | null) => value || null }}
        />
        {askSource ? (
          <SelectField name="Source" label="Source" hint="How this enquiry reached you; it is logged as a lead." choices={SOURCE_CHOICES} />
        ) : null}
      </div>
      {treatment === 'Overseas' ? <ExportTermsFields /> : null}
    </EditorSection>
  );
}
