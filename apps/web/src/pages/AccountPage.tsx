import { useNavigate } from "react-router";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import AddCircleIcon from "@mui/icons-material/AddCircle";
import EmojiEventsIcon from "@mui/icons-material/EmojiEvents";
import { isApiError } from "../api/api-error.ts";
import { EmptyState } from "../components/EmptyState.tsx";
import { ErrorState } from "../components/ErrorState.tsx";
import { LoadingState } from "../components/LoadingState.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { AccountEmpireRow } from "../features/account/AccountEmpireRow.tsx";
import { CopyButton } from "../features/account/CopyButton.tsx";
import { useAccount } from "../features/account/use-account.ts";
import { Fact } from "../components/Fact.tsx";
import { AccountHistory } from "../features/rounds/AccountHistory.tsx";
import { LanguageCard } from "../features/account/LanguageCard.tsx";
import { NotificationSettingsCard } from "../features/notifications-settings/NotificationSettingsCard.tsx";
import { LocalTime } from "../features/local-time/LocalTime.tsx";
import { useTranslation } from "react-i18next";

/** /account: who you are, your empires in every galaxy and your past rounds. */
export function AccountPage() {
  const { t } = useTranslation(["account", "galaxies"]);
  const account = useAccount();
  const navigate = useNavigate();

  if (account.isPending) return <LoadingState text={t("loading")} />;
  if (account.isError) {
    const missing = isApiError(account.error) && account.error.status === 404;
    return (
      <>
        <PageHeader title={t("title")} />
        <ErrorState message={missing ? t("notFound") : t("failed")} onRetry={() => void account.refetch()} />
      </>
    );
  }

  const info = account.data;
  const joinButton = (
    <Button variant="contained" startIcon={<AddCircleIcon />} onClick={() => void navigate("/galaxies")}>
      {t("empires.join")}
    </Button>
  );

  return (
    <>
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <Stack spacing={3}>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {t("profile.title")}
            </Typography>
            <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fit, minmax(200px, 1fr))" }}>
              <Fact label={t("profile.displayName")} value={info.displayName} />
              <Fact label={t("profile.email")} value={info.email ?? t("profile.notProvided")} />
              <Fact label={t("profile.memberSince")} value={<LocalTime value={info.createdAt} style="date" />} />
              <Box>
                <Typography
                  variant="caption"
                  color="textSecondary"
                  sx={{ textTransform: "uppercase", letterSpacing: "0.08em" }}
                >
                  {t("profile.userId")}
                </Typography>
                <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
                  <Typography
                    variant="body2"
                    sx={{ fontFamily: "monospace", wordBreak: "break-all" }}
                    data-testid="user-id"
                  >
                    {info.userId}
                  </Typography>
                  <CopyButton text={info.userId} label={t("profile.copyUserId")} />
                </Stack>
              </Box>
            </Box>
          </CardContent>
        </Card>

        <Card>
          <CardContent>
            <Stack
              direction="row"
              sx={{ justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", gap: 2, mb: 2 }}
            >
              <Typography variant="h6" component="h2">
                {t("empires.title")}
              </Typography>
              {info.galaxies.length > 0 && joinButton}
            </Stack>
            {info.galaxies.length === 0 ? (
              <EmptyState message={t("empires.empty")}>{joinButton}</EmptyState>
            ) : (
              <Stack spacing={1.5}>
                {info.galaxies.map((empire) => (
                  <AccountEmpireRow key={empire.galaxyId} empire={empire} />
                ))}
              </Stack>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardContent>
            <Stack
              direction="row"
              sx={{ justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", gap: 2, mb: 2 }}
            >
              <Typography variant="h6" component="h2">
                {t("pastRounds")}
              </Typography>
              <Button variant="outlined" startIcon={<EmojiEventsIcon />} onClick={() => void navigate("/hall-of-fame")}>
                {t("galaxies:hallOfFame.title")}
              </Button>
            </Stack>
            <AccountHistory />
          </CardContent>
        </Card>
        <LanguageCard />
        <NotificationSettingsCard />
      </Stack>
    </>
  );
}
