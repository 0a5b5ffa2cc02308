// A suggestion's label is HTML from the API: the suggestion with the typed part in <b>, everything
// else escaped (spec storefront §3.11 "label is HTML"). Rendering it as text parts instead of
// innerHTML keeps markup from the network out of the DOM: only <b> is honoured.
export interface LabelPart {
  readonly text: string;
  readonly strong: boolean;
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

function unescapeEntities(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** Splits `bunt<b>stift</b>e` into text parts; any other tag is dropped, its text kept. */
export function suggestionLabelParts(label: string): LabelPart[] {
  const parts: LabelPart[] = [];
  let strong = false;
  for (const piece of label.split(/(<\/?[a-z][^>]*>)/i)) {
    if (piece === '') continue;
    const tag = /^<(\/?)([a-z]+)/i.exec(piece);
    if (tag) {
      if (tag[2]?.toLowerCase() === 'b') strong = tag[1] !== '/';
      continue;
    }
    parts.push({ text: unescapeEntities(piece), strong });
  }
  return parts;
}
