import fs from 'node:fs/promises';
import { endpoints, type DrawingAnalysis, type EstimateInput } from '@rp/contract';
import { expect, test } from '../../fixtures';
import { createQuote, expectNoSeriousA11yViolations, toast, unique } from './helpers';
import { calls, getQuotation, savedId } from './quotation-helpers';

// A real test part (apps/server/test/fixtures/cad, made with replicad) and its true figures.
const CAD = new URL('../../../apps/server/test/fixtures/cad/', import.meta.url);
interface TruePart {
  volume: number;
  box: [number, number, number];
  turned: { Axis: 'X' | 'Y' | 'Z'; MaxDiameter: number; Length: number } | null;
}

const rupees = (value: number) => `₹${value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const one = (n: number) => n.toLocaleString('en-IN', { maximumFractionDigits: 1 });

test('a request with a STEP drawing: its detail shows the measured part; "Prepare quotation" opens line 1 with the estimate from it, priced and saved with the line', async ({
  adminPage: page,
  api,
  request,
}) => {
  test.setTimeout(120_000);
  const bytes = await fs.readFile(new URL('stepped-shaft.step', CAD));
  const truth = (JSON.parse(await fs.readFile(new URL('parts.json', CAD), 'utf8')) as Record<string, TruePart>)['stepped-shaft']!;
  const turned = truth.turned!;
  const rates = (await api.call(endpoints.settings.rates)).data;
  // The stock the issue prescribes: the smallest bar size over the diameter plus its allowance, the length plus its own.
  const diameter = rates.BarSizes.find((d) => d >= turned.MaxDiameter + rates.Allowances.BarDiameter)!;
  const length = turned.Length + rates.Allowances.BarLength;

  const lead = await createQuote(request, {
    name: unique('Hetal Vora'),
    company: 'Vora Hydraulics',
    product: 'Shafts',
    message: '500 stepped shafts in EN8, model attached.',
    file: { name: 'stepped-shaft.step', type: 'model/step', bytes },
  });
  const fileId = lead.Attachments[0]?.id;
  expect(fileId, 'the request keeps its drawing').toBeTruthy();

  // What the server measures in it: the true part, within the issue's 0.5 % and 0.1 mm.
  const analysis: DrawingAnalysis = (await api.call(endpoints.estimate.analyze, { body: { FileId: fileId! } })).data;
  if (analysis.Kind !== '3D') throw new Error(`A STEP model answered ${analysis.Kind}`);
  expect(Math.abs(analysis.Volume - truth.volume) / truth.volume).toBeLessThan(0.005);
  const box = [analysis.BoundingBox.X, analysis.BoundingBox.Y, analysis.BoundingBox.Z];
  box.forEach((side, i) => expect(Math.abs(side - truth.box[i]!)).toBeLessThan(0.1));
  expect(analysis.Turned).toMatchObject({ Axis: turned.Axis });
  expect(analysis.Suggested).toMatchObject({ Form: 'Round bar', Stock: { Diameter: diameter, Length: length }, MaterialId: rates.DefaultMaterialId });

  // The request's detail: the measured figures beside the drawing's preview.
  await page.goto(`/admin/quotes?open=${lead._id}`);
  const detail = page.getByRole('dialog', { name: 'Quote Request Details' });
  const drawing = detail.getByTestId('drawing').filter({ hasText: 'stepped-shaft.step' });
  await expect(drawing.getByRole('button', { name: /^Preview/ })).toBeVisible();
  const measured = drawing.getByTestId('drawing-measure');
  await expect(measured).toContainText(`${truth.box.map((side) => `${one(side)} mm`).join(' × ')} · ${one(truth.volume / 1000)} cm³`, {
    timeout: 30_000,
  });
  await expect(measured).toContainText(`Turned about ${turned.Axis}: Ø${turned.MaxDiameter} × ${turned.Length} mm`);
  await expect(measured).toContainText(
    `Stock Ø${diameter} × ${length} mm bar · ${analysis.Suggested.GrossWeightKg} kg gross, ${analysis.Suggested.NetWeightKg} kg net`,
  );

  // "Prepare quotation": line 1 opens with the estimate the drawing suggests.
  await detail.getByRole('link', { name: 'Prepare quotation' }).click();
  await expect(page.getByText(`Prepared from request ${lead.Reference}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Estimate, line 1/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Estimate material, line 1')).toHaveValue(rates.DefaultMaterialId);
  await expect(page.getByLabel('Estimate form, line 1')).toHaveValue('Round bar');
  await expect(page.getByLabel('Stock diameter in mm, line 1')).toHaveValue(String(diameter));
  await expect(page.getByLabel('Stock length in mm, line 1')).toHaveValue(String(length));
  const lathe = rates.Machines.find((m) => m.Kind === 'CNC lathe')!;
  await expect(page.getByLabel('Machine of operation 1, line 1')).toHaveValue(lathe.Id);
  await expect(page.getByLabel('Cycle minutes of operation 1, line 1')).toHaveValue(String(analysis.Suggested.CycleMinutes));

  await page.getByLabel('Billing address').fill('Plot 4, Aji GIDC\nRajkot 360003');
  await page.getByLabel('HSN, line 1').fill('848310');
  await page.getByLabel('Quantity, line 1').fill('500');

  // The server's figures for the same estimate.
  const estimate: EstimateInput = {
    MaterialId: rates.DefaultMaterialId,
    Form: 'Round bar',
    Stock: { Diameter: diameter, Length: length },
    Operations: [{ MachineId: lathe.Id, SetupMinutes: 30, CycleMinutes: analysis.Suggested.CycleMinutes }],
    Processes: [],
    MarginPercent: rates.DefaultMarginPercent,
    Volume: analysis.Volume,
  };
  const expected = (await api.call(endpoints.estimate.compute, { body: { Estimate: estimate, Quantity: 500 } })).data;
  expect(expected.GrossWeightKg).toBe(analysis.Suggested.GrossWeightKg);
  await expect(page.getByTestId('line-1-estimate-price')).toHaveText(rupees(expected.PricePerPiece));

  await page.getByRole('button', { name: 'Use these prices' }).click();
  await expect(page.getByLabel('Unit price, line 1')).toHaveValue(String(expected.PricePerPiece));
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(toast(page, /^Draft QT-\d{4}-\d{5} saved\.$/)).toBeVisible();
  const id = await savedId(page);
  const saved = await getQuotation(api, id);
  expect(saved.LeadId).toBe(lead._id);
  expect(saved.Lines[0]).toMatchObject({ Quantity: 500, UnitPrice: expected.PricePerPiece, Estimate: { ...estimate, Computed: expected } });

  // Sent, the quotation is read-only: staff still find the estimate it was priced from.
  await api.call(calls.send, { body: { _id: id } });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
  const build = page.getByTestId('line-1-saved-estimate').filter({ visible: true });
  await expect(build).toContainText(`Estimate (staff only): ${rupees(expected.PricePerPiece)} a piece`);
  await build.locator('summary').click();
  await expect(build).toContainText(`Round bar Ø${diameter} × ${length} mm`);
  await expect(build).toContainText(`Machining${rupees(expected.MachiningPerPiece)}`);
  await expect(build).toContainText(`Cost${rupees(expected.CostPerPiece)}`);
  await expectNoSeriousA11yViolations(page, 'sent quotation with its estimate open');
});
