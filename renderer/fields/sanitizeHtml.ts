/**
 * Rich text is shown only after DOMPurify has cleaned it: scripts, event handlers, frames and forms go;
 * link and image addresses survive only as http(s), data:image (images) or site paths ("/files/a.png");
 * links opening a new tab get rel="noopener noreferrer".
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';

const WEB_ADDRESS = /^(?:https?:\/\/|\/(?!\/))/i;
const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|bmp);/i;
const URI_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'cite', 'longdesc'];

export function isAllowedAddress(attribute: string, value: string): boolean {
  const text = value.trim();
  if (WEB_ADDRESS.test(text)) return true;
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
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = instance;
  return instance;
}

export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'object', 'embed', 'link', 'meta', 'base'],
    FORBID_ATTR: ['srcset'],
    ALLOW_DATA_ATTR: false,
  });
}
