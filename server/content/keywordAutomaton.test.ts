import { describe, expect, it } from 'vitest';
import { keywordRegex } from '../../src/lib/filterKeyword';
import { buildAutomaton } from './keywordAutomaton';

describe('buildAutomaton', () => {
  it('finds every keyword a case-insensitive Unicode regex finds', () => {
    const pairs: [string, string][] = [
      ['Coffee', 'I like COFFEE a lot'],
      ['straße', 'STRASSE'],
      ['STRASSE', 'die Straße'],
      ['ẞ', 'ß'],
      ['ſ', 'sun'],
      ['s', 'ſun'],
      ['σοφος', 'ΣΟΦΟΣ'],
      ['λόγος', 'λόγοσ'],
      ['K', 'k'],
      ['#tag', 'x#TAG'],
      ['猫', 'ねこと猫'],
      ['😀', 'smile 😀!'],
      ['he', 'she sells'],
      ['sells', 'she sells'],
    ];
    for (const [keyword, text] of pairs) {
      const exact = keywordRegex(keyword, false).test(text);
      const found = buildAutomaton(['zzz', keyword]).candidates(text).has(1);
      expect({ keyword, text, found: found || !exact }).toEqual({ keyword, text, found: true });
    }
  });

  it('reports overlapping keywords and nothing absent', () => {
    const automaton = buildAutomaton(['he', 'she', 'his', 'hers', 'absent']);
    expect([...automaton.candidates('USHERS')].sort()).toEqual([0, 1, 3]);
  });

  it('scans a text in time that does not grow with the number of keywords', () => {
    const keywords = Array.from({ length: 5000 }, (_, i) => `keyword${i}x`);
    const automaton = buildAutomaton(keywords);
    const text = 'Lorem ipsum dolor sit amet, keyword42x consectetur. '.repeat(10);
    const started = performance.now();
    for (let i = 0; i < 100; i++) automaton.candidates(text);
    expect(performance.now() - started).toBeLessThan(200);
    expect([...automaton.candidates(text)]).toEqual([42]);
  });
});
