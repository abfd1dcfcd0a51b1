import { describe, expect, it } from 'vitest';
import { shapeArabic } from './arabic-shaping';

const codes = (text: string) => [...text].map((char) => char.codePointAt(0)?.toString(16));

describe('Arabic shaping', () => {
  it('gives each letter of سلام its form: initial seen, lam-alef final ligature, isolated meem', () => {
    expect(codes(shapeArabic('سلام'))).toEqual(['feb3', 'fefc', 'fee1']);
  });

  it('joins lam and alef into one ligature, isolated at the start of a word', () => {
    expect(codes(shapeArabic('لا'))).toEqual(['fefb']);
    expect(codes(shapeArabic('لأ'))).toEqual(['fef7']);
  });

  it('uses initial, medial and final forms inside a word and breaks after a right-joining letter', () => {
    // الله: alef joins nothing after it, so the first lam starts a new joined group.
    expect(codes(shapeArabic('الله'))).toEqual(['fe8d', 'fedf', 'fee0', 'feea']);
    // فاتورة: feh initial, alef final, teh initial, waw final, reh and teh marbuta isolated.
    expect(codes(shapeArabic('فاتورة'))).toEqual(['fed3', 'fe8e', 'fe97', 'feee', 'fead', 'fe93']);
  });

  it('lets harakat sit between letters without breaking the join', () => {
    expect(codes(shapeArabic('بَب'))).toEqual(['fe91', '64e', 'fe90']);
  });

  it('leaves hamza, spaces, digits and Latin letters as they are', () => {
    expect(codes(shapeArabic('ء A1 '))).toEqual(['fe80', '20', '41', '31', '20']);
  });
});
