import { describe, expect, it } from 'vitest';
import { uploadTypeOf } from './uploadType';

describe('upload type of the generic upload call (spec §5)', () => {
  it.each([
    ['a.png', 1],
    ['b.JPG', 1],
    ['c.jpeg', 1],
    ['d.bmp', 1],
    ['e.gif', 1],
    ['f.webp', 1],
    ['g.psd', 1],
    ['h.svg', 1],
    ['i.tiff', 1],
    ['j.pdf', 2],
    ['k.xlsx', 2],
    ['noext', 2],
    ['l.png.exe', 2],
    ['m.tif', 2],
    ['png', 2],
  ])('%s → %i', (name, type) => expect(uploadTypeOf(name)).toBe(type));
});
