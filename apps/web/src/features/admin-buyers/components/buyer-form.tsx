import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { buyerSaveBody, GST_TREATMENTS, type Buyer, type BuyerSaveBody } from '@rp/contract';
import { AdminCard } from '~/components/ui/admin-page';
import { FormSaveBar } from '~/components/ui/form-save-bar';
import { typedFormFields } from '~/components/ui/form-fields';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { isSessionError } from '~/lib/session';
import { useSaveBuyer } from '../api/save-buyer';
import { buyerFormValues, newBuyerValues, placeServerErrors, STATE_CHOICES, type BuyerFormValues } from '../utils/buyer-form';
import { BuyerContactsFields, BuyerShippingFields } from './buyer-people-fields';

const kit = typedFormFields<BuyerFormValues>();
// The form always holds both lists (the contract's input also allows them absent).
const resolver = zodResolver(buyerSaveBody) as unknown as Resolver<BuyerFormValues, unknown, BuyerSaveBody>;
const TREATMENT_CHOICES = [{ value: '', label: 'From the GSTIN' }, ...GST_TREATMENTS.map((t) => ({ value: t, label: t }))];

function FormSection({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <AdminCard className="p-4 sm:p-5">
      <section aria-labelledby={id}>
        <h2 id={id} className="text-base font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{description}</p> : null}
        <div className="mt-4">{children}</div>
      </section>
    </AdminCard>
  );
}

/**
 * The buyer's own record: company, tax, addresses and contacts, checked by the contract's buyerSaveBody before
 * it is sent; what the server refuses lands on its field. `buyer` null: a new buyer.
 */
export function BuyerForm({ buyer, onSaved }: { buyer: Buyer | null; onSaved: (saved: Buyer) => void }) {
  const save = useSaveBuyer();
  const defaults = useMemo(() => (buyer ? buyerFormValues(buyer) : newBuyerValues()), [buyer]);
  const form = useForm<BuyerFormValues, unknown, BuyerSaveBody>({ resolver, defaultValues: defaults, mode: 'onTouched' });
  const { reset, handleSubmit, setError, formState } = form;
  useEffect(() => reset(defaults), [defaults, reset]);
  const [invalid, setInvalid] = useState(false);

  const submit = handleSubmit(
    async (values) => {
      setInvalid(false);
      try {
        const saved = await save.mutateAsync(values);
        toast.success(buyer ? 'Buyer saved.' : `${saved.Company} added.`);
        reset(buyerFormValues(saved));
        onSaved(saved);
      } catch (error) {
        if (isSessionError(error)) return;
        const errors = error instanceof ApiError ? error.errors : undefined;
        const placed = placeServerErrors(errors, (path, message) => setError(path as Path<BuyerFormValues>, { message }));
        if (placed) setInvalid(true);
        toast.error(error instanceof Error && error.message ? error.message : 'The buyer could not be saved.');
      }
    },
    () => setInvalid(true),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={buyer ? `Buyer ${buyer.Company}` : 'New buyer'} className="space-y-5">
        <fieldset disabled={formState.isSubmitting} className="min-w-0 space-y-5">
          <FormSection id="buyer-company" title="Company" description="What the next quotation, order and proforma start from.">
            <div className="grid gap-3 sm:grid-cols-2">
              <kit.TextField name="Company" label="Company" required className="sm:col-span-2" />
              <kit.TextField name="GSTIN" label="GSTIN" inputClassName="uppercase placeholder:normal-case" hint="15 characters; optional." />
              <kit.SelectField
                name="GstTreatment"
                label="GST treatment"
                choices={TREATMENT_CHOICES}
                options={{ setValueAs: (v: unknown) => v || null }}
              />
              <kit.TextAreaField name="BillingAddress" label="Billing address" rows={2} className="sm:col-span-2" />
              <kit.TextField name="City" label="City" />
              <kit.TextField name="PinCode" label="PIN code" inputMode="numeric" hint="6 digits." />
              <kit.SelectField
                name="StateCode"
                label="State"
                choices={STATE_CHOICES}
                hint="From the GSTIN when left unknown."
                className="sm:col-span-2"
              />
              <kit.TextAreaField name="Notes" label="Notes" rows={2} className="sm:col-span-2" hint="For the team only." />
            </div>
          </FormSection>
          <FormSection id="buyer-contacts" title="Contacts" description="At least one; the first is the one documents go to.">
            <BuyerContactsFields />
          </FormSection>
          <FormSection id="buyer-shipping" title="Shipping addresses">
            <BuyerShippingFields />
          </FormSection>
        </fieldset>
        <FormSaveBar
          invalid={invalid}
          dirty={formState.isDirty || !buyer}
          submitting={formState.isSubmitting}
          onDiscard={() => {
            setInvalid(false);
            reset(defaults);
          }}
          saveLabel={buyer ? 'Save buyer' : 'Add buyer'}
          stateTestId="buyer-save-state"
        />
      </form>
    </FormProvider>
  );
}
