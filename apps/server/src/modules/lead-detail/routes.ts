import { endpoints, type RecordKind } from '@rp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { actorOf } from '../activity/index.js';
import { RECORD_LABELS } from '../records/index.js';
import { addNote, getRecordDetail } from './timeline.js';

/** A quote's or inquiry's detail screen: the record with its timeline, quotations and order, and staff notes. */
export default async function leadDetailRoutes(app: FastifyInstance) {
  for (const kind of ['quote', 'inquiry'] as const satisfies RecordKind[]) {
    const calls = endpoints[kind];

    route(app, calls.get, {}, async (request) => ({
      success: true as const,
      message: `${RECORD_LABELS[kind].noun} found.`,
      data: [await getRecordDetail(app.db, kind, request.body._id)],
    }));

    route(app, calls.note, {}, async (request) => {
      const data = await addNote(app.db, kind, request.body._id, request.body.Text, actorOf(request));
      request.log.info({ event: 'record_note_added', kind, id: data._id }, 'note added');
      return { success: true as const, message: 'Note added.', data: [data] };
    });
  }
}
