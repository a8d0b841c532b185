import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createLanguageModel } from './llm-provider';

describe('the language model chosen by WINGMAN_PROVIDER', () => {
  it('is none for the offline engine, the default', () => {
    expect(createLanguageModel(loadConfig({}))).toBeNull();
  });

  it.each([
    [
      { WINGMAN_PROVIDER: 'openai-compatible', WINGMAN_BASE_URL: 'http://127.0.0.1:11434/v1' },
      'openai-compatible.chat',
    ],
    [{ WINGMAN_PROVIDER: 'openai', WINGMAN_API_KEY: 'key' }, 'openai.responses'],
    [{ WINGMAN_PROVIDER: 'anthropic', WINGMAN_API_KEY: 'key' }, 'anthropic.messages'],
  ])('%j is a %s model with the configured model id', (env, provider) => {
    const model = createLanguageModel(loadConfig({ ...env, WINGMAN_MODEL: 'some-model' }));
    expect(model).toMatchObject({ provider, modelId: 'some-model' });
  });
});
