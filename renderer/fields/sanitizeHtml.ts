/**
 * Rich text is shown only after DOMPurify has cleaned it: HTML only (no SVG, no MathML); scripts, event
 * handlers, frames and forms go; link and image addresses survive only as http(s), data:image (images) or site paths ("/files/a.png");
 * inline styles that load something (url(), expression(), @import) go; links opening a new tab get
 * rel="noopener noreferrer". RichTextHtml (richText.tsx) is the only component that renders the result.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { isWebAddress } from './webAddress';

const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|bmp);/i;
/** Inline styles may colour and align text, never fetch or compute (url(), legacy expression(), @import). */
const LOADING_STYLE = /url\s*\(|expression\s*\(|@import|\\/i;
const URI_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'cite', 'longdesc'];

export function isAllowedAddress(attribute: string, value: string): boolean {
  const text = value.trim();
  if (isWebAddress(text, { sitePaths: true })) return true;
  return attribute === 'src' && DATA_IMAGE.test(text);
}

let purifier: DOMPurify | undefined;

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    for (const name of URI_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value !== null && !isAllowedAddress(name, value)) node.removeAttribute(name);
    }
    if (LOADING_STYLE.test(node.getAttribute('style') ?? '')) node.removeAttribute('style');
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = instance;
  return instance;
}

export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    // HTML only: bulletins need no SVG or MathML (whose parsing quirks are the usual way round sanitisers).
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'option',
      'iframe',
      'frame',
      'object',
      'embed',
      'link',
      'meta',
      'base',
    ],
    FORBID_ATTR: ['srcset'],
    ALLOW_DATA_ATTR: false,
  });
}
