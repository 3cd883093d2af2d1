import { z } from "zod";

const count = z.number().int().nonnegative();
const idSchema = z.string().min(1).max(200);
const playerIdSchema = z.string().min(1, "Player ID is required").max(100);

/** The most characters a message may hold, after trimming (issue 17). */
export const MESSAGE_MAX_LENGTH = 2000;

/**
 * A message body: plain text, trimmed, 1 to 2,000 characters. Stored exactly as typed (HTML included) and always
 * shown as text, never as markup.
 */
export const MessageBodySchema = z
  .string({ error: "Message body is required" })
  .trim()
  .min(1, "Message must not be empty")
  .max(MESSAGE_MAX_LENGTH, "Message must be at most 2,000 characters");

export const SendMessageRequestSchema = z.strictObject({ body: MessageBodySchema });

/** `?before={messageId}&limit={n}`: a page of a channel, newest first, older than `before` when given. */
export const MessagePageQuerySchema = z.object({
  before: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const MESSAGE_CHANNELS = ["family", "direct"] as const;

/** One message as its reader sees it. */
export const ChatMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  senderId: z.string(),
  senderName: z.string(),
  /** The other party of a private message; null on the family channel. */
  recipientId: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
  /** Sent by the reader. */
  mine: z.boolean(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** A page of a channel, newest first; `nextBefore` asks for the next (older) page, null when none is left. */
export const MessagePageSchema = z.object({
  messages: z.array(ChatMessageSchema),
  nextBefore: z.string().nullable(),
});
export type MessagePage = z.infer<typeof MessagePageSchema>;

/** GET /messages/{galaxyId}/conversations: one row per other player the caller has exchanged messages with. */
export const ConversationSchema = z.object({
  playerId: z.string(),
  playerName: z.string(),
  lastMessage: ChatMessageSchema,
  unread: count,
  /** The caller blocks this player. */
  blocked: z.boolean(),
});
export type Conversation = z.infer<typeof ConversationSchema>;
export const ConversationListSchema = z.object({ conversations: z.array(ConversationSchema) });
export type ConversationList = z.infer<typeof ConversationListSchema>;

/** GET /messages/{galaxyId}/unread. */
export const UnreadCountsSchema = z.object({ family: count, direct: count, total: count });
export type UnreadCounts = z.infer<typeof UnreadCountsSchema>;

/** POST /messages/{galaxyId}/read: `channel` is "family" or the other player's id. */
export const MarkReadRequestSchema = z.strictObject({ channel: playerIdSchema, upTo: idSchema });

export const PlayerParamsSchema = z.object({ playerId: playerIdSchema });
export const MessageParamsSchema = z.object({ messageId: idSchema });

export const BlockResponseSchema = z.object({ playerId: z.string(), blocked: z.boolean() });

export const ReportRequestSchema = z.strictObject({
  reason: z
    .string({ error: "A reason is required" })
    .trim()
    .min(1, "Please say why you report this message")
    .max(500, "The reason must be at most 500 characters"),
});
export const ReportResponseSchema = z.object({ reportId: z.string(), messageId: z.string() });
