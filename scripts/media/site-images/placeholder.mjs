// Placeholder product picture (hand-written, tiny SVG).
export const placeholder = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="Image coming soon">
<rect width="800" height="600" fill="#eef2f6"/>
<path d="M0 560H800" stroke="#dde4ec" stroke-width="80"/>
<g fill="none" stroke="#9aa8b8" stroke-width="4" stroke-linejoin="round">
<path d="M232 270h56v-20h70v-22h104v22h70v20h36v60h-36v20h-70v22H358v-22h-70v-20h-56z" fill="#f8fafc"/>
<path d="M288 250v100M358 228v144M462 228v144M532 250v100"/>
</g>
<path d="M212 300h376" stroke="#f5a524" stroke-width="2.5" stroke-dasharray="22 6 4 6"/>
<path d="M252 288h24a12 12 0 0 1 0 24h-24a12 12 0 0 1 0-24z" fill="none" stroke="#9aa8b8" stroke-width="3"/>
<text x="400" y="450" text-anchor="middle" font-family="Inter,'Segoe UI',Roboto,Arial,sans-serif" font-size="30" font-weight="600" fill="#6b7a8c">Image coming soon</text>
</svg>
`;
