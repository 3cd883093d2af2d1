import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";

interface Props {
  readonly message: string;
  readonly onRetry?: () => void;
}

/** A screen's load failure, in the spec's words, with a retry when one makes sense. */
export function ErrorState({ message, onRetry }: Props) {
  return (
    <Alert
      severity="error"
      data-testid="error-state"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}
