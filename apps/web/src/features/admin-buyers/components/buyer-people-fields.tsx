import { useFieldArray, useFormContext } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { BUYER_LIMITS } from '@rp/contract';
import { Button } from '~/components/ui/button';
import { CheckboxField } from '~/components/ui/field';
import { typedFormFields } from '~/components/ui/form-fields';
import { emptyContact, emptyShippingAddress, STATE_CHOICES, type BuyerFormValues } from '../utils/buyer-form';

const kit = typedFormFields<BuyerFormValues>();

const itemClass = 'rounded-lg border border-slate-200 p-3 sm:p-4 dark:border-slate-700/70';

function ItemHead({ title, onRemove, canRemove }: { title: string; onRemove: () => void; canRemove: boolean }) {
  return (
    <div className="mb-3 flex items-center justify-between gap-2">
      <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-100">{title}</h3>
      {canRemove ? (
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${title.toLowerCase()}`}>
          <Trash2 className="h-4 w-4" aria-hidden="true" /> Remove
        </Button>
      ) : null}
    </div>
  );
}

/** The buyer's people (1-20): name, e-mail, phone, designation, and whether they see every document of the company. */
export function BuyerContactsFields() {
  const { control, watch, setValue } = useFormContext<BuyerFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'Contacts' });
  const arrayError = kit.useFieldError('Contacts');
  return (
    <div className="space-y-3">
      {fields.map((field, i) => (
        <div key={field.id} className={itemClass} data-testid="buyer-contact">
          <ItemHead title={`Contact ${i + 1}`} onRemove={() => remove(i)} canRemove={fields.length > BUYER_LIMITS.contactsMin} />
          <div className="grid gap-3 sm:grid-cols-2">
            <kit.TextField name={`Contacts.${i}.Name`} label="Name" required ariaLabel={`Name, contact ${i + 1}`} />
            <kit.TextField name={`Contacts.${i}.Designation`} label="Designation" ariaLabel={`Designation, contact ${i + 1}`} />
            <kit.TextField name={`Contacts.${i}.Email`} label="E-mail" type="email" ariaLabel={`E-mail, contact ${i + 1}`} />
            <kit.TextField name={`Contacts.${i}.Phone`} label="Phone" type="tel" ariaLabel={`Phone, contact ${i + 1}`} />
            <CheckboxField
              id={`${field.id}-sees`}
              className="flex items-start gap-3 rounded-lg bg-slate-50 p-3 sm:col-span-2 dark:bg-slate-800/60"
              label="Sees every document of the company"
              hint="On the buyer's desk: not only the requests and quotations sent to them."
              checked={Boolean(watch(`Contacts.${i}.SeesCompanyDocuments`))}
              onChange={(on) => setValue(`Contacts.${i}.SeesCompanyDocuments`, on, { shouldDirty: true })}
            />
          </div>
        </div>
      ))}
      {arrayError ? (
        <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
          {arrayError}
        </p>
      ) : null}
      {fields.length < BUYER_LIMITS.contactsMax ? (
        <Button variant="secondary" size="sm" onClick={() => append(emptyContact())}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add a contact
        </Button>
      ) : null}
    </div>
  );
}

/** Where goods go when not to the billing address (0-10), each with its PIN code. */
export function BuyerShippingFields() {
  const { control } = useFormContext<BuyerFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'ShippingAddresses' });
  return (
    <div className="space-y-3">
      {fields.length === 0 ? <p className="text-sm text-slate-500 dark:text-slate-400">None: goods go to the billing address.</p> : null}
      {fields.map((field, i) => (
        <div key={field.id} className={itemClass} data-testid="buyer-shipping-address">
          <ItemHead title={`Shipping address ${i + 1}`} onRemove={() => remove(i)} canRemove />
          <div className="grid gap-3 sm:grid-cols-2">
            <kit.TextAreaField name={`ShippingAddresses.${i}.Address`} label="Address" required rows={2} className="sm:col-span-2" />
            <kit.TextField name={`ShippingAddresses.${i}.City`} label="City" />
            <kit.TextField name={`ShippingAddresses.${i}.PinCode`} label="PIN code" inputMode="numeric" required hint="6 digits." />
            <kit.SelectField name={`ShippingAddresses.${i}.StateCode`} label="State" choices={STATE_CHOICES} className="sm:col-span-2" />
          </div>
        </div>
      ))}
      {fields.length < BUYER_LIMITS.shippingAddressesMax ? (
        <Button variant="secondary" size="sm" onClick={() => append(emptyShippingAddress())}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add a shipping address
        </Button>
      ) : null}
    </div>
  );
}
