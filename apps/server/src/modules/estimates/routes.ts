import { endpoints, figuresToWire, computeEstimate } from '@rp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { actorOf } from '../activity/index.js';
import { ratesFor } from './line-estimate.js';
import { readRates, saveRates } from './rates.js';
import { similarLines } from './similar.js';
import { analyzeDrawing } from './analyze.js';
import type { MeasureOptions } from '../thumbnails/index.js';

/** The rate tables (Staff read, Owners save: the contract's access), the figures of an estimate, and what we quoted before. */
export default async function estimateRoutes(app: FastifyInstance, opts: MeasureOptions) {
  route(app, endpoints.settings.rates, {}, async () => ({ success: true as const, message: 'Rates.', data: (await readRates(app.db)).wire }));

  route(app, endpoints.settings.saveRates, {}, async (request) => ({
    success: true as const,
    message: 'Rates saved. New estimates use them; saved estimates keep the rates they were made with.',
    data: (await saveRates(app.db, request.body, actorOf(request))).wire,
  }));

  route(app, endpoints.estimate.compute, {}, async (request) => {
    const { Estimate, Quantity, Breaks } = request.body;
    const used = ratesFor(Estimate, (await readRates(app.db)).data);
    return { success: true as const, message: 'Estimate.', data: figuresToWire(computeEstimate(Estimate, used, Quantity, Breaks)) };
  });

  route(app, endpoints.estimate.similar, {}, async (request) => {
    const lines = await similarLines(app.db, request.body, (await readRates(app.db)).data);
    return { success: true as const, message: `${lines.length} earlier line(s).`, data: lines };
  });

  route(app, endpoints.estimate.analyze, {}, async (request) => {
    const analysis = await analyzeDrawing(app.db, request.body.FileId, (await readRates(app.db)).data, opts);
    return {
      success: true as const,
      message: analysis.Kind === 'none' ? 'Only STEP and DXF drawings can be measured.' : 'Drawing measured.',
      data: analysis,
    };
  });
}
