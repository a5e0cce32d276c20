import { useWatch } from 'react-hook-form';
import { TriangleAlert } from 'lucide-react';
import { GST_REGISTRATIONS, type CompanyProfileBody, type GstRegistration } from '@rp/contract';
import { SettingsSelect } from './settings-fields';

const REGISTRATION_LABEL: Record<GstRegistration, string> = {
  Regular: 'Regular (charges GST)',
  Composition: 'Composition (collects no GST)',
  Unregistered: 'Not registered under GST',
};
const OPTIONS = GST_REGISTRATIONS.map((r) => ({ value: r, label: REGISTRATION_LABEL[r] }));

/**
 * The company's GST registration: only a Regular supplier charges GST, and it needs its GSTIN to send a
 * quotation that does (the server refuses the send with a 409 until then).
 */
export function GstRegistrationField() {
  const [registration, gstin] = useWatch<CompanyProfileBody, ['GstRegistration', 'GSTIN']>({ name: ['GstRegistration', 'GSTIN'] });
  const missingGstin = registration === 'Regular' && !gstin?.trim();
  return (
    <div className="sm:col-span-2">
      <SettingsSelect
        name="GstRegistration"
        label="GST registration"
        options={OPTIONS}
        hint="Regular needs the GSTIN below to send quotations that charge GST. Composition and unregistered suppliers' quotations charge no GST and say why."
        className="sm:max-w-sm"
      />
      {missingGstin ? (
        <p
          role="note"
          data-testid="gstin-needed"
          className="mt-2 flex gap-2 rounded-lg bg-amber-50 p-2.5 text-xs text-amber-900 sm:max-w-xl dark:bg-amber-400/10 dark:text-amber-100"
        >
          <TriangleAlert className="h-4 w-4 shrink-0 text-amber-600 dark:text-amber-300" aria-hidden="true" />
          Regular, without a GSTIN: quotations can be drafted, but one that charges GST cannot be sent until the GSTIN is entered.
        </p>
      ) : null}
    </div>
  );
}
