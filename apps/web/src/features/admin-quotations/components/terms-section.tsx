import { EditorSection, TextAreaField, TextField } from './editor-fields';

/** Validity and the printed terms; a new quotation starts with the company profile's defaults. */
export function TermsSection({ validityDays }: { validityDays: number }) {
  return (
    <EditorSection id="terms-heading" title="Validity and terms" description="Defaults come from Company settings.">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="ValidUntil"
          label="Valid until"
          hint={`Left empty: ${validityDays} days from the day it is sent.`}
          type="date"
          inputClassName="dark:[color-scheme:dark]"
          options={{ setValueAs: (value: string | null) => value || null }}
        />
        <div className="hidden sm:block" />
        <TextAreaField name="PaymentTerms" label="Payment terms" rows={3} />
        <TextAreaField name="DeliveryTerms" label="Delivery terms" rows={3} />
        <TextAreaField name="Notes" label="Notes" rows={4} className="sm:col-span-2" />
      </div>
    </EditorSection>
  );
}
