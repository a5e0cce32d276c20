import { endpoints, indiaDay } from '@rp/contract';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../lib/content-disposition.js';
import { route } from '../../lib/route.js';
import { actorOf, recordActivity } from '../activity/index.js';
import { ewayBillFileFor } from './eway-json.js';
import { tallyExport } from './tally-xml.js';

/** The files that leave for the e-way bill portal and for Tally (issue 48): downloads, each in the activity log. */
export function invoiceBookRoutes(app: FastifyInstance) {
  const calls = endpoints.invoice;

  route(app, calls.ewayJson, {}, async (request, reply) => {
    const file = await ewayBillFileFor(app.db, request.body.Ids, (await app.companyProfile()).record);
    const details = { file: 'e-way bill JSON', invoices: file.billLists.length };
    await recordActivity(app.db, { ...actorOf(request), kind: 'invoices-exported', subject: 'E-way bill JSON', details });
    request.log.info({ event: 'invoices_exported', file: 'eway-json', invoices: file.billLists.length }, 'e-way bill JSON made');
    void reply
      .header('content-disposition', contentDisposition('attachment', `eway-bills-${indiaDay()}.json`))
      .header('cache-control', 'private, no-store');
    return file;
  });

  route(app, calls.tallyXml, {}, async (request, reply) => {
    const { From, To } = request.body;
    const { xml, count } = await tallyExport(app.db, From, To, (await app.companyProfile()).record.Tally);
    const details = { file: 'Tally XML', from: From, to: To, invoices: count };
    await recordActivity(app.db, { ...actorOf(request), kind: 'invoices-exported', subject: 'Tally', details });
    request.log.info({ event: 'invoices_exported', file: 'tally-xml', invoices: count }, 'Tally import file made');
    void reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', contentDisposition('attachment', `tally-sales-${From}-${To}.xml`))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    return Buffer.from(xml, 'utf8');
  });
}
