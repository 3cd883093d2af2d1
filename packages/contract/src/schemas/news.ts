import { z } from "zod";
import { GameTextSchema } from "../texts/game-texts.ts";

/** What a headline is about. Only public facts: nothing an operation's secret caster or private intel knows. */
export const NEWS_KINDS = [
  "planet_captured",
  "leader_elected",
  "empire_beaten",
  "rankings_leader",
  "round_milestone",
] as const;
export type NewsKind = (typeof NEWS_KINDS)[number];

export const NewsQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

export const NewsItemSchema = z.object({
  id: z.string(),
  kind: z.enum(NEWS_KINDS),
  /** The English of `text`, for API clients. */
  headline: z.string(),
  /** The headline as a code and parameters, rendered by the client in the player's language (issue 15). */
  text: GameTextSchema,
  turnNumber: z.number().int(),
  createdAt: z.string(),
});
export type NewsItem = z.infer<typeof NewsItemSchema>;

/** GET /news/{galaxyId}?limit=: the galaxy's public headlines, newest first. */
export const NewsListSchema = z.object({ news: z.array(NewsItemSchema) });
export type NewsList = z.infer<typeof NewsListSchema>;
