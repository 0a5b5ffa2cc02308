// Static seed vocabulary: the three-level category tree, product kinds with their colours, brands and
// German texts. Invented brand names keep the seed free of real trademarks.

export type ProductKind =
  | 'pencil'
  | 'pen'
  | 'marker'
  | 'exercise-book'
  | 'drawing-pad'
  | 'scissors'
  | 'glue'
  | 'paint'
  | 'schoolbag'
  | 'pencil-case'
  | 'blocks'
  | 'puzzle'
  | 'chair'
  | 'table'
  | 'lamp'
  | 'laminator'
  | 'calculator'
  | 'book'
  | 'tshirt';

export interface Colour {
  slug: string;
  name: string;
  css: string;
}

export const COLOURS = {
  rot: { slug: 'rot', name: 'Rot', css: '#d32f2f' },
  blau: { slug: 'blau', name: 'Blau', css: '#1e63c4' },
  gruen: { slug: 'gruen', name: 'Grün', css: '#2e7d32' },
  gelb: { slug: 'gelb', name: 'Gelb', css: '#f2b800' },
  schwarz: { slug: 'schwarz', name: 'Schwarz', css: '#2b2b2b' },
  pink: { slug: 'pink', name: 'Pink', css: '#e0338a' },
  lila: { slug: 'lila', name: 'Lila', css: '#7b3fb5' },
  orange: { slug: 'orange', name: 'Orange', css: '#f57c00' },
  tuerkis: { slug: 'tuerkis', name: 'Türkis', css: '#00a0a0' },
  grau: { slug: 'grau', name: 'Grau', css: '#7d838c' },
  natur: { slug: 'natur', name: 'Natur', css: '#c8a26b' },
  weiss: { slug: 'weiss', name: 'Weiß', css: '#eeeeee' },
} as const satisfies Record<string, Colour>;

export type ColourSlug = keyof typeof COLOURS;

/** Colours each kind is drawn in; images are rendered once per (kind, colour). */
export const KIND_COLOURS: Readonly<Record<ProductKind, readonly ColourSlug[]>> = {
  pencil: ['gelb', 'rot', 'blau', 'gruen', 'schwarz'],
  pen: ['blau', 'rot', 'pink', 'schwarz', 'tuerkis'],
  marker: ['gelb', 'pink', 'gruen', 'orange', 'blau'],
  'exercise-book': ['blau', 'rot', 'gruen', 'gelb', 'lila', 'orange'],
  'drawing-pad': ['weiss', 'natur', 'blau'],
  scissors: ['rot', 'blau', 'gruen', 'gelb'],
  glue: ['weiss', 'gelb', 'blau'],
  paint: ['rot', 'blau', 'gelb', 'gruen'],
  schoolbag: ['blau', 'pink', 'gruen', 'lila', 'schwarz', 'tuerkis'],
  'pencil-case': ['blau', 'pink', 'gruen', 'schwarz'],
  blocks: ['natur', 'rot', 'blau', 'gelb'],
  puzzle: ['blau', 'gruen', 'orange'],
  chair: ['blau', 'rot', 'gruen', 'natur'],
  table: ['natur', 'weiss', 'grau'],
  lamp: ['schwarz', 'weiss', 'blau'],
  laminator: ['grau', 'weiss'],
  calculator: ['schwarz', 'blau'],
  book: ['rot', 'blau', 'gruen', 'gelb', 'lila'],
  tshirt: ['rot', 'blau', 'gruen', 'gelb', 'weiss', 'grau'],
};

/** German noun used in image alt texts. */
export const KIND_LABELS: Readonly<Record<ProductKind, string>> = {
  pencil: 'Bleistift',
  pen: 'Füller',
  marker: 'Filzstift',
  'exercise-book': 'Schulheft',
  'drawing-pad': 'Zeichenblock',
  scissors: 'Schere',
  glue: 'Klebstoff',
  paint: 'Farbkasten',
  schoolbag: 'Schulranzen',
  'pencil-case': 'Federmäppchen',
  blocks: 'Bausteine',
  puzzle: 'Puzzle',
  chair: 'Stuhl',
  table: 'Tisch',
  lamp: 'Schreibtischlampe',
  laminator: 'Laminiergerät',
  calculator: 'Taschenrechner',
  book: 'Buch',
  tshirt: 'T-Shirt',
};

/** Age groups of the age-group facet (issue 4 "What to build" 2); a product may suit several in a row. */
export const AGE_GROUPS = ['3-6 Jahre', '6-10 Jahre', '10-14 Jahre', 'ab 14 Jahre'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

/** Materials a product of each kind is made of (one per product); none for books, glue and paints. */
export const KIND_MATERIALS: Readonly<Record<ProductKind, readonly string[]>> = {
  pencil: ['Holz'],
  pen: ['Kunststoff', 'Metall'],
  marker: ['Kunststoff'],
  'exercise-book': ['Papier'],
  'drawing-pad': ['Papier'],
  scissors: ['Metall', 'Kunststoff'],
  glue: [],
  paint: [],
  schoolbag: ['Polyester', 'Leder'],
  'pencil-case': ['Polyester', 'Leder', 'Kunststoff'],
  blocks: ['Holz', 'Kunststoff'],
  puzzle: ['Holz', 'Pappe'],
  chair: ['Holz', 'Kunststoff', 'Metall'],
  table: ['Holz', 'Metall'],
  lamp: ['Metall', 'Kunststoff'],
  laminator: ['Kunststoff'],
  calculator: ['Kunststoff'],
  book: [],
  tshirt: ['Baumwolle', 'Polyester'],
};

/** Age groups a product of each kind may suit, youngest first (in line with the detail page's age labels). */
export const KIND_AGE_GROUPS: Readonly<Record<ProductKind, readonly AgeGroup[]>> = {
  pencil: AGE_GROUPS,
  pen: ['6-10 Jahre', '10-14 Jahre', 'ab 14 Jahre'],
  marker: AGE_GROUPS,
  'exercise-book': ['6-10 Jahre', '10-14 Jahre'],
  'drawing-pad': AGE_GROUPS,
  scissors: ['3-6 Jahre', '6-10 Jahre'],
  glue: ['3-6 Jahre', '6-10 Jahre', '10-14 Jahre'],
  paint: ['3-6 Jahre', '6-10 Jahre', '10-14 Jahre'],
  schoolbag: ['6-10 Jahre', '10-14 Jahre'],
  'pencil-case': ['6-10 Jahre', '10-14 Jahre', 'ab 14 Jahre'],
  blocks: ['3-6 Jahre', '6-10 Jahre'],
  puzzle: ['3-6 Jahre', '6-10 Jahre', '10-14 Jahre'],
  chair: ['6-10 Jahre', '10-14 Jahre', 'ab 14 Jahre'],
  table: ['6-10 Jahre', '10-14 Jahre', 'ab 14 Jahre'],
  lamp: ['6-10 Jahre', '10-14 Jahre', 'ab 14 Jahre'],
  laminator: ['ab 14 Jahre'],
  calculator: ['10-14 Jahre', 'ab 14 Jahre'],
  book: ['6-10 Jahre', '10-14 Jahre'],
  tshirt: ['3-6 Jahre', '6-10 Jahre', '10-14 Jahre'],
};

export type VariantMode = 'none' | 'colour' | 'size' | 'colour-size';

export interface LeafSpec {
  name: string;
  kind: ProductKind;
  /** Product nouns, combined with a detail and a pack suffix. */
  bases: readonly string[];
  details: readonly string[];
  packs: readonly string[];
  variants: VariantMode;
  sizes?: readonly string[];
  /** Price range of one item in cents. */
  price: readonly [number, number];
  /** Base price unit and the possible contents of one item in that unit. */
  base?: { unit: string; contents: readonly number[] };
  energy?: boolean;
  book?: boolean;
  /** Consumables are sold to schools in minimum quantities (B2B). */
  consumable?: boolean;
  /** Instead of the kind's materials (KIND_MATERIALS). */
  materials?: readonly string[];
  /** Instead of the kind's age groups (KIND_AGE_GROUPS). */
  ageGroups?: readonly AgeGroup[];
}

export interface MidSpec {
  name: string;
  leaves: readonly LeafSpec[];
}

export interface TopSpec {
  name: string;
  brands: readonly string[];
  /** Share of the products; a big writing category makes listings with several pages. */
  weight: number;
  isSale?: boolean;
  mids: readonly MidSpec[];
}

const HARDNESS = ['HB', 'B', '2B', 'H', '2H'] as const;
const KIDS_SIZES = ['92/98', '104/110', '116/122', '128/134', '140/146', '152/158'] as const;
const FURNITURE_SIZES = ['Größe 3', 'Größe 4', 'Größe 5', 'Größe 6', 'Größe 7'] as const;

export const CATEGORY_TREE: readonly TopSpec[] = [
  {
    name: 'Schreiben',
    brands: ['Griffix', 'Schreibwerk', 'Lernfix', 'Federleicht', 'Stiftung Farbe'],
    weight: 26,
    mids: [
      {
        name: 'Bleistifte & Buntstifte',
        leaves: [
          {
            name: 'Bleistifte',
            kind: 'pencil',
            bases: ['Bleistift', 'Dreikant-Bleistift', 'Jumbo-Bleistift', 'Noris-Bleistift'],
            details: HARDNESS,
            packs: ['', ', 3er-Set', ', 12er-Set', ', 24er-Schulpackung'],
            variants: 'none',
            price: [89, 1299],
            consumable: true,
          },
          {
            name: 'Buntstifte',
            kind: 'pencil',
            bases: ['Buntstifte', 'Dreikant-Buntstifte', 'Aquarell-Buntstifte', 'Jumbo-Buntstifte'],
            details: ['Kartonetui', 'Metalletui', 'Standbox'],
            packs: [', 12 Farben', ', 24 Farben', ', 36 Farben'],
            variants: 'none',
            price: [399, 2899],
            consumable: true,
          },
          {
            name: 'Druckbleistifte',
            kind: 'pencil',
            bases: ['Druckbleistift', 'Schul-Druckbleistift'],
            details: ['0,5 mm', '0,7 mm'],
            packs: ['', ' mit Radierer'],
            variants: 'colour',
            materials: ['Kunststoff', 'Metall'],
            price: [299, 1499],
          },
        ],
      },
      {
        name: 'Füller & Tintenroller',
        leaves: [
          {
            name: 'Schulfüller',
            kind: 'pen',
            bases: ['Schulfüller', 'Füllhalter', 'Patronenfüller'],
            details: ['Feder A für Anfänger', 'Feder M', 'Feder L für Linkshänder'],
            packs: ['', ' inkl. 6 Patronen'],
            variants: 'colour',
            price: [799, 3499],
          },
          {
            name: 'Tintenroller',
            kind: 'pen',
            bases: ['Tintenroller', 'Radierbarer Tintenroller'],
            details: ['0,5 mm', '0,7 mm'],
            packs: ['', ', 3er-Set'],
            variants: 'colour',
            price: [249, 1299],
          },
          {
            name: 'Tintenpatronen',
            kind: 'pen',
            bases: ['Tintenpatronen', 'Großraum-Tintenpatronen'],
            details: ['königsblau löschbar', 'schwarz'],
            packs: [', 6 Stück', ', 30 Stück', ', 100 Stück'],
            variants: 'none',
            materials: ['Kunststoff'],
            price: [149, 1999],
            base: { unit: '100 Stück', contents: [0.06, 0.3, 1] },
            consumable: true,
          },
        ],
      },
      {
        name: 'Filz- & Textmarker',
        leaves: [
          {
            name: 'Filzstifte',
            kind: 'marker',
            bases: ['Filzstifte', 'Fasermaler', 'Dicke Filzstifte'],
            details: ['auswaschbar', 'Pinselspitze'],
            packs: [', 10 Farben', ', 24 Farben', ', 48 Farben'],
            variants: 'none',
            price: [299, 2499],
            consumable: true,
          },
          {
            name: 'Textmarker',
            kind: 'marker',
            bases: ['Textmarker', 'Textmarker Pastell'],
            details: ['Keilspitze', 'Trockentext'],
            packs: ['', ', 4er-Etui', ', 6er-Etui'],
            variants: 'colour',
            price: [129, 999],
          },
        ],
      },
    ],
  },
  {
    name: 'Papier & Hefte',
    brands: ['Papyro', 'Heftwerk', 'Blattgold', 'Lernfix'],
    weight: 14,
    mids: [
      {
        name: 'Schulhefte',
        leaves: [
          {
            name: 'Hefte A4',
            kind: 'exercise-book',
            bases: ['Schulheft A4', 'Heft A4 Lineatur 27', 'Heft A4 kariert', 'Recycling-Heft A4'],
            details: ['16 Blatt', '32 Blatt'],
            packs: ['', ', 10er-Pack'],
            variants: 'colour',
            price: [69, 1299],
            consumable: true,
          },
          {
            name: 'Hefte A5',
            kind: 'exercise-book',
            bases: ['Schulheft A5', 'Vokabelheft A5', 'Heft A5 Lineatur 1'],
            details: ['16 Blatt', '32 Blatt'],
            packs: ['', ', 10er-Pack'],
            variants: 'colour',
            price: [49, 999],
            consumable: true,
          },
          {
            name: 'Heftumschläge',
            kind: 'exercise-book',
            bases: ['Heftumschlag A4', 'Heftumschlag A5', 'Heftumschlag Quart'],
            details: ['transparent', 'farbig'],
            packs: ['', ', 10er-Set'],
            variants: 'colour',
            price: [59, 1099],
          },
        ],
      },
      {
        name: 'Blöcke & Papier',
        leaves: [
          {
            name: 'Zeichenblöcke',
            kind: 'drawing-pad',
            bases: ['Zeichenblock A3', 'Zeichenblock A4', 'Tonpapier-Block'],
            details: ['120 g/m²', '190 g/m²'],
            packs: [', 20 Blatt', ', 25 Blatt', ', 50 Blatt'],
            variants: 'none',
            price: [199, 1499],
            base: { unit: '100 Blatt', contents: [0.2, 0.25, 0.5] },
          },
          {
            name: 'Collegeblöcke',
            kind: 'drawing-pad',
            bases: ['Collegeblock A4', 'Notizblock A5'],
            details: ['kariert', 'liniert', 'blanko'],
            packs: [', 80 Blatt', ', 5er-Pack'],
            variants: 'none',
            price: [179, 1299],
            consumable: true,
          },
          {
            name: 'Kopierpapier',
            kind: 'drawing-pad',
            bases: ['Kopierpapier A4', 'Recycling-Kopierpapier A4'],
            details: ['80 g/m²', '90 g/m²'],
            packs: [', 500 Blatt', ', 2.500 Blatt'],
            variants: 'none',
            price: [499, 2999],
            base: { unit: '100 Blatt', contents: [5, 25] },
            consumable: true,
          },
        ],
      },
    ],
  },
  {
    name: 'Basteln',
    brands: ['Klecks & Co.', 'Bastelfuchs', 'Farbenfroh', 'Schnipsel'],
    weight: 12,
    mids: [
      {
        name: 'Kleben & Schneiden',
        leaves: [
          {
            name: 'Bastelscheren',
            kind: 'scissors',
            bases: ['Bastelschere', 'Kinderschere', 'Linkshänderschere'],
            details: ['13 cm', '15 cm', 'abgerundet'],
            packs: ['', ', 10er-Klassensatz'],
            variants: 'colour',
            price: [199, 3999],
          },
          {
            name: 'Klebestifte',
            kind: 'glue',
            bases: ['Klebestift', 'Klebestift lösungsmittelfrei'],
            details: ['10 g', '21 g', '40 g'],
            packs: ['', ', 5er-Pack'],
            variants: 'none',
            price: [99, 1499],
            base: { unit: '100 g', contents: [0.1, 0.21, 0.4] },
            consumable: true,
          },
          {
            name: 'Flüssigkleber',
            kind: 'glue',
            bases: ['Bastelkleber', 'Alleskleber', 'Holzleim'],
            details: ['lösungsmittelfrei', 'auswaschbar'],
            packs: [', 90 ml', ', 250 ml', ', 1 l'],
            variants: 'none',
            price: [199, 1499],
            base: { unit: '1 l', contents: [0.09, 0.25, 1] },
            consumable: true,
          },
        ],
      },
      {
        name: 'Malen',
        leaves: [
          {
            name: 'Deckfarbkästen',
            kind: 'paint',
            bases: ['Deckfarbkasten', 'Wasserfarbkasten'],
            details: ['12 Farben', '24 Farben'],
            packs: ['', ' mit Deckweiß'],
            variants: 'none',
            materials: ['Kunststoff', 'Metall'],
            price: [599, 2499],
          },
          {
            name: 'Fingerfarben',
            kind: 'paint',
            bases: ['Fingerfarbe', 'Schulmalfarbe', 'Temperafarbe'],
            details: ['auswaschbar', 'vegan'],
            packs: [', 250 ml', ', 500 ml', ', 1 l'],
            variants: 'colour',
            price: [249, 1599],
            base: { unit: '1 l', contents: [0.25, 0.5, 1] },
            consumable: true,
          },
        ],
      },
    ],
  },
  {
    name: 'Schulranzen & Taschen',
    brands: ['Ranzenwerk', 'Ergofit', 'Rückenheld', 'Tornisterei'],
    weight: 10,
    mids: [
      {
        name: 'Schulranzen',
        leaves: [
          {
            name: 'Schulranzen',
            kind: 'schoolbag',
            bases: ['Schulranzen Pack', 'Schulranzen Cubo', 'Schulranzen Maxi'],
            details: ['Galaxy', 'Dino', 'Einhorn', 'Fußball', 'Sternenhimmel'],
            packs: [''],
            variants: 'colour',
            price: [13999, 27999],
          },
          {
            name: 'Schulranzen-Sets',
            kind: 'schoolbag',
            bases: ['Schulranzen-Set 5-teilig', 'Schulranzen-Set 4-teilig'],
            details: ['Galaxy', 'Pferde', 'Weltraum', 'Bagger'],
            packs: [''],
            variants: 'colour',
            price: [17999, 32999],
          },
        ],
      },
      {
        name: 'Rucksäcke & Mäppchen',
        leaves: [
          {
            name: 'Schulrucksäcke',
            kind: 'schoolbag',
            bases: ['Schulrucksack', 'Daypack', 'Kindergartenrucksack'],
            details: ['20 l', '28 l', '8 l'],
            packs: [''],
            variants: 'colour',
            price: [2999, 11999],
          },
          {
            name: 'Federmäppchen',
            kind: 'pencil-case',
            bases: ['Federmäppchen', 'Schlamperetui', 'Doppeldecker-Etui'],
            details: ['gefüllt', 'ungefüllt'],
            packs: [''],
            variants: 'colour',
            price: [899, 3999],
          },
        ],
      },
    ],
  },
  {
    name: 'Kindergarten & Spielen',
    brands: ['Bauklotz', 'Spielwiese', 'Holzwurm', 'Kleine Hände'],
    weight: 9,
    mids: [
      {
        name: 'Bauen & Konstruieren',
        leaves: [
          {
            name: 'Holzbausteine',
            kind: 'blocks',
            bases: ['Holzbausteine', 'Bausteine-Set', 'Großbausteine'],
            details: ['natur', 'farbig'],
            packs: [', 50 Teile', ', 100 Teile', ', 250 Teile'],
            variants: 'none',
            materials: ['Holz'],
            price: [1999, 14999],
          },
          {
            name: 'Steckbausteine',
            kind: 'blocks',
            bases: ['Steckbausteine', 'Magnetbausteine'],
            details: ['Starterset', 'Kita-Set'],
            packs: [', 60 Teile', ', 120 Teile'],
            variants: 'none',
            materials: ['Kunststoff'],
            price: [1499, 8999],
          },
        ],
      },
      {
        name: 'Spiele & Puzzles',
        leaves: [
          {
            name: 'Puzzles',
            kind: 'puzzle',
            bases: ['Kinderpuzzle', 'Rahmenpuzzle', 'Bodenpuzzle'],
            details: ['Bauernhof', 'Zoo', 'Feuerwehr', 'Weltkarte'],
            packs: [', 24 Teile', ', 48 Teile', ', 100 Teile'],
            variants: 'none',
            price: [699, 2999],
          },
          {
            name: 'Lernspiele',
            kind: 'puzzle',
            bases: ['Lernspiel', 'Zahlenspiel', 'Buchstabenspiel'],
            details: ['ab 4 Jahren', 'ab 6 Jahren'],
            packs: [''],
            variants: 'none',
            price: [999, 3999],
          },
        ],
      },
    ],
  },
  {
    name: 'Klassenzimmer-Möbel',
    brands: ['Schulmöbelwerk', 'Lernraum', 'Klassenzimmer Plus'],
    weight: 6,
    mids: [
      {
        name: 'Stühle',
        leaves: [
          {
            name: 'Schülerstühle',
            kind: 'chair',
            bases: ['Schülerstuhl', 'Vierfußstuhl', 'Freischwinger'],
            details: ['Buche', 'Kunststoff-Sitzschale'],
            packs: [''],
            variants: 'size',
            sizes: FURNITURE_SIZES,
            price: [4999, 12999],
          },
          {
            name: 'Erzieherstühle',
            kind: 'chair',
            bases: ['Erzieherstuhl', 'Kita-Hocker'],
            details: ['höhenverstellbar', 'mit Rollen'],
            packs: [''],
            variants: 'colour',
            ageGroups: ['ab 14 Jahre'],
            price: [8999, 24999],
          },
        ],
      },
      {
        name: 'Tische',
        leaves: [
          {
            name: 'Schülertische',
            kind: 'table',
            bases: ['Schülertisch', 'Einzeltisch', 'Zweiertisch'],
            details: ['130 x 65 cm', '70 x 55 cm'],
            packs: [''],
            variants: 'size',
            sizes: FURNITURE_SIZES,
            price: [9999, 24999],
          },
          {
            name: 'Gruppentische',
            kind: 'table',
            bases: ['Gruppentisch', 'Trapeztisch', 'Halbrundtisch'],
            details: ['Buche-Dekor', 'weiß'],
            packs: [''],
            variants: 'none',
            price: [12999, 39999],
          },
        ],
      },
    ],
  },
  {
    name: 'Elektrogeräte',
    brands: ['Lichtblick', 'Technikus', 'Rechenmeister'],
    weight: 6,
    mids: [
      {
        name: 'Beleuchtung',
        leaves: [
          {
            name: 'Schreibtischlampen',
            kind: 'lamp',
            bases: ['LED-Schreibtischlampe', 'Klemmleuchte', 'Tageslichtlampe'],
            details: ['dimmbar', 'mit USB-Anschluss'],
            packs: [''],
            variants: 'colour',
            price: [1999, 8999],
            energy: true,
          },
        ],
      },
      {
        name: 'Bürogeräte',
        leaves: [
          {
            name: 'Laminiergeräte',
            kind: 'laminator',
            bases: ['Laminiergerät A4', 'Laminiergerät A3'],
            details: ['Heißlaminierung', 'mit Rückwärtslauf'],
            packs: [''],
            variants: 'none',
            price: [2999, 12999],
            energy: true,
          },
          {
            name: 'Taschenrechner',
            kind: 'calculator',
            bases: ['Schulrechner', 'Grafikrechner', 'Grundschulrechner'],
            details: ['Solar', 'Batterie'],
            packs: [''],
            variants: 'none',
            price: [999, 12999],
          },
        ],
      },
    ],
  },
  {
    name: 'Bücher',
    brands: ['Lesefuchs Verlag', 'Kinderbuchhaus', 'Duden-Nachbar', 'Lernhaus Verlag'],
    weight: 8,
    mids: [
      {
        name: 'Kinderbücher',
        leaves: [
          {
            name: 'Bilderbücher',
            kind: 'book',
            bases: ['Bilderbuch', 'Pappbilderbuch', 'Wimmelbuch'],
            details: ['Der kleine Drache', 'Ein Tag im Kindergarten', 'Die Jahreszeiten', 'Ab in den Zoo'],
            packs: [''],
            variants: 'none',
            ageGroups: ['3-6 Jahre'],
            price: [799, 1999],
            book: true,
          },
          {
            name: 'Erstlesebücher',
            kind: 'book',
            bases: ['Erstlesebuch', 'Leselöwen-Geschichten'],
            details: ['1. Klasse', '2. Klasse', 'Silbenmethode'],
            packs: [''],
            variants: 'none',
            ageGroups: ['6-10 Jahre'],
            price: [699, 1499],
            book: true,
          },
        ],
      },
      {
        name: 'Lernhilfen',
        leaves: [
          {
            name: 'Wörterbücher',
            kind: 'book',
            bases: ['Grundschulwörterbuch', 'Schülerwörterbuch Englisch'],
            details: ['aktuelle Rechtschreibung', 'mit Bildern'],
            packs: [''],
            variants: 'none',
            ageGroups: ['6-10 Jahre', '10-14 Jahre', 'ab 14 Jahre'],
            price: [999, 2499],
            book: true,
          },
          {
            name: 'Übungshefte',
            kind: 'book',
            bases: ['Übungsheft Mathematik', 'Übungsheft Deutsch', 'Übungsheft Sachunterricht'],
            details: ['1. Klasse', '2. Klasse', '3. Klasse', '4. Klasse'],
            packs: [''],
            variants: 'none',
            price: [499, 1299],
            book: true,
            consumable: true,
          },
        ],
      },
    ],
  },
  {
    name: 'Textilien',
    brands: ['Kleiderkiste', 'Sportsfreund', 'Malmeister'],
    weight: 7,
    mids: [
      {
        name: 'Kindergarten-Kleidung',
        leaves: [
          {
            name: 'T-Shirts',
            kind: 'tshirt',
            bases: ['Kinder-T-Shirt', 'Bio-T-Shirt', 'Kita-Shirt'],
            details: ['Baumwolle', 'mit Namensfeld'],
            packs: [''],
            variants: 'colour-size',
            sizes: KIDS_SIZES,
            price: [699, 1999],
          },
          {
            name: 'Malkittel',
            kind: 'tshirt',
            bases: ['Malkittel', 'Bastelschürze'],
            details: ['wasserabweisend', 'langarm'],
            packs: [''],
            variants: 'size',
            ageGroups: ['3-6 Jahre', '6-10 Jahre'],
            sizes: KIDS_SIZES,
            price: [899, 1999],
          },
        ],
      },
      {
        name: 'Sport',
        leaves: [
          {
            name: 'Sportshirts',
            kind: 'tshirt',
            bases: ['Sportshirt', 'Funktionsshirt'],
            details: ['atmungsaktiv', 'Schulsport'],
            packs: [''],
            variants: 'colour-size',
            sizes: KIDS_SIZES,
            price: [999, 2499],
          },
        ],
      },
    ],
  },
  {
    name: 'Angebote',
    brands: ['Griffix', 'Papyro', 'Klecks & Co.'],
    weight: 2,
    isSale: true,
    mids: [
      {
        name: 'Restposten',
        leaves: [
          {
            name: 'Restposten Schreibwaren',
            kind: 'marker',
            bases: ['Filzstifte Restposten', 'Textmarker Sonderedition'],
            details: ['Auslaufmodell'],
            packs: [', 10 Farben', ', 6er-Etui'],
            variants: 'none',
            price: [199, 999],
          },
        ],
      },
    ],
  },
];

export const SHORT_FACTS: Readonly<Record<ProductKind, readonly string[]>> = {
  pencil: ['Bruchfeste Mine', 'Aus zertifiziertem Holz', 'Ergonomische Griffzone', 'Leicht zu spitzen'],
  pen: ['Rutschfeste Griffmulde', 'Für Rechts- und Linkshänder', 'Tinte königsblau löschbar'],
  marker: ['Auswaschbar aus den meisten Textilien', 'Eindrückgeschützte Spitze', 'Leuchtende Farben'],
  'exercise-book': ['Holzfreies Papier', 'Blauer-Engel-zertifiziert', 'Mit Rand für Korrekturen'],
  'drawing-pad': ['Säurefreies Papier', 'Für Wasserfarben geeignet', 'Stabile Rückenpappe'],
  scissors: ['Abgerundete Spitze', 'Rostfreie Klingen', 'Weiche Griffe'],
  glue: ['Lösungsmittelfrei', 'Auswaschbar bei 30 °C', 'Kindersicher'],
  paint: ['Hohe Deckkraft', 'Ergiebige Farbtabletten', 'Nach EN 71-3 geprüft'],
  schoolbag: ['Ergonomisches Tragesystem', 'Reflektoren nach DIN 58124', 'Nur ca. 1.100 g leicht'],
  'pencil-case': ['Robuster Reißverschluss', 'Abwischbares Material', 'Platz für 30 Stifte'],
  blocks: ['Aus unbehandeltem Buchenholz', 'Fördert Motorik und Kreativität', 'Ab 1 Jahr'],
  puzzle: ['Extra dicke Teile', 'Mit Motivvorlage', 'Ab 3 Jahren'],
  chair: ['Stapelbar', 'Nach DIN EN 1729', 'Kratzfeste Oberfläche'],
  table: ['Höhenverstellbar', 'Nach DIN EN 1729', 'Kantenschutz rundum'],
  lamp: ['Flimmerfreies LED-Licht', 'Flexibler Schwanenhals', 'Lebensdauer ca. 25.000 h'],
  laminator: ['Aufheizzeit ca. 4 Minuten', 'Für Folien bis 125 mic', 'Automatische Abschaltung'],
  calculator: ['Zweizeiliges Display', 'Für die Sekundarstufe zugelassen', 'Mit Schutzhülle'],
  book: ['Gebundene Ausgabe', 'Durchgehend farbig illustriert', 'Für Vor- und Selbstleser'],
  tshirt: ['100 % Baumwolle', 'Waschbar bei 60 °C', 'OEKO-TEX® Standard 100'],
};

export const SCOPE_OF_DELIVERY: Readonly<Record<ProductKind, string>> = {
  pencil: 'Stifte in Verpackung',
  pen: 'Füller, 1 Tintenpatrone',
  marker: 'Stifte im Etui',
  'exercise-book': 'Hefte, eingeschweißt',
  'drawing-pad': 'Block',
  scissors: 'Schere mit Schutzkappe',
  glue: 'Klebstoff',
  paint: 'Farbkasten mit Pinsel',
  schoolbag: 'Ranzen, Regenhülle',
  'pencil-case': 'Etui',
  blocks: 'Bausteine in Aufbewahrungsbox',
  puzzle: 'Puzzle, Motivvorlage',
  chair: 'Stuhl, vormontiert',
  table: 'Tisch, Montageanleitung',
  lamp: 'Lampe, Netzteil',
  laminator: 'Laminiergerät, 10 Probefolien',
  calculator: 'Rechner, Schutzhülle, Batterie',
  book: 'Buch',
  tshirt: 'T-Shirt',
};

export const EXTRA_BADGES = [
  { id: 'eco', name: 'Nachhaltig' },
  { id: 'made-in-germany', name: 'Made in Germany' },
  { id: 'top-rated', name: 'Top bewertet' },
  { id: 'classic', name: 'Klassiker' },
  { id: 'school-start', name: 'Schulstart-Tipp' },
] as const;

export const REVIEW_AUTHORS = [
  'Anna M. aus Köln',
  'Lehrer Schmidt',
  'Familie Yilmaz',
  'Kita Sonnenschein',
  'Jonas, 34',
  'Mareike K.',
  'Grundschule am Park',
  'Petra aus Graz',
  'Lukas B.',
  'Sabine W.',
] as const;

/** Review texts by star rating (index 0 = 1 star). */
export const REVIEW_TEXTS: readonly (readonly { title: string; message: string }[])[] = [
  [
    {
      title: 'Leider enttäuscht',
      message: 'Nach zwei Wochen war es schon kaputt. Für die Schule leider nicht robust genug.',
    },
    {
      title: 'Nicht zu empfehlen',
      message: 'Die Qualität entspricht nicht dem Preis. Wir haben es zurückgeschickt.',
    },
  ],
  [
    {
      title: 'Geht so',
      message: 'Funktioniert, aber die Verarbeitung könnte besser sein. Die Farbe weicht vom Bild ab.',
    },
    { title: 'Mittelmäßig', message: 'Für den Preis in Ordnung, mehr aber auch nicht.' },
  ],
  [
    { title: 'Solide', message: 'Macht, was es soll. Lieferung kam schnell, die Verpackung war ordentlich.' },
    {
      title: 'Ganz okay',
      message: 'Unser Sohn kommt gut damit zurecht, ein paar Kleinigkeiten stören aber.',
    },
  ],
  [
    { title: 'Gute Qualität', message: 'Wir nutzen es seit dem Schulstart täglich und sind sehr zufrieden.' },
    { title: 'Empfehlenswert', message: 'Gutes Preis-Leistungs-Verhältnis, die Kinder mögen es.' },
  ],
  [
    {
      title: 'Absolut top!',
      message: 'Hervorragende Qualität, schnelle Lieferung. Für die ganze Klasse nachbestellt.',
    },
    { title: 'Begeistert', message: 'Unsere Tochter liebt es. Robust, schön und genau wie beschrieben.' },
    {
      title: 'Perfekt für die Kita',
      message: 'Wir haben es für unsere Gruppe gekauft und es hält allen Belastungen stand.',
    },
  ],
];
