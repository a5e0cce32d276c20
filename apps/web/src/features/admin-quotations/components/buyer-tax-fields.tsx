import { useFormContext, useWatch } from 'react-hook-form';
import { defaultGstTreatment, GST_STATES, GST_TREATMENTS, ZERO_RATED_TREATMENTS, type GstTreatment } from '@rp/contract';
import { settleBuyerTax, type BuyerTaxField } from '../utils/buyer-treatment';
import type { QuotationFormValues } from '../utils/quotation-form';
import { SelectField, TextField } from './editor-fields';

type PlaceOfSupply = QuotationFormValues['Buyer']['PlaceOfSupply'];

const PLACE_CHOICES = GST_STATES.map((s) => ({ value: s.Code, label: s.Code === '96' ? 'Outside India (export)' : `${s.Name} (${s.Code})` }));

const TREATMENT_LABEL: Record<GstTreatment, string> = {
  Registered: 'Registered (has a GSTIN)',
  Unregistered: 'Unregistered (no GSTIN)',
  SEZ: 'SEZ unit or developer',
  Overseas: 'Overseas (export)',
  'Deemed export': 'Deemed export (EOU, advance authorisation)',
};
const TREATMENT_CHOICES = GST_TREATMENTS.map((t) => ({ value: t, label: TREATMENT_LABEL[t] }));
const ZERO_RATED_CHOICES = [
  { value: 'LUT', label: 'Under LUT: no GST' },
  { value: 'IGST', label: 'With payment of IGST' },
];

/**
 * Keeps the buyer's GST fields consistent after staff change one (utils/buyer-treatment): outside India is
 * Overseas, a valid GSTIN sets the place of supply, zero-rating only for SEZ and Overseas. Leaving Overseas
 * brings the quotation back to rupees without an Incoterm, which only an export carries here.
 */
function useSettleBuyerTax(companyState: string) {
  const { getValues, setValue, formState } = useFormContext<QuotationFormValues>();
  return (changed: BuyerTaxField) => {
    const buyer = getValues('Buyer');
    const GSTIN = buyer.GSTIN ?? '';
    const GstTreatment = buyer.GstTreatment ?? defaultGstTreatment(buyer.PlaceOfSupply, GSTIN);
    const after = settleBuyerTax(
      { PlaceOfSupply: buyer.PlaceOfSupply, GSTIN, GstTreatment, ZeroRated: buyer.ZeroRated ?? null },
      changed,
      companyState,
    );
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    if (after.PlaceOfSupply !== buyer.PlaceOfSupply) setValue('Buyer.PlaceOfSupply', after.PlaceOfSupply as PlaceOfSupply, options);
    if (after.GstTreatment !== buyer.GstTreatment) setValue('Buyer.GstTreatment', after.GstTreatment, options);
    if (after.ZeroRated !== (buyer.ZeroRated ?? null)) setValue('Buyer.ZeroRated', after.ZeroRated, options);
    if (after.GstTreatment !== 'Overseas') {
      if ((getValues('Currency') ?? 'INR') !== 'INR') setValue('Currency', 'INR', options);
      if (getValues('ExchangeRate') != null) setValue('ExchangeRate', null, options);
      if (getValues('Incoterm')) setValue('Incoterm', null, options);
      if (getValues('IncotermPlace')) setValue('IncotermPlace', '', options);
    }
  };
}

/** GSTIN, place of supply, the buyer's GST treatment and, for SEZ and Overseas, how the supply is zero-rated. */
export function BuyerTaxFields({ companyState }: { companyState: string }) {
  const settle = useSettleBuyerTax(companyState);
  const treatment = useWatch<QuotationFormValues, 'Buyer.GstTreatment'>({ name: 'Buyer.GstTreatment' });
  const zeroRated = treatment ? ZERO_RATED_TREATMENTS.includes(treatment) : false;
  return (
    <>
      <TextField
        name="Buyer.GSTIN"
        label="GSTIN"
        hint="A valid GSTIN sets the place of supply."
        inputClassName="uppercase placeholder:normal-case"
        maxLength={15}
        spellCheck={false}
        options={{ onChange: () => settle('GSTIN') }}
      />
      <SelectField
        name="Buyer.PlaceOfSupply"
        label="Place of supply"
        required
        choices={PLACE_CHOICES}
        options={{ onChange: () => settle('PlaceOfSupply') }}
      />
      <SelectField
        name="Buyer.GstTreatment"
        label="GST treatment"
        hint="Set from the GSTIN and place of supply; choose SEZ or Deemed export when the buyer is one."
        choices={TREATMENT_CHOICES}
        options={{ onChange: () => settle('GstTreatment') }}
      />
      {zeroRated ? (
        <SelectField
          name="Buyer.ZeroRated"
          label="Zero-rated supply"
          hint={
            treatment === 'SEZ'
              ? 'Inter-state by law, whatever the state: IGST when paid, never CGST + SGST.'
              : 'Under LUT the export note is printed instead of GST.'
          }
          choices={ZERO_RATED_CHOICES}
        />
      ) : (
        <div className="hidden sm:block" />
      )}
    </>
  );
}
