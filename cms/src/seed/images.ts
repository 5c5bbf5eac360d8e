import sharp from 'sharp'

/**
 * First-run illustrations, generated locally (no download): an SVG with a two-colour gradient,
 * a few simple shapes suggesting the subject and the title in large white letters, converted to
 * JPEG by sharp. Every `imageKey` used in ./content.ts is a key of IMAGE_KEYS.
 */

export const IMAGE_WIDTH = 1200
export const IMAGE_HEIGHT = 800
const JPEG_QUALITY = 70

export type ImageMotif =
  | 'water'
  | 'tower'
  | 'power'
  | 'road'
  | 'school'
  | 'book'
  | 'health'
  | 'heart'
  | 'field'
  | 'meeting'
  | 'festival'
  | 'tree'
  | 'camera'
  | 'factory'
  | 'market'
  | 'solar'
  | 'hut'
  | 'bus'
  | 'townhall'

export interface ImageSpec {
  /** Title written on the image (French). */
  label: string
  /** Gradient start colour (top left). */
  from: string
  /** Gradient end colour (bottom right). */
  to: string
  motif: ImageMotif
}

export const IMAGE_KEYS = {
  // Projects
  'projet-eau-potable': { label: 'Accès à l’eau potable', from: '#0077b6', to: '#48cae4', motif: 'tower' },
  'projet-electrification': { label: 'Électrification rurale', from: '#f77f00', to: '#fcbf49', motif: 'power' },
  'projet-pistes': { label: 'Désenclavement des villages', from: '#6d4c41', to: '#d4a373', motif: 'road' },

  // Services
  'service-ecoles': { label: 'Écoles et préscolaire', from: '#2a9d8f', to: '#8ac926', motif: 'school' },
  'service-alphabetisation': { label: 'Alphabétisation', from: '#3a0ca3', to: '#4895ef', motif: 'book' },
  'service-poste-sante': { label: 'Poste de santé', from: '#1b998b', to: '#5fd3bc', motif: 'health' },
  'service-sante-maternelle': {
    label: 'Santé de la mère et de l’enfant',
    from: '#c9184a',
    to: '#ff8fa3',
    motif: 'heart',
  },
  'service-pistes-voirie': { label: 'Pistes et voirie', from: '#5f0f40', to: '#d77a61', motif: 'road' },
  'service-hydraulique': { label: 'Eau et assainissement', from: '#03045e', to: '#00b4d8', motif: 'water' },

  // News
  'actu-vaccination': { label: 'Campagne de vaccination', from: '#0f766e', to: '#34d399', motif: 'health' },
  'actu-semences': { label: 'Semences pour l’hivernage', from: '#386641', to: '#a7c957', motif: 'field' },
  'actu-conseil-municipal': { label: 'Conseil municipal', from: '#1d3557', to: '#457b9d', motif: 'meeting' },
  'actu-rentree-scolaire': { label: 'Rentrée scolaire', from: '#e76f51', to: '#f4a261', motif: 'school' },
  'actu-festival': { label: 'Festival culturel', from: '#9d0208', to: '#f48c06', motif: 'festival' },
  'actu-reboisement': { label: 'Journée de reboisement', from: '#2d6a4f', to: '#95d5b2', motif: 'tree' },
  'actu-exposition-photo': { label: 'Exposition photographique', from: '#22223b', to: '#9a8c98', motif: 'camera' },

  // Investments
  'invest-transformation': { label: 'Transformation agricole', from: '#606c38', to: '#dda15e', motif: 'factory' },
  'invest-marche-moderne': { label: 'Marché moderne', from: '#bc4749', to: '#f2cc8f', motif: 'market' },
  'invest-centrale-solaire': { label: 'Centrale solaire', from: '#ff9f1c', to: '#ffd166', motif: 'solar' },
  'invest-ecotourisme': { label: 'Campement écotouristique', from: '#0081a7', to: '#f07167', motif: 'hut' },
  'invest-formation': { label: 'Formation professionnelle', from: '#4361ee', to: '#4cc9f0', motif: 'book' },
  'invest-gare-routiere': { label: 'Gare routière', from: '#495057', to: '#adb5bd', motif: 'bus' },

  // Gallery
  'galerie-marche': { label: 'Le marché hebdomadaire', from: '#e85d04', to: '#ffba08', motif: 'market' },
  'galerie-ecole': { label: 'L’école élémentaire', from: '#168aad', to: '#99d98c', motif: 'school' },
  'galerie-poste-sante': { label: 'Le poste de santé', from: '#0a9396', to: '#94d2bd', motif: 'health' },
  'galerie-champs': { label: 'Les champs en hivernage', from: '#55a630', to: '#d4d700', motif: 'field' },
  'galerie-festival': { label: 'Le festival des cultures', from: '#7b2cbf', to: '#ff6d00', motif: 'festival' },
  'galerie-chateau-eau': { label: 'Le château d’eau', from: '#023e8a', to: '#90e0ef', motif: 'tower' },
  'galerie-hotel-de-ville': { label: 'L’hôtel de ville', from: '#14213d', to: '#fca311', motif: 'townhall' },
  'galerie-panneaux-solaires': { label: 'Les panneaux solaires', from: '#f3722c', to: '#f9c74f', motif: 'solar' },
} as const satisfies Record<string, ImageSpec>

export type ImageKey = keyof typeof IMAGE_KEYS

export function isImageKey(key: string): key is ImageKey {
  return Object.hasOwn(IMAGE_KEYS, key)
}

export interface SeedImageFile {
  data: Buffer
  mimetype: string
  name: string
  size: number
}

/** Escapes text inserted into the SVG (element content and attribute values). */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

const WHITE = '#ffffff'
const CREAM = '#fff7e6'
const SUN = '#ffd23f'
const DARK = '#1f2933'

const sun = (cx: number, cy: number, r: number): string => {
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6
    const x1 = cx + Math.cos(a) * (r + 14)
    const y1 = cy + Math.sin(a) * (r + 14)
    const x2 = cx + Math.cos(a) * (r + 40)
    const y2 = cy + Math.sin(a) * (r + 40)
    return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}"/>`
  }).join('')
  return `<g stroke="${SUN}" stroke-width="8" stroke-linecap="round" opacity="0.9">${rays}</g><circle cx="${cx}" cy="${cy}" r="${r}" fill="${SUN}" opacity="0.95"/>`
}

/** Senegal's flag (green, yellow, red, green star), top-left corner at (x, y). */
const flag = (x: number, y: number, w: number): string => {
  const h = (w * 2) / 3
  const s = w / 3
  const cx = x + w / 2
  const cy = y + h / 2
  const r = s * 0.35
  const star = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5
    const rr = i % 2 === 0 ? r : r * 0.4
    return `${(cx + Math.cos(a) * rr).toFixed(1)},${(cy + Math.sin(a) * rr).toFixed(1)}`
  }).join(' ')
  return (
    `<rect x="${x}" y="${y}" width="${s}" height="${h}" fill="#00853f"/>` +
    `<rect x="${x + s}" y="${y}" width="${s}" height="${h}" fill="#fdef42"/>` +
    `<rect x="${x + 2 * s}" y="${y}" width="${s}" height="${h}" fill="#e31b23"/>` +
    `<polygon points="${star}" fill="#00853f"/>`
  )
}

const tree = (x: number, base: number, size: number): string =>
  `<rect x="${x - size * 0.08}" y="${base - size * 0.9}" width="${size * 0.16}" height="${size * 0.9}" fill="#6b4226"/>` +
  `<circle cx="${x}" cy="${base - size}" r="${size * 0.45}" fill="#2f7d32"/>` +
  `<circle cx="${x - size * 0.3}" cy="${base - size * 0.8}" r="${size * 0.32}" fill="#3d9140"/>` +
  `<circle cx="${x + size * 0.3}" cy="${base - size * 0.8}" r="${size * 0.32}" fill="#3d9140"/>`

const ground = (color: string, opacity = 0.35): string =>
  `<path d="M0,560 Q300,500 600,540 T1200,520 L1200,800 L0,800 Z" fill="${color}" opacity="${opacity}"/>`

const MOTIFS: Record<ImageMotif, () => string> = {
  water: () =>
    `<path d="M600,110 C600,110 470,290 470,380 A130,130 0 0 0 730,380 C730,290 600,110 600,110 Z" fill="${WHITE}" opacity="0.92"/>` +
    `<path d="M545,360 A60,60 0 0 0 590,440" fill="none" stroke="#90e0ef" stroke-width="14" stroke-linecap="round"/>` +
    `<g fill="none" stroke="${WHITE}" stroke-width="12" stroke-linecap="round" opacity="0.8">` +
    `<path d="M260,560 q50,-28 100,0 t100,0 t100,0 t100,0 t100,0 t100,0 t100,0"/>` +
    `<path d="M310,600 q50,-28 100,0 t100,0 t100,0 t100,0 t100,0 t100,0"/></g>`,

  tower: () =>
    ground('#0b3d2e') +
    `<g stroke="${CREAM}" stroke-width="18" stroke-linecap="round">` +
    `<line x1="530" y1="320" x2="490" y2="570"/><line x1="670" y1="320" x2="710" y2="570"/>` +
    `<line x1="600" y1="320" x2="600" y2="570"/></g>` +
    `<g stroke="${CREAM}" stroke-width="8" opacity="0.85"><line x1="520" y1="400" x2="690" y2="480"/><line x1="680" y1="400" x2="510" y2="480"/></g>` +
    `<polygon points="460,180 600,110 740,180" fill="${WHITE}"/>` +
    `<rect x="460" y="175" width="280" height="160" rx="28" fill="${WHITE}"/>` +
    `<path d="M600,205 C600,205 565,250 565,272 A35,35 0 0 0 635,272 C635,250 600,205 600,205 Z" fill="#0096c7"/>` +
    sun(960, 160, 55),

  power: () =>
    ground('#3d2c1e') +
    `<rect x="588" y="150" width="24" height="420" fill="${CREAM}"/>` +
    `<rect x="490" y="185" width="220" height="16" fill="${CREAM}"/>` +
    `<g fill="${WHITE}"><circle cx="505" cy="178" r="11"/><circle cx="600" cy="140" r="11"/><circle cx="695" cy="178" r="11"/></g>` +
    `<g fill="none" stroke="${DARK}" stroke-width="5" opacity="0.6">` +
    `<path d="M505,178 Q330,260 120,200"/><path d="M695,178 Q870,260 1080,200"/><path d="M600,140 Q380,210 120,150"/></g>` +
    `<polygon points="760,250 700,380 748,380 712,520 820,345 770,345 812,250" fill="${SUN}" stroke="${WHITE}" stroke-width="6"/>` +
    `<polygon points="230,470 300,420 370,470" fill="${WHITE}"/><rect x="245" y="470" width="110" height="90" fill="${WHITE}"/>` +
    `<rect x="275" y="490" width="40" height="35" fill="${SUN}"/>`,

  road: () =>
    sun(930, 170, 60) +
    `<rect x="0" y="430" width="1200" height="370" fill="#3d2c1e" opacity="0.28"/>` +
    `<polygon points="575,430 625,430 940,620 260,620" fill="${DARK}" opacity="0.75"/>` +
    `<g fill="${SUN}"><polygon points="597,445 603,445 606,470 594,470"/><polygon points="594,490 606,490 611,530 589,530"/>` +
    `<polygon points="588,555 612,555 619,615 581,615"/></g>` +
    tree(200, 470, 120) +
    tree(1010, 480, 140) +
    tree(380, 440, 70),

  school: () =>
    ground('#1b4332') +
    `<rect x="390" y="310" width="420" height="250" fill="${WHITE}"/>` +
    `<polygon points="365,315 600,195 835,315" fill="${CREAM}"/>` +
    `<rect x="565" y="440" width="70" height="120" fill="#8d5524"/>` +
    `<g fill="#4895ef"><rect x="430" y="355" width="90" height="70"/><rect x="680" y="355" width="90" height="70"/>` +
    `<rect x="430" y="460" width="90" height="60"/><rect x="680" y="460" width="90" height="60"/></g>` +
    `<line x1="600" y1="200" x2="600" y2="95" stroke="${WHITE}" stroke-width="6"/>` +
    flag(603, 95, 72) +
    tree(240, 560, 110),

  book: () =>
    `<path d="M600,250 C520,205 410,205 340,240 L340,520 C410,485 520,485 600,530 Z" fill="${WHITE}"/>` +
    `<path d="M600,250 C680,205 790,205 860,240 L860,520 C790,485 680,485 600,530 Z" fill="${CREAM}"/>` +
    `<line x1="600" y1="250" x2="600" y2="530" stroke="${DARK}" stroke-width="4" opacity="0.4"/>` +
    `<g stroke="${DARK}" stroke-width="7" stroke-linecap="round" opacity="0.35">` +
    `<line x1="380" y1="285" x2="560" y2="295"/><line x1="380" y1="325" x2="560" y2="335"/><line x1="380" y1="365" x2="560" y2="375"/>` +
    `<line x1="380" y1="405" x2="520" y2="412"/><line x1="640" y1="295" x2="820" y2="285"/><line x1="640" y1="335" x2="820" y2="325"/>` +
    `<line x1="640" y1="375" x2="820" y2="365"/><line x1="640" y1="415" x2="780" y2="408"/></g>` +
    `<g transform="rotate(-35 900 200)"><rect x="880" y="110" width="40" height="200" fill="${SUN}"/>` +
    `<polygon points="880,310 920,310 900,350" fill="${CREAM}"/></g>` +
    `<g fill="${WHITE}" opacity="0.7"><circle cx="260" cy="150" r="10"/><circle cx="310" cy="110" r="6"/><circle cx="960" cy="450" r="8"/></g>`,

  health: () =>
    ground('#073b3a') +
    `<rect x="400" y="330" width="400" height="230" fill="${WHITE}"/>` +
    `<rect x="380" y="310" width="440" height="30" fill="${CREAM}"/>` +
    `<rect x="560" y="450" width="80" height="110" fill="#52b69a"/>` +
    `<g fill="#b5e2fa"><rect x="430" y="380" width="90" height="60"/><rect x="680" y="380" width="90" height="60"/></g>` +
    `<circle cx="600" cy="215" r="95" fill="${WHITE}"/>` +
    `<rect x="575" y="150" width="50" height="130" fill="#e63946"/><rect x="535" y="190" width="130" height="50" fill="#e63946"/>` +
    tree(260, 560, 100) +
    tree(950, 560, 120),

  heart: () =>
    `<path d="M600,560 C430,450 340,360 340,265 C340,190 400,140 465,140 C530,140 575,185 600,225 C625,185 670,140 735,140 C800,140 860,190 860,265 C860,360 770,450 600,560 Z" fill="${WHITE}" opacity="0.93"/>` +
    `<circle cx="560" cy="300" r="38" fill="#ff4d6d"/><path d="M505,440 Q505,350 560,350 Q615,350 615,440 Z" fill="#ff4d6d"/>` +
    `<circle cx="650" cy="370" r="24" fill="#ff8fa3"/><path d="M618,450 Q618,398 650,398 Q682,398 682,450 Z" fill="#ff8fa3"/>` +
    `<g fill="${WHITE}"><rect x="905" y="160" width="22" height="70"/><rect x="881" y="184" width="70" height="22"/>` +
    `<rect x="252" y="420" width="16" height="50"/><rect x="235" y="437" width="50" height="16"/></g>`,

  field: () =>
    sun(920, 170, 65) +
    `<path d="M0,400 Q600,360 1200,400 L1200,800 L0,800 Z" fill="#2b5329" opacity="0.45"/>` +
    `<g fill="none" stroke="${CREAM}" stroke-width="6" opacity="0.6">` +
    `<path d="M600,400 L140,620"/><path d="M600,400 L370,620"/><path d="M600,400 L600,620"/><path d="M600,400 L830,620"/><path d="M600,400 L1060,620"/></g>` +
    Array.from({ length: 5 }, (_, row) => {
      const y = 440 + row * 38
      const spread = 120 + row * 90
      return Array.from({ length: 5 }, (_, col) => {
        const x = 600 + (col - 2) * (spread / 2)
        const s = 12 + row * 4
        return `<path d="M${x},${y} l${-s},${-s * 1.6} M${x},${y} l${s},${-s * 1.6} M${x},${y} l0,${-s * 2}" stroke="#d8f3a0" stroke-width="${3 + row}" stroke-linecap="round" fill="none"/>`
      }).join('')
    }).join(''),

  meeting: () =>
    `<ellipse cx="600" cy="470" rx="300" ry="70" fill="${CREAM}"/>` +
    `<rect x="320" y="470" width="560" height="30" fill="${CREAM}" opacity="0.7"/>` +
    [
      [360, 330],
      [480, 290],
      [600, 275],
      [720, 290],
      [840, 330],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="38" fill="${WHITE}"/><path d="M${x - 55},${y + 135} Q${x - 55},${y + 50} ${x},${y + 50} Q${x + 55},${y + 50} ${x + 55},${y + 135} Z" fill="${WHITE}" opacity="0.9"/>`,
      )
      .join('') +
    `<g fill="${DARK}" opacity="0.25"><rect x="470" y="445" width="90" height="12" rx="4"/><rect x="640" y="450" width="90" height="12" rx="4"/></g>` +
    `<line x1="600" y1="170" x2="600" y2="80" stroke="${WHITE}" stroke-width="5"/>` +
    flag(603, 80, 60),

  festival: () =>
    `<path d="M0,120 Q300,200 600,130 T1200,140" fill="none" stroke="${WHITE}" stroke-width="4"/>` +
    [80, 200, 320, 440, 560, 680, 800, 920, 1040]
      .map((x, i) => {
        const y = 120 + 40 * Math.sin((x / 1200) * Math.PI * 2) + 20
        const c = ['#00853f', '#fdef42', '#e31b23'][i % 3]
        return `<polygon points="${x - 35},${y - 20} ${x + 35},${y - 20} ${x},${y + 50}" fill="${c}"/>`
      })
      .join('') +
    `<path d="M490,270 L710,270 L660,420 L680,560 L520,560 L540,420 Z" fill="#8d5524"/>` +
    `<ellipse cx="600" cy="270" rx="110" ry="30" fill="${CREAM}"/>` +
    `<g stroke="${CREAM}" stroke-width="5" opacity="0.8"><line x1="500" y1="290" x2="545" y2="420"/><line x1="700" y1="290" x2="655" y2="420"/>` +
    `<line x1="560" y1="300" x2="560" y2="420"/><line x1="640" y1="300" x2="640" y2="420"/></g>` +
    `<g fill="${WHITE}"><circle cx="850" cy="420" r="26"/><rect x="870" y="300" width="10" height="122"/><rect x="870" y="300" width="60" height="18"/>` +
    `<circle cx="920" cy="400" r="26"/><rect x="940" y="310" width="10" height="92"/>` +
    `<circle cx="320" cy="400" r="26"/><rect x="340" y="290" width="10" height="112"/><path d="M350,290 q40,20 30,60" fill="none" stroke="${WHITE}" stroke-width="10"/></g>`,

  tree: () =>
    sun(980, 150, 50) +
    ground('#1b4332', 0.45) +
    tree(600, 520, 230) +
    tree(330, 540, 140) +
    tree(870, 540, 160) +
    `<g fill="#b7e4c7"><path d="M180,560 q-20,-40 0,-60 q20,20 0,60 Z"/><path d="M1040,560 q-20,-40 0,-60 q20,20 0,60 Z"/>` +
    `<path d="M470,570 q-16,-32 0,-48 q16,16 0,48 Z"/><path d="M730,570 q-16,-32 0,-48 q16,16 0,48 Z"/></g>`,

  camera: () =>
    `<g transform="rotate(-8 260 330)"><rect x="150" y="220" width="220" height="180" fill="${WHITE}"/>` +
    `<rect x="165" y="235" width="190" height="130" fill="#4a7c59"/>${sun(300, 280, 18)}</g>` +
    `<g transform="rotate(7 940 330)"><rect x="830" y="220" width="220" height="180" fill="${WHITE}"/>` +
    `<rect x="845" y="235" width="190" height="130" fill="#3a86ff"/><path d="M845,365 L910,290 L960,340 L990,310 L1035,365 Z" fill="#2d6a4f"/></g>` +
    `<rect x="420" y="230" width="360" height="250" rx="36" fill="${WHITE}"/>` +
    `<rect x="470" y="195" width="110" height="50" rx="12" fill="${WHITE}"/>` +
    `<circle cx="600" cy="360" r="95" fill="${DARK}"/><circle cx="600" cy="360" r="65" fill="#4a4e69"/>` +
    `<circle cx="580" cy="340" r="18" fill="${WHITE}" opacity="0.7"/><circle cx="730" cy="270" r="14" fill="${SUN}"/>`,

  factory: () =>
    ground('#283618') +
    `<rect x="330" y="180" width="50" height="200" fill="${CREAM}"/><rect x="420" y="220" width="50" height="160" fill="${CREAM}"/>` +
    `<g fill="${WHITE}" opacity="0.7"><circle cx="355" cy="140" r="30"/><circle cx="395" cy="100" r="24"/><circle cx="440" cy="75" r="18"/>` +
    `<circle cx="445" cy="185" r="22"/><circle cx="480" cy="155" r="16"/></g>` +
    `<path d="M300,560 L300,380 L420,320 L420,380 L540,320 L540,380 L660,320 L660,380 L780,320 L780,560 Z" fill="${WHITE}"/>` +
    `<g fill="#bc6c25"><rect x="340" y="430" width="70" height="60"/><rect x="450" y="430" width="70" height="60"/>` +
    `<rect x="560" y="430" width="70" height="60"/><rect x="670" y="460" width="70" height="100"/></g>` +
    `<path d="M830,560 Q820,440 880,420 L960,420 Q1020,440 1010,560 Z" fill="${CREAM}"/>` +
    `<path d="M870,420 Q920,390 970,420" fill="none" stroke="#bc6c25" stroke-width="10"/>` +
    `<g fill="${SUN}"><circle cx="900" cy="490" r="10"/><circle cx="930" cy="505" r="10"/><circle cx="915" cy="475" r="10"/></g>`,

  market: () =>
    ground('#6a040f', 0.3) +
    [260, 600, 940]
      .map((cx) => {
        const stripes = Array.from(
          { length: 6 },
          (_, i) =>
            `<rect x="${cx - 150 + i * 50}" y="260" width="50" height="70" fill="${i % 2 === 0 ? WHITE : '#e63946'}"/>`,
        ).join('')
        return (
          `<rect x="${cx - 140}" y="330" width="12" height="230" fill="${CREAM}"/><rect x="${cx + 128}" y="330" width="12" height="230" fill="${CREAM}"/>` +
          stripes +
          `<path d="M${cx - 150},330 ${new Array<string>(6).fill('q25,30 50,0').join(' ')}" fill="${WHITE}"/>` +
          `<rect x="${cx - 150}" y="450" width="300" height="24" fill="#8d5524"/>` +
          `<path d="M${cx - 120},450 a45,38 0 0 1 90,0 Z" fill="#8d5524"/><path d="M${cx + 20},450 a50,42 0 0 1 100,0 Z" fill="#8d5524"/>` +
          `<g fill="#f77f00"><circle cx="${cx - 95}" cy="425" r="14"/><circle cx="${cx - 65}" cy="420" r="14"/></g>` +
          `<g fill="#80b918"><circle cx="${cx + 50}" cy="420" r="15"/><circle cx="${cx + 85}" cy="415" r="15"/><circle cx="${cx + 68}" cy="395" r="14"/></g>`
        )
      })
      .join(''),

  solar: () =>
    sun(960, 150, 70) +
    ground('#3d2c1e', 0.3) +
    [
      [170, 380],
      [470, 380],
      [770, 380],
    ]
      .map(([x, y]) => {
        const cells = Array.from({ length: 4 }, (_, c) =>
          Array.from(
            { length: 3 },
            (_, r) =>
              `<polygon points="${x + 40 + c * 56 - r * 14},${y - 100 + r * 42} ${x + 92 + c * 56 - r * 14},${y - 100 + r * 42} ${x + 82 + c * 56 - (r + 1) * 14 + 4},${y - 62 + r * 42} ${x + 30 + c * 56 - (r + 1) * 14 + 4},${y - 62 + r * 42}" fill="#1d3557"/>`,
          ).join(''),
        ).join('')
        return (
          `<polygon points="${x + 36},${y - 104} ${x + 270},${y - 104} ${x + 230},${y + 26} ${x - 4},${y + 26}" fill="${WHITE}"/>` +
          cells +
          `<rect x="${x + 40}" y="${y + 26}" width="14" height="${170 - 26}" fill="${CREAM}"/><rect x="${x + 190}" y="${y + 26}" width="14" height="${170 - 26}" fill="${CREAM}"/>`
        )
      })
      .join(''),

  hut: () =>
    sun(940, 170, 60) +
    `<path d="M0,540 Q600,500 1200,540 L1200,800 L0,800 Z" fill="#ffe8a3" opacity="0.55"/>` +
    `<rect x="470" y="380" width="260" height="170" fill="${CREAM}"/>` +
    `<polygon points="430,395 600,225 770,395" fill="#b08968"/>` +
    `<g stroke="#7f5539" stroke-width="4" opacity="0.6"><line x1="600" y1="225" x2="500" y2="395"/><line x1="600" y1="225" x2="700" y2="395"/><line x1="600" y1="225" x2="600" y2="395"/></g>` +
    `<path d="M560,550 L560,460 Q600,420 640,460 L640,550 Z" fill="#7f5539"/>` +
    `<path d="M250,560 Q240,400 290,250" fill="none" stroke="#7f5539" stroke-width="22" stroke-linecap="round"/>` +
    `<g fill="#2d6a4f"><path d="M290,250 Q200,210 140,270 Q220,240 290,250 Z"/><path d="M290,250 Q380,200 440,260 Q360,235 290,250 Z"/>` +
    `<path d="M290,250 Q250,160 300,120 Q290,190 290,250 Z"/><path d="M290,250 Q350,170 410,180 Q340,200 290,250 Z"/><path d="M290,250 Q220,170 170,180 Q240,200 290,250 Z"/></g>`,

  bus: () =>
    `<rect x="0" y="540" width="1200" height="260" fill="${DARK}" opacity="0.35"/>` +
    `<g fill="${WHITE}" opacity="0.8"><rect x="110" y="562" width="120" height="12"/><rect x="330" y="562" width="120" height="12"/>` +
    `<rect x="750" y="562" width="120" height="12"/><rect x="970" y="562" width="120" height="12"/></g>` +
    `<rect x="300" y="270" width="600" height="240" rx="40" fill="${WHITE}"/>` +
    `<rect x="300" y="430" width="600" height="30" fill="${SUN}"/>` +
    `<g fill="#4895ef"><rect x="340" y="300" width="100" height="90" rx="10"/><rect x="460" y="300" width="100" height="90" rx="10"/>` +
    `<rect x="580" y="300" width="100" height="90" rx="10"/><rect x="700" y="300" width="160" height="90" rx="10"/></g>` +
    `<g fill="${DARK}"><circle cx="420" cy="515" r="45"/><circle cx="780" cy="515" r="45"/></g>` +
    `<g fill="${CREAM}"><circle cx="420" cy="515" r="18"/><circle cx="780" cy="515" r="18"/></g>` +
    `<rect x="1000" y="250" width="12" height="300" fill="${CREAM}"/><rect x="960" y="200" width="92" height="70" rx="10" fill="${CREAM}"/>` +
    `<rect x="985" y="220" width="42" height="30" rx="4" fill="#4895ef"/>`,

  townhall: () =>
    ground('#14213d', 0.4) +
    `<polygon points="330,270 600,160 870,270" fill="${WHITE}"/>` +
    `<rect x="330" y="270" width="540" height="30" fill="${CREAM}"/>` +
    [370, 460, 550, 640, 730, 820]
      .map((x) => `<rect x="${x - 5}" y="300" width="30" height="210" fill="${WHITE}"/>`)
      .join('') +
    `<rect x="310" y="510" width="580" height="25" fill="${CREAM}"/><rect x="290" y="535" width="620" height="25" fill="${WHITE}"/>` +
    `<circle cx="600" cy="225" r="25" fill="${SUN}"/>` +
    `<line x1="600" y1="160" x2="600" y2="70" stroke="${WHITE}" stroke-width="6"/>` +
    flag(603, 70, 84) +
    tree(180, 560, 120) +
    tree(1020, 560, 130),
}

/** Splits a label into at most three lines of about `max` characters. */
function wrapLabel(label: string, max = 22): string[] {
  const lines: string[] = []
  let current = ''
  for (const word of label.split(/\s+/).filter(Boolean)) {
    if (current && `${current} ${word}`.length > max) {
      lines.push(current)
      current = word
    } else {
      current = current ? `${current} ${word}` : word
    }
  }
  if (current) lines.push(current)
  return lines.slice(0, 3)
}

const FALLBACK_SPEC: ImageSpec = { label: 'Commune', from: '#2a9d8f', to: '#264653', motif: 'townhall' }

/** The SVG source of an illustration (exported for previews and tests). */
export function imageSvg(spec: ImageSpec): string {
  const lines = wrapLabel(spec.label)
  const fontSize = lines.length === 1 ? 68 : 60
  const lineHeight = fontSize * 1.15
  const bandTop = 610
  const firstBaseline = bandTop + (IMAGE_HEIGHT - bandTop) / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.35
  const text = lines
    .map(
      (line, i) =>
        `<text x="600" y="${(firstBaseline + i * lineHeight).toFixed(1)}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${escapeXml(spec.from)}"/><stop offset="1" stop-color="${escapeXml(spec.to)}"/>` +
    `</linearGradient></defs>` +
    `<rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" fill="url(#bg)"/>` +
    `<g fill="${WHITE}" opacity="0.07"><circle cx="110" cy="90" r="160"/><circle cx="1130" cy="700" r="220"/><circle cx="1050" cy="60" r="90"/></g>` +
    MOTIFS[spec.motif]() +
    `<rect x="0" y="${bandTop}" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT - bandTop}" fill="#000000" opacity="0.32"/>` +
    `<g font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="bold" font-size="${fontSize}" fill="${WHITE}">${text}</g>` +
    `</svg>`
  )
}

/** Generates the JPEG illustration for `key` (an unknown key gets a generic image with the key as title). */
export async function seedImage(key: string): Promise<SeedImageFile> {
  const known = isImageKey(key)
  const spec: ImageSpec = known ? IMAGE_KEYS[key] : { ...FALLBACK_SPEC, label: key }
  const data = await sharp(Buffer.from(imageSvg(spec)))
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer()
  const base = known ? key : key.replace(/[^a-z0-9_-]+/gi, '-').replace(/^-+|-+$/g, '') || 'image'
  return { data, mimetype: 'image/jpeg', name: `${base}.jpg`, size: data.length }
}
