import { z } from "zod";
import { GalaxyIdSchema, ID_MESSAGE, ID_PATTERN } from "./common.ts";

export const OWNER_ONLY = "You must be the galaxy owner to manage access settings.";

export const GalaxyAccessSchema = z.object({ galaxyId: z.string(), galaxyName: z.string(), isPrivate: z.boolean() });
export const SetPrivacyRequestSchema = z.strictObject({
  isPrivate: z.boolean({ error: "isPrivate must be true or false" }),
});
export const InviteRequestSchema = z.strictObject({
  userId: z
    .string({ error: "User ID is required" })
    .trim()
    .min(1, "User ID is required")
    .max(200, "User ID is too long"),
});
export const InvitationSchema = z.object({
  userId: z.string(),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  hasJoined: z.boolean(),
  invitedAt: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;
export const InvitationListSchema = z.object({ invitations: z.array(InvitationSchema) });
export const InviteParamsSchema = z.object({
  galaxyId: GalaxyIdSchema,
  userId: z.string().min(1).max(200).regex(ID_PATTERN, `userId ${ID_MESSAGE}`),
});
export const MessageSchema = z.object({ message: z.string() });
