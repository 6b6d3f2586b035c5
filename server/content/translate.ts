/**
 * The sandbox's translation provider: deterministic and clearly labelled. Known seeded sentences
 * have real English; anything else is marked and echoed, so a demo shows that translation ran.
 */
export const TRANSLATION_PROVIDER = 'Sandbox';

export const KNOWN_TRANSLATIONS: Record<string, string> = {
  '今日は庭でお茶を飲みました。とても静かでした。 #garden':
    'I had tea in the garden today. It was very quiet. #garden',
  'Heute Nacht ist der Himmel klar. Perfekt für das Teleskop! #astronomy':
    'The sky is clear tonight. Perfect for the telescope! #astronomy',
  "Je relis l'histoire des premiers compilateurs. Fascinant.":
    'I am rereading the history of the first compilers. Fascinating.',
};

export function translateText(text: string, from: string): string {
  if (!text.trim()) return text;
  return KNOWN_TRANSLATIONS[text] ?? `[${from} → en] ${text}`;
}
