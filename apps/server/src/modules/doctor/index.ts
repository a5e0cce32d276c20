/** Doctor: the deployment checks (npm run doctor) and the note a running server leaves for them. */
import { defineModule } from '../../lib/server-module.js';
import forwardedForNotePlugin from './forwarded-for-note.js';
export { doctorExitCode, formatDoctorReport, runDoctor } from './run-doctor.js';

export const doctorModule = defineModule({
  name: 'doctor',
  plugin: async (app, { config }) => {
    await app.register(forwardedForNotePlugin, { trustProxy: config.trustProxy });
  },
});
