import type { NewsKind, NewsList } from "@nova/contract";
import type { AuthUser } from "../../auth/auth-user.ts";
import { storedText } from "../../db/repositories/events-repository.ts";
import { latestNews } from "../../db/repositories/news-repository.ts";
import { iso } from "../../platform/clock.ts";
import type { ServiceDeps } from "../deps.ts";
import { visibleGalaxy } from "../galaxy/galaxy-service.ts";

/** GET /news/{galaxyId}?limit=: public to whoever may see the galaxy, newest first. */
export const galaxyNews = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
  limit: number,
): Promise<NewsList> => {
  await visibleGalaxy(deps, user, galaxyId);
  return newsOfGalaxy(deps, galaxyId, limit);
};

/** The galaxy's latest headlines, for a caller already known to see the galaxy. */
export const newsOfGalaxy = async (deps: ServiceDeps, galaxyId: string, limit: number): Promise<NewsList> => {
  const rows = await latestNews(deps.db.kysely, galaxyId, limit);
  return {
    news: rows.map((r) => ({
      id: r.id,
      kind: r.kind as NewsKind,
      headline: r.headline,
      text: storedText(r.headline_code, r.headline_params),
      turnNumber: r.turn_number,
      createdAt: iso(Number(r.created_at)),
    })),
  };
};
