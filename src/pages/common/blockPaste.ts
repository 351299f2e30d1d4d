import type { ClipboardEvent } from 'react';

/** Pasting into password fields is blocked (spec §5). */
export function blockPaste(event: ClipboardEvent) {
  event.preventDefault();
}
