import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";

interface Props {
  readonly message: string;
  readonly onRetry?: () => void;
}

/** A screen's load failure, in the spec's words, with a retry when one makes sense. */
export function ErrorState({ message, onRetry }: Props) {
  const { t } = useTranslation("common");
  return (
    <Alert
      severity="error"
      data-testid="error-state"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t("retry")}
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}
