import { useEffect, useRef } from "react";
import Alert from "@mui/material/Alert";

/**
 * The server's refusal under a send form. It scrolls itself into view when it appears, since the form may
 * be taller than the dialog and the refusal would otherwise sit below the fold, under the submit button.
 */
export function FailureAlert({
  message,
  testId,
  onClose,
}: {
  readonly message: string;
  readonly testId: string;
  readonly onClose: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
  }, [message]);
  return (
    <Alert ref={ref} severity="error" data-testid={testId} onClose={onClose}>
      {message}
    </Alert>
  );
}
