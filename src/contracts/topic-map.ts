/**
 * The topic map: every topic a claimant meets, by category, with the knowledge articles that
 * answer it. A topic with no article yet is listed on purpose, so the gap is visible.
 */
import { z } from 'zod';

export const topicSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  /** The regulation or statute the topic rests on ("38 CFR 3.450–3.461"). */
  basis: z.array(z.string().min(1)).min(1),
  /** content/knowledge article ids, best first; empty while no article answers it. */
  articles: z.array(z.string().regex(/^[a-z0-9-]+$/)),
});

export const topicCategorySchema = z.object({
  category: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  checkedOn: z.iso.date({ error: 'Write checkedOn as YYYY-MM-DD' }),
  topics: z.array(topicSchema).min(1),
});

export type Topic = z.infer<typeof topicSchema>;
export type TopicCategory = z.infer<typeof topicCategorySchema>;
