/** Copy of the Quality page. */
export const quality = {
  heroTitle: 'Quality that is checked, not assumed',
  heroText: 'Every component is verified against your drawing before it leaves Rajkot.',
  promiseTitle: 'Our quality promise',
  promise:
    'Quality is built into each stage of production rather than inspected in at the end. Our machinists own the dimensions they cut, and our inspectors sign off every lot against the drawing and your acceptance criteria.',
  promiseChecks: [
    'Raw material checks against mill certificates before any cutting starts',
    'In-process monitoring of critical dimensions at set intervals on every machine',
    'Final inspection of every lot, with reports supplied on request',
  ],
  steps: [
    {
      title: 'Raw material verification',
      text: 'Bar and casting grades are matched to mill test certificates, and diameters and lengths are checked on receipt.',
    },
    {
      title: 'In-process checks',
      text: 'First-piece approval before each run, then periodic checks of critical dimensions recorded against the drawing.',
    },
    { title: 'Final product assurance', text: 'Dimensional, visual and finish inspection of each lot before rust-preventive packing and dispatch.' },
  ],
  tools: [
    { title: 'Vernier calipers and micrometers', text: 'Calibrated digital and analogue instruments for external, internal and depth measurements.' },
    { title: 'Go/no-go gauges', text: 'Thread and plain plug and ring gauges for fast, unambiguous checks of holes, threads and diameters.' },
    { title: 'Surface comparators', text: 'Roughness comparison plates to confirm turned, milled and ground finishes match the specified Ra.' },
    {
      title: 'Hardness testing via partner labs',
      text: 'Rockwell and Brinell testing of heat-treated parts through accredited partner laboratories in Rajkot.',
    },
    { title: '100% visual inspection', text: 'Every part is looked at for burrs, dents, tool marks and plating defects before it is packed.' },
  ],
};
