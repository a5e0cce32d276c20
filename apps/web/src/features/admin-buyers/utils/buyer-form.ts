import { GST_STATES, type Buyer, type BuyerSaveInput } from '@rp/contract';

/** The form's values are the body of POST /buyer/save as typed (the contract's input type). */
export type BuyerFormValues = BuyerSaveInput & {
  Contacts: NonNullable<BuyerSaveInput['Contacts']>;
  ShippingAddresses: NonNullable<BuyerSaveInput['ShippingAddresses']>;
};

export const emptyContact = (): BuyerFormValues['Contacts'][number] => ({
  Name: '',
  Email: '',
  Phone: '',
  Designation: '',
  SeesCompanyDocuments: false,
});
export const emptyShippingAddress = (): BuyerFormValues['ShippingAddresses'][number] => ({ Address: '', City: '', PinCode: '', StateCode: '' });

/** A new buyer: one empty contact (a buyer needs at least one). */
export function newBuyerValues(): BuyerFormValues {
  return {
    Company: '',
    GSTIN: '',
    GstTreatment: null,
    BillingAddress: '',
    City: '',
    PinCode: '',
    StateCode: '',
    ShippingAddresses: [],
    Contacts: [emptyContact()],
    Notes: '',
  };
}

/** A saved buyer back into the form (the record's own fields only; its documents are not saved with it). */
export function buyerFormValues(buyer: Buyer): BuyerFormValues {
  return {
    _id: buyer._id,
    Company: buyer.Company,
    GSTIN: buyer.GSTIN,
    GstTreatment: buyer.GstTreatment,
    BillingAddress: buyer.BillingAddress,
    City: buyer.City,
    PinCode: buyer.PinCode,
    StateCode: buyer.StateCode as BuyerFormValues['StateCode'],
    ShippingAddresses: buyer.ShippingAddresses.map((a) => ({ ...a, StateCode: a.StateCode as BuyerFormValues['StateCode'] })),
    Contacts: buyer.Contacts.map((c) => ({ ...c })),
    Notes: buyer.Notes,
  };
}

/** Every GST state code with its name, "None" first (a buyer's state may be unknown). */
export const STATE_CHOICES = [{ value: '', label: 'Not known' }, ...GST_STATES.map((s) => ({ value: s.Code, label: `${s.Name} (${s.Code})` }))];

/**
 * The server's field messages ("Contacts.0.Email", "GSTIN") as react-hook-form paths: the same dotted names, so
 * each lands under its own input; a message for an unknown key is returned to be toasted.
 */
export function placeServerErrors(errors: Record<string, string> | undefined, place: (path: string, message: string) => void): boolean {
  let placed = false;
  for (const [key, message] of Object.entries(errors ?? {})) {
    if (!key || key === '_id') continue;
    place(key, message);
    placed = true;
  }
  return placed;
}
