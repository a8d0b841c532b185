/**
 * The language model named by the configuration (WINGMAN_PROVIDER), or null for the offline
 * engine. Config checks at start-up that each provider has what it needs.
 */
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { Config } from '../config';

export type ProviderConfig = Pick<
  Config,
  'provider' | 'providerBaseUrl' | 'providerApiKey' | 'providerModel'
>;

export function createLanguageModel({
  provider,
  providerBaseUrl: baseURL,
  providerApiKey: apiKey,
  providerModel: modelId,
}: ProviderConfig): LanguageModel | null {
  if (provider === 'offline') return null;
  if (!modelId) throw new Error(`WINGMAN_PROVIDER=${provider} needs WINGMAN_MODEL`);
  switch (provider) {
    case 'openai-compatible':
      if (!baseURL) throw new Error('WINGMAN_PROVIDER=openai-compatible needs WINGMAN_BASE_URL');
      return createOpenAICompatible({ name: 'openai-compatible', baseURL, apiKey }).chatModel(
        modelId,
      );
    case 'openai':
      return createOpenAI({ baseURL, apiKey })(modelId);
    case 'anthropic':
      return createAnthropic({ baseURL, apiKey })(modelId);
  }
}
