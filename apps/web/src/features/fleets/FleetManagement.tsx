import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Fab from "@mui/material/Fab";
import AddIcon from "@mui/icons-material/Add";
import RefreshIcon from "@mui/icons-material/Refresh";
import type { Fleet } from "@nova/contract";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../components/EmptyState.tsx";
import { ErrorState } from "../../components/ErrorState.tsx";
import { LoadingState } from "../../components/LoadingState.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { useNotify } from "../../notifications/notification-context.ts";
import { UnitBuildDialog } from "../build/UnitBuildDialog.tsx";
import { ConfirmCombatDialog } from "../combat/ConfirmCombatDialog.tsx";
import { FleetEstimate } from "../guidance/FleetEstimate.tsx";
import { useInitiateCombat } from "../combat/use-initiate-combat.ts";
import { AttackPlanetDialog } from "./AttackPlanetDialog.tsx";
import type { FleetActionKind } from "./fleet-actions.ts";
import { FleetCard } from "./FleetCard.tsx";
import { failureText, FLEET_MESSAGES } from "./fleet-messages.ts";
import { MoveFleetDialog } from "./MoveFleetDialog.tsx";
import { ReinforceDialog } from "./ReinforceDialog.tsx";
import { IncomingFleetsAlert } from "./IncomingFleetsAlert.tsx";
import { SendMissionDialog } from "./SendMissionDialog.tsx";
import { StationUnitsDialog } from "./StationUnitsDialog.tsx";
import { parseTargetPlanet } from "./target-planet.ts";
import { FLEETS_REFRESH_MS, findHomeFleet, useFleetList } from "./use-fleet-data.ts";
import { useFleetOrders } from "./use-fleet-orders.ts";
import { useNow } from "./use-now.ts";
import { fleetNameText } from "./fleet-format.ts";

type OpenDialog =
  | { readonly kind: "send" | "move" | "reinforce" | "combat"; readonly fleetId: string }
  | { readonly kind: "build" }
  | null;

/** Home fleet first, then by status (arrived first: they wait for orders) and name. */
const STATUS_ORDER: Readonly<Record<Fleet["status"], number>> = {
  arrived: 0,
  traveling: 1,
  stationed: 2,
  returning: 3,
  idle: 4,
};
export const sortFleets = (fleets: readonly Fleet[]): Fleet[] =>
  [...fleets].sort(
    (a, b) =>
      Number(b.isHomeFleet) - Number(a.isHomeFleet) ||
      STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
      a.fleetName.localeCompare(b.fleetName),
  );

/**
 * Fleet Management (/fleets, core-play sections 2, 4 and 5): one card per fleet with its state's actions,
 * refreshed every 10 s and after every order; deep links `action=attack|station&targetPlanet=` (and `action=build-units`) open the
 * attack dialog or Station Units (from the home fleet, or moving a stationed fleet); a floating button opens Build Units.
 */
export function FleetManagement({ galaxyId, playerId }: { readonly galaxyId: string; readonly playerId: string }) {
  const [search, setSearch] = useSearchParams();
  const { t } = useTranslation("fleets");
  const { notify } = useNotify();
  const now = useNow(1000);
  const fleets = useFleetList(galaxyId, { refetchInterval: FLEETS_REFRESH_MS });
  const { recall } = useFleetOrders(galaxyId);
  const combat = useInitiateCombat(galaxyId);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const list = useMemo(() => sortFleets(fleets.data?.fleets ?? []), [fleets.data]);
  const home = findHomeFleet(list, galaxyId, playerId);
  const selected = dialog && dialog.kind !== "build" ? (list.find((f) => f.id === dialog.fleetId) ?? null) : null;

  // Deep links (core-play section 2): /fleets?galaxyId&action=station|attack&targetPlanet
  const linkAction = search.get("action");
  const linkTarget = search.get("targetPlanet");
  const linkPlanet = linkTarget ? (parseTargetPlanet(linkTarget, galaxyId) ?? linkTarget) : null;
  const closeDeepLink = () => {
    const next = new URLSearchParams(search);
    next.delete("action");
    next.delete("targetPlanet");
    setSearch(next, { replace: true });
  };

  const onAction = (kind: FleetActionKind, fleet: Fleet) => {
    switch (kind) {
      case "send":
      case "move":
      case "reinforce":
        setDialog({ kind, fleetId: fleet.id });
        return;
      case "initiateCombat":
        setDialog({ kind: "combat", fleetId: fleet.id });
        return;
      case "recall":
      case "recallAttack":
      case "recallExplorer":
        recall.mutate(fleet.id, {
          // The catalogue's text, not the answer's `message` (the same sentence, in English only).
          onSuccess: () => notify({ severity: "success", message: FLEET_MESSAGES.recalled }),
          onError: (error) => notify({ severity: "error", message: failureText(error, FLEET_MESSAGES.recallFailed) }),
        });
        return;
    }
  };

  const header = (
    <PageHeader
      title={t("page.title")}
      subtitle={t("page.subtitle")}
      actions={
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          onClick={() => void fleets.refetch()}
          disabled={fleets.isFetching}
        >
          {t("page.refresh")}
        </Button>
      }
    />
  );

  let body;
  if (fleets.isPending) body = <LoadingState text={t("page.loading")} />;
  else if (fleets.isError)
    body = <ErrorState message={FLEET_MESSAGES.loadFailed} onRetry={() => void fleets.refetch()} />;
  else if (list.length === 0) body = <EmptyState message={t("page.empty")} />;
  else
    body = (
      <Box
        data-testid="fleet-list"
        sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "repeat(2, 1fr)", xl: "repeat(3, 1fr)" } }}
      >
        {list.map((fleet) => (
          <FleetCard
            key={fleet.id}
            galaxyId={galaxyId}
            fleet={fleet}
            now={now}
            busy={
              (recall.isPending && recall.variables === fleet.id) || (combat.isPending && selected?.id === fleet.id)
            }
            onAction={onAction}
          />
        ))}
      </Box>
    );

  return (
    <Box sx={{ pb: 10 }}>
      {header}
      <IncomingFleetsAlert galaxyId={galaxyId} showFleetsLink={false} />
      {body}

      {selected && dialog?.kind === "send" && (
        <SendMissionDialog galaxyId={galaxyId} fleet={selected} open onClose={() => setDialog(null)} />
      )}
      {selected && dialog?.kind === "move" && (
        <MoveFleetDialog
          galaxyId={galaxyId}
          fleets={[selected]}
          initialFleetId={selected.id}
          open
          onClose={() => setDialog(null)}
        />
      )}
      {selected && dialog?.kind === "reinforce" && (
        <ReinforceDialog galaxyId={galaxyId} fleet={selected} homeFleet={home} open onClose={() => setDialog(null)} />
      )}
      {selected && dialog?.kind === "combat" && selected.targetPlanetId && (
        <ConfirmCombatDialog
          open
          fleetName={fleetNameText(selected)}
          planetId={selected.targetPlanetId}
          pending={combat.isPending}
          estimate={<FleetEstimate galaxyId={galaxyId} fleet={selected} planetId={selected.targetPlanetId} />}
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            const planetId = selected.targetPlanetId;
            if (!planetId) return;
            combat.mutate(planetId, { onSettled: () => setDialog(null) });
          }}
        />
      )}

      {linkAction === "attack" && linkPlanet && (
        <AttackPlanetDialog galaxyId={galaxyId} targetPlanetId={linkPlanet} open onClose={closeDeepLink} />
      )}
      {linkAction === "station" && linkPlanet && fleets.isSuccess && (
        <StationUnitsDialog
          galaxyId={galaxyId}
          targetPlanetId={linkPlanet}
          fleets={list}
          open
          onClose={closeDeepLink}
        />
      )}

      <UnitBuildDialog
        galaxyId={galaxyId}
        playerId={playerId}
        open={dialog?.kind === "build" || linkAction === "build-units"}
        onClose={() => {
          setDialog(null);
          if (linkAction === "build-units") closeDeepLink();
        }}
      />
      <Fab
        variant="extended"
        color="primary"
        onClick={() => setDialog({ kind: "build" })}
        sx={{ position: "fixed", right: 24, bottom: 24 }}
        aria-label={t("page.buildUnits")}
      >
        <AddIcon sx={{ mr: 1 }} />
        {t("page.buildUnits")}
      </Fab>
    </Box>
  );
}
