// CMS HTML is sanitised on the server before it is served (DESIGN §7): editors' markup keeps its
// structure and links, scripts, event handlers, frames and unsafe URL schemes are removed.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    '*': ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    // Links that open a new window must not hand the opener to the target page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeCmsHtml(html: string | null): string | null {
  if (html === null) return null;
  return sanitizeHtml(html, OPTIONS);
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&nbsp;': ' ',
};

/**
 * Shopper text such as reviews is stored as plain text (DESIGN §7): every tag is removed (script and
 * style with their content), entities are decoded once, control characters dropped and runs of blank
 * lines collapsed. Clients render it as text, never as HTML.
 */
export function toPlainText(text: string): string {
  const stripped = sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} });
  return stripped
    .replace(/\r\n?/g, '\n')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/[^\P{Cc}\n\t]/gu, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
