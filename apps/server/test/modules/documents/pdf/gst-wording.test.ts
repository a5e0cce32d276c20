// @database-agnostic: the quotation PDF drawn from its input, no database (the PGlite pass only)
import { NO_TAX_WORDING } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { SAMPLE_COMPANY } from '../../../../src/modules/documents/pdf/sample.js';
import { renderSample } from './render-sample.js';

/** Any trace of a GST column or tax summary: what a supplier who may not collect GST must not print. */
const GST_COLUMNS = /GST %|GST rate|Taxable value|CGST|SGST|IGST|TAX SUMMARY/;

describe('quotation PDF: what the law makes it say about GST (issue 43)', () => {
  it('SEZ under LUT: the SEZ wording, no tax summary, a dash for every rate, IGST-type whatever the state', async () => {
    const { text, input, model } = await renderSample({ lines: 3, charges: true, treatment: 'SEZ', placeOfSupply: SAMPLE_COMPANY.State });
    expect(model.computed.TaxMode).toBe('SEZ');
    expect(text).toContain(NO_TAX_WORDING.SEZ);
    expect(text).toContain('No GST is charged on this quotation.');
    expect(text).toContain('GST TREATMENT SEZ unit or developer, under LUT');
    expect(text).not.toMatch(/TAX SUMMARY|CGST|SGST|IGST ₹/);
    expect(text).toContain('Packing and forwarding 1,250.00 –');
    expect(text).not.toContain(input.company.QuotationDefaults.ExportNote);
  });

  it('SEZ with payment of IGST: an IGST column and tax summary, no SEZ wording', async () => {
    const { text, model } = await renderSample({ lines: 3, charges: true, treatment: 'SEZ', zeroRated: 'IGST', placeOfSupply: SAMPLE_COMPANY.State });
    expect(model.computed.TaxMode).toBe('IGST');
    expect(text).toContain('GST TREATMENT SEZ unit or developer, with payment of IGST');
    expect(text).toMatch(/TAX SUMMARY GST rate Taxable value \(₹\) IGST % IGST \(₹\) Total tax \(₹\)/);
    expect(text).toContain(`IGST ₹`);
    expect(text).not.toContain(NO_TAX_WORDING.SEZ);
    expect(text).not.toMatch(/CGST|SGST/);
  });

  it("an Overseas buyer under LUT: the profile's export note; with IGST: the IGST column as usual", async () => {
    const lut = await renderSample({ lines: 3, treatment: 'Overseas' });
    expect(lut.model.computed.TaxMode).toBe('Export');
    expect(lut.text).toContain(
      `Export: place of supply outside India. No GST is charged on this quotation. ${SAMPLE_COMPANY.QuotationDefaults.ExportNote}`,
    );
    expect(lut.text).toContain('PLACE OF SUPPLY Outside India GST TREATMENT Export under LUT');
    expect(lut.text).not.toMatch(/TAX SUMMARY|IGST ₹/);

    const igst = await renderSample({ lines: 3, treatment: 'Overseas', zeroRated: 'IGST' });
    expect(igst.model.computed.TaxMode).toBe('IGST');
    expect(igst.text).toContain('Export with payment of IGST');
    expect(igst.text).toContain(`IGST ₹`);
    expect(igst.text).toContain('TAX SUMMARY');
    expect(igst.text).not.toContain(SAMPLE_COMPANY.QuotationDefaults.ExportNote);
  });

  it('a Composition supplier: its wording, no GST column, no tax summary, amounts headed "Amount"', async () => {
    const { text, model } = await renderSample({ lines: 3, charges: true, registration: 'Composition' });
    expect(model.computed.TaxMode).toBe('Not collected');
    expect(text).toContain(NO_TAX_WORDING.Composition);
    expect(text).toContain('S.No Description HSN Qty Unit Rate (₹) Disc. % Amount (₹)');
    expect(text).toContain(`Amount ₹`);
    // Its own GSTIN is still printed: a Composition supplier is registered.
    expect(text).toContain(`GSTIN: ${SAMPLE_COMPANY.GSTIN}`);
    expect(text).not.toMatch(GST_COLUMNS);
    expect(text).not.toContain(NO_TAX_WORDING.Unregistered);
  });

  it('an unregistered supplier: its wording, no GSTIN of its own, no GST column', async () => {
    const { text, model } = await renderSample({ lines: 3, charges: true, registration: 'Unregistered' });
    expect(model.computed.TaxMode).toBe('Not collected');
    expect(text).toContain(NO_TAX_WORDING.Unregistered);
    expect(text).not.toContain('GSTIN:');
    expect(text).not.toMatch(GST_COLUMNS);
    expect(text).not.toContain(NO_TAX_WORDING.Composition);
  });

  it('a Regular supplier charging GST prints none of the no-tax wordings', async () => {
    const { text } = await renderSample({ lines: 3, charges: true });
    for (const wording of Object.values(NO_TAX_WORDING)) expect(text).not.toContain(wording);
    expect(text).not.toContain('GST TREATMENT');
    expect(text).toMatch(/CGST ₹[\d,.]+ SGST ₹/);
  });

  it("a quotation priced CGST + SGST keeps them after the profile's state changes", async () => {
    const { input } = await renderSample({ lines: 2 });
    const moved = { ...input, company: { ...input.company, State: '27', GSTIN: '' } };
    const { text } = await renderSample(moved);
    expect(text).toMatch(/CGST ₹[\d,.]+ SGST ₹/);
  });

  it('the Udyam number near the GSTIN, when the profile has one', async () => {
    const { text } = await renderSample({ lines: 1, udyam: true });
    expect(text).toContain(`GSTIN: ${SAMPLE_COMPANY.GSTIN} · PAN: ${SAMPLE_COMPANY.PAN} Udyam: UDYAM-GJ-01-0012345`);
    expect((await renderSample({ lines: 1 })).text).not.toContain('Udyam');
  });
});
