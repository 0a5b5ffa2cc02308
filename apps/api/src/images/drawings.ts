// Product drawings as SVG (DESIGN §3 "Images"): one simple, recognisable picture per product kind in the
// variant's colour, drawn on a 100x100 view box and scaled into every image format by sharp.
import type { ProductKind } from '../seed/catalogueData';

const OUTLINE = '#333';

/** Darkens a #rrggbb colour for shading. */
export function shade(hex: string, factor: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number): string =>
    Math.max(0, Math.min(255, Math.round(((value >> shift) & 0xff) * factor)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

function drawKind(kind: ProductKind, c: string): string {
  const d = shade(c, 0.75);
  const s = `stroke="${OUTLINE}" stroke-width="1.2" stroke-linejoin="round"`;
  switch (kind) {
    case 'pencil':
      return `<g transform="rotate(-35 50 50)"><rect x="14" y="43" width="58" height="14" fill="${c}" ${s}/>
        <rect x="14" y="43" width="58" height="4.7" fill="${d}"/><rect x="8" y="43" width="7" height="14" fill="#e8a0a8" ${s}/>
        <rect x="13" y="43" width="4" height="14" fill="#c0c0c0" ${s}/><path d="M72 43 L88 50 L72 57 Z" fill="#f1d3a1" ${s}/>
        <path d="M83 47.8 L88 50 L83 52.2 Z" fill="#333"/></g>`;
    case 'pen':
      return `<g transform="rotate(-35 50 50)"><rect x="12" y="43" width="48" height="14" rx="4" fill="${c}" ${s}/>
        <rect x="56" y="44" width="14" height="12" fill="#d0d0d0" ${s}/><path d="M70 44 L88 50 L70 56 Z" fill="#c9a227" ${s}/>
        <line x1="72" y1="50" x2="86" y2="50" stroke="#333" stroke-width="0.8"/><rect x="20" y="39" width="28" height="3" fill="${d}" ${s}/></g>`;
    case 'marker':
      return `<g transform="rotate(-35 50 50)"><rect x="14" y="40" width="52" height="20" rx="3" fill="#f4f4f4" ${s}/>
        <rect x="14" y="40" width="16" height="20" rx="3" fill="${c}" ${s}/><rect x="66" y="43" width="10" height="14" fill="${c}" ${s}/>
        <path d="M76 45 L86 48 L86 52 L76 55 Z" fill="${d}" ${s}/></g>`;
    case 'exercise-book':
      return `<rect x="24" y="14" width="52" height="72" rx="2" fill="${c}" ${s}/>
        <rect x="24" y="14" width="6" height="72" fill="${d}"/><rect x="36" y="26" width="32" height="14" rx="1.5" fill="#fff" ${s}/>
        <line x1="40" y1="31" x2="64" y2="31" stroke="#999" stroke-width="1"/><line x1="40" y1="35" x2="58" y2="35" stroke="#999" stroke-width="1"/>`;
    case 'drawing-pad':
      return `<rect x="20" y="18" width="60" height="68" fill="${c}" ${s}/><rect x="20" y="14" width="60" height="8" fill="#222"/>
        <path d="M30 70 Q42 40 52 60 T74 46" fill="none" stroke="#1e63c4" stroke-width="3"/>
        <circle cx="66" cy="34" r="7" fill="#f2b800"/>`;
    case 'scissors':
      return `<g><path d="M50 52 L82 18" stroke="#9aa0a6" stroke-width="6" stroke-linecap="round"/>
        <path d="M50 52 L82 86" stroke="#b8bdc2" stroke-width="6" stroke-linecap="round"/>
        <circle cx="30" cy="36" r="13" fill="none" stroke="${c}" stroke-width="7"/>
        <circle cx="30" cy="68" r="13" fill="none" stroke="${c}" stroke-width="7"/>
        <path d="M40 42 L52 50 L40 60" fill="none" stroke="${d}" stroke-width="6"/><circle cx="52" cy="52" r="2.5" fill="#333"/></g>`;
    case 'glue':
      return `<rect x="34" y="34" width="32" height="54" rx="6" fill="#f4f4f4" ${s}/>
        <rect x="34" y="50" width="32" height="22" fill="${c}" ${s}/><path d="M40 34 L46 20 L54 20 L60 34 Z" fill="${d}" ${s}/>
        <rect x="47" y="10" width="6" height="10" fill="${c}" ${s}/>`;
    case 'paint':
      return `<rect x="12" y="30" width="76" height="40" rx="4" fill="#e8e8e8" ${s}/>
        ${[0, 1, 2, 3, 4, 5]
          .map(
            (i) =>
              `<ellipse cx="${22 + (i % 3) * 18 + 4}" cy="${i < 3 ? 42 : 58}" rx="7" ry="5" fill="${i === 0 ? c : ['#d32f2f', '#1e63c4', '#f2b800', '#2e7d32', '#7b3fb5', '#f57c00'][i]}" ${s}/>`,
          )
          .join('')}
        <rect x="70" y="36" width="12" height="28" rx="2" fill="${c}" ${s}/>`;
    case 'schoolbag':
      return `<rect x="22" y="22" width="56" height="66" rx="12" fill="${c}" ${s}/>
        <path d="M22 40 Q50 28 78 40 L78 34 Q78 22 66 22 L34 22 Q22 22 22 34 Z" fill="${d}" ${s}/>
        <rect x="32" y="54" width="36" height="26" rx="6" fill="${d}" ${s}/><rect x="44" y="46" width="12" height="8" rx="2" fill="#f2b800" ${s}/>
        <rect x="34" y="72" width="10" height="4" fill="#f2f26a"/><rect x="56" y="72" width="10" height="4" fill="#f2f26a"/>
        <path d="M40 22 Q50 8 60 22" fill="none" stroke="${OUTLINE}" stroke-width="3"/>`;
    case 'pencil-case':
      return `<rect x="12" y="36" width="76" height="34" rx="14" fill="${c}" ${s}/>
        <line x1="18" y1="44" x2="82" y2="44" stroke="#333" stroke-width="1.5" stroke-dasharray="2 1.5"/>
        <rect x="76" y="40" width="8" height="8" rx="2" fill="#c0c0c0" ${s}/>`;
    case 'blocks':
      return `<rect x="14" y="58" width="28" height="28" fill="${c}" ${s}/><rect x="44" y="58" width="28" height="28" fill="#1e63c4" ${s}/>
        <rect x="29" y="30" width="28" height="28" fill="#f2b800" ${s}/><path d="M60 58 L74 30 L88 58 Z" fill="#d32f2f" ${s}/>
        <circle cx="43" cy="44" r="5" fill="${d}"/>`;
    case 'puzzle':
      return `<path d="M20 20 H46 V30 A6 6 0 1 0 46 42 V50 H20 Z" fill="${c}" ${s}/>
        <path d="M54 20 H80 V50 H70 A6 6 0 1 0 58 50 H54 V42 A6 6 0 1 1 54 30 Z" fill="${d}" ${s}/>
        <path d="M20 54 H30 A6 6 0 1 0 42 54 H46 V80 H20 Z" fill="#f2b800" ${s}/>
        <path d="M54 54 H80 V80 H54 Z" fill="#2e7d32" ${s}/>`;
    case 'chair':
      return `<rect x="30" y="16" width="40" height="30" rx="5" fill="${c}" ${s}/>
        <rect x="26" y="50" width="48" height="10" rx="3" fill="${c}" ${s}/>
        <line x1="32" y1="60" x2="28" y2="90" stroke="#7d838c" stroke-width="4"/><line x1="68" y1="60" x2="72" y2="90" stroke="#7d838c" stroke-width="4"/>
        <line x1="34" y1="46" x2="34" y2="50" stroke="#7d838c" stroke-width="4"/><line x1="66" y1="46" x2="66" y2="50" stroke="#7d838c" stroke-width="4"/>`;
    case 'table':
      return `<rect x="10" y="34" width="80" height="10" rx="2" fill="${c}" ${s}/>
        <rect x="16" y="44" width="6" height="44" fill="#7d838c" ${s}/><rect x="78" y="44" width="6" height="44" fill="#7d838c" ${s}/>
        <rect x="22" y="50" width="56" height="8" fill="${d}" ${s}/>`;
    case 'lamp':
      return `<ellipse cx="40" cy="86" rx="22" ry="5" fill="${c}" ${s}/><line x1="40" y1="84" x2="56" y2="48" stroke="${d}" stroke-width="4"/>
        <line x1="56" y1="48" x2="40" y2="26" stroke="${d}" stroke-width="4"/>
        <path d="M30 18 L56 30 L48 44 Z" fill="${c}" ${s}/><path d="M42 40 L36 56" stroke="#f2d86a" stroke-width="3" opacity="0.8"/>`;
    case 'laminator':
      return `<rect x="12" y="44" width="76" height="30" rx="6" fill="${c}" ${s}/>
        <rect x="18" y="40" width="64" height="6" fill="#333"/><rect x="28" y="24" width="44" height="18" fill="#fff" ${s}/>
        <circle cx="76" cy="60" r="4" fill="#2e7d32"/><circle cx="64" cy="60" r="4" fill="#d32f2f"/>`;
    case 'calculator':
      return `<rect x="26" y="12" width="48" height="76" rx="6" fill="${c}" ${s}/>
        <rect x="32" y="18" width="36" height="16" rx="2" fill="#b9c9a4" ${s}/>
        ${Array.from({ length: 12 }, (_, i) => `<rect x="${33 + (i % 3) * 12}" y="${40 + Math.floor(i / 3) * 11}" width="9" height="8" rx="1.5" fill="#e8e8e8" ${s}/>`).join('')}`;
    case 'book':
      return `<path d="M22 16 H74 A4 4 0 0 1 78 20 V86 H26 A4 4 0 0 1 22 82 Z" fill="${c}" ${s}/>
        <rect x="26" y="80" width="52" height="6" fill="#fff" ${s}/><rect x="22" y="16" width="7" height="66" fill="${d}"/>
        <rect x="36" y="28" width="32" height="20" rx="2" fill="#fff" opacity="0.9"/><circle cx="52" cy="62" r="8" fill="#f2b800"/>`;
    case 'tshirt':
      return `<path d="M34 16 L18 26 L10 42 L24 48 L28 40 L28 86 L72 86 L72 40 L76 48 L90 42 L82 26 L66 16 Q50 28 34 16 Z" fill="${c}" ${s}/>
        <path d="M40 18 Q50 26 60 18" fill="none" stroke="${d}" stroke-width="2"/>`;
  }
}

/**
 * The SVG for one (kind, colour) at the requested pixel size. The 100x100 drawing is centred
 * (preserveAspectRatio meet) so wide formats such as OPEN_GRAPH keep the picture undistorted.
 */
export function drawProductSvg(kind: ProductKind, colourCss: string, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 100" preserveAspectRatio="xMidYMid meet">
<circle cx="50" cy="52" r="46" fill="#f3f6fa"/>${drawKind(kind, colourCss)}</svg>`;
}

/** Energy label drawing (storefront §3.4 "energy efficiency label"): a coloured arrow with the class letter. */
export function drawEnergyLabelSvg(energyClass: string, width: number, height: number): string {
  const colours: Record<string, string> = {
    A: '#00a651',
    B: '#50b848',
    C: '#bed630',
    D: '#fff200',
    E: '#fdb913',
  };
  const fill = colours[energyClass] ?? '#ed1c24';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 100" preserveAspectRatio="xMidYMid meet">
<path d="M8 25 H72 L92 50 L72 75 H8 Z" fill="${fill}" stroke="#333" stroke-width="2"/>
<text x="40" y="64" font-family="Arial, Helvetica, sans-serif" font-size="40" font-weight="bold" text-anchor="middle" fill="#fff" stroke="#333" stroke-width="1">${energyClass}</text></svg>`;
}
