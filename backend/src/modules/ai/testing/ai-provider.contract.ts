import { AiProvider } from '../application/ports/ai-provider.port';
import { descriptionVariationsTask } from '../application/tasks/description-variations.task';
import { enhanceDescriptionTask } from '../application/tasks/enhance-description.task';
import { checkFacts } from '../domain/fact-checker';
import { eventFacts } from './event-facts.fixture';

/**
 * What every AI provider must do, whatever sits behind it: answer each task in its schema, with provenance and
 * one usage record per call. Run against the local provider and against OpenAI (a local server speaking its API).
 */
export function aiProviderContract(name: string, setup: () => Promise<AiProvider>, expected: { provider: 'openai' | 'local' }) {
  describe(`AI provider contract: ${name}`, () => {
    let provider: AiProvider;
    beforeAll(async () => {
      provider = await setup();
    });

    it('enhances a description in the task schema, saying who wrote it, with usage recorded', async () => {
      const facts = eventFacts();
      const answer = await provider.run(enhanceDescriptionTask, {
        facts,
        options: { tone: 'exciting', focus: 'music-focused', length: 'medium', includeKeywords: true },
        keywords: ['jazz'],
      });
      expect(answer.provider).toBe(expected.provider);
      expect(answer.fallbackReason).toBeNull();
      expect(answer.output.enhancedDescription.length).toBeGreaterThan(50);
      expect(checkFacts(answer.output.enhancedDescription, facts)).toEqual([]);
      expect(answer.calls).toHaveLength(1);
      expect(answer.calls[0]).toMatchObject({ task: 'enhance-description', provider: expected.provider, ok: true, error: null });
    });

    it('writes variations as a list of texts', async () => {
      const answer = await provider.run(descriptionVariationsTask, { facts: eventFacts(), count: 3, keywords: ['jazz'] });
      expect(answer.provider).toBe(expected.provider);
      expect(answer.output.variations).toHaveLength(3);
      expect(new Set(answer.output.variations).size).toBe(3);
    });
  });
}
