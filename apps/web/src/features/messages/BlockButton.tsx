import Button from "@mui/material/Button";
import BlockIcon from "@mui/icons-material/Block";
import { useNotify } from "../../notifications/notification-context.ts";
import { failureToast } from "../build/submit-errors.ts";
import { useBlock } from "./use-messages.ts";
import { useTranslation } from "react-i18next";

/** Blocks or unblocks a player's private messages to the viewer. */
export function BlockButton(props: { galaxyId: string; playerId: string; blocked: boolean }) {
  const { galaxyId, playerId, blocked } = props;
  const block = useBlock(galaxyId);
  const { notify } = useNotify();
  const { t } = useTranslation("messages");
  return (
    <Button
      size="small"
      color={blocked ? "inherit" : "warning"}
      startIcon={<BlockIcon />}
      disabled={block.isPending}
      data-testid="block-button"
      onClick={() =>
        block.mutate(
          { playerId, block: !blocked },
          {
            onSuccess: () =>
              notify({
                severity: "info",
                message: blocked ? t("block.unblocked") : t("block.blocked"),
              }),
            onError: (error) => notify(failureToast(error, t("block.failed"))),
          },
        )
      }
    >
      {blocked ? t("block.unblock") : t("block.block")}
    </Button>
  );
}
