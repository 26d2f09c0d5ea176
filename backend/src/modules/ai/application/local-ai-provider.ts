import { AiAnswer, AiProvider, AiTask } from './ports/ai-provider.port';

/** Runs every task's own local answer: no network, no tokens. */
export class LocalAiProvider extends AiProvider {
  async run<I, O>(task: AiTask<I, O>, input: I, fallbackReason: string | null = null): Promise<AiAnswer<O>> {
    const started = performance.now();
    const output = task.output.parse(task.local(input));
    const durationMs = Math.round(performance.now() - started);
    return {
      output,
      provider: 'local',
      model: task.localModel,
      fallbackReason,
      calls: [{ task: task.name, provider: 'local', model: task.localModel, ok: true, error: null, promptTokens: 0, completionTokens: 0, durationMs }],
    };
  }
}
