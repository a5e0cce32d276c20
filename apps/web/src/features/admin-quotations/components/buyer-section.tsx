import { useFormContext } from 'react-hook-form';
import { GST_STATES, gstinStateCode, QUOTATION_SOURCES } from '@rp/contract';
import type { QuotationFormValues } from '../utils/quotation-form';
import { EditorSection, SelectField, TextAreaField, TextField } from './editor-fields';

const PLACE_CHOICES = GST_STATES.map((s) => ({ value: s.Code, label: s.Code === '96' ? 'Outside India (export)' : `${s.Name} (${s.Code})` }));
const SOURCE_CHOICES = QUOTATION_SOURCES.filter((s) => s !== 'Website').map((s) => ({ value: s, label: s }));

/**
 * Who the quotation is for. A valid GSTIN presets the place of supply from its first two digits (staff may
 * still change it, e.g. for goods shipped to another state).
 */
export function BuyerSection({ askSource, sourceText }: { askSource: boolean; sourceText?: string }) {
  const { setValue } = useFormContext<QuotationFormValues>();
  return (
    <EditorSection id="buyer-heading" title="Buyer" description={sourceText}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="Buyer.Company" label="Company" required autoComplete="organization" />
        <TextField name="Buyer.Contact" label="Contact person" required autoComplete="name" />
        <TextField name="Buyer.Email" label="E-mail" type="email" required autoComplete="email" />
        <TextField name="Buyer.Phone" label="Phone" type="tel" autoComplete="tel" hint="Used for the WhatsApp share." />
        <TextField
          name="Buyer.GSTIN"
          label="GSTIN"
          hint="Optional. A valid GSTIN sets the place of supply."
          inputClassName="uppercase placeholder:normal-case"
          maxLength={15}
          spellCheck={false}
          options={{
            onChange: (event: { target: { value: string } }) => {
              const code = gstinStateCode(event.target.value);
              if (code) setValue('Buyer.PlaceOfSupply', code, { shouldDirty: true, shouldValidate: true });
            },
          }}
        />
        <SelectField name="Buyer.PlaceOfSupply" label="Place of supply" required choices={PLACE_CHOICES} />
        <TextAreaField name="Buyer.BillingAddress" label="Billing address" required rows={3} />
        <TextAreaField name="Buyer.ShippingAddress" label="Shipping address" hint="Leave empty when it is the billing address." rows={3} />
        {askSource ? (
          <SelectField name="Source" label="Source" hint="How this enquiry reached you; it is logged as a lead." choices={SOURCE_CHOICES} />
        ) : null}
      </div>
    </EditorSection>
  );
}
