import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../auth/auth-context.ts";

const accessKey = (galaxyId: string) => ["galaxy-access", galaxyId] as const;
const invitationsKey = (galaxyId: string) => ["galaxy-invitations", galaxyId] as const;

export const useGalaxyAccess = (galaxyId: string) => {
  const api = useApi();
  return useQuery({
    queryKey: accessKey(galaxyId),
    queryFn: ({ signal }) => api.call("galaxyAccess", { params: { galaxyId }, signal }),
  });
};

export const useInvitations = (galaxyId: string, enabled: boolean) => {
  const api = useApi();
  return useQuery({
    queryKey: invitationsKey(galaxyId),
    queryFn: ({ signal }) => api.call("invitations", { params: { galaxyId }, signal }),
    enabled,
  });
};

/** Privacy, invite and revoke; each refreshes what it changed (and the galaxy list's chips). */
export const useAccessMutations = (galaxyId: string) => {
  const api = useApi();
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: invitationsKey(galaxyId) });
    void client.invalidateQueries({ queryKey: ["galaxies"] });
  };
  const setPrivacy = useMutation({
    mutationFn: (isPrivate: boolean) => api.call("setGalaxyPrivacy", { params: { galaxyId }, body: { isPrivate } }),
    onSuccess: (access) => {
      client.setQueryData(accessKey(galaxyId), access);
      refresh();
    },
  });
  const invite = useMutation({
    mutationFn: (userId: string) => api.call("invite", { params: { galaxyId }, body: { userId: userId.trim() } }),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: (userId: string) => api.call("revokeInvite", { params: { galaxyId, userId } }),
    onSuccess: refresh,
  });
  return { setPrivacy, invite, revoke };
};
