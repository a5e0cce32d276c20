/**
 * Checks this configuration before going live and says what is wrong, in plain words.   Usage: npm run doctor
 * Run it as the server's user with the server's environment. Exit 0 when all is fine, 1 otherwise.
 */
import { loadConfig, type Config } from '../config.js';
import { doctorExitCode, formatDoctorReport, runDoctor } from '../modules/doctor/index.js';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  console.error(`The configuration does not load: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
const findings = await runDoctor(config);
console.log(formatDoctorReport(findings));
process.exit(doctorExitCode(findings));
