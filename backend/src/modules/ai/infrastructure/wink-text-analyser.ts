import type { ItemSentence, ItemToken, WinkMethods } from 'wink-nlp';
import { TextAnalyser } from '../application/ports/text-analyser.port';
import { syllablesIn, TextStats } from '../domain/text-stats';

const CONTENT_POS = new Set(['NOUN', 'PROPN', 'ADJ', 'VERB']);
const KEY_POS = new Set(['NOUN', 'PROPN']);

/**
 * wink-nlp with its English lite model: sentences, tokens, parts of speech, stop words, lemmas. Loaded once, at the
 * first analysis: reading the 3.7 MB model would otherwise cost every start-up about 0.3 s of CPU.
 */
export class WinkTextAnalyser extends TextAnalyser {
  private loaded: WinkMethods | null = null;

  private get nlp(): WinkMethods {
    if (!this.loaded) {
      /* eslint-disable @typescript-eslint/no-require-imports -- loaded at first use, see above */
      const winkNLP = require('wink-nlp') as typeof import('wink-nlp').default;
      this.loaded = winkNLP(require('wink-eng-lite-web-model') as typeof import('wink-eng-lite-web-model').default);
      /* eslint-enable @typescript-eslint/no-require-imports */
    }
    return this.loaded;
  }

  stats(text: string): TextStats {
    const nlp = this.nlp;
    const doc = nlp.readDoc(text);
    const its = nlp.its;
    const sentenceWords: number[] = [];
    let words = 0;
    let syllables = 0;
    const contentWords: string[] = [];
    const counts = new Map<string, number>();
    doc.sentences().each((sentence: ItemSentence) => {
      let n = 0;
      let previous: string | null = null;
      sentence.tokens().each((token: ItemToken) => {
        if (token.out(its.type) !== 'word') {
          previous = null;
          return;
        }
        const raw = token.out();
        n++;
        syllables += syllablesIn(raw);
        const pos = token.out(its.pos);
        const stop = token.out(its.stopWordFlag) as unknown as boolean;
        if (stop || !CONTENT_POS.has(pos) || raw.length < 3) {
          previous = null;
          return;
        }
        // the lite model's lemma is an add-on its types describe loosely
        const lemma = (String(token.out(its.lemma as never)) || raw).toLowerCase();
        contentWords.push(lemma);
        if (KEY_POS.has(pos) || pos === 'ADJ') {
          // proper nouns keep their capitals so a keyword can be written back into a text as it was
          const word = pos === 'PROPN' ? raw : raw.toLowerCase();
          if (KEY_POS.has(pos)) counts.set(word, (counts.get(word) ?? 0) + 1);
          if (previous && KEY_POS.has(pos)) counts.set(`${previous} ${word}`, (counts.get(`${previous} ${word}`) ?? 0) + 1.5);
          previous = word;
        } else previous = null;
      });
      if (n > 0) sentenceWords.push(n);
      words += n;
    });
    const keywords = [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || b[0].length - a[0].length)
      .map(([term]) => term)
      .filter((term, i, all) => !all.slice(0, i).some((t) => t.toLowerCase().includes(term.toLowerCase())));
    return { sentenceWords, words, syllables, contentWords, keywords };
  }

  contentWords(text: string): string[] {
    return this.stats(text).contentWords;
  }
}
