import { createHash } from 'node:crypto';

export const sha256hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
