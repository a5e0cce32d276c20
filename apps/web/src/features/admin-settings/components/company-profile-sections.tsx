import { GST_STATES, PROFILE_LIMITS, type CompanyProfileField } from '@rp/contract';
import { CategoryDefaultsField } from './category-defaults-field';
import { GstRatesField } from './gst-rates-field';
import { GstinNeededNote, GstRegistrationField, PanFromGstin } from './gst-registration-field';
import { SettingsSection, SettingsSelect, SettingsTextField, StringListField } from './settings-fields';

/** The company's state: every state and union territory of the GST list (not "Outside India"). */
const STATE_OPTIONS = GST_STATES.filter((s) => s.Code !== '96').map((s) => ({ value: s.Code, label: `${s.Name} (${s.Code})` }));

/** The profile's fields in nine groups; `flagged` are the fields still holding a seeded placeholder. */
export function CompanyProfileSections({ flagged }: { flagged: ReadonlySet<CompanyProfileField> }) {
  return (
    <>
      <SettingsSection
        id="settings-company"
        title="Company"
        description="The trade name is the site's and the mails' brand; quotations print the legal name."
      >
        <SettingsTextField name="TradeName" label="Trade name" />
        <SettingsTextField
          name="LegalName"
          label="Legal name"
          hint="As registered, e.g. with Private Limited or LLP."
          placeholder={flagged.has('LegalName')}
        />
      </SettingsSection>

      <SettingsSection
        id="settings-address"
        title="Address"
        description="The plant or office address on the site, the mails and quotation letterheads."
      >
        <StringListField
          name="AddressLines"
          label="Address lines"
          addLabel="Add a line"
          max={PROFILE_LIMITS.addressLines}
          placeholder={flagged.has('AddressLines')}
          className="sm:col-span-2"
        />
        <SettingsTextField name="City" label="City" />
        <SettingsTextField name="PinCode" label="PIN code" hint="6 digits." />
        <SettingsSelect
          name="State"
          label="State"
          options={STATE_OPTIONS}
          hint="With its GST state code; a GSTIN must start with it."
          className="sm:col-span-2"
        />
      </SettingsSection>

      <SettingsSection
        id="settings-tax"
        title="Tax"
        description="How quotations charge GST, and what they print. Leave the GSTIN empty until registered; the dashboard reminds you."
      >
        <GstRegistrationField />
        <SettingsTextField
          name="GSTIN"
          label="GSTIN"
          uppercase
          hint="15 characters; the check digit is verified."
          placeholder={flagged.has('GSTIN')}
        />
        <GstinNeededNote />
        <PanFromGstin />
        <SettingsTextField name="PAN" label="PAN" uppercase hint="Characters 3 to 12 of the GSTIN." placeholder={flagged.has('PAN')} />
        <SettingsTextField
          name="UdyamNumber"
          label="Udyam registration (MSME)"
          uppercase
          hint="Optional, like UDYAM-GJ-01-0012345. Printed on quotations: buyers then pay within 45 days."
        />
        <GstRatesField />
      </SettingsSection>

      <SettingsSection id="settings-contact" title="Contact" description="The first e-mail address is the enquiry mailbox; buyers' replies go there.">
        <StringListField
          name="Phones"
          label="Phones"
          type="tel"
          addLabel="Add a phone"
          max={PROFILE_LIMITS.phones}
          placeholder={flagged.has('Phones')}
        />
        <StringListField
          name="Emails"
          label="E-mail addresses"
          type="email"
          addLabel="Add an address"
          max={PROFILE_LIMITS.emails}
          placeholder={flagged.has('Emails')}
        />
        <SettingsTextField
          name="ChatNumber"
          label="WhatsApp number"
          type="tel"
          hint="With country code, e.g. +91 98765 43210. Empty: no chat button on the site."
          placeholder={flagged.has('ChatNumber')}
        />
      </SettingsSection>

      <SettingsSection id="settings-bank" title="Bank" description="Printed on quotations for payment. Fill in all of it, or leave it all empty.">
        <SettingsTextField name="Bank.AccountName" label="Account name" placeholder={flagged.has('Bank')} />
        <SettingsTextField name="Bank.AccountNumber" label="Account number" hint="9 to 18 digits." />
        <SettingsTextField name="Bank.IFSC" label="IFSC" uppercase hint="Like SBIN0001234." />
        <SettingsTextField name="Bank.BankName" label="Bank" />
        <SettingsTextField name="Bank.Branch" label="Branch" />
      </SettingsSection>

      <SettingsSection
        id="settings-payments"
        title="Advance and payments"
        description="How the advance is asked for on a proforma invoice, and what a dispatch and a cash receipt need."
      >
        <SettingsTextField
          name="UpiId"
          label="UPI ID"
          hint="Optional, like rajkotprecision@okaxis. Proformas then carry a UPI QR code for exactly the advance."
        />
        <SettingsTextField
          name="AdvancePercent"
          label="Advance percent"
          type="number"
          hint="1 to 100: what a new proforma asks for, as a share of the order's total. Each proforma can change it."
        />
        <SettingsTextField
          name="DispatchNeedsAdvancePercent"
          label="Dispatch needs advance percent"
          type="number"
          hint="0 to 100: an order cannot be dispatched until this share of its total is received (0: never held). An Owner may dispatch anyway, with a note."
        />
        <SettingsTextField
          name="CashReceiptLimit"
          label="Cash receipt limit (₹, s.269ST)"
          type="number"
          hint="Cash from one buyer in one day at or above this is refused: the Income-tax Act (s.269ST) forbids receiving ₹2,00,000 or more in cash."
        />
      </SettingsSection>

      <SettingsSection
        id="settings-invoices"
        title="Invoices and e-way bills"
        description="The tax invoice a dispatch makes, and when it needs an e-way bill."
      >
        <SettingsTextField
          name="InvoicePrefix"
          label="Invoice prefix"
          hint="1 to 6 letters or digits: INV makes INV/26-27/0001. The year and the number follow by themselves."
        />
        <SettingsTextField
          name="EwayBillThreshold"
          label="E-way bill threshold (₹)"
          type="number"
          hint="An invoice worth more than this shows “E-way bill required” until its number is recorded (the law's limit is ₹50,000)."
        />
      </SettingsSection>

      <SettingsSection
        id="settings-tally"
        title="Tally ledgers"
        description="Where Export for Tally books each invoice. Use the names exactly as they are in Tally; {rate} becomes the tax's own rate (9 for CGST at 18 %)."
      >
        <SettingsTextField
          name="Tally.CompanyName"
          label="Company name in Tally"
          hint="Optional: empty imports into the company open in Tally."
          className="sm:col-span-2"
        />
        <SettingsTextField name="Tally.SalesLedger" label="Sales ledger" />
        <SettingsTextField name="Tally.RoundOffLedger" label="Round-off ledger" />
        <SettingsTextField name="Tally.CgstLedger" label="CGST ledger" hint="Like Output CGST {rate}%: {rate} becomes 9 at 18 %." />
        <SettingsTextField name="Tally.SgstLedger" label="SGST ledger" hint="Like Output SGST {rate}%." />
        <SettingsTextField name="Tally.IgstLedger" label="IGST ledger" hint="Like Output IGST {rate}%: {rate} becomes 18 at 18 %." />
        <SettingsTextField
          name="Tally.PartyGroup"
          label="Party group"
          hint="The group each buyer's ledger is made under, usually Sundry Debtors. A buyer's ledger is named as its company."
        />
      </SettingsSection>

      <SettingsSection
        id="settings-quotation"
        title="Quotation defaults"
        description="Every new quotation starts with these; each quotation can change them."
      >
        <SettingsTextField name="QuotationDefaults.ValidityDays" label="Validity (days)" type="number" hint="From the date it is sent; usually 30." />
        <SettingsTextField name="QuotationDefaults.DeliveryTerms" label="Delivery terms" hint="E.g. Ex-works Rajkot." />
        <SettingsTextField name="QuotationDefaults.PaymentTerms" label="Payment terms" multiline className="sm:col-span-2" />
        <SettingsTextField name="QuotationDefaults.Notes" label="Standard notes" multiline className="sm:col-span-2" />
        <SettingsTextField
          name="QuotationDefaults.ExportNote"
          label="Export note"
          multiline
          hint="Printed instead of GST on an export to an Overseas buyer under LUT."
          className="sm:col-span-2"
        />
        <CategoryDefaultsField />
      </SettingsSection>
    </>
  );
}
