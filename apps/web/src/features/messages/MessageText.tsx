import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { splitLinks } from "./message-links.ts";

/** A message body as text: line breaks kept, long words wrapped, addresses as links; never HTML. */
export function MessageText({ body }: { readonly body: string }) {
  return (
    <Typography
      variant="body2"
      component="div"
      data-testid="message-body"
      sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", wordBreak: "break-word" }}
    >
      {splitLinks(body).map((part, i) =>
        part.kind === "link" ? (
          <Link key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </Link>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </Typography>
  );
}
