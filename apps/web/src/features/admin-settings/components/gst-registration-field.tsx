import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TriangleAlert } from 'lucide-react';
import { GST_REGISTRATIONS, isValidGstin, type CompanyProfileBody, type GstRegistration } from '@rp/contract';
import { SettingsSelect } from './settings-fields';

const REGISTRATION_LABEL: Record<GstRegistration, string> = {
  Regular: 'Regular (charges GST)',
  Composition: 'Composition (collects no GST)',
  Unregistered: 'Not registered under GST',
};
const OPTIONS = GST_REGISTRATIONS.map((r) => ({ value: r, label: REGISTRATION_LABEL[r] }));

/**
 * The company's GST registration: only a Regular supplier charges GST, and it needs its GSTIN to send a
 * quotation that does; a Composition supplier is registered too and needs it to send any (the server refuses
 * the send with a 409 until then).
 */
export function GstRegistrationField() {
  return (
    <SettingsSelect
      name="GstRegistration"
      label="GST registration"
      options={OPTIONS}
      hint="Regular needs the GSTIN to send quotations that charge GST; Composition needs it to send any. Composition and unregistered suppliers charge no GST, and their quotations say why."
    />
  );
}

/** What a registered supplier without a GSTIN cannot do yet. */
const NEEDED: Partial<Record<GstRegistration, string>> = {
  Regular: 'Regular, without a GSTIN: quotations can be drafted, but one that charges GST cannot be sent until the GSTIN is entered.',
  Composition: 'Composition, without a GSTIN: quotations can be drafted, but none can be sent until the GSTIN is entered.',
};

/** Said below the GSTIN while a registered supplier has none. */
export function GstinNeededNote() {
  const [registration, gstin] = useWatch<CompanyProfileBody, ['GstRegistration', 'GSTIN']>({ name: ['GstRegistration', 'GSTIN'] });
  const message = registration ? NEEDED[registration] : undefined;
  if (!message || gstin?.trim()) return null;
  return (
    <p
      role="note"
      data-testid="gstin-needed"
      className="flex gap-2 rounded-lg bg-amber-50 p-2.5 text-xs text-amber-900 sm:col-span-2 dark:bg-amber-400/10 dark:text-amber-100"
    >
      <TriangleAlert className="h-4 w-4 shrink-0 text-amber-600 dark:text-amber-300" aria-hidden="true" />
      {message}
    </p>
  );
}

/** Fills an empty PAN from a valid GSTIN (its characters 3 to 12); a PAN already typed stays as it is. Renders nothing. */
export function PanFromGstin() {
  const { setValue, getValues } = useFormContext<CompanyProfileBody>();
  const gstin = useWatch<CompanyProfileBody, 'GSTIN'>({ name: 'GSTIN' });
  useEffect(() => {
    const value = (gstin ?? '').trim().toUpperCase();
    if (!isValidGstin(value) || (getValues('PAN') ?? '').trim() !== '') return;
    setValue('PAN', value.slice(2, 12), { shouldDirty: true, shouldValidate: true });
  }, [gstin, getValues, setValue]);
  return null;
}
