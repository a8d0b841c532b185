import { z } from 'zod';
import { timeZoneSchema } from './time-zone';
import { textField } from './fields';
import { sideSchema } from './ratings';

export const MAX_CHAT_TITLE_LENGTH = 200;
/** A question, a pasted letter paragraph or a draft: long enough for those, short of a book. */
export const MAX_MESSAGE_LENGTH = 8000;
export const MAX_ATTACHED_DOCUMENTS = 10;
export const MAX_ATTACHED_DISABILITIES = 20;
export const DEFAULT_CHAT_TITLE = 'New Chat';

export const aiPersonalities = ['professional', 'friendly', 'detailed'] as const;
export const aiPersonalitySchema = z.enum(aiPersonalities);

/**
 * How a chat answers: general questions; claim-specific, with the veteran's case (My Case,
 * ratings, claims, deadlines) in every answer; research, with more articles and their sources.
 * A chat starts in the profile's default chat mode and can be switched.
 */
export const chatModes = ['general', 'claim-specific', 'research'] as const;
export type ChatMode = (typeof chatModes)[number];
export const chatModeSchema = z.enum(chatModes, {
  error: 'Choose a chat mode: general, claim-specific or research.',
});

export const chatSessionSchema = z.object({
  id: z.string(),
  title: z.string(),
  mode: chatModeSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChatSession = z.infer<typeof chatSessionSchema>;

const titleField = textField(
  z
    .string()
    .trim()
    .min(1, { error: 'Chat title cannot be empty.' })
    .max(MAX_CHAT_TITLE_LENGTH, {
      error: `Chat title must be at most ${MAX_CHAT_TITLE_LENGTH} characters.`,
    }),
);

/** Without a mode, the chat starts in the profile's default chat mode. */
export const createChatSessionSchema = z.object({
  title: titleField.optional(),
  mode: chatModeSchema.optional(),
});
export const renameChatSessionSchema = z.object({ title: titleField });
/** PATCH /api/chat/sessions/:id: a new title, a new mode, or both. */
export const updateChatSessionSchema = z
  .object({ title: titleField.optional(), mode: chatModeSchema.optional() })
  .refine((change) => change.title !== undefined || change.mode !== undefined, {
    error: 'Give the chat a new title or mode.',
  });

/** A document as a message shows it: enough for the chip (name, size, date, expiry). */
export const attachedDocumentSchema = z.object({
  id: z.string(),
  originalName: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
  hasContent: z.boolean(),
  isContentExpired: z.boolean(),
  fileContentExpiresAt: z.string().nullable(),
});

export const attachedDisabilitySchema = z.object({
  id: z.string(),
  name: z.string(),
  currentPercentage: z.number(),
  side: sideSchema.nullable(),
});

export const chatMessageSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  createdAt: z.string(),
  attachedDocuments: z.array(attachedDocumentSchema),
  attachedDisabilities: z.array(attachedDisabilitySchema),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const sendMessageSchema = z.object({
  sessionId: z.uuid({ error: 'Choose a chat to send the message to.' }),
  content: textField(
    z
      .string()
      .trim()
      .min(1, { error: 'Please type a message.' })
      .max(MAX_MESSAGE_LENGTH, {
        error: `A message can be at most ${MAX_MESSAGE_LENGTH} characters.`,
      }),
  ),
  attachedDocuments: z
    .array(z.uuid())
    .max(MAX_ATTACHED_DOCUMENTS, {
      error: `Attach at most ${MAX_ATTACHED_DOCUMENTS} documents to one message.`,
    })
    .default([]),
  attachedDisabilities: z
    .array(z.uuid())
    .max(MAX_ATTACHED_DISABILITIES, {
      error: `Attach at most ${MAX_ATTACHED_DISABILITIES} disabilities to one message.`,
    })
    .default([]),
  /** The veteran's time zone, so the chat counts deadlines from the same day as My Claims. */
  timeZone: timeZoneSchema.optional(),
});

/** POST /api/chat/message without streaming, and the last event of a stream. */
export const sendMessageResultSchema = z.object({
  userMessage: chatMessageSchema,
  assistantMessage: chatMessageSchema,
});
export type SendMessageResult = z.infer<typeof sendMessageResultSchema>;

/**
 * With `Accept: text/event-stream` the reply streams as server-sent events: `token` events
 * carry text as it is produced ({ text }), then one `done` ({ userMessage, assistantMessage },
 * the stored messages) or one `error` ({ message }).
 */
export const CHAT_STREAM_EVENTS = ['token', 'done', 'error'] as const;
