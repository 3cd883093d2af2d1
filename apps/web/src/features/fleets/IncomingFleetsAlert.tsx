import { useEffect, useState } from "react";
import { Link as RouterLink } from "react-router";
import { useQuery } from "@tanstack/react-query";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { useApi } from "../../auth/auth-context.ts";
import { fleetKeys } from "./fleet-keys.ts";
import { incomingLine, incomingTitle } from "./incoming-text.ts";
import { LocalTime } from "../local-time/LocalTime.tsx";

/** Polled as often as the dashboard's activity; server push refreshes it at once when a strike is launched. */
const INCOMING_REFRESH_MS = 30_000;
/** Lines shown before "and N more". */
const SHOWN = 3;

/**
 * A warning while other empires' attack fleets head for the player's planets (GET /fleets/incoming): who, which
 * planet and when, with a link to the fleets (station units, recall a garrison). Nothing while none comes.
 */
export function IncomingFleetsAlert({
  galaxyId,
  showFleetsLink = true,
}: {
  galaxyId: string;
  showFleetsLink?: boolean;
}) {
  const { t } = useTranslation("fleets");
  const api = useApi();
  const incoming = useQuery({
    queryKey: fleetKeys.incoming(galaxyId),
    queryFn: ({ signal }) => api.call("incomingFleets", { params: { galaxyId }, signal }),
    refetchInterval: INCOMING_REFRESH_MS,
  });
  const [now, setNow] = useState(() => Date.now());
  const fleets = incoming.data?.fleets ?? [];
  useEffect(() => {
    if (fleets.length === 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [fleets.length]);
  if (fleets.length === 0) return null;
  return (
    <Alert
      severity="warning"
      data-testid="incoming-fleets"
      sx={{ mb: 3 }}
      action={
        showFleetsLink ? (
          <Button
            color="inherit"
            size="small"
            component={RouterLink}
            to={`/fleets?galaxyId=${encodeURIComponent(galaxyId)}`}
          >
            {t("incoming.fleetsLink")}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{incomingTitle(fleets.length)}</AlertTitle>
      {fleets.slice(0, SHOWN).map((fleet) => (
        <div key={fleet.fleetId} data-testid="incoming-fleet">
          {incomingLine(fleet, now)}
          {fleet.status === "traveling" && fleet.arrivesAt && (
            <>
              {" "}
              ({t("incoming.at")} <LocalTime value={fleet.arrivesAt} style="time" />)
            </>
          )}
        </div>
      ))}
      {fleets.length > SHOWN && <div>{t("incoming.more", { count: fleets.length - SHOWN })}</div>}
    </Alert>
  );
}
